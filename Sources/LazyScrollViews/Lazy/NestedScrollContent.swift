import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting

/// A `ScrollView` inside another view's content, as the host's scroll machinery sees it: the
/// host owns its position (physics, axis lock, hand-off at the edges to the nearest scroll view
/// on the same axis) and calls ``layout(_:into:)`` with that offset; the view paints the result
/// when its ancestor draws it. Kept by id, so the position survives the row that holds the view
/// being destroyed and made again (the node is then a new one).
///
/// Main-actor isolated, as `ScrollContent` is: the host's frame loop calls it on the main
/// actor, checked by the compiler (no run-time check, no closure per call).
@MainActor
final class NestedScrollContent: ScrollContent {
    /// The view, as of the last frame that reported it.
    weak var node: ScrollViewNode?
    let axis: CoreAxis
    /// Whether this is the horizontal axis of a two-axis scroll view (ScrollViewNode+CrossAxis.swift):
    /// its layout only measures the content's width and keeps the offset for painting.
    let isCrossAxis: Bool
    /// The edge a `scrollTo(edge:)` on the cross axis puts at the viewport's in the next layout.
    var pendingCrossEdge: ScrollEdge?
    /// Where the view was in the window when it was last reported (a lifted row's autoscroll
    /// zone is at its edges).
    var windowFrame: CGRect = .zero

    init(node: ScrollViewNode, crossAxis: Bool = false) {
        self.node = node
        isCrossAxis = crossAxis
        axis = crossAxis || node.axis == .horizontal ? .horizontal : .vertical
    }

    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        if let node, !isCrossAxis { return node.constraints(viewport: viewport, scrollOffset: scrollOffset) }
        return LayoutConstraints(axis: axis, viewportSize: viewport, scrollOffset: scrollOffset)
    }

    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        if isCrossAxis { crossLayout(constraints, into: &result); return }
        guard let node else { result = LayoutResult(constraints: constraints); return }
        node.layout(constraints, into: &result)
        node.isHostDriven = true
    }

    /// The view draws itself when its ancestor renders (with its tap targets and transforms);
    /// the host's paint call has nothing left to do.
    func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        PaintStats()
    }

    func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        guard let node, !isCrossAxis else { return [] }
        return node.nestedScrollViews(result, viewport: viewport)
    }

    func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? {
        node?.graph.liveNestedContent(id)
    }

    var elementCount: Int {
        guard let node, !isCrossAxis else { return 0 }
        node.updateContentIfNeeded()
        return node.stack.elementCount
    }
    /// A `scrollTo` on a `ScrollPosition` bound to this scroll view (`.scrollPosition($p)` on
    /// the nested `ScrollView` or inside it).
    func takeScrollRequests() -> [SceneCommand] {
        // A row of this list lifted by its handle near its top or bottom edge (List+Reorder.swift).
        if !isCrossAxis, let node, let autoscroll = node.graph.reorderAutoscrollCommand(for: node, visible: windowFrame, at: node.graph.timeSeconds) {
            return [autoscroll]
        }
        guard let command = isCrossAxis ? node?.takeCrossScrollCommand() : node?.takeScrollCommand() else { return [] }
        return [command]
    }
    func userDidScroll() { node?.userDidScroll() }
    func scrollActivity(_ activity: ScrollActivityKind) {
        if isCrossAxis { node?.crossScrollActivity = activity } else { node?.scrollActivity = activity }
    }
    var scrollBehavior: ScrollBehavior {
        guard let node else { return .automatic }
        return isCrossAxis ? node.crossScrollBehavior : node.scrollBehavior
    }
    /// Clear: the view's own background (if any) is drawn by its ancestors' views.
    var background: RGBAColor { RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }

    func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        if isCrossAxis { return }                        // no elements across: the rows are vertical
        node?.stack.jump(toElement: index, at: anchor, constraints: constraints)
    }
    func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        guard let node, !isCrossAxis else { return 0 }
        return node.stack.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }
    func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        if isCrossAxis { pendingCrossEdge = edge; return }
        node?.stack.jump(toEdge: edge, constraints: constraints)
    }
    func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        guard let node else { return 0 }
        if isCrossAxis {
            return edge == .start ? 0 : max(0, node.crossContentExtent - constraints.viewportExtent)
        }
        return node.stack.estimatedOffset(toEdge: edge, constraints: constraints)
    }
    /// Idle time: the nested stack makes its next rows ready and maps the memory its next
    /// measurements need (``ScrollViewNode/prepareForNextFrame()``).
    func prepareForNextFrame() { if !isCrossAxis { node?.prepareForNextFrame() } }
}

extension ScrollViewNode {
    /// The scroll views inside this one's visible rows (not inside those), with window frames:
    /// a row is placed in its own space at the origin and drawn translated to its element's
    /// frame, and the element's frame is relative to `viewport`.
    func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        var views: [NestedScrollView] = []
        // A two-axis view's horizontal model first (laid out before the views in its rows).
        if scrollsBothAxes { views.append(registerCrossAxis(windowFrame: viewport)) }
        for element in result.placed where element.isVisible && !element.isCollapsed {
            guard let row = source.existingNode(at: element.path) else { continue }
            var ordinal = 0
            // Asked only of rows that hold a scroll view: an id is an `AnyHashable`, boxed
            // on the heap, and most rows hold none.
            var rowID: AnyHashable?
            let origin = CGPoint(x: viewport.minX + element.frame.minX - crossOffset, y: viewport.minY + element.frame.minY)
            row.forEachScrollView { nested in
                let elementID = rowID ?? source.id(of: element.path)
                rowID = elementID
                let id = nestedID.inRow(elementID, ordinal: ordinal)
                ordinal += 1
                views.append(nested.register(id: id, windowFrame: nested.frame.offsetBy(dx: origin.x, dy: origin.y)))
            }
        }
        return views
    }

    /// Gives this view its nested id and the content object the host drives it through; its
    /// `overscrollBehavior` tells the host whether it chains to the scroll view around it.
    func register(id: ScrollViewID, windowFrame: CGRect) -> NestedScrollView {
        nestedID = id
        if let existing = graph.nestedContents[id] { existing.node = self } else { graph.nestedContents[id] = NestedScrollContent(node: self) }
        graph.nestedContents[id]?.windowFrame = windowFrame
        return NestedScrollView(id: id, axis: axis == .horizontal ? .horizontal : .vertical, frame: windowFrame.core,
                                overscroll: environment.overscrollBehavior)
    }
}

extension ViewNode {
    /// Calls `body` for each scroll view in this subtree that is not inside another one.
    func forEachScrollView(_ body: (ScrollViewNode) -> Void) {
        if let scroll = self as? ScrollViewNode { body(scroll); return }
        forEachChild { $0.forEachScrollView(body) }
    }
}
