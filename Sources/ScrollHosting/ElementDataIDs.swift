/// Content whose elements have data ids (`ForEach`'s `id:`) the host can name them by: what
/// keeps a scroll position by identity across processes (the dev loop's hand-over restores
/// "row 5000, 12 pt in", not an offset in points that an edit above would shift).
///
/// Optional: content without data ids (a playground scene over an array) does not adopt it,
/// and the host then keeps the element's index.
@MainActor
public protocol ElementDataIDs: AnyObject {
    /// The data id of global element `index`, nil when there is no such element.
    func dataID(ofElement index: Int) -> AnyHashable?
    /// The global index of the element whose data id is `id`, nil when none has it.
    func elementIndex(ofDataID id: AnyHashable) -> Int?
}
