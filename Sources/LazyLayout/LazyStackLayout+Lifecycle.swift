import ScrollCore

extension LazyStackLayout {
    /// Marks visibility, diffs this pass's realized and visible sets against the last pass's
    /// (created / destroyed, appeared / disappeared, prefetch hits and misses) and fills the
    /// counters. Reuses its sets: no allocation in a steady state.
    mutating func finishLifecycle(_ result: inout LayoutResult, jumped: Bool) {
        let axis = result.constraints.axis
        let viewport = max(0, result.constraints.viewportExtent.finiteOr(0))
        let prefetch = result.constraints.prefetchWindow
        nextRealized.removeAll(keepingCapacity: true)
        nextVisible.removeAll(keepingCapacity: true)
        var stats = result.stats
        var inRealized = SortedCursor(), inVisible = SortedCursor()
        for i in result.placed.indices {
            let frame = result.placed[i].frame
            let index = result.placed[i].index
            let isVisible = frame.mainMax(axis) > 0 && frame.mainMin(axis) < viewport
            result.placed[i].isVisible = isVisible
            let isNew = !inRealized.find(index, in: realized)
            result.placed[i].isNew = isNew
            nextRealized.append(index)
            if isNew { stats.created += 1; result.created.append(index) }
            if isVisible {
                nextVisible.append(index)
                stats.visible += 1
                if !inVisible.find(index, in: visible) {
                    result.appeared.append(index)
                    if !jumped { if isNew { stats.prefetchMisses += 1 } else { stats.prefetchHits += 1 } }
                }
            } else if frame.mainMax(axis) > prefetch.lowerBound && frame.mainMin(axis) < prefetch.upperBound {
                stats.prefetched += 1
            } else {
                stats.keptAlive += 1
            }
        }
        // Placed in index order but for pinned decorations drawn out of place: sort if needed.
        nextRealized.sortIfNeeded()
        nextVisible.sortIfNeeded()
        // In the last pass's order, so `destroyed` is deterministic.
        var inNextRealized = SortedCursor(), inNextVisible = SortedCursor()
        for index in realizedInOrder where !inNextRealized.find(index, in: nextRealized) {
            stats.destroyed += 1
            result.destroyed.append(index)
        }
        realizedInOrder.removeAll(keepingCapacity: true)
        for element in result.placed { realizedInOrder.append(element.index) }
        // The previous pass's visible elements in paint order, so `disappeared` is deterministic.
        for index in visibleInOrder where !inNextVisible.find(index, in: nextVisible) { result.disappeared.append(index) }
        visibleInOrder.removeAll(keepingCapacity: true)
        for element in result.placed where element.isVisible { visibleInOrder.append(element.index) }
        stats.realized = nextRealized.count
        stats.measuredThisPass = measuredThisPass
        stats.collapsedThisPass = collapsedThisPass
        stats.measuredTotal = extents.measuredCount
        stats.entriesScanned = extents.entriesScanned - scannedAtPassStart
        result.stats = stats
        result.indexEdits.removeAll(keepingCapacity: true)
        if !pendingEdits.isEmpty {
            result.indexEdits.append(contentsOf: pendingEdits)
            pendingEdits.removeAll(keepingCapacity: true)
        }
        result.dataReloaded = pendingReload
        pendingReload = false
        swap(&realized, &nextRealized)
        swap(&visible, &nextVisible)
    }
}

extension Array where Element == Int {
    /// Whether the ascending array holds `value` (binary search).
    func sortedContains(_ value: Int) -> Bool {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) >> 1
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low < count && self[low] == value
    }

    /// Sorts the array ascending unless it already is (the common case: one pass over it).
    mutating func sortIfNeeded() {
        var i = 1
        while i < count, self[i - 1] <= self[i] { i += 1 }
        if i < count { sort() }
    }
}

/// Membership in an ascending array for a run of queries that mostly ascend too (elements in
/// placement order): a forward merge step per query, O(n + m) for the run; a query below the
/// last one (a pinned header placed out of order) falls back to a binary search.
struct SortedCursor {
    private var position = 0

    mutating func find(_ value: Int, in sorted: [Int]) -> Bool {
        if position > 0 && position <= sorted.count && sorted[position - 1] >= value {
            var low = 0, high = position
            while low < high {
                let mid = (low + high) >> 1
                if sorted[mid] < value { low = mid + 1 } else { high = mid }
            }
            position = low
        } else {
            while position < sorted.count && sorted[position] < value { position += 1 }
        }
        return position < sorted.count && sorted[position] == value
    }
}
