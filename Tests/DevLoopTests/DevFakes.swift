import DevLoop

/// A build that returns what the test queued, counting the builds.
final class FakeBuilder: DevBuildRunning {
    var results: [DevBuildResult]
    private(set) var count = 0
    init(_ results: [DevBuildResult]) { self.results = results }
    func build() -> DevBuildResult {
        count += 1
        return results.isEmpty ? DevBuildResult(succeeded: true, output: "") : results.removeFirst()
    }
}

/// An app that records what it was sent; it exits when asked for a snapshot if `obeys`.
final class FakeApp: DevChildProcess {
    let arguments: [String]
    let obeys: Bool
    var received: [DevMessage] = []
    var isRunning = true
    var exitStatus: Int32?
    private(set) var terminated = false
    /// Headless apps run to their end at once.
    init(arguments: [String], obeys: Bool, exitsAtOnce: Bool, headlessStatus: Int32 = 0) {
        self.arguments = arguments
        self.obeys = obeys
        if exitsAtOnce { isRunning = false; exitStatus = headlessStatus }
    }
    func send(_ message: DevMessage) {
        received.append(message)
        if case .snapshotAndExit = message, obeys { isRunning = false; exitStatus = 0 }
    }
    func waitForExit(timeoutSeconds: Double) -> Bool { !isRunning }
    func terminate() { terminated = true; isRunning = false; exitStatus = nil }
}

final class FakeLauncher: DevProcessLaunching {
    var launched: [FakeApp] = []
    var appsObey = true
    var headless = false
    /// The exit status of the headless runs to come, one each (then 0).
    var headlessStatuses: [Int32] = []
    func launch(arguments: [String]) throws -> any DevChildProcess {
        let status = headlessStatuses.isEmpty ? 0 : headlessStatuses.removeFirst()
        let app = FakeApp(arguments: arguments, obeys: appsObey, exitsAtOnce: headless, headlessStatus: status)
        launched.append(app)
        return app
    }
}
