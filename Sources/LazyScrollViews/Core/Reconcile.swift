/// A view the graph knows how to build itself (leaves, containers, modifiers, builder shapes)
/// rather than through a `body`.
@MainActor
protocol PrimitiveView: View {
    /// A node for this view, placed under `parent`.
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode
    /// Updates `node` (made by ``makeNode(parent:environment:graph:)`` for this view type) to
    /// show this value.
    func update(_ node: ViewNode)
}

/// The heart of identity: keeps `existing` when it was made for the same view type (updating it
/// with `view` and `environment`), else destroys it and makes a new node — a new identity,
/// with fresh state.
@MainActor
func reconcile<V: View>(_ existing: ViewNode?, with view: V, parent: ViewNode?,
                        environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
    let primitive = PrimitiveTypes.conformance(of: V.self)
    if let existing, !existing.isDestroyed, existing.viewType == ObjectIdentifier(V.self) {
        if !existing.environment.isIdentical(to: environment) { existing.environmentChanged(environment) }
        existing.invalidatePaint()
        if let primitive {
            // Updated through the caller's own value (a row's `HStack` holds its tuple, which
            // holds its `Text`: a copy of each copied the subtree, retaining every string).
            func update<P: PrimitiveView>(_: P.Type) {
                // A method called on `pointee` reads the value where it is; passed as an
                // argument, it was copied first.
                PrimitiveTypes.withPointer(to: view, as: P.self) { $0.pointee.update(existing) }
            }
            update(primitive)
        } else {
            // The same view type: the node is the `CompositeNode<V>` made for it (below), so no
            // checked cast (which looks up the generic class's metadata, ~300 instructions).
            unsafeDowncast(existing, to: CompositeNode<V>.self).update(with: view)
        }
        return existing
    }
    existing?.destroy()
    if let primitive {
        func make<P: PrimitiveView>(_: P.Type) -> ViewNode {
            PrimitiveTypes.reinterpret(view, as: P.self).makeNode(parent: parent, environment: environment, graph: graph)
        }
        return make(primitive)
    }
    return CompositeNode(view: view, parent: parent, environment: environment, graph: graph)
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
    @exclusivity(unchecked) private static var known = IndexTable<Known>()

    /// `V`'s `PrimitiveView` conformance, or nil for a view with a `body`.
    static func conformance<V: View>(of type: V.Type) -> (any PrimitiveView.Type)? {
        let key = Int(bitPattern: ObjectIdentifier(type))
        if let found = known[key] { return found.conformance }
        let found = type as? any PrimitiveView.Type
        known[key] = Known(found)
        return found
    }

    /// Calls `body` with the address of `view` seen as `P`, which is `V` itself (its conformance
    /// found by ``conformance(of:)``): the value in place, not copied. Nonisolated, so that the closure given to
    /// `withUnsafePointer` (a module compiled in Swift 5 mode) is not checked at run time to
    /// run on the main actor (see ``reinterpret(_:as:)``); `body` is this module's, not checked.
    @inline(__always)
    nonisolated static func withPointer<V, P, R>(to view: borrowing V, as _: P.Type, _ body: (UnsafePointer<P>) -> R) -> R {
        precondition(V.self == P.self)
        return withUnsafePointer(to: view) { body(UnsafeRawPointer($0).assumingMemoryBound(to: P.self)) }
    }

    /// `view` as `P`, which is `V` itself (its conformance found by ``conformance(of:)``).
    /// (A bit cast, not a rebound pointer: the two closures of `withUnsafePointer` and
    /// `withMemoryRebound` each checked at run time that they ran on the main actor, ~600
    /// instructions a call, once per view of a row updated.)
    @inline(__always)
    static func reinterpret<V, P>(_ view: V, as _: P.Type) -> P {
        precondition(V.self == P.self)
        return unsafeBitCast(view, to: P.self)
    }
}

// MARK: - Builder shapes

/// A node that only holds child nodes and lends their subviews (tuples, groups, branches).
@MainActor
class ContainerOfChildren: ViewNode {
    @exclusivity(unchecked) var childNodes: [ViewNode] = []
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { childNodes }
    override var isPaintReplayable: Bool { true }
}

final class TupleNode: ContainerOfChildren {}

extension TupleView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = TupleNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }

    /// Reconciles the elements with the node's children by position.
    func update(_ node: ViewNode) {
        let node = node as! TupleNode
        var reconciler = TupleReconciler(node: node)
        repeat reconciler.add(each value)
    }
}

/// Walks a tuple's elements in order, matching each with the old child at its position; the
/// children array is updated in place (a tuple's arity is its type's: an update replaces at
/// most the children whose type changed, and allocates nothing).
@MainActor
struct TupleReconciler {
    let node: TupleNode
    private var index = 0
    init(node: TupleNode) { self.node = node }

    mutating func add<V: View>(_ view: V) {
        defer { index += 1 }
        let existing = index < node.childNodes.count ? node.childNodes[index] : nil
        let child = reconcile(existing, with: view, parent: node, environment: node.environment, graph: node.graph)
        if existing == nil { node.childNodes.append(child) } else if child !== existing { node.childNodes[index] = child }
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
        childNodes = [reconcile(childNodes.first, with: view, parent: self, environment: environment, graph: graph)]
    }

    /// Empties the slot.
    func clear() {
        guard let old = childNodes.first else { return }
        old.destroy()
        childNodes = []
        invalidateLayout()
    }
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
