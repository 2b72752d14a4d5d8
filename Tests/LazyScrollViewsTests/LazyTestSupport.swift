import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import Testing
import TestSupport
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

extension ScrollDriver {
    /// The window rect of swipe row `index` (its swipe actions' area), as last drawn. Rows are
    /// drawn top to bottom; a row with actions on both edges has two swipe nodes on one rect.
    func swipeRowRect(_ index: Int) -> CGRect {
        var rects: [CGRect] = []
        for target in scene.host.graph.swipeTargets {
            let r = target.rect.applying(target.toWindow)
            let rect = CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
            if rects.last != rect { rects.append(rect) }
        }
        return rects[index]
    }

    /// A mouse drag on swipe row `index` from its middle by `dxs` (cumulative translations), a
    /// frame after each, released; then `settleFrames` frames: the row settles (0.35 s), or
    /// slides out and collapses before a destructive action runs (0.5 s), so 40 see it done
    /// (`SwipeActionsAnimationTests` pins the motion).
    func dragSwipe(row index: Int, _ dxs: [CGFloat], settleFrames: Int = 40) {
        let rect = swipeRowRect(index)
        let host = scene.host
        #expect(host.beginSwipe(at: CGPoint(x: rect.midX, y: rect.midY)))
        for dx in dxs { host.moveSwipe(translation: dx); frame() }
        host.endSwipe()
        for _ in 0..<settleFrames { frame() }
    }

    /// Swipe row `index`'s node for `edge`'s actions (nil: the first drawn on that row).
    func swipeNode(row index: Int, edge: HorizontalEdge? = nil) -> SwipeActionsNode {
        let rect = swipeRowRect(index)
        return scene.host.graph.swipeTargets.first {
            abs($0.rect.applying($0.toWindow).minY - rect.minY) < 1e-9 && (edge == nil || $0.node.edge == edge)
        }!.node
    }
}

/// Where each string of `list` is drawn (its layout box's top-left), the enclosing transforms
/// applied; a string drawn twice keeps its last place. The test-support target's walker, which
/// the host's window tests share: named here so that this target's files need no import of it.
func drawnTexts(in list: DisplayList) -> [String: Point] { TestSupport.drawnTexts(in: list) }
