import LazyLayout

// Lazy sections: a `ForEach` whose elements are `Section`s (`ForEach(months) { month in
// Section { ForEach(month.photos) { … } } header: { … } }`) is lowered one engine section an
// element, and a section's views — its header, its footer, the node of the `ForEach` of its rows
// — are made only when the engine first needs one of them (to measure a row or the header near
// the viewport, to name a row by id). Until then the section is known by what its *value* says:
// its id (the element's), its row count (the inner `ForEach`'s data count) and whether it has a
// header and a footer — exactly what the engine asks of every section (`LazyStackDataSource`).
// Rows were already lazy; sections now are too, so 263 months of a photo library cost 263 small
// values at launch, not 263 headers evaluated and 263 `ForEach` nodes made
// (`LazySectionTests`; `ListsGridsNavigation.md`, "Launch of `photos`").
//
// SwiftUI's lazy stacks do the same: "the stack only creates items as needed"
// (https://developer.apple.com/documentation/swiftui/lazyvstack) — a section's header is one of
// its items.
//
// Only sections whose rows the value can count are lazy: content that is one `ForEach` (as a
// grid lowers it: its lines), possibly in an `AnyView`. Any other content (several views, an
// `if`, `Section(isExpanded:)`) is made up front, as before, to learn its shape from its nodes.

/// Rows a view is in a lazy stack's section when its *value* says how many (see above).
@MainActor
protocol StaticRows {
    /// How many rows this view is in a section, or nil when only its nodes can tell.
    var staticRowCount: Int? { get }
    /// The row of the element whose id is `id`, or nil (``ViewListSource/path(ofID:)`` before
    /// the section is made).
    func staticRowIndex(ofID id: AnyHashable) -> Int?
}

extension ForEach: StaticRows {
    /// One row an element (or ``subviewsPerElement`` rows), as the section's `.forEach` run
    /// counts it once made; nil for a `ForEach` of sections (not rows).
    var staticRowCount: Int? { elementsAreSections ? nil : count * subviewsPerElement }
    func staticRowIndex(ofID id: AnyHashable) -> Int? { index(ofID: id).offset.map { $0 * subviewsPerElement } }
}

extension GridLoweredForEach: StaticRows {
    /// A grid's `ForEach` of cells, cut into lines: one row a line.
    var staticRowCount: Int? { elements.elementsAreSections ? nil : elements.count * elements.subviewsPerElement }
    func staticRowIndex(ofID id: AnyHashable) -> Int? { elements.index(ofID: id).offset.map { $0 * elements.subviewsPerElement } }
}

extension AnyView: StaticRows {
    var staticRowCount: Int? { (storage as? any StaticRows)?.staticRowCount }
    func staticRowIndex(ofID id: AnyHashable) -> Int? { (storage as? any StaticRows)?.staticRowIndex(ofID: id) }
}

/// A section as its value describes it, before any of its views is made.
struct LazySectionShape {
    /// Its rows (what ``ViewListSource/ListSection/count`` is once it is made).
    var rows: Int
    var hasHeader: Bool
    var hasFooter: Bool
    /// Its content, which finds a row by id without being made.
    var content: any StaticRows
}

/// `Section` values that can describe their shape without being made.
@MainActor
protocol LazySectionValue {
    /// Nil when the content's rows cannot be counted from its value (or the section expands).
    var lazyShape: LazySectionShape? { get }
}

extension Section: LazySectionValue {
    var lazyShape: LazySectionShape? {
        guard isExpanded == nil, let rows = content as? any StaticRows, let count = rows.staticRowCount else { return nil }
        return LazySectionShape(rows: count, hasHeader: hasHeader, hasFooter: hasFooter, content: rows)
    }
}

extension ForEach {
    /// Element `index`'s section as its value describes it (``elementsAreSections``): the
    /// content closure runs for it (making the `Section` value), no view is made.
    func sectionShape(at index: Int) -> LazySectionShape? {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return (content(element) as? any LazySectionValue)?.lazyShape
    }
}

/// A section of a `ForEach` of sections not made yet (``ViewListSource/ListSection/pending``):
/// the `ForEach`'s node, the element it is, and what its value said.
struct PendingSection {
    let forEach: LazyForEachNode
    let index: Int
    let content: any StaticRows
}

extension ViewListSource {
    /// Whether section `s` is not made yet (its views are made when first needed).
    func isPending(_ s: Int) -> Bool { pendingSections > 0 && sections[s].pending != nil }

    /// Makes section `s`'s views if it is not made yet: its element of the `ForEach` of
    /// sections, collected as the builder collects a made one. Its shape is the one its value
    /// said (the builder counts the same `ForEach`), so the engine's sections stand.
    func makePendingSection(_ s: Int) {
        guard let pending = sections[s].pending else { return }
        let predicted = sections[s]
        // The views made here invalidate their ancestors up to the scroll view as any new
        // views do; they are this section's, read right after: nothing to rebuild for them.
        isMakingSection = true
        let node = pending.forEach.element(at: pending.index)
        isMakingSection = false
        var builder = Builder(table: nil)
        builder.collect(node, sectionID: predicted.id)
        builder.closeImplicit()
        let made = builder.sections
        precondition(made.count == 1 && made[0].count == predicted.count && made[0].hasHeader == predicted.hasHeader
                        && made[0].hasFooter == predicted.hasFooter,
                     "a lazy section's views (\(made.map(\.count)) rows) differ from what its value said (\(predicted.count))")
        replaceSection(s, with: made[0])
        sectionMade?(s)
    }

    /// The row of the element whose id is `id` in pending section `s`, from its value.
    func pendingRow(ofID id: AnyHashable, inSection s: Int) -> Int? { sections[s].pending?.content.staticRowIndex(ofID: id) }
}
