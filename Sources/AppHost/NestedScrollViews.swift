import ScrollHosting
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics

/// A scroll view inside the scene (a carousel in a row, a list in a card): its content, its own
/// physics and its last layout. Kept by id for the whole run, so a carousel scrolled away and
/// back — its row destroyed and created again — keeps its position.
final class NestedScrollState {
    let id: String
    let axis: Axis
    let content: any ScrollContent
    var position: ScrollPosition
    var result: LayoutResult
    /// This frame's viewport in window points, and the part of it not clipped by its ancestors.
    var frame: Rect = .zero
    var visibleFrame: Rect = .zero
    var parent: String?
    var overscroll: OverscrollBehavior = .auto
    /// The frame index it was last laid out in (it is hit-testable only in that frame).
    var lastFrameIndex = -1

    init(view: NestedScrollView, content: any ScrollContent, preset: PhysicsPreset) {
        id = view.id
        axis = view.axis
        self.content = content
        let constraints = content.constraints(viewport: view.frame.size, scrollOffset: 0)
        result = LayoutResult(constraints: constraints)
        position = ScrollPosition(axis: view.axis, preset: preset,
                                  metrics: ScrollMetrics(minOffset: 0, maxOffset: 0, viewportExtent: view.frame.size.main(view.axis)))
    }
}

/// Which scroll view an intent goes to: the scene's own (outer) one, or a nested one by id.
enum ScrollTarget: Hashable {
    case outer
    case nested(String)
}

/// Routes one gesture's intents through nested scroll views, as browsers and UIKit do:
///
/// - A drag goes to the innermost scroll view under the pointer whose axis matches the drag's
///   dominant direction when it starts (axis lock after the slop; diagonal drags pick the
///   dominant axis).
/// - At that scroll view's edge, the rest of the drag — and a fling that reaches the edge — goes
///   to the nearest ancestor on the same axis (scroll chaining, CSS `overscroll-behavior: auto`),
///   unless the view says `.contain`.
/// - Wheel and touchpad deltas route the same way by the pointer's position: vertical deltas to
///   vertical scroll views, horizontal ones (and Shift+wheel) to horizontal ones; a vertical wheel
///   over something that only scrolls horizontally scrolls it horizontally.
struct GestureRouting {
    /// The scroll views under the pointer when the gesture began, outermost first.
    var chain: [ScrollTarget] = [.outer]
    /// The drag's target once its axis is known.
    var dragTarget: ScrollTarget?
    /// Everyone who received drag deltas in this gesture (to end their drags).
    var dragParticipants: [ScrollTarget] = []
    /// Where the last precise (touchpad) stream went.
    var preciseTarget: ScrollTarget?
    /// Wheel latching: consecutive wheel events keep going to the scroll view the first one
    /// chose, per axis, until the wheel rests for ``wheelLatchSeconds`` — so content sliding under
    /// the pointer mid-scroll does not steal the scroll (Chromium latches a wheel "scroll
    /// sequence"; Firefox keeps a wheel transaction for `mousewheel.transaction.timeout`, 1.5 s;
    /// we use a shorter window).
    var wheelLatch: [Axis: (target: ScrollTarget, axis: Axis, untilSeconds: Seconds)] = [:]
    static let wheelLatchSeconds: Seconds = 0.4
}
