import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// The bounds overlay (`B`) outlines each view with its type name. A lazy stack's row is laid out
// in its own space and translated when painted, so its composite views' outlines are made when
// the row is painted: each `Row` sits where its row is drawn, not at the scroll view's origin.

@MainActor
private struct Row: View {
    let index: Int
    var body: some View { Text("Row \(index)").frame(height: 30) }
}

@MainActor
private struct Rows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<100) { Row(index: $0) }
            }
        }
    }
}

@MainActor
@Suite struct DebugBoundsTests {
    @Test func aLazyRowsCompositeViewIsOutlinedWhereTheRowIsDrawn() {
        let driver = ScrollDriver(Rows(), width: 300, height: 200)
        driver.frame(offset: 45)
        let rows = driver.scene.debugViewBounds().filter { $0.name == "Row" }
        // Rows of 30 pt with 10 pt between them: row i starts at 40·i; scrolled 45 pt, row 1 is
        // at y = 40 − 45 = −5 (cut to the scroll view: 0…25), row 2 at 35, row 3 at 75. "Row 1" is
        // 5 characters at the test measurer's 0.6 em of 17 pt: 51 pt wide, centred in 300: x = 124.5.
        #expect(rows.count >= 5)
        #expect(rows.first.map { $0.frame } == Rect(x: 124.5, y: 0, width: 51, height: 25))
        #expect(rows.dropFirst().first.map { $0.frame } == Rect(x: 124.5, y: 35, width: 51, height: 30))
        #expect(rows.dropFirst(2).first.map { $0.frame } == Rect(x: 124.5, y: 75, width: 51, height: 30))
        // Only rows drawn are outlined: none below the window.
        #expect(rows.allSatisfy { $0.frame.minY < 200 })
    }
}
