import DisplayList
import Foundation
import ScrollCore
import ScrollHosting

/// Lays out and draws a root view at a size: the graph's update, the layout pass, lifecycle
/// callbacks, and the display list with its tap targets. ``ViewScene`` drives one per window;
/// tests drive one directly to check sizes, body counts and golden display lists.
@MainActor
public final class ViewHost {
    public let graph: ViewGraph
    /// The size the root is proposed (the window's).
    public var size: CGSize { proposedSize }
    /// ``size``' storage. This and the other per-frame values below are stored internal
    /// behind public read-only properties: the optimizer sees every access to an internal
    /// property and checks none at run time, where one any module may read is checked at each
    /// access (~75 instructions; ten a frame here: Performance.md, *This round (rowcost2)*).
    private var proposedSize: CGSize
    /// The display list of the last ``render(at:)``.
    public private(set) var displayList = DisplayList()
    private(set) var tapTargets: [TapTarget] = []
    /// Where secondary clicks go (`contextMenu`), from the last render.
    private(set) var secondaryTargets: [TapTarget] = []
    /// Outlines for the bounds overlay from the last render (collected when asked for).
    public private(set) var debugBounds: [(frame: Rect, name: String, depth: Int)] = []
    /// Whether ``render(at:)`` collects ``debugBounds``.
    public var collectsDebugBounds: Bool {
        get { collectsBounds }
        set { collectsBounds = newValue }
    }
    private var collectsBounds = false
    private var lastLaidOutSize: CGSize?
    private var previousFrames: [ObjectIdentifier: CGRect] = [:]
    /// Views changed after the last lifecycle walk (``settleWindowScrollObservers(at:)``): the
    /// next update walks the tree even if nothing else changes.
    private var lifecycleOwed = false

    /// The scene's `@SceneStorage` values (``SceneStorageStore``), saved after each update
    /// that changed one.
    public let sceneStorage: SceneStorageStore

    public init<Root: View>(rootView: Root, size: CGSize, measurer: any TextMeasurer,
                            sceneStorage: SceneStorageStore = SceneStorageStore()) {
        graph = ViewGraph(measurer: measurer)
        proposedSize = size
        self.sceneStorage = sceneStorage
        // Every root environment carries the scene's storage (a colour-scheme change sets the
        // root again with a new one).
        setRoot = { [graph] environment in
            var environment = environment
            environment.sceneStorage = sceneStorage
            graph.setRoot(rootView, environment: environment)
        }
        setRoot(EnvironmentValues.windowDefaults())
    }

    /// Sets the root view again with the window's environment `environment`.
    private let setRoot: (EnvironmentValues) -> Void

    /// The window's appearance without the views' preference — the user's Dark Mode setting
    /// on iOS; the playground's `--color-scheme` option and `A` key here. Light by default.
    public var systemColorScheme: ColorScheme = .light {
        didSet { if systemColorScheme != oldValue { applyColorScheme() } }
    }
    /// The window's colour scheme: the outermost `preferredColorScheme(_:)` of its views, else
    /// ``systemColorScheme`` — what `@Environment(\.colorScheme)` reads at the root.
    public var colorScheme: ColorScheme { windowColorScheme }
    private var windowColorScheme: ColorScheme = .light

    /// Gives the root the window's colour scheme when it changed (the next update reconciles
    /// the tree with the new environment: every view that reads it, or draws a system colour,
    /// is updated and drawn again).
    private func applyColorScheme() {
        graph.colorSchemePreferencesChanged = false
        graph.applyColorSchemePresentations()
        let scheme = graph.preferredColorScheme ?? systemColorScheme
        guard scheme != windowColorScheme else { return }
        windowColorScheme = scheme
        var environment = EnvironmentValues.windowDefaults()
        environment.colorScheme = scheme
        setRoot(environment)
    }

    /// The root's subviews (a root of several views is stacked vertically, as a window's
    /// content is in SwiftUI).
    private var rootChild: (any LayoutChild)? {
        guard let root = graph.root else { return nil }
        // One subview, nearly always: found without making an array (this runs every frame).
        if let sole = root.soleContributedSubview { return sole }
        var list: [ViewNode] = []
        root.appendSubviews(to: &list)
        return list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
    }

