/// How close is close enough to stop a motion, after Flutter's `Tolerance`
/// (flutter/flutter packages/flutter/lib/src/physics/tolerance.dart and
/// `ScrollPhysics.toleranceFor`: velocity `1 / (0.050 · dpr)` px/s, distance `1 / dpr` px).
public struct Tolerance: Sendable, Hashable {
    /// Positions closer than this are equal.
    public var distance: Points
    /// Speeds below this are at rest.
    public var velocity: PointsPerSecond
    /// Times closer than this are equal.
    public var time: Seconds

    public init(distance: Points, velocity: PointsPerSecond, time: Seconds) {
        self.distance = distance
        self.velocity = velocity
        self.time = time
    }

    /// Flutter's scroll tolerance at a device-pixel ratio of 1: 1 pt and 20 pt/s.
    public static let scroll = Tolerance(distance: 1, velocity: 1 / 0.050, time: 1e-3)
}
