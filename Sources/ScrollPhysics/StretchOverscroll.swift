import Foundation
import ScrollCore

/// Android 12+'s stretch overscroll (the `android` preset): pulling past an edge stretches the
/// content instead of stopping dead, and a fling that hits an edge stretches it for a moment;
/// either way a spring brings it back. The scroll offset stays clamped; only the drawing is
/// stretched (``scale``, applied by the host as a transform of the content anchored at the edge).
///
/// A port of AOSP `android.widget.EdgeEffect` (Android 12, `TYPE_STRETCH`), which Compose's
/// `StretchOverscrollEffect` drives on Android 12+:
/// - `onPull(deltaDistance)`: ``distance`` (`mDistance`) is the pull as a fraction of the
///   viewport, accumulated and clamped to 0…1 ("Don't allow stretch beyond 1").
/// - `onRelease()` and `onAbsorb(velocity)`: the stretch recedes on an underdamped spring of
///   natural frequency 24.657 /s and damping ratio 0.98 (``naturalFrequency``,
///   ``dampingRatio``), starting at rest after a release, or at `velocity ×
///   ON_ABSORB_VELOCITY_ADJUSTMENT (13)` px/s after a fling hits the edge.
/// - `updateSpring()`: the closed-form underdamped spring from the current state over each
///   step; near the end (|v| ≤ 200 px/s, displacement < 8 px, moving home) it goes straight home
///   at 200 px/s (`LINEAR_VELOCITY_TAKE_OVER`, `LINEAR_DISTANCE_TAKE_OVER`); it is at rest when
///   |v| < 0.01 and the displacement < 0.001 px (`VELOCITY_THRESHOLD`, `VALUE_THRESHOLD`).
/// - `dampStretchVector(d)` = 0.016·d + 0.016·(1 − e^(−d·e/0.33)) (`LINEAR_STRETCH_INTENSITY`,
///   `EXP_STRETCH_INTENSITY`, `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH`): how much the content
///   stretches, at most 0.016 + 0.016·(1 − e^(−8.24)) = 3.2 % at a full pull.
///
/// Compose also lets a drag back toward the content take the stretch back first
/// (``relax(by:)``) before the content scrolls.
///
/// Time is an argument (``advance(to:viewportExtent:)``), as everywhere in the physics.
public struct StretchOverscroll: Sendable, Hashable {
    /// Which edge is stretched.
    public enum Edge: Sendable, Hashable { case start, end }

    /// AOSP `EdgeEffect.NATURAL_FREQUENCY`.
    public static let naturalFrequency = 24.657
    /// AOSP `EdgeEffect.DAMPING_RATIO`.
    public static let dampingRatio = 0.98
    /// AOSP `EdgeEffect.ON_ABSORB_VELOCITY_ADJUSTMENT`.
    public static let absorbVelocityAdjustment = 13.0
    /// AOSP `LINEAR_VELOCITY_TAKE_OVER` (px/s) and `LINEAR_DISTANCE_TAKE_OVER` (px).
    public static let linearVelocityTakeOver = 200.0
    public static let linearDistanceTakeOver = 8.0
    /// AOSP `VELOCITY_THRESHOLD` (px/s) and `VALUE_THRESHOLD` (px).
    public static let velocityThreshold = 0.01
    public static let valueThreshold = 0.001
    /// AOSP `LINEAR_STRETCH_INTENSITY`, `EXP_STRETCH_INTENSITY`, `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH`.
    public static let linearStretchIntensity = 0.016
    public static let expStretchIntensity = 0.016
    public static let scrollDistanceAffectedByExpStretch = 0.33

    /// The stretch as a fraction of the viewport, 0…1 (`mDistance`).
    public private(set) var distance: Double = 0
    /// The spring's velocity, points per second, positive = stretching further (`mVelocity`).
    public private(set) var velocity: Double = 0
    /// The stretched edge, while stretched.
    public private(set) var edge: Edge?
    /// Whether the user is pulling (no spring runs).
    public private(set) var isPulling = false
    private var pullDistance: Double = 0
    private var lastTimeSeconds: Seconds?

    public init() {}

    /// Whether anything is stretched or moving.
    public var isActive: Bool { distance != 0 || velocity != 0 }

    /// `dampStretchVector`: the stretch of the content for a pull `distance` (a fraction).
    public static func stretchAmount(forDistance distance: Double) -> Double {
        let d = abs(distance)
        let linear = linearStretchIntensity * d
        let exponential = expStretchIntensity * (1 - exp(-d * M_E / scrollDistanceAffectedByExpStretch))
        return (distance < 0 ? -1 : 1) * (linear + exponential)
    }