    /// Evaluates invalidated views and, when anything changed (or `size` did, or an animation
    /// runs), lays the tree out again: the root is offered the whole size and centred in it,
    /// as a window centres its content. Appear/disappear handlers and geometry callbacks run
    /// after the pass; the state they change is applied before this returns.
    public func update(size newSize: CGSize, at timeSeconds: Double) {
        graph.frameTime = timeSeconds
        graph.frameClock.advance(toSeconds: timeSeconds)   // sleepers due by now wake (their tasks run in the drain)
        graph.finishTransitions(at: timeSeconds)     // removed views whose removal ended are destroyed
        graph.stepFrameAnimations(at: timeSeconds)   // swipe settles, row collapses (their actions write state)
        graph.applyDeferredStateWrites()       // what bodies wrote last frame (ViewGraph)
        graph.refreshTimelines()               // timeline views whose next entry has come
        if newSize != proposedSize { proposedSize = newSize; graph.needsLayout = true }
        // Views made before the first layout pass see the window's size (a lazy grid's first
        // estimate of its columns: with none it cut its cells for one column, then again).
        if graph.windowSize == .zero { graph.windowSize = size }
        for _ in 0..<4 {
            StateHandOver.applyPending(in: graph)    // a dev hand-over's @State values for views made since
            let updates = graph.stats.updates
            graph.update()
            if graph.colorSchemePreferencesChanged { applyColorScheme(); if graph.hasPendingUpdates { graph.update() } }
            graph.refreshDateTexts()
            var changed = graph.stats.updates != updates
            if graph.needsLayout || lastLaidOutSize != size { layoutPass(at: timeSeconds); changed = true }
            // Scopes of an update that moved nothing must not reach a later one's layout.
            if !graph.animations.scopedLayout.isEmpty { graph.animations.scopedLayout.removeAll() }
            // Appear/disappear follow what changed: views updated or laid out again, a walk of
            // the tree; only rows scrolled on or off screen, a walk of those rows; nothing, none.
            // The rows listed so far, moved out (``ViewGraph/noteVisibilityChange(of:in:)``):
            // rows listed during the walks are dropped with them, as before.
            var changing: [(row: ViewNode, scrollView: ScrollViewNode)] = []
            swap(&changing, &graph.rowsChangingVisibility)
            if changed || lifecycleOwed {
                lifecycleOwed = false
                updateLifecycle()
            } else {
                for (row, scrollView) in changing where !row.isDestroyed {
                    walkLifecycle(row, rows: scrollView, rowVisible: scrollView.isVisibleRow(row))
                }
            }
            changing.removeAll(keepingCapacity: true)
            swap(&changing, &graph.rowsChangingVisibility)
            guard graph.hasPendingUpdates else { break }
        }
        graph.animations.prune(at: timeSeconds)
        if let failure = sceneStorage.saveIfChanged() { graph.warn("cannot save the scene's @SceneStorage values: \(failure)") }
    }

    /// Runs the geometry actions the window's scroll view queued as it was laid out (after
    /// ``update(size:at:)``: `onScrollGeometryChange`), then
    /// evaluates the views they invalidated and lays the tree out again if that moved anything —
    /// so what they change is drawn in the frame whose geometry they were given. Appear and
    /// disappear handlers are not run here: they follow the next frame's update, as they do for
    /// the rows this layout scrolled in (a row set up in `onAppear` is drawn once before it).
    func settleWindowScrollObservers(at timeSeconds: Double) {
        let updates = graph.stats.updates
        graph.update()
        if graph.stats.updates != updates { lifecycleOwed = true }
        if graph.needsLayout || lastLaidOutSize != size { layoutPass(at: timeSeconds); lifecycleOwed = true }
        if !graph.animations.scopedLayout.isEmpty { graph.animations.scopedLayout.removeAll() }
    }

