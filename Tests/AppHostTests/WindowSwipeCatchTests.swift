@testable import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

// A press on a list whose rows swipe is held back from the scroll views until its axis is known
// (ScrollPipeline+ContentDrag.swift) — but it catches the list at once, as a touch-down stops a
// `UIScrollView`'s deceleration on iOS before any recognizer has decided: "If the user touches the
// screen while the scroll view is decelerating, it stops"
// (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating, and
// `UIScrollView`'s `touchesShouldBegin`/`delaysContentTouches`: the scroll view sees the touch
// first). Replayed traces through `ScrollPipeline`, stepped at 60 fps.

@MainActor
private final class Log { var lines: [String] = [] }

private struct SwipingInbox: View {
    let log: Log
    var body: some View {
        List {
            ForEach(0..<200, id: \.self) { i in
                Text("Message \(i)")
                    .swipeActions {
                        Button(role: .destructive) { log.lines.append("delete \(i)") } label: { Text("Delete") }
                    }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite("A held press on swiping rows catches a fling")
struct WindowSwipeCatchTests {
    static let size = Size(width: 300, height: 400)

    private func inbox() -> (ScrollPipeline, Log) {
        let log = Log()
        return (hostedPipeline(SwipingInbox(log: log), size: Self.size, name: "inbox").pipeline, log)
    }

    /// A fast upward drag (300 pt in 6 moves, released 4 ms after the last): a fling.
    private func fling() -> [TimedInputEvent] {
        dragEvents(from: Point(x: 150, y: 380), by: Vector(dx: 0, dy: -300), steps: 6, at: 0.1, releaseDelay: 0.004)
    }

    @Test("A press held still during a fling stops the list at the press")
    func heldPressStopsTheFling() throws {
        let (pipeline, log) = inbox()
        // Fling released at 0.2 s; pressed at 0.5 s over a row (which swipes), held still to 0.9 s.
        let press = [TimedInputEvent(timeSeconds: 0.5, event: .pointerDown(Point(x: 150, y: 200))),
                     TimedInputEvent(timeSeconds: 0.9, event: .pointerUp(Point(x: 150, y: 200)))]
        var offsets: [Int: Points] = [:]
        run(pipeline, fling() + press, from: 2, frames: 70) { p in offsets[Int((p.lastFrameTime * 60).rounded())] = p.position.offset }
        // Frames at k/60 s: 0.45 (frame 27) before the press, 0.5167 (31) just after, 0.8833 (53) before the release.
        let before = try #require(offsets[27]), caught = try #require(offsets[31])
        let held = try #require(offsets[53]), after = try #require(offsets[69])
        #expect(caught > before)                    // still flinging up to the press
        #expect(held == caught)                      // stopped at the press, not at the release
        #expect(after == caught)                     // the click (a release without a drag) does not move it
        #expect(log.lines.isEmpty)
        #expect(pipeline.isSettled)
    }

    @Test("A horizontal swipe begun during a fling opens the row over a list that stays stopped")
    func swipeDuringFling() throws {
        let (pipeline, _) = inbox()
        var swipe = dragEvents(from: Point(x: 250, y: 200), by: Vector(dx: -150, dy: 0), steps: 12, at: 0.5, releaseDelay: 0.2)
        swipe.sort { $0.timeSeconds < $1.timeSeconds }
        var offsets: [Int: Points] = [:]
        run(pipeline, fling() + swipe, from: 2, frames: 80) { p in offsets[Int((p.lastFrameTime * 60).rounded())] = p.position.offset }
        let caught = try #require(offsets[31])
        let before = try #require(offsets[27])
        #expect(caught > before)
        // Every frame from the press on shows the list where the press caught it.
        for frame in 31..<82 { #expect(offsets[frame] == caught) }
        #expect(pipeline.isSettled)
    }

    /// A wheel turned while the press is held (the axis undecided) is held with it: when the
    /// drag turns out vertical, the scroll views get the press, the wheel and the move in the
    /// order they came (the wheel used to pass ahead of the held press).
    @Test("Events that come while a press is held keep their order")
    func heldEventsKeepTheirOrder() {
        var arbiter = ContentDragArbiter(slop: 18)
        let down = TimedInputEvent(timeSeconds: 0.1, event: .pointerDown(Point(x: 150, y: 200)))
        let wheel = TimedInputEvent(timeSeconds: 0.12, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 150, y: 200)))
        let move = TimedInputEvent(timeSeconds: 0.14, event: .pointerMove(Point(x: 150, y: 230)))
        var delivered: [TimedInputEvent] = []
        var caught: [Point] = []
        for event in [down, wheel, move] {
            arbiter.step(event, taker: { _ in .horizontal }) { step in
                switch step {
                case .pass: delivered.append(event)
                case .flush(let events): delivered += events
                case .catchScrolling(let point): caught.append(point)
                default: break
                }
            }
        }
        #expect(caught == [Point(x: 150, y: 200)])        // the press caught the scroll views at once
        #expect(delivered == [down, wheel, move])
    }

    /// Taken horizontally, the held press is the row's: the scroll views let go of the catch,
    /// and a wheel that came meanwhile still reaches them, before the row's drag begins.
    @Test("A press the row takes releases the catch")
    func rowTakesThePress() {
        var arbiter = ContentDragArbiter(slop: 18)
        let events = [TimedInputEvent(timeSeconds: 0.1, event: .pointerDown(Point(x: 150, y: 200))),
                      TimedInputEvent(timeSeconds: 0.12, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 150, y: 200))),
                      TimedInputEvent(timeSeconds: 0.14, event: .pointerMove(Point(x: 120, y: 202)))]
        var steps: [String] = []
        for event in events {
            arbiter.step(event, taker: { _ in .horizontal }) { step in
                switch step {
                case .pass: steps.append("pass")
                case .flush(let held): steps.append("flush \(held.count)")
                case .hold: steps.append("hold")
                case .catchScrolling: steps.append("catch")
                case .releaseScrolling: steps.append("release")
                case .begin: steps.append("begin")
                case .move: steps.append("move")
                case .end: steps.append("end")
                }
            }
        }
        #expect(steps == ["catch", "hold", "hold", "release", "flush 1", "begin"])
    }
}
