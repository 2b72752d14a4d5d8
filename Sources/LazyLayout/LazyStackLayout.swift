import ScrollCore

/// The lazy stack engine behind `LazyVStack` and `LazyHStack`: one implementation for both
/// axes that creates (measures and places) only the elements in and near the viewport.
///
/// The truth of the scroll position is a ``ScrollAnchor`` (an element and an offset in it).
/// Each pass moves the anchor by the scroll delta physics made since the last pass, fills the
/// viewport forward and backward from it, and then derives the pixel offset the anchor implies
/// from the measured extents before it plus estimates for the unmeasured ones. When that implied
/// offset differs from the one physics holds — because an estimate above the viewport was replaced
/// by a measurement, or the average changed, or data was inserted above — the difference goes back
/// to physics as ``LayoutResult/correction`` (Flutter's `scrollOffsetCorrection`), and nothing on
/// screen moves.
///
/// Around the viewport, three windows (``LayoutConstraints/prefetchWindow``,
/// ``LayoutConstraints/keepAliveWindow``) decide an element's life: inside the viewport it is
/// created at once; in the prefetch window (further ahead the faster the scroll) it is created
/// while the ``PrefetchBudget`` lasts; in the keep-alive window an element that exists stays, and
/// nothing new is created; beyond it, elements are destroyed.
///
/// Usage, once per frame:
/// ```swift
/// let result = stack.layout(constraints, source: data)
/// position.correct(by: result.correction)
/// position.updateMetrics(.init(minOffset: result.minOffset, maxOffset: result.maxOffset, …), at: t)
/// ```
///
/// - Complexity: creating a stack is O(sections). A pass does work proportional to the elements
///   it places plus the elements the anchor walks past (at most a few viewports' worth; larger
///   deltas re-locate the anchor by estimate, in O(log elements) — ``ExtentCache``), and reads
///   O(log elements) entries of the extent cache however many were measured
///   (``LayoutStats/entriesScanned``). Memory grows with measured elements only.
public struct LazyStackLayout<Source: LazyStackDataSource> {
    public internal(set) var sectionIndex: SectionIndex
    public internal(set) var extents = ExtentCache()
    public internal(set) var anchor = ScrollAnchor(index: 0, offsetInElement: 0)
    /// Sums and counts of the measured elements before the anchor, kept as the anchor moves.
    var tallyBeforeAnchor = ExtentTally()
    /// During ``apply(_:source:)``: the anchor was before the content's first element when the
    /// batch began (see there).
    var anchorIsBeforeContentStart = false
    /// The offset the previous pass represented (after its correction); nil before the first.
    var lastOffset: Points?
    /// Set by a programmatic jump: the next pass takes the anchor as it is instead of moving it
    /// by the scroll delta, and keeps the result inside the scrollable range.
    var anchorIsAuthoritative = false
    var lastCrossExtent: Points?
    /// The spacing of the last pass, and the header it held pinned (global index), if any: data
    /// changes move the anchor past such a header onto the first element that scrolls on screen.
    var lastSpacing: Points = 0
    var pinnedHeaderIndex: Int?
    /// Elements realized by the last pass, and the visible ones among them: global indices in
    /// ascending order (binary-searched; a few dozen entries, where hashing into a `Set` cost
    /// more than the rest of the bookkeeping — callgrind, `finishLifecycle`).
    var realized: [Int] = []
    var visible: [Int] = []
    // Reused storage (a steady-state pass allocates nothing).
    var nextRealized: [Int] = []
    var nextVisible: [Int] = []
    /// The last pass's realized and visible elements in paint order (``LayoutResult/destroyed``
    /// and ``LayoutResult/disappeared`` follow it) — kept only when that is not index order
    /// (pinned decorations drawn out of place); otherwise `realized` / `visible` are that order.
    var realizedInOrder: [Int] = []
    var visibleInOrder: [Int] = []
    var lastRealizedInIndexOrder = true
    var lastVisibleInIndexOrder = true
    var backward: [PlacedElement] = []
    var measuredThisPass = 0
    /// ``ExtentCache/entriesScanned`` when this pass began.
    var scannedAtPassStart = 0
    var collapsedThisPass = 0
    var passes = 0
    /// Index edits and reloads applied since the last pass (``LayoutResult/indexEdits``).
    var pendingEdits: [IndexEdit] = []
    var pendingReload = false
    /// Scroll deltas larger than this many viewports re-locate the anchor by estimate instead of
    /// walking element by element.
    public var walkLimitViewports: Double = 4

