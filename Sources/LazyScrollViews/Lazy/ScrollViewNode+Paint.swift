import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects
import ScrollHosting

// The scroll view's painting: its rows replayed or drawn, the `List` cards, tap targets and
// outlines collected for the window (split from ScrollViewNode.swift by concern).
extension ScrollViewNode {
    /// Paints the content; rows add their tap targets and outlines to `context`.
    func paint(_ result: LayoutResult, viewport: Rect, context: inout RenderContext, paintContext: PaintContext) -> PaintStats {
        paintingViewport = context.transform.isIdentity ? viewport : viewport.applying(context.transform)
        defer { paintingViewport = nil }
        // One box, reused: the rows' context starts as this one, with nothing collected yet.
        let paint = rowPaintBox ?? RowPaint(context)
        rowPaintBox = paint
        // The last paint's arrays, taken before the context is replaced (then unique) and
        // emptied keeping their storage: collecting into them allocates nothing once grown.
        var taps = paint.context.tapTargets, bounds = paint.context.debugBounds
        paint.context = context
        paint.context.list = DisplayList()
        taps.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        paint.context.tapTargets = taps
        paint.context.debugBounds = bounds
        paint.context.focusTargets = []
        paint.context.secondaryTargets = []
        paint.context.enclosingScrollView = nestedID
        rowPaint = paint
        // The same for every row of this paint (rows' drawing pushes and pops its own filters).
        rowsReplay = !context.collectsDebugBounds && context.colorFilters.isEmpty && !context.animatesLayout
        paintCursor = 0
        defer { rowPaint = nil }
        // Read once a paint: the style is a 150-byte optional, copied at each read.
        rowsInListCards = source.listStyle != nil
        if rowsInListCards { paintingPlaced = result.placed }
        defer { if !paintingPlaced.isEmpty { paintingPlaced = [] } }
        // Rows painted through a closure that does not escape (the stack's `painter`, kept by
        // the stack, holds this node unowned: a strong reference taken and let go a row).
        let stats = stack.paint(result, viewport: viewport, context: paintContext, into: &context.list) { element, frame, list in
            paintRow(element, frame: crossOffset == 0 ? frame : frame.offsetBy(dx: -crossOffset, dy: 0), into: &list)
        }
        paintEdgeEffects(result, viewport: viewport, into: &context.list)
        lastPaintStats = stats
        context.tapTargets += paint.context.tapTargets
        if !paint.context.focusTargets.isEmpty { context.focusTargets += paint.context.focusTargets }
        if !paint.context.secondaryTargets.isEmpty { context.secondaryTargets += paint.context.secondaryTargets }
        // The rows' view outlines (bounds overlay), cut to the scroll view: a row scrolled partly
        // out is drawn clipped, and so is its outline.
        if let visible = paintingViewport {
            for bounds in paint.context.debugBounds {
                let frame = bounds.frame.intersection(visible)
                if !frame.isEmpty { context.debugBounds.append((frame, bounds.name, bounds.depth)) }
            }
        } else {
            context.debugBounds += paint.context.debugBounds
        }
        return stats
    }

    /// Draws one row at `frame` (the scroll view's drawing space): the row was placed at the
    /// origin when it was measured; a translation moves it.
    ///
    /// A row of views that draw only from their own values (``ViewNode/isPaintReplayable``)
    /// draws the same commands in its own space from one frame to the next while it does not
    /// change: they are recorded the first time and replayed, translated, after — scrolling
    /// repaints no view. Not while the context filters colours, outlines views for the bounds
    /// overlay, or a layout animation runs.
    func paintRow(_ element: PlacedElement, frame: Rect, into list: inout DisplayList) {
        let found = Self.find(element.path, in: &placedNodes, from: &paintCursor)
        // The usual row, placed by the last pass and drawn before: its recording replayed.
        if rowsReplay, !rowsInListCards, let found, let row = Self.replayingRow(at: found, in: &placedNodes) {
            row.appendRecording(transformedBy: .translation(x: frame.minX, y: frame.minY), into: &list)
            return
        }
        paintRowAfresh(element, frame: frame, placedAt: found, into: &list)
    }

