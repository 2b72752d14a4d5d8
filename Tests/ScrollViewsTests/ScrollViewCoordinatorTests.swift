import LazyLayout
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import ScrollViews
import Testing

/// 200 rows of 50 pt, ids 0…199.
private struct FiftyPointRows: LazyStackDataSource {
    var sectionCount: Int { 1 }
    func itemCount(inSection section: Int) -> Int { 200 }
    func hasHeader(inSection section: Int) -> Bool { false }
    func hasFooter(inSection section: Int) -> Bool { false }
    func id(of path: ElementPath) -> Int { path.kind.row ?? -1 }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points { 50 }
}

@MainActor
@Suite("The scroll views' coordinator")
struct ScrollViewCoordinatorTests {
    // Found by the property test driving the coordinator: the pass after a jump asked the engine
    // for the overscrolled offset, while the jump had clamped physics into range, so physics
    // ended the frame 305 pt from what the layout showed and the next frame jumped by that much.
    @Test("A scroll-to while the content is pulled past its start lands with physics and layout in agreement",
          arguments: Axis.allCases)
    func jumpWhileOverscrolled(axis: Axis) {
        let content = LazyStackContent(source: FiftyPointRows(), axis: axis, painter: { _, _, _, _ in })
        let views = ScrollViewCoordinator(content: content, windowSize: Size(main: 400, cross: 300, axis: axis), preset: .ios)
        var time: Seconds = 0
        func frame(_ events: [InputEvent]) {
            time += 1.0 / 60
            views.beginFrame()
            for event in events { views.handle(TimedInputEvent(timeSeconds: time, event: event)) }
            views.endInput(at: time)
            views.advance(to: time)
            views.layOut(time: time)
        }
        // A drag toward the start, held: the content is pulled past its start (rubber band).
        func point(_ along: Points) -> Point { axis == .vertical ? Point(x: 150, y: along) : Point(x: along, y: 150) }
        frame([.pointerDown(point(100))])
        for step in 1...6 { frame([.pointerMove(point(100 + 30 * Double(step)))]) }
        #expect(views.window.position.offset < -10, "pulled past the start")

        views.window.scrollTo(element: 40, anchor: .top, animated: false, at: time)
        frame([])
        // Row 40 at the leading edge: 40 × 50 pt, exactly, in physics and in the layout.
        #expect(views.window.result.scrollOffset == 2000)
        #expect(views.window.position.offset == 2000)
        frame([])
        #expect(views.window.result.placed.first { $0.isVisible }?.index == 40, "and it stays there")
    }

    // A press on a scroll view that is flinging catches it and is not a tap on the content: on
    // iOS "If the user touches the screen while the scroll view is decelerating, it stops"
    // (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating) and the cell
    // under the touch is not tapped. The press the content held back and delivered later (a
    // swipe row's, `catchMotion`) counts as the same press; one the content took ends it.
    @Test("A press that catches a fling is no tap; the press after it is one")
    func caughtFlingIsNoTap() {
        let content = LazyStackContent(source: FiftyPointRows(), axis: .vertical, painter: { _, _, _, _ in })
        let views = ScrollViewCoordinator(content: content, windowSize: Size(width: 300, height: 400), preset: .ios)
        var taps = 0
        views.onTap = { _ in taps += 1; return nil }
        var time: Seconds = 0
        func frame(_ events: [InputEvent] = [], before: () -> Void = {}) {
            time += 1.0 / 60
            views.beginFrame()
            before()
            for event in events { views.handle(TimedInputEvent(timeSeconds: time, event: event)) }
            views.endInput(at: time)
            views.advance(to: time)
            views.layOut(time: time)
        }
        let p = Point(x: 150, y: 200)
        // 50 pt up a frame (3000 pt/s), released moving: a fling.
        func fling() {
            frame([.pointerDown(Point(x: 150, y: 350))])
            for step in 1...5 { frame([.pointerMove(Point(x: 150, y: 350 - 50 * Double(step)))]) }
            frame([.pointerUp(Point(x: 150, y: 100))])
            frame()
            #expect(views.window.position.activity == .ballistic)
        }
        func settle() { for _ in 0..<30 { frame() } }

        fling()
        frame([.pointerDown(p)])
        frame([.pointerUp(p)])
        #expect(taps == 0, "the click that caught the fling")
        #expect(views.isSettled)
        frame([.pointerDown(p)])
        frame([.pointerUp(p)])
        #expect(taps == 1, "a click at rest")

        // Caught by the content's hold, then delivered as a click: still no tap.
        fling()
        frame { views.catchMotion(at: p, time: time) }
        frame([.pointerDown(p), .pointerUp(p)])
        #expect(taps == 1)
        #expect(views.isSettled)

        // Caught by the content's hold, then taken by the content: the next click taps.
        fling()
        frame { views.catchMotion(at: p, time: time) }
        frame { views.releaseCaughtMotion(at: time) }
        settle()
        frame([.pointerDown(p)])
        frame([.pointerUp(p)])
        #expect(taps == 2)
    }
}
