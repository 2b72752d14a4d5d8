import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting

// The rows a layout pass placed: their nodes, held for painting (``ScrollViewNode/PlacedNode``),
// and the visible ones stamped with the pass that showed them — the rows that appeared and
// disappeared in a pass, and the `ForEach` entries no pass uses any more, evicted.

extension ScrollViewNode {
    /// Whether `row`, a made row of this view, was visible in the last pass.
    func isVisibleRow(_ row: ViewNode) -> Bool { Self.isStamped(row, by: ObjectIdentifier(self), pass: pass) }
    /// Whether `row` was stamped visible by scroll view `view` in pass `pass`. (`if let`, not
    /// `Optional.map`: in main-actor code a closure handed to the standard library checks at run
    /// time that it runs on the main actor — Swift 6's dynamic isolation checks, SE-0423 — about
    /// 130 instructions a call, several per row and frame.)
    @inline(__always)
    static func isStamped(_ row: ViewNode, by view: ObjectIdentifier, pass: Int) -> Bool {
        guard let stamp = row.visibleRow else { return false }
        return stamp.scrollView == view && stamp.pass == pass
    }

    /// Marks what the engine holds after pass ``pass`` laid out `result` (rows made now if new:
    /// prefetching makes views ahead of need) and what is on screen — each visible row stamped
    /// with the pass, the rows that appeared and disappeared reported to the graph — and evicts
    /// the `ForEach` elements no pass uses.
    func markPlacedRows(_ result: LayoutResult) {
        // The arrays are worked on as locals and put back (moved: no copy), so the loop pays no
        // exclusivity check per element; nothing in it reads them through `self`.
        let me = ObjectIdentifier(self), pass = pass
        // Whether the last pass's list is whole (nothing emptied it since): then the entries
        // it held that this pass does not are all that can have left (see the eviction below).
        let lastIsWhole = placedNodesIntact
        var visible = visibleOrder, appeared = appearedRows
        // The last pass's rows, in its order: a row placed again is found there by a cursor
        // that moves with the loop (both in content order), without asking the source for the
        // path's slot and the `ForEach` for the index's entry. Both lists are moved out and
        // back (see ``forgetPlacedNodes()``).
        var last: [PlacedNode] = [], placed: [PlacedNode] = []
        swap(&last, &placedNodes)
        swap(&placed, &sparePlacedNodes)
        visibleOrder = []; appearedRows = []
        visible.removeAll(keepingCapacity: true)
        appeared.removeAll(keepingCapacity: true)
        placed.removeAll(keepingCapacity: true)
        // The last pass's views stay held until this pass's are (they may be the same).
        let lastViews = placedViews
        var views = sparePlacedViews
        placedViews = []; sparePlacedViews = []
        views.removeAll(keepingCapacity: true)
        var cursor = 0
        // The elements placed again, while they are one run of the last pass's list in order
        // with the new ones only before or after it (a scroll): that list is kept, trimmed to
        // the run, and the new ones added around it — its elements are not copied into
        // `placed` (two retains each, and two releases when `placed` is emptied: ~10 k
        // instructions a frame). Otherwise (a jump, a change inside) the run is copied into
        // `placed` where it belongs, and `placed` goes on as the list.
        var run = 0..<0, runAt = -1, keepsLast = true
        for element in result.placed {
            let path = element.path
            while cursor < last.count, Self.precedes(last[cursor].path, path) { cursor += 1 }
            if cursor < last.count, last[cursor].path == path, last[cursor].entry != nil {
                // A `ForEach` element the last pass placed at this path: its entry still holds
                // it (entries change only when the data changes, which empties the list).
                last[cursor].entry!.lastUsed = pass
                if keepsLast {
                    if runAt < 0 {
                        runAt = placed.count; run = cursor..<(cursor + 1)
                    } else if run.upperBound == cursor, placed.count == runAt {
                        run = run.lowerBound..<(cursor + 1)
                    } else {
                        placed.insert(contentsOf: last[run], at: runAt)
                        keepsLast = false
                    }
                }
                if !keepsLast { placed.append(last[cursor]) }
                if element.isVisible {
                    // The row stamped, then listed by its identifier: no reference to it is
                    // held across the append, so none is taken (see ``stampVisible(_:by:pass:)``).
                    let row = ObjectIdentifier(last[cursor].node)
                    let stamped = Self.stampVisible(last[cursor].node, by: me, pass: pass)
                    if stamped != .already { visible.append(row) }
                    if stamped == .appeared {
                        graph.noteVisibilityChange(of: last[cursor].node, in: self)
                        appeared.append((visible.count - 1, last[cursor].node))
                    }
                }
                cursor += 1
                continue
            }
            let placedNode: PlacedNode
            do {
                switch source.slot(at: path) {
                case .view(let view):
                    guard let view else { continue }
                    placedNode = PlacedNode(path: path, view: view)
                    views.append(view)
                case .element(let forEach, let index):
                    placedNode = PlacedNode(path: path, entry: forEach.usedEntry(at: index, pass: pass))
                case .subview(let forEach, let index, let subview):
                    // The element lives while any of its subviews is held. The subview is held
                    // with the pass and looked up again in the next: an update of its element
                    // may replace it without the list being emptied (its invalidation stops at
                    // the `ForEach`).
                    let used = forEach.usedEntry(at: index, pass: pass)
                    guard let view = source.subviewNode(subview, of: used.node) else { continue }
                    placedNode = PlacedNode(path: path, view: view)
                    views.append(view)
                }
            }
            placed.append(placedNode)
            if element.isVisible {
                let stamped = Self.stampVisible(placedNode.node, by: me, pass: pass)
                if stamped != .already { visible.append(ObjectIdentifier(placedNode.node)) }
                if stamped == .appeared {
                    graph.noteVisibilityChange(of: placedNode.node, in: self)
                    appeared.append((visible.count - 1, placedNode.node))
                }
            }
        }
        // The `ForEach` entries the last pass placed and this one did not, when that is known
        // cheaply: the last list's ends around the run placed again (a scroll). Otherwise nil,
        // and each `ForEach` looks at all its entries.
        var leftEntries: [LazyForEachNode.Entry] = []
        swap(&leftEntries, &self.leftEntries)
        leftEntries.removeAll(keepingCapacity: true)
        let leftIsKnown = lastIsWhole && keepsLast
        if leftIsKnown {
            // Before the run and after it (none placed again: all of them).
            let before = runAt >= 0 ? run.lowerBound : last.count, after = runAt >= 0 ? run.upperBound : last.count
            for i in 0..<before { if let entry = last[i].entry { leftEntries.append(entry) } }
            for i in after..<last.count { if let entry = last[i].entry { leftEntries.append(entry) } }
        }
        if keepsLast, runAt >= 0 {
            // The last list becomes this pass's: what left is dropped, what came is added.
            last.removeSubrange(run.upperBound...)
            last.removeSubrange(..<run.lowerBound)
            last.insert(contentsOf: placed[..<runAt], at: 0)
            last.append(contentsOf: placed[runAt...])
            placed.removeAll(keepingCapacity: true)
            swap(&last, &placed)
        }
        // The rows visible in the last pass and not in this one disappeared; the list becomes
        // this pass's in place (those that stay are not retained again: ~34 retains and
        // releases a frame).
        var rows = visibleRowNodes
        visibleRowNodes = []
        var left = leftRows
        leftRows = []
        Self.unstamped(rows, by: me, pass: pass, into: &left)
        for i in left { graph.noteVisibilityChange(of: rows[i], in: self) }
        if !left.isEmpty { Self.remove(at: left, from: &rows) }
        left.removeAll(keepingCapacity: true)
        leftRows = left
        for (position, row) in appeared where position <= rows.count { rows.insert(row, at: position) }
        // The rows stay in the order they were visible in (a row that moved past another, a
        // header pinned, is not where the last pass's order put it): then listed afresh.
        if !Self.matches(rows, visible) { Self.order(&rows, as: visible, appeared: appeared) }
        visibleRowNodes = rows
        appeared.removeAll(keepingCapacity: true)
        // A row made in the loop that changed the structure (a section's) emptied the list the
        // old way: paint then looks every row up afresh.
        if contentNeedsRebuild { placed.removeAll(keepingCapacity: true) }
        placedNodesIntact = !contentNeedsRebuild
        visibleOrder = visible; appearedRows = appeared
        swap(&placed, &placedNodes)
        swap(&last, &sparePlacedNodes)
        placedViews = views; sparePlacedViews = lastViews
        for forEach in source.forEachNodes { _ = forEach.evict(notUsedIn: pass, left: leftIsKnown ? leftEntries : nil) }
        leftEntries.removeAll(keepingCapacity: true)
        swap(&leftEntries, &self.leftEntries)
    }

