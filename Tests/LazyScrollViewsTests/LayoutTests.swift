import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Layout numbers against SwiftUI's documented behaviour. Text is measured by the fixed test
// measurer: every character advances 0.6 × the font size and a line is 1.2 × the size, so
// `Text("Hello")` in `.body` (17 pt) is 5 × 10.2 = 51 pt wide and 20.4 pt tall.
//
// Sources: Apple, "Layout fundamentals" and the `frame(minWidth:…)` reference ("If a maximum
// constraint is specified and the size proposed for the frame by the parent is greater than
// the size of this view, the proposed size, clamped to that maximum"); WWDC22 "Compose custom
// layouts with SwiftUI" (stacks offer equal shares, least flexible first, by priority);
// `padding()`'s 16 pt default on iOS; 8 pt default spacing between views.

private let helloWidth: CGFloat = 51      // 5 characters × 17 × 0.6
private let lineHeight: CGFloat = 20.4    // 17 × 1.2

@MainActor
@Suite struct LayoutTests {
    /// The frame of the first view named `name` (a type name as the bounds overlay shows it).
    private func frames(_ host: ViewHost, _ name: String) -> [CGRect] {
        host.collectsDebugBounds = true
        host.render(at: 0)
        return host.debugBounds.filter { $0.name == name }.map { CGRect($0.frame) }
    }

    @Test func textThenSpacerFillsTheRowWithTheTextAtTheLeadingEdge() {
        // HStack { Text; Spacer() } offered 300 × 100: the text takes its ideal width, the
        // spacer the rest less the 8 pt gap, the stack all 300 (centred vertically).
        let host = makeHost(HStack { Text("Hello"); Spacer() }, width: 300, height: 100)
        let stack = frames(host, "HStack")[0]
        #expect(stack == CGRect(x: 0, y: (100 - lineHeight) / 2, width: 300, height: lineHeight))
        #expect(frames(host, "Text")[0] == CGRect(x: 0, y: stack.minY, width: helloWidth, height: lineHeight))
        #expect(frames(host, "Spacer")[0] == CGRect(x: helloWidth + 8, y: stack.minY + lineHeight / 2, width: 300 - helloWidth - 8, height: 0))
    }

    @Test func maxWidthInfinityTakesTheWholeWidthAndAlignsTheContentLeading() {
        let host = makeHost(Text("Hello").frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 100)
        #expect(frames(host, "frame")[0].width == 300)
        #expect(frames(host, "Text")[0].minX == 0)
        let centred = makeHost(Text("Hello").frame(maxWidth: .infinity), width: 300, height: 100)
        #expect(frames(centred, "Text")[0].minX == (300 - helloWidth) / 2)
    }

    @Test func minWidthAndFixedFrames() {
        // frame(minWidth: 100) is never narrower than 100; frame(width:) is exactly its width,
        // and a nil height passes the child's through.
        let host = makeHost(VStack(spacing: 0) {
            Text("Hello").frame(minWidth: 100)
            Text("Hello").frame(width: 80)
        }, width: 300, height: 200)
        let f = frames(host, "frame")
        #expect(f[0].width == 100 && f[0].height == lineHeight)
        #expect(f[1].width == 80 && f[1].height == lineHeight)
        // Text is centred in each frame.
        let texts = frames(host, "Text")
        #expect(texts[0].minX == f[0].minX + (100 - helloWidth) / 2)
    }

