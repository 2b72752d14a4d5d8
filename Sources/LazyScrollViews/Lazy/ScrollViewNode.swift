import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects
import ScrollHosting

/// A programmatic scroll, as the host carries it out.
enum ScrollRequest: Hashable {
    /// Element `path` at `anchor` (0 its top at the viewport's top … 1 its bottom at the bottom).
    case element(ElementPath, anchor: Double)
    case edge(atEnd: Bool)
    /// A content offset along the axis.
    case offset(Double)
}

/// A `ScrollView`'s node: its content as a ``ViewListSource`` under the lazy engine
/// (`LazyStackContent`), which the host scrolls when this is the window's scroll view.
final class ScrollViewNode: ViewNode {
    /// Which scroll view this is, for the whole run: a node made later never has an earlier one's
    /// (an object identifier may be reused at a freed address).
    let serial: Int = {
        ScrollViewNode.serials += 1
        return ScrollViewNode.serials
    }()
    @MainActor private static var serials = 0
    let axis: Axis
    var showsIndicators = true
    var content: ViewNode?
    let source: ViewListSource
    private(set) var stack: LazyStackContent<ViewListSource>!
    /// The shape of the sections the engine knows (ids, row counts, header, footer, row ids),
    /// to tell it what changed when the content is evaluated again.
    var structure: [SectionShape] = []
    struct SectionShape {
        var id: AnyHashable
        var count: Int
        var header: Bool
        var footer: Bool
        /// The rows' ids, read in place (or a progression's bounds); nil past ``diffedRowLimit``
        /// rows or while the section is not made (LazySections.swift).
        var rowIDs: SectionRowIDs?
        /// The data's change report when `rowIDs` were read (`ChangeReportingCollection`).
        var changeReport: DataChangeReport?
    }
    /// Sections longer than this are not diffed row by row (reading 10⁷ ids at every change
    /// would cost more than the change): their rows are assumed appended or removed at the end,
    /// as a pager does.
    static let diffedRowLimit = 100_000
    private(set) var lastResult: LayoutResult?
    /// Whether ``lastResult`` is set (kept with it), read without copying it (a `LayoutResult?` compared with
    /// nil is copied: its arrays retained and released, ~700 instructions, every pass).
    private(set) var hasResult = false
    /// Rows made ahead of need in frame ``prefetchFrame`` (``lazyPrefetchLimit``).
    private var prefetchedThisFrame = 0
    private var prefetchFrame = UInt64.max
    /// Whether the host scrolls this one as the window's scroll view (its layout comes from the
    /// host's pass with the physics offset, and painting uses that result).
    var isPrimary = false
    /// Whether the host scrolls this one as a nested scroll view (through ``NestedScrollContent``).
    var isHostDriven = false
    /// The id the host knows this view by: ``ScrollViewID/window`` for the window's scroll view;
    /// nested ones add the data id of the row holding them and their place in it.
    var nestedID = ScrollViewID.window

    /// Whether this view scrolls both axes (`ScrollView([.horizontal, .vertical])`): ``axis`` is
    /// the vertical one, scrolled as any; the horizontal one is a second scroll model the host
    /// keeps beside it (ScrollViewNode+CrossAxis.swift).
    let scrollsBothAxes: Bool
    /// The horizontal offset the host's cross-axis model laid out with last (0 for one axis).
    var crossOffset: Double = 0
    /// The content width the horizontal model last laid out with (to report geometry on change).
    var crossExtentReported: Double = 0
    /// A horizontal `scrollTo` for the cross-axis model (a `ScrollPosition`'s `x`, a proxy's anchor).
    var crossScrollCommand: SceneCommand?

