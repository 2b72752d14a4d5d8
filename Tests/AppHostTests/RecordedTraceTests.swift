import AppHost
import DisplayList
import Foundation
import HostTestSupport
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics
import Testing

/// The two recorded-style traces in `Tests/Traces/` (issue 12 item 4), replayed through the
/// pipeline on virtual frames: a touchpad flick flings, a free-spinning wheel glides and does not.
///
/// Where their numbers come from:
/// - `touchpad-flick.jsonl`: libinput's finger scrolling on Wayland. libinput reports finger
///   scroll "in relative scroll units … a scroll value of 1 represents the equivalent relative
///   motion of 1" (libinput `libinput_event_pointer_get_scroll_value`), so deltas are logical
///   pixels; Wayland carries them as `wl_fixed_t` (1/256 px), and SDL 2.26 divides by
///   `WAYLAND_WHEEL_AXIS_UNIT` (10) into a `float` `preciseY` — the trace holds those float values.
///   12 deltas, one per 8 ms touchpad frame (a 125 Hz report rate, ours), fingers speeding up to
///   21.6 px a frame (2.7 px/ms) and lifting. libinput ends the sequence with a 0/0 scroll event
///   ("libinput guarantees that a scroll sequence is terminated with a scroll value of 0"); SDL2
///   drops it, so the trace ends on the last delta and the stream's end is the 50 ms gap.
/// - `free-spinning-wheel.jsonl`: a high-resolution wheel spun free on Wayland. The kernel's
///   `REL_WHEEL_HI_RES` and libinput's `value120` give "120 [as] one detent … fractions of 120"
///   (Linux commit "Input: add REL_WHEEL_HI_RES"; libinput wheel API: high-resolution events "are
///   often 4 or 8 times more frequent than wheel clicks"); an 8-step wheel sends 15 a step, which
///   SDL reports as 15/120 = 0.125. 148 steps, 4 ms apart at first and 1 ms further apart every 4
///   steps as the wheel slows, the last 40 ms apart (ours).
@Suite("Recorded-style traces: touchpad flick and free-spinning wheel")
@MainActor
struct RecordedTraceTests {
    static let size = Size(width: 1000, height: 700)
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces")

    func replay(_ name: String, preset: PhysicsPreset, frames: Int = 600) throws -> (ScrollPipeline, [TimedInputEvent]) {
        let events = try InputTrace.load(path: Self.traces.appendingPathComponent(name).path)
        let scene = SceneCatalog.make("colors", repeatCount: 40, viewport: Self.size, measurer: FixedAdvanceTextMeasurer())!
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size, preset: preset)
        run(pipeline, events, from: 0, frames: frames)
        return (pipeline, events)
    }

    // The content follows the fingers 1:1 (10 pt per SDL unit): Σ px = 164.445 pt (the float32
    // deltas lose < 0.001 pt). The stream then flings with the tracker's velocity of the
    // cumulative offset at the last delta: the degree-2 fit over all 12 deltas (88 ms, inside
    // Flutter's 100 ms horizon) sees fingers still speeding up and reports 3361.3 pt/s, more than
    // the last frame's 21.6 px / 8 ms = 2.7 pt/ms, as Flutter's tracker would. The fling travels
    // what the preset predicts for that velocity: iOS 1679.0 pt (≈ v·0.998/0.002/1000 = 1677.3,
    // the continuous projection), Android 1594.6 pt.
    @Test("the touchpad flick follows the fingers, then flings as far as the preset predicts",
          arguments: [PhysicsPreset.ios, .android])
    func touchpadFlick(preset: PhysicsPreset) throws {
        let (pipeline, events) = try replay("touchpad-flick.jsonl", preset: preset)
        var tracker = VelocityTracker()
        var followed = 0.0
        for event in events {
            guard case .wheel(_, let dy, _, _, _, .touchpad?) = event.event else { Issue.record("not a touchpad event"); return }
            followed += -dy * 10
            tracker.addSample(timeSeconds: event.timeSeconds, position: Point(x: 0, y: followed))
        }
        #expect(abs(followed - 164.4453125) < 0.001)
        let velocity = tracker.velocity(atSeconds: events.last!.timeSeconds).dy
        #expect(abs(velocity - 3361.3) < 0.05, "release velocity \(velocity)")
        let fling = FlingReport(preset: preset, velocity: velocity).distance
        #expect(abs(fling - (preset == .ios ? 1679.0 : 1594.6)) < 0.05, "fling \(fling)")
        #expect(pipeline.recognizer.stats.flings == 1)
        #expect(abs(pipeline.position.offset - (followed + fling)) < 0.5,
                "offset \(pipeline.position.offset), expected \(followed) + \(fling)")
    }

    // 148 steps × 0.125 detent × 53 pt = 980.5 pt, exactly, and no fling: a wheel never flings,
    // however fast it spins.
    @Test("the free-spinning wheel glides 53 pt a detent and never flings", arguments: [PhysicsPreset.ios, .android])
    func freeSpinningWheel(preset: PhysicsPreset) throws {
        let (pipeline, events) = try replay("free-spinning-wheel.jsonl", preset: preset)
        #expect(events.count == 148)
        #expect(pipeline.recognizer.stats.flings == 0)
        #expect(pipeline.recognizer.stats.wheelDetentEvents == 148)
        #expect(abs(pipeline.position.offset - 980.5) < 1e-6)
        #expect(pipeline.position.activity == .idle)
    }
}