    /// What the last pass leaves for the idle-time prefetch (``prefetchAhead(source:maxElements:)``):
    /// the scroll delta it moved by, its prefetch window, and where its fill stopped in each
    /// direction (the first element not realized and its edge, in that pass's viewport points).
    var idle = IdlePrefetchState()
    /// The elements the idle time before this pass made ready (``IdlePrefetchState/madeReadyIndices``):
    /// in the keep-alive window they are realized though the prefetch window did not reach them.
    var madeReadyBeforePass: Range<Int> = 0..<0

    /// The data source's uniform item extent, if any: such items are never measured or stored.
    var uniformItemExtent: Points?
    /// Checks every number the data source returns; its faults go out with the next pass's stats.
    public internal(set) var sourceGuard = DataSourceGuard()

    public init(source: Source) {
        sectionIndex = SectionIndex(source, guard: &sourceGuard)
        extents = ExtentCache(elementCount: sectionIndex.elementCount)
        extents.providedEstimates = checkedEstimates(source)
        uniformItemExtent = sourceGuard.checkedUniformExtent(source.uniformItemExtent)
    }

    static func providedEstimates(_ source: Source) -> [Points?] {
        if let uniform = source.uniformItemExtent {
            return [source.sectionCount > 0 ? source.estimatedExtent(of: .header, inSection: 0) : nil, uniform,
                    source.sectionCount > 0 ? source.estimatedExtent(of: .footer, inSection: 0) : nil]
        }
        return ExtentClass.allCases.map { cls in
            guard source.sectionCount > 0 else { return nil }
            switch cls {
            case .header: return source.estimatedExtent(of: .header, inSection: 0)
            case .item: return source.estimatedExtent(of: .item(0), inSection: 0)
            case .footer: return source.estimatedExtent(of: .footer, inSection: 0)
            }
        }
    }

    /// The global element indices realized by the last pass, ascending.
    public var realizedIndices: [Int] { realized }
    /// The global element indices visible after the last pass, ascending.
    public var visibleIndices: [Int] { visible }

    /// The identity of the element at global `index`.
    public mutating func id(at index: Int, source: Source) -> Source.ElementID {
        source.id(of: sectionIndex.path(at: index))
    }

    // MARK: - The measure pass

    /// Lays out the elements for `constraints` and returns where they go; see the type's docs.
    public mutating func layout(_ constraints: LayoutConstraints, source: Source,
                                budget: PrefetchBudget = .unlimited) -> LayoutResult {
        var result = LayoutResult(constraints: constraints)
        layout(constraints, source: source, budget: budget, into: &result)
        return result
    }

