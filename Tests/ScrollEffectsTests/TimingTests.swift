import ScrollCore
import ScrollEffects
import Testing

@Suite("Timing curves and animations")
struct TimingTests {
    @Test("Ease-in-out: exact endpoints, the midpoint, symmetry, slow start")
    func easeInOut() {
        let c = UnitCurve.easeInOut
        #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
        #expect(c.value(at: -0.5) == 0 && c.value(at: 2) == 1)          // clamped input
        #expect(close(c.value(at: 0.5), 0.5))
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(close(c.value(at: 1 - x), 1 - c.value(at: x)), "symmetry at \(x)")
        }
        #expect(c.value(at: 0.1) < 0.1 && c.value(at: 0.9) > 0.9)      // eases in and out
    }

    @Test("Ease-in-out matches the Bézier evaluated by hand at t = 1/4")
    func bezierPoint() {
        // Control points (0.42, 0), (0.58, 1). At parameter t = 0.25:
        // x = 3·0.75²·0.25·0.42 + 3·0.75·0.25²·0.58 + 0.25³ = 0.1771875 + 0.0815625 + 0.015625 = 0.274375
        // y = 3·0.75·0.25²·1 + 0.25³ = 0.140625 + 0.015625 = 0.15625
        #expect(close(UnitCurve.easeInOut.value(at: 0.274375), 0.15625, 1e-8))
        // Ease-in, control points (0.42, 0), (1, 1), at t = 0.5:
        // x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.1575 + 0.375 + 0.125 = 0.6575; y = 0.375 + 0.125 = 0.5
        #expect(close(UnitCurve.easeIn.value(at: 0.6575), 0.5, 1e-8))
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
    }

    @Test("A timing-curve animation runs over its duration")
    func curveAnimation() {
        let a = ScrollTransitionAnimation.easeInOut(duration: 0.4)
        #expect(a.progress(afterSeconds: -1) == 0 && a.progress(afterSeconds: 0) == 0)
        #expect(close(a.progress(afterSeconds: 0.2), 0.5))               // symmetric curve, half time
        #expect(a.progress(afterSeconds: 0.4) == 1 && a.progress(afterSeconds: 9) == 1)
        #expect(!a.isFinished(afterSeconds: 0.39) && a.isFinished(afterSeconds: 0.4))
        #expect(ScrollTransitionAnimation.easeInOut() == .easeInOut(duration: 0.35))
    }

    @Test("The default animation is Apple's critically damped spring, response 0.55 s")
    func springAnimation() {
        let a = ScrollTransitionAnimation.default
        // After one response ωt = 2π: 1 − (1 + 2π)·e^(−2π).
        let expected = 1 - (1 + 2 * Double.pi) * 0.001_867_442_731_707_988_8
        #expect(close(a.progress(afterSeconds: 0.55), expected, 1e-12))
        // Monotonic (no overshoot), finished within 1.5 responses ((1 + x)e^−x < 1e-3 at x ≈ 9.23).
        var previous = 0.0
        for i in 1...100 {
            let p = a.progress(afterSeconds: Double(i) * 0.01)
            #expect(p >= previous && p <= 1)
            previous = p
        }
        #expect(!a.isFinished(afterSeconds: 0.55) && a.isFinished(afterSeconds: 1.5 * 0.55))
        #expect(a.progress(afterSeconds: 1.5 * 0.55) == 1)
    }
}
