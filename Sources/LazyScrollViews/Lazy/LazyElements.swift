import LazyLayout

/// A `ForEach` as a lazy stack sees it: a count, the id of element *i*, and element *i*'s view,
/// made only when asked for. The data is read in place by index; nothing walks the collection.
@MainActor
protocol LazyElements {
    var count: Int { get }
    func id(at index: Int) -> AnyHashable
    /// Every element's id, in order, appended to `ids`: one walk of the data with its own
    /// iterator (not ``id(at:)`` per index through this protocol, which offsets an index from the
    /// start and checks the data's type at every call).
    func appendIDs(to ids: inout [AnyHashable])
    /// The index of the element whose id is `id` (``ElementLookup``: O(1) for a `Range<Int>`
    /// identified by itself, an `IdentifiedArray`, an `OrderedSet`, an `OrderedDictionary`'s
    /// elements by key; a walk otherwise), with the ids compared to find it.
    func index(ofID id: AnyHashable) -> ElementLookup.Result
    /// Reconciles element `index`'s view with `existing` (or makes it) under `parent`.
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode
    /// Calls the content closure for every element — making every row's view value, running no
    /// `body` — when the content carries an explicit `.id(_:)`; returns how many (0 otherwise).
    func instantiateAllIfExplicitlyIdentified() -> Int
    /// Whether each element's view is a `Section` (then the stack makes one section per element).
    var elementsAreSections: Bool { get }
    /// Element `index`'s section as its value describes it, its views not made (elements that
    /// are sections: LazySections.swift); nil when only its views can tell.
    func sectionShape(at index: Int) -> LazySectionShape?
    /// The elements' ids when they are the integers `start`, `start + stride`, … — a `Range<Int>`
    /// identified by its elements, a grid's lines over one — known without reading any
    /// (``IntegerIDs``); nil otherwise.
    var integerIDs: IntegerIDs? { get }
    /// `Data, ID`, for warnings.
    var typeName: String { get }
    /// How many subviews of the stack each element is, when every element's view type says the
    /// same number of two or more (``staticSubviewCount(of:)``); 1 otherwise — one row an
    /// element, showing whatever it resolves to.
    var subviewsPerElement: Int { get }
    /// The data's change report, when it says what changed (`ChangeReportingCollection`).
    var changeReport: DataChangeReport? { get }
    /// Whether `ids`, read when the data reported `report`, are still the elements' ids.
    func idsUnchanged(since report: DataChangeReport, ids: ArraySlice<AnyHashable>) -> Bool
}

extension LazyElements {
    /// By index (elements that are not a `ForEach`'s data, as a grid's lines).
    func appendIDs(to ids: inout [AnyHashable]) {
        for i in 0..<count { ids.append(id(at: i)) }
    }
    func sectionShape(at index: Int) -> LazySectionShape? { nil }
    var integerIDs: IntegerIDs? { nil }
}

extension ForEach: LazyElements {
    var count: Int { data.count }
    func id(at index: Int) -> AnyHashable {
        if isIntegerRange { return AnyHashable(idOf(rangeElement(at: index))) }
        return AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: index)]))
    }
    func appendIDs(to ids: inout [AnyHashable]) {
        if isIntegerRange {
            let range = data as! Range<Int>
            for i in range { ids.append(AnyHashable(idOf(i as! Data.Element))) }
            return
        }
        if Data.Indices.self == Range<Int>.self {
            // Indices start..<end, one apart (a custom RandomAccessCollection over an Int index,
            // as seed 003's DictDataSource): one subscript call an element. The iterator would
            // also call `endIndex` and `index(after:)` through the collection's witnesses for
            // each (in the Lab's page 2, 3 calls an element, each reading the class's dictionary;
            // 30 % of an edit). The casts are checked; the type test makes them succeed.
            let indices = data.indices as! Range<Int>
            for i in indices { ids.append(AnyHashable(idOf(data[i as! Data.Index]))) }
            return
        }
        for element in data { ids.append(AnyHashable(idOf(element))) }
    }
    /// Whether the data is a `Range<Int>` (`ForEach(0..<n)`, the usual lazy list).
    private var isIntegerRange: Bool { Data.self == Range<Int>.self }
    /// Element `index` of a `Range<Int>` (``isIntegerRange``), computed: this code runs
    /// unspecialized (through `any LazyElements`), where reading `data[i]` goes through the
    /// collection's subscript coroutine, which allocates its frame — twice per row made. The
    /// casts are checked (`as!`): ``isIntegerRange`` makes them succeed. A `ForEach` made by
    /// `init(_:content:)` over a range skips them (`rangeElementAt`, typed where `Data` is known).
    private func rangeElement(at index: Int) -> Data.Element {
        if let rangeElementAt { return rangeElementAt(data, index) }
        let range = data as! Range<Int>
        return (range.lowerBound + index) as! Data.Element
    }
    func instantiateAllIfExplicitlyIdentified() -> Int {
        guard Content.self is any ExplicitlyIdentifiedView.Type else { return 0 }
        var made = 0
        for element in data {
            _ = content(element)
            made += 1
        }
        return made
    }
    func index(ofID id: AnyHashable) -> ElementLookup.Result {
        if let own = id.base as? ID { return ElementLookup.offset(of: own, in: data, id: idOf) }
        return ElementLookup.offset(of: id, in: data, id: { AnyHashable(idOf($0)) })
    }
    func element(at index: Int, existing: ViewNode?, parent: ViewNode) -> ViewNode {
        let view: Content
        // The closure's reads (`@State`, `@Observable` properties) are the enclosing view's, as
        // for an eager `ForEach` (``ViewNode/readingForEnclosingView(_:)``).
        if isIntegerRange {
            // The element read before the closure: a closure calling a method of `self` asks the
            // runtime for `ForEach<Data, ID, Content>`'s metadata (a generic-metadata cache
            // lookup, ~330 instructions a row made), one capturing the element and `content` does not.
            let element = rangeElement(at: index), content = content
            view = parent.readingForEnclosingView { content(element) }
        } else {
            let position = data.index(data.startIndex, offsetBy: index)
            // Step past the element as a walking list does: a collection that loads its next
            // page in `formIndex(after:)` (seed 003's DynamicDataSource) sees the list approach
            // its end.
            var next = position
            data.formIndex(after: &next)
            view = parent.readingForEnclosingView { content(data[position]) }
        }
        let env = (parent as? LazyForEachNode)?.elementEnvironment ?? parent.environment.settingLazyListContent(elementsAreSections)
        return reconcile(existing, with: view, parent: parent, environment: env, graph: parent.graph)
    }
    var elementsAreSections: Bool { Content.self is any SectionMarker.Type }
    /// A `Range<Int>` identified by its elements (`ForEach(0..<n)`, `ForEach(range, id: \.self)`).
    var integerIDs: IntegerIDs? {
        guard isIntegerRange, idIsElement else { return nil }
        let range = data as! Range<Int>
        return IntegerIDs(start: range.lowerBound, count: range.count, stride: 1)
    }
    var typeName: String { "\(Data.self), \(ID.self)" }
    var subviewsPerElement: Int {
        guard let count = staticSubviewCount(of: Content.self), count >= 2 else { return 1 }
        return count
    }
}
