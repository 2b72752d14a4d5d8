import Foundation
import ScrollCore

/// The bookkeeping of one drag that Flutter keeps in `ScrollDragController`
/// (`packages/flutter/lib/src/widgets/scroll_activity.dart`) for iOS-like physics:
///
/// 1. **Carried momentum** (iOS "momentum build-up"): a drag that starts by catching a fling
///    carries `carriedMomentum(v_caught)` (``carriedMomentum(_:)``). If the drag never stands
///    still for more than 20 ms and its release is in the same direction at more than half the
///    carried velocity, the carried velocity is **added** to the release velocity — so repeated
///    flicks through a long list go ever faster, as on an iPhone.
/// 2. **Motion start threshold**: after the pointer has stood still for 50 ms (and at the drag's
///    start), the content moves only once the pointer has travelled
///    ``PhysicsPolicy/dragStartMotionThresholdPoints`` (3.5 pt); the breaking delta is eased to a
///    third of the threshold, unless it is bigger than 24 pt ("a very deliberate fling").
///
/// Flutter notices "standing still" from pointer updates with a zero delta; SDL sends no motion
/// event for a pointer that does not move, so here the stationary time is the gap between two
/// moving deltas (or between the last one and the release). Times are seconds on the host clock.
///
/// A gap alone does not prove the pointer stood still: a pointer reported sparsely (a 20 Hz
/// `xdotool` stream, a busy event loop, moves gathered into one frame at 15 fps) leaves gaps of
/// 50 ms and more while it moves all the time, and re-arming on those eased every 20-pt move to
/// 3.5/3 pt — a pull past the top moved a sixth of the rubber band. So the threshold re-arms only
/// when the move that ends the gap is itself within the threshold (a pointer setting off from
/// rest, the jitter the threshold is there to swallow); a move that breaks it on its own after a
/// gap went on moving and follows 1:1. (Flutter, which sees the zero-delta updates, would ease
/// such a move after a real pause; here it is not eased.) The carried momentum is lost after a
/// gap over 20 ms by the same rule: only when the move ending it is within
/// ``stillMovePoints`` — a sparse pointer flicking again keeps building momentum.
///
/// Used by ``ScrollPhysicsPosition`` only; a value type so the drag state stays `Hashable`.
struct DragMomentumController: Sendable, Hashable {
    /// Flutter `momentumRetainStationaryDurationThreshold = 20 ms`: standing still longer than this
    /// loses the carried momentum.
    static let momentumRetainStationarySeconds: Seconds = 0.020
    /// Flutter `momentumRetainVelocityThresholdFactor = 0.5`: the new release must be faster than
    /// half the carried velocity to add it.
    static let momentumRetainVelocityThresholdFactor: Double = 0.5
    /// Flutter `motionStoppedDurationThreshold = 50 ms`: standing still this long re-arms the
    /// motion start threshold.
    static let motionStoppedSeconds: Seconds = 0.050
    /// Flutter `_bigThresholdBreakDistance = 24.0`: a delta this big breaking the threshold passes
    /// unchanged.
    static let bigThresholdBreakPoints: Points = 24
    /// A move after a gap no bigger than this (iOS's motion start threshold, 3.5 pt) is a pointer
    /// setting off from rest; a bigger one is a pointer that kept moving between sparse reports.
    static let stillMovePoints: Points = 3.5
    /// Flutter `BouncingScrollPhysics.carriedMomentum`: `sign(v)·min(0.000816·|v|^1.967, 40000)`,
    /// a power curve "fitted against iOS" with the `flutter/platform_tests scroll_overlay` app.
    static let carriedMomentumCoefficient: Double = 0.000816
    static let carriedMomentumExponent: Double = 1.967
    static let maxCarriedMomentum: PointsPerSecond = 40000

    /// The velocity a caught fling of `velocity` carries into the next drag (references §6.2:
    /// 500 → 166.2, 1000 → 649.7, 2000 → 2539.9, 4000 → 9929.8, 8000 → 38821.1 pt/s).
    static func carriedMomentum(_ velocity: PointsPerSecond) -> PointsPerSecond {
        guard velocity.isFinite, velocity != 0 else { return 0 }
        let magnitude = min(carriedMomentumCoefficient * pow(abs(velocity), carriedMomentumExponent), maxCarriedMomentum)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The momentum this drag may add at release (0: none).
    let carriedVelocity: PointsPerSecond
    /// `nil`: no threshold (Android, touchpad streams).
    let motionStartThresholdPoints: Points?
    /// A touchpad stream: its end is detected by a gap, so the gap before the release does not
    /// count as standing still.
    let precise: Bool
    private(set) var retainsMomentum: Bool
    private(set) var lastMovementSeconds: Seconds
    /// Travel since the content last stopped, while the threshold is armed; `nil` when moving.
    private(set) var travelSinceStopPoints: Points?

    init(carriedVelocity: PointsPerSecond, startSeconds: Seconds, motionStartThresholdPoints: Points?, precise: Bool) {
        self.carriedVelocity = carriedVelocity.finiteOr(0)
        self.motionStartThresholdPoints = motionStartThresholdPoints.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.precise = precise
        retainsMomentum = self.carriedVelocity != 0
        lastMovementSeconds = startSeconds
        // Flutter arms the threshold at the drag's start (`_offsetSinceLastStop = 0.0`).
        travelSinceStopPoints = self.motionStartThresholdPoints == nil ? nil : 0
    }

    /// The part of a user `delta` at `time` that moves the content (Flutter
    /// `_maybeLoseMomentum` + `_adjustForScrollStartThreshold`).
    mutating func adjust(delta: Points, at time: Seconds) -> Points {
        guard delta != 0, delta.isFinite else { return 0 }
        let stationary = time - lastMovementSeconds
        if stationary > Self.momentumRetainStationarySeconds, abs(delta) <= (motionStartThresholdPoints ?? Self.stillMovePoints) {
            retainsMomentum = false
        }
        // Re-arm after a stop only for a move within the threshold: a bigger one after a gap is a
        // sparsely reported pointer that kept moving (see the type's comment).
        if let threshold = motionStartThresholdPoints, travelSinceStopPoints == nil,
           stationary > Self.motionStoppedSeconds, abs(delta) <= threshold {
            travelSinceStopPoints = 0
        }
        lastMovementSeconds = max(lastMovementSeconds, time)
        guard let threshold = motionStartThresholdPoints, let travel = travelSinceStopPoints else { return delta }
        let total = travel + delta
        guard abs(total) > threshold else {
            travelSinceStopPoints = total
            return 0
        }
        travelSinceStopPoints = nil
        if abs(delta) > Self.bigThresholdBreakPoints { return delta }
        // "Ease into the motion when the threshold is initially broken to avoid a visible jump."
        return min(threshold / 3, abs(delta)) * (delta < 0 ? -1 : 1)
    }

    /// The ballistic velocity for a release at `velocity` at `time` (Flutter
    /// `ScrollDragController.end`): plus the carried momentum when it was retained, the release
    /// goes the same way, and `|v| > ½·|carried|`.
    func releaseVelocity(_ velocity: PointsPerSecond, at time: Seconds) -> PointsPerSecond {
        guard retainsMomentum, velocity != 0 else { return velocity }
        if !precise, time - lastMovementSeconds > Self.momentumRetainStationarySeconds { return velocity }
        let sameDirection = (velocity > 0) == (carriedVelocity > 0)
        let strongEnough = abs(velocity) > abs(carriedVelocity) * Self.momentumRetainVelocityThresholdFactor
        return sameDirection && strongEnough ? velocity + carriedVelocity : velocity
    }
}
