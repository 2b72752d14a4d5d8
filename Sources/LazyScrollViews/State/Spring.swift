import Foundation

/// A damped spring, as a value you can sample — SwiftUI's `Spring` (iOS 17,
/// https://developer.apple.com/documentation/swiftui/spring): "A representation of a spring's
/// motion". `SpringKeyframe(_:duration:spring:startVelocity:)` takes one; `Animation.spring(_:)`
/// animates with one.
///
/// The model is the one `Animation`'s springs use (Documentation/Animation.md): mass m,
/// ω₀ = 2π / ``duration`` (stiffness m·ω₀²), damping ratio ζ = 1 − ``bounce`` (1 / (1 + bounce)
/// when the bounce is negative). From a displacement e₀ = from − target and a velocity v₀ the
/// value is `target + e₀·P(t) + v₀·Q(t)`:
/// - ζ < 1: P = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), Q = e^(−ζω₀t) sin(ω_d t)/ω_d,
///   ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: P = (1 + ω₀t)e^(−ω₀t), Q = t·e^(−ω₀t);
/// - ζ > 1: with r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), P = (r₁e^(r₂t) − r₂e^(r₁t))/(r₁ − r₂),
///   Q = (e^(r₁t) − e^(r₂t))/(r₁ − r₂).
public struct Spring: Hashable, Sendable {
    /// The perceptual duration, "which defines the pace of the spring": 2π / ω₀.
    public var duration: Double
    /// The damping ratio ζ: 1 critically damped, below 1 it overshoots, above 1 it creeps.
    public var dampingRatio: Double
    /// The mass (1 unless given to `init(mass:stiffness:damping:allowOverDamping:)`).
    public var mass: Double = 1

