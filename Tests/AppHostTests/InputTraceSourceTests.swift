import AppHost
import ScrollCore
import ScrollInput
import Testing

/// Trace wheel lines carry the device class and Shift (issue 12 item 4, issue 15 item 1).
@Suite("Trace wheel sources")
struct InputTraceSourceTests {
    @Test("source and shift survive a write and a read", arguments: WheelSource.allCases)
    func roundTrip(source: WheelSource) throws {
        let event = TimedInputEvent(timeSeconds: 0.125, event: .wheel(dx: 0, dy: -0.375, precise: source != .wheel,
                                                                       at: Point(x: 10, y: 20), shift: true, source: source))
        let line = InputTrace.line(for: event)
        #expect(line.contains("\"source\":\"\(source.rawValue)\""))
        #expect(try InputTrace.parse(line) == [event])
    }

    @Test("a line without a source reads as before (no source, precise as written)")
    func legacy() throws {
        let events = try InputTrace.parse(#"{"t": 16, "type": "wheel", "dx": 0, "dy": -0.35, "precise": true}"#)
        #expect(events == [TimedInputEvent(timeSeconds: 0.016, event: .wheel(dx: 0, dy: -0.35, precise: true, at: .zero))])
    }

    @Test("an unknown source is a one-line error naming the choices")
    func unknownSource() {
        #expect(throws: LazyScrollError.self) { try InputTrace.parse(#"{"t": 0, "type": "wheel", "dy": 1, "source": "trackball"}"#) }
        do { _ = try InputTrace.parse(#"{"t": 0, "type": "wheel", "dy": 1, "source": "trackball"}"#, name: "x.jsonl") } catch {
            #expect("\(error)".contains("x.jsonl:1: unknown wheel source \"trackball\" (expected one of wheel, wheel-hires, touchpad, os-momentum)"))
        }
    }
}
