import CSDL2
import DevLoop
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import SDLRenderer

/// The interactive demo: a resizable, HiDPI-aware SDL window running the pipeline at the
/// display's refresh rate (vsync), fed by the mouse, wheel, touchpad and keyboard — or by a
/// replayed trace at its timestamps — and optionally recording what the user does.
///
/// ## Frame loop
/// Each frame: poll events, step the pipeline, decorate (overlays), render, present. The report
/// and the HUD time all of it, `SDL_RenderPresent` included (the `present` phase), and
/// ``FramePacing`` measures the interval between presents and the frames dropped.
///
/// When nothing moves — no input this frame, every scroll view's physics idle, and the scene's
/// commands identical to the last frame's (so no animation, transition or task changed it) —
/// for ``IdlePolicy/restFramesBeforeIdle`` frames, the loop goes idle: it blocks in
/// `SDL_WaitEventTimeout` (at most ``IdlePolicy/wakeIntervalSeconds``, or until the next
/// replayed event), and a frame that wakes to no change is neither drawn nor presented. The HUD
/// says "idle · 0 fps". The headless runner has no such wait: it simulates every frame.
public struct WindowRunner {
    public let options: RunOptions
    /// Where "help has been shown" is remembered (the help panel opens by itself only once).
    public let firstRun: FirstRunStore
    /// Where scenes come from (an app's windows, or the playground's catalog that `lazyscroll` injects).
    public let scenes: any SceneProvider
    /// Where the window's size and position are remembered between runs (``WindowGeometryStore``).
    public let geometryStore: WindowGeometryStore
    public init(options: RunOptions, scenes: any SceneProvider, firstRun: FirstRunStore = .userConfig(),
                geometryStore: WindowGeometryStore = .userState()) {
        self.options = options
        self.scenes = scenes
        self.firstRun = firstRun
        self.geometryStore = geometryStore
    }

