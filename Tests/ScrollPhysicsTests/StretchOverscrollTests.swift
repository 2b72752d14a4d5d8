import Foundation
import Testing
import ScrollCore
@testable import ScrollPhysics

/// Android 12's stretch overscroll (AOSP `EdgeEffect`, `TYPE_STRETCH`): displacement and
/// recovery against its formulas.
@Suite("Stretch overscroll (Android 12 EdgeEffect)")
struct StretchOverscrollTests {
    static let viewport: Points = 800
    static let omega = 24.657, zeta = 0.98
    static let damped = omega * (1 - zeta * zeta).squareRoot()

    /// The underdamped spring from x0 (px) and v0 (px/s) after t seconds (AOSP `updateSpring`).
    static func spring(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
        exp(-zeta * omega * t) * (x0 * cos(damped * t) + (zeta * omega * x0 + v0) / damped * sin(damped * t))
    }

    // dampStretchVector(d) = 0.016·d + 0.016·(1 − e^(−d·e/0.33)):
    // d = 1 → 0.016 + 0.016·(1 − e^(−8.2372)) = 0.0319958; d = 0.125 → 0.0122859.
    @Test("the stretch amount follows dampStretchVector")
    func stretchAmount() {
        #expect(abs(StretchOverscroll.stretchAmount(forDistance: 1) - 0.0319958) < 1e-6)
        #expect(abs(StretchOverscroll.stretchAmount(forDistance: 0.125) - 0.0122859) < 1e-6)
        #expect(StretchOverscroll.stretchAmount(forDistance: 0) == 0)
    }

    @Test("pulls add up as fractions of the viewport, clamped at 1", arguments: [StretchOverscroll.Edge.start, .end])
    func pull(edge: StretchOverscroll.Edge) {
        var stretch = StretchOverscroll()
        stretch.pull(by: 60 / Self.viewport, at: edge)
        stretch.pull(by: 40 / Self.viewport, at: edge)
        #expect(stretch.distance == 0.125)
        #expect(stretch.edge == edge)
        #expect(abs(stretch.scale - 1.0122859) < 1e-6)
        stretch.pull(by: 2, at: edge)
        #expect(stretch.distance == 1, "Don't allow stretch beyond 1")
        // A drag back takes the stretch back first: 0.25 of the viewport is used.
        #expect(stretch.relax(by: 0.25) == 0.25)
        #expect(stretch.distance == 0.75)
    }

    // Released from 200 pt (0.25 of 800) at rest: after 0.1 s the spring is at
    // e^(−ζω·0.1)·(200·cos(ω_d·0.1) + ζω·200/ω_d·sin(ω_d·0.1)) = 57.162 pt, the same whether
    // stepped at 10, 60 or 144 fps (the closed form composes exactly).
    @Test("a released stretch recedes on the spring, at any frame rate", arguments: [10.0, 60.0, 144.0])
    func recovery(fps: Double) {
        var stretch = StretchOverscroll()
        stretch.pull(by: 0.25, at: .start)
        stretch.release(at: 0)
        let steps = Int((0.1 * fps).rounded())
        for i in 1...steps { stretch.advance(to: 0.1 * Double(i) / Double(steps), viewportExtent: Self.viewport) }
        #expect(abs(stretch.distance * Self.viewport - Self.spring(200, 0, 0.1)) < 1e-6)
        #expect(abs(Self.spring(200, 0, 0.1) - 57.162) < 0.001)
    }

    // At 60 fps from 200 pt the spring comes within 8 pt heading home, then goes home at
    // 200 pt/s: at rest after 15 frames (0.25 s); a fling of 2000 pt/s absorbed at the edge
    // (26 000 pt/s into the spring) peaks at 393.16 pt = (v₀/ω_d)·e^(−ζω t*)·sin(ω_d t*) with
    // t* = atan(ω_d/(ζω))/ω_d = 40.8 ms, and is home after 19 frames (0.317 s).
    @Test("recovery ends at rest; an absorbed fling peaks where the formula says")
    func restAndAbsorb() {
        var stretch = StretchOverscroll()
        stretch.pull(by: 0.25, at: .end)
        stretch.release(at: 0)
        var frames = 0
        while stretch.isActive, frames < 600 { frames += 1; stretch.advance(to: Double(frames) / 60, viewportExtent: Self.viewport) }
        #expect(frames == 15)
        #expect(stretch.edge == nil && stretch.scale == 1)

        var absorbed = StretchOverscroll()
        absorbed.absorb(speed: 2000, at: .start, time: 0)
        #expect(absorbed.velocity == 26_000)
        let tPeak = atan(Self.damped / (Self.zeta * Self.omega)) / Self.damped
        absorbed.advance(to: tPeak, viewportExtent: Self.viewport)
        #expect(abs(absorbed.distance * Self.viewport - 393.155) < 0.01)
        var frames2 = 0
        var fresh = StretchOverscroll()
        fresh.absorb(speed: 2000, at: .start, time: 0)
        while fresh.isActive, frames2 < 600 { frames2 += 1; fresh.advance(to: Double(frames2) / 60, viewportExtent: Self.viewport) }
        #expect(frames2 == 19)
    }
}