    /// How far before and after the viewport rows are made ahead of need and laid out (points):
    /// the prefetch window's base. 100 pt — four 24 pt rows, two frames of a 3,000 pt/s scroll at
    /// 60 Hz. Rows are made ahead by the idle-time prefetch (`prefetchAhead`, velocity-aware: the
    /// rows the next pass's window reaches at the last pass's speed), and while physics moves
    /// the window reaches a further `|velocity| × 0.25 s` ahead (up to a viewport), so this base
    /// is what is made ahead at rest. Android makes about as much ahead: Compose's lazy lists
    /// prefetch the next item, RecyclerView's `GapWorker` the items the last scroll delta is
    /// about to expose. Flutter's `defaultCacheExtent` is 250, which we had until the
    /// seventeenth session: every row alive is placed in every pass, so each point of window
    /// costs every frame (Performance.md, *A narrower prefetch window (seventeenth session)*).
    static let cacheExtent: Points = 100
    /// How much further a row that scrolled out of the prefetch window stays alive before it is
    /// evicted (its nested `@State` let go, its nodes to the reuse pool), in points: a row lives
    /// until 200 pt past the viewport's edge — the prefetch window's 100 pt and this margin.
    /// SwiftUI's lazy stack subviews "are kept around a little longer after they are scrolled
    /// out of screen but are removed eventually" (WWDC26, *Dive into lazy stacks and
    /// scrolling*, 13:15). The margin is hysteresis: a scroll that turns back by less than it
    /// makes nothing again (100 pt: two frames of a brisk 3,000 pt/s scroll at 60 Hz, and more
    /// than the 80 pt `AllocationTests` swings back and forth (±40) without making a row;
    /// 50 pt made rows again there at every turn).
    /// Every row alive is placed in each pass, so a wider one costs every frame:
    /// `bench --declarative` (24 pt rows, an 800 pt viewport) places about 47 rows a frame for
    /// 34 visible with this (rows within 200 pt behind and 100 pt ahead, 1,100/24 + 1), 57 with
    /// the 250 + 50 pt of before, 66 with 250 + 250 before that and 88 with the engine's default
    /// of a viewport (Performance.md, *Fewer rows placed, fewer walks (fifteenth session)*).
    static let keepAliveExtent: Points = 100

    init(axis: Axis, bothAxes: Bool = false, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.axis = axis
        scrollsBothAxes = bothAxes
        source = ViewListSource(axis: axis)
        source.unboundedCross = bothAxes
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
        stack = LazyStackContent(source: source, axis: axis == .vertical ? .vertical : .horizontal,
                                 cacheExtent: Self.cacheExtent) { _, _, _, _ in }
        stack.keepAliveExtent = Self.keepAliveExtent
        // `unowned` (checked): the engine holding the painter is this node's, so the node
        // outlives every call; a strong capture would be a cycle.
        stack.painter = { [unowned self] element, frame, list, _ in
            // Two axes: the rows move left by the horizontal offset.
            paintRow(element, frame: crossOffset == 0 ? frame : frame.offsetBy(dx: -crossOffset, dy: 0), into: &list)
        }
        source.sectionMade = { [unowned self] section in sectionWasMade(section) }
        // Transparent, as SwiftUI's: what is behind shows through (the window clears to the background).
        stack.paintsBackground = false
    }

    /// How the host scrolls this view (the scroll modifiers above it).
    var scrollBehavior: ScrollBehavior {
        var behavior = environment.scrollBehavior(axis: axis)
        let axes: Axis.Set = axis == .vertical ? .vertical : .horizontal
        behavior.showsIndicators = showsIndicators && !environment.hiddenScrollIndicatorAxes.contains(axes)
        behavior.showsIndicatorOnlyOnHover = showsIndicators && !behavior.showsIndicators && !environment.neverScrollIndicatorAxes.contains(axes)
        behavior.targets = scrollTargets()
        behavior.flashesIndicatorsOnAppear = environment.scrollIndicatorsFlashOnAppear
        behavior.indicatorFlashCount = environment.scrollIndicatorFlashCount
        let margins = environment.scrollIndicatorMargins
        behavior.indicatorInsets = ScrollCore.EdgeInsets(top: Double(margins.top), leading: Double(margins.leading),
                                                         bottom: Double(margins.bottom), trailing: Double(margins.trailing))
        return behavior
    }

