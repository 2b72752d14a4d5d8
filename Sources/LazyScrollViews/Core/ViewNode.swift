import DisplayList
import Foundation
import ScrollCore

/// One view identity in the graph: made when the identity first appears, updated with each new
/// view value for it, destroyed (with its state) when the identity goes away.
///
/// Two kinds. *Transparent* nodes — composite views, `TupleView`, `Group`, `ForEach`, `if`,
/// `EmptyView`, environment modifiers — contribute the subviews of their content to their
/// parent (``appendSubviews(to:)``), so a view whose body is two views is two subviews of the
/// enclosing stack, and one whose body is an empty `if` is none (the WWDC26 session's "Subview
/// loading"). *Displayable* nodes — leaves (`Text`, `Color`, shapes) and containers (stacks,
/// layout modifiers, effects) — are subviews themselves: they size, place and draw.
@MainActor
class ViewNode: LayoutChild {
    unowned let graph: ViewGraph
    /// The node this one is a child of (nil at the root, and once destroyed).
    ///
    /// `unowned` (the checked kind, not `weak`): a parent holds its children strongly and
    /// destroys them (``destroy()``) before it lets them go, and a destroyed node forgets its
    /// parent, so the parent is alive whenever a walk up reads it; were it not, the read traps
    /// instead of touching freed memory. Not `weak`: a weak reference gives the parent a side
    /// table, and every retain and release of a node with one takes the runtime's slow path
    /// (about 100 k of the 750 k instructions of a frame of `bench --declarative` went there).
    /// Recycled rows (``LazyForEachNode``) keep the `ForEach` that holds them as parent.
    ///
    /// Nil once the node is destroyed (``destroy()``, after its subtree and ``willDestroy()``):
    /// its parent may go before it does (a node may be held past its destruction: the
    /// invalidated list, a row's placement), and walks up from it stop.
    final var parent: ViewNode? { isDetached ? nil : parentNode }
    /// The parent the node was made under, for good: a constant, so reading it is not an
    /// exclusivity access (a variable set to nil when the node is destroyed was checked at run
    /// time at every step of every walk up: an unowned reference written there is let go inside
    /// the write, which may conflict in the optimizer's view). The unowned reference keeps the
    /// parent's memory — not the object, which goes when its owner lets it go — until this
    /// node goes too.
    private unowned let parentNode: ViewNode?
    private(set) var isDetached = false
    var environment: EnvironmentValues
    /// Distance from the root; invalidated nodes update shallowest first.
    let depth: Int
    /// The view type this node was made for: a new value of another type means a new identity.
    let viewType: ObjectIdentifier
    var needsUpdate = false
    private(set) var isDestroyed = false
    /// Where the last layout pass placed the node, in window points (displayable nodes).
    var frame: CGRect = .zero
    /// Whether the last layout pass placed the node (a node not placed is not drawn).
    var isPlaced = false
    private var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// Where the scroll view holding this node as a row placed it, and what it drew there.
    var placedRow: PlacedRow?
    /// The scroll view that last showed this node as a visible row, and in which of its layout
    /// passes (see ``ScrollViewNode/isVisibleRow(_:)``).
    var visibleRow: (scrollView: ObjectIdentifier, pass: Int)?
    // `isPlaced` to here: what a scroll view reads of each row every frame (its placement
    // still holds, its drawing may be replayed, it is still visible), declared together so
    // they share a cache line or two (they were 80 bytes apart, three lines a row read).
    /// Counts layout invalidations here or below: a lazy stack measures a row again when it
    /// differs from the count it measured at.
    var layoutGeneration = 0

    /// Counts changes here or below that may change what the node draws: layout
    /// invalidations, and updates that change no size (a new colour). A scroll view replays a
    /// row's recorded drawing while its count stays the same (see ``isPaintReplayable``).
    var paintGeneration = 0

    /// How many ``EffectNode``s are below this node: the walk that tells effects whether they
    /// are on screen (onAppear, onDisappear, `task`: `ViewHost.walkLifecycle`) skips subtrees
    /// without one — a lazy row of plain views scrolling on or off screen is not walked at all,
    /// and the walk of the whole tree after an update goes only where effects are. Kept exact
    /// as nodes are made and destroyed (an effect node counts itself into each ancestor, which
    /// are fixed for its life: ``parent`` is a constant), so no walk has to count.
    final var effectNodesBelow = 0

