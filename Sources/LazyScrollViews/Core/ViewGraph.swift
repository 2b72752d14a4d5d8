import ScrollHosting
import DisplayList
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ScrollCore

/// Counters the view graph keeps, for the HUD, the report and tests (the architecture's
/// "every stage returns a small stats value").
public struct ViewGraphStats: Sendable, Hashable, Codable {
    /// `body` evaluations of views with a body (composite views), since the graph was made.
    public var bodyEvaluations = 0
    /// Nodes created and destroyed (every view identity is one node).
    public var nodesCreated = 0
    public var nodesDestroyed = 0
    /// Lazy `ForEach` elements made by updating the node tree of an element that scrolled away
    /// (see `LazyForEachNode`'s pool) rather than by making new nodes.
    public var rowsReused = 0
    /// Lazy `ForEach` elements made with new nodes (the pool was empty). An element kept whole
    /// (`.lazyStateRetention(.allByID)`) and shown again is neither.
    public var rowsMadeNew = 0
    /// Row views a `List` made up front because its rows carry an explicit `.id(_:)` (SwiftUI's
    /// behaviour, reproduced: see `LazyForEachNode`).
    public var rowsMadeUpFront = 0
    /// Layout passes over the root (a pass runs only when something changed).
    public var layoutPasses = 0
    /// Updates: rounds in which invalidated views were evaluated again.
    public var updates = 0
    /// Updates stopped at ``ViewGraph/maximumPassesPerUpdate`` (views kept invalidating).
    public var updatesCutShort = 0
    /// Element ids hashed to follow a data change by identity (a scroll view diffing its rows'
    /// ids, a lazy `ForEach` finding its made elements' new indices). Ids compared in order and
    /// found equal are not counted: a value edited in place hashes none.
    public var idsHashed = 0
    public init() {}
}

/// The retained tree of view nodes behind a root view, and the bookkeeping around it:
/// invalidated nodes waiting for their `body` to run again, the transaction of the state change
/// being applied, tasks in flight. One graph per window (``ViewScene`` owns it).
///
/// The update cycle, driven by the host once per frame: state writes, environment changes and
/// observed-model changes *invalidate* nodes (nothing runs then); ``update()`` evaluates the
/// invalidated nodes' bodies, shallowest first, and reconciles their subtrees — a child whose
/// inputs are unchanged is skipped; then layout runs again if anything changed.
@MainActor
public final class ViewGraph {
    /// Measures text as the renderer will draw it.
    public let measurer: any TextMeasurer
    /// What the graph did since it was made (read-only outside the module).
    public var stats: ViewGraphStats { tallies }
    /// ``stats``' storage. Internal, so that the optimizer sees every access to it and checks
    /// none at run time (a public stored property may be read by any module, so each of the
    /// ~15 counts a frame of `bench --declarative` was an exclusivity check, ~75 instructions:
    /// Performance.md, *This round (rowcost2)*). Counted in place, never across a call.
    var tallies = ViewGraphStats()
    /// Where ↑/↓ go among the selectable lists, and the modifiers of the tap being delivered
    /// (List+Selection.swift).
    let listKeyboard = ListKeyboardRouting()
    /// The root node, made on the first ``update()``.
    private(set) var root: ViewNode?
    private var rootMaker: ((ViewNode?, ViewGraph) -> ViewNode)?
    /// Invalidated composite nodes, evaluated on the next ``update()``.
    private var invalidated: [ViewNode] = []
    /// Whether the tree changed since the last layout pass (then layout runs again).
    var needsLayout = true
    /// Whether a `zIndex(_:)` was ever made in this graph: containers look for one in their
    /// children only then (``zOrder(of:)``), so apps without one pay nothing for it.
    var usesZIndex = false
    /// Whether a `matchedGeometryEffect` was ever made: the window's layout looks for their
    /// groups only then (a cast per view laid out otherwise).
    var usesMatchedGeometry = false
    /// Which text field is being edited, observed by the screens' keyboard bars (BottomToolbar.swift).
    let keyboard = KeyboardFocus()
    /// The node whose body is being evaluated, for environment dependency tracking.
    var evaluating: CompositeNodeBase?
    /// The frame time of the update in progress (onAppear ordering, animations).
    public var timeSeconds: Double { frameTime }
    /// ``timeSeconds``' storage: internal, so its accesses are checked at compile time (see ``tallies``).
    var frameTime: Double = 0
    /// The calendar date of frame time 0, which the host sets: the window, the wall clock when
    /// it opened; a headless run or a test, a date of its choosing (the default, 2001-01-01
    /// 00:00 UTC, keeps a run that sets none deterministic). Views never read a clock.
    public var dateAtTimeZero = ViewGraph.dateBeforeTheHostSetsOne
    /// 2001-01-01 00:00 UTC: a fixed date (not a clock read) for a graph no host dated.
    nonisolated static let dateBeforeTheHostSetsOne = Date(timeIntervalSinceReferenceDate: 0)
    /// The calendar date of the frame being made: what `Text(_:style:)`'s relative styles
    /// measure from.
    public var now: Date { dateAtTimeZero.addingTimeInterval(timeSeconds) }
    /// The timeline views (TimelineView.swift), checked at each update for a due entry.
    var timelines: [WeakTimelineNode] = []
    /// Texts that show a date, written again each frame (``refreshDateTexts()``).
    var dateTexts: [WeakTextNode] = []
    /// The living `preferredColorScheme(_:)` nodes, in the order they were made, and whether
    /// one came, went or changed since the host last looked (``ViewHost`` then recolours the
    /// window: ``preferredColorScheme``).
    var colorSchemePreferences: [PreferredColorSchemeNode] = []
    var colorSchemePreferencesChanged = false
    /// The presentations (sheets, canvas previews) whose preferences changed since then.
    var changedColorSchemePresentations: [ColorSchemePresentationNode] = []

