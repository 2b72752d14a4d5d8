import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// How HStack and VStack share their length (issue 29, Must 2). Text is measured by the fixed
// test measurer: 0.6 × 17 = 10.2 pt a character, 20.4 pt a line.
//
// Sources: the SwiftUI Field Guide, "HStack" (https://www.swiftuifieldguide.com/layout/hstack/):
// children are sized least flexible first, each offered an equal share of what is left (so
// `HStack { Color; Text; Color }` wraps a text that would fit), and a higher layoutPriority is
// offered all the remaining width first; Apple, `Spacer`
// (https://developer.apple.com/documentation/swiftui/spacer): a spacer "expands as much as it
// can … moving sibling views out of the way, within the limits of the stack's size", never
// below its `minLength` (default: the 8 pt platform spacing).

private let line: CGFloat = 20.4
/// 20 characters in 4 words: 204 pt on one line.
private let message = "Message that fits ok"

@MainActor
@Suite struct StackDistributionTests {
    private func frames(_ host: ViewHost, _ name: String) -> [CGRect] {
        host.collectsDebugBounds = true
        host.render(at: 0)
        return host.debugBounds.filter { $0.name == name }.map { CGRect($0.frame) }
    }

    @Test func spacerThenTextKeepsTheTextOnOneLine() {
        // Offered 300 less the 8 pt gap between them (a text's spacing preference): the
        // spacer keeps its 8 pt minimum aside, the text is offered 284 and takes its 204 on one
        // line; the spacer gets the other 88.
        let host = makeHost(HStack { Spacer(); Text(message) }, width: 300, height: 100)
        let text = frames(host, "Text")[0]
        #expect(text.height == line)
        #expect(text.width == 204)
        #expect(text.minX == 96)
        #expect(frames(host, "Spacer")[0].width == 88)
    }

    @Test func textBetweenColoursIsOfferedAnEqualShareAndWraps() {
        // The Field Guide's example: Color is as flexible as a spacer but not one; the text,
        // least flexible, is offered (300 − 2 × 8) / 3 ≈ 94.7 and wraps into lines.
        let host = makeHost(HStack { Color.red; Text(message); Color.blue }, width: 300, height: 200)
        let text = frames(host, "Text")[0]
        #expect(text.height > line)
        #expect(text.width <= (300 - 16) / 3)
    }

    @Test(arguments: [(CGFloat(8), true), (CGFloat(100), false)])
    func spacerMinLengthIsKeptAsideForTheText(minLength: CGFloat, oneLine: Bool) {
        // Spacer(minLength: 100): the text is offered 300 − 8 − 100 = 192 < 204 and wraps;
        // with 8 it is offered 284 and does not.
        let host = makeHost(HStack { Spacer(minLength: minLength); Text(message) }, width: 300, height: 100)
        let text = frames(host, "Text")[0]
        #expect((text.height == line) == oneLine)
        #expect(frames(host, "Spacer")[0].width >= minLength)
    }

    @Test func layoutPriorityIsOfferedTheRemainingLengthFirst() {
        // The Field Guide's second example: with .layoutPriority(1) the text is offered all of
        // 300 − 16 less the colours' minimum (0) and takes its 204 on one line.
        let host = makeHost(HStack { Color.red; Text(message).layoutPriority(1); Color.blue }, width: 300, height: 100)
        let text = frames(host, "Text")[0]
        #expect(text.height == line)
        #expect(text.width == 204)
    }

    @Test func twoSpacersShareWhatTheTextLeaves() {
        // HStack { Spacer(); Text; Spacer() }: the text is centred, each spacer
        // (300 − 2 × 8 − 204) / 2 = 40, the text at 40 + 8.
        let host = makeHost(HStack { Spacer(); Text(message); Spacer() }, width: 300, height: 100)
        #expect(frames(host, "Text")[0].minX == 48)
        #expect(frames(host, "Spacer").map(\.width) == [40, 40])
    }

    /// A top-aligned `ZStack` around a view that takes all the height it is offered is as
    /// flexible as that view: above a footer in a 400 pt `VStack` it is sized after the footer
    /// and takes the 400 − 20.4 = 379.6 pt left (its top guide is 0 even for the infinite
    /// height the stack measures flexibility with, not 0 × ∞ = NaN, and its centre not ∞ − ∞:
    /// NaN sized it first, with half).
    @Test(arguments: [Alignment.top, .topLeading, .center])
    func aZStackAroundAFlexibleViewIsFlexible(alignment: Alignment) {
        let host = makeHost(VStack(spacing: 0) {
            ZStack(alignment: alignment) { Color.red.frame(maxWidth: .infinity, maxHeight: .infinity) }
            Text("Footer")
        }, width: 300, height: 400)
        #expect(frames(host, "ZStack")[0].height == 400 - line)
        #expect(frames(host, "Text")[0].minY == 400 - line)
    }
}
