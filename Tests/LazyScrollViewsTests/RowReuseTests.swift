import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// Rows with `@State` are reused too (Compose's `ReusableContentHost`: remembered state is
// forgotten, nodes are kept): a row that leaves goes to its `ForEach`'s pool with its state let
// go — the top-level view's kept by id, nested state dropped — and the next element made takes
// its node tree. These tests pin that a reused tree starts with the new element's initial
// state, never the previous element's, and that the element's own top-level state comes back.

@MainActor
private final class StateProbe {
    var top: [Int: Binding<Int>] = [:]
    var nested: [Int: Binding<Int>] = [:]
}

/// A row with top-level state (`taps`) and a nested view with its own (`count`).
@MainActor
private struct CounterRow: View {
    let i: Int
    let probe: StateProbe
    @State private var taps = 0
    var body: some View {
        let _ = probe.top[i] = $taps
        HStack(spacing: 4) {
            Text("row \(i) taps \(taps)")
            NestedCount(i: i, probe: probe)
        }
        .frame(height: 20)
    }
}

@MainActor
private struct NestedCount: View {
    let i: Int
    let probe: StateProbe
    @State private var count = 0
    var body: some View {
        let _ = probe.nested[i] = $count
        Text("nested \(i) = \(count)")
    }
}

@MainActor
private struct CounterRows: View {
    let probe: StateProbe
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3000) { i in CounterRow(i: i, probe: probe) }
            }
        }
    }
}

/// Rows with an appear handler: what they hold belongs to their element's events.
@MainActor
private struct AppearingRows: View {
    let appeared: AppearLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<3000) { i in
                    Text("row \(i)").frame(height: 20).onAppear { appeared.rows.append(i) }
                }
            }
        }
    }
}

@MainActor
private final class AppearLog { var rows: [Int] = [] }

@MainActor
@Suite("Reused lazy rows with state")
struct RowReuseTests {
    @Test("a nested @State set on element 3 does not follow its tree: the element that takes it shows the initial value")
    func reusedTreeStartsWithInitialState() throws {
        let probe = StateProbe()
        let driver = ScrollDriver(CounterRows(probe: probe))
        let graph = driver.scene.host.graph
        probe.nested[3]!.wrappedValue = 9
        probe.top[3]!.wrappedValue = 5
        driver.frame()
        #expect(driver.texts["nested 3 = 9"] != nil)
        #expect(driver.texts["row 3 taps 5"] != nil)

        let forEach = driver.scrollView.source.forEachNodes[0]
        let tree = try #require(forEach.existingElement(at: 3))
        let staleNested = try #require(probe.nested[3])
        let reusedBefore = graph.stats.rowsReused
        // Down 37 pt a frame until another element holds row 3's node tree.
        var taker: Int?
        var step = 0
        while taker == nil, step < 200 {
            step += 1
            driver.frame(offset: Double(step) * 37)
            taker = (0..<600).first { $0 != 3 && forEach.existingElement(at: $0) === tree }
        }
        let k = try #require(taker, "row 3's tree was never reused")
        #expect(graph.stats.rowsReused > reusedBefore)
        // Shown at the top of the viewport: the tree is element k's, with k's initial state.
        driver.frame(offset: Double(k) * 20)
        #expect(forEach.existingElement(at: k) === tree)
        #expect(driver.texts["nested \(k) = 0"] != nil, "element \(k) on row 3's tree: \(driver.texts.keys.sorted())")
        #expect(driver.texts["row \(k) taps 0"] != nil)
        #expect(probe.nested[k]!.wrappedValue == 0)
        #expect(probe.top[k]!.wrappedValue == 0)
        // Row 3's old nested state no longer reaches the tree: writing it changes nothing shown.
        let bodies = graph.stats.bodyEvaluations
        staleNested.wrappedValue = 7
        driver.frame()
        #expect(graph.stats.bodyEvaluations == bodies, "a write to row 3's dropped state evaluated a body")
        #expect(driver.texts["nested \(k) = 0"] != nil)
        #expect(!driver.texts.keys.contains { $0.hasSuffix("= 7") || $0.hasSuffix("= 9") })

        // Back to the top: row 3 is made again (on some pooled tree); its top-level state comes
        // back by id, its nested state starts over (SwiftUI's rule, seed 003).
        driver.scroll(to: 0)
        #expect(driver.texts["row 3 taps 5"] != nil, "\(driver.texts.keys.sorted())")
        #expect(driver.texts["nested 3 = 0"] != nil)
        #expect(probe.nested[3]!.wrappedValue == 0)
    }

    @Test("every element made is counted once, as made with new nodes or on a reused tree")
    func madeAndReusedCounts() {
        let probe = StateProbe()
        let driver = ScrollDriver(CounterRows(probe: probe))
        let graph = driver.scene.host.graph
        // The rows made before any has left: the pool is empty, each one is new.
        let firstMade = driver.scrollView.resolvedElements
        #expect(graph.stats.rowsMadeNew == firstMade && graph.stats.rowsReused == 0)
        driver.scroll(to: 1000)
        let newBefore = graph.stats.rowsMadeNew, reusedBefore = graph.stats.rowsReused
        let madeBefore = driver.scrollView.resolvedElements
        driver.scroll(to: 20_000)
        let made = driver.scrollView.resolvedElements - madeBefore
        // 19,000 pt of 20 pt rows: 950 elements made in all.
        #expect(made == 950)
        #expect((graph.stats.rowsMadeNew - newBefore) + (graph.stats.rowsReused - reusedBefore) == made)
        // Rows are evicted after the pass that made the new ones: a frame that makes one row
        // more than the last evicted finds the pool empty (a drag of half a viewport, 100 pt,
        // makes and evicts five rows a frame: at most once here).
        #expect(graph.stats.rowsMadeNew - newBefore <= 1)
    }

    @Test("rows holding their element's events (an appear handler) are destroyed, not reused; each appears once made")
    func rowsWithHandlersAreNotReused() {
        let log = AppearLog()
        let driver = ScrollDriver(AppearingRows(appeared: log))
        let graph = driver.scene.host.graph
        driver.scroll(to: 4000)
        #expect(graph.stats.rowsReused == 0)
        #expect(graph.stats.rowsMadeNew == driver.scrollView.resolvedElements)
        // Appear handlers run in the update of the frame after the pass that showed the row:
        // one frame more, and every row from 0 to the viewport's bottom at 4,200 pt (row 209)
        // has appeared, each once (every row came on screen once on the way down).
        driver.frame()
        #expect(log.rows.sorted() == Array(0..<210))
    }
}
