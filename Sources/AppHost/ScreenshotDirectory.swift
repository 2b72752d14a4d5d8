import Foundation

/// Where the window's `S` key saves screenshots: `--screenshot-dir` if given, else the user's
/// pictures directory as the XDG user-dirs spec defines it (freedesktop.org's `xdg-user-dirs`:
/// `$XDG_PICTURES_DIR`, else the `XDG_PICTURES_DIR="$HOME/Pictures"` line of
/// `${XDG_CONFIG_HOME:-~/.config}/user-dirs.dirs`), else `~/Pictures` when it exists, else the
/// working directory — never a directory that does not exist.
public struct ScreenshotDirectory: Sendable {
    public var environment: [String: String]
    /// Reads a text file (the user-dirs file); nil when it cannot.
    public var readFile: @Sendable (String) -> String?
    /// Whether `path` is an existing directory.
    public var isDirectory: @Sendable (String) -> Bool
    public var workingDirectory: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                readFile: @escaping @Sendable (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) },
                isDirectory: @escaping @Sendable (String) -> Bool = { path in
                    var directory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
                },
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.environment = environment; self.readFile = readFile; self.isDirectory = isDirectory
        self.workingDirectory = workingDirectory
    }

    /// The directory to save into, and why it was chosen (shown with the saved path).
    public func resolve(option: String?) -> (path: String, source: String) {
        if let option, !option.isEmpty { return (option, "--screenshot-dir") }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        if let dir = environment["XDG_PICTURES_DIR"].map({ expand($0, home: home) }), isDirectory(dir) {
            return (dir, "XDG_PICTURES_DIR")
        }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" }
        if let config, let text = readFile(config + "/user-dirs.dirs"), let dir = Self.picturesEntry(text).map({ expand($0, home: home) }),
           isDirectory(dir) {
            return (dir, "user-dirs.dirs")
        }
        if let home, isDirectory(home + "/Pictures") { return (home + "/Pictures", "~/Pictures") }
        return (workingDirectory, "the working directory")
    }

    /// The value of the `XDG_PICTURES_DIR=` line of a user-dirs.dirs file (quotes removed).
    static func picturesEntry(_ text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), trimmed.hasPrefix("XDG_PICTURES_DIR=") else { continue }
            var value = trimmed.dropFirst("XDG_PICTURES_DIR=".count)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    /// `$HOME/…` and `~/…` made absolute (the only forms the spec allows besides absolute paths).
    private func expand(_ path: String, home: String?) -> String {
        guard let home else { return path }
        if path.hasPrefix("$HOME") { return home + path.dropFirst("$HOME".count) }
        if path.hasPrefix("~/") { return home + path.dropFirst() }
        return path
    }
}
