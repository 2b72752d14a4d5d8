import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

// Dragging a row by its reorder handle in edit mode — what `onMove(perform:)` is for
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)). A press
// on the handle (≡) lifts the row: it follows the pointer, drawn over the others on the page's
// background; the rows it passes make room (each moves a row's height out of its way); letting go
// calls the action with the row's offset and SwiftUI's destination — the offset before which
// to insert it in the data as it was (`move(fromOffsets:toOffset:)`'s argument). Dropped where
// it was, nothing is called. Held within `ReorderMetrics.edgeZone` of the list's top or bottom
// edge, the list scrolls that way, faster the deeper the pointer is in the zone
// (`ReorderMetrics.autoscrollSpeed(depth:)`), stepped by frame time.

/// The numbers of a row drag.
enum ReorderMetrics {
    /// How far from the list's top or bottom edge autoscroll starts: a row's height (44 pt, the
    /// standard row). UIKit does not document its zone; Flutter's `ReorderableListView`
    /// (`EdgeDraggingAutoScroller`) scrolls once the dragged item's edge crosses the viewport's.
    static let edgeZone: CGFloat = 44
    /// The autoscroll speed with the pointer at the edge itself (points per second).
    static let maximumAutoscrollSpeed: CGFloat = 1000
    /// Points per second at `depth` points into the zone (0 at its inner border, the maximum at
    /// the edge and past it): proportional to the depth, as Flutter's `EdgeDraggingAutoScroller`
    /// and AppKit's autoscroll grow with how far the pointer is past the edge.
    static func autoscrollSpeed(depth: CGFloat) -> CGFloat {
        maximumAutoscrollSpeed * min(1, max(0, depth) / edgeZone)
    }
    /// A row moving out of the lifted row's way, or back: ease in and out over 0.25 s (UIKit's
    /// table animates its rows aside in about that; it documents no number).
    static let shiftAnimation = Animation.easeInOut(duration: 0.25)
}

/// A row of a `ForEach` with `onDelete` or `onMove`; while `moves` (in edit mode, with
/// `onMove`) its handle can drag it. Always there, so that entering edit mode keeps the row's
/// identity (and its views' `@State`); not moving, it is only its content.
struct _ReorderableRow<Content: View>: View {
    let content: Content
    let id: AnyHashable
    let actions: ListRowEditActions
    var moves: Bool
    var body: Never { fatalError("_ReorderableRow is primitive") }
}

/// The reorder handle inside a `_ReorderableRow`: a press on it lifts the row.
struct _ReorderHandle<Content: View>: View {
    let content: Content
    var body: Never { fatalError("_ReorderHandle is primitive") }
}

extension _ReorderableRow: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ReorderRowNode(id: id, actions: actions, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.moves = moves
        node.content = reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ReorderRowNode
        node.id = id
        node.actions = actions
        node.moves = moves
        node.content = reconcile(node.content, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
        node.invalidateLayout()
    }
}

extension _ReorderHandle: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ReorderHandleNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ReorderHandleNode
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        node.invalidateLayout()
    }
}

final class ReorderRowNode: SingleChildNode {
    var id: AnyHashable
    var actions: ListRowEditActions
    /// Whether the row can be dragged now (edit mode, `onMove`): only then is it registered for
    /// the drag and drawn shifted; otherwise it draws its content and nothing else.
    var moves = false
    /// How much of the row's height is gone (0 … 1) while a deletion collapses it
    /// (List+DeleteCollapse.swift).
    var collapsed: CGFloat = 0
    private var cachedEnvironment: (parent: EnvironmentValues, child: EnvironmentValues)?

    /// The content's environment: the row's, with the collapser its "Delete" button calls.
    override var childEnvironment: EnvironmentValues {
        if let cachedEnvironment, cachedEnvironment.parent.isIdentical(to: environment) { return cachedEnvironment.child }
        var env = environment
        env.rowCollapser = RowCollapser(row: self)
        cachedEnvironment = (environment, env)
        return env
    }

