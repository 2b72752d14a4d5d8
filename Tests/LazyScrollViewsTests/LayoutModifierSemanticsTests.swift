import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// GeometryReader, ViewThatFits, containerRelativeFrame, aspectRatio, fixedSize (issue 29,
// Must 2). Text is measured by the fixed test measurer: 10.2 pt a character, 20.4 pt a line.
// Each test cites the Apple page whose rule its numbers follow.

private let line: CGFloat = 20.4

@MainActor
@Suite struct LayoutModifierSemanticsTests {
    private func frames(_ host: ViewHost, _ name: String) -> [CGRect] {
        host.collectsDebugBounds = true
        host.render(at: 0)
        return host.debugBounds.filter { $0.name == name }.map { CGRect($0.frame) }
    }

    // MARK: GeometryReader

    @Test func geometryReaderTakesTheOfferedSizeAndShowsItToItsContent() {
        // https://developer.apple.com/documentation/swiftui/geometryreader: "returns a flexible
        // preferred size to its parent layout"; its content at the top-leading corner. In a
        // VStack(spacing: 0) of 300 × 200 under a 20.4 pt text, it is offered the other 179.6.
        let host = makeHost(VStack(spacing: 0) {
            Text("Top")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }
        }, width: 300, height: 200)
        #expect(frames(host, "GeometryReader") == [CGRect(x: 0, y: line, width: 300, height: 200 - line)])
        let texts = host.debugBounds.filter { $0.name == "Text" }.map { CGRect($0.frame) }
        // "300x179" (7 characters) at the reader's top-leading corner.
        #expect(texts.contains(CGRect(x: 0, y: line, width: 7 * 10.2, height: line)))
    }

    @Test func geometryReaderOfferedNilIsTenPoints() {
        // A reader in a fixed-size frame's unconstrained axis (fixedSize: offered nil) falls
        // back to SwiftUI's 10 pt default (`ProposedViewSize.replacingUnspecifiedDimensions`).
        let host = makeHost(GeometryReader { _ in Color.red }.fixedSize(), width: 300, height: 200)
        #expect(frames(host, "GeometryReader")[0].size == CGSize(width: 10, height: 10))
    }

    // MARK: ViewThatFits

    @Test(arguments: [(CGFloat(300), "A long title that fits"), (CGFloat(150), "Short")])
    func viewThatFitsPicksTheFirstChildWhoseIdealSizeFits(width: CGFloat, expected: String) {
        // https://developer.apple.com/documentation/swiftui/viewthatfits: "selects the first
        // child whose ideal size on the constrained axes fits within the proposed size". The
        // long title is 22 × 10.2 = 224.4 pt: it fits in 300, not in 150.
        let host = makeHost(ViewThatFits(in: .horizontal) {
            Text("A long title that fits")
            Text("Short")
        }, width: width, height: 100)
        host.collectsDebugBounds = true
        host.render(at: 0)
        let drawn = frames(host, "Text")
        #expect(drawn.count == 1)
        #expect(abs(drawn[0].width - CGFloat(expected.count) * 10.2) < 1e-9)
    }

    // MARK: containerRelativeFrame

    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<20, id: \.self) { _ in
                        Color.blue.frame(height: 100).containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                    }
                }
            }
        }
    }

    @Test func containerRelativeFrameCountSpanSpacingSplitsTheScrollView() {
        // Apple's formula for count: 2, span: 1, spacing: 10 in a 300 pt scroll view:
        // (300 − 10 × 1) / 2 × 1 + 10 × 0 = 145.
        let host = makeHost(Carousel(), width: 300, height: 200)
        let cards = frames(host, "containerRelativeFrame")
        #expect(cards.count >= 2)
        #expect(cards.allSatisfy { $0.width == 145 })
        // The second card starts one card and the stack's 10 pt spacing after the first.
        #expect(cards[1].minX - cards[0].minX == 155)
    }

    struct PeekingCarousel: View {
        var body: some View {
            VStack {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<12, id: \.self) { _ in
                            Color.blue.frame(height: 100).containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                        }
                    }
                }
                .contentMargins(.horizontal, 20)
                Spacer()
            }
        }
    }

    @Test func aNestedCarouselsCardsAreMeasuredAtTheSizeTheyAreDrawn() {
        // The container is the scroll view less its content margins: 300 − 2 × 20 = 260; five
        // columns 10 apart spanning two: (260 − 10 × 4) / 5 × 2 + 10 × 1 = 98. The scroll view
        // is not placed yet when its first pass measures the cards (it is being fitted inside the
        // VStack): they must not be measured at the window's width (300 → 110) and drawn at 98.
        let host = makeHost(PeekingCarousel(), width: 300, height: 200)
        let cards = frames(host, "containerRelativeFrame")
        #expect(cards.count >= 2)
        // (The outlines are cut to the scroll view: the third card, at 236, shows 64 of its 98.)
        #expect(cards.prefix(2).allSatisfy { abs($0.width - 98) < 1e-9 }, "\(cards)")
        // The first card starts at the leading margin; the next one card and 10 pt later.
        #expect(abs(cards[0].minX - 20) < 1e-9, "\(cards)")
        #expect(abs(cards[1].minX - cards[0].minX - 108) < 1e-9, "\(cards)")
    }

    @Test func containerRelativeFrameOutsideAScrollViewIsTheWindows() {
        let host = makeHost(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 },
                            width: 300, height: 200)
        #expect(frames(host, "containerRelativeFrame")[0] == CGRect(x: 75, y: 50, width: 150, height: 100))
    }

    // MARK: aspectRatio

    @Test(arguments: [(ContentMode.fit, CGSize(width: 200, height: 200)), (.fill, CGSize(width: 300, height: 300))])
    func aspectRatioFitsOrFillsTheOffer(mode: ContentMode, size: CGSize) {
        // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow:
        // a 1:1 colour offered 300 × 200 is the largest square inside (200) or the smallest
        // square around it (300).
        let host = makeHost(Color.red.aspectRatio(1, contentMode: mode), width: 300, height: 200)
        #expect(frames(host, "aspectRatio")[0].size == size)
    }

    @Test func aspectRatioInALazyRowTakesItsHeightFromTheWidth() {
        // A row is offered (300, nil): a 16:9 ratio makes it 300 × 168.75.
        let host = makeHost(ScrollView { LazyVStack { Color.red.aspectRatio(16 / 9, contentMode: .fit) } }, width: 300, height: 400)
        host.collectsDebugBounds = true
        host.render(at: 0)
        let frame = host.debugBounds.first { $0.name == "aspectRatio" }.map { CGRect($0.frame) }
        #expect(frame?.size == CGSize(width: 300, height: 168.75))
    }

    // MARK: fixedSize

    @Test func fixedSizeKeepsATextAtItsIdealWidth() {
        // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:):
        // "Fixes this view at its ideal size". A 22-character text (224.4 pt) in a 100 pt
        // frame wraps; fixed, it stays one 224.4 pt line and overflows the frame.
        let wrapped = makeHost(Text("A long title that fits").frame(width: 100), width: 300, height: 200)
        #expect(frames(wrapped, "Text")[0].height > line)
        let fixed = makeHost(Text("A long title that fits").fixedSize().frame(width: 100), width: 300, height: 200)
        #expect(frames(fixed, "Text")[0].size == CGSize(width: 224.4, height: line))
    }

    @Test func frameMaxWidthInfinityInsideAScrollViewSpansIt() {
        // `.frame(maxWidth: .infinity)` on a row: the frame takes the 300 pt the scroll view
        // offers across, its text leading-aligned inside.
        let host = makeHost(ScrollView { Text("Row").frame(maxWidth: .infinity, alignment: .leading) }, width: 300, height: 200)
        host.collectsDebugBounds = true
        host.render(at: 0)
        let frame = host.debugBounds.first { $0.name == "frame" }.map { CGRect($0.frame) }
        #expect(frame?.width == 300)
        #expect(host.debugBounds.first { $0.name == "Text" }.map { CGRect($0.frame).minX } == 0)
    }
}
