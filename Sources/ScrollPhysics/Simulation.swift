import ScrollCore

/// A motion that is a pure function of time, after Flutter's `Simulation`
/// (`packages/flutter/lib/src/physics/simulation.dart`).
///
/// Times are **seconds since the simulation started** (the caller subtracts its start time), so a
/// simulation never integrates frame by frame: sampling it at 30 Hz or 144 Hz gives the same
/// positions at the same times (architecture rule 2). Positions are offsets in points and
/// velocities points per second, with the sign convention of ``ScrollCore/Points``.
///
/// Every conformer is a value type and `Sendable`. ``ScrollPhysicsPosition`` holds the running one in a
/// ``BallisticSimulation`` or a ``SmoothScrollSimulation``.
public protocol Simulation: Sendable {
    /// The offset at `elapsedSeconds` after the start.
    func position(at elapsedSeconds: Seconds) -> Points
    /// The velocity at `elapsedSeconds` after the start.
    func velocity(at elapsedSeconds: Seconds) -> PointsPerSecond
    /// Whether the motion has come to rest by `elapsedSeconds`.
    func isDone(at elapsedSeconds: Seconds) -> Bool
    /// Where the motion comes to rest. A ``ScrollPhysicsPosition`` snaps here once ``isDone(at:)`` is true,
    /// so the end of a motion does not depend on the frame that noticed it.
    var restPosition: Points { get }
    /// The same motion moved by `delta` points (a layout anchor correction: nothing visibly moves).
    func shifted(by delta: Points) -> Self
}