    private func layoutPass(at time: Double) {
        graph.needsLayout = false
        lastLaidOutSize = size
        graph.windowSize = size
        // A window has no safe area of its own: only its containers add bands.
        graph.safeAreaBands = .none
        graph.tallies.layoutPasses += 1
        let animation = graph.animations.pending ?? graph.animations.implicitLayout
        graph.animations.pending = nil
        graph.animations.implicitLayout = nil
        guard let root = graph.root else { return }
        // Rows inside scroll views are placed when the engine measures them; the rest again now.
        forEachNode(root, intoScrollViews: false) { $0.isPlaced = false }
        if let child = rootChild {
            let proposal = ProposedViewSize(size)
            let fitted = child.sizeThatFits(proposal)
            child.place(at: CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2),
                        anchor: .topLeading, proposal: proposal)
        }
        var frames: [ObjectIdentifier: CGRect] = [:]
        let lastMatched = graph.matchedGeometry.sources
        var matched = MatchedGeometryState()
        var nonSources: [(node: ObjectIdentifier, key: MatchedGeometryKey)] = []
        let matches = graph.usesMatchedGeometry
        forEachNode(root, intoScrollViews: false) { node in
            guard node.isPlaced else { return }
            let parentOrigin = self.placedAncestor(of: node)?.frame.origin ?? .zero
            let relative = node.frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            let id = ObjectIdentifier(node)
            frames[id] = relative
            if let old = self.previousFrames[id],
               let animation = self.graph.animations.layoutAnimation(for: node, default: animation) {
                self.graph.animations.start(node, from: old, to: relative, animation: animation, at: time)
            }
            // `matchedGeometryEffect`: a source noted (the first of its group); one inserted
            // while another source of its group went moves from where that one was.
            if matches, let effect = node as? EffectNode, case .matchedGeometry(let group) = effect.effect {
                guard group.isSource else { nonSources.append((id, group.key)); return }
                guard matched.sources[group.key] == nil else { return }
                matched.sources[group.key] = (id, node.frame)
                if self.previousFrames[id] == nil, let last = lastMatched[group.key], last.node != id,
                   let animation = self.graph.animations.layoutAnimation(for: node, default: animation) {
                    let from = last.frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
                    self.graph.animations.start(node, from: from, to: relative, animation: animation, at: time)
                }
            }
        }
        for (node, key) in nonSources { if let source = matched.sources[key] { matched.targets[node] = source.frame } }
        if !(matched.isEmpty && graph.matchedGeometry.isEmpty) { graph.matchedGeometry = matched }
        graph.animations.scopedLayout.removeAll()
        previousFrames = frames
    }

    /// Appear/disappear handlers and tasks follow what is on screen: placed views, and inside
    /// scroll views the rows the engine shows (as of its last pass).
    private func updateLifecycle() {
        guard let root = graph.root else { return }
        walkLifecycle(root, rows: nil, rowVisible: false)
    }

    /// Tells the effects in `node`'s subtree whether they are on screen: placed, and inside a
    /// scroll view (`rows`) part of a row it shows.
    private func walkLifecycle(_ node: ViewNode, rows: ScrollViewNode?, rowVisible: Bool) {
        var rowVisible = rowVisible
        // A scroll view that was not placed (it is on a covered navigation screen) shows no rows.
        if let rows, rows.isPlaced, rows.isVisibleRow(node) { rowVisible = true }
        if let effect = node as? EffectNode {
            effect.visibilityChanged(node.isPlaced && (rows == nil || rowVisible))
        }
        // Nothing below to tell (a row of plain views): not walked.
        guard node.effectNodesBelow > 0 else {
            #if DEBUG
            var found = false
            node.forEachChild { if !found { found = Self.holdsEffectNode($0) } }
            assert(!found, "effectNodesBelow is 0 above an EffectNode (\(node))")
            #endif
            return
        }
        if let scroll = node as? ScrollViewNode {
            node.forEachChild { walkLifecycle($0, rows: scroll, rowVisible: false) }
        } else {
            node.forEachChild { walkLifecycle($0, rows: rows, rowVisible: rowVisible) }
        }
    }

    #if DEBUG
    /// Whether `node` or a node below it is an ``EffectNode`` (the count's check, debug builds).
    private static func holdsEffectNode(_ node: ViewNode) -> Bool {
        if node is EffectNode { return true }
        var found = false
        node.forEachChild { if !found { found = holdsEffectNode($0) } }
        return found
    }
    #endif

    /// The window's scroll view (the host scrolls it with its physics, Home/End and the HUD
    /// follow it), or nil: the first vertical `ScrollView` in the tree outside any other, else the
    /// first one — so a horizontal chip bar above a list leaves the list the window's; the bar
    /// is a scroll view beside it.
    public var hasPrimaryScrollView: Bool { primaryScrollView != nil }
    var primaryScrollView: ScrollViewNode? {
        // Cached until views are updated (only an update can add or remove a scroll view).
        // Compared in place, and only the answer copied: `if let cached = …` copied the cached
        // triple (two references retained and released), four times a frame.
        if cachedPrimary?.updates == graph.stats.updates, cachedPrimary?.root === graph.root { return cachedPrimary!.node }
        guard let root = graph.root else { return nil }
        let found = primaryScrollViewUncached
        // Moved in (the old value goes after the move): let go inside the write, it would make
        // every read of the cache (each frame) checked at run time.
        var cached: (node: ScrollViewNode?, updates: Int, root: ViewNode?)? = (found, graph.stats.updates, root)
        swap(&cached, &cachedPrimary)
        return found
    }
    private var cachedPrimary: (node: ScrollViewNode?, updates: Int, root: ViewNode?)?
    /// The window's scroll view when scroll requests were last taken (ViewScene.swift). Strong,
    /// not weak (a weak reference would put every retain of the node on the runtime's slow
    /// path, see `ViewNode.parent`): it holds a replaced node one frame longer, no more.
    var lastPrimary: ScrollViewNode?
    /// Where scroll views that stopped being the window's were left, by serial: a hidden
    /// `TabView` tab's list scrolls back there when the tab shows again.
    var hiddenScrollOffsets: [Int: Points] = [:]
    /// The axis the window's scroll model was made for (``ViewScene`` sets it from the first
    /// frame's scroll view and its model cannot change axis), or nil before. Once set, only a
    /// scroll view along it can be the window's: a `TabView` whose first tab is a vertical chat
    /// and whose second is a horizontal carousel in a `VStack` has no window's scroll view on
    /// the second tab — the carousel is a scroll view beside, scrolled by its own model.
    var windowAxis: Axis?
    private var primaryScrollViewUncached: ScrollViewNode? {
        guard let root = graph.root else { return nil }
        var first: ScrollViewNode?, firstVertical: ScrollViewNode?
        forEachNode(root, intoScrollViews: false) { node in
            guard let scroll = node as? ScrollViewNode else { return }
            scroll.isPrimary = false
            // A navigation screen with another pushed over it keeps its scroll views; they are
            // not the window's while it is covered.
            guard !scroll.isUnderCoveredScreen else { return }
            if first == nil { first = scroll }
            if firstVertical == nil, scroll.axis == .vertical { firstVertical = scroll }
        }
        var found = firstVertical ?? first
        if let axis = windowAxis, let candidate = found, candidate.axis != axis {
            found = nil
            // A horizontal window: its first horizontal scroll view, if any.
            if axis == .horizontal {
                forEachNode(root, intoScrollViews: false) { node in
                    guard found == nil, let scroll = node as? ScrollViewNode, scroll.axis == .horizontal,
                          !scroll.isUnderCoveredScreen else { return }
                    found = scroll
                }
            }
        }
        found?.isPrimary = true
        return found
    }

    private func placedAncestor(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let c = current { if c.isDisplayable && c.isPlaced { return c }; current = c.parent }
        return nil
    }

    private func forEachNode(_ node: ViewNode, intoScrollViews: Bool = true, _ body: (ViewNode) -> Void) {
        body(node)
        if !intoScrollViews && node is ScrollViewNode { return }
        node.forEachChild { forEachNode($0, intoScrollViews: intoScrollViews, body) }
    }

    /// Whether frames must keep coming (a layout animation or a spinner is running).
    public var isAnimating: Bool {
        graph.animations.isAnimating || !graph.frameAnimations.isEmpty || graph.timeSeconds < graph.drawnMotionUntilSeconds
    }

    /// Draws the tree into ``displayList`` (replacing it).
    @discardableResult
    public func render(at timeSeconds: Double) -> DisplayList {
        var list = displayList
        displayList = DisplayList()          // hand the storage over: clearing it then reuses it
        list.removeAll()
        render(at: timeSeconds, into: &list)
        displayList = list
        return displayList
    }

    /// Draws the tree at the end of `list`, keeping no copy (``displayList`` is left alone): a
    /// scene paints straight into the frame's list instead of copying every command of the
    /// host's into it.
    public func render(at timeSeconds: Double, into list: inout DisplayList) {
        graph.swipeTargets.removeAll(keepingCapacity: true)
        graph.reorderRows.removeAll(keepingCapacity: true)
        graph.reorderHandles.removeAll(keepingCapacity: true)
        graph.dragGestureTargets.removeAll(keepingCapacity: true)
        graph.pressGestureTargets.removeAll(keepingCapacity: true)
        graph.pinchGestureTargets.removeAll(keepingCapacity: true)
        var context = RenderContext(timeSeconds: timeSeconds, collectsDebugBounds: collectsBounds,
                                    animatesLayout: graph.animations.animatesLayout)
        context.hoveredTap = hoveredTapID
        context.pressedTap = pressedTapID
        context.isDark = windowColorScheme == .dark
        // The last frame's arrays collect this one's (their storage reused: no allocation once
        // grown); the tap areas are handed back after.
        swap(&context.tapTargets, &tapTargets)
        context.tapTargets.removeAll(keepingCapacity: true)
        swap(&context.pointerRegions, &pointerRegions)
        context.pointerRegions.removeAll(keepingCapacity: true)
        swap(&context.secondaryTargets, &secondaryTargets)
        context.secondaryTargets.removeAll(keepingCapacity: true)
        // The focus targets likewise (the focus system keeps them between frames).
        swap(&context.focusTargets, &graph.focus.targets)
        context.focusTargets.removeAll(keepingCapacity: true)

        swap(&context.debugBounds, &debugBoundsScratch)
        context.debugBounds.removeAll(keepingCapacity: true)
        swap(&context.list, &list)
        if let child = rootChild { renderWindow(child, into: &context) }
        renderDepartingViews(into: &context)
        renderLiftedRow(into: &context)
        swap(&context.list, &list)
        swap(&tapTargets, &context.tapTargets)
        swap(&pointerRegions, &context.pointerRegions)
        swap(&secondaryTargets, &context.secondaryTargets)
        // Keyboard focus: this frame's targets (bindings the app wrote move focus), then its ring on top.
        swap(&graph.focus.targets, &context.focusTargets)
        graph.focus.didRender()
        graph.focus.drawRing(into: &list)
        if collectsBounds, let root = graph.root {
            // Composite views first: where a view and its content share a corner, the bounds
            // overlay labels the first, and `ControlsView` says more than `padding`.
            debugBounds.removeAll(keepingCapacity: true)
            collectCompositeBounds(root, transform: .identity, into: &debugBounds)
            debugBounds += context.debugBounds
        }
        swap(&context.debugBounds, &debugBoundsScratch)
    }
    /// The storage the views' own outlines are collected in, kept from frame to frame.
    private var debugBoundsScratch: [(frame: Rect, name: String, depth: Int)] = []

    /// The tap area under the pointer, and the one the pointer pressed (while it stays down on it).
    public var hoveredTap: ObjectIdentifier? { hoveredTapID }
    private(set) var hoveredTapID: ObjectIdentifier?
    /// The `pointerStyle(_:)` under the pointer (the innermost), from the last frame's regions.
    public private(set) var hoveredPointerStyle: PointerCursor?
    private var pointerRegions: [PointerRegion] = []
    public var pressedTap: ObjectIdentifier? { pressedTapID }
    private var pressedTapID: ObjectIdentifier?
    private var pointerWasDown = false
    /// Where the pointer was last (window points; nil: outside the window or not known yet).
    private(set) var pointerLocation: CGPoint?

    /// Where the pointer is (window points; nil when it left the window) and whether its button
    /// is down: the topmost tap area under it becomes hovered, and pressed when the press began
    /// on it. A press that slides off the area lets go of it (UIKit's highlight ends when the
    /// touch leaves the control). Takes effect at the next render.
    public func setPointer(_ point: CGPoint?, isDown: Bool) {
        // An open menu highlights the row under a pointer that moved (PresentationNode+Menu.swift).
        if point != pointerLocation, let menu = graph.topPresentation, menu.kind == .menu { menu.hoverMenu(at: point) }
        pointerLocation = point
        let target = point.flatMap { p in tapTargets.last(where: { $0.contains(p.core) })?.node }
        hoveredTapID = target
        hoveredPointerStyle = point.flatMap { p in pointerRegions.last(where: { $0.contains(p.core) })?.cursor }
        if isDown {
            if !pointerWasDown { pressedTapID = target } else if pressedTapID != target { pressedTapID = nil }
        } else {
            pressedTapID = nil
        }
        pointerWasDown = isDown
    }

    /// Whether a view handles taps at `point` (window points), without tapping it.
    public func hasTapTarget(at point: CGPoint) -> Bool {
        let p = point.core
        return tapTargets.contains { $0.contains(p) }
    }

    /// Sends a tap at `point` (window points) to the topmost view that handles taps there, with
    /// `modifiers` held (a `List` row: Shift- and Ctrl-click extend its selection). `clicks`:
    /// which click of a quick run it is (2: a double click's second); of the handlers stacked
    /// on the topmost view, the one with the largest `onTapGesture(count:)` that `clicks`
    /// completes runs (`TapTarget.count`), and none when none is complete.
    /// - Returns: whether a view handled it.
    @discardableResult
    public func tap(at point: CGPoint, modifiers: EventModifiers = [], clicks: Int = 1) -> Bool {
        // What the tapped view's action posts is this window's to show (AnnouncementQueue).
        AnnouncementQueue.attributing(to: graph) { deliverTap(at: point, modifiers: modifiers, clicks: clicks) }
    }

    /// Sends a secondary click (the right mouse button) at `point` (window points) to the
    /// topmost view that takes one there (`contextMenu`): it gets the point.
    /// - Returns: whether a view handled it.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        AnnouncementQueue.attributing(to: graph) {
            let p = point.core
            guard let target = secondaryTargets.last(where: { $0.contains(p) }) else { return false }
            _ = closeOpenSwipeRows(unlessTapOn: nil)
            target.located?(point)
            return true
        }
    }

    private func deliverTap(at point: CGPoint, modifiers: EventModifiers, clicks: Int) -> Bool {
        let p = point.core
        let hit = tapTargets.last(where: { $0.contains(p) })
        if closeOpenSwipeRows(unlessTapOn: hit?.node) { return true }
        guard let hit, let target = Self.handler(of: hit, at: p, clicks: clicks, in: tapTargets) else { return false }
        graph.listKeyboard.modifiers = modifiers
        defer { graph.listKeyboard.modifiers = [] }
        if let located = target.located, let local = target.toWindow.inverted?.apply(p) {
            located(CGPoint(x: CGFloat(local.x), y: CGFloat(local.y)))
        } else {
            target.action()
        }
        return true
    }
}

