import ScrollHosting
import DisplayList
import Foundation
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
    @exclusivity(unchecked) public internal(set) var stats = ViewGraphStats()
    /// The root node, made on the first ``update()``.
    private(set) var root: ViewNode?
    private var rootMaker: ((ViewNode?, ViewGraph) -> ViewNode)?
    /// Invalidated composite nodes, evaluated on the next ``update()``.
    private var invalidated: [ViewNode] = []
    /// Whether the tree changed since the last layout pass (then layout runs again).
    @exclusivity(unchecked) var needsLayout = true
    /// The node whose body is being evaluated, for environment dependency tracking.
    var evaluating: CompositeNodeBase?
    /// The frame time of the update in progress (onAppear ordering, animations).
    public internal(set) var timeSeconds: Double = 0
    /// Frames the host has begun (``ViewScene/advance(to:)``): what "per frame" counts key on,
    /// since two frames may share a time (a paused clock, a test stepping twice).
    @exclusivity(unchecked) var frameSerial: UInt64 = 0
    /// The window's size in points, as of the last layout pass: the outermost container of
    /// `containerRelativeFrame` (``ContainerRelativeFrameNode``).
    var windowSize: CGSize = .zero
    /// Animations of layout changes in progress, keyed by node.
    var animations = AnimationStore()
    /// `task` work in flight.
    var tasks = TaskRegistry()
    /// Actions queued during an update to run after it (onAppear, onDisappear, onChange).
    var postUpdateActions: [() -> Void] = []
    /// Rows of lazy stacks that came on screen or left it in their last pass, with their scroll
    /// view: the next update gives only these subtrees' appear/disappear handlers a look.
    @exclusivity(unchecked) var rowsChangingVisibility: [(row: ViewNode, scrollView: ScrollViewNode)] = []
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
    /// What `warn(_:)` prints through (stderr by default; tests capture it).
    public var warningSink: (String) -> Void = { message in
        FileHandle.standardError.write(Data("LazyScrollUI: \(message)\n".utf8))
    }

    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// The invalidation batch open now (0: none), see ``batchingInvalidations(_:)``.
    @exclusivity(unchecked) private(set) var invalidationBatch = 0
    @exclusivity(unchecked) private var lastInvalidationBatch = 0

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
            invalidated.append(node)
        }
        needsLayout = true
    }

    /// Whether an update has work to do.
    public var hasPendingUpdates: Bool { rootMaker != nil || !invalidated.isEmpty || !postUpdateActions.isEmpty }

    /// Evaluates invalidated views (shallowest first) and reconciles their subtrees, then runs
    /// the actions queued meanwhile (appear/disappear handlers, which may invalidate again: the
    /// loop repeats, at most 16 rounds, as SwiftUI's graph settles within a frame).
    public func update() {
        let previous = ViewGraph.current
        ViewGraph.current = self
        defer { ViewGraph.current = previous }
        for _ in 0..<16 {
            if let make = rootMaker {
                rootMaker = nil
                root = make(root, self)
            }
            guard !invalidated.isEmpty || !postUpdateActions.isEmpty else { return }
            stats.updates += 1
            while !invalidated.isEmpty {
                let batch = invalidated.sorted { $0.depth < $1.depth }
                invalidated.removeAll(keepingCapacity: true)
                for node in batch where node.needsUpdate && !node.isDestroyed {
                    node.updateInPlace()
                }
            }
            let actions = postUpdateActions
            postUpdateActions.removeAll(keepingCapacity: true)
            for action in actions { action() }
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

