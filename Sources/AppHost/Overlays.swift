import ScrollHosting
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollInput
import ScrollPhysics

/// Wires the on-screen diagnostics (``Diagnostics/DiagnosticsOverlays``) into a runner: the host
/// keys that toggle them, the per-frame observe-and-draw into the pipeline's display list (timed
/// as the `overlays` phase), and screenshot naming. The window and the headless runner share it,
/// so `--overlay` screenshots show exactly what the keys show.
///
/// Frame order, as both runners use it:
/// ```swift
/// let outcome = pipeline.step(frame, events: scrollEvents, now: clock.seconds)
/// let overlaySeconds = diagnostics.decorate(pipeline, outcome: outcome, events: scrollEvents, now: clock.seconds)
/// let stats = renderer.render(pipeline.displayList)
/// diagnostics.completed(outcome, overlaySeconds: overlaySeconds, renderSeconds: …, render: stats)
/// ```
@MainActor
public final class DiagnosticsController {
    public private(set) var overlays: DiagnosticsOverlays
    /// Commands the scene and the scroll indicator painted in the last frame, and the overlays' share.
    public private(set) var lastContentCommands = 0
    public private(set) var lastOverlayCommands = 0
    private var screenshotCounter = 0
    /// The preset the last frame ran with, to announce a change.
    private var lastPreset: PhysicsPreset?

    /// - Parameters:
    ///   - enabled: the overlays on at start (`--overlay`).
    ///   - measurer: the renderer's font library (text metrics for the panels' grid).
    ///   - scene: names elements for the bounds overlay and adds its keys to the help panel.
    ///   - sceneNames: the scenes the number keys switch among (for the help panel).
    public init(enabled: OverlaySet, measurer: any TextMeasurer, scene: any WindowContent, sceneNames: [String] = []) {
        overlays = DiagnosticsOverlays(enabled: enabled, measurer: measurer)
        overlays.helpEntries = HostKeys.helpEntries(sceneNames: sceneNames) + ((scene as? any PlaygroundScene)?.keyHelp ?? []).map { HelpEntry(keys: $0.key, action: $0.action) }
        overlays.viewBounds = { [weak scene] in scene?.debugViewBounds() ?? [] }
        // WindowContent names visible elements only, in an order of its choosing: ask about one at a time.
        overlays.elementLabel = { [weak scene] layout, element in
            var one = layout
            one.placed = [element]
            one.placed[0].isVisible = true
            return scene?.visibleIDs(one).first
        }
    }

    public var enabled: OverlaySet { overlays.enabled }
    /// The window's input path (driver, XI2 smooth scrolling), shown in the physics overlay.
    public var inputPlatform: InputPlatform {
        get { overlays.inputPlatform }
        set { overlays.inputPlatform = newValue }
    }
    public var isHelpVisible: Bool { overlays.enabled.contains(.help) }

    /// The host action for `event` if it is a host key press, else nil (the event is input).
    public func action(for event: InputEvent) -> HostAction? {
        guard case .key(let name, let shift, _) = event else { return nil }
        return HostKeys.action(forKey: name, shift: shift, helpVisible: isHelpVisible)
    }

    /// Applies the actions that concern overlays (toggles, closing help); returns whether it did.
    @discardableResult
    public func apply(_ action: HostAction) -> Bool {
        switch action {
        case .toggle(let overlay): overlays.toggle(overlay); return true
        case .closeHelp: overlays.enabled.remove(.help); overlays.invalidateText(); return true
        default: return false
        }
    }

    /// Shows `message` as a short notice at the top of the window from the next frame on.
    public func announce(_ message: String) { overlays.announce(message) }

    /// The notice on screen or about to show, if any.
    public var toastMessage: String? { overlays.toast.message }

