import DisplayList
import Foundation
import LazyLayout
import ScrollCore

/// A scroll view's content as the lazy engine sees it: sections of rows, each row a view made
/// on demand — the adapter from the view graph to `LazyStackDataSource` that
/// `../shared/design/declarative-layer.md` describes. Built from the content's static structure
/// (tuples, groups, `if`s, composite views, `Section`s) without making `ForEach` elements; a row
/// of a `ForEach` is made when the engine measures it.
///
/// Main-actor isolated (it runs view code), and a `LazyStackDataSource` through an isolated
/// conformance (SE-0470): the engine, which is nonisolated, is handed this source only by the
/// main-actor scroll view that owns both, and the compiler checks that neither the source nor
/// the conformance leaves the main actor (see Documentation/Isolation.md).
@MainActor
final class ViewListSource: @MainActor LazyStackDataSource {
    typealias ElementID = AnyHashable

    /// A run of rows: one view, or the elements of a `ForEach` — one row an element, or one
    /// a subview when its type says it has several (``LazyForEachNode/subviewsPerElement``).
    enum Run {
        case single(ViewNode)
        case forEach(LazyForEachNode)
        @MainActor var count: Int {
            switch self {
            case .single: return 1
            case .forEach(let node): return node.count * node.subviewsPerElement
            }
        }
    }

    struct ListSection {
        var id: AnyHashable
        var header: ViewNode?
        var footer: ViewNode?
        /// Whether it has a header / a footer (made or not: see ``pending``).
        var hasHeader: Bool
        var hasFooter: Bool
        var runs: [Run] = []
        /// Where each run starts (prefix sums of the runs' counts) and the rows in all.
        var starts: [Int] = []
        var count = 0
        /// In an implicit stack (``rowStyles`` not empty): each run's, the header's and the
        /// footer's index in ``rowStyles``.
        var runStyles: [Int] = []
        var headerStyle: Int?
        var footerStyle: Int?
        /// Set while the section is an element of a `ForEach` of sections not made yet: its
        /// ``count``, ``hasHeader`` and ``hasFooter`` are what its value says, it has no
        /// views and no runs (LazySections.swift).
        var pending: PendingSection?

        init(id: AnyHashable, header: ViewNode? = nil, footer: ViewNode? = nil) {
            self.id = id
            self.header = header
            self.footer = footer
            hasHeader = header != nil
            hasFooter = footer != nil
        }

        /// Section `id`, an element of a `ForEach` of sections not made yet.
        init(id: AnyHashable, pending: PendingSection, shape: LazySectionShape) {
            self.id = id
            hasHeader = shape.hasHeader
            hasFooter = shape.hasFooter
            count = shape.rows
            self.pending = pending
        }
    }

    private(set) var sections: [ListSection] = []
    /// How many of ``sections`` are not made yet (their ``ListSection/pending`` set).
    private(set) var pendingSections = 0
    /// Set while a pending section's views are made (``makePendingSection(_:)``): the scroll
    /// view does not take their invalidations for a change of its content.
    var isMakingSection = false
    /// Told when a pending section was made (its index): the scroll view reads its row ids then.
    var sectionMade: (@MainActor (Int) -> Void)?
    let axis: Axis
    /// The lazy stack's spacing and cross alignment (0 leading … 1 trailing): an element with
    /// several subviews lays them out as the stack would, and narrower rows sit across it.
    var spacing: CGFloat = 0
    var crossFraction: CGFloat = 0.5
    /// A `LazyHStack(alignment: .firstTextBaseline)`'s guide (rows without an implicit-stack
    /// style align on it); nil: ``crossFraction``.
    var crossBaseline: VerticalAlignment.Guide?
    /// The tallest ascent and deepest descent of the baseline-aligned rows the last pass placed
    /// (`updateBaselineExtent()`), and whether any row aligned on a baseline yet.
    var baselineExtent = BaselineExtent(ascent: 0, descent: 0)
    private(set) var alignsBaselines = false
    /// A two-axis scroll view's source (`ScrollView([.horizontal, .vertical])`): rows are
    /// proposed no width (nil: their ideal), as SwiftUI proposes a scroll view's content along
    /// each axis it scrolls, and are aligned inside ``widestRow``, not inside the viewport.
    var unboundedCross = false
    /// A two-axis scroll view's content width, less the content insets: the widest of the rows
    /// its last pass laid out (each row's ideal width with the stack's padding around it, no
    /// slack), set by the scroll view after each pass (`updateCrossContentWidth()`). Narrower
    /// rows sit inside it where the stack's alignment puts them, as in SwiftUI, where a
    /// `LazyVStack` is as wide as its widest made subview: it shrinks when wide rows go away
    /// and follows a resize.
    var widestRow: CGFloat = 0
    /// Set inside a `List`: rows are inset into cards (see ``ListStyleMetrics``).
    var listStyle: ListStyleMetrics?