    override var debugName: String? { "ScrollView" }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }
    /// Scroll modifiers above this view were for it, not for scroll views nested inside.
    override var childEnvironment: EnvironmentValues { environment.clearingScrollModifiers() }

    /// The lazy stack directly inside, if the content is one, and the padding around it
    /// (`LazyHStack { … }.padding(.horizontal, 24)`: the padding becomes content insets).
    var lazyStack: (stack: LazyStackNode, padding: EdgeInsets)? {
        var sole = content?.soleContributedSubview
        var padding = EdgeInsets()
        while let padded = sole as? LayoutNode<PaddingLayout> {
            let insets = padded.layout.insets
            padding = EdgeInsets(top: padding.top + insets.top, leading: padding.leading + insets.leading,
                                 bottom: padding.bottom + insets.bottom, trailing: padding.trailing + insets.trailing)
            sole = padded.slots.first?.soleContributedSubview
        }
        guard let stack = sole as? LazyStackNode else { return nil }
        return (stack, padding)
    }

    /// The content was evaluated again: rebuild the sections and tell the engine what changed
    /// (a *structure pass*: ``structurePasses``).
    func contentChanged() {
        contentNeedsRebuild = false
        insetsNeedUpdate = false
        structurePasses += 1
        // The elements placed so far may be another `ForEach`'s (see ``PlacedNode``).
        forgetPlacedNodes()
        var spare: [PlacedNode] = []
        swap(&spare, &sparePlacedNodes)
        spare.removeAll(keepingCapacity: true)
        swap(&spare, &sparePlacedNodes)
        placedViews.removeAll()
        sparePlacedViews.removeAll()
        let lazy = lazyStack
        // Content that is not one lazy stack is an implicit stack of its views along the axis,
        // lazy stacks inside it lazy (`ImplicitStackStyles`). Views the rebuild makes (sections
        // collected up front) invalidate up to here; what they are is read right after: that
        // is no change of the content (it would rebuild it again in the next pass).
        isRebuilding = true
        source.rebuild(from: lazy?.stack.content ?? content, implicitStack: lazy == nil)
        isRebuilding = false
        applyConfiguration(lazy)
        structureChanged()
    }

    /// The stack's spacing, alignment, pinning and content insets, from the lazy stack's
    /// configuration (or the implicit stack's, or the list style's), the content margins, the
    /// safe area and the refresh band.
    private func applyConfiguration(_ lazy: (stack: LazyStackNode, padding: EdgeInsets)?) {
        if let configuration = lazy?.stack.configuration {
            stack.spacing = Double(configuration.spacing ?? 8)
            source.spacing = configuration.spacing ?? 8
            source.crossFraction = configuration.crossFraction
            source.crossBaseline = configuration.crossBaseline
            stack.pinnedViews = PinnedViews(rawValue: Int(configuration.pinnedViews.rawValue))
            stack.alignment = configuration.crossFraction < 0.25 ? .leading : configuration.crossFraction > 0.75 ? .trailing : .center
        } else {
            // The gaps are in the rows' lengths (``RowStyle/gapAfter``).
            stack.spacing = 0
            source.spacing = 8
            source.crossFraction = 0.5
            source.crossBaseline = nil
            stack.pinnedViews = PinnedViews(rawValue: Int(source.implicitPinnedViews.rawValue))
        }
        source.listStyle = axis == .vertical ? environment.listStyle : nil
        if let style = source.listStyle {
            stack.spacing = 0
            // Plain lists hold a section's header at the top while the section scrolls under it.
            if style.pinnedHeaderBars { stack.pinnedViews = .sectionHeaders }
            // No header on the first section: the first card starts below a gap.
            let topGap = source.sectionCount > 0 && !source.hasHeader(inSection: 0) ? style.topInset : 0
            let safe = safeAreaInsets
            stack.contentInsets = ScrollCore.EdgeInsets(top: Double(topGap + safe.top + refreshBand), leading: Double(safe.leading),
                                                        bottom: Double(style.topInset + safe.bottom), trailing: Double(safe.trailing))
            stack.visibleRegionInsets = ScrollCore.EdgeInsets(top: Double(safe.top), leading: Double(safe.leading),
                                                              bottom: Double(safe.bottom), trailing: Double(safe.trailing))
            return
        }
        let environmentMargins = environment.contentMargins, safe = safeAreaInsets
        let margins = EdgeInsets(top: environmentMargins.top + safe.top, leading: environmentMargins.leading + safe.leading,
                                 bottom: environmentMargins.bottom + safe.bottom, trailing: environmentMargins.trailing + safe.trailing)
        var padding = lazy?.padding ?? EdgeInsets()
        if lazy == nil {
            let (before, after) = source.implicitInsets
            if axis == .vertical { padding.top += before; padding.bottom += after } else { padding.leading += before; padding.trailing += after }
        }
        stack.contentInsets = ScrollCore.EdgeInsets(top: Double(margins.top + padding.top + refreshBand), leading: Double(margins.leading + padding.leading),
                                                    bottom: Double(margins.bottom + padding.bottom),
                                                    trailing: Double(margins.trailing + padding.trailing))
        // The safe area and content margins are not the visible region, the padding is content
        // (`scrollTo(_:anchor:)` aligns inside the margins).
        stack.visibleRegionInsets = ScrollCore.EdgeInsets(top: Double(margins.top), leading: Double(margins.leading),
                                                          bottom: Double(margins.bottom), trailing: Double(margins.trailing))
    }

    /// Only the insets changed (the safe area): the content is what it was, the sections stand.
    private func insetsChanged() {
        insetsNeedUpdate = false
        applyConfiguration(lazyStack)
        invalidateLayout()
    }

    /// Brings the content up to date before a pass reads it: rebuilt if it changed, its insets
    /// worked out again if only they did.
    func updateContentIfNeeded() {
        if contentNeedsRebuild { contentChanged() } else if insetsNeedUpdate { insetsChanged() }
    }

    /// Rows whose views changed since they were measured are measured again in the next pass.
    private func remeasureChangedRows() {
        guard hasResult else { return }
        // Only when a row's layout was invalidated since it was measured (rows of a ForEach
        // report to it; headers and single rows to this view): a frame that only scrolls
        // looks at nothing.
        var changed = viewsBelowInvalidated
        viewsBelowInvalidated = false
        for forEach in source.forEachNodes
        where forEach.takeInvalidatedElements(needingRemeasureIn: source) {
            changed = true
        }
        guard changed else { return }
        // The engine's realized elements, where they are now: a change of the data since the
        // last pass moved them (the last result's paths may name other rows, or none).
        for path in stack.realizedPaths() {
            guard let node = source.existingNode(at: path), source.needsRemeasure(node) else { continue }
            source.forgetRow(node)
            stack.invalidateExtent(of: path)
            // A row on screen whose views changed (a branch of an `if` taken, a view of another
            // type): its new views are placed in this pass, after the host's appear/disappear
            // walk of the update that made them, so the next walk looks at the row again (a new
            // identity appears, SwiftUI's `onAppear`).
            if isVisibleRow(node) { graph.noteVisibilityChange(of: node, in: self) }
        }
    }

    // MARK: Scrolling (the host drives these through ViewScene)

    /// Idle time after a frame: the rows the next pass will bring into the prefetch window are
    /// made and laid out now (``LazyStackContent/prepareForNextFrame(prefetching:)``) — SwiftUI's
    /// prefetching, done where Compose and RecyclerView do it — at most ``LazyStackContent/idlePrefetchLimit``
    /// and within what the frame's ``EnvironmentValues/lazyPrefetchLimit`` left (the idle time
    /// after a frame counts with it). Nothing when the content changed since the last pass (its
    /// rows are found again in the next).
    func prepareForNextFrame() {
        let limit = environment.lazyPrefetchLimit
        if prefetchFrame != graph.frameSerial { prefetchFrame = graph.frameSerial; prefetchedThisFrame = 0 }
        let left = limit == .max ? Int.max : max(0, limit - prefetchedThisFrame)
        let rows = contentNeedsRebuild || insetsNeedUpdate || lastResult == nil ? 0 : min(stack.idlePrefetchLimit, left)
        prefetchedThisFrame += stack.prepareForNextFrame(prefetching: rows)
    }

    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        // The constraints carry the content insets: content that changed since the last pass
        // (a safe area set by this frame's view layout) is rebuilt first, so this frame's pass
        // lays out with this frame's insets.
        updateContentIfNeeded()
        return stack.constraints(viewport: viewport, scrollOffset: scrollOffset)
    }

    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        // Rows are placed in the content's own space: no band of the window's containers
        // reaches them (`ignoresSafeArea`, SafeArea+Ignoring.swift).
        let bands = graph.safeAreaBands
        if !bands.isEmpty { graph.safeAreaBands = .none }
        defer { if !bands.isEmpty { graph.safeAreaBands = bands } }
        updateContentIfNeeded()
        remeasureChangedRows()
        // Drop our copy first: the engine then reuses `result`'s storage (no allocation).
        lastResult = nil
        hasResult = false
        // The prefetch limit is a frame's: passes of one frame (a correction's second pass)
        // share it.
        let limit = passEnvironment.prefetchLimit
        if prefetchFrame != graph.frameSerial { prefetchFrame = graph.frameSerial; prefetchedThisFrame = 0 }
        stack.prefetchLimitPerPass = limit == .max ? .max : max(0, limit - prefetchedThisFrame)
        stack.layout(constraints, into: &result)
        alignSmallContent(&result)
        if !result.stats.dataSourceFaults.isEmpty { warnDataSourceFaults(result.stats.dataSourceFaults) }
        prefetchedThisFrame += result.stats.prefetchCreated
        lastResult = result
        hasResult = true
        // Mark what the engine holds (made now if new: prefetching makes views ahead of need)
        // and what is on screen; evict the rest.
        // Rows are stamped with the pass they are visible in (no set of ids to hash):
        // ScrollViewNode+VisibleRows.swift.
        pass &+= 1
        markPlacedRows(result)
        if scrollsBothAxes { updateCrossContentWidth() }
        if source.alignsBaselines { updateBaselineExtent() }
        reportToObservers(result)
        reportRowGeometry(result)
        writeBackPosition(result)
    }

    private(set) var pass = 0
    /// The targets ``scrollTargets()`` resolved, and the pass they were resolved from.
    var resolvedTargets: (pass: Int, targets: ScrollBehavior.Targets)?

    /// What every pass reads of the environment, looked up again only when the environment is
    /// another value: a lookup walks the environment's list (~400 instructions, three a pass).
    struct PassEnvironment {
        let base: EnvironmentValues
        let prefetchLimit: Int
        let geometryObservers: [ScrollGeometryObserver]
        let visibilityObserver: ScrollTargetVisibilityObserver?
        /// `defaultScrollAnchor(_:for: .alignment)` along the axis (0: the start).
        let alignmentUnit: Double
        /// What drawing reads each frame: `scrollClipDisabled`, `scrollDisabled`, the
        /// `focused` binding around, and the `refreshable` above (layout).
        let clipsContent: Bool
        let isScrollEnabled: Bool
        let focusBinding: FocusBinding?
        let refreshController: RefreshController?
    }
    private var cachedPassEnvironment: PassEnvironment?
    /// This view's ``PassEnvironment`` (read its fields in place: a copy retains them).
    var passEnvironment: PassEnvironment {
        _read {
            if cachedPassEnvironment?.base.isIdentical(to: environment) != true {
                let environment = environment
                cachedPassEnvironment = PassEnvironment(base: environment, prefetchLimit: environment.lazyPrefetchLimit,
                                                        geometryObservers: environment.scrollGeometryObservers,
                                                        visibilityObserver: environment.scrollTargetVisibilityObserver,
                                                        alignmentUnit: Double(environment.defaultScrollAnchor.alignment.map { axis == .vertical ? $0.y : $0.x } ?? 0),
                                                        clipsContent: !environment.isScrollClipDisabled,
                                                        isScrollEnabled: environment.isScrollEnabled,
                                                        focusBinding: environment.focusBinding,
                                                        refreshController: environment.refreshController)
            }
            yield cachedPassEnvironment!
        }
    }
    /// The nodes of the elements the last pass placed, in its order, for painting them (see
    /// ``paintRow(_:frame:into:)``); emptied when the content's structure changes.
    var placedNodes: [PlacedNode] = []
    /// The pass before's list, kept for its storage.
    var sparePlacedNodes: [PlacedNode] = []
    /// Whether ``placedNodes`` is the last pass's list as it made it (``forgetPlacedNodes()``
    /// and a rebuilt content empty it): the next pass can then tell the `ForEach` entries that
    /// left from it alone (``markPlacedRows(_:)``).
    var placedNodesIntact = false
    /// The entries that left in a pass, for the evictions (storage reused).
    var leftEntries: [LazyForEachNode.Entry] = []
    /// The placed elements' nodes that are not `ForEach` elements, held while they are listed.
    var placedViews: [ViewNode] = []
    /// The pass before's, kept for its storage.
    var sparePlacedViews: [ViewNode] = []

    /// Where painting is in ``placedNodes`` (elements are painted in the order they were placed).
    var paintCursor = 0
    /// The visible rows of the last pass, in order (held: a row that disappears is reported
    /// after the pass that no longer shows it, whatever became of it meanwhile).
    var visibleRowNodes: [ViewNode] = []
    /// The visible rows of the last pass in order, by identity (its storage reused: the pass
    /// lists them so, and ``visibleRowNodes`` follows — identifiers, not references: listing a
    /// row retained it and the next pass's emptying released it, ~34 pairs a frame, for a list
    /// that only confirms the order), and the rows that appeared in it, with their place in
    /// that order.
    var visibleOrder: [ObjectIdentifier] = []
    var appearedRows: [(position: Int, row: ViewNode)] = []
    /// Positions of the rows that left in ``visibleRowNodes`` (storage kept for the next pass).
    var leftRows: [Int] = []

    override var isLayoutBoundary: Bool { true }
    /// The content's structure changed below (a `ForEach` got new data, a header changed):
    /// the next pass rebuilds the sections. Rows made or changed stop at their `ForEach`, and
    /// are measured again through their layout generation (``remeasureChangedRows()``).
    override func childLayoutInvalidated(_ child: ViewNode) {
        // Views made while the content is rebuilt, or while a section not made yet is made for
        // the engine (LazySections.swift): they are read as they are made.
        if isRebuilding || source.isMakingSection { return }
        forgetPlacedNodes()
        contentNeedsRebuild = true
        viewsBelowInvalidated = true
        // Nobody lays out a scroll view the host does not drive unless the window's pass does.
        if !isPrimary && !isHostDriven { graph.needsLayout = true }
    }
    private(set) var contentNeedsRebuild = false
    /// Set while ``contentChanged()`` rebuilds the sections.
    private var isRebuilding = false
    /// The content's insets changed (not the content): worked out again before the next pass.
    private(set) var insetsNeedUpdate = false
    /// How many times the content's structure was rebuilt and told to the engine
    /// (``contentChanged()``): once at launch (`LazySectionTests`).
    private(set) var structurePasses = 0
    /// The safe area `safeAreaPadding` and `safeAreaInset` around this view add (SafeArea.swift):
    /// its content is inset by it, with its content margins.
    var safeAreaInsets = EdgeInsets()
    /// The part of ``safeAreaInsets`` that is bars (`safeAreaBar`): the scroll edge effect's bands.
    var edgeBarInsets = EdgeInsets()
    /// Views with `onGeometryChange` in this view's rows (ScrollViewNode+RowGeometry.swift).
    var rowGeometry: [ObjectIdentifier: RowGeometryWatch] = [:]
    /// The content was made or updated (``ScrollView``'s `makeNode` and `update`): its structure
    /// is rebuilt before anything next reads it (a pass, a lookup by id) — once, however many
    /// updates came before (a launch: the content made, then updated when the navigation title
    /// it sets reaches the bar; `LazySectionTests`).
    func markContentNeedsRebuild() {
        forgetPlacedNodes()
        contentNeedsRebuild = true
        if !isPrimary && !isHostDriven { graph.needsLayout = true }
    }

    /// The content's insets must be worked out again (the safe area changed): in the next pass,
    /// without rebuilding the sections (the content is the same).
    func markInsetsChanged() {
        forgetPlacedNodes()
        insetsNeedUpdate = true
        if !isPrimary && !isHostDriven { graph.needsLayout = true }
    }
    /// A view below that is not a `ForEach` element (a header, a single row) changed layout.
    private var viewsBelowInvalidated = false

    // Scroll observers and programmatic scrolling (ScrollViewNode+Observers.swift).
    /// The last value each geometry observer saw (``PassEnvironment/geometryObservers``' order).
    var lastGeometryValues: [Any?] = []
    /// What the host said moves this scroll view this frame, and the phase last reported
    /// (ScrollPhase.swift); whether its last motion was asked for by a `scrollTo`.
    var scrollActivity = ScrollActivityKind.idle
    /// The same for a two-axis view's horizontal model (the phase is the busier of the two).
    var crossScrollActivity = ScrollActivityKind.idle
    var lastScrollPhase = ScrollPhase.idle
    var scrollIsProgrammatic = false
    var lastVisibleTargets: [AnyHashable]?
    /// The band a running `refreshable` refresh adds above the first row (Refreshable.swift).
    var refreshBand: CGFloat = 0
    var handledScrollRequest = 0
    /// What the scroll view was last offered while its size was worked out: the container size
    /// `containerRelativeFrame` reads before the scroll view is first placed.
    var sizingProposal: ProposedViewSize?
    /// Whether the user moved this view since its last programmatic scroll (the host says so).
    var isPositionedByUser = false

    /// Elements its `ForEach`es made (content closure calls) since they were made.
    var resolvedElements: Int {
        var total = 0
        for forEach in source.forEachNodes { total += forEach.elementsMade }
        return total
    }

    /// The paint in progress, shared by reference so rows can add to it while the engine holds
    /// the display list (a value held here would be accessed twice at once).
    final class RowPaint {
        var context: RenderContext
        init(_ context: RenderContext) { self.context = context }
    }
    var rowPaint: RowPaint?
    /// Whether rows may replay their recorded drawing in this paint (see ``paintRow(_:frame:into:)``).
    var rowsReplay = false
    /// Whether this paint's rows are a `List`'s, drawn in cards (``ViewListSource/listStyle``).
    var rowsInListCards = false
    var rowPaintBox: RowPaint?
    /// What the last paint drew (the HUD's "paint elements").
    var lastPaintStats = PaintStats()

    /// The viewport in window points while this view paints (scroll transitions inside read it).
    var paintingViewport: Rect?
    /// The elements of the result being painted, for a `List`'s cards (which rows of a section
    /// resolved to nothing); empty otherwise.
    var paintingPlaced: [PlacedElement] = []
    /// Per-view animation state of `.animated` scroll transitions inside.
    var transitionAnimator = ScrollTransitionAnimator<UInt>()

    // MARK: As a plain view (a scroll view inside other content)

    /// Along its axis, what is proposed; across, its content's size (``fittingSize(for:)``).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { fittingSize(for: proposal) }

    override func render(into context: inout RenderContext) {
        let paintContext = graph.paintContext ?? PaintContext(timeSeconds: context.timeSeconds, paintNested: { _, _, _ in })
        // `scrollClipDisabled()`: no clip here nor in the stack's painter.
        let clips = passEnvironment.clipsContent
        stack.clipsContent = clips
        // A scroll view that scrolls is a keyboard focus stop (before the controls inside it).
        // (The extent read alone: `if let result = lastResult` copied the result, retaining and
        // releasing its nine arrays, every frame.)
        if let contentExtent = lastResult?.contentExtent, passEnvironment.isScrollEnabled,
           contentExtent > Double(axis == .vertical ? frame.height : frame.width) + 0.5 {
            context.addFocusTarget(frame, key: ObjectIdentifier(self), activate: nil, binding: passEnvironment.focusBinding,
                                   scrollView: nestedID)
        }
        // A navigation screen sliding out from under a pushed one: where the host left it.
        if isPrimary || isHostDriven || isUnderCoveredScreen, let result = lastResult {
            if clips {
                context.clipped(to: frame) { context in
                    _ = paint(result, viewport: frame.core, context: &context, paintContext: paintContext)
                }
            } else {
                _ = paint(result, viewport: frame.core, context: &context, paintContext: paintContext)
            }
            return
        }
        // Not scrolled by a host (a view tree drawn on its own, as in tests): at its start.
        updateContentIfNeeded()
        let viewport = frame.core
        var constraints = stack.constraints(viewport: viewport.size, scrollOffset: 0)
        constraints.scrollVelocity = 0
        var result = lastResult ?? LayoutResult(constraints: constraints)
        layout(constraints, into: &result)
        if !clips { _ = paint(result, viewport: viewport, context: &context, paintContext: paintContext); return }
        context.clipped(to: frame) { context in
            _ = paint(result, viewport: viewport, context: &context, paintContext: paintContext)
        }
    }
}

