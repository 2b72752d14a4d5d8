import DevLoop
import Testing

/// The supervisor's decisions with a fake build and fake apps: no process, no clock, no sleep.
@Suite("Dev loop: debounce, broken builds, relaunch")
struct DevSupervisorTests {
    static let root = "/home/me/Controls"
    static let row = root + "/Sources/Controls/ControlsApp.swift"

    /// `swift build`'s output for a typo, as Swift 6.2 prints it (the path absolute, then the
    /// excerpt with its own "`- error:" marker, then SwiftPM's summary).
    static let brokenOutput = """
        [1/1] Planning build
        Building for debugging...
        [3/5] Compiling Controls ControlsApp.swift
        /home/me/Controls/Sources/Controls/ControlsApp.swift:42:29: error: cannot find 'Txt' in scope
        40 |                     Section {
        41 |                         ForEach(0..<10_000) { i in
        42 |                             Txt("Row \\(i + 1)")
           |                             `- error: cannot find 'Txt' in scope
        43 |                         }
        44 |                     } header: {
        /home/me/Controls/Sources/Controls/ControlsApp.swift:43:13: error: extra trailing closure
        error: fatalError
        """

    func session(_ builds: [DevBuildResult], launcher: FakeLauncher, mode: DevSupervisor.Mode = .window,
                 arguments: [String] = ["--overlay", "hud"]) throws -> DevSession {
        let supervisor = DevSupervisor(builder: FakeBuilder(builds), launcher: launcher, arguments: arguments,
                                       snapshotPath: "/tmp/snap.json", mode: mode, packageRoot: Self.root, log: { _ in })
        try supervisor.start()
        return DevSession(supervisor: supervisor, debouncer: DevDebouncer(quietSeconds: 0.2))
    }

    @Test("Several saves within the quiet period make one build, 0.2 s after the last")
    func debounce() throws {
        let launcher = FakeLauncher()
        var session = try session([], launcher: launcher)
        // A `sed -i` save is a temp file renamed over the source; an editor's save also touches
        // its swap file: events at 0, 0.05, 0.1 and 0.25 s.
        session.changed([Self.row], at: 10.0)
        session.changed([Self.root + "/Sources/Controls/.ControlsApp.swift.swp"], at: 10.05)
        session.changed([Self.row], at: 10.1)
        #expect(try session.tick(at: 10.2) == nil, "0.1 s after the last change: not quiet yet")
        session.changed([Self.row], at: 10.25)
        // Due at 10.25 + 0.2 = 10.45, not before.
        let wait = try #require(session.debouncer.secondsUntilDue(at: 10.3))
        #expect(abs(wait - 0.15) < 1e-9, "10.45 − 10.3")
        #expect(try session.tick(at: 10.44) == nil)
        #expect(try session.tick(at: 10.45) == .relaunched(restored: true))
        #expect(try session.tick(at: 11) == nil, "nothing pending after the build")
        #expect(session.builds == 1)
        #expect(launcher.launched.count == 2, "the first app and its replacement")
    }

    @Test("Swap files, backups and lock files start no build")
    func ignoresEditorFiles() throws {
        var session = try session([], launcher: FakeLauncher())
        session.changed([Self.root + "/Sources/Controls/4913", Self.row + "~", Self.root + "/Sources/Controls/.#ControlsApp.swift",
                         Self.row + ".swp"], at: 1)
        #expect(try session.tick(at: 5) == nil)
        #expect(session.builds == 0)
    }

    @Test("A broken build keeps the running app and tells it the compiler's first error, file:line")
    func brokenBuild() throws {
        let launcher = FakeLauncher()
        var session = try session([DevBuildResult(succeeded: false, output: Self.brokenOutput)], launcher: launcher)
        session.changed([Self.row], at: 0)
        let outcome = try session.tick(at: 1)
        let banner = "Sources/Controls/ControlsApp.swift:42:29: error: cannot find 'Txt' in scope"
        #expect(outcome == .failed(banner: banner))
        let app = try #require(launcher.launched.first)
        #expect(launcher.launched.count == 1, "no new app")
        #expect(app.isRunning && !app.terminated, "the last good build keeps running")
        #expect(app.received == [.building(changed: [Self.row]), .buildFailed(banner: banner)])
        #expect(session.supervisor.banner == banner)
        #expect(!session.supervisor.userQuit)
    }