    @Test func paddingDefaultsTo16AndTakesEdges() {
        let host = makeHost(VStack(spacing: 0) {
            Text("Hello").padding()
            Text("Hello").padding(.horizontal, 10)
        }, width: 300, height: 200)
        let paddings = frames(host, "padding")
        #expect(paddings[0].size == CGSize(width: helloWidth + 32, height: lineHeight + 32))
        #expect(paddings[1].size == CGSize(width: helloWidth + 20, height: lineHeight))
        let texts = frames(host, "Text")
        #expect(abs(texts[0].minX - paddings[0].minX - 16) < 1e-9 && abs(texts[0].minY - paddings[0].minY - 16) < 1e-9)
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func flexibleChildrenShareTheLengthEquallyAfterSpacing(axis: Axis) {
        // Three colours in 300 pt with two 8 pt gaps: (300 − 16) / 3 each.
        let row = HStack { Color.red; Color.green; Color.blue }
        let column = VStack { Color.red; Color.green; Color.blue }
        let host = axis == .horizontal ? makeHost(row, width: 300, height: 50) : makeHost(column, width: 50, height: 300)
        let colors = frames(host, "Color")
        let share = (300.0 - 16) / 3
        for (i, frame) in colors.enumerated() {
            let (start, length) = axis == .horizontal ? (frame.minX, frame.width) : (frame.minY, frame.height)
            #expect(abs(length - share) < 1e-9)
            #expect(abs(start - CGFloat(i) * (share + 8)) < 1e-9)
        }
    }

    @Test func layoutPriorityGetsItsSpaceFirst() {
        // Two long texts in 200 pt: the one with priority 1 takes its ideal width (as long as
        // it fits after the other's minimum), the other wraps or truncates in what is left.
        let long = "Fold the paper"       // 14 chars × 10.2 = 142.8
        let host = makeHost(HStack { Text(long).layoutPriority(1); Text(long) }, width: 200, height: 200)
        let texts = frames(host, "Text")
        #expect(abs(texts[0].width - 142.8) < 1e-9)
        #expect(texts[1].width <= 200 - 142.8 - 8 + 1e-9)
    }

    @Test func firstTextBaselineAlignsTextsAndAViewWithoutTextByItsBottom() {
        // A stack reads its children's baselines only for a baseline guide (for a fraction of
        // the height it asks their sizes). Baselines sit at 80 % of the line, rounded
        // (`TextLayout`): `.body` 20.4 pt lines → 16; 34 pt text, 40.8 pt lines → 33. A 10 × 10
        // frame has none: its bottom, 10, stands in. On the line at 33 the offsets are 17, 23
        // and 0; the stack is 40.8 tall (the big text), centred in 200: at 79.6.
        let host = makeHost(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hello")
            Color.red.frame(width: 10, height: 10)
            Text("Hello").font(.system(size: 34))
        }, width: 300, height: 200)
        let stack = frames(host, "HStack")[0]
        #expect(abs(stack.height - 40.8) < 1e-9 && abs(stack.minY - 79.6) < 1e-9)
        let texts = frames(host, "Text"), square = frames(host, "frame")[0]
        #expect(abs(texts[0].minY - (stack.minY + 17)) < 1e-9)
        #expect(abs(square.minY - (stack.minY + 23)) < 1e-9)
        #expect(abs(texts[1].minY - stack.minY) < 1e-9)
        #expect(texts[0].minX == stack.minX && square.minX == stack.minX + helloWidth)
    }

