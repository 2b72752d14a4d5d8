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
}
