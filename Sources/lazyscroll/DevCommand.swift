import AppHost
import ArgumentParser
import DevLoop
import Foundation

/// `lazyscroll dev`: the dev loop for a user's package — the same loop as an app's `--watch`
/// (``DevLoopCommand``), started from outside the app: it builds the product first, so it also
/// starts from a package whose app does not build yet.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Run a LazyScrollUI app from its package, rebuilding and relaunching it where you were after each save.",
        discussion: """
        Watches the package's Sources/; after a save (quiet for 0.2 s) runs `swift build --product NAME` and
        relaunches the app with its scene, window, overlays, physics preset and every scroll position (by row id).
        A failed build keeps the running app and shows the compiler's first error over it.
        Options after -- go to the app (e.g. -- --overlay hud, or -- --headless --screenshot out.png).
        Examples:
          lazyscroll dev --product Controls
          lazyscroll dev --package-path Examples/Controls --product Controls -- --headless --screenshot out.png
        See Documentation/DevLoop.md.
        """)

    @Option(help: "The package's folder (default: the one holding Package.swift, from here upwards).")
    var packagePath: String?

    @Option(help: "The executable product to build and run.")
    var product: String

    @Argument(parsing: .postTerminator, help: "The app's own options (after --).")
    var appArguments: [String] = []

    func run() throws {
        let start = packagePath ?? FileManager.default.currentDirectoryPath
        guard let root = DevPackage.root(from: start) else {
            throw LazyScrollError("no Package.swift in \(LazyScrollError.quoted(start)) or above it; pass --package-path")
        }
        if appArguments.contains("--watch") { throw LazyScrollError("the app's options must not include --watch (lazyscroll dev watches)") }
        let command = DevLoopCommand(packageRoot: root, product: product, arguments: appArguments,
                                     headless: appArguments.contains("--headless"), buildFirst: true)
        do { try command.run() } catch let error as DevError { throw LazyScrollError(error.description) }
    }
}
