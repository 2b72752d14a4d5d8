import CMallocCounter
import CSDL2
import DisplayList
import Diagnostics
import Foundation
import LazyLayout
import ScrollHosting
import ScrollCore
import SDLRenderer

/// The benchmark shared with the Dear ImGui peer (../shared/peers/imgui-list, README "What one
/// frame does"): N rows of 24 pt, scrolled at a constant speed on a simulated 60 fps clock,
/// `scroll = floor((startRow·24 + speed·t) mod (rows·24 − H))` with `t = (f + 1) / 60`, applied in
/// the same frame. One untimed warm-up frame, then `frames` timed ones.
///
/// - `cpu` times what the peer's NewFrame → Render does: the lazy layout pass and building the
///   frame's display list.
/// - `raster` also clears and rasterizes it with SDL's software renderer onto an ARGB8888 surface.
///
/// Allocations are counted per timed frame with the CMallocCounter interposer.
public struct Benchmark {
    public enum Mode: String, Sendable, CaseIterable { case cpu, raster }

    public struct Options: Sendable {
        public var rows = 1_000_000
        public var frames = 600
        public var size = Size(width: 1280, height: 800)
        public var speedPointsPerSecond: Double = 3000
        public var mode = Mode.cpu
        public var variable = false
        /// The list written as views (the playground's `DeclarativeListView`) instead of the engine's `ListScene`.
        public var declarative = false
        public var startRow = 0
        /// Cross the whole content once over the timed frames (the speed becomes
        /// `(rows·24 − H)·60 / frames` pt/s), instead of scrolling at `speedPointsPerSecond`
        /// (which at 3000 pt/s and 600 frames sees the first ~1,250 rows whatever `rows` is).
        public var sweep = false
        public var warmupFrames = 1
        /// Write one line per timed frame to this file: the frame's time, the page faults and
        /// allocations it took, and the elements it created and measured (`--frame-log`), to see
        /// where the slowest frames are. Faults are read with `getrusage` outside the timed region.
        public var frameLogPath: String?
        public init() {}
    }

    public struct Summary: Encodable, Sendable {
        public var mean, p50, p95, p99, max, min: Double
    }

    /// One run's figures; field names follow the peer's JSON where they mean the same.
    public struct Result: Encodable, Sendable {
        public var peer = "lazyscroll"
        public var mode: String
        public var rows: Int
        public var frames: Int
        public var warmup: Int
        public var width: Double
        public var height: Double
        public var speed_pxps: Double
        public var sweep: Bool
        public var row_height: Double
        public var variable: Bool
        public var declarative: Bool
        public var frame_us: Summary
        public var build_us: Summary
        public var raster_us: Summary
        /// The idle step after each timed frame (`prepareForNextFrame`: idle-time prefetch, memory
        /// mapped ahead), outside `frame_us` as a window's wait for vsync is; and each frame's time
        /// plus the idle step after it — all the CPU a frame costs. The peer has no idle step.
        public var idle_us: Summary
        public var frame_plus_idle_us: Summary
        public var total_wall_ms: Double
        public var init_ms: Double
        public var peak_rss_kb: Int
        public var rows_per_frame: Double
        /// Heap allocations inside the timed region: in total, the most in one frame, and how
        /// many frames allocated at all (0 = a steady state that never touches the heap).
        public var allocations: Allocations
        public var scroll_err_max_px: Double
        public var last_frame: LastFrame

        public struct Allocations: Encodable, Sendable {
            public var counted: Bool
            public var total: UInt64
            public var per_frame_max: UInt64
            public var frames_with_allocations: Int
        }
        public struct LastFrame: Encodable, Sendable {
            public var first_row: Int
            public var rows: Int
            public var scroll_req: Double
            public var scroll_applied: Double
            public var commands: Int
        }

