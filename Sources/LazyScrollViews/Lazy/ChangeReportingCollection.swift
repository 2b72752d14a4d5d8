/// A `ForEach`'s data that says which of its elements changed, so a `List` or lazy stack over it
/// reads again only the ids of those elements after a change, instead of every element's id.
///
/// **Why.** A list diffs its `ForEach`'s ids whenever the data may have changed, so measured
/// heights, made rows, their `@State` and the scroll position stay with their elements
/// (SwiftUI's `List` does the same: "Lists gather all element identifiers eagerly to track data
/// changes", *The SwiftUI Way*,
/// https://books.nilcoalescing.com/the-swiftui-way/building-a-performant-and-stable-interface/maximizing-the-performance-of-dynamic-lists).
/// For an array that is cheap; for a custom `RandomAccessCollection` over 10⁵ entries, each id
/// read through its subscript, it is the cost of every edit — one value changed, 10⁵ ids read.
/// UIKit and Android let the data say what changed instead of making the view find out: a
/// diffable data source's snapshot names the items to reconfigure ("Updates the data for the
/// items you specify in the snapshot, preserving the existing cells",
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)),
/// and a `RecyclerView.Adapter` calls `notifyItemChanged(position)`. This is the same for a
/// `ForEach`: a collection that knows its edits (seed 003's `DictDataSource`, whose edits go
/// through its own methods) reports them, and the list reads the ids at the reported offsets —
/// and those of the rows it has made, as always — rather than all of them.
///
/// **Contract.** ``ChangeReportingCollection/changeCount`` grows with every change of the collection. For a count the list
/// read earlier, ``ChangeReportingCollection/offsetsChanged(since:)`` returns the offsets (from `startIndex`) of every
/// element replaced in place since then — its value, and possibly its id, changed — or nil when
/// it cannot say, or elements were inserted, removed or moved since (then the list reads every id
/// again, as for any collection). The list compares the reported elements' ids with the ones it
/// had: when all are the same, nothing moved and no id is read beyond them; when one is not, it
/// diffs the whole collection. The ids are assumed to come from the same `ForEach(_:id:)` key path
/// as before (a change of the id's type is seen, and every id is read again).
///
/// Not in SwiftUI, which has no such protocol (its `List` reads every id); a type that adopts it
/// builds under SwiftUI with the conformance behind `#if canImport(LazyScrollUI)`. The Lab's page
/// 2 shows the difference (Documentation/Lab.md).
public protocol ChangeReportingCollection: AnyObject, RandomAccessCollection where Index == Int {
    /// How many changes the collection has had: every change (an element replaced, inserted,
    /// removed or moved) increases it.
    var changeCount: Int { get }
    /// The offsets of the elements replaced in place since ``ChangeReportingCollection/changeCount`` was `changeCount`, or
    /// nil when the collection cannot say or elements were inserted, removed or moved since.
    func offsetsChanged(since changeCount: Int) -> [Int]?
}

/// A `ForEach`'s data's `ChangeReportingCollection.changeCount` when the list read its ids:
/// the collection itself (held, so it is the same object when compared, not one made at a freed
/// one's address), its count then, and the id's type.
struct DataChangeReport {
    let source: AnyObject
    let changeCount: Int
    let idType: ObjectIdentifier
}

extension LazyElements {
    var changeReport: DataChangeReport? { nil }
    func idsUnchanged(since report: DataChangeReport, ids: ArraySlice<AnyHashable>) -> Bool { false }
}

@MainActor extension ForEach {
    /// `data` as a `ChangeReportingCollection`, asked of its type first. Casting an `Array` value
    /// to this class-bound existential makes the runtime try to bridge it to an `NSArray` — a box
    /// for every element — before the cast fails: a profile of Lab page 2's seed version (a
    /// 100,000-element `Array(dict)` in `body`) had 22 % of the run in
    /// `Array._bridgeToObjectiveC` under this getter. A metatype cast bridges nothing.
    private var reportingData: (any ChangeReportingCollection)? {
        guard Data.self is any ChangeReportingCollection.Type else { return nil }
        return data as? any ChangeReportingCollection
    }

    /// The data's change report when it is a `ChangeReportingCollection`.
    var changeReport: DataChangeReport? {
        guard let reporting = reportingData else { return nil }
        return DataChangeReport(source: reporting, changeCount: reporting.changeCount, idType: ObjectIdentifier(ID.self))
    }

    /// Whether `ids` — the elements' ids when the data reported `report` — are still every
    /// element's id: the same collection, as many elements, and each element it reports changed
    /// since still has its id. Reads only the reported elements.
    func idsUnchanged(since report: DataChangeReport, ids: ArraySlice<AnyHashable>) -> Bool {
        guard let reporting = reportingData, reporting === report.source,
              report.idType == ObjectIdentifier(ID.self), ids.count == count,
              let offsets = reporting.offsetsChanged(since: report.changeCount) else { return false }
        for offset in offsets {
            guard offset >= 0 && offset < ids.count, id(at: offset) == ids[ids.startIndex + offset] else { return false }
        }
        return true
    }
}

extension ViewListSource {
    /// Section `s`'s data's change report, when the section is one `ForEach` (one row an element)
    /// over a `ChangeReportingCollection`; nil otherwise.
    func changeReport(inSection s: Int) -> DataChangeReport? {
        guard let node = soleForEach(inSection: s) else { return nil }
        return node.elements.changeReport
    }

    /// Whether `ids`, section `s`'s row ids when its data reported `report`, are still its rows'
    /// ids (`ForEach.idsUnchanged(since:ids:)`).
    func idsUnchanged(inSection s: Int, since report: DataChangeReport, ids: [AnyHashable]) -> Bool {
        guard let node = soleForEach(inSection: s) else { return false }
        return node.elements.idsUnchanged(since: report, ids: ids[...])
    }

    private func soleForEach(inSection s: Int) -> LazyForEachNode? {
        let section = sections[s]
        guard section.runs.count == 1, case .forEach(let node) = section.runs[0], node.subviewsPerElement == 1 else { return nil }
        return node
    }
}

extension ScrollViewNode {
    /// Section `s`'s row ids for the diff, and its data's change report: the last pass's ids when
    /// the section is the same one `ForEach` over a `ChangeReportingCollection` that reports no
    /// element's id changed since they were read (`IdentityDiff` then sees the same array and
    /// compares nothing); else every id, read in place (`ViewListSource.rowIDs(inSection:limit:)`).
    func rowIdentities(inSection s: Int) -> (ids: SectionRowIDs?, report: DataChangeReport?) {
        let report = source.changeReport(inSection: s)
        if report != nil, s < structure.count, structure[s].id == source.sections[s].id,
           let last = structure[s].changeReport, case .list(let ids)? = structure[s].rowIDs,
           source.idsUnchanged(inSection: s, since: last, ids: ids) {
            return (.list(ids), report)
        }
        return (source.rowIDs(inSection: s, limit: Self.diffedRowLimit), report)
    }
}
