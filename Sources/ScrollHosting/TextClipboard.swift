/// Where copied text goes and pasted text comes from: the window's system clipboard (the host
/// installs one over SDL's `SDL_SetClipboardText` / `SDL_GetClipboardText`), or memory in a
/// headless run and in tests, so a replayed trace copies and pastes the same text every time.
@MainActor
public protocol TextClipboard: AnyObject {
    /// The clipboard's text; nil when it holds none. Setting it replaces what it holds.
    var string: String? { get set }
}

/// A clipboard that lives in memory (headless runs, tests): what was copied in this process.
@MainActor
public final class MemoryTextClipboard: TextClipboard {
    public var string: String?
    public init(string: String? = nil) { self.string = string }
}

/// The clipboard text fields copy to and paste from: memory until the window's host installs
/// the system clipboard at start-up.
@MainActor
public enum HostClipboard {
    /// The clipboard in use.
    public static var current: any TextClipboard = MemoryTextClipboard()
}
