/// The durations of a run whose length is known before it starts — a bench's timed frames — kept
/// raw, so that its percentiles are exact: the samples are sorted once at the end and read by
/// the *nearest-rank* definition (below).
///
/// Why not an HdrHistogram, as ``FrameTimings`` and ``FrameHistory`` keep: those take a live
/// stream of unknown length (a window may run for hours) in fixed memory, at 2–3 significant
/// digits. A bench knows its frame count, and a histogram costs it more than it saves: the five
/// series of `lazyscroll bench` (1 ns … 60 s at three digits) were 27,648 counters each —
/// 1.1 MiB of a 2.1 MiB heap peak — and summing them for the mean and percentiles after a
/// one-frame run took two thirds of the whole process's instructions (Documentation/Memory.md).
/// Raw samples cost 8 bytes a frame a series (600 frames: 4.7 KiB), reserved up front so that
/// recording never allocates, and a summary is one sort: O(n log n).
///
/// Times are arguments: the caller measures with its host's clock and records nanoseconds.
public struct DurationSamples: Sendable {
    /// The recorded durations in nanoseconds, in the order recorded.
    public private(set) var nanoseconds: [UInt64] = []

    /// Room for `capacity` samples, reserved now: a run of that many records without allocating.
    public init(capacity: Int) {
        nanoseconds.reserveCapacity(max(0, capacity))
    }

    /// Samples recorded.
    public var count: Int { nanoseconds.count }

    /// Records one duration.
    public mutating func record(nanoseconds value: UInt64) {
        nanoseconds.append(value)
    }

    /// The order statistics of the samples, in nanoseconds; nil before the first sample.
    public struct Summary: Sendable, Hashable {
        public var count: Int
        /// The arithmetic mean (sum / count), not rounded.
        public var mean: Double
        public var min: UInt64
        public var p50: UInt64
        public var p95: UInt64
        public var p99: UInt64
        public var max: UInt64
        public init(count: Int, mean: Double, min: UInt64, p50: UInt64, p95: UInt64, p99: UInt64, max: UInt64) {
            self.count = count; self.mean = mean; self.min = min
            self.p50 = p50; self.p95 = p95; self.p99 = p99; self.max = max
        }
    }

    /// The samples' mean, minimum, maximum and 50th, 95th and 99th percentiles by the
    /// nearest-rank method (``nearestRank(percent:count:)``); nil when nothing was recorded.
    public func summary() -> Summary? {
        guard !nanoseconds.isEmpty else { return nil }
        let sorted = nanoseconds.sorted()
        // A Double sum: exact up to 2⁵³ ns (104 days) in total, and never traps.
        var sum = 0.0
        for value in sorted { sum += Double(value) }
        func percentile(_ p: Double) -> UInt64 { sorted[Self.nearestRank(percent: p, count: sorted.count) - 1] }
        return Summary(count: sorted.count, mean: sum / Double(sorted.count), min: sorted[0],
                       p50: percentile(50), p95: percentile(95), p99: percentile(99), max: sorted[sorted.count - 1])
    }

    /// The 1-based rank of the `percent`-th percentile of `count` sorted samples by the
    /// **nearest-rank method**: the smallest rank `r` with `r / count ≥ percent / 100`, that is
    /// `⌈percent · count / 100⌉`, and rank 1 for `percent` 0 — so the percentile is always one of
    /// the samples, never an interpolation between two
    /// (https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method). The Dear ImGui peer's
    /// `stats()` takes element `⌈f · n⌉ − 1` of its sorted vector (`f` = 0.50, 0.95, 0.99): the
    /// same rank for every count below 100,000 (checked for all of them).
    ///
    /// `percent · count` is computed before the division, so a whole percent of a count below
    /// 2⁵³ / 100 is exact (`99 · 600 / 100` is 594, where `0.99 · 600` is 593.99…).
    public static func nearestRank(percent: Double, count: Int) -> Int {
        precondition(count > 0, "a percentile of no samples")
        let p = Swift.min(100, Swift.max(0, percent.isNaN ? 0 : percent))
        let rank = Int((p * Double(count) / 100).rounded(.up))
        return Swift.min(count, Swift.max(1, rank))
    }
}