    /// A spring of perceptual `duration` and `bounce` (0 no bounce, towards 1 more; negative:
    /// over-damped) — SwiftUI's `init(duration:bounce:)`
    /// (https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = max(duration, 1e-3)
        let bounce = min(max(bounce, -0.99), 1)
        self.dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
    /// SwiftUI's `init(response:dampingRatio:)`: `response` is the perceptual duration.
    public init(response: Double, dampingRatio: Double) {
        self.duration = max(response, 1e-3)
        self.dampingRatio = max(dampingRatio, 0)
    }
    /// SwiftUI's `init(mass:stiffness:damping:allowOverDamping:)`: ω₀ = √(stiffness / mass),
    /// ζ = damping / (2√(stiffness · mass)), kept ≤ 1 unless `allowOverDamping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        self.mass = m
        self.duration = 2 * .pi / (k / m).squareRoot()
        let ratio = max(damping, 0) / (2 * (k * m).squareRoot())
        self.dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
    }

    /// "A smooth spring with a predefined duration and no bounce" (0.5 s).
    public static let smooth = Spring.smooth()
    /// "A spring with a predefined duration and small amount of bounce that feels more
    /// snappy" (0.5 s, bounce 0.15).
    public static let snappy = Spring.snappy()
    /// "A spring with a predefined duration and higher amount of bounce" (0.5 s, bounce 0.3).
    public static let bouncy = Spring.bouncy()
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// How bouncy it is: 1 − ζ, or 1/ζ − 1 when over-damped.
    public var bounce: Double { Animation.bounce(dampingRatio: dampingRatio) }
    /// The perceptual duration, under the name of `init(response:dampingRatio:)`.
    public var response: Double { duration }
    /// m·ω₀²: Apple's `Spring(duration: 0.5, bounce: 0.3)` has 157.9.
    public var stiffness: Double { mass * omega * omega }
    /// 2ζω₀m: 17.6 for `Spring(duration: 0.5, bounce: 0.3)`.
    public var damping: Double { 2 * zeta * omega * mass }
    /// "The estimated duration required for the spring system to be considered at rest": within
    /// 0.1 % of the change, from rest — the same as `Animation.spring`'s (`settlingDuration`).
    public var settlingDuration: Double { animation.settlingDuration }

    /// The `Animation` of this spring (`Animation.spring(_:blendDuration:)`).
    var animation: Animation {
        var animation = Animation(durationSeconds: duration, curve: .spring)
        animation.bounce = min(max(bounce, -0.99), 1)
        return animation
    }

    // MARK: Sampling

    /// ω₀.
    var omega: Double { 2 * .pi / duration }
    /// ζ, kept ≥ 0.01 (as `Animation`'s) so that a bounce of 1 still settles.
    var zeta: Double { max(dampingRatio, 0.01) }

    /// P(t), Q(t) and their derivatives: the response to a unit displacement and to a unit
    /// velocity (see the type's note).
    func responses(at t: Double) -> (p: Double, q: Double, dp: Double, dq: Double) {
        let w = omega, z = zeta
        if z < 1 - 1e-9 {
            let wd = w * (1 - z * z).squareRoot(), a = z * w
            let decay = exp(-a * t), c = cos(wd * t), s = sin(wd * t)
            return (decay * (c + a / wd * s), decay * s / wd, -w * w * decay * s / wd, decay * (c - a / wd * s))
        }
        if z <= 1 + 1e-9 {
            let decay = exp(-w * t)
            return ((1 + w * t) * decay, t * decay, -w * w * t * decay, (1 - w * t) * decay)
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r1 - r2
        return ((r1 * e2 - r2 * e1) / d, (e1 - e2) / d, r1 * r2 * (e2 - e1) / d, (r1 * e1 - r2 * e2) / d)
    }

    /// The value `time` seconds after a spring at 0 started towards `target` with
    /// `initialVelocity` — SwiftUI's `value(target:initialVelocity:time:)`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = responses(at: max(time, 0))
        return target - target.scaled(by: r.p) + initialVelocity.scaled(by: r.q)
    }
    /// The velocity at that moment — SwiftUI's `velocity(target:initialVelocity:time:)`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = responses(at: max(time, 0))
        return initialVelocity.scaled(by: r.dq) - target.scaled(by: r.dp)
    }
    /// The value `time` seconds after the spring left `fromValue` for `toValue` with
    /// `initialVelocity` (in the value's units per second) — SwiftUI's
    /// `value(fromValue:toValue:initialVelocity:time:)`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = toValue
        result.animatableData = Self.motion(self, from: fromValue.animatableData, to: toValue.animatableData,
                                            velocity: initialVelocity.animatableData, at: time).value
        return result
    }
    /// The velocity at that moment — SwiftUI's `velocity(fromValue:toValue:initialVelocity:time:)`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = toValue
        result.animatableData = Self.motion(self, from: fromValue.animatableData, to: toValue.animatableData,
                                            velocity: initialVelocity.animatableData, at: time).velocity
        return result
    }

    /// Position and velocity of a spring from `from` (moving at `velocity`) towards `to`.
    static func motion<D: VectorArithmetic>(_ spring: Spring, from: D, to: D, velocity: D, at time: Double) -> (value: D, velocity: D) {
        let r = spring.responses(at: max(time, 0))
        let displacement = from - to
        return (to + displacement.scaled(by: r.p) + velocity.scaled(by: r.q),
                displacement.scaled(by: r.dp) + velocity.scaled(by: r.dq))
    }
}

extension Animation {
    /// Animates with `spring` — SwiftUI's `spring(_:blendDuration:)`
    /// (https://developer.apple.com/documentation/swiftui/animation/spring(_:blendduration:)).
    /// `blendDuration` is not used (see `spring(duration:bounce:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        spring.animation
    }
    /// SwiftUI's `interpolatingSpring(_:initialVelocity:)`: `spring`, starting at
    /// `initialVelocity` (in units of the whole change per second).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        var animation = spring.animation
        animation.initialVelocity = initialVelocity
        return animation
    }
}
