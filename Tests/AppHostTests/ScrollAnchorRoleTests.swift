import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import Observation
import ScrollCore
import ScrollInput
import Testing

/// `defaultScrollAnchor(_:for:)` with each `ScrollAnchorRole`
/// (https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:for:),
/// https://developer.apple.com/documentation/swiftui/scrollanchorrole) and `ScrollPosition`'s
/// `x`/`y`, through the real pipeline on virtual 60 fps frames. The window is 400 × 700 pt;
/// messages are 50 pt tall with no spacing.
@MainActor
@Suite("Scroll anchor roles")
struct ScrollAnchorRoleTests {
    static let size = Size(width: 400, height: 700)

    @Observable
    final class ChatLog {
        var count: Int
        init(count: Int) { self.count = count }
    }

    struct Chat: View {
        let log: ChatLog
        let sizeChanges: UnitPoint?
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<log.count, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
            }
            .defaultScrollAnchor(.bottom, for: .initialOffset)
            .defaultScrollAnchor(sizeChanges, for: .sizeChanges)
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "anchors", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    // 30 messages: 1500 pt, so the end is offset 1500 − 700 = 800 (`.initialOffset` .bottom
    // starts there). A message arrives: the end moves to 850. `.sizeChanges` .bottom keeps the
    // view at the end (850: the new message shows, as a chat's does); nil (the top) keeps the
    // top-most message where it was (800: the new one is below the fold).
    @Test("sizeChanges: a chat at its end stays there as a message arrives", arguments: [(UnitPoint?.some(.bottom), 850.0), (nil, 800)])
    func chatStaysAtBottom(sizeChanges: UnitPoint?, expected: Double) {
        let log = ChatLog(count: 30)
        let pipeline = pipeline(Chat(log: log, sizeChanges: sizeChanges))
        #expect(abs(pipeline.position.offset - 800) < 0.5, "initialOffset .bottom starts at the end: \(pipeline.position.offset)")
        log.count = 31
        run(pipeline, [], from: 2, frames: 2)
        #expect(abs(pipeline.position.offset - expected) < 0.5, "after a message: \(pipeline.position.offset)")
        log.count = 32
        run(pipeline, [], from: 4, frames: 2)
        #expect(abs(pipeline.position.offset - (expected == 850 ? 900 : 800)) < 0.5, "after another: \(pipeline.position.offset)")
    }

    // A view the user scrolled away from the end is not pulled back: `.sizeChanges` keeps the
    // end only for a view at the end. Scrolled to 300 (not the end), a message leaves it at 300.
    @Test("sizeChanges: a view away from its end stays where it is")
    func awayFromEndStays() {
        let log = ChatLog(count: 30)
        let pipeline = pipeline(Chat(log: log, sizeChanges: .bottom))
        pipeline.scrollViews.window.perform(.scrollToOffset(300, animated: false), at: 2 / 60)
        run(pipeline, [], from: 2, frames: 2)
        #expect(abs(pipeline.position.offset - 300) < 0.5)
        log.count = 31
        run(pipeline, [], from: 4, frames: 2)
        #expect(abs(pipeline.position.offset - 300) < 0.5, "\(pipeline.position.offset)")
    }

