import ScrollCore

/// Follows a stream of precise (touchpad) wheel deltas and decides when it has ended.
///
/// SDL2 gives no finger-lift or scroll-phase information (references §1.4), so a stream ends when
/// no delta arrived for ``ScrollInputConfiguration/preciseScrollEndGapSeconds``. The velocity is
/// the ``VelocityTracker`` fit of the *cumulative offset* against time, evaluated at the last delta
/// (evaluating at the end time would always see a 50 ms pause and report rest).
public struct PreciseScrollStream: Sendable {
    public let configuration: ScrollInputConfiguration
    private var tracker: VelocityTracker
    private var cumulative: Vector = .zero
    /// The time of the newest delta while a stream is running, else `nil`.
    public private(set) var lastDeltaTimeSeconds: Seconds?

    public init(configuration: ScrollInputConfiguration = .init()) {
        self.configuration = configuration
        tracker = VelocityTracker(configuration: configuration.velocityTracker)
    }

    public var isActive: Bool { lastDeltaTimeSeconds != nil }

    /// When the running stream will count as ended, if one is running.
    public var endTimeSeconds: Seconds? {
        lastDeltaTimeSeconds.map { $0 + max(configuration.preciseScrollEndGapSeconds, 0) }
    }

    /// Records one offset delta.
    public mutating func add(delta: Vector, timeSeconds: Seconds) {
        if !isActive {
            tracker.reset()
            cumulative = .zero
        }
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
        }
        guard tracked, let last = lastDeltaTimeSeconds else { return .zero }
        return DragRecognizer.flingVelocity(tracker.velocity(atSeconds: last), configuration: configuration)
    }
}
