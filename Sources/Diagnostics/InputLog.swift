import ScrollCore
import ScrollInput

/// The last few input events exactly as the platform delivered them — wheel deltas with all
/// their digits and the precise (touchpad) flag — for the physics overlay. Touchpads are
/// debugged here: you see whether a stream is precise, how big its deltas are, and when it ends.
///
/// Consecutive pointer moves collapse into one entry with a count and the total distance, so a
/// drag does not push every wheel event out of the log.
public struct InputLog: Sendable {
    /// One logged event.
    public struct Entry: Sendable, Hashable {
        public var timeSeconds: Seconds
        public var event: InputEvent
        /// For collapsed pointer moves: how many moves, and the distance from the first
        /// move's previous point.
        public var repeats = 1
        public var delta = Vector.zero
    }

    /// Entries kept.
    public let capacity: Int
    /// Oldest first.
    public private(set) var entries: [Entry] = []
    /// Events seen in total (the log keeps only the last ``capacity``).
    public private(set) var total = 0
    /// The path the window's input takes (the host sets it; headless runs read traces).
    public var platform = InputPlatform.trace
    private var lastPointer: Point?

    public init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
        entries.reserveCapacity(self.capacity + 1)
    }

    /// Appends one event.
    public mutating func append(_ timed: TimedInputEvent) {
        total += 1
        switch timed.event {
        case .pointerDown(let p, _, _), .pointerUp(let p), .secondaryClick(let p, _):
            lastPointer = p
        case .pointerMove(let p):
            let step = lastPointer.map { Vector(dx: p.x - $0.x, dy: p.y - $0.y) } ?? .zero
            lastPointer = p
            if var last = entries.last, case .pointerMove = last.event {
                last.repeats += 1
                last.delta = Vector(dx: last.delta.dx + step.dx, dy: last.delta.dy + step.dy)
                last.event = timed.event
                last.timeSeconds = timed.timeSeconds
                entries[entries.count - 1] = last
                return
            }
            push(Entry(timeSeconds: timed.timeSeconds, event: timed.event, delta: step))
            return
        default:
            break
        }
        push(Entry(timeSeconds: timed.timeSeconds, event: timed.event))
    }

    private mutating func push(_ entry: Entry) {
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// One line for `entry`, e.g. `wheel  dx  0.0000 dy -0.3750 Wayland precise`: the deltas
    /// as delivered, then the path and device class (``InputPlatform/name(for:)``).
    public static func describe(_ entry: Entry, platform: InputPlatform = .trace) -> String {
        func f(_ v: Double) -> String { OverlayFormat.right(OverlayFormat.fixed(v, 4), 8) }
        switch entry.event {
        case let .wheel(dx, dy, precise, _, shift, source):
            let kind = platform.name(for: source ?? .inferred(precise: precise))
            return "wheel  dx\(f(dx)) dy\(f(dy)) \(shift ? "Shift+" : "")\(kind)"
        case let .pointerDown(p, modifiers, clicks): return "down   \(clicks > 1 ? "×\(clicks) " : "")\(modifiers.prefix)(\(OverlayFormat.fixed(p.x, 1)), \(OverlayFormat.fixed(p.y, 1)))"
        case .pointerUp(let p): return "up     (\(OverlayFormat.fixed(p.x, 1)), \(OverlayFormat.fixed(p.y, 1)))"
        case let .secondaryClick(p, modifiers):
            return "2nd    \(modifiers.prefix)(\(OverlayFormat.fixed(p.x, 1)), \(OverlayFormat.fixed(p.y, 1)))"
        case .pointerMove:
            return "move   ×\(entry.repeats) Δ(\(OverlayFormat.fixed(entry.delta.dx, 1)), \(OverlayFormat.fixed(entry.delta.dy, 1)))"
        case let .key(name, shift, control): return "key    \(control ? "Ctrl+" : "")\(shift ? "Shift+" : "")\(name)"
        // Typed text is counted, not shown: it may be a password typed into a SecureField.
        case .text(let text): return "text   \(text.count) char\(text.count == 1 ? "" : "s")"
        case let .textEditing(text, start, _): return "edit   \(text.count) char\(text.count == 1 ? "" : "s") @\(start)"
        case .resize(let size): return "resize \(OverlayFormat.fixed(size.width, 0))×\(OverlayFormat.fixed(size.height, 0))"
        case let .controlWheel(dx, dy, _, shift, _): return "wheel  dx\(f(dx)) dy\(f(dy)) Ctrl+\(shift ? "Shift+" : "")"
        case let .pinch(phase, scale, rotation, _):
            return "pinch  \(phase.rawValue) ×\(OverlayFormat.fixed(scale, 4)) \(OverlayFormat.fixed(rotation, 2))°"
        }
    }
}

/// Offset and velocity samples over the last seconds, for the physics overlay's plot.
public struct MotionHistory: Sendable {
    public struct Sample: Sendable, Hashable {
        public var timeSeconds: Seconds
        public var offset: Points
        public var velocity: PointsPerSecond
    }

    /// How far back the plot looks.
    public let windowSeconds: Seconds
    /// Oldest first; never holds samples older than ``windowSeconds`` before the newest.
    public private(set) var samples: [Sample] = []

    public init(windowSeconds: Seconds = 4) {
        self.windowSeconds = windowSeconds
        samples.reserveCapacity(1024)
    }

    public mutating func append(_ sample: Sample) {
        if let last = samples.last, sample.timeSeconds < last.timeSeconds { samples.removeAll(keepingCapacity: true) }
        samples.append(sample)
        let oldest = sample.timeSeconds - windowSeconds
        if let first = samples.firstIndex(where: { $0.timeSeconds >= oldest }), first > 0 {
            samples.removeFirst(first)
        }
    }
}