    init(axis: Axis) { self.axis = axis }

    // MARK: Building

    /// Rebuilds the sections from `root`, the lazy stack's content; with `implicitStack`, from a
    /// scroll view's content that is not one lazy stack (`ImplicitStackStyles`): its views are
    /// the rows of an implicit stack along the scroll view's axis, and the rows of lazy stacks
    /// inside it stay lazy.
    @MainActor func rebuild(from root: ViewNode?, implicitStack: Bool = false) {
        let table = implicitStack ? ImplicitStackStyles(axis: axis) : nil
        var builder = Builder(table: table)
        if let root { builder.collect(root) }
        builder.closeImplicit()
        // Both lists are set by moving the new one in (see ``replaceSection(_:with:)``).
        var built = builder.sections
        swap(&built, &sections)
        pendingSections = sections.reduce(0) { $0 + ($1.pending == nil ? 0 : 1) }
        var nodes = sections.flatMap { $0.runs.compactMap { if case .forEach(let node) = $0 { return node } else { return nil } } }
        swap(&nodes, &forEachNodes)
        if let table {
            table.finish()
            rowStyles = table.styles
            implicitInsets = (table.leadingInset, table.trailingInset)
            implicitPinnedViews = table.pinnedViews
        } else {
            rowStyles = []
            implicitInsets = (0, 0)
            implicitPinnedViews = []
        }
    }

    /// How each row sits in the implicit stack, when the content is one (else empty: the lazy
    /// stack's ``spacing`` and ``crossFraction`` hold for every row).
    private(set) var rowStyles: [RowStyle] = []
    /// The implicit stack's space before its first row and after its last (padding along the
    /// axis around the containers it opened), which the scroll view makes content insets.
    private(set) var implicitInsets: (leading: CGFloat, trailing: CGFloat) = (0, 0)
    /// The pinned views of the lazy stacks found in the implicit stack.
    private(set) var implicitPinnedViews: PinnedScrollableViews = []

    /// The lazy `ForEach`es whose elements are rows (the stack evicts their elements).
    private(set) var forEachNodes: [LazyForEachNode] = []

    /// Section `s`, pending, made (``makePendingSection(_:)``): `made` in its place, its
    /// `ForEach`es' rows evicted as the others'.
    ///
    /// ``sections`` and ``forEachNodes`` are changed as locals moved out and back: an assignment
    /// lets the old value go inside the write, and a release there may run any deinitializer in
    /// the optimizer's view — then it checks every access to the property at run time (two a
    /// row made, ``slot(at:)``; one a pass, the evictions). Performance.md, *This round (rowcost2)*.
    func replaceSection(_ s: Int, with made: ListSection) {
        var all: [ListSection] = []
        swap(&all, &sections)
        if all[s].pending != nil { pendingSections -= 1 }
        all[s] = made
        swap(&all, &sections)
        var nodes: [LazyForEachNode] = []
        swap(&nodes, &forEachNodes)
        for run in made.runs { if case .forEach(let node) = run { nodes.append(node) } }
        swap(&nodes, &forEachNodes)
    }

