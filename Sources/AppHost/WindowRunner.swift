import CSDL2
import Diagnostics
import DisplayList
import Foundation
import Scenes
import ScrollCore
import ScrollInput
import ScrollPhysics
import SDLRenderer

/// The interactive demo: a resizable, HiDPI-aware SDL window running the pipeline at the
/// display's refresh rate (vsync), fed by the mouse, wheel, touchpad and keyboard — or by a
/// replayed trace at its timestamps — and optionally recording what the user does.
public struct WindowRunner {
    public let options: RunOptions
    /// Where "help has been shown" is remembered (the help panel opens by itself only once).
    public let firstRun: FirstRunStore
    /// Where scenes come from (the playground's catalog, or an app's windows).
    public let scenes: any SceneProvider
    public init(options: RunOptions, scenes: any SceneProvider = CatalogSceneProvider(), firstRun: FirstRunStore = .userConfig()) {
        self.options = options
        self.scenes = scenes
        self.firstRun = firstRun
    }

    /// Runs until quit. Between frames the main actor is drained, so views' `task`s and
    /// `MainActor.run` blocks run in the window.
    @MainActor
    public func run() async throws {
        lazyscroll_line_buffer_stdout()
        let replay = try options.replayPath.map(InputTrace.load(path:)) ?? []
        let recorder = try options.recordPath.map { try TraceRecorder(path: $0) }
        let fonts = try FontLibrary()
        // Procedural photos for the cards: textures follow the cards' lifecycle in the renderer.
        let photos = FileImageProvider(fallback: ProceduralPhotos())
        PageFailures.commandLine = PageFailures(rate: options.failPagesRate)
        var scene = try scenes.scene(options.sceneName, repeatCount: options.repeatCount, viewport: options.size, measurer: fonts)

        let window = try SDLWindow(title: "LazyScroll — \(scene.name)", size: options.size)
        defer { window.close() }
        var pipeline = ScrollPipeline(scene: scene, windowSize: options.size, preset: options.preset)
        let renderer = SDLRenderer(renderer: window.renderer, fonts: fonts, pixelsPerPoint: window.pixelsPerPoint)
        renderer.background = scene.background
        renderer.imageProvider = photos
        var platform = SDLPlatform()
        platform.attach(window: window.window)
        var recorderStats = RunRecorder()
        var diagnostics = DiagnosticsController(enabled: options.overlays, measurer: fonts, scene: scene, sceneNames: scenes.names)
        diagnostics.inputPlatform = platform.inputPlatform
        print("input: \(platform.inputPlatform.summary)")
        if !firstRun.helpSeen {
            diagnostics.show(.help)
            firstRun.markHelpSeen()
            print("first start: showing the keys (H or F1 shows them again)")
        }
        let clock = MonotonicClock()
        var pending: [TimedInputEvent] = []
        var replayNext = 0
        var frameIndex = 0
        var lastTime: Seconds = 0
        var running = true
        var screenshotRequested = false
        let cursors = SystemCursors()

        /// Host keys (overlays, preset, screenshot, scenes, quit); returns whether `input` was one.
        func handleHostKey(_ input: InputEvent, fromReplay: Bool) -> Bool {
            guard let action = diagnostics.action(for: input) else { return false }
            switch action {
            case .quit: if !fromReplay { running = false }
            case .cyclePreset:
                let next = pipeline.position.preset.next
                pipeline.setPreset(next)
                print("physics preset: \(next.rawValue)")
            case .screenshot: if !fromReplay { screenshotRequested = true }
            case .switchScene(let number):
                // Number keys open the catalog's scenes live, at the window's current size, keeping
                // the overlays and the physics preset.
                let names = scenes.names
                guard number >= 1, number <= names.count,
                      let next = scenes.make(names[number - 1], repeatCount: nil, viewport: pipeline.windowSize, measurer: fonts)
                else { print("scene \(number): there are \(names.count) scenes"); break }
                let preset = pipeline.position.preset
                scene = next
                pipeline = ScrollPipeline(scene: next, windowSize: pipeline.windowSize, preset: preset)
                diagnostics = DiagnosticsController(enabled: diagnostics.enabled, measurer: fonts, scene: next, sceneNames: scenes.names)
                diagnostics.inputPlatform = platform.inputPlatform
                renderer.background = next.background
                SDL_SetWindowTitle(window.window, "LazyScroll — \(next.name)")
                print("scene \(number): \(next.name) — \(next.caption)")
                diagnostics.announce("scene \(number): \(next.name)")
            case .toggle(let overlay):
                diagnostics.apply(action)
                print("overlay \(overlay.rawValue): \(diagnostics.enabled.contains(overlay) ? "on" : "off")")
            case .closeHelp: diagnostics.apply(action)
            }
            return true
        }

        while running {
            let time = clock.seconds()
            pending.removeAll(keepingCapacity: true)
            let quit = platform.drainEvents(at: time) { timed in
                if handleHostKey(timed.event, fromReplay: false) { return }
                if case .resize = timed.event { renderer.pixelsPerPoint = window.pixelsPerPoint }
                recorder?.record(timed)
                pending.append(timed)
            }
            if quit { running = false }
            while replayNext < replay.count && replay[replayNext].timeSeconds <= time {
                let replayed = replay[replayNext]
                replayNext += 1
                if !handleHostKey(replayed.event, fromReplay: true) { pending.append(replayed) }
            }
            let frame = FrameTime(index: frameIndex, timeSeconds: time, deltaSeconds: frameIndex == 0 ? 0 : time - lastTime)
            let outcome = pipeline.step(frame, events: pending[...], now: clock.seconds)
            for fault in outcome.layout.stats.dataSourceFaults { reportDataSourceFault(fault, scene: pipeline.scene.name) }
            let overlaySeconds = diagnostics.decorate(pipeline, outcome: outcome, events: pending, now: clock.seconds)
            let renderStart = clock.seconds()
            let stats = renderer.render(pipeline.displayList)
            let renderSeconds = clock.seconds() - renderStart
            if screenshotRequested {
                // Read back before presenting: afterwards the back buffer is undefined.
                screenshotRequested = false
                let directory = ScreenshotDirectory().resolve(option: options.screenshotDirectory).path
                diagnostics.announce(saveScreenshot(window: window, path: diagnostics.nextScreenshotPath(sceneName: scene.name, directory: directory)))
            }
            // Presenting waits for vsync: time spent idle, not work, so it is not in the phases.
            SDL_RenderPresent(window.renderer)
            diagnostics.completed(outcome, overlaySeconds: overlaySeconds, renderSeconds: renderSeconds, render: stats)
            cursors.show(pipeline.scene.cursor)
            recorderStats.record(outcome, render: stats, renderSeconds: renderSeconds, overlaySeconds: overlaySeconds,
                                 overlayCommands: diagnostics.lastOverlayCommands)
            lastTime = time
            frameIndex += 1
            await scene.drainMainActor()
            if let limit = options.frames, frameIndex >= limit { running = false }
        }
        if let path = options.reportPath {
            let report = recorderStats.report(pipeline: pipeline, fps: Double(frameIndex) / max(lastTime, 1e-9),
                                              overlays: diagnostics.enabled)
            try OutputFile.write(report.json(), to: path, what: "report")
        }
    }

