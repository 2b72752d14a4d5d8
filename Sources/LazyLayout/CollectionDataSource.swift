import ScrollCore

/// A one-section lazy stack over any `RandomAccessCollection`, read in place: the collection is
/// stored, never copied into an array or walked. Rows are reached by
/// `index(startIndex, offsetBy:)`, O(1) for a random-access collection, so a `Range<Int>` of ten
/// million rows or an `OrderedDictionary`'s `values` (seed 003) work as they are.
///
/// ```swift
/// let rows = CollectionDataSource(0..<10_000_000, id: { $0 }, extent: { row, _ in 24 })
/// var stack = LazyStackLayout(source: rows)
/// ```
public struct CollectionDataSource<Items: RandomAccessCollection, ID: Hashable>: LazyStackDataSource {
    public var items: Items
    public let idOf: (Items.Element) -> ID
    public let extentOf: (Items.Element, Points) -> Points
    /// The extent assumed for rows not yet measured; nil: the running average.
    public var estimate: Points?
    /// Set when every row has this extent: nothing is measured or stored per row.
    public var uniformItemExtent: Points?

    /// The row's extent by row number: built in `init`, which is inlined into the caller, so the
    /// closure is specialized for the concrete collection — measuring a row then costs a plain
    /// call instead of unspecialized generic code (which boxes `Element` values on the heap).
    public let extentOfRow: (Int, Points) -> Points

    /// - Parameters:
    ///   - id: the row's stable identity.
    ///   - extent: the row's main-axis extent given the cross extent offered, measured once when
    ///     the row is first created.
    @inlinable
    public init(_ items: Items, id: @escaping (Items.Element) -> ID, estimate: Points? = nil,
                extent: @escaping (Items.Element, Points) -> Points) {
        self.items = items
        self.idOf = id
        self.extentOf = extent
        self.estimate = estimate
        self.extentOfRow = { row, cross in extent(items[items.index(items.startIndex, offsetBy: row)], cross) }
    }

    /// Rows of one fixed extent (no measuring, O(1) memory).
    @inlinable
    public init(_ items: Items, id: @escaping (Items.Element) -> ID, uniformExtent: Points) {
        self.init(items, id: id, estimate: uniformExtent, extent: { _, _ in uniformExtent })
        uniformItemExtent = uniformExtent
    }

    @inlinable public func element(at row: Int) -> Items.Element { items[items.index(items.startIndex, offsetBy: row)] }

    @inlinable public var sectionCount: Int { 1 }
    @inlinable public func itemCount(inSection section: Int) -> Int { items.count }
    @inlinable public func hasHeader(inSection section: Int) -> Bool { false }
    @inlinable public func id(of path: ElementPath) -> ID { idOf(element(at: path.kind.row ?? 0)) }
    @inlinable public func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        extentOfRow(path.kind.row ?? 0, crossExtent)
    }
    @inlinable public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { estimate }

    /// The row whose id is `id`: O(1) when `items` is ``OffsetByID`` (a `Range<Int>` identified
    /// by itself, an ``IdentifiedArray``, an `OrderedSet`, an `OrderedDictionary`'s elements by
    /// key) and its own id agrees with `id:`; else O(rows) (``ElementLookup``).
    public func path(of id: ID) -> ElementPath? {
        ElementLookup.offset(of: id, in: items, id: idOf).offset.map { .item($0, in: 0) }
    }
}
