/// A view the graph knows how to build itself (leaves, containers, modifiers, builder shapes)
/// rather than through a `body`.
@MainActor
protocol PrimitiveView: View {
    /// A node for this view, placed under `parent`.
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode
    /// Updates `node` (made by ``makeNode(parent:environment:graph:)`` for this view type) to
    /// show this value.
    func update(_ node: ViewNode)
    /// The subviews any value of this type resolves to in a stack (`staticSubviewCount(of:)`);
    /// nil when that depends on the value. One (the default) but for builder shapes.
    static var subviewCountOfType: Int? { get }
}

/// The heart of identity: keeps `existing` when it was made for the same view type (updating it
/// with `view` and `environment`), else destroys it and makes a new node — a new identity,
/// with fresh state.
@MainActor
func reconcile<V: View>(_ existing: ViewNode?, with view: V, parent: ViewNode?,
                        environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
    PrimitiveTypes.withPointer(to: view, as: V.self) {
        reconcile(existing, withViewAt: $0, parent: parent, environment: environment, graph: graph)
    }
}

/// ``reconcile(_:with:parent:environment:graph:)`` with the view where it is (an element of a
/// tuple, see ``TupleView``): read in place, copied only into a composite view's node.
@MainActor
func reconcile<V: View>(_ existing: ViewNode?, withViewAt view: UnsafePointer<V>, parent: ViewNode?,
                        environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
    let primitive = PrimitiveTypes.conformance(of: V.self)
    if let existing, !existing.isDestroyed, existing.viewType == ObjectIdentifier(V.self) {
        if !existing.environment.isIdentical(to: environment) { existing.environmentChanged(environment) }
        existing.invalidatePaint(batch: graph.invalidationBatch)
        if let primitive {
            // Updated through the caller's own value (a row's `HStack` holds its tuple, which
            // holds its `Text`: a copy of each copied the subtree, retaining every string).
            func update<P: PrimitiveView>(_: P.Type) {
                // A method called on `pointee` reads the value where it is; passed as an
                // argument, it was copied first.
                P.update(&PrimitiveTypes.cast(view, to: P.self).pointee, existing)
            }
            update(primitive)
        } else {
            // The same view type: the node is the `CompositeNode<V>` made for it (below), so no
            // checked cast (which looks up the generic class's metadata, ~300 instructions).
            unsafeDowncast(existing, to: CompositeNode<V>.self).update(with: view.pointee)
        }
        return existing
    }
    existing?.destroy()
    if let primitive {
        func make<P: PrimitiveView>(_: P.Type) -> ViewNode {
            P.makeNode(&PrimitiveTypes.cast(view, to: P.self).pointee, parent: parent, environment: environment, graph: graph)
        }
        return make(primitive)
    }
    return CompositeNode(view: view.pointee, parent: parent, environment: environment, graph: graph)
}

/// Which view types are primitive, found once per type: `view as? any PrimitiveView` asks the
/// runtime for the conformance on every call (about a microsecond, several per row made),
/// a lookup by type is a multiplication: the types' metadata addresses key an ``IndexTable``
/// (a `Dictionary` keyed by `ObjectIdentifier` hashed each with SipHash, ~400 instructions a
/// lookup, six per row made).
@MainActor
enum PrimitiveTypes {
    /// A type's answer, boxed for the table.
    private final class Known {
        let conformance: (any PrimitiveView.Type)?
        init(_ conformance: (any PrimitiveView.Type)?) { self.conformance = conformance }
    }
    private static var known = IndexTable<Known>()

    /// `V`'s `PrimitiveView` conformance, or nil for a view with a `body`.
    static func conformance<V: View>(of type: V.Type) -> (any PrimitiveView.Type)? {
        let key = Int(bitPattern: ObjectIdentifier(type))
        if let found = known[key] { return found.conformance }
        // Answered by the type (`View._viewKind`: the default, or `PrimitiveView`'s), not by a
        // cast: the runtime answers a cast it has not seen for a type by scanning every
        // conformance record of the executable (~300 k instructions a type, 4.2 M in the first
        // frame of the list written as views; Documentation/Memory.md).
        let found = V._viewKind.primitive
        #if DEBUG
        // The answer is the cast's where both conformances have the same conditions.
        let isPrimitive = found != nil, castIsPrimitive = type is any PrimitiveView.Type
        assert(isPrimitive == castIsPrimitive, "\(V.self): its View and PrimitiveView conformances differ in their conditions")
        #endif
        // Added to the table moved out and back (once per type): no access to `known` then
        // encloses a release (the table growing), so the optimizer checks none of them at run
        // time — one per view reconciled otherwise (Performance.md, "Exclusivity checks and
        // testable builds").
        var table = IndexTable<Known>(minimumCapacity: 1)
        swap(&table, &known)
        table[key] = Known(found)
        swap(&table, &known)
        return found
    }

