import Foundation

/// The first error of a `swift build`'s output, as the window's banner shows it.
///
/// The compiler writes diagnostics as `PATH:LINE:COLUMN: error: MESSAGE` (clang's and swiftc's
/// shared format, which editors parse too); SwiftPM adds `error: …` lines of its own (a linker
/// failure, a manifest that does not parse) without a place. The banner takes the first
/// compiler error, else SwiftPM's first error line, else the output's last line.
public struct CompilerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path; self.line = line; self.column = column; self.message = message
    }

    /// `Sources/Controls/ControlsApp.swift:42:13: error: cannot find 'Txt' in scope`.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }

    /// Parses one output line, or nil when it is not a compiler error. Warnings and notes are
    /// not errors (`:12:5: warning:` is skipped).
    public static func parse(_ line: Substring) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound]
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let number = Int(parts[parts.count - 2]) else { return nil }
        let path = parts[..<(parts.count - 2)].joined(separator: ":")
        guard !path.isEmpty else { return nil }
        return CompilerDiagnostic(path: path, line: number, column: column, message: String(line[marker.upperBound...]))
    }
}

/// Reading a build's output.
public enum DevBuildOutput {
    /// The first compiler error in `output`, its path made relative to `root` when it lies
    /// inside (`/home/me/app/Sources/App/Row.swift` → `Sources/App/Row.swift`).
    public static func firstError(in output: String, relativeTo root: String? = nil) -> CompilerDiagnostic? {
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard var diagnostic = CompilerDiagnostic.parse(line) else { continue }
            if let root {
                let prefix = root.hasSuffix("/") ? root : root + "/"
                if diagnostic.path.hasPrefix(prefix) { diagnostic.path.removeFirst(prefix.count) }
            }
            return diagnostic
        }
        return nil
    }

    /// The banner's text for a failed build: the first compiler error with its file:line, else
    /// SwiftPM's first `error:` line, else the output's last non-empty line (or a fixed line
    /// when the build printed nothing).
    public static func banner(for output: String, relativeTo root: String? = nil) -> String {
        if let error = firstError(in: output, relativeTo: root) { return error.description }
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let line = lines.first(where: { $0.hasPrefix("error:") || $0.contains(": error:") }) { return line }
        return lines.last ?? "the build failed and printed nothing"
    }
}
