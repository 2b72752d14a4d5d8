import LazyScrollUI

/// A pile of photos as apps write one: cards overlapping in a `ZStack`, the one you picked
/// drawn on top (`zIndex`), a double tap that likes a photo, exclusively before the single tap
/// that picks it.
struct PhotoPile: View {
    @State private var photos = ["Harbour", "Dunes", "Glacier"]
    @State private var picked = "Dunes"
    @State private var liked: Set<String> = []

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ZStack {
                    ForEach(Array(photos.enumerated()), id: \.element) { index, name in
                        card(name)
                            .offset(x: CGFloat(index - 1) * 70, y: CGFloat(index) * 12)
                            .zIndex(name == picked ? 1 : 0)
                    }
                }
                .frame(height: 260)
                Text(status)
                    .foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .navigationTitle("Pile")
        }
    }

    private var status: String {
        liked.isEmpty ? "Picked \(picked)" : "Picked \(picked), liked \(liked.sorted().joined(separator: ", "))"
    }

    private func card(_ name: String) -> some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(name == picked ? Color.teal : Color.gray)
            .frame(width: 160, height: 200)
            .overlay(alignment: .bottomLeading) {
                Text(name)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding()
            }
            .overlay(alignment: .topTrailing) {
                if liked.contains(name) {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.red)
                        .padding()
                }
            }
            .gesture(
                TapGesture(count: 2)
                    .onEnded { liked.insert(name) }
                    .exclusively(before: TapGesture().onEnded { picked = name })
            )
    }
}

#Preview {
    PhotoPile()
}
