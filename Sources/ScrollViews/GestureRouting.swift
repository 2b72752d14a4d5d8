import ScrollCore

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
    var chain: [ScrollViewModel] = []
    /// The drag's target once its axis is known.
    var dragTarget: ScrollViewModel?
    /// The other axis of a two-axis scroll view the drag's target is one axis of: it takes the
    /// drag's other component (free panning), and flings with the release's other component.
    var dragPartner: ScrollViewModel?
    /// Everyone who received drag deltas in this gesture (to end their drags).
    var dragParticipants: [ScrollViewModel] = []
    /// Where the last precise (touchpad) stream went.
    var preciseTarget: ScrollViewModel?
    /// Wheel latching: consecutive wheel events keep going to the scroll view the first one
    /// chose, per axis, until the wheel rests for ``wheelLatchSeconds`` — so content sliding under
    /// the pointer mid-scroll does not steal the scroll (Chromium latches a wheel "scroll
    /// sequence"; Firefox keeps a wheel transaction for `mousewheel.transaction.timeout`, 1.5 s;
    /// we use a shorter window).
    var wheelLatch: [Axis: (target: ScrollViewModel, axis: Axis, untilSeconds: Seconds)] = [:]
    static let wheelLatchSeconds: Seconds = 0.4
    /// A wheel sequence that began beside the window's scroll view (over a header) is latched to
    /// nothing until it rests as long: a touchpad pan that starts on the header and slides onto
    /// the list does not start scrolling the list halfway.
    var nothingLatchedUntilSeconds: Seconds = -.infinity
    /// The press now down caught a scroll view under it in a fling or a bounce, so its release
    /// is no tap (``ScrollViewCoordinator/pressCatchesMotion(at:)``). Set by the press's hold,
    /// kept by a second hold of the same press (a press the content held back and then
    /// delivered), cleared when the press ends — released, dragged, or taken by the content.
    var pressCaughtMotion = false
}
