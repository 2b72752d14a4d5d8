@testable import LazyLayout
import ScrollCore
import Testing

/// The fast scroll's per-pass shortcuts (issue 35, Must 4): the anchor re-located past every
/// measurement without the tree, the extent cache's write cursor, and the tree brought up to date
/// in the host's idle time. Each must leave what the layout computes exactly as it was.
@Suite("Fast-scroll shortcuts: relocation past the measurements, the record cursor, the idle flush")
struct RelocationShortcutTests {
    /// 10⁶ rows of 12…36 pt (the benchmark's `--variable` heights, 12 + 19·row mod 25), scrolled
    /// from 0 to `measuredTo` points at 400,000 pt/s (6,667 pt a pass), so that rows are measured
    /// in runs with gaps between them, as a fast scroll leaves them.
    static func stack(spacing: Points, estimate: Points, measuredTo: Points)
        -> (LazyStackLayout<FakeSource>, FakeSource) {
        var source = FakeSource(sections: [1_000_000], headerExtent: nil)
        source.itemEstimate = estimate
        source.itemExtent = { 12 + Double(($0.kind.row! &* 19) % 25) }
        var stack = LazyStackLayout(source: source)
        var offset: Points = 0
        while offset <= measuredTo {
            _ = stack.layout(constraints(offset, spacing: spacing), source: source)
            offset += 400_000.0 / 60
        }
        return (stack, source)
    }

    static func constraints(_ offset: Points, spacing: Points) -> LayoutConstraints {
        LayoutConstraints(axis: .vertical, viewportSize: Size(width: 1280, height: 800), scrollOffset: offset,
                          cacheExtent: 24, spacing: spacing, contentInsets: EdgeInsets(leading: 8))
    }

    /// Spacing 0 and 8; estimates under (12), at (24, the rows' mean) and over (36.5: a binary
    /// fraction, so every start is exact) the measured rows.
    static let cases: [(spacing: Points, estimate: Points)] = [(0, 12), (0, 24), (8, 24), (8, 36.5)]

    @Test("Past every measurement, the shortcut puts the anchor where the tree's descent does", arguments: cases)
    func shortcutMatchesDescent(_ c: (spacing: Points, estimate: Points)) {
        let (stack, _) = Self.stack(spacing: c.spacing, estimate: c.estimate, measuredTo: 200_000)
        let end = stack.extents.measuredEnd
        // 31 passes measured runs of rows up to the one at 200,000 pt by the estimates: row
        // ~4,500 at 36.5 + 8 pt a row, ~16,700 at 12.
        #expect(end > 4_000 && end < 20_000)
        var checked = 0
        // Offsets from just before the measured end's start to past the content's end, in steps
        // that land on element boundaries, inside elements and at fractions of a point.
        var probe = stack
        let endStart = probe.estimatedStart(of: end, spacing: c.spacing, leadingInset: 8)
        for step in stride(from: -3.0, through: 30_000_000.0, by: 9_973.25) {
            let offset = endStart + step
            let estimates = (header: stack.extents.estimate(.header), item: stack.extents.estimate(.item),
                             footer: stack.extents.estimate(.footer))
            var shortcut = stack, descent = stack
            let took = shortcut.relocatePastMeasurements(toOffset: offset, spacing: c.spacing, leadingInset: 8, estimates: estimates)
            // Below the measured end's start the shortcut declines (the answer is a measured row).
            #expect(took == (step >= 0), "offset \(offset)")
            guard took else { continue }
            descent.relocateAnchorByDescent(toOffset: offset, spacing: c.spacing, leadingInset: 8, estimates: estimates)
            #expect(shortcut.anchor == descent.anchor, "offset \(offset)")
            #expect(shortcut.tallyBeforeAnchor == descent.tallyBeforeAnchor, "offset \(offset)")
            checked += 1
        }
        // 30,000,003 / 9,973.25 = 3,008.05: probes k = 0 … 3,008, all but the first (−3 pt) taken.
        #expect(checked == 3_008)
    }