    /// Writes every shown date again as of ``now`` (a timer ticks, a relative time moves on),
    /// invalidating the layout of those whose text changed; forgets the gone.
    func refreshDateTexts() {
        guard !dateTexts.isEmpty else { return }
        // Filtered moved out (see ``afterUpdate(_:)``); texts registered meanwhile are kept.
        var texts: [WeakTextNode] = []
        swap(&texts, &dateTexts)
        texts.removeAll { entry in
            guard let node = entry.node, !node.isDestroyed else { return true }
            return !node.refreshDate()
        }
        swap(&texts, &dateTexts)
        for text in texts { registerDateText(text) }
    }
    /// Adds `text` to ``dateTexts`` (moved out and back, see ``afterUpdate(_:)``).
    func registerDateText(_ text: WeakTextNode) {
        var texts: [WeakTextNode] = []
        swap(&texts, &dateTexts)
        texts.append(text)
        swap(&texts, &dateTexts)
    }
    /// Frames the host has begun (``ViewScene/advance(to:)``): what "per frame" counts key on,
    /// since two frames may share a time (a paused clock, a test stepping twice).
    var frameSerial: UInt64 = 0
    /// Announcements this graph's views posted, until its window takes them (`AnnouncementQueue`).
    var announcements: [String] = []
    /// The window's size in points, as of the last layout pass: the outermost container of
    /// `containerRelativeFrame` (``ContainerRelativeFrameNode``).
    var windowSize: CGSize = .zero
    /// The unsafe bands around the views being placed now (``SafeAreaBands``): set by the
    /// containers that add them while they place their content, read by `ignoresSafeArea`.
    var safeAreaBands = SafeAreaBands.none
    /// Animations of layout changes in progress, keyed by node.
    var animations = AnimationStore()
    /// The window's keyboard focus (`Tab`, the focus ring, `@FocusState`).
    let focus = FocusSystem()
    /// The clock of this graph's frame time (``FrameClock``), moved by ``ViewHost`` each update.
    public let frameClock = FrameClock()
    /// `task` work in flight.
    var tasks = TaskRegistry()
    /// Rows with swipe actions as the last render drew them, and the swipe going on (SwipeActions.swift).
    var swipeTargets: [SwipeTarget] = []
    var swipeSession: SwipeSession?
    /// Movable rows and their handles as the last render drew them, and the row drag going on (List+Reorder.swift).
    var reorderRows: [ReorderRowTarget] = []
    var reorderHandles: [ReorderHandleTarget] = []
    var reorderSession: ReorderSession?
    /// Views with a `DragGesture` as the last render drew them (Gestures+Drag.swift).
    var dragGestureTargets: [DragGestureTarget] = []
    /// Views with a `LongPressGesture` as the last render drew them (Gestures+LongPress.swift).
    var pressGestureTargets: [PressGestureTarget] = []
    /// Views with a `MagnifyGesture` or `RotateGesture` as the last render drew them (Gestures+Pinch.swift).
    var pinchGestureTargets: [PinchGestureTarget] = []
    /// Sheets, covers, alerts and dialogs shown or going, in the order they were presented:
    /// drawn in that order above the window's content (Presentation/PresentationNode.swift).
    var presentedNodes: [PresentationNode] = []
    /// Adds and removes a presentation (``presentedNodes``, moved out and back as in ``afterUpdate(_:)``:
    /// the window reads the list every frame).
    func addPresentedNode(_ node: PresentationNode) {
        var nodes: [PresentationNode] = []
        swap(&nodes, &presentedNodes)
        nodes.append(node)
        swap(&nodes, &presentedNodes)
    }
    func removePresentedNode(_ node: PresentationNode) {
        var nodes: [PresentationNode] = []
        swap(&nodes, &presentedNodes)
        nodes.removeAll { $0 === node }
        swap(&nodes, &presentedNodes)
    }
    /// Actions queued during an update to run after it (onAppear, onDisappear, onChange).
    var postUpdateActions: [() -> Void] = []
    /// Runs `action` after the update in progress (``postUpdateActions``).
    ///
    /// This list, ``geometryActions`` and the invalidated nodes are changed only as locals moved
    /// out and back: an append that grows a list lets the old storage go inside the write, and a
    /// release there may run any deinitializer in the optimizer's view — then every access to the
    /// list is checked at run time, and each frame reads all three twice, in ``update()`` and
    /// ``hasPendingUpdates`` (Performance.md, *This round (rowcost2)*).
    func afterUpdate(_ action: @escaping () -> Void) {
        var actions: [() -> Void] = []
        swap(&actions, &postUpdateActions)
        actions.append(action)
        swap(&actions, &postUpdateActions)
    }
    /// Scroll views' `onScrollGeometryChange` actions, run with ``postUpdateActions`` (first),
    /// and for the window's scroll view also right after its layout (`ViewHost.frameLayout`).
    var geometryActions: [() -> Void] = []
    /// The `matchedGeometryEffect` groups of the last window layout (MatchedGeometryEffect.swift).
    var matchedGeometry = MatchedGeometryState()
    /// The `matchedTransitionSource` a zoom navigation transition stands for, not drawn until
    /// the zoom ends (ZoomTransition.swift).
    var hiddenTransitionSource: HiddenTransitionSource?
    /// Runs `action` in this frame's layout (``geometryActions``; moved out and back as in ``afterUpdate(_:)``).
    func afterLayout(_ action: @escaping () -> Void) {
        var actions: [() -> Void] = []
        swap(&actions, &geometryActions)
        actions.append(action)
        swap(&actions, &geometryActions)
    }
    /// Node animations stepped by frame time (a swipe row settling, a deleted row collapsing;
    /// SwipeActions+Animation.swift): each is called at the start of every update with the
    /// update's time, in the order they began, and dropped once it returns false (done).
    var frameAnimations: [(owner: ObjectIdentifier, serial: Int, step: @MainActor (Double) -> Bool)] = []
    private var frameAnimationSerial = 0

