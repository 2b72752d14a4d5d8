import AppHost
import Foundation
import HostTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 31 as a user (and an attacker) meets it from the command line: a full disk, a file-size
/// limit, special files and the trace being replayed; every refusal one line and exit 2, the old
/// file intact. Before the fix: `--report` on a full disk left a truncated report, `bench
/// --frame-log /dev/full` replaced `/dev/full` (as root) and exited 0, `--record P --replay P`
/// emptied P, and `physics --json >/dev/full` exited 0.
@Suite("Output files from the command line (issue 31 A–D, G, J)", .serialized)
struct OutputFileCommandTests {
    struct Result { var status: Int32; var stderr: String; var stdout: String }

    /// Runs `lazyscroll` (optionally under `prlimit`), stdout into `stdoutPath` or a pipe.
    func run(_ arguments: [String], fileSizeLimit: Int? = nil, stdoutPath: String? = nil,
             environment: [String: String]? = nil) throws -> Result {
        let executable = try #require(CommandLineTests.executable, "the lazyscroll executable is built beside the tests")
        let process = Process()
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--fsize=\(fileSizeLimit)", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        if let stdoutPath { process.standardOutput = FileHandle(forWritingAtPath: stdoutPath) } else { process.standardOutput = output }
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let outputData = stdoutPath == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stderr: String(decoding: errorData, as: UTF8.self),
                      stdout: String(decoding: outputData, as: UTF8.self))
    }

    func expectOneLineError(_ result: Result, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    }

    // MARK: G: standard output is output

    @Test("A failed write to stdout is one line and exit 2", arguments: [
        ["physics", "--velocity", "3000", "--json"],
        ["bench", "--rows", "1000", "--frames", "2", "--json"],
        ["--help"],
        ["physics", "--help"],
    ])
    func stdoutToAFullDevice(arguments: [String]) throws {
        let result = try run(arguments, stdoutPath: "/dev/full")
        expectOneLineError(result, "lazyscroll: error: cannot write to standard output: No space left on device")
    }

    @Test func stdoutThatWorksStillExitsZero() throws {
        let result = try run(["physics", "--velocity", "3000", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{"))
    }

    // MARK: C: special files are never replaced

    @Test func benchFrameLogOnADeviceIsRefusedAndTheDeviceStays() throws {
        let result = try run(["bench", "--rows", "1000", "--frames", "2", "--frame-log", "/dev/full"])
        expectOneLineError(result, "refusing to write frame log /dev/full: it is a device")
        #expect(fileType("/dev/full") == S_IFCHR)
    }

    @Test func aReportIntoAFIFOIsRefusedBeforeTheRun() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try run(["--headless", "--frames", "2", "--report", fifo])
        expectOneLineError(result, "refusing to write report \(fifo): it is a FIFO (named pipe)")
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func physicsPNGThroughASymbolicLinkIsRefused() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/keep.txt", link = directory + "/plot.png"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try run(["physics", "--velocity", "3000", "--png", link])
        expectOneLineError(result, "refusing to write PNG \(link): it is a symbolic link")
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        #expect(fileType(link) == S_IFLNK)
    }

    // MARK: B: the old trace survives

    @Test func recordingOverTheReplayedTraceIsRefusedAndTheTraceKept() throws {
        let directory = try temporaryDirectory()
        let trace = directory + "/t.jsonl"
        let text = "{\"t\":0,\"type\":\"key\",\"key\":\"End\"}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: trace))
        let result = try run(["--frames", "2", "--replay", trace, "--record", trace])
        expectOneLineError(result, "--record \(trace) would replace the trace being replayed")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == text)
    }

    @Test func aRunThatCannotOpenAWindowLeavesTheOldRecordingAlone() throws {
        let directory = try temporaryDirectory()
        let trace = directory + "/old.jsonl"
        let text = "{\"t\":0,\"type\":\"key\",\"key\":\"End\"}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: trace))
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":57"
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_RUNTIME_DIR"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let result = try run(["--frames", "1", "--record", trace], environment: environment)
        expectOneLineError(result, "cannot open a window")
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["old.jsonl"], "no temporary file left")
    }

    // MARK: A, J: a file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored) and a full disk

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs util-linux's prlimit"))
    func aFileSizeLimitKeepsTheOldPNG() throws {
        let directory = try temporaryDirectory()
        let png = directory + "/plot.png"
        try Data("old png".utf8).write(to: URL(fileURLWithPath: png))
        // The plot's PNG is tens of KiB; 4 KiB cuts it short.
        let result = try run(["physics", "--velocity", "3000", "--png", png], fileSizeLimit: 4096)
        expectOneLineError(result, "cannot write PNG \(png): File too large")
        #expect(FileManager.default.contents(atPath: png) == Data("old png".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["plot.png"])
    }

    @Test(.enabled(if: SmallFilesystem.available, "mounting a tmpfs needs root or CAP_SYS_ADMIN"))
    func aFullDiskFailsTheScreenshotAndKeepsTheOldOne() throws {
        let disk = try SmallFilesystem(kilobytes: 16)
        let shot = disk.path + "/shot.png"
        try Data("old shot".utf8).write(to: URL(fileURLWithPath: shot))
        let result = try run(["--headless", "--scene", "gallery", "--frames", "2", "--screenshot", shot])
        expectOneLineError(result, "cannot write screenshot \(shot): No space left on device")
        #expect(FileManager.default.contents(atPath: shot) == Data("old shot".utf8))
        #expect(disk.entries == ["shot.png"])
    }

    @Test(.enabled(if: SmallFilesystem.available, "mounting a tmpfs needs root or CAP_SYS_ADMIN"))
    func aFullTMPDIRDoesNotCutThePNGShort() throws {
        // J: the PNG used to be encoded into $TMPDIR first; a full one gave a 0-byte PNG and exit 0.
        let disk = try SmallFilesystem(kilobytes: 16)
        try Data(repeating: 1, count: 12 * 1024).write(to: URL(fileURLWithPath: disk.path + "/filler"))
        let directory = try temporaryDirectory()
        let png = directory + "/plot.png"
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = disk.path
        let result = try run(["physics", "--velocity", "3000", "--png", png], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: png))
        #expect(data.count > 10_000)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // …and it ends with the IEND chunk: the whole file, not a prefix.
        #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }
}
