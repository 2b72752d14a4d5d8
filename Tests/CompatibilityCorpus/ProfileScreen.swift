import LazyScrollUI

/// A profile whose header stretches when pulled down and drifts up slower than the content
/// (parallax); a title bar fades in once the header has scrolled away, and the edit button
/// steps aside while the list is moving.
struct ProfileScreen: View {
    @State private var scrolledDistance: CGFloat = 0
    @State private var isScrolling = false

    private let headerHeight: CGFloat = 240

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Rectangle()
                    .fill(Color.indigo.gradient)
                    .frame(height: headerHeight)
                    .overlay(alignment: .bottomLeading) {
                        Text("Jane Appleseed")
                            .font(.largeTitle.bold())
                            .foregroundStyle(.white)
                            .padding()
                    }
                    .visualEffect { content, proxy in
                        let minY = proxy.frame(in: .scrollView).minY
                        return content
                            .scaleEffect(minY > 0 ? 1 + minY / 240 : 1, anchor: .bottom)
                            .offset(y: minY > 0 ? 0 : -minY * 0.5)
                    }
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<40, id: \.self) { index in
                        Text("Post \(index + 1)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(Color.white)
                        Divider()
                    }
                }
                .background(Color.white)
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top
        } action: { _, distance in
            scrolledDistance = distance
        }
        .onScrollPhaseChange { _, newPhase in
            isScrolling = newPhase.isScrolling
        }
        .overlay(alignment: .top) {
            Text("Jane Appleseed")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(.ultraThinMaterial)
                .opacity(scrolledDistance > headerHeight - 60 ? 1 : 0)
        }
        .overlay(alignment: .bottomTrailing) {
            Button("Edit") {}
                .buttonStyle(.borderedProminent)
                .padding()
                .opacity(isScrolling ? 0 : 1)
                .animation(.easeInOut(duration: 0.2), value: isScrolling)
        }
    }
}

#Preview {
    ProfileScreen()
}
