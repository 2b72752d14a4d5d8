import ScrollCore

/// One edit of a lazy stack's data, described for the engine so it can keep the anchor, the
/// measured extents and the realized elements attached to the same data across the edit.
///
/// Changes apply in order; each one's indices refer to the data as it is after the changes
/// before it (not UICollectionView's "deletes in old, inserts in new indices" batch rule).
public enum DataChange: Sendable, Hashable {
    /// Rows `rows` were inserted into section `section` (indices after the insertion).
    case insertItems(section: Int, rows: Range<Int>)
    /// Rows `rows` were removed from section `section` (indices before the removal).
    case removeItems(section: Int, rows: Range<Int>)
    /// One row moved; its measured extent moves with it.
    case moveItem(fromSection: Int, fromRow: Int, toSection: Int, toRow: Int)
    /// A section was inserted at `index` with `itemCount` rows and the given decorations.
    case insertSection(at: Int, itemCount: Int, hasHeader: Bool, hasFooter: Bool)
    /// The section at `index` was removed with all its elements.
    case removeSection(at: Int)
}

extension LazyStackLayout {
    /// Applies `changes` (already made to the data, which `source` now shows): measured extents,
    /// realized elements and the anchor follow their elements, so the next pass moves nothing on
    /// screen that the change did not touch. An insert or remove above the viewport comes back to
    /// physics as a correction. If the changes do not describe `source`, the engine reloads: it
    /// keeps the anchor's index and forgets every measurement.
    public mutating func apply(_ changes: [DataChange], source: Source) {
        idle.forgetEdges()
        rebaseAnchorOntoFirstScrollingElement()
        // Whether the viewport's leading edge is before the content's first element (the top
        // inset or overscroll), decided once for the whole batch: then rows inserted at the very
        // start show. Asked again after each change, a move that made the anchor's element the
        // first one would make any anchor in the spacing before it look "at the start", and rows
        // inserted above it later in the batch would push what the user sees down by their size.
        anchorIsBeforeContentStart = anchor.index == 0 && anchor.offsetInElement < 0
        defer { anchorIsBeforeContentStart = false }
        var starts = sectionIndex.sectionStarts
        var decorations: [(header: Bool, footer: Bool)] = (0..<sectionIndex.sectionCount).map {
            (sectionIndex.hasHeader($0), sectionIndex.hasFooter($0))
        }
        for change in changes {
            switch change {
            case let .insertItems(section, rows):
                guard section < decorations.count, rows.lowerBound >= 0 else { return reload(source: source) }
                let at = starts[section] + (decorations[section].header ? 1 : 0) + rows.lowerBound
                shiftElements(from: at, by: rows.count, elementCount: starts[starts.count - 1])
                for s in (section + 1)..<starts.count { starts[s] += rows.count }
            case let .removeItems(section, rows):
                guard section < decorations.count, rows.lowerBound >= 0 else { return reload(source: source) }
                let at = starts[section] + (decorations[section].header ? 1 : 0) + rows.lowerBound
                removeElements(at ..< at + rows.count)
                for s in (section + 1)..<starts.count { starts[s] -= rows.count }
            case let .moveItem(fromSection, fromRow, toSection, toRow):
                guard fromSection < decorations.count, toSection < decorations.count else { return reload(source: source) }
                let from = starts[fromSection] + (decorations[fromSection].header ? 1 : 0) + fromRow
                let extent = extents.extent(at: from)
                // The anchor is an element's identity: when that element moves, it goes along.
                let anchorMoves = anchor.index == from
                removeElements(from ..< from + 1)
                for s in (fromSection + 1)..<starts.count { starts[s] -= 1 }
                let to = starts[toSection] + (decorations[toSection].header ? 1 : 0) + toRow
                shiftElements(from: to, by: 1, elementCount: starts[starts.count - 1])
                for s in (toSection + 1)..<starts.count { starts[s] += 1 }
                if let extent { extents.record(extent, at: to, .item) }
                if anchorMoves { anchor.index = to }
            case let .insertSection(at, itemCount, hasHeader, hasFooter):
                guard at <= decorations.count else { return reload(source: source) }
                let size = itemCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0)
                let start = starts[at]
                shiftElements(from: start, by: size, elementCount: starts[starts.count - 1])
                starts.insert(start, at: at)
                for s in (at + 1)..<starts.count { starts[s] += size }
                decorations.insert((hasHeader, hasFooter), at: at)
            case let .removeSection(at):
                guard at < decorations.count else { return reload(source: source) }
                let range = starts[at] ..< starts[at + 1]
                removeElements(range)
                starts.remove(at: at)
                for s in at..<starts.count { starts[s] -= range.count }
                decorations.remove(at: at)
            }
        }
        let rebuilt = SectionIndex(source, guard: &sourceGuard)
        guard rebuilt.sectionStarts == starts else { return reload(source: source) }
        sectionIndex = rebuilt
        extents.providedEstimates = checkedEstimates(source)
        clampAnchor()
        recomputeTallyBeforeAnchor()
    }

    /// Forgets the measured extent of element `index` because its content changed size (a
    /// declarative row whose state changed): the next pass measures it again where it is, and an
    /// element above the anchor that grew or shrank comes back as a correction, so nothing on
    /// screen moves (Flutter's `markNeedsLayout` on one sliver child).
    public mutating func invalidateExtent(at index: Int) {
        guard let (old, cls) = extents.forget(at: index) else { return }
        if index < anchor.index { tallyBeforeAnchor.remove(old, cls) }
    }

    /// Forgets every measurement after a change the engine cannot follow; keeps the anchor's
    /// index (clamped) and its offset.
    public mutating func reload(source: Source) {
        sectionIndex = SectionIndex(source, guard: &sourceGuard)
        pendingEdits.removeAll()
        pendingReload = true
        extents.removeAll(elementCount: sectionIndex.elementCount)
        extents.providedEstimates = checkedEstimates(source)
        uniformItemExtent = sourceGuard.checkedUniformExtent(source.uniformItemExtent)
        realized.removeAll(keepingCapacity: true)
        visible.removeAll(keepingCapacity: true)
        visibleInOrder.removeAll(keepingCapacity: true)
        realizedInOrder.removeAll(keepingCapacity: true)
        clampAnchor()
        recomputeTallyBeforeAnchor()
    }

    private mutating func clampAnchor() {
        let count = sectionIndex.elementCount
        if count == 0 { anchor = ScrollAnchor(index: 0, offsetInElement: anchor.offsetInElement) }
        else if anchor.index >= count { anchor = ScrollAnchor(index: count - 1, offsetInElement: 0) }
    }

    /// Moves the anchor onto the first element on screen that scrolls: past an element whose
    /// body is entirely before the leading edge (the edge is in the spacing after it) and past a
    /// header the last pass held pinned over its own place. Otherwise a change between that
    /// element and the first visible one (an insert or remove at the very leading edge, or rows
    /// inserted at the top of the pinned header's section) would move the visible content. The
    /// offset becomes negative (the element starts after the edge); the next pass's walk moves
    /// the anchor back onto whatever then precedes it, at the same position.
    private mutating func rebaseAnchorOntoFirstScrollingElement() {
        let pinned = pinnedHeaderIndex
        pinnedHeaderIndex = nil
        let count = sectionIndex.elementCount
        while anchor.index + 1 < count {
            let path = sectionIndex.path(at: anchor.index)
            guard let extent = extents.extent(at: anchor.index) ?? (path.kind.row != nil ? uniformItemExtent : nil) else { return }
            guard anchor.offsetInElement >= extent || (anchor.index == pinned && anchor.offsetInElement > 0) else { return }
            anchor.offsetInElement -= extent + lastSpacing
            anchor.index += 1
        }
    }

    /// Makes room for `count` new elements at global index `at` (`elementCount` elements before).
    /// An anchor that names no element (the data was empty) stays where it is.
    private mutating func shiftElements(from at: Int, by count: Int, elementCount: Int) {
        guard count > 0 else { return }
        pendingEdits.append(.insert(at: at, count: count))
        extents.remap { $0 >= at ? $0 + count : $0 }
        // Monotone: the sorted lists stay sorted.
        realized = realized.map { $0 >= at ? $0 + count : $0 }
        visible = visible.map { $0 >= at ? $0 + count : $0 }
        visibleInOrder = visibleInOrder.map { $0 >= at ? $0 + count : $0 }
        realizedInOrder = realizedInOrder.map { $0 >= at ? $0 + count : $0 }
        if anchor.index >= at && anchor.index < elementCount && !(anchor.index == at && at == 0 && anchorIsBeforeContentStart) {
            anchor.index += count
        }
    }

    /// Drops the elements in `range`; later ones move down. An anchor inside the range moves to
    /// the element that takes the removed one's place, at the same screen position — or at the
    /// viewport's leading edge when the removed element started before it: keeping the offset
    /// into a shorter successor could put it wholly before the viewport, and when it is the last
    /// element, the content's end more than a viewport past the scrollable range.
    private mutating func removeElements(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        pendingEdits.append(.remove(range))
        extents.remap { range.contains($0) ? nil : ($0 >= range.upperBound ? $0 - range.count : $0) }
        realized = realized.compactMap { range.contains($0) ? nil : ($0 >= range.upperBound ? $0 - range.count : $0) }
        visible = visible.compactMap { range.contains($0) ? nil : ($0 >= range.upperBound ? $0 - range.count : $0) }
        visibleInOrder = visibleInOrder.compactMap { range.contains($0) ? nil : ($0 >= range.upperBound ? $0 - range.count : $0) }
        realizedInOrder = realizedInOrder.compactMap { range.contains($0) ? nil : ($0 >= range.upperBound ? $0 - range.count : $0) }
        if anchor.index >= range.upperBound { anchor.index -= range.count }
        else if anchor.index >= range.lowerBound {
            anchor.index = range.lowerBound
            anchor.offsetInElement = min(anchor.offsetInElement, 0)
        }
    }
}
