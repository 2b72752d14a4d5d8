import DisplayList
import Foundation
import ScrollCore

// An `Image`'s content transition: an animated change of picture or symbol draws the old one
// leaving and the new one arriving — a cross-fade (`.opacity`, the default; `.interpolate` and the
// numeric ones, which have nothing to interpolate in a picture), or a symbol replacement
// (`.symbolEffect(.replace)`). "Symbol images created with the init(systemName:) initializer work
// the same way as text: … When interpolation is unavailable, the system uses an opacity
// transition instead" (https://developer.apple.com/documentation/swiftui/contenttransition/interpolate).

/// An image's content transition in flight.
struct ImageContentRun {
    var old: Image
    var oldFrame: CGRect
    var replace: ReplaceSymbolEffect.Style?
    var startSeconds: Double
    var animation: Animation
}

extension ImageNode {
    /// Before an update changes the picture, in an animated transaction whose content transition
    /// is not `.identity`: what it shows now. Nil when no animation applies or it was never placed.
    func contentRunBeforeChange() -> ImageContentRun? {
        guard let (animation, kind) = contentTransitionForChange() else { return nil }
        var replace: ReplaceSymbolEffect.Style?
        if case .symbolReplace(let style) = kind { replace = style }
        return ImageContentRun(old: image, oldFrame: frame, replace: replace, startSeconds: graph.timeSeconds, animation: animation)
    }

    func startContentRun(_ run: ImageContentRun) {
        contentRun = run
        contentRunStarted(at: run.startSeconds, animation: run.animation)
    }

    /// Draws the old picture leaving and the new arriving; false once the animation is over.
    func renderContentRun(into context: inout RenderContext) -> Bool {
        guard let run = contentRun else { return false }
        guard let p = contentRunProgress(startSeconds: run.startSeconds, animation: run.animation, at: context.timeSeconds) else {
            contentRun = nil
            return false
        }
        // (scale, opacity) of the old and the new: a replacement scales them, a cross-fade does not.
        let (oldScale, oldOpacity, newScale): (Double, Double, Double) = switch run.replace {
        case .downUp?: (1 - 0.4 * p, 1 - p, 0.6 + 0.4 * p)
        case .upUp?: (1 + 0.4 * p, 1 - p, 0.6 + 0.4 * p)
        case .offUp?: (1, 0, 0.6 + 0.4 * p)
        case nil: (1, 1 - p, 1)
        }
        if oldOpacity > 0 {
            // The old picture, drawn by this node as it was: its value and frame for a moment.
            var shown = run.old, shownFrame = run.oldFrame
            swap(&shown, &image)
            swap(&shownFrame, &frame)
            draw(scale: oldScale, opacity: oldOpacity, into: &context)
            swap(&shown, &image)
            swap(&shownFrame, &frame)
        }
        if p > 0 { draw(scale: newScale, opacity: p, into: &context) }
        return true
    }

    private func draw(scale: Double, opacity: Double, into context: inout RenderContext) {
        let centre = ScrollCorePoint(x: Double(frame.midX), y: Double(frame.midY))
        context.withOpacity(opacity) { context in
            if scale == 1 { renderContent(into: &context); return }
            context.transformed(by: .about(centre, .scale(scale, scale))) { renderContent(into: &$0) }
        }
    }
}
