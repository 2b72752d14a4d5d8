import ScrollCore

/// Counters of Stage 1, cheap to copy and compare; also test hooks (architecture rule 11).
public struct ScrollInputStats: Sendable, Hashable, CustomStringConvertible {
    /// Events handed to ``ScrollInputRecognizer/handle(_:into:)``.
    public var events = 0
    /// Events dropped because their time or values were NaN or infinite.
    public var droppedEvents = 0
    /// Intents appended, by `handle` and `advance` together.
    public var intents = 0
    /// Detent wheel events turned into animated scrolls.
    public var wheelDetentEvents = 0
    /// Precise wheel events turned into precise scrolls.
    public var preciseEvents = 0
    /// Keys that produced an intent.
    public var keyScrolls = 0
    /// Drags begun (slop exceeded).
    public var drags = 0
    /// Drag and precise-stream ends with a non-zero fling velocity.
    public var flings = 0
    /// Precise streams ended (by the gap or by another input).
    public var preciseStreamsEnded = 0
    /// Precise streams that ended in the OS's own momentum tail, so no fling was added.
    public var momentumTailsDetected = 0

    public init() {}

    public var description: String {
        "events \(events) (dropped \(droppedEvents)) intents \(intents) wheel \(wheelDetentEvents) precise \(preciseEvents) keys \(keyScrolls) drags \(drags) flings \(flings)"
    }
}

/// Stage 1: turns platform-neutral ``TimedInputEvent``s into ``TimedScrollIntent``s.
///
/// Deterministic value type: the same events (and `advance` calls) always give the same intents,
/// and it reads no clock — time comes only from the events and from ``advance(to:into:)``.
/// It composes one ``WheelNormalizer`` (wheel units and signs), one ``KeyboardScrollMapper``, one
/// ``DragRecognizer`` (slop, 1:1 drag, fling velocity) and one ``PreciseScrollStream``
/// (touchpad stream end by gap).
///
/// Usage, once per frame in the host:
/// ```swift
/// intents.removeAll(keepingCapacity: true)
/// for event in polledEvents { recognizer.handle(event, into: &intents) }
/// recognizer.advance(to: frame.timeSeconds, into: &intents)
/// for intent in intents { position.apply(intent) }
/// ```
/// Intents are only ever appended, so with enough capacity in `intents` nothing allocates.
///
/// Time: an event earlier than the previous one is treated as happening at the previous time
/// (SDL timestamps are monotonic, but replayed traces may not be); NaN or infinite times and
/// values are dropped and counted in ``ScrollInputStats/droppedEvents``.
public struct ScrollInputRecognizer: Sendable {
    public let configuration: ScrollInputConfiguration
    private var wheel: WheelNormalizer
    private var keys: KeyboardScrollMapper
    private var drag: DragRecognizer
    private var precise: PreciseScrollStream
    private var lastTimeSeconds: Seconds = -.infinity
    public private(set) var stats = ScrollInputStats()

    public init(configuration: ScrollInputConfiguration = .init()) {
        self.configuration = configuration
        wheel = WheelNormalizer(configuration: configuration)
        keys = KeyboardScrollMapper(lineStepPoints: configuration.lineStepPoints)
        drag = DragRecognizer(configuration: configuration)
        precise = PreciseScrollStream(configuration: configuration)
    }

    /// `true` while the primary pointer is down.
    public var isPointerDown: Bool { drag.isPressed }
    /// `true` while a touchpad stream is running (its end has not been emitted yet).
    public var isPreciseScrolling: Bool { precise.isActive }

