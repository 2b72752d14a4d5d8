import Foundation

/// A label attached to a value — SwiftUI's `LabeledContent`
/// (https://developer.apple.com/documentation/swiftui/labeledcontent): the label on the leading
/// side, the value on the trailing side in the secondary colour, as iOS draws it in a `Form` or
/// `List` row ("Version   17.2"). It fills the width it is offered (a row's), like a `Toggle`.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "17.2")
///     LabeledContent("Storage") { Text(used, format: .byteCount(style: .file)) }
/// }
/// ```
///
/// Differs from SwiftUI: a label of two texts is not turned into a title and subtitle (both
/// are drawn in a row), and `labeledContentStyle(_:)` is not available.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and any view for its value — SwiftUI's `init(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A literal title for any view's value — `LabeledContent("Custom Value") { MyView() }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A title given as a string value, for any view's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A labelled string — SwiftUI's `init(_:value:)`
    /// (https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A labelled string, the title a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A labelled value written with a Foundation format style — SwiftUI's
    /// `init(_:value:format:)`: `LabeledContent("Price", value: 9.99, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle & Sendable>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

/// A container of controls for data entry — SwiftUI's `Form`
/// (https://developer.apple.com/documentation/swiftui/form). On iOS a form is a grouped list:
/// here it is a ``List`` in the inset-grouped style (white rounded sections on a grey page),
/// whatever `listStyle(_:)` is around it, its rows `Toggle`, `Stepper`, `Picker`,
/// ``LabeledContent``, sections and buttons. Differs from SwiftUI: `formStyle(_:)` is not
/// available (iOS has only the grouped style).
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
