import ScrollCore

/// The eased scroll of wheel detents, keys and programmatic scrolls, with Chromium's durations and
/// velocity-preserving retargeting (`chromium/chromium cc/animation/scroll_offset_animation_curve.cc`;
/// Flutter's `SmoothScrollSimulation` "resembles Chromium's scroll smoothing", references §1.1).
///
/// **Curve.** A cubic Hermite ease from `(x₀, v₀)` to `(target, 0)` over `T`:
/// ```
/// s = t/T,  e(s) = m·(s − 2s² + s³) + 3s² − 2s³,  x(t) = x₀ + Δ·e(s),  m = v₀·T/Δ
/// ```
/// From rest (`m = 0`) it is the symmetric ease-in-out `3s² − 2s³`. Chromium uses
/// `cubic-bezier(0.42, 0.42·m, 0.58, 1)` (`EaseInOutWithInitialSlope`), which has the same end
/// points and end slopes; the Hermite form is used here because it is closed-form in `t` (no
/// bezier inversion per sample).
///
/// **Durations** (Chromium, in 60 Hz "frames", `kDurationDivisor = 60`):
/// - ``DurationBehavior/inverseDelta`` (wheel): `clamp(14 − |Δ|/60, 6, 12)/60 s` — 0.2 s up to
///   120 pt, falling to 0.1 s at 480 pt (`kInverseDeltaRampStartPx 120`, `…EndPx 480`,
///   `…MinDuration 6`, `…MaxDuration 12`);
/// - ``DurationBehavior/constant`` (keyboard): `kConstantDuration 9` → 0.15 s;
/// - ``DurationBehavior/deltaBased`` (programmatic): `min(√|Δ|, 0.7·60)/60 s` (≤ 0.7 s).
///
/// **Retargeting** (`UpdateTarget`): a new target starts a new segment at the current position
/// with the current velocity. When still moving toward the new target the duration is bounded by
/// `2.5·Δ/v` (`VelocityBasedDurationBound`: "minimizes the rubber-band bouncing effect"), which
/// keeps `m ≤ 2.5` and the ease monotone; so five quick wheel clicks glide into one scroll that
/// ends exactly `5 × 53 pt` away, with continuous position and velocity.
public struct SmoothScrollSimulation: Simulation, Hashable {
    /// Which of Chromium's duration rules applies.
    public enum DurationBehavior: String, Sendable, Hashable {
        /// Wheel detents (and line keys, which arrive as the same intent): Chromium `INVERSE_DELTA`.
        case inverseDelta
        /// Page keys: Chromium `CONSTANT` (keyboard).
        case constant
        /// Programmatic and Home/End: Chromium `DELTA_BASED`.
        case deltaBased
    }

    /// Chromium `kDurationDivisor = 60`: durations are counted in 60 Hz frames.
    static let durationDivisor = 60.0
    /// Chromium `kConstantDuration = 9` frames.
    static let constantFrames = 9.0
    /// Chromium `kDeltaBasedMaxDuration = 0.7 * kDurationDivisor` ("0.7 seconds limit for
    /// long-distance programmatic scrolls").
    static let deltaBasedMaxFrames = 0.7 * 60
    /// Chromium `kInverseDelta…`: ramp 120…480 px, 12…6 frames.
    static let inverseDeltaRampStartPoints = 120.0, inverseDeltaRampEndPoints = 480.0
    static let inverseDeltaMinFrames = 6.0, inverseDeltaMaxFrames = 12.0
    /// Chromium `VelocityBasedDurationBound`: `(Δ / v) · 2.5`.
    static let velocityBoundFactor = 2.5
    /// Chromium clamps the initial slope to ±1000 (`EaseInOutWithInitialSlope`); ours tops out at 3,
    /// the largest end slope for which a cubic Hermite ease stays monotone (Fritsch–Carlson).
    static let slopeRange: ClosedRange<Double> = -1000...3
    /// Below this a segment is finished at once (Chromium `kEpsilon = 0.01`, px and s).
    static let epsilon = 0.01

    public let startPosition: Points
    public let target: Points
    public let duration: Seconds
    /// `m`, the normalized initial slope.
    public let initialSlope: Double
    public let behavior: DurationBehavior

