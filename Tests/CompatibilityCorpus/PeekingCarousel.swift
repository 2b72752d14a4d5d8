import LazyScrollUI

/// A carousel where two cards share the width and the third peeks:
/// `containerRelativeFrame(_:count:span:spacing:)`, `scrollTargetLayout()` and `.viewAligned`.
struct PeekingCarousel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Featured").font(.title2.bold()).padding(.horizontal)
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 14)
                            .fill(Color.blue.opacity(0.2 + Double(index % 4) * 0.2))
                            .frame(height: 160)
                            .overlay(Text("Card \(index)"))
                            .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, 16)
            .scrollIndicators(.hidden)
            Spacer()
        }
    }
}
