import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

/// `.lazyPrefetchLimit(_:)`: how many rows beyond the viewport a scroll view's lazy stack makes
/// in one frame. 20 pt rows in a 200 pt viewport: 10 on screen; the prefetch window at rest
/// reaches the cache extent (100 pt) past the end, so 5 rows wait to be made ahead — rows 10…14,
/// whose tops are above 200 + 100 = 300 (the window before the top is empty at offset 0).
@Suite("Prefetch limit")
@MainActor
struct PrefetchLimitTests {
    struct Rows: View {
        let limit: Int
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000) { i in Text("Row \(i)").frame(height: 20) }
                }
            }
            .lazyPrefetchLimit(limit)
        }
    }

    @Test("Without a limit the first frame makes the whole prefetch window", arguments: [Int.max, 100])
    func unlimited(limit: Int) {
        let driver = ScrollDriver(Rows(limit: limit))
        #expect(driver.result.stats.visible == 10)
        #expect(driver.result.stats.prefetchCreated == 5)
        #expect(driver.result.stats.prefetchDeferred == 0)
    }

    @Test("A limit of n makes n rows ahead a frame until the window is full; rows on screen are never held back",
          arguments: [1, 2, 4])
    func limited(limit: Int) {
        let driver = ScrollDriver(Rows(limit: limit))
        #expect(driver.result.stats.visible == 10)            // all ten on screen, whatever the limit
        #expect(driver.result.stats.prefetchCreated == limit)
        #expect(driver.result.stats.prefetchDeferred > 0)
        var made = limit, frames = 1
        while driver.result.stats.prefetchDeferred > 0 {
            driver.frame()
            #expect(driver.result.stats.prefetchCreated <= limit)
            made += driver.result.stats.prefetchCreated
            frames += 1
        }
        #expect(made == 5)
        #expect(frames == (5 + limit - 1) / limit)            // ⌈5 / n⌉ frames
        #expect(driver.result.stats.realized == 15)
    }

    @Test("Passes of one frame share its limit: a second layout in the same frame makes nothing ahead")
    func sharedWithinAFrame() {
        let driver = ScrollDriver(Rows(limit: 2))
        var result = driver.result
        driver.scene.layout(driver.scene.constraints(viewport: driver.size, scrollOffset: 0), into: &result)
        #expect(result.stats.prefetchCreated == 0)
        #expect(result.stats.prefetchDeferred > 0)
        driver.frame()                                        // the next frame has a fresh limit
        #expect(driver.result.stats.prefetchCreated == 2)
    }
}
