import Foundation
import Testing
import CompatibilityCorpus


// The corpus's presentations at rest: run a second of frames (the sheet's half-second slide and
// the alert's quarter-second fade are over by then) and check what the window shows. Set
// `LAZYSCROLL_CORPUS_SCREENSHOTS=/tmp/corpus` to get their PNGs.
// sheet(isPresented:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
// alert(_:isPresented:presenting:actions:message:): https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4

@MainActor
@Suite(.serialized) struct PresentationCorpusTests {
    @Test(arguments: [
        ("GroceryListAdding", ["New item", "Cancel", "Add", "Quantity: 1", "Groceries"]),
        // The message wraps at the card's 238 pt: its first line.
        ("GroceryListDeleting", ["Delete item?", "Oat milk will be removed from your", "Delete", "Cancel", "Groceries"]),
    ])
    func presentedAtRest(name: String, texts: [String]) async throws {
        let entry = try #require(corpus.first { $0.name == name })
        let (layout, _) = try await CompatibilityCorpusTests.run(entry, frames: 60)
        for text in texts {
            #expect(layout.lines.contains { $0.contains("\"\(text)\"") }, "\(name) shows “\(text)”")
        }
    }
}
