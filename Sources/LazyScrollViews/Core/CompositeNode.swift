import Foundation
import Observation

/// What every composite-view node shares (non-generic, so the graph can refer to it).
@MainActor
class CompositeNodeBase: ViewNode {
    /// Persistent storage of the view's dynamic properties, by declaration order. Changed only
    /// by moves (`swap`), never by an assignment or in place across a call: either lets the old
    /// value go, or runs unknown code, inside the access — and then every access to the
    /// property is checked at run time (two a row made in `bench --declarative`, when a row
    /// leaves and its reuse is asked: Performance.md, *This round (rowcost2)*).
    var slots: [AnyObject?] = []
    /// Environment keys the view read, with the version it saw.
    var environmentReads: [ObjectIdentifier: Int] = [:]
    var child: ViewNode?
    /// Whether destroying the node leaves its slots alone (a lazy `ForEach` keeps them to give
    /// them back when the element is made again).
    var keepsSlotsAlive = false
    /// A view conforming to `Animatable`: its `animatableData` in flight, while it animates
    /// (AnimatableRuns.swift); nil for every other view, and for this one at rest.
    var animatedData: AnimatedViewData?

    override var isDisplayable: Bool { false }
    override final var asComposite: CompositeNodeBase? { self }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }
    /// Without dynamic properties, as it is; with only `@State` and `@Environment`, once their
    /// storage is let go (``resetForReuse()``: the next evaluation installs new storage from the
    /// new view value's initial values, as for a new node); `@StateObject`, `@ObservedObject`
    /// and `@EnvironmentObject` hold subscriptions: not reused.
    override var reuse: Reuse {
        guard !slots.isEmpty else { return .asIs }
        for slot in slots where slot != nil && !(slot is AnyStateLocation) && !(slot is EnvironmentBox) { return .impossible }
        return .afterReset
    }

    /// Lets go of the dynamic properties' storage (its state goes with it: a reused tree never
    /// shows another element's state) and of what the last `body` read; the next update
    /// evaluates `body` again, installing new storage.
    override func resetForReuse() {
        detachSlots()
        environmentReads.removeAll(keepingCapacity: true)
        needsUpdate = true
        if animatedData != nil { stopAnimatingData() }   // another element's value: it does not animate from it
    }

    /// Drops the data animation in flight (the view shows its latest value at the next evaluation).
    final func stopAnimatingData() {
        // Moved out (the old value goes after the move): an assignment of nil lets it go
        // inside the write, and then every read of the property (one an update, one a body
        // evaluated) is checked at run time (Performance.md, "Exclusivity checks and testable
        // builds").
        var none: AnimatedViewData?
        swap(&none, &animatedData)
        graph.stopFrameAnimation(owner: self)
    }

    /// The slots no longer belong to this node (kept elsewhere, or dropped): their states stop
    /// naming it as a reader, so a later write to them does not evaluate it again.
    func detachSlots() {
        for case let location as AnyStateLocation in slots { location.forgetReaders() }
        var old: [AnyObject?] = []
        swap(&old, &slots)
        keepsSlotsAlive = false
    }

    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        for (key, version) in environmentReads where newEnvironment.version(of: key) != version {
            graph.invalidate(self)
            break
        }
        super.environmentChanged(newEnvironment)
    }

    /// What Observation calls when a property the body read changes: one token and one closure
    /// for the node's life (made at its first evaluation), not two allocations per evaluation.
    var observationHandler: @Sendable () -> Void {
        if let handler = cachedObservationHandler { return handler }
        let token = InvalidationToken(self)
        invalidationToken = token
        let handler: @Sendable () -> Void = { token.fire() }
        cachedObservationHandler = handler
        return handler
    }
    private var cachedObservationHandler: (@Sendable () -> Void)?
    private var invalidationToken: InvalidationToken?

    /// Isolated (SE-0371): the token it detaches is the main actor's; a node is released on
    /// the main actor (the graph is), so the deinit runs there at once.
    isolated deinit { invalidationToken?.detach() }

    override func willDestroy() {
        invalidationToken?.detach()
        if animatedData != nil { stopAnimatingData() }
        guard !keepsSlotsAlive else { return }
        for slot in slots { (slot as? NodeResource)?.release() }
    }
}

