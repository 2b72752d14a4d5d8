#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The dev loop as a command runs it — `lazyscroll dev --product NAME` and any LazyScrollUI
/// app's `--watch` share it: watch the package's `Sources/`, debounce, `swift build --product`,
/// and replace (or, headless, rerun) the app.
public struct DevLoopCommand {
    public var packageRoot: String
    public var product: String
    /// The built app (nil: asked of SwiftPM, `swift build --show-bin-path`).
    public var executable: String?
    /// The app's options, without the dev loop's.
    public var arguments: [String]
    public var headless: Bool
    /// Build before the first launch (`lazyscroll dev`); an app's `--watch` is built already.
    public var buildFirst: Bool
    public var quietSeconds: Double = 0.2

    public init(packageRoot: String, product: String, executable: String? = nil, arguments: [String], headless: Bool, buildFirst: Bool) {
        self.packageRoot = packageRoot; self.product = product; self.executable = executable
        self.arguments = arguments; self.headless = headless; self.buildFirst = buildFirst
    }

    /// Runs until the user closes the app (or, headless, until interrupted).
    public func run(log: @escaping (String) -> Void = { print($0) }) throws {
        signal(SIGPIPE, SIG_IGN)
        // Each line out at once, also into a pipe (an editor's terminal, a script timing it).
        let log: (String) -> Void = { line in log(line); fflush(nil) }
        let builder = SwiftBuildRunner(packageRoot: packageRoot, product: product)
        let executable = try self.executable ?? (builder.binPath() + "/" + product)
        let folder = NSTemporaryDirectory() + "lazyscroll-dev-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let supervisor = DevSupervisor(builder: builder, launcher: DevProcessLauncher(executable: executable), arguments: arguments,
                                       snapshotPath: folder + "/snapshot.json", mode: headless ? .headless : .window,
                                       packageRoot: packageRoot, log: log, clock: Self.now)
        let watcher = try DevSourceWatcher(root: packageRoot + "/Sources")
        var session = DevSession(supervisor: supervisor, debouncer: DevDebouncer(quietSeconds: quietSeconds))
        var startNow = true
        if buildFirst {
            log("dev: building \(product)…")
            let result = builder.build()
            if !result.succeeded {
                log("dev: build failed — \(DevBuildOutput.banner(for: result.output, relativeTo: packageRoot)); fix it and save")
                startNow = false
            }
        }
        if startNow { try supervisor.start() }
        if !buildFirst {
            // SwiftPM keys its cache of compiled manifests by the whole environment: the first
            // `swift build` from an environment that differs in any variable from the one the
            // app was built in (a terminal's `_`, DISPLAY under Xvfb, …) compiles and runs every
            // manifest again — the package's and each dependency's, ~17 s on the loaded 2-core
            // machine (Documentation/DevLoop.md, "Measured loop"). Paid now, while the user looks
            // at the app, rather than by the first edit; an edit saved meanwhile builds after.
            let started = Self.now()
            _ = builder.build()
            log("dev: SwiftPM ready for this environment in \(Self.seconds(Self.now() - started))")
        }
        log("dev: watching \(watcher.root) (\(watcher.usesInotify ? "inotify" : "polling")); save a file to rebuild" + (headless ? "" : ", close the window to stop"))
        while !supervisor.userQuit {
            let wait = session.debouncer.secondsUntilDue(at: Self.now()) ?? 0.25
            let changed = watcher.waitForChanges(timeoutSeconds: min(wait, 0.25))
            session.changed(changed, at: Self.now())
            let start = Self.now()
            if let outcome = try session.tick(at: Self.now()), case .relaunched = outcome {
                log("dev: build and relaunch took \(Self.seconds(Self.now() - start))")
            }
        }
        log("dev: the app was closed; stopping")
    }

    /// The supervisor's clock (monotonic seconds): the one clock the dev loop reads, here in
    /// its host.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(_ value: Double) -> String { "\((value * 100).rounded() / 100) s" }

    /// The dev loop for the running app itself (`--watch`): the product is this executable
    /// (`/proc/self/exe`), the package is the folder above its `.build`, and the app's options
    /// are its command line without `--watch`.
    public static func forThisExecutable(arguments: [String], headless: Bool) throws -> DevLoopCommand {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent().path
        guard let root = DevPackage.root(from: folder) ?? DevPackage.root(from: FileManager.default.currentDirectoryPath) else {
            throw DevError("--watch: no Package.swift above \(folder) or the current folder; run it with `swift run NAME --watch` in your package")
        }
        return DevLoopCommand(packageRoot: root, product: URL(fileURLWithPath: executable).lastPathComponent, executable: executable,
                              arguments: arguments.filter { $0 != "--watch" }, headless: headless, buildFirst: false)
    }
}