    /// The `S` key: the window's pixels as a PNG; prints the path (or why it failed) and returns
    /// the same line for the on-screen notice.
    private func saveScreenshot(window: SDLWindow, path: String) -> String {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(window.renderer, &w, &h)
        let message: String
        do {
            try savePNG(renderer: window.renderer, width: Int(w), height: Int(h), to: path)
            message = "saved \(path) (\(w)×\(h) px)"
        } catch {
            message = "screenshot failed: \(error)"
        }
        print(message)
        return message
    }
}

/// An SDL window with its renderer (accelerated with vsync where available, else software).
final class SDLWindow {
    /// The smallest window a user can resize to: the help panel and the HUD fit in it.
    static let minimumSize = Size(width: 640, height: 480)
    let window: OpaquePointer
    let renderer: OpaquePointer

    init(title: String, size: Size) throws {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"]
        if requested == nil && (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Checked before SDL_Init: SDL would fall back to its invisible offscreen driver, and
            // libwayland would print its own complaint first.
            throw LazyScrollError("cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset, so SDL's x11 and wayland drivers cannot start); run with --headless, or under Xvfb")
        }
        // No Wayland session: x11 only (one error line); a Wayland session: wayland, then x11.
        let forced = SDLPlatform.preferredVideoDriver(environment: environment)
        if let forced { SDL_SetHint(SDL_HINT_VIDEODRIVER, forced) } else { SDLPlatform.applyVideoDriverPreference(environment: environment) }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw LazyScrollError(SDLPlatform.videoInitFailure(environment: environment, forcedDriver: forced,
                                                               sdlError: String(cString: SDL_GetError())))
        }
        // With no DISPLAY or WAYLAND_DISPLAY, SDL silently falls back to its offscreen driver:
        // the "window" would be invisible. Refuse unless the user asked for that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if requested == nil && (driver == "offscreen" || driver == "dummy") {
            SDL_Quit()
            throw LazyScrollError("cannot open a window: no display (SDL tried x11 and wayland, fell back to \(driver)); set DISPLAY or run with --headless")
        }
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "1")
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw LazyScrollError("cannot open a window with the \(driver) driver: \(message); run with --headless")
        }
        // Below 640 × 480 the overlays would not fit (they lay out in the compact style from 900 × 640 down).
        SDL_SetWindowMinimumSize(window, Int32(Self.minimumSize.width), Int32(Self.minimumSize.height))
        var renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) }
        guard let renderer else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window); SDL_Quit()
            throw LazyScrollError("cannot create a renderer for the window: \(message)")
        }
        self.window = window
        self.renderer = renderer
    }

    /// Device pixels per window point (2 on a HiDPI display).
    var pixelsPerPoint: Double {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return w > 0 ? Double(pw) / Double(w) : 1
    }

    func close() {
        // Destroying the SDL renderer frees its textures; tell the text caches first so they do
        // not free them a second time when they are released.
        SDLRenderer.rendererWillBeDestroyed(renderer)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }
}