    @Test("A list with headers, or an offset among the measured rows, takes the descent")
    func shortcutDeclines() {
        var stack = Self.stack(spacing: 0, estimate: 24, measuredTo: 50_000).0
        let estimates = (header: stack.extents.estimate(.header), item: stack.extents.estimate(.item),
                         footer: stack.extents.estimate(.footer))
        let amongMeasured = stack.relocatePastMeasurements(toOffset: 10_000, spacing: 0, leadingInset: 8, estimates: estimates)
        #expect(!amongMeasured)
        var source = FakeSource(sections: [1_000, 1_000])        // headers of 52 pt
        source.itemEstimate = 24
        var sectioned = LazyStackLayout(source: source)
        _ = sectioned.layout(Self.constraints(0, spacing: 0), source: source)
        let withHeaders = sectioned.relocatePastMeasurements(toOffset: 30_000, spacing: 0, leadingInset: 8, estimates: estimates)
        #expect(!withHeaders)
    }

    @Test("A 400,000 pt/s pass over new rows reads no tree node: the shortcut, not the descent")
    func fastPassScansNothing() {
        let (measured, source) = Self.stack(spacing: 0, estimate: 24, measuredTo: 100_000)
        var stack = measured
        // The next pass jumps 6,667 pt past the rows measured so far: every row it places is new.
        // Before the shortcut it read 17 tree nodes (78,125… here 7,813 pages: 13 steps) and up
        // to half a page per bisection step; now none, and the start of the pass flushes the
        // last pass's pages (no host idle time here), which reads no node either.
        let result = stack.layout(Self.constraints(100_000 + 400_000.0 / 60, spacing: 0), source: source)
        #expect(result.stats.entriesScanned == 0)
        #expect(result.stats.created == result.placed.count)
    }

    @Test("The record cursor never writes into blocks a copy shares")
    func cursorAfterCopy() {
        var a = ExtentCache(elementCount: 1_000)
        for i in 0..<20 { a.record(Points(i), at: i, .item) }     // the cursor is on chunk 1 (16…31)
        var b = a
        b.record(100, at: 21, .item)                              // b copies the blocks
        a.record(200, at: 22, .item)                              // a owns the old ones alone now
        #expect(a.extent(at: 21) == nil && b.extent(at: 21) == 100)
        #expect(a.extent(at: 22) == 200 && b.extent(at: 22) == nil)
        #expect(a.extent(at: 19) == 19 && b.extent(at: 19) == 19)
        // And in the other order: the copy that writes first takes new blocks.
        var c = a
        a.record(300, at: 23, .item)
        c.record(400, at: 24, .item)
        #expect(a.extent(at: 23) == 300 && c.extent(at: 23) == nil)
        #expect(c.extent(at: 24) == 400 && a.extent(at: 24) == nil)
        // Tallies agree with the records: 0 + 1 + … + 19 = 190, plus each copy's own.
        #expect(a.tally.sum(.item) == 190 + 200 + 300 && b.tally.sum(.item) == 190 + 100 && c.tally.sum(.item) == 190 + 200 + 400)
        let aBefore999 = a.tally(before: 999), cBefore24 = c.tally(before: 24)
        #expect(aBefore999.sum(.item) == a.tally.sum(.item))
        #expect(cBefore24.sum(.item) == 190 + 200)
    }

    @Test("The idle-time flush leaves every query's answer as the lazy one", arguments: [0, 8] as [Points])
    func idleFlushChangesNoAnswer(_ spacing: Points) {
        let (measured, source) = Self.stack(spacing: spacing, estimate: 24, measuredTo: 60_000)
        var stack = measured
        _ = stack.layout(Self.constraints(60_000 + 50, spacing: spacing), source: source)
        #expect(stack.extents.hasPendingPages)
        var lazy = stack.extents
        var flushed = stack
        flushed.extents.flushPending()
        #expect(!flushed.extents.hasPendingPages)
        for index in stride(from: 0, to: 1_000_000, by: 4_093) {
            let early = flushed.extents.tally(before: index), late = lazy.tally(before: index)
            #expect(early == late)
        }
        // The next passes of both place the same frames.
        var plain = stack
        for pass in 1...5 {
            let c = Self.constraints(60_050 + Double(pass) * 6_667, spacing: spacing)
            let a = plain.layout(c, source: source), b = flushed.layout(c, source: source)
            #expect(a.placed.map(\.frame) == b.placed.map(\.frame) && a.scrollOffset == b.scrollOffset)
            flushed.prepareStorage()
        }
    }

