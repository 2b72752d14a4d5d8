import DevLoop
import CSDL2
import Diagnostics
import DisplayList
import LazyLayout
import Foundation
import ScrollCore
import ScrollHosting
import ScrollInput
import SDLRenderer

/// The headless twin of the window: the same pipeline at a simulated frame rate, rendered by
/// SDL's software renderer into an offscreen surface. Needs no display, no SDL_Init, no GPU.
///
/// Frame `i` is at `t = i / fps`; trace events are applied in the frame whose time first
/// reaches their timestamp. The last frame can be written as PNG and the run as a JSON report.
public struct HeadlessRunner {
    public let options: RunOptions
    /// Where scenes come from (an app's windows, or the playground's catalog that `lazyscroll` injects).
    public let scenes: any SceneProvider
    public init(options: RunOptions, scenes: any SceneProvider) {
        self.options = options
        self.scenes = scenes
    }

    /// What a run left behind, for callers that want to inspect it (tests).
    public struct Outcome {
        public var report: RunReport
        public var pipeline: ScrollPipeline
        public var canvas: OffscreenCanvas
        /// The overlays' state after the run (what the HUD would show).
        public var diagnostics: DiagnosticsController
    }

    /// Runs the frames. Between frames the main actor is drained (``ScrollHosting/WindowContent/drainMainActor()``),
    /// so views' `task`s and `MainActor.run` blocks run as they do in the window; work that does
    /// not sleep on a real clock lands deterministically before the next frame.
    @MainActor
    public func run() async throws -> Outcome {
        var options = self.options
        // A dev snapshot (`--restore`, the headless dev loop's last run): its scene, size,
        // overlays and preset now, scroll positions and `@State` as the views exist — as the
        // window starts from one.
        let snapshot = try options.restorePath.map(DevSnapshot.load(path:))
        if let snapshot { options.adopt(snapshot, sceneNames: scenes.names) }
        // Everything the user gave is checked before any work: the frame count (bounded, so no
        // run is endless), the size (so no surface or layout is unbounded), then the trace.
        let frames = options.frames ?? 240
        try RunOptions.validate(frames: frames, framesPerSecond: options.framesPerSecond)
        try RunOptions.validate(size: options.size)
        try options.checkOutputPaths()
        // Events after the last frame would never be applied: checked, not kept.
        let lastFrameSeconds = FrameTime.fixedRate(index: frames - 1, framesPerSecond: options.framesPerSecond).timeSeconds
        let events = try options.replayPath.map { try InputTrace.load(path: $0, until: lastFrameSeconds) } ?? []
        let fonts = try FontLibrary()
        // Procedural photos for the cards: textures follow the cards' lifecycle in the renderer.
        let photos = FileImageProvider(fallback: scenes.fallbackImages)
        scenes.prepare(for: options)
        let scene = try scenes.scene(options.sceneName, repeatCount: options.repeatCount, viewport: options.size, measurer: fonts)
        let loop = FrameLoop(scene: scene, windowSize: options.size, preset: options.preset, overlays: options.overlays,
                             scenes: scenes, fonts: fonts, darkAppearance: options.darkAppearance)
        var restorer = snapshot.map { DevRestorer($0) }
        if let states = snapshot?.states { _ = DevViewStateHooks.restore(scene, states) }
        var canvas = try OffscreenCanvas(widthPixels: Int(options.size.width), heightPixels: Int(options.size.height))
        var canvasSize = options.size
        var renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
        renderer.background = scene.background
        renderer.imageProvider = photos
        renderer.imageFetchesPerFrame = RunOptions.imageFetchesPerFrame
        let clock = MonotonicClock()
        var next = 0
        var frameEvents: [TimedInputEvent] = []
        for index in 0..<frames {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: options.framesPerSecond)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            // Replayed host keys toggle overlays, cycle the preset and switch scenes as in the
            // window; the rest is scroll input.
            frameEvents.removeAll(keepingCapacity: true)
            var screenshotRequested = false
            for event in events[start..<next] {
                let (isHostKey, request) = loop.takeHostKey(event.event, fromReplay: true)
                if request == .screenshot { screenshotRequested = true }
                if !isHostKey { frameEvents.append(event) }
            }
            restorer?.apply(to: loop.pipeline)
            let outcome = loop.step(frame, events: frameEvents[...], now: clock.seconds)
            if loop.pipeline.windowSize != canvasSize {
                // A replayed resize: the offscreen surface follows the window size.
                canvasSize = loop.pipeline.windowSize
                canvas = try OffscreenCanvas(widthPixels: Int(canvasSize.width), heightPixels: Int(canvasSize.height))
                renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
                renderer.imageProvider = photos
                renderer.imageFetchesPerFrame = RunOptions.imageFetchesPerFrame
            }
            renderer.background = loop.scene.background        // a replayed number key switches scenes
            loop.draw(outcome, events: frameEvents, renderer: renderer, now: clock.seconds, beforePresent: {
                // A replayed S: this frame, as the window saves it (the notice shows from the next frame).
                guard screenshotRequested else { return }
                let directory = ScreenshotDirectory().resolve(option: options.screenshotDirectory).path
                let path = loop.diagnostics.nextScreenshotPath(sceneName: loop.scene.name, directory: directory)
                loop.diagnostics.announce(Self.saveScreenshot(of: canvas, to: path))
            })
            loop.prepareForNextFrame()
            await loop.scene.drainMainActor()
        }
        let pipeline = loop.pipeline, diagnostics = loop.diagnostics
        let report = loop.recorder.report(pipeline: pipeline, fps: options.framesPerSecond, overlays: diagnostics.enabled)
        if let path = options.screenshotPath { try OutputFile.writePNG(of: canvas, to: path, what: "screenshot") }
        if let path = options.reportPath { try OutputFile.write(report.json(), to: path, what: "report") }
        if let path = options.devSnapshotPath {
            let size = pipeline.windowSize
            let snapshot = DevSnapshot.capture(pipeline, content: loop.scene, sceneName: loop.scene.name, overlays: diagnostics.enabled,
                                               window: .init(width: size.width, height: size.height))
            try OutputFile.write(try snapshot.json(), to: path, what: "dev snapshot")
        }
        if snapshot?.states != nil, let counts = DevViewStateHooks.counts(scene) { print(counts.logLine) }
        return Outcome(report: report, pipeline: pipeline, canvas: canvas, diagnostics: diagnostics)
    }
}

