import Foundation
import SDLRenderer
#if canImport(Glibc)
import Glibc
#endif

/// Writes the files a run leaves behind (report, screenshot, plot) so that every failure is a
/// ``LazyScrollError`` in words — "No space left on device", not "NSCocoaErrorDomain error 512" —
/// and no failure goes unnoticed: each `write(2)` and the final `close(2)` are checked, which
/// is where a full disk (`/dev/full`) or a quota shows up.
public enum OutputFile {
    /// Writes `data` to `path` (created or truncated, mode 0644). `what` names the file in the
    /// message: "cannot write report out.json: No such file or directory".
    public static func write(_ data: Data, to path: String, what: String) throws {
        guard !path.isEmpty else { throw LazyScrollError("the \(what) path is empty") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(what, path) }
        var failed: LazyScrollError?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = failure(what, path)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0 && failed == nil { failed = failure(what, path) }
        if let failed { throw failed }
    }

    /// Writes `canvas` as a PNG. SDL_image writes through stdio and does not report a failed
    /// flush, so the PNG is encoded into a private temporary file first and then copied with
    /// ``write(_:to:what:)``, whose every write is checked.
    public static func writePNG(of canvas: OffscreenCanvas, to path: String, what: String) throws {
        guard !path.isEmpty else { throw LazyScrollError("the \(what) path is empty") }
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("lazyscroll-\(getpid())-\(UUID().uuidString).png").path
        defer { unlink(temporary) }
        do { try canvas.savePNG(to: temporary) } catch {
            throw LazyScrollError("cannot encode the \(what) as PNG: \(error)")
        }
        guard let data = FileManager.default.contents(atPath: temporary) else {
            throw LazyScrollError("cannot encode the \(what) as PNG: the temporary file \(temporary) could not be read back")
        }
        try write(data, to: path, what: what)
    }

    private static func failure(_ what: String, _ path: String) -> LazyScrollError {
        LazyScrollError("cannot write \(what) \(path): \(String(cString: strerror(errno)))")
    }
}
