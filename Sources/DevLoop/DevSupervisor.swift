/// A build of the user's product (`swift build --product NAME`, incremental).
public protocol DevBuildRunning {
    /// Builds and returns whether it succeeded, with everything it printed.
    func build() -> DevBuildResult
}

public struct DevBuildResult: Sendable, Hashable {
    public var succeeded: Bool
    public var output: String
    public init(succeeded: Bool, output: String) { self.succeeded = succeeded; self.output = output }
}

/// A running app the supervisor started.
public protocol DevChildProcess: AnyObject {
    var isRunning: Bool { get }
    /// The exit status once it exited (nil while it runs, or when a signal ended it).
    var exitStatus: Int32? { get }
    /// Writes `message` to the app's channel (its standard input); a message to an app that
    /// is gone is dropped.
    func send(_ message: DevMessage)
    /// Waits until the app exits, at most `timeoutSeconds`; returns whether it did.
    func waitForExit(timeoutSeconds: Double) -> Bool
    /// Asks the app to quit (SIGTERM: SDL turns it into a quit event) and waits for it.
    func terminate()
}

/// Starts the app: the product just built, with `arguments`.
public protocol DevProcessLaunching {
    func launch(arguments: [String]) throws -> any DevChildProcess
}

/// The dev loop's decisions, apart from files, processes and clocks (each behind a protocol or
/// an argument, so tests drive it with fakes): which app runs, what it is told, when it is
/// replaced.
///
/// Flutter's `flutter run` keeps the last good app running when a hot restart's compile fails
/// and prints the compiler's errors; here the errors also go to the window, over its last
/// frame. A successful build replaces the app as a hot *restart* does (new process, new code
/// everywhere) but hands over what the user was looking at (``DevSnapshot``).
public final class DevSupervisor {
    /// A window app that is replaced after each build, or a headless run that is rerun (and
    /// rewrites its `--screenshot` PNG and `--report` JSON).
    public enum Mode: Sendable { case window, headless }

    /// What one rebuild did.
    public enum Outcome: Sendable, Hashable {
        /// The build failed; the app kept running (if one did) and shows `banner`.
        case failed(banner: String)
        /// The build succeeded and a new app runs, started from the old one's snapshot when
        /// `restored` (false when there was no app, or it did not write one in time).
        case relaunched(restored: Bool)
        /// Headless: the new build ran to its end with `status`.
        case rendered(status: Int32?)
    }

    private let builder: any DevBuildRunning
    private let launcher: any DevProcessLaunching
    /// The app's command line without the dev options.
    public let arguments: [String]
    /// Where the app writes its snapshot before a relaunch.
    public let snapshotPath: String
    public let mode: Mode
    /// The package root, to print error paths relative to it.
    public let packageRoot: String?
    /// How long an app may take to write its snapshot and exit before it is terminated.
    public var snapshotTimeoutSeconds: Double = 5
    private let log: (String) -> Void
    /// The host's clock, read only to log how long builds take (tests pass none).
    private let clock: (() -> Double)?

    /// The app now running (window mode), if any.
    public private(set) var child: (any DevChildProcess)?
    /// The banner of the last failed build, until a build succeeds.
    public private(set) var banner: String?
    /// Whether we asked the running app to exit (its exit is then no reason to stop).
    private var replacing = false

    public init(builder: any DevBuildRunning, launcher: any DevProcessLaunching, arguments: [String], snapshotPath: String,
                mode: Mode, packageRoot: String? = nil, log: @escaping (String) -> Void = { print($0) },
                clock: (() -> Double)? = nil) {
        self.clock = clock
        self.builder = builder
        self.launcher = launcher
        self.arguments = arguments
        self.snapshotPath = snapshotPath
        self.mode = mode
        self.packageRoot = packageRoot
        self.log = log
    }