    init(viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.graph = graph
        parentNode = parent
        self.environment = environment
        self.viewType = ObjectIdentifier(viewType)
        depth = (parent?.depth ?? -1) + 1
        graph.tallies.nodesCreated += 1
    }

    /// The view's name for the bounds overlay (`Text`, `HStack`, `SectionHeaderView`), or nil
    /// for nodes that are not views of their own (tuples, builder branches).
    var debugName: String? { nil }

    // MARK: Structure

    /// Whether the node is a subview itself (else it lends its content's subviews).
    var isDisplayable: Bool { true }
    /// Appends the subviews this node contributes to its parent.
    func appendSubviews(to list: inout [ViewNode]) { if isDisplayable { list.append(self) } else { forEachChild { $0.appendSubviews(to: &list) } } }
    /// The node's structural children (for traversal: environment, destruction, debugging).
    var children: [ViewNode] { [] }
    /// Calls `body` with each of ``children`` in order; nodes with one child override it so
    /// that walking the tree (subviews, destruction, environment) makes no array.
    func forEachChild(_ body: (ViewNode) -> Void) { for child in children { body(child) } }
    /// Calls `body` with each subview this node's content resolves to, in order, without
    /// making the array ``subviews()`` makes.
    final func forEachSubview(_ body: (ViewNode) -> Void) {
        forEachChild { $0.visitAsSubview(body) }
    }
    private final func visitAsSubview(_ body: (ViewNode) -> Void) {
        if isDisplayable { body(self) } else { forEachChild { $0.visitAsSubview(body) } }
    }
    /// The one subview this node contributes to its parent (itself when it is displayable), or
    /// nil when it contributes none or several; ``appendSubviews(to:)`` without the array.
    final var soleContributedSubview: ViewNode? {
        var found: ViewNode?
        var count = 0
        visitAsSubview { found = $0; count += 1 }
        return count == 1 ? found : nil
    }
    /// The subviews this node's content resolves to.
    func subviews() -> [ViewNode] {
        var list: [ViewNode] = []
        forEachChild { $0.appendSubviews(to: &list) }
        return list
    }

    // MARK: Updates

    /// Evaluates the node again after it was invalidated (composite views run `body`).
    func updateInPlace() { needsUpdate = false }

    /// The environment the node's children see (environment modifiers change it).
    var childEnvironment: EnvironmentValues { environment }

    /// A new environment from the parent: stored, and passed on to the children; nodes that
    /// read a value that changed are invalidated (``CompositeNode``).
    func environmentChanged(_ newEnvironment: EnvironmentValues) {
        // Moved in (the old value goes after the move): an assignment lets it go inside the
        // write, and then every read of ``environment`` — one a node reconciled — is checked at
        // run time (see ``forgetSizes()``).
        var replaced = newEnvironment
        swap(&replaced, &environment)
        let env = childEnvironment
        forEachChild { $0.environmentChanged(env) }
        invalidateLayout()
    }

    /// Forgets cached sizes here and in every ancestor (their sizes depend on this one), up to
    /// the nearest layout boundary above (see ``isLayoutBoundary``).
    ///
    /// Inside an invalidation batch (``ViewGraph/batchingInvalidations(_:)``: a lazy element
    /// being made or updated, every view of it invalidating in turn) the walk stops at an
    /// ancestor it already went through in the batch, as Flutter's `markNeedsLayout` stops at
    /// a render object already marked: everything above it was marked then, and nothing has
    /// read a size since (a size computed inside the batch ends it, see ``sizeThatFits(_:)``).
    func invalidateLayout() {
        invalidateOwnLayout(below: nil, batch: graph.invalidationBatch)
    }

