import CMallocCounter
import CSDL2
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import ScrollInput
import SDLRenderer

/// `lazyscroll bench --scene NAME [--overlay all] [--scale 1,2]`: one scene of the catalog driven
/// through the **whole** pipeline — input, physics, lazy layout, painting, the diagnostics
/// overlays and SDL's software renderer — by a fixed scroll trace on a simulated 60 fps clock,
/// at 1× (pixels = points) and/or 2× (HiDPI: the same points on four times the pixels).
///
/// The trace (``trace(viewport:)``) is the same for every scene and every run: wheel clicks down,
/// a touchpad pan released into a fling, wheel clicks back up, then rest, so the timed frames mix
/// discrete scrolling, animation and a resting frame. A frame is timed from before the pipeline
/// step to after `SDL_RenderFlush` (the peer's raster frame ends there too); it is the whole
/// frame a window would do before presenting.
///
/// The scene's main-actor tasks are not drained between frames (the bench is synchronous), so a
/// scene whose content arrives from a `task` shows its first state; none of the catalog's
/// scrolling scenes depends on one.
public struct SceneBenchmark {
    public struct Options: Sendable {
        public var sceneName = "colors"
        /// Window size in points; the surface is `size × scale` pixels.
        public var size = Size(width: 1280, height: 800)
        public var scale: Double = 1
        public var frames = 600
        public var warmupFrames = 30
        public var overlays = OverlaySet()
        /// Pictures fetched per frame at most, as the window does (``RunOptions/imageFetchesPerFrame``).
        public var imageFetchesPerFrame: Int? = RunOptions.imageFetchesPerFrame
        /// Who draws (`--renderer`): SDL's software renderer into an offscreen surface, or SDL's
        /// OpenGL renderer into a target texture (a display needed; see `SceneBenchSurface`).
        public var renderer: RendererChoice = .software
        /// Timed frames (0 is the first after the warm-up) whose pixels
        /// ``SceneBenchmark/run(scenes:capturing:)`` keeps, read back outside the timed frame.
        public var capturedFrames: [Int] = []
        public init() {}
    }

    /// One scene at one scale: whole-frame and render-phase times (µs) and allocations.
    public struct Result: Encodable, Sendable {
        public var peer = "lazyscroll-scene"
        public var scene: String
        public var scale: Double
        public var width_px: Int
        public var height_px: Int
        public var overlays: [String]
        public var frames: Int
        public var frame_us: Benchmark.Summary
        public var render_us: Benchmark.Summary
        /// The frame's CPU time (µs): the process's, every thread's (``ProcessCPUClock``), over the
        /// same span as `frame_us`. Next to `frame_us` on a loaded machine: wall time counts the
        /// time other processes held the cores, CPU time mostly not; with Mesa's llvmpipe it
        /// includes its rasterizer threads.
        public var cpu_us: Benchmark.Summary
        public var overlay_us: Benchmark.Summary
        /// The idle step after each frame (``FrameLoop/prepareForNextFrame()``: idle-time prefetch),
        /// not in `frame_us`, as the window has it after presenting.
        public var idle_us: Benchmark.Summary
        public var allocations: Benchmark.Result.Allocations
        /// The frames in which each phase allocated, and its allocations: the pipeline (input,
        /// physics, layout, painting), the overlays (building them, and recording the frame for
        /// the HUD), and rendering (SDL's software renderer, and its flush).
        public var allocations_by_phase: PhaseAllocations
        /// The SDL render driver that drew (`software` or `opengl`).
        public var renderer: String
        /// OpenGL's `GL_RENDERER` when `renderer` is `opengl` — `llvmpipe (…)` is Mesa's CPU
        /// rasterizer, not a GPU.
        public var gl_renderer: String?
        /// `LP_NUM_THREADS` as the run had it (llvmpipe's rasterizer threads; 0: none, it draws on
        /// the calling thread), nil when unset.
        public var lp_num_threads: String?

        public struct PhaseAllocations: Encodable, Sendable {
            public var pipeline = Counts()
            public var overlays = Counts()
            public var render = Counts()
            public struct Counts: Encodable, Sendable {
                public var total: UInt64 = 0
                public var frames_with_allocations = 0
            }
        }

        public func jsonLine() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
        }

        /// A table row: `| scene | 1× | p50 | p99 | render p50 | … |`.
        public var markdownRow: String {
            func ms(_ us: Double) -> String { String(format: "%.2f", us / 1000) }
            let budget = scale > 1 ? 1000 / 60.0 : 1000 / 120.0
            let verdict = frame_us.p99 / 1000 <= budget ? "yes" : "no"
            let phases = allocations_by_phase
            return "| \(scene) | \(Int(scale))× | \(ms(frame_us.p50)) | \(ms(frame_us.p99)) | \(ms(render_us.p50)) | \(ms(overlay_us.p50)) | \(allocations.frames_with_allocations) / \(frames) | \(phases.pipeline.frames_with_allocations) · \(phases.overlays.frames_with_allocations) · \(phases.render.frames_with_allocations) | \(verdict) |"
        }

