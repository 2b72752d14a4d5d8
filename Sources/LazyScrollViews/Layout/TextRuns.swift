import DisplayList
import Foundation

/// A run of a styled text resolved for drawing: its characters, font, colour, and the lines
/// drawn with it alone. Made from a ``StyledRun`` and the text's own style (Markdown bold on a
/// `.title` text is a bold title), or a concatenated piece's (`Text+Concatenation.swift`).
struct TextRun: Hashable {
    var text: String
    var font: FontSpec
    var color: RGBAColor
    /// Lines under and through this run only: Markdown's `~~…~~`, a concatenated piece's
    /// `strikethrough()` and `underline()` (nil: none).
    var decoration: _TextDecoration?
    /// The run's font's line height where runs of different sizes share the text (a
    /// concatenation's pieces): a line is as tall as its tallest run, the runs on one baseline.
    /// Nil: the text's line height (Markdown's runs, all of the text's size).
    var lineHeight: CGFloat?
    /// How far below the run's top its characters are drawn: 0, or — for a symbol in the text
    /// (Text+Image.swift), drawn in a face of other proportions — what puts the symbol face's
    /// baseline on the run's.
    var glyphOffset: CGFloat = 0

    /// Whether the run is a symbol drawn in the symbol face (no "…" is drawn in it).
    var isSymbolGlyph: Bool { font.isSymbol }
}

/// A piece of one run on one laid-out line: drawn as one `.text` command at `x` from the text's
/// left edge.
struct TextRunSegment: Hashable {
    /// The run's index in the runs laid out.
    var run: Int
    var text: String
    var x: CGFloat
    var width: CGFloat
    /// From the line's top down to the run's top: 0, or — on a line with a taller run — what
    /// puts this run's baseline on the line's.
    var y: CGFloat = 0
}

/// The layout of a text made of runs of different styles (Markdown in a string literal,
/// `Text+Markdown.swift`): as ``TextLayout`` lays out a text of one style — wrapped greedily at
/// spaces, inside a word only when the word alone is too wide, each "\n" a new line, the line
/// limit and a short proposed height ending the last line kept with "…" — with each line's
/// width the sum of its runs' widths, each run measured in its own font. `result` is what
/// sizing and ``TextLayoutResult``'s readers see (each line's whole text); `segments` the runs
/// drawn on each line.
struct StyledTextLayout {
    var result: TextLayoutResult
    var segments: [[TextRunSegment]]

