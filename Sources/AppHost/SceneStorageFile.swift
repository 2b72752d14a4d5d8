import Foundation

/// Where an app's window keeps its scene's `@SceneStorage` values between runs
/// (https://developer.apple.com/documentation/swiftui/scenestorage: "its initial value is
/// restored by the system if it was previously saved"): one small JSON file per app and scene in
/// LazyScroll's state directory, `$XDG_STATE_HOME/lazyscroll/scenes/<app>/<scene>.json`, else
/// `~/.local/state/lazyscroll/scenes/<app>/<scene>.json` — the XDG Base Directory spec's place
/// for "state data that should persist between (application) restarts"
/// (https://specifications.freedesktop.org/basedir-spec/latest/), as ``WindowGeometryStore``'s
/// `window.json`. The app and scene names are reduced to letters, digits, `-`, `_` and `.`
/// (anything else becomes `_`), so a name cannot leave the directory.
///
/// ```json
/// {"values":{"draftTitle":{"string":"Call the dentist"},"showsNotes":{"bool":true}},"version":1}
/// ```
///
/// Reading never fails the run: a missing, unreadable or malformed file (or one over 1 MiB)
/// restores nothing. Writing follows the project's file discipline (``OutputFile/write(_:to:what:)``:
/// a temporary file beside it, every write checked, `fsync`, then `rename(2)`), so a crash or a
/// full disk leaves the last whole file.
public struct SceneStorageFile: Sendable, Equatable {
    /// The file; nil keeps nothing (headless runs, no home directory).
    public let path: String?

    public init(path: String?) { self.path = path }

    /// Keeps nothing.
    public static let disabled = SceneStorageFile(path: nil)

    /// The largest file read back (`@SceneStorage` is for "lightweight" data, Apple says).
    public static let sizeLimit = 1 << 20

    /// The file of `scene` of `app` in the user's state directory (see the type's documentation).
    public static func userState(app: String, scene: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> SceneStorageFile {
        let base: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            base = xdg + "/lazyscroll"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.local/state/lazyscroll"
        } else {
            return .disabled
        }
        return SceneStorageFile(path: "\(base)/scenes/\(safeName(app))/\(safeName(scene)).json")
    }

    /// `name` as one path component: letters, digits, `-`, `_`, `.` kept, the rest `_`; never
    /// empty, `.` or `..`.
    static func safeName(_ name: String) -> String {
        let kept = String(name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return (scalar.isASCII && (c.isLetter || c.isNumber)) || "-_.".unicodeScalars.contains(scalar) ? c : "_"
        })
        return kept.isEmpty || kept == "." || kept == ".." ? "_" + kept : kept
    }

    /// The saved bytes, or nil (never throws).
    public func load() -> Data? {
        guard let path, let data = FileManager.default.contents(atPath: path), data.count <= Self.sizeLimit else { return nil }
        return data
    }

    /// Replaces the file with `data` (creating its directory if needed); throws
    /// ``OutputFile/write(_:to:what:)``'s ``LazyScrollError``.
    public func save(_ data: Data) throws {
        guard let path else { return }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw LazyScrollError("cannot write scene storage \(path): cannot create \(directory)")
        }
        try OutputFile.write(data, to: path, what: "scene storage")
    }
}