    /// As the content, less the part a collapse has taken (in a `List` the list shrinks the
    /// whole row instead: ViewListSource.placeListRow).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = super.computeSize(proposal)
        guard collapsed > 0, environment.listStyle == nil else { return size }
        return CGSize(width: size.width, height: size.height * (1 - collapsed))
    }

    init(id: AnyHashable, actions: ListRowEditActions, viewType: Any.Type, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.id = id
        self.actions = actions
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    /// The scroll view the row is in (the list autoscroll moves).
    var scrollView: ScrollViewNode? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollViewNode { return scroll }
            node = current.parent
        }
        return nil
    }

    /// The `ForEach` the row is an element of: a row moves among its own `ForEach`'s rows only
    /// (its offsets are in that `ForEach`'s data; another section's are in another's).
    var owner: ObjectIdentifier? {
        var node = parent
        while let current = node {
            if current is ForEachNode || current is LazyForEachNode { return ObjectIdentifier(current) }
            node = current.parent
        }
        return nil
    }

    /// Whether `other` moves with this row: a live row of the same `ForEach`, which can move.
    func isSibling(_ other: ReorderRowNode, owner: ObjectIdentifier?) -> Bool {
        other !== self && !other.isDestroyed && other.actions.onMove != nil && other.owner == owner
    }

    /// The content is offered the row's whole size (its bounds), so that it fills the row.
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }

    override func render(into context: inout RenderContext) {
        guard moves else { super.render(into: &context); return }
        let rect = listRowRect
        let window = rect.transformed(by: context.transform)
        graph.reorderRows.append(ReorderRowTarget(windowRect: window, node: self))
        guard let child else { return }
        guard let session = graph.reorderSession else { renderChild(child, into: &context); return }
        // The lifted row is drawn last, over the others (ViewHost.renderLiftedRow); here it
        // leaves its gap.
        if session.row === self {
            session.toWindow = context.transform
            session.localRect = rect
            return
        }
        let shift = session.presentedShift(of: self, at: context.timeSeconds)
        context.transformed(by: .translation(x: 0, y: Double(shift))) { renderChild(child, into: &$0) }
    }

    /// Draws the lifted row where the pointer holds it: its card on the page's background.
    func renderLifted(_ session: ReorderSession, into context: inout RenderContext) {
        guard let child, let toWindow = session.toWindow else { return }
        let rect = session.localRect
        let center = CGPoint(x: rect.midX, y: rect.midY).transformed(by: toWindow)
        let lift = DrawTransform.translation(x: 0, y: Double(session.liftedCenterY - center.y))
        context.transformed(by: toWindow.then(lift)) { lifted in
            lifted.fill(rect, lifted.appearance(.systemBackground))
            renderChild(child, into: &lifted)
        }
    }
}

