import LazyLayout

/// An array of `Identifiable` values indexed by id: a `ForEach` over it finds `scrollTo(id:)`'s
/// target in O(1) (`LazyLayout.IdentifiedArray`).
public typealias IdentifiedArray<Element: Identifiable> = LazyLayout.IdentifiedArray<Element>
/// Collections that find an element's position from its id by hashing; a `ForEach` over one
/// answers `scrollTo(id:)` in O(1) (`LazyLayout.OffsetByID`).
public typealias OffsetByID = LazyLayout.OffsetByID