    /// One step of ``invalidateLayout()``: this node, reached from its child `child` (nil:
    /// the walk starts here), then its parent. Recursive, so that each ancestor is held once,
    /// by the step below it, while its step runs (a loop moving a `current` and a `previous`
    /// up retained and released each several times: ~29 retains and releases a walk in
    /// `bench --declarative`, ~12 now). As deep as the tree, which nests as deep as the views do.
    private final func invalidateOwnLayout(below child: ViewNode?, batch: Int) {
        if let child, isLayoutBoundary {
            // A row made or changed inside a scroll view: the scroll view measures it again
            // in its next pass; nothing above depends on it.
            childLayoutInvalidated(child)
            return
        }
        if child != nil, batch != 0, layoutInvalidationBatch == batch { return }
        layoutInvalidationBatch = batch
        paintInvalidationBatch = batch
        if !sizeCache.isEmpty { forgetSizes() }
        layoutGeneration &+= 1
        paintGeneration &+= 1
        if let child { childLayoutInvalidated(child) }
        guard let parent else { graph.needsLayout = true; return }
        parent.invalidateOwnLayout(below: self, batch: batch)
    }
    /// The invalidation batches that last went through this node (0: none open then).
    private var layoutInvalidationBatch = 0
    private var paintInvalidationBatch = 0

    /// Whether changes to the layout of the content stop here: a scroll view's size is what it
    /// is proposed, whatever its rows, and it lays its rows out itself in every pass (the host
    /// runs one per frame), so a row made or changed needs no layout pass of the window.
    var isLayoutBoundary: Bool { false }

    /// The node was updated with a new value: counts a paint change here and in each ancestor
    /// up to the nearest layout boundary (the row holding it).
    func invalidatePaint() {
        invalidatePaint(batch: graph.invalidationBatch)
    }
    /// ``invalidatePaint()`` in the graph's current invalidation batch `batch`, read by a caller
    /// that holds the graph (``reconcile(_:withViewAt:parent:environment:graph:)``, once for each
    /// view of a row updated): reading it through the node's `unowned` reference retains and
    /// releases the graph (~45 instructions).
    final func invalidatePaint(batch: Int) {
        invalidateOwnPaint(startedAt: ObjectIdentifier(self), batch: batch)
    }

    /// One step of ``invalidatePaint()``: this node's count, then its parent's (recursive, as
    /// ``invalidateOwnLayout(below:batch:)``).
    private final func invalidateOwnPaint(startedAt start: ObjectIdentifier, batch: Int) {
        guard !isLayoutBoundary else { return }
        // In a batch, an ancestor counted already was counted up to the boundary.
        if batch != 0, ObjectIdentifier(self) != start, paintInvalidationBatch == batch { return }
        paintInvalidationBatch = batch
        paintGeneration &+= 1
        parent?.invalidateOwnPaint(startedAt: start, batch: batch)
    }

    /// Whether what the node draws depends only on its own values, frame and environment —
    /// not on the frame time, the scroll position, running animations or taps — so that a row
    /// made of such nodes draws the same commands until it changes: ``ScrollViewNode`` records
    /// them once and replays them, translated, while the row's ``paintGeneration`` holds
    /// (as a browser keeps a layer's display items and replays them while nothing inside
    /// repaints: Chromium's "paint chunks" under-invalidation design). No for any node not
    /// known to be so.
    var isPaintReplayable: Bool { false }

    /// The node as the composite view's node it is, else nil: a call through the class table
    /// (~5 instructions) where `node as? CompositeNodeBase` asks the runtime (`swift_dynamicCastClass`,
    /// ~32) — once for each step of a lazy row's walk up to its enclosing view (five a row made in
    /// `bench --declarative`).
    var asComposite: CompositeNodeBase? { nil }
    /// The nearest composite view above this node (the reader of its `ForEach` closure's
    /// reads, ``readingForEnclosingView(_:)``), or nil. Overridden by ``LazyForEachNode``,
    /// which keeps the answer: its rows are made one at a time as the list scrolls, and the
    /// walk took a strong reference to each ancestor and let it go (four a row of
    /// `bench --declarative`).
    var enclosingViewReader: CompositeNodeBase? { Self.enclosingComposite(above: parent) }

    /// Whether the node and everything below it are ``isPaintReplayable``.
    final var isSubtreePaintReplayable: Bool {
        guard isPaintReplayable else { return false }
        var replayable = true
        forEachChild { if replayable && !$0.isSubtreePaintReplayable { replayable = false } }
        return replayable
    }

    /// Whether a lazy `ForEach` may keep the node when its element scrolls away and update it
    /// with another element's value of the same view type, instead of destroying one subtree
    /// and allocating another (a RecyclerView's view pool, Compose's reusable slots).
    enum Reuse: Comparable {
        /// It holds nothing but what its view value gives it.
        case asIs
        /// It holds state that belongs to its element (`@State`, `@Environment`'s box), which
        /// ``resetForReuse()`` lets go: then it is as a new node.
        case afterReset
        /// It holds what cannot be let go without its events (tasks, handlers, subscriptions,
        /// animations, a nested scroll position): destroyed, as before.
        case impossible
    }

