import AppHost
import DisplayList
import HostTestSupport
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

/// Android stretch overscroll through the pipeline (issue 12 item 5): the `android` preset
/// stretches instead of clamping, draws the content scaled from the edge, and springs back.
@Suite("Stretch overscroll in the pipeline")
@MainActor
struct StretchPipelineTests {
    static let size = Size(width: 400, height: 700)

    func makePipeline() -> ScrollPipeline {
        let scene = SceneCatalog.make("colors", repeatCount: 6, viewport: Self.size, measurer: FixedAdvanceTextMeasurer())!
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size, preset: .android)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    func stretchScale(_ list: DisplayList) -> Double? {
        for command in list.commands { if case .pushTransform(let t) = command, t.b == 0, t.c == 0, t.a == 1, t.d > 1 { return t.d } }
        return nil
    }

    // Pulling down 212 pt at the top: the drag slop takes 2 pt (Android's ClampingScrollPhysics
    // has no drag-start threshold), the other 210 pt pull the stretch: 210 / 700 = 0.3 of the
    // viewport, drawn as 1 + 0.016·0.3 + 0.016·(1 − e^(−0.3·e/0.33)) = 1.0194482.
    @Test("a drag past the top stretches the content instead of moving the offset, then springs back")
    func pullAndRecover() throws {
        let pipeline = makePipeline()
        var events = dragEvents(from: Point(x: 200, y: 100), by: Vector(dx: 0, dy: 212), steps: 4, at: 0.1, releaseDelay: 10)
        let up = events.removeLast()
        run(pipeline, events, from: 2, frames: 30)
        #expect(pipeline.position.offset == 0)
        #expect(abs(pipeline.rootStretch.distance - 0.3) < 1e-9)
        let scale = try #require(stretchScale(pipeline.displayList))
        #expect(abs(scale - 1.0194482) < 1e-6)
        // Dragging back 70 pt relaxes the stretch first: 0.2 of the viewport is left, offset 0.
        run(pipeline, [TimedInputEvent(timeSeconds: 0.55, event: .pointerMove(Point(x: 200, y: 242)))], from: 32, frames: 2)
        #expect(abs(pipeline.rootStretch.distance - 0.2) < 1e-9)
        #expect(pipeline.position.offset == 0)
        run(pipeline, [TimedInputEvent(timeSeconds: up.timeSeconds - 9.2, event: .pointerUp(Point(x: 200, y: 242)))], from: 34, frames: 60)
        #expect(!pipeline.rootStretch.isActive, "home within a second")
        #expect(stretchScale(pipeline.displayList) == nil)
    }

    // From 400 pt before the end, a fast flick toward the end (300 pt in 160 ms) flings into the
    // edge: the clamped fling stops there and its velocity is absorbed into a stretch that springs
    // back. A slow drag (a pause before release, no fling) never stretches.
    @Test("a fling into the end is absorbed into a stretch that springs back", arguments: [true, false])
    func flingAbsorbed(fast: Bool) throws {
        let pipeline = makePipeline()
        pipeline.scrollTo(edge: .end, animated: false, at: 0.03)
        run(pipeline, [], from: 2, frames: 2)
        let end = pipeline.position.offset
        pipeline.scrollViews.window.perform(.scrollToOffset(end - 400, animated: false), at: 0.07)
        run(pipeline, [], from: 4, frames: 2)
        var peak = 0.0
        let events = dragEvents(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: fast ? -300 : -100), steps: 10, at: 0.2,
                                releaseDelay: fast ? 0.005 : 0.2)
        run(pipeline, events, from: 6, frames: 300) { p in peak = max(peak, p.rootStretch.distance) }
        if fast {
            #expect(abs(pipeline.position.offset - end) < 0.5)
            #expect(peak > 0.05, "the absorbed fling stretched the end (peak \(peak))")
        } else {
            #expect(peak == 0)
        }
        #expect(!pipeline.rootStretch.isActive)
    }
}
