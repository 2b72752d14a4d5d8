import LazyLayout

/// The node of a `ForEach` inside a lazy stack: it makes element nodes on demand and lets the
/// stack evict the ones that scrolled away.
///
/// Made elements are kept by *index* for the frame loop (a layout pass touches each placed
/// element once, through a cheap integer lookup, and never reads ids), and by *id* only where
/// identity matters: when an element is made or evicted, and when a new `ForEach` value maps
/// the made elements onto new indices (``update(elements:)``). So scrolling through rows
/// already made costs no `AnyHashable` work at all.
///
/// State, exactly as SwiftUI keeps it (seed 003, confirmed by Apple as by design): when an
/// element is evicted and made again, the `@State` of its top-level view comes back (kept here
/// by id); state in views nested inside it starts over. With
/// `.lazyStateRetention(.allByID)` the whole element is kept instead.
///
/// Rows that hold nothing of their element once their state is let go (``ViewNode/subtreeReuse``)
/// are not destroyed when evicted but kept in ``recycled``, and the next element made updates
/// one with its value (as a RecyclerView binds a pooled view holder): to anyone looking it is a
/// new identity — its nested `@State` starts from the new element's initial values, its
/// top-level `@State` is the new element's own if it had been made before — and scrolling
/// allocates no subtree (`RowRecyclingTests`, `RowReuseTests`).
final class LazyForEachNode: ViewNode {
    private(set) var elements: any LazyElements

    /// A made element, as the index it stands at sees it.
    ///
    /// Its `id` and `node` are set only by moving the new value in (``refill(id:node:)``,
    /// ``empty()``): an assignment lets the old value go inside the write, and a release there
    /// may run any deinitializer in the optimizer's view — then it checks every read of the
    /// property at run time (one a placed row and pass, for `node`).
    final class Entry {
        private(set) var id: ElementKey
        /// Nil only while the entry waits in ``spareEntries``.
        private(set) var node: ViewNode!
        /// The layout pass that last held it (see ``use(at:pass:)``).
        var lastUsed = -1
        /// The element index it stands at (its key in ``byIndex``).
        fileprivate(set) var index: Int
        init(id: ElementKey, node: ViewNode, index: Int) { self.id = id; self.node = node; self.index = index }
        /// Shows `node` for `id` at `index` again (an entry from ``spareEntries``), as a new one.
        fileprivate func refill(id newID: ElementKey, node newNode: ViewNode, index newIndex: Int) {
            var id = newID
            swap(&id, &self.id)
            var node: ViewNode! = newNode
            swap(&node, &self.node)
            lastUsed = -1
            index = newIndex
        }
        /// Lets go of the node (into ``spareEntries``); the old values go after the moves.
        fileprivate func empty() {
            var node: ViewNode!
            swap(&node, &self.node)
        }
    }
    /// The enclosing view, the reader of the rows' closure (``ViewNode/readingForEnclosingView(_:)``):
    /// found once, when the node is made — its ancestors are fixed (``ViewNode/parent`` is a
    /// constant), and alive while it is not destroyed (destroying a node destroys its subtree).
    /// `unowned` (checked) and a constant: reading it is no exclusivity access; it is not read
    /// once the node is destroyed (it may then outlive its ancestors).
    private unowned let enclosingReader: CompositeNodeBase?
    /// Nil once the node is destroyed, as the walk up from it would answer (``ViewNode/parent``).
    override var enclosingViewReader: CompositeNodeBase? { isDetached ? nil : enclosingReader }

    /// Made elements by index (``IndexTable``: looked up for every placed row of every pass).
    private var byIndex = IndexTable<Entry>()
    /// Made nodes by id, with how many indices show them (more than one only when ids repeat,
    /// a fault SwiftUI warns about; every index with that id shows the one node).
    private var byID = ElementTable()
    /// Top-level state of evicted elements, by id.
    private var retainedState: [ElementKey: [AnyObject?]] = [:]
    /// Evicted elements kept whole (`.lazyStateRetention(.allByID)`).
    private var retainedNodes: [ElementKey: ViewNode] = [:]
    /// Elements made (content closure calls) since the node was made.
    private(set) var elementsMade = 0
    /// The made nodes, as ``children`` (rebuilt only when elements are made or evicted).
    private var childList: [ViewNode]?