    /// How much the content is scaled along the axis now: 1 + ``stretchAmount(forDistance:)``.
    public var scale: Double { 1 + Self.stretchAmount(forDistance: distance) }

    /// `onPull`: the user dragged `fraction` of the viewport past `edge` (positive = further out).
    public mutating func pull(by fraction: Double, at edge: Edge) {
        guard fraction.isFinite, fraction > 0 else { return }
        if self.edge != edge { pullDistance = 0; distance = 0 }
        if !isPulling { pullDistance = distance }   // catch a receding stretch where it is
        isPulling = true
        self.edge = edge
        pullDistance = min(1, pullDistance + fraction)
        distance = max(0, pullDistance)
        velocity = 0
    }

    /// A drag back toward the content takes the stretch back first (Compose). Returns the
    /// fraction of the viewport it used; the rest scrolls the content.
    public mutating func relax(by fraction: Double) -> Double {
        guard isPulling, fraction.isFinite, fraction > 0, pullDistance > 0 else { return 0 }
        let used = min(fraction, pullDistance)
        pullDistance -= used
        distance = max(0, pullDistance)
        if distance == 0 { edge = nil }
        return used
    }

    /// `onRelease`: the pull ends; the stretch springs back from rest.
    public mutating func release(at timeSeconds: Seconds) {
        guard isPulling else { return }
        isPulling = false
        velocity = 0
        lastTimeSeconds = timeSeconds
        if distance == 0 { edge = nil }
    }

    /// `onAbsorb`: a fling reached `edge` at `speed` (points per second, its magnitude).
    public mutating func absorb(speed: PointsPerSecond, at edge: Edge, time timeSeconds: Seconds) {
        guard speed.isFinite, speed > 0 else { return }
        if self.edge != edge { distance = 0 }
        self.edge = edge
        isPulling = false
        velocity = abs(speed) * Self.absorbVelocityAdjustment
        lastTimeSeconds = timeSeconds
    }

    /// `updateSpring`: moves the receding stretch to `timeSeconds` for a viewport of
    /// `viewportExtent` points.
    public mutating func advance(to timeSeconds: Seconds, viewportExtent: Points) {
        guard !isPulling, isActive, viewportExtent > 0, timeSeconds.isFinite else { lastTimeSeconds = timeSeconds; return }
        let dt = timeSeconds - (lastTimeSeconds ?? timeSeconds)
        lastTimeSeconds = timeSeconds
        guard dt >= 0.001 else { return }            // AOSP: `if (deltaT < 0.001) return`
        let height = viewportExtent
        if abs(velocity) <= Self.linearVelocityTakeOver, abs(distance * height) < Self.linearDistanceTakeOver,
           velocity < 0, distance > 0 {
            // Close to home and heading there, the spring crawls: go straight home at 200 px/s.
            velocity = -Self.linearVelocityTakeOver
            let target = distance + velocity * dt / height
            if target <= 0 { settle() } else { distance = target }
            return
        }
        let omega = Self.naturalFrequency, zeta = Self.dampingRatio
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let x0 = distance * height, v0 = velocity
        let cosCoeff = x0
        let sinCoeff = (zeta * omega * x0 + v0) / damped
        let decay = exp(-zeta * omega * dt)
        let x = decay * (cosCoeff * cos(damped * dt) + sinCoeff * sin(damped * dt))
        let v = x * -omega * zeta + decay * (-damped * cosCoeff * sin(damped * dt) + damped * sinCoeff * cos(damped * dt))
        distance = x / height
        velocity = v
        if distance > 1 { distance = 1; velocity = 0 }
        // AOSP `isAtEquilibrium`: past home, or at rest there.
        if x < 0 || (abs(v) < Self.velocityThreshold && x < Self.valueThreshold) { settle() }
    }

    private mutating func settle() {
        distance = 0
        velocity = 0
        edge = nil
        pullDistance = 0
    }

    /// The transform of content in `viewport` (`axis`), anchored at the stretched edge: the
    /// content grows away from it by ``scale``. Identity when nothing is stretched.
    public func transform(viewportMin: Points, viewportMax: Points) -> (anchor: Points, scale: Double)? {
        guard distance > 0, let edge else { return nil }
        return (edge == .start ? viewportMin : viewportMax, scale)
    }
}