extension HeadlessRunner {
    /// A replayed `S`: the canvas as a PNG at `path`; returns the line the window prints and
    /// shows ("saved …", or why it failed: a failed screenshot does not stop the run).
    static func saveScreenshot(of canvas: OffscreenCanvas, to path: String) -> String {
        let message: String
        do {
            try OutputFile.writePNG(of: canvas, to: path, what: "screenshot")
            message = "saved \(path) (\(canvas.widthPixels)×\(canvas.heightPixels) px)"
        } catch {
            message = "screenshot failed: \(error)"
        }
        print(message)
        return message
    }
}

/// The host's clock: seconds from `SDL_GetPerformanceCounter`, the only clock LazyScroll reads.
public struct MonotonicClock: Sendable {
    private let start: UInt64
    private let frequency: Double
    public init() {
        start = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }
    public func seconds() -> Seconds { Double(SDL_GetPerformanceCounter() - start) / frequency }
}

/// The host's CPU-time clock: the CPU time the whole process has used, every thread's
/// (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`), in seconds. Benches read it around a frame next to
/// ``MonotonicClock``: on a loaded machine a frame's wall time includes the time other processes
/// held the cores, its CPU time mostly does not. It counts helper threads too — Mesa's llvmpipe
/// rasterizing on its own threads (`LP_NUM_THREADS`, 0 to rasterize on the calling thread).
public struct ProcessCPUClock: Sendable {
    public init() {}
    public func seconds() -> Seconds {
        var now = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// Prints a data-source fault as one warning line on stderr ("lazyscroll: warning: …"). The
/// window and the headless runner both report what ``DataSourceGuard`` found this way.
public func reportDataSourceFault(_ fault: DataSourceFault, scene: String) {
    lazyscroll_write_stderr("lazyscroll: warning: scene \(scene): data source: \(LazyScrollError.oneLine(fault.description))\n")
}
