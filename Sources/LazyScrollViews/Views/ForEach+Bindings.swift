/// `ForEach($items) { $item in … }` and `List($items) { $item in … }` (iOS 15): one view per
/// element of a bound collection, each given a binding to its element, so a row edits the model
/// in place (`Toggle(item.title, isOn: $item.isDone)`). Apple documents the initializer at
/// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6ujt9 — the
/// collection is `MutableCollection & RandomAccessCollection` of `Identifiable` elements.
///
/// The elements' ids are read from the collection as it was when the view was made (as SwiftUI's
/// `ForEach` reads its data once per update); each element's binding reads and writes the bound
/// collection at that element's index when it is used.
public struct IndexedBindingCollection<Base: MutableCollection & RandomAccessCollection>: RandomAccessCollection {
    public typealias Index = Base.Index
    public typealias Element = Binding<Base.Element>

    /// The collection when the view was made: its indices, and the ids of its elements.
    let snapshot: Base
    let base: Binding<Base>

    @MainActor init(_ base: Binding<Base>) {
        self.base = base
        snapshot = base.location.get()
    }

    public var startIndex: Index { snapshot.startIndex }
    public var endIndex: Index { snapshot.endIndex }
    public func index(after i: Index) -> Index { snapshot.index(after: i) }
    public func index(before i: Index) -> Index { snapshot.index(before: i) }
    public func index(_ i: Index, offsetBy distance: Int) -> Index { snapshot.index(i, offsetBy: distance) }
    public func distance(from start: Index, to end: Index) -> Int { snapshot.distance(from: start, to: end) }

    /// A binding to the element at `position`. Reading it after the element was removed gives
    /// the element as it was when the view was made; writing it then does nothing (the row is
    /// on its way out).
    public subscript(position: Index) -> Binding<Base.Element> {
        Binding(location: IndexedElementLocation(collection: base.location, position: position, snapshot: snapshot[position]))
    }
}

/// The element of a bound collection at one index, and the element as the collection held it
/// when the row's view was made (its identity: the row's id never changes under it).
final class IndexedElementLocation<Base: MutableCollection>: BindingLocation<Base.Element> {
    let collection: BindingLocation<Base>
    let position: Base.Index
    let snapshot: Base.Element

    init(collection: BindingLocation<Base>, position: Base.Index, snapshot: Base.Element) {
        self.collection = collection
        self.position = position
        self.snapshot = snapshot
    }

    /// The element a binding from ``IndexedBindingCollection`` was made for (every binding it
    /// hands out has this location).
    static func snapshot(of binding: Binding<Base.Element>) -> Base.Element {
        (binding.location as! IndexedElementLocation<Base>).snapshot
    }

    @MainActor override func get() -> Base.Element {
        let current = collection.get()
        return current.indices.contains(position) ? current[position] : snapshot
    }

    @MainActor override func set(_ value: Base.Element, _ transaction: Transaction?) {
        var current = collection.get()
        guard current.indices.contains(position) else { return }
        current[position] = value
        collection.set(current, transaction)
    }
}

extension ForEach {
    /// `ForEach($items) { $item in … }` over a bound collection of `Identifiable` elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindingCollection<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(IndexedBindingCollection(data), idOf: { IndexedElementLocation<C>.snapshot(of: $0).id }, content: content)
    }

    /// `ForEach($items, id: \.name) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IndexedBindingCollection<C> {
        self.init(IndexedBindingCollection(data), idOf: { IndexedElementLocation<C>.snapshot(of: $0)[keyPath: id] }, content: content)
    }
}

extension ForEach {
    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
    }
}

extension List {
    /// `List($items) { $item in … }` over a bound collection of `Identifiable` elements.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IndexedBindingCollection<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}
