import LazyLayout
import OrderedCollections
import ScrollCore
import Testing

@Suite("scrollTo(id:) finds its element: O(1) for indexed collections, a documented walk otherwise")
struct ElementLookupTests {
    struct Item: Identifiable, Hashable { let id: String }

    @Test("A Range of ten million rows identified by itself: one id compared, at any row", arguments: [0, 5_000_000, 9_999_999])
    func range(row: Int) {
        let result = ElementLookup.offset(of: row + 10, in: 10..<10_000_010, id: { $0 })
        #expect(result == .init(offset: row, idsCompared: 1))
        #expect(ElementLookup.offset(of: 5, in: 10..<20, id: { $0 }).offset == nil)
    }

    @Test("IdentifiedArray, OrderedSet and an OrderedDictionary's elements by key: one id compared")
    func indexedCollections() {
        let items = IdentifiedArray((0..<100_000).map { Item(id: "item \($0)") })
        #expect(ElementLookup.offset(of: "item 99999", in: items, id: \.id) == .init(offset: 99_999, idsCompared: 1))
        let set = OrderedSet((0..<100_000).map { "k\($0)" })
        #expect(ElementLookup.offset(of: "k77777", in: set, id: { $0 }) == .init(offset: 77_777, idsCompared: 1))
        var dict = OrderedDictionary<Int, String>()
        for key in stride(from: 0, to: 30_000, by: 3) { dict[key] = "v\(key)" }
        #expect(ElementLookup.offset(of: 29_997, in: dict.elements, id: \.key) == .init(offset: 9_999, idsCompared: 1))
        #expect(ElementLookup.offset(of: 29_997, in: dict.keys, id: { $0 }) == .init(offset: 9_999, idsCompared: 1))
        #expect(ElementLookup.offset(of: 1, in: dict.elements, id: \.key).offset == nil)
    }

    @Test("A plain array walks: the ids up to the match are compared (documented O(n))")
    func plainArray() {
        let items = (0..<1_000).map { Item(id: "item \($0)") }
        #expect(ElementLookup.offset(of: "item 700", in: items, id: \.id) == .init(offset: 700, idsCompared: 701))
        #expect(ElementLookup.offset(of: "none", in: items, id: \.id) == .init(offset: nil, idsCompared: 1_000))
    }

    @Test("An id that is not the collection's own still finds the right element (by a walk)")
    func disagreeingID() {
        // Rows identified by twice their value: the Range's guess (offset 40) names id 80, not 40.
        let result = ElementLookup.offset(of: 40, in: 0..<100, id: { $0 * 2 })
        #expect(result.offset == 20)
        #expect(result.idsCompared == 1 + 21)
    }

    @Test("Data sources answer path(of:); the stack maps it to a global index")
    func dataSources() {
        let rows = CollectionDataSource(0..<10_000_000, id: { $0 }, uniformExtent: 24)
        #expect(rows.path(of: 9_999_999) == .item(9_999_999, in: 0))
        var stack = LazyStackLayout(source: rows)
        _ = stack.layout(LayoutConstraints(axis: .vertical, viewportSize: Size(width: 400, height: 800), scrollOffset: 0), source: rows)
        #expect(stack.index(of: 1_234_567, source: rows) == 1_234_567)
        #expect(stack.index(of: -1, source: rows) == nil)
        // The protocol's default walks sections: headers, items, footers.
        var sectioned = FakeSource(sections: [3, 0, 2], headerExtent: 30)
        sectioned.footerExtent = 10
        let layout = LazyStackLayout(source: sectioned)
        #expect(sectioned.path(of: ElementPath.item(1, in: 2).description) == .item(1, in: 2))
        #expect(layout.index(of: ElementPath.footer(of: 1).description, source: sectioned) == 6)  // 5 elements in section 0, then header #5, footer #6
        #expect(sectioned.path(of: "nothing") == nil)
    }
}