    init(elements: any LazyElements, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.elements = elements
        enclosingReader = Self.enclosingComposite(above: parent)
        elementsAreSections = elements.elementsAreSections
        subviewsPerElement = elements.subviewsPerElement
        integerIDs = elements.integerIDs
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
        instantiateUpFrontInList()
    }

    /// SwiftUI's `List` makes the view of every row up front — calls `ForEach`'s content for each
    /// element, though it runs `body` only for the rows it shows — when the rows carry an
    /// explicit `.id(_:)` (seed 003, "the id modifier's effect on List's lazy loading"; in a
    /// `LazyVStack` it is safe). Reproduced, so code that does it costs here what it costs there
    /// (the Lab's `.id()` page counts it): once when the `ForEach` is made and at every update.
    private func instantiateUpFrontInList() {
        guard environment.listStyle != nil else { return }
        let made = elements.instantiateAllIfExplicitlyIdentified()
        rowsMadeUpFront += made
        if made > 0 { graph.tallies.rowsMadeUpFront += made }
    }
    /// Row views made up front by ``instantiateUpFrontInList()``.
    private(set) var rowsMadeUpFront = 0

    override var isDisplayable: Bool { false }
    override var debugName: String? { "ForEach" }
    /// An element's layout is the lazy stack's business (it measures each element again when
    /// its layout generation moves), so making or changing one invalidates nothing above. A
    /// `ForEach` of sections is structure: a change in one goes up to the scroll view.
    override var isLayoutBoundary: Bool { !elementsAreSections }
    /// Whether the elements are sections (asked at every step of a layout invalidation's walk
    /// up, so kept rather than asked of the elements).
    private var elementsAreSections: Bool
    /// The elements' ids when they are a progression of integers (``LazyElements/integerIDs``:
    /// `ForEach(0..<n)`), kept with the elements: an element's key is then worked out from its
    /// index (``entry(at:)``), its id neither read through the data nor boxed.
    private var integerIDs: IntegerIDs?
    /// Rows of the stack each element is (``LazyElements/subviewsPerElement``): its subviews one
    /// by one when its type says it has several, else 1. The same for every value of this
    /// `ForEach` (it follows from the content's type).
    let subviewsPerElement: Int
    override var children: [ViewNode] {
        if let childList { return childList }
        let list = byID.nodes
        var kept: [ViewNode]? = list
        swap(&kept, &childList)
        return list
    }

    var count: Int { elements.count }
    func id(at index: Int) -> AnyHashable { elements.id(at: index) }
    /// How many elements are made (distinct nodes).
    var madeCount: Int { byID.count }

    /// The id of the made element whose node is `node`, nil when it is none (the dev loop's
    /// state hand-over names rows by it, `StateHandOver`).
    func madeElementID(of node: ViewNode) -> AnyHashable? { byID.entries.first { $0.held.node === node }?.key.id }

    /// Element `index`'s node if it is made.
    func existingElement(at index: Int) -> ViewNode? { byIndex[index]?.node }

    /// Element `index`'s node, made (once) if needed.
    func element(at index: Int) -> ViewNode { entry(at: index).node }

    /// Element `index`'s node, made if needed, marked as held by layout pass `pass`.
    func use(at index: Int, pass: Int) -> ViewNode { usedEntry(at: index, pass: pass).node }

    /// Element `index`'s entry, its node made if needed, marked as held by layout pass `pass`
    /// (a scroll view keeps it for the next pass, which marks it again without a lookup).
    func usedEntry(at index: Int, pass: Int) -> Entry {
        let entry = entry(at: index)
        entry.lastUsed = pass
        return entry
    }

