import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// What a scroll frame costs under a `NavigationStack`: the large title follows the offset, so
/// the bar's views are evaluated again — the screen's content must not be (a list's rows, a
/// grid's sections: their bodies and their `ForEach` data do not depend on the offset).
@MainActor
@Suite struct NavigationScrollCostTests {
    @MainActor final class Bodies { var content = 0; var rows = 0 }

    struct Row: View {
        let i: Int
        let bodies: Bodies
        var body: some View {
            let _ = bodies.rows += 1
            Text("Row \(i)")
        }
    }

    struct Content: View {
        let bodies: Bodies
        var body: some View {
            let _ = bodies.content += 1
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { i in Row(i: i, bodies: bodies).frame(height: 44) }
                }
            }
            .navigationTitle("Inbox")
        }
    }

    struct Screen: View {
        let bodies: Bodies
        var body: some View { NavigationStack { Content(bodies: bodies) } }
    }

    @Test func scrollingEvaluatesNoContentBody() {
        let bodies = Bodies()
        let driver = ScrollDriver(Screen(bodies: bodies), width: 390, height: 844)
        driver.frame(offset: 0)
        driver.frame(offset: 0)
        let (content, rows) = (bodies.content, bodies.rows)
        // Small steps inside the rows already made (and through the large title's collapse).
        for step in 1...30 { driver.frame(offset: Double(step) * 3) }
        #expect(bodies.content == content, "the screen's content body ran \(bodies.content - content) times in 30 scroll frames")
        #expect(bodies.rows - rows <= 8, "rows evaluated again: \(bodies.rows - rows) (only rows scrolled in may be made)")
    }
}
