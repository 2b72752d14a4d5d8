import Foundation

/// What a text field holds while it is edited: the text, the selection and the input method's
/// composition — a value, changed only by the editing operations below, so every key's effect
/// is a pure function that tests call directly.
///
/// Positions are offsets in **grapheme clusters** (Swift's `Character`), never bytes or UTF-16
/// units: "é" written as `e` + U+0301 is one position, and so is 👩‍👩‍👧 (three emoji joined by
/// U+200D). The caret moves and deletes by whole clusters, as UIKit's and GTK's text views do
/// (https://developer.apple.com/documentation/swift/character: "a single extended grapheme
/// cluster"). After an edit, positions are counted again from the string itself, so text that
/// joins with its neighbour (a combining accent typed after its letter) leaves the caret after
/// the joined cluster.
struct TextEditingModel: Equatable {
    /// The committed text (what the binding holds).
    private(set) var text: String
    /// Where a selection started (it stays put while Shift+arrows move `caret`).
    private(set) var anchor: Int
    /// The caret: the moving end of the selection.
    private(set) var caret: Int
    /// The input method's pre-edit text, drawn at the caret and not yet in `text`
    /// (`SDL_TEXTEDITING`), with the IME's cursor inside it (in characters).
    private(set) var composition: (text: String, cursor: Int)?

    init(text: String = "", caret: Int? = nil) {
        self.text = text
        let end = text.count
        let at = min(max(caret ?? end, 0), end)
        anchor = at
        self.caret = at
    }

    static func == (a: TextEditingModel, b: TextEditingModel) -> Bool {
        a.text == b.text && a.anchor == b.anchor && a.caret == b.caret
            && a.composition?.text == b.composition?.text && a.composition?.cursor == b.composition?.cursor
    }

    /// The selected range (empty: just a caret).
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    var hasSelection: Bool { anchor != caret }
    var count: Int { text.count }

    /// The selected text ("" with no selection).
    var selectedText: String { String(slice(selection)) }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
    private func slice(_ range: Range<Int>) -> Substring { text[index(range.lowerBound)..<index(range.upperBound)] }

    // MARK: Replacing text

    /// The text changed from outside (the app wrote the binding): the caret keeps its offset if
    /// it still fits, else goes to the end; the selection and any composition are dropped.
    mutating func replaceText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        let at = min(caret, newText.count)
        anchor = at
        caret = at
        composition = nil
    }

    /// Types `string` over the selection (or at the caret): an `SDL_TEXTINPUT` commit, a paste.
    /// Ends any composition (the commit is what it composed).
    mutating func insert(_ string: String) {
        let range = selection
        let before = String(slice(0..<range.lowerBound)) + string
        text = before + String(slice(range.upperBound..<count))
        // Counted again: the inserted text may join the cluster before it (e + U+0301 = é).
        let at = before.count
        anchor = at
        caret = at
        composition = nil
    }

    /// Removes the selection; returns whether there was one.
    @discardableResult
    private mutating func deleteSelection() -> Bool {
        guard hasSelection else { return false }
        insert("")
        return true
    }

    /// Backspace: the selection, else the cluster before the caret (`word`: Ctrl+Backspace, back
    /// to the start of the word, as GTK and Windows do).
    mutating func deleteBackward(word: Bool = false) {
        if deleteSelection() || caret == 0 { return }
        let from = word ? wordStart(before: caret) : caret - 1
        anchor = from
        insert("")
    }

    /// Delete: the selection, else the cluster after the caret (`word`: to the end of the word).
    mutating func deleteForward(word: Bool = false) {
        if deleteSelection() || caret == count { return }
        let to = word ? wordEnd(after: caret) : caret + 1
        anchor = to
        insert("")
    }

    // MARK: Moving

    /// Moves the caret to `offset`; `extend` (Shift held) keeps the anchor, so the selection grows.
    mutating func moveCaret(to offset: Int, extend: Bool) {
        caret = min(max(offset, 0), count)
        if !extend { anchor = caret }
    }

    /// ←: one cluster back (`word`: Ctrl, to the start of the word). Without Shift a selection
    /// collapses to its start, as in every desktop text field.
    mutating func moveLeft(extend: Bool, word: Bool) {
        if hasSelection && !extend && !word { moveCaret(to: selection.lowerBound, extend: false); return }
        moveCaret(to: word ? wordStart(before: caret) : caret - 1, extend: extend)
    }

    /// →: one cluster forward (`word`: to the end of the word); a selection collapses to its end.
    mutating func moveRight(extend: Bool, word: Bool) {
        if hasSelection && !extend && !word { moveCaret(to: selection.upperBound, extend: false); return }
        moveCaret(to: word ? wordEnd(after: caret) : caret + 1, extend: extend)
    }

    /// Ctrl+A: everything.
    mutating func selectAll() {
        anchor = 0
        caret = count
    }

    // MARK: Composition (IME pre-edit)

    /// The input method's current pre-edit `string` with its cursor at `cursor` (characters);
    /// an empty string ends the composition. The text is unchanged until the commit arrives as
    /// `insert(_:)` (SDL's `SDL_TEXTEDITING`, then `SDL_TEXTINPUT`).
    mutating func compose(_ string: String, cursor: Int) {
        composition = string.isEmpty ? nil : (string, min(max(cursor, 0), string.count))
    }

    // MARK: Words

    /// Letters, digits and the underscore make words (GTK's and Cocoa's word motion skip the rest).
    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The start of the word before `offset`: back over non-word characters, then over the word.
    func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var i = min(offset, characters.count)
        while i > 0, !Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0, Self.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    /// The end of the word after `offset`: forward over non-word characters, then over the word.
    func wordEnd(after offset: Int) -> Int {
        let characters = Array(text)
        var i = max(offset, 0)
        while i < characters.count, !Self.isWordCharacter(characters[i]) { i += 1 }
        while i < characters.count, Self.isWordCharacter(characters[i]) { i += 1 }
        return i
    }
}
