import ScrollCore

/// What is moving a ``ScrollPhysicsPosition`` right now, for the HUD, diagnostics and tests.
///
/// Transitions (Flutter `scroll_activity.dart`: `IdleScrollActivity`, `HoldScrollActivity`,
/// `DragScrollActivity`, `BallisticScrollActivity`, `DrivenScrollActivity`):
/// ```
/// idle ─hold─► hold ─dragBegan─► drag ─dragEnded─► ballistic ─(edge)─► spring ─► idle
///  │            └─holdReleased─► idle (or spring if overscrolled)    └──────────► idle
///  └─animatedScroll/page/home/end─► animating ─► idle
///  └─drive (a programmatic scrollTo, re-targeted each frame)─► animating (driven) ─► idle
/// any motion ─hold─► hold     (a tap catches a fling, a bounce or an animation)
/// ```
public enum ScrollActivityKind: String, Sendable, Hashable, CaseIterable {
    /// At rest.
    case idle
    /// A pointer is down and holding the content still.
    case hold
    /// A pointer drag or a touchpad precise stream moves the content 1:1.
    case drag
    /// A fling (friction or Android spline) after a release.
    case ballistic
    /// A spring: bouncing back from overscroll, or the edge phase of an iOS fling.
    case spring
    /// An eased scroll: wheel detents, keys, Home/End, programmatic `animate(to:at:)`, and a
    /// driven `scrollTo(id:)` (``DrivenScroll``, Flutter's `DrivenScrollActivity`).
    case animating
}

/// The state machine node that drives the offset (internal: ``ScrollPhysicsPosition`` is the only user).
enum ScrollActivity: Sendable, Hashable {
    case idle
    /// `previousVelocity`: the velocity of the motion the hold caught (a drag starting from the
    /// hold may carry momentum from it, Flutter `_heldPreviousVelocity`).
    case hold(previousVelocity: PointsPerSecond)
    /// A pointer drag or a touchpad stream (``DragMomentumController/precise``).
    case drag(DragMomentumController)
    case ballistic(BallisticSimulation, startSeconds: Seconds)
    /// `lowerBound…upperBound`: where the eased path may go (the range, widened to include the
    /// start), so an ease that reverses a fast fling cannot swing past an edge.
    case animating(SmoothScrollSimulation, startSeconds: Seconds, lowerBound: Points, upperBound: Points)
    /// A programmatic scroll whose target the host moves every frame (``DrivenScroll``).
    case driven(DrivenScroll, startSeconds: Seconds)

    func kind(atSeconds time: Seconds) -> ScrollActivityKind {
        switch self {
        case .idle: return .idle
        case .hold: return .hold
        case .drag: return .drag
        case .ballistic(let simulation, let start): return simulation.isSpring(at: time - start) ? .spring : .ballistic
        case .animating, .driven: return .animating
        }
    }
}

/// Counters of Stage 2, cheap to copy and compare; also test hooks (architecture rule 11).
public struct ScrollPhysicsStats: Sendable, Hashable, CustomStringConvertible {
    /// Changes of ``ScrollPhysicsPosition/activity`` (including ballistic → spring at an edge).
    public var activityChanges = 0
    /// Times the activity became `.ballistic` (flings started).
    public var flingsStarted = 0
    /// Times the activity became `.spring` (spring-backs and edge bounces).
    public var springsStarted = 0
    /// Flings that added carried momentum from a caught fling (iOS momentum build-up).
    public var momentumCarries = 0
    /// Eased scrolls started from something other than an animation.
    public var animationsStarted = 0
    /// Eased scrolls retargeted while running (wheel clicks coalescing).
    public var animationRetargets = 0
    /// ``ScrollPhysicsPosition/correct(by:)`` calls that moved the offset.
    public var correctionsApplied = 0
    /// ``ScrollPhysicsPosition/updateMetrics(_:at:)`` calls that changed the metrics.
    public var metricsChanges = 0
    /// Intents applied.
    public var intentsApplied = 0
    /// Inputs rejected or repaired because they were NaN or infinite.
    public var nonFiniteInputs = 0
    /// Calls whose time was earlier than the last one (ignored, or treated as the last time).
    public var timeReversals = 0

    public init() {}

    public var description: String {
        "activity changes \(activityChanges), flings \(flingsStarted), springs \(springsStarted), animations \(animationsStarted)+\(animationRetargets) retargets, corrections \(correctionsApplied)"
    }
}