    /// Starts stepping `step` at every update (replacing `owner`'s previous one).
    func startFrameAnimation(owner: AnyObject, _ step: @escaping @MainActor (Double) -> Bool) {
        let id = ObjectIdentifier(owner)
        frameAnimationSerial += 1
        // Changed moved out and back (see ``afterUpdate(_:)``).
        var running: [(owner: ObjectIdentifier, serial: Int, step: @MainActor (Double) -> Bool)] = []
        swap(&running, &frameAnimations)
        running.removeAll { $0.owner == id }
        running.append((id, frameAnimationSerial, step))
        swap(&running, &frameAnimations)
    }
    /// Stops `owner`'s frame animation, if it has one.
    func stopFrameAnimation(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        var running: [(owner: ObjectIdentifier, serial: Int, step: @MainActor (Double) -> Bool)] = []
        swap(&running, &frameAnimations)
        running.removeAll { $0.owner == id }
        swap(&running, &frameAnimations)
    }
    /// The time until which something drawn by time alone moves (rows sliding out of a lifted
    /// row's way): frames must keep coming until then (``ViewHost/isAnimating``).
    private(set) var drawnMotionUntilSeconds = -Double.infinity
    func keepAnimating(until time: Double) { drawnMotionUntilSeconds = max(drawnMotionUntilSeconds, time) }

