import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// State of lazy subviews, as seed 003 reports SwiftUI keeps it (and Apple confirmed as by
// design): a ForEach element's top-level @State survives being scrolled away, destroyed and made
// again; @State in views nested inside the element starts over. `.lazyStateRetention(.allByID)`
// keeps the nested state too.

@MainActor
private final class Probe {
    var top: [Int: Binding<Int>] = [:]
    var nested: [Int: Binding<Int>] = [:]
}

@MainActor
private struct Row: View {
    let i: Int
    let probe: Probe
    @State private var top = 0
    var body: some View {
        let _ = probe.top[i] = $top
        HStack {
            Text("row \(i) top \(top)")
            Nested(i: i, probe: probe)
        }
        .frame(height: 20)
    }
}

@MainActor
private struct Nested: View {
    let i: Int
    let probe: Probe
    @State private var nested = 0
    var body: some View {
        let _ = probe.nested[i] = $nested
        Text("nested \(nested)")
    }
}

@MainActor
private struct Rows: View {
    let probe: Probe
    let retention: LazyStateRetention
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<500) { i in Row(i: i, probe: probe) }
            }
        }
        .lazyStateRetention(retention)
    }
}

@MainActor
@Suite("Lazy state retention")
struct LazyStateTests {
    private func roundTrip(_ retention: LazyStateRetention) -> (top: Int, nested: Int, remade: Bool) {
        let probe = Probe()
        let driver = ScrollDriver(Rows(probe: probe, retention: retention))
        probe.top[3]!.wrappedValue = 7
        probe.nested[3]!.wrappedValue = 5
        driver.frame()
        #expect(driver.texts["row 3 top 7"] != nil && driver.texts["nested 5"] != nil)
        let before = driver.scrollView.resolvedElements
        // 4000 pt down: row 3 leaves the keep-alive window (its tree pooled, its state let go:
        // the top-level kept by id, nested dropped — or kept whole under .allByID); back to the top.
        driver.scroll(to: 4000)
        #expect(driver.texts["row 3 top 7"] == nil)
        driver.scroll(to: 0)
        let remade = driver.scrollView.resolvedElements > before
        return (probe.top[3]!.wrappedValue, probe.nested[3]!.wrappedValue, remade)
    }

    @Test("SwiftUI's rule: top-level state survives destroy and recreate, nested state is reset")
    func topLevel() {
        let (top, nested, remade) = roundTrip(.topLevel)
        #expect(remade)
        #expect(top == 7)
        #expect(nested == 0)
    }

    @Test(".lazyStateRetention(.allByID) keeps nested state too")
    func allByID() {
        let (top, nested, _) = roundTrip(.allByID)
        #expect(top == 7)
        #expect(nested == 5)
    }
}
