import ScrollCore

/// Turns primary-pointer down/move/up into hold, drag and fling intents, as Flutter's
/// `DragGestureRecognizer` does for a mouse pointer.
///
/// - Down: ``ScrollIntent/hold`` (catches a running fling or animation).
/// - Moves while down: nothing until the pointer has travelled more than
///   ``ScrollInputConfiguration/dragSlopPoints`` (2 pt, Flutter's `kPrecisePointerPanSlop`; 18 pt,
///   ``ScrollInputConfiguration/controlDragSlopPoints``, for a press on a control) from
///   where it went down; then ``ScrollIntent/dragBegan`` and a ``ScrollIntent/dragChanged(delta:)``
///   for the travel *beyond* the slop (so the content does not jump by the slop, as
///   `DragStartBehavior.start`); after that every move is a delta 1:1 with the pointer.
/// - Up: ``ScrollIntent/dragEnded(velocity:)`` with the ``VelocityTracker`` estimate (zero under
///   ``ScrollInputConfiguration/minFlingVelocity``, clipped to
///   ``ScrollInputConfiguration/maxFlingVelocity``), or ``ScrollIntent/holdReleased`` if no drag
///   began.
///
/// Signs: the content follows the pointer, so an offset delta is the *negated* pointer delta
/// (pointer down 10 pt ⇒ `dy = −10`), and likewise for velocity.
public struct DragRecognizer: Sendable {
    enum Phase: Sendable, Hashable {
        case up
        case pressed(origin: Point)
        case dragging(last: Point)
    }

    public let configuration: ScrollInputConfiguration
    private(set) var phase: Phase = .up
    /// The slop of the current press: ``ScrollInputConfiguration/controlDragSlopPoints`` when it
    /// started on a control, else ``ScrollInputConfiguration/dragSlopPoints``.
    private var slop: Points = 0
    private var tracker: VelocityTracker

    public init(configuration: ScrollInputConfiguration = .init()) {
        self.configuration = configuration
        tracker = VelocityTracker(configuration: configuration.velocityTracker)
    }

    /// `true` between pointer down and up.
    public var isPressed: Bool { phase != .up }
    /// `true` once the slop was exceeded, until pointer up.
    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// A press at `point`; `onControl`: it landed on a control, so it must travel the control
    /// slop before it drags (its release within that is a click).
    public mutating func pointerDown(_ point: Point, timeSeconds: Seconds, onControl: Bool = false,
                                     into intents: inout [TimedScrollIntent]) {
        slop = max(onControl ? configuration.controlDragSlopPoints : configuration.dragSlopPoints, 0)
        tracker.reset()
        tracker.addSample(timeSeconds: timeSeconds, position: point)
        phase = .pressed(origin: point)
        intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .hold))
    }

    public mutating func pointerMove(_ point: Point, timeSeconds: Seconds, into intents: inout [TimedScrollIntent]) {
        switch phase {
        case .up:
            return  // hover: not ours
        case .pressed(let origin):
            tracker.addSample(timeSeconds: timeSeconds, position: point)
            let travel = point - origin
            let distance = Vector(dx: travel.x, dy: travel.y).length
            guard distance > slop else { return }
            // Only the travel beyond the slop moves the content.
            let beyond = (distance - slop) / distance
            phase = .dragging(last: point)
            intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .dragBegan))
            let delta = Vector(dx: -travel.x * beyond, dy: -travel.y * beyond)
            if delta != .zero {
                intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .dragChanged(delta: delta)))
            }
        case .dragging(let last):
            tracker.addSample(timeSeconds: timeSeconds, position: point)
            phase = .dragging(last: point)
            let delta = Vector(dx: -(point.x - last.x), dy: -(point.y - last.y))
            if delta != .zero {
                intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .dragChanged(delta: delta)))
            }
        }
    }

    /// - Returns: the offset velocity of a fling, or `nil` when no drag was in progress.
    @discardableResult
    public mutating func pointerUp(_ point: Point, timeSeconds: Seconds, into intents: inout [TimedScrollIntent]) -> Vector? {
        switch phase {
        case .up:
            return nil
        case .pressed:
            phase = .up
            intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .holdReleased))
            return nil
        case .dragging(let last):
            // The up position is not a velocity sample (Flutter tracks down and move events only),
            // but the content still follows it.
            let delta = Vector(dx: -(point.x - last.x), dy: -(point.y - last.y))
            if delta != .zero, delta.dx.isFinite, delta.dy.isFinite {
                intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .dragChanged(delta: delta)))
            }
            let pointerVelocity = tracker.velocity(atSeconds: timeSeconds)
            let velocity = Self.flingVelocity(-pointerVelocity, configuration: configuration)
            phase = .up
            intents.append(TimedScrollIntent(timeSeconds: timeSeconds, intent: .dragEnded(velocity: velocity)))
            return velocity
        }
    }

    /// The press is no longer the scroll views' (the content took it: a long press succeeded):
    /// forgotten without an intent, so its moves and release, if they came, would do nothing.
    public mutating func cancel() {
        phase = .up
        tracker.reset()
    }

    /// Zero under the minimum fling speed, clipped to the maximum, never non-finite.
    static func flingVelocity(_ velocity: Vector, configuration: ScrollInputConfiguration) -> Vector {
        guard velocity.dx.isFinite, velocity.dy.isFinite else { return .zero }
        let speed = velocity.length
        guard speed >= configuration.minFlingVelocity, speed > 0 else { return .zero }
        let maxSpeed = max(configuration.maxFlingVelocity, configuration.minFlingVelocity)
        return speed > maxSpeed ? velocity * (maxSpeed / speed) : velocity
    }
}