    /// Lays out into `result`, reusing its storage: a host that keeps one result and passes it
    /// back each frame makes a steady-state pass allocate nothing.
    public mutating func layout(_ constraints: LayoutConstraints, source: Source,
                                budget: PrefetchBudget = .unlimited, into result: inout LayoutResult) {
        measuredThisPass = 0
        collapsedThisPass = 0
        // Pages measured before wait for the tree until a query takes them. A re-location past
        // every measurement queries nothing, so a fast scroll never would: the pass takes them
        // here once two are waiting, unless the host's idle time did (``prepareStorage(maxOSPages:)``,
        // by the same rule) — the pending list stays short, and one page a slow scroll keeps
        // measuring is not added to the tree again each pass.
        extents.flushPending(ifAtLeast: 2)
        scannedAtPassStart = extents.entriesScanned
        passes += 1
        var budget = budget
        reset(&result, constraints)
        // (Stats are reset with the result, here and before a second fill: set at the end.)
        madeReadyBeforePass = idle.madeReadyIndices
        let prefetchedIdle = idle.beginPass(prefetchWindow: constraints.prefetchWindow)
        let count = sectionIndex.elementCount
        let viewport = max(0, constraints.viewportExtent.finiteOr(0))
        let spacing = max(0, constraints.spacing.finiteOr(0))
        let cross = max(0, constraints.crossExtent.finiteOr(0) - constraints.crossInsets.before - constraints.crossInsets.after)
        let requestedOffset = constraints.scrollOffset.finiteOr(lastOffset ?? 0)
        result.stats.elementCount = count

        lastSpacing = spacing
        pinnedHeaderIndex = nil
        guard count > 0 else {
            // Nothing to keep in place. An offset further out than an empty content's rubber band
            // reaches (a viewport past either end) is a stale one from before the data emptied:
            // it goes back to the start, as a correction. The anchor keeps the leading edge's place
            // relative to where the first element will be, so data inserted later shows there.
            result.contentExtent = constraints.leadingInset + constraints.trailingInset
            let maxOffset = max(0, result.contentExtent - viewport)
            let offset = requestedOffset >= -viewport && requestedOffset <= maxOffset + viewport ? requestedOffset : 0
            result.scrollOffset = offset
            result.correction = offset - requestedOffset
            if result.correction != 0 { result.stats.corrections = 1 }
            anchor = ScrollAnchor(index: 0, offsetInElement: offset - constraints.leadingInset)
            tallyBeforeAnchor = ExtentTally()
            anchorIsAuthoritative = false
            lastOffset = offset
            result.anchor = anchor
            result.stats.dataSourceFaults = sourceGuard.drain()
            result.stats.dataSourceFaultCount = sourceGuard.total
            result.stats.prefetchedIdle = prefetchedIdle
            finishLifecycle(&result, jumped: true)
            return
        }
        if anchor.index >= count {
            anchor = ScrollAnchor(index: count - 1, offsetInElement: 0)
            recomputeTallyBeforeAnchor()
        }
        if let lastCross = lastCrossExtent, lastCross != cross {
            // Extents may depend on the cross size (text wraps): measure again as elements are
            // needed; the anchor keeps the content in place.
            extents.removeAll()
            tallyBeforeAnchor = ExtentTally()
        }
        lastCrossExtent = cross

        // 1. Move the anchor by the scroll delta physics made since the last pass (or take it as
        //    set by a programmatic jump).
        var jumped = anchorIsAuthoritative
        if anchorIsAuthoritative {
            // Keep it.
        } else if let last = lastOffset, abs(requestedOffset - last) <= max(viewport, 1) * walkLimitViewports {
            anchor.offsetInElement += requestedOffset - last
            idle.deltaPoints = requestedOffset - last
        } else {
            relocateAnchor(toOffset: requestedOffset, spacing: spacing, leadingInset: constraints.leadingInset)
            jumped = true
        }
        walkAnchor(spacing: spacing, source: source, cross: cross)

        // 2. Place elements forward and backward from the anchor.
        fill(&result, constraints: constraints, source: source, cross: cross, spacing: spacing, budget: &budget)
        if anchorIsAuthoritative {
            // A programmatic jump lands inside the scrollable range, never in overscroll.
            let shift = overscrollAfterJump(result, viewport: viewport, constraints: constraints)
            if shift != 0 {
                refill(&result, shiftingAnchorBy: shift, constraints: constraints, source: source, cross: cross,
                       spacing: spacing, budget: &budget)
            }
            anchorIsAuthoritative = false
        }
        // Content wholly outside the viewport (more than a viewport of overscroll: a spring's
        // momentum, or data removed or inserted under an off-screen anchor) shows nothing, so
        // moving it back to that edge moves nothing on screen; the offset then stays within a
        // viewport of the scrollable range, and physics springs back from there.
        let beyond = contentBeyondViewport(result, viewport: viewport, constraints: constraints)
        if beyond != 0 {
            refill(&result, shiftingAnchorBy: beyond, constraints: constraints, source: source, cross: cross,
                   spacing: spacing, budget: &budget)
        }

        // 3. The offset the anchor implies, and the correction that brings physics to it.
        let anchorStart = estimatedStart(of: anchor.index, spacing: spacing, leadingInset: constraints.leadingInset)
        let impliedOffset = anchorStart + anchor.offsetInElement
        result.scrollOffset = impliedOffset
        result.correction = impliedOffset - requestedOffset
        if abs(result.correction) < 1e-9 { result.correction = 0; result.scrollOffset = requestedOffset }
        if result.correction != 0 { result.stats.corrections = 1 }
        result.contentExtent = estimatedStart(of: count, spacing: spacing, leadingInset: constraints.leadingInset)
            - spacing + constraints.trailingInset
        if result.reachesEnd, let last = result.placed.last, last.index == count - 1 {
            // The end is exact: the last element's trailing edge plus the inset.
            // (A collapsed last element ends where the spacing before it began.)
            let end = last.isCollapsed ? last.frame.mainMin(constraints.axis) - spacing : last.frame.mainMax(constraints.axis)
            result.contentExtent = result.scrollOffset + end + constraints.trailingInset
        }
        // Only collapsed elements: nothing but the insets.
        result.contentExtent = max(result.contentExtent, constraints.leadingInset + constraints.trailingInset)
        lastOffset = result.scrollOffset

        // 4. Pinned headers and footers: a post-pass over the placed elements.
        if constraints.pinnedViews.contains(.sectionHeaders) {
            result.pinnedHeaderSection = pinHeader(&result, cross: cross, source: source)
            pinnedHeaderIndex = result.pinnedHeaderSection.map { sectionIndex.index(of: .header(of: $0)) }
        }
        if constraints.pinnedViews.contains(.sectionFooters) {
            result.pinnedFooterSection = pinFooter(&result, viewport: viewport, cross: cross, source: source)
        }
        // (Only pinning marks elements: a stack that pins nothing has none to move.)
        if !constraints.pinnedViews.isEmpty { movePinnedToEnd(&result) }
        result.anchor = anchor
        result.stats.dataSourceFaults = sourceGuard.drain()
        result.stats.dataSourceFaultCount = sourceGuard.total
        result.stats.prefetchedIdle = prefetchedIdle
        finishLifecycle(&result, jumped: jumped || passes == 1)
        // Memory for the pages of extents a fast scroll reaches next, an OS page a pass at most.
        extents.prepareStorageAhead(urgentOnly: true)
    }

