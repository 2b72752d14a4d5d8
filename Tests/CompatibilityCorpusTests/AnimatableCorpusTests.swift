import CompatibilityCorpus
import DisplayList
import Foundation
import ScrollCore
import Testing

// The corpus' `BudgetOverview` used as a user uses it: a click on "Add a $60 grocery run",
// replayed headless through the window's pipeline at virtual 60 fps. The change is made in
// `withAnimation(.spring(duration: 0.6))`, so the `Animatable` total (`AmountText`) is drawn
// counting from $1990 to $2050 — its body evaluated at each frame with the value between
// (https://developer.apple.com/documentation/swiftui/animatable) — as the ring and the wedges
// sweep. Set `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` for a PNG of the frame mid-way.

@MainActor
@Suite(.serialized) struct AnimatableCorpusTests {
    /// The amount the total shows ("$1990" → 1990), nil when none is drawn.
    static func total(_ texts: DrawnTexts) -> Int? {
        texts.items.lazy.compactMap { $0.text.hasPrefix("$") ? Int($0.text.dropFirst()) : nil }.first
    }

    @Test func addingAnExpenseCountsTheTotalUp() async throws {
        let start = DrawnTexts(try await CorpusReplay.lastFrame("BudgetOverview", "", frames: 3))
        #expect(Self.total(start) == 1990)
        let button = try #require(start.point("Add a $60 grocery run"))
        let click = MenuCorpusTests.click(button, at: 100)
        // Released at 160 ms; 0.1 s later (frame 16) the spring is on its way.
        let counting = DrawnTexts(try await CorpusReplay.lastFrame("BudgetOverview", click, frames: 16, shot: "counting"))
        let shown = try #require(Self.total(counting))
        #expect(shown > 1990 && shown < 2050, "the total counts between the old amount and the new: \(shown)")
        let settled = DrawnTexts(try await CorpusReplay.lastFrame("BudgetOverview", click, frames: 120))
        #expect(Self.total(settled) == 2050)
        #expect(settled.has("450 left to spend"))
    }
}
