import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting

/// A `ScrollView`'s node: its content as a ``ViewListSource`` under the lazy engine
/// (`LazyStackContent`), which the host scrolls when this is the window's scroll view.
final class ScrollViewNode: ViewNode {
    let axis: Axis
    var showsIndicators = true
    var content: ViewNode?
    let source: ViewListSource
    private(set) var stack: LazyStackContent<ViewListSource>!
    /// The shape of the sections the engine knows (row counts, header, footer), to tell it
    /// what changed when the content is evaluated again.
    private var structure: [(count: Int, header: Bool, footer: Bool)] = []
    private(set) var lastResult: LayoutResult?
    /// Made rows that were visible in the last pass.
    private(set) var visibleRows: Set<ObjectIdentifier> = []
    /// Whether the host scrolls this one (the window's scroll view): then its layout comes from
    /// the host's pass with the physics offset, and painting uses that result.
    var isPrimary = false
    /// The host's paint context for this frame (time, nested scroll views).
    var hostedPaintContext: PaintContext?

    init(axis: Axis, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.axis = axis
        source = ViewListSource(axis: axis)
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
        stack = LazyStackContent(source: source, axis: axis == .vertical ? .vertical : .horizontal, cacheExtent: 250) { _, _, _, _ in }
        stack.painter = { [unowned self] element, frame, list, _ in self.paintRow(element, frame: frame, into: &list) }
    }

    override var debugName: String? { "ScrollView" }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    /// The lazy stack directly inside, if the content is one.
    private var lazyStack: LazyStackNode? {
        var list: [ViewNode] = []
        content?.appendSubviews(to: &list)
        return list.count == 1 ? list[0] as? LazyStackNode : nil
    }

    /// The content was evaluated again: rebuild the sections and tell the engine what changed.
    func contentChanged() {
        let lazy = lazyStack
        source.rebuild(from: lazy?.content ?? content)
        if let configuration = lazy?.configuration {
            stack.spacing = Double(configuration.spacing ?? 8)
            source.spacing = configuration.spacing ?? 8
            source.crossFraction = configuration.crossFraction
            stack.pinnedViews = PinnedViews(rawValue: Int(configuration.pinnedViews.rawValue))
            stack.alignment = configuration.crossFraction < 0.25 ? .leading : configuration.crossFraction > 0.75 ? .trailing : .center
        } else {
            stack.spacing = 0
            stack.pinnedViews = []
        }
        let new: [(count: Int, header: Bool, footer: Bool)] = (0..<source.sectionCount).map {
            (count: source.itemCount(inSection: $0), header: source.hasHeader(inSection: $0), footer: source.hasFooter(inSection: $0))
        }
        var changes: [DataChange] = []
        if new.count == structure.count && zip(new, structure).allSatisfy({ $0.header == $1.header && $0.footer == $1.footer }) {
            // Same sections: rows added or removed at the end (a pager appending a page).
            for (s, (newShape, oldShape)) in zip(new, structure).enumerated() where newShape.count != oldShape.count {
                changes.append(newShape.count > oldShape.count ? .insertItems(section: s, rows: oldShape.count..<newShape.count)
                                                               : .removeItems(section: s, rows: newShape.count..<oldShape.count))
            }
        } else {
            changes = (0..<structure.count).reversed().map { DataChange.removeSection(at: $0) }
                + new.enumerated().map { DataChange.insertSection(at: $0.offset, itemCount: $0.element.count, hasHeader: $0.element.header, hasFooter: $0.element.footer) }
        }
        structure = new
        if !changes.isEmpty || lastResult == nil { stack.update(source: source, changes: changes) }
        invalidateLayout()
    }

    /// Rows whose views changed since they were measured are measured again in the next pass.
    private func remeasureChangedRows() {
        guard let result = lastResult else { return }
        for element in result.placed {
            guard let node = source.existingNode(at: element.path), source.needsRemeasure(node) else { continue }
            source.forgetRow(node)
            stack.invalidateExtent(of: element.path)
        }
    }

