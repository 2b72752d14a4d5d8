import Observation

/// Views made from a collection, one per element, identified by the element's id —
/// SwiftUI's `ForEach`. The element's id is its identity: state follows an element across
/// reorders, and goes away with it.
///
/// In a stack each element's view is subviews of the stack. The collection is read in place
/// (by index), never copied.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    let idOf: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    /// Element `offset` of a `Range<Int>` (`lowerBound + offset`), set by `init(_:content:)` over a
    /// range, where `Data.Element` is `Int` to the compiler: the lazy stack's unspecialized code
    /// reads a row's element through it instead of two checked casts (`data as! Range<Int>`,
    /// `Int as! Data.Element`: ~100 instructions each, eight a frame of the views bench). It takes
    /// `data` as an argument, so a `data` set later is what it reads. Nil for other data.
    var rangeElementAt: ((Data, Int) -> Data.Element)?
    /// Whether each element is its own id (`id: \.self`, `init(_:content:)` over a range): ids
    /// are then read without the key path, and a range's are known without reading any
    /// (``integerIDs``).
    private(set) var idIsElement = false

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        // `id: \.self`: the element is the id. Read through the generic key path, each id
        // would cost two allocations in this unspecialized code (`LabCollectionAllocationTests`);
        // the identity function, cast once to `(Data.Element) -> ID` (it succeeds only when ID
        // is Data.Element), costs none.
        let identity: (Data.Element) -> Data.Element = { $0 }, identityPath: KeyPath<Data.Element, Data.Element> = \.self
        if (id as AnyKeyPath) == (identityPath as AnyKeyPath), let same = identity as? (Data.Element) -> ID {
            idOf = same
            idIsElement = true
        } else {
            idOf = { $0[keyPath: id] }
        }
    }
    public var body: Never { fatalError("ForEach is primitive") }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Over `Identifiable` elements: `ForEach(sections) { section in … }`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Over a constant range: `ForEach(0..<100) { i in … }` (the index is the id).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        idOf = { $0 }
        self.content = content
        rangeElementAt = { range, offset in range.lowerBound + offset }
        idIsElement = true
    }
}

/// The elements of a `ForEach`, keyed by id.
final class ForEachNode: ViewNode {
    var childNodes: [ViewNode] = []
    var ids: [AnyHashable] = []
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { childNodes }
    override var debugName: String? { "ForEach" }
    override var isPaintReplayable: Bool { true }
}

extension ForEach: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        if environment.isLazyListContent {
            // In a lazy stack: O(1) to build; elements are made when the stack asks for them.
            return LazyForEachNode(elements: self, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        }
        let node = ForEachNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }

    func update(_ node: ViewNode) {
        if let lazy = node as? LazyForEachNode { lazy.update(elements: self); return }
        let node = node as! ForEachNode
        var old: [AnyHashable: ViewNode] = [:]
        for (id, child) in zip(node.ids, node.childNodes) { old[id] = child }
        var ids: [AnyHashable] = []
        var nodes: [ViewNode] = []
        ids.reserveCapacity(data.count)
        nodes.reserveCapacity(data.count)
        var seen = Set<AnyHashable>()
        for element in data {
            let id = AnyHashable(idOf(element))
            if !seen.insert(id).inserted {
                // SwiftUI's runtime warning: the later element shares the earlier one's identity.
                node.graph.warn("ForEach<\(Data.self), \(ID.self)>: the ID \(id.base) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            let view = node.readingForEnclosingView { content(element) }
            let child = reconcile(old.removeValue(forKey: id), with: view, parent: node,
                                  environment: node.environment, graph: node.graph)
            ids.append(id)
            nodes.append(child)
        }
        for leftover in old.values { leftover.destroy() }
        node.ids = ids
        node.childNodes = nodes
        node.invalidateLayout()
    }
}

extension ViewNode {
    /// Runs `body` — a `ForEach`'s content closure — with the nearest enclosing view's node
    /// recorded as the reader of the `@State` it reads. The closure runs when the view's body has
    /// already returned (its `ForEach` is reconciled after), so without this a row's read of the
    /// view's state (`Text("\(intensity.sets) sets")`) was recorded for no one, and a change of
    /// that state alone left the rows as they were (found with the corpus' `WorkoutPlanner`:
    /// a menu picker changed `intensity`, the rows kept "3 sets"). Now the view evaluates again
    /// and its new `ForEach` remakes the rows. The same holds for the `@Observable` properties
    /// the closure reads (Observation tracks them for the enclosing view: `model.level` read only
    /// in the rows, `ForEachObservableReadTests`), and for a lazy `ForEach`'s rows, whose closure
    /// runs when layout makes them (`LazyElements.element(at:existing:parent:)`).
    ///
    /// The graph is read once (each read of the `unowned` reference takes a strong one and lets
    /// it go), and the enclosing view is ``enclosingViewReader``, which a lazy `ForEach` keeps.
    func readingForEnclosingView<T>(_ body: () -> T) -> T {
        guard let reader = enclosingViewReader else { return body() }
        let graph = graph
        let previousGraph = ViewGraph.current, previousNode = graph.evaluating
        ViewGraph.current = graph
        graph.evaluating = reader
        defer {
            ViewGraph.current = previousGraph
            graph.evaluating = previousNode
        }
        return withObservationTracking(body, onChange: reader.observationHandler)
    }

    /// The first of `node` and its ancestors that is a composite view.
    static func enclosingComposite(above node: ViewNode?) -> CompositeNodeBase? {
        var current = node
        while let node = current {
            if let composite = node.asComposite { return composite }
            current = node.parent
        }
        return nil
    }
}
