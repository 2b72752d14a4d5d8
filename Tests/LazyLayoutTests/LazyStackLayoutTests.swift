import LazyLayout
import ScrollCore
import Testing

/// The Colors geometry from Apple's article (seed 002): 52 pt headers (a 20 pt line plus 16 pt
/// padding above and below), 20 pt rows, 1 pt spacing.
/// Section s starts at 157·s + s = 158·s: a header (52) + 5 × (1 + 20) = 157, then 1 pt spacing.
private let sectionPitch: Points = 158

private func colors(_ repeats: Int = 3) -> FakeSource { FakeSource(sections: Array(repeating: 5, count: 3 * repeats)) }

private func layout(_ source: FakeSource, offsets: [Points], axis: Axis = .vertical, viewport: Points = 400,
                    pinned: PinnedViews = [.sectionHeaders], cache: Points = 0, keepAlive: Points = 0) -> LayoutResult {
    var stack = LazyStackLayout(source: source)
    var result: LayoutResult!
    // Start at the top, as a user does: the engine measures the headers it walks past, so
    // the header estimate (44 pt until one is measured) never enters these exact frames.
    for offset in [0] + offsets {
        let c = LayoutConstraints(axis: axis, viewportSize: Size(main: viewport, cross: 300, axis: axis),
                                  scrollOffset: offset, cacheExtent: cache, spacing: 1, pinnedViews: pinned,
                                  keepAliveExtent: keepAlive)
        result = stack.layout(c, source: source)
        #expect(result.validate() == nil, "\(result.validate() ?? "")")
    }
    return result
}

private func frame(_ result: LayoutResult, _ path: ElementPath) -> Rect? {
    result.placed.first { $0.path == path }?.frame
}

@Suite("Lazy stack measure pass")
struct LazyStackLayoutTests {
    @Test("Frames at offset 0 follow header, rows and spacing exactly", arguments: Axis.allCases)
    func framesAtZero(axis: Axis) {
        let result = layout(colors(), offsets: [0], axis: axis)
        #expect(result.correction == 0)
        let header = frame(result, .header(of: 0))!
        #expect(header.mainMin(axis) == 0 && header.mainMax(axis) == 52)
        // Row r of section 0 starts after the header and r + 1 spacings: 52 + 1 + 21·r.
        for row in 0..<5 {
            let f = frame(result, .item(row, in: 0))!
            #expect(f.mainMin(axis) == 53 + 21 * Double(row))
            #expect(f.size.main(axis) == 20)
            #expect(f.size.cross(axis) == 300)
        }
        #expect(frame(result, .header(of: 1))!.mainMin(axis) == sectionPitch)
        // 400 pt shows sections 0 and 1 (0…315) and part of section 2 (316…).
        #expect(result.stats.visible == result.placed.count)
        #expect(result.contentExtent == 9 * sectionPitch - 1)
    }

    @Test("Rows scroll by exactly the offset, both directions", arguments: Axis.allCases, [1.0, -1.0])
    func scrollsByOffset(axis: Axis, direction: Double) {
        let start: Points = 300
        let target = start + direction * 37.5
        let result = layout(colors(), offsets: [start, target], axis: axis)
        #expect(result.correction == 0)
        #expect(result.scrollOffset == target)
        // Row 2 of section 2 is at content offset 316 + 52 + 1 + 2·21 = 411.
        let row = frame(result, .item(2, in: 2))!
        #expect(row.mainMin(axis) == 411 - target)
    }

    @Test("Pinned header stays at the top mid-section, then the section end pushes it off")
    func pinnedHeaderPushOff() {
        // Mid-section 0: at 60 the header is held at 0 (its natural place is −60).
        var result = layout(colors(), offsets: [60])
        #expect(frame(result, .header(of: 0)) == Rect(x: 0, y: 0, width: 300, height: 52))
        #expect(result.pinnedHeaderSection == 0)
        #expect(result.placed.last?.path == .header(of: 0), "pinned views paint last")
        // The section ends at 157 − offset; the header leaves when that passes 52: offset > 105.
        result = layout(colors(), offsets: [105])
        #expect(frame(result, .header(of: 0))!.minY == 0)
        result = layout(colors(), offsets: [130])
        #expect(frame(result, .header(of: 0))!.minY == 157 - 130 - 52)       // −25: pushed up, touching the section end
        #expect(frame(result, .header(of: 1))!.minY == sectionPitch - 130)  // 28: the next header scrolls in under it
        #expect(frame(result, .header(of: 0))!.maxY <= frame(result, .header(of: 1))!.minY, "never overlapping")
        // Once the next header reaches the top it is the pinned one.
        result = layout(colors(), offsets: [sectionPitch + 10])
        #expect(frame(result, .header(of: 1))!.minY == 0)
        #expect(result.pinnedHeaderSection == 1)
        #expect(frame(result, .header(of: 0)) == nil)
    }

