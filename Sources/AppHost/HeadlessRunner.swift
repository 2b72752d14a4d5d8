import CSDL2
import DisplayList
import Foundation
import Scenes
import ScrollCore
import ScrollInput
import SDLRenderer

/// The headless twin of the window: the same pipeline at a simulated frame rate, rendered by
/// SDL's software renderer into an offscreen surface. Needs no display, no SDL_Init, no GPU.
///
/// Frame `i` is at `t = i / fps`; trace events are applied in the frame whose time first
/// reaches their timestamp. The last frame can be written as PNG and the run as a JSON report.
public struct HeadlessRunner {
    public let options: RunOptions
    public init(options: RunOptions) { self.options = options }

    /// What a run left behind, for callers that want to inspect it (tests).
    public struct Outcome {
        public var report: RunReport
        public var pipeline: ScrollPipeline
        public var canvas: OffscreenCanvas
    }

    public func run() throws -> Outcome {
        let events = try options.replayPath.map(InputTrace.load(path:)) ?? []
        let fonts = try FontLibrary()
        guard let scene = SceneCatalog.make(options.sceneName, repeatCount: options.repeatCount,
                                            viewport: options.size, measurer: fonts) else {
            throw LazyScrollError("unknown scene \"\(options.sceneName)\" (available: \(SceneCatalog.names.joined(separator: ", ")))")
        }
        let frames = options.frames ?? 240
        guard frames >= 1 else { throw LazyScrollError("--frames must be at least 1") }
        guard options.framesPerSecond.isFinite, options.framesPerSecond >= 1, options.framesPerSecond <= 1000 else {
            throw LazyScrollError("--fps must be between 1 and 1000")
        }
        let pipeline = ScrollPipeline(scene: scene, windowSize: options.size, preset: options.preset)
        var canvas = try OffscreenCanvas(widthPixels: Int(options.size.width), heightPixels: Int(options.size.height))
        var canvasSize = options.size
        var renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
        renderer.background = .systemBackground
        var recorder = RunRecorder()
        let clock = MonotonicClock()
        var next = 0
        for index in 0..<frames {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: options.framesPerSecond)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            let outcome = pipeline.step(frame, events: events[start..<next], now: clock.seconds)
            if pipeline.windowSize != canvasSize {
                canvasSize = pipeline.windowSize
                // A replayed resize: the offscreen surface follows the window size.
                canvas = try OffscreenCanvas(widthPixels: Int(pipeline.windowSize.width), heightPixels: Int(pipeline.windowSize.height))
                let background = renderer.background
                renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts)
                renderer.background = background
            }
            let renderStart = clock.seconds()
            let stats = renderer.render(pipeline.displayList)
            recorder.record(outcome, render: stats, renderSeconds: clock.seconds() - renderStart)
        }
        let report = recorder.report(pipeline: pipeline, fps: options.framesPerSecond)
        if let path = options.screenshotPath { try canvas.savePNG(to: path) }
        if let path = options.reportPath {
            do { try report.json().write(to: URL(fileURLWithPath: path)) } catch {
                throw LazyScrollError("cannot write report \(path): \(error.localizedDescription)")
            }
        }
        return Outcome(report: report, pipeline: pipeline, canvas: canvas)
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
