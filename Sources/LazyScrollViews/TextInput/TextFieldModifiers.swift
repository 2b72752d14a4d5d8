import Foundation

/// The kinds of submission `onSubmit(of:_:)` listens for — SwiftUI's `SubmitTriggers`
/// (https://developer.apple.com/documentation/swiftui/submittriggers).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field's submission: Return in the field of a `searchable` view (Searchable.swift).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the return key of the on-screen keyboard — SwiftUI's `SubmitLabel`
/// (https://developer.apple.com/documentation/swiftui/submitlabel).
public struct SubmitLabel: Hashable, Sendable {
    /// The key's name, as iOS writes it ("Return", "Done", …).
    public let title: String
    public static let `continue` = SubmitLabel(title: "Continue")
    public static let done = SubmitLabel(title: "Done")
    public static let go = SubmitLabel(title: "Go")
    public static let join = SubmitLabel(title: "Join")
    public static let next = SubmitLabel(title: "Next")
    public static let `return` = SubmitLabel(title: "Return")
    public static let route = SubmitLabel(title: "Route")
    public static let search = SubmitLabel(title: "Search")
    public static let send = SubmitLabel(title: "Send")
}

/// One `onSubmit` action and the triggers it listens for (what `onSubmit(of:_:)` writes into the
/// environment; not in SwiftUI's API).
public struct _SubmitAction {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
}

private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [_SubmitAction] { [] } }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleKind(kind: .automatic) }
private struct LineLimitRangeKey: EnvironmentKey { static let defaultValue: ClosedRange<Int>? = nil }

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, innermost first.
    var submitActions: [_SubmitAction] {
        get { self[SubmitActionsKey.self] } set { self[SubmitActionsKey.self] = newValue }
    }
    /// Written by `onSubmit`: adds its action in front of the ones from further out (read: the innermost).
    var addedSubmitAction: _SubmitAction? {
        get { submitActions.first }
        set { if let newValue { submitActions.insert(newValue, at: 0) } }
    }
    /// The label `submitLabel(_:)` set (`.return` by default).
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] } set { self[SubmitLabelKey.self] = newValue }
    }
    /// The style `textFieldStyle(_:)` set.
    var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] } set { self[TextFieldStyleKey.self] = newValue }
    }
    /// The range `lineLimit(_:)` with a `ClosedRange` set (nil: none).
    var lineLimitRange: ClosedRange<Int>? {
        get { self[LineLimitRangeKey.self] } set { self[LineLimitRangeKey.self] = newValue }
    }
}

/// How text fields inside draw: what `textFieldStyle(_:)` sets.
enum TextFieldStyleKind: Hashable, Sendable {
    /// iOS's default: plain, as `.plain` (in a `Form` and outside it).
    case automatic
    /// No decoration: the text and the caret.
    case plain
    /// `UITextField.BorderStyle.roundedRect`: a white field with a thin grey rounded border.
    case roundedBorder
}

/// A look for the text fields inside a view — SwiftUI's `TextFieldStyle`
/// (https://developer.apple.com/documentation/swiftui/textfieldstyle): `.automatic`, `.plain`
/// or `.roundedBorder`. Custom styles (`_body(configuration:)`) are not available: SwiftUI
/// keeps that requirement private too.
public protocol TextFieldStyle {
    /// The look this style stands for.
    var _kind: _TextFieldStyleKind { get }
}

/// A text field style's look, as the styles name it (not in SwiftUI's API).
public struct _TextFieldStyleKind: Sendable, Equatable { let kind: TextFieldStyleKind }

/// The platform's default text field style: plain on iOS — SwiftUI's `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .automatic) }
}
/// No border or background — SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .plain) }
}
/// A thin rounded border on a white field, as `UITextField`'s `roundedRect` draws it — SwiftUI's
/// `RoundedBorderTextFieldStyle`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: _TextFieldStyleKind { _TextFieldStyleKind(kind: .roundedBorder) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A thin grey rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Runs `action` when the user submits a text field inside — Return in a `TextField` or
    /// `SecureField` — SwiftUI's `onSubmit(of:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): on one field or
    /// on a whole form. Every `onSubmit` around the field runs, the innermost first;
    /// `submitScope()` stops the ones further out.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> _EnvironmentWriter<Self, _SubmitAction?> {
        environment(\.addedSubmitAction, _SubmitAction(triggers: triggers, action: action))
    }

    /// Keeps submissions inside from reaching `onSubmit` actions further out — SwiftUI's
    /// `submitScope(_:)` (https://developer.apple.com/documentation/swiftui/view/submitscope(_:)).
    public func submitScope(_ isBlocking: Bool = true) -> _EnvironmentWriter<Self, _SubmitAction?> {
        // Written as "add nothing" when not blocking; blocking clears what came from outside.
        environment(\.scopedSubmitActions, isBlocking ? _SubmitAction(triggers: [], action: {}) : nil)
    }

    /// The return key's label on iOS's on-screen keyboard — SwiftUI's `submitLabel(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)).
    ///
    /// Differs on the desktop: there is no on-screen keyboard, so no key shows the label; Return
    /// submits whatever it says. The label is kept in the environment (`EnvironmentValues.submitLabel`)
    /// and the bounds overlay names it beside the field ("TextField ⏎ Send"), so the choice is
    /// visible while debugging.
    public func submitLabel(_ submitLabel: SubmitLabel) -> _EnvironmentWriter<Self, SubmitLabel> {
        environment(\.submitLabel, submitLabel)
    }

    /// The look of the text fields inside — SwiftUI's `textFieldStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> _EnvironmentWriter<Self, _TextFieldStyleKind> {
        environment(\.textFieldStyle, style._kind)
    }

    /// The number of lines a vertical `TextField` (or a `Text`) occupies, between the range's
    /// ends — SwiftUI's `lineLimit(_:)` with a `ClosedRange`
    /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-7ufty): a
    /// `TextField(axis: .vertical)` is at least `lower` lines tall and grows to `upper`, then
    /// scrolls. Differs from SwiftUI: a `Text` takes only the upper end (its lines stop there;
    /// it does not reserve the lower number of lines).
    public func lineLimit(_ limit: ClosedRange<Int>) -> _EnvironmentWriter<Self, ClosedRange<Int>?> {
        environment(\.lineLimitRangeAndLimit, limit)
    }

    /// At most `limit` lines, growing from one — `lineLimit(_:)` with a `PartialRangeThrough`.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> _EnvironmentWriter<Self, ClosedRange<Int>?> {
        environment(\.lineLimitRangeAndLimit, 1...max(1, limit.upperBound))
    }
}

extension EnvironmentValues {
    /// Written by `submitScope()`: a non-nil value empties the actions from further out.
    var scopedSubmitActions: _SubmitAction? {
        get { nil }
        set { if newValue != nil { submitActions = [] } }
    }
    /// Written by `lineLimit(_: ClosedRange)`: the range, and its upper end as the line limit
    /// `Text` reads.
    var lineLimitRangeAndLimit: ClosedRange<Int>? {
        get { lineLimitRange }
        set {
            lineLimitRange = newValue
            lineLimit = newValue.map { max(1, $0.upperBound) }
        }
    }
}
