import ScrollCore

extension LazyStackLayout {
    /// Marks visibility, diffs this pass's realized and visible sets against the last pass's
    /// (created / destroyed, appeared / disappeared, prefetch hits and misses) and fills the
    /// counters. Reuses its sets: no allocation in a steady state.
    ///
    /// It runs over every realized element each pass (~150 in a 1280×800 list scrolling at
    /// 3000 pt/s: the viewport, the prefetch window and a viewport kept alive on each side), so
    /// the loop works on buffers and answers "was it realized / visible last pass" from
    /// ``SortedMembership``: a range check when the last pass's set was one run of indices (a
    /// list without pinned decorations placed out of order), a merge step otherwise.
    mutating func finishLifecycle(_ result: inout LayoutResult, jumped: Bool) {
        let axis = result.constraints.axis
        let viewport = max(0, result.constraints.viewportExtent.finiteOr(0))
        let prefetch = result.constraints.prefetchWindow
        let count = result.placed.count
        // This pass's sets are built in the last pass's spare arrays (swapped in at the end).
        var nowRealized: [Int] = [], nowVisible: [Int] = []
        swap(&nowRealized, &nextRealized)
        swap(&nowVisible, &nextVisible)
        // Sized once and written through buffers (an append checks capacity and uniqueness).
        nowRealized.removeAll(keepingCapacity: true)
        nowRealized.append(contentsOf: repeatElement(0, count: count))
        nowVisible.removeAll(keepingCapacity: true)
        nowVisible.append(contentsOf: repeatElement(0, count: count))
        // After a jump (every element new, as in each pass of a 400,000 pt/s scroll) the loop
        // only counts `created` and `appeared`: when they are all of this pass's realized and
        // visible elements they are copied from those after it (one copy each; an append per
        // element cost a uniqueness and a capacity check, ~25 instructions, 1.4 k a pass there,
        // and arrays sized and trimmed for them ~400), else gathered by a second look. Otherwise
        // a few are new, and the loop appends them.
        var stats = result.stats
        var createdCount = 0, appearedCount = 0, visibleCount = 0, prefetched = 0, keptAlive = 0, hits = 0, misses = 0
        let wasRealized = SortedMembership(realized), wasVisible = SortedMembership(visible)
        var inRealized = SortedCursor(), inVisible = SortedCursor()
        result.placed.withUnsafeMutableBufferPointer { placed in
        nowRealized.withUnsafeMutableBufferPointer { realizedNow in
        nowVisible.withUnsafeMutableBufferPointer { visibleNow in
            for i in 0..<count {
                let frame = placed[i].frame
                let index = placed[i].index
                let mainMin = frame.mainMin(axis), mainMax = frame.mainMax(axis)
                // An element of no extent inside the viewport is visible too — strictly inside,
                // or the content's first element at the leading edge: a row empty until its own
                // onAppear fills it (seed 004, WWDC 15:53) must appear, as SwiftUI's does. One
                // that resolved to nothing (collapsed) never is. (An empty element exactly at the
                // edge after others is not: the layout anchors on the element after it.)
                let isVisible = mainMax > mainMin ? mainMax > 0 && mainMin < viewport
                    : !placed[i].isCollapsed && mainMin < viewport && (mainMin > 0 || (index == 0 && mainMin == 0))
                let isNew = !wasRealized.contains(index, cursor: &inRealized)
                placed[i].isVisible = isVisible
                placed[i].isNew = isNew
                realizedNow[i] = index
                if isNew {
                    if !jumped { result.created.append(index) }
                    createdCount += 1
                }
                if isVisible {
                    visibleNow[visibleCount] = index
                    visibleCount += 1
                    if !wasVisible.contains(index, cursor: &inVisible) {
                        if !jumped { result.appeared.append(index) }
                        appearedCount += 1
                        if !jumped { if isNew { misses += 1 } else { hits += 1 } }
                    }
                } else if mainMax > prefetch.lowerBound && mainMin < prefetch.upperBound {
                    prefetched += 1
                } else {
                    keptAlive += 1
                }
            }
        }
        }
        }
        nowVisible.removeLast(count - visibleCount)
        if jumped {
            // (Both in placement order, as the loop met them: the sets are sorted below.)
            if createdCount == count {
                result.created.append(contentsOf: nowRealized)
            } else {
                for element in result.placed where element.isNew { result.created.append(element.index) }
            }
            if appearedCount == visibleCount {
                result.appeared.append(contentsOf: nowVisible)
            } else {
                var again = SortedCursor()
                for element in result.placed where element.isVisible && !wasVisible.contains(element.index, cursor: &again) {
                    result.appeared.append(element.index)
                }
            }
        }
        stats.created += createdCount
        stats.visible += visibleCount
        stats.prefetched += prefetched
        stats.keptAlive += keptAlive
        stats.prefetchHits += hits
        stats.prefetchMisses += misses
        // Placed in index order but for pinned decorations drawn out of place: then sorted, and
        // the placement order kept for the next pass's `destroyed` / `disappeared`.
        let realizedInIndexOrder = !nowRealized.sortIfNeeded()
        let visibleInIndexOrder = !nowVisible.sortIfNeeded()
        // In the last pass's order, so `destroyed` and `disappeared` are deterministic.
        let isRealized = SortedMembership(nowRealized), isVisibleNow = SortedMembership(nowVisible)
        stats.destroyed += Self.appendMissing(from: lastRealizedInIndexOrder ? realized : realizedInOrder,
                                              ascending: lastRealizedInIndexOrder, in: isRealized, to: &result.destroyed)
        Self.appendMissing(from: lastVisibleInIndexOrder ? visible : visibleInOrder,
                           ascending: lastVisibleInIndexOrder, in: isVisibleNow, to: &result.disappeared)
        realizedInOrder.removeAll(keepingCapacity: true)
        visibleInOrder.removeAll(keepingCapacity: true)
        if !realizedInIndexOrder || !visibleInIndexOrder {
            for element in result.placed {
                if !realizedInIndexOrder { realizedInOrder.append(element.index) }
                if !visibleInIndexOrder && element.isVisible { visibleInOrder.append(element.index) }
            }
        }
        lastRealizedInIndexOrder = realizedInIndexOrder
        lastVisibleInIndexOrder = visibleInIndexOrder
        stats.realized = nowRealized.count
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
        // The last pass's sets become the spare arrays of the next.
        nextRealized = realized
        nextVisible = visible
        realized = nowRealized
        visible = nowVisible
    }
}

