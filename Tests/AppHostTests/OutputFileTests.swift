@testable import AppHost
import Foundation
import ScrollCore
import ScrollInput
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A tmpfs of a few KiB mounted for one test: a full disk on demand. Needs root (or
/// CAP_SYS_ADMIN); where mounting is not permitted the tests that need it are disabled, with the
/// reason in their name, and the file-size-limit tests (``OutputFileCommandTests``) cover the
/// same paths.
final class SmallFilesystem {
    let path: String

    /// Whether this machine lets the tests mount a tmpfs (probed once).
    static let available: Bool = {
        guard let probe = try? SmallFilesystem(kilobytes: 16) else { return false }
        _ = probe
        return true
    }()

    init(kilobytes: Int) throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/lazyscroll-tmpfs-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw LazyScrollError("mkdtemp failed") }
        path = String(cString: made)
        guard mount("tmpfs", path, "tmpfs", 0, "size=\(kilobytes)k") == 0 else {
            let reason = String(cString: strerror(errno))
            rmdir(path)
            throw LazyScrollError("mount tmpfs: \(reason)")
        }
    }

    deinit {
        umount(path)
        rmdir(path)
    }

    /// The names in the filesystem's root (leftover temporary files show here).
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

func temporaryDirectory() throws -> String {
    var template = Array((FileManager.default.temporaryDirectory.path + "/lazyscroll-out-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw LazyScrollError("mkdtemp failed") }
    return String(cString: made)
}

func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
}

/// Issue 31 A, B, C, D, J: every output is written beside its destination and renamed over it
/// only when every write, the fsync and the close succeeded; only a regular file (or nothing)
/// is ever replaced. Before the fix, `OutputFile.write` opened the destination with `O_TRUNC`:
/// the full-disk tests found the old file emptied, and the special-file tests found a FIFO or a
/// symbolic link replaced.
@Suite("Output files: intact or not at all (issue 31 Must 1)")
struct OutputFileTests {
    @Test func replacesARegularFileKeepingItsModeAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/report.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        try OutputFile.write(Data("new report".utf8), to: path, what: "report")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new report")
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.json"])
    }

    @Test func createsAnAbsentFile() throws {
        let path = try temporaryDirectory() + "/new.json"
        #expect(try OutputFile.checkDestination(path, what: "report") == .absent)
        try OutputFile.write(Data("x".utf8), to: path, what: "report")
        #expect(FileManager.default.contents(atPath: path) == Data("x".utf8))
    }

    @Test("Special files are refused and left as they are", arguments: ["/dev/null", "/dev/full", "FIFO", "directory", "socket"])
    func refusesSpecialFiles(kind: String) throws {
        let directory = try temporaryDirectory()
        var path = kind
        var expected = "it is a device"
        switch kind {
        case "FIFO":
            path = directory + "/pipe"
            #expect(mkfifo(path, 0o644) == 0)
            expected = "it is a FIFO (named pipe)"
        case "directory":
            path = directory + "/sub"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            expected = "it is a directory"
        case "socket":
            path = directory + "/socket"
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            #expect(bound == 0)
            close(fd)
            expected = "it is a socket"
        default: break
        }
        let typeBefore = fileType(path)
        #expect(typeBefore != S_IFREG && typeBefore != 0)
        #expect(throws: LazyScrollError("refusing to write report \(path): \(expected), and only a regular file is replaced")) {
            try OutputFile.write(Data("data".utf8), to: path, what: "report")
        }
        #expect(fileType(path) == typeBefore)
        if kind != "directory" && !path.hasPrefix("/dev") {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 1, "no temporary file left")
        }
    }

    @Test func refusesASymbolicLinkAndLeavesTheLinkAndItsTarget() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/precious.txt", link = directory + "/out.png"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: LazyScrollError("refusing to write screenshot \(link): it is a symbolic link (to \"\(target)\"); name the file itself, and only a regular file is replaced")) {
            try OutputFile.write(Data("png".utf8), to: link, what: "screenshot")
        }
        #expect(fileType(link) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: target) == Data("precious".utf8))
        // A dangling link is refused too: creating its target would write where the user did not say.
        let dangling = directory + "/dangling"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory + "/nowhere")
        #expect(throws: LazyScrollError.self) { try OutputFile.write(Data("x".utf8), to: dangling, what: "report") }
        #expect(!FileManager.default.fileExists(atPath: directory + "/nowhere"))
    }

    @Test func aMissingDirectoryIsOneLineInWords() {
        #expect(throws: LazyScrollError("cannot write report /nonexistent-dir/r.json: No such file or directory")) {
            try OutputFile.write(Data("x".utf8), to: "/nonexistent-dir/r.json", what: "report")
        }
    }

    @Test func theReplayedTraceIsNeverTheRecording() throws {
        let directory = try temporaryDirectory()
        let trace = directory + "/t.jsonl"
        try Data("{\"t\":0,\"type\":\"key\",\"key\":\"End\"}\n".utf8).write(to: URL(fileURLWithPath: trace))
        #expect(throws: LazyScrollError.self) { try OutputFile.checkNotReplayed(recordPath: trace, replayPath: trace) }
        // Another name for the same file (a hard link) is the same trace.
        link(trace, directory + "/alias.jsonl")
        #expect(throws: LazyScrollError.self) { try OutputFile.checkNotReplayed(recordPath: directory + "/alias.jsonl", replayPath: trace) }
        try OutputFile.checkNotReplayed(recordPath: directory + "/other.jsonl", replayPath: trace)
    }

    // MARK: - A full filesystem

    @Test(.enabled(if: SmallFilesystem.available, "mounting a tmpfs needs root or CAP_SYS_ADMIN"))
    func aFullDiskKeepsTheOldFileIntact() throws {
        let disk = try SmallFilesystem(kilobytes: 64)
        let path = disk.path + "/shot.png"
        try Data("the good old file".utf8).write(to: URL(fileURLWithPath: path))
        let big = Data(repeating: 0x5A, count: 200 * 1024)   // > 64 KiB
        #expect(throws: LazyScrollError("cannot write screenshot \(path): No space left on device")) {
            try OutputFile.write(big, to: path, what: "screenshot")
        }
        #expect(FileManager.default.contents(atPath: path) == Data("the good old file".utf8))
        #expect(disk.entries == ["shot.png"], "the temporary file is removed")
    }

    @Test(.enabled(if: SmallFilesystem.available, "mounting a tmpfs needs root or CAP_SYS_ADMIN"))
    func aRecordingThatFillsTheDiskKeepsEveryWholeLine() throws {
        let disk = try SmallFilesystem(kilobytes: 16)
        let path = disk.path + "/trace.jsonl"
        try Data("old trace\n".utf8).write(to: URL(fileURLWithPath: path))
        let recorder = try TraceRecorder(path: path)
        // The old trace is untouched while recording.
        #expect(FileManager.default.contents(atPath: path) == Data("old trace\n".utf8))
        var messages: [String] = []
        for i in 0..<2000 {
            let event = TimedInputEvent(timeSeconds: Double(i) / 60,
                                        event: .wheel(dx: 0, dy: -1.25, precise: true, at: Point(x: 400, y: 300), shift: false, source: .touchpad))
            if let message = recorder.record(event) { messages.append(message) }
        }
        #expect(messages.count == 1, "said once: \(messages)")
        #expect(messages.first?.hasPrefix("recording stopped: cannot write trace file \(path): No space left on device") == true, "\(messages)")
        #expect(recorder.eventsRecorded > 0 && recorder.eventsRecorded < 2000)
        try recorder.finish()
        // Valid JSON Lines up to the failure, every recorded event, nothing else.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let events = try InputTrace.parse(text, name: path)
        #expect(events.count == recorder.eventsRecorded)
        #expect(disk.entries == ["trace.jsonl"])
    }

    @Test func aRecordingIsRenamedOnFinishAndAbandonedOnDiscard() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/trace.jsonl"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        let discarded = try TraceRecorder(path: path)
        discarded.record(TimedInputEvent(timeSeconds: 0, event: .key(name: "End", shift: false)))
        discarded.discard()
        #expect(FileManager.default.contents(atPath: path) == Data("old\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["trace.jsonl"])
        let kept = try TraceRecorder(path: path)
        kept.record(TimedInputEvent(timeSeconds: 0.5, event: .key(name: "End", shift: false)))
        try kept.finish()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"t\":500,\"type\":\"key\",\"key\":\"End\"}\n")
    }
}
