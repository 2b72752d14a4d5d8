import AppHost
import DisplayList
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import Testing

/// Nested scroll views through the real pipeline on virtual frames (issue 5, "Nested
/// scrollers"): axis lock, scroll chaining at edges, wheel routing, positions kept by id.
@Suite("Nested scroll views")
struct NestedScrollTests {
    static let size = Size(width: 1000, height: 700)

    /// NestedScene: section 0 a carousel (page y 44…244), 1 a carousel of lists, 2 an inner
    /// vertical list that chains (`auto`), … 6 an inner list with `contain`.
    func makePipeline() -> ScrollPipeline {
        let pipeline = ScrollPipeline(scene: NestedScene(sectionCount: 12), windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)                 // lay out once: nested views get frames
        return pipeline
    }

    @discardableResult
    func run(_ pipeline: ScrollPipeline, _ events: [TimedInputEvent], from firstFrame: Int, frames: Int) -> Int {
        var next = 0
        for index in firstFrame..<(firstFrame + frames) {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: 60)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            pipeline.step(frame, events: events[start..<next], now: { 0 })
        }
        return firstFrame + frames
    }

    /// A drag from `start` by `delta` in `steps` moves 16 ms apart, starting at `time`.
    func drag(from start: Point, by delta: Vector, steps: Int = 12, at time: Seconds) -> [TimedInputEvent] {
        var events = [TimedInputEvent(timeSeconds: time, event: .pointerDown(start))]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            events.append(TimedInputEvent(timeSeconds: time + Double(i) * 0.016,
                                          event: .pointerMove(Point(x: start.x + delta.dx * f, y: start.y + delta.dy * f))))
        }
        let end = Point(x: start.x + delta.dx, y: start.y + delta.dy)
        events.append(TimedInputEvent(timeSeconds: time + Double(steps) * 0.016 + 0.05, event: .pointerUp(end)))
        return events
    }

    @Test("A horizontal drag on a carousel scrolls only the carousel")
    func horizontalDragScrollsCarousel() {
        let pipeline = makePipeline()
        run(pipeline, drag(from: Point(x: 600, y: 140), by: Vector(dx: -300, dy: 8), at: 0.1), from: 2, frames: 60)
        #expect(pipeline.nestedOffset("carousel-0")! > 250)
        #expect(pipeline.position.offset == 0)
    }

    @Test("A vertical drag that starts on a carousel scrolls the page (axis lock)")
    func verticalDragOnCarouselScrollsPage() {
        let pipeline = makePipeline()
        run(pipeline, drag(from: Point(x: 600, y: 200), by: Vector(dx: 10, dy: -150), at: 0.1), from: 2, frames: 60)
        // 150 pt less the 2 pt drag slop and the iOS 3.5 pt drag-start threshold; no fling
        // (the pointer rests 50 ms before release).
        #expect(pipeline.position.offset > 130)
        #expect(pipeline.nestedOffset("carousel-0") == 0)
    }

    @Test("A horizontal wheel over a carousel scrolls it; a vertical wheel over it scrolls the page")
    func wheelRouting() {
        let pipeline = makePipeline()
        let over = Point(x: 500, y: 140)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.1, event: .wheel(dx: 1, dy: 0, precise: false, at: over))], from: 2, frames: 40)
        #expect(pipeline.nestedOffset("carousel-0")! == 53)
        #expect(pipeline.position.offset == 0)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.8, event: .wheel(dx: 0, dy: -1, precise: false, at: over))], from: 42, frames: 40)
        #expect(pipeline.position.offset == 53)
        #expect(pipeline.nestedOffset("carousel-0")! == 53)
    }

    @Test("An inner vertical list hands the rest of a drag to the page at its end")
    func dragHandOffAtEdge() throws {
        let pipeline = makePipeline()
        // Bring the inner list (section 2) into view, then drag up far more than it can scroll.
        let list = try #require(pipeline.nestedScrollViews.first { $0.id == "list-2" })
        let start = Point(x: list.frame.midX, y: min(list.frame.maxY - 10, Self.size.height - 10))
        var frame = run(pipeline, drag(from: start, by: Vector(dx: 0, dy: -600), steps: 30, at: 0.1), from: 2, frames: 90)
        let listOffset = try #require(pipeline.nestedOffset("list-2"))
        #expect(listOffset > 500)
        // Keep dragging until the list is at its end: the page must take over.
        var time = Double(frame) / 60 + 0.1
        for _ in 0..<6 {
            frame = run(pipeline, drag(from: Point(x: start.x, y: 650), by: Vector(dx: 0, dy: -500), steps: 20, at: time), from: frame, frames: 60)
            time = Double(frame) / 60 + 0.1
        }
        #expect(pipeline.nestedOffset("list-2")! >= listOffset, "the list stays at its end")
        #expect(pipeline.position.offset > 100, "the page scrolled after the list reached its end")
    }

    @Test("Inner scroll views keep their position by id when their row is destroyed and recreated")
    func positionSurvivesRecreation() {
        let pipeline = makePipeline()
        var frame = run(pipeline, drag(from: Point(x: 600, y: 140), by: Vector(dx: -300, dy: 0), at: 0.1), from: 2, frames: 120)
        let offset = pipeline.nestedOffset("carousel-0")!
        frame = run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "End", shift: false))], from: frame, frames: 90)
        #expect(!pipeline.nestedScrollViews.contains { $0.id == "carousel-0" }, "the carousel's row is gone")
        frame = run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "Home", shift: false))], from: frame, frames: 90)
        let back = pipeline.nestedScrollViews.first { $0.id == "carousel-0" }
        #expect(back?.offset == offset)
    }
}
