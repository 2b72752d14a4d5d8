import LazyScrollUI

/// Cards that fade and shrink as they leave the viewport: `scrollTransition` (iOS 17).
struct CoverFlowCards: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(0..<40, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(index.isMultiple(of: 2) ? Color.mint : Color.cyan)
                        .frame(height: 120)
                        .overlay(Text("Card \(index)").font(.title3))
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                        }
                }
            }
            .padding()
        }
    }
}
