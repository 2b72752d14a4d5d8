import AppHost
import Foundation
import Scenes
import ScrollCore

/// What `lazyscroll bench` was asked, as plain values: ``BenchCommand``'s options, or the
/// benches' own command lines read without ArgumentParser (``init(quick:)``). The defaults are
/// ``BenchCommand``'s (`BenchArgumentsTests` compares the two).
struct BenchArguments: Equatable {
    var rows = "1000000"
    var frames = 600
    var size = "1280x800"
    var speed: Double = 3000
    var mode = "cpu"
    var variable = false
    var declarative = false
    var sweep = false
    var startRow = 0
    var frameLog: String?
    var json = false
    var scene: String?
    var overlay = "none"
    var scale = "1"
    var renderer = "software"
    var parity = false
    var tolerance = SceneBenchmark.Parity.defaultTolerance
    var parityDir: String?
}

extension BenchArguments {
    /// The peer workload's command lines — `bench --rows 1e6 --frames 600 --size 1280x800
    /// --speed 3000 --mode cpu --json`, with `--declarative`, `--variable`, `--sweep` or
    /// `--start-row N` — read without ArgumentParser; nil for anything else, which
    /// ArgumentParser then reads, with its help and its messages.
    ///
    /// Why: ArgumentParser builds its model of a command by reflection (`Mirror` over the
    /// command, a cast of each property to its protocols, a decoder), three times a launch (the
    /// command and two of its own that look for `--generate-completion-script`), and the Swift
    /// runtime answers each cast it has not seen for a type by scanning every conformance record
    /// of the executable (~8,000): ~24 M instructions, more than the rest of a `--frames 1`
    /// bench process (Documentation/Memory.md, "Launch").
    ///
    /// Accepted: each option at most once, as `--name value` with a value that does not start
    /// with "-", or as a flag; a number that does not parse as its option's type is declined.
    /// Each value is what ArgumentParser reads from it: `Int(_:)`, `Double(_:)`, the string.
    init?(quick arguments: ArraySlice<String>) {
        self.init()
        var rest = arguments, seen: [String] = []
        while let name = rest.popFirst() {
            guard !seen.contains(name) else { return nil }
            seen.append(name)
            switch name {
            case "--json": json = true
            case "--declarative": declarative = true
            case "--variable": variable = true
            case "--sweep": sweep = true
            case "--rows", "--frames", "--size", "--speed", "--mode", "--start-row":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                switch name {
                case "--rows": rows = value
                case "--size": size = value
                case "--mode": mode = value
                case "--frames": guard let number = Int(value) else { return nil }; frames = number
                case "--start-row": guard let number = Int(value) else { return nil }; startRow = number
                default: guard let number = Double(value) else { return nil }; speed = number
                }
            default: return nil
            }
        }
    }

    /// Runs the bench (or the scene bench) these arguments ask for, printing its result.
    @MainActor
    func run() throws {
        if let scene {
            try SceneBenchmark.runCommand(scenes: scene, from: CatalogSceneProvider(), overlays: overlay, scales: scale, size: size, frames: frames, json: json,
                                          renderer: renderer, parity: parity, tolerance: tolerance, parityDirectory: parityDir)
            return
        }
        var options = Benchmark.Options()
        guard let count = Double(rows), count.isFinite, count >= 1, count <= 1e12, count == count.rounded() else {
            throw LazyScrollError("--rows must be a whole number of rows from 1 to 1e12, e.g. 1e6")
        }
        options.rows = Int(count)
        options.frames = frames
        options.size = try RunOptions.parseSize(size)
        options.speedPointsPerSecond = speed
        guard let mode = Benchmark.Mode(rawValue: mode) else {
            throw LazyScrollError("--mode must be cpu or raster, not \(LazyScrollError.quoted(self.mode))")
        }
        options.mode = mode
        options.variable = variable
        options.declarative = declarative
        options.startRow = startRow
        options.sweep = sweep
        options.frameLogPath = frameLog
        let (rows, variable, declarative, size) = (options.rows, options.variable, options.declarative, options.size)
        let result = try Benchmark(options: options).run { measurer in
            SceneCatalog.benchmarkList(rows: rows, variable: variable, declarative: declarative, measurer: measurer, size: size)
        }
        if json {
            print(result.jsonLine())
        } else {
            let f = result.frame_us
            print("\(result.mode) \(result.rows) rows\(variable ? " (variable)" : "")\(declarative ? " (declarative)" : "")\(sweep ? " (sweep at \(result.speed_pxps.rounded()) pt/s)" : ""): frame p50 \(f.p50) µs, p99 \(f.p99) µs, mean \(f.mean) µs; build p50 \(result.build_us.p50) µs; peak RSS \(result.peak_rss_kb) KiB; allocations \(result.allocations.total) in \(result.allocations.frames_with_allocations) of \(result.frames) frames")
        }
    }
}
