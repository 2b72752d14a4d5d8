import LazyLayout
import Testing

@Suite("Section index")
struct SectionIndexTests {
    @Test("Global indices map to paths and back, with empty sections and footers")
    func roundTrip() {
        var source = FakeSource(sections: [3, 0, 2])
        source.footerExtent = 10
        var index = SectionIndex(source)
        // Section 0: header, 3 rows, footer = 5; section 1: header, footer = 2; section 2: 4.
        #expect(index.sectionStarts == [0, 5, 7, 11])
        #expect(index.path(at: 0) == .header(of: 0))
        #expect(index.path(at: 3) == .item(2, in: 0))
        #expect(index.path(at: 4) == .footer(of: 0))
        #expect(index.path(at: 5) == .header(of: 1))
        #expect(index.path(at: 6) == .footer(of: 1))
        #expect(index.path(at: 8) == .item(0, in: 2))
        for i in 0..<index.elementCount { #expect(index.index(of: index.path(at: i)) == i) }
        #expect(index.decorationsBefore(0) == (0, 0))
        #expect(index.decorationsBefore(1) == (1, 0))
        #expect(index.decorationsBefore(5) == (1, 1))
        #expect(index.decorationsBefore(8) == (3, 2))
        #expect(index.decorationsBefore(11) == (3, 3))
    }

    @Test("Building over ten million items in one section is O(sections)")
    func largeSection() {
        var index = SectionIndex(FakeSource(sections: [10_000_000], headerExtent: nil))
        #expect(index.sectionStarts == [0, 10_000_000])
        #expect(index.path(at: 9_999_999) == .item(9_999_999, in: 0))
    }
}