    // MARK: Rows

    /// What stands at `path`: a view of the structure (header, footer, single row), element
    /// `index` of a lazy `ForEach` (which may not be made yet), or subview `subview` of it when
    /// each of the `ForEach`'s elements is several rows.
    enum Slot {
        case view(ViewNode?)
        case element(LazyForEachNode, index: Int)
        case subview(LazyForEachNode, index: Int, subview: Int)
    }

    /// The one place that maps a path to its slot (rows: a binary search over the runs); a
    /// section not made yet is made first.
    @MainActor func slot(at path: ElementPath) -> Slot {
        if isPending(path.section) { makePendingSection(path.section) }
        return Self.slot(at: path, in: sections)
    }

    /// ``slot(at:)``'s work, outside the main actor: its closure, handed to the standard library,
    /// would otherwise check its isolation at run time (Swift 6's dynamic isolation checks,
    /// SE-0423), about 130 instructions for every row of every pass.
    private static func slot(at path: ElementPath, in sections: [ListSection]) -> Slot {
        // Through the buffer: the section is read in place, not copied (its arrays retained).
        sections.withUnsafeBufferPointer { sections in
            switch path.kind {
            case .header: return .view(sections[path.section].header)
            case .footer: return .view(sections[path.section].footer)
            case .item(let row):
                let starts = sections[path.section].starts
                let runIndex = Self.run(containing: row, starts: starts)
                switch sections[path.section].runs[runIndex] {
                case .single(let node): return .view(node)
                case .forEach(let node):
                    let offset = row - starts[runIndex], perElement = node.subviewsPerElement
                    if perElement == 1 { return .element(node, index: offset) }
                    return .subview(node, index: offset / perElement, subview: offset % perElement)
                }
            }
        }
    }

    /// The node of the element at `path` (a `ForEach` row is made here if needed).
    @MainActor func node(at path: ElementPath) -> ViewNode? {
        switch slot(at: path) {
        case .view(let node): return node
        case .element(let forEach, let index): return forEach.element(at: index)
        case .subview(let forEach, let index, let subview): return subviewNode(subview, of: forEach.element(at: index))
        }
    }

    /// The node at `path` if it exists (nothing is made).
    @MainActor func existingNode(at path: ElementPath) -> ViewNode? {
        if isPending(path.section) { return nil }
        switch slot(at: path) {
        case .view(let node): return node
        case .element(let forEach, let index): return forEach.existingElement(at: index)
        case .subview(let forEach, let index, let subview):
            guard let element = forEach.existingElement(at: index) else { return nil }
            return subviewNode(subview, of: element)
        }
    }

    /// Subview `index` of a made element whose subviews are rows of their own; nil when the
    /// element resolved to fewer (its type said otherwise: a row that takes no space).
    @MainActor func subviewNode(_ index: Int, of element: ViewNode) -> ViewNode? {
        subviewScratch.removeAll(keepingCapacity: true)
        element.appendSubviews(to: &subviewScratch)
        return index < subviewScratch.count ? subviewScratch[index] : nil
    }
    private var subviewScratch: [ViewNode] = []

    /// Whether any subview of `element` (an element whose subviews are rows) changed layout
    /// since it was measured.
    @MainActor func subviewsNeedRemeasure(_ element: ViewNode) -> Bool {
        subviewScratch.removeAll(keepingCapacity: true)
        element.appendSubviews(to: &subviewScratch)
        return subviewScratch.contains { needsRemeasure($0) }
    }

    static func run(containing row: Int, starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }


    /// The one layout child a row's node resolves to: itself, its subviews stacked along the
    /// stack's axis at its spacing, or nothing (a filtered-out element).
    @MainActor func layoutChild(of node: ViewNode, style: RowStyle? = nil) -> any LayoutChild {
        if let sole = node.soleContributedSubview { return sole }
        var list: [ViewNode] = []
        node.appendSubviews(to: &list)
        if list.count == 1 { return list[0] }
        return list.isEmpty ? EmptyRow() : ImplicitStack(list, axis: axis, spacing: style?.spacing ?? spacing,
                                                         crossFraction: style?.crossFraction ?? crossFraction)
    }

