import AppHost
import ArgumentParser
import CSDL2
import DevLoop
import Diagnostics
import Foundation
import ScrollCore
import ScrollHosting
import ScrollPhysics

/// The options every LazyScroll app takes — the playground's `lazyscroll run` and any app with
/// an ``App`` — so every app gets the window with all overlays and keys, headless replay, PNG
/// screenshots and JSON reports.
public struct RunArguments: ParsableArguments {
    @Flag(help: "Render offscreen with SDL's software renderer; needs no display.")
    var headless = false

    @Option(help: "The scene (window) to show; see the list below.")
    var scene: String?

    // Number-valued options parse `.unconditional`ly, so `--frames -1` reaches the range check
    // ("--frames must be between 1 and …") instead of reading "-1" as an option name.
    @Option(parsing: .unconditional, help: "Window or surface size in points, WIDTHxHEIGHT (each 1…16384; default 1280x800, or the size a preview's .fixedLayout asks for).")
    var size: String?

    @Option(parsing: .unconditional, help: "Frames to render (headless default 240; a window quits after this many); at most a day of frames at --fps.")
    var frames: Int?

    @Option(parsing: .unconditional, help: "Simulated frame rate of a headless run (1…1000).")
    var fps: Double = 60

    @Option(name: .customLong("repeat"), parsing: .unconditional, help: "How many times the scene's data repeats, 1…1000000 (default: enough for three screens).")
    var repeatCount: Int?

    @Option(help: "Replay a JSON Lines input trace at its timestamps.")
    var replay: String?

    @Option(help: "Record the window's input to a JSON Lines trace.")
    var record: String?

    @Option(help: "Write the last frame as PNG.")
    var screenshot: String?

    @Option(name: .customLong("screenshot-dir"),
            help: "Where the window's S key saves PNGs (default: the XDG pictures directory, else ~/Pictures, else here).")
    var screenshotDir: String?

    @Option(help: "Write a JSON report of the run.")
    var report: String?