    private func entry(at index: Int) -> Entry {
        if let entry = byIndex[index] { return entry }
        let id: ElementKey
        if let integerIDs { id = ElementKey(integer: integerIDs.id(at: index)) } else { id = ElementKey(elements.id(at: index)) }
        let node = node(for: id, at: index)
        let entry: Entry
        if let spare = popSpareEntry() {
            // An evicted element's entry: filled in again rather than allocated.
            spare.refill(id: id, node: node, index: index)
            entry = spare
        } else {
            entry = Entry(id: id, node: node, index: index)
        }
        var table = takeByIndex()
        table[index] = entry
        swap(&table, &byIndex)
        // Held by no pass yet: the next eviction looks at it (see ``evict(notUsedIn:left:)``).
        var made: [Int] = []
        swap(&made, &madeSinceEviction)
        made.append(index)
        swap(&made, &madeSinceEviction)
        return entry
    }

    /// The node for element `index` whose id is `id`: the one made already for that id (a
    /// duplicate id: warned about once), one kept whole, or a new one.
    private func node(for id: ElementKey, at index: Int) -> ViewNode {
        let shared: ElementTable.Held?
        do {
            var table = takeByID()
            shared = table[id]
            if shared != nil { table.addUser(of: id) }
            swap(&table, &byID)
        }
        if let shared {
            // SwiftUI's runtime warning, once per id; both places show the one element.
            graph.warn("ForEach<\(elements.typeName)>: the ID \(id.id.base) occurs multiple times within the collection (at \(shared.firstIndex) and \(index)), this will give undefined results!")
            return shared.node
        }
        forgetChildList()
        let node: ViewNode
        if let kept = removeRetainedNode(for: id) {
            node = kept
        } else {
            elementsMade += 1
            let restored = removeRetainedState(for: id)
            if let (reused, withState) = popRecycled() {
                // Its state was let go when it left; again now, in case a node of it was
                // evaluated meanwhile (an invalidation queued before it left) and made storage.
                if withState { reused.resetSubtreeForReuse() }
                // A row that left, of the same view type (every element's is `Content`), its
                // state reset when it left (``ViewNode/resetSubtreeForReuse()``), updated with
                // this element's value: a new identity as far as anyone can tell, without a
                // subtree allocated. The element's own top-level state, if it had been made
                // before, goes into the reused top-level view before its `body` runs.
                graph.tallies.rowsReused += 1
                if let restored, let composite = reused as? CompositeNodeBase {
                    var kept = restored
                    swap(&kept, &composite.slots)
                    composite.needsUpdate = true
                }
                node = graph.batchingInvalidations { elements.element(at: index, existing: reused, parent: self) }
            } else {
                graph.tallies.rowsMadeNew += 1
                node = withRestoredState(restored) { graph.batchingInvalidations { elements.element(at: index, existing: nil, parent: self) } }
            }
        }
        var table = takeByID()
        table[id] = ElementTable.Held(node: node, firstIndex: index, users: 1)
        swap(&table, &byID)
        return node
    }

    // MARK: Tables changed as locals
    //
    // The tables below are changed only on a local: moved out (`swap` with an empty value, which
    // allocates nothing), changed, moved back. An access to the property then encloses nothing
    // but the move — not a release (a table's old storage or a replaced entry let go may run any
    // deinitializer, in the optimizer's view) nor a call into another module (an `AnyHashable`
    // comparison) — so the optimizer proves every access to it free of conflicts and checks
    // none at run time (Performance.md, "Exclusivity checks and testable builds"). A table is
    // moved back before any view code runs (no body, no `onAppear`), but
    // the element id's own `hash(into:)` and `==` do run while `byID` is out. Were one of those
    // to reach back into this `ForEach`, its first lookup would find the moved-out table, which
    // has no slots, and trap — a crash at the re-entry, never a table silently half-changed.