    /// Whether a notice or a landing mark is still fading at `time`: the window must keep
    /// drawing frames until they are gone, even with nothing else moving.
    public func isShowingFeedback(_ pipeline: ScrollPipeline, at time: Seconds) -> Bool {
        if overlays.toast.message != nil { return true }
        guard let landing = pipeline.latestLanding, !overlays.enabled.isEmpty else { return false }
        return LandingMark.opacity(age: time - landing.timeSeconds) > 0 || time < landing.timeSeconds
    }

    /// What the HUD shows about the window: the render driver, the present pacing, and whether
    /// the loop is idle (waiting for events, presenting nothing).
    public func showWindowState(rendererName: String?, pacing: FramePacing?, idle: Bool) {
        overlays.rendererName = rendererName
        overlays.pacing = pacing
        overlays.isIdle = idle
    }

    /// Turns `overlay` on (the first-run help).
    public func show(_ overlay: DiagnosticOverlay) {
        if !overlays.enabled.contains(overlay) { overlays.toggle(overlay) }
    }

    /// Observes the frame the pipeline just built and appends the enabled overlays to its display
    /// list. Reads the pipeline; changes nothing but the display list's tail.
    /// - Returns: the seconds it took (the `overlays` phase).
    public func decorate(_ pipeline: ScrollPipeline, outcome: FrameOutcome, events: some Sequence<TimedInputEvent>,
                         now: () -> Seconds) -> Seconds {
        let start = now()
        let position = pipeline.position
        var input = DiagnosticsInput(
            frame: outcome.frame, viewport: pipeline.viewport, sceneName: pipeline.scene.name, layout: outcome.layout,
            preset: position.preset.rawValue, activity: position.activity, offset: position.offset,
            velocity: position.velocity, restingOffset: position.restingOffset, physics: outcome.physics,
            input: outcome.input, paintedElements: outcome.paint.elementsPainted, paintCommands: outcome.paint.commands)
        // Only the HUD's text shows it, formatted 4 times a second (asking a view scene
        // allocates: not every frame).
        if overlays.hudTextIsDue(at: outcome.frame.timeSeconds) { input.warning = pipeline.scene.runtimeWarnings.last }
        input.figures = (pipeline.scene as? any PlaygroundScene)?.figures ?? []
        if pipeline.scrollFrame != pipeline.viewport { input.contentViewport = pipeline.scrollFrame }
        if overlays.enabled.contains(.help) { input.explanation = (pipeline.scene as? any PlaygroundScene)?.explanation }
        input.landing = pipeline.latestLanding
        // What changed since the last frame, as notices: the scene's announcements (its keys),
        // and the physics preset (the ` key, in the window and in replays alike).
        for message in pipeline.scene.takeAnnouncements() { overlays.announce(message) }
        if let lastPreset, lastPreset != position.preset { overlays.announce("physics preset: \(position.preset.rawValue)") }
        lastPreset = position.preset
        overlays.observe(input, events: events)
        lastContentCommands = pipeline.displayList.count
        lastOverlayCommands = pipeline.appendOverlay { overlays.draw(into: &$0) }
        return now() - start
    }

    /// Records the finished frame's phase times (the HUD's graph) and render stats.
    public func completed(_ outcome: FrameOutcome, overlaySeconds: Seconds, renderSeconds: Seconds, render: RenderStats,
                          presentSeconds: Seconds = 0) {
        var times = outcome.times
        times[.overlays] = overlaySeconds
        times[.render] = renderSeconds
        times[.present] = presentSeconds
        overlays.recordCompletedFrame(times, render: render)
    }

    /// A fresh screenshot path in `directory`: `lazyscroll-<scene>-001.png`, `-002`, … skipping
    /// files that exist.
    public func nextScreenshotPath(sceneName: String, directory: String = FileManager.default.currentDirectoryPath) -> String {
        while true {
            screenshotCounter += 1
            let number = String(screenshotCounter)
            let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
            let path = (directory as NSString).appendingPathComponent("lazyscroll-\(sceneName)-\(padded).png")
            if !FileManager.default.fileExists(atPath: path) { return path }
        }
    }
}