    @Test func textWrapsAtWordsAndReportsItsWidestLine() {
        // "Fold the paper twice" (20 chars) in 100 pt: "Fold the" (81.6), "paper" (51),
        // "twice" (51); three lines.
        let host = makeHost(Text("Fold the paper twice").frame(width: 100), width: 300, height: 200)
        let text = frames(host, "Text")[0]
        #expect(abs(text.width - 81.6) < 1e-9)
        #expect(abs(text.height - 3 * lineHeight) < 1e-9)
        let lines = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(lines == ["Fold the", "paper", "twice"])
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
        let host = makeHost(Text("Fold the paper twice").lineLimit(1).frame(width: 100), width: 300, height: 200)
        let lines = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix("…"))
        #expect(Double(lines[0].count) * 10.2 <= 100)
    }

    /// `truncationMode(_:)` (https://developer.apple.com/documentation/swiftui/view/truncationmode(_:)):
    /// the same one line of 100 pt (9 characters of 10.2 pt, the ellipsis one of them) cut at
    /// its end, start or middle. The head and middle keep the end of the text ("twice"), which
    /// wrapping had put on later lines.
    @Test(arguments: [(Text.TruncationMode.tail, "Fold the…"), (.head, "…er twice"), (.middle, "Fold…wice")])
    func truncationModeSaysWhereTheTextIsCut(_ mode: Text.TruncationMode, _ shown: String) {
        let host = makeHost(Text("Fold the paper twice").lineLimit(1).truncationMode(mode).frame(width: 100), width: 300, height: 200)
        let lines = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(lines == [shown])
    }

    /// `minimumScaleFactor(_:)` (https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)):
    /// "Sets the minimum amount that text in this view scales down to fit in the available space."
    /// "Fold the paper twice" is 20 characters, 204 pt at 17 pt (0.6 em each): in 150 pt it shrinks
    /// to the largest size that fits, 17 × 150 / 204 ≈ 12.5 pt, whole; in 60 pt even half size
    /// (102 pt) does not fit, so it is cut at 8.5 pt; in 300 pt it keeps 17 pt.
    /// A word wrapping broke is whole again in what a head or middle cut keeps: 26 letters in
    /// 150 pt wrap after 14 ("abcdefghijklmn" / "opqrstuvwxyz"); the head cut keeps the last 13
    /// letters, across that break, with no space put in it.
    @Test func aHeadCutKeepsAWordWrappingBroke() {
        let host = makeHost(Text("abcdefghijklmnopqrstuvwxyz").lineLimit(1).truncationMode(.head).frame(width: 150), width: 300, height: 200)
        let lines = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(lines == ["…nopqrstuvwxyz"])
    }

    @Test func minimumScaleFactorShrinksBeforeItCuts() {
        func drawn(_ width: CGFloat) -> [(text: String, size: Double)] {
            let host = makeHost(Text("Fold the paper twice").lineLimit(1).minimumScaleFactor(0.5).frame(width: width), width: 300, height: 200)
            return host.displayList.commands.compactMap { if case .text(let s, _, let font, _) = $0 { return (s, font.sizePoints) } else { return nil } }
        }
        let shrunk = drawn(150)
        #expect(shrunk.map(\.text) == ["Fold the paper twice"])
        #expect(shrunk[0].size < 17 * 150 / 204 + 1e-9 && shrunk[0].size > 17 * 150 / 204 - 0.05)
        let cut = drawn(60)
        #expect(cut.count == 1 && cut[0].text.hasSuffix("…") && cut[0].size == 8.5)
        #expect(drawn(300).map(\.size) == [17])
    }

    @Test func nestedStacksAlignAndStack() {
        // VStack(alignment: .leading) of two rows: the wider row sets the column's width, the
        // narrower is aligned to its leading edge; rows are 8 pt apart.
        let host = makeHost(VStack(alignment: .leading) {
            HStack { Text("Hello"); Text("Hello") }
            HStack { Text("Hello") }
        }, width: 300, height: 200)
        let rows = frames(host, "HStack")
        #expect(rows[0].width == 2 * helloWidth + 8)
        #expect(rows[1].width == helloWidth)
        #expect(rows[0].minX == rows[1].minX)
        #expect(rows[1].minY - rows[0].maxY == 8)
        let column = frames(host, "VStack")[0]
        #expect(column.size == CGSize(width: 2 * helloWidth + 8, height: 2 * lineHeight + 8))
    }

    @Test func zStackAndOverlayAlign() {
        let host = makeHost(Color.red.frame(width: 100, height: 60)
            .overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 20, height: 10) }, width: 300, height: 200)
        let colors = frames(host, "Color")
        #expect(colors[1].maxX == colors[0].maxX && colors[1].maxY == colors[0].maxY)
        let z = makeHost(ZStack(alignment: .topLeading) { Color.red.frame(width: 100, height: 60); Text("Hello") }, width: 300, height: 200)
        let f = frames(z, "Color")[0], t = frames(z, "Text")[0]
        #expect(t.origin == f.origin)
    }
}