    private func takeByIndex() -> IndexTable<Entry> {
        var table = IndexTable<Entry>(movedOut: ())
        swap(&table, &byIndex)
        return table
    }
    private func takeByID() -> ElementTable {
        var table = ElementTable(movedOut: ())
        swap(&table, &byID)
        return table
    }
    /// The made nodes' list let go (rebuilt when next asked for, see ``children``).
    private func forgetChildList() {
        var list: [ViewNode]?
        swap(&list, &childList)
    }
    private func removeRetainedNode(for id: ElementKey) -> ViewNode? {
        guard !retainedNodes.isEmpty else { return nil }
        var nodes: [ElementKey: ViewNode] = [:]
        swap(&nodes, &retainedNodes)
        let node = nodes.removeValue(forKey: id)
        swap(&nodes, &retainedNodes)
        return node
    }
    private func removeRetainedState(for id: ElementKey) -> [AnyObject?]? {
        guard !retainedState.isEmpty else { return nil }
        var state: [ElementKey: [AnyObject?]] = [:]
        swap(&state, &retainedState)
        let slots = state.removeValue(forKey: id)
        swap(&state, &retainedState)
        return slots
    }
    private func popSpareEntry() -> Entry? {
        var spares: [Entry] = []
        swap(&spares, &spareEntries)
        let spare = spares.popLast()
        swap(&spares, &spareEntries)
        return spare
    }
    private func popRecycled() -> (node: ViewNode, withState: Bool)? {
        var nodes: [ViewNode] = []
        var withState: [Bool] = []
        swap(&nodes, &recycled)
        swap(&withState, &recycledWithState)
        defer {
            swap(&nodes, &recycled)
            swap(&withState, &recycledWithState)
        }
        guard let node = nodes.popLast() else { return nil }
        return (node, withState.removeLast())
    }

    /// Runs `make` with `slots` waiting for the next composite view made (the element's
    /// top-level view), so its `@State` continues where it left off.
    private func withRestoredState(_ slots: [AnyObject?]?, _ make: () -> ViewNode) -> ViewNode {
        guard let slots else { return make() }
        graph.restoredSlots = slots
        defer { graph.restoredSlots = nil }
        return make()
    }

    /// The environment every element is made and updated in: this node's, saying whether the
    /// elements are a lazy list's sections. One value for all of them, made again only when
    /// this node's changes — so updating an element with its own environment changes nothing.
    /// What a new environment from above passes to the made elements: the one they are made in.
    override var childEnvironment: EnvironmentValues { elementEnvironment }

    var elementEnvironment: EnvironmentValues {
        // Compared in place, and only the answer copied: `if let cached = …` copied the cached
        // triple (two environments, through the runtime's generic tuple copy) and let it go,
        // ~210 instructions a row made.
        if cachedElementEnvironment?.base.isIdentical(to: environment) == true,
           cachedElementEnvironment?.sections == elementsAreSections {
            return cachedElementEnvironment!.element
        }
        let element = environment.settingLazyListContent(elementsAreSections)
        var cached: (base: EnvironmentValues, sections: Bool, element: EnvironmentValues)? = (environment, elementsAreSections, element)
        swap(&cached, &cachedElementEnvironment)
        return element
    }
    private var cachedElementEnvironment: (base: EnvironmentValues, sections: Bool, element: EnvironmentValues)?

    /// Made elements whose layout was invalidated since the stack last asked.
    private var invalidatedElements: [ViewNode] = []

    override func childLayoutInvalidated(_ child: ViewNode) {
        // A row's views invalidate one after another as it is made or updated: once is enough.
        guard isLayoutBoundary, invalidatedElements.last !== child else { return }
        // Appended on a local (a reallocation lets the old storage go; see ``takeByIndex()``).
        var list: [ViewNode] = []
        swap(&list, &invalidatedElements)
        list.append(child)
        swap(&list, &invalidatedElements)
    }

