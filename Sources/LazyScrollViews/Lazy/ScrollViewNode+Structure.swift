import LazyLayout

// What changed in a scroll view's data since its last pass, by identity (SwiftUI's identity
// rules for `ForEach` and sections), told to the lazy-stack engine as `DataChange`s.
extension ScrollViewNode {
    /// Tells the engine what changed in the sections' shape since the last time, by identity:
    /// sections by their ids, rows by their `ForEach` ids (see ``IdentityDiff``), so measured
    /// sizes, made rows and the anchor follow their elements through inserts, removes and moves.
    func structureChanged() {
        let new = (0..<source.sectionCount).map { s in
            let rows = rowIdentities(inSection: s)
            return SectionShape(id: source.sections[s].id, count: source.itemCount(inSection: s), header: source.hasHeader(inSection: s),
                                footer: source.hasFooter(inSection: s), rowIDs: rows.ids, changeReport: rows.report)
        }
        let old = structure
        var changes: [DataChange] = []
        // Counted here and added once (the graph's tallies are changed in place, never across a call).
        var hashed = 0
        defer { graph.tallies.idsHashed += hashed }
        func insert(_ shape: SectionShape, at s: Int) {
            changes.append(.insertSection(at: s, itemCount: shape.count, hasHeader: shape.header, hasFooter: shape.footer))
        }
        if let sections = IdentityDiff(from: old.map(\.id), to: new.map(\.id)) {
            for range in sections.removals { for s in range.reversed() { changes.append(.removeSection(at: s)) } }
            var inserted = Set<Int>()
            for range in sections.insertions { for s in range { insert(new[s], at: s); inserted.insert(s) } }
            var oldIndex: [AnyHashable: Int] = [:]
            for (s, shape) in old.enumerated() { oldIndex[shape.id] = s }
            for (s, shape) in new.enumerated() where !inserted.contains(s) {
                guard let o = oldIndex[shape.id] else { continue }
                if old[o].header != shape.header || old[o].footer != shape.footer {
                    changes.append(.removeSection(at: s))
                    insert(shape, at: s)
                } else {
                    changes += Self.rowChanges(inSection: s, from: old[o], to: shape, hashed: &hashed)
                }
            }
        } else if new.count == old.count && zip(new, old).allSatisfy({ $0.header == $1.header && $0.footer == $1.footer }) {
            for (s, (newShape, oldShape)) in zip(new, old).enumerated() {
                changes += Self.rowChanges(inSection: s, from: oldShape, to: newShape, hashed: &hashed)
            }
        } else {
            changes = (0..<old.count).reversed().map { DataChange.removeSection(at: $0) }
            for (s, shape) in new.enumerated() { insert(shape, at: s) }
        }
        structure = new
        if !changes.isEmpty || !hasResult { stack.update(source: source, changes: changes) }
        invalidateLayout()
    }

    /// Section `s` was made for the engine (LazySections.swift): at the last structure pass it
    /// was pending and its row ids were not read. They are read now — the rows the engine
    /// measures from now on — so the next change of its data is diffed by id (rows inserted
    /// above measured ones leave those in place), as for a section made up front.
    func sectionWasMade(_ s: Int) {
        guard s < structure.count, structure[s].id == source.sections[s].id else { return }
        let rows = rowIdentities(inSection: s)
        structure[s].rowIDs = rows.ids
        structure[s].changeReport = rows.report
    }

    /// The rows of one section that changed, by id when both sides' ids are known and unique;
    /// else at the end (rows appended or removed there, as a pager does). Adds the ids the diff
    /// hashed to `hashed` (none when they are equal in order: ``IdentityDiff`` trims first).
    static func rowChanges(inSection s: Int, from old: SectionShape, to new: SectionShape, hashed: inout Int) -> [DataChange] {
        if let oldIDs = old.rowIDs, let newIDs = new.rowIDs, let diff = SectionRowIDs.diff(from: oldIDs, to: newIDs) {
            hashed += diff.idsHashed
            return diff.removals.map { .removeItems(section: s, rows: $0) } + diff.insertions.map { .insertItems(section: s, rows: $0) }
        }
        if new.count > old.count { return [.insertItems(section: s, rows: old.count..<new.count)] }
        if new.count < old.count { return [.removeItems(section: s, rows: new.count..<old.count)] }
        return []
    }
}