    /// Maps up to `maxOSPages` OS pages of the memory the next passes will write — the extent
    /// storage ahead of the newest measurement, the tree's nodes and the slot map ahead in the
    /// direction pages are being made — and returns how many it wrote: for a host's idle time
    /// between frames (after presenting, while it waits for the next vsync).
    ///
    /// A pass prepares one OS page at most itself when it finds the storage short (so a host that
    /// never calls this still takes no more than one first-touch page fault a pass for it); a
    /// host that calls this between frames takes those faults outside its frames. A 400,000 pt/s
    /// scroll over variable rows needs ~0.18 OS page a frame; 8 pages a call also cover a frame
    /// where the tree's levels cross OS pages together and where a block runs out, so after the
    /// first few passes (~26 pages to set up) the passes prepare nothing (`ExtentStorageTests`).
    ///
    /// It also adds the pages measured since to the extent cache's tree once two are waiting
    /// (``ExtentCache/flushPending(ifAtLeast:)``), which the next pass would otherwise do first.
    ///
    /// - Complexity: O(`maxOSPages` · log pages), plus O(log pages) per page measured since the
    ///   last call.
    @discardableResult
    public mutating func prepareStorage(maxOSPages: Int = 8) -> Int {
        // Pages measured by the last passes go into the extent tree now, not in the next pass.
        extents.flushPending(ifAtLeast: 2)
        var written = 0
        while written < maxOSPages, extents.prepareStorageAhead() { written += 1 }
        return written
    }

