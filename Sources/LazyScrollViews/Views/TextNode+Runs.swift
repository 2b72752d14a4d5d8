import DisplayList
import Foundation
import ScrollCore

// A `TextNode` whose literal holds Markdown (`Text("Cooking for **\(servings)**")`,
// `Text+Markdown.swift`): parsed when its key is written (not for each layout), laid out as
// runs (``StyledTextLayout``) and drawn as one `.text` command per run on each line. Texts of
// one style never come here: ``TextNode/styledRuns`` is nil for them and their path is as it
// was (a literal without `*`, `_`, `` ` ``, `~`, `[` or a backslash is not even parsed).
//
// How a run looks (https://developer.apple.com/documentation/swiftui/text, "Styling the view's
// text"): the text's own font, weight and colour, with Markdown's style over them — strong
// emphasis bold, emphasis italic, code monospaced, strikethrough a line through the run in its
// colour, a link's label in the tint colour (`.tint(_:)`, else the accent colour).
extension TextNode {
    /// Reads `key`'s Markdown: several runs, or one plain run (markers that style nothing,
    /// escapes) whose text is shown on the plain path. Writes the text's characters into
    /// `written`.
    func writeMarkdown(_ key: LocalizedStringKey, into written: inout String) {
        let runs = key.markdownRuns ?? []
        if runs.count == 1 && runs[0].style.isPlain {
            written = runs[0].text
            if styledRuns != nil { styledRuns = nil }
        } else if runs.isEmpty {
            written = ""
            if styledRuns != nil { styledRuns = nil }
        } else {
            written = runs.map(\.text).joined()
            styledRuns = runs
        }
    }

    /// Forgets the runs' layouts and resolved styles (the text or its environment changed).
    func forgetRunLayouts() {
        styledLayouts.removeAll()
        resolvedRuns = nil
    }

    /// The runs with their fonts and colours, resolved from the text's style once per layout.
    private func runsForDrawing() -> [TextRun] {
        if let resolvedRuns { return resolvedRuns }
        let (font, color, _) = style
        let linkColor = (environment.tint ?? .accentColor).resolved(in: environment)
        let runs = (styledRuns ?? []).map { run in
            var runFont = font
            if run.style.bold { runFont.weight = .bold }
            if run.style.italic { runFont.italic = true }
            if run.style.code { runFont.monospaced = true }
            return TextRun(text: run.text, font: runFont, color: run.style.link == nil ? color : linkColor,
                           strikethrough: run.style.strikethrough)
        }
        resolvedRuns = runs
        return runs
    }

    /// The runs' layout for `proposal` (the last four kept, as for a text of one style).
    func styledLayout(_ proposal: ProposedViewSize) -> StyledTextLayout {
        for entry in styledLayouts where entry.proposal == proposal { return entry.layout }
        let runs = runsForDrawing()
        let style = style
        let measurer = graph.measurer
        let lineHeight = CGFloat(measurer.measure("Ag", font: style.font).height)
        let layout = StyledTextLayout.layout(runs, lineHeight: lineHeight, lineLimit: style.lineLimit,
                                             proposal: proposal, measurer: measurer)
        if styledLayouts.count >= 4 { styledLayouts.removeFirst() }
        styledLayouts.append((proposal, layout))
        return layout
    }

    /// Draws each line's runs left to right, a strikethrough run crossed in its colour, then
    /// the text's own lines (`underline()`, `strikethrough()` on it or around it) across each
    /// whole line in the text's colour.
    func renderRuns(into context: inout RenderContext) {
        let layout = styledLayout(placedProposal)
        let runs = runsForDrawing()
        let (font, color, _) = style
        let clipped = context.roundedClip != nil
        let baseline = Double(layout.result.firstBaseline)
        let strike = _TextDecoration(strikethrough: .init(isActive: true, color: nil))
        var index = 0
        layout.result.forEachLine { line in
            let top = Double(frame.minY + line.origin.y), left = Double(frame.minX + line.origin.x)
            for segment in layout.segments[index] {
                let run = runs[segment.run]
                let origin = Point(x: left + Double(segment.x), y: top)
                let resolved = context.resolve(run.color)
                context.list.text(segment.text, at: origin, run.font, resolved)
                if run.strikethrough {
                    strike.draw(origin: origin, width: Double(segment.width), baseline: baseline,
                                size: run.font.sizePoints, color: resolved, into: &context)
                }
            }
            if clipped { context.clipTextBoxes.append((Point(x: left, y: top), frame)) }
            if let decoration {
                decoration.draw(origin: Point(x: left, y: top), width: Double(line.width), baseline: baseline,
                                size: font.sizePoints, color: context.resolve(color), into: &context)
            }
            index += 1
        }
    }
}
