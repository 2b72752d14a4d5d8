import DisplayList
import Foundation

// A `Text`'s content transition (`contentTransition(_:)`, ContentTransition.swift): the node
// keeps what it showed before an animated change and draws old and new together until the
// animation ends. Apple: "Content transitions only take effect within transactions that apply
// an Animation" (https://developer.apple.com/documentation/swiftui/contenttransition).

extension TextNode {
    /// Before an update changes the text: in an animated transaction (`withAnimation`,
    /// `animation(_:value:)`) whose content transition is not `.identity`, what the text shows
    /// now — where a run in flight would have left it is not kept: the new run starts from the
    /// old content as drawn at rest. Nil when no animation applies (one check, no environment
    /// look-up) or the text was never placed.
    func contentRunBeforeChange() -> TextContentRun? {
        guard let (animation, kind) = contentTransitionForChange() else { return nil }
        let (font, color, _) = style
        let old = layout(placedProposal)
        var run = TextContentRun(kind: kind, oldString: string, oldLayout: old, oldFrame: frame,
                                 oldFont: font, oldColor: color, startSeconds: graph.timeSeconds, animation: animation)
        if kind.isNumeric, old.moreLines.isEmpty {
            run.oldCharacters = TextContentRun.place(string, font: font, measurer: graph.measurer)
        }
        return run
    }

    /// After the update wrote the new text: the run starts (frames keep coming until it ends).
    func startContentRun(_ run: TextContentRun) {
        var run = run
        if case .numericValue(let value) = run.kind {
            run.rollsUp = TextContentRun.rollsUp(run.kind, previousValue: lastNumericValue, oldString: run.oldString, newString: string)
            lastNumericValue = value
        } else {
            run.rollsUp = TextContentRun.rollsUp(run.kind, previousValue: nil, oldString: run.oldString, newString: string)
        }
        contentRun = run
        contentRunStarted(at: run.startSeconds, animation: run.animation)
    }

    /// Draws the text in the middle of its content transition; false once the animation is
    /// over (the run is dropped and the text draws as usual).
    func renderContentRun(into context: inout RenderContext) -> Bool {
        guard var run = contentRun else { return false }
        guard let p = contentRunProgress(startSeconds: run.startSeconds, animation: run.animation, at: context.timeSeconds) else {
            contentRun = nil
            return false
        }
        let result = layout(placedProposal)
        let (font, color, _) = style
        let newColor = context.resolve(color), oldColor = context.resolve(run.oldColor)
        switch run.kind {
        case .interpolate where run.oldString == string && run.oldFont == font:
            // "Matching glyph pairs can animate changes to their color, position, size": the
            // same glyphs, the colour between the two (the position is the layout's animation).
            draw(result, at: frame.origin, font: font, color: mix(oldColor, newColor, p), into: &context)
        case .numeric, .numericValue:
            guard let old = run.oldCharacters, run.oldLayout.moreLines.isEmpty, result.moreLines.isEmpty,
                  let oldLine = run.oldLayout.firstLine, let newLine = result.firstLine else { fallthrough }
            if run.newCharacters == nil {
                run.newCharacters = TextContentRun.place(string, font: font, measurer: graph.measurer)
                contentRun = run
            }
            roll(old: old, oldLine: oldLine, new: run.newCharacters!, newLine: newLine, run: run, font: font,
                 colors: (oldColor, newColor), progress: p, into: &context)
        default:
            // Cross-fade: the old content where it was, fading out; the new where it is, in.
            draw(run.oldLayout, at: run.oldFrame.origin, font: run.oldFont, color: oldColor.opacity(1 - p), into: &context)
            draw(result, at: frame.origin, font: font, color: newColor.opacity(p), into: &context)
        }
        return true
    }

    /// The lines of `layout` with their top-left at `origin` (the parent's space), and the
    /// text's decoration lines with them.
    private func draw(_ layout: TextLayoutResult, at origin: CGPoint, font: FontSpec, color: RGBAColor, into context: inout RenderContext) {
        guard color.alpha > 0 else { return }   // fully faded: nothing to draw
        layout.forEachLine { line in
            context.list.text(line.text, at: .init(x: Double(origin.x + line.origin.x), y: Double(origin.y + line.origin.y)), font, color)
        }
        guard let decoration else { return }
        let baseline = Double(layout.firstBaseline)
        layout.forEachLine { line in
            decoration.draw(origin: .init(x: Double(origin.x + line.origin.x), y: Double(origin.y + line.origin.y)),
                            width: Double(line.width), baseline: baseline, size: font.sizePoints, color: color, into: &context)
        }
    }

    /// `numericText`: characters matched from the trailing end (a number's units stay units);
    /// one that stays slides from its old place to its new one, one that changed rolls — the
    /// old up and out, the new in from below (the other way when counting down), half a line.
    private func roll(old: [TextContentRun.PlacedCharacter], oldLine: TextLine, new: [TextContentRun.PlacedCharacter], newLine: TextLine,
                      run: TextContentRun, font: FontSpec, colors: (old: RGBAColor, new: RGBAColor), progress p: Double,
                      into context: inout RenderContext) {
        let oldOrigin = CGPoint(x: run.oldFrame.minX + oldLine.origin.x, y: run.oldFrame.minY + oldLine.origin.y)
        let newOrigin = CGPoint(x: frame.minX + newLine.origin.x, y: frame.minY + newLine.origin.y)
        let shift = Double(run.oldLayout.size.height) / 2 * (run.rollsUp ? 1 : -1)
        for k in 0..<max(old.count, new.count) {
            let o = old.count - 1 - k, n = new.count - 1 - k
            if o >= 0, n >= 0, old[o].character == new[n].character {
                let from = Double(oldOrigin.x + old[o].x), to = Double(newOrigin.x + new[n].x)
                let y = Double(oldOrigin.y) + Double(newOrigin.y - oldOrigin.y) * p
                context.list.text(new[n].character, at: .init(x: from + (to - from) * p, y: y), font, colors.new)
                continue
            }
            if o >= 0, p < 1 {
                context.list.text(old[o].character, at: .init(x: Double(oldOrigin.x + old[o].x), y: Double(oldOrigin.y) - shift * p),
                                  run.oldFont, colors.old.opacity(1 - p))
            }
            if n >= 0, p > 0 {
                context.list.text(new[n].character, at: .init(x: Double(newOrigin.x + new[n].x), y: Double(newOrigin.y) + shift * (1 - p)),
                                  font, colors.new.opacity(p))
            }
        }
    }
}
