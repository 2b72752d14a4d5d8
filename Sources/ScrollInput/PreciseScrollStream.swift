import ScrollCore

/// Follows a stream of precise (touchpad) wheel deltas and decides when it has ended.
///
/// SDL2 gives no finger-lift or scroll-phase information (references §1.4), so a stream ends when
/// no delta arrived for ``ScrollInputConfiguration/preciseScrollEndGapSeconds``. The velocity is
/// the ``VelocityTracker`` fit of the *cumulative offset* against time, evaluated at the last delta
/// (evaluating at the end time would always see a 50 ms pause and report rest).
///
/// **The OS's own momentum.** Where the platform already animates a fling after the fingers lift
/// (macOS, and compositors or drivers that synthesize kinetic scrolling), the stream goes on after
/// the lift as a *decaying tail*: deltas of one sign whose sizes only shrink. Adding our fling
/// at the end of that tail would fling twice. So a stream whose last
/// ``ScrollInputConfiguration/momentumTailMinimumEvents`` deltas point the same way, never grow,
/// and shrink overall to at most ``ScrollInputConfiguration/momentumTailMaximumRatio`` of the
/// first, ends **at rest** (``lastEndWasMomentumTail``). A finger held at a steady speed (equal
/// deltas) or a jittery one (sizes going up and down) is not a tail and flings as usual.
public struct PreciseScrollStream: Sendable {
    public let configuration: ScrollInputConfiguration
    private var tracker: VelocityTracker
    private var cumulative: Vector = .zero
    /// The newest deltas, a ring of ``ScrollInputConfiguration/momentumTailMinimumEvents`` (allocated once).
    private var recent: [Vector]
    private var recentNewest = -1
    private var recentCount = 0
    /// The time of the newest delta while a stream is running, else `nil`.
    public private(set) var lastDeltaTimeSeconds: Seconds?
    /// Whether the last ``end(tracked:)`` saw an OS momentum tail (and so returned zero).
    public private(set) var lastEndWasMomentumTail = false
    /// Whether the running stream carried deltas the host marked as the OS's own momentum
    /// (``WheelSource/osMomentum``): it then ends at rest, whatever its shape.
    private var sawOSMomentum = false

    public init(configuration: ScrollInputConfiguration = .init()) {
        self.configuration = configuration
        tracker = VelocityTracker(configuration: configuration.velocityTracker)
        recent = Array(repeating: .zero, count: max(configuration.momentumTailMinimumEvents, 1))
    }

    public var isActive: Bool { lastDeltaTimeSeconds != nil }

    /// When the running stream will count as ended, if one is running.
    public var endTimeSeconds: Seconds? {
        lastDeltaTimeSeconds.map { $0 + max(configuration.preciseScrollEndGapSeconds, 0) }
    }

    /// Records one offset delta; `osMomentum` marks it as the OS's own kinetic tail.
    public mutating func add(delta: Vector, timeSeconds: Seconds, osMomentum: Bool = false) {
        if !isActive {
            tracker.reset()
            cumulative = .zero
            recentCount = 0
            sawOSMomentum = false
        }
        if osMomentum { sawOSMomentum = true }
        recentNewest = (recentNewest + 1) % recent.count
        recent[recentNewest] = delta
        recentCount = min(recentCount + 1, recent.count)
        cumulative = cumulative + delta
        tracker.addSample(timeSeconds: timeSeconds, position: Point(x: cumulative.dx, y: cumulative.dy))
        lastDeltaTimeSeconds = timeSeconds
    }

    /// Ends the stream and returns its fling velocity (offset units; zero under the minimum fling
    /// speed). `tracked == false` ends it at rest (another input interrupted it).
    public mutating func end(tracked: Bool = true) -> Vector {
        defer {
            lastDeltaTimeSeconds = nil
            tracker.reset()
            recentCount = 0
        }
        lastEndWasMomentumTail = false
        guard tracked, let last = lastDeltaTimeSeconds else { return .zero }
        if sawOSMomentum || endsInMomentumTail {
            lastEndWasMomentumTail = true
            return .zero
        }
        return DragRecognizer.flingVelocity(tracker.velocity(atSeconds: last), configuration: configuration)
    }

    /// Whether the newest deltas look like the OS's own decaying fling (see the type's doc).
    public var endsInMomentumTail: Bool {
        let count = configuration.momentumTailMinimumEvents
        guard count >= 3, count <= recent.count, recentCount >= count else { return false }
        let oldest = (recentNewest - count + 1 + recent.count) % recent.count
        let first = recent[oldest]
        var previous = first
        for i in 1..<count {
            let delta = recent[(oldest + i) % recent.count]
            // Same direction as the previous delta, and no bigger (equal sizes are allowed: tails
            // of whole pixels repeat).
            guard delta.dx * previous.dx + delta.dy * previous.dy > 0,
                  delta.length <= previous.length * (1 + 1e-9) else { return false }
            previous = delta
        }
        return previous.length <= configuration.momentumTailMaximumRatio * first.length
    }
}
