import LazyScrollUI

/// Seed 003's memory-saving pattern: thumbnails drawn with UIKit's image-context calls, kept as
/// `Data` in `@State` and decoded with `UIImage(data:)` when shown.
struct ThumbnailMemory: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<200, id: \.self) { index in
                    Thumbnail(index: index)
                }
            }
        }
    }
}

private struct Thumbnail: View {
    let index: Int
    @State private var data: Data?

    var body: some View {
        Group {
            if let data, let uiImage = UIImage(data: data) {
                Image(uiImage: uiImage)
                    .resizable()
                    .frame(width: 120, height: 80)
            } else {
                Rectangle().fill(Color.gray.opacity(0.2)).frame(width: 120, height: 80)
            }
        }
        .onAppear { data = makeImage()?.pngData() }
        .onDisappear { data = nil }
    }

    private func makeImage() -> UIImage? {
        let size = CGSize(width: 120, height: 80)
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        UIColor(red: 0.2, green: 0.5, blue: CGFloat(index % 10) / 10, alpha: 1).setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }
}
