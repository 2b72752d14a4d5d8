import LazyScrollUI

/// Reusable styling as a `ViewModifier` wrapped in a `View` extension, the way apps share a
/// card look; one modifier holds its own `@State` (a tap toggles a scale).
struct CardStyle: ViewModifier {
    var isHighlighted = false

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(isHighlighted ? Color.yellow : Color.white)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(0.1), radius: 4, y: 2)
    }
}

struct PressToShrink: ViewModifier {
    @State private var pressed = false

    func body(content: Content) -> some View {
        content
            .scaleEffect(pressed ? 0.9 : 1)
            .onTapGesture { pressed.toggle() }
    }
}

extension View {
    func cardStyle(highlighted: Bool = false) -> some View {
        modifier(CardStyle(isHighlighted: highlighted))
    }
}

struct StyledCards: View {
    private let selected = 1
    private let titles = ["Inbox", "Drafts", "Sent"]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(alignment: .leading, spacing: 4) {
                    Text(titles[index]).font(.headline)
                    Text("\(index * 7 + 3) messages").foregroundStyle(.secondary)
                }
                .cardStyle(highlighted: index == selected)
                .modifier(PressToShrink())
            }
            Spacer()
        }
        .padding()
        .background(Color(white: 0.95))
    }
}