    /// Measures and places the row in its own space (its frame's origin at 0, 0; across, where
    /// the stack's alignment puts it) for `cross` points across; painting translates it to its
    /// frame. Nil: the row resolved to no subviews. In an implicit stack the row sits inside the
    /// cross-axis padding of the containers around it, and its length along the axis includes
    /// the gap to the next row (``RowStyle``): the engine's own spacing is 0 there.
    @MainActor func placeRow(_ node: ViewNode, cross: CGFloat, path: ElementPath = .item(0, in: 0)) -> CGSize? {
        if let style = listStyle, axis == .vertical { return placeListRow(node, cross: cross, path: path, style: style) }
        let style = rowStyles.isEmpty ? nil : rowStyle(at: path)
        let lead = style?.leadingInset ?? 0
        let inner = max(0, cross - lead - (style?.trailingInset ?? 0))
        let proposal = unboundedCross ? .unspecified
            : axis == .vertical ? ProposedViewSize(width: inner, height: nil) : ProposedViewSize(width: nil, height: inner)
        let child = layoutChild(of: node, style: style)
        PlacedRow.record(child, proposal: proposal, on: node)
        if child is EmptyRow { return nil }
        let size = child.sizeThatFits(proposal)
        let slack: CGFloat
        if unboundedCross {
            // Two axes: aligned inside the content's width (the widest row), which this row
            // widens if it is wider; its own width is kept for the scroll view's next width.
            let width = lead + size.width + (style?.trailingInset ?? 0)
            slack = lead + max(0, widestRow - width) * (style?.crossFraction ?? crossFraction)
            node.placedRow?.crossWidth = width
            node.placedRow?.alignedInWidth = widestRow
        } else if axis == .horizontal, let guide = style.map({ $0.crossBaseline }) ?? crossBaseline {
            // The row's baseline on the line the rows share, the block of them centred across.
            alignsBaselines = true
            let line = child.dimensions(in: proposal)[VerticalAlignment(guide: guide)]
            let own = BaselineExtent(ascent: line, descent: size.height - line)
            let extent = BaselineExtent(ascent: max(baselineExtent.ascent, own.ascent), descent: max(baselineExtent.descent, own.descent))
            node.placedRow?.baseline = own
            node.placedRow?.alignedInBaselines = extent
            slack = lead + max(0, inner - extent.ascent - extent.descent) * 0.5 + (extent.ascent - line)
        } else {
            node.placedRow?.baseline = nil
            slack = lead + max(0, inner - (axis == .vertical ? size.width : size.height)) * (style?.crossFraction ?? crossFraction)
        }
        child.place(at: axis == .vertical ? CGPoint(x: slack, y: 0) : CGPoint(x: 0, y: slack), anchor: .topLeading, proposal: proposal)
        guard let gap = style?.gapAfter, gap != 0 else { return size }
        return axis == .vertical ? CGSize(width: size.width, height: size.height + gap) : CGSize(width: size.width + gap, height: size.height)
    }

    /// The implicit-stack style of the row at `path` (``rowStyles`` not empty): a run's row
    /// other than its last is followed by the run's spacing, its last by the gap after the run.
    @MainActor func rowStyle(at path: ElementPath) -> RowStyle? {
        guard path.section < sections.count else { return nil }
        let section = sections[path.section]
        switch path.kind {
        case .header: return section.headerStyle.map { rowStyles[$0] }
        case .footer: return section.footerStyle.map { rowStyles[$0] }
        case .item(let row):
            guard !section.runStyles.isEmpty else { return nil }
            let k = Self.run(containing: row, starts: section.starts)
            var style = rowStyles[section.runStyles[k]]
            if row < section.starts[k] + section.runs[k].count - 1 { style.gapAfter = style.spacing }
            return style
        }
    }

