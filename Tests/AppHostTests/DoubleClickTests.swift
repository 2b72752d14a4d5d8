import AppHost
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing

// A double click reaches `onTapGesture(count: 2)` from SDL's button event: its `clicks` (SDL's
// count of a quick run, with the system's double-click time) rides on `pointerDown`
// (BackNavigationTests.clickModifiers) through the trace and the pipeline to the view. Apple: "The number of taps or clicks required to trigger
// the action" (https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)).

@MainActor
private final class Clicks { var events: [String] = [] }

private struct Square: View {
    let clicks: Clicks
    var body: some View {
        Color.red
            .onTapGesture(count: 2) { clicks.events.append("double") }
            .onTapGesture { clicks.events.append("single") }
    }
}

@MainActor
@Suite("Double clicks")
struct DoubleClickTests {
    @Test("A down's clicks parse, default to 1 and round-trip")
    func traceClicks() throws {
        let events = try InputTrace.parse(#"{"t": 1, "type": "down", "x": 5, "y": 6, "clicks": 2}"#)
        #expect(events.map(\.event) == [.pointerDown(Point(x: 5, y: 6), clicks: 2)])
        #expect(InputTrace.line(for: events[0]).contains(#""clicks":2"#))
        #expect(try InputTrace.parse(InputTrace.line(for: events[0])) == events)
        #expect(!InputTrace.line(for: TimedInputEvent(timeSeconds: 1, event: .pointerDown(.zero))).contains("clicks"))
        #expect(throws: (any Error).self) { try InputTrace.parse(#"{"t": 1, "type": "down", "x": 5, "y": 6, "clicks": 0}"#) }
    }

    /// Two clicks 0.2 s apart, the second SDL's second of the run, through the pipeline at 60 fps.
    @Test("A double click through the pipeline runs single, then double")
    func pipelineDoubleClick() {
        let clicks = Clicks()
        let pipeline = hostedPipeline(Square(clicks: clicks), size: Size(width: 200, height: 200)).pipeline
        let p = Point(x: 100, y: 100)
        let events = [
            TimedInputEvent(timeSeconds: 0.10, event: .pointerDown(p, clicks: 1)),
            TimedInputEvent(timeSeconds: 0.15, event: .pointerUp(p)),
            TimedInputEvent(timeSeconds: 0.30, event: .pointerDown(p, clicks: 2)),
            TimedInputEvent(timeSeconds: 0.35, event: .pointerUp(p)),
        ]
        run(pipeline, events, from: 1, frames: 40)
        #expect(clicks.events == ["single", "double"])
    }
}
