// The containers that read what their content declares — a `Picker`'s options, a `TabView`'s
// tabs — walk the same structural views to find it: tuples of a `@ViewBuilder`, `Group`,
// `ForEach` (whose elements take their ids as implicit tags), `if`/`else`, optionals and
// `EmptyView`. One walk serves both (`collectDeclaredItems(_:implicitTag:by:into:)`); each
// container says only what a leaf view declares (``DeclaredItemCollector``).

/// Views that only arrange the views they are made of, as a container reading its content's
/// declarations sees them: each member view, with the tag it takes when it names none itself.
@MainActor
protocol StructuralViewContent {
    /// Calls `body` with each member and its implicit tag: a `ForEach` element's id, the
    /// implicit tag around a `Group`, a condition or an optional, none inside a tuple.
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void)
}

/// What a container collects from its content's leaf views (the views that are not
/// ``StructuralViewContent``): a picker's options, a tab view's pages.
@MainActor
protocol DeclaredItemCollector {
    associatedtype Item
    /// Appends what `view` declares: its own item (tagged by `implicitTag` unless it is tagged)
    /// or what a modifier around it adds (`tag(_:)`, `tabItem(_:)`, `badge(_:)`).
    static func collectLeaf<V: View>(_ view: V, implicitTag: AnyHashable?, into items: inout [Item])
}

/// The items `view` declares, appended to `items`: a structural view's members' in order,
/// else the leaf's own (``DeclaredItemCollector/collectLeaf(_:implicitTag:into:)``).
@MainActor
func collectDeclaredItems<C: DeclaredItemCollector, V: View>(_ view: V, implicitTag: AnyHashable?, by collector: C.Type,
                                                             into items: inout [C.Item]) {
    if let structural = view as? any StructuralViewContent {
        structural.forEachMember(implicitTag: implicitTag) { member, tag in
            collectDeclaredItems(member, implicitTag: tag, by: collector, into: &items)
        }
    } else {
        C.collectLeaf(view, implicitTag: implicitTag, into: &items)
    }
}

extension TupleView: StructuralViewContent {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) {
        func add<Member: View>(_ member: Member) { body(member, nil) }
        repeat add(each value)
    }
}

extension Group: StructuralViewContent {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) { body(content, implicitTag) }
}

extension ForEach: StructuralViewContent {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) {
        for element in data { body(content(element), AnyHashable(idOf(element))) }
    }
}

extension Optional: StructuralViewContent where Wrapped: View {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) {
        if let wrapped = self { body(wrapped, implicitTag) }
    }
}

extension _ConditionalContent: StructuralViewContent {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) {
        switch storage {
        case .trueContent(let view): body(view, implicitTag)
        case .falseContent(let view): body(view, implicitTag)
        }
    }
}

extension EmptyView: StructuralViewContent {
    func forEachMember(implicitTag: AnyHashable?, _ body: (any View, AnyHashable?) -> Void) {}
}