    func reset(_ result: inout LayoutResult, _ constraints: LayoutConstraints) {
        result.constraints = constraints
        result.placed.removeAll(keepingCapacity: true)
        result.appeared.removeAll(keepingCapacity: true)
        result.disappeared.removeAll(keepingCapacity: true)
        result.created.removeAll(keepingCapacity: true)
        result.destroyed.removeAll(keepingCapacity: true)
        result.contentExtent = 0
        result.scrollOffset = 0
        result.correction = 0
        result.pinnedHeaderSection = nil
        result.pinnedFooterSection = nil
        result.reachesStart = false
        result.reachesEnd = false
        result.stats = LayoutStats()
    }

    /// Moves the anchor `shift` points into its element and lays the elements out again from
    /// there: the first fill left the content out of place (a jump into overscroll, content a
    /// viewport beyond its edge).
    private mutating func refill(_ result: inout LayoutResult, shiftingAnchorBy shift: Points, constraints: LayoutConstraints,
                                 source: Source, cross: Points, spacing: Points, budget: inout PrefetchBudget) {
        anchor.offsetInElement += shift
        walkAnchor(spacing: spacing, source: source, cross: cross)
        reset(&result, constraints)
        result.stats.elementCount = sectionIndex.elementCount
        fill(&result, constraints: constraints, source: source, cross: cross, spacing: spacing, budget: &budget)
    }

    /// Fills the windows around the anchor: forward to the end of the keep-alive window, then
    /// backward to its start, creating elements as their window allows.
    private mutating func fill(_ result: inout LayoutResult, constraints: LayoutConstraints, source: Source,
                               cross: Points, spacing: Points, budget: inout PrefetchBudget) {
        let count = sectionIndex.elementCount
        let viewport = max(0, constraints.viewportExtent.finiteOr(0))
        let prefetch = constraints.prefetchWindow
        let keepAlive = constraints.keepAliveWindow

        // Forward: the anchor and everything after it whose leading edge is before the window's end.
        var position = -anchor.offsetInElement
        var index = anchor.index
        // Never more than `maximumRealizedPerPass` elements (zero-extent rows would all fit).
        let limit = DataSourceGuard.maximumRealizedPerPass
        // Whether each element was realized is read off the last pass's list by a cursor that
        // moves with the fill (a binary search each cost ~60 instructions, ~50 elements a pass).
        var wasRealized = MonotoneCursor(ascending: true)
        while index < count && position < keepAlive.upperBound {
            guard result.placed.count < limit else { sourceGuard.reportRealizeLimit(at: index); break }
            let required = position < viewport || index == anchor.index
            // (An element in the viewport is measured without the call to `realize`.)
            guard let extent = required ? ensureMeasured(index, source: source, cross: cross)
                : realize(index, inPrefetch: position < prefetch.upperBound, wasRealized: &wasRealized,
                          source: source, cross: cross, budget: &budget, stats: &result.stats) else { break }
            result.placed.append(place(index, at: position, extent: extent, cross: cross, constraints: constraints, source: source))
            position += extent + spacing
            index += 1
        }
        result.reachesEnd = index == count
        idle.forward = (index, position)

        // Backward: elements before the anchor whose trailing edge is after the window's start.
        backward.removeAll(keepingCapacity: true)
        position = -anchor.offsetInElement
        index = anchor.index - 1
        wasRealized = MonotoneCursor(ascending: false)
        while index >= 0 && position - spacing > keepAlive.lowerBound {
            guard result.placed.count + backward.count < limit else { sourceGuard.reportRealizeLimit(at: index); break }
            let trailingEdge = position - spacing
            guard let extent = trailingEdge > 0 ? ensureMeasured(index, source: source, cross: cross)
                : realize(index, inPrefetch: trailingEdge > prefetch.lowerBound, wasRealized: &wasRealized,
                          source: source, cross: cross, budget: &budget, stats: &result.stats) else { break }
            position = trailingEdge - extent
            backward.append(place(index, at: position, extent: extent, cross: cross, constraints: constraints, source: source))
            index -= 1
        }
        result.reachesStart = index < 0
        idle.backward = (index, position - spacing)
        result.placed.insert(contentsOf: backward.reversed(), at: 0)
    }

