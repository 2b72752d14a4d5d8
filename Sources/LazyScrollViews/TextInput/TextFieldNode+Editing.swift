import Foundation
import ScrollHosting

/// A text field's answers to the window's input while it has focus: the keys (`handleKey(_:shift:control:)`),
/// committed text (`type(_:)`), the input method's composition (`compose(_:cursor:)`) and
/// clicks (`click(at:)`). Each edit writes the binding and restarts the caret's blink.
extension TextFieldNode {
    /// A click at `point` (from the text's top-left, scrolled): focus comes here and the caret
    /// goes to the nearest character boundary; Shift+click extends the selection to it.
    func click(at point: CGPoint) {
        if !isFocused { graph.focus.focus(key: ObjectIdentifier(self)) }
        refreshLines()
        let extend = graph.listKeyboard.modifiers.contains(.shift)
        var model = self.model
        model.compose("", cursor: 0)
        model.moveCaret(to: shownToText(offset(at: point)), extend: extend)
        apply(model)
    }

    /// Committed text (`SDL_TEXTINPUT`, a replayed `text` event): typed over the selection.
    func type(_ text: String) {
        guard environment.isEnabled else { return }
        var model = self.model
        model.insert(configuration.axis == .horizontal ? String(text.map { $0.isNewline ? " " : $0 }) : text)
        apply(model)
    }

    /// The input method's pre-edit text (`SDL_TEXTEDITING`): drawn at the caret, not written.
    func compose(_ text: String, cursor: Int) {
        var model = self.model
        model.compose(text, cursor: cursor)
        apply(model)
    }

    /// A key while focused, by the host's key name. Returns whether the field used it: every
    /// key but PageUp/PageDown and the function keys (letters arrive as text; Space typed into a
    /// field must not scroll the list under it).
    func handleKey(_ name: String, shift: Bool, control: Bool) -> Bool {
        var model = self.model
        let vertical = configuration.axis == .vertical
        switch name {
        case "Left": model.moveLeft(extend: shift, word: control)
        case "Right": model.moveRight(extend: shift, word: control)
        case "Home": model.moveCaret(to: control || !vertical ? 0 : lineBoundary(start: true), extend: shift)
        case "End": model.moveCaret(to: control || !vertical ? model.count : lineBoundary(start: false), extend: shift)
        // One line: ↑ and ↓ go to the start and the end (macOS's text fields); a vertical field
        // moves a line, keeping the caret's x.
        case "Up": model.moveCaret(to: vertical ? lineMove(by: -1) : 0, extend: shift)
        case "Down": model.moveCaret(to: vertical ? lineMove(by: 1) : model.count, extend: shift)
        case "Backspace": model.deleteBackward(word: control)
        case "Delete": model.deleteForward(word: control)
        case "Return", "Keypad Enter":
            guard vertical, shift || !submits else { submit(); return true }
            model.insert("\n")
        case "Escape":
            model.compose("", cursor: 0)
            apply(model)
            graph.focus.focus(nil)
            return true
        case "A" where control: model.selectAll()
        case "C" where control: copy(); return true
        case "X" where control:
            guard copy() else { return true }
            model.deleteBackward()
        case "V" where control:
            guard let pasted = HostClipboard.current.string, !pasted.isEmpty else { return true }
            model.insert(vertical ? pasted : String(pasted.map { $0.isNewline ? " " : $0 }))
        case "PageUp", "PageDown": return false
        default:
            // F1…F12 stay the window's.
            if name.count >= 2, name.first == "F", Int(name.dropFirst()) != nil { return false }
            return true
        }
        apply(model)
        return true
    }

    /// Copies the selection to the clipboard (never from a secure field). Returns whether it did.
    @discardableResult
    private func copy() -> Bool {
        guard !configuration.isSecure, model.hasSelection else { return false }
        HostClipboard.current.string = model.selectedText
        return true
    }

    /// Whether Return submits something: an `onSubmit(of: .text)` around the field or an `onCommit`.
    private var submits: Bool {
        guard !configuration.isEditor else { return false }
        return configuration.onCommit != nil || environment.submitActions.contains { $0.triggers.contains(.text) }
    }

    /// Return: the `onSubmit` actions around the field (innermost first), then `onCommit`.
    private func submit() {
        let actions = environment.submitActions
        for submit in actions where submit.triggers.contains(.text) { submit.action() }
        configuration.onCommit?()
    }

    /// Focus came or went (the focus system tells the field): `onEditingChanged`; leaving
    /// drops a composition.
    func focusDidChange(_ focused: Bool) {
        if !focused, model.composition != nil {
            var model = self.model
            model.compose("", cursor: 0)
            self.model = model
        }
        lastEditSeconds = graph.timeSeconds
        invalidatePaint()
        graph.keyboard.editingDidChange(ObjectIdentifier(self), focused)
        configuration.onEditingChanged(focused)
    }

    /// Takes `model` as the field's: the binding is written when the text changed, and the
    /// caret's blink starts over.
    private func apply(_ model: TextEditingModel) {
        let textChanged = model.text != self.model.text
        self.model = model
        lastEditSeconds = graph.timeSeconds
        if textChanged {
            configuration.text.wrappedValue = model.text
            invalidateLayout()
        } else {
            invalidatePaint()
        }
    }

    // MARK: Lines

    /// The lines again for the model as it is now (an edit since the last drawing changed them).
    func refreshLines() {
        lines = (configuration.axis == .vertical ? wrap(width: max(frame.width - 2 * insets.width, 0))
                                                 : [0..<shownString.count])
    }

    /// A shown offset as a text offset (the composition's characters are not in the text).
    private func shownToText(_ offset: Int) -> Int {
        guard let composition = model.composition, offset > model.caret else { return offset }
        return max(model.caret, offset - composition.text.count)
    }

    /// The start or end of the caret's line in a vertical field.
    private func lineBoundary(start: Bool) -> Int {
        refreshLines()
        let line = lines[lineIndex(of: model.caret)]
        return start ? line.lowerBound : line.upperBound
    }

    /// The offset one line up (`by: -1`) or down from the caret at the same x; past the first
    /// or last line, the start or the end of the text.
    private func lineMove(by delta: Int) -> Int {
        refreshLines()
        let index = lineIndex(of: model.caret)
        let target = index + delta
        guard target >= 0 else { return 0 }
        guard target < lines.count else { return model.count }
        let x = position(of: model.caret).x
        return offset(at: CGPoint(x: x, y: (CGFloat(target) + 0.5) * max(1, lineHeight)))
    }
}
