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
    if let existing, !existing.isDestroyed, existing.viewType == ObjectIdentifier(V.self) {
        if !existing.environment.isIdentical(to: environment) { existing.environmentChanged(environment) }
        if let primitive = view as? any PrimitiveView {
            primitive.update(existing)
        } else {
            (existing as! CompositeNode<V>).update(with: view)
        }
        return existing
    }
    existing?.destroy()
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNode(parent: parent, environment: environment, graph: graph)
    }
    return CompositeNode(view: view, parent: parent, environment: environment, graph: graph)
}

// MARK: - Builder shapes

/// A node that only holds child nodes and lends their subviews (tuples, groups, branches).
@MainActor
class ContainerOfChildren: ViewNode {
    var childNodes: [ViewNode] = []
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { childNodes }
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
        node.childNodes = reconciler.result
    }
}

/// Walks a tuple's elements in order, matching each with the old child at its position.
@MainActor
struct TupleReconciler {
    let node: TupleNode
    let old: [ViewNode]
    var result: [ViewNode] = []
    init(node: TupleNode) { self.node = node; old = node.childNodes }

    mutating func add<V: View>(_ view: V) {
        let index = result.count
        result.append(reconcile(index < old.count ? old[index] : nil, with: view, parent: node,
                                environment: node.environment, graph: node.graph))
    }
}

final class EmptyNode: ViewNode {
    override var isDisplayable: Bool { false }
}

extension EmptyView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        EmptyNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {}
}

/// One slot holding one child, or none (optional content, builder branches, groups).
final class SlotNode: ContainerOfChildren {
    /// Which branch the child belongs to (`if/else`: 0 true, 1 false).
    var branch = -1
    override var debugName: String? { nil }
}

extension _ConditionalContent: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SlotNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SlotNode
        // Each branch is its own identity: leaving one destroys its subtree (and its state).
        switch storage {
        case .trueContent(let content):
            if node.branch != 0 { node.childNodes.first?.destroy(); node.childNodes = []; node.branch = 0 }
            node.childNodes = [reconcile(node.childNodes.first, with: content, parent: node, environment: node.environment, graph: node.graph)]
        case .falseContent(let content):
            if node.branch != 1 { node.childNodes.first?.destroy(); node.childNodes = []; node.branch = 1 }
            node.childNodes = [reconcile(node.childNodes.first, with: content, parent: node, environment: node.environment, graph: node.graph)]
        }
        node.invalidateLayout()
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SlotNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SlotNode
        if let content = self {
            node.childNodes = [reconcile(node.childNodes.first, with: content, parent: node, environment: node.environment, graph: node.graph)]
        } else if let old = node.childNodes.first {
            old.destroy()
            node.childNodes = []
            node.invalidateLayout()
        }
    }
}

extension Group: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SlotNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SlotNode
        node.childNodes = [reconcile(node.childNodes.first, with: content, parent: node, environment: node.environment, graph: node.graph)]
    }
}

extension AnyView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SlotNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SlotNode
        // `reconcile` compares the wrapped type: another type is another identity.
        func open<V: View>(_ view: V) -> ViewNode {
            reconcile(node.childNodes.first, with: view, parent: node, environment: node.environment, graph: node.graph)
        }
        node.childNodes = [open(storage)]
    }
}
