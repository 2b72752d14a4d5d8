import AppHost
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

// A mouse drag that pulls a list down past its top, through the whole pipeline on virtual frames
// (the content-drag arbiter, the drag recognizer, the physics), as the window delivers it.
//
// Pull to refresh (`refreshable(action:)`,
// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)) needs the content
// pulled 60 pt past the top; on iOS the content follows the finger past an edge by the rubber band
// `b = (1 − 1/(x·0.55/d + 1))·d` (`PhysicsPolicy.rubberBand`), x the travel past the edge and d
// the viewport. Before the fix a pull of 300 pt moved far less than that: a pointer reported
// every 50 ms or more (an `xdotool` drag, a busy event loop) counted as having stood still before
// every move, which re-armed the 3.5 pt motion-start threshold and eased each 20-pt move to
// 3.5/3 pt (DragMomentumController.swift). Before the fix, `lazyscroll --headless --size 700x800`
// replaying the even trace showed −82.4 pt (photos) and −73.0 pt (inbox) at 60 and 15 fps, the
// recorded cadence −65.6 / −64.6 pt, and the window −18.8 pt, where the formula gives 125.1
// (d = 656 there).

private struct PullInbox: View {
    var body: some View {
        List {
            ForEach(0..<40, id: \.self) { i in
                Text("Message \(i)")
                    .swipeActions {
                        Button(role: .destructive) {} label: { Text("Delete") }
                    }
            }
        }
        .listStyle(.plain)
        .refreshable {}
    }
}

@MainActor
@Suite("A drag past a list's top follows the rubber band")
struct PullPastTopTests {
    static let size = Size(width: 700, height: 800)

    /// When the 15 moves come (ms after the press at 100 ms).
    enum Cadence: String, CaseIterable, Sendable {
        /// Every 50 ms from 250 ms (`/work/helpers/pull2.jsonl`: `xdotool mousemove` + `sleep 0.05`).
        case even
        /// The gaps the window recorded for that same `xdotool` drag on a loaded machine (0 to 171 ms).
        case recorded

        var moveTimesMs: [Double] {
            switch self {
            case .even: return (0..<15).map { 250 + 50 * Double($0) }
            case .recorded:
                return [295, 408, 408, 532, 576, 632, 677, 788, 959, 976, 1059, 1124, 1196, 1236, 1273]
            }
        }
    }

    /// The press at (350, 200) and 15 moves of +20 pt down; no release (the pull is held).
    static func events(_ cadence: Cadence) -> [TimedInputEvent] {
        [TimedInputEvent(timeSeconds: 0.1, event: .pointerDown(Point(x: 350, y: 200)))]
            + cadence.moveTimesMs.enumerated().map { i, ms in
                TimedInputEvent(timeSeconds: ms / 1000, event: .pointerMove(Point(x: 350, y: 200 + 20 * Double(i + 1))))
            }
    }

    /// Steps frames at `fps` from the first one after the hosted pipeline's two set-up frames to
    /// `endSeconds`, handing each frame the events at or before its time.
    static func run(_ pipeline: ScrollPipeline, _ events: [TimedInputEvent], fps: Double, to endSeconds: Seconds) {
        var next = 0
        var index = Int((2.0 / 60 * fps).rounded(.down)) + 1
        while Double(index) / fps <= endSeconds {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: fps)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            pipeline.step(frame, events: events[start..<next], now: { 0 })
            index += 1
        }
    }

    /// The displayed pull, derived:
    /// - The press is on a row that swipes, so the arbiter holds it until the pointer is 18 pt
    ///   away (Flutter's `kTouchSlop`); the first move (20 pt) decides vertically and the held press
    ///   and move reach the scroll view with their own times.
    /// - The drag recognizer's own slop is 2 pt: the first move gives a drag delta of 20 − 2 = 18 pt.
    /// - The iOS policy's 3.5 pt motion-start threshold is armed at the drag's start: 18 > 3.5
    ///   breaks it and, under 24 pt, is eased to 3.5/3 pt. The other 14 moves follow 1:1 (none ends
    ///   a stop: each is 20 pt, more than the threshold), 280 pt.
    /// - So x = 280 + 7/6 = 281.1667 pt past the top, and with the list's viewport d = 800 pt,
    ///   b = (1 − 1/(281.1667·0.55/800 + 1))·800 = 129.59 pt (well past the 60 pt refresh threshold).
    @Test("15 moves of 20 pt pull the list by the rubber band of 280 + 7/6 pt",
          arguments: [60.0, 15.0], Cadence.allCases)
    func pullFollowsTheRubberBand(fps: Double, cadence: Cadence) {
        let pipeline = hostedPipeline(PullInbox(), size: Self.size, name: "pull").pipeline
        let events = Self.events(cadence)
        Self.run(pipeline, events, fps: fps, to: events.last!.timeSeconds + 0.2)
        let metrics = pipeline.position.metrics
        #expect(metrics.minOffset == 0)
        #expect(metrics.viewportExtent == 800)
        let x = 280 + 3.5 / 3
        let expected = PhysicsPolicy.rubberBand(overscroll: x, viewport: metrics.viewportExtent)
        #expect(abs(expected - 129.59) < 0.005)
        let displayed = metrics.minOffset - pipeline.position.offset
        #expect(abs(displayed - expected) < 0.5, "pulled \(displayed) pt, the rubber band of \(x) pt is \(expected) pt")
    }
}
