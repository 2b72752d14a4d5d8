import AppHost
import CMallocCounter
import Foundation
import HostTestSupport
import Scenes
import Testing

/// Issue 31 K and Must 5: every documented bound runs within 2 GiB. `--repeat 1000000` used to
/// build four scenes' data up front (25–66 GB; the kernel's out-of-memory killer in `gallery`).
/// Each scene runs here at its largest `--repeat` under an address-space limit of 2 GiB
/// (`prlimit --as`, stricter than resident memory: a run that reserved more would fail, not
/// swap); one past it is refused in one line before anything is made.
@Suite("--repeat at its maximum within 2 GiB (issue 31 K)", .serialized)
struct RepeatBoundTests {
    static let prlimit = "/usr/bin/prlimit"
    static let twoGiB = 2 << 30

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: prlimit), "needs util-linux's prlimit"),
          .enabled(if: lazyscroll_sanitized() == 0,
                   "a sanitized build reserves terabytes of address space for its shadow memory: no address-space limit fits it"),
          arguments: SceneCatalog.names)
    func maximumRunsWithinTwoGiB(scene: String) throws {
        let executable = try #require(LazyscrollProcess.executable, "the lazyscroll executable is built beside the tests")
        let maximum = SceneCatalog.maximumRepeatCount(for: scene)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.prlimit)
        process.arguments = ["--as=\(Self.twoGiB)", executable.path, "--headless", "--scene", scene,
                             "--repeat", String(maximum), "--frames", "3"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(scene) --repeat \(maximum): \(stderr)")
    }

    @Test(arguments: ["colors", "colors-footers", "gallery", "nested"])
    func onePastTheMaximumIsRefusedFirst(scene: String) throws {
        let maximum = SceneCatalog.maximumRepeatCount(for: scene)
        let (status, stderr) = try LazyscrollProcess.run(["--headless", "--scene", scene, "--repeat", String(maximum + 1)])
        #expect(status == 2)
        #expect(stderr == "lazyscroll: error: --repeat for scene \(scene) must be at most \(maximum) (its sections are made up front), got \(maximum + 1)\n")
    }
}