    /// Calls `body` with the address of `view` seen as `P`, which is `V` itself (its conformance
    /// found by ``conformance(of:)``): the value in place, not copied. Nonisolated, so that the
    /// closure given to `withUnsafePointer` (from a module built in Swift 5 mode) is not checked
    /// at run time to run on the main actor (SE-0423: ~600 instructions a call, once per view
    /// of a row updated); `body`, given to this module's function, is not checked.
    @inline(__always)
    nonisolated static func withPointer<V, P, R>(to view: borrowing V, as _: P.Type, _ body: (UnsafePointer<P>) -> R) -> R {
        precondition(V.self == P.self)
        return withUnsafePointer(to: view) { body(UnsafeRawPointer($0).assumingMemoryBound(to: P.self)) }
    }

    /// `view` as a pointer to `P`, which is `V` itself (its conformance found by
    /// ``conformance(of:)``). Mutable only so that its `pointee` is an `inout` argument (see
    /// ``PrimitiveView/update(_:_:)``): nothing writes through it.
    @inline(__always)
    static func cast<V, P>(_ view: UnsafePointer<V>, to _: P.Type) -> UnsafeMutablePointer<P> {
        precondition(V.self == P.self)
        return UnsafeMutablePointer(mutating: UnsafeRawPointer(view).assumingMemoryBound(to: P.self))
    }
}

extension PrimitiveView {
    /// A view the graph builds itself, through this conformance (`PrimitiveTypes.conformance(of:)`).
    /// Chosen over `View`'s default for every type of this module that conforms to `PrimitiveView`
    /// (a more specialised protocol extension), on the same conditions as its `View` conformance.
    public static var _viewKind: _ViewKind { _ViewKind(primitive: Self.self) }

    /// Updates `node` with the view at `view`, read where it is. (`pointer.pointee.update(node)`
    /// copies the view first, in code not specialized for its type — a row's `HStack` with its
    /// tuple and `Text`, strings retained; the storage of an `inout` argument is passed as it
    /// is, and ``update(_:)`` reads it in place. Nothing is written to it.)
    @inline(__always)
    static func update(_ view: inout Self, _ node: ViewNode) { view.update(node) }

    /// ``makeNode(parent:environment:graph:)`` for the view at `view`, read in place as
    /// ``update(_:_:)`` reads it.
    @inline(__always)
    static func makeNode(_ view: inout Self, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        view.makeNode(parent: parent, environment: environment, graph: graph)
    }
}

// MARK: - Builder shapes

/// A node that only holds child nodes and lends their subviews (tuples, groups, branches).
@MainActor
class ContainerOfChildren: ViewNode {
    /// The children, in order. Changed only as a local moved out and back
    /// (``setChild(_:at:)``, ``replaceChildren(with:)``): an assignment lets the old array or
    /// child go inside the write, and a release there may run any deinitializer in the
    /// optimizer's view — then every read of the property (``children``, each tuple updated)
    /// is checked at run time (Performance.md, "Exclusivity checks and testable builds").
    private(set) var childNodes: [ViewNode] = []
    /// Puts `child` at `index` (one past the last: appended).
    final func setChild(_ child: ViewNode, at index: Int) {
        var nodes: [ViewNode] = []
        swap(&nodes, &childNodes)
        if index == nodes.count { nodes.append(child) } else { nodes[index] = child }
        swap(&nodes, &childNodes)
    }
    /// Replaces the children with `nodes`; the old array goes after the move.
    final func replaceChildren(with nodes: [ViewNode]) {
        var nodes = nodes
        swap(&nodes, &childNodes)
    }
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { childNodes }
    /// The children array walked as it is: ``ViewNode``'s walk asks for ``children`` (a call
    /// through the class table returning the array retained) for every walk of the tree — a
    /// row's subtree is walked when it leaves, when it is reused and when it appears.
    override final func forEachChild(_ body: (ViewNode) -> Void) { for child in childNodes { body(child) } }
    override var isPaintReplayable: Bool { true }
}

final class TupleNode: ContainerOfChildren {}

