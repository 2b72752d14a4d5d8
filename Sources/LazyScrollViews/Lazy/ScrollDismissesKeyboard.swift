/// How scrolling treats the software keyboard — SwiftUI's `ScrollDismissesKeyboardMode`
/// (https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode).
///
/// LazyScroll runs in a desktop window typed into with a hardware keyboard: there is no
/// on-screen keyboard to dismiss, so no mode changes what scrolling does. The mode is kept in
/// the environment (`EnvironmentValues.scrollDismissesKeyboardMode`) so code written for iOS
/// compiles unchanged and views can read what was asked for.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    enum Mode: Hashable, Sendable { case automatic, immediately, interactively, never }
    let mode: Mode
    /// Apple: "determine the mode automatically based on the surrounding context". The default.
    public static let automatic = ScrollDismissesKeyboardMode(mode: .automatic)
    /// Apple: "dismiss the keyboard as soon as scrolling starts".
    public static let immediately = ScrollDismissesKeyboardMode(mode: .immediately)
    /// Apple: "enable people to interactively dismiss the keyboard as part of the scroll
    /// operation".
    public static let interactively = ScrollDismissesKeyboardMode(mode: .interactively)
    /// Apple: "never dismiss the keyboard automatically as a result of scrolling".
    public static let never = ScrollDismissesKeyboardMode(mode: .never)
    public var description: String { "\(mode)" }
}

private struct ScrollDismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }

extension EnvironmentValues {
    /// How the scroll views inside treat the software keyboard — SwiftUI's
    /// `scrollDismissesKeyboardMode` (default `.automatic`); see ``ScrollDismissesKeyboardMode``:
    /// a desktop window has no on-screen keyboard, so it is only recorded.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] } set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views inside treat the software keyboard — SwiftUI's
    /// `scrollDismissesKeyboard(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)).
    /// There is no on-screen keyboard on the desktop (hardware keyboards only), so scrolling
    /// dismisses nothing whatever the mode; the mode is written to the environment
    /// (`scrollDismissesKeyboardMode`) for views that read it.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
        -> _EnvironmentWriter<Self, ScrollDismissesKeyboardMode> {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
