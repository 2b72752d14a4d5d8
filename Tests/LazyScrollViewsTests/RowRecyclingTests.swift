import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// A lazy ForEach updates the nodes of rows that scrolled away with the next elements' values
// instead of allocating new subtrees — rows that hold nothing of their element once their
// `@State` is let go (RowReuseTests pins the state's side). These tests pin that a recycled
// row shows its new element exactly and never another element's state.

@MainActor
private final class CounterProbe {
    var counters: [Int: Binding<Int>] = [:]
}

/// Every third row nests a view with `@State`; the others are plain views of two shapes.
@MainActor
private struct MixedRow: View {
    let i: Int
    let probe: CounterProbe
    var body: some View {
        if i.isMultiple(of: 3) {
            NestedCounter(i: i, probe: probe)
        } else if i.isMultiple(of: 2) {
            Text("even \(i)").frame(height: 20)
        } else {
            HStack(spacing: 4) {
                Text("odd \(i)")
                Text("#\(i)")
            }
            .frame(height: 20)
        }
    }
}

@MainActor
private struct NestedCounter: View {
    let i: Int
    let probe: CounterProbe
    @State private var count = 0
    var body: some View {
        let _ = probe.counters[i] = $count
        Text("counter \(i) = \(count)").frame(height: 20)
    }
}

@MainActor
private struct MixedRows: View {
    let probe: CounterProbe
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3000) { i in MixedRow(i: i, probe: probe) }
            }
        }
    }
}

@MainActor
private struct StatefulRow: View {
    let i: Int
    @State private var taps = 0
    var body: some View { Text("row \(i) taps \(taps)").frame(height: 20) }
}

@MainActor
private struct StatefulRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<3000) { i in StatefulRow(i: i) } }
        }
    }
}

@MainActor
@Suite("Recycled lazy rows")
struct RowRecyclingTests {
    /// What row `i` of ``MixedRows`` draws, given its counter's value.
    private func expectedTexts(of i: Int, count: Int = 0) -> [String] {
        if i.isMultiple(of: 3) { return ["counter \(i) = \(count)"] }
        if i.isMultiple(of: 2) { return ["even \(i)"] }
        return ["odd \(i)", "#\(i)"]
    }

    /// The rows drawn in the viewport, by index: each visible row must show exactly its own
    /// texts, at its own place (rows are 20 pt from 0).
    private func checkVisibleRows(_ driver: ScrollDriver<MixedRows>, counts: [Int: Int] = [:]) {
        let texts = driver.texts
        let first = Int(driver.offset / 20), last = Int((driver.offset + driver.size.height) / 20) - 1
        for i in first...last {
            for text in expectedTexts(of: i, count: counts[i] ?? 0) {
                guard let origin = texts[text] else {
                    Issue.record("row \(i) does not draw \"\(text)\" at offset \(driver.offset)")
                    continue
                }
                #expect(abs(origin.y + driver.offset - Double(i * 20)) < 20, "row \(i)'s \"\(text)\" drawn at \(origin.y)")
            }
        }
        // No counter shows a value that is not its own.
        for text in texts.keys where text.hasPrefix("counter ") {
            let parts = text.split(separator: " ")
            let i = Int(parts[1])!, value = Int(parts[3])!
            #expect(value == (counts[i] ?? 0), "\"\(text)\" drawn, counter \(i) holds \(counts[i] ?? 0)")
        }
    }

    @Test("a recycled row shows its new element exactly, and never another element's state")
    func recycledRowsShowTheirOwnElement() {
        let probe = CounterProbe()
        let driver = ScrollDriver(MixedRows(probe: probe))
        // Rows 3 and 6 count; row 3 then scrolls far away (its nested state is reset, as in SwiftUI).
        probe.counters[3]!.wrappedValue = 9
        probe.counters[6]!.wrappedValue = 4
        driver.frame()
        checkVisibleRows(driver, counts: [3: 9, 6: 4])
        let graph = driver.scene.host.graph
        let recycledBefore = graph.stats.rowsReused
        // Down in steps (rows leave and enter every frame: recycled ones are updated), checking
        // every frame, then back up.
        var counts: [Int: Int] = [3: 9, 6: 4]
        for step in 1...60 {
            driver.frame(offset: Double(step) * 37)
            // Counters scrolled out of the kept window start over when made again.
            for i in counts.keys where driver.scrollView.source.forEachNodes[0].existingElement(at: i) == nil { counts[i] = nil }
            checkVisibleRows(driver, counts: counts)
        }
        #expect(graph.stats.rowsReused > recycledBefore, "plain rows were recycled")
        for step in (0...59).reversed() {
            driver.frame(offset: Double(step) * 37)
            checkVisibleRows(driver, counts: counts)
        }
        // Row 3's counter was destroyed and made again: nested state starts over.
        #expect(probe.counters[3]!.wrappedValue == 0)
        // A counter set now shows only in its own row.
        probe.counters[9]!.wrappedValue = 2
        driver.frame()
        checkVisibleRows(driver, counts: [9: 2])
    }

    @Test("rows with state are reused with their state let go; each shows its own")
    func statefulRowsAreReusedWithTheirOwnState() {
        let driver = ScrollDriver(StatefulRows())
        driver.scroll(to: 4000)
        driver.scroll(to: 0)
        #expect(driver.scene.host.graph.stats.rowsReused > 300)
        for i in 0..<10 { #expect(driver.texts["row \(i) taps 0"] != nil) }
    }

    @Test("rows of one shape are recycled: scrolling at a steady speed makes no node")
    func steadyScrollingMakesNoNodes() {
        let driver = ScrollDriver(PlainRows())
        let graph = driver.scene.host.graph
        // The first rows to enter come before any has left: the pool fills on the way.
        driver.scroll(to: 1000)
        let createdBefore = graph.stats.nodesCreated, recycledBefore = graph.stats.rowsReused
        let madeBefore = driver.scrollView.resolvedElements
        driver.scroll(to: 20_000)
        let made = driver.scrollView.resolvedElements - madeBefore
        #expect(made > 900)
        // Rows are evicted after the pass that made the new ones, so a frame that makes one row
        // more than the last one evicted finds the pool empty: at most once in this run, one
        // element made afresh (6 nodes: the row, its HStack, the tuple, the frame, the colour
        // and the text). Every other element is a recycled row updated.
        #expect(graph.stats.nodesCreated - createdBefore <= 6)
        #expect(graph.stats.rowsReused - recycledBefore >= made - 1)
        // And each visible row shows its own element.
        let texts = driver.texts
        for element in driver.result.placed where element.isVisible {
            guard case .item(let row) = element.path.kind else { continue }
            #expect(texts["Row \(row)"] != nil, "row \(row) is not drawn")
        }
    }
}

@MainActor
private struct PlainRow: View {
    let i: Int
    var body: some View {
        HStack(spacing: 8) {
            Color.blue.frame(width: 20, height: 20)
            Text("Row \(i)")
        }
    }
}

@MainActor
private struct PlainRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { ForEach(0..<3000) { i in PlainRow(i: i) } }
        }
    }
}
