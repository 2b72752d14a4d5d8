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
        for i in result.placed.indices {
            let frame = result.placed[i].frame
            let index = result.placed[i].index
            let isVisible = frame.mainMax(axis) > 0 && frame.mainMin(axis) < viewport
            result.placed[i].isVisible = isVisible
            let isNew = !realized.contains(index)
            result.placed[i].isNew = isNew
            nextRealized.insert(index)
            if isNew { stats.created += 1; result.created.append(index) }
            if isVisible {
                nextVisible.insert(index)
                stats.visible += 1
                if !visible.contains(index) {
                    result.appeared.append(index)
                    if !jumped { if isNew { stats.prefetchMisses += 1 } else { stats.prefetchHits += 1 } }
                }
            } else if frame.mainMax(axis) > prefetch.lowerBound && frame.mainMin(axis) < prefetch.upperBound {
                stats.prefetched += 1
            } else {
                stats.keptAlive += 1
            }
        }
        // In the last pass's order (a Set's iteration order differs between instances).
        for index in realizedInOrder where !nextRealized.contains(index) {
            stats.destroyed += 1
            result.destroyed.append(index)
        }
        realizedInOrder.removeAll(keepingCapacity: true)
        for element in result.placed { realizedInOrder.append(element.index) }
        // The previous pass's visible elements in paint order, so `disappeared` is deterministic
        // (a Set's iteration order differs between instances).
        for index in visibleInOrder where !nextVisible.contains(index) { result.disappeared.append(index) }
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