    /// `count` 50 pt rows starting in the middle of their range (`.initialOffset` `.center`),
    /// with `sizeChanges` for `.sizeChanges`.
    struct Middle: View {
        let log: ChatLog
        let sizeChanges: UnitPoint?
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<log.count, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
            }
            .defaultScrollAnchor(.center, for: .initialOffset)
            .defaultScrollAnchor(sizeChanges, for: .sizeChanges)
        }
    }

    // https://developer.apple.com/documentation/swiftui/scrollanchorrole/sizechanges : "how a
    // scroll view should adjust its content offset when the scroll view's content or container
    // size changes". 30 rows: 1500 pt in 700, range 800; `.center` starts at 400, the middle.
    // Two rows more (1600, range 900): `.center` keeps the middle, 450; nil, `.top` and
    // `.bottom` (the view is not at its end) keep the top-most row where it was, 400. Four rows
    // fewer (1300, range 600): `.center` 300; the others stay at 400 (still in range).
    @Test("sizeChanges: the anchor's point of the content stays at the same point of the viewport as the content changes",
          arguments: [(UnitPoint?.some(.center), 450.0, 300.0), (nil, 400, 400), (.top, 400, 400), (.bottom, 400, 400)])
    func sizeChangesKeepTheAnchor(sizeChanges: UnitPoint?, afterGrowing: Double, afterShrinking: Double) {
        let log = ChatLog(count: 30)
        let pipeline = pipeline(Middle(log: log, sizeChanges: sizeChanges))
        #expect(abs(pipeline.position.offset - 400) < 0.5, "initialOffset .center starts in the middle: \(pipeline.position.offset)")
        log.count = 32
        run(pipeline, [], from: 2, frames: 2)
        #expect(abs(pipeline.position.offset - afterGrowing) < 0.5, "after growing: \(pipeline.position.offset)")
        log.count = 26
        run(pipeline, [], from: 4, frames: 2)
        #expect(abs(pipeline.position.offset - afterShrinking) < 0.5, "after shrinking: \(pipeline.position.offset)")
    }

    // The container's size changes too: the window goes from 700 to 600 pt tall. 30 rows:
    // range 1500 − 600 = 900. `.center` (at 400 of 800) goes to 450 of 900; nil stays at 400.
    // The chat at its end (`.initialOffset` .bottom, 800): `.bottom` keeps the end, 900; nil 800.
    @Test("sizeChanges: the anchor is kept as the scroll view itself changes size",
          arguments: [(false, UnitPoint?.some(.center), 450.0), (false, nil, 400), (true, .bottom, 900), (true, nil, 800)])
    func sizeChangesOfTheContainer(chat: Bool, sizeChanges: UnitPoint?, expected: Double) {
        let log = ChatLog(count: 30)
        let pipeline = chat ? pipeline(Chat(log: log, sizeChanges: sizeChanges)) : pipeline(Middle(log: log, sizeChanges: sizeChanges))
        let resize = TimedInputEvent(timeSeconds: 2 / 60, event: .resize(Size(width: 400, height: 600)))
        run(pipeline, [resize], from: 2, frames: 3)
        #expect(abs(pipeline.position.offset - expected) < 0.5, "after the resize: \(pipeline.position.offset)")
    }

    struct Short: View {
        let alignment: UnitPoint?
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
            }
            .defaultScrollAnchor(alignment, for: .alignment)
        }
    }

    // Three messages: 150 pt in 700. The first message's top sits at unit·(700 − 150): 0 for
    // nil (the top), 275 for .center, 550 for .bottom.
    @Test("alignment: content shorter than the scroll view sits at the anchor",
          arguments: [(UnitPoint?.none, 0.0), (.center, 275), (.bottom, 550)])
    func alignment(anchor: UnitPoint?, expected: Double) {
        let pipeline = pipeline(Short(alignment: anchor))
        let first = pipeline.lastLayout.placed.first { $0.index == 0 }
        #expect(first.map { abs($0.frame.minY - expected) < 0.5 } == true, "first row at \(String(describing: first?.frame))")
    }

    /// Forty 50 pt rows (2000 pt: range 2000 − 700 = 1300), a plain stack (measured whole)
    /// and a lazy one (all forty equal, so its estimate is exact once a row is measured).
    struct Long: View {
        let initial: UnitPoint?
        let lazy: Bool
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { ForEach(0..<40, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) } }
                } else {
                    VStack(spacing: 0) { ForEach(0..<40, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) } }
                }
            }
            .defaultScrollAnchor(initial, for: .initialOffset)
        }
    }

    // https://developer.apple.com/documentation/swiftui/scrollanchorrole/initialoffset : the
    // anchor's point of the content at the same point of the scroll view: offset
    // y·(2000 − 700): .center 650, UnitPoint(x: 0, y: 0.25) 325, .bottom 1300, .top and nil 0.
    @Test("initialOffset: the scroll view starts with the anchor's point of the content at its own",
          arguments: [(UnitPoint?.some(.center), 650.0), (UnitPoint(x: 0, y: 0.25), 325), (.bottom, 1300), (.top, 0), (nil, 0)],
          [false, true])
    func initialOffset(_ start: (UnitPoint?, Double), lazy: Bool) {
        let (anchor, expected) = start
        let pipeline = pipeline(Long(initial: anchor, lazy: lazy))
        #expect(abs(pipeline.position.offset - expected) < 0.5, "starts at \(pipeline.position.offset)")
        // It stays there (no correction pulls it back in the next frames).
        run(pipeline, [], from: 2, frames: 3)
        #expect(abs(pipeline.position.offset - expected) < 0.5, "then at \(pipeline.position.offset)")
    }

    // https://developer.apple.com/documentation/swiftui/scrollposition/x : "The positioned x
    // value of the scroll view if configured to be in that position."
    @Test("ScrollPosition.x / .y: the values last scrolled to; nil for the axis not given")
    func positionXY() {
        var position = ScrollPosition()
        #expect(position.x == nil && position.y == nil && position.point == nil)
        position.scrollTo(x: 40)
        #expect(position.x == 40 && position.y == nil && position.point == nil)
        position.scrollTo(y: 120)
        #expect(position.x == nil && position.y == 120)
        position.scrollTo(point: CGPoint(x: 5, y: 6))
        #expect(position.x == 5 && position.y == 6 && position.point == CGPoint(x: 5, y: 6))
        position.scrollTo(edge: .bottom)
        #expect(position.x == nil && position.y == nil)
        #expect(ScrollPosition(y: 30).y == 30 && ScrollPosition(y: 30).x == nil)
    }
}
