import ScrollCore

/// The sectioned data behind a lazy stack, read in place: the engine asks for counts, ids and
/// sizes of the elements it is about to show and never copies or walks the whole collection.
///
/// Conformers adapt any `RandomAccessCollection` (an array, an `OrderedDictionary`'s values, a
/// computed range of ten million rows). See ``LazyStackLayout``.
public protocol LazyStackDataSource {
    /// The stable identity of an element; `Hashable`, any type.
    associatedtype ElementID: Hashable

    /// How many sections there are.
    var sectionCount: Int { get }
    /// How many items section `section` has.
    func itemCount(inSection section: Int) -> Int
    /// Whether section `section` has a header / a footer.
    func hasHeader(inSection section: Int) -> Bool
    func hasFooter(inSection section: Int) -> Bool
    /// The identity of the element at `path`.
    func id(of path: ElementPath) -> ElementID
    /// The main-axis extent of the element at `path`, measured when it is created; the engine
    /// calls it once per element and caches the answer.
    ///
    /// Return ``LazyStackCollapsedExtent`` for an item that resolved to nothing (a view-level
    /// filter, SwiftUI's `if` inside `ForEach`): it takes no space *and no spacing*.
    ///
    /// - Parameter crossExtent: the cross-axis space the element is offered, in points.
    func measure(_ path: ElementPath, crossExtent: Points) -> Points
    /// The extent to assume for elements of `kind` not yet measured, or nil to use the running
    /// average of the measured ones of that kind.
    func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points?
    /// The cross-axis extent the element takes, or nil to fill the stack's width (height, for a
    /// horizontal stack). Asked for each placed element in every pass: keep it cheap.
    func crossExtent(of path: ElementPath, available: Points) -> Points?
    /// The extent every item (not header or footer) has, when all are the same and known
    /// without measuring — ImGui's `ListClipper` case. The engine then stores no per-item
    /// measurements at all: memory stays O(1) in the item count however far one scrolls.
    var uniformItemExtent: Points? { get }
    /// Where the element with `id` is, or nil: what `scrollTo(id:)` asks. The default walks
    /// every section's header, items and footer comparing ids — O(elements); a source over a
    /// collection that finds ids by hashing (``CollectionDataSource`` over an ``OffsetByID``
    /// collection) answers in O(1).
    func path(of id: ElementID) -> ElementPath?
    /// Makes the element at `path`, whose extent is already known, ready for the pass that will
    /// show it — idle-time prefetch (``LazyStackLayout/prefetchAhead(source:maxElements:)``):
    /// a view source makes and lays out its view. An element not measured yet is measured
    /// instead. The default does nothing.
    func prefetch(_ path: ElementPath, crossExtent: Points)
}

/// What ``LazyStackDataSource/measure(_:crossExtent:)`` returns for an item with nothing to
/// show: the engine stores it as an extent of minus the spacing, so the element and the spacing
/// after it add up to nothing and every offset sum stays exact (the WWDC26 session: a filtered
/// subview "takes no space", though resolving it still cost its body).
public let LazyStackCollapsedExtent: Points = -.infinity

extension LazyStackDataSource {
    public func hasFooter(inSection section: Int) -> Bool { false }
    public func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { nil }
    public func crossExtent(of path: ElementPath, available: Points) -> Points? { nil }
    public var uniformItemExtent: Points? { nil }
    public func prefetch(_ path: ElementPath, crossExtent: Points) {}

    /// O(elements): a walk over every element's id, in order.
    public func path(of id: ElementID) -> ElementPath? {
        for section in 0..<sectionCount {
            if hasHeader(inSection: section), self.id(of: .header(of: section)) == id { return .header(of: section) }
            for row in 0..<itemCount(inSection: section) where self.id(of: .item(row, in: section)) == id {
                return .item(row, in: section)
            }
            if hasFooter(inSection: section), self.id(of: .footer(of: section)) == id { return .footer(of: section) }
        }
        return nil
    }
}
