import LazyLayout
import ScrollCore
import Testing

/// A stack of 1,000 rows in a 100 pt viewport (cache 40 pt, keep-alive 60 pt), scrolled by
/// passes; optionally running the idle-time prefetch after each pass, as a host does after
/// presenting.
private struct IdleRows {
    var stack: LazyStackLayout<FakeSource>
    let source: FakeSource
    let log = FakeSource.MeasureLog()
    let axis: Axis
    init(axis: Axis = .vertical, estimate: Points = 20, extent: @escaping (ElementPath) -> Points = { _ in 20 }) {
        source = FakeSource(sections: [1000], headerExtent: nil, itemExtent: extent, itemEstimate: estimate, measureLog: log)
        stack = LazyStackLayout(source: source)
        self.axis = axis
    }
    mutating func layout(_ offset: Points) -> LayoutResult {
        let c = LayoutConstraints(axis: axis, viewportSize: Size(main: 100, cross: 50, axis: axis), scrollOffset: offset,
                                  cacheExtent: 40, keepAliveExtent: 60)
        return stack.layout(c, source: source)
    }
    /// Items measured so far, by row.
    var measuredRows: [Int] { log.paths.compactMap(\.kind.row) }
}

@Suite("Idle-time prefetch: the next pass's rows made between frames")
struct IdlePrefetchTests {
    @Test("After a pass that scrolled 30 pt, the rows the next window reaches are measured, and only those")
    func measuresWhatTheNextPassReaches() {
        var rows = IdleRows()
        _ = rows.layout(200)
        // Offset 230: the window −40…140 holds rows up to 18 (leading edge 360 − 230 = 130);
        // row 19 (leading edge 150) waits. The next pass's window ends 30 pt further, at 170:
        // row 19 (150 < 170) is prefetched, row 20 (170) is not.
        let second = rows.layout(230)
        #expect(second.placed.last?.index == 18)
        let before = rows.measuredRows.count
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 1)
        #expect(Array(rows.measuredRows.dropFirst(before)) == [19])
        // The next pass places row 19 without measuring it, and says what the idle step did.
        let third = rows.layout(260)
        #expect(third.placed.last?.index == 19)
        #expect(third.stats.measuredThisPass == 0)
        #expect(third.stats.prefetchedIdle == 1)
        // Rows 20 and 21 (leading edges 140 and 160 < 170) next; a second idle step right after
        // finds nothing more to do.
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 2)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 0)
    }

    /// A wheel's glide slows every frame: the idle step makes what the next window would reach
    /// at the last speed, and the slower pass falls short of it.
    @Test("A scroll that slows keeps the rows the idle step made while its keep-alive window holds them; one that turns lets them go")
    func slowingKeepsWhatWasMadeReady() {
        var rows = IdleRows()
        _ = rows.layout(200)
        _ = rows.layout(230)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 1)     // row 19
        // 5 pt instead of 30: the prefetch window ends at 140, before row 19's leading edge
        // (380 − 235 = 145); the keep-alive window (to 200) holds it, and it was made: realized,
        // not measured again.
        let slowed = rows.layout(235)
        #expect(slowed.placed.last?.index == 19)
        #expect(slowed.created.contains(19))
        #expect(slowed.stats.measuredThisPass == 0)
        // It stays realized in the next pass as any element in the keep-alive window does.
        #expect(rows.layout(236).placed.last?.index == 19)

        var turned = IdleRows()
        _ = turned.layout(200)
        _ = turned.layout(230)
        #expect(turned.stack.prefetchAhead(source: turned.source, maxElements: 8) == 1)
        // Back to 100: the keep-alive window ends at 300 in content points, before row 19 (380).
        let back = turned.layout(100)
        #expect(back.placed.last.map { $0.index < 19 } == true)
        #expect(!turned.stack.realizedIndices.contains(19))
    }

    @Test("At rest, on the first pass, after a jump and after a data change, nothing is prefetched")
    func nothingWithoutAScroll() {
        var rows = IdleRows()
        _ = rows.layout(200)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 0)   // first pass: no delta
        _ = rows.layout(200)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 0)   // at rest
        _ = rows.layout(5000)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 0)   // a jump (relocated)
        _ = rows.layout(5030)
        rows.stack.apply([.insertItems(section: 0, rows: 0..<1)], source: FakeSource(sections: [1001], headerExtent: nil, measureLog: rows.log))
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 0)   // the edges name other rows
    }

    @Test("maxElements caps an idle step; 0 turns it off")
    func capped() {
        var rows = IdleRows()
        _ = rows.layout(0)
        _ = rows.layout(100)        // 100 pt a pass: rows 12…16 are next (leading edges 140…220 < 240)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 0) == 0)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 2) == 2)
        #expect(rows.stack.prefetchAhead(source: rows.source, maxElements: 8) == 3)
        #expect(rows.measuredRows.suffix(5) == [12, 13, 14, 15, 16])
    }

    /// A steady scroll with idle prefetch lays out exactly as without it — same elements, frames,
    /// offsets and corrections — while its passes (after the first two) measure nothing.
    @Test("A steady scroll places the same frames with idle prefetch, and its passes measure nothing",
          arguments: Axis.allCases, [1.0, -1.0])
    func sameLayoutNoMeasuringInPasses(axis: Axis, direction: Double) {
        for accuracy in EstimateAccuracy.allCases {
            // Rows of 20, 27 and 34 pt in turn; the estimate as `accuracy` says.
            let extent: (ElementPath) -> Points = { 20 + Points(($0.kind.row ?? 0) % 3) * 7 }
            var plain = IdleRows(axis: axis, estimate: accuracy.estimate, extent: extent)
            var idle = IdleRows(axis: axis, estimate: accuracy.estimate, extent: extent)
            let start: Points = direction > 0 ? 300 : 20_000
            var offset = start, idleOffset = start
            for pass in 0..<60 {
                let a = plain.layout(offset), b = idle.layout(idleOffset)
                #expect(a.placed == b.placed, "\(accuracy) pass \(pass)")
                #expect(a.scrollOffset == b.scrollOffset && a.correction == b.correction, "\(accuracy) pass \(pass)")
                if pass >= 2 { #expect(b.stats.measuredThisPass == 0, "\(accuracy) pass \(pass)") }
                idle.stack.prefetchAhead(source: idle.source, maxElements: 8)
                // Physics takes the correction, then moves 45 pt (more than a row: two rows some passes).
                offset = a.scrollOffset + 45 * direction
                idleOffset = b.scrollOffset + 45 * direction
            }
        }
    }
}
