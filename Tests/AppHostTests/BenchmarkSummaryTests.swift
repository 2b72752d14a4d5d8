import AppHost
import Diagnostics
import Foundation
import Scenes
import ScrollCore
import Testing

/// `lazyscroll bench`'s figures are the exact order statistics of its frames: the frame log
/// (`--frame-log`, one line per timed frame) and the JSON's `frame_us` describe the same frames,
/// so its percentiles are read off the log's sorted times by nearest rank
/// (https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method), as the Dear ImGui peer
/// reads its sorted vector.
@Suite("Bench summary", .serialized)
struct BenchmarkSummaryTests {
    @Test("The bench's p50, p95, p99, min and max are frames of its frame log, by nearest rank")
    @MainActor
    func percentilesAreFrames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = Benchmark.Options()
        options.rows = 100_000
        options.frames = 40
        options.size = Size(width: 640, height: 400)
        options.frameLogPath = path
        let result = try Benchmark(options: options).run { measurer in
            SceneCatalog.benchmarkList(rows: 100_000, variable: false, declarative: false, measurer: measurer, size: options.size)
        }
        // "frame,us,…" then one line per timed frame, its time in µs to 0.01.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        let times = try lines.map { line in try #require(Double(line.split(separator: ",")[1])) }.sorted()
        #expect(times.count == 40)
        // 40 frames: p50 rank ⌈20⌉ = 20, p95 ⌈38⌉ = 38, p99 ⌈39.6⌉ = 40 (the slowest).
        #expect(DurationSamples.nearestRank(percent: 50, count: 40) == 20)
        #expect(DurationSamples.nearestRank(percent: 95, count: 40) == 38)
        #expect(DurationSamples.nearestRank(percent: 99, count: 40) == 40)
        // The log rounds seconds·10⁸ once, the summary nanoseconds then tens of them: a value on
        // a rounding boundary may differ by the last digit (0.01 µs), no more.
        let f = result.frame_us
        for (name, reported, logged) in [("min", f.min, times[0]), ("p50", f.p50, times[19]), ("p95", f.p95, times[37]),
                                         ("p99", f.p99, times[39]), ("max", f.max, times[39])] {
            #expect(abs(reported - logged) <= 0.0100001, "\(name): \(reported) µs reported, \(logged) in the log")
        }
        // The log's mean is within 0.005 µs of the frames' (each time rounded to 0.01); the
        // reported one within 0.005 + 0.0005 (nanoseconds, then rounded to 0.01).
        let mean = times.reduce(0, +) / 40
        #expect(abs(f.mean - mean) <= 0.0105001, "mean: \(f.mean) µs reported, \(mean) from the log")
        // Frame + idle is each frame's time plus its own idle step: never below the frame's.
        #expect(result.frame_plus_idle_us.min >= f.min && result.frame_plus_idle_us.max >= f.max)
    }
}