    /// Empties ``placedNodes``, keeping its storage. Moved out, emptied and moved back: every
    /// access to the list (one a row painted, ``paintRow(_:frame:into:)``) then encloses no
    /// release — releasing a node may run any deinitializer — so the optimizer proves them all
    /// free of conflicts and checks none at run time (Performance.md, "Exclusivity checks and
    /// testable builds"). The same for ``sparePlacedNodes`` in ``layout(_:into:)``.
    func forgetPlacedNodes() {
        placedNodesIntact = false
        var nodes: [PlacedNode] = []
        swap(&nodes, &placedNodes)
        nodes.removeAll(keepingCapacity: true)
        swap(&nodes, &placedNodes)
    }

    /// A placed element's node, and its `ForEach` entry when it is an element of one.
    ///
    /// Held (strong references, as any array of objects): a `ForEach` element's entry is also
    /// held by its `ForEach` (its index table) from the pass that placed it until an eviction
    /// after a later pass that did not, or a change of the data — which empties these lists
    /// (the `ForEach`'s invalidation reaches ``childLayoutInvalidated(_:)``, new content
    /// ``contentChanged()``). Other views (headers, footers, single rows) belong to the
    /// structure, and the rows that are subviews of an element belong to it; the pass holds
    /// them in ``placedViews`` and the next looks them up again.
    struct PlacedNode {
        var path: ElementPath
        var node: ViewNode
        var entry: LazyForEachNode.Entry?
        init(path: ElementPath, entry: LazyForEachNode.Entry) {
            self.path = path
            node = entry.node
            self.entry = entry
        }
        init(path: ElementPath, view: ViewNode) {
            self.path = path
            node = view
            entry = nil
        }
    }

