import Testing
import ScrollCore
@testable import ScrollInput

/// ±1 pt jitter, deterministic: a fixed pattern of mixed signs and sizes (no RNG).
private let jitterPattern: [Double] = [1, -1, 0.5, -0.5, 0, 1, -1, 0.25, -0.75, 0.5]

/// Feeds a vertical pointer path `y(t)` sampled every `intervalSeconds` up to `durationSeconds`.
private func tracker(path: (Seconds) -> Points, intervalSeconds: Seconds = 1.0 / 125, durationSeconds: Seconds = 0.2, jitter: Bool = true) -> VelocityTracker {
    var tracker = VelocityTracker()
    var i = 0
    while Double(i) * intervalSeconds <= durationSeconds + 1e-9 {
        let t = Double(i) * intervalSeconds
        let noise = jitter ? jitterPattern[i % jitterPattern.count] : 0
        tracker.addSample(timeSeconds: t, position: Point(x: 100, y: path(t) + noise))
        i += 1
    }
    return tracker
}

@Suite("VelocityTracker (Flutter LSQ degree 2, 20 samples, 100 ms)")
struct VelocityTrackerTests {
    @Test("exact for a noiseless constant drag", arguments: [300.0, 1500.0, 4000.0])
    func constantExact(speed: PointsPerSecond) {
        let t = tracker(path: { speed * $0 }, jitter: false)
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - speed) < 1e-6 * speed)
        #expect(abs(v.dx) < 1e-6)
    }

    // A constant drag with ±1 pt jitter sampled at 125 Hz: 13 samples fall in the 100 ms horizon.
    // The degree-2 slope at the newest sample amplifies noise (~10 pt/s per pt of jitter over a
    // 0.1 s window), so speeds from 1000 pt/s up stay within 5 %.
    @Test("constant drag with ±1 pt jitter within 5 %", arguments: [1000.0, 2000.0, 5000.0])
    func constantWithJitter(speed: PointsPerSecond) {
        let t = tracker(path: { speed * $0 })
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - speed) <= 0.05 * speed, "estimated \(v.dy) for \(speed)")
    }

    // Decelerating drag y(t) = v₀·t − a·t²/2, released at t = 0.2 s: true velocity v₀ − a·0.2.
    // A quadratic is exactly representable by the degree-2 fit, so only the jitter errs.
    @Test("decelerating drag with ±1 pt jitter within 5 %", arguments: [(3000.0, 6000.0), (2000.0, 4000.0), (6000.0, 10000.0)])
    func decelerating(v0: PointsPerSecond, deceleration: Double) {
        let t = tracker(path: { v0 * $0 - deceleration * $0 * $0 / 2 })
        let expected = v0 - deceleration * 0.2
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - expected) <= 0.05 * expected, "estimated \(v.dy), expected \(expected)")
    }

    // Flutter `_assumePointerMoveStoppedMilliseconds = 40`: a pointer still for 40 ms has stopped.
    @Test("a pause of 40 ms or more before release gives 0", arguments: [0.040, 0.041, 0.2, 5.0])
    func pauseGivesZero(pauseSeconds: Seconds) {
        let t = tracker(path: { 2000 * $0 })
        #expect(t.velocity(atSeconds: 0.2 + pauseSeconds) == .zero)
    }

    @Test func shortPauseStillMoving() {
        let t = tracker(path: { 2000 * $0 })
        #expect(t.velocity(atSeconds: 0.2 + 0.039).dy > 1900)
    }

    // A gap > 40 ms between samples ends the window: samples before it are ignored.
    @Test func gapEndsWindow() {
        var t = VelocityTracker()
        for i in 0..<10 { t.addSample(timeSeconds: Double(i) * 0.008, position: Point(x: 0, y: Double(i) * 100)) }  // fast
        let restart = 0.072 + 0.050
        for i in 0..<5 { t.addSample(timeSeconds: restart + Double(i) * 0.008, position: Point(x: 0, y: 1000 + Double(i) * 4)) }  // 500 pt/s
        let v = t.velocity(atSeconds: restart + 0.032)
        #expect(abs(v.dy - 500) < 1)
    }

    @Test("fewer than 3 samples give 0") func tooFewSamples() {
        var t = VelocityTracker()
        t.addSample(timeSeconds: 0, position: .zero)
        t.addSample(timeSeconds: 0.01, position: Point(x: 0, y: 10))
        #expect(t.velocity(atSeconds: 0.01) == .zero)
    }

    @Test("same-time samples and NaN samples do not produce NaN") func degenerate() {
        var t = VelocityTracker()
        for _ in 0..<5 { t.addSample(timeSeconds: 1, position: Point(x: 0, y: 10)) }
        t.addSample(timeSeconds: .nan, position: .zero)
        t.addSample(timeSeconds: 1, position: Point(x: .nan, y: 0))
        #expect(t.velocity(atSeconds: 1) == .zero)
        #expect(t.sampleCount == 5)
    }

    // Only the newest 20 samples are kept (Flutter `_historySize = 20`).
    @Test func ringKeepsTwenty() {
        var t = VelocityTracker()
        for i in 0..<50 { t.addSample(timeSeconds: Double(i) * 0.001, position: Point(x: 0, y: Double(i))) }
        #expect(t.sampleCount == 20)
        #expect(abs(t.velocity(atSeconds: 0.049).dy - 1000) < 1e-6)
    }
}
