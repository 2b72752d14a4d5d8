import Foundation

/// Remembers across runs that the help panel has been shown, so the window opens it only at the
/// very first start. The memory is one empty file, `help-seen`, in LazyScroll's config directory
/// (`$XDG_CONFIG_HOME/lazyscroll/`, else `~/.config/lazyscroll/`).
///
/// Injectable: tests and headless runs use ``disabled`` (or a temporary directory) so they
/// never touch the user's config.
public struct FirstRunStore: Sendable {
    /// The marker file; nil remembers nothing and reports help as already seen.
    public let markerPath: String?

    public init(markerPath: String?) { self.markerPath = markerPath }

    /// Never shows help by itself and writes nothing.
    public static let disabled = FirstRunStore(markerPath: nil)

    /// The store in the user's config directory, following the XDG Base Directory spec.
    public static func userConfig(environment: [String: String] = ProcessInfo.processInfo.environment) -> FirstRunStore {
        let base: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.config"
        } else {
            return .disabled
        }
        return FirstRunStore(markerPath: base + "/lazyscroll/help-seen")
    }

    /// Whether help has been shown before (true when the store is disabled).
    public var helpSeen: Bool {
        guard let markerPath else { return true }
        return FileManager.default.fileExists(atPath: markerPath)
    }

    /// Records that help has been shown. Failing to write is not worth stopping the demo for:
    /// the panel then simply shows again next time.
    public func markHelpSeen() {
        guard let markerPath else { return }
        let directory = (markerPath as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? OutputFile.write(Data("shown\n".utf8), to: markerPath, what: "help marker")
    }
}
