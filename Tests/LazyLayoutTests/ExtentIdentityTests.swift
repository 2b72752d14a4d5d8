import LazyLayout
import ScrollCore
import Testing

/// Issue 14 item 5: the extent cache is indexed by position, so after an insert or remove above
/// the viewport every measurement must move with its element (`LazyStackLayout.apply`), or the
/// rows near the viewport would be laid out with their neighbours' extents.
@Suite("Measured extents follow their element across data changes")
struct ExtentIdentityTests {
    /// Row ids are the array's values; a row's extent depends on its id only (10…26 pt), so a
    /// measurement left at the wrong index shows as a wrong extent.
    static func extent(ofID id: Int) -> Points { 10 + Double(id % 17) }

    static func source(_ ids: [Int]) -> CollectionDataSource<[Int], Int> {
        CollectionDataSource(ids, id: { $0 }, estimate: 18, extent: { id, _ in extent(ofID: id) })
    }

    func constraints(_ offset: Points, axis: Axis) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: Size(main: 300, cross: 200, axis: axis), scrollOffset: offset,
                          cacheExtent: 60, spacing: 2)
    }

    /// Scrolls 400 rows (ids 0…399) to offset 3000, applies `changes` after `edit`, and checks
    /// that every measurement in the cache is the extent of the element now at its index, and
    /// that the next pass measures none of the rows that were already measured.
    func check(axis: Axis, edit: (inout [Int]) -> Void, changes: [DataChange], newRows: Int) {
        var ids = Array(0..<400)
        var data = Self.source(ids)
        var stack = LazyStackLayout(source: data)
        var result = stack.layout(constraints(0, axis: axis), source: data)
        var at: Points = 0
        while at < 3_000 { at = min(3_000, at + 200); result = stack.layout(constraints(at, axis: axis), source: data) }
        let measuredBefore = stack.extents.measuredCount
        #expect(measuredBefore > 100)                       // the walk measured everything it passed
        let topID = data.id(of: result.placed.first { $0.isVisible }!.path)

        edit(&ids)
        data = Self.source(ids)
        stack.apply(changes, source: data)
        var wrong = 0, seen = 0
        stack.extents.forEachMeasurement { index, extent, _ in
            seen += 1
            if extent != Self.extent(ofID: ids[index]) { wrong += 1 }
        }
        #expect(wrong == 0)
        #expect(seen == measuredBefore + min(0, newRows))   // removed rows take their measurements along

        result = stack.layout(constraints(result.scrollOffset, axis: axis), source: data)
        // The edit was above the viewport: nothing visible is measured again.
        #expect(result.stats.measuredThisPass == 0)
        let top = result.placed.first { $0.isVisible }!
        #expect(data.id(of: top.path) == topID)
        for element in result.placed {
            #expect(element.frame.size.main(axis) == Self.extent(ofID: data.id(of: element.path)))
        }
    }

    @Test("An insert above moves the measurements near the viewport with their rows", arguments: Axis.allCases)
    func insertAbove(axis: Axis) {
        // Five new rows (ids 1000…1004, extents unlike their neighbours') at row 20, far above.
        check(axis: axis, edit: { $0.insert(contentsOf: 1000..<1005, at: 20) },
              changes: [.insertItems(section: 0, rows: 20..<25)], newRows: 5)
    }

    @Test("A remove above moves the measurements near the viewport with their rows", arguments: Axis.allCases)
    func removeAbove(axis: Axis) {
        check(axis: axis, edit: { $0.removeSubrange(30..<37) }, changes: [.removeItems(section: 0, rows: 30..<37)], newRows: -7)
    }

    @Test("A move carries its measurement; the rows between shift with theirs", arguments: Axis.allCases)
    func moveAbove(axis: Axis) {
        check(axis: axis, edit: { let id = $0.remove(at: 3); $0.insert(id, at: 60) },
              changes: [.moveItem(fromSection: 0, fromRow: 3, toSection: 0, toRow: 60)], newRows: 0)
    }
}
