import Foundation

/// The `lazyscroll` executable as a user runs it, for the tests that start it as a process.
public enum LazyscrollProcess {
    /// The built executable, next to the test bundle in the build folder; nil if it is not built.
    public static var executable: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("lazyscroll")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The executable was not found beside the tests (a test that needs it fails with this).
    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "the lazyscroll executable is built beside the tests" }
    }

    /// Runs `lazyscroll arguments` to its end; its exit status and what it wrote on stderr.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stderr: String) {
        guard let executable else { throw NotBuilt() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
