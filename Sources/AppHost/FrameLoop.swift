import CSDL2
import Diagnostics
import DisplayList
import ScrollPhysics
import ScrollHosting
import ScrollCore
import ScrollInput
import SDLRenderer

/// One frame of the app around the pipeline — the same code in the window and headless:
///
/// 1. ``takeHostKey(_:fromReplay:)`` splits host keys (overlays, the physics preset, scene
///    switches, screenshot, quit) from scroll input and carries them out;
/// 2. ``step(_:events:now:)`` runs the pipeline and reports the data source's faults;
/// 3. ``draw(_:events:renderer:now:flushInRender:beforePresent:waitForDisplay:present:)`` lets the overlays decorate the
///    frame, renders it, presents it if there is a screen, and records the frame's times for the
///    HUD and the report.
///
/// The window adds only what a window has around these calls (waiting for events when idle,
/// vsync pacing, the cursor, saving screenshots, the title); the headless runner adds its
/// offscreen canvas. So a trace replayed headless goes through the very code it was recorded
/// with, scene switches and preset changes included.
@MainActor
final class FrameLoop {
    /// What a host key asks of the host itself (the loop cannot do it: it has no window).
    enum HostRequest { case quit, screenshot }

    let scenes: any SceneProvider
    let fonts: FontLibrary
    private(set) var pipeline: ScrollPipeline
    private(set) var diagnostics: DiagnosticsController
    /// The run's statistics, for the report.
    private(set) var recorder = RunRecorder()
    /// Where lines for the user go (the window prints them; headless runs stay quiet).
    var log: (String) -> Void = { _ in }
    /// Called after a number key switched scenes (the window retitles itself).
    var onSceneSwitch: (_ scene: any WindowContent, _ number: Int) -> Void = { _, _ in }
    /// The dev loop's banner ("building…", the compiler's first error), drawn over everything.
    var devBanner: DevBanner?
    /// The window's input path (driver, XI2), kept across scene switches for the physics overlay.
    var inputPlatform: InputPlatform? {
        didSet { if let inputPlatform { diagnostics.inputPlatform = inputPlatform } }
    }

    var scene: any WindowContent { pipeline.scene }

    /// The window's appearance (`--color-scheme`, the `A` key): given to every scene shown.
    private(set) var isDark: Bool

    init(scene: any WindowContent, windowSize: Size, preset: PhysicsPreset, overlays: OverlaySet, scenes: any SceneProvider,
         fonts: FontLibrary, darkAppearance: Bool = false) {
        self.scenes = scenes
        self.fonts = fonts
        isDark = darkAppearance
        if darkAppearance { scene.setDarkAppearance(true) }
        pipeline = ScrollPipeline(scene: scene, windowSize: windowSize, preset: preset)
        diagnostics = DiagnosticsController(enabled: overlays, measurer: fonts, scene: scene, sceneNames: scenes.names)
    }

    /// The parts of ``draw(_:events:renderer:now:flushInRender:beforePresent:waitForDisplay:present:phaseEnded:)``.
    enum DrawPhase { case overlays, render }

    /// What drawing a frame did and how long its phases took.
    struct DrawnFrame {
        var render: RenderStats
        var overlaySeconds: Seconds
        var renderSeconds: Seconds
        var presentSeconds: Seconds
    }

    /// Carries out `event` if it is a host key; returns whether it was one (then it is not
    /// scroll input), and what the host must do. A replayed quit key is ignored (a replay never
    /// ends the run by itself: `--frames` does); a replayed `S` saves a PNG as the live key does,
    /// into the same directory (`--screenshot-dir`, else ``ScreenshotDirectory``'s choice), in the
    /// window and headless alike — a trace recorded with screenshots replays with them.
    func takeHostKey(_ event: InputEvent, fromReplay: Bool) -> (isHostKey: Bool, request: HostRequest?) {
        guard let action = diagnostics.action(for: event) else { return (false, nil) }
        // While a text field has focus, typing is text: only the function keys stay the window's.
        if scene.textInputArea != nil, case .key(let name, _, _) = event, !HostKeys.isFunctionKey(name) { return (false, nil) }
        // Escape dismisses before it quits: the content's views get it first (a view's
        // `onKeyPress(.escape)`, the preview picker), as the help panel does.
        if action == .quit, case .key("Escape", let shift, _) = event, scene.keyCommand("Escape", shift: shift) != nil {
            return (true, nil)
        }
        // Ctrl+1…9 are the content's (a `TabView` shows its first to ninth tab, the desktop's
        // convention for tabs); only the plain digits switch scenes.
        if case .switchScene = action, case .key(let name, let shift, true) = event {
            _ = scene.keyCommand(name, shift: shift, control: true)
            return (true, nil)
        }
        switch action {
        case .quit:
            return (true, fromReplay ? nil : .quit)
        case .screenshot:
            return (true, .screenshot)
        case .cyclePreset:
            let next = pipeline.position.preset.next
            pipeline.setPreset(next)
            log("physics preset: \(next.rawValue)")
        case .switchScene(let number):
            switchScene(number)
        case .toggleColorScheme:
            isDark.toggle()
            scene.setDarkAppearance(isDark)
            log("color scheme: \(isDark ? "dark" : "light")")
            diagnostics.announce("color scheme: \(isDark ? "dark" : "light")")
        case .toggle(let overlay):
            diagnostics.apply(action)
            log("overlay \(overlay.rawValue): \(diagnostics.enabled.contains(overlay) ? "on" : "off")")
        case .closeHelp:
            diagnostics.apply(action)
        }
        return (true, nil)
    }

