import LazyLayout
import ScrollCore
import Testing

/// A stack of `count` 20 pt rows (one section, no headers) laid out in a 100 pt viewport.
private struct Rows {
    var source: FakeSource
    var stack: LazyStackLayout<FakeSource>
    var axis: Axis
    init(count: Int = 1_000, axis: Axis = .vertical) {
        source = FakeSource(sections: [count], headerExtent: nil)
        stack = LazyStackLayout(source: source)
        self.axis = axis
    }
    mutating func layout(_ offset: Points, velocity: PointsPerSecond = 0, cache: Points = 40, keepAlive: Points = 60,
                         budget: PrefetchBudget = .unlimited) -> LayoutResult {
        let c = LayoutConstraints(axis: axis, viewportSize: Size(main: 100, cross: 50, axis: axis), scrollOffset: offset,
                                  cacheExtent: cache, scrollVelocity: velocity, prefetchLookaheadSeconds: 0.1,
                                  maxPrefetchViewports: 1, keepAliveExtent: keepAlive)
        return stack.layout(c, source: source, budget: budget)
    }
}

@Suite("Lazy stack lifecycle: prefetch, keep-alive, visibility")
struct LifecycleTests {
    @Test("At rest the prefetch window is the viewport ± the cache extent", arguments: Axis.allCases)
    func symmetricAtRest(axis: Axis) {
        var rows = Rows(axis: axis)
        let result = rows.layout(200)
        // Viewport 200…300 shows rows 10…14; the 40 pt cache adds rows 8, 9 and 15, 16 (their
        // edges are inside 160…340): 9 rows.
        #expect(result.placed.map(\.index) == Array(8...16))
        #expect(result.stats.visible == 5)
        #expect(result.stats.prefetched == 4)
        #expect(result.prefetchWindow == (-40)..<140)
    }

    @Test("Scrolling forward fast prefetches further ahead; backward, further behind", arguments: [1.0, -1.0])
    func directional(direction: Double) {
        var rows = Rows()
        // 600 pt/s × 0.1 s lookahead = 60 pt more on the side the content comes from.
        let result = rows.layout(400, velocity: 600 * direction)
        let window = result.prefetchWindow
        if direction > 0 { #expect(window == (-40)..<200) } else { #expect(window == (-100)..<140) }
        let indices = result.placed.map(\.index)
        // Viewport 400…500 = rows 20…24.
        if direction > 0 { #expect(indices == Array(18...29)) } else { #expect(indices == Array(15...26)) }
    }

    @Test("Elements leaving the prefetch window stay alive until they leave the keep-alive window")
    func keepAlive() {
        var rows = Rows()
        _ = rows.layout(200)                         // realizes 8…16
        var result = rows.layout(260)                // prefetch window 220…400: rows 11…19
        // Rows 8…10 left the prefetch window (160…) but are inside keep-alive (160 − 60 = 100…).
        #expect(result.placed.map(\.index) == Array(8...19))
        #expect(result.stats.keptAlive == 3)
        #expect(result.stats.destroyed == 0)
        result = rows.layout(400)                    // keep-alive window 300…600: rows 15…29
        // Rows 15…19 exist and stay; 20…24 are visible, 25 and 26 in the prefetch window
        // (360…540); 27…29 are in the keep-alive window only, where nothing new is made.
        #expect(result.placed.map(\.index) == Array(15...26))
        #expect(result.stats.destroyed == 7)         // rows 8…14 are gone
    }

    @Test("The prefetch budget defers creations beyond the viewport to later passes")
    func budget() {
        var rows = Rows()
        var result = rows.layout(200, budget: PrefetchBudget(maxCreations: 1))
        // The 5 visible rows are always made; of the 4 prefetch rows only 1 fits the budget.
        #expect(result.stats.visible == 5)
        #expect(result.stats.realized == 6)
        #expect(result.stats.prefetchDeferred >= 1)
        result = rows.layout(200, budget: PrefetchBudget(maxCreations: 8))
        #expect(result.stats.realized == 9)
        #expect(result.stats.created == 3)
        // A deadline already past allows nothing either.
        var other = Rows()
        result = other.layout(200, budget: PrefetchBudget(deadlineSeconds: 1, now: { 2 }))
        #expect(result.stats.realized == 5)
    }

    @Test("Appear and disappear fire on visibility, not on prefetch; prefetched rows count as hits")
    func appearDisappear() {
        var rows = Rows()
        var result = rows.layout(0)
        #expect(result.appeared == [0, 1, 2, 3, 4])
        #expect(result.disappeared.isEmpty)
        result = rows.layout(30)                     // rows 1…6 visible (row 6 starts at 120? no: 0…130 → 1…6)
        #expect(result.appeared == [5, 6])
        #expect(result.disappeared == [0])
        #expect(result.stats.prefetchHits == 2)      // 5 and 6 were in the 40 pt cache
        #expect(result.stats.prefetchMisses == 0)
        // With no cache at all, new rows are created on the spot: misses.
        var bare = Rows()
        _ = bare.layout(0, cache: 0, keepAlive: 0)
        result = bare.layout(30, cache: 0, keepAlive: 0)
        #expect(result.stats.prefetchMisses == 2)
    }

    @Test("Per-element state survives its element being destroyed and created again")
    func stateSurvives() {
        var rows = Rows()
        var store = ElementStateStore<Int, Bool>()
        _ = rows.layout(0)
        store[3] = true                              // the user toggles row 3
        var result = rows.layout(2_000)              // far away: row 3 is destroyed
        #expect(!rows.stack.realizedIndices.contains(3))
        result = rows.layout(0)
        #expect(result.placed.contains { $0.index == 3 && $0.isNew })
        #expect(store[3, default: false] == true)
    }
}

@Suite("The layout result names what it created and destroyed")
struct CreatedDestroyedTests {
    // 100 rows of 20 pt + 1 pt spacing in a 200 pt viewport, no cache or keep-alive: rows 0…9
    // are realized at 0 (row 9 starts at 189). Scrolling 105 pt (5 slots) realizes rows 5…14.
    @Test("created and destroyed list the elements whose lifetimes began and ended this pass", arguments: Axis.allCases)
    func lists(axis: Axis) {
        let source = FakeSource(sections: [100], headerExtent: nil)
        var stack = LazyStackLayout(source: source)
        func c(_ offset: Points) -> LayoutConstraints {
            LayoutConstraints(axis: axis, viewportSize: Size(main: 200, cross: 100, axis: axis), scrollOffset: offset,
                              cacheExtent: 0, spacing: 1, keepAliveExtent: 0)
        }
        var result = stack.layout(c(0), source: source)
        #expect(result.created == Array(0...9))
        #expect(result.destroyed.isEmpty)
        result = stack.layout(c(105), source: source)
        #expect(result.created == Array(10...14))
        #expect(result.destroyed == Array(0...4))
        #expect(result.stats.created == 5 && result.stats.destroyed == 5)
        // Rows inserted above: the same elements, shifted by 3, are neither created nor
        // destroyed (physics still holds 105; the pass corrects it by the 3 new slots, 63 pt).
        var grown = source
        grown.sections = [103]
        stack.apply([.insertItems(section: 0, rows: 0..<3)], source: grown)
        result = stack.layout(c(105), source: grown)
        #expect(result.correction == 63)
        #expect(result.created.isEmpty && result.destroyed.isEmpty)
        #expect(result.placed.map(\.index) == Array(8...17))
    }
}
