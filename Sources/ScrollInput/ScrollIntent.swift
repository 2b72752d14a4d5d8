import ScrollCore

/// What the user asked the scroll view to do, in offset terms: the output of Stage 1 (input) and
/// the input of Stage 2 (physics).
///
/// Every ``Vector`` here follows the offset sign convention in ``ScrollCore/Points``: `dy > 0`
/// moves a vertical scroller's offset forward (content toward the top). ``ScrollInputRecognizer``
/// is the only producer in the app; tests may also script intents directly.
///
/// The cases mirror Flutter's scroll activities (`scroll_activity.dart`: hold, drag, ballistic)
/// plus the animated scrolls of wheels and keys (Chromium `ScrollOffsetAnimationCurve`).
///
/// See also: ``TimedScrollIntent``, ``ScrollInputRecognizer``, `ScrollPhysics.ScrollPhysicsPosition.apply(_:)`.
public enum ScrollIntent: Sendable, Hashable {
    /// The pointer went down: catch any running motion (a fling or an animation stops where it is).
    case hold
    /// The pointer moved past the drag slop: a drag starts.
    case dragBegan
    /// An offset delta, 1:1 with the pointer: the pointer moving down by 10 pt gives `dy = -10`.
    case dragChanged(delta: Vector)
    /// The pointer came up after a drag. `velocity` is the offset velocity from the
    /// ``VelocityTracker``, zero when it was under the minimum fling velocity.
    case dragEnded(velocity: Vector)
    /// The pointer came up without a drag.
    case holdReleased
    /// Wheel detents and line keys: add `by` to the smooth-scroll target (repeated clicks coalesce).
    case animatedScroll(by: Vector)
    /// Touchpad precise deltas: the content follows 1:1.
    case preciseScroll(delta: Vector)
    /// The precise stream stopped (no delta for the configured gap): fling with the tracked velocity.
    case preciseScrollEnded(velocity: Vector)
    /// `+1` Page Down / Space, `-1` Page Up / Shift+Space: physics scrolls a viewport minus an
    /// overlap, animated.
    case page(Int)
    /// Home: animate to the start of the content.
    case scrollToStart
    /// End: animate to the end of the content.
    case scrollToEnd
}

/// A ``ScrollIntent`` stamped with the time of the input that caused it, in seconds on the host's
/// clock (the same clock as ``TimedInputEvent``).
public struct TimedScrollIntent: Sendable, Hashable, CustomStringConvertible {
    public var timeSeconds: Seconds
    public var intent: ScrollIntent

    public init(timeSeconds: Seconds, intent: ScrollIntent) {
        self.timeSeconds = timeSeconds
        self.intent = intent
    }

    public var description: String { "\(intent) @ \(timeSeconds.shortDescription) s" }
}
