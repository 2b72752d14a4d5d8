import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// How long a lazy row stays alive after it scrolls out. SwiftUI: "Lazy stack subviews are kept
// around a little longer after they are scrolled out of screen but are removed eventually"
// (WWDC26, *Dive into lazy stacks and scrolling*, 13:15). Ours: the prefetch window's 250 pt
// behind the viewport (`ScrollViewNode.cacheExtent`, Flutter's default cache extent) and a 50 pt
// margin (`ScrollViewNode.keepAliveExtent`): a row is evicted once its bottom edge is more than
// 300 pt above the viewport's top, and not before.

@MainActor
private struct TwentyPointRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000) { i in Text("row \(i)").frame(height: 20) }
            }
        }
    }
}

@MainActor
@Suite("Lazy rows' keep-alive margin")
struct KeepAliveTests {
    /// The `ForEach` row indices alive after the last pass, ascending.
    private func alive(_ driver: ScrollDriver<TwentyPointRows>) -> [Int] {
        driver.scrollView.stack.realizedPaths().compactMap(\.kind.row).sorted()
    }

    @Test("a row lives until its bottom edge is 300 pt above the viewport: cache extent 250 + keep-alive 50")
    func rowsLiveThreeHundredPointsPastTheTop() {
        #expect(ScrollViewNode.cacheExtent == 250 && ScrollViewNode.keepAliveExtent == 50)
        let driver = ScrollDriver(TwentyPointRows())          // 300 × 200 pt viewport
        // Forward in 100 pt steps to 2,000 pt: row k spans 20k…20k+20, so its bottom edge is
        // 20k + 20 − 2000 from the viewport's top. Alive while that is > −300: k > 84 (row 84's
        // bottom is at −300, not beyond the window's start, so it goes).
        driver.scroll(to: 2000)
        #expect(driver.offset == 2000)
        let rows = alive(driver)
        #expect(rows.first == 85, "\(rows.prefix(3))")
        // Ahead: the prefetch window's 250 pt past the bottom edge (2,200 + 250 = 2,450: rows up
        // to 122, whose top is at 2,440), no keep-alive there — nothing ahead was made before.
        #expect(rows.last == 122, "\(rows.suffix(3))")
        #expect(rows == Array(85...122))
    }

    @Test("scrolling back less than the margin makes nothing: the rows behind are still there")
    func scrollingBackWithinTheMarginMakesNothing() {
        let driver = ScrollDriver(TwentyPointRows())
        driver.scroll(to: 2000)
        func made() -> Int { driver.scene.host.graph.stats.rowsMadeNew + driver.scene.host.graph.stats.rowsReused }
        let before = made()
        // Back 40 pt: the window's start 250 pt above the viewport's top is at 1,710, inside
        // row 85 (1,700…1,720), which was alive: nothing is made.
        driver.scroll(to: 1960)
        #expect(made() == before, "\(made() - before) rows made")
        // Back to 1,600: the window's start at 1,350 reaches row 67 — rows 85… were alive,
        // 67…84 are made again.
        driver.scroll(to: 1600)
        #expect(made() - before == 18, "rows 67…84: \(made() - before)")
    }
}
