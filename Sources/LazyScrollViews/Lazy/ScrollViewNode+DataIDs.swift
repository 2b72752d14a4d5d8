import ScrollHosting

extension ScrollViewNode {
    /// The data id of global element `index` of this scroll view's stack (`ForEach`'s id for
    /// its elements; headers, footers and single views by their place), nil outside the stack.
    func dataID(ofElement index: Int) -> AnyHashable? {
        updateContentIfNeeded()
        guard let stack, index >= 0, index < stack.elementCount else { return nil }
        return source.id(of: stack.path(at: index))
    }

    /// The global index of the element with data id `id` (the lookup `scrollTo(id:)` uses).
    func elementIndex(ofDataID id: AnyHashable) -> Int? {
        updateContentIfNeeded()
        guard let stack, let path = source.path(ofID: id) else { return nil }
        return stack.index(of: path)
    }
}

/// The window's scroll view (a view tree's first `ScrollView`) names its elements by data id.
extension ViewScene: ElementDataIDs {
    /// The data id of element `index` of the window's scroll view (`ForEach`'s id), nil when
    /// the view has no scroll view or no such element.
    public func dataID(ofElement index: Int) -> AnyHashable? { host.primaryScrollView?.dataID(ofElement: index) }
    /// The index of the element of the window's scroll view whose data id is `id`, nil when none has it.
    public func elementIndex(ofDataID id: AnyHashable) -> Int? { host.primaryScrollView?.elementIndex(ofDataID: id) }
}

/// A nested `ScrollView` names its elements by data id, while its view lives.
extension NestedScrollContent: ElementDataIDs {
    func dataID(ofElement index: Int) -> AnyHashable? { node?.dataID(ofElement: index) }
    func elementIndex(ofDataID id: AnyHashable) -> Int? { node?.elementIndex(ofDataID: id) }
}
