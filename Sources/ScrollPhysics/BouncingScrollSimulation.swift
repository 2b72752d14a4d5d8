import ScrollCore

/// An iOS-style fling: friction while in range, a spring past an edge. Flutter's
/// `BouncingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`).
///
/// - Starting out of range (released in overscroll): a spring from the position to the nearer
///   edge with the release velocity, from t = 0.
/// - Starting in range: a ``FrictionSimulation``. If its `finalX` lies past an edge, the motion
///   switches at the time the friction crosses that edge (`timeAtX(edge)`) to a spring that starts
///   *at* the edge with the friction's velocity there, capped at ``maxSpringTransferVelocity``,
///   and comes back to the edge (the overshoot-and-return of a UIScrollView hitting its end).
///
/// Times are seconds since the fling started; positions are offsets (``ScrollCore/Points``).
public struct BouncingScrollSimulation: Simulation, Hashable {
    /// Flutter `BouncingScrollSimulation.maxSpringTransferVelocity = 5000.0`: the fastest a fling
    /// may enter the edge spring (keeps the overshoot bounded).
    public static let maxSpringTransferVelocity: PointsPerSecond = 5000

    public let leadingExtent: Points
    public let trailingExtent: Points
    public let spring: SpringDescription
    /// The friction phase, `nil` when the fling started out of range.
    public let friction: FrictionSimulation?
    /// The spring phase, `nil` when the friction comes to rest in range.
    public let springSimulation: SpringSimulation?
    /// When the spring takes over (0 if it starts at once, `+∞` if never).
    public let springStartTime: Seconds

    public init(
        position: Points,
        velocity: PointsPerSecond,
        leadingExtent: Points,
        trailingExtent: Points,
        spring: SpringDescription = .bouncing,
        drag: Double = FrictionSimulation.iosNormalDrag,
        tolerance: Tolerance = .scroll
    ) {
        let leading = leadingExtent.finiteOr(0)
        let trailing = max(trailingExtent.finiteOr(leading), leading)
        let position = position.finiteOr(leading)
        let velocity = velocity.finiteOr(0)
        self.leadingExtent = leading
        self.trailingExtent = trailing
        self.spring = spring
        // Released already past an edge: a velocity pointing further out is capped like the
        // in-range hand-off (``maxSpringTransferVelocity``), so the spring's excursion stays bounded
        // (Flutter passes it on uncapped; a raw touchpad velocity could then carry the content a
        // whole viewport out).
        let outwardCap = Self.maxSpringTransferVelocity
        if position < leading {
            friction = nil
            let v = velocity < 0 ? max(velocity, -outwardCap) : velocity
            springSimulation = SpringSimulation(spring: spring, start: position, end: leading, velocity: v, tolerance: tolerance)
            springStartTime = 0
        } else if position > trailing {
            friction = nil
            let v = velocity > 0 ? min(velocity, outwardCap) : velocity
            springSimulation = SpringSimulation(spring: spring, start: position, end: trailing, velocity: v, tolerance: tolerance)
            springStartTime = 0
        } else {
            let friction = FrictionSimulation(drag: drag, position: position, velocity: velocity)
            self.friction = friction
            let finalX = friction.restPosition
            let edge: Points? = velocity > 0 && finalX > trailing ? trailing : (velocity < 0 && finalX < leading ? leading : nil)
            if let edge, case let t = friction.time(atPosition: edge), t.isFinite {
                let edgeVelocity = friction.velocity(at: t)
                // Flutter caps with `min(dx, 5000)` on both edges; we cap the magnitude so the
                // leading edge is limited too.
                let capped = min(abs(edgeVelocity), Self.maxSpringTransferVelocity) * (edgeVelocity < 0 ? -1 : 1)
                springStartTime = t
                springSimulation = SpringSimulation(spring: spring, start: edge, end: edge, velocity: capped, tolerance: tolerance)
            } else {
                springStartTime = .infinity
                springSimulation = nil
            }
        }
    }

    /// Whether the spring is driving the motion at `t`.
    public func isSpring(at t: Seconds) -> Bool { springSimulation != nil && t >= springStartTime }

    public func position(at t: Seconds) -> Points {
        if let springSimulation, t >= springStartTime { return springSimulation.position(at: t - springStartTime) }
        return friction?.position(at: t) ?? leadingExtent
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        if let springSimulation, t >= springStartTime { return springSimulation.velocity(at: t - springStartTime) }
        return friction?.velocity(at: t) ?? 0
    }

    public func isDone(at t: Seconds) -> Bool {
        if let springSimulation {
            return t >= springStartTime && springSimulation.isDone(at: t - springStartTime)
        }
        return friction?.isDone(at: t) ?? true
    }

    public var restPosition: Points {
        springSimulation?.restPosition ?? friction?.restPosition ?? leadingExtent
    }

    public func shifted(by delta: Points) -> BouncingScrollSimulation {
        BouncingScrollSimulation(shifting: self, by: delta)
    }

    private init(shifting other: BouncingScrollSimulation, by delta: Points) {
        leadingExtent = other.leadingExtent + delta
        trailingExtent = other.trailingExtent + delta
        spring = other.spring
        friction = other.friction?.shifted(by: delta)
        springSimulation = other.springSimulation?.shifted(by: delta)
        springStartTime = other.springStartTime
    }
}
