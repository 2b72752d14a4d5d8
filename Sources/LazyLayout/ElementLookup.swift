import OrderedCollections
import ScrollCore

/// A collection that finds an element's position by the element's id without walking it: what
/// `scrollTo(id:)` needs to be O(1) on ten million rows.
///
/// Conformers: `Range<Int>` and `ClosedRange<Int>` (an element is its own id: offset = id − lower
/// bound), `OrderedSet` (its hash table), `OrderedDictionary`'s `elements` keyed by `key` (its `keys` are an `OrderedSet`), and ``IdentifiedArray`` (an array of `Identifiable` values with an id → offset index).
/// ``ElementLookup/offset(of:in:id:)`` checks the id at the offset found, so a `ForEach` whose
/// `id:` key path is not the collection's own id still gets the right answer (by a walk).
public protocol OffsetByID {
    associatedtype OffsetID: Hashable
    /// The 0-based position (from `startIndex`) of the element whose own id is `id`, or nil.
    /// Expected O(1).
    func offset(ofID id: OffsetID) -> Int?
}

extension Range: OffsetByID where Bound == Int {
    public func offset(ofID id: Int) -> Int? { contains(id) ? id - lowerBound : nil }
}

extension ClosedRange: OffsetByID where Bound == Int {
    public func offset(ofID id: Int) -> Int? { contains(id) ? id - lowerBound : nil }
}

extension OrderedSet: OffsetByID {
    public func offset(ofID id: Element) -> Int? { firstIndex(of: id) }
}

extension OrderedDictionary.Elements: OffsetByID {
    /// The position of the pair whose key is `id` (a `ForEach(dict.elements, id: \.key)`).
    public func offset(ofID id: Key) -> Int? { index(forKey: id) }
}

/// An array of `Identifiable` values with an index from id to position, built once when the
/// array is made (O(n)) and kept with it: `offset(ofID:)` is then a hash look-up. Read-only, as a
/// `ForEach`'s data is a value the view re-creates when it changes.
public struct IdentifiedArray<Element: Identifiable>: RandomAccessCollection, OffsetByID {
    public let elements: [Element]
    private let offsets: [Element.ID: Int]

    /// Indexes `elements` by id; the first of duplicate ids wins (as `ForEach` warns).
    public init(_ elements: [Element]) {
        self.elements = elements
        var offsets: [Element.ID: Int] = [:]
        offsets.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() where offsets[element.id] == nil { offsets[element.id] = offset }
        self.offsets = offsets
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> Element { elements[position] }
    public func offset(ofID id: Element.ID) -> Int? { offsets[id] }
}

/// Finding an element's position from its id, the way `scrollTo(id:)` does.
public enum ElementLookup {
    /// Where `id` was found, and how many elements' ids were computed to find it: 1 (the check
    /// at the offset the collection gave) when it is ``OffsetByID`` with an agreeing id, else up to
    /// `count` (a walk from the start).
    public struct Result: Sendable, Hashable {
        public var offset: Int?
        public var idsCompared: Int
        public init(offset: Int?, idsCompared: Int) { self.offset = offset; self.idsCompared = idsCompared }
    }

    /// The position of the element whose id (under `idOf`) is `id`.
    ///
    /// - Complexity: O(1) when `items` conforms to ``OffsetByID`` with the same id type and its own
    ///   id agrees with `idOf` at the position it names; otherwise O(n), a walk comparing ids.
    public static func offset<C: Collection, ID: Hashable>(of id: ID, in items: C, id idOf: (C.Element) -> ID) -> Result {
        var compared = 0
        if let indexed = items as? any OffsetByID, let guess = guess(indexed, id), guess >= 0, guess < items.count {
            compared = 1
            if idOf(items[items.index(items.startIndex, offsetBy: guess)]) == id { return Result(offset: guess, idsCompared: 1) }
        }
        for (offset, element) in items.enumerated() {
            compared += 1
            if idOf(element) == id { return Result(offset: offset, idsCompared: compared) }
        }
        return Result(offset: nil, idsCompared: compared)
    }

    private static func guess<T: OffsetByID, ID: Hashable>(_ indexed: T, _ id: ID) -> Int? {
        if let own = id as? T.OffsetID { return indexed.offset(ofID: own) }
        if let own = AnyHashable(id).base as? T.OffsetID { return indexed.offset(ofID: own) }
        return nil
    }
}
