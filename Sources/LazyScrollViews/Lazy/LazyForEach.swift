/// A `ForEach` as a lazy stack sees it: a count, the id of element *i*, and element *i*'s view,
/// made only when asked for. The data is read in place by index; nothing walks the collection.
@MainActor
protocol LazyElements {
    var count: Int { get }
    func id(at index: Int) -> AnyHashable
    /// Reconciles element `index`'s view with `existing` (or makes it) under `parent`.
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode
    /// Whether each element's view is a `Section` (then the stack makes one section per element).
    var elementsAreSections: Bool { get }
    /// `Data, ID`, for warnings.
    var typeName: String { get }
}

extension ForEach: LazyElements {
    var count: Int { data.count }
    func id(at index: Int) -> AnyHashable { AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: index)])) }
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode {
        let position = data.index(data.startIndex, offsetBy: index)
        // Step past the element as a walking list does: a collection that loads its next page
        // in `formIndex(after:)` (seed 003's DynamicDataSource) sees the list approach its end.
        var next = position
        data.formIndex(after: &next)
        let view = content(data[position])
        var env = parent.environment
        env.isLazyListContent = Content.self is any SectionMarker.Type
        return reconcile(existing, with: view, parent: parent, environment: env, graph: parent.graph)
    }
    var elementsAreSections: Bool { Content.self is any SectionMarker.Type }
    var typeName: String { "\(Data.self), \(ID.self)" }
}

/// The node of a `ForEach` inside a lazy stack: it makes element nodes on demand, keyed by id,
/// and lets the stack evict the ones that scrolled away.
///
/// State, exactly as SwiftUI keeps it (seed 003, confirmed by Apple as by design): when an
/// element is evicted and made again, the `@State` of its top-level view comes back (kept here
/// by id); state in views nested inside it starts over. With
/// `.lazyStateRetention(.allByID)` the whole element is kept instead.
final class LazyForEachNode: ViewNode {
    private(set) var elements: any LazyElements
    /// Element nodes made so far, by id.
    private(set) var realized: [AnyHashable: ViewNode] = [:]
    /// Top-level state of evicted elements, by id.
    private var retainedState: [AnyHashable: [AnyObject?]] = [:]
    /// Evicted elements kept whole (`.lazyStateRetention(.allByID)`).
    private var retainedNodes: [AnyHashable: ViewNode] = [:]
    /// Elements made (content closure calls) since the node was made.
    private(set) var elementsMade = 0

    init(elements: any LazyElements, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.elements = elements
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var isDisplayable: Bool { false }
    override var debugName: String? { "ForEach" }
    override var children: [ViewNode] { Array(realized.values) }

    var count: Int { elements.count }
    func id(at index: Int) -> AnyHashable { elements.id(at: index) }

    /// Element `index`'s node if it is made.
    func existingElement(at index: Int) -> ViewNode? { realized[elements.id(at: index)] }

    /// The index each made element was made for: two indices with one id are a fault.
    private var realizedIndex: [AnyHashable: Int] = [:]

    /// Element `index`'s node, made (once) if needed.
    func element(at index: Int) -> ViewNode { element(at: index, id: elements.id(at: index)) }

    /// Element `index`, whose id the caller has read already.
    func element(at index: Int, id: AnyHashable) -> ViewNode {
        if let node = realized[id] {
            if let first = realizedIndex[id], first != index {
                // SwiftUI's runtime warning, once per id; both places show the one element.
                graph.warn("ForEach<\(elements.typeName)>: the ID \(id.base) occurs multiple times within the collection (at \(first) and \(index)), this will give undefined results!")
            }
            return node
        }
        realizedIndex[id] = index
        if let kept = retainedNodes.removeValue(forKey: id) {
            realized[id] = kept
            realizedIndex[id] = index
            return kept
        }
        elementsMade += 1
        let node = withRestoredState(retainedState.removeValue(forKey: id)) {
            elements.element(at: index, existing: nil, parent: self)
        }
        realized[id] = node
        return node
    }

    /// Runs `make` with `slots` waiting for the next composite view made (the element's
    /// top-level view), so its `@State` continues where it left off.
    private func withRestoredState(_ slots: [AnyObject?]?, _ make: () -> ViewNode) -> ViewNode {
        guard let slots else { return make() }
        graph.restoredSlots = slots
        defer { graph.restoredSlots = nil }
        return make()
    }

    /// The layout pass that last used each made element.
    private var lastUsed: [AnyHashable: Int] = [:]
    private var stale: [AnyHashable] = []

    /// The stack holds element `id` in layout pass `pass`.
    func markUsed(_ id: AnyHashable, pass: Int) { lastUsed[id] = pass }

    /// Evicts every element the stack did not hold in layout pass `pass`.
    /// - Returns: how many were evicted.
    func evict(notUsedIn pass: Int) -> Int {
        stale.removeAll(keepingCapacity: true)
        for (id, _) in realized where lastUsed[id] != pass { stale.append(id) }
        guard !stale.isEmpty else { return 0 }
        let retainsAll = environment.lazyStateRetention == .allByID
        for id in stale {
            guard let node = realized.removeValue(forKey: id) else { continue }
            realizedIndex[id] = nil
            lastUsed[id] = nil
            if retainsAll {
                retainedNodes[id] = node
                continue
            }
            if let composite = node as? CompositeNodeBase, !composite.slots.isEmpty {
                retainedState[id] = composite.slots
                composite.keepsSlotsAlive = true
            }
            node.destroy()
        }
        return stale.count
    }

    /// A new `ForEach` value: made elements are updated with their new data (by id); those whose
    /// id is gone are destroyed.
    func update(elements newElements: any LazyElements) {
        elements = newElements
        var indexByID: [AnyHashable: Int] = [:]
        if !realized.isEmpty {
            for index in 0..<newElements.count {
                let id = newElements.id(at: index)
                if realized[id] != nil { indexByID[id] = index }
                if indexByID.count == realized.count { break }
            }
        }
        for (id, node) in realized {
            guard let index = indexByID[id] else {
                node.destroy(); realized[id] = nil; realizedIndex[id] = nil; lastUsed[id] = nil
                continue
            }
            realizedIndex[id] = index
            realized[id] = newElements.element(at: index, existing: node, parent: self)
        }
        invalidateLayout()
    }

}

/// How much state a lazy stack keeps for elements scrolled away and made again.
public enum LazyStateRetention: Hashable, Sendable {
    /// SwiftUI's behaviour: the `@State` of each `ForEach` element's top-level view survives;
    /// state in views nested inside it is reset (seed 003; Apple calls this by design).
    case topLevel
    /// Our improvement: evicted elements are kept whole, by id, so nested state survives too
    /// (memory grows with the elements ever made).
    case allByID
}

private struct LazyStateRetentionKey: EnvironmentKey { static let defaultValue = LazyStateRetention.topLevel }

extension EnvironmentValues {
    /// How lazy stacks inside keep the state of elements scrolled away (``LazyStateRetention``).
    public var lazyStateRetention: LazyStateRetention {
        get { self[LazyStateRetentionKey.self] } set { self[LazyStateRetentionKey.self] = newValue }
    }
}

extension View {
    /// Sets how lazy stacks inside keep the state of elements scrolled away and made again.
    /// Not in SwiftUI (which always behaves as `.topLevel`).
    public func lazyStateRetention(_ retention: LazyStateRetention) -> _EnvironmentWriter<Self, LazyStateRetention> {
        environment(\.lazyStateRetention, retention)
    }
}
