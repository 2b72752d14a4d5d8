import AppHost
import ArgumentParser
import CSDL2
import Foundation
import Scenes
import ScrollPhysics

/// `lazyscroll`: the root command. Its default subcommand, `run`, is the playground; the others
/// are tools (each in its own file).
struct LazyScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lazyscroll",
        abstract: "SwiftUI's lazy stacks and scroll physics on Linux: an SDL2 playground.",
        subcommands: [RunCommand.self, BenchCommand.self, PhysicsCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// `lazyscroll [run]`: without `--headless` it opens the interactive window; with it, it renders
/// frames offscreen and writes a PNG and a JSON report.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a scene in a window, or render it headless.",
        discussion: """
        Scenes: \(SceneCatalog.names.joined(separator: ", ")).
        Window keys: wheel, touchpad or drag to scroll; Up/Down, Page Up/Down, Space, Home/End;
        ` cycles the physics preset; D HUD, B bounds, Z lazy zones, P physics, F flash,
        H or F1 help; S saves a screenshot; Escape or Q quits.
        """)

    @Flag(help: "Render offscreen with SDL's software renderer; needs no display.")
    var headless = false

    @Option(help: "The scene to show (\(SceneCatalog.names.joined(separator: ", "))).")
    var scene = "colors"

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

    func options() throws -> RunOptions {
        var options = RunOptions()
        options.sceneName = scene
        guard SceneCatalog.names.contains(scene) else {
            throw LazyScrollError("unknown scene \"\(scene)\" (available: \(SceneCatalog.names.joined(separator: ", ")))")
        }
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
        return options
    }

    func run() throws {
        let options = try options()
        if headless {
            if record != nil { throw LazyScrollError("--record needs a window; drop --headless") }
            let outcome = try HeadlessRunner(options: options).run()
            let r = outcome.report
            print("\(r.scene): \(r.frames) frames at \(r.size.width.formatted())x\(r.size.height.formatted()), offset \((r.scroll.offset.x != 0 ? r.scroll.offset.x : r.scroll.offset.y).formatted()) pt, \(r.lazy.realized) of \(r.lazy.elementCount) elements realized, frame p50 \(r.frameTimeMs.total.p50) ms")
        } else {
            try WindowRunner(options: options).run()
        }
    }
}