        public static let markdownHeader = """
            | scene | scale | frame p50 ms | frame p99 ms | render p50 ms | overlays p50 ms | allocating frames | of which pipeline · overlays · render | p99 within budget |
            |---|---|---|---|---|---|---|---|---|
            """
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// The fixed trace, in frames at 60 fps (10 s for 600 frames; it repeats past its end):
    /// 0–2 s a wheel click down every 0.2 s at the window's centre; 2–2.5 s a touchpad pan
    /// (precise deltas of −2 units, 20 pt, every frame) released into a fling; 4–6 s a wheel
    /// click up every 0.2 s; then rest.
    public static func trace(frame: Int, viewport: Size) -> [InputEvent] {
        let centre = Point(x: viewport.width / 2, y: viewport.height / 2)
        let f = frame % 600
        switch f {
        case 0..<120 where f % 12 == 0: return [.wheel(dx: 0, dy: -1, precise: false, at: centre)]
        case 120..<150: return [.wheel(dx: 0, dy: -2, precise: true, at: centre)]
        case 240..<360 where f % 12 == 0: return [.wheel(dx: 0, dy: 1, precise: false, at: centre)]
        default: return []
        }
    }

    @MainActor
    public func run(scenes: any SceneProvider) throws -> Result {
        try run(scenes: scenes, capturing: { _, _ in })
    }

