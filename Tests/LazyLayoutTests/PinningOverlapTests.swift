import LazyLayout
import ScrollCore
import Testing

/// Pinned headers and footers never leave their own section and never overlap each other
/// (UICollectionView's and Compose's sticky rules; issue 15, Must 3). Reproduces the two cases the
/// issue found: the gallery, whose pinned footer of a short section ("Paper cranes") was drawn
/// over that section's header, and colors-footers, whose pushed header ("Greens") covered its own
/// footer — both sections shorter than the viewport with pinned headers and footers.
@Suite("Pinned views stay in their section")
struct PinningOverlapTests {
    /// Headers 52 pt, footers 30 pt, 20 pt rows, 1 pt spacing; short sections (1–3 rows, shorter
    /// than the viewport) between long ones.
    static var source: FakeSource {
        var source = FakeSource(sections: [3, 1, 12, 2, 1, 20, 3])
        source.footerExtent = 30
        return source
    }

    /// Natural (unpinned) section ranges in content coordinates: all extents are exact.
    static func sectionRanges(_ source: FakeSource, spacing: Points) -> [(start: Points, end: Points)] {
        var ranges: [(Points, Points)] = []
        var position: Points = 0
        for items in source.sections {
            let start = position
            let length = 52 + Double(items) * (20 + spacing) + spacing + 30
            ranges.append((start, start + length))
            position += length + spacing
        }
        return ranges
    }

    @Test("Through every offset, a pinned header and footer stay within their section and never overlap", arguments: Axis.allCases)
    func sweep(axis: Axis) {
        let source = Self.source
        let spacing: Points = 1
        let viewport: Points = 300
        let ranges = Self.sectionRanges(source, spacing: spacing)
        let contentEnd = ranges.last!.end
        var stack = LazyStackLayout(source: source)
        var overlapsChecked = 0
        for step in 0...Int((contentEnd - viewport) / 3) {
            let offset = Double(step) * 3
            let c = LayoutConstraints(axis: axis, viewportSize: Size(main: viewport, cross: 200, axis: axis), scrollOffset: offset,
                                      cacheExtent: 0, spacing: spacing, pinnedViews: [.sectionHeaders, .sectionFooters])
            let result = stack.layout(c, source: source)
            #expect(result.correction == 0, "exact extents: no correction at \(offset)")
            for (section, range) in ranges.enumerated() {
                let start = range.start - result.scrollOffset, end = range.end - result.scrollOffset
                let header = result.placed.first { $0.path == .header(of: section) }
                let footer = result.placed.first { $0.path == .footer(of: section) }
                for element in [header, footer].compactMap({ $0 }) where element.pinning != .none {
                    #expect(element.frame.mainMin(axis) >= start - 1e-9 && element.frame.mainMax(axis) <= end + 1e-9,
                            "\(axis) offset \(offset): pinned \(element.path) at \(element.frame.mainMin(axis))…\(element.frame.mainMax(axis)) outside its section \(start)…\(end)")
                }
                if let header, let footer, header.pinning != .none || footer.pinning != .none {
                    overlapsChecked += 1
                    #expect(header.frame.mainMax(axis) <= footer.frame.mainMin(axis) + 1e-9,
                            "\(axis) offset \(offset): section \(section)'s header ends at \(header.frame.mainMax(axis)), its footer starts at \(footer.frame.mainMin(axis))")
                }
                // Sticky: a header is held at the leading edge while its section has room for it
                // above its footer's natural place; a footer at the trailing edge while there is room
                // below its header.
                if let header, header.pinning == .leading, end - 30 - 52 >= 0 {
                    #expect(header.frame.mainMin(axis) == 0)
                }
                if let footer, footer.pinning == .trailing, let header, header.pinning == .none, start + 52 <= viewport - 30 {
                    #expect(abs(footer.frame.mainMin(axis) - (viewport - 30)) < 1e-9)
                }
            }
        }
        #expect(overlapsChecked > 50, "sections with a pinned view were on screen: \(overlapsChecked)")
    }

    // The colors-footers case: a one-row section (52 + 21 + 1 + 30 = 104 pt) scrolled so its
    // header is pushed: section 1 spans 0…104 in content after section 0 (3 rows: 52 + 63 + 1 +
    // 30 = 146, + 1 spacing = 147). At offset 147 + 40 the section's top is 40 above the edge: the
    // header is held at −(52 + 40 − 104 + 30) ... i.e. its end meets the footer's start, 104 − 40 −
    // 30 = 34, never below; the footer (natural 34…64) stays where it is.
    @Test("A pushed header ends where its own footer begins", arguments: Axis.allCases)
    func pushedHeaderMeetsItsFooter(axis: Axis) {
        var stack = LazyStackLayout(source: Self.source)
        let c = LayoutConstraints(axis: axis, viewportSize: Size(main: 300, cross: 200, axis: axis), scrollOffset: 147 + 40,
                                  cacheExtent: 0, spacing: 1, pinnedViews: [.sectionHeaders, .sectionFooters])
        _ = stack.layout(LayoutConstraints(axis: axis, viewportSize: Size(main: 300, cross: 200, axis: axis), scrollOffset: 0,
                                           cacheExtent: 0, spacing: 1, pinnedViews: [.sectionHeaders, .sectionFooters]), source: Self.source)
        let result = stack.layout(c, source: Self.source)
        let header = result.placed.first { $0.path == .header(of: 1) }!
        let footer = result.placed.first { $0.path == .footer(of: 1) }!
        #expect(header.pinning == .leading)
        #expect(abs(footer.frame.mainMin(axis) - 34) < 1e-9)
        #expect(abs(header.frame.mainMax(axis) - 34) < 1e-9)
    }
}
