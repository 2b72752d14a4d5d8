@testable import LazyLayout
import ScrollCore
import TestSupport
import Testing

@Suite("Extent cache: chunked extents under a Fenwick tree")
struct ExtentCacheTests {
    @Test("tally(before:) equals the brute-force sums and counts after random records and forgets", arguments: [1, 2, 3, 4])
    func tallyMatchesBruteForce(seed: UInt64) {
        var random = PropertyRandom(seed: seed)  // the engine property test's seeded generator
        let count = 5_000
        var cache = ExtentCache(elementCount: count)
        var truth: [Int: (Points, ExtentClass)] = [:]
        for _ in 0..<3_000 {
            let index = random.int(0...(count - 1))
            if random.int(0...3) == 0 {
                let forgotten = cache.forget(at: index)
                #expect(forgotten?.extent == truth[index]?.0)
                truth[index] = nil
            } else {
                let extent = Double(random.int(0...99)) + 0.25
                let cls = ExtentClass(rawValue: random.int(0...2))!
                cache.record(extent, at: index, cls)
                truth[index] = (extent, cls)
            }
        }
        #expect(cache.measuredCount == truth.count)
        for probe in stride(from: 0, through: count, by: 37) {
            var expected = ExtentTally()
            for (index, entry) in truth where index < probe { expected.add(entry.0, entry.1) }
            let got = cache.tally(before: probe)
            for cls in ExtentClass.allCases {
                #expect(got.count(cls) == expected.count(cls))
                #expect(abs(got.sum(cls) - expected.sum(cls)) < 1e-6)
            }
        }
        for (index, entry) in truth { #expect(cache.extent(at: index) == entry.0 && cache.extentClass(at: index) == entry.1) }
    }

    // Found by the scroll views' property test driving the real coordinator (a far `End` over
    // data grown by inserts): re-locating the anchor past the capacity summed the pages before it
    // and nothing of its own page, so the anchor's estimated start overtook the content's end.
    @Test("Past the capacity, the sums inside the last page are the page's whole tally, as tally(before:) says")
    func tallyInPagePastCapacity() {
        let pageSize = ExtentCache.pageSize
        var cache = ExtentCache(elementCount: pageSize + 72)        // two pages; the data then grows
        for index in pageSize + 2 ..< pageSize + 15 { cache.record(10, at: index, .item) }
        cache.record(40, at: 3, .header)
        let probe = pageSize + 74                                      // past the capacity, in page 1
        var composed = cache.node(1)                                   // page 0, as the descent reads it
        composed.add(cache.tallyInPage(before: probe))
        #expect(composed == cache.tally(before: probe))
        #expect(composed.count(.item) == 13 && composed.sum(.item) == 130 && composed.count(.header) == 1)
    }

    @Test("An element recorded beyond the cache's capacity grows it and keeps every measurement")
    func grows() {
        var cache = ExtentCache(elementCount: 10)
        cache.record(30, at: 3, .header)
        cache.record(40, at: 1_000, .item)
        #expect(cache.capacity >= 1_001)
        #expect(cache.extent(at: 3) == 30 && cache.extent(at: 1_000) == 40)
        #expect(cache.tally(before: 500).sum(.header) == 30)
        #expect(cache.tally(before: 1_001).totalSum == 70)
    }

    /// A query reads at most log₂(pages) + 1 tree nodes and half a page (64 slots).
    @Test("A query reads O(log pages) nodes plus at most half a page, at 10³ and 10⁷ measured rows", arguments: [1_000, 10_000_000])
    func queryCost(measured: Int) {
        var cache = ExtentCache(elementCount: measured,
                                entries: (0..<measured).lazy.map { ($0, 12 + Double($0 % 25), ExtentClass.item) })
        let pages = (measured + ExtentCache.pageSize - 1) / ExtentCache.pageSize
        let bound = (Int.bitWidth - pages.leadingZeroBitCount) + ExtentCache.pageSize / 2
        var worst = 0
        for probe in stride(from: 1, to: measured, by: max(1, measured / 997)) {
            let before = cache.entriesScanned
            let tally = cache.tally(before: probe)
            worst = max(worst, cache.entriesScanned - before)
            #expect(tally.count(.item) == probe)
        }
        // 10³ rows: 8 pages, ≤ 4 nodes + 64 slots; 10⁷ rows: 78,125 pages, ≤ 17 nodes + 64 slots.
        #expect(worst <= bound)
        #expect(bound == (measured == 1_000 ? 68 : 81))
    }

    /// Rows of 12…36 pt estimated at 24; `measured` of them measured, then the stack jumps far
    /// (re-locating the anchor by estimate) and scrolls on.
    static func passCosts(measured: Int) -> (relocation: Int, walk: Int, anchorRow: Int) {
        var source = FakeSource(sections: [measured], headerExtent: nil)
        source.itemEstimate = 24
        source.itemExtent = { 12 + Double($0.kind.row! % 25) }
        var stack = LazyStackLayout(source: source)
        stack.extents = ExtentCache(elementCount: measured,
                                    entries: (0..<measured).lazy.map { ($0, 12 + Double($0 % 25), ExtentClass.item) })
        stack.extents.providedEstimates = [nil, 24, nil]
        func constraints(_ offset: Points) -> LayoutConstraints {
            LayoutConstraints(axis: .vertical, viewportSize: Size(width: 400, height: 800), scrollOffset: offset, cacheExtent: 100)
        }
        var result = stack.layout(constraints(0), source: source)
        // Every row is measured: the content's length is exact, and 3/5 of it is a far jump.
        let target = (result.contentExtent * 0.6).rounded()
        result = stack.layout(constraints(target), source: source)
        let relocation = result.stats.entriesScanned
        #expect(abs(result.scrollOffset - target) < 1e-6, "all rows measured: no correction")
        result = stack.layout(constraints(target + 300), source: source)
        return (relocation, result.stats.entriesScanned, result.anchor.index)
    }

    @Test("Re-locating the anchor reads O(log n) entries of the cache: pinned at 10³ and 10⁷ measured rows")
    func relocationIsLogarithmic() {
        let small = Self.passCosts(measured: 1_000)
        let large = Self.passCosts(measured: 10_000_000)
        // The old search summed every measurement before each probe: ≥ 10⁷ entries a relocation.
        // Now: the descent (≤ log₂ pages + 1 nodes), a bisection inside one page (7 estimated
        // starts), the tally before the anchor and its start: each ≤ log₂ pages + 1 nodes + 64 slots.
        #expect(small.relocation <= 4 + 9 * (4 + 64))
        #expect(large.relocation <= 18 + 9 * (18 + 64))
        #expect(large.relocation < 1_000)
        // Scrolling on walks the anchor; the tally before it is kept, nothing is searched.
        #expect(small.walk == 0 && large.walk == 0)
        #expect(large.anchorRow > 5_000_000)
    }

    @Test("Pages are stored in blocks of 32·2ᵇ pages that never move: a new page every frame allocates O(log pages) times")
    func storageGrowsGeometrically() {
        // 10⁷ rows: 78,125 pages. One measurement in each of 3,000 pages (a 400,000 pt/s scroll
        // touches ~1.3 new pages a frame: 3,000 is about 2,300 frames of it).
        var cache = ExtentCache(elementCount: 10_000_000)
        cache.record(24, at: 0, .item)
        let first = cache.recordAddress(ofSlot: 0)
        for page in 1..<3_000 { cache.record(24, at: page * ExtentCache.pageSize + 5, .item) }
        // Header blocks of 256·2ᵇ (96-byte headers: the first block is 24 KiB ≥ the 16 KiB the
        // store prepares ahead) 0…3 hold 256·(2⁴ − 1) = 3,840 pages ≥ 3,000 > 256·(2³ − 1) = 1,792:
        // four blocks (fixed blocks of 32 pages made 94, one every 32 new pages).
        #expect(cache.storageBlockCount == 4)
        #expect(cache.slotCount == 3_000)
        // One chunk of 16 measurements a page, in chunk blocks of 128·2ᵇ (144-byte chunks):
        // 0…4 hold 128·(2⁵ − 1) = 3,968 ≥ 3,000 > 128·(2⁴ − 1) = 1,920.
        #expect(cache.chunkCount == 3_000 && cache.chunkBlockCount == 5)
        #expect(cache.recordAddress(ofSlot: 0) == first, "no page was moved or copied")
        #expect(cache.measuredCount == 3_000)
        // Slots across block boundaries read back what was stored.
        for page in [0, 31, 32, 95, 96, 2_015, 2_016, 2_999] {
            #expect(cache.extent(at: page * ExtentCache.pageSize + (page == 0 ? 0 : 5)) == 24)
        }
        #expect(cache.tally(before: 10_000_000).count(.item) == 3_000)
    }

    @Test("Growing to cover 10⁷ elements with a screenful measured writes O(measured pages · log pages) tree nodes, not every page's")
    func growthTouchesFewNodes() {
        // A view list's cache is made before its data arrives (0 elements); the data then comes
        // as an insert, and the first measurement near the end grows the cache to 10⁷ elements.
        var cache = ExtentCache(elementCount: 0)
        for row in 0..<40 { cache.record(Double(12 + row % 25), at: row, .item) }
        cache.record(30, at: 9_999_990, .item)
        // 78,125 pages, 17 levels: the one page measured before the growth is added at its
        // build (≤ 17 nodes), the new page's change at the next query (≤ 17 more); a linear build
        // would write all 78,125.
        #expect(cache.capacity == 9_999_991)
        #expect(cache.tally(before: 9_999_990).count(.item) == 40)     // a query: the tree takes the new page
        #expect(cache.treeNodesWritten <= 2 * 17)
        #expect(cache.tally.count(.item) == 41)
        #expect(cache.tally(before: 40).totalSum == (0..<40).reduce(0) { $0 + Double(12 + $1 % 25) })
    }

    @Test("A bulk load measuring most pages builds the tree in one linear pass and agrees with per-page updates")
    func bulkBuildAgrees() {
        let entries = (0..<20_000).map { ($0 * 3, Double(10 + $0 % 7), ExtentClass.item) }
        let bulk = ExtentCache(elementCount: 60_000, entries: entries)
        var incremental = ExtentCache(elementCount: 60_000)
        for (index, extent, cls) in entries { incremental.record(extent, at: index, cls) }
        var loaded = bulk
        // 469 pages, all measured: the linear build writes each node once plus each page's tally.
        #expect(loaded.treeNodesWritten == 2 * 469)
        for probe in stride(from: 0, through: 60_000, by: 997) {
            #expect(loaded.tally(before: probe) == incremental.tally(before: probe))
        }
    }

    @Test("A copied cache is a value: recording into one leaves the other's tree and slots as they were")
    func copiesAreIndependent() {
        var original = ExtentCache(elementCount: 1_000_000)
        for row in stride(from: 0, to: 50_000, by: 7) { original.record(20, at: row, .item) }
        _ = original.tally(before: 500_000)                    // the tree holds every page's tally
        var copy = original
        copy.record(100, at: 600_000, .item)                   // a new page: its slot and tree nodes
        copy.record(30, at: 7, .item)                          // replaces a measurement on a shared page
        #expect(copy.tally(before: 1_000_000 - 1).totalSum == original.tally(before: 1_000_000 - 1).totalSum + 100 + 10)
        #expect(original.extent(at: 600_000) == nil && original.extent(at: 7) == 20)
        #expect(original.tally(before: 700_000).count(.item) == 7_143)
        #expect(copy.tally(before: 700_000).count(.item) == 7_144)
    }
}
