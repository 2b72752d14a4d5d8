import AppHost
import ArgumentParser
import CSDL2
import Foundation
import LazyScrollUI
import Scenes
import ScrollPhysics

/// `lazyscroll`: the root command. Its default subcommand, `run`, is the playground; the others
/// are tools (each in its own file).
struct LazyScrollCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lazyscroll",
        abstract: "SwiftUI's lazy stacks and scroll physics on Linux: an SDL2 playground.",
        subcommands: [RunCommand.self, BenchCommand.self, PhysicsCommand.self, DevCommand.self],
        defaultSubcommand: RunCommand.self)
}

/// `lazyscroll [run]`: without `--headless` it opens the interactive window; with it, it renders
/// frames offscreen and writes a PNG and a JSON report. The playground is an app like any
/// other: it runs with the options every `LazyScrollUI` app takes (``RunArguments``).
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a scene in a window, or render it headless.",
        discussion: """
        Scenes: \(CatalogSceneProvider().names.joined(separator: ", ")) (default: colors).

        Keys in the window (the help panel, H, shows the same):
        \(HostKeys.plainText(sceneNames: CatalogSceneProvider().names, sceneKeys: HostKeys.sceneKeys(of: CatalogSceneProvider())))
        """)

    @OptionGroup var arguments: RunArguments

    func options() throws -> RunOptions { try arguments.options(sceneNames: CatalogSceneProvider().names) }

    @MainActor
    func run() async throws {
        try await arguments.run(scenes: CatalogSceneProvider())
    }
}
