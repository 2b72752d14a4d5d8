import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A screen covered by a pushed one is "seen, not touched" while it slides away
// (https://developer.apple.com/documentation/swiftui/navigationstack: the pushed view is
// presented over the root): none of its hit registries — taps, swipe rows
// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)),
// reorder handles (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:))
// — may take a press. A `.shadow` draws its content a second time as a silhouette; that copy
// registers nothing either.

private struct CoveredList: View {
    let editing: Bool
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details", value: 1)
                List {
                    ForEach(0..<5, id: \.self) { i in
                        Text("Row \(i)")
                            .swipeActions { Button { } label: { Text("Delete") } }
                    }
                    .onMove { _, _ in }
                }
                .listStyle(.plain)
                .environment(\.editMode, .constant(editing ? .active : .inactive))
            }
            .navigationDestination(for: Int.self) { _ in Text("Detail") }
        }
    }
}

private struct ShadowedList: View {
    var body: some View {
        List {
            ForEach(0..<5, id: \.self) { i in Text("Row \(i)") }
                .onMove { _, _ in }
        }
        .listStyle(.plain)
        .environment(\.editMode, .constant(.active))
        .shadow(radius: 4)
    }
}

@MainActor
@Suite struct CoveredScreenHitTests {
    @Test(arguments: [false, true])
    func aPressDuringAPushSlideReachesNothingOnTheCoveredScreen(editing: Bool) throws {
        let driver = ScrollDriver(CoveredList(editing: editing), width: 390, height: 700)
        driver.frame()
        let graph = driver.scene.host.graph
        // At rest the list's rows registered their swipe areas (editing: their reorder handles).
        if editing {
            #expect(graph.reorderHandles.count == 5)
        } else {
            #expect(graph.swipeTargets.count == 5)
        }
        let handle = graph.reorderHandles.first.map { CGPoint(x: $0.windowRect.midX, y: $0.windowRect.midY) }
        let link = try #require(driver.texts["Details"])
        _ = driver.scene.tap(at: Point(x: link.x + 2, y: link.y + 4))
        // The slide lasts 0.35 s (21 frames at 60 fps); the first frames move the covered list
        // only a few points, so its handle is still under the press.
        for k in 0..<6 {
            driver.frame()
            #expect(graph.swipeTargets.isEmpty, "frame \(k): the covered list's swipe rows")
            #expect(graph.reorderRows.isEmpty && graph.reorderHandles.isEmpty, "frame \(k): its reorder rows")
            if let handle {
                #expect(!driver.scene.host.beginReorder(at: handle), "frame \(k): a press on a covered handle")
                #expect(graph.reorderSession == nil)
            }
        }
    }

    @Test func aShadowsCopyRegistersNoReorderRows() {
        let driver = ScrollDriver(ShadowedList(), width: 300, height: 400)
        driver.frame()
        let graph = driver.scene.host.graph
        // Five rows, each registered once (not again by the silhouette).
        #expect(graph.reorderRows.count == 5)
        #expect(graph.reorderHandles.count == 5)
    }
}
