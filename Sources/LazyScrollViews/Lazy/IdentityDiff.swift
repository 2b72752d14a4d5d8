/// What changed between two sequences of unique ids, as the lazy engine applies changes: the
/// removals first, as ranges of old offsets from the last to the first, then the insertions, as
/// ranges of new offsets from the first to the last (applied in that order, each to the result of
/// the ones before, they turn the old sequence into the new one).
///
/// This is how a scroll view tells the engine what a data change did, so measured sizes, made
/// rows and the scroll anchor stay with their elements — SwiftUI diffs a `ForEach`'s ids the same
/// way (by identity, not by place). Elements kept in the same relative order stay; the fewest
/// others (those off the longest increasing run of new positions, found in O(n log n)) move,
/// which the engine sees as a removal and an insertion.
///
/// The common prefix and suffix are trimmed first, compared in order without hashing (as
/// Android's `DiffUtil` and Compose's lazy lists do before their diff): a value edited in place
/// (the same ids in the same order) costs n comparisons and hashes nothing; an insertion or a
/// removal in the middle hashes only the ids of the window between the first and the last
/// difference. That window is diffed in O(w log w).
struct IdentityDiff: Equatable {
    init(removals: [Range<Int>], insertions: [Range<Int>]) { self.removals = removals; self.insertions = insertions }
    /// Old offsets to remove, last range first.
    var removals: [Range<Int>] = []
    /// New offsets to insert, first range first.
    var insertions: [Range<Int>] = []
    /// How many ids (old and new) were hashed to find the changes: those of the window between
    /// the common prefix and suffix (0 when the sequences are equal). Not part of equality.
    private(set) var idsHashed = 0

    var isEmpty: Bool { removals.isEmpty && insertions.isEmpty }

    static func == (a: IdentityDiff, b: IdentityDiff) -> Bool { a.removals == b.removals && a.insertions == b.insertions }

    /// The changes from `old` to `new`; nil when an id occurs twice in the differing window of
    /// either (identity is then ambiguous, and the caller falls back to places). Ids repeated
    /// only in the common prefix or suffix are not looked for: those rows stay where they are.
    init?<ID: Hashable>(from old: [ID], to new: [ID]) {
        // One array's storage on both sides (a section whose data reported that no id changed
        // hands back the ids it had, `ChangeReportingCollection`): equal, nothing to compare.
        if old.count == new.count && old.withUnsafeBufferPointer({ o in new.withUnsafeBufferPointer { $0.baseAddress == o.baseAddress } }) { return }
        // The common prefix and suffix, compared in place.
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        if prefix == old.count && prefix == new.count { return }
        let oldWindow = Array(old[prefix ..< old.count - suffix]), newWindow = Array(new[prefix ..< new.count - suffix])
        guard let window = IdentityDiff(untrimmedFrom: oldWindow, to: newWindow) else { return nil }
        removals = window.removals.map { $0.lowerBound + prefix ..< $0.upperBound + prefix }
        insertions = window.insertions.map { $0.lowerBound + prefix ..< $0.upperBound + prefix }
        idsHashed = oldWindow.count + newWindow.count
    }

    /// The diff of whole sequences (every id hashed).
    private init?<ID: Hashable>(untrimmedFrom old: [ID], to new: [ID]) {
        var newOffsets: [ID: Int] = [:]
        newOffsets.reserveCapacity(new.count)
        for (offset, id) in new.enumerated() where newOffsets.updateValue(offset, forKey: id) != nil { return nil }
        var oldIDs = Set<ID>()
        oldIDs.reserveCapacity(old.count)
        for id in old where !oldIDs.insert(id).inserted { return nil }

        // New offsets of the old elements that stay (-1: removed), and the longest increasing
        // run of them: the elements that keep their relative order.
        let positions = old.map { newOffsets[$0] ?? -1 }
        let stays = Self.longestIncreasingRun(positions)
        var keptNew = [Bool](repeating: false, count: new.count)
        var removed: [Int] = []
        for (offset, position) in positions.enumerated() {
            if position >= 0 && stays[offset] { keptNew[position] = true } else { removed.append(offset) }
        }
        removals = Self.ranges(removed).reversed()
        insertions = Self.ranges(keptNew.indices.filter { !keptNew[$0] })
    }

    /// Consecutive offsets merged into ranges, in order.
    private static func ranges(_ offsets: [Int]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for offset in offsets {
            if let last = result.last, last.upperBound == offset {
                result[result.count - 1] = last.lowerBound ..< offset + 1
            } else {
                result.append(offset ..< offset + 1)
            }
        }
        return result
    }

    /// Which entries (ignoring negative ones) form a longest strictly increasing subsequence
    /// (patience sorting with back-pointers).
    private static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []                       // indices into values: the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() where value >= 0 {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var member = [Bool](repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 { member[i] = true; i = previous[i] }
        return member
    }
}