extension ViewNode {
    /// Whether this node is `ancestor` or lies in its subtree.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension CGRect {
    func transformed(by transform: DrawTransform) -> CGRect {
        let a = CGPoint(x: minX, y: minY).transformed(by: transform), b = CGPoint(x: maxX, y: maxY).transformed(by: transform)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
extension CGPoint {
    func transformed(by transform: DrawTransform) -> CGPoint {
        let p = transform.apply(Point(x: Double(x), y: Double(y)))
        return CGPoint(x: p.x, y: p.y)
    }
}

final class ReorderHandleNode: SingleChildNode {
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
    /// The press area is the handle's column over the row's whole height, to the row's trailing
    /// edge — UIKit's reorder control is as tall as its cell — not the glyph's 17 pt: a press a
    /// little above or below the three lines lifts the row too.
    override func render(into context: inout RenderContext) {
        if let row = ancestorRow, row.moves {
            let glyph = frame.transformed(by: context.transform)
            var area = glyph
            // The row registered itself just before drawing its content (ReorderRowNode.render).
            if let rowRect = graph.reorderRows.last(where: { $0.node === row })?.windowRect {
                area = CGRect(x: glyph.minX, y: rowRect.minY,
                              width: max(glyph.maxX, rowRect.maxX) - glyph.minX, height: rowRect.height)
            }
            graph.reorderHandles.append(ReorderHandleTarget(windowRect: area, row: row))
        }
        if let child { renderChild(child, into: &context) }
    }
    private var ancestorRow: ReorderRowNode? {
        var node = parent
        while let current = node {
            if let row = current as? ReorderRowNode { return row }
            node = current.parent
        }
        return nil
    }
}

/// A row that can move, where the last frame drew it (window points, before any shift). Held
/// strongly (the lists are refilled every frame): an event between frames may destroy the row
/// (a tap that deletes it), and a later event of the batch still reads it — as a destroyed
/// node, which the reorder skips.
struct ReorderRowTarget {
    let windowRect: CGRect
    let node: ReorderRowNode
}
/// A reorder handle, where the last frame drew it (window points); held strongly, as above.
struct ReorderHandleTarget {
    let windowRect: CGRect
    let row: ReorderRowNode
}

/// A row drag going on.
@MainActor
final class ReorderSession {
    let row: ReorderRowNode
    /// The row's `ForEach` (`ReorderRowNode.owner`): the rows it moves among.
    let owner: ObjectIdentifier?
    /// The list that autoscrolls under the row.
    private(set) weak var scrollView: ScrollViewNode?
    /// The row's offset in its `ForEach`'s data (found again at the drop: the data may have
    /// changed while the row was held).
    private(set) var source: Int
    /// The pointer's y less the lifted row's centre's, kept while it moves (window points).
    let grab: CGFloat
    /// The row's height: how far the rows it passes move out of its way.
    let height: CGFloat
    /// Where the pointer is (window points).
    var pointerY: CGFloat
    /// The offsets in the data of the owner's rows, found once each (by id: only the owner's
    /// rows are asked, so ids of another `ForEach` cannot collide here).
    private var offsets: [AnyHashable: Int] = [:]
    /// The destination as of the last frame (SwiftUI's: before which offset to insert).
    private(set) var destination: Int
    /// The lifted row's drawing space and rect, as of the last frame it was laid out in.
    var toWindow: DrawTransform?
    var localRect: CGRect = .zero
    /// The last frame's time (autoscroll steps by it).
    var lastTime: Double?

    init(row: ReorderRowNode, source: Int, pointerY: CGFloat, rowRect: CGRect) {
        self.row = row
        owner = row.owner
        scrollView = row.scrollView
        self.source = source
        self.pointerY = pointerY
        grab = pointerY - rowRect.midY
        height = rowRect.height
        destination = source
    }

    /// Finds the row's offset again and forgets the others' (the data may have changed while
    /// it was held: a refresh inserted rows). False when the row is gone from the data.
    func refreshOffsets() -> Bool {
        offsets.removeAll()
        guard !row.isDestroyed, let found = row.actions.offsetOf(row.id) else { return false }
        source = found
        return true
    }

    /// Where the lifted row's centre is (window points).
    var liftedCenterY: CGFloat { pointerY - grab }

    func offset(of node: ReorderRowNode) -> Int? {
        if let known = offsets[node.id] { return known }
        let found = node.actions.offsetOf(node.id)
        offsets[node.id] = found
        return found
    }

    /// The destination from the rows drawn: past the middle of a row below, the lifted row goes
    /// after it; above the middle of a row above, before it. The rows lie in data order, so the
    /// furthest row passed decides, whether or not those between are drawn.
    func updateDestination(rows: [ReorderRowTarget]) {
        let center = liftedCenterY
        var below: Int?, above: Int?
        for target in rows where row.isSibling(target.node, owner: owner) {
            guard let offset = offset(of: target.node) else { continue }
            if offset > source, target.windowRect.midY < center { below = max(below ?? offset, offset) }
            if offset < source, target.windowRect.midY > center { above = min(above ?? offset, offset) }
        }
        destination = below.map { $0 + 1 } ?? above ?? source
    }

    /// How far row `node` moves to make room: up a row's height when the lifted row passed it
    /// going down, down when it passed it going up.
    func shift(of node: ReorderRowNode) -> CGFloat {
        guard row.isSibling(node, owner: owner), let offset = offset(of: node) else { return 0 }
        if offset > source, offset < destination { return -height }
        if offset < source, offset >= destination { return height }
        return 0
    }

    /// The rows moving aside, each from the shift it was drawn at to its new one, since when
    /// (``presentedShift(of:at:)``).
    private var shiftMoves: [ObjectIdentifier: (from: CGFloat, to: CGFloat, startSeconds: Double)] = [:]

    /// Where row `node` is drawn at `time`: on its way to its ``shift(of:)``, which it moves to
    /// over ``ReorderMetrics/shiftAnimation`` from wherever it was when that changed — rows
    /// slide out of the lifted row's way, as a `UITableView`'s do, rather than jump.
    func presentedShift(of node: ReorderRowNode, at time: Double) -> CGFloat {
        let target = shift(of: node)
        let key = ObjectIdentifier(node)
        let animation = ReorderMetrics.shiftAnimation
        func value(_ move: (from: CGFloat, to: CGFloat, startSeconds: Double)) -> CGFloat {
            let p = animation.progress((time - move.startSeconds) / max(animation.durationSeconds, 1e-9))
            return move.from + (move.to - move.from) * CGFloat(p)
        }
        guard let move = shiftMoves[key] else {
            if target == 0 { return 0 }
            shiftMoves[key] = (0, target, time)
            node.graph.keepAnimating(until: time + animation.durationSeconds)
            return 0
        }
        if move.to == target { return value(move) }
        let now = value(move)
        shiftMoves[key] = (now, target, time)
        node.graph.keepAnimating(until: time + animation.durationSeconds)
        return now
    }

    /// Whether dropping now moves the row (not back where it was).
    var moves: Bool { destination != source && destination != source + 1 }
}

extension ViewHost {
    /// Whether a reorder handle was drawn under `point` (window points) in the last frame.
    public func hasReorderHandle(at point: CGPoint) -> Bool {
        graph.reorderHandles.contains { $0.windowRect.contains(point) }
    }

    /// A press on a reorder handle at `point` lifts its row.
    /// - Returns: whether a handle was there.
    @discardableResult
    public func beginReorder(at point: CGPoint) -> Bool {
        guard let handle = graph.reorderHandles.last(where: { $0.windowRect.contains(point) }),
              !handle.row.isDestroyed, handle.row.actions.onMove != nil,
              let target = graph.reorderRows.last(where: { $0.node === handle.row }),
              let source = handle.row.actions.offsetOf(handle.row.id) else { return false }
        graph.reorderSession = ReorderSession(row: handle.row, source: source, pointerY: point.y, rowRect: target.windowRect)
        return true
    }

    /// The pointer holding the lifted row is at `y` (window points).
    public func moveReorder(toY y: CGFloat) {
        guard let session = graph.reorderSession else { return }
        session.pointerY = y
        session.updateDestination(rows: graph.reorderRows)
    }

    /// The row is let go: `onMove` gets its offset and the destination, unless it is back where
    /// it was. Both are found from the rows' ids now, in the data as it is (not as it was at the
    /// lift); a row gone from the data meanwhile is not moved.
    public func endReorder() {
        guard let session = graph.reorderSession else { return }
        graph.reorderSession = nil
        guard session.refreshOffsets() else { update(size: size, at: graph.timeSeconds); return }
        session.updateDestination(rows: graph.reorderRows)
        if session.moves, let onMove = session.row.actions.onMove {
            onMove(IndexSet(integer: session.source), session.destination)
        }
        update(size: size, at: graph.timeSeconds)
    }

    /// Draws the lifted row over everything else (called at the end of a render).
    func renderLiftedRow(into context: inout RenderContext) {
        guard let session = graph.reorderSession else { return }
        // The row's element left the data while it was held: the drag ends, moving nothing.
        guard !session.row.isDestroyed else { graph.reorderSession = nil; return }
        session.updateDestination(rows: graph.reorderRows)
        session.row.renderLifted(session, into: &context)
    }
}

extension ViewGraph {
    /// How far the list under a lifted row should scroll by `time` (points, positive toward
    /// the end), with the pointer `depth` into the edge zone of `visible`: nil when no row is
    /// lifted or the pointer is outside both zones. Advances the session's clock.
    func reorderAutoscroll(visible: CGRect, at time: Double) -> CGFloat? {
        guard let session = reorderSession else { return nil }
        let last = session.lastTime ?? time
        session.lastTime = time
        let dt = CGFloat(max(0, time - last))
        let y = session.pointerY
        if y < visible.minY + ReorderMetrics.edgeZone {
            return -ReorderMetrics.autoscrollSpeed(depth: visible.minY + ReorderMetrics.edgeZone - y) * dt
        }
        if y > visible.maxY - ReorderMetrics.edgeZone {
            return ReorderMetrics.autoscrollSpeed(depth: y - (visible.maxY - ReorderMetrics.edgeZone)) * dt
        }
        return nil
    }

    /// The scroll autoscroll asks of `scroll` this frame while a row is lifted: only of the
    /// scroll view the row is in (the window's list, or a list nested in other content or
    /// beside the window's — a pushed screen's, a sheet's), whose window frame is `visible`;
    /// within the content (no overscroll). Nil when it asks none.
    func reorderAutoscrollCommand(for scroll: ScrollViewNode, visible: CGRect, at time: Double) -> SceneCommand? {
        guard let session = reorderSession, session.scrollView === scroll, let result = scroll.lastResult else { return nil }
        guard let delta = reorderAutoscroll(visible: visible, at: time), delta != 0 else { return nil }
        let offset = result.constraints.scrollOffset
        let end = max(0, result.contentExtent - Double(visible.height))
        let target = min(end, max(0, offset + Double(delta)))
        return target == offset ? nil : .scrollToOffset(target, animated: false)
    }
}
