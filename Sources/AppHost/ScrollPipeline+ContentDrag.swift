import ScrollCore
import ScrollHosting
import ScrollInput

/// Who a press's drag belongs to: the scroll views (the usual), or the content itself
/// (``WindowContent/contentDrag(at:)``: a list row's swipe actions, a row's move handle).
///
/// A press on something that takes only horizontal drags is held back from the scroll views
/// until the pointer has moved the touch slop — Flutter's `kTouchSlop`, 18 pt
/// (`ScrollInputConfiguration.controlDragSlopPoints`) — and then goes to whichever axis got
/// past it first, as Flutter's gesture arena decides between a horizontal and a vertical drag
/// recognizer (`DragGestureRecognizer.hasSufficientGlobalDistanceToAccept` in
/// `gestures/monodrag.dart`: the horizontal one accepts when `|dx|` exceeds the slop, the
/// vertical one when `|dy|` does). Horizontal: the content gets the drag, from the point where it
/// won (Flutter's `DragStartBehavior.start`: the row does not jump by the slop) and the scroll
/// views never see the press. Vertical, or a release before either (a click): the held events go
/// to the scroll views as they came, with their own times, so the list scrolls or the row is
/// tapped exactly as without the hold.
///
/// The press still catches the scroll views at once: a list that is decelerating stops at
/// the press's time (`.catchScrolling`), as a touch-down stops a `UIScrollView`'s deceleration on
/// iOS before any gesture recognizer has decided — UIKit's pan recognizer and the row's swipe
/// recognizer decide later, on a list already at rest. If the content takes the drag, the scroll
/// views let go of the catch (`.releaseScrolling`) and stay where they stopped. Other events that
/// arrive while the press is held (a wheel, a key, a resize) are held with it, so that the scroll
/// views see everything in the order it came.
struct ContentDragArbiter {
    enum State {
        /// No press, or a press the scroll views have (until the button comes up).
        case idle, scrolling
        /// A press on a horizontal-only taker, held back until the axis is known; or (with
        /// `distance`) on a taker of any drag past that distance (a `DragGesture`).
        case undecided(start: Point, held: [TimedInputEvent], distance: Double? = nil)
        /// The content has the drag; `origin` is where it took it.
        case content(origin: Point)
    }
    private(set) var state = State.idle
    /// The travel that decides the axis (Flutter's `kTouchSlop`).
    let slop: Points

    init(slop: Points) { self.slop = slop }

    /// What to do with one event.
    enum Step {
        /// Deliver the event to the scroll views (the common case: no array made).
        case pass
        /// Deliver these held events, the current one last, to the scroll views (in order).
        case flush([TimedInputEvent])
        /// Hold the event (the axis is not known yet).
        case hold
        /// A held press at `point`: the scroll views under it stop what they are doing (a fling,
        /// an animation), as a touch-down does, without starting a gesture.
        case catchScrolling(at: Point)
        /// The content took the held press: the scroll views let go of the catch, where they stopped.
        case releaseScrolling
        /// The content takes the drag that began at `start`; the pointer is at `point`.
        case begin(start: Point, point: Point)
        /// The content's drag moved.
        case move(to: Point, translation: Vector)
        /// The content's drag ended.
        case end
    }

    /// The content claims the press now down at `point` (a long press succeeded): its moves and
    /// release are the content's drag from here. Whatever the arbiter held back of the press is
    /// dropped (the scroll views only caught their motion for it, and let go when the pipeline
    /// cancels the press). Nothing when no press is down.
    mutating func claim(at point: Point) -> Bool {
        switch state {
        case .idle, .content: return false
        case .scrolling, .undecided:
            state = .content(origin: point)
            return true
        }
    }

