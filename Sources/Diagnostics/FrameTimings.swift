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
    public var seconds: [Seconds] = Array(repeating: 0, count: FramePhase.allCases.count)
    public init() {}
    public subscript(phase: FramePhase) -> Seconds {
        get { seconds[FramePhase.allCases.firstIndex(of: phase)!] }
        set { seconds[FramePhase.allCases.firstIndex(of: phase)!] = newValue }
    }
    public var total: Seconds { seconds.reduce(0, +) }
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
