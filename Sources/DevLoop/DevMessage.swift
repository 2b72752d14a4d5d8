import Foundation

/// What the supervisor tells the app it runs, one JSON object a line on the app's standard
/// input (JSON Lines, https://jsonlines.org): the app reads them between frames and shows them.
///
/// ```
/// {"building":{"changed":["Sources/Controls/ControlsApp.swift"]}}
/// {"buildFailed":{"banner":"Sources/Controls/ControlsApp.swift:42:13: error: cannot find 'Txt' in scope"}}
/// {"snapshotAndExit":{"path":"/tmp/…/snapshot.json"}}
/// ```
public enum DevMessage: Codable, Sendable, Hashable {
    /// Sources changed and a build started: the app shows "building…" over its frame.
    case building(changed: [String])
    /// The build failed: the app keeps running and shows `banner` (the compiler's first error).
    case buildFailed(banner: String)
    /// The build succeeded: the app writes what the user is looking at to `path`
    /// (``DevSnapshot``) and exits, and the new build starts from it.
    case snapshotAndExit(path: String)

    /// The message as one line of JSON, newline included.
    public func line() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding an enum of strings cannot fail; a failure would be a Foundation bug.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Parses one line (without its newline); nil for a line that is not a message (the app
    /// ignores it rather than stopping).
    public init?(line: Substring) {
        guard let message = try? JSONDecoder().decode(DevMessage.self, from: Data(line.utf8)) else { return nil }
        self = message
    }
}

/// Splits a byte stream into lines as they arrive (a read may end mid-line).
public struct DevLineBuffer: Sendable {
    private var pending: [UInt8] = []
    public init() {}

    /// Adds `bytes` and returns the lines they completed.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [Substring] {
        pending.append(contentsOf: bytes)
        var lines: [Substring] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Substring(String(decoding: pending[..<newline], as: UTF8.self)))
            pending.removeSubrange(...newline)
        }
        return lines
    }
}
