import Foundation

// Markdown in a `Text` made from a string literal, as SwiftUI reads it.
//
// Apple (https://developer.apple.com/documentation/swiftui/text, "Styling the view's text" and
// "Localizing strings"): a text initialized with a string literal uses
// `init(_:tableName:bundle:comment:)`, which takes the literal as a `LocalizedStringKey`; such a
// text "supports Markdown" — `Text("**Bold** and _italic_")` draws bold and italic runs, not
// asterisks. `Text(verbatim:)` and `Text(someString)` (a `String` value, the `StringProtocol`
// initializer) show their characters as they are. Values interpolated into the literal
// (`Text("Hi **\(name)**")`) are inserted as they are: their own `*` or `_` are not Markdown.
//
// What is read — the inline syntax SwiftUI's `Text` shows (Foundation's
// `AttributedString(markdown:)` with inline-only syntax, which follows CommonMark and GitHub's
// strikethrough extension):
// - `*italic*` and `_italic_`, `**bold**` and `__bold__`, `***bold italic***`, nested as
//   CommonMark nests them (its delimiter-run rules: flanking, the rule of 3, no `_` emphasis
//   inside a word);
// - `` `code` ``: monospaced, nothing inside it read as Markdown;
// - `~~strikethrough~~` (and `~one~`: GitHub's extension takes one or two tildes);
// - `[label](https://…)`: the label drawn in the tint colour (the accent colour by default);
// - a backslash before ASCII punctuation shows that character (`\*` is an asterisk);
// - markers that do not pair up (`2 * 3`, `**open`) are drawn as written, as Foundation does.
//
// Differs from SwiftUI: a link's label is drawn in the tint colour but a tap does not open it
// yet (use `Link` for a tappable link); autolinks (`<https://…>`), images and inline HTML are
// drawn as written; there is no localisation (the key is its own text).

/// The inline styles Markdown gives a run of text.
struct MarkdownStyle: Hashable, Sendable {
    var bold = false
    var italic = false
    /// A code span: drawn monospaced.
    var code = false
    var strikethrough = false
    /// A link's destination as written (nil: not a link).
    var link: String?

    var isPlain: Bool { self == MarkdownStyle() }
}

/// A run of text in one style, parsed from a literal's Markdown.
struct StyledRun: Hashable, Sendable {
    var text: String
    var style: MarkdownStyle
    /// In a concatenation (`Text+Concatenation.swift`), the index of the piece it comes from in
    /// ``TextRunsState/pieces``; 0 otherwise.
    var piece = 0
    /// An image in the text (`Text(Image(systemName:))`, `"\(Image(systemName:))"`;
    /// Text+Image.swift): the symbol's name, ``text`` its glyph (or its name when unmapped).
    /// Nil for characters.
    var symbol: String? = nil

    /// Characters in no style of their own: a text of this one run is drawn on the plain path.
    var isPlain: Bool { style.isPlain && symbol == nil }
}

extension LocalizedStringKey {
    /// The key's text as runs, its Markdown read; nil when no literal piece holds a marker
    /// character (``mayHoldMarkdown``: such a key is not parsed). One plain run (or none) when
    /// the markers style nothing (`snake_case`, `2 * 3`, `\*`): the node then shows that
    /// run's text on the plain path.
    var markdownRuns: [StyledRun]? {
        guard mayHoldMarkdown else { return nil }
        var parser = InlineMarkdownParser()
        forEachPiece { text, isLiteral in parser.add(text, isLiteral: isLiteral) }
        let runs = parser.parse()
        return values & Self.holdsImages == 0 ? runs : Self.splittingImages(runs)  // Text+Image.swift
    }

    /// The key's text with its Markdown read: markers removed (what a plain string shows of
    /// it, e.g. a navigation title).
    var markdownStrippedString: String {
        guard let runs = markdownRuns else { return string }
        return runs.filter { $0.symbol == nil }.map(\.text).joined()  // an image is no character
    }
}

/// An inline Markdown parser after CommonMark's algorithm (https://spec.commonmark.org/0.31.2/,
/// "Phase 2: inline structure", its delimiter stack and "process emphasis"), for the inline
/// syntax listed at the top of this file. Characters added as not literal (interpolated values)
/// are text whatever they are, but count as the characters around a marker (flanking).
struct InlineMarkdownParser {
    private var characters: [Character] = []
    private var isLiteral: [Bool] = []

    mutating func add(_ text: String, isLiteral literal: Bool) {
        for character in text {
            characters.append(character)
            isLiteral.append(literal)
        }
    }

