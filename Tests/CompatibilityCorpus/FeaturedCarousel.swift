import LazyScrollUI

private struct FeaturedItem: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

/// A paging carousel: one card per swipe, the next one peeking in.
struct FeaturedCarousel: View {
    private let items: [FeaturedItem] = {
        let colors: [Color] = [.red, .orange, .green, .teal, .blue, .indigo, .purple, .pink]
        return (0..<8).map { FeaturedItem(id: $0, title: "Featured \($0 + 1)", color: colors[$0]) }
    }()
    @State private var currentID: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(items) { item in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(item.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(item.title)
                                    .font(.headline)
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .frame(height: 200)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)
            Text("\((currentID ?? 0) + 1) of \(items.count)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
            Spacer()
        }
        .padding(.vertical)
    }
}

#Preview {
    FeaturedCarousel()
}