extension LazyStackLayout {
    /// Appends the indices of `last` that `now` lacks, in `last`'s order, and returns how many.
    /// When `last` ascends and both sets are one run each, only the two ends that fell off are
    /// visited (a scroll destroys a few rows of ~150).
    @discardableResult
    static func appendMissing(from last: [Int], ascending: Bool, in now: SortedMembership,
                              to missing: inout [Int]) -> Int {
        guard let first = last.first, let lastIndex = last.last else { return 0 }
        if ascending, let run = now.run, lastIndex - first + 1 == last.count {
            let before = first..<max(first, min(lastIndex + 1, run.lowerBound))
            let after = min(max(first, run.upperBound + 1, before.upperBound), lastIndex + 1)..<(lastIndex + 1)
            if before.count == last.count || after.count == last.count {
                // Every one missing (each pass of a 400,000 pt/s scroll): `last` is that run, and
                // appending the array is one copy, not a range written index by index.
                missing.append(contentsOf: last)
                return last.count
            }
            appendRun(before, to: &missing)
            appendRun(after, to: &missing)
            return before.count + after.count
        }
        var cursor = SortedCursor(), appended = 0
        for index in last where !now.contains(index, cursor: &cursor) {
            missing.append(index)
            appended += 1
        }
        return appended
    }
}

/// Appends `run`'s indices: sized once and written through a buffer — `append(contentsOf:)` of a
/// range stepped through it at ~10 instructions an index (a jump destroys every row: ~70 a pass
/// at 400,000 pt/s).
@inline(__always)
func appendRun(_ run: Range<Int>, to array: inout [Int]) {
    guard !run.isEmpty else { return }
    let start = array.count
    array.append(contentsOf: repeatElement(0, count: run.count))
    array.withUnsafeMutableBufferPointer { buffer in
        var i = start
        for index in run { buffer[i] = index; i += 1 }
    }
}

/// Membership in an ascending, duplicate-free array of element indices, for queries that mostly
/// ascend: when the array is one run (`last - first + 1 == count`, the usual case) a range check,
/// otherwise a ``SortedCursor`` merge step.
struct SortedMembership {
    private let sorted: [Int]
    private let first: Int, last: Int
    private let isRun: Bool

    init(_ sorted: [Int]) {
        self.sorted = sorted
        first = sorted.first ?? 0
        last = sorted.last ?? -1
        isRun = last - first + 1 == sorted.count
    }

    /// The set as a closed range when it is one run of indices (nil when empty or with gaps).
    var run: ClosedRange<Int>? { isRun && !sorted.isEmpty ? first...last : nil }

    @inline(__always)
    func contains(_ value: Int, cursor: inout SortedCursor) -> Bool {
        if isRun { return value >= first && value <= last }
        return cursor.find(value, in: sorted)
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

    /// Sorts the array ascending unless it already is (the common case: one pass over it), and
    /// says whether it had to.
    @discardableResult
    mutating func sortIfNeeded() -> Bool {
        var i = 1
        while i < count, self[i - 1] <= self[i] { i += 1 }
        guard i < count else { return false }
        sort()
        return true
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

/// Membership in an ascending array for queries that move one way — ascending or descending,
/// as the fill walks forward and backward from the anchor: the first query is a binary search,
/// the later ones step from where it left off (O(log n + m) for the run). A query against the
/// direction searches again.
struct MonotoneCursor {
    private let ascending: Bool
    /// Ascending: the first element ≥ the last query. Descending: one past the last element ≤ it.
    private var position = -1
    init(ascending: Bool) { self.ascending = ascending }

    @inline(__always)
    mutating func find(_ value: Int, in sorted: [Int]) -> Bool {
        if ascending {
            if position < 0 || (position > 0 && position <= sorted.count && sorted[position - 1] >= value) {
                position = Self.lowerBound(of: value, in: sorted)
            } else {
                while position < sorted.count && sorted[position] < value { position += 1 }
            }
            return position < sorted.count && sorted[position] == value
        }
        if position < 0 || position > sorted.count || (position < sorted.count && sorted[position] <= value) {
            position = Self.lowerBound(of: value + 1, in: sorted)
        } else {
            while position > 0 && sorted[position - 1] > value { position -= 1 }
        }
        return position > 0 && sorted[position - 1] == value
    }

    /// The first position whose element is ≥ `value`.
    private static func lowerBound(of value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) >> 1
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
