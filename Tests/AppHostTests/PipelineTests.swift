import AppHost
import DisplayList
import HostTestSupport
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

/// The whole pipeline on virtual frames: no window, no clock, no sleeps. The scene is `colors`
/// (views, so the tests run on the main actor).
@Suite("Pipeline on virtual frames")
@MainActor
struct PipelineTests {
    /// 10 pt characters and 20 pt lines, so headers are 52 pt as in the layout tests.
    static let measurer = FixedAdvanceTextMeasurer(advanceFactor: 10.0 / 17, lineHeightFactor: 20.0 / 17)

    func makePipeline(repeatCount: Int = 6, size: Size = Size(width: 400, height: 300)) -> ScrollPipeline {
        ScrollPipeline(scene: SceneCatalog.make("colors", repeatCount: repeatCount, viewport: size, measurer: Self.measurer)!, windowSize: size)
    }

    /// Runs `frames` frames at `fps`, feeding each event in the first frame at or after its time.
    func run(_ pipeline: ScrollPipeline, events: [TimedInputEvent], frames: Int, fps: Double, firstFrame: Int = 0) -> [FrameOutcome] {
        var next = 0
        var outcomes: [FrameOutcome] = []
        for index in firstFrame..<(firstFrame + frames) {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: fps)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            outcomes.append(pipeline.step(frame, events: events[start..<next], now: { 0 }))
        }
        return outcomes
    }

    func wheelClicks(_ count: Int, every seconds: Seconds, dy: Double = -1) -> [TimedInputEvent] {
        (0..<count).map { TimedInputEvent(timeSeconds: 0.1 + Double($0) * seconds, event: .wheel(dx: 0, dy: dy, precise: false, at: .zero)) }
    }

    @Test("Wheel clicks glide to 53 pt each and the section's header stays pinned")
    func wheelGlides() {
        let pipeline = makePipeline()
        // 5 clicks rolled toward the user (dy = −1): 5 × 53 = 265 pt down. Section 1 spans
        // 158…315, so at 265 its header ("Greens") is pinned: its section end is 50 pt below the top,
        // less than the header's 52 pt, so it is already being pushed: held at 315 − 265 − 52 = −2.
        let outcomes = run(pipeline, events: wheelClicks(5, every: 0.02), frames: 120, fps: 60)
        #expect(abs(pipeline.position.offset - 265) < 1e-6)
        #expect(pipeline.position.activity == .idle)
        #expect(pipeline.lastLayout.pinnedHeaderSection == 1)
        let header = pipeline.lastLayout.placed.first { $0.path == .header(of: 1) }!
        #expect(abs(header.frame.minY - (315 - 265 - 52)) < 1e-6)
        // Smooth: no frame moves more than a fifth of the distance.
        var previous: Points = 0
        for outcome in outcomes {
            #expect(abs(outcome.layout.scrollOffset - previous) < 265 / 5)
            previous = outcome.layout.scrollOffset
        }
    }

    @Test("The same trace gives the same final offset at 30, 60, 120 and 144 fps", arguments: [30.0, 120.0, 144.0])
    func frameRateIndependent(fps: Double) {
        let events = wheelClicks(3, every: 0.05) + [
            TimedInputEvent(timeSeconds: 1.0, event: .pointerDown(Point(x: 200, y: 250))),
        ] + (1...10).map { TimedInputEvent(timeSeconds: 1.0 + Double($0) * 0.01, event: .pointerMove(Point(x: 200, y: 250 - Double($0) * 15))) }
          + [TimedInputEvent(timeSeconds: 1.105, event: .pointerUp(Point(x: 200, y: 100)))]
        let reference = makePipeline()
        _ = run(reference, events: events, frames: 5 * 60, fps: 60)
        let other = makePipeline()
        _ = run(other, events: events, frames: Int(5 * fps), fps: fps)
        #expect(abs(reference.position.offset - other.position.offset) < 0.5,
                "60 fps ends at \(reference.position.offset), \(fps) fps at \(other.position.offset)")
    }

    @Test("Realized elements stay bounded while the data grows from 10 to 10,000 repeats", arguments: [10, 100, 1_000, 10_000])
    func boundedRealization(repeats: Int) {
        let pipeline = makePipeline(repeatCount: repeats)
        let outcomes = run(pipeline, events: wheelClicks(20, every: 0.03), frames: 90, fps: 60)
        let most = outcomes.map(\.layout.stats.realized).max()!
        // The keep-alive window: the 300 pt viewport, a scroll view's 250 pt cache on each side
        // and one viewport of keep-alive beyond each: 1400 pt of ~21 pt elements (headers are
        // 52), plus the pinned header: at most 1400 / 21 + 2 ≈ 69, whatever the data's size.
        #expect(most <= 69, "realized \(most) elements for \(repeats) repeats")
        #expect(outcomes.last!.layout.stats.elementCount == repeats * 18)
    }

    @Test("Keys: End reaches the exact end, Home the exact start")
    func homeEnd() {
        let pipeline = makePipeline(repeatCount: 2)
        _ = run(pipeline, events: [TimedInputEvent(timeSeconds: 0.05, event: .key(name: "End", shift: false))], frames: 120, fps: 60)
        // 6 sections of 158 pt less the trailing spacing, minus the 300 pt viewport.
        #expect(abs(pipeline.position.offset - (6 * 158 - 1 - 300)) < 1e-6)
        let last = pipeline.lastLayout.placed.first { $0.path == .item(4, in: 5) }!
        #expect(abs(last.frame.maxY - 300) < 1e-6)
        _ = run(pipeline, events: [TimedInputEvent(timeSeconds: 2.05, event: .key(name: "Home", shift: false))], frames: 120, fps: 60, firstFrame: 120)
        #expect(abs(pipeline.position.offset) < 1e-6)
    }

    @Test("Display lists stay balanced and finite over a fling past the end")
    func flingPastEnd() {
        let pipeline = makePipeline(repeatCount: 1)
        var events = [TimedInputEvent(timeSeconds: 0.1, event: .pointerDown(Point(x: 100, y: 280)))]
        for i in 1...8 { events.append(TimedInputEvent(timeSeconds: 0.1 + Double(i) * 0.008, event: .pointerMove(Point(x: 100, y: 280 - Double(i) * 30)))) }
        events.append(TimedInputEvent(timeSeconds: 0.172, event: .pointerUp(Point(x: 100, y: 40))))
        let outcomes = run(pipeline, events: events, frames: 240, fps: 60)
        #expect(pipeline.displayList.validate() == nil)
        #expect(outcomes.allSatisfy { $0.layout.scrollOffset.isFinite && $0.layout.validate() == nil })
        // It overscrolled past the end and sprang back to it.
        let maxOffset = pipeline.lastLayout.maxOffset
        #expect(outcomes.contains { $0.layout.scrollOffset > maxOffset + 1 })
        #expect(abs(pipeline.position.offset - maxOffset) < 1)
    }
}
