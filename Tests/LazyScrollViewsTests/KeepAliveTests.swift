import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// How long a lazy row stays alive after it scrolls out. SwiftUI: "Lazy stack subviews are kept
// around a little longer after they are scrolled out of screen but are removed eventually"
// (WWDC26, *Dive into lazy stacks and scrolling*, 13:15). Ours: the prefetch window's 100 pt
// behind the viewport (`ScrollViewNode.cacheExtent`) and a 100 pt margin
// (`ScrollViewNode.keepAliveExtent`): a row is evicted once its bottom edge is 200 pt or more
// above the viewport's top, and not before.

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

    @Test("a row lives until its bottom edge is 200 pt above the viewport: cache extent 100 + keep-alive 100")
    func rowsLiveTwoHundredPointsPastTheTop() {
        #expect(ScrollViewNode.cacheExtent == 100 && ScrollViewNode.keepAliveExtent == 100)
        let driver = ScrollDriver(TwentyPointRows())          // 300 × 200 pt viewport
        // Forward in 100 pt steps to 2,000 pt: row k spans 20k…20k+20, so its bottom edge is
        // 20k + 20 − 2000 from the viewport's top. Alive while that is > −200: k > 89 (row 89's
        // bottom is at −200, not inside the window, so it goes).
        driver.scroll(to: 2000)
        #expect(driver.offset == 2000)
        let rows = alive(driver)
        #expect(rows.first == 90, "\(rows.prefix(3))")
        // Ahead: the prefetch window's 100 pt past the bottom edge (2,200 + 100 = 2,300: rows up
        // to 114, whose top is at 2,280), no keep-alive there — nothing ahead was made before.
        #expect(rows.last == 114, "\(rows.suffix(3))")
        #expect(rows == Array(90...114))
    }

    @Test("scrolling back less than the margin makes nothing: the rows behind are still there")
    func scrollingBackWithinTheMarginMakesNothing() {
        let driver = ScrollDriver(TwentyPointRows())
        driver.scroll(to: 2000)
        func made() -> Int { driver.scene.host.graph.stats.rowsMadeNew + driver.scene.host.graph.stats.rowsReused }
        let before = made()
        // Back 40 pt: the window's start 100 pt above the viewport's top is at 1,860, the top of
        // row 93 (1,860…1,880); rows 90… were alive: nothing is made.
        driver.scroll(to: 1960)
        #expect(made() == before, "\(made() - before) rows made")
        // Back to 1,600: the window's start at 1,500 reaches row 75 (1,500…1,520; row 74 ends at
        // the start, not past it) — rows 90… were alive, 75…89 are made again.
        driver.scroll(to: 1600)
        #expect(made() - before == 15, "rows 75…89: \(made() - before)")
    }
}
