import AppHost
import HostTestSupport
import struct LazyScrollViews.ScrollView
import struct LazyScrollViews.LazyVStack
import struct LazyScrollViews.LazyHStack
import struct LazyScrollViews.ForEach
import struct LazyScrollViews.Text
import class LazyScrollViews.ViewScene
import protocol LazyScrollViews.View
import DisplayList
import LazyLayout
import Scenes
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

/// Nested scroll views through the real pipeline on virtual frames (issue 5, "Nested
/// scrollers"): axis lock, scroll chaining at edges, wheel routing, positions kept by id. The
/// scene is `nested`, written as views: its scroll views' ids are the host's ("window/…#0"),
/// so the tests find them by where they are.
@Suite("Nested scroll views")
@MainActor
struct NestedScrollTests {
    static let size = Size(width: 1000, height: 700)

    /// `nested`: section 0 a carousel (page y 52…252), 1 a carousel of lists, 2 an inner
    /// vertical list that chains (`auto`), … 6 an inner list with `contain`.
    func makePipeline() -> ScrollPipeline {
        let scene = SceneCatalog.make("nested", repeatCount: 12, viewport: Self.size, measurer: FixedAdvanceTextMeasurer())!
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)                 // lay out once: nested views get frames
        return pipeline
    }

    /// The id of the scroll view along `axis` that is under `point` and at least `minWidth`
    /// wide (an inner list spans the page; the lists in a carousel's cards do not).
    func nestedID(at point: Point, _ axis: Axis, minWidth: Points = 0, in pipeline: ScrollPipeline) -> ScrollViewID? {
        pipeline.nestedScrollViews.first { $0.axis == axis && $0.frame.contains(point) && $0.frame.width >= minWidth }?.id
    }

    /// The first section's carousel (page y 52…252).
    func carousel(_ pipeline: ScrollPipeline) throws -> ScrollViewID {
        try #require(nestedID(at: Point(x: 600, y: 140), .horizontal, in: pipeline))
    }

    /// A drag from `start` by `delta` in `steps` moves 16 ms apart, starting at `time`.
    func drag(from start: Point, by delta: Vector, steps: Int = 12, at time: Seconds) -> [TimedInputEvent] {
        dragEvents(from: start, by: delta, steps: steps, at: time, releaseDelay: 0.05)
    }

    @Test("A horizontal drag on a carousel scrolls only the carousel")
    func horizontalDragScrollsCarousel() throws {
        let pipeline = makePipeline()
        let carousel = try carousel(pipeline)
        run(pipeline, drag(from: Point(x: 600, y: 140), by: Vector(dx: -300, dy: 8), at: 0.1), from: 2, frames: 60)
        #expect(pipeline.nestedOffset(carousel)! > 250)
        #expect(pipeline.position.offset == 0)
    }

    /// The host's idle step reaches nested scroll views too (`prepareNestedForNextFrame`, which
    /// the frame loop calls after the scene's own): a carousel dragged and flung makes the cards
    /// it is about to show between frames, and every frame draws what it draws without that.
    @Test("A flung carousel makes its next cards in the idle step, drawing the same frames")
    func nestedIdlePrefetch() throws {
        let plain = makePipeline(), idle = makePipeline()
        let events = dragEvents(from: Point(x: 600, y: 140), by: Vector(dx: -300, dy: 8), steps: 12, at: 0.1, releaseDelay: 0.01)
        var madeInIdle = 0
        var plainFrames: [DisplayList] = [], idleFrames: [DisplayList] = []
        _ = run(plain, events, from: 2, frames: 90) { plainFrames.append($0.displayList) }
        _ = run(idle, events, from: 2, frames: 90) { pipeline in
            idleFrames.append(pipeline.displayList)
            madeInIdle += pipeline.scrollViews.laidOut.dropFirst().reduce(0) { $0 + $1.result.stats.prefetchedIdle }
            pipeline.scrollViews.prepareNestedForNextFrame()
        }
        #expect(madeInIdle > 0)
        #expect(plainFrames.count == 90)
        for (index, (a, b)) in zip(plainFrames, idleFrames).enumerated() where a != b {
            Issue.record("frame \(index + 2) differs with the idle step")
            break
        }
        #expect(plain.nestedScrollViews.map(\.offset) == idle.nestedScrollViews.map(\.offset))
    }

    @Test("A vertical drag that starts on a carousel scrolls the page (axis lock)")
    func verticalDragOnCarouselScrollsPage() throws {
        let pipeline = makePipeline()
        let carousel = try carousel(pipeline)
        run(pipeline, drag(from: Point(x: 600, y: 200), by: Vector(dx: 10, dy: -150), at: 0.1), from: 2, frames: 60)
        // 150 pt less the 2 pt drag slop and the iOS 3.5 pt drag-start threshold; no fling
        // (the pointer rests 50 ms before release).
        #expect(pipeline.position.offset > 130)
        #expect(pipeline.nestedOffset(carousel) == 0)
    }

    @Test("A horizontal wheel over a carousel scrolls it; a vertical wheel over it scrolls the page")
    func wheelRouting() throws {
        let pipeline = makePipeline()
        let carousel = try carousel(pipeline)
        let over = Point(x: 500, y: 140)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.1, event: .wheel(dx: 1, dy: 0, precise: false, at: over))], from: 2, frames: 40)
        #expect(pipeline.nestedOffset(carousel)! == 53)
        #expect(pipeline.position.offset == 0)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.8, event: .wheel(dx: 0, dy: -1, precise: false, at: over))], from: 42, frames: 40)
        #expect(pipeline.position.offset == 53)
        #expect(pipeline.nestedOffset(carousel)! == 53)
    }

    // Issue 15: the input stage reads Shift on wheel events. 4 clicks rolled toward the user with
    // Shift over the carousel: 4 × 53 = 212 pt to the right in the carousel, the page stays.
    @Test("Shift+wheel over a carousel scrolls the carousel, not the page", arguments: [-1.0, 1.0])
    func shiftWheelScrollsCarousel(direction: Double) throws {
        let pipeline = makePipeline()
        let carousel = try carousel(pipeline)
        let over = Point(x: 500, y: 140)
        if direction > 0 {
            // Rolled away scrolls left: start the carousel 212 pt in so there is room.
            run(pipeline, (0..<4).map { TimedInputEvent(timeSeconds: 0.05 + Double($0) * 0.03, event: .wheel(dx: 1, dy: 0, precise: false, at: over)) },
                from: 2, frames: 60)
            #expect(pipeline.nestedOffset(carousel)! == 212)
        }
        let clicks = (0..<4).map {
            TimedInputEvent(timeSeconds: 1.1 + Double($0) * 0.03, event: .wheel(dx: 0, dy: direction, precise: false, at: over, shift: true, source: .wheel))
        }
        run(pipeline, clicks, from: 62, frames: 60)
        #expect(pipeline.nestedOffset(carousel)! == (direction < 0 ? 212 : 0))
        #expect(pipeline.position.offset == 0)
    }

    @Test("An inner vertical list hands the rest of a drag to the page at its end")
    func dragHandOffAtEdge() throws {
        let pipeline = makePipeline()
        // Bring the inner list (section 2) into view, then drag up far more than it can scroll.
        // Section 2's inner list starts near the window's bottom edge (page y 684).
        let list = try #require(pipeline.nestedScrollViews.first { $0.axis == .vertical && $0.frame.width > 900 })
        let start = Point(x: list.frame.midX, y: min(list.frame.maxY - 10, Self.size.height - 10))
        var frame = run(pipeline, drag(from: start, by: Vector(dx: 0, dy: -600), steps: 30, at: 0.1), from: 2, frames: 90)
        let listOffset = try #require(pipeline.nestedOffset(list.id))
        #expect(listOffset > 500)
        // Keep dragging until the list is at its end: the page must take over.
        var time = Double(frame) / 60 + 0.1
        for _ in 0..<6 {
            frame = run(pipeline, drag(from: Point(x: start.x, y: 650), by: Vector(dx: 0, dy: -500), steps: 20, at: time), from: frame, frames: 60)
            time = Double(frame) / 60 + 0.1
        }
        #expect(pipeline.nestedOffset(list.id)! >= listOffset, "the list stays at its end")
        #expect(pipeline.position.offset > 100, "the page scrolled after the list reached its end")
    }

    @Test("Inner scroll views keep their position by id when their row is destroyed and recreated")
    func positionSurvivesRecreation() throws {
        let pipeline = makePipeline()
        let carousel = try carousel(pipeline)
        var frame = run(pipeline, drag(from: Point(x: 600, y: 140), by: Vector(dx: -300, dy: 0), at: 0.1), from: 2, frames: 120)
        let offset = pipeline.nestedOffset(carousel)!
        frame = run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "End", shift: false))], from: frame, frames: 90)
        #expect(!pipeline.nestedScrollViews.contains { $0.id == carousel }, "the carousel's row is gone")
        frame = run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "Home", shift: false))], from: frame, frames: 90)
        let back = pipeline.nestedScrollViews.first { $0.id == carousel }
        #expect(back?.offset == offset)
    }

    /// Issue 14: a nested scroll view whose row was destroyed is no longer kept (and advanced)
    /// every frame; one in a row still alive is. Coming back, it starts where it rested.
    @Test("Scroll views of destroyed rows are evicted; their offsets come back with them")
    func destroyedRowsAreEvicted() throws {
        let scene = ViewScene(name: "rows", rootView: CarouselRows(), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        var frame = run(pipeline, [], from: 0, frames: 2)
        let shown = pipeline.scrollViewCount
        #expect(shown >= 9, "the window's and the carousels on screen and in the prefetch window: \(shown)")
        let first = try #require(nestedID(at: Point(x: 500, y: 40), .horizontal, in: pipeline))
        // A slow drag (released after a pause: no fling), so the carousel rests where it is read.
        frame = run(pipeline, dragEvents(from: Point(x: 600, y: 40), by: Vector(dx: -300, dy: 0), at: 0.1, releaseDelay: 0.3),
                    from: frame, frames: 120)
        let offset = try #require(pipeline.nestedOffset(first))
        #expect(offset > 100 && offset < 872)
        // End goes to the views under the pointer (the carousel, then the page): the carousel
        // ends up at its own end before its row goes.
        var lastSeen = offset
        frame = run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "End", shift: false))], from: frame,
                    frames: 90) { pipeline in if let now = pipeline.nestedOffset(first) { lastSeen = now } }
        #expect(pipeline.nestedOffset(first) == nil, "the first row was destroyed: its carousel's model is gone")
        // Kept: the window's and the carousels of the rows realized near the end (80 pt rows over
        // the viewport and its keep-alive margins, about 18); without eviction, every row ever
        // realized (27 and more).
        #expect(pipeline.scrollViewCount <= 20, "only the carousels near the end are kept: \(pipeline.scrollViewCount)")
        run(pipeline, [TimedInputEvent(timeSeconds: Double(frame) / 60, event: .key(name: "Home", shift: false))], from: frame, frames: 90)
        #expect(pipeline.nestedOffset(first) == lastSeen, "back where it was when its row went")
    }

    @Test("The 2D case: a vertical drag on a carousel card's list scrolls that list, not the carousel or the page")
    func verticalDragInCardList() throws {
        let pipeline = makePipeline()
        // Section 1's carousel of lists: its row spans page y 312…612; a card's list starts
        // 52 pt below the row's top (12 pt inset, 40 pt title).
        let start = Point(x: 120, y: 450)
        let cardList = try #require(nestedID(at: start, .vertical, in: pipeline))
        let carousel = try #require(nestedID(at: start, .horizontal, in: pipeline))
        #expect(try #require(pipeline.nestedScrollViews.first { $0.id == cardList }).frame.width < 300, "the list inside a card")
        run(pipeline, drag(from: start, by: Vector(dx: 4, dy: -150), at: 0.1), from: 2, frames: 60)
        #expect(pipeline.nestedOffset(cardList)! > 100)
        #expect(pipeline.nestedOffset(carousel) == 0)
        #expect(pipeline.position.offset == 0)
    }

    @Test("An inner list with overscrollBehavior(.contain) keeps a drag past its end from the page")
    func containedListKeepsDrag() throws {
        let pipeline = makePipeline()
        // Wheel the page down 34 clicks (1802 pt) over the pinned header: section 6's row
        // (page y 1892…2172) is then at 90…370 in the window, its list at 102…358.
        let clicks = (0..<34).map { TimedInputEvent(timeSeconds: 0.1 + Double($0) * 0.02,
                                                    event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 5, y: 5))) }
        var frame = run(pipeline, clicks, from: 2, frames: 120)
        let page = pipeline.position.offset
        #expect(abs(page - 34 * 53) < 1e-6)
        let list = try #require(pipeline.nestedScrollViews.first { $0.axis == .vertical && $0.frame.width > 900 && $0.frame.contains(Point(x: 500, y: 300)) })
        // Drag up again and again, far more than the list's 60 lines can scroll.
        var time = Double(frame) / 60 + 0.1
        for _ in 0..<6 {
            frame = run(pipeline, drag(from: Point(x: 500, y: 340), by: Vector(dx: 0, dy: -500), steps: 20, at: time), from: frame, frames: 60)
            time = Double(frame) / 60 + 0.1
        }
        #expect(pipeline.nestedOffset(list.id)! > 1500, "the list reached its end (61 × 33 pt − 256 pt)")
        #expect(abs(pipeline.position.offset - page) < 0.5, "the page did not move: \(pipeline.position.offset) vs \(page)")
    }
}

/// 200 rows, each a horizontal carousel of ten cards: rows far from the viewport are destroyed.
private struct CarouselRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200) { row in
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 8) {
                            ForEach(0..<10) { card in Text("\(row).\(card)").frame(width: 180, height: 72) }
                        }
                    }
                    .frame(height: 80)
                }
            }
        }
    }
}
