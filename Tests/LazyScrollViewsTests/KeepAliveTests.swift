import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// How long a lazy row stays alive after it scrolls out. SwiftUI: "Lazy stack subviews are kept
// around a little longer after they are scrolled out of screen but are removed eventually"
// (WWDC26, *Dive into lazy stacks and scrolling*, 13:15). Ours: the prefetch window's 250 pt
// behind the viewport (`ScrollViewNode.cacheExtent`, Flutter's default cache extent) and as
// much again (`ScrollViewNode.keepAliveExtent`): a row is evicted once its bottom edge is more
// than 500 pt above the viewport's top, and not before.

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

    @Test("a row lives until its bottom edge is 500 pt above the viewport: cache extent 250 + keep-alive 250")
    func rowsLiveFiveHundredPointsPastTheTop() {
        #expect(ScrollViewNode.cacheExtent == 250 && ScrollViewNode.keepAliveExtent == 250)
        let driver = ScrollDriver(TwentyPointRows())          // 300 × 200 pt viewport
        // Forward in 100 pt steps to 2,000 pt: row k spans 20k…20k+20, so its bottom edge is
        // 20k + 20 − 2000 from the viewport's top. Alive while that is > −500: k > 74 (row 74's
        // bottom is at −500, not beyond the window's start, so it goes).
        driver.scroll(to: 2000)
        #expect(driver.offset == 2000)
        let rows = alive(driver)
        #expect(rows.first == 75, "\(rows.prefix(3))")
        // Ahead: the prefetch window's 250 pt past the bottom edge (2,200 + 250 = 2,450: rows up
        // to 122, whose top is at 2,440), no keep-alive there — nothing ahead was made before.
        #expect(rows.last == 122, "\(rows.suffix(3))")
        #expect(rows == Array(75...122))
    }

    @Test("scrolling back less than the margin makes nothing: the rows behind are still there")
    func scrollingBackWithinTheMarginMakesNothing() {
        let driver = ScrollDriver(TwentyPointRows())
        driver.scroll(to: 2000)
        let made = driver.scene.host.graph.stats.rowsMadeNew + driver.scene.host.graph.stats.rowsReused
        // Back 400 pt: the viewport's top at 1,600 reaches row 80; the window's start 250 pt
        // above it (1,350: row 67) — rows 75…79 were alive, 67…74 are made again.
        driver.scroll(to: 1600)
        let remade = driver.scene.host.graph.stats.rowsMadeNew + driver.scene.host.graph.stats.rowsReused - made
        #expect(remade == 8, "rows 67…74: \(remade)")
    }
}