    @Test("Pinned header position is continuous through the push-off (never jumps)")
    func pinnedHeaderIsContinuous() {
        var stack = LazyStackLayout(source: colors())
        var previous: Points?
        for step in 0...400 {
            let offset = Double(step) * 0.5
            let c = LayoutConstraints(viewportSize: Size(width: 300, height: 400), scrollOffset: offset,
                                      cacheExtent: 0, spacing: 1, pinnedViews: [.sectionHeaders])
            let result = stack.layout(c, source: colors())
            guard let y = result.placed.first(where: { $0.path == .header(of: 0) && $0.isVisible })?.frame.minY else {
                previous = nil
                continue
            }
            if let previous { #expect(abs(y - previous) <= 0.5 + 1e-9, "header 0 jumped at offset \(offset)") }
            previous = y
        }
    }

    @Test("Pinned footers hold the bottom edge until their section's start pushes them down", arguments: Axis.allCases)
    func pinnedFooter(axis: Axis) {
        var source = colors()
        source.footerExtent = 30
        // Section pitch with a footer: 52 + 5·21 + 1 + 30 = 188, plus 1 spacing = 189.
        let result = layout(source, offsets: [0], axis: axis, viewport: 100, pinned: [.sectionFooters])
        let footer = result.placed.first { $0.path == .footer(of: 0) }!
        #expect(footer.pinning == .trailing)
        #expect(footer.frame.mainMin(axis) == 70)   // viewport 100 − footer 30
        #expect(result.pinnedFooterSection == 0)
    }

    @Test("Only elements in the viewport plus the cache margin are created, however long the data")
    func realizedStaysBounded() {
        var counts: [Int] = []
        for repeats in [10, 100, 1_000, 10_000] {
            let log = FakeSource.MeasureLog()
            var source = colors(repeats)
            source.measureLog = log
            // Start at the top, jump to the middle, scroll 60 steps of 16 pt: about 50 elements at
            // the top, 50 in the middle and 46 more scrolled in are measured, each once.
            let middle = Double(3 * repeats / 2) * sectionPitch
            let result = layout(source, offsets: (0...60).map { middle + Double($0) * 16 }, viewport: 800, cache: 100)
            counts.append(result.stats.realized)
            // 800 pt + 2 × 100 pt margin ≈ 1000 pt / ~21 pt per element ≈ 48 elements.
            #expect(result.stats.realized <= 52)
            #expect(log.paths.count < 200, "measured \(log.paths.count) elements for \(repeats) repeats")
        }
        #expect(Set(counts).count == 1, "realized count independent of data size: \(counts)")
    }

    @Test("The end of the last element meets the content end exactly", arguments: Axis.allCases, EstimateAccuracy.allCases)
    func exactEnd(axis: Axis, accuracy: EstimateAccuracy) {
        var source = colors(20)
        source.itemEstimate = accuracy.estimate
        var stack = LazyStackLayout(source: source)
        var offset: Points = 0
        var result: LayoutResult!
        // Scroll forward by 150 pt a frame, applying corrections and clamping to the range the
        // engine reports, until the range stops growing at the end.
        for _ in 0..<200 {
            let c = LayoutConstraints(axis: axis, viewportSize: Size(main: 400, cross: 300, axis: axis),
                                      scrollOffset: offset, cacheExtent: 50, spacing: 1, pinnedViews: [])
            result = stack.layout(c, source: source)
            offset = min(result.scrollOffset + 150, result.maxOffset)
        }
        let last = result.placed.first { $0.path == .item(4, in: 59) }!
        #expect(abs(last.frame.mainMax(axis) - 400) < 1e-9, "last element ends at \(last.frame.mainMax(axis))")
        #expect(abs(result.contentExtent - (60 * sectionPitch - 1)) < 1e-9)
    }

    @Test("Replacing estimates above the viewport moves nothing on screen", arguments: Axis.allCases, EstimateAccuracy.allCases)
    func noJumpOnCorrection(axis: Axis, accuracy: EstimateAccuracy) {
        var source = colors(50)
        source.itemEstimate = accuracy.estimate
        var stack = LazyStackLayout(source: source)
        func run(_ offset: Points) -> LayoutResult {
            stack.layout(LayoutConstraints(axis: axis, viewportSize: Size(main: 400, cross: 300, axis: axis),
                                           scrollOffset: offset, cacheExtent: 0, spacing: 1, pinnedViews: []), source: source)
        }
        // Jump deep into unmeasured data, then scroll backward 10 pt a frame, measuring above.
        var result = run(10_000)
        var offset = result.scrollOffset
        for _ in 0..<40 {
            let anchor = result.placed.first { $0.isVisible }!
            let before = anchor.frame.mainMin(axis)
            result = run(offset - 10)
            let after = result.placed.first { $0.index == anchor.index }!.frame.mainMin(axis)
            #expect(abs(after - (before + 10)) < 1e-9, "element #\(anchor.index) moved \(after - before - 10) pt more than the scroll")
            offset = result.scrollOffset
            if accuracy == .exact { #expect(result.correction == 0) }
        }
    }

    @Test("Overscroll at the start leaves a gap above the first element")
    func overscrollAtStart() {
        let result = layout(colors(), offsets: [-40])
        #expect(frame(result, .header(of: 0))!.minY == 40)
        #expect(result.scrollOffset == -40)
        #expect(result.pinnedHeaderSection == nil)
    }

    @Test("Empty data and zero-sized viewports give finite, empty layouts")
    func degenerate() {
        let empty = layout(FakeSource(sections: []), offsets: [0, 100])
        #expect(empty.placed.isEmpty)
        #expect(empty.contentExtent == 0)
        let zero = layout(colors(), offsets: [0, .nan, 50], viewport: 0)
        #expect(zero.scrollOffset.isFinite)
    }
}
