@testable import LazyLayout
import Testing
import TestSupport

/// The lifecycle's membership test (realized and visible elements are ascending arrays, asked in
/// placement order): it must answer exactly as a `Set` would, for ascending runs of queries, runs
/// that step back (pinned headers placed out of order) and runs past either end.
@Suite("Sorted membership cursor")
struct SortedCursorTests {
    @Test("Answers as a Set does, for ascending, stepping-back and random query runs", arguments: [0, 1, 2])
    func agreesWithSet(pattern: Int) {
        var random = PropertyRandom(seed: 0x5EED_0000 + UInt64(pattern))
        for _ in 0..<500 {
            let start = random.int(0...60)
            let sorted = (0..<random.int(0...40)).reduce(into: [Int]()) { list, _ in
                list.append((list.last ?? start) + random.int(1...4))
            }
            let members = Set(sorted)
            var queries: [Int] = (0..<random.int(0...50)).map { _ in random.int(0...240) }
            switch pattern {
            case 0: queries.sort()                                       // placement order
            case 1: queries.sort(); if queries.count > 3 { queries.swapAt(0, queries.count / 2) } // one out of place
            default: break                                               // any order
            }
            var cursor = SortedCursor()
            for q in queries {
                #expect(cursor.find(q, in: sorted) == members.contains(q), "query \(q) in \(sorted), queries \(queries)")
            }
        }
    }

    /// The fill's cursor: forward from the anchor the queries ascend, backward they descend; a
    /// query against the direction (pattern 1) must still answer right.
    @Test("MonotoneCursor answers as a Set does, ascending and descending", arguments: [0, 1, 2])
    func monotoneAgreesWithSet(pattern: Int) {
        var random = PropertyRandom(seed: 0x3070_0000 + UInt64(pattern))
        for _ in 0..<500 {
            let start = random.int(0...60)
            let sorted = (0..<random.int(0...40)).reduce(into: [Int]()) { list, _ in
                list.append((list.last ?? start) + random.int(1...4))
            }
            let members = Set(sorted)
            for ascending in [true, false] {
                var queries: [Int] = (0..<random.int(0...50)).map { _ in random.int(0...240) }
                queries.sort(by: ascending ? (<) : (>))
                if pattern == 1, queries.count > 3 { queries.swapAt(0, queries.count / 2) }
                if pattern == 2 { queries.shuffle(using: &random) }
                var cursor = MonotoneCursor(ascending: ascending)
                for q in queries {
                    #expect(cursor.find(q, in: sorted) == members.contains(q), "query \(q) in \(sorted), queries \(queries)")
                }
            }
        }
    }

    @Test("sortIfNeeded sorts only an unsorted array; sortedContains is a binary search")
    func sortHelpers() {
        var ascending = [1, 3, 5, 9]
        let sortedAscending = ascending.sortIfNeeded()
        #expect(!sortedAscending)
        #expect(ascending == [1, 3, 5, 9])
        var headerFirst = [7, 2, 3, 4]                                  // a pinned header drawn first
        let sortedHeaderFirst = headerFirst.sortIfNeeded()
        #expect(sortedHeaderFirst)
        #expect(headerFirst == [2, 3, 4, 7])
        #expect(headerFirst.sortedContains(7) && headerFirst.sortedContains(2))
        #expect(!headerFirst.sortedContains(5) && !headerFirst.sortedContains(8) && ![Int]().sortedContains(0))
    }

    /// `destroyed` / `disappeared`: the last pass's indices the new set lacks, in the last pass's
    /// order. Runs against runs take the two-ends shortcut (a run scrolled by a few rows, past
    /// either end, disjoint, inside, around); anything else walks. Both must equal a `Set`'s answer.
    @Test("appendMissing lists what a Set difference lists, in the last pass's order", arguments: [0, 1, 2])
    func missingAgreesWithSet(pattern: Int) {
        var random = PropertyRandom(seed: 0xD1FF_0000 + UInt64(pattern))
        func set(_ kind: Int) -> [Int] {
            let start = random.int(0...80), count = random.int(0...40)
            switch kind {
            case 0: return Array(start..<(start + count))                          // one run
            default: return (0..<count).reduce(into: [Int]()) { list, _ in list.append((list.last ?? start) + random.int(1...3)) }
            }
        }
        for _ in 0..<800 {
            let last = set(pattern == 2 ? 1 : 0), now = set(pattern == 0 ? 0 : random.int(0...1))
            let expected = last.filter { !Set(now).contains($0) }
            var missing = [-1]                                                  // appends after what is there
            let count = LazyStackLayout<FakeSource>.appendMissing(from: last, ascending: true, in: SortedMembership(now), to: &missing)
            #expect(missing == [-1] + expected, "last \(last), now \(now)")
            #expect(count == expected.count)
        }
        // Not ascending (paint order with a pinned header first): walked in that order.
        var missing: [Int] = []
        LazyStackLayout<FakeSource>.appendMissing(from: [9, 3, 4, 5], ascending: false, in: SortedMembership([4, 5, 6]), to: &missing)
        #expect(missing == [9, 3])
    }
}
