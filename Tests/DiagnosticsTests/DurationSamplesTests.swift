import Diagnostics
import Testing

/// `DurationSamples`: a bench's frame times kept raw, summarised by sorting with the
/// nearest-rank percentile (https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method).
@Suite("Duration samples")
struct DurationSamplesTests {
    /// Wikipedia's worked example of the nearest-rank method, the list 15, 20, 35, 40, 50:
    /// the 5th percentile is rank ⌈0.05·5⌉ = ⌈0.25⌉ = 1 → 15; the 30th ⌈1.5⌉ = 2 → 20; the 40th
    /// ⌈2.0⌉ = 2 → 20 (exactly 40 % of the values are ≤ 20); the 50th ⌈2.5⌉ = 3 → 35; the 100th
    /// rank 5 → 50 (the largest). The 0th is rank 1 by definition.
    @Test("Nearest rank: Wikipedia's worked example (15, 20, 35, 40, 50)",
          arguments: [(5.0, 15), (30, 20), (40, 20), (50, 35), (100, 50), (0, 15), (80, 40), (80.1, 50)] as [(Double, UInt64)])
    func wikipediaExample(percent: Double, expected: UInt64) {
        let sorted: [UInt64] = [15, 20, 35, 40, 50]
        #expect(sorted[DurationSamples.nearestRank(percent: percent, count: 5) - 1] == expected)
    }

    /// 600 frames (the bench's default) taking 1 … 600 ns, recorded in a scrambled order
    /// (i·7 mod 600 visits every residue once, as 7 and 600 are coprime): rank ⌈p·600/100⌉ holds
    /// the value equal to the rank — p50 rank 300, p95 rank 570, p99 rank 594 (where ⌈0.99·600⌉
    /// computed as 0.99 × 600 in binary would be ⌈593.999…⌉ — the reason the product is taken
    /// first); mean (1 + 600)/2 = 300.5.
    @Test("600 samples: p50, p95, p99 are ranks 300, 570 and 594; the mean is exact")
    func sixHundredFrames() throws {
        var samples = DurationSamples(capacity: 600)
        for i in 0..<600 { samples.record(nanoseconds: UInt64((i * 7) % 600 + 1)) }
        #expect(samples.count == 600)
        let s = try #require(samples.summary())
        #expect(s == DurationSamples.Summary(count: 600, mean: 300.5, min: 1, p50: 300, p95: 570, p99: 594, max: 600))
        // The samples stay in the order recorded (the summary sorts a copy).
        #expect(Array(samples.nanoseconds.prefix(3)) == [1, 8, 15])
    }

    /// One frame (`bench --frames 1`): every percentile is that frame.
    @Test("One sample is every percentile; no samples, no summary")
    func oneAndNone() throws {
        #expect(DurationSamples(capacity: 4).summary() == nil)
        var one = DurationSamples(capacity: 1)
        one.record(nanoseconds: 12_345)
        #expect(one.summary() == DurationSamples.Summary(count: 1, mean: 12_345, min: 12_345, p50: 12_345, p95: 12_345, p99: 12_345, max: 12_345))
    }

    /// 100 samples, 99 of 10 ns and one of 1,000 ns: p99 is rank ⌈99⌉ = 99 → 10 ns (the slow
    /// frame is the 1 %, above p99), the max 1,000; with a second slow frame rank 99 is slow.
    @Test("The p99 of 100 frames is the 99th smallest: one slow frame is above it, two are not")
    func tail() throws {
        var samples = DurationSamples(capacity: 101)
        for _ in 0..<99 { samples.record(nanoseconds: 10) }
        samples.record(nanoseconds: 1_000)
        var s = try #require(samples.summary())
        #expect(s.p99 == 10 && s.max == 1_000 && s.mean == (99 * 10 + 1_000) / 100)
        // 101 samples: rank ⌈99.99⌉ = 100 is the first slow one.
        samples.record(nanoseconds: 1_000)
        s = try #require(samples.summary())
        #expect(s.p99 == 1_000 && s.p95 == 10)
    }

    /// Ranks stay within 1…count for any percent, NaN and out-of-range percents included.
    @Test("Ranks are clamped to 1…count", arguments: [-5.0, 0, 1e-9, 100, 250, .nan, .infinity])
    func clamped(percent: Double) {
        for count in [1, 2, 7, 600] {
            let rank = DurationSamples.nearestRank(percent: percent, count: count)
            #expect((1...count).contains(rank), "percent \(percent), count \(count): rank \(rank)")
        }
        #expect(DurationSamples.nearestRank(percent: 1e-9, count: 600) == 1)
        #expect(DurationSamples.nearestRank(percent: 250, count: 600) == 600)
    }
}
