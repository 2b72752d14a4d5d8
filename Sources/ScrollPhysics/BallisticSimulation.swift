import ScrollCore

/// The simulation a ``ScrollPhysicsPosition`` runs after a release: one of the concrete simulations, held
/// by value (no existential boxes, so the running state stays `Sendable` and `Hashable`).
public enum BallisticSimulation: Simulation, Hashable {
    /// iOS fling (friction, then a spring past an edge) or an iOS spring-back from overscroll.
    case bouncing(BouncingScrollSimulation)
    /// A plain spring to an edge (Android released out of range).
    case spring(SpringSimulation)
    /// An Android fling that stops dead at `leading`/`trailing` (Flutter's `ClampingScrollPhysics`
    /// lets `applyBoundaryConditions` absorb the rest and the ballistic activity ends).
    case clamped(ClampingScrollSimulation, leading: Points, trailing: Points)
    /// A paging release easing onto its snap offset (``PhysicsPolicy/settlesOnSnapTargets``);
    /// its `target` is in range, so it never needs clamping.
    case snap(SmoothScrollSimulation)

    /// Whether a spring is driving the motion at `t` (``ScrollActivityKind/spring`` vs `.ballistic`).
    public func isSpring(at t: Seconds) -> Bool {
        switch self {
        case .bouncing(let simulation): return simulation.isSpring(at: t)
        case .spring: return true
        case .clamped, .snap: return false
        }
    }

    public func position(at t: Seconds) -> Points {
        switch self {
        case .bouncing(let simulation): return simulation.position(at: t)
        case .spring(let simulation): return simulation.position(at: t)
        case .snap(let simulation): return simulation.position(at: t)
        case .clamped(let simulation, let leading, let trailing):
            return simulation.position(at: t).clamped(to: leading...max(trailing, leading))
        }
    }

    public func velocity(at t: Seconds) -> PointsPerSecond {
        switch self {
        case .bouncing(let simulation): return simulation.velocity(at: t)
        case .spring(let simulation): return simulation.velocity(at: t)
        case .snap(let simulation): return simulation.velocity(at: t)
        case .clamped(let simulation, let leading, let trailing):
            let x = simulation.position(at: t)
            return x <= leading || x >= trailing ? 0 : simulation.velocity(at: t)
        }
    }

    public func isDone(at t: Seconds) -> Bool {
        switch self {
        case .bouncing(let simulation): return simulation.isDone(at: t)
        case .spring(let simulation): return simulation.isDone(at: t)
        case .snap(let simulation): return simulation.isDone(at: t)
        case .clamped(let simulation, let leading, let trailing):
            if simulation.isDone(at: t) { return true }
            let x = simulation.position(at: t)
            // Reaching an edge ends the fling (a fling starting *at* an edge moves inward first).
            return (x <= leading && simulation.startVelocity < 0) || (x >= trailing && simulation.startVelocity > 0)
        }
    }

    public var restPosition: Points {
        switch self {
        case .bouncing(let simulation): return simulation.restPosition
        case .spring(let simulation): return simulation.restPosition
        case .snap(let simulation): return simulation.restPosition
        case .clamped(let simulation, let leading, let trailing):
            return simulation.restPosition.clamped(to: leading...max(trailing, leading))
        }
    }

    public func shifted(by delta: Points) -> BallisticSimulation {
        switch self {
        case .bouncing(let simulation): return .bouncing(simulation.shifted(by: delta))
        case .spring(let simulation): return .spring(simulation.shifted(by: delta))
        case .snap(let simulation): return .snap(simulation.shifted(by: delta))
        case .clamped(let simulation, let leading, let trailing):
            return .clamped(simulation.shifted(by: delta), leading: leading + delta, trailing: trailing + delta)
        }
    }
}
