import AppHost
import ArgumentParser
import CSDL2
import Diagnostics
import Foundation
import ScrollPhysics

/// The options every LazyScroll app takes — the playground's `lazyscroll run` and any app with
/// an ``App`` — so every app gets the window with all overlays and keys, headless replay, PNG
/// screenshots and JSON reports.
public struct RunArguments: ParsableArguments {
    @Flag(help: "Render offscreen with SDL's software renderer; needs no display.")
    var headless = false

    @Option(help: "The scene (window) to show; see the list below.")
    var scene: String?

    @Option(help: "Window or surface size in points, WIDTHxHEIGHT.")
    var size = "1280x800"

    @Option(help: "Frames to render (headless default 240; a window quits after this many).")
    var frames: Int?

    @Option(help: "Simulated frame rate of a headless run.")
    var fps: Double = 60

    @Option(name: .customLong("repeat"), help: "How many times the scene's data repeats (default: enough for three screens).")
    var repeatCount: Int?

    @Option(help: "Replay a JSON Lines input trace at its timestamps.")
    var replay: String?

    @Option(help: "Record the window's input to a JSON Lines trace.")
    var record: String?

    @Option(help: "Write the last frame as PNG.")
    var screenshot: String?

    @Option(help: "Write a JSON report of the run.")
    var report: String?

    @Option(help: "Physics preset: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")).")
    var physics = "ios"

    @Option(help: "Diagnostics overlays on at start, comma-separated: hud, bounds, zones, physics, flash, help (or all, none).")
    var overlay = ""

    @Option(help: "Window: on waits for the display's refresh before presenting; off presents at once (measures throughput).")
    var vsync = "on"

    public init() {}

    /// The validated options; every problem is one ``LazyScrollError`` sentence.
    public func options(sceneNames: [String]) throws -> RunOptions {
        var options = RunOptions()
        let scene = self.scene ?? sceneNames.first ?? "colors"
        guard sceneNames.contains(scene) else {
            throw LazyScrollError("unknown scene \"\(scene)\" (available: \(sceneNames.joined(separator: ", ")))")
        }
        options.sceneName = scene
        options.size = try RunOptions.parseSize(size)
        if let frames, frames < 1 { throw LazyScrollError("--frames must be at least 1") }
        options.frames = frames
        guard fps.isFinite, fps >= 1, fps <= 1000 else { throw LazyScrollError("--fps must be between 1 and 1000") }
        options.framesPerSecond = fps
        if let repeatCount, !(1...1_000_000).contains(repeatCount) {
            throw LazyScrollError("--repeat must be between 1 and 1000000")
        }
        options.repeatCount = repeatCount
        options.replayPath = replay
        options.recordPath = record
        options.screenshotPath = screenshot
        options.reportPath = report
        guard let preset = PhysicsPreset(rawValue: physics) else {
            throw LazyScrollError("unknown physics preset \"\(physics)\" (available: \(PhysicsPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        options.preset = preset
        options.overlays = try RunOptions.parseOverlays(overlay)
        guard vsync == "on" || vsync == "off" else { throw LazyScrollError("--vsync must be on or off") }
        options.vsync = vsync == "on"
        if headless && record != nil { throw LazyScrollError("--record needs a window; drop --headless") }
        return options
    }

    /// Runs the window, or the headless renderer with `--headless` (printing a one-line summary).
    @MainActor
    public func run(scenes: any SceneProvider) async throws {
        let options = try options(sceneNames: scenes.names)
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
    lazyscroll_write_stderr("\(command): error: \(message)\n")
    exit(2)
}