    /// ``paintRow(_:frame:into:)`` for a row not replayed: new, changed, in a list's card, or
    /// drawn while a context filters or outlines. A function of its own so that the replayed
    /// row's call — nearly every row of a scroll — does not set up this one's frame (2 KB of
    /// locals, a stack protector: ~30 instructions a row).
    @inline(never)
    private func paintRowAfresh(_ element: PlacedElement, frame: Rect, placedAt found: Int?, into list: inout DisplayList) {
        let placed: ViewNode? = if let found { placedNodes[found].node } else { nil }
        guard let paint = rowPaint, let node = placed ?? source.node(at: element.path) else { return }
        let cross = CGFloat(axis == .vertical ? frame.width : frame.height)
        var backgroundView: AnyView?
        var card = Rect.zero
        // The card's corner radius where the row's piece of it is rounded (its section's ends).
        var rounding: (radius: Double, top: Bool, bottom: Bool) = (0, false, false)
        if rowsInListCards, let style = source.listStyle {
            // A row that resolved to nothing has no card, and the rows around it join up.
            if element.isCollapsed { return }
            switch element.path.kind {
            case .item(let row):
                let ends = listCardEnds(of: element, row: row, count: source.itemCount(inSection: element.path.section))
                let env = source.listEnvironment(of: node)
                let gap = Double(source.listGap(before: env, path: element.path, style: style))
                card = Rect(x: frame.minX + Double(style.cardInset), y: frame.minY + gap,
                            width: max(0, frame.width - 2 * Double(style.cardInset)), height: max(0, frame.height - gap))
                // Rows apart (`listRowSpacing`) are cards of their own, with no separators.
                let apart = (env.listRowSpacing ?? 0) > 0
                let piece = ListCardPiece(card: card, first: ends.first || apart, last: ends.last || apart, apart: apart)
                backgroundView = paintListCard(piece, element: element, node: node, env: env, style: style, into: &list)
                rounding = (Double(style.cornerRadius), piece.first, piece.last)
                // `List(selection:)`: the row selects on a click, and shows when it is selected.
                if let selection = env.listSelection { paintListSelection(selection, piece: piece, path: element.path, style: style, into: &list) }
            case .header where style.pinnedHeaderBars:
                // A plain list's header is a bar as wide as the list, opaque: pinned, the rows
                // scroll under it.
                list.fill(frame, style.pageBackground.resolved(isDark: environment.isDarkAppearance, elevated: environment.isElevatedAppearance))
            default:
                break
            }
        }
        if let backgroundView {
            // `listRowBackground(someView)`: laid out at the card, clipped to it — rounded with the
            // card at its section's first and last rows — under the row.
            let background = reconcile(nil, with: backgroundView, parent: node, environment: node.environment, graph: graph)
            let child = source.layoutChild(of: background)
            let proposal = ProposedViewSize(width: CGFloat(card.width), height: CGFloat(card.height))
            _ = child.sizeThatFits(proposal)
            child.place(at: CGPoint(x: card.minX, y: card.minY), anchor: .topLeading, proposal: proposal)
            swap(&paint.context.list, &list)
            paint.context.clipped(to: CGRect(card), radius: CGFloat(rounding.radius), roundingTop: rounding.top,
                                  roundingBottom: rounding.bottom) { renderChild(child, into: &$0) }
            swap(&paint.context.list, &list)
            background.destroy()
        }
        let translation = DrawTransform.translation(x: frame.minX, y: frame.minY)
        let replayable = rowsReplay
        // A placement that holds and a recording made since: replayed without asking for the child.
        if replayable, let row = node.placedRow, row.holds(for: node), let recorded = row.recordedDrawing(of: node) {
            list.append(replaying: recorded, transformedBy: translation)
            return
        }
        let child = source.placedChild(of: node, cross: cross, path: element.path)
        swap(&paint.context.list, &list)
        defer { swap(&paint.context.list, &list) }
        let start = paint.context.list.storedCount, taps = paint.context.tapTargets.count
        let outlines = paint.context.debugBounds.count
        paint.context.transformed(by: translation) { context in
            renderChild(child, into: &context)
            if context.collectsDebugBounds {
                // The row's composite views, outlined before its primitives (the overlay labels
                // the first of views sharing a corner), in the window's space as they are drawn.
                var composites: [(frame: Rect, name: String, depth: Int)] = []
                collectCompositeBounds(node, transform: context.transform, into: &composites)
                context.debugBounds.insert(contentsOf: composites, at: outlines)
            }
        }
        guard replayable, paint.context.tapTargets.count == taps, node.isSubtreePaintReplayable else { return }
        // What the row drew inside the translation (which `transformed` adds unless identity).
        let commands = paint.context.list.storedCommands
        let inner = translation.isIdentity ? start..<commands.count : (start + 1)..<(commands.count - 1)
        node.placedRow?.recordDrawing(commands[inner], paintGeneration: node.paintGeneration)
    }