    // MARK: Scrolling (the host drives these through ViewScene)

    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        stack.constraints(viewport: viewport, scrollOffset: scrollOffset)
    }

    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        remeasureChangedRows()
        stack.layout(constraints, into: &result)
        lastResult = result
        // Evict what the engine no longer holds; remember what is on screen.
        var keep: [ObjectIdentifier: Set<AnyHashable>] = [:]
        var visible = Set<ObjectIdentifier>()
        for element in result.placed {
            guard let node = source.node(at: element.path) else { continue }
            if element.isVisible { visible.insert(ObjectIdentifier(node)) }
            if let forEach = node.parent as? LazyForEachNode {
                keep[ObjectIdentifier(forEach), default: []].insert(source.id(of: element.path))
            }
        }
        visibleRows = visible
        forEachLazyForEach(content) { $0.evict(keeping: keep[ObjectIdentifier($0)] ?? []) }
    }

    /// Elements its `ForEach`es made (content closure calls) since they were made.
    var resolvedElements: Int {
        var total = 0
        forEachLazyForEach(content) { total += $0.elementsMade }
        return total
    }

    private func forEachLazyForEach(_ node: ViewNode?, _ body: (LazyForEachNode) -> Void) {
        guard let node else { return }
        if let forEach = node as? LazyForEachNode {
            body(forEach)
            if !forEach.elements.elementsAreSections { return }
        }
        if node.isDisplayable && !(node is LazyStackNode) && node !== self { return }
        for child in node.children { forEachLazyForEach(child, body) }
    }

    /// The paint in progress, shared by reference so rows can add to it while the engine holds
    /// the display list (a value held here would be accessed twice at once).
    private final class RowPaint {
        var context: RenderContext
        init(_ context: RenderContext) { self.context = context }
    }
    private var rowPaint: RowPaint?

    /// Paints the content; rows add their tap targets and outlines to `context`.
    func paint(_ result: LayoutResult, viewport: Rect, context: inout RenderContext, paintContext: PaintContext) -> PaintStats {
        var rows = context
        rows.list = DisplayList()
        rows.tapTargets = []
        rows.debugBounds = []
        let paint = RowPaint(rows)
        rowPaint = paint
        defer { rowPaint = nil }
        let stats = stack.paint(result, viewport: viewport, context: paintContext, into: &context.list)
        context.tapTargets += paint.context.tapTargets
        context.debugBounds += paint.context.debugBounds
        return stats
    }

    /// Draws one row at `frame` (the scroll view's drawing space): the row was placed at the
    /// origin when it was measured; a translation moves it.
    private func paintRow(_ element: PlacedElement, frame: Rect, into list: inout DisplayList) {
        guard let paint = rowPaint, let node = source.node(at: element.path) else { return }
        swap(&paint.context.list, &list)
        defer { swap(&paint.context.list, &list) }
        let cross = CGFloat(axis == .vertical ? frame.width : frame.height)
        let child = source.placedChild(of: node, cross: cross)
        paint.context.transformed(by: .translation(x: frame.minX, y: frame.minY)) { context in
            renderChild(child, into: &context)
        }
    }

    // MARK: As a plain view (a scroll view inside other content)

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    override func render(into context: inout RenderContext) {
        if isPrimary, let result = lastResult {
            context.clipped(to: frame) { context in
                _ = paint(result, viewport: frame.core, context: &context, paintContext: hostedPaintContext ?? .plain)
            }
            return
        }
        // Nested scroll views are drawn at their start (scrolling them arrives with the
        // nested-scroll model of the view layer).
        let viewport = frame.core
        var constraints = stack.constraints(viewport: viewport.size, scrollOffset: 0)
        constraints.scrollVelocity = 0
        var result = lastResult ?? LayoutResult(constraints: constraints)
        layout(constraints, into: &result)
        context.clipped(to: frame) { context in
            _ = paint(result, viewport: viewport, context: &context, paintContext: .plain)
        }
    }
}