    private enum Kind { case text, code, delimiter, bracket }
    private struct Token {
        var kind: Kind
        var text: String
        var style = MarkdownStyle()
        // A delimiter run (`*`, `_`, `~`): its character, the characters left, its length.
        var mark: Character = " "
        var count = 0
        var length = 0
        var canOpen = false
        var canClose = false
        /// A bracket taken by a link (drawn as nothing).
        var isRemoved = false
    }
    private var tokens: [Token] = []
    /// Token indices of the delimiter runs not yet matched, in order.
    private var delimiters: [Int] = []
    /// The `[` openers: token index, ``delimiters``' count when pushed, whether still active.
    private var brackets: [(token: Int, bottom: Int, isActive: Bool)] = []

    /// The runs of the text added: adjacent runs of one style joined, empty ones dropped.
    mutating func parse() -> [StyledRun] {
        var index = 0
        let count = characters.count
        while index < count {
            let character = characters[index]
            guard isLiteral[index] else { appendText(String(character)); index += 1; continue }
            switch character {
            case "\\":
                if index + 1 < count, isLiteral[index + 1], Self.isASCIIPunctuation(characters[index + 1]) {
                    appendText(String(characters[index + 1]))
                    index += 2
                } else {
                    appendText("\\")
                    index += 1
                }
            case "`":
                index = codeSpan(at: index)
            case "*", "_", "~":
                index = delimiterRun(at: index)
            case "[":
                tokens.append(Token(kind: .bracket, text: "["))
                brackets.append((tokens.count - 1, delimiters.count, true))
                index += 1
            case "]":
                index = closeBracket(at: index)
            default:
                appendText(String(character))
                index += 1
            }
        }
        processEmphasis(bottom: 0)
        var runs: [StyledRun] = []
        for token in tokens where !token.isRemoved {
            let text = token.kind == .delimiter ? String(repeating: token.mark, count: token.count) : token.text
            guard !text.isEmpty else { continue }
            var style = token.style
            if token.kind == .code { style.code = true }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += text
            } else {
                runs.append(StyledRun(text: text, style: style))
            }
        }
        return runs
    }

    private mutating func appendText(_ text: String) {
        // Not into a link's label just closed (styled already): the text after it is not the link.
        if let last = tokens.last, last.kind == .text, last.style.isPlain {
            tokens[tokens.count - 1].text += text
        } else {
            tokens.append(Token(kind: .text, text: text))
        }
    }

    /// Length of the run of literal `character`s starting at `index`.
    private func runLength(of character: Character, at index: Int) -> Int {
        var end = index
        while end < characters.count, isLiteral[end], characters[end] == character { end += 1 }
        return end - index
    }

    /// A code span from the backtick run at `index` to the next literal run of as many
    /// backticks (CommonMark 6.1); the run alone, as text, when there is none. Returns the
    /// index after what was read.
    private mutating func codeSpan(at index: Int) -> Int {
        let length = runLength(of: "`", at: index)
        var search = index + length
        while search < characters.count {
            guard isLiteral[search], characters[search] == "`" else { search += 1; continue }
            let closing = runLength(of: "`", at: search)
            if closing == length {
                var content = String(characters[(index + length)..<search]).replacingOccurrences(of: "\n", with: " ")
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                tokens.append(Token(kind: .code, text: content))
                return search + closing
            }
            search += closing
        }
        appendText(String(repeating: "`", count: length))
        return index + length
    }

    /// A run of `*`, `_` or `~` at `index`: whether it can open and close emphasis from the
    /// characters around it (CommonMark 6.2's left- and right-flanking rules). Returns the
    /// index after it.
    private mutating func delimiterRun(at index: Int) -> Int {
        let mark = characters[index]
        let length = runLength(of: mark, at: index)
        if mark == "~" && length > 2 {  // GitHub's strikethrough: one or two tildes
            appendText(String(repeating: "~", count: length))
            return index + length
        }
        let before: Character? = index > 0 ? characters[index - 1] : nil
        let after: Character? = index + length < characters.count ? characters[index + length] : nil
        let whitespaceBefore = before.map(\.isWhitespace) ?? true, whitespaceAfter = after.map(\.isWhitespace) ?? true
        let punctuationBefore = before.map(Self.isPunctuation) ?? false, punctuationAfter = after.map(Self.isPunctuation) ?? false
        let leftFlanking = !whitespaceAfter && (!punctuationAfter || whitespaceBefore || punctuationBefore)
        let rightFlanking = !whitespaceBefore && (!punctuationBefore || whitespaceAfter || punctuationAfter)
        var token = Token(kind: .delimiter, text: "", mark: mark, count: length, length: length)
        if mark == "_" {
            token.canOpen = leftFlanking && (!rightFlanking || punctuationBefore)
            token.canClose = rightFlanking && (!leftFlanking || punctuationAfter)
        } else {
            token.canOpen = leftFlanking
            token.canClose = rightFlanking
        }
        tokens.append(token)
        delimiters.append(tokens.count - 1)
        return index + length
    }

    /// A `]`: with an active `[` before it and an inline destination after it (`(url)` or
    /// `(url "title")`), a link — its label's emphasis processed, the label styled as a link,
    /// links before it no longer able to open (no links in links). Otherwise a `]` as text.
    private mutating func closeBracket(at index: Int) -> Int {
        guard let opener = brackets.last else { appendText("]"); return index + 1 }
        guard opener.isActive, let link = inlineDestination(after: index) else {
            brackets.removeLast()
            appendText("]")
            return index + 1
        }
        let (destination, end) = link
        processEmphasis(bottom: opener.bottom)
        tokens[opener.token].isRemoved = true
        for label in (opener.token + 1)..<tokens.count { tokens[label].style.link = destination }
        brackets.removeLast()
        for earlier in brackets.indices { brackets[earlier].isActive = false }
        return end
    }

    /// The destination of an inline link whose `]` is at `index`: `(destination)` or
    /// `(destination "title")` right after it, all literal; with the index after its `)`.
    private func inlineDestination(after index: Int) -> (String, Int)? {
        var at = index + 1
        func literal(_ character: Character) -> Bool {
            at < characters.count && isLiteral[at] && characters[at] == character
        }
        func skipSpaces() { while at < characters.count, isLiteral[at], characters[at].isWhitespace { at += 1 } }
        guard literal("(") else { return nil }
        at += 1
        skipSpaces()
        var destination = ""
        if literal("<") {
            at += 1
            while at < characters.count, !literal(">") {
                guard isLiteral[at], characters[at] != "\n" else { return nil }
                destination.append(characters[at]); at += 1
            }
            guard literal(">") else { return nil }
            at += 1
        } else {
            var depth = 0
            while at < characters.count, isLiteral[at], !characters[at].isWhitespace {
                let character = characters[at]
                if character == "(" { depth += 1 }
                if character == ")" { if depth == 0 { break }; depth -= 1 }
                destination.append(character); at += 1
            }
            guard depth == 0 else { return nil }
        }
        skipSpaces()
        if let close: Character = literal("\"") ? "\"" : literal("'") ? "'" : nil {
            at += 1
            while at < characters.count, !literal(close) { guard isLiteral[at] else { return nil }; at += 1 }
            guard literal(close) else { return nil }
            at += 1
            skipSpaces()
        }
        guard literal(")") else { return nil }
        return (destination, at + 1)
    }

    /// CommonMark's "process emphasis" over the delimiters from `bottom` on: each closer
    /// matched with the nearest opener of its kind before it, the text between styled, the
    /// delimiters between dropped (drawn as text); then all of them are taken off the stack.
    private mutating func processEmphasis(bottom: Int) {
        var closer = bottom
        while closer < delimiters.count {
            let closing = delimiters[closer]
            guard tokens[closing].canClose else { closer += 1; continue }
            var opener = closer - 1
            while opener >= bottom && !pairs(delimiters[opener], closing) { opener -= 1 }
            guard opener >= bottom else {
                if tokens[closing].canOpen { closer += 1 } else { delimiters.remove(at: closer) }
                continue
            }
            let opening = delimiters[opener]
            let mark = tokens[closing].mark
            let used = mark == "~" ? tokens[closing].count
                : (tokens[opening].count >= 2 && tokens[closing].count >= 2 ? 2 : 1)
            for inside in (opening + 1)..<closing {
                switch (mark, used) {
                case ("~", _): tokens[inside].style.strikethrough = true
                case (_, 2): tokens[inside].style.bold = true
                default: tokens[inside].style.italic = true
                }
            }
            tokens[opening].count -= used
            tokens[closing].count -= used
            delimiters.removeSubrange((opener + 1)..<closer)
            closer = opener + 1
            if tokens[opening].count == 0 { delimiters.remove(at: opener); closer -= 1 }
            if tokens[closing].count == 0 { delimiters.remove(at: closer) }
        }
        if bottom < delimiters.count { delimiters.removeSubrange(bottom...) }
    }

    /// Whether the delimiter run `opening` can close with `closing`: the same character, an
    /// opener, and — for `*` and `_` — CommonMark's rule of 3; for `~`, runs of one length.
    private func pairs(_ opening: Int, _ closing: Int) -> Bool {
        let o = tokens[opening], c = tokens[closing]
        guard o.mark == c.mark, o.canOpen, o.count > 0 else { return false }
        if c.mark == "~" { return o.count == c.count }
        if (o.canClose || c.canOpen) && (o.length + c.length) % 3 == 0 && !(o.length % 3 == 0 && c.length % 3 == 0) {
            return false
        }
        return true
    }

    private static func isASCIIPunctuation(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    /// CommonMark's punctuation: Unicode P and S categories (ASCII punctuation among them).
    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }
}