    @Option(help: "Physics preset: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var physics = "ios"

    @Option(help: "Diagnostics overlays on at start, comma-separated: hud, bounds, zones, physics, flash, help (or all, none).")
    var overlay = ""

    @Option(name: .customLong("color-scheme"), help: "The window's appearance, light or dark (the user's Dark Mode setting; a view's .preferredColorScheme overrides it; A switches it).")
    var colorScheme = "light"

    @Option(parsing: .unconditional, help: "Make this share (0…1) of page loads fail or time out in the feed and origami scenes, to see their Retry rows (seeded: the same pages fail every run).")
    var failPages: Double = 0

    @Option(name: .customLong("lab-work-ms"), parsing: .unconditional, help: "Lab page 3: milliseconds of work each row's set-up does (0…100; default 3).")
    var labWorkMs: Double = 3
    @Option(help: "Window: on waits for the display's refresh before presenting; off presents at once (measures throughput).")
    var vsync = "on"
    @Option(help: "Window: the renderer: auto (SDL_RENDER_DRIVER if set, else the first accelerated one unless OpenGL is a software rasterizer such as llvmpipe, else software), software (SDL's, drawn by the CPU; the headless path), or opengl. The HUD and the report name the one in use.")
    var renderer = "auto"
    @Option(name: .customLong("frame-log"), help: "Window: write a CSV line per presented frame (phases, wait, present interval, dropped frames, uploads, rows made).")
    var frameLog: String?

    // The dev loop (Documentation/DevLoop.md).
    @Flag(help: "Watch the package's Sources/ and, after each save, rebuild this app and relaunch it where you were (scene, window, overlays, preset, scroll positions); a failed build shows its first error over the running app. With --headless, rewrite --screenshot and --report after each build.")
    var watch = false
    @Flag(name: .customLong("dev-child"), help: ArgumentHelp("Run as the dev loop's app: read its messages on standard input.", visibility: .hidden))
    var devChild = false
    @Option(help: ArgumentHelp("Start from a dev-loop snapshot (what --watch hands from one build to the next).", valueName: "file"))
    var restore: String?
    @Option(name: .customLong("dev-snapshot"), help: ArgumentHelp("Headless: when the run ends, write a dev-loop snapshot to FILE (the next run of --watch --headless starts from it).", valueName: "file", visibility: .hidden))
    var devSnapshot: String?

    public init() {}

    /// The validated options; every problem is one ``LazyScrollError`` sentence.
    /// - Parameter defaultSize: the size when `--size` is not given (1280 × 800 if nil).
    public func options(sceneNames: [String], defaultSize: Size? = nil) throws -> RunOptions {
        var options = RunOptions()
        let scene = self.scene ?? sceneNames.first ?? "colors"
        guard sceneNames.contains(scene) else {
            throw LazyScrollError("unknown scene \(LazyScrollError.quoted(scene)) (available: \(sceneNames.joined(separator: ", ")))")
        }
        options.sceneName = scene
        // A size asked for (the option, or a preview's fixed layout) wins over a remembered one.
        options.sizeIsExplicit = size != nil || defaultSize != nil
        if let size {
            options.size = try RunOptions.parseSize(size)
        } else {
            options.size = defaultSize ?? Size(width: 1280, height: 800)
            try RunOptions.validate(size: options.size)
        }
        try RunOptions.validate(frames: frames, framesPerSecond: fps)
        options.frames = frames
        options.framesPerSecond = fps
        if let repeatCount, !(1...1_000_000).contains(repeatCount) {
            throw LazyScrollError("--repeat must be between 1 and 1000000")
        }
        options.repeatCount = repeatCount
        options.replayPath = replay
        options.recordPath = record
        options.screenshotPath = screenshot
        options.screenshotDirectory = screenshotDir
        options.reportPath = report
        guard let preset = PhysicsPreset(rawValue: physics) else {
            throw LazyScrollError("unknown physics preset \(LazyScrollError.quoted(physics)) (available: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        options.preset = preset
        options.overlays = try RunOptions.parseOverlays(overlay)
        options.darkAppearance = try RunOptions.parseColorScheme(colorScheme)
        guard failPages.isFinite, (0...1).contains(failPages) else {
            throw LazyScrollError("--fail-pages must be a share between 0 and 1, e.g. 0.3")
        }
        options.failPagesRate = failPages
        guard labWorkMs.isFinite, (0...100).contains(labWorkMs) else {
            throw LazyScrollError("--lab-work-ms must be between 0 and 100 milliseconds, e.g. 3")
        }
        options.labWorkMilliseconds = labWorkMs
        guard vsync == "on" || vsync == "off" else { throw LazyScrollError("--vsync must be on or off") }
        options.vsync = vsync == "on"
        options.renderer = try RendererChoice.parse(renderer)
        options.frameLogPath = frameLog
        if headless && record != nil { throw LazyScrollError("--record needs a window; drop --headless") }
        if headless && devChild { throw LazyScrollError("--dev-child needs a window; drop --headless") }
        if !headless && devSnapshot != nil { throw LazyScrollError("--dev-snapshot is for headless runs (a window writes its snapshot when the dev loop asks)") }
        if watch && (devChild || restore != nil || devSnapshot != nil) { throw LazyScrollError("--watch starts the app itself; drop --dev-child, --restore and --dev-snapshot") }
        options.devChild = devChild
        options.restorePath = restore
        options.devSnapshotPath = devSnapshot
        return options
    }

    /// Runs the window, or the headless renderer with `--headless` (printing a one-line summary).
    @MainActor
    public func run(scenes: any SceneProvider, defaultSize: Size? = nil) async throws {
        let options = try options(sceneNames: scenes.names, defaultSize: defaultSize)
        if watch {
            // This process becomes the supervisor (no window): it runs the app as a child,
            // rebuilds on saves and relaunches it (DevLoopCommand, shared with `lazyscroll dev`).
            do {
                try DevLoopCommand.forThisExecutable(arguments: Array(CommandLine.arguments.dropFirst()), headless: headless).run()
            } catch let error as DevError {
                throw LazyScrollError(error.description)
            }
            return
        }
        if headless {
            let outcome = try await HeadlessRunner(options: options, scenes: scenes).run()
            let r = outcome.report
            print("\(r.scene): \(r.frames) frames at \(r.size.width.formatted())x\(r.size.height.formatted()), offset \((r.scroll.offset.x != 0 ? r.scroll.offset.x : r.scroll.offset.y).formatted()) pt, \(r.lazy.realized) of \(r.lazy.elementCount) elements realized, frame p50 \(r.frameTimeMs.total.p50) ms")
        } else {
            try await WindowRunner(options: options, scenes: scenes).run()
        }
    }
}

/// Prints a user error as one line on stderr and exits with status 2 (the playground's rule).
public func exitWithUserError(_ message: String, command: String) -> Never {
    lazyscroll_write_stderr("\(command): error: \(LazyScrollError.oneLine(message))\n")
    exit(2)
}
