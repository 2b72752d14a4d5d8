import DisplayList
import Foundation

// `Text + Text` — SwiftUI's `static func + (lhs: Text, rhs: Text) -> Text`
// (https://developer.apple.com/documentation/swiftui/text/+(_:_:)): "Concatenates the text in
// two text views in a new text view." The result is one text: its pieces flow as one paragraph
// and wrap together (a line may break inside a piece or between two), each piece drawn with the
// modifiers it was given before the `+` (its font, weight, italic, design, colour, lines), and a
// modifier on the whole — `(Text("Total: ") + Text("\(n)").bold()).font(.title)` — reaching the
// pieces that did not set that style themselves: a piece's own modifier wins, as a text's own
// font wins over its container's `.font(_:)`.
//
// How it is kept: `Text.Content.concatenated(pieces)`, one array reference in the text's
// storage (a text of one string is as big as before). The node flattens the pieces into runs
// when the text is written (``TextNode/writeConcatenation(_:into:)``) — each leaf piece one run,
// or its Markdown's runs (`Text("**Total**") + Text(…)`) — and lays them out and draws them as
// a Markdown text's runs (`TextNode+Runs.swift`, ``StyledTextLayout``): one `.text` command per
// run on each line. Pieces of different sizes share a line as on iOS: the line as tall as its
// tallest piece, the pieces on one baseline.
//
// Differs from SwiftUI: `bold(false)` on a piece does not undo a `.bold()` on the whole (as
// `bold(false)` on a text does not undo its container's); a line's height is its tallest
// piece's line height (SwiftUI's: the tallest ascent plus the deepest descent, the same for
// DejaVu's proportional faces).

extension Text {
    /// One text showing `lhs`'s text then `rhs`'s, each piece keeping the modifiers it was given
    /// (SwiftUI's `+(_:_:)`, https://developer.apple.com/documentation/swiftui/text/+(_:_:)).
    /// A modifier applied to the result styles the pieces that did not set the same style:
    ///
    /// ```swift
    /// (Text("Total: ").foregroundStyle(.secondary) + Text("\(count)").bold()).font(.title3)
    /// ```
    ///
    /// draws "Total: " secondary and the count bold, both in `.title3`, wrapping as one
    /// paragraph. `a + b + c` keeps three pieces side by side (not a piece inside a piece) while
    /// no modifier was applied between the `+`s.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var pieces = lhs.concatenatedPieces ?? [lhs]
        if let more = rhs.concatenatedPieces { pieces += more } else { pieces.append(rhs) }
        return Text(concatenating: pieces)
    }

    /// A text of `pieces` shown one after another.
    init(concatenating pieces: [Text]) { storage = .concatenated(pieces) }

    /// The pieces of a concatenation that sets no style of its own (`a + b`, not
    /// `(a + b).bold()`): the next `+` appends to them rather than nesting it.
    private var concatenatedPieces: [Text]? {
        guard case .concatenated(let pieces) = storage, pieceStyle.isPlain else { return nil }
        return pieces
    }

    /// The style this text's own modifiers set, as a piece of a concatenation carries it.
    var pieceStyle: TextPieceStyle { TextPieceStyle(font: font, isBold: isBold, traits: traits, color: color) }
}

/// The style a piece of a concatenated text sets itself, with the styles of the concatenations
/// it sits in (below the text shown) laid under it: `((a.bold() + b) .italic()) + c` gives `a`
/// bold italic, `b` italic, `c` nothing. The shown text's own style and the environment's go
/// under it when the runs are drawn (``TextNode``'s `runsForDrawing`), so that changing them
/// does not flatten the pieces again.
struct TextPieceStyle: Hashable {
    var font: Font?
    var isBold = false
    var traits = FontTraits()
    var color: Color?

    /// Whether no style is set (a piece drawn in the text's own style).
    var isPlain: Bool { font == nil && !isBold && traits == FontTraits() && color == nil }

    /// `inner`'s style laid over this one: each style `inner` sets wins.
    func under(_ inner: TextPieceStyle) -> TextPieceStyle {
        TextPieceStyle(font: inner.font ?? font, isBold: inner.isBold || isBold, traits: inner.traits.over(traits),
                       color: inner.color ?? color)
    }
}

extension Text.Content {
    /// What the pieces of a concatenation show, joined, each literal's Markdown read (its markers
    /// removed): the text's string value, as SwiftUI's text of the concatenation reads.
    static func joined(_ pieces: [Text], environment: EnvironmentValues, now: Date) -> String {
        var joined = ""
        for piece in pieces {
            if case .key(let key) = piece.storage, key.mayHoldMarkdown {
                joined += key.markdownStrippedString
            } else {
                var string = ""
                piece.storage.write(into: &string, environment: environment, now: now)
                joined += string
            }
        }
        return joined
    }
}

extension TextNode {
    /// Flattens a concatenation into runs (``TextRunsState/pieces`` their pieces' styles) and
    /// writes their characters into `written`. Pieces that set no style and no Markdown are one
    /// text of the node's style: `Text("a") + Text("b")` is drawn as `Text("ab")`, on the plain
    /// path.
    func writeConcatenation(_ pieces: [Text], into written: inout String) {
        var parsed: [StyledRun] = []
        var styles: [TextPieceStyle] = []
        flatten(pieces, under: TextPieceStyle(), runs: &parsed, styles: &styles)
        written = parsed.map(\.text).joined()
        if parsed.isEmpty || parsed.allSatisfy({ $0.isPlain && styles[$0.piece].isPlain }) {
            runs = nil
        } else {
            runs = TextRunsState(parsed, pieces: styles)
        }
    }

    /// Appends the runs of `pieces` — each styled over `outer`, the style of the concatenations
    /// around them — to `runs`, and each leaf piece's style to `styles` (a run's
    /// ``StyledRun/piece`` indexes it). Empty pieces add a style and no run.
    private func flatten(_ pieces: [Text], under outer: TextPieceStyle, runs: inout [StyledRun], styles: inout [TextPieceStyle]) {
        for piece in pieces {
            let style = outer.under(piece.pieceStyle)
            if case .concatenated(let inner) = piece.storage {
                flatten(inner, under: style, runs: &runs, styles: &styles)
                continue
            }
            styles.append(style)
            let index = styles.count - 1
            if case .key(let key) = piece.storage, let markdown = key.markdownRuns {
                for run in markdown where !run.text.isEmpty {
                    var run = run
                    run.piece = index
                    runs.append(run)
                }
            } else {
                var string = ""
                piece.storage.write(into: &string, environment: environment, now: graph.now)
                if !string.isEmpty { runs.append(StyledRun(text: string, style: MarkdownStyle(), piece: index)) }
            }
        }
    }

    /// The fonts, colours and lines of a concatenation's pieces, each piece's own style over the
    /// shown text's, over the environment's (`.font(_:)`, `.foregroundStyle(_:)`, `.italic()`,
    /// `.underline()` … around it); the tint for links.
    func resolvedPieces(_ pieces: [TextPieceStyle]) -> [(font: FontSpec, color: RGBAColor, decoration: _TextDecoration?)] {
        let own = text.pieceStyle
        return pieces.map { piece in
            let style = own.under(piece)
            let (font, decoration) = environment.resolvedFontAndDecoration(style.font, ownTraits: style.traits, bold: style.isBold)
            let color = (style.color ?? environment.foregroundColor ?? .primary).resolved(in: environment)
            return (font, color, decoration)
        }
    }
}
