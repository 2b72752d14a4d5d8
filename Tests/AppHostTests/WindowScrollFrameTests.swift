import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import ScrollHosting
import Testing

/// A window whose scroll view shares it with other views (a 100 pt header above a list): wheel
/// and touchpad scrolls over the header scroll nothing, as on every desktop toolkit; over the
/// list they scroll it, and a scroll begun over the list stays latched to it.
@MainActor
@Suite("The window's scroll view beside other views")
struct WindowScrollFrameTests {
    static let size = Size(width: 400, height: 700)

    struct HeaderAndList: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                    }
                }
            }
        }
    }

    func pipeline() -> ScrollPipeline {
        let scene = ViewScene(name: "header", rootView: HeaderAndList(), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    @Test("The host knows where the scroll view is: below the header, the rest of the window")
    func frame() {
        let pipeline = pipeline()
        #expect(pipeline.scrollFrame == Rect(x: 0, y: 100, width: 400, height: 600))
    }

    @Test("Wheel clicks over the header scroll nothing; over the list they scroll it", arguments: [false, true])
    func wheel(precise: Bool) {
        let over = Point(x: 200, y: 50), under = Point(x: 200, y: 400)
        let clicks = { (at: Point, from: Seconds) in
            (0..<4).map { TimedInputEvent(timeSeconds: from + Double($0) * 0.03, event: .wheel(dx: 0, dy: -1, precise: precise, at: at)) }
        }
        let header = pipeline()
        run(header, clicks(over, 0.05), from: 2, frames: 90)
        #expect(header.position.offset == 0)
        let list = pipeline()
        run(list, clicks(under, 0.05), from: 2, frames: 90)
        #expect(list.position.offset > 0)
    }

    @Test("A drag begun on the header scrolls nothing, nor flings; begun on the list it scrolls it")
    func drag() {
        let header = pipeline()
        run(header, dragEvents(from: Point(x: 200, y: 80), by: Vector(dx: 0, dy: 300), at: 0.05, releaseDelay: 0.01), from: 2, frames: 90)
        #expect(header.position.offset == 0)
        let headerUp = pipeline()
        run(headerUp, dragEvents(from: Point(x: 200, y: 90), by: Vector(dx: 0, dy: -80), at: 0.05, releaseDelay: 0.01), from: 2, frames: 90)
        #expect(headerUp.position.offset == 0)
        let list = pipeline()
        run(list, dragEvents(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -300), at: 0.05, releaseDelay: 0.01), from: 2, frames: 90)
        #expect(list.position.offset > 300)                       // dragged 300 pt, then flung
    }

    /// A list with a chip bar (a horizontal scroll view, 60 pt tall) below or above it.
    struct ListAndChips: View {
        var chipsAbove = false
        var chips: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Color(white: Double(i % 2)).frame(width: 80, height: 60) }
                }
            }
            .frame(height: 60)
        }
        var body: some View {
            VStack(spacing: 0) {
                if chipsAbove { chips }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                    }
                }
                if !chipsAbove { chips }
            }
        }
    }

    @Test("A scroll view beside the window's (a chip bar) still takes the wheel over it")
    func besideScrollView() throws {
        let scene = ViewScene(name: "chips", rootView: ListAndChips(), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        #expect(pipeline.scrollFrame == Rect(x: 0, y: 0, width: 400, height: 640))
        let chips = ScrollViewID.window.beside(0)
        #expect(pipeline.nestedOffset(chips) == 0)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.1, event: .wheel(dx: 1, dy: 0, precise: false, at: Point(x: 200, y: 670)))], from: 2, frames: 40)
        #expect(pipeline.nestedOffset(chips) == 53)               // one click: 53 pt
        #expect(pipeline.position.offset == 0)
    }

    @Test("A touchpad pan begun over the header scrolls nothing even when it slides onto the list; a new one there does")
    func panLatchedToNothing() {
        // Eight precise deltas 16 ms apart, the pointer crossing from the header onto the list.
        let pan = (0..<8).map { i in
            TimedInputEvent(timeSeconds: 0.05 + Double(i) * 0.016,
                            event: .wheel(dx: 0, dy: -0.5, precise: true, at: Point(x: 200, y: 60 + 20 * Double(i))))
        }
        let pipeline = pipeline()
        run(pipeline, pan, from: 2, frames: 60)
        #expect(pipeline.position.offset == 0)
        let later = pan.map { TimedInputEvent(timeSeconds: $0.timeSeconds + 1.5, event: .wheel(dx: 0, dy: -0.5, precise: true, at: Point(x: 200, y: 400))) }
        run(pipeline, later, from: 62, frames: 60)
        #expect(pipeline.position.offset > 0)
    }

    @Test("With a chip bar above it, the list is still the window's scroll view: End goes to its end, the bar scrolls beside it")
    func chipBarAbove() throws {
        let scene = ViewScene(name: "chips-above", rootView: ListAndChips(chipsAbove: true), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        #expect(pipeline.scrollFrame == Rect(x: 0, y: 60, width: 400, height: 640))
        run(pipeline, [TimedInputEvent(timeSeconds: 0.1, event: .key(name: "End", shift: false))], from: 2, frames: 90)
        #expect(abs(pipeline.position.offset - (200 * 50 - 640)) < 0.5)      // the list's end
        let chips = ScrollViewID.window.beside(0)
        run(pipeline, [TimedInputEvent(timeSeconds: 1.7, event: .wheel(dx: 1, dy: 0, precise: false, at: Point(x: 200, y: 30)))], from: 92, frames: 40)
        #expect(pipeline.nestedOffset(chips) == 53)
    }

    @Test("A wheel scroll begun over the list stays with it when the pointer moves over the header")
    func latched() {
        let first = pipeline()
        let events = [TimedInputEvent(timeSeconds: 0.05, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 200, y: 400))),
                      TimedInputEvent(timeSeconds: 0.08, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 200, y: 50)))]
        run(first, Array(events.prefix(1)), from: 2, frames: 60)
        let one = first.position.offset
        #expect(one > 0)
        let second = pipeline()
        run(second, events, from: 2, frames: 60)
        #expect(second.position.offset > one)                // the second click, over the header, still counted
    }
}
