import Testing
@testable import LazyScrollViews

/// ``IdentityDiff``: applied in order (removals from the last, then insertions from the first),
/// its ranges turn the old ids into the new ones, keeping the longest run in order.
@Suite("Identity diff")
struct IdentityDiffTests {
    static func apply(_ diff: IdentityDiff, to old: [Int], new: [Int]) -> [Int] {
        var ids = old
        for range in diff.removals { ids.removeSubrange(range) }
        for range in diff.insertions { ids.insert(contentsOf: new[range], at: range.lowerBound) }
        return ids
    }

    @Test("Inserts, removes and moves: the ranges rebuild the new order", arguments: [
        ([1, 2, 3, 4, 5], [1, 2, 9, 3, 4, 5]),          // insert in the middle
        ([1, 2, 3, 4, 5], [1, 3, 5]),                   // removes
        ([1, 2, 3, 4, 5], [2, 3, 4, 5, 1]),             // move to the end
        ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1]),             // reverse
        ([], [1, 2]), ([1, 2], []), ([7], [8]),
    ])
    func rebuilds(old: [Int], new: [Int]) throws {
        let diff = try #require(IdentityDiff(from: old, to: new))
        #expect(Self.apply(diff, to: old, new: new) == new)
    }

    @Test("Exact ranges: one insertion, one run removed, a move is one removal and one insertion")
    func exactRanges() throws {
        #expect(IdentityDiff(from: [1, 2, 3], to: [1, 2, 3])?.isEmpty == true)
        #expect(IdentityDiff(from: [1, 2, 3, 4], to: [1, 2, 7, 8, 3, 4]) == IdentityDiff(removals: [], insertions: [2..<4]))
        #expect(IdentityDiff(from: [1, 2, 3, 4, 5], to: [1, 5]) == IdentityDiff(removals: [1..<4], insertions: []))
        // 1 moves to the end: [2, 3, 4] is the longest run kept in order.
        #expect(IdentityDiff(from: [1, 2, 3, 4], to: [2, 3, 4, 1]) == IdentityDiff(removals: [0..<1], insertions: [3..<4]))
    }

    @Test("Duplicate ids make identity ambiguous: no diff")
    func duplicates() {
        // A repeat only in the common prefix is not looked for (those rows stay where they are):
        // [1] is [1, 1]'s prefix, and the second 1 is removed.
        #expect(IdentityDiff(from: [1, 1], to: [1]) == IdentityDiff(removals: [1..<2], insertions: []))
        #expect(IdentityDiff(from: [1, 1, 2], to: [2]) == nil)
        #expect(IdentityDiff(from: [1], to: [2, 2]) == nil)
    }
}
