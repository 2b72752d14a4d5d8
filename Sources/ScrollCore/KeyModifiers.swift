/// The modifier keys held when a pointer button went down — what the host reads from the
/// platform at the click (SDL's mouse events carry none: the host asks `SDL_GetModState()` when
/// it takes the event) and a trace's `down` event records (`"shift"`, `"ctrl"`, `"alt"`,
/// `"cmd"`; absent means not held). The view layer maps it onto SwiftUI's `EventModifiers`:
/// Shift-click extends a `List`'s selection, Ctrl-click (⌘-click on a Mac) toggles a row.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key (Option on a Mac).
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows key (SDL's GUI modifier; Command on a Mac).
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

extension KeyModifiers {
    /// How the modifiers read before a key or click in logs: "Ctrl+Shift+", or "" for none.
    public var prefix: String {
        var text = ""
        if contains(.control) { text += "Ctrl+" }
        if contains(.option) { text += "Alt+" }
        if contains(.shift) { text += "Shift+" }
        if contains(.command) { text += "Super+" }
        return text
    }
}