        /// The figures as one line of JSON, keys sorted — what `JSONEncoder` with `.sortedKeys`
        /// writes for this value, up to the spelling of numbers (`BenchmarkJSONTests`), written
        /// by hand as the peer's `printf` writes its line: `JSONEncoder` cost 2.5 M instructions
        /// in a `--frames 1` process (its first use: Foundation's encoder and the type's coding
        /// keys, found by reflection), a tenth of the peer's whole launch (Documentation/Memory.md).
        public func jsonLine() -> String {
            func summary(_ s: Summary) -> BenchJSON {
                .object([("max", .number(s.max)), ("mean", .number(s.mean)), ("min", .number(s.min)),
                         ("p50", .number(s.p50)), ("p95", .number(s.p95)), ("p99", .number(s.p99))])
            }
            let fields: [(String, BenchJSON)] = [
                ("peer", .string(peer)), ("mode", .string(mode)), ("rows", .integer(Int64(rows))),
                ("frames", .integer(Int64(frames))), ("warmup", .integer(Int64(warmup))), ("width", .number(width)),
                ("height", .number(height)), ("speed_pxps", .number(speed_pxps)), ("sweep", .bool(sweep)),
                ("row_height", .number(row_height)), ("variable", .bool(variable)), ("declarative", .bool(declarative)),
                ("frame_us", summary(frame_us)), ("build_us", summary(build_us)), ("raster_us", summary(raster_us)),
                ("idle_us", summary(idle_us)), ("frame_plus_idle_us", summary(frame_plus_idle_us)),
                ("total_wall_ms", .number(total_wall_ms)), ("init_ms", .number(init_ms)),
                ("peak_rss_kb", .integer(Int64(peak_rss_kb))), ("rows_per_frame", .number(rows_per_frame)),
                ("allocations", .object([("counted", .bool(allocations.counted)),
                                         ("total", .unsigned(allocations.total)),
                                         ("per_frame_max", .unsigned(allocations.per_frame_max)),
                                         ("frames_with_allocations", .integer(Int64(allocations.frames_with_allocations)))])),
                ("scroll_err_max_px", .number(scroll_err_max_px)),
                ("last_frame", .object([("first_row", .integer(Int64(last_frame.first_row))), ("rows", .integer(Int64(last_frame.rows))),
                                        ("scroll_req", .number(last_frame.scroll_req)),
                                        ("scroll_applied", .number(last_frame.scroll_applied)),
                                        ("commands", .integer(Int64(last_frame.commands)))])),
            ]
            var line = ""
            BenchJSON.object(fields).write(to: &line)
            return line
        }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// The most rows: 10¹² rows of 24 pt are 2.4·10¹³ pt, exact in a Double (< 2⁵³).
    public static let maximumRows = 1_000_000_000_000
    /// The most timed frames: a day at the benchmark's simulated 60 fps.
    public static let maximumFrames = 86_400 * 60
    /// The fastest scroll: 10⁶ pt/s is 16 667 pt per frame, about 20 screens; any faster and
    /// every frame is a jump to unrelated rows.
    public static let maximumSpeedPointsPerSecond = 1_000_000.0

    /// The peer's row height: every row is 24 pt (the variable list's mean).
    public static let rowHeight: Points = 24