    /// Runs the bench and hands `capture` the pixels (ARGB8888, row by row) of each frame of
    /// ``Options/capturedFrames``, read back after the frame and its idle step, outside the timing.
    @MainActor
    public func run(scenes: any SceneProvider, capturing capture: (_ frame: Int, _ surface: CapturedFrame) throws -> Void) throws -> Result {
        let o = options
        // Bounded as the peer's bench is (each timed frame's times are kept: 32 bytes a frame).
        guard (1...Benchmark.maximumFrames).contains(o.frames) else {
            throw LazyScrollError("--frames must be between 1 and \(Benchmark.maximumFrames) (a day at the simulated 60 fps), got \(o.frames)")
        }
        guard o.scale.isFinite, o.scale >= 1, o.scale <= 4 else { throw LazyScrollError("--scale must be from 1 to 4") }
        let fonts = try FontLibrary()
        scenes.prepare(for: RunOptions())
        let scene = try scenes.scene(o.sceneName, repeatCount: nil, viewport: o.size, measurer: fonts)
        // The window's and the headless runner's own frame loop, on a simulated 60 fps clock.
        let loop = FrameLoop(scene: scene, windowSize: o.size, preset: .ios, overlays: o.overlays, scenes: scenes, fonts: fonts)
        let width = Int((o.size.width * o.scale).rounded()), height = Int((o.size.height * o.scale).rounded())
        let surface = try SceneBenchSurface(choice: o.renderer, widthPixels: width, heightPixels: height)
        let renderer = SDLRenderer(renderer: surface.renderer, fonts: fonts, pixelsPerPoint: o.scale)
        renderer.background = scene.background
        renderer.imageProvider = FileImageProvider(fallback: scenes.fallbackImages)
        renderer.imageFetchesPerFrame = o.imageFetchesPerFrame
        let clock = MonotonicClock()
        let cpuClock = ProcessCPUClock()

        func samples() -> DurationSamples { DurationSamples(capacity: o.frames) }  // raw: exact percentiles
        var frameNs = samples(), renderNs = samples(), overlayNs = samples(), idleNs = samples(), cpuNs = samples()
        var allocationsTotal: UInt64 = 0, allocationsMax: UInt64 = 0, framesWithAllocations = 0
        var phases = Result.PhaseAllocations()
        /// Allocations of the frame being drawn, by phase: pipeline, overlays, render.
        var counts: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var events: [TimedInputEvent] = []
        events.reserveCapacity(4)
        for index in 0..<(o.warmupFrames + o.frames) {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: 60)
            events.removeAll(keepingCapacity: true)
            for event in Self.trace(frame: index, viewport: o.size) {
                events.append(TimedInputEvent(timeSeconds: frame.timeSeconds, event: event))
            }
            let timed = index >= o.warmupFrames
            counts = (0, 0, 0)
            if timed { lazyscroll_malloc_counter_start() }
            let cpuStart = cpuClock.seconds()
            let start = clock.seconds()
            let outcome = loop.step(frame, events: events[...], now: clock.seconds)
            if timed { counts.0 = lazyscroll_malloc_counter_stop(); lazyscroll_malloc_counter_start() }
            // Flushing SDL's queued drawing (and on OpenGL, glFinish) is the bench's "present". The counter
            // restarts at each phase's end (the overlays' bookkeeping after the frame counts as theirs).
            let drawn = loop.draw(outcome, events: events, renderer: renderer, now: clock.seconds,
                                  present: { surface.finishFrame() },
                                  phaseEnded: { phase in
                                      guard timed else { return }
                                      switch phase {
                                      case .overlays: counts.1 += lazyscroll_malloc_counter_stop()
                                      case .render: counts.2 += lazyscroll_malloc_counter_stop()
                                      }
                                      lazyscroll_malloc_counter_start()
                                  })
            let end = clock.seconds()
            let cpuEnd = cpuClock.seconds()
            counts.1 += lazyscroll_malloc_counter_stop()
            // The idle step after the frame (idle-time prefetch), as the window has it after
            // presenting: outside the frame's time and allocation counts, timed apart (`idle_ms`).
            let idleStart = clock.seconds()
            loop.prepareForNextFrame()
            let idleEnd = clock.seconds()
            guard timed else { continue }
            if o.capturedFrames.contains(index - o.warmupFrames) {
                try capture(index - o.warmupFrames, CapturedFrame(surface: surface))
            }
            idleNs.record(nanoseconds: Benchmark.nanoseconds(idleEnd - idleStart))
            let allocations = counts.0 + counts.1 + counts.2
            for (phase, count) in [(\Result.PhaseAllocations.pipeline, counts.0), (\.overlays, counts.1), (\.render, counts.2)] {
                phases[keyPath: phase].total += count
                if count > 0 { phases[keyPath: phase].frames_with_allocations += 1 }
            }
            frameNs.record(nanoseconds: Benchmark.nanoseconds(end - start))
            cpuNs.record(nanoseconds: Benchmark.nanoseconds(cpuEnd - cpuStart))
            renderNs.record(nanoseconds: Benchmark.nanoseconds(drawn.renderSeconds + drawn.presentSeconds))
            overlayNs.record(nanoseconds: Benchmark.nanoseconds(drawn.overlaySeconds))
            allocationsTotal += allocations
            allocationsMax = max(allocationsMax, allocations)
            if allocations > 0 { framesWithAllocations += 1 }
        }
        return Result(
            scene: scene.name, scale: o.scale, width_px: width, height_px: height,
            overlays: DiagnosticOverlay.allCases.filter { o.overlays.contains($0) }.map(\.rawValue),
            frames: o.frames, frame_us: Benchmark.summary(frameNs), render_us: Benchmark.summary(renderNs),
            cpu_us: Benchmark.summary(cpuNs),
            overlay_us: Benchmark.summary(overlayNs), idle_us: Benchmark.summary(idleNs),
            allocations: .init(counted: lazyscroll_malloc_counter_available() != 0, total: allocationsTotal,
                               per_frame_max: allocationsMax, frames_with_allocations: framesWithAllocations),
            allocations_by_phase: phases,
            renderer: surface.driverName, gl_renderer: surface.glRendererName,
            lp_num_threads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"])
    }

    /// A frame `run(scenes:capturing:)` hands out: read its pixels or PNG while the closure runs.
    public struct CapturedFrame {
        fileprivate let surface: SceneBenchSurface
        /// The frame's pixels, row by row, as ARGB8888 words.
        public func pixels() throws -> [UInt32] { try surface.pixels() }
        /// The frame as PNG bytes.
        public func pngData() throws -> [UInt8] { try surface.pngData() }
    }

    /// The scenes `--scene` names: one name, a comma-separated list, or `all` (every scene of the
    /// catalog that scrolls by itself; `seed-lists` and the `-views` twins of scenes already in
    /// the list are left out of `all`).
    public static func sceneNames(_ text: String, provider: any SceneProvider) throws -> [String] {
        if text == "all" {
            return provider.names.filter { !$0.hasSuffix("-views") && $0 != "seed-lists" }
        }
        let names = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        for name in names where !provider.names.contains(name) {
            throw LazyScrollError("unknown scene \"\(name)\" (available: \(provider.names.joined(separator: ", ")), or all)")
        }
        guard !names.isEmpty else { throw LazyScrollError("--scene needs a scene name, a comma-separated list, or all") }
        return names
    }

    /// Parses `--scale`: `1`, `2` or a list such as `1,2`.
    public static func scales(_ text: String) throws -> [Double] {
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 1 && $0! <= 4 }) else {
            throw LazyScrollError("--scale must be a display scale from 1 to 4, or a list such as 1,2")
        }
        return values.map { $0! }
    }
}

