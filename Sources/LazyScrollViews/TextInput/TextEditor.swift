import Foundation

/// A view that edits long, multi-line text — SwiftUI's `TextEditor`
/// (https://developer.apple.com/documentation/swiftui/texteditor): "A view that can display and
/// edit long-form text." As on iOS it fills the space it is offered (give it a
/// `.frame(height:)` in a stack or a form), wraps its text to its width, and Return writes a new
/// line (it never triggers `onSubmit`). Inside it the text is inset as `UITextView` insets it
/// (5 pt across, 8 pt down); it draws `UITextView`'s white background, which
/// `scrollContentBackground(.hidden)` removes so a `.background(…)` behind it shows — the idiom
/// apps use to tint an editor. Offered no height (a `List` or `Form` row), it is as tall as its
/// lines, growing as you type.
///
/// Editing is the text fields': click to place the caret, type, ←/→/↑/↓ (Ctrl: by word), Home/End
/// of a line (Ctrl: of the text), Shift to select, Ctrl+A/C/X/V, input methods; `@FocusState`
/// with `.focused(_:)`; `font`, `foregroundStyle`, `lineLimit` and `disabled` apply.
///
/// Differs from iOS: a text taller than the editor scrolls to keep the caret in view (as you
/// type or move it); the mouse wheel over the editor scrolls the view around it, not the
/// editor's text. No undo, find, or `AttributedString` text (iOS 26's `TextEditor(text:selection:)`).
public struct TextEditor: View {
    var configuration: TextFieldConfiguration

    /// An editor of `text` — SwiftUI's `init(text:)`.
    public init(text: Binding<String>) {
        configuration = TextFieldConfiguration(text: text, placeholder: nil, axis: .vertical)
        configuration.isEditor = true
    }

    public var body: Never { fatalError("TextEditor is primitive") }
}

extension TextEditor: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        TextFieldNode(configuration: configuration, viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! TextFieldNode).update(configuration) }
}
