import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
@testable import LazyScrollViews

/// A window whose content holds a `ScrollView`, driven frame by frame as the app host drives it
/// (advance, constraints, layout, paint) with a scroll offset the test chooses instead of
/// physics.
@MainActor
final class ScrollDriver<Root: View> {
    let scene: ViewScene<Root>
    let size: Size
    private(set) var result: LayoutResult
    private(set) var list = DisplayList()
    private var time = 0.0
    /// Whether each frame ends with the host's idle step (`prepareForNextFrame`: idle-time
    /// prefetch), as the app host's frame loop does after presenting.
    var idleStep = false
    /// Bodies evaluated inside the last frame (advance, layout, paint), not in its idle step.
    private(set) var bodiesInLastFrame = 0

    init(_ view: Root, width: Double = 300, height: Double = 200) {
        size = Size(width: width, height: height)
        scene = ViewScene(name: "test", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: size)
        result = LayoutResult(constraints: LayoutConstraints(viewportSize: size, scrollOffset: 0))
        frame(offset: 0)
    }

    /// One frame with the scroll view at `offset` (the engine may correct it; ``offset`` is what it settled on).
    func frame(offset: Points? = nil) {
        time += 1.0 / 60
        let bodies = scene.host.graph.stats.bodyEvaluations
        defer {
            bodiesInLastFrame = scene.host.graph.stats.bodyEvaluations - bodies
            if idleStep { scene.prepareForNextFrame() }
        }
        scene.advance(to: time)
        let constraints = scene.constraints(viewport: size, scrollOffset: offset ?? result.scrollOffset)
        scene.layout(constraints, into: &result)
        list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size), context: PaintContext(timeSeconds: time, paintNested: { _, _, _ in }), into: &list)
    }

    /// Scrolls in steps of at most half a viewport, as a drag would, to `target`.
    func scroll(to target: Points) {
        var offset = result.scrollOffset
        var frames = 0
        while abs(target - offset) > 1e-9 {
            offset += max(-size.height / 2, min(size.height / 2, target - offset))
            frame(offset: offset)
            offset = result.scrollOffset
            frames += 1
            precondition(frames < 10_000, "scroll(to: \(target)) stuck at \(offset) (content \(result.contentExtent))")
        }
    }

    var offset: Points { result.scrollOffset }
    var scrollView: ScrollViewNode { scene.host.primaryScrollView! }

    /// Where each string was drawn (its layout box's top-left, window points), the enclosing
    /// transforms applied; a string drawn twice keeps its last place.
    var texts: [String: Point] { drawnTexts(in: list) }
}

/// Where each string of `list` is drawn (its layout box's top-left), the enclosing transforms
/// applied; a string drawn twice keeps its last place.
func drawnTexts(in list: DisplayList) -> [String: Point] {
    var found: [String: Point] = [:]
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .text(let text, let origin, _, _): found[text] = stack.last!.apply(origin)
        default: break
        }
    }
    return found
}