extension SceneBenchmark {
    /// What `lazyscroll bench --scene …` does: runs every scene at every scale, one after the
    /// other in this process, and prints a JSON line per run or the README's markdown table.
    ///
    /// With `parity`, each scene and scale is run twice instead — on SDL's software renderer and
    /// on `renderer` — and the frames of ``parityFrames(frames:)`` are compared pixel by pixel
    /// (``Parity``, `tolerance` the largest channel difference that counts as equal); with
    /// `parityDirectory`, both renderers' frames are written there as PNG
    /// (`SCENE@SCALEx-frameN-RENDERER.png`).
    @MainActor
    public static func runCommand(scenes: String, from provider: any SceneProvider, overlays: String, scales: String, size: String,
                                  frames: Int, json: Bool, renderer: String = "software", parity: Bool = false,
                                  tolerance: Int = Parity.defaultTolerance, parityDirectory: String? = nil) throws {
        let names = try sceneNames(scenes, provider: provider)
        let scaleList = try self.scales(scales)
        var options = Options()
        options.size = try RunOptions.parseSize(size)
        options.frames = frames
        options.overlays = try RunOptions.parseOverlays(overlays)
        options.renderer = try RendererChoice.parse(renderer)
        guard options.renderer != .auto else {
            throw LazyScrollError("bench --renderer must be software or opengl (auto is the window's choice)")
        }
        guard (0...255).contains(tolerance) else { throw LazyScrollError("--tolerance must be 0…255") }
        if let parityDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: parityDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw LazyScrollError("--parity-dir \(LazyScrollError.quoted(parityDirectory)) is not a directory")
            }
        }
        if !json { print(parity ? Parity.markdownHeader : Result.markdownHeader) }
        for name in names {
            for scale in scaleList {
                options.sceneName = name
                options.scale = scale
                guard parity else {
                    let result = try SceneBenchmark(options: options).run(scenes: provider)
                    print(json ? result.jsonLine() : result.markdownRow)
                    continue
                }
                let rows = try comparedWithSoftware(options, scenes: provider, tolerance: tolerance, directory: parityDirectory)
                for row in rows { print(json ? row.jsonLine() : row.markdownRow) }
            }
        }
    }

    /// Runs `options` on SDL's software renderer and on `options.renderer`, keeping the frames of
    /// ``parityFrames(frames:)``, and compares them (the software run first, as the reference).
    @MainActor
    public static func comparedWithSoftware(_ options: Options, scenes: any SceneProvider, tolerance: Int,
                                            directory: String? = nil) throws -> [ParityRow] {
        var reference: [Int: [UInt32]] = [:]
        var rows: [ParityRow] = []
        var software = options
        software.renderer = .software
        software.capturedFrames = parityFrames(frames: options.frames)
        func write(_ frame: CapturedFrame, _ index: Int, _ driver: String) throws {
            guard let directory else { return }
            let path = "\(directory)/\(options.sceneName)@\(Int(options.scale))x-frame\(index)-\(driver).png"
            try OutputFile.write(Data(try frame.pngData()), to: path, what: "parity frame")
        }
        _ = try SceneBenchmark(options: software).run(scenes: scenes) { index, frame in
            reference[index] = try frame.pixels()
            try write(frame, index, "software")
        }
        var other = software
        other.renderer = options.renderer
        let result = try SceneBenchmark(options: other).run(scenes: scenes) { index, frame in
            let pixels = try frame.pixels()
            try write(frame, index, other.renderer.rawValue)
            guard let base = reference[index] else { return }
            rows.append(ParityRow(scene: options.sceneName, scale: options.scale, renderer: other.renderer.rawValue,
                                  parity: Parity.compare(base, pixels, frame: index, tolerance: tolerance)))
        }
        return rows.map { var row = $0; row.gl_renderer = result.gl_renderer; return row }
    }

    /// One compared frame of `bench --scene … --parity`: a JSON line or a table row.
    public struct ParityRow: Encodable, Sendable {
        public var scene: String
        public var scale: Double
        public var renderer: String
        public var gl_renderer: String?
        public var parity: Parity

        public func jsonLine() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
        }

        /// `| scene | 1× | frame | differing % | over tolerance % | max difference |`.
        public var markdownRow: String {
            func percent(_ n: Int) -> String { String(format: "%.3f", 100 * Double(n) / Double(max(parity.pixels, 1))) }
            return "| \(scene) | \(Int(scale))× | \(parity.frame) | \(percent(parity.differing)) | \(percent(parity.over_tolerance)) | \(parity.max_difference) |"
        }
    }
}