    /// Whether any element invalidated since the last call needs measuring again in `source`
    /// (elements are invalidated when made, too: those were measured since).
    /// (Asked of `source` directly in a loop: a main-actor method handed on as a function value
    /// checks its isolation at run time at every call, SE-0423.)
    func takeInvalidatedElements(needingRemeasureIn source: ViewListSource) -> Bool {
        guard !invalidatedElements.isEmpty else { return false }
        // Read as a local, emptied and moved back after (see ``takeByIndex()``).
        var list: [ViewNode] = []
        swap(&list, &invalidatedElements)
        defer {
            list.removeAll(keepingCapacity: true)
            swap(&list, &invalidatedElements)
        }
        let subviews = subviewsPerElement != 1
        for element in list where !element.isDestroyed {
            if subviews ? source.subviewsNeedRemeasure(element) : source.needsRemeasure(element) { return true }
        }
        return false
    }

    private var stale: [Int] = []
    /// Whether evicted elements are kept whole (`.lazyStateRetention(.allByID)`), looked up again
    /// only when the environment is another value (a lookup walks its list, ~450 instructions).
    private var keepsEvictedWhole: Bool {
        // Compared in place (see ``elementEnvironment``).
        if cachedRetention?.base.isIdentical(to: environment) == true { return cachedRetention!.keepsWhole }
        let keepsWhole = environment.lazyStateRetention == .allByID
        var cached: (base: EnvironmentValues, keepsWhole: Bool)? = (environment, keepsWhole)
        swap(&cached, &cachedRetention)
        return keepsWhole
    }
    private var cachedRetention: (base: EnvironmentValues, keepsWhole: Bool)?
    /// Entries of evicted elements, emptied, for the next elements made.
    private var spareEntries: [Entry] = []

    /// Indices of the entries made since the last eviction: no pass may have held them (a row
    /// made ahead of need, measured for a `scrollTo`), so it looks at each.
    private var madeSinceEviction: [Int] = []
    /// Whether the next eviction looks at every entry (its entries were made anew by a data
    /// change, ``update(elements:)``).
    private var evictionScansAll = true

    /// Evicts every element the stack did not hold in layout pass `pass`.
    ///
    /// An entry can stop being held only by leaving: when the scroll view knows which of its
    /// last pass's entries this pass did not place again (`left`: those of every `ForEach` of
    /// the stack, this one's found among them), only those and the ones made since the last
    /// eviction are looked at — a few a frame of a scroll, where every entry was (~57 a frame
    /// of `bench --declarative`, reading each one's `lastUsed`, and each `ForEach` of a list
    /// of sections its own). Nil `left` (a jump, content rebuilt, subviews of elements placed
    /// one by one): every entry. Debug builds check that no entry was missed.
    /// - Returns: how many were evicted.
    func evict(notUsedIn pass: Int, left: [Entry]? = nil) -> Int {
        // The indices to evict, collected in a local (its storage kept in ``stale``).
        var evicted: [Int] = []
        swap(&evicted, &stale)
        defer { swap(&evicted, &stale) }
        evicted.removeAll(keepingCapacity: true)
        // Taken, and put back emptied but for lifted rows kept (below).
        var made: [Int] = [], keptLifted: [Int] = []
        swap(&made, &madeSinceEviction)
        defer {
            made.removeAll(keepingCapacity: true)
            made.append(contentsOf: keptLifted)
            swap(&made, &madeSinceEviction)
        }
        // The element of a row being dragged (`ReorderSession`) stays, however far autoscroll
        // carries it from the visible rows: it is drawn under the pointer and dropped later.
        let lifted = graph.reorderSession?.row
        func isStale(_ entry: Entry) -> Bool {
            guard entry.lastUsed != pass else { return false }
            guard let lifted else { return true }
            return !lifted.isInside(entry.node)
        }
        if let left, !evictionScansAll, subviewsPerElement == 1 {
            var table = takeByIndex()
            for entry in left where table[entry.index] === entry && isStale(entry) { evicted.append(entry.index) }
            for index in made { if let entry = table[index], isStale(entry), !evicted.contains(index) { evicted.append(index) } }
            swap(&table, &byIndex)
        } else {
            var table = takeByIndex()
            table.appendKeys(to: &evicted) { isStale($0) }
            swap(&table, &byIndex)
            evictionScansAll = false
        }
        // A lifted row kept: looked at again next time (it is in no pass's list).
        if lifted != nil {
            var table = takeByIndex()
            table.appendKeys(to: &keptLifted) { $0.lastUsed != pass && !evicted.contains($0.index) }
            swap(&table, &byIndex)
        }
        #if DEBUG
        do {
            var missed: [Int] = []
            var table = takeByIndex()
            table.appendKeys(to: &missed) { isStale($0) }
            swap(&table, &byIndex)
            assert(Set(missed) == Set(evicted), "eviction missed entries \(Set(missed).subtracting(evicted).sorted())")
        }
        #endif
        guard !evicted.isEmpty else { return 0 }
        // Read once for the pass (an environment read is a lookup).
        let keepsWhole = keepsEvictedWhole
        for index in evicted {
            var table = takeByIndex()
            let removed = table.removeValue(for: index)
            swap(&table, &byIndex)
            guard let entry = removed else { continue }
            release(entry.id, node: entry.node, keepsWhole: keepsWhole)
            if spareEntries.count < Self.recycledLimit {
                entry.empty()
                var spares: [Entry] = []
                swap(&spares, &spareEntries)
                spares.append(entry)
                swap(&spares, &spareEntries)
            }
        }
        return evicted.count
    }