    /// Starts a segment from `position` moving at `velocity` toward `target`.
    public init(from position: Points, velocity: PointsPerSecond = 0, to target: Points, behavior: DurationBehavior) {
        let position = position.finiteOr(0)
        let target = target.finiteOr(position)
        let velocity = velocity.finiteOr(0)
        let delta = target - position
        var duration = Self.segmentDuration(for: delta, behavior: behavior)
        if abs(velocity) >= Self.epsilon, velocity * delta > 0 {
            duration = min(duration, Self.velocityBoundFactor * delta / velocity)
        }
        // A distance under `epsilon` or a duration under 1 ms finishes at once (the init below).
        self.init(from: position, velocity: velocity, to: target, durationSeconds: duration, behavior: behavior)
    }

    /// A segment with an explicit duration (a paging release: ``PhysicsPolicy`` picks `T` from the
    /// release velocity). `behavior` only matters if the segment is later retargeted. The initial
    /// slope is clamped like any other segment's, so the ease stays monotone.
    public init(from position: Points, velocity: PointsPerSecond, to target: Points, durationSeconds: Seconds,
                behavior: DurationBehavior = .deltaBased) {
        let position = position.finiteOr(0)
        let target = target.finiteOr(position)
        let velocity = velocity.finiteOr(0)
        startPosition = position
        self.target = target
        self.behavior = behavior
        let delta = target - position
        guard abs(delta) >= Self.epsilon, durationSeconds.isFinite, durationSeconds >= 1e-3 else {
            duration = 0
            initialSlope = 0
            return
        }
        duration = durationSeconds
        initialSlope = (velocity * durationSeconds / delta).clamped(to: Self.slopeRange)
    }

    /// The Chromium segment duration for a distance, in seconds.
    public static func segmentDuration(for delta: Points, behavior: DurationBehavior) -> Seconds {
        let distance = abs(delta)
        let frames: Double
        switch behavior {
        case .constant:
            frames = constantFrames
        case .deltaBased:
            frames = min(distance.squareRoot(), deltaBasedMaxFrames)
        case .inverseDelta:
            let slope = (inverseDeltaMinFrames - inverseDeltaMaxFrames) / (inverseDeltaRampEndPoints - inverseDeltaRampStartPoints)
            let offset = inverseDeltaMaxFrames - inverseDeltaRampStartPoints * slope
            frames = (offset + distance * slope).clamped(to: inverseDeltaMinFrames...inverseDeltaMaxFrames)
        }
        return frames / durationDivisor
    }

    /// A new segment toward `newTarget`, starting `elapsedSeconds` into this one, with this one's
    /// position and velocity there (Chromium `UpdateTarget`). The caller restarts its clock at the
    /// retarget time.
    public func retargeted(to newTarget: Points, at elapsedSeconds: Seconds, behavior: DurationBehavior? = nil) -> SmoothScrollSimulation {
        SmoothScrollSimulation(from: position(at: elapsedSeconds), velocity: velocity(at: elapsedSeconds),
                               to: newTarget, behavior: behavior ?? self.behavior)
    }

    private func progress(_ t: Seconds) -> Double {
        guard duration > 0 else { return 1 }
        return min(max(t / duration, 0), 1)
    }

    public func position(at t: Seconds) -> Points {
        let s = progress(t)
        if s >= 1 { return target }
        let s2 = s * s, s3 = s2 * s
        let ease = initialSlope * (s - 2 * s2 + s3) + 3 * s2 - 2 * s3
        return startPosition + (target - startPosition) * ease
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        let s = progress(t)
        guard s < 1, duration > 0 else { return 0 }
        let slope = initialSlope * (1 - 4 * s + 3 * s * s) + 6 * s - 6 * s * s
        return (target - startPosition) / duration * slope
    }

    public func isDone(at t: Seconds) -> Bool { t >= duration }

    public var restPosition: Points { target }

    public func shifted(by delta: Points) -> SmoothScrollSimulation {
        SmoothScrollSimulation(shifting: self, by: delta)
    }

    private init(shifting other: SmoothScrollSimulation, by delta: Points) {
        startPosition = other.startPosition + delta
        target = other.target + delta
        duration = other.duration
        initialSlope = other.initialSlope
        behavior = other.behavior
    }
}