    /// Runs the benchmark over the list `makeList` makes — the `lazyscroll` executable hands in
    /// the playground's `ListScene` or `DeclarativeListView` (`SceneCatalog.benchmarkList`) for
    /// ``Options/rows``, ``Options/variable`` and ``Options/declarative``; the measurer is the
    /// fonts when the list needs them (declarative, or raster mode), else nil.
    @MainActor
    public func run(list makeList: (_ measurer: (any TextMeasurer)?) -> any WindowContent) throws -> Result {
        let o = options
        // Every number is range-checked before use: the frame loop adds and multiplies them, and
        // an unchecked `warmupFrames + frames` at Int.max trapped (issue 16).
        guard (1...Self.maximumRows).contains(o.rows) else { throw LazyScrollError("--rows must be between 1 and 1e12") }
        guard (1...Self.maximumFrames).contains(o.frames) else {
            throw LazyScrollError("--frames must be between 1 and \(Self.maximumFrames) (a day at the simulated 60 fps), got \(o.frames)")
        }
        guard (0...16).contains(o.warmupFrames) else { throw LazyScrollError("warm-up frames must be between 0 and 16") }
        guard o.speedPointsPerSecond.isFinite, o.speedPointsPerSecond >= 0, o.speedPointsPerSecond <= Self.maximumSpeedPointsPerSecond else {
            throw LazyScrollError("--speed must be between 0 and \(Int(Self.maximumSpeedPointsPerSecond)) points per second")
        }
        guard (0..<o.rows).contains(o.startRow) else {
            throw LazyScrollError("--start-row must be between 0 and \(o.rows - 1) (the list has \(o.rows) rows), got \(o.startRow)")
        }
        try RunOptions.validate(size: o.size)
        if let path = o.frameLogPath { try OutputFile.checkDestination(path, what: "frame log") }
        let clock = MonotonicClock()
        let initStart = clock.seconds()
        guard !(o.declarative && o.variable) else { throw LazyScrollError("--declarative rows are 24 pt; --variable is for the engine's list") }
        let fonts = o.mode == .raster || o.declarative ? try FontLibrary() : nil
        let scene = makeList(fonts)
        let viewport = Rect(origin: .zero, size: o.size)
        var canvas: OffscreenCanvas?
        var renderer: SDLRenderer?
        if o.mode == .raster, let fonts {
            canvas = try OffscreenCanvas(widthPixels: Int(o.size.width), heightPixels: Int(o.size.height))
            renderer = SDLRenderer(renderer: canvas!.renderer, fonts: fonts)
            renderer!.background = scene.background
        }
        var result = LayoutResult(constraints: scene.constraints(viewport: o.size, scrollOffset: 0))
        var list = DisplayList()
        let initSeconds = clock.seconds() - initStart

        // Each timed frame's times, kept raw (`DurationSamples`: exact nearest-rank percentiles by
        // sorting at the end), reserved now so that recording never allocates.
        func samples() -> DurationSamples { DurationSamples(capacity: o.frames) }
        var frameNs = samples(), buildNs = samples(), rasterNs = samples(), idleNs = samples(), frameAndIdleNs = samples()
        var allocationsTotal: UInt64 = 0, allocationsMax: UInt64 = 0, framesWithAllocations = 0
        var rowsTotal = 0, errorMax = 0.0
        var lastScroll = (requested: 0.0, applied: 0.0)
        let range = max(0, Double(o.rows) * Self.rowHeight - o.size.height)
        // A sweep ends its last timed frame at the content's end: t = frames / 60 covers `range`.
        let speed = o.sweep ? range * 60 / Double(o.frames) : o.speedPointsPerSecond
        var frameLog = o.frameLogPath == nil ? nil : "frame,us,faults,allocations,created,measured,scanned\n"
        frameLog?.reserveCapacity(o.frames * 32 + 64)
        let wallStart = clock.seconds()

        for frame in 0..<(o.warmupFrames + o.frames) {
            let t = Double(frame - o.warmupFrames + 1) / 60
            let unwrapped = Double(o.startRow) * Self.rowHeight + speed * t
            // A sweep's last frame is exactly the end (`range mod range` would wrap it to 0).
            let wrapped = o.sweep && unwrapped >= range ? range : unwrapped.truncatingRemainder(dividingBy: range)
            var requested = range > 0 ? wrapped.rounded(.down) : 0
            // A sweep of variable rows stays within the scrollable range the last frame reported,
            // as physics would: their estimated total differs from rows·24 by a few hundred points,
            // and an offset past the estimated end shows nothing but overscroll.
            if o.sweep && frame > 0 { requested = min(requested, result.maxOffset.rounded(.down)) }
            let timed = frame >= o.warmupFrames

            let faultsBefore = frameLog == nil ? 0 : Self.minorFaults()
            if timed { lazyscroll_malloc_counter_start() }
            let start = clock.seconds()
            // The host's frame: the views update (nothing changed: no body runs), layout, paint.
            scene.advance(to: t)
            scene.layout(scene.constraints(viewport: o.size, scrollOffset: requested), into: &result)
            list.removeAll()
            _ = scene.paint(result, viewport: viewport, context: .plain, into: &list)
            let built = clock.seconds()
            if let renderer { _ = renderer.render(list) }
            let end = clock.seconds()
            let allocations = lazyscroll_malloc_counter_stop()
            let faultsAfter = frameLog == nil ? 0 : Self.minorFaults()
            // Idle time after the frame, as the window's frame loop has it after presenting: the
            // stack makes the rows the next frame brings in and maps the memory its next
            // measurements will use (timed apart: `idle_us`).
            let idleStart = clock.seconds()
            scene.prepareForNextFrame()
            let idleEnd = clock.seconds()
            guard timed else { continue }
            if frameLog != nil {
                let faults = faultsAfter - faultsBefore
                let s = result.stats
                frameLog! += "\(frame - o.warmupFrames),\(((end - start) * 1e8).rounded() / 100),\(faults),\(allocations),\(s.created),\(s.measuredThisPass),\(s.entriesScanned)\n"
            }

            frameNs.record(nanoseconds: Self.nanoseconds(end - start))
            buildNs.record(nanoseconds: Self.nanoseconds(built - start))
            rasterNs.record(nanoseconds: Self.nanoseconds(end - built))
            idleNs.record(nanoseconds: Self.nanoseconds(idleEnd - idleStart))
            frameAndIdleNs.record(nanoseconds: Self.nanoseconds(end - start + idleEnd - idleStart))
            allocationsTotal += allocations
            allocationsMax = max(allocationsMax, allocations)
            if allocations > 0 { framesWithAllocations += 1 }
            rowsTotal += result.stats.visible
            errorMax = max(errorMax, abs(result.scrollOffset - requested))
            lastScroll = (requested, result.scrollOffset)
        }
        let wallSeconds = clock.seconds() - wallStart
        if let path = o.frameLogPath, let frameLog { try OutputFile.write(Data(frameLog.utf8), to: path, what: "frame log") }
        let firstVisible = result.placed.first { $0.isVisible }?.path.kind.row ?? 0

        return Result(
            mode: o.mode.rawValue, rows: o.rows, frames: o.frames, warmup: o.warmupFrames,
            width: o.size.width, height: o.size.height, speed_pxps: speed, sweep: o.sweep,
            row_height: Self.rowHeight, variable: o.variable, declarative: o.declarative,
            frame_us: Self.summary(frameNs), build_us: Self.summary(buildNs), raster_us: Self.summary(rasterNs),
            idle_us: Self.summary(idleNs), frame_plus_idle_us: Self.summary(frameAndIdleNs),
            total_wall_ms: wallSeconds * 1000, init_ms: initSeconds * 1000, peak_rss_kb: Self.peakResidentKilobytes(),
            rows_per_frame: Double(rowsTotal) / Double(o.frames),
            allocations: .init(counted: lazyscroll_malloc_counter_available() != 0, total: allocationsTotal,
                               per_frame_max: allocationsMax, frames_with_allocations: framesWithAllocations),
            scroll_err_max_px: errorMax,
            last_frame: .init(first_row: firstVisible, rows: result.stats.visible, scroll_req: lastScroll.requested,
                              scroll_applied: lastScroll.applied, commands: list.count))
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(1, (seconds * 1e9).rounded())) }

    /// The run's figures for one series in microseconds, rounded to 0.01 µs: the exact mean, and
    /// the nearest-rank percentiles of the frames' times (`DurationSamples.nearestRank`, as the
    /// peer takes them from its sorted vector); zeros for no samples. (`scripts/instructions-per-frame.sh`
    /// subtracts this function's instructions by its name: it grows with the frames.)
    static func summary(_ samples: DurationSamples) -> Summary {
        guard let s = samples.summary() else { return Summary(mean: 0, p50: 0, p95: 0, p99: 0, max: 0, min: 0) }
        func us(_ ns: UInt64) -> Double { (Double(ns) / 10).rounded() / 100 }
        return Summary(mean: (s.mean / 10).rounded() / 100, p50: us(s.p50), p95: us(s.p95), p99: us(s.p99), max: us(s.max), min: us(s.min))
    }

    /// Minor page faults the process took so far (`getrusage`).
    static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// The process's peak resident set size in KiB (`getrusage`, as the peer reports it).
    static func peakResidentKilobytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