    /// Runs until quit. Between frames the main actor is drained, so views' `task`s and
    /// `MainActor.run` blocks run in the window.
    @MainActor
    public func run() async throws {
        lazyscroll_line_buffer_stdout()
        var options = self.options
        // The dev loop's new build starts where the last one was (scene, size, overlays, preset
        // now; scroll positions in the first frames).
        let snapshot = try options.restorePath.map(DevSnapshot.load(path:))
        if let snapshot { options.adopt(snapshot, sceneNames: scenes.names) }
        // Every output path is checked before anything else (OutputFile): a run that then fails
        // (no font, no display, a bad trace) has touched no file.
        try options.checkOutputPaths()
        let replay = try options.replayPath.map(InputTrace.load(path:)) ?? []
        let fonts = try FontLibrary()
        // Procedural photos for the cards: textures follow the cards' lifecycle in the renderer.
        let photos = FileImageProvider(fallback: scenes.fallbackImages)
        scenes.prepare(for: options)
        // The size asked for, else the remembered size and position, else the default, centred.
        let initial = options.initialWindowGeometry(remembered: geometryStore.load())
        let scene = try scenes.scene(options.sceneName, repeatCount: options.repeatCount, viewport: initial.size, measurer: fonts)

        let window = try SDLWindow(title: "LazyScroll — \(scene.name)", size: initial.size,
                                   position: initial.x.flatMap { x in initial.y.map { (x: x, y: $0) } },
                                   vsync: options.vsync, renderer: options.renderer)
        defer { window.close() }
        // Remembered as the window closes (quit, Escape, the window's close button, SIGINT/SIGTERM),
        // before it goes; a failure to write is a warning.
        defer {
            do { try geometryStore.save(window.geometry) } catch {
                lazyscroll_write_stderr("lazyscroll: warning: \(LazyScrollError.oneLine("\(error)"))\n")
            }
        }
        if let x = snapshot?.window.x, let y = snapshot?.window.y { SDL_SetWindowPosition(window.window, Int32(x), Int32(y)) }
        var restorer = snapshot.map { DevRestorer($0) }
        // `@State` by view identity: the views there now take their values before the first
        // frame; views made later (lazy rows) as they are made.
        if let states = snapshot?.states { _ = DevViewStateHooks.restore(scene, states) }
        let devChannel = options.devChild ? DevChannel() : nil
        devChannel?.startReading()
        var devFirstFrameShown = false
        // The recording streams into a file beside its path and replaces it when the window
        // closes (quit, SIGINT/SIGTERM as SDL's quit event, or an error), before the window goes.
        let recorder = try options.recordPath.map { try TraceRecorder(path: $0) }
        defer {
            do { try recorder?.finish() } catch {
                lazyscroll_write_stderr("lazyscroll: error: \(LazyScrollError.oneLine("\(error)"))\n")
            }
        }
        let loop = FrameLoop(scene: scene, windowSize: initial.size, preset: options.preset, overlays: options.overlays,
                             scenes: scenes, fonts: fonts, darkAppearance: options.darkAppearance)
        let renderer = SDLRenderer(renderer: window.renderer, fonts: fonts, pixelsPerPoint: window.pixelsPerPoint)
        renderer.background = scene.background
        renderer.imageProvider = photos
        renderer.imageFetchesPerFrame = RunOptions.imageFetchesPerFrame
        // Pictures are made on a worker thread and handed over at frame start (ImagePreparer).
        renderer.preparesImagesOffFrame = true
        loop.log = { print($0) }
        loop.onSceneSwitch = { next, _ in
            renderer.background = next.background
            SDL_SetWindowTitle(window.window, "LazyScroll — \(next.name)")
        }
        var pacing = FramePacing(refreshPeriodSeconds: 1 / window.refreshRateHz)
        var schedule = PresentSchedule(periodSeconds: pacing.refreshPeriodSeconds)
        var driverCheck = DriverVsyncCheck(refreshPeriodSeconds: pacing.refreshPeriodSeconds)
        pacing.pacedBy = window.pacing.rawValue
        var idle = IdlePolicy()
        var idleWaits = 0
        var previousContent: [DrawCommand] = []
        if let note = window.autoChoiceNote { print("renderer: \(note)") }
        print("renderer: \(renderer.rendererName), vsync \(options.vsync ? "on (paced by the \(window.pacing.rawValue))" : "off"), display \(Int(window.refreshRateHz.rounded())) Hz")
        var platform = SDLPlatform()
        platform.attach(window: window.window)
        var textInput = SDLTextInput()
        HostClipboard.current = SDLClipboard()
        loop.inputPlatform = platform.inputPlatform
        print("input: \(platform.inputPlatform.summary)")
        if !firstRun.helpSeen {
            loop.diagnostics.show(.help)
            firstRun.markHelpSeen()
            print("first start: showing the keys (H or F1 shows them again)")
        }
        let clock = MonotonicClock()
        var pending: [TimedInputEvent] = []
        var replayNext = 0
        var frameIndex = 0
        var lastTime: Seconds = 0
        var running = true
        var frameLog = options.frameLogPath == nil ? nil
            : "frame,time_ms,events,simulation,layout,painting,overlays,render,present,wait,interval,dropped,uploads,created\n"
        var screenshotRequested = false
        let cursors = SystemCursors()

        /// Host keys (overlays, preset, screenshot, scenes, quit); returns whether `input` was one.
        func handleHostKey(_ input: InputEvent, fromReplay: Bool) -> Bool {
            let (isHostKey, request) = loop.takeHostKey(input, fromReplay: fromReplay)
            switch request {
            case .quit: running = false
            case .screenshot: screenshotRequested = true
            case nil: break
            }
            return isHostKey
        }

        while running {
            // Idle: block until an event arrives (or the next replayed one is due, or the wake
            // interval passes). The next present starts a new run of pacing intervals.
            let nextReplay = replayNext < replay.count ? replay[replayNext].timeSeconds : nil
            if let wait = idle.waitSeconds(now: clock.seconds(), nextScheduledSeconds: nextReplay) {
                pacing.resumedAfterIdle()
                schedule.restart()
                driverCheck.resumedAfterIdle()
                _ = SDL_WaitEventTimeout(nil, Int32(min(wait * 1000, 1000).rounded(.up)))
            }
            let time = clock.seconds()
            pending.removeAll(keepingCapacity: true)
            let drained = platform.drainEvents(at: time) { timed in
                if handleHostKey(timed.event, fromReplay: false) { return }
                if case .resize = timed.event {
                    // Laid out at no less than the minimum (SDLPlatform clamps the event); the
                    // window itself is set back to it when no window manager did that.
                    _ = window.enforceMinimumSize(window.geometry.size)
                    renderer.pixelsPerPoint = window.pixelsPerPoint
                }
                if let stopped = recorder?.record(timed) {
                    // A full disk while recording: say so once; the window keeps running.
                    lazyscroll_write_stderr("lazyscroll: warning: \(LazyScrollError.oneLine(stopped))\n")
                    loop.diagnostics.announce(stopped)
                }
                pending.append(timed)
            }
            if drained.quit { running = false }
            // Any event (even one that is not input) may change what is shown.
            var hadInput = drained.sawEvents
            if let devChannel {
                var snapshotPath: String?
                for message in devChannel.take() {
                    hadInput = true
                    if case .snapshotAndExit(let path) = message { snapshotPath = path } else { loop.devBanner = DevBanner(message) }
                }
                if let snapshotPath {
                    try writeDevSnapshot(loop: loop, window: window, to: snapshotPath)
                    break
                }
            }
            restorer?.apply(to: loop.pipeline)
            while replayNext < replay.count && replay[replayNext].timeSeconds <= time {
                let replayed = replay[replayNext]
                replayNext += 1
                hadInput = true
                if !handleHostKey(replayed.event, fromReplay: true) { pending.append(replayed) }
            }
            let frame = FrameTime(index: frameIndex, timeSeconds: time, deltaSeconds: frameIndex == 0 ? 0 : time - lastTime)
            let outcome = loop.step(frame, events: pending[...], now: clock.seconds)
            textInput.follow(loop.scene.textInputArea, pointsPerMouseUnit: platform.pointsPerMouseUnit)
            lastTime = time
            frameIndex += 1
            // At rest: no input, no scroll view moving, the scene's commands as last frame.
            let pipeline = loop.pipeline
            // Pictures still waiting for their frame's fetch (RunOptions.imageFetchesPerFrame) keep it drawing.
            let atRest = !hadInput && pipeline.isSettled && !loop.diagnostics.isShowingFeedback(pipeline, at: time)
                && renderer.imagesWaiting == 0 && pipeline.contentEquals(&previousContent)
            let wasIdle = idle.isIdle
            guard idle.frameBuilt(atRest: atRest) else {
                await loop.scene.drainMainActor()            // nothing changed: present nothing
                if let limit = options.frames, frameIndex >= limit { running = false }
                continue
            }
            if idle.isIdle && !wasIdle { idleWaits += 1 }
            loop.diagnostics.showWindowState(rendererName: renderer.rendererName, pacing: pacing, idle: idle.isIdle)
            // SDL's software renderer draws into the window's surface: blend into it directly
            // (the surface is replaced on resize, so it is asked for every frame; a cheap call).
            if renderer.rendererName == "software" { renderer.drawDirectly(into: SDL_GetWindowSurface(window.window)) }
            var waitedSeconds: Seconds = 0
            let droppedBefore = pacing.droppedFrames
            let drawn = loop.draw(outcome, events: pending, renderer: renderer, now: clock.seconds, flushInRender: true,
                                  beforePresent: {
                guard screenshotRequested else { return }
                screenshotRequested = false
                let directory = ScreenshotDirectory().resolve(option: options.screenshotDirectory).path
                let path = loop.diagnostics.nextScreenshotPath(sceneName: loop.scene.name, directory: directory)
                loop.diagnostics.announce(saveScreenshot(window: window, path: path))
            }, waitForDisplay: {
                // The window's own refresh timeline, when the driver does not wait in the present.
                guard window.pacing == .host else { return }
                let ready = clock.seconds()
                let deadline = schedule.deadline(now: ready)
                if deadline > ready { sleepPrecisely(deadline - ready) }
                let handover = clock.seconds()
                waitedSeconds = handover - ready
                pacing.waited(seconds: waitedSeconds)
                schedule.presented(at: max(handover, deadline))
            }, present: {
                // The present phase: handing the frame over, including any wait for vsync the
                // driver does inside SDL_RenderPresent.
                SDL_RenderPresent(window.renderer)
                let presented = clock.seconds()
                pacing.presented(at: presented)
                if window.pacing == .driver && driverCheck.presented(at: presented) {
                    window.fallBackToHostPacing()
                    pacing.pacedBy = window.pacing.rawValue
                    schedule.restart()
                    print("vsync: the \(renderer.rendererName) driver's present does not wait for the refresh; the window paces itself")
                }
            })
            if devChannel != nil && !devFirstFrameShown {
                devFirstFrameShown = true
                print("dev: first frame shown")
                if let counts = DevViewStateHooks.counts(scene) { print(counts.logLine) }
            }
            // Idle time until the next frame: the scroll views make what their scroll brings in next.
            loop.prepareForNextFrame()
            if frameLog != nil {
                func ms(_ s: Seconds) -> String { String((s * 100_000).rounded() / 100) }
                let t = outcome.times
                frameLog! += "\(frameIndex - 1),\(ms(time)),\(ms(t[.events])),\(ms(t[.simulation])),\(ms(t[.layout])),\(ms(t[.painting])),"
                    + "\(ms(drawn.overlaySeconds)),\(ms(drawn.renderSeconds)),\(ms(drawn.presentSeconds)),\(ms(waitedSeconds)),"
                    + "\(pacing.lastPresentWasCounted ? ms(pacing.lastIntervalSeconds) : ""),\(pacing.droppedFrames - droppedBefore),"
                    + "\(drawn.render.imageUploads),\(outcome.layout.stats.created)\n"
            }
            cursors.show(loop.pipeline.cursor)
            await loop.scene.drainMainActor()
            if let limit = options.frames, frameIndex >= limit { running = false }
        }
        if let path = options.screenshotPath {
            // `--screenshot`: the window's last frame. After a present the back buffer is
            // undefined (OpenGL), so the last frame's display list is drawn once more — the
            // renderer's pixels do not depend on what it drew before — and read before any present.
            _ = renderer.render(loop.pipeline.displayList)
            SDL_RenderFlush(window.renderer)
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetRendererOutputSize(window.renderer, &w, &h)
            try OutputFile.write(Data(try pngData(renderer: window.renderer, width: Int(w), height: Int(h))), to: path, what: "screenshot")
        }
        if let path = options.frameLogPath, let frameLog { try OutputFile.write(Data(frameLog.utf8), to: path, what: "frame log") }
        if let path = options.reportPath {
            let summary = RunReport.Pacing(renderer: renderer.rendererName, vsync: options.vsync,
                                           pacedBy: window.pacing.rawValue,
                                           refreshHz: window.refreshRateHz, presents: pacing.presents,
                                           droppedFrames: pacing.droppedFrames, idleWaits: idleWaits,
                                           intervalMs: pacing.intervalSummary, waitMs: pacing.waitSummary)
            let report = loop.recorder.report(pipeline: loop.pipeline, fps: Double(pacing.presents) / max(lastTime, 1e-9),
                                              overlays: loop.diagnostics.enabled, pacing: summary)
            try OutputFile.write(report.json(), to: path, what: "report")
        }
    }

