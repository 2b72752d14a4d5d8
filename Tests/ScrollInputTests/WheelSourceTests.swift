import Testing
import ScrollCore
@testable import ScrollInput

/// Wheel sources (issue 12) and Shift+wheel (issue 15): units, signs, fling or not.
@Suite("Wheel sources and Shift+wheel")
struct WheelSourceTests {
    let normalizer = WheelNormalizer()

    // SDL dy = +1 (rolled away) scrolls toward the start: offset −53; dy = −1 scrolls +53.
    @Test("detents and hi-res fractions are 53 pt a detent, animated; touchpads 10 pt a unit, 1:1",
          arguments: [1.0, -1.0])
    func units(direction: Double) {
        #expect(normalizer.normalize(dx: 0, dy: direction, source: .wheel) == .animated(Vector(dx: 0, dy: -53 * direction)))
        // A hi-res wheel's 1/8 detent (value120 = 15): 53 / 8 = 6.625 pt.
        #expect(normalizer.normalize(dx: 0, dy: 0.125 * direction, source: .wheelHiRes) == .animated(Vector(dx: 0, dy: -6.625 * direction)))
        #expect(normalizer.normalize(dx: 0.35 * direction, dy: 0, source: .touchpad) == .precise(Vector(dx: 3.5 * direction, dy: 0)))
        #expect(normalizer.normalize(dx: 0, dy: direction, source: .osMomentum) == .momentum(Vector(dx: 0, dy: -10 * direction)))
    }

    // Shift+wheel: rolled toward the user (dy −1, which scrolls down) scrolls right (+53 on x);
    // rolled away scrolls left. Touchpads keep their axes; a wheel that already has dx keeps it.
    @Test("Shift turns a vertical wheel into a horizontal one", arguments: [WheelSource.wheel, .wheelHiRes], [1.0, -1.0])
    func shiftSwaps(source: WheelSource, direction: Double) {
        let output = normalizer.normalize(dx: 0, dy: direction, source: source, shift: true)
        #expect(output == .animated(Vector(dx: -53 * direction, dy: 0)))
    }

    @Test("Shift leaves touchpads and horizontal wheels alone")
    func shiftKeepsTouchpads() {
        #expect(normalizer.normalize(dx: 0, dy: 0.5, source: .touchpad, shift: true) == .precise(Vector(dx: 0, dy: -5)))
        #expect(normalizer.normalize(dx: 1, dy: 0, source: .wheel, shift: true) == .animated(Vector(dx: 53, dy: 0)))
    }

    @Test("a trace without a source infers it from precise, as before")
    func inferred() {
        #expect(WheelSource.inferred(precise: true) == .touchpad)
        #expect(WheelSource.inferred(precise: false) == .wheel)
        #expect(normalizer.normalize(dx: 0, dy: 0.5, precise: true) == .precise(Vector(dx: 0, dy: -5)))
    }

    /// A steady stream of 20 events 8 ms apart, 0.6 units each (6 pt, 750 pt/s), then the gap.
    func stream(_ source: WheelSource, dy: Double = -0.6) -> (intents: [TimedScrollIntent], stats: ScrollInputStats) {
        var recognizer = ScrollInputRecognizer()
        var intents: [TimedScrollIntent] = []
        for i in 0..<20 {
            recognizer.handle(TimedInputEvent(timeSeconds: 1 + Double(i) * 0.008,
                                              event: .wheel(dx: 0, dy: dy, precise: source != .wheel, at: .zero, source: source)),
                              into: &intents)
        }
        recognizer.advance(to: 2, into: &intents)
        return (intents, recognizer.stats)
    }

    // 6 pt every 8 ms is 750 pt/s; the degree-2 fit of a straight line is exact.
    @Test("a touchpad stream flings at its speed when it stops")
    func touchpadFlings() throws {
        let ended = stream(.touchpad).intents.compactMap { if case .preciseScrollEnded(let v) = $0.intent { v } else { nil } }
        let velocity = try #require(ended.first)
        #expect(abs(velocity.dy - 750) < 1e-6)
    }

    @Test("OS momentum and hi-res wheels never fling", arguments: [WheelSource.osMomentum, .wheelHiRes, .wheel])
    func othersDoNotFling(source: WheelSource) {
        let result = stream(source, dy: source == .wheel ? -1 : -0.6)
        #expect(result.stats.flings == 0)
        let flings = result.intents.filter { if case .preciseScrollEnded(let v) = $0.intent { v != .zero } else { false } }
        #expect(flings.isEmpty)
    }
}
