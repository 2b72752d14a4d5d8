import LazyScrollUI

/// A photo library that zooms into a photo, as iOS 18's Photos does: a three-column
/// `LazyVGrid` of square tiles in a `NavigationStack`, each tile a `NavigationLink(value:)`
/// marked `.matchedTransitionSource(id:in:)`, and the detail pushed with
/// `.navigationTransition(.zoom(sourceID:in:))` — the pattern of Apple's "Enhance your UI
/// animations and transitions" (WWDC24).
struct ZoomPhotoGrid: View {
    struct Photo: Identifiable, Hashable {
        let id: Int
        var title: String { "Photo \(id + 1)" }
        var color: Color { [.orange, .teal, .indigo, .pink, .green, .purple][id % 6] }
        var symbol: String { ["sun.max.fill", "leaf.fill", "moon.fill", "heart.fill", "cloud.fill", "sparkles"][id % 6] }
    }

    let photos = (0..<300).map(Photo.init)
    let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(photos) { photo in
                        NavigationLink(value: photo) {
                            Rectangle()
                                .fill(photo.color.gradient)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay {
                                    Image(systemName: photo.symbol)
                                        .font(.title)
                                        .foregroundStyle(.white)
                                }
                                .clipShape(RoundedRectangle(cornerRadius: 6))
                                .matchedTransitionSource(id: photo.id, in: namespace) { source in
                                    source.clipShape(RoundedRectangle(cornerRadius: 6))
                                }
                        }
                    }
                }
                .padding(.horizontal, 2)
            }
            .navigationTitle("Library")
            .navigationDestination(for: Photo.self) { photo in
                LibraryPhotoDetail(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: namespace))
            }
        }
    }
}

private struct LibraryPhotoDetail: View {
    let photo: ZoomPhotoGrid.Photo

    var body: some View {
        VStack(spacing: 16) {
            Rectangle()
                .fill(photo.color.gradient)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: photo.symbol)
                        .font(.system(size: 96))
                        .foregroundStyle(.white)
                }
            Text(photo.title)
                .font(.title2.bold())
            Text("Shared with you")
                .foregroundStyle(.secondary)
        }
        .frame(maxHeight: .infinity)
        .navigationTitle(photo.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    ZoomPhotoGrid()
}
