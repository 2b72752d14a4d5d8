import Foundation
import Testing
@testable import LazyScrollViews

// Springs as Apple's `Spring` defines them
// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)): duration is
// the perceptual duration (ω₀ = 2π / duration), bounce 0 is critically damped, positive values
// bounce ("up to a maximum of 1.0"), damping ratio ζ = 1 − bounce. Apple's own example on
// https://developer.apple.com/documentation/swiftui/spring: Spring(duration: 0.5, bounce: 0.3)
// has (mass, stiffness, damping) = (1.0, 157.9, 17.6); Spring(mass: 1, stiffness: 100,
// damping: 10) has (duration, bounce) = (0.63, 0.5).

@Suite struct SpringAnimationTests {
    @Test func applesExampleSpringHasApplesStiffnessAndDamping() {
        let spring = Animation.spring(duration: 0.5, bounce: 0.3)
        // stiffness = ω₀² = (2π / 0.5)² = 157.91; damping = 2ζω₀ = 2 · 0.7 · 12.566 = 17.59.
        #expect(abs(spring.omega * spring.omega - 157.9) < 0.05)
        #expect(abs(2 * spring.dampingRatio * spring.omega - 17.6) < 0.05)
        // interpolatingSpring(stiffness: 100, damping: 10): duration 2π / 10 = 0.628, bounce 1 − 10 / 20 = 0.5.
        let other = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        #expect(abs(other.durationSeconds - 0.63) < 0.005)
        #expect(abs(other.bounce - 0.5) < 1e-12)
    }

    /// The presets: `.smooth` bounce 0, `.snappy` 0.15, `.bouncy` 0.3, all 0.5 s
    /// (https://developer.apple.com/documentation/swiftui/animation/snappy(duration:extrabounce:),
    /// …/bouncy(duration:extrabounce:), …/smooth(duration:extrabounce:)); `extraBounce` adds.
    @Test(arguments: [(Animation.smooth, 0.0), (Animation.snappy, 0.15), (Animation.bouncy, 0.3),
                      (Animation.bouncy(duration: 0.8, extraBounce: 0.1), 0.4), (Animation.snappy(extraBounce: -0.15), 0.0)])
    func presetsHaveApplesBounce(animation: Animation, bounce: Double) {
        #expect(abs(animation.bounce - bounce) < 1e-12)
        #expect(animation.curve == .spring)
        #expect(Animation.bouncy != Animation.smooth)
    }

    /// `.bouncy` overshoots: ζ = 0.7, ω₀ = 4π, ω_d = ω₀√(1 − 0.49) = 8.9741 rad/s; the first
    /// peak is at t = π/ω_d = 0.35007 s, 1 + e^(−ζπ/√(1 − ζ²)) = 1 + e^(−3.0794) = 1.045988.
    @Test func bouncyOvershootsByApplesFormula() {
        let bouncy = Animation.bouncy
        let wd = 4 * Double.pi * (1 - 0.49).squareRoot()
        let peak = bouncy.sample(elapsed: Double.pi / wd)
        #expect(abs(Double.pi / wd - 0.35007) < 1e-5)
        #expect(abs(peak.progress - 1.045988) < 1e-6)
        #expect(!peak.isFinished)
        // A little before and after, less: it is the maximum.
        #expect(bouncy.sample(elapsed: Double.pi / wd - 0.01).progress < peak.progress)
        #expect(bouncy.sample(elapsed: Double.pi / wd + 0.01).progress < peak.progress)
        // `.smooth` (critically damped) never passes 1.
        let smooth = stride(from: 0.0, through: 2, by: 1.0 / 120).map { Animation.smooth.sample(elapsed: $0).progress }
        #expect(smooth.allSatisfy { $0 <= 1 })
    }

    /// Critically damped: x(t) = 1 − (1 + ω₀t)e^(−ω₀t); within 0.1 % once ω₀t = 9.2334 (the root
    /// of (1 + x)e^(−x) = 0.001), so a 0.5 s spring settles at 9.2334 / 4π = 0.73477 s.
    @Test func criticallyDampedSettlingDuration() {
        #expect(abs(Animation.smooth.settlingDuration - 0.73477) < 1e-4)
        #expect(abs(Animation.smooth.sample(elapsed: 0.25).progress - (1 - (1 + Double.pi) * exp(-Double.pi))) < 1e-12)
        #expect(Animation.smooth.sample(elapsed: 0.73).isFinished == false)
        #expect(Animation.smooth.sample(elapsed: 0.74) == (1, true))
        // Under-damped: the envelope e^(−ζω₀t)/√(1 − ζ²) reaches 0.001 at ln(1000 · √0.51⁻¹)/(0.7 · 4π) = 0.82358 s.
        #expect(abs(Animation.bouncy.settlingDuration - log(1000 / 0.51.squareRoot()) / (0.7 * 4 * .pi)) < 1e-12)
    }

    /// `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`
    /// (https://developer.apple.com/documentation/swiftui/animation/repeatcount(_:autoreverses:)),
    /// on a linear second: progress = elapsed.
    @Test(arguments: [
        // delay 0.5: nothing until 0.5 s, then a linear second.
        (Animation.linear(duration: 1).delay(0.5), 0.4, 0.0, false),
        (Animation.linear(duration: 1).delay(0.5), 1.0, 0.5, false),
        // speed 2: the second takes half a second.
        (Animation.linear(duration: 1).speed(2), 0.25, 0.5, false),
        (Animation.linear(duration: 1).speed(2), 0.5, 1.0, true),
        // three plays, autoreversed: forward, back, forward; then the new value.
        (Animation.linear(duration: 1).repeatCount(3, autoreverses: true), 0.25, 0.25, false),
        (Animation.linear(duration: 1).repeatCount(3, autoreverses: true), 1.25, 0.75, false),
        (Animation.linear(duration: 1).repeatCount(3, autoreverses: true), 2.5, 0.5, false),
        (Animation.linear(duration: 1).repeatCount(3, autoreverses: true), 3.0, 1.0, true),
        (Animation.linear(duration: 1).repeatCount(2, autoreverses: false), 1.25, 0.25, false),
        // forever: still going after a thousand plays.
        (Animation.linear(duration: 1).repeatForever(autoreverses: true), 1000.25, 0.25, false),
        (Animation.linear(duration: 1).repeatForever(autoreverses: true), 1001.25, 0.75, false),
    ])
    func modifiers(animation: Animation, elapsed: Double, progress: Double, finished: Bool) {
        let sample = animation.sample(elapsed: elapsed)
        #expect(abs(sample.progress - progress) < 1e-9)
        #expect(sample.isFinished == finished)
    }

    /// The legacy fraction form runs over one play: a spring is exactly 1 at its end.
    @Test func progressFractionEndsAtOne() {
        #expect(Animation.bouncy.progress(1) == 1)
        #expect(abs(Animation.bouncy.progress(0.5) - Animation.bouncy.springValue(at: 0.5 * Animation.bouncy.settlingDuration)) < 1e-15)
    }
}