    /// This node's ``Reuse``: the nodes that draw only from their own values
    /// (``isPaintReplayable``) are reusable as they are; a composite view depends on its
    /// dynamic properties (``CompositeNodeBase``).
    var reuse: Reuse { isPaintReplayable ? .asIs : .impossible }

    /// The ``Reuse`` of the node and everything below it: the worst of theirs.
    final var subtreeReuse: Reuse {
        var worst = reuse
        guard worst != .impossible else { return .impossible }
        forEachChild { if worst != .impossible { worst = max(worst, $0.subtreeReuse) } }
        return worst
    }

    /// Lets go of what the node holds of its element (see ``Reuse/afterReset``); nothing for
    /// nodes without state. The node is evaluated again when next updated.
    func resetForReuse() {}

    /// ``resetForReuse()`` here and below.
    final func resetSubtreeForReuse() {
        resetForReuse()
        forEachChild { $0.resetSubtreeForReuse() }
    }

    /// Forgets where the node stood as a row (a recycled row is placed and drawn anew).
    final func prepareForReuse() {
        placedRow?.retire()
        visibleRow = nil
    }

    /// Called on each ancestor when a descendant's layout is invalidated, with the child on the
    /// way (a lazy `ForEach` learns which element must be measured again).
    func childLayoutInvalidated(_ child: ViewNode) {}

    /// Destroys the node and its subtree: state is released, tasks cancelled, disappear
    /// handlers queued.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        graph.tallies.nodesDestroyed += 1
        forEachChild { $0.destroy() }
        willDestroy()
        isDetached = true
    }
    /// Subclass hook: release resources (tasks, subscriptions).
    func willDestroy() {}

    // MARK: Layout (displayable nodes)

    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        for entry in sizeCache where entry.proposal == proposal { return entry.size }
        // Sizes computed inside an invalidation batch are read state: later invalidations must
        // walk all the way up again.
        if graph.invalidationBatch != 0 { graph.startNewInvalidationBatch() }
        let size = computeSize(proposal)
        if keepsOwnSizes { return size }
        // Changed as a local and moved back (see ``forgetSizes()``).
        var cache: [(proposal: ProposedViewSize, size: CGSize)] = []
        swap(&cache, &sizeCache)
        if cache.count >= 6 { cache.removeFirst() }
        cache.append((proposal, size))
        swap(&cache, &sizeCache)
        return size
    }
    /// Empties ``sizeCache``, keeping its storage. Moved out, emptied and moved back: an access
    /// to the property then never encloses a release (an array's storage reallocated, or let
    /// go, may run any deinitializer in the optimizer's view), so it proves every access to it
    /// free of conflicts and checks none at run time — three a node sized or invalidated
    /// otherwise (Performance.md, "Exclusivity checks and testable builds").
    private final func forgetSizes() {
        var cache: [(proposal: ProposedViewSize, size: CGSize)] = []
        swap(&cache, &sizeCache)
        cache.removeAll(keepingCapacity: true)
        swap(&cache, &sizeCache)
    }
    /// The node's length along `axis` for `proposal` (``LayoutChild/length(along:for:)``).
    func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        let size = sizeThatFits(proposal)
        return axis == .horizontal ? size.width : size.height
    }
    /// The node's size for `proposal` (uncached).
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    /// Whether ``computeSize(_:)`` keeps its answers itself (``TextNode``'s layouts by
    /// proposal): ``sizeThatFits(_:)`` then keeps none in ``sizeCache``, which stays empty — a
    /// row's label is asked for four proposals, each one an entry appended there otherwise.
    var keepsOwnSizes = false
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }
    final func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        frame = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                       width: size.width, height: size.height)
        isPlaced = true
        placeContent(in: frame, proposal: proposal)
    }
    /// Places the node's own subviews within `bounds` (containers).
    func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {}
    var layoutPriority: Double { 0 }
    var spacing: ViewSpacing { ViewSpacing() }
    var zIndex: Double { 0 }

    // MARK: Drawing

    /// Draws the node (placed at ``frame``) into `context`.
    func render(into context: inout RenderContext) {}
}