extension ViewHost {
    /// Which of the tap handlers on the view `top` belongs to takes the `clicks`th click at `p`:
    /// those registered for the same frame (`onTapGesture(count: 2) { … }.onTapGesture { … }`)
    /// compete, and the largest count that divides `clicks` wins — a double click's second
    /// press runs `count: 2`, not `count: 1` again. Nil when no count divides it (a lone
    /// `count: 2` handler ignores a single click).
    static func handler(of top: TapTarget, at p: Point, clicks: Int, in targets: [TapTarget]) -> TapTarget? {
        let clicks = max(1, clicks)
        var best: TapTarget?
        for target in targets.reversed() where target.rect == top.rect && target.toWindow == top.toWindow && target.contains(p) {
            if clicks % target.count == 0, target.count > (best?.count ?? 0) { best = target }
        }
        return best
    }
}

/// Composite views (`ColorSelectionView`) outline the union of their subviews' frames, in window
/// points (`transform` maps the node's frames there). A scroll view's rows are not walked here:
/// their frames are in the row's own space until the scroll view paints them, and it outlines
/// them then (``ScrollViewNode/paintRow(_:frame:into:)``), where the row's translation is known.
@MainActor
func collectCompositeBounds(_ node: ViewNode, transform: DrawTransform,
                            into bounds: inout [(frame: Rect, name: String, depth: Int)]) {
    if node is CompositeNodeBase, let name = node.debugName {
        var union: CGRect?
        node.forEachSubview { subview in
            if subview.isPlaced { union = union.map { $0.union(subview.frame) } ?? subview.frame }
        }
        if let union { bounds.append((transform.isIdentity ? union.core : union.core.applying(transform), name, node.depth)) }
    }
    if node is ScrollViewNode { return }
    node.forEachChild { collectCompositeBounds($0, transform: transform, into: &bounds) }
}
