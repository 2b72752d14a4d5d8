import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

@MainActor @Observable
private final class CountModel { var count = 3 }

/// A concatenation in place whose second piece changes (the node updated, not made again).
private struct Counted: View {
    let model: CountModel
    var body: some View { Text("Items: ") + Text("\(model.count)").bold() }
}

// `Text + Text` — SwiftUI's `+(_:_:)` (https://developer.apple.com/documentation/swiftui/text/+(_:_:)):
// "Concatenates the text in two text views in a new text view." One text: the pieces wrap as one
// paragraph, each keeps the modifiers it was given, and a modifier on the whole styles the pieces
// that did not set that style themselves.
//
// The fixed-advance measurer: 0.6 em a character (10.2 pt at 17 pt), lines 1.2 em (20.4 pt at
// 17 pt), the baseline round(0.8 × line) down. A one-line text is centred in the 300 × 200 host:
// x = (300 − width) / 2, y = (200 − 20.4) / 2 = 89.8 for a 17 pt line. Each run is one `text`
// command at the sum of the widths of the runs before it on its line.
@MainActor
@Suite struct TextConcatenationTests {
    private func drawn<V: View>(_ view: V) -> [String] { lines(makeHost(view)) }

    @Test func twoPiecesOfDifferentStylesAreTwoRunsOnOneLine() {
        // "Total: 12": 9 characters, 91.8 wide, from x 104.1; "12" after "Total: " (71.4).
        #expect(drawn(Text("Total: ").foregroundStyle(.red) + Text("12").bold()) == [
            "text \"Total: \" at (104.1, 89.8) 17pt regular #ff3b30",
            "text \"12\" at (175.5, 89.8) 17pt bold #000000",
        ])
    }

    @Test func piecesWithoutStylesAreOneText() {
        // Nothing to tell the pieces apart: one command, as `Text("Hello, world")` draws
        // ("Hello, world": 12 characters, 122.4 wide, from x 88.8).
        #expect(drawn(Text("Hello, ") + Text("world")) == ["text \"Hello, world\" at (88.8, 89.8) 17pt regular #000000"])
    }

    @Test func threeAndMorePiecesKeepTheirOrderAndStyles() {
        // "a b c d": 7 characters, 71.4 wide, from x 114.3; a piece every 20.4.
        let text = Text("a ").italic() + Text("b ").fontWeight(.bold) + Text("c ").foregroundColor(.red) + Text("d")
            .fontDesign(.monospaced)
        #expect(drawn(text) == [
            "text \"a \" at (114.3, 89.8) 17pt regular italic #000000",
            "text \"b \" at (134.7, 89.8) 17pt bold #000000",
            "text \"c \" at (155.1, 89.8) 17pt regular #ff3b30",
            "text \"d\" at (175.5, 89.8) 17pt regular mono #000000",
        ])
        // Chained `+`s are pieces side by side, not pieces inside pieces.
        guard case .concatenated(let pieces) = text.storage else { Issue.record("not a concatenation"); return }
        #expect(pieces.count == 4)
    }

    @Test func piecesWrapAsOneParagraph() {
        // 80 wide: 7 characters a line. "one two" (71.4) then "three"; the text 71.4 × 40.8,
        // centred in the 80-wide frame from x 110: at 114.3; y (200 − 40.8) / 2 = 79.6. The line
        // breaks inside the second piece; "three" keeps its italic on the next line.
        #expect(drawn((Text("one ") + Text("two three").italic()).frame(width: 80)) == [
            "text \"one \" at (114.3, 79.6) 17pt regular #000000",
            "text \"two\" at (155.1, 79.6) 17pt regular italic #000000",
            "text \"three\" at (114.3, 100) 17pt regular italic #000000",
        ])
    }

    @Test func theWholesModifiersReachPiecesThatSetNoneOfTheirOwn() {
        // `.font(.title3)` (20 pt) and `.foregroundStyle(.blue)` on the whole: "a" keeps its red,
        // "b" its caption (12 pt), "c" takes both. Widths 12, 7.2, 12: 31.2 from x 134.4. The line
        // is 24 tall (20 pt × 1.2), its baseline round(19.2) = 19 down; the caption's own baseline
        // is round(0.8 × 14.4) = 12 down its 14.4 line, so it is drawn 7 lower to sit on the
        // line's. y = (200 − 24) / 2 = 88.
        let expected = [
            "text \"a\" at (134.4, 88) 20pt regular #ff3b30",
            "text \"b\" at (146.4, 95) 12pt regular #007aff",
            "text \"c\" at (153.6, 88) 20pt regular #007aff",
        ]
        let pieces = Text("a").foregroundStyle(.red) + Text("b").font(.caption) + Text("c")
        #expect(drawn(pieces.font(.title3).foregroundStyle(.blue)) == expected)
        // The same from a container's environment (`.font(_:)`, `.foregroundStyle(_:)` around it).
        #expect(drawn(VStack { pieces }.font(.title3).foregroundStyle(.blue)) == expected)
    }

    @Test func aPiecesOwnWeightWinsOverTheWholes() {
        // `.bold()` on the whole: every piece bold but the one that set a light weight; a whole's
        // `.italic()` reaches both. "ab" from x 139.8.
        #expect(drawn((Text("a") + Text("b").fontWeight(.light)).fontWeight(.bold).italic()) == [
            "text \"a\" at (139.8, 89.8) 17pt bold italic #000000",
            "text \"b\" at (150, 89.8) 17pt light italic #000000",
        ])
    }

    @Test func aNestedConcatenationsModifiersStyleItsPiecesOnly() {
        // `(a.bold() + b).italic() + c`: a bold italic, b italic, c neither. "abc" from x 134.7.
        #expect(drawn((Text("a").bold() + Text("b")).italic() + Text("c")) == [
            "text \"a\" at (134.7, 89.8) 17pt bold italic #000000",
            "text \"b\" at (144.9, 89.8) 17pt regular italic #000000",
            "text \"c\" at (155.1, 89.8) 17pt regular #000000",
        ])
    }

    @Test func aPiecesLinesAreItsOwnAndTheWholesReachTheOthers() {
        // "$20 $15": 71.4 wide from x 114.3. The strikethrough under "$20" only (30.6 wide), 1 pt at
        // 89.8 + 16 − 0.28 × 17 − 0.5 = 100.54 (Text+Decoration.swift).
        #expect(drawn(Text("$20").strikethrough() + Text(" $15")) == [
            "text \"$20\" at (114.3, 89.8) 17pt regular #000000",
            "fill [(114.3, 100.54) 30.6×1] #000000",
            "text \" $15\" at (144.9, 89.8) 17pt regular #000000",
        ])
        // `.underline()` on the whole: under "a" (10.2 wide, at 89.8 + 16 + 0.1 × 17 = 107.5),
        // not under "b", which cleared it; "ab" from x 139.8. A red piece's line is red.
        #expect(drawn((Text("a").foregroundStyle(.red) + Text("b").underline(false)).underline()) == [
            "text \"a\" at (139.8, 89.8) 17pt regular #ff3b30",
            "fill [(139.8, 107.5) 10.2×1] #ff3b30",
            "text \"b\" at (150, 89.8) 17pt regular #000000",
        ])
    }

    @Test func markdownInAPieceIsReadAndStyledOverThePiece() {
        // "Total: 12": "Total" bold from x 104.1, ": " after it (51), "12" red after that (20.4).
        #expect(drawn(Text("**Total**: ") + Text("12").foregroundStyle(.red)) == [
            "text \"Total\" at (104.1, 89.8) 17pt bold #000000",
            "text \": \" at (155.1, 89.8) 17pt regular #000000",
            "text \"12\" at (175.5, 89.8) 17pt regular #ff3b30",
        ])
        // A red piece's Markdown: its emphasis red too.
        #expect(drawn(Text("a ") + Text("*b*").foregroundStyle(.red)).last == "text \"b\" at (155.1, 89.8) 17pt regular italic #ff3b30")
    }

    @Test func verbatimPiecesAreShownAsWritten() {
        // Not Markdown; no piece styled, so one text: "**x** y" (7 characters) from x 114.3.
        #expect(drawn(Text(verbatim: "**x**") + Text(" y")) == ["text \"**x** y\" at (114.3, 89.8) 17pt regular #000000"])
        #expect(drawn(Text(verbatim: "*x*").bold() + Text(" y")) == [
            "text \"*x*\" at (124.5, 89.8) 17pt bold #000000",
            "text \" y\" at (155.1, 89.8) 17pt regular #000000",
        ])
    }

    @Test func emptyPiecesShowNothing() {
        // "a" alone, bold: 10.2 wide from x 144.9.
        #expect(drawn(Text("") + Text("a").bold() + Text(verbatim: "")) == ["text \"a\" at (144.9, 89.8) 17pt bold #000000"])
        #expect(drawn(Text("").bold() + Text("")) == drawn(Text("")))
    }

    @Test func theTextsStringIsItsPiecesJoined() {
        // What a navigation title, a tab item or a text field's prompt shows of it.
        let text = Text("**Hi** ").bold() + Text(verbatim: "*there*") + Text(" \(3)")
        #expect(text.content == "Hi *there* 3")
        #expect(Text("") + Text("") == Text(concatenating: [Text(""), Text("")]))
    }

    @Test func aLineLimitOnTheWholeEndsItsLastLineInTheLastRunsStyle() {
        // 120 wide: 11 characters a line. "one two" fits, "three" does not: one line kept,
        // "one two…" — the ellipsis in "two"'s bold — 81.6 wide, centred in 120 from x 90: 109.2.
        #expect(drawn((Text("one ") + Text("two three four").bold()).lineLimit(1).frame(width: 120)) == [
            "text \"one \" at (109.2, 89.8) 17pt regular #000000",
            "text \"two…\" at (150, 89.8) 17pt bold #000000",
        ])
    }

    @Test func aTallerPieceMakesItsLineTallerAndTheOthersSitOnItsBaseline() {
        // "Big" in 34 pt (61.2 wide, a 40.8 line, baseline round(32.64) = 33) and " small" in
        // 17 pt (61.2 wide, baseline 16): one 40.8-tall line, " small" 33 − 16 = 17 lower.
        // 122.4 wide from x 88.8; y (200 − 40.8) / 2 = 79.6.
        let host = makeHost(Text("Big").font(.system(size: 34)) + Text(" small"))
        #expect(lines(host) == [
            "text \"Big\" at (88.8, 79.6) 34pt regular #000000",
            "text \" small\" at (150, 96.6) 17pt regular #000000",
        ])
    }

    @Test func aDateAmongPiecesTicksWithTheFramesDate() {
        // `Text(name).font(.headline) + Text(" · ") + Text(date, style: .timer)`: "Ann · 2:30"
        // (10 characters, 102 wide, from x 99), then "2:32" two seconds of frames later.
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let text = Text("Ann").font(.headline) + Text(" · ") + Text(start, style: .timer).foregroundColor(.gray)
        let host = ViewHost(rootView: text, size: CGSize(width: 300, height: 200), measurer: FixedAdvanceTextMeasurer())
        host.graph.dateAtTimeZero = start.addingTimeInterval(150)
        host.update(size: host.size, at: 0)
        let first = host.render(at: 0).description.split(separator: "\n").map(String.init)
        #expect(first.count == 3)
        #expect(first.first == "text \"Ann\" at (99, 89.8) 17pt semibold #000000")
        #expect(first.last?.hasPrefix("text \"2:30\" at (160.2, 89.8) 17pt regular") == true)
        host.update(size: host.size, at: 2)
        #expect(host.render(at: 2).description.split(separator: "\n").last?.hasPrefix("text \"2:32\" at (160.2, 89.8)") == true)
    }

    @Test func changingAPieceDrawsTheNewValue() {
        // "Items: 3" (8 characters, 81.6 wide, from x 109.2): "3" bold after "Items: " (71.4);
        // then "Items: 12" (91.8 wide, from x 104.1).
        let model = CountModel()
        let host = makeHost(Counted(model: model))
        #expect(lines(host) == [
            "text \"Items: \" at (109.2, 89.8) 17pt regular #000000",
            "text \"3\" at (180.6, 89.8) 17pt bold #000000",
        ])
        model.count = 12
        host.update(size: host.size, at: 0.1)
        #expect(host.render(at: 0.1).description == """
            text "Items: " at (104.1, 89.8) 17pt regular #000000
            text "12" at (175.5, 89.8) 17pt bold #000000
            """)
    }

    @Test func aTextsSizeDoesNotGrowForConcatenation() {
        // `Text` is copied on every row a list shows: the concatenation is one array reference in
        // its `Content`, no wider than the literal key it already holds. 250 bytes on 64-bit
        // Linux before `+` existed, measured with `MemoryLayout<Text>.size`.
        #expect(MemoryLayout<Text>.size == 250)
    }
}