    /// A `List` row: its content inset into the card (items; ``ListRowTraits/insets`` when the
    /// row sets them) or above it (headers, footers), leading-aligned; items at least 44 pt tall,
    /// their content centred vertically. The gap before the element (``listGap(before:path:)``)
    /// is the top of its length.
    @MainActor private func placeListRow(_ node: ViewNode, cross: CGFloat, path: ElementPath, style: ListStyleMetrics) -> CGSize? {
        let kind = path.kind
        let child = layoutChild(of: node)
        let env = Self.listEnvironment(of: child, row: node)
        var insets: EdgeInsets
        switch kind {
        case .item: insets = env.listRowTraits.insets ?? style.rowInsets
        case .header: insets = style.headerInsets
        case .footer: insets = style.footerInsets
        }
        let gap = listGap(before: env, path: path, style: style)
        if case .header = kind { insets.top = 0 }
        let width = max(0, cross - 2 * style.cardInset - insets.leading - insets.trailing)
        let proposal = ProposedViewSize(width: width, height: nil)
        PlacedRow.record(child, proposal: proposal, on: node)
        if child is EmptyRow { return nil }
        let size = child.sizeThatFits(proposal)
        var height = size.height + insets.top + insets.bottom
        var top = insets.top
        if case .item = kind, height < style.minimumRowHeight {
            top += (style.minimumRowHeight - height) / 2
            height = style.minimumRowHeight
        }
        // A swipe row collapsing before its destructive action runs: the whole row goes.
        if case .item = kind, let gone = Self.rowCollapse(of: child), gone > 0 { top *= 1 - gone; height *= 1 - gone }
        child.place(at: CGPoint(x: style.cardInset + insets.leading, y: gap + top), anchor: .topLeading, proposal: proposal)
        return CGSize(width: cross, height: gap + height)
    }

    /// The space a list leaves before the element at `path` whose view sees `env`: above a
    /// header, its top inset (or the section spacing asked for); above the first row of a
    /// section without a header (not the first section: the content's top inset is its gap),
    /// the style's section gap (or the spacing asked for); above any other row, the row spacing.
    @MainActor func listGap(before env: EnvironmentValues, path: ElementPath, style: ListStyleMetrics) -> CGFloat {
        switch path.kind {
        case .footer: return 0
        case .header:
            guard path.section > 0, let spacing = env.listSectionSpacing?.points else { return style.headerInsets.top }
            return spacing
        case .item(let row):
            if row == 0 {
                guard path.section > 0, !sections[path.section].hasHeader else { return 0 }
                return env.listSectionSpacing?.points ?? style.sectionGap
            }
            return env.listRowSpacing ?? 0
        }
    }

    /// The environment a list row's view sees, modifiers written on it included: the innermost
    /// of the chain of single children from its layout child down (`Text(…).listRowInsets(…)`
    /// and `Text(…).listRowInsets(…).padding()` alike), or the row's own when it is several views.
    @MainActor static func listEnvironment(of child: any LayoutChild, row: ViewNode) -> EnvironmentValues {
        var node: ViewNode
        if let single = child as? ViewNode { node = single } else if let stack = child as? ImplicitStack, let first = stack.nodes.first { node = first } else { return row.environment }
        var steps = 0
        while steps < 16 {
            let children = node.children
            guard children.count == 1 else { break }
            node = children[0]
            steps += 1
        }
        return node.environment
    }

    /// The list environment of a made row (its layout child's, see ``listEnvironment(of:row:)``).
    @MainActor func listEnvironment(of node: ViewNode) -> EnvironmentValues {
        Self.listEnvironment(of: node.placedRow?.child ?? layoutChild(of: node), row: node)
    }

    /// The laid-out child of a made row (placed again if its layout changed since).
    @MainActor func placedChild(of node: ViewNode, cross: CGFloat, path: ElementPath = .item(0, in: 0)) -> any LayoutChild {
        if let entry = node.placedRow, entry.holds(for: node) { return entry.child }
        _ = placeRow(node, cross: cross, path: path)
        return node.placedRow!.child
    }

