import Foundation
import ScrollCore

/// Exponential velocity decay, the in-range half of iOS-style flings: Flutter's
/// `FrictionSimulation` (`packages/flutter/lib/src/physics/friction_simulation.dart`).
///
/// With drag coefficient `D` (velocity multiplier per second), start `x₀` and velocity `v₀`:
/// ```
/// v(t) = v₀·Dᵗ
/// x(t) = x₀ + v₀·(Dᵗ − 1)/ln D            finalX = x₀ − v₀/ln D
/// timeAtX(x) = ln(ln D·(x − x₀)/v₀ + 1)/ln D
/// ```
/// UIKit's `decelerationRate` is the same law per millisecond: `v(t) = v₀·rateᵗ` with t in ms
/// (`grp/XNAnimation XNDecayTimingFunction.m`), so `D = rate¹⁰⁰⁰`.
///
/// **Rest.** Flutter stops at |v| < 20 pt/s (`Tolerance`), which leaves ~2 % of the travel unused
/// (489.4 of 499.4 pt for 1000 pt/s, references §6.1). We run until the remaining distance
/// `|v(t)/ln D|` is under ``restDistancePoints`` (0.5 pt) and then snap to `finalX`, so a fling
/// travels its full distance (`v₀/(−ln D)`) and the snap is sub-point.
public struct FrictionSimulation: Simulation, Hashable {
    /// iOS `UIScrollView.DecelerationRate.normal`: 0.998 per ms. Flutter's
    /// `BouncingScrollSimulation`: "Taken from UIScrollView.decelerationRate (.normal = 0.998)
    /// // 0.998^1000 = ~0.135". We keep the exact power rather than the rounded 0.135.
    public static let iosNormalDrag: Double = pow(0.998, 1000)
    /// iOS `UIScrollView.DecelerationRate.fast`: 0.99 per ms (`XNScrollViewDecelerationRateFast =
    /// 0.990f`), i.e. 0.99¹⁰⁰⁰ ≈ 4.3·10⁻⁵ per second. Flutter's own "fast" mode instead keeps 0.135
    /// and adds `constantDeceleration: 1400`; our issue asks for the UIKit law (v·0.99^t_ms).
    public static let iosFastDrag: Double = pow(0.99, 1000)
    /// Remaining distance under which the fling is at rest (ours; see the type's doc).
    public static let restDistancePoints: Points = 0.5

    public let drag: Double
    public let startPosition: Points
    public let startVelocity: PointsPerSecond
    private let logDrag: Double

    /// - Parameter drag: velocity multiplier per second, in (0, 1). Out-of-range values fall back
    ///   to ``iosNormalDrag``.
    public init(drag: Double, position: Points, velocity: PointsPerSecond) {
        let safeDrag = (drag > 0 && drag < 1 && drag.isFinite) ? drag : Self.iosNormalDrag
        self.drag = safeDrag
        logDrag = log(safeDrag)
        startPosition = position.finiteOr(0)
        startVelocity = velocity.finiteOr(0)
    }

    public func position(at t: Seconds) -> Points {
        let time = max(t, 0)
        if time >= restTime { return restPosition }
        return startPosition + startVelocity * (pow(drag, time) - 1) / logDrag
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        let time = max(t, 0)
        if time >= restTime { return 0 }
        return startVelocity * pow(drag, time)
    }

    public func isDone(at t: Seconds) -> Bool { t >= restTime }

    /// Where the motion tends: `x₀ − v₀/ln D`.
    public var restPosition: Points { startPosition - startVelocity / logDrag }

    /// The time at which the remaining distance falls under ``restDistancePoints``:
    /// `|v₀|·Dᵗ/|ln D| = 0.5` ⇒ `t = ln(0.5·|ln D|/|v₀|)/ln D` (0 if already under).
    public var restTime: Seconds {
        let remaining = abs(startVelocity / logDrag)
        guard remaining > Self.restDistancePoints else { return 0 }
        return log(Self.restDistancePoints / remaining) / logDrag
    }

    /// The time the motion passes `x`, or `+∞` if it never gets there.
    public func time(atPosition x: Points) -> Seconds {
        guard startVelocity != 0 else { return x == startPosition ? 0 : .infinity }
        let argument = logDrag * (x - startPosition) / startVelocity + 1
        guard argument > 0 else { return .infinity }
        let t = log(argument) / logDrag
        return t >= 0 && t.isFinite ? t : .infinity
    }

    public func shifted(by delta: Points) -> FrictionSimulation {
        FrictionSimulation(drag: drag, position: startPosition + delta, velocity: startVelocity)
    }
}