    /// Number keys open the catalog's scenes live, at the window's current size, keeping the
    /// overlays and the physics preset.
    private func switchScene(_ number: Int) {
        let names = scenes.names
        guard number >= 1, number <= names.count,
              let next = scenes.make(names[number - 1], repeatCount: nil, viewport: pipeline.windowSize, measurer: fonts)
        else { log("scene \(number): there are \(names.count) scenes"); return }
        next.setDateAtTimeZero(HostCalendar.dateAtTimeZero)
        if isDark { next.setDarkAppearance(true) }
        let preset = pipeline.position.preset
        pipeline = ScrollPipeline(scene: next, windowSize: pipeline.windowSize, preset: preset)
        diagnostics = DiagnosticsController(enabled: diagnostics.enabled, measurer: fonts, scene: next, sceneNames: names)
        if let inputPlatform { diagnostics.inputPlatform = inputPlatform }
        log("scene \(number): \(next.name)" + ((next as? any PlaygroundScene).map { " — \($0.caption)" } ?? ""))
        diagnostics.announce("scene \(number): \(next.name)")
        onSceneSwitch(next, number)
    }

    /// Runs the pipeline for `frame` and reports what the data source got wrong (one warning
    /// line each, each kind once; the run goes on).
    func step(_ frame: FrameTime, events: ArraySlice<TimedInputEvent>, now: () -> Seconds) -> FrameOutcome {
        let outcome = pipeline.step(frame, events: events, now: now)
        for fault in outcome.layout.stats.dataSourceFaults { reportDataSourceFault(fault, scene: scene.name) }
        return outcome
    }

    /// Decorates the frame with the overlays, renders it with `renderer`, presents it (when the
    /// host has a screen), and records its times: the HUD's graph and the report see the same
    /// phases in the window and headless.
    /// - Parameters:
    ///   - beforePresent: runs after rendering, before presenting (a screenshot reads the back
    ///     buffer then; afterwards it is undefined).
    ///   - flushInRender: flush SDL's batched drawing inside the render phase (the window: its
    ///     present phase is then the hand-over alone; the scene bench flushes in its "present").
    ///   - waitForDisplay: runs before presenting, outside every timed phase: the window's own
    ///     refresh timeline waits there (``PresentSchedule``) when the present does not wait itself.
    ///   - present: hands the frame to the screen (including any wait for vsync done inside
    ///     `SDL_RenderPresent` by the driver); nil headless.
    ///   - phaseEnded: called as the overlays are appended and as the frame is rendered and
    ///     presented (the scene bench counts each phase's allocations there).
    @discardableResult
    func draw(_ outcome: FrameOutcome, events: [TimedInputEvent], renderer: SDLRenderer, now: () -> Seconds,
              flushInRender: Bool = false, beforePresent: () -> Void = {}, waitForDisplay: () -> Void = {},
              present: (() -> Void)? = nil,
              phaseEnded: (DrawPhase) -> Void = { _ in }) -> DrawnFrame {
        var overlaySeconds = diagnostics.decorate(pipeline, outcome: outcome, events: events, now: now)
        if let devBanner {
            let start = now()
            pipeline.appendOverlay { devBanner.draw(viewport: pipeline.viewport, style: OverlayStyle(measurer: fonts), into: &$0) }
            overlaySeconds += now() - start
        }
        phaseEnded(.overlays)
        // The window's background follows the scene's appearance (the `A` key switches it).
        let background = scene.background
        if renderer.background != background { renderer.background = background }
        let placeholder = SDLRenderer.imagePlaceholder.resolved(isDark: scene.drawsDarkAppearance)
        if renderer.imagePlaceholderColor != placeholder { renderer.imagePlaceholderColor = placeholder }
        let renderStart = now()
        let stats = renderer.render(pipeline.displayList)
        // In the window, SDL may have batched draws: they are rasterized here, inside the render
        // phase, not in SDL_RenderPresent (whose phase is then the hand-over alone).
        if flushInRender { SDL_RenderFlush(renderer.renderer) }
        let renderSeconds = now() - renderStart
        beforePresent()
        var presentSeconds: Seconds = 0
        if let present {
            waitForDisplay()
            let presentStart = now()
            present()
            presentSeconds = now() - presentStart
        }
        phaseEnded(.render)
        diagnostics.completed(outcome, overlaySeconds: overlaySeconds, renderSeconds: renderSeconds, render: stats,
                              presentSeconds: presentSeconds)
        recorder.record(outcome, render: stats, renderSeconds: renderSeconds, overlaySeconds: overlaySeconds,
                        overlayCommands: diagnostics.lastOverlayCommands, presentSeconds: presentSeconds)
        return DrawnFrame(render: stats, overlaySeconds: overlaySeconds, renderSeconds: renderSeconds, presentSeconds: presentSeconds)
    }

    /// The frame is out: idle time until the next one, outside every timed phase — the window's
    /// scroll view (through the scene) and every nested one laid out in the frame make the
    /// elements their scroll is about to bring in and map their storage (idle-time prefetch).
    /// Every host calls it after ``draw(_:events:renderer:now:flushInRender:beforePresent:waitForDisplay:present:phaseEnded:)``,
    /// so runs replay alike; benches time it apart.
    func prepareForNextFrame() {
        scene.prepareForNextFrame()
        pipeline.scrollViews.prepareNestedForNextFrame()
    }
}
