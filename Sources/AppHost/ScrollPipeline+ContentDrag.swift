import ScrollCore
import ScrollHosting
import ScrollInput

/// Who a press's drag belongs to: the scroll views (the usual), or the content itself
/// (``WindowContent/contentDrag(at:)``: a list row's swipe actions, a row's move handle).
///
/// A press on something that takes only horizontal drags is held back from the scroll views
/// until the pointer has moved the touch slop — Flutter's `kTouchSlop`, 18 pt
/// (``ScrollInputConfiguration/controlDragSlopPoints``) — and then goes to whichever axis got
/// past it first, as Flutter's gesture arena decides between a horizontal and a vertical drag
/// recognizer (`DragGestureRecognizer.hasSufficientGlobalDistanceToAccept` in
/// `gestures/monodrag.dart`: the horizontal one accepts when `|dx|` exceeds the slop, the
/// vertical one when `|dy|` does). Horizontal: the content gets the drag, from the point where it
/// won (Flutter's `DragStartBehavior.start`: the row does not jump by the slop) and the scroll
/// views never see the press. Vertical, or a release before either (a click): the held events go
/// to the scroll views as they came, with their own times, so the list scrolls or the row is
/// tapped exactly as without the hold.
struct ContentDragArbiter {
    enum State {
        /// No press, or a press the scroll views have (until the button comes up).
        case idle, scrolling
        /// A press on a horizontal-only taker, held back until the axis is known.
        case undecided(start: Point, held: [TimedInputEvent])
        /// The content has the drag; `origin` is where it took it.
        case content(origin: Point)
    }
    private(set) var state = State.idle
    /// The travel that decides the axis (Flutter's `kTouchSlop`).
    let slop: Points

    init(slop: Points) { self.slop = slop }

    /// What to do with one event.
    enum Step {
        /// Deliver these events to the scroll views (in order).
        case scroll([TimedInputEvent])
        /// Hold the event (the axis is not known yet).
        case hold
        /// The content takes the drag that began at `start`; the pointer is at `point`.
        case begin(start: Point, point: Point)
        /// The content's drag moved.
        case move(to: Point, translation: Vector)
        /// The content's drag ended.
        case end
    }

    /// Decides `event`; `taker` says what a press at a point may start in the content.
    mutating func step(_ event: TimedInputEvent, taker: (Point) -> ContentDragKind?) -> [Step] {
        switch (state, event.event) {
        case (.idle, .pointerDown(let point, _)):
            switch taker(point) {
            case .immediate?:
                state = .content(origin: point)
                return [.begin(start: point, point: point)]
            case .horizontal?:
                state = .undecided(start: point, held: [event])
                return [.hold]
            case nil:
                state = .scrolling
                return [.scroll([event])]
            }
        case (.undecided(let start, var held), .pointerMove(let point)):
            held.append(event)
            let dx = abs(point.x - start.x), dy = abs(point.y - start.y)
            if dx > slop, dx > dy {
                state = .content(origin: point)
                return [.begin(start: start, point: point)]
            }
            if dy > slop || dx > slop {
                state = .scrolling
                return [.scroll(held)]
            }
            state = .undecided(start: start, held: held)
            return [.hold]
        case (.undecided(_, var held), .pointerUp):
            // A click (or a press that never moved the slop): the scroll views see all of it.
            held.append(event)
            state = .idle
            return [.scroll(held)]
        case (.content(let origin), .pointerMove(let point)):
            return [.move(to: point, translation: Vector(dx: point.x - origin.x, dy: point.y - origin.y))]
        case (.content(let origin), .pointerUp(let point)):
            state = .idle
            var steps: [Step] = []
            if point != origin { steps.append(.move(to: point, translation: Vector(dx: point.x - origin.x, dy: point.y - origin.y))) }
            steps.append(.end)
            return steps
        case (.content, .pointerDown):
            // A second press without a release (a lost up): the drag ends, the new press starts over.
            state = .idle
            return [.end] + step(event, taker: taker)
        case (.undecided(_, let held), .pointerDown):
            // A second press without a release (a lost up): the held press goes on, this one starts over.
            state = .idle
            return [.scroll(held)] + step(event, taker: taker)
        case (.scrolling, .pointerDown):
            state = .idle
            return step(event, taker: taker)
        case (.scrolling, .pointerUp):
            state = .idle
            return [.scroll([event])]
        default:
            // Wheel, keys, resize, hover moves and a held press's other events pass through.
            return [.scroll([event])]
        }
    }
}
