import LazyLayout
import ScrollCore
import Testing

@Suite("Data changes keep the anchor")
struct DataChangeTests {
    func constraints(_ offset: Points, axis: Axis = .vertical) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: Size(main: 300, cross: 200, axis: axis), scrollOffset: offset,
                          cacheExtent: 50, spacing: 1, pinnedViews: [.sectionHeaders])
    }

    /// Runs the change and returns how far the element that was at the top of the viewport
    /// moved on screen (0 = no jump).
    /// `newPath` maps the top element's path to where it is after the change (FakeSource's ids
    /// are paths, so a section insert renames everything after it).
    func jumpAfter(_ changes: [DataChange], edit: (inout FakeSource) -> Void, axis: Axis = .vertical,
                   offset: Points = 2_000, newPath: (ElementPath) -> ElementPath = { $0 }) -> (jump: Points, result: LayoutResult) {
        var source = FakeSource(sections: Array(repeating: 10, count: 30))
        var stack = LazyStackLayout(source: source)
        var result = stack.layout(constraints(0, axis: axis), source: source)
        var at: Points = 0
        while at < offset { at = min(offset, at + 250); result = stack.layout(constraints(at, axis: axis), source: source) }
        let top = result.placed.first { $0.isVisible && $0.pinning == .none }!
        let id = source.id(of: newPath(top.path))
        let before = top.frame.mainMin(axis)
        edit(&source)
        stack.apply(changes, source: source)
        result = stack.layout(constraints(result.scrollOffset, axis: axis), source: source)
        let after = result.placed.first { source.id(of: $0.path) == id && $0.pinning == .none }
        return ((after?.frame.mainMin(axis) ?? .infinity) - before, result)
    }

    @Test("Inserting rows above the viewport moves nothing on screen; the correction is their extent", arguments: Axis.allCases)
    func insertAbove(axis: Axis) {
        // Section 2 is far above offset 2000 (sections are 52 + 10·21 = 262 + 1 pt apart).
        let (jump, result) = jumpAfter([.insertItems(section: 2, rows: 0..<3)], edit: { $0.sections[2] += 3 }, axis: axis)
        #expect(jump == 0)
        #expect(result.correction == 3 * 21)
    }

    @Test("Removing rows above the viewport moves nothing on screen")
    func removeAbove() {
        let (jump, result) = jumpAfter([.removeItems(section: 1, rows: 2..<6)], edit: { $0.sections[1] -= 4 })
        #expect(jump == 0)
        #expect(result.correction == -4 * 21)
    }

    @Test("Inserting and removing whole sections above moves nothing on screen")
    func sections() {
        var (jump, _) = jumpAfter([.insertSection(at: 0, itemCount: 7, hasHeader: true, hasFooter: false)],
                                  edit: { $0.sections.insert(7, at: 0) },
                                  newPath: { ElementPath(section: $0.section + 1, kind: $0.kind) })
        #expect(jump == 0)
        (jump, _) = jumpAfter([.removeSection(at: 1)], edit: { $0.sections.remove(at: 1) },
                              newPath: { ElementPath(section: $0.section - 1, kind: $0.kind) })
        #expect(jump == 0)
    }

    @Test("Moving a row from above to below the viewport moves the content up by its slot only")
    func move() {
        // Row 0 of section 0 moves to the end of section 29: everything between shifts up 21 pt,
        // which the correction absorbs, so on screen nothing moves.
        let (jump, result) = jumpAfter([.moveItem(fromSection: 0, fromRow: 0, toSection: 29, toRow: 10)],
                                       edit: { $0.sections[0] -= 1; $0.sections[29] += 1 })
        #expect(jump == 0)
        #expect(result.correction == -21)
    }

    @Test("Changes below the viewport need no correction")
    func below() {
        let (jump, result) = jumpAfter([.insertItems(section: 25, rows: 0..<5)], edit: { $0.sections[25] += 5 })
        #expect(jump == 0)
        #expect(result.correction == 0)
    }

    @Test("Changes that do not describe the new data reload instead of corrupting the layout")
    func mismatchReloads() {
        let (_, result) = jumpAfter([.insertItems(section: 2, rows: 0..<1)], edit: { $0.sections[2] += 5 })
        #expect(result.validate() == nil)
        #expect(result.scrollOffset.isFinite)
    }
}
