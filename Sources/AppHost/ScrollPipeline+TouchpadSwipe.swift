import ScrollCore
import ScrollHosting
import ScrollInput

/// Who a touchpad's two-finger gesture belongs to: the scroll views (the usual), or a list row
/// with swipe actions under the pointer (``WindowContent/contentDrag(at:)`` says
/// ``ContentDragKind/horizontal``) — the touchpad twin of ``ContentDragArbiter``.
///
/// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`
/// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:))
/// reveals a row's buttons on a horizontal swipe; on a Mac a two-finger swipe on the touchpad
/// does it, as a finger's drag does on iOS. A touchpad has no press, so the gesture is the
/// stream of precise wheel deltas (``WheelSource/touchpad``) from its first delta until it goes
/// quiet for ``ScrollInputConfiguration/preciseScrollEndGapSeconds`` (SDL2 reports no finger lift;
/// ``PreciseScrollStream``). A stream that begins over a row that swipes is held back from the
/// scroll views while its deltas add up, and the axis is decided exactly as the drag path decides
/// it: the first axis whose total passes the touch slop (Flutter's `kTouchSlop`, 18 pt) wins.
///
/// - Horizontal: the row takes the gesture from there (it follows the fingers 1:1, from where
///   the axis was won, without jumping by the slop) and, when the stream ends, settles open,
///   closed or through a full swipe, as after a drag. The scroll views never see the stream.
/// - Vertical, or a stream that ends first: the held deltas go to the scroll views with their
///   own times, so the list scrolls exactly as without the hold.
///
/// Every other stream passes straight through: one that begins anywhere else (a horizontal
/// carousel, a row without swipe actions), wheel detents, and the OS's own momentum after the
/// fingers lift (which ends a row's swipe rather than moving it on: a row settles on lift).
struct TouchpadSwipeArbiter {
    enum State {
        /// No stream, or one that is not a row's; `last` is the time of its latest delta.
        case idle
        case scrolling(last: Seconds)
        /// A stream over a row that swipes, held back until its axis is known; `total` is its
        /// offset delta so far (points).
        case undecided(start: Point, total: Vector, held: [TimedInputEvent], last: Seconds)
        /// The row has the stream; `origin` is the total when it took it.
        case content(origin: Vector, total: Vector, last: Seconds)
        /// The row's swipe ended on the OS's momentum; the rest of the stream is swallowed.
        case spent(last: Seconds)
    }
    private(set) var state = State.idle
    /// The travel that decides the axis (Flutter's `kTouchSlop`).
    let slop: Points
    /// How long without a delta ends a stream (the recognizer's own gap).
    let endGap: Seconds
    /// Deltas to points, as the recognizer converts them.
    let normalizer: WheelNormalizer

    init(configuration: ScrollInputConfiguration) {
        slop = configuration.controlDragSlopPoints
        endGap = max(configuration.preciseScrollEndGapSeconds, 0)
        normalizer = WheelNormalizer(configuration: configuration)
    }

    /// What to do next: ``ContentDragArbiter/Step``'s cases, with `.pass` meaning "on to the
    /// press arbiter and the scroll views", each with the time it happens at.
    typealias Apply = (ContentDragArbiter.Step, Seconds) -> Void

    /// The latest delta of the stream going on, if any.
    private var lastDelta: Seconds? {
        switch state {
        case .idle: nil
        case .scrolling(let last), .undecided(_, _, _, let last), .content(_, _, let last), .spent(let last): last
        }
    }

    /// Ends the stream if it has been quiet for the gap by `time` (the fingers lifted): a held
    /// stream goes to the scroll views, a row's swipe settles. Called before each event and once
    /// the frame's input is over.
    mutating func endIfQuiet(at time: Seconds, apply: Apply) {
        guard let last = lastDelta, time >= last + endGap else { return }
        finish(at: last + endGap, apply: apply)
    }

    /// Ends the stream now, whatever it was.
    private mutating func finish(at time: Seconds, apply: Apply) {
        switch state {
        case .undecided(_, _, let held, _): apply(.flush(held), time)
        case .content: apply(.end, time)
        case .idle, .scrolling, .spent: break
        }
        state = .idle
    }

    /// Decides `event`; `taker` says what a press at a point may start in the content.
    mutating func step(_ event: TimedInputEvent, taker: (Point) -> ContentDragKind?, apply: Apply) {
        let time = event.timeSeconds
        endIfQuiet(at: time, apply: apply)
        guard case .wheel(let dx, let dy, let precise, let point, let shift, let source) = event.event else {
            // A press or another wheel takes over from the fingers; moves, keys and resizes do not.
            switch event.event {
            case .pointerDown, .pointerUp: finish(at: time, apply: apply)
            default: break
            }
            apply(.pass, time)
            return
        }
        let kind = source ?? .inferred(precise: precise)
        guard kind == .touchpad || kind == .osMomentum else {
            finish(at: time, apply: apply)
            apply(.pass, time)
            return
        }
        var delta = Vector.zero
        if kind == .touchpad {
            // Deltas the recognizer drops (zero, not finite) change nothing here either.
            guard case .precise(let offset)? = normalizer.normalize(dx: dx, dy: dy, source: kind, shift: shift) else {
                apply(.pass, time)
                return
            }
            delta = offset
        }
        switch state {
        case .idle:
            // The OS's momentum without a finger stream before it is nobody's swipe.
            guard kind == .touchpad, taker(point) == .horizontal else {
                if kind == .touchpad { state = .scrolling(last: time) }
                apply(.pass, time)
                return
            }
            state = .undecided(start: point, total: .zero, held: [], last: time)
            step(event, taker: taker, apply: apply)
        case .scrolling:
            state = .scrolling(last: time)
            apply(.pass, time)
        case .undecided(let start, var total, var held, _):
            held.append(event)
            if kind == .osMomentum {
                // The fingers lifted before the axis was known: the scroll views have all of it.
                state = .scrolling(last: time)
                apply(.flush(held), time)
                return
            }
            total = total + delta
            let ax = abs(total.dx), ay = abs(total.dy)
            if ax > slop, ax > ay {
                state = .content(origin: total, total: total, last: time)
                apply(.begin(start: start, point: point), time)
            } else if ay > slop || ax > slop {
                state = .scrolling(last: time)
                apply(.flush(held), time)
            } else {
                state = .undecided(start: start, total: total, held: held, last: time)
                apply(.hold, time)
            }
        case .content(let origin, var total, _):
            if kind == .osMomentum {
                state = .spent(last: time)
                apply(.end, time)
                return
            }
            total = total + delta
            state = .content(origin: origin, total: total, last: time)
            // Scrolling right (a positive offset delta: the fingers move left) moves the row left.
            apply(.move(to: point, translation: Vector(dx: -(total.dx - origin.dx), dy: 0)), time)
        case .spent:
            state = .spent(last: time)
        }
    }
}