    /// One index stopped showing element `id`: the last one lets the node go (keeping what
    /// the retention policy keeps).
    private func release(_ id: ElementKey, node entryNode: ViewNode, keepsWhole: Bool) {
        // Removed in one probe (found by the node the entry shows, which is the id's); put back
        // in the rare case that other indices still show it (a duplicate id).
        var table = takeByID()
        let removed = table.removeValue(forKey: id, node: entryNode)
        if let removed, removed.users > 1 {
            table[id] = ElementTable.Held(node: removed.node, firstIndex: removed.firstIndex, users: removed.users - 1)
        }
        swap(&table, &byID)
        guard let held = removed, held.users <= 1 else { return }
        forgetChildList()
        let node = held.node
        if keepsWhole {
            var nodes: [ElementKey: ViewNode] = [:]
            swap(&nodes, &retainedNodes)
            nodes[id] = node
            swap(&nodes, &retainedNodes)
            return
        }
        let reuse = recycled.count < Self.recycledLimit ? node.subtreeReuse : .impossible
        let composite = node.asComposite
        if let composite, !composite.slots.isEmpty {
            // The element's top-level state, kept by id (SwiftUI's rule, seed 003).
            var state: [ElementKey: [AnyObject?]] = [:]
            swap(&state, &retainedState)
            state[id] = composite.slots
            swap(&state, &retainedState)
            if reuse == .impossible {
                composite.keepsSlotsAlive = true
            } else {
                composite.detachSlots()
            }
        }
        guard reuse != .impossible else { return node.destroy() }
        // Into the pool: a tree that holds nothing of its element once its state is gone —
        // let go now, as destroying the row would (a pooled tree keeps no element's state alive).
        if reuse == .afterReset { node.resetSubtreeForReuse() }
        node.prepareForReuse()
        var nodes: [ViewNode] = []
        var withState: [Bool] = []
        swap(&nodes, &recycled)
        swap(&withState, &recycledWithState)
        nodes.append(node)
        withState.append(reuse == .afterReset)
        swap(&nodes, &recycled)
        swap(&withState, &recycledWithState)
    }

