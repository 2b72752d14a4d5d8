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
    static func scroll(pointsPerPass: Points, passes: Int)
        -> [(prepared: Int, unprepared: Int, slots: Int, blocks: Int, chunks: Int, headerBlocks: Int)] {
        var source = FakeSource(sections: [10_000_000], headerExtent: nil)
        source.itemEstimate = 24
        source.itemExtent = { 12 + Double(($0.kind.row! &* 19) % 25) }
        var stack = LazyStackLayout(source: source)
        var counters: [(Int, Int, Int, Int, Int, Int)] = []
        for pass in 0..<passes {
            let constraints = LayoutConstraints(axis: .vertical, viewportSize: Size(width: 1280, height: 800),
                                                scrollOffset: Double(pass) * pointsPerPass, cacheExtent: 24)
            _ = stack.layout(constraints, source: source)
            counters.append((stack.extents.storagePagesPrepared + stack.extents.indexPagesPrepared,
                             stack.extents.slotsMadeUnprepared, stack.extents.slotCount,
                             stack.extents.storageBlockCount + stack.extents.chunkBlockCount, stack.extents.chunkCount,
                             stack.extents.storageBlockCount))
        }
        return counters
    }

    @Test("At 400,000 pt/s every new page lands in memory written by earlier passes, an OS page a pass at most")
    func fastScrollFindsMemoryPrepared() {
        // 400,000 pt/s at 60 fps: 6,667 pt a pass, ~278 rows: every pass measures ~36 rows in a
        // page it has not seen (1.28 new 96-byte headers and ~3.2 144-byte chunks a pass, ~0.14
        // OS page).
        let counters = Self.scroll(pointsPerPass: 400_000.0 / 60, passes: 1_200)
        var previous = 0
        for (pass, c) in counters.enumerated() {
            #expect(c.prepared - previous <= 1, "pass \(pass) wrote more than one OS page ahead")
            previous = c.prepared
        }
        let last = counters[counters.count - 1]
        #expect(last.slots > 1_400)
        // Headers and chunks are made unprepared only where a block begins (its memory is new in
        // that pass) and in the pass or two after, while the store runs 16 KiB ahead again.
        for pass in 1..<counters.count where counters[pass].unprepared > counters[pass - 1].unprepared {
            let opened = (max(0, pass - 2)...pass).contains { counters[$0].blocks > (($0 > 0) ? counters[$0 - 1].blocks : 0) }
            #expect(opened, "pass \(pass) made a record in memory not prepared, away from a new block")
        }
        // Header blocks (256·2ᵇ headers: 96 bytes × 256 ≥ 16 KiB) 0…2 hold 256·(2³ − 1) = 1,792
        // headers ≥ the ~1,540 made > 256·(2² − 1) = 768.
        #expect(last.slots > 768 && last.slots <= 1_792 && last.headerBlocks == 3)
        // At most the chunks one pass makes after a block opens (≤ ⌈41 / 16⌉ + 1 = 4) per block.
        #expect(last.unprepared <= 4 * last.blocks)
        // A pass measures 27–41 rows (800 + 24 pt of rows of 12…36 pt): ⌈rows / 16⌉ or one more
        // chunks — 2.2 to 3.6 a pass on average, where a page stored whole took 8 chunks' worth.
        let chunksPerPass = Double(last.chunks) / Double(counters.count)
        #expect(chunksPerPass > 2.2 && chunksPerPass < 3.6, "\(chunksPerPass) chunks a pass")
        // Fresh storage a pass: ~590 bytes (it was 1.28 × 1,264 = 1,618).
        let bytesPerPass = Double(last.slots * ExtentPageStore.slotStride + last.chunks * ExtentPageStore.chunkStride) / Double(counters.count)
        #expect(bytesPerPass < 650, "\(bytesPerPass) bytes a pass")
        // The prepared pages cover the headers and chunks made, but for the last 16 KiB of each.
        #expect(last.prepared * ExtentPageStore.osPageBytes
                >= last.slots * ExtentPageStore.slotStride + last.chunks * ExtentPageStore.chunkStride - 2 * RecordArena.prepareAheadBytes)
    }

    @Test("A host that calls prepareStorage between passes takes the storage's first writes outside them: at 400,000 pt/s no later pass prepares a page or makes a record in memory not written before")
    func idleTimePreparation() {
        var source = FakeSource(sections: [10_000_000], headerExtent: nil)
        source.itemEstimate = 24
        source.itemExtent = { 12 + Double(($0.kind.row! &* 19) % 25) }
        var stack = LazyStackLayout(source: source)
        var preparedInPasses = 0, preparedIdle = 0, unpreparedAfterFirst = 0, blocksAfterFirst = 0
        for pass in 0..<1_200 {
            let before = stack.extents.storagePagesPrepared + stack.extents.indexPagesPrepared
            let unpreparedBefore = stack.extents.slotsMadeUnprepared
            let constraints = LayoutConstraints(axis: .vertical, viewportSize: Size(width: 1280, height: 800),
                                                scrollOffset: Double(pass) * 400_000 / 60, cacheExtent: 24)
            _ = stack.layout(constraints, source: source)
            if pass > 0 {
                // The first passes set up: 16 KiB of headers and of chunks and the tree's 17 levels,
                // ~26 OS pages, more than the calls between them write (8 a call).
                if pass > 4 { preparedInPasses += stack.extents.storagePagesPrepared + stack.extents.indexPagesPrepared - before }
                unpreparedAfterFirst += stack.extents.slotsMadeUnprepared - unpreparedBefore
            } else {
                blocksAfterFirst = stack.extents.storageBlockCount + stack.extents.chunkBlockCount
            }
            // Between frames: at most 8 OS pages.
            let idle = stack.prepareStorage()
            #expect(idle <= 8)
            preparedIdle += idle
        }
        #expect(preparedInPasses == 0, "after the first 5, the passes found their memory prepared")
        #expect(unpreparedAfterFirst == 0, "blocks were made ahead of need, between passes")
        // ~1,540 headers and ~3,800 chunks made: 144 KiB + 535 KiB, ~170 OS pages, plus the
        // tree's and the slot map's pages ahead — all written between passes.
        #expect(preparedIdle > 150 && preparedIdle < 400, "\(preparedIdle) pages")
        // The blocks the headers and chunks needed exist (made between passes, one ahead at most).
        #expect(stack.extents.storageBlockCount + stack.extents.chunkBlockCount > blocksAfterFirst)
        // Without the calls, a pass prepares one page at most (`fastScrollFindsMemoryPrepared`).
    }

    @Test("At 3,000 pt/s the store runs 16 KiB ahead once and then prepares a page only as records fill it")
    func slowScrollPreparesLittle() {
        // 50 pt a pass, ~2 rows: a new 128-row page every ~64 passes.
        let counters = Self.scroll(pointsPerPass: 50, passes: 1_200)
        let last = counters[counters.count - 1]
        #expect(last.slots <= 20)
        // Only the first pass makes headers and chunks in memory not prepared (its header and the
        // 3 chunks of the ~36 rows it measures, before any pass prepared anything); after it, none:
        // the next block is made and written before records reach it (the 129th chunk opens chunk
        // block 1 at pass ~970).
        #expect(counters[0].unprepared == 4)
        #expect(last.unprepared == counters[0].unprepared && last.blocks > counters[0].blocks)
        // 16 KiB ahead of the first record (at most 5 OS pages), then one per 4 KiB of records,
        // plus the tree's and the slot map's pages ahead of the newest page.
        // (Two arenas, headers and chunks: 5 pages ahead of each.)
        let storePages = 10 + (last.slots * ExtentPageStore.slotStride + last.chunks * ExtentPageStore.chunkStride) / ExtentPageStore.osPageBytes + 2
        #expect(last.prepared <= storePages + 20)
    }

    @Test("prepareAhead writes one OS page a call until 16 KiB past the newest record, and records made there count as prepared")
    func storeRunsAhead() {
        var store = ExtentPageStore()
        _ = store.append(page: 0)
        #expect(store.slotsMadeUnprepared == 1)                   // nothing was prepared yet
        let used = UInt(bitPattern: store.record(1))               // where the next record goes
        let page = UInt(ExtentPageStore.osPageBytes)
        // The OS pages 16 KiB from `used` reach, less `used`'s own when `used` is inside it: the
        // record just made (or the allocator's header) is there, so it is mapped, and the calls
        // map the pages after it.
        let expected = Int((used + UInt(RecordArena.prepareAheadBytes) - 1) / page - used / page + 1) - (used % page == 0 ? 0 : 1)
        var calls = 0
        while store.prepareAhead() { calls += 1; if calls > 100 { break } }
        #expect(calls == expected)
        #expect(store.osPagesPrepared == expected)
        // 16 KiB / 96 bytes: the next 170 headers are wholly inside.
        for page in 1...(RecordArena.prepareAheadBytes / ExtentPageStore.slotStride - 1) { _ = store.append(page: page) }
        #expect(store.slotsMadeUnprepared == 1)
        let wroteAgain = store.prepareAhead()
        #expect(wroteAgain, "the store moved: the next page ahead is written")
    }

    @Test("A page's measurements live in chunks of 16 made as they are measured; a scan skips chunks never made")
    func chunksAreMadeAsMeasured() {
        var store = ExtentPageStore()
        let slot = store.append(page: 7)
        #expect(store.chunkCount == 0 && store.extent(slot, 40) == nil)
        // Locals 40 and 47 share chunk 2 (32 ..< 48); 127 is in chunk 7.
        let first = store.set(10, .item, slot, 40)
        #expect(first.old == nil && first.flushed == ExtentTally(), "the page was not pending: the tree held nothing for it")
        let second = store.set(20, .header, slot, 47)
        #expect(second.flushed == nil, "already pending")
        _ = store.set(30, .item, slot, 127)
        #expect(store.chunkCount == 2)
        #expect(store.extent(slot, 40)! == (10, .item) && store.extent(slot, 47)! == (20, .header) && store.extent(slot, 127)! == (30, .item))
        #expect(store.extent(slot, 41) == nil && store.extent(slot, 0) == nil && store.extent(slot, 126) == nil)
        // Replacing returns the old measurement and keeps the tally.
        let replaced = store.set(12, .item, slot, 40)
        #expect(replaced.old! == (10, .item))
        #expect(store.tally(slot).sum(.item) == 42 && store.tally(slot).count(.item) == 2 && store.tally(slot).sum(.header) == 20)
        // Scans across chunks never made, and partial chunks at either end.
        #expect(store.tally(slot, locals: 0 ..< 128) == store.tally(slot))
        #expect(store.tally(slot, locals: 0 ..< 47).totalSum == 12)
        #expect(store.tally(slot, locals: 41 ..< 128).totalSum == 50)
        #expect(store.tally(slot, locals: 48 ..< 127).totalCount == 0)
        // Clearing keeps the chunk (its class byte is 0 again).
        store.setPending(false, slot)
        let cleared = store.clear(slot, 47)
        #expect(cleared!.old == (20, .header) && cleared!.flushed!.sum(.header) == 20)
        #expect(store.extent(slot, 47) == nil && store.chunkCount == 2 && store.tally(slot).count(.header) == 0)
        // A page measured whole takes eight chunks: a header and 8 × 144 bytes, as a whole-page record did.
        let full = store.append(page: 8)
        for local in 0..<ExtentCache.pageSize { _ = store.set(Double(local), .item, full, local) }
        #expect(store.chunkCount == 2 + 8)
        #expect(ExtentPageStore.slotStride == 96 && ExtentPageStore.chunkStride == 144)
        // Records' tallies are updated in place at these offsets.
        #expect(ExtentTally.storedOffsets == [0, 8, 16, 24, 32, 40])
        #expect(ExtentClass.allCases.map { ExtentTally.sumOffset($0) } + ExtentClass.allCases.map { ExtentTally.countOffset($0) }
                == ExtentTally.storedOffsets)
        #expect(store.tally(full, locals: 0 ..< 128).sum(.item) == Double(127 * 128 / 2))
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