extension TupleView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = TupleNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }

    /// Reconciles the elements with the node's children by position, each where it is in the
    /// tuple (`repeat f(each value)` copied the tuple, then each element). The tuple is read
    /// through the view's own address — `value` is its only stored property, so it starts
    /// there — rather than `value`'s: a pointer to `value` needs the tuple type's metadata,
    /// which the runtime looks up in its tuple cache at every call (`swift_getTupleTypeMetadata`,
    /// ~300 instructions a row made); `Self`'s is at hand.
    func update(_ node: ViewNode) {
        var reconciler = TupleReconciler(node: unsafeDowncast(node, to: TupleNode.self))  // made by `makeNode`
        assert(MemoryLayout<Self>.size == MemoryLayout<(repeat each Content)>.size)
        PrimitiveTypes.withPointer(to: self, as: Self.self) { view in
            var offset = 0
            repeat reconciler.add(inTupleAt: UnsafeRawPointer(view), offset: &offset, as: (each Content).self)
        }
    }
}

/// Walks a tuple's elements in order, matching each with the old child at its position; the
/// children array is updated in place (a tuple's arity is its type's: an update replaces at
/// most the children whose type changed, and allocates nothing).
@MainActor
struct TupleReconciler {
    let node: TupleNode
    /// The node's environment and graph, read once for all the elements (each read retains).
    private let environment: EnvironmentValues
    private let graph: ViewGraph
    private var index = 0
    init(node: TupleNode) { self.node = node; environment = node.environment; graph = node.graph }

    /// Adds the element of type `V` that follows `offset` bytes of the tuple at `tuple`, and
    /// moves `offset` past it: a tuple's elements are laid out in order, each at the next
    /// multiple of its alignment (the runtime's `swift_getTupleTypeMetadata`, as a struct's).
    mutating func add<V: View>(inTupleAt tuple: UnsafeRawPointer, offset: inout Int, as _: V.Type) {
        let alignmentMask = MemoryLayout<V>.alignment - 1
        offset = (offset + alignmentMask) & ~alignmentMask
        let element = (tuple + offset).assumingMemoryBound(to: V.self)
        offset += MemoryLayout<V>.size
        defer { index += 1 }
        let existing = index < node.childNodes.count ? node.childNodes[index] : nil
        let child = reconcile(existing, withViewAt: element, parent: node, environment: environment, graph: graph)
        if existing == nil || child !== existing { node.setChild(child, at: index) }
    }
}

final class EmptyNode: ViewNode {
    override var isDisplayable: Bool { false }
    override var isPaintReplayable: Bool { true }
}

extension EmptyView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        EmptyNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {}
}

/// One slot holding one child, or none (optional content, builder branches, groups).
final class SlotNode: ContainerOfChildren {
    /// Which branch the child belongs to (`if/else`: 0 true, 1 false; others: 0).
    var branch = -1

    /// Shows `view` in the slot as branch `branch`: another branch is another identity, so the
    /// old child (and its state) goes first.
    func show<V: View>(_ view: V, branch: Int = 0) {
        if self.branch != branch { clear(); self.branch = branch }
        let old = childNodes.first
        let new = reconcile(old, with: view, parent: self, environment: environment, graph: graph)
        replaceChildren(with: [new])
        if new !== old { graph.transitionIn(new) }      // `transition(_:)` (Transition+Lifecycle.swift)
    }

    /// Empties the slot: the child is destroyed, or kept drawn while a transition removes it.
    func clear() {
        guard let old = childNodes.first else { return }
        replaceChildren(with: [])
        if !graph.transitionOut(old, from: self) { old.destroy() }
        invalidateLayout()
    }

    override func willDestroy() { graph.destroyDeparting(from: self) }
}

/// A builder shape that holds at most one child: it only says what the slot shows.
@MainActor
protocol SlotView: PrimitiveView {
    func fill(_ slot: SlotNode)
}

extension SlotView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SlotNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        fill(node)
        return node
    }
    func update(_ node: ViewNode) { fill(node as! SlotNode) }
}

extension _ConditionalContent: SlotView {
    func fill(_ slot: SlotNode) {
        switch storage {
        case .trueContent(let content): slot.show(content, branch: 0)
        case .falseContent(let content): slot.show(content, branch: 1)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {}
extension Optional: SlotView where Wrapped: View {
    func fill(_ slot: SlotNode) {
        if let content = self { slot.show(content) } else { slot.clear() }
    }
}

extension Group: SlotView {
    func fill(_ slot: SlotNode) { slot.show(content) }
}

extension AnyView: SlotView {
    func fill(_ slot: SlotNode) {
        // `reconcile` compares the wrapped type: another type is another identity.
        func open<V: View>(_ view: V) { slot.show(view) }
        open(storage)
    }
}
