import Foundation
import SDLRenderer
#if canImport(Glibc)
import Glibc
#endif

/// Writes the files a run leaves behind (report, screenshot, frame log, plot, trace) so that a
/// failure never costs the user the file that was there, and never replaces anything but a
/// regular file they named.
///
/// ## The discipline
/// 1. **Check first** (``checkDestination(_:what:)``, which every runner calls for every output
///    path before it opens a font, a display or a trace): the destination is absent, or a
///    regular file, in a directory that exists and can be written. A device (`/dev/full`,
///    `/dev/null`), FIFO, socket or directory is refused — one line, exit status 2 — and left
///    untouched.
/// 2. **Symbolic links are refused**, not followed: a link named as the destination could point
///    anywhere (`out.png -> /etc/passwd`, as root), and replacing its target writes to a place the
///    user did not name, while replacing the link itself loses it. The message names the target so
///    the user can name it instead. Links *above* the file (a linked directory) are followed as
///    usual: the user named that path.
/// 3. **Write beside, then rename**: the bytes go to a new hidden file in the destination's own
///    directory (`.lazyscroll-PID-RANDOM.tmp`, created `O_EXCL` with the old file's mode or 0644
///    under the umask); every `write(2)` is checked (a full disk, a quota, `RLIMIT_FSIZE`), then
///    `fsync(2)` and `close(2)` are checked, the destination is checked again, and only then does
///    `rename(2)` replace it — atomically: readers see the old file or the new one, never half.
///    On any failure the temporary file is removed and the old file is left as it was.
///
/// Errors are ``LazyScrollError``s in words: "cannot write report out.json: No space left on
/// device", never "NSCocoaErrorDomain error 512".
public enum OutputFile {
    /// What is at a destination that may be written.
    public enum Destination: Equatable, Sendable {
        /// Nothing: the file will be created (mode 0644 under the umask).
        case absent
        /// A regular file, replaced keeping its permission bits.
        case regularFile(mode: UInt32)
    }