    /// Handles one event, appending the intents it causes (possibly none). `pressOnControl`: a
    /// pointer-down landed on a control (the host hit-tests), so it needs the control slop
    /// (``ScrollInputConfiguration/controlDragSlopPoints``) before it drags.
    public mutating func handle(_ event: TimedInputEvent, pressOnControl: Bool = false, into intents: inout [TimedScrollIntent]) {
        stats.events += 1
        let before = intents.count
        defer { stats.intents += intents.count - before }
        guard event.timeSeconds.isFinite else {
            stats.droppedEvents += 1
            return
        }
        let time = max(event.timeSeconds, lastTimeSeconds)
        lastTimeSeconds = time
        // A stream whose gap elapsed before this event ends first, at its own end time.
        emitPreciseEndIfDue(at: time, into: &intents)

        switch event.event.scrollingEquivalent {
        case .wheel(let dx, let dy, let isPrecise, _, let shift, let source):
            guard let output = wheel.normalize(dx: dx, dy: dy, source: source ?? .inferred(precise: isPrecise), shift: shift) else {
                if !dx.isFinite || !dy.isFinite { stats.droppedEvents += 1 }
                return
            }
            switch output {
            case .precise(let delta), .momentum(let delta):
                let isMomentum = if case .momentum = output { true } else { false }
                stats.preciseEvents += 1
                precise.add(delta: delta, timeSeconds: time, osMomentum: isMomentum)
                intents.append(TimedScrollIntent(timeSeconds: time, intent: .preciseScroll(delta: delta)))
            case .animated(let delta):
                stats.wheelDetentEvents += 1
                interruptPreciseStream(at: time, into: &intents)
                intents.append(TimedScrollIntent(timeSeconds: time, intent: .animatedScroll(by: delta)))
            }
        case .pointerDown(let point, _, _):
            guard point.x.isFinite, point.y.isFinite else { stats.droppedEvents += 1; return }
            interruptPreciseStream(at: time, into: &intents)
            drag.pointerDown(point, timeSeconds: time, onControl: pressOnControl, into: &intents)
        case .pointerMove(let point):
            guard point.x.isFinite, point.y.isFinite else { stats.droppedEvents += 1; return }
            let wasDragging = drag.isDragging
            drag.pointerMove(point, timeSeconds: time, into: &intents)
            if !wasDragging, drag.isDragging { stats.drags += 1 }
        case .pointerUp(let point):
            // A non-finite up position still ends the gesture, at the last known position.
            let safe = point.x.isFinite && point.y.isFinite
            if !safe { stats.droppedEvents += 1 }
            if let velocity = drag.pointerUp(safe ? point : lastPointerPoint, timeSeconds: time, into: &intents),
               velocity != .zero {
                stats.flings += 1
            }
        case .key(let name, let shift, _):
            guard let intent = keys.intent(forKey: name, shift: shift) else { return }
            stats.keyScrolls += 1
            interruptPreciseStream(at: time, into: &intents)
            intents.append(TimedScrollIntent(timeSeconds: time, intent: intent))
        case .resize, .text, .textEditing, .secondaryClick, .pinch, .controlWheel:
            // A pinch is the content's (MagnifyGesture, RotateGesture): it never scrolls.
            return  // metrics are the host's business; a secondary click is the content's (a context menu) (ScrollPhysicsPosition.updateMetrics)
        }
    }

    /// Forgets the press now down without an intent: the content took it (a long press).
    public mutating func cancelPress() { drag.cancel() }

    /// Emits the intents that time alone causes: a precise stream whose gap has elapsed by
    /// `timeSeconds` ends with ``ScrollIntent/preciseScrollEnded(velocity:)`` stamped at exactly
    /// `lastDelta + gap`.
    public mutating func advance(to timeSeconds: Seconds, into intents: inout [TimedScrollIntent]) {
        guard timeSeconds.isFinite else { return }
        let before = intents.count
        emitPreciseEndIfDue(at: timeSeconds, into: &intents)
        stats.intents += intents.count - before
    }

    // MARK: - Private

    private var lastPointerPoint: Point {
        if case .dragging(let last) = drag.phase { return last }
        if case .pressed(let origin) = drag.phase { return origin }
        return .zero
    }

    private mutating func emitPreciseEndIfDue(at time: Seconds, into intents: inout [TimedScrollIntent]) {
        guard let end = precise.endTimeSeconds, time >= end else { return }
        let velocity = precise.end()
        stats.preciseStreamsEnded += 1
        if precise.lastEndWasMomentumTail { stats.momentumTailsDetected += 1 }
        if velocity != .zero { stats.flings += 1 }
        intents.append(TimedScrollIntent(timeSeconds: end, intent: .preciseScrollEnded(velocity: velocity)))
    }

    /// Another input takes over: the stream ends at rest so physics settles (and springs back from
    /// any overscroll) before the new intent applies.
    private mutating func interruptPreciseStream(at time: Seconds, into intents: inout [TimedScrollIntent]) {
        guard precise.isActive else { return }
        _ = precise.end(tracked: false)
        stats.preciseStreamsEnded += 1
        intents.append(TimedScrollIntent(timeSeconds: time, intent: .preciseScrollEnded(velocity: .zero)))
    }
}