    /// The dev loop asked for what the user is looking at (``DevSnapshot``): written beside
    /// `path` and renamed over it (``OutputFile``), before the app quits for the new build.
    @MainActor
    private func writeDevSnapshot(loop: FrameLoop, window: SDLWindow, to path: String) throws {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window.window, &x, &y)
        let size = loop.pipeline.windowSize
        let snapshot = DevSnapshot.capture(loop.pipeline, content: loop.scene, sceneName: loop.scene.name, overlays: loop.diagnostics.enabled,
                                           window: .init(width: size.width, height: size.height, x: Int(x), y: Int(y)))
        try OutputFile.write(try snapshot.json(), to: path, what: "dev snapshot")
    }

    /// The `S` key: the window's pixels as a PNG; prints the path (or why it failed) and returns
    /// the same line for the on-screen notice.
    private func saveScreenshot(window: SDLWindow, path: String) -> String {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(window.renderer, &w, &h)
        let message: String
        do {
            let png = try pngData(renderer: window.renderer, width: Int(w), height: Int(h))
            try OutputFile.write(Data(png), to: path, what: "screenshot")
            message = "saved \(path) (\(w)×\(h) px)"
        } catch {
            message = "screenshot failed: \(error)"
        }
        print(message)
        return message
    }
}

extension ScrollPipeline {
    /// Whether the scene's part of the display list (before the overlays) equals `previous`;
    /// then `previous` becomes this frame's. The array keeps its storage, so a steady frame
    /// copies commands without allocating.
    func contentEquals(_ previous: inout [DrawCommand]) -> Bool {
        // Compared as drawn (replayed rows expanded), without a copy of the frame's list.
        var same = previous.count == displayList.count, i = 0
        if same {
            displayList.forEachCommand { command in
                if same { same = previous[i] == command; i += 1 }
            }
        }
        if !same {
            previous.removeAll(keepingCapacity: true)
            displayList.appendCommands(to: &previous)
        }
        return same
    }
}