    @Test("Fixed: the next good build replaces the app, which starts from the old one's snapshot")
    func relaunchAfterFix() throws {
        let launcher = FakeLauncher()
        var session = try session([DevBuildResult(succeeded: false, output: Self.brokenOutput),
                                   DevBuildResult(succeeded: true, output: "Build complete!")], launcher: launcher)
        session.changed([Self.row], at: 0)
        try session.tick(at: 1)
        session.changed([Self.row], at: 2)
        #expect(try session.tick(at: 3) == .relaunched(restored: true))
        #expect(launcher.launched.count == 2)
        let old = launcher.launched[0], new = launcher.launched[1]
        #expect(old.received.last == .snapshotAndExit(path: "/tmp/snap.json"))
        #expect(!old.isRunning && !old.terminated, "it exited by itself after writing the snapshot")
        #expect(old.arguments == ["--overlay", "hud", "--dev-child"])
        #expect(new.arguments == ["--overlay", "hud", "--dev-child", "--restore", "/tmp/snap.json"])
        #expect(session.supervisor.banner == nil)
    }

    @Test("An app that does not answer the snapshot request is terminated; the new one starts fresh")
    func unresponsiveApp() throws {
        let launcher = FakeLauncher()
        launcher.appsObey = false
        var session = try session([], launcher: launcher)
        session.changed([Self.row], at: 0)
        #expect(try session.tick(at: 1) == .relaunched(restored: false))
        #expect(launcher.launched[0].terminated)
        #expect(!launcher.launched[1].arguments.contains("--restore"))
    }

    @Test("The user closing the app ends the loop; a crash does not")
    func userQuit() throws {
        let launcher = FakeLauncher()
        let session = try session([], launcher: launcher)
        let app = launcher.launched[0]
        app.isRunning = false
        app.exitStatus = 1
        #expect(!session.supervisor.userQuit, "a crash waits for the next save")
        app.exitStatus = 0
        #expect(session.supervisor.userQuit)
    }

    @Test("Headless: each good build reruns the app with the user's options (rewriting its PNG and report)")
    func headless() throws {
        let launcher = FakeLauncher()
        launcher.headless = true
        var session = try session([DevBuildResult(succeeded: true, output: ""), DevBuildResult(succeeded: false, output: Self.brokenOutput)],
                                  launcher: launcher, mode: .headless)
        #expect(launcher.launched.count == 1, "the first render at start")
        session.changed([Self.row], at: 0)
        #expect(try session.tick(at: 1) == .rendered(status: 0))
        session.changed([Self.row], at: 2)
        #expect(try session.tick(at: 3) == .failed(banner: "Sources/Controls/ControlsApp.swift:42:29: error: cannot find 'Txt' in scope"))
        #expect(launcher.launched.count == 2, "a broken build renders nothing")
        // Each run writes its snapshot as it ends; the next starts from the last one's, as a
        // window's relaunch does.
        #expect(launcher.launched.map(\.arguments) == [
            ["--overlay", "hud", "--dev-snapshot", "/tmp/snap.json"],
            ["--overlay", "hud", "--dev-snapshot", "/tmp/snap.json", "--restore", "/tmp/snap.json"],
        ])
    }

    @Test("Headless with a replayed trace: every run starts from the trace's start, not the last run's end",
          arguments: [["--replay", "t.jsonl"], ["--replay=t.jsonl"]])
    func headlessReplay(replay: [String]) throws {
        let launcher = FakeLauncher()
        launcher.headless = true
        var session = try session([DevBuildResult(succeeded: true, output: "")], launcher: launcher, mode: .headless, arguments: replay)
        session.changed([Self.row], at: 0)
        #expect(try session.tick(at: 1) == .rendered(status: 0))
        #expect(launcher.launched.map(\.arguments) == [replay + ["--dev-snapshot", "/tmp/snap.json"],
                                                       replay + ["--dev-snapshot", "/tmp/snap.json"]])
    }

    @Test("Headless: a run that failed wrote no snapshot; the next starts fresh")
    func headlessFailedRun() throws {
        let launcher = FakeLauncher()
        launcher.headless = true
        launcher.headlessStatuses = [1]
        var session = try session([DevBuildResult(succeeded: true, output: "")], launcher: launcher, mode: .headless)
        session.changed([Self.row], at: 0)
        _ = try session.tick(at: 1)
        #expect(!launcher.launched[1].arguments.contains("--restore"))
    }
}