    /// Decides `event`, handing each step to `apply` in order; `taker` says what a press at a
    /// point may start in the content. (Steps go to a closure rather than into an array: a frame
    /// of scrolling input allocates nothing here.)
    mutating func step(_ event: TimedInputEvent, taker: (Point) -> ContentDragKind?, apply: (Step) -> Void) {
        switch (state, event.event) {
        case (.idle, .pointerDown(let point, _, _)):
            switch taker(point) {
            case .immediate?:
                state = .content(origin: point)
                apply(.catchScrolling(at: point))
                apply(.releaseScrolling)
                apply(.begin(start: point, point: point))
            case .horizontal?:
                state = .undecided(start: point, held: [event])
                apply(.catchScrolling(at: point))
                apply(.hold)
            case .afterDistance(let distance)? where distance <= 0:
                state = .content(origin: point)
                apply(.catchScrolling(at: point))
                apply(.releaseScrolling)
                apply(.begin(start: point, point: point))
            case .afterDistance(let distance)?:
                state = .undecided(start: point, held: [event], distance: distance)
                apply(.catchScrolling(at: point))
                apply(.hold)
            case nil:
                state = .scrolling
                apply(.pass)
            }
        case (.undecided(let start, var held, let distance?), .pointerMove(let point)):
            // A drag gesture: any direction, once past its minimum distance; the content's
            // translations are from the press (SwiftUI's `startLocation`), and it gets the
            // move that decided at once.
            held.append(event)
            let dx = point.x - start.x, dy = point.y - start.y
            if (dx * dx + dy * dy).squareRoot() >= distance {
                state = .content(origin: start)
                apply(.releaseScrolling)
                let others = held.filter { !$0.event.isPointerButtonOrMove }
                if !others.isEmpty { apply(.flush(others)) }
                apply(.begin(start: start, point: point))
                apply(.move(to: point, translation: Vector(dx: dx, dy: dy)))
            } else {
                state = .undecided(start: start, held: held, distance: distance)
                apply(.hold)
            }
        case (.undecided(let start, var held, _), .pointerMove(let point)):
            held.append(event)
            let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
            if dx > slop, dx > dy {
                state = .content(origin: point)
                apply(.releaseScrolling)
                // What came while the press was held and is not the press's own (a wheel, a key)
                // goes to the scroll views, in order, before the content's drag begins.
                let others = held.filter { !$0.event.isPointerButtonOrMove }
                if !others.isEmpty { apply(.flush(others)) }
                apply(.begin(start: start, point: point))
            } else if dy > slop || dx > slop {
                state = .scrolling
                apply(.flush(held))
            } else {
                state = .undecided(start: start, held: held)
                apply(.hold)
            }
        case (.undecided(_, var held, _), .pointerUp):
            // A click (or a press that never moved the slop): the scroll views see all of it.
            held.append(event)
            state = .idle
            apply(.flush(held))
        case (.undecided(_, let held, _), .pointerDown):
            // A second press without a release (a lost up): the held press goes on, this one starts over.
            state = .idle
            apply(.flush(held))
            step(event, taker: taker, apply: apply)
        case (.undecided(let start, var held, let distance), _):
            // A wheel, key or resize while the press is held: held too, so that a flush delivers
            // everything in the order it came (it used to pass ahead of the held press).
            held.append(event)
            state = .undecided(start: start, held: held, distance: distance)
            apply(.hold)
        case (.content(let origin), .pointerMove(let point)):
            apply(.move(to: point, translation: Vector(dx: point.x - origin.x, dy: point.y - origin.y)))
        case (.content(let origin), .pointerUp(let point)):
            state = .idle
            if point != origin { apply(.move(to: point, translation: Vector(dx: point.x - origin.x, dy: point.y - origin.y))) }
            apply(.end)
        case (.content, .pointerDown):
            // A second press without a release (a lost up): the drag ends, the new press starts over.
            state = .idle
            apply(.end)
            step(event, taker: taker, apply: apply)
        case (.scrolling, .pointerDown):
            state = .idle
            step(event, taker: taker, apply: apply)
        case (.scrolling, .pointerUp):
            state = .idle
            apply(.pass)
        default:
            // Wheel, keys, resize and hover moves pass through.
            apply(.pass)
        }
    }
}

extension InputEvent {
    /// What a primary-button event is to the content's press observers; nil for the others.
    var pressPhase: PressPhase? {
        switch self {
        case .pointerDown: return .down
        case .pointerMove: return .move
        case .pointerUp: return .up
        case .wheel, .key, .resize, .text, .textEditing, .secondaryClick, .pinch, .controlWheel: return nil
        }
    }

    /// A press, a move or a release of the pointer (not a wheel, a key, typed text or a resize).
    var isPointerButtonOrMove: Bool {
        switch self {
        case .pointerDown, .pointerMove, .pointerUp: return true
        case .wheel, .key, .resize, .text, .textEditing, .secondaryClick, .pinch, .controlWheel: return false
        }
    }
}
