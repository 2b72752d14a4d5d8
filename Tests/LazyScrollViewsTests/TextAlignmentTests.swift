import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

@MainActor @Observable
private final class AlignmentModel { var alignment = TextAlignment.leading }

/// A wrapped text whose alignment changes in place (the environment changes, the node stays).
private struct Realigned: View {
    let model: AlignmentModel
    var body: some View { Text("one two three").frame(width: 80).multilineTextAlignment(model.alignment) }
}

// `multilineTextAlignment(_:)` (https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)),
// the environment's `multilineTextAlignment`
// (https://developer.apple.com/documentation/swiftui/environmentvalues/multilinetextalignment):
// "how a text view aligns its lines when the content wraps or contains newlines … This value has
// no effect on a Text view that contains only one line of text, because a text view has a width
// that exactly matches the width of its widest line."
//
// The fixed-advance measurer: 10.2 pt a character at 17 pt, lines 20.4 pt. `.frame(width: 80)`
// offers the text 80: 7 characters a line, so "one two three" is "one two" (71.4) over "three"
// (51). The text is as wide as its widest line, 71.4, centred in the 80-wide frame (itself
// centred in the 300 × 200 host from x 110): its left edge at 110 + (80 − 71.4) / 2 = 114.3;
// its two lines 40.8 tall from y (200 − 40.8) / 2 = 79.6, the second at 100. A shorter line is
// moved across the text's width by (71.4 − its width) × 0, ½ or 1: "three" by 0, 10.2 or 20.4.
@MainActor
@Suite struct TextAlignmentTests {
    private func drawn<V: View>(_ view: V) -> [String] { lines(makeHost(view)) }

    @Test func theDefaultIsLeading() {
        #expect(EnvironmentValues().multilineTextAlignment == .leading)
        #expect(drawn(Text("one two three").frame(width: 80)) == [
            "text \"one two\" at (114.3, 79.6) 17pt regular #000000",
            "text \"three\" at (114.3, 100) 17pt regular #000000",
        ])
    }

    @Test func centreAndTrailingMoveTheShorterLinesOfAPlainText() {
        // Centred: "three" at 114.3 + (71.4 − 51) / 2 = 124.5. Trailing: at 114.3 + 20.4 = 134.7.
        #expect(drawn(Text("one two three").frame(width: 80).multilineTextAlignment(.center)) == [
            "text \"one two\" at (114.3, 79.6) 17pt regular #000000",
            "text \"three\" at (124.5, 100) 17pt regular #000000",
        ])
        #expect(drawn(Text("one two three").frame(width: 80).multilineTextAlignment(.trailing)) == [
            "text \"one two\" at (114.3, 79.6) 17pt regular #000000",
            "text \"three\" at (134.7, 100) 17pt regular #000000",
        ])
    }

    @Test func lineBreaksAreAlignedAsWrappedLinesAre() {
        // "Hi" over "there": the text 51 wide from x (300 − 51) / 2 = 124.5, "Hi" (20.4) moved by
        // (51 − 20.4) / 2 = 15.3 to 139.8. Set on a container: every text inside reads it.
        #expect(drawn(VStack { Text("Hi\nthere") }.multilineTextAlignment(.center)) == [
            "text \"Hi\" at (139.8, 79.6) 17pt regular #000000",
            "text \"there\" at (124.5, 100) 17pt regular #000000",
        ])
    }

    @Test func aOneLineTextIsNotMovedInsideAWiderFrame() {
        // Apple: no effect on a text of one line — it is as wide as its line, and the frame's own
        // alignment places it: "Hi" (20.4) centred by the frame at (300 − 20.4) / 2 = 139.8
        // whatever the text alignment; `alignment: .trailing` on the frame puts it at 279.6.
        for alignment in TextAlignment.allCases {
            #expect(drawn(Text("Hi").frame(maxWidth: .infinity).multilineTextAlignment(alignment)) == [
                "text \"Hi\" at (139.8, 89.8) 17pt regular #000000",
            ])
        }
        #expect(drawn(Text("Hi").frame(maxWidth: .infinity, alignment: .trailing).multilineTextAlignment(.center)) == [
            "text \"Hi\" at (279.6, 89.8) 17pt regular #000000",
        ])
    }

    @Test func theTextsSizeDoesNotChange() {
        // Still 71.4 × 40.8 (the background fills the text's frame): the lines move inside the
        // frame, the frame is not widened.
        for alignment in TextAlignment.allCases {
            let text = Text("one two three").multilineTextAlignment(alignment).background(Color.red).frame(width: 80)
            #expect(drawn(text).first == "fill [(114.3, 79.6) 71.4×40.8] #ff3b30")
        }
    }

    @Test func markdownRunsAreAlignedLineByLine() {
        // "**one** two three": the runs "one" (bold) and " two three" wrap as a plain text does;
        // each line's runs move with it. Centred: "three" at 124.5; trailing: at 134.7.
        #expect(drawn(Text("**one** two three").frame(width: 80).multilineTextAlignment(.center)) == [
            "text \"one\" at (114.3, 79.6) 17pt bold #000000",
            "text \" two\" at (144.9, 79.6) 17pt regular #000000",
            "text \"three\" at (124.5, 100) 17pt regular #000000",
        ])
        #expect(drawn(Text("**one** two three").frame(width: 80).multilineTextAlignment(.trailing)) == [
            "text \"one\" at (114.3, 79.6) 17pt bold #000000",
            "text \" two\" at (144.9, 79.6) 17pt regular #000000",
            "text \"three\" at (134.7, 100) 17pt regular #000000",
        ])
    }

    @Test func concatenatedPiecesAreAlignedLineByLine() {
        // "one " (bold) + "two three": "three" on the second line, moved as a plain text's.
        let text = Text("one ").bold() + Text("two three")
        #expect(drawn(text.frame(width: 80).multilineTextAlignment(.trailing)) == [
            "text \"one \" at (114.3, 79.6) 17pt bold #000000",
            "text \"two\" at (155.1, 79.6) 17pt regular #000000",
            "text \"three\" at (134.7, 100) 17pt regular #000000",
        ])
        #expect(drawn(text.frame(width: 80).multilineTextAlignment(.center)).last
            == "text \"three\" at (124.5, 100) 17pt regular #000000")
    }

    @Test func aTruncatedLastLineIsAlignedToo() {
        // Two lines kept of three ("one two", "three", "four"): the last "three…" (61.2) moves by
        // (71.4 − 61.2) / 2 = 5.1 to 119.4.
        #expect(drawn(Text("one two three four").lineLimit(2).frame(width: 80).multilineTextAlignment(.center)) == [
            "text \"one two\" at (114.3, 79.6) 17pt regular #000000",
            "text \"three…\" at (119.4, 100) 17pt regular #000000",
        ])
    }

    @Test func changingTheAlignmentMovesTheLines() {
        let model = AlignmentModel()
        let host = makeHost(Realigned(model: model))
        #expect(lines(host).last == "text \"three\" at (114.3, 100) 17pt regular #000000")
        model.alignment = .trailing
        host.update(size: host.size, at: 0.1)
        host.render(at: 0.1)
        #expect(lines(host).last == "text \"three\" at (134.7, 100) 17pt regular #000000")
    }
}
