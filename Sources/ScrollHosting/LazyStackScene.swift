import DisplayList
import LazyLayout
import Painting
import ScrollCore

/// A scene whose scroll view is one ``LazyStackContent``: the ``ScrollContent`` requirements
/// forward to it, so a scene states only what is its own (data, painters, keys).
@MainActor
public protocol LazyStackScene: WindowContent {
    associatedtype Source: LazyStackDataSource
    /// The scene's scroll view content.
    var stackContent: LazyStackContent<Source> { get }
}

extension LazyStackScene {
    public var axis: Axis { stackContent.axis }
    public var background: Color { stackContent.background }
    public var elementCount: Int { stackContent.elementCount }

    public func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        stackContent.constraints(viewport: viewport, scrollOffset: scrollOffset)
    }
    public func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        stackContent.layout(constraints, into: &result)
    }
    public func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        stackContent.paint(result, viewport: viewport, context: context, into: &list)
    }
    public func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        stackContent.nestedScrollViews(result, viewport: viewport)
    }
    public func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? { stackContent.nestedContent(id) }
    public func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        stackContent.jump(toElement: index, at: anchor, constraints: constraints)
    }
    public func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        stackContent.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }
    public func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        stackContent.jump(toEdge: edge, constraints: constraints)
    }
    public func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        stackContent.estimatedOffset(toEdge: edge, constraints: constraints)
    }
    /// The data source's ids of the visible elements, in order.
    public func visibleIDs(_ result: LayoutResult) -> [String] {
        result.placed.filter(\.isVisible).map { "\(stackContent.id(of: $0.path))" }
    }
}
