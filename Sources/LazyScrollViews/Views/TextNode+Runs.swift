import DisplayList
import Foundation
import ScrollCore

// A `TextNode` whose literal holds Markdown (`Text("Cooking for **\(servings)**")`,
// `Text+Markdown.swift`): parsed when its key is written (not for each layout), laid out as
// runs (``StyledTextLayout``) and drawn as one `.text` command per run on each line. Texts of
// one style never come here: ``TextNode/runs`` is nil for them and their path is as it
// was (a literal without `*`, `_`, `` ` ``, `~`, `[` or a backslash is not even parsed).
//
// How a run looks (https://developer.apple.com/documentation/swiftui/text, "Styling the view's
// text"): the text's own font, weight and colour, with Markdown's style over them — strong
// emphasis bold, emphasis italic, code monospaced, strikethrough a line through the run in its
// colour, a link's label in the tint colour (`.tint(_:)`, else the accent colour).
/// What a ``TextNode`` keeps for a text of several runs: the runs parsed from its literal (or
/// flattened from its concatenated pieces), their layouts for the last few proposals, and the
/// runs resolved (fonts, colours) for them.
final class TextRunsState {
    var parsed: [StyledRun]
    /// A concatenation's pieces' own styles (``StyledRun/piece`` indexes them); nil for a
    /// literal's Markdown, whose runs take the text's style.
    let pieces: [TextPieceStyle]?
    var layouts: [(proposal: ProposedViewSize, layout: StyledTextLayout)] = []
    var resolved: [TextRun]?

    init(_ parsed: [StyledRun], pieces: [TextPieceStyle]? = nil) {
        self.parsed = parsed
        self.pieces = pieces
    }

    /// Forgets the layouts and resolved styles (the text or its environment changed).
    func forgetLayouts() {
        layouts.removeAll()
        resolved = nil
    }
}

extension TextNode {
    /// Reads `key`'s Markdown: several runs, or one plain run (markers that style nothing,
    /// escapes) whose text is shown on the plain path. Writes the text's characters into
    /// `written`.
    func writeMarkdown(_ key: LocalizedStringKey, into written: inout String) {
        let parsed = key.markdownRuns ?? []
        if parsed.count == 1 && parsed[0].isPlain {
            written = parsed[0].text
            runs = nil
        } else if parsed.isEmpty {
            written = ""
            runs = nil
        } else {
            written = parsed.map(\.text).joined()
            runs = TextRunsState(parsed)
        }
    }

    /// The runs with their fonts and colours, resolved from the text's style once per layout.
    private func runsForDrawing() -> [TextRun] {
        guard let state = runs else { return [] }
        if let resolved = state.resolved { return resolved }
        let (font, color, _) = style
        let linkColor = (environment.tint ?? .accentColor).resolved(in: environment)
        let strike = _TextDecoration(strikethrough: .init(isActive: true, color: nil))
        let resolved: [TextRun]
        if let pieces = state.pieces {
            // A concatenation: each run in its piece's style (Text+Concatenation.swift), Markdown's over it.
            let styles = resolvedPieces(pieces)
            let measurer = graph.measurer
            let heights = styles.map { CGFloat(measurer.measure("Ag", font: $0.font).height) }
            resolved = state.parsed.map { run in
                let piece = styles[run.piece]
                let font = run.style.applied(to: piece.font), color = run.style.link == nil ? piece.color : linkColor
                let decoration = run.style.strikethrough ? _TextDecoration.over(strike, piece.decoration) : piece.decoration
                guard run.symbol == nil else {  // an image (Text+Image.swift), on the piece's baseline
                    return TextRun.symbol(run, font: font, color: color, decoration: decoration, lineHeight: heights[run.piece],
                                          baseline: (heights[run.piece] * 0.8).rounded(), measurer: measurer)
                }
                return TextRun(text: run.text, font: font, color: color, decoration: decoration, lineHeight: heights[run.piece])
            }
        } else {
            // An image among the runs (Text+Image.swift) sits on the text's baseline.
            let baseline = state.parsed.contains { $0.symbol != nil }
                ? (CGFloat(graph.measurer.measure("Ag", font: font).height) * 0.8).rounded() : 0
            resolved = state.parsed.map { run in
                let runFont = run.style.applied(to: font), runColor = run.style.link == nil ? color : linkColor
                let decoration = run.style.strikethrough ? strike : nil
                guard run.symbol == nil else {
                    return TextRun.symbol(run, font: runFont, color: runColor, decoration: decoration, lineHeight: nil,
                                          baseline: baseline, measurer: graph.measurer)
                }
                return TextRun(text: run.text, font: runFont, color: runColor, decoration: decoration)
            }
        }
        state.resolved = resolved
        return resolved
    }

