import LazyScrollUI

/// A card you drag away, as apps write one: a `ScrollView` of content with a card on top that
/// follows a `DragGesture` through `@GestureState`, and is dismissed when the drag would carry it
/// far enough (`predictedEndTranslation`); a tap on it (a simultaneous `TapGesture`) says so.
struct SwipeCardStack: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var cards = ["Lisbon", "Kyoto", "Oaxaca", "Bergen"]
    @State private var lastAction = "Drag the card"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Trips").font(.largeTitle).bold()
                Text(lastAction).foregroundStyle(.secondary)
                if let top = cards.first {
                    card(top)
                }
                ForEach(1..<30) { index in
                    Text("Saved place \(index)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding()
        }
    }

    private func card(_ name: String) -> some View {
        VStack(spacing: 8) {
            Text(name).font(.title).bold()
            Text("\(cards.count) left").font(.subheadline)
        }
        .frame(maxWidth: .infinity, minHeight: 160)
        .background(Color.orange, in: RoundedRectangle(cornerRadius: 16))
        .foregroundStyle(.white)
        .offset(x: dragOffset.width, y: dragOffset.height)
        .gesture(
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
                .onEnded { value in
                    if abs(value.predictedEndTranslation.width) > 150 {
                        cards.removeFirst()
                        lastAction = "Dismissed \(name)"
                    } else {
                        lastAction = "Kept \(name)"
                    }
                }
        )
        .simultaneousGesture(
            TapGesture().onEnded {
                lastAction = "Tapped \(name)"
            }
        )
    }
}