    /// Steps the frame animations to `time` (ViewHost.update). A step may start or stop
    /// animations (its own included); only the entries that said they are done are dropped.
    func stepFrameAnimations(at time: Double) {
        guard !frameAnimations.isEmpty else { return }
        let running = frameAnimations
        let done = running.filter { !$0.step(time) }.map(\.serial)
        guard !done.isEmpty else { return }
        var left: [(owner: ObjectIdentifier, serial: Int, step: @MainActor (Double) -> Bool)] = []
        swap(&left, &frameAnimations)
        left.removeAll { done.contains($0.serial) }
        swap(&left, &frameAnimations)
    }
    /// Rows of lazy stacks that came on screen or left it in their last pass, with their scroll
    /// view: the next update gives only these subtrees' appear/disappear handlers a look.
    var rowsChangingVisibility: [(row: ViewNode, scrollView: ScrollViewNode)] = []
    /// Lists `row` of `scrollView` in ``rowsChangingVisibility``. The list is changed only as
    /// a local moved out and back (here and in ``ViewHost/update(size:at:)``): an append
    /// that grows it lets the old storage go inside the write, and a release there may run
    /// any deinitializer in the optimizer's view — then every access to the list is checked
    /// at run time (four to six a frame of a scroll: Performance.md, *This round (rowcost2)*).
    func noteVisibilityChange(of row: ViewNode, in scrollView: ScrollViewNode) {
        var rows: [(row: ViewNode, scrollView: ScrollViewNode)] = []
        swap(&rows, &rowsChangingVisibility)
        rows.append((row, scrollView))
        swap(&rows, &rowsChangingVisibility)
    }
    /// Scroll views inside other content, by nested id, as the host drives them.
    var nestedContents: [ScrollViewID: NestedScrollContent] = [:]

