import Histogram
import ScrollCore

/// The phases of one frame, in pipeline order; each is timed separately.
public enum FramePhase: String, Sendable, CaseIterable, Codable {
    /// Polling or replaying events and turning them into scroll intents.
    case events
    /// Advancing physics to the frame's time.
    case simulation
    /// The lazy stack's measure pass.
    case layout
    /// Building the display list.
    case painting
    /// Building the diagnostics overlays (HUD, bounds, zones, …) into the same display list;
    /// 0 when every overlay is off.
    case overlays
    /// Executing the display list in the renderer.
    case render
    /// `SDL_RenderPresent` in a window: handing the frame to the display, including any wait for
    /// vsync (0 headless and in benchmarks). With it, the total is the whole frame as the screen
    /// sees it.
    case present
}

/// Durations of one frame's phases, in seconds (measured by the host's clock).
public struct FramePhaseTimes: Sendable, Hashable {
    /// One duration per phase, in ``FramePhase/allCases`` order.
    public var seconds = PhaseSeconds()
    public init() {}
    public subscript(phase: FramePhase) -> Seconds {
        get { seconds[phase.index] }
        set { seconds[phase.index] = newValue }
    }
    public var total: Seconds { seconds.reduce(0, +) }
}

/// A duration per phase stored inline (a frame's times are made every frame; an array would
/// be a heap allocation each time). Indexed in ``FramePhase/allCases`` order.
public struct PhaseSeconds: RandomAccessCollection, MutableCollection, Sendable, Hashable {
    private var events: Seconds = 0, simulation: Seconds = 0, layout: Seconds = 0, painting: Seconds = 0
    private var overlays: Seconds = 0, render: Seconds = 0, present: Seconds = 0
    public init() {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 7 }
    public subscript(position: Int) -> Seconds {
        get {
            switch position {
            case 0: events
            case 1: simulation
            case 2: layout
            case 3: painting
            case 4: overlays
            case 5: render
            case 6: present
            default: preconditionFailure("phase index \(position) out of 0..<7")
            }
        }
        set {
            switch position {
            case 0: events = newValue
            case 1: simulation = newValue
            case 2: layout = newValue
            case 3: painting = newValue
            case 4: overlays = newValue
            case 5: render = newValue
            case 6: present = newValue
            default: preconditionFailure("phase index \(position) out of 0..<7")
            }
        }
    }
}

extension FramePhase {
    /// The phase's place in ``allCases`` (and in ``PhaseSeconds``).
    var index: Int {
        switch self {
        case .events: 0
        case .simulation: 1
        case .layout: 2
        case .painting: 3
        case .overlays: 4
        case .render: 5
        case .present: 6
        }
    }
}

/// Percentiles of one series, in milliseconds, as the report prints them.
public struct PercentileSummary: Sendable, Hashable, Codable {
    public var p50: Double
    public var p95: Double
    public var p99: Double
    public var max: Double
    public var mean: Double
}

/// Frame-time distributions per phase and in total, kept in HdrHistograms
/// (hdrhistogram-swift) at microsecond resolution and 3 significant digits.
public struct FrameTimings: Sendable {
    private var total: Histogram<UInt64>
    private var phases: [Histogram<UInt64>]
    public private(set) var frames = 0

    public init() {
        // 1 µs … 10 s.
        total = Histogram(lowestDiscernibleValue: 1, highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        phases = FramePhase.allCases.map { _ in
            Histogram(lowestDiscernibleValue: 1, highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        }
    }

    public mutating func record(_ times: FramePhaseTimes) {
        frames += 1
        _ = total.record(Self.microseconds(times.total))
        for (i, seconds) in times.seconds.enumerated() { _ = phases[i].record(Self.microseconds(seconds)) }
    }

    public func summary(_ phase: FramePhase?) -> PercentileSummary {
        let h = phase.map { phases[FramePhase.allCases.firstIndex(of: $0)!] } ?? total
        func ms(_ us: UInt64) -> Double { (Double(us) / 1000 * 1000).rounded() / 1000 }
        guard h.totalCount > 0 else { return PercentileSummary(p50: 0, p95: 0, p99: 0, max: 0, mean: 0) }
        return PercentileSummary(p50: ms(h.valueAtPercentile(50)), p95: ms(h.valueAtPercentile(95)),
                                 p99: ms(h.valueAtPercentile(99)), max: ms(h.max),
                                 mean: (h.mean / 1000 * 1000).rounded() / 1000)
    }

    private static func microseconds(_ seconds: Seconds) -> UInt64 {
        let us = (seconds * 1_000_000).finiteOr(0)
        return UInt64(max(1, min(us, 10_000_000)).rounded())
    }
}
