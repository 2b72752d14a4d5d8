#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `swift build --product NAME` in the package: incremental, so an edit to the user's module
/// rebuilds that module and relinks (the package's dependencies are built already).
public struct SwiftBuildRunner: DevBuildRunning {
    public let packageRoot: String
    public let product: String
    /// Where SwiftPM is (`swift` on the `PATH` unless told).
    public let swift: String
    public init(packageRoot: String, product: String, swift: String = "/usr/bin/env") {
        self.packageRoot = packageRoot; self.product = product; self.swift = swift
    }

    public func build() -> DevBuildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = (swift == "/usr/bin/env" ? ["swift"] : []) + ["build", "--product", product]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            return DevBuildResult(succeeded: false, output: "error: cannot run swift build: \(error)")
        }
        // Read before waiting: a build that prints more than the pipe holds would block.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return DevBuildResult(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }

    /// Where the product is built (`swift build --show-bin-path`).
    public func binPath() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = (swift == "/usr/bin/env" ? ["swift"] : []) + ["build", "--show-bin-path"]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty else { throw DevError("swift build --show-bin-path failed in \(packageRoot)") }
        return path
    }
}

/// Starts the built app as a child process whose standard input is the supervisor's channel
/// (``DevMessage`` lines); its output and errors go where the supervisor's go.
public struct DevProcessLauncher: DevProcessLaunching {
    public let executable: String
    public init(executable: String) { self.executable = executable }

    public func launch(arguments: [String]) throws -> any DevChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        do { try process.run() } catch { throw DevError("cannot start \(executable): \(error)") }
        return RunningApp(process: process, channel: pipe.fileHandleForWriting)
    }

    final class RunningApp: DevChildProcess {
        let process: Process
        let channel: FileHandle
        init(process: Process, channel: FileHandle) { self.process = process; self.channel = channel }

        var isRunning: Bool { process.isRunning }
        var exitStatus: Int32? {
            guard !process.isRunning, process.terminationReason == .exit else { return nil }
            return process.terminationStatus
        }
        func send(_ message: DevMessage) {
            guard process.isRunning else { return }
            // A write to an app that just exited fails (EPIPE, SIGPIPE ignored): dropped.
            try? channel.write(contentsOf: Data(message.line().utf8))
        }
        func waitForExit(timeoutSeconds: Double) -> Bool {
            var waited = 0.0
            while process.isRunning && waited < timeoutSeconds {
                usleep(5_000)
                waited += 0.005
            }
            return !process.isRunning
        }
        func terminate() {
            guard process.isRunning else { return }
            process.terminate()
            if !waitForExit(timeoutSeconds: 2) { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        }
    }
}

/// The package the dev loop builds: the folder holding `Package.swift`, from `start` upwards.
public enum DevPackage {
    public static func root(from start: String) -> String? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}

