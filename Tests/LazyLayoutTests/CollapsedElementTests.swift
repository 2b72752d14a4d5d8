import LazyLayout
import ScrollCore
import Testing

/// Items that resolve to nothing (seed 004's `if step.isVisible(in: detailLevel)` inside a
/// `ForEach`): zero size and no spacing, so the visible rows sit exactly where they would if the
/// hidden ones were not in the data at all.
@Suite("Collapsed items")
struct CollapsedElementTests {
    /// Rows 20 pt, spacing 4, every third row (r % 3 == 1) hidden.
    private func source() -> FakeSource {
        FakeSource(sections: [30], headerExtent: nil,
                   itemExtent: { path in path.kind.row! % 3 == 1 ? LazyStackCollapsedExtent : 20 })
    }

    private func constraints(_ axis: Axis, offset: Points) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: Size(main: 200, cross: 300, axis: axis),
                          scrollOffset: offset, cacheExtent: 0, spacing: 4)
    }

    @Test("Visible rows follow each other at the spacing; hidden ones take nothing", arguments: Axis.allCases)
    func placement(axis: Axis) {
        let data = source()
        var stack = LazyStackLayout(source: data)
        let result = stack.layout(constraints(axis, offset: 0), source: data)
        #expect(result.validate() == nil, "\(result.validate() ?? "")")
        let shown = result.placed.filter { !$0.isCollapsed }
        // Shown row k (k-th of the rows with r % 3 != 1) starts at 24·k.
        for (k, element) in shown.enumerated() {
            #expect(element.frame.mainMin(axis) == Points(24 * k))
            #expect((element.frame.mainMax(axis) - element.frame.mainMin(axis)) == 20)
        }
        for element in result.placed where element.isCollapsed {
            #expect((element.frame.mainMax(axis) - element.frame.mainMin(axis)) == 0)
        }
        // 200 pt hold ⌈200/24⌉ = 9 shown rows; row 12 is the 9th shown (rows 0,2,3,5,6,8,9,11,12).
        #expect(shown.count == 9)
        #expect(shown.last?.path == .item(12, in: 0))
    }

    @Test("Content extent counts only shown rows: 20 shown × 24 − 4 = 476 pt", arguments: Axis.allCases)
    func contentExtent(axis: Axis) {
        let data = source()
        var stack = LazyStackLayout(source: data)
        // Scroll to the end in steps, so every row is measured on the way: the extent is exact.
        var result = stack.layout(constraints(axis, offset: 0), source: data)
        for offset in stride(from: 100.0, through: 400, by: 100) {
            result = stack.layout(constraints(axis, offset: min(offset, result.maxOffset)), source: data)
        }
        #expect(result.validate() == nil, "\(result.validate() ?? "")")
        #expect(result.reachesEnd)
        #expect(result.contentExtent == 476)
        let last = result.placed.last { !$0.isCollapsed }!
        #expect(last.frame.mainMax(axis) == 200)
    }

    @Test("A hidden last row leaves no trailing spacing")
    func hiddenLast() {
        let data = FakeSource(sections: [2], headerExtent: nil, itemExtent: { $0.kind.row == 1 ? LazyStackCollapsedExtent : 20 })
        var stack = LazyStackLayout(source: data)
        let result = stack.layout(constraints(.vertical, offset: 0), source: data)
        #expect(result.contentExtent == 20)
    }
}
