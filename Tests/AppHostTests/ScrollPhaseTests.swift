import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing

/// `onScrollPhaseChange` through the real pipeline on virtual 60 fps frames.
///
/// Apple (https://developer.apple.com/documentation/swiftui/scrollphase): idle — "no active
/// scroll"; tracking — "tracking a potential scroll by the user but the user hasn't started a
/// scroll" (https://developer.apple.com/documentation/swiftui/scrollphase/tracking);
/// interacting — "the user is interacting with the scroll view"; decelerating — "the user has
/// stopped interacting … and the scroll view is decelerating towards its final target";
/// animating — "the result of a programmatic scroll when using a ScrollViewReader or
/// scrollPosition(id:anchor:)" (https://developer.apple.com/documentation/swiftui/scrollphase/animating).
/// The two closure forms: https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:).
@MainActor
@Suite("Scroll phases")
struct ScrollPhaseTests {
    static let size = Size(width: 400, height: 700)

    @MainActor final class Log {
        var changes: [String] = []
        var contexts: [(old: ScrollPhase, new: ScrollPhase, context: ScrollPhaseChangeContext)] = []
    }

    /// 200 bars of 50 pt; `a` scrolls to bar 150 inside `withAnimation`, `j` without.
    struct Bars: View {
        let log: Log
        var withContext = false
        @State var position = ScrollPosition(idType: Int.self)
        var body: some View {
            let list = ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in Color(white: Double(i % 2)).frame(height: 50) }
                }
            }
            .scrollPosition($position)
            .onKeyPress("a") { withAnimation { position.scrollTo(id: 150) }; return .handled }
            .onKeyPress("j") { position.scrollTo(id: 20); return .handled }
            if withContext {
                list.onScrollPhaseChange { old, new, context in log.contexts.append((old, new, context)) }
            } else {
                list.onScrollPhaseChange { old, new in log.changes.append("\(old)→\(new)") }
            }
        }
    }

    func pipeline(_ root: some View) -> ScrollPipeline {
        let scene = ViewScene(name: "phases", rootView: root, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        return pipeline
    }

    @Test("A drag and fling: idle → tracking → interacting → decelerating → idle, each once")
    func dragFlingRest() {
        let log = Log()
        let pipeline = pipeline(Bars(log: log))
        #expect(log.changes.isEmpty, "at rest from the start: no change to report")
        // Pointer down, 12 moves of 25 pt up 16 ms apart, released at once: a fling.
        let events = dragEvents(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -300), at: 0.1, releaseDelay: 0.01)
        run(pipeline, events, from: 2, frames: 240)
        #expect(pipeline.position.activity == .idle)
        #expect(pipeline.position.offset > 300, "the fling carried it past the drag: \(pipeline.position.offset)")
        #expect(log.changes == ["idle→tracking", "tracking→interacting", "interacting→decelerating", "decelerating→idle"])
    }

    @Test("The context carries the frame's geometry and the physics' velocity")
    func context() throws {
        let log = Log()
        let pipeline = pipeline(Bars(log: log, withContext: true))
        let events = dragEvents(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -300), at: 0.1, releaseDelay: 0.01)
        var offsets: [Double] = [], velocities: [Double] = []
        run(pipeline, events, from: 2, frames: 240) { offsets.append($0.position.offset); velocities.append($0.position.velocity) }
        #expect(log.contexts.map { "\($0.old)→\($0.new)" } == ["idle→tracking", "tracking→interacting", "interacting→decelerating", "decelerating→idle"])
        let release = try #require(log.contexts.first { $0.new == .decelerating })
        // Dragging up scrolls down: the offset grows, so the velocity is positive (UIScrollView's
        // sign), ~300 pt in 0.192 s ≈ 1560 pt/s; the geometry is that frame's, which is one of
        // the frames the pipeline went through (no margins: contentOffset.y is the offset).
        let dy = try #require(release.context.velocity?.dy)
        #expect(dy > 1000, "\(dy)")
        #expect(release.context.velocity?.dx == 0)
        #expect(velocities.contains(Double(dy)))
        #expect(offsets.contains(Double(release.context.geometry.contentOffset.y)))
        #expect(release.context.geometry.containerSize == CGSize(width: 400, height: 700))
        #expect(abs(Double(release.context.geometry.contentSize.height) - 200 * 50) < 1e-6, "\(release.context.geometry.contentSize)")
        let rest = try #require(log.contexts.last)
        #expect(rest.context.velocity == .zero, "at rest")
        #expect(Double(rest.context.geometry.contentOffset.y) == pipeline.position.offset)
    }

    @Test("A scrollTo inside withAnimation: idle → animating → idle; without animation, no phase")
    func programmatic() {
        let log = Log()
        let pipeline = pipeline(Bars(log: log))
        var frame = run(pipeline, [TimedInputEvent(timeSeconds: 2.5 / 60, event: .key(name: "a", shift: false))], from: 2, frames: 90)
        #expect(pipeline.position.offset == 150 * 50, "landed exactly on bar 150")
        #expect(log.changes == ["idle→animating", "animating→idle"])
        log.changes.removeAll()
        frame = run(pipeline, [TimedInputEvent(timeSeconds: (Double(frame) + 0.5) / 60, event: .key(name: "j", shift: false))],
                    from: frame, frames: 10)
        #expect(pipeline.position.offset == 20 * 50, "jumped to bar 20")
        #expect(log.changes.isEmpty, "a jump is not a scroll: \(log.changes)")
    }

    @Test("A wheel's eased steps are the user's: idle → interacting → idle, not animating")
    func wheel() {
        let log = Log()
        let pipeline = pipeline(Bars(log: log))
        let wheel = (0..<3).map { i in
            TimedInputEvent(timeSeconds: (2.5 + Double(i)) / 60, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 200, y: 350)))
        }
        run(pipeline, wheel, from: 2, frames: 90)
        #expect(pipeline.position.offset > 0)
        #expect(log.changes == ["idle→interacting", "interacting→idle"])
    }

    @Test("isScrolling is phase != .idle", arguments: ScrollPhase.allCases)
    func isScrolling(_ phase: ScrollPhase) {
        #expect(phase.isScrolling == (phase != .idle))
    }
}