    /// The command line of a new app: the user's options, the child flag (it reads messages
    /// and answers snapshot requests), and the snapshot to start from.
    ///
    /// Headless, each run writes its snapshot as it ends (`--dev-snapshot`) and the next run
    /// starts from it, as a window's relaunch does — unless the user's arguments replay a trace
    /// (`--replay`): the trace decides where each run goes, from its start.
    public func childArguments(restoring: Bool) -> [String] {
        switch mode {
        case .headless:
            let replays = arguments.contains("--replay") || arguments.contains { $0.hasPrefix("--replay=") }
            return arguments + ["--dev-snapshot", snapshotPath] + (restoring && !replays ? ["--restore", snapshotPath] : [])
        case .window: return arguments + ["--dev-child"] + (restoring ? ["--restore", snapshotPath] : [])
        }
    }

    /// Starts the first app (the product is built already).
    public func start() throws {
        switch mode {
        case .window: child = try launcher.launch(arguments: childArguments(restoring: false))
        case .headless: headlessWroteSnapshot = try runHeadless() == 0
        }
    }

    /// Builds after `changed` files were saved; on success replaces (or reruns) the app, on
    /// failure keeps it and tells it the first error.
    @discardableResult
    public func rebuild(changed: [String]) throws -> Outcome {
        let running = child.map(\.isRunning) ?? false
        if running { child?.send(.building(changed: changed)) }
        log("dev: building after a change to \(changed.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", "))…")
        let started = clock?()
        let result = builder.build()
        if let started, let clock { log("dev: build \(result.succeeded ? "succeeded" : "failed") in \(((clock() - started) * 100).rounded() / 100) s") }
        guard result.succeeded else {
            let text = DevBuildOutput.banner(for: result.output, relativeTo: packageRoot)
            banner = text
            if running { child?.send(.buildFailed(banner: text)) }
            log("dev: build failed — \(text)" + (running ? " (the last good build keeps running)" : ""))
            return .failed(banner: text)
        }
        banner = nil
        switch mode {
        case .headless:
            let status = try runHeadless()
            headlessWroteSnapshot = status == 0
            return .rendered(status: status)
        case .window:
            var restored = false
            if let old = child, old.isRunning {
                replacing = true
                old.send(.snapshotAndExit(path: snapshotPath))
                if old.waitForExit(timeoutSeconds: snapshotTimeoutSeconds) {
                    restored = old.exitStatus == 0
                } else {
                    log("dev: the app did not exit within \(snapshotTimeoutSeconds) s of being asked; terminating it")
                    old.terminate()
                }
                replacing = false
            }
            child = try launcher.launch(arguments: childArguments(restoring: restored))
            log("dev: relaunched" + (restored ? " where the last build was" : ""))
            return .relaunched(restored: restored)
        }
    }

    /// Whether the loop should end: the user closed the app (it exited with status 0 while no
    /// relaunch was under way). An app that crashed keeps the loop waiting for the next save.
    public var userQuit: Bool {
        guard mode == .window, let child, !child.isRunning, !replacing else { return false }
        return child.exitStatus == 0
    }

    /// Whether the last headless run ended well, so its snapshot is there to start the next from.
    private var headlessWroteSnapshot = false

    private func runHeadless() throws -> Int32? {
        let run = try launcher.launch(arguments: childArguments(restoring: headlessWroteSnapshot))
        while !run.waitForExit(timeoutSeconds: 3600) {}
        log("dev: headless run finished" + (run.exitStatus.map { $0 == 0 ? "" : " with status \($0)" } ?? " (killed)"))
        return run.exitStatus
    }
}

/// The supervisor with its debouncer: what the run loop calls with the watcher's events and
/// the clock's readings (tests call it with their own).
public struct DevSession {
    public var debouncer: DevDebouncer
    public let supervisor: DevSupervisor
    /// Builds started so far.
    public private(set) var builds = 0

    public init(supervisor: DevSupervisor, debouncer: DevDebouncer = DevDebouncer()) {
        self.supervisor = supervisor
        self.debouncer = debouncer
    }

    /// Files changed at `time`.
    public mutating func changed(_ paths: [String], at time: Double) {
        for path in paths { debouncer.record(path, at: time) }
    }

    /// Builds if the changes are due at `time`; returns what the rebuild did, nil when nothing was due.
    @discardableResult
    public mutating func tick(at time: Double) throws -> DevSupervisor.Outcome? {
        guard let paths = debouncer.takeIfDue(at: time) else { return nil }
        builds += 1
        return try supervisor.rebuild(changed: paths)
    }
}
