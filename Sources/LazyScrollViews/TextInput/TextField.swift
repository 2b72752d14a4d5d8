import Foundation

/// A control that displays an editable text — SwiftUI's `TextField`
/// (https://developer.apple.com/documentation/swiftui/textfield), drawn as iOS draws it: plain
/// (no border) in the automatic style, filling the width it is offered, its placeholder — the
/// `prompt`, else the title — in iOS's `placeholderText` grey while the text is empty. In a
/// `Form` row it is the row's content, as on iOS. `textFieldStyle(.roundedBorder)` draws
/// `UITextField`'s rounded rectangle around it.
///
/// Editing works as on a desktop text field: click to place the caret (Shift+click extends the
/// selection), type (the window's text input, input methods included), ←/→ by character
/// (grapheme cluster: 👩‍👩‍👧 is one), Ctrl+←/→ by word, Home/End, Shift with any of them to
/// select, Backspace/Delete (Ctrl: a word), Ctrl+A, Ctrl+C/X/V with the system clipboard,
/// Return to submit (`onSubmit`), Escape to stop editing, Tab to the next field. The caret
/// blinks (0.5 s on, 0.5 s off, on again at every edit); a text wider than the field scrolls to
/// keep the caret in view. `axis: .vertical` wraps and grows with its lines (`lineLimit(1...5)`
/// bounds them; past the upper end it scrolls, ↑/↓ move by line). Return there writes a new
/// line, as on iOS — unless an `onSubmit` is around it: then Return submits and Shift+Return
/// writes the new line, as desktop chat composers do (iOS, with no Shift+Return, keeps Return
/// for the new line).
///
/// Focus: `@FocusState` with `.focused($isFocused)` or `.focused($field, equals: .name)`
/// follows the field, and setting it starts editing there. `.disabled(true)` draws the text
/// dimmed and takes neither clicks nor focus.
///
/// Differs from iOS: there is no on-screen keyboard (`keyboardType`, `submitLabel` change no
/// keys), no text-selection handles or edit menu, no undo (Ctrl+Z), no autocorrection; the
/// label of `TextField(_:text:prompt:)` is not drawn, as in an iOS form.
public struct TextField<Label: View>: View {
    var configuration: TextFieldConfiguration
    let label: Label

    /// A field with a label view — SwiftUI's `init(text:prompt:label:)`; the placeholder is the
    /// prompt, else the label when it is a `Text`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let label = label()
        self.label = label
        configuration = TextFieldConfiguration(text: text, placeholder: prompt ?? (label as? Text), axis: axis)
    }

    public var body: Never { fatalError("TextField is primitive") }
}

extension TextField where Label == Text {
    /// `TextField("Name", text: $name)` — SwiftUI's `init(_:text:)`: the title is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// `TextField("Name", text: $name, prompt: Text("Required"))` — SwiftUI's
    /// `init(_:text:prompt:)`: the prompt is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// `TextField("Message", text: $draft, axis: .vertical)` — SwiftUI's `init(_:text:axis:)`
    /// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz):
    /// wraps and grows vertically with its text.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }
    /// `init(_:text:prompt:axis:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }
    /// SwiftUI's older `init(_:text:onEditingChanged:onCommit:)`: `onEditingChanged(true)` when
    /// editing starts (the field takes focus), `false` when it ends; `onCommit` on Return.
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        configuration.onEditingChanged = onEditingChanged
        configuration.onCommit = onCommit
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(title) }
        configuration.onEditingChanged = onEditingChanged
        configuration.onCommit = onCommit
    }
}

/// A control into which the user securely enters private text — SwiftUI's `SecureField`
/// (https://developer.apple.com/documentation/swiftui/securefield): a `TextField` that draws
/// one `•` per character (grapheme cluster) instead of the text, and never copies it (Ctrl+C
/// and Ctrl+X do nothing; pasting into it works). Everything else — placeholder, caret, keys,
/// `onSubmit`, focus, styles — is a text field's.
public struct SecureField<Label: View>: View {
    var configuration: TextFieldConfiguration
    let label: Label

    /// A secure field with a label view — SwiftUI's `init(text:prompt:label:)`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.label = label
        var configuration = TextFieldConfiguration(text: text, placeholder: prompt ?? (label as? Text), axis: .horizontal)
        configuration.isSecure = true
        self.configuration = configuration
    }

    public var body: Never { fatalError("SecureField is primitive") }
}

extension SecureField where Label == Text {
    /// `SecureField("Password", text: $password)` — SwiftUI's `init(_:text:)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// `init(_:text:prompt:)`: the prompt is the placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// SwiftUI's older `init(_:text:onCommit:)`: `onCommit` on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        configuration.onCommit = onCommit
    }
}

/// What a text field or secure field shows and edits (the fields' shared value).
struct TextFieldConfiguration {
    let text: Binding<String>
    /// The placeholder's text, drawn while the text is empty.
    var placeholder: Text?
    let axis: Axis
    var isSecure = false
    /// A `TextEditor`: it fills the height it is offered, Return always writes a new line, and
    /// its text sits inside `UITextView`'s insets.
    var isEditor = false
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    var onCommit: (@MainActor () -> Void)?
}

extension TextField: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        TextFieldNode(configuration: configuration, viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! TextFieldNode).update(configuration) }
}

extension SecureField: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        TextFieldNode(configuration: configuration, viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! TextFieldNode).update(configuration) }
}
