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

    @Test("sortIfNeeded sorts only an unsorted array; sortedContains is a binary search")
    func sortHelpers() {
        var ascending = [1, 3, 5, 9]
        ascending.sortIfNeeded()
        #expect(ascending == [1, 3, 5, 9])
        var headerFirst = [7, 2, 3, 4]                                  // a pinned header drawn first
        headerFirst.sortIfNeeded()
        #expect(headerFirst == [2, 3, 4, 7])
        #expect(headerFirst.sortedContains(7) && headerFirst.sortedContains(2))
        #expect(!headerFirst.sortedContains(5) && !headerFirst.sortedContains(8) && ![Int]().sortedContains(0))
    }
}