    /// Element nodes that scrolled away, kept to be updated with the next element made instead
    /// of allocating a new subtree — the pool real toolkits keep: Compose's lazy layouts keep
    /// the compositions of items that left by content type and reuse their node trees for new
    /// items (`SubcomposeSlotReusePolicy`, `ReusableContentHost`: remembered state is
    /// forgotten, nodes kept), UIKit's `dequeueReusableCell(withIdentifier:for:)`,
    /// RecyclerView's `RecycledViewPool` by view type. Every element of one `ForEach` has the
    /// one view type `Content`, so the pool is this node's; `reconcile` still compares types
    /// below (a branch the new element does not take is destroyed and made anew).
    ///
    /// A tree enters only when nothing in it outlives its element (``ViewNode/subtreeReuse``:
    /// no tasks, handlers, subscriptions, animations or nested scroll views, and no state but
    /// `@State` and `@Environment`), with its state let go first: the top-level view's
    /// `@State` to ``retainedState`` by id, nested state dropped (``ViewNode/resetSubtreeForReuse()``)
    /// — so a reused tree starts with the new element's initial state, exactly as a new one.
    /// Not children: the environment reaches them again when they are reused (``reconcile``).
    private var recycled: [ViewNode] = []
    /// Whether each of ``recycled`` held state (reset before it is reused).
    private var recycledWithState: [Bool] = []
    /// How many left rows are kept: a scroll makes and evicts a few rows a frame (two at
    /// 3000 pt/s of 24 pt rows); a jump evicts a screenful, more than the next one needs
    /// before it is made (rows are evicted after the pass that made the new ones).
    static let recycledLimit = 64

    override func willDestroy() {
        // Moved out first (see ``takeByIndex()``): the nodes go with the locals.
        var nodes: [ViewNode] = []
        var withState: [Bool] = []
        swap(&nodes, &recycled)
        swap(&withState, &recycledWithState)
        for node in nodes { node.destroy() }
    }

    /// A new `ForEach` value: made elements are updated with their new data and move to their
    /// new indices (by id); those whose id is gone are destroyed.
    func update(elements newElements: any LazyElements) {
        var replaced = newElements
        swap(&replaced, &elements)
        elementsAreSections = newElements.elementsAreSections
        integerIDs = newElements.integerIDs
        instantiateUpFrontInList()
        var newIndex: [ElementKey: Int] = [:]
        // First where each made element was: a value edited in place keeps every id at its index,
        // and then nothing is hashed or scanned (compared in place, as a diff trims first).
        let newCount = newElements.count
        let made: [(key: ElementKey, held: ElementTable.Held)]
        do {
            // Read from copies (the comparisons of ids call into the data's types), let go
            // before the tables change.
            let oldByIndex = byIndex
            let oldByID = byID
            for slot in 0..<oldByIndex.capacity {
                guard let (index, entry) = oldByIndex.entry(inSlot: slot), index < newCount, newIndex[entry.id] == nil,
                      newElements.id(at: index) == entry.id.id else { continue }
                newIndex[entry.id] = index
            }
            if newIndex.count < oldByID.count, let integers = newElements.integerIDs {
                // Some moved, and the new ids are a progression of integers (a range identified
                // by itself): each made one's new index is worked out from its id, none read.
                for (key, _) in oldByID.entries where newIndex[key] == nil {
                    guard let value = key.integer, (value - integers.start) % integers.stride == 0 else { continue }
                    let index = (value - integers.start) / integers.stride
                    if index >= 0 && index < integers.count { newIndex[key] = index }
                }
            } else if newIndex.count < oldByID.count {
                // Some moved: the new ids scanned from the start until every made one is found.
                for index in 0..<newCount {
                    let id = ElementKey(newElements.id(at: index))
                    graph.tallies.idsHashed += 1
                    if oldByID[id] != nil, newIndex[id] == nil { newIndex[id] = index }
                    if newIndex.count == oldByID.count { break }
                }
            }
            made = oldByID.entries
        }
        var moved = IndexTable<Entry>(minimumCapacity: made.count)
        for (id, held) in made {
            guard let index = newIndex[id] else {
                held.node.destroy()
                var table = takeByID()
                table[id] = nil
                swap(&table, &byID)
                continue
            }
            let node = newElements.element(at: index, existing: held.node, parent: self)
            moved[index] = Entry(id: id, node: node, index: index)
            var table = takeByID()
            table[id] = ElementTable.Held(node: node, firstIndex: index, users: 1)
            swap(&table, &byID)
        }
        swap(&moved, &byIndex)
        // New entries, which no pass has held: the next eviction looks at every one.
        evictionScansAll = true
        forgetChildList()
        invalidateLayout()
    }
}
