import LazyScrollUI

/// A "What's New" screen as a recipes app writes it for iOS: Markdown in its texts' string
/// literals — bold and italic around interpolated values, inline code, a strikethrough, links in
/// the tint colour (SwiftUI reads Markdown in a `Text` made from a literal:
/// https://developer.apple.com/documentation/swiftui/text, "Styling the view's text"). The
/// feature rows wrap over several lines with their styled words.
struct WhatsNewNotes: View {
    let version = "2.4"
    let servings = 4

    private struct Feature: Identifiable {
        let id: String
        let symbol: String
        let text: Text
    }

    private var features: [Feature] {
        [
            Feature(id: "timers", symbol: "timer",
                    text: Text("**Timers** keep running in the background, _even when the screen is locked_.")),
            Feature(id: "lists", symbol: "star",
                    text: Text("Shopping lists now group items by aisle — ~~no more~~ *fewer* trips back.")),
            Feature(id: "search", symbol: "sparkles",
                    text: Text("Search any ingredient with `⌘F`, or ask for ***dinner in 20 minutes***.")),
        ]
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("What's New in **\(version)**")
                    .font(.largeTitle)
                Text("Cooking for **\(servings)** — _tap a recipe_ for steps.")
                    .font(.title3)
                    .foregroundStyle(.secondary)
                ForEach(features) { feature in
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Image(systemName: feature.symbol)
                            .foregroundStyle(.orange)
                            .frame(width: 24)
                        feature.text
                    }
                }
                Text("Read the [release notes](https://example.com/notes) or our [privacy policy](https://example.com/privacy).")
                    .font(.footnote)
                    .tint(.orange)
                Button("Continue") {}
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }
}

#Preview {
    WhatsNewNotes()
}
