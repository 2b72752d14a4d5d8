import Foundation
import Testing
import ScrollCore
@testable import ScrollInput

/// Precise streams where the OS already animates the fling (a decaying tail of deltas after the
/// fingers lift) must not get a second fling from us; streams a finger drives to the end must.
@Suite("Precise streams: the OS's own momentum tail")
struct MomentumTailTests {
    static let dt = 1.0 / 120

    /// SDL wheel events for offset deltas `deltas` (pt), one per 1/120 s from t = 1 s. SDL units
    /// are offset pt ÷ 10 with the sign flipped (``WheelNormalizer``).
    static func events(_ deltas: [Points]) -> (events: [TimedInputEvent], last: Seconds) {
        let events = deltas.enumerated().map { i, delta in
            TimedInputEvent(timeSeconds: 1 + Double(i) * dt, event: .wheel(dx: 0, dy: -delta / 10, precise: true, at: .zero))
        }
        return (events, events.last!.timeSeconds)
    }

    static func run(_ deltas: [Points]) -> (end: ScrollIntent?, recognizer: ScrollInputRecognizer, total: Points) {
        let (events, last) = events(deltas)
        var recognizer = ScrollInputRecognizer()
        var out: [TimedScrollIntent] = []
        for event in events { recognizer.handle(event, into: &out) }
        recognizer.advance(to: last + 1, into: &out)
        let total = out.reduce(0.0) { sum, timed in
            if case .preciseScroll(let d) = timed.intent { return sum + d.dy }
            return sum
        }
        return (out.last?.intent, recognizer, total)
    }

    // Fingers at 1500 pt/s (12.5 pt per 1/120 s) for 24 events, then the OS's tail: each delta
    // 0.95 of the one before for 60 events (12.5·0.95^60 ≈ 0.58 pt at the end). The content follows
    // every delta 1:1 — the tail *is* the fling — and the stream ends at rest.
    @Test func decayingTailEndsAtRest() throws {
        let finger = Array(repeating: 12.5, count: 24)
        let tail = (1...60).map { 12.5 * pow(0.95, Double($0)) }
        let (end, recognizer, total) = Self.run(finger + tail)
        #expect(end == .preciseScrollEnded(velocity: .zero))
        #expect(recognizer.stats.momentumTailsDetected == 1)
        #expect(recognizer.stats.flings == 0)
        // Σ = 24·12.5 + 12.5·Σ_{k=1}^{60} 0.95^k = 300 + 12.5·0.95·(1 − 0.95^60)/0.05 ≈ 300 + 226.6.
        let expected = 300 + 12.5 * 0.95 * (1 - pow(0.95, 60)) / 0.05
        #expect(abs(total - expected) < 1e-6)
    }

    // Whole-pixel tails (some drivers round): 3, 3, 2, 2, 2, 1, 1, 1, 1, 1 — never growing, ratio
    // 1/3 ≤ 0.8 — are tails too.
    @Test func quantizedTailEndsAtRest() {
        let (end, recognizer, _) = Self.run(Array(repeating: 12.0, count: 20) + [8, 6, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1])
        #expect(end == .preciseScrollEnded(velocity: .zero))
        #expect(recognizer.stats.momentumTailsDetected == 1)
    }

    // A finger held at 1500 pt/s to the end (equal deltas: ratio 1 > 0.8) flings at ≈1500 pt/s.
    @Test func steadyFingerFlings() throws {
        let (end, recognizer, _) = Self.run(Array(repeating: 12.5, count: 36))
        guard case .preciseScrollEnded(let v)? = end else { Issue.record("no end"); return }
        #expect(abs(v.dy - 1500) <= 0.10 * 1500)
        #expect(recognizer.stats.momentumTailsDetected == 0)
        #expect(recognizer.stats.flings == 1)
    }

    // A finger that slows down while jittering (12.5, 12.0, 12.3, 11.6, 11.9, …: sizes go up
    // and down) is not a tail, even though it decays overall; it flings with what is left.
    @Test func jitteryDecelerationFlings() throws {
        let deltas: [Points] = (0..<36).map { (i: Int) -> Points in
            let jitter: Points = i % 2 == 0 ? 0.3 : -0.3
            return 12.5 - Double(i) * 0.1 + jitter
        }
        let (end, recognizer, _) = Self.run(deltas)
        guard case .preciseScrollEnded(let v)? = end else { Issue.record("no end"); return }
        // The last deltas are ≈ 9 pt per 1/120 s ≈ 1080 pt/s.
        #expect(v.dy > 800)
        #expect(recognizer.stats.momentumTailsDetected == 0)
    }

    // Direction changes inside the window break a tail (a finger reversing).
    @Test func reversalIsNotATail() {
        var stream = PreciseScrollStream()
        for (i, d) in [10.0, 9, 8, -7, 6, 5, 4, 3, 2, 1].enumerated() {
            stream.add(delta: Vector(dx: 0, dy: d), timeSeconds: Double(i) * Self.dt)
        }
        #expect(!stream.endsInMomentumTail)
    }

    // Too few events to judge (a 5-event flick) is never a tail; nor with the check disabled.
    @Test func shortStreamsAndDisabledCheck() {
        var stream = PreciseScrollStream()
        for (i, d) in [10.0, 8, 6, 4, 2].enumerated() { stream.add(delta: Vector(dx: 0, dy: d), timeSeconds: Double(i) * Self.dt) }
        #expect(!stream.endsInMomentumTail)
        var configuration = ScrollInputConfiguration()
        configuration.momentumTailMinimumEvents = 0
        var disabled = PreciseScrollStream(configuration: configuration)
        for i in 0..<30 { disabled.add(delta: Vector(dx: 0, dy: 30 * pow(0.9, Double(i))), timeSeconds: Double(i) * Self.dt) }
        #expect(!disabled.endsInMomentumTail)
    }
}
