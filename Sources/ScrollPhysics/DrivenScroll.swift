import ScrollCore

/// A programmatic scroll toward a target that may move while it runs: the curve behind
/// ``ScrollPhysicsPosition/drive(from:to:durationSeconds:at:)``, Flutter's `DrivenScrollActivity` (an
/// `animateTo` is an animation controller driving the position, and the position's activity says
/// so: the scroll view is moving, not idle).
///
/// The offset follows the cubic ease-in-out from `from` toward `target` over `durationSeconds`:
/// `x(t) = from + (target − from)·e(t/T)` with `e(u) = 4u³` below ½ and `1 − (2 − 2u)³/2` above,
/// zero slope at both ends. A lazy stack's `scrollTo(id:)` re-targets it every frame from the
/// layout's newest estimate of where the element is (``ScrollPhysicsPosition/retargetDriven(to:)``), so
/// the target sharpens as the elements on the way are measured; the host ends it with an exact
/// jump to the element. Its velocity, the curve's slope for the current target, is what the
/// layout's prefetch window looks ahead by.
public struct DrivenScroll: Sendable, Hashable {
    public private(set) var from: Points
    public var target: Points
    public let durationSeconds: Seconds

    /// Durations under a millisecond are treated as 1 ms (the ease is then a step).
    public init(from: Points, to target: Points, durationSeconds: Seconds) {
        self.from = from.finiteOr(0)
        self.target = target.finiteOr(self.from)
        self.durationSeconds = max(0.001, durationSeconds.finiteOr(0.001))
    }

    func progress(at elapsed: Seconds) -> Double { (elapsed / durationSeconds).finiteOr(1).clamped(to: 0...1) }

    public func position(at elapsed: Seconds) -> Points { from + (target - from) * Self.easeInOut(progress(at: elapsed)) }

    /// `(target − from)·e′(u)/T`, points per second; 0 once done.
    public func velocity(at elapsed: Seconds) -> PointsPerSecond {
        guard elapsed < durationSeconds else { return 0 }
        return (target - from) * Self.easeInOutSlope(progress(at: elapsed)) / durationSeconds
    }

    public func isDone(at elapsed: Seconds) -> Bool { elapsed >= durationSeconds }

    /// A layout correction moves the content under the offset: start and target move with it.
    mutating func shift(by delta: Points) {
        from += delta
        target += delta
    }

    /// The cubic ease-in-out (CSS `ease-in-out`'s shape, symmetric), as `ScrollToAnimation` uses.
    public static func easeInOut(_ u: Double) -> Double {
        u < 0.5 ? 4 * u * u * u : 1 - (2 - 2 * u) * (2 - 2 * u) * (2 - 2 * u) / 2
    }

    /// `e′(u)`: `12u²` below ½, `3(2 − 2u)²` above (both 3 at ½).
    public static func easeInOutSlope(_ u: Double) -> Double {
        u < 0.5 ? 12 * u * u : 3 * (2 - 2 * u) * (2 - 2 * u)
    }
}
