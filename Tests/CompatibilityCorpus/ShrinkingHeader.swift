import LazyScrollUI

/// A header that reads the scroll offset with `onScrollGeometryChange` (iOS 18).
struct ShrinkingHeader: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text(offset > 20 ? "Library" : "My Library")
                .font(offset > 20 ? .headline : .largeTitle)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(0..<60, id: \.self) { index in
                        Text("Album \(index)").padding(.horizontal)
                    }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, newValue in
                offset = newValue
            }
        }
    }
}