    /// Checks that `path` may be written: absent or a regular file, in an existing writable
    /// directory; refuses devices, FIFOs, sockets, directories and symbolic links (see the
    /// type's documentation). Touches nothing.
    @discardableResult
    public static func checkDestination(_ path: String, what: String) throws -> Destination {
        guard !path.isEmpty else { throw LazyScrollError("the \(what) path is empty") }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw failure(what, path, code) }
            try checkDirectory(of: path, what: what)
            return .absent
        }
        let kind = info.st_mode & S_IFMT
        switch kind {
        case S_IFREG:
            try checkDirectory(of: path, what: what)
            return .regularFile(mode: UInt32(info.st_mode & 0o7777))
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw refusal(what, path, "it is a symbolic link (to \(LazyScrollError.quoted(target))); name the file itself")
        case S_IFDIR: throw refusal(what, path, "it is a directory")
        case S_IFCHR, S_IFBLK: throw refusal(what, path, "it is a device")
        case S_IFIFO: throw refusal(what, path, "it is a FIFO (named pipe)")
        case S_IFSOCK: throw refusal(what, path, "it is a socket")
        default: throw refusal(what, path, "it is not a regular file")
        }
    }

    /// Refuses to record over the trace being replayed (the same path, or another name for the
    /// same file: a hard link, a linked directory).
    public static func checkNotReplayed(recordPath: String, replayPath: String) throws {
        var recorded = stat(), replayed = stat()
        let same = recordPath == replayPath
            || (stat(recordPath, &recorded) == 0 && stat(replayPath, &replayed) == 0
                && recorded.st_dev == replayed.st_dev && recorded.st_ino == replayed.st_ino)
        if same {
            throw LazyScrollError("--record \(recordPath) would replace the trace being replayed (--replay \(replayPath)); record to another file")
        }
    }

    /// Writes `data` to `path` by the discipline above. `what` names the file in messages:
    /// "cannot write report out.json: No space left on device".
    public static func write(_ data: Data, to path: String, what: String) throws {
        let file = try Temporary(beside: path, what: what)
        var failed: LazyScrollError?
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress, !file.writeAll(base, count: bytes.count) { failed = file.lastFailure }
        }
        if let failed { file.discard(); throw failed }
        try file.commit()
    }

    /// Writes `canvas` as a PNG: encoded in memory (``OffscreenCanvas/pngData()``, so no
    /// intermediate file in `$TMPDIR` can be cut short by a full disk), then ``write(_:to:what:)``.
    public static func writePNG(of canvas: OffscreenCanvas, to path: String, what: String) throws {
        try checkDestination(path, what: what)
        let data: Data
        do { data = Data(try canvas.pngData()) } catch {
            throw LazyScrollError("cannot encode the \(what) as PNG: \(error)")
        }
        try write(data, to: path, what: what)
    }

    // MARK: - The temporary file

    /// A new file beside the destination that becomes it on ``commit()``. Also the trace
    /// recorder's stream (``TraceRecorder``): appended to as events happen, renamed at the end.
    final class Temporary {
        let path: String
        let destination: String
        let what: String
        private var descriptor: Int32
        /// Bytes written so far (all of them checked).
        private(set) var length: off_t = 0
        private(set) var lastFailure: LazyScrollError?

        /// Checks `destination` and creates the temporary file in its directory.
        init(beside destination: String, what: String) throws {
            let existing = try OutputFile.checkDestination(destination, what: what)
            let mode: mode_t
            switch existing {
            case .absent: mode = 0o644
            case let .regularFile(existingMode): mode = mode_t(existingMode)
            }
            let directory = OutputFile.directory(of: destination)
            var descriptor: Int32 = -1
            var candidate = ""
            for _ in 0..<16 {
                candidate = directory + "/.lazyscroll-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
                descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
                if descriptor >= 0 || errno != EEXIST { break }
            }
            guard descriptor >= 0 else { throw OutputFile.failure(what, destination, errno) }
            // O_CREAT applies the umask; an existing file's bits are kept exactly.
            if case .regularFile = existing { _ = fchmod(descriptor, mode) }
            self.descriptor = descriptor
            self.path = candidate
            self.destination = destination
            self.what = what
        }

        /// Writes all `count` bytes; false (with ``lastFailure``) when a write fails — the file is
        /// then cut back to what it held before this call, so it ends on a whole record.
        func writeAll(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
            guard descriptor >= 0, lastFailure == nil else { return false }
            var offset = 0
            while offset < count {
                let written = Glibc.write(descriptor, bytes + offset, count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    lastFailure = OutputFile.failure(what, destination, errno)
                    _ = ftruncate(descriptor, length)
                    return false
                }
                if written == 0 {
                    lastFailure = OutputFile.failure(what, destination, ENOSPC)
                    _ = ftruncate(descriptor, length)
                    return false
                }
                offset += written
            }
            length += off_t(count)
            return true
        }

        /// Flushes to the disk, closes, checks the destination again and renames over it.
        /// Whatever fails, the temporary file is removed and the destination left as it was.
        func commit() throws {
            guard descriptor >= 0 else { throw lastFailure ?? LazyScrollError("cannot write \(what) \(destination): already closed") }
            let fd = descriptor
            descriptor = -1
            var failedCode: Int32 = 0
            if fsync(fd) != 0 && errno != EINVAL { failedCode = errno }
            if close(fd) != 0 && failedCode == 0 && errno != EINTR { failedCode = errno }
            if failedCode != 0 {
                unlink(path)
                throw OutputFile.failure(what, destination, failedCode)
            }
            do { try OutputFile.checkDestination(destination, what: what) } catch { unlink(path); throw error }
            guard rename(path, destination) == 0 else {
                let code = errno
                unlink(path)
                throw OutputFile.failure(what, destination, code)
            }
            // The rename itself reaches the disk with the directory (best effort).
            let directoryDescriptor = open(OutputFile.directory(of: destination), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 { _ = fsync(directoryDescriptor); close(directoryDescriptor) }
        }

        /// Removes the temporary file; the destination is untouched.
        func discard() {
            if descriptor >= 0 { close(descriptor); descriptor = -1 }
            unlink(path)
        }

        var isOpen: Bool { descriptor >= 0 }

        deinit { if descriptor >= 0 { discard() } }
    }

    // MARK: - Helpers

    /// The directory a path's file lives in ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    private static func checkDirectory(of path: String, what: String) throws {
        let directory = directory(of: path)
        var info = stat()
        guard stat(directory, &info) == 0 else { throw failure(what, path, errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(what, path, ENOTDIR) }
        guard access(directory, W_OK) == 0 else { throw failure(what, path, errno) }
    }

    static func failure(_ what: String, _ path: String, _ code: Int32) -> LazyScrollError {
        LazyScrollError("cannot write \(what) \(path): \(String(cString: strerror(code)))")
    }

    private static func refusal(_ what: String, _ path: String, _ reason: String) -> LazyScrollError {
        LazyScrollError("refusing to write \(what) \(path): \(reason), and only a regular file is replaced")
    }
}