    /// - Parameter lineHeight: the text's base font's line height: every line's, unless runs
    ///   give their own (``TextRun/lineHeight``: a line is then as tall as its tallest run, and
    ///   a line without runs this tall).
    static func layout(_ runs: [TextRun], lineHeight: CGFloat, lineLimit: Int?, proposal: ProposedViewSize,
                       measurer: any TextMeasurer) -> StyledTextLayout {
        let maxWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let fitWidth = maxWidth.map { $0 + TextLayout.fitTolerance }
        var builder = LineBuilder(runs: runs, measurer: measurer)

        var lines: [[Piece]] = []
        for paragraph in paragraphs(of: runs) {
            lines += wrap(paragraph, maxWidth: fitWidth, builder: &builder)
        }

        let mixed = runs.contains { $0.lineHeight != nil }
        func height(of line: [Piece]) -> CGFloat {
            line.reduce(nil as CGFloat?) { max($0 ?? 0, runs[$1.run].lineHeight ?? lineHeight) } ?? lineHeight
        }
        var keep = TextLayout.linesKept(of: lines.count, lineLimit: lineLimit, height: mixed ? nil : proposal.height,
                                        lineHeight: lineHeight)
        if mixed, let proposed = proposal.height, proposed.isFinite {
            // As many lines as the height holds, each as tall as its tallest run (at least one).
            var total: CGFloat = 0, fitting = 0
            for line in lines.prefix(keep) {
                total += height(of: line)
                guard total <= proposed + 0.001 else { break }
                fitting += 1
            }
            keep = min(keep, max(1, fitting))
        }
        if keep < lines.count {
            // The rest of the text cut: the last line kept ends with "…", in its last run's style.
            var last = lines[keep - 1]
            // (Not a symbol's run: its face has no "…".)
            let ellipsisRun = last.last(where: { !runs[$0.run].isSymbolGlyph })?.run
                ?? lines[keep].first(where: { !runs[$0.run].isSymbolGlyph })?.run
                ?? runs.indices.first(where: { !runs[$0].isSymbolGlyph }) ?? last.last?.run ?? 0
            let limit = fitWidth ?? .infinity
            func withEllipsis(_ line: [Piece]) -> [Piece] {
                var trimmed = line
                while let end = trimmed.last, end.text.last == " " || end.text.isEmpty {
                    trimmed[trimmed.count - 1].text.removeLast(end.text.isEmpty ? 0 : 1)
                    if trimmed[trimmed.count - 1].text.isEmpty { trimmed.removeLast() }
                }
                // Measured again from scratch: the pieces cut short have stale widths.
                return builder.appending(trimmed + [Piece(run: ellipsisRun, text: TextLayout.ellipsis, width: 0)], to: [])
            }
            while !last.isEmpty && builder.width(of: withEllipsis(last)) > limit {
                last[last.count - 1].text.removeLast()
                if last[last.count - 1].text.isEmpty { last.removeLast() }
            }
            lines = Array(lines[..<(keep - 1)]) + [withEllipsis(last)]
        }

        var textLines: [TextLine] = []
        var segments: [[TextRunSegment]] = []
        var widest: CGFloat = 0
        let baseline = (lineHeight * 0.8).rounded()
        // Runs of one height: each line `lineHeight` tall, its baseline 80 % down (as
        // ``TextLayout``'s). Runs of several: each line as tall as its tallest run, each run's
        // top moved down so that its baseline (80 % of its own height) sits on the line's.
        var top: CGFloat = 0
        var baselines: (first: CGFloat, last: CGFloat) = (baseline, baseline)
        for (index, line) in lines.enumerated() {
            let lineTop = mixed ? top : CGFloat(index) * lineHeight
            let tallest = mixed ? height(of: line) : lineHeight
            let lineBaseline = (tallest * 0.8).rounded()
            var x: CGFloat = 0
            var placed: [TextRunSegment] = []
            for piece in line {
                let own = runs[piece.run].lineHeight.map { ($0 * 0.8).rounded() } ?? baseline
                placed.append(TextRunSegment(run: piece.run, text: piece.text, x: x, width: piece.width,
                                             y: mixed ? lineBaseline - own : 0))
                x += piece.width
            }
            widest = max(widest, x)
            segments.append(placed)
            textLines.append(TextLine(text: line.map(\.text).joined(), origin: CGPoint(x: 0, y: lineTop), width: x))
            if index == 0 { baselines.first = lineTop + lineBaseline }
            baselines.last = lineTop + lineBaseline
            top = lineTop + tallest
        }
        let reported = maxWidth.map { min($0, widest) } ?? widest
        let height = mixed && !textLines.isEmpty ? top : CGFloat(max(1, textLines.count)) * lineHeight
        let result = TextLayoutResult(size: CGSize(width: reported, height: height), lines: textLines,
                                      firstBaseline: baselines.first,
                                      lastBaseline: mixed ? baselines.last : CGFloat(max(0, textLines.count - 1)) * lineHeight + baseline)
        return StyledTextLayout(result: result, segments: segments)
    }

    /// Characters of one run on a line, with their width in its font (0 until measured).
    struct Piece {
        var run: Int
        var text: String
        var width: CGFloat
    }

    /// A paragraph's words, each a list of pieces (a word may change style inside), and the run
    /// of each space between two words.
    struct Paragraph {
        var words: [[Piece]] = [[]]
        var spaces: [Int] = []
    }