    @MainActor func forgetRow(_ node: ViewNode) { node.placedRow?.retire() }

    /// Whether the row's layout changed since it was measured.
    @MainActor func needsRemeasure(_ node: ViewNode) -> Bool {
        guard let entry = node.placedRow, entry.isCurrent else { return false }
        return entry.generation != node.layoutGeneration
    }

    /// The element whose id is `id`: a `ForEach` element's id, or an explicit `.id(_:)` on a
    /// header, footer or single row (found through the wrappers around it). Each `ForEach` answers
    /// for its data (``LazyElements/index(ofID:)``): O(1) over a `Range<Int>`, an
    /// `IdentifiedArray`, an `OrderedSet` or an `OrderedDictionary`'s elements by key; a walk
    /// reading ids in place otherwise.
    @MainActor func path(ofID id: AnyHashable) -> ElementPath? {
        let explicitID = Self.explicitID
        for (s, section) in sections.enumerated() {
            if section.id == id { return section.hasHeader ? .header(of: s) : .item(0, in: s) }
            if section.pending != nil {
                // Not made: its rows found through its value (its views are looked at below,
                // if no row anywhere has the id).
                if let row = pendingRow(ofID: id, inSection: s) { return .item(row, in: s) }
                continue
            }
            if explicitID(section.header) == id { return .header(of: s) }
            for (r, run) in section.runs.enumerated() {
                switch run {
                case .single(let node):
                    if explicitID(node) == id || Self.forEachElementID(of: node) == id { return .item(section.starts[r], in: s) }
                case .forEach(let node):
                    if let i = node.elements.index(ofID: id).offset { return .item(section.starts[r] + i * node.subviewsPerElement, in: s) }
                }
            }
            if explicitID(section.footer) == id { return .footer(of: s) }
        }
        // An explicit `.id(_:)` on a view of a section not made yet (a header's): those are
        // made, in order, until one has it.
        for s in sections.indices where isPending(s) {
            makePendingSection(s)
            let section = sections[s]
            if explicitID(section.header) == id { return .header(of: s) }
            for (r, run) in section.runs.enumerated() {
                if case .single(let node) = run, explicitID(node) == id { return .item(section.starts[r], in: s) }
            }
            if explicitID(section.footer) == id { return .footer(of: s) }
        }
        return nil
    }

    /// An explicit `.id(_:)` on `node`, found through the wrappers around it.
    @MainActor static func explicitID(_ node: ViewNode?) -> AnyHashable? {
        var current = node
        while let node = current {
            if let idNode = node as? IDNode { return idNode.id }
            guard !node.isDisplayable, node.children.count == 1 else { return nil }
            current = node.children[0]
        }
        return nil
    }

    /// The id of the element of a (non-lazy) `ForEach` that a single row is, or is a subview
    /// of: in a plain `HStack`/`VStack` made the scroll view's rows (`scrollTargetLayout()` on a
    /// stack), each element's views are rows of their own, and the element's id is what
    /// `scrollPosition(id:)` reports and `scrollTo(id:)` finds, as for a lazy stack's rows
    /// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
    /// Nil when the row is not inside a `ForEach`'s element.
    @MainActor static func forEachElementID(of node: ViewNode?) -> AnyHashable? {
        guard var child = node else { return nil }
        while let parent = child.parent {
            if let forEach = parent as? ForEachNode {
                guard let index = forEach.childNodes.firstIndex(where: { $0 === child }), index < forEach.ids.count else { return nil }
                return forEach.ids[index]
            }
            // Rows are found through views that are not displayable only: a displayable
            // parent is the container the row was spliced out of.
            guard !parent.isDisplayable else { return nil }
            child = parent
        }
        return nil
    }

