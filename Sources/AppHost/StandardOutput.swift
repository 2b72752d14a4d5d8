import CSDL2
import Foundation

/// Standard output is output: what `physics --json`, `bench --json`, `--help` and the summaries
/// print is what a script reads, so a write that did not reach it (stdout redirected to a full
/// disk or `/dev/full`) is an error like any other file's — one line on stderr and exit status 2,
/// never exit 0 with the output lost.
///
/// `print` goes through C stdio, which buffers and remembers a failed write (`ferror`); the
/// command checks once, at its end, with ``checkFlushed()``.
public enum StandardOutput {
    /// Flushes stdout; throws when it, or any earlier write to it, failed.
    public static func checkFlushed() throws {
        let code = lazyscroll_flush_stdout()
        guard code == 0 else {
            throw LazyScrollError("cannot write to standard output: \(String(cString: strerror(code)))")
        }
    }
}
