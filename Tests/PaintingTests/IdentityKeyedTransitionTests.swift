import DisplayList
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects
import ScrollHosting
import Testing

/// Animated scroll transitions follow the element, not its index (issue 14, Must 5): rows
/// inserted above an element in the middle of its transition animation leave that animation
/// running on the same element, and start none on the element that now has its old index.
@MainActor
@Suite("Transition animations are keyed by element id")
struct IdentityKeyedTransitionTests {
    /// One section of rows with string ids, 50 pt each, no header.
    struct Rows: LazyStackDataSource {
        var ids: [String]
        var sectionCount: Int { 1 }
        func itemCount(inSection section: Int) -> Int { ids.count }
        func hasHeader(inSection section: Int) -> Bool { false }
        func id(of path: ElementPath) -> String { ids[path.kind.row!] }
        func measure(_ path: ElementPath, crossExtent: Points) -> Points { 50 }
        func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { 50 }
    }

    @Test("An insert above keeps a running transition on its element", arguments: Axis.allCases)
    func insertAbove(axis: Axis) throws {
        let rows = Rows(ids: (0..<30).map { "r\($0)" })
        let content = LazyStackContent(source: rows, axis: axis, cacheExtent: 0) { _, _, _, _ in }
        content.transition = ScrollTransition(.animated(.easeInOut(duration: 0.4))) { effect, phase in
            effect.opacity(phase.isIdentity ? 1 : 0.2)
        }
        let size = Size(main: 200, cross: 100, axis: axis)
        let viewport = Rect(origin: .zero, size: size)
        var result = LayoutResult(constraints: content.constraints(viewport: size, scrollOffset: 0))
        var list = DisplayList()
        func frame(offset: Points, at time: Seconds) {
            content.layout(content.constraints(viewport: size, scrollOffset: offset), into: &result)
            list.removeAll()
            _ = content.paint(result, viewport: viewport, context: PaintContext(timeSeconds: time, paintNested: { _, _, _ in }), into: &list)
        }
        frame(offset: 0, at: 0)
        // Row r0 crosses the leading edge: its animation toward the leading phase starts at 0.1 s.
        frame(offset: 30, at: 0.1)
        let started = try #require(content.transitionAnimator.entries["r0"])
        #expect(started.startTime == 0.1)
        // Two rows inserted above: r0 is now index 2, and index 0 is the new row n0.
        content.update(source: Rows(ids: ["n0", "n1"] + rows.ids), changes: [.insertItems(section: 0, rows: 0..<2)])
        frame(offset: 30, at: 0.2)          // physics' offset; the pass corrects it by 100
        #expect(result.correction == 100)
        let continued = try #require(content.transitionAnimator.entries["r0"])
        #expect(continued == started, "the same animation, on the same element")
        #expect(content.transitionAnimator.entries["n0"] == nil && content.transitionAnimator.entries["n1"] == nil)
        // Every entry belongs to a realized element.
        let realized = Set(content.realizedPaths().map { AnyHashable(Rows(ids: ["n0", "n1"] + rows.ids).id(of: $0)) })
        #expect(Set(content.transitionAnimator.entries.keys).isSubset(of: realized))
    }
}