    /// The extent of element `index`, outside the viewport, if it is to be realized in this
    /// pass, or nil when its window does not allow it (which stops the fill in that direction,
    /// keeping the realized elements contiguous). (Elements in the viewport always are.)
    private mutating func realize(_ index: Int, inPrefetch: Bool, wasRealized: inout MonotoneCursor,
                                  source: Source, cross: Points,
                                  budget: inout PrefetchBudget, stats: inout LayoutStats) -> Points? {
        if wasRealized.find(index, in: realized) { return ensureMeasured(index, source: source, cross: cross) }
        // Made ready by the idle time for a window this pass did not reach (the scroll slowed:
        // a wheel's glide, a fling's deceleration): made, so kept while the keep-alive window
        // holds it, not let go now to be made again a frame later.
        if madeReadyBeforePass.contains(index) { return ensureMeasured(index, source: source, cross: cross) }
        guard inPrefetch else { return nil }          // keep-alive window: only what exists stays
        guard budget.take() else { stats.prefetchDeferred += 1; return nil }
        stats.prefetchCreated += 1
        return ensureMeasured(index, source: source, cross: cross)
    }

    // MARK: - Elements

    /// The extent of element `index`, measuring it through the data source the first time.
    mutating func ensureMeasured(_ index: Int, source: Source, cross: Points) -> Points {
        // At or past the cache's measured end nothing is stored: the rows a fast scroll brings in
        // skip the look-up (~60 instructions each, ~36 rows a frame at 400,000 pt/s).
        if index < extents.measuredEnd, let extent = extents.extent(at: index) { return extent }
        let path = sectionIndex.path(at: index)
        if let uniform = uniformItemExtent, path.kind.row != nil { return uniform }
        let measured = source.measure(path, crossExtent: cross)
        // A collapsed item cancels the spacing after it (see `LazyStackCollapsedExtent`).
        // (`-.infinity` is `LazyStackCollapsedExtent`'s value: the global's lazy initializer
        // check cost a `swift_once` call a measurement.)
        let collapsed = measured == -.infinity && path.kind.row != nil
        let extent = collapsed ? -lastSpacing : sourceGuard.checkedMeasuredExtent(measured, of: path)
        if collapsed { collapsedThisPass += 1 }
        let cls = ExtentClass(path.kind)
        extents.record(extent, at: index, cls)
        if index < anchor.index { tallyBeforeAnchor.add(extent, cls) }
        measuredThisPass += 1
        return extent
    }

    mutating func place(_ index: Int, at position: Points, extent: Points, cross: Points,
                        constraints: LayoutConstraints, source: Source) -> PlacedElement {
        let path = sectionIndex.path(at: index)
        var crossOrigin = constraints.crossInsets.before
        var crossExtent = cross
        if let wanted = source.crossExtent(of: path, available: cross) {
            crossExtent = min(max(0, wanted.finiteOr(cross)), cross)
            switch constraints.alignment {
            case .leading: break
            case .center: crossOrigin += (cross - crossExtent) / 2
            case .trailing: crossOrigin += cross - crossExtent
            }
        }
        // A collapsed element (negative extent) is placed as a zero-size frame where the next begins.
        let frame = Rect(mainOrigin: position, crossOrigin: crossOrigin, mainExtent: max(0, extent), crossExtent: crossExtent,
                         axis: constraints.axis)
        // (With no spacing the collapsed extent is −0: negative zero, which a measured empty
        // element's +0 is not — `sign` tells them apart where `< 0` cannot.)
        return PlacedElement(index: index, path: path, frame: frame, pinning: .none, isVisible: false,
                             isCollapsed: extent < 0 || (extent == 0 && extent.sign == .minus))
    }
}
