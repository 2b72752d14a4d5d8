import Foundation
import HostTestSupport
import Testing

/// The `lazyscroll` executable as a user runs it: bad input is one line on stderr and exit
/// status 2, never a crash or a hang.
@Suite("Command line")
struct CommandLineTests {
    /// The built executable, next to the test bundle in the build folder.
    static var executable: URL? { LazyscrollProcess.executable }

    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stderr: String) {
        try LazyscrollProcess.run(arguments, environment: environment)
    }

    func writeTrace(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).jsonl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("Bad input: one line on stderr naming the problem, exit status 2", arguments: [
        (["--headless", "--scene", "nope"], "unknown scene \"nope\""),
        (["--headless", "--size", "12x"], "malformed size \"12x\""),
        (["--headless", "--physics", "moon"], "unknown physics preset \"moon\""),
        (["--headless", "--frames", "0"], "--frames must be between 1 and"),
        (["--headless", "--replay", "/nonexistent/trace.jsonl"], "cannot read trace file"),
        (["--headless", "--bogus"], "Unknown option '--bogus'"),
    ])
    func badInput(arguments: [String], expected: String) throws {
        let (status, stderr) = try run(arguments)
        #expect(status == 2)
        #expect(stderr.contains(expected), "stderr: \(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "one line, got: \(stderr)")
    }

    @Test("A trace line that is not JSON names its line number")
    func badTrace() throws {
        let path = try writeTrace("{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}\n{oops}\n")
        let (status, stderr) = try run(["--headless", "--frames", "2", "--replay", path])
        #expect(status == 2)
        #expect(stderr.contains("\(path):2: not a JSON object"), "stderr: \(stderr)")
    }

    @Test("An unknown trace event type names the line and the known types")
    func unknownType() throws {
        let path = try writeTrace("{\"t\": 0, \"type\": \"swipe\"}\n")
        let (status, stderr) = try run(["--headless", "--frames", "2", "--replay", path])
        #expect(status == 2)
        #expect(stderr.contains(":1: unknown event type \"swipe\" (expected one of wheel, down, move, up, secondary-click, key, text, editing, resize, pinch)"))
    }

    @Test("No display for a window: names the driver and suggests --headless")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let (status, stderr) = try run(["--frames", "1"], environment: environment)
        #expect(status == 2)
        #expect(stderr.contains("--headless"), "stderr: \(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "one line, got: \(stderr)")
    }
}
