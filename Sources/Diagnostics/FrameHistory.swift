import Histogram
import ScrollCore

/// The recent past of the frame loop, for the HUD: the phase times of the last
/// ``capacity`` frames (the bar graph) and HdrHistograms of the frame time over the last
/// ``windowSeconds`` (the p50 / p99 / max readout).
///
/// The window slides in ``sliceSeconds`` steps: each slice has its own small histogram, and a
/// percentile query adds the live slices into a scratch histogram. Recording is O(1) and
/// allocation-free; a query costs O(slices × buckets) (a few µs), so the HUD asks at its text
/// refresh rate, not every frame.
///
/// Times are the host clock's seconds (``FrameTime/timeSeconds``); durations are seconds and
/// are kept at microsecond resolution, 2 significant digits, 1 µs … 1 s.
///
/// See also: ``FrameTimings`` (the whole run's distributions, for the report).
public struct FrameHistory: Sendable {
    /// One frame of the ring: when it started and how long each phase took.
    public struct Sample: Sendable, Hashable {
        public var timeSeconds: Seconds
        public var times: FramePhaseTimes
    }

    /// Frames kept for the bar graph (Android's profiler and Flutter's overlay show about 4 s at 60 Hz).
    public let capacity: Int
    /// How far back the percentiles look.
    public let windowSeconds: Seconds
    /// The granularity of the sliding window.
    public let sliceSeconds: Seconds

    private var ring: [Sample] = []
    private var head = 0                      // index of the oldest sample once the ring is full
    private var slices: [Histogram<UInt64>]
    private var sliceStart: [Seconds]         // start time of each slice; -inf = empty
    private var phaseSlices: [[Histogram<UInt64>]]
    private var scratch: Histogram<UInt64>

    public init(capacity: Int = 240, windowSeconds: Seconds = 5, sliceSeconds: Seconds = 0.5) {
        self.capacity = max(1, capacity)
        self.windowSeconds = max(sliceSeconds, windowSeconds)
        self.sliceSeconds = max(0.01, sliceSeconds)
        let count = Int((self.windowSeconds / self.sliceSeconds).rounded(.up)) + 1
        func make() -> Histogram<UInt64> {
            Histogram(lowestDiscernibleValue: 1, highestTrackableValue: 1_000_000, numberOfSignificantValueDigits: .two)
        }
        slices = (0..<count).map { _ in make() }
        phaseSlices = FramePhase.allCases.map { _ in (0..<count).map { _ in make() } }
        sliceStart = Array(repeating: -.infinity, count: count)
        scratch = make()
        ring.reserveCapacity(self.capacity)
    }

    /// Frames recorded and still in the ring (≤ ``capacity``).
    public var count: Int { ring.count }

    /// The ring's samples, oldest first.
    public func forEachSample(_ body: (Sample) -> Void) {
        for i in 0..<ring.count { body(ring[(head + i) % ring.count]) }
    }

    /// The newest sample, if any.
    public var last: Sample? { ring.isEmpty ? nil : ring[(head + ring.count - 1) % ring.count] }

    /// Records one finished frame that started at `timeSeconds`.
    public mutating func record(_ times: FramePhaseTimes, at timeSeconds: Seconds) {
        let sample = Sample(timeSeconds: timeSeconds, times: times)
        if ring.count < capacity { ring.append(sample) } else { ring[head] = sample; head = (head + 1) % capacity }

        guard timeSeconds.isFinite else { return }
        let sliceIndex = Int((timeSeconds / sliceSeconds).rounded(.down))
        let slot = ((sliceIndex % slices.count) + slices.count) % slices.count
        let start = Double(sliceIndex) * sliceSeconds
        if sliceStart[slot] != start {
            slices[slot].reset()
            for p in phaseSlices.indices { phaseSlices[p][slot].reset() }
            sliceStart[slot] = start
        }
        _ = slices[slot].record(Self.microseconds(times.total))
        for (p, seconds) in times.seconds.enumerated() { _ = phaseSlices[p][slot].record(Self.microseconds(seconds)) }
    }

    /// Frames per second over the last `seconds` of the ring (from frame start times), or nil
    /// before two frames.
    public func framesPerSecond(over seconds: Seconds = 1) -> Double? {
        guard let newest = last, ring.count >= 2 else { return nil }
        var oldest = newest.timeSeconds, frames = 0
        forEachSample { s in
            guard newest.timeSeconds - s.timeSeconds <= seconds else { return }
            frames += 1
            oldest = min(oldest, s.timeSeconds)
        }
        let span = newest.timeSeconds - oldest
        return span > 0 ? Double(frames - 1) / span : nil
    }

    /// p50, p99 and max of the frame total (`phase == nil`) or of one phase, in milliseconds,
    /// over the last ``windowSeconds`` before `now`; zeros when nothing was recorded.
    public mutating func summary(_ phase: FramePhase?, now: Seconds) -> (p50: Double, p99: Double, max: Double, frames: Int) {
        scratch.reset()
        let oldest = now - windowSeconds
        let source = phase.map { phaseSlices[FramePhase.allCases.firstIndex(of: $0)!] } ?? slices
        for slot in source.indices where sliceStart[slot] + sliceSeconds > oldest && sliceStart[slot] <= now {
            scratch.add(source[slot])
        }
        guard scratch.totalCount > 0 else { return (0, 0, 0, 0) }
        func ms(_ us: UInt64) -> Double { Double(us) / 1000 }
        return (ms(scratch.valueAtPercentile(50)), ms(scratch.valueAtPercentile(99)), ms(scratch.max), Int(scratch.totalCount))
    }

    private static func microseconds(_ seconds: Seconds) -> UInt64 {
        let us = (seconds * 1_000_000).finiteOr(0)
        return UInt64(max(1, min(us, 1_000_000)).rounded())
    }
}
