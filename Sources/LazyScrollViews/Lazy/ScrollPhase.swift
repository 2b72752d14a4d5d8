import Foundation
import LazyLayout
import ScrollPhysics

/// The physics' activity kinds, named for the whole module (the host tells a scroll view its
/// activity every frame: `ScrollContent.scrollActivity(_:)`).
typealias ScrollActivityKind = ScrollPhysics.ScrollActivityKind

/// A two-dimensional vector — Core Graphics' `CGVector`, which Foundation on Linux lacks: the
/// type of `ScrollPhaseChangeContext.velocity` and `ScrollTargetBehaviorContext.velocity`.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
    public var description: String { "(\(dx), \(dy))" }
}

/// What a scroll view's scrolling is doing — SwiftUI's `ScrollPhase`
/// (https://developer.apple.com/documentation/swiftui/scrollphase), reported by
/// `onScrollPhaseChange`.
///
/// Each phase is one or more states of our physics (`ScrollActivityKind`, Flutter's scroll
/// activities):
///
/// | phase | physics activity |
/// |---|---|
/// | ``idle`` | `idle` — at rest |
/// | ``tracking`` | `hold` — a pointer is down on the content and has not moved (Apple: "tracking a potential scroll by the user but the user hasn't started a scroll") |
/// | ``interacting`` | `drag` — a pointer drag or a touchpad stream moves the content; also the eased steps of a mouse wheel and the Page Up/Down keys (`animating`, started by the user) |
/// | ``decelerating`` | `ballistic` and `spring` — the fling after a release and the bounce at an edge (Apple: "the user has stopped interacting … decelerating towards its final target") |
/// | ``animating`` | `animating` started by a `scrollTo` (`ScrollViewProxy`, `ScrollPosition`) — Apple: "the result of a programmatic scroll" |
public enum ScrollPhase: Hashable, Sendable, CaseIterable, CustomDebugStringConvertible {
    /// No scrolling is happening.
    case idle
    /// A pointer is down on the content but has not started a scroll.
    case tracking
    /// The user is scrolling: dragging, or turning a wheel.
    case interacting
    /// The user let go and the content is slowing to its rest (a fling, a bounce, a snap).
    case decelerating
    /// A programmatic scroll is animating to its target.
    case animating

    /// Whether the scroll view is scrolling at all: `self != .idle`, as Apple's
    /// (https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling).
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }

    /// The phase for the physics' `activity`; `programmatic`: whether the scroll view's last
    /// motion was started by a `scrollTo` rather than by the user (the physics eases both).
    init(_ activity: ScrollActivityKind, programmatic: Bool) {
        switch activity {
        case .idle: self = .idle
        case .hold: self = .tracking
        case .drag: self = .interacting
        case .ballistic, .spring: self = .decelerating
        case .animating: self = programmatic ? .animating : .interacting
        }
    }
}

/// What `onScrollPhaseChange`'s three-argument action is told besides the two phases —
/// SwiftUI's `ScrollPhaseChangeContext`
/// (https://developer.apple.com/documentation/swiftui/scrollphasechangecontext). You don't make
/// one.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed (the frame's layout).
    public let geometry: ScrollGeometry
    /// The scroll view's velocity when the phase changed, in points per second along its axis
    /// (positive: the content offset grows, as `UIScrollView`'s); zero at rest. Apple's is
    /// optional; ours is always known, so never nil.
    public let velocity: CGVector?
}

/// Calls an action when a scroll view's phase changes (what `onScrollPhaseChange` installs).
@MainActor
public final class ScrollPhaseObserver {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    init(action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) { self.action = action }
}

private struct ScrollPhaseObserverKey: EnvironmentKey { static var defaultValue: ScrollPhaseObserver? { nil } }

extension EnvironmentValues {
    var scrollPhaseObserver: ScrollPhaseObserver? {
        get { self[ScrollPhaseObserverKey.self] } set { self[ScrollPhaseObserverKey.self] = newValue }
    }
}

extension View {
    /// Calls `action` with the old and new phase whenever the scroll phase of the first scroll
    /// view inside changes — SwiftUI's `onScrollPhaseChange(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)). A drag
    /// and fling goes `idle → tracking → interacting → decelerating → idle`; a `scrollTo` inside
    /// `withAnimation` goes `idle → animating → idle` (see ``ScrollPhase`` for how each phase
    /// follows the physics). The action runs before the next frame's views update.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> _EnvironmentWriter<Self, ScrollPhaseObserver?> {
        environment(\.scrollPhaseObserver, ScrollPhaseObserver { old, new, _ in action(old, new) })
    }

    /// The same, with a ``ScrollPhaseChangeContext``: the scroll view's geometry and velocity when
    /// the phase changed — SwiftUI's `onScrollPhaseChange(_:)` three-argument form.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void)
        -> _EnvironmentWriter<Self, ScrollPhaseObserver?> {
        environment(\.scrollPhaseObserver, ScrollPhaseObserver(action: action))
    }
}

extension ScrollViewNode {
    /// The phase this pass shows, from what the host said moves the scroll view (a two-axis
    /// view: the vertical axis's, or the horizontal's when the vertical is at rest — as told
    /// before the horizontal model's layout, which follows this pass).
    var scrollPhase: ScrollPhase {
        ScrollPhase(scrollActivity == .idle && scrollsBothAxes ? crossScrollActivity : scrollActivity, programmatic: scrollIsProgrammatic)
    }

    /// Tells the `onScrollPhaseChange` action, after the pass, when the phase differs from the
    /// last one reported.
    func reportScrollPhase(_ result: LayoutResult) {
        let phase = scrollPhase
        guard phase != lastScrollPhase else { return }
        let old = lastScrollPhase
        lastScrollPhase = phase
        guard let observer = environment.scrollPhaseObserver else { return }
        let speed = CGFloat(result.constraints.scrollVelocity.isFinite ? result.constraints.scrollVelocity : 0)
        let context = ScrollPhaseChangeContext(geometry: scrollGeometry(result),
                                               velocity: axis == .vertical ? CGVector(dx: 0, dy: speed) : CGVector(dx: speed, dy: 0))
        let action = observer.action
        graph.afterUpdate { action(old, phase, context) }
    }
}
