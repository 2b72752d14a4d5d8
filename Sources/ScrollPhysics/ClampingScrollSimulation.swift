import Foundation
import ScrollCore

/// An Android-style fling: Flutter's `ClampingScrollSimulation`
/// (`packages/flutter/lib/src/widgets/scroll_simulation.dart`), "based on OverScroller.java from
/// Android" (`SplineOverScroller.fling`), in the closed form Flutter adopted:
/// ```
/// referenceVelocity = friction · physicalCoeff / inflexion                 (= 2223.9 pt/s)
/// androidDuration   = (|v₀| / referenceVelocity)^(1/(decelerationRate − 1))   [s]
/// T                 = decelerationRate · inflexion · androidDuration          ("we finish a bit sooner than Android")
/// distance          = v₀ · T / decelerationRate                               (== Android getSplineFlingDistance)
/// x(t)  = x₀ + distance · (1 − (1 − t/T)^decelerationRate)
/// v(t)  = v₀ · (1 − t/T)^(decelerationRate − 1)
/// ```
/// Reference numbers (references §6.1): 1000/3000/8000 pt/s travel 194.3/1308.9/7186.4 pt in
/// 0.458/1.029/2.118 s. The distance grows as v^1.736, unlike iOS's linear law.
///
/// The simulation knows nothing of edges; ``BallisticSimulation/clamped(_:leading:trailing:)``
/// stops it at one (Android never overscrolls a fling).
public struct ClampingScrollSimulation: Simulation, Hashable {
    /// `_kDecelerationRate = ln(0.78)/ln(0.9)` (≈ 2.358202); Android `DECELERATION_RATE`.
    public static let decelerationRate: Double = log(0.78) / log(0.9)
    /// `_kInflexion = 0.35`; Android `INFLEXION` — "Tension lines cross at (INFLEXION, 1)".
    public static let inflexion: Double = 0.35
    /// `_physicalCoeff`: g (9.80665 m/s²) × 39.37 in/m × 160 logical px/in × 0.84 ("look and feel
    /// tuning") ≈ 51890.2 pt/s². Android `mPhysicalCoeff` with density 1.
    public static let physicalCoefficient: Double = 9.80665 * 39.37 * 160.0 * 0.84
    /// Android `ViewConfiguration.SCROLL_FRICTION = 0.015`, Flutter's default `friction`.
    public static let defaultFriction: Double = 0.015

    public let startPosition: Points
    public let startVelocity: PointsPerSecond
    public let friction: Double
    /// `T`, seconds.
    public let duration: Seconds
    /// Signed total travel.
    public let distance: Points

    public init(position: Points, velocity: PointsPerSecond, friction: Double = ClampingScrollSimulation.defaultFriction) {
        startPosition = position.finiteOr(0)
        startVelocity = velocity.finiteOr(0)
        self.friction = friction > 0 && friction.isFinite ? friction : Self.defaultFriction
        let referenceVelocity = self.friction * Self.physicalCoefficient / Self.inflexion
        let androidDuration = pow(abs(startVelocity) / referenceVelocity, 1 / (Self.decelerationRate - 1))
        let duration = Self.decelerationRate * Self.inflexion * androidDuration
        self.duration = duration.isFinite ? duration : 0
        distance = self.duration > 0 ? startVelocity * self.duration / Self.decelerationRate : 0
    }

    public func position(at t: Seconds) -> Points {
        guard duration > 0 else { return startPosition }
        let progress = min(max(t / duration, 0), 1)
        return startPosition + distance * (1 - pow(1 - progress, Self.decelerationRate))
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        guard duration > 0 else { return 0 }
        let progress = min(max(t / duration, 0), 1)
        return startVelocity * pow(1 - progress, Self.decelerationRate - 1)
    }

    /// Flutter: `time >= _duration`.
    public func isDone(at t: Seconds) -> Bool { t >= duration }

    public var restPosition: Points { startPosition + distance }

    /// The time the fling passes `x`, or `+∞` if it stops short (closed form: `s = 1 − (1 − f)^(1/D)` for travelled fraction `f`).
    public func time(atPosition x: Points) -> Seconds {
        guard duration > 0, distance != 0 else { return .infinity }
        let fraction = (x - startPosition) / distance
        guard fraction >= 0, fraction <= 1 else { return .infinity }
        // 1 − (1 − s)^D = fraction  ⇒  s = 1 − (1 − fraction)^(1/D)
        return duration * (1 - pow(1 - fraction, 1 / Self.decelerationRate))
    }

    public func shifted(by delta: Points) -> ClampingScrollSimulation {
        ClampingScrollSimulation(position: startPosition + delta, velocity: startVelocity, friction: friction)
    }
}