    /// The placement of the row at `index` in `nodes` (``placedNodes``) when its recorded
    /// drawing may be replayed (see ``PlacedRow/replays(for:)``), else nil. The node is read
    /// in the list, passed in place, and let go before the caller appends the drawing: a node
    /// read through `self` or held across that append (a call into another module, which may
    /// release anything in the optimizer's view) was retained and released around it — a pair
    /// a row replayed, 32 a frame of `bench --declarative`. Only the placement is held (it
    /// appends). (The list is not held across the append either: that access would enclose a
    /// call into another module, and every access to the list would then be checked at run time.)
    private static func replayingRow(at index: Int, in nodes: inout [PlacedNode]) -> PlacedRow? {
        guard let row = nodes[index].node.placedRow, row.replays(for: nodes[index].node) else { return nil }
        return row
    }

    /// The position in `nodes` (``placedNodes``, in the order painting goes) of the row the
    /// last pass placed at `path`, searched from `cursor` on (left past it); nil when that
    /// pass did not place it. The list is passed in place (read through `self`, it would be
    /// retained for each row painted).
    private static func find(_ path: ElementPath, in nodes: inout [PlacedNode], from cursor: inout Int) -> Int? {
        while cursor < nodes.count {
            let found = nodes[cursor].path == path
            cursor += 1
            if found { return cursor - 1 }
        }
        return nil
    }

    /// Where a row's piece of its section's card is, and whether it is the card's first and
    /// last row (rounded there).
    struct ListCardPiece {
        var card: Rect
        var first: Bool
        var last: Bool
        /// The row is a card of its own (`listRowSpacing`): no separators.
        var apart: Bool
    }

    /// A `List` row's piece of its section's card: its background (the style's white, or the
    /// row's `listRowBackground` colour) rounded at the section's first and last rows, a
    /// separator below every row but the last — from the leading edge of the row's first text
    /// (as iOS aligns it, past an icon) to the card's trailing edge — and the section's
    /// separators where the style or the row asks for them. Returns the row's background view
    /// when it asked for one that is not a colour (drawn by the caller).
    private func paintListCard(_ piece: ListCardPiece, element: PlacedElement, node: ViewNode, env: EnvironmentValues,
                               style: ListStyleMetrics, into list: inout DisplayList) -> AnyView? {
        let card = piece.card, radius = Double(style.cornerRadius)
        let traits = env.listRowTraits
        let isDark = environment.isDarkAppearance, elevated = environment.isElevatedAppearance
        var fill: RGBAColor? = style.rowBackground.resolved(isDark: isDark, elevated: elevated)
        var backgroundView: AnyView?
        switch traits.background {
        case .color(let color)?: fill = color.resolved(isDark: isDark, elevated: elevated)
        case .view(let view)?: fill = nil; backgroundView = view
        case nil: break
        }
        if let fill, fill.alpha > 0 {
            if radius > 0, piece.first || piece.last {
                list.fillRounded(card, radius: radius, fill)
                // Square off the corners that join the neighbouring rows.
                let squareTop = piece.first ? card.minY + radius : card.minY
                let squareBottom = piece.last ? card.maxY - radius : card.maxY
                if squareBottom > squareTop {
                    list.fill(Rect(x: card.minX, y: squareTop, width: card.width, height: squareBottom - squareTop), fill)
                }
            } else {
                list.fill(card, fill)
            }
        }
        let textLeading = listSeparatorLeading(of: node, card: card, env: env, style: style)
        func hairline(_ y: Double, from left: Double, _ tint: Color?) {
            list.fill(Rect(x: left, y: y, width: max(0, card.maxX - left), height: 1), (tint ?? Color(ListStyleMetrics.separator)).resolved(isDark: isDark))
        }
        // The section's top separator, above its first row.
        if piece.first, !piece.apart, traits.sectionSeparatorTop == .visible || (style.sectionSeparatorTop && traits.sectionSeparatorTop != .hidden) {
            hairline(card.minY, from: style.sectionSeparatorFullWidth ? card.minX : textLeading, traits.sectionSeparatorTintTop)
        }
        if piece.apart { return backgroundView }
        if !piece.last {
            // Between two rows: unless either hides its side of it.
            let next = nextRowEnvironment(after: element)?.listRowTraits
            guard traits.separatorBottom != .hidden, next?.separatorTop != .hidden else { return backgroundView }
            hairline(card.maxY - 1, from: textLeading, traits.separatorTintBottom ?? next?.separatorTintTop)
        } else if traits.sectionSeparatorBottom == .visible || (style.sectionSeparatorBottom && traits.sectionSeparatorBottom != .hidden)
                    || traits.separatorBottom == .visible {
            // Below the section's last row (a hairline: one pixel on a 1× window).
            // Full width it is the section's (its own tint); inset, it stands for the row's.
            let full = style.sectionSeparatorFullWidth
            hairline(card.maxY - 1, from: full ? card.minX : textLeading,
                     traits.sectionSeparatorTintBottom ?? (full ? nil : traits.separatorTintBottom))
        }
        return backgroundView
    }