/// Something a node's slot holds that must be let go when the node is destroyed
/// (subscriptions to observable objects).
@MainActor
protocol NodeResource: AnyObject { func release() }

/// The node of a view with a `body`: holds the view value, its dynamic properties' storage
/// and the node of its body. Its `body` runs when the node is made and again only when the
/// view value from the parent differs (see ``ValueComparison``), a `@State` it read was
/// written, an environment value it read changed, or an observed property it read changed.
@MainActor
final class CompositeNode<V: View>: CompositeNodeBase {
    /// The view value the node last evaluated.
    private(set) var view: V
    private let layout: DynamicPropertyLayout

    init(view: V, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.view = view
        layout = V._viewKind.dynamicProperties?() ?? DynamicPropertyLayout.of(V.self)
        super.init(viewType: V.self, parent: parent, environment: environment, graph: graph)
        if let restored = graph.restoredSlots {
            // A lazy element made again: its top-level state continues (see LazyForEachNode).
            graph.restoredSlots = nil
            var kept = restored
            swap(&kept, &slots)
        }
        evaluateBody(in: graph)
    }

    /// The view type's name without generic arguments, made once per node (the bounds overlay
    /// asks every frame; `String(describing:)` reflects the type and allocates each time).
    override var debugName: String? { typeName }
    private lazy var typeName: String? = String(describing: V.self).split(separator: "<").first.map(String.init)

    /// How to compare two values of `V`, looked up at the node's first update (see
    /// ``DynamicPropertyLayout/comparison(of:)``: most nodes of a first frame are never updated).
    private var comparison: ValueComparison?

    /// A new value from the parent: evaluated again only when it differs from the current one.
    func update(with newView: V) {
        if !needsUpdate && valueComparison().equal(view, newView) { return }
        // The graph read once: each read through the `unowned` reference retains and releases it.
        let graph = self.graph
        // A view conforming to `Animatable` interpolates its data when it changes in an
        // animated transaction. Every other view pays these two checks, and its type is looked
        // up (once, cached) only under an animated transaction.
        if animatedData != nil || graph.animations.effective != nil { animateData(to: newView, in: graph) }
        view = newView
        evaluateBody(in: graph)
    }

    /// `newView` replaces ``view``: when `V` is `Animatable` and their data differ, an animated
    /// change adds a run from the old data to the new (the body is then evaluated each frame with
    /// the data between: "The framework calls the `animatableData` setter on each frame",
    /// https://developer.apple.com/documentation/swiftui/animatable); a change without
    /// animation jumps (runs in flight are dropped); the same data lets runs in flight go on.
    private func animateData(to newView: V, in graph: ViewGraph) {
        let animation = graph.animations.effective
        guard let data = animatedData ?? (animation == nil ? nil : AnimatableViewTypes.animation(for: V.self)),
              data.dataDiffers(view, newView) else { return }
        guard let animation else {
            stopAnimatingData()
            return
        }
        data.add(from: view, to: newView, animation: animation, at: graph.timeSeconds)
        guard animatedData == nil else { return }
        var started: AnimatedViewData? = data
        swap(&started, &animatedData)           // moved in (see ``stopAnimatingData()``)
        // Each frame until the last run ends: evaluated again at the frame's time.
        graph.startFrameAnimation(owner: self) { [weak self] time in
            guard let self, !self.isDestroyed, let data = self.animatedData else { return false }
            self.graph.invalidate(self)
            return time < data.endSeconds
        }
    }