    /// What stamping a row visible found: it was stamped in this pass already, it was visible
    /// in the pass before (kept), or it was not (it appeared).
    enum VisibleStamp { case already, kept, appeared }

    /// Stamps `row`, a row visible in pass `pass` (once a pass). The caller lists it in the
    /// pass's order by its identifier, after: a row read from an array and held across an
    /// append (which may reallocate, and so, to the optimizer, release anything) is retained
    /// and released around it — 34 of each a frame of `bench --declarative` when this
    /// function appended (Performance.md, *This round (perfrow)*).
    private static func stampVisible(_ row: ViewNode, by me: ObjectIdentifier, pass: Int) -> VisibleStamp {
        var wasVisible = false
        if let stamp = row.visibleRow, stamp.scrollView == me {
            if stamp.pass == pass { return .already }
            wasVisible = stamp.pass == pass &- 1
        }
        row.visibleRow = (me, pass)
        return wasVisible ? .kept : .appeared
    }

    /// The positions in `rows` of the rows not stamped visible in pass `pass`, in order.
    private static func unstamped(_ rows: [ViewNode], by me: ObjectIdentifier, pass: Int, into left: inout [Int]) {
        for i in rows.indices {
            let stamp = rows[i].visibleRow
            if stamp == nil || stamp!.scrollView != me || stamp!.pass != pass { left.append(i) }
        }
    }

    /// Removes the rows at `positions` (ascending: ``unstamped(_:by:pass:into:)``'s, the rows
    /// not stamped visible in this pass) from `rows`, keeping the others in their order — a run
    /// of neighbours at a time, from the end. `removeSubrange` moves the rows after a run
    /// without retaining them; assigning each kept row to its new place (`rows[kept] = rows[i]`)
    /// retained it and released the one it replaced: ~32 of each a frame of a steady scroll,
    /// whose rows leave at one end. (Not `swapAt`: `MutableCollection`'s generic default, which
    /// in a debug build reads the array through its protocol witnesses, an allocation a read.)
    private static func remove(at positions: [Int], from rows: inout [ViewNode]) {
        var end = positions.count
        while end > 0 {
            var start = end - 1
            while start > 0, positions[start - 1] == positions[start] - 1 { start -= 1 }
            rows.removeSubrange(positions[start]...positions[end - 1])
            end = start
        }
    }

    /// Whether `rows` are the rows of `order`, in that order.
    private static func matches(_ rows: [ViewNode], _ order: [ObjectIdentifier]) -> Bool {
        guard rows.count == order.count else { return false }
        for i in rows.indices where ObjectIdentifier(rows[i]) != order[i] { return false }
        return true
    }

    /// Makes `rows` the rows of `order`, in that order. Each row of `order` was stamped visible
    /// in this pass: either it was visible in the pass before (so in `rows`, the last pass's
    /// list less the rows that left) or it appeared in this one (in `appeared`). (Rare: a jump,
    /// a row that moved past another, a header pinned.)
    private static func order(_ rows: inout [ViewNode], as order: [ObjectIdentifier],
                              appeared: [(position: Int, row: ViewNode)]) {
        var byID: [ObjectIdentifier: ViewNode] = [:]
        for row in rows { byID[ObjectIdentifier(row)] = row }
        for (_, row) in appeared { byID[ObjectIdentifier(row)] = row }
        rows = order.compactMap { byID[$0] }
        assert(rows.count == order.count, "a row stamped visible is neither kept nor new")
    }

    /// Whether `a` comes before `b` in content order (a section's header, rows, footer).
    @inline(__always)
    private static func precedes(_ a: ElementPath, _ b: ElementPath) -> Bool {
        if a.section != b.section { return a.section < b.section }
        switch (a.kind, b.kind) {
        case (.item(let x), .item(let y)): return x < y
        case (.header, .header), (.footer, _), (.item, .header): return false
        case (.header, _), (.item, .footer): return true
        }
    }
}