    /// Where a row's separator starts: the leading edge of the first text in the row (found
    /// depth-first in its made views, as iOS's `listRowSeparatorLeading` guide defaults to),
    /// else the row's content inset. A segmented control's segment titles are the control's
    /// own drawing (`UISegmentedControl`), not the row's text: its row starts at the inset.
    private func listSeparatorLeading(of node: ViewNode, card: Rect, env: EnvironmentValues, style: ListStyleMetrics) -> Double {
        let inset = card.minX + Double((env.listRowTraits.insets ?? style.rowInsets).leading)
        var visited = 0
        // Depth first without building arrays (this runs for every row painted).
        func firstText(in node: ViewNode) -> ViewNode? {
            visited += 1
            if node is TextNode, node.isPlaced { return node }
            if node.viewType == ObjectIdentifier(SegmentedPickerControl.self) { return nil }
            var found: ViewNode?
            node.forEachChild { child in
                if found == nil, visited < 64 { found = firstText(in: child) }
            }
            return found
        }
        // The row was placed at its own origin: its views' frames are in its space.
        guard let text = firstText(in: node.placedRow?.childNode ?? node) else { return inset }
        return card.minX - Double(style.cardInset) + Double(text.frame.minX)
    }

    /// The environment of the row after `element` in its section, if the last pass placed it.
    private func nextRowEnvironment(after element: PlacedElement) -> EnvironmentValues? {
        guard let k = paintingPlaced.firstIndex(where: { $0.index == element.index }), paintingPlaced.indices.contains(k + 1) else { return nil }
        let next = paintingPlaced[k + 1]
        guard next.path.section == element.path.section, next.path.kind.row != nil,
              let nextNode = source.existingNode(at: next.path) else { return nil }
        return source.listEnvironment(of: nextNode)
    }

    /// Whether `element` (item `row` of `count` in its section) is the first and the last row of
    /// its section's card that shows something: rows that resolved to nothing (collapsed) are
    /// skipped; a neighbour not laid out in this pass (off screen) is taken to show something.
    private func listCardEnds(of element: PlacedElement, row: Int, count: Int) -> (first: Bool, last: Bool) {
        let placed = paintingPlaced
        guard let start = placed.first?.index else { return (row == 0, row == count - 1) }
        var k = element.index - start
        if !(placed.indices.contains(k) && placed[k].index == element.index) {
            guard let found = placed.firstIndex(where: { $0.index == element.index }) else { return (row == 0, row == count - 1) }
            k = found
        }
        /// Walks from placed element `k` by `step` over this section's collapsed rows: whether a
        /// row that shows something was met, else the last row number the walk covered.
        func walk(_ step: Int) -> (meetsRow: Bool, reached: Int) {
            var j = k + step, reached = row
            while placed.indices.contains(j), placed[j].path.section == element.path.section, let other = placed[j].path.kind.row {
                if !placed[j].isCollapsed { return (true, reached) }
                reached = other
                j += step
            }
            return (false, reached)
        }
        // The first (last) row when every row before (after) it was laid out and none shows.
        let before = walk(-1), after = walk(1)
        let first = !before.meetsRow && before.reached == 0
        let last = !after.meetsRow && after.reached == count - 1
        return (first, last)
    }
}
