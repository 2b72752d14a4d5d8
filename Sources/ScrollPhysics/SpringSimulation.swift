import Foundation
import ScrollCore

/// A damped spring's constants, after Flutter's `SpringDescription`
/// (`packages/flutter/lib/src/physics/spring_simulation.dart`). Unitless in Flutter; here mass is
/// per point, stiffness in 1/s² per unit mass, damping in 1/s per unit mass, so the motion is in
/// points and seconds.
public struct SpringDescription: Sendable, Hashable, CustomStringConvertible {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Damping from a ratio: `c = ratio · 2·√(m·k)` (1 = critically damped), Flutter's
    /// `SpringDescription.withDampingRatio`.
    public static func withDampingRatio(mass: Double, stiffness: Double, ratio: Double = 1) -> SpringDescription {
        SpringDescription(mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
    }

    /// Flutter `BouncingScrollPhysics.spring` (normal): `withDampingRatio(mass: 0.5, stiffness:
    /// 100.0, ratio: 1.1)` — slightly over-damped, `c ≈ 15.556`.
    public static let bouncing = SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100, ratio: 1.1)
    /// Flutter `BouncingScrollPhysics.spring` with `ScrollDecelerationRate.fast`:
    /// `withDampingRatio(mass: 0.3, stiffness: 75.0, ratio: 1.3)`.
    public static let bouncingFast = SpringDescription.withDampingRatio(mass: 0.3, stiffness: 75, ratio: 1.3)

    public var description: String { "spring(m \(mass.shortDescription), k \(stiffness.shortDescription), c \(damping.shortDescription))" }

    /// `c² − 4mk`: zero for critical damping, positive over-damped, negative under-damped.
    var discriminant: Double { damping * damping - 4 * mass * stiffness }
}

/// How a spring moves toward its end: Flutter's `SpringType`.
public enum SpringType: String, Sendable, Hashable {
    case criticallyDamped, underDamped, overDamped
}

/// A spring from `start` toward `end` with an initial velocity, in closed form: Flutter's
/// `SpringSimulation` / `ScrollSpringSimulation` with its three `_SpringSolution`s.
///
/// With `x` the displacement from `end`, `m·x'' + c·x' + k·x = 0`:
/// - critically damped (`c² = 4mk`): `x = (c₁ + c₂t)·eʳᵗ`, `r = −c/2m`, `c₁ = x₀`, `c₂ = v₀ − r·x₀`;
/// - over-damped (`c² > 4mk`): `x = c₁·e^{r₁t} + c₂·e^{r₂t}`, `r₁,₂ = (−c ∓ √(c² − 4mk))/2m`,
///   `c₂ = (v₀ − r₁x₀)/(r₂ − r₁)`, `c₁ = x₀ − c₂`;
/// - under-damped: `x = eʳᵗ·(c₁·cos ωt + c₂·sin ωt)`, `ω = √(4mk − c²)/2m`, `r = −c/2m`,
///   `c₁ = x₀`, `c₂ = (v₀ − r·x₀)/ω`.
///
/// Done (Flutter `ScrollSpringSimulation.isDone`) when `|x − end| < tolerance.distance` and
/// `|v| < tolerance.velocity`; then ``ScrollPhysicsPosition`` snaps to `end`.
public struct SpringSimulation: Simulation, Hashable {
    public let spring: SpringDescription
    public let start: Points
    public let end: Points
    public let startVelocity: PointsPerSecond
    public let tolerance: Tolerance
    public let type: SpringType
    // Solution constants (see the type's doc).
    private let r1: Double, r2: Double, c1: Double, c2: Double, omega: Double

    public init(spring: SpringDescription, start: Points, end: Points, velocity: PointsPerSecond, tolerance: Tolerance = .scroll) {
        // A degenerate description (zero or non-finite mass/stiffness) falls back to the default.
        let valid = spring.mass > 0 && spring.stiffness > 0 && spring.damping >= 0
            && spring.mass.isFinite && spring.stiffness.isFinite && spring.damping.isFinite
        let spring = valid ? spring : .bouncing
        self.spring = spring
        self.start = start.finiteOr(end.finiteOr(0))
        self.end = end.finiteOr(self.start)
        startVelocity = velocity.finiteOr(0)
        self.tolerance = tolerance
        let m = spring.mass, c = spring.damping, k = spring.stiffness
        let x0 = self.start - self.end, v0 = startVelocity
        let discriminant = spring.discriminant
        if abs(discriminant) <= 1e-9 * (c * c + 4 * m * k) {
            type = .criticallyDamped
            r1 = -c / (2 * m); r2 = r1; omega = 0
            c1 = x0
            c2 = v0 - r1 * x0
        } else if discriminant > 0 {
            type = .overDamped
            let root = discriminant.squareRoot()
            r1 = (-c - root) / (2 * m)
            r2 = (-c + root) / (2 * m)
            omega = 0
            c2 = (v0 - r1 * x0) / (r2 - r1)
            c1 = x0 - c2
        } else {
            type = .underDamped
            omega = (4 * m * k - c * c).squareRoot() / (2 * m)
            r1 = -c / (2 * m); r2 = r1
            c1 = x0
            c2 = (v0 - r1 * x0) / omega
        }
    }

    /// Displacement from `end` at `t`.
    private func displacement(_ t: Seconds) -> Double {
        switch type {
        case .criticallyDamped: return (c1 + c2 * t) * exp(r1 * t)
        case .overDamped: return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        case .underDamped:
            return exp(r1 * t) * (c1 * cos(omega * t) + c2 * sin(omega * t))
        }
    }

    private func rawVelocity(_ t: Seconds) -> Double {
        switch type {
        case .criticallyDamped:
            let e = exp(r1 * t)
            return r1 * (c1 + c2 * t) * e + c2 * e
        case .overDamped: return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        case .underDamped:
            let e = exp(r1 * t)
            let cosine = cos(omega * t), sine = sin(omega * t)
            return e * ((r1 * c1 + c2 * omega) * cosine + (r1 * c2 - c1 * omega) * sine)
        }
    }

    public func position(at t: Seconds) -> Points {
        let value = end + displacement(max(t, 0))
        return value.isFinite ? value : end
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        rawVelocity(max(t, 0)).finiteOr(0)
    }

    public func isDone(at t: Seconds) -> Bool {
        let time = max(t, 0)
        return abs(displacement(time)) < tolerance.distance && abs(rawVelocity(time)) < tolerance.velocity
    }

    public var restPosition: Points { end }

    public func shifted(by delta: Points) -> SpringSimulation {
        SpringSimulation(spring: spring, start: start + delta, end: end + delta, velocity: startVelocity, tolerance: tolerance)
    }
}