    /// The ids of section `s`'s rows in order (a `ForEach`'s read in place), or nil when it
    /// has more than `limit` rows or is not made yet (its rows were never made or measured:
    /// they are told to the engine by count).
    @MainActor func rowIDs(inSection s: Int, limit: Int) -> SectionRowIDs? {
        let section = sections[s]
        guard section.count <= limit, section.pending == nil else { return nil }
        // One `ForEach` of a range identified by its elements (or a grid's lines over one): its
        // bounds, no id read.
        if section.runs.count == 1, case .forEach(let node) = section.runs[0], node.subviewsPerElement == 1,
           let integers = node.elements.integerIDs {
            return .integers(integers)
        }
        var ids: [AnyHashable] = []
        ids.reserveCapacity(section.count)
        for (r, run) in section.runs.enumerated() {
            switch run {
            case .single: ids.append(AnyHashable(["row", section.id, AnyHashable(section.starts[r])]))
            case .forEach(let node) where node.subviewsPerElement == 1:
                node.elements.appendIDs(to: &ids)
            case .forEach(let node):
                for i in 0..<node.count {
                    let id = node.id(at: i)
                    ids.append(id)
                    for subview in 1..<max(1, node.subviewsPerElement) { ids.append(AnyHashable(LazySubviewID(element: id, subview: subview))) }
                }
            }
        }
        return .list(ids)
    }

    // MARK: LazyStackDataSource

    var sectionCount: Int { sections.count }
    func itemCount(inSection section: Int) -> Int { sections[section].count }
    func hasHeader(inSection section: Int) -> Bool { sections[section].hasHeader }
    func hasFooter(inSection section: Int) -> Bool { sections[section].hasFooter }

    func id(of path: ElementPath) -> AnyHashable {
        let section = sections[path.section]
        // A header's or a footer's id is its section's: a section not made yet stays so.
        switch path.kind {
        case .header where section.pending != nil: return AnyHashable(["header", section.id])
        case .footer where section.pending != nil: return AnyHashable(["footer", section.id])
        default: break
        }
        switch slot(at: path) {
        case .element(let forEach, let index): return forEach.id(at: index)
        case .subview(let forEach, let index, let subview):
            // The first subview carries the element's id (scrollTo(id:) lands on it).
            let id = forEach.id(at: index)
            return subview == 0 ? id : AnyHashable(LazySubviewID(element: id, subview: subview))
        case .view: break
        }
        switch path.kind {
        case .header: return AnyHashable(["header", section.id])
        case .footer: return AnyHashable(["footer", section.id])
        // A single view's identity is its place: stable when its node is made again.
        case .item(let row): return AnyHashable(["row", section.id, AnyHashable(row)])
        }
    }

    /// The id observers see for the row at `path`: its own, or for any subview of a `ForEach`
    /// element, the element's (all its subviews are that element, as in SwiftUI).
    @MainActor func observedID(of path: ElementPath) -> AnyHashable {
        switch slot(at: path) {
        case .subview(let forEach, let index, _): return forEach.id(at: index)
        // A row that is a plain stack's `ForEach` element (or a view of one): the element's id.
        case .view(let node): if let id = Self.forEachElementID(of: node) { return id }
        case .element: break
        }
        return id(of: path)
    }

    func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        // No node: a subview its element's type promised and its value did not make.
        guard let node = node(at: path) else { return LazyStackCollapsedExtent }
        guard let size = placeRow(node, cross: CGFloat(crossExtent), path: path) else { return LazyStackCollapsedExtent }
        return Double(axis == .vertical ? size.height : size.width)
    }

    /// Idle-time prefetch of a row measured before: its view is made (or a recycled one
    /// updated) and laid out, so the pass that shows it only places and paints it.
    func prefetch(_ path: ElementPath, crossExtent: Points) {
        guard let node = node(at: path) else { return }
        _ = placedChild(of: node, cross: CGFloat(crossExtent), path: path)
    }
}

/// The parts of baseline-aligned rows above and below their baseline (``ViewListSource/baselineExtent``).
struct BaselineExtent: Hashable {
    var ascent: CGFloat
    var descent: CGFloat
}
