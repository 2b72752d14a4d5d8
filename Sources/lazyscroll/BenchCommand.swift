import AppHost
import ArgumentParser
import Foundation
import Scenes
import ScrollCore

/// `lazyscroll bench`: the workload of the Dear ImGui peer benchmark
/// (../shared/peers/imgui-list), with the same JSON fields, so the two compare in one table.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the lazy list against the Dear ImGui peer's workload (N rows of 24 pt, constant-speed scroll).")

    @Option(parsing: .unconditional, help: "Rows in the list, 1…1e12 (1e6 and 1e7 are accepted).")
    var rows = "1000000"
    // Numbers parse `.unconditional`ly so that `--frames -1` gets the range message.
    @Option(parsing: .unconditional, help: "Timed frames (1…\(Benchmark.maximumFrames): a day at the simulated 60 fps). Each frame's times are kept (40 bytes a frame) for exact percentiles.")
    var frames = 600
    @Option(parsing: .unconditional, help: "Surface size in points, WIDTHxHEIGHT (each 1…16384).")
    var size = "1280x800"
    @Option(parsing: .unconditional, help: "Scroll speed in points per second (0…\(Int(Benchmark.maximumSpeedPointsPerSecond))).")
    var speed: Double = 3000
    @Option(help: "cpu: layout and display list only; raster: also rasterize with SDL's software renderer.")
    var mode = "cpu"
    @Flag(help: "Rows of 12…36 pt measured lazily against a 24 pt estimate, instead of uniform 24 pt rows.")
    var variable = false
    @Flag(help: "The list written as views: ScrollView { LazyVStack { ForEach(0..<N) { i in Row(i) } } }.")
    var declarative = false
    @Flag(help: "Cross every row once over the timed frames (the speed becomes (rows·24 − height)·60 / frames pt/s; --speed is ignored).")
    var sweep = false
    @Option(parsing: .unconditional, help: "Start scrolling at this row (0…rows − 1).")
    var startRow = 0
    @Option(help: "Write one CSV line per timed frame to FILE: frame, µs, page faults, allocations, elements created, measured, entries scanned.")
    var frameLog: String?
    @Flag(help: "Print one JSON line (the peer's format) instead of a summary.")
    var json = false
    @Option(help: "Scene bench: replay a fixed scroll trace through the whole pipeline of NAME (a list, or all) instead of the peer's workload.")
    var scene: String?
    @Option(help: "Scene bench: overlays on (hud,zones,… or all).")
    var overlay = "none"
    @Option(help: "Scene bench: display scales, e.g. 1,2 (2: HiDPI, twice the pixels per side).")
    var scale = "1"
    @Option(help: "Scene bench: who draws: software (SDL's, into an offscreen surface) or opengl (SDL's OpenGL renderer into a target texture; needs a display, e.g. Xvfb: without a GPU that is Mesa's llvmpipe).")
    var renderer = "software"
    @Flag(help: "Scene bench: run each scene on the software renderer and on --renderer, and compare five frames of the trace pixel by pixel instead of timing.")
    var parity = false
    @Option(parsing: .unconditional, help: "Scene bench --parity: the largest channel difference (0…255) a pixel may have and count as equal.")
    var tolerance = SceneBenchmark.Parity.defaultTolerance
    @Option(help: "Scene bench --parity: write both renderers' compared frames into this directory as PNG.")
    var parityDir: String?

    /// These options as plain values (what ``BenchArguments/init(quick:)`` reads without
    /// ArgumentParser, for the benches' own command lines).
    var arguments: BenchArguments {
        BenchArguments(rows: rows, frames: frames, size: size, speed: speed, mode: mode, variable: variable,
                       declarative: declarative, sweep: sweep, startRow: startRow, frameLog: frameLog, json: json,
                       scene: scene, overlay: overlay, scale: scale, renderer: renderer, parity: parity,
                       tolerance: tolerance, parityDir: parityDir)
    }

    @MainActor
    func run() async throws { try arguments.run() }
}
