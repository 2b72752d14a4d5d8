import Foundation

import DisplayList

// The environment values the built-in views read. Keys are private; the properties are
// SwiftUI's names where SwiftUI has them.

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct BoldKey: EnvironmentKey { static let defaultValue = false }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct UserForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The default font of text inside (`.font(_:)` on a container).
    public var font: Font? {
        get { self[FontKey.self] } set { self[FontKey.self] = newValue }
    }
    /// Whether text inside is bold (`.bold()` on a container).
    var isBold: Bool {
        get { self[BoldKey.self] } set { self[BoldKey.self] = newValue }
    }
    /// The colour of text and shapes inside (`.foregroundStyle(_:)`, `.foregroundColor(_:)`).
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] } set { self[ForegroundColorKey.self] = newValue }
    }
    /// The colour a user's `.foregroundStyle(_:)` or `.foregroundColor(_:)` set here or above
    /// (nil: none, or `.foregroundColor(nil)`): what a button draws its label in instead of its
    /// tint. Colours the framework sets for its own containers (a list section header's
    /// secondary grey, a swipe button's white) write only ``foregroundColor``, so they never
    /// recolour a user's button inside them.
    var userForegroundColor: Color? {
        get { self[UserForegroundColorKey.self] }
        set {
            self[UserForegroundColorKey.self] = newValue
            self[ForegroundColorKey.self] = newValue
        }
    }
    /// The most lines text inside may take (`.lineLimit(_:)`); nil: no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue }
    }
    /// Where text inside that does not fit loses its characters (`.truncationMode(_:)`):
    /// `.tail`, the default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    /// How far text inside may shrink to fit before it is cut (`.minimumScaleFactor(_:)`): 1,
    /// the default, never.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// The axis of the nearest enclosing stack (spacers and dividers orient by it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] } set { self[StackAxisKey.self] = newValue }
    }
    /// Whether controls inside respond (`.disabled(_:)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
}

private struct ButtonFeedbackKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a tap area here is a `Button`'s: it shows hover and pressed states (a plain
    /// `onTapGesture` does not, as in SwiftUI).
    var showsButtonFeedback: Bool {
        get { self[ButtonFeedbackKey.self] } set { self[ButtonFeedbackKey.self] = newValue }
    }
}

private struct LazyListContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views here are the content of a lazy stack (a `ForEach` then makes its elements
    /// on demand instead of all at once). Containers inside a row reset it: a stack, a scroll
    /// view, a section's header. Read from its fast copy (no look-up).
    var isLazyListContent: Bool {
        get { lazyListContentFlag }
        set {
            self[LazyListContentKey.self] = newValue
            noteLazyListContent(newValue)
        }
    }
}