    /// How the second pass of `lifecycleAfterJump` reaches its rows.
    enum Move: String, CaseIterable, CustomStringConvertible {
        case farScroll          // 6,667 pt: past the walk limit, every row new (a 400,000 pt/s pass)
        case nearJump           // a programmatic jump 10 rows on: most rows stay, a few are new
        case jumpToSelf         // a programmatic jump to the anchor's own row: little or nothing new
        var description: String { rawValue }
    }

    /// After a jump the pass copies `created` and `appeared` from its realized and visible rows
    /// when all of them are new, else gathers them again (fastslow2); `destroyed` is the last
    /// pass's run copied when all of it went. Each list must be the sets' difference, in the
    /// order the rows are placed (created, appeared) or were (destroyed, disappeared) — computed
    /// here from the two passes' own `placed` lists, with a keep-alive window so that rows
    /// outside the viewport exist too, and after a refill's list (a jump near the end).
    @Test("After a jump, created / appeared / destroyed / disappeared are the sets' differences",
          arguments: Move.allCases, [0, 8] as [Points])
    func lifecycleAfterJump(_ move: Move, _ spacing: Points) {
        var source = FakeSource(sections: [100_000], headerExtent: nil)
        source.itemEstimate = 24
        source.itemExtent = { 12 + Double(($0.kind.row! &* 19) % 25) }
        var stack = LazyStackLayout(source: source)
        var c = LayoutConstraints(axis: .vertical, viewportSize: Size(width: 400, height: 600), scrollOffset: 30_000,
                                  cacheExtent: 100, spacing: spacing, contentInsets: EdgeInsets(leading: 8), keepAliveExtent: 200)
        let first = stack.layout(c, source: source)
        switch move {
        case .farScroll: c.scrollOffset += 400_000.0 / 60
        case .nearJump: stack.jump(toElement: stack.anchor.index + 10, at: .top, constraints: c, source: source)
        case .jumpToSelf: stack.jump(toElement: stack.anchor.index, at: .top, constraints: c, source: source)
        }
        let second = stack.layout(c, source: source)
        let before = first.placed.map(\.index), after = second.placed.map(\.index)
        let visibleBefore = first.placed.filter(\.isVisible).map(\.index)
        let visibleAfter = second.placed.filter(\.isVisible).map(\.index)
        #expect(second.created == after.filter { !before.contains($0) })
        #expect(second.appeared == visibleAfter.filter { !visibleBefore.contains($0) })
        #expect(second.destroyed == before.filter { !after.contains($0) })
        #expect(second.disappeared == visibleBefore.filter { !visibleAfter.contains($0) })
        #expect(second.placed.allSatisfy { $0.isNew == !before.contains($0.index) })
        switch move {
        case .farScroll:
            #expect(second.created.count == after.count && second.destroyed.count == before.count)
        case .nearJump:
            #expect(!second.created.isEmpty && second.created.count < after.count)
        case .jumpToSelf:
            // The anchor's row moves to the top: the content shifts by less than that row (≤ 36
            // pt), which brings at most a row into the windows' far edge and takes one out.
            #expect(second.created.count <= 1 && second.destroyed.count <= 1 && second.created.count < after.count)
        }
    }

    /// `appendMissing` over one run: the rows that fell off either end, or the whole run copied
    /// when none of it is left (the copy must equal what the range would have written).
    @Test("appendMissing: both ends of a run, and the whole run", arguments: [
        (100...150, 120...170, [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119]),
        (100...110, 95...105, [106, 107, 108, 109, 110]),
        (100...110, 103...107, [100, 101, 102, 108, 109, 110]),
        (100...105, 200...240, [100, 101, 102, 103, 104, 105]),
        (100...105, 10...40, [100, 101, 102, 103, 104, 105]),
        (100...105, 100...105, []),
    ] as [(ClosedRange<Int>, ClosedRange<Int>, [Int])])
    func appendMissingRuns(_ last: ClosedRange<Int>, _ now: ClosedRange<Int>, _ expected: [Int]) {
        var missing = [7]                                  // appended after what is there
        let n = LazyStackLayout<FakeSource>.appendMissing(from: Array(last), ascending: true,
                                                          in: SortedMembership(Array(now)), to: &missing)
        #expect(missing == [7] + expected)
        #expect(n == expected.count)
    }
}