    /// The runs' layout for `proposal` (the last four kept, as for a text of one style).
    func styledLayout(_ proposal: ProposedViewSize) -> StyledTextLayout {
        let state = runs!  // called only when the text has runs
        for entry in state.layouts where entry.proposal == proposal { return entry.layout }
        let resolved = runsForDrawing()
        let style = style
        let measurer = graph.measurer
        let lineHeight = CGFloat(measurer.measure("Ag", font: style.font).height)
        var layout = StyledTextLayout.layout(resolved, lineHeight: lineHeight, lineLimit: style.lineLimit,
                                             proposal: proposal, measurer: measurer)
        // Several lines: placed as `multilineTextAlignment(_:)` has them (Text+Alignment.swift);
        // each line's runs are drawn from its origin.
        if !layout.result.moreLines.isEmpty { layout.result.align(environment.multilineTextAlignment) }
        if state.layouts.count >= 4 { state.layouts.removeFirst() }
        state.layouts.append((proposal, layout))
        return layout
    }

    /// Draws each line's runs left to right, each with its own lines in its colour (a Markdown
    /// strikethrough, a concatenated piece's lines), then — for a literal's Markdown — the text's
    /// own lines (`underline()`, `strikethrough()` on it or around it) across each whole line in
    /// the text's colour.
    func renderRuns(into context: inout RenderContext) {
        let layout = styledLayout(placedProposal)
        let resolved = runsForDrawing()
        let (font, color, _) = style
        let clipped = context.roundedClip != nil
        let baseline = Double(layout.result.firstBaseline)
        // A concatenation's pieces carry the text's own lines and their own (each piece's wins).
        let lineDecoration = runs?.pieces == nil ? decoration : nil
        var index = 0
        layout.result.forEachLine { line in
            let top = Double(frame.minY + line.origin.y), left = Double(frame.minX + line.origin.x)
            for segment in layout.segments[index] {
                let run = resolved[segment.run]
                let origin = Point(x: left + Double(segment.x), y: top + Double(segment.y))
                let resolved = context.resolve(run.color)
                context.list.text(segment.text, at: Point(x: origin.x, y: origin.y + Double(run.glyphOffset)), run.font, resolved)
                if let lines = run.decoration {
                    lines.draw(origin: origin, width: Double(segment.width),
                               baseline: run.lineHeight.map { Double(($0 * 0.8).rounded()) } ?? baseline,
                               size: run.font.sizePoints, color: resolved, into: &context)
                }
            }
            if clipped { context.clipTextBoxes.append((Point(x: left, y: top), frame)) }
            if let decoration = lineDecoration {
                decoration.draw(origin: Point(x: left, y: top), width: Double(line.width), baseline: baseline,
                                size: font.sizePoints, color: context.resolve(color), into: &context)
            }
            index += 1
        }
    }
}

extension MarkdownStyle {
    /// `font` with this style's emphasis: bold, italic, monospaced code.
    func applied(to font: FontSpec) -> FontSpec {
        var font = font
        if bold { font.weight = .bold }
        if italic { font.italic = true }
        if code { font.monospaced = true }
        return font
    }
}