    private func valueComparison() -> ValueComparison {
        if let comparison { return comparison }
        // Set moved in (once a node): an assignment would let the old value go inside the
        // write, and then every read of the property is checked at run time (Performance.md,
        // "Exclusivity checks and testable builds").
        var found: ValueComparison? = DynamicPropertyLayout.comparison(of: V.self)
        swap(&found, &comparison)
        return comparison!
    }

    override func updateInPlace() { evaluateBody(in: graph) }

    private func evaluateBody(in graph: ViewGraph) {
        needsUpdate = false
        // Asked here first: the call passes `view` and `slots` in place, two accesses checked
        // at run time (~150 instructions), for nothing when the view has no dynamic property.
        // The slots are moved out for the call (nothing reads them through the node meanwhile:
        // an access to them during the call's own was an exclusivity violation before).
        if !layout.fields.isEmpty {
            var storage: [AnyObject?] = []
            swap(&storage, &slots)
            layout.install(into: &view, slots: &storage, node: self)
            swap(&storage, &slots)
        }
        graph.tallies.bodyEvaluations += 1
        let body: V.Body
        if let animatedData {
            // Animating its data: the body of the view with the data the runs have now.
            let shown = animatedData.presented(view, at: graph.timeSeconds)
            if animatedData.isEmpty { var none: AnimatedViewData?; swap(&none, &self.animatedData) }   // moved out (see ``stopAnimatingData()``)
            body = withReadTracking(in: graph) { trackObservation { shown.body } }
        } else {
            body = withReadTracking(in: graph) { trackObservation { view.body } }
        }
        child = reconcile(child, with: body, parent: self, environment: environment, graph: graph)
        invalidateLayout()
    }

    /// Runs `body` with this node recorded as the reader of the state and environment it touches.
    private func withReadTracking<T>(in graph: ViewGraph, _ body: () -> T) -> T {
        let previousGraph = ViewGraph.current, previousNode = graph.evaluating
        let previousReader = EnvironmentReads.reader
        ViewGraph.current = graph
        graph.evaluating = self
        EnvironmentReads.reader = self
        defer {
            ViewGraph.current = previousGraph
            graph.evaluating = previousNode
            EnvironmentReads.reader = previousReader
        }
        return body()
    }

    /// Runs `body` under Observation tracking: a change to any `@Observable` property it read
    /// invalidates this node (once; the next evaluation tracks again).
    private func trackObservation<T>(_ body: () -> T) -> T {
        withObservationTracking(body, onChange: observationHandler)
    }
}

/// Invalidates a node from wherever a change is reported: at once when the change happens on
/// the thread the view graph runs on (the main actor's: where views and their models live),
/// else through the main actor.
///
/// Main-actor isolated, so `Sendable` with the compiler's checking: its node is read and
/// written on the main actor only. ``fire()`` is the one door from other threads.
@MainActor
final class InvalidationToken {
    /// The node to invalidate, until it is destroyed or deallocated (it detaches the token
    /// then). `unowned` (checked), not `weak`, which would give every composite node a side
    /// table and send all its retains and releases down the runtime's slow path.
    private unowned var node: ViewNode?
    /// The thread the token was made on: the main actor's, as views are.
    private nonisolated let thread = pthread_self()
    init(_ node: ViewNode) { self.node = node }
    /// The node is going: a change reported later invalidates nothing.
    func detach() { node = nil }

    /// Called by Observation and Combine wherever the model changed. On the main actor's
    /// thread the node is invalidated at once — `assumeIsolated` checks that claim at run time
    /// (it traps if wrong), as a synchronous caller that may be on any thread needs; elsewhere
    /// the invalidation is sent to the main actor.
    nonisolated func fire() {
        if pthread_equal(pthread_self(), thread) != 0 {
            MainActor.assumeIsolated { invalidate() }
        } else {
            Task { @MainActor in self.invalidate() }
        }
    }

    private func invalidate() {
        guard let node else { return }
        node.graph.invalidate(node, transaction: Transaction.current)
    }
}