    /// The runs split at "\n" into paragraphs and at " " into words.
    static func paragraphs(of runs: [TextRun]) -> [Paragraph] {
        var paragraphs = [Paragraph()]
        for (index, run) in runs.enumerated() {
            for (lineIndex, line) in run.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if lineIndex > 0 { paragraphs.append(Paragraph()) }
                for (wordIndex, word) in line.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                    if wordIndex > 0 {
                        paragraphs[paragraphs.count - 1].spaces.append(index)
                        paragraphs[paragraphs.count - 1].words.append([])
                    }
                    if !word.isEmpty {
                        let last = paragraphs[paragraphs.count - 1].words.count - 1
                        paragraphs[paragraphs.count - 1].words[last].append(Piece(run: index, text: String(word), width: 0))
                    }
                }
            }
        }
        return paragraphs
    }

    /// Greedy wrap of one paragraph, as ``TextLayout``'s `wrap` does with one style; with no
    /// width, the paragraph on one line.
    private static func wrap(_ paragraph: Paragraph, maxWidth: CGFloat?, builder: inout LineBuilder) -> [[Piece]] {
        var lines: [[Piece]] = []
        var current: [Piece] = []
        var currentWidth: CGFloat = 0
        for (index, word) in paragraph.words.enumerated() {
            guard let maxWidth else {
                // No width: the whole paragraph, spaces and all, on one line.
                if index > 0 { current = builder.appending([Piece(run: paragraph.spaces[index - 1], text: " ", width: 0)], to: current) }
                current = builder.appending(word, to: current)
                continue
            }
            if !current.isEmpty && currentWidth > maxWidth { lines.append(current); current = [] }
            let startsLine = current.isEmpty
            let candidate = startsLine ? builder.appending(word, to: [])
                : builder.appending([Piece(run: paragraph.spaces[index - 1], text: " ", width: 0)] + word, to: current)
            let candidateWidth = builder.width(of: candidate)
            if candidateWidth <= maxWidth { current = candidate; currentWidth = candidateWidth; continue }
            if !startsLine { lines.append(current); current = [] }
            let alone = startsLine ? candidate : builder.appending(word, to: [])
            let aloneWidth = builder.width(of: alone)
            if aloneWidth <= maxWidth { current = alone; currentWidth = aloneWidth; continue }
            // A word wider than the line breaks between characters.
            for piece in word {
                for character in piece.text {
                    let next = Piece(run: piece.run, text: String(character), width: 0)
                    if !current.isEmpty && currentWidth > maxWidth {
                        lines.append(current)
                        current = builder.appending([next], to: []); currentWidth = builder.width(of: current)
                        continue
                    }
                    let grown = builder.appending([next], to: current)
                    let grownWidth = builder.width(of: grown)
                    if grownWidth > maxWidth && !current.isEmpty {
                        lines.append(current)
                        current = builder.appending([next], to: []); currentWidth = builder.width(of: current)
                    } else {
                        current = grown; currentWidth = grownWidth
                    }
                }
            }
        }
        if maxWidth == nil { return [current] }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Joins pieces into a line, a piece of the same run as the line's last merged into it,
    /// and measures each piece changed in its run's font.
    struct LineBuilder {
        let runs: [TextRun]
        let measurer: any TextMeasurer

        func appending(_ pieces: [Piece], to line: [Piece]) -> [Piece] {
            var line = line
            var changed = Set<Int>()
            for piece in pieces where !piece.text.isEmpty {
                if let last = line.last, last.run == piece.run {
                    line[line.count - 1].text += piece.text
                } else {
                    line.append(piece)
                }
                changed.insert(line.count - 1)
            }
            for index in changed {
                line[index].width = CGFloat(measurer.measure(line[index].text, font: runs[line[index].run].font).width)
            }
            return line
        }

        func width(of line: [Piece]) -> CGFloat { line.reduce(0) { $0 + $1.width } }
    }
}
