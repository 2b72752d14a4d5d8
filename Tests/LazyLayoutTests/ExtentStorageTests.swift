@testable import LazyLayout
import ScrollCore
import Testing

/// Where the extent cache's memory is first written: fresh memory is a page fault (~1.6 µs) the
/// first time, so the frames of a fast scroll that took two or three at once were its slowest.
/// Page faults cannot be counted in a test; what the layout does about them can.
@Suite("Extent storage: memory prepared ahead of a fast scroll, the tree written in order")
struct ExtentStorageTests {
    /// 10⁷ rows of 12…36 pt estimated at 24 (the benchmark's `--variable` list), scrolled
    /// `pointsPerPass` a pass for `passes` passes: the cache's counters after each pass.
    static func scroll(pointsPerPass: Points, passes: Int) -> [(prepared: Int, unprepared: Int, slots: Int, blocks: Int)] {
        var source = FakeSource(sections: [10_000_000], headerExtent: nil)
        source.itemEstimate = 24
        source.itemExtent = { 12 + Double(($0.kind.row! &* 19) % 25) }
        var stack = LazyStackLayout(source: source)
        var counters: [(Int, Int, Int, Int)] = []
        for pass in 0..<passes {
            let constraints = LayoutConstraints(axis: .vertical, viewportSize: Size(width: 1280, height: 800),
                                                scrollOffset: Double(pass) * pointsPerPass, cacheExtent: 24)
            _ = stack.layout(constraints, source: source)
            counters.append((stack.extents.storagePagesPrepared + stack.extents.indexPagesPrepared,
                             stack.extents.slotsMadeUnprepared, stack.extents.slotCount, stack.extents.storageBlockCount))
        }
        return counters
    }

    @Test("At 400,000 pt/s every new page lands in memory written by earlier passes, an OS page a pass at most")
    func fastScrollFindsMemoryPrepared() {
        // 400,000 pt/s at 60 fps: 6,667 pt a pass, ~278 rows: every pass measures ~36 rows in a
        // page it has not seen (1.28 new 1,264-byte records a pass, ~0.4 OS page).
        let counters = Self.scroll(pointsPerPass: 400_000.0 / 60, passes: 1_200)
        var previous = 0
        for (pass, c) in counters.enumerated() {
            #expect(c.prepared - previous <= 1, "pass \(pass) wrote more than one OS page ahead")
            previous = c.prepared
        }
        let last = counters[counters.count - 1]
        #expect(last.slots > 1_400)
        // Records are made unprepared only where a block begins (its memory is new in that pass)
        // and in the pass or two after, while the store runs 16 KiB (~13 records) ahead again.
        for pass in 1..<counters.count where counters[pass].unprepared > counters[pass - 1].unprepared {
            let opened = (max(0, pass - 2)...pass).contains { counters[$0].blocks > (($0 > 0) ? counters[$0 - 1].blocks : 0) }
            #expect(opened, "pass \(pass) made a record in memory not prepared, away from a new block")
        }
        // Blocks 0…5 hold 32·(2⁶ − 1) = 2,016 records ≥ the ~1,540 made > 32·(2⁵ − 1) = 1,008.
        #expect(last.slots > 1_008 && last.slots <= 2_016 && last.blocks == 6)
        #expect(last.unprepared <= 3 * last.blocks)
        // The prepared pages cover the records made (OS pages of 4 KiB, records of 1,264 bytes).
        #expect(last.prepared * ExtentPageStore.osPageBytes >= (last.slots - 13) * ExtentPageStore.slotStride)
    }

    @Test("At 3,000 pt/s the store runs 16 KiB ahead once and then prepares a page only as records fill it")
    func slowScrollPreparesLittle() {
        // 50 pt a pass, ~2 rows: a new 128-row page every ~64 passes.
        let counters = Self.scroll(pointsPerPass: 50, passes: 1_200)
        let last = counters[counters.count - 1]
        #expect(last.slots <= 20)
        #expect(last.unprepared == 1)
        // 16 KiB ahead of the first record (at most 5 OS pages), then one per 4 KiB of records,
        // plus the tree's and the slot map's pages ahead of the newest page.
        let storePages = 5 + (last.slots * ExtentPageStore.slotStride) / ExtentPageStore.osPageBytes + 1
        #expect(last.prepared <= storePages + 20)
    }

    @Test("prepareAhead writes one OS page a call until 16 KiB past the newest record, and records made there count as prepared")
    func storeRunsAhead() {
        var store = ExtentPageStore()
        _ = store.append(page: 0)
        #expect(store.slotsMadeUnprepared == 1)                   // nothing was prepared yet
        let used = UInt(bitPattern: store.record(1))               // where the next record goes
        let page = UInt(ExtentPageStore.osPageBytes)
        let expected = Int((used + UInt(ExtentPageStore.prepareAheadBytes) - 1) / page - used / page + 1)
        var calls = 0
        while store.prepareAhead() { calls += 1; if calls > 100 { break } }
        #expect(calls == expected)
        #expect(store.osPagesPrepared == expected)
        // 16 KiB / 1,264 bytes: the next 12 records are wholly inside.
        for page in 1...12 { _ = store.append(page: page) }
        #expect(store.slotsMadeUnprepared == 1)
        let wroteAgain = store.prepareAhead()
        #expect(wroteAgain, "the store moved: the next page ahead is written")
    }

    @Test("A copy of a store with records prepared ahead keeps its own measurements")
    func copiesStayApart() {
        var original = ExtentPageStore()
        _ = original.append(page: 3)
        _ = original.set(20, .item, 0, 5)
        _ = original.prepareAhead()
        var copy = original
        _ = copy.set(30, .header, 0, 5)
        _ = copy.append(page: 9)
        #expect(original.extent(0, 5)! == (20, .item) && copy.extent(0, 5)! == (30, .header))
        #expect(original.count == 1 && copy.count == 2 && copy.page(1) == 9 && copy.page(0) == 3)
        #expect(original.tally(0).sum(.item) == 20 && copy.tally(0).sum(.header) == 30 && copy.tally(0).count(.item) == 0)
    }

    @Test("A change to page p writes, at each level j of the tree, node p >> (j + 1) of that level's run: a scroll writes every run in order")
    func treeNodesByLevel() {
        let pages = 78_125                                          // 10⁷ rows of 128-row pages
        let nodes = DenseTallyNodes(count: pages + 1)
        var taken = [Bool](repeating: false, count: nodes.storedCount)
        var distinct = true
        for i in 1...pages {
            let position = nodes.position(i)
            if taken[position] { distinct = false }
            taken[position] = true
        }
        #expect(distinct, "every node has a place of its own")
        var ordered = true
        for page in stride(from: 0, to: pages, by: 7) {
            var i = page + 1
            while i <= pages {
                let level = i.trailingZeroBitCount
                if nodes.position(i) != nodes.runStart(level: level) + (page >> (level + 1)) { ordered = false }
                i += i & -i
            }
        }
        #expect(ordered)
        // In Fenwick's own layout node 1,024·k sat 1,024 × 48 bytes (12 OS pages) past the first
        // page it covers; here it is the next node of level 10's run after node 1,024·(k − 2).
        #expect(nodes.position(3 * 1_024) == nodes.position(1_024) + 1)
    }
}