    /// The content of nested scroll view `id` while its view exists; nil (and forgotten) once
    /// the row holding it was destroyed, so the host evicts what it kept for it.
    func liveNestedContent(_ id: ScrollViewID) -> NestedScrollContent? {
        guard let content = nestedContents[id] else { return nil }
        guard let node = content.node, !node.isDestroyed else { nestedContents[id] = nil; return nil }
        return content
    }
    /// The host's paint context for the frame being drawn (time, for scroll transitions).
    var paintContext: PaintContext?
    /// Slots for the next composite node made (a lazy element's top-level state coming back).
    var restoredSlots: [AnyObject?]?
    /// Runtime warnings already printed (printed once each, like SwiftUI's runtime issues).
    var warnings: Set<String> = []
    /// What `warn(_:)` prints through (stderr by default; tests capture it). The default writes
    /// with `write(2)` and ignores a failure: a warning must not trap (Foundation's non-throwing
    /// `FileHandle.write` does, on a full or closed stderr).
    public var warningSink: (String) -> Void = ViewGraph.writeToStandardError

    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
        // `@State` is found through the runtime's field metadata: say so at once if it is missing.
        _ = ReflectionMetadataCheck.verified
    }

    /// The invalidation batch open now (0: none), see ``batchingInvalidations(_:)``.
    private(set) var invalidationBatch = 0
    private var lastInvalidationBatch = 0

    /// Runs `body` — which invalidates many views of one subtree in turn and reads no layout
    /// state (a lazy element made or updated) — as one batch: a layout or paint invalidation
    /// walking up stops at a node an earlier one of the batch went through
    /// (``ViewNode/invalidateLayout()``).
    func batchingInvalidations<T>(_ body: () -> T) -> T {
        let outer = invalidationBatch
        startNewInvalidationBatch()
        defer {
            // The outer batch's marks may predate what this one read: it goes on as a new one.
            if outer == 0 { invalidationBatch = 0 } else { startNewInvalidationBatch() }
        }
        return body()
    }

    /// Ends the open batch and opens another (layout state was read).
    func startNewInvalidationBatch() {
        lastInvalidationBatch &+= 1
        if lastInvalidationBatch == 0 { lastInvalidationBatch = 1 }
        invalidationBatch = lastInvalidationBatch
    }

    /// Sets the root view; the next ``update()`` reconciles the tree with it.
    func setRoot<V: View>(_ view: V, environment: EnvironmentValues) {
        rootMaker = { existing, graph in
            reconcile(existing, with: view, parent: nil, environment: environment, graph: graph)
        }
        needsLayout = true
    }

    /// The graph whose update is running (state reads record their readers in it).
    static var current: ViewGraph?

    /// Marks `node` for evaluation on the next update; `transaction`'s animation, if any,
    /// animates the layout change that follows.
    func invalidate(_ node: ViewNode, transaction: Transaction? = nil) {
        if let animation = transaction?.animation { animations.pending = animation }
        guard !node.isDestroyed else { return }
        if !node.needsUpdate {
            node.needsUpdate = true
            // Appended moved out and back (see ``afterUpdate(_:)``).
            var nodes: [ViewNode] = []
            swap(&nodes, &invalidated)
            nodes.append(node)
            swap(&nodes, &invalidated)
        }
        needsLayout = true
    }

    /// Whether an update has work to do.
    public var hasPendingUpdates: Bool { rootMaker != nil || !invalidated.isEmpty || !postUpdateActions.isEmpty || !geometryActions.isEmpty }

    /// Evaluates invalidated views (shallowest first) and reconciles their subtrees, then runs
    /// the actions queued meanwhile (appear/disappear handlers, which may invalidate again: the
    /// loop repeats, at most 16 rounds, as SwiftUI's graph settles within a frame).
    ///
    /// Bounded: after ``maximumPassesPerUpdate`` passes over invalidated views the update stops
    /// — views that invalidate themselves as they are evaluated (an `@Observable` model written
    /// in the `body` that reads it) would otherwise loop forever — leaves the rest invalidated for
    /// the next frame, and warns once naming the views that kept invalidating
    /// (`cycleWarning(_:)`; SwiftUI logs "AttributeGraph: cycle detected" and also draws on).
    public func update() {
        let previous = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = previous }
        var passes = 0
        for _ in 0..<16 {
            if let make = rootMaker {
                rootMaker = nil
                root = make(root, self)
            }
            guard !invalidated.isEmpty || !postUpdateActions.isEmpty || !geometryActions.isEmpty else { return }
            tallies.updates += 1
            while !invalidated.isEmpty {
                guard passes < Self.maximumPassesPerUpdate else {
                    warn(Self.cycleWarning(invalidated.filter { !$0.isDestroyed }.map { $0.debugName ?? "\(type(of: $0))" }))
                    tallies.updatesCutShort += 1
                    return
                }
                passes += 1
                var batch: [ViewNode] = []
                swap(&batch, &invalidated)
                batch.sort { $0.depth < $1.depth }
                for node in batch where node.needsUpdate && !node.isDestroyed {
                    node.updateInPlace()
                }
            }
            // Taken out whole (actions they run add to the emptied lists, for the next round).
            var geometry: [() -> Void] = []
            swap(&geometry, &geometryActions)
            for action in geometry { action() }
            var actions: [() -> Void] = []
            swap(&actions, &postUpdateActions)
            for action in actions { action() }
        }
    }

    /// Passes over invalidated views one ``update()`` makes at most. A tree settles in one pass
    /// per depth at which a change surfaces (a parent's pass re-evaluates its changed children
    /// in the same reconcile); 64 is far beyond any real tree's need and still cheap to reach.
    public static let maximumPassesPerUpdate = 64

    /// The warning for views that still invalidated after ``maximumPassesPerUpdate`` passes.
    static func cycleWarning(_ names: [String]) -> String {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return "AttributeGraph: cycle detected: \(unique.joined(separator: ", ")) kept invalidating after \(maximumPassesPerUpdate) update passes in one frame (a body changes what it reads); drawing what was evaluated, the rest is updated next frame"
    }

    // MARK: - State written during a view update

    /// State writes made while a `body` ran, applied at the start of the next frame's update
    /// (``applyDeferredStateWrites()``).
    private var deferredStateWrites: [() -> Void] = []

    /// Whether writes made during a body wait for the next frame.
    public var hasDeferredStateWrites: Bool { !deferredStateWrites.isEmpty }

    /// A state write made while `writer`'s body runs: SwiftUI warns "Modifying state during view
    /// update, this will cause undefined behavior." and the change reaches the views on a later
    /// update. Here it waits for the next frame (so a body that writes what it reads re-runs once
    /// a frame instead of hanging the frame), with one warning per view and property.
    func deferStateWrite(property: String?, writer: CompositeNodeBase, _ apply: @escaping () -> Void) {
        let writerName = writer.debugName ?? "\(type(of: writer))"
        let owner = property ?? "@State of \(writerName)"
        warn("Modifying state during view update, this will cause undefined behavior. (\(owner), written in the body of \(writerName); the write is applied next frame)")
        var writes: [() -> Void] = []
        swap(&writes, &deferredStateWrites)
        writes.append(apply)
        swap(&writes, &deferredStateWrites)
    }

    /// Applies the state writes deferred from the last frame's bodies (the host calls this at
    /// the start of each frame's update, ``ViewHost/update(size:at:)``).
    public func applyDeferredStateWrites() {
        guard !deferredStateWrites.isEmpty else { return }
        var writes: [() -> Void] = []
        swap(&writes, &deferredStateWrites)
        for write in writes { write() }
    }

    /// The default ``warningSink``: one line on stderr through `write(2)`, a failure ignored.
    nonisolated static func writeToStandardError(_ message: String) {
        var line = "LazyScrollUI: \(message)\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Prints `message` once per run (duplicate ids, misuse), like SwiftUI's runtime warnings.
    func warn(_ message: String) {
        guard warnings.insert(message).inserted else { return }
        warningLog.append(message)
        warningSink(message)
    }
    /// The warnings printed so far, in order (the HUD shows the last).
    public private(set) var warningLog: [String] = []
}

