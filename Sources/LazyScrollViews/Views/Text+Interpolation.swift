import Foundation

// A `Text` interpolated into a text's literal — SwiftUI's `appendInterpolation(_:)` of a `Text`
// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-2c5ej):
//
//     Text("You have \(Text("3").bold()) new messages")
//     Text("Updated \(Text(date, style: .relative)) ago").font(.footnote)
//
// The interpolated text keeps its own style and the rest of the literal takes the outer
// text's, as one paragraph. Kept so: at the first `Text` interpolated, the key's parts so far
// become the first of a list of texts (``LocalizedStringKey/texts``), and every later part is a
// text of its own — a literal piece a key (its Markdown read), a value verbatim, an image a
// symbol. `Text(_:)` of such a key is the concatenation of those texts (`Text + Text`,
// Text+Concatenation.swift): the pieces without a style take the modifiers applied to the whole,
// those with one keep it; a date among them ticks. A key without a text interpolated is as it
// was (one nil check where a literal's parts are appended).
//
// Differs from SwiftUI: Markdown does not reach across an interpolated text (a `**` opened
// before it and closed after it is shown as written); a key holding texts given where a plain
// string is asked for (a title that takes a key) shows their characters without their styles.

extension LocalizedStringKey {
    /// Appends `text` as a part of its own; the parts before it become the first text.
    @usableFromInline mutating func appendText(_ text: Text) {
        if texts == nil {
            let before = self
            self = LocalizedStringKey()
            texts = before.count > 0 ? [Text(before)] : []
        }
        texts?.append(text)
    }

    /// A literal piece (a key of its own: its Markdown is read) or a value (verbatim) after a
    /// text was interpolated.
    @usableFromInline @inline(never) mutating func appendToTexts(_ piece: Piece, isValue: Bool) {
        switch piece {
        case .string(let string):
            texts?.append(isValue ? Text(verbatim: string) : Text(LocalizedStringKey(stringLiteral: string)))
        case .integer(let value):
            texts?.append(Text(verbatim: String(value)))
        }
    }
}
