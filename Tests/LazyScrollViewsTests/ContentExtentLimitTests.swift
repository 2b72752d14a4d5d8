import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// Issue 31 F / Must 3 — no silent limits. A scroll view's content is measured by the layout
// engine as one element (an eager stack) or many (a lazy one), and every measured extent passes
// `DataSourceGuard`. Its bound was 10⁶ pt, and an element over it was cut to 10⁶ pt without a
// word to the user: an eager `VStack` of 100,000 rows of 28 pt (2.8·10⁶ pt) scrolled to its end
// showed row 35,714 (10⁶ / 28) and the rest could never be reached; a long `Text` was cut the
// same way. Before the fix each test below failed on its content extent (10⁶) and on the last
// row; now measured content reaches 10¹² pt (`DataSourceGuard.maximumMeasuredExtent`, where a
// `Double` still resolves 10⁻⁴ pt), and past that the scroll view warns naming itself.
//
// SwiftUI has no such bound: a ScrollView's content is as tall as its content measures
// (https://developer.apple.com/documentation/swiftui/scrollview — "The scroll view displays
// its content within the scrollable content region").

private struct LongEagerList: View {
    let rows: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { Text("row \($0)").frame(height: 28) }
            }
        }
    }
}

private struct LongText: View {
    let text: String
    var body: some View {
        ScrollView { Text(text) }
    }
}

/// A row taller than the engine's bound: 2·10¹² pt.
private struct BeyondTheBound: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("top")
                Color.red.frame(height: 2e12)
            }
        }
    }
}

@MainActor
@Suite("No silent limits: measured content reaches its end (issue 31 F)")
struct ContentExtentLimitTests {
    @Test("An eager VStack of 100,000 rows of 28 pt is 2.8·10⁶ pt and its last row is reached")
    func eagerStackOf100000Rows() {
        let driver = ScrollDriver(LongEagerList(rows: 100_000), height: 600)
        // 100,000 × 28 pt, no spacing: 2,800,000 pt (was cut to 1,000,000).
        #expect(driver.result.contentExtent == 2_800_000)
        driver.frame(offset: 2_800_000 - 600)
        #expect(driver.offset == 2_799_400)
        // Row 99,999 fills the last 28 pt: its top at 600 − 28 = 572, its one line of 20.4 pt
        // (FixedAdvanceTextMeasurer) centred in the frame: 572 + (28 − 20.4) / 2 = 575.8.
        let last = driver.texts["row 99999"]
        #expect(last != nil, "the last row is drawn at the end")
        #expect(abs((last?.y ?? 0) - 575.8) < 1e-6, "\(String(describing: last))")
        // The old cut's row (35,714: 10⁶ / 28) is far above, at its true place: an eager stack
        // draws all its rows; 35,714 × 28 − 2,799,400 + 3.8 = −1,799,404.2.
        #expect(abs((driver.texts["row 35714"]?.y ?? 0) - -1_799_404.2) < 1e-6, "\(String(describing: driver.texts["row 35714"]))")
        #expect(driver.scene.runtimeWarnings.isEmpty, "\(driver.scene.runtimeWarnings)")
    }

    @Test("A Text of 100,000 lines (1.1 MB) is 2.04·10⁶ pt and its last line is reached")
    func longText() {
        let text = (0..<100_000).map { "line \($0)" }.joined(separator: "\n")
        #expect(text.utf8.count > 1_000_000)
        let driver = ScrollDriver(LongText(text: text), height: 600)
        // 100,000 lines of 20.4 pt: 2,040,000 pt.
        #expect(abs(driver.result.contentExtent - 2_040_000) < 1e-6, "\(driver.result.contentExtent)")
        driver.frame(offset: driver.result.contentExtent - 600)
        // The last line's top: 600 − 20.4 = 579.6 in the viewport.
        let last = driver.texts["line 99999"]
        #expect(last != nil)
        #expect(abs((last?.y ?? 0) - 579.6) < 1e-3, "\(String(describing: last))")
        #expect(driver.scene.runtimeWarnings.isEmpty, "\(driver.scene.runtimeWarnings)")
    }

    @Test("Content over 10¹² pt is laid out at the bound with one warning naming the scroll view and its view")
    func overTheBoundWarns() {
        let driver = ScrollDriver(BeyondTheBound(), height: 600)
        driver.frame()
        // The content (one eager stack, 20.4 + 2·10¹² pt) is measured over the bound and laid
        // out at it.
        #expect(driver.result.contentExtent == DataSourceGuard.maximumMeasuredExtent)
        let warnings = driver.scene.runtimeWarnings
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("ScrollView (vertical) in BeyondTheBound: measured extent 2") == true, "\(warnings)")
        #expect(warnings.first?.contains("over the largest, 1000000000000 pt)") == true, "\(warnings)")
        #expect(driver.texts["top"] != nil, "and it keeps drawing")
    }
}
