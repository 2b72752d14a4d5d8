import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// Lazy subview resolution as the WWDC26 session "Dive into lazy stacks and scrolling" explains
// it (seed 004, "Subview loading"): the stack asks `ForEach` for element i only when it needs
// it, an element that resolves to several subviews becomes several, and one that resolves to
// none takes no space — but its body still ran.

@MainActor
private struct MillionRows: View {
    let counter: Counter
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count) { i in
                    let _ = counter.hit("row")
                    Text("Row \(i)").frame(height: 20)
                }
            }
        }
    }
}

/// Seed 004's `StepView`: a diagram and its instructions, two subviews per step.
@MainActor
private struct TwoSubviews: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<50) { i in
                    Text("diagram \(i)").frame(height: 30)
                    Text("steps \(i)").frame(height: 20)
                }
            }
        }
    }
}

/// Seed 004's view-level filter: `if step.isVisible(in: detailLevel)` inside the `ForEach`.
@MainActor
private struct Filtered: View {
    let counter: Counter
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<1000) { i in
                    let _ = counter.hit("resolved")
                    if i % 3 != 1 {
                        Text("kept \(i)").frame(height: 20)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy containers")
struct LazyContainerTests {
    @Test("ForEach(0..<10_000_000) resolves only the rows the stack realizes")
    func tenMillionRows() {
        let counter = Counter()
        let driver = ScrollDriver(MillionRows(counter: counter, count: 10_000_000), height: 200)
        // 200 pt viewport + 100 pt cache ahead (rows of 20 pt): 300 / 20 = 15 rows, whatever the count.
        #expect(driver.result.stats.elementCount == 10_000_000)
        #expect(counter["row"] == 15, "content closure calls: \(counter["row"])")
        // Scrolling 1000 pt resolves the 50 rows passed and those coming into the window, no more.
        driver.scroll(to: 1000)
        #expect(driver.texts["Row 50"]?.y == (20 - 20.4) / 2)
        #expect(counter["row"] == 15 + 50, "content closure calls: \(counter["row"])")
        // A jump to the middle resolves a window's worth there.
        let before = counter["row"]
        let constraints = driver.scene.constraints(viewport: driver.size, scrollOffset: driver.offset)
        driver.scene.jump(toElement: 5_000_000, at: .top, constraints: constraints)
        driver.frame()
        #expect(driver.texts["Row 5000000"]?.y == (20 - 20.4) / 2)
        #expect(counter["row"] - before <= 40, "content closure calls after the jump: \(counter["row"] - before)")
    }

    @Test("Ten rows or ten million: the same closure calls on screen")
    func independentOfCount() {
        let small = Counter(), large = Counter()
        let a = ScrollDriver(MillionRows(counter: small, count: 1000))
        let b = ScrollDriver(MillionRows(counter: large, count: 10_000_000))
        a.scroll(to: 5000); b.scroll(to: 5000)
        #expect(small["row"] == large["row"])
        #expect(a.texts == b.texts)
    }

    @Test("An element with two subviews places both, at the stack's spacing")
    func multiSubviewElement() {
        let driver = ScrollDriver(TwoSubviews(), height: 400)
        let texts = driver.texts
        // Element i: diagram (30) + 10 + steps (20) + 10 → a pitch of 70 pt. Text boxes are
        // 20.4 pt tall (17 pt × 1.2), centred in their frames.
        for i in 0..<5 {
            let top = Double(70 * i)
            #expect(texts["diagram \(i)"]?.y == top + (30 - 20.4) / 2)
            #expect(texts["steps \(i)"]?.y == top + 40 + (20 - 20.4) / 2)
        }
    }

    @Test("A filtered-out element takes no space and no spacing, but was resolved")
    func zeroSubviewElement() {
        let counter = Counter()
        let driver = ScrollDriver(Filtered(counter: counter), height: 200)
        let texts = driver.texts
        // Kept rows are i % 3 != 1: 0, 2, 3, 5, 6, … The k-th kept row starts at 24·k.
        let kept = (0..<30).filter { $0 % 3 != 1 }
        for (k, i) in kept.prefix(8).enumerated() {
            #expect(texts["kept \(i)"]?.y == Double(24 * k) + (20 - 20.4) / 2)
        }
        #expect(texts["kept 1"] == nil)
        // Resolution still ran for the hidden rows: 300 pt of window hold ⌈300/24⌉ = 13 kept
        // rows, the last of them row 18 — so rows 0…18 were resolved (19 bodies, 6 of them empty:
        // 1, 4, …, 16).
        #expect(counter["resolved"] == 19)
        #expect(driver.result.stats.collapsedThisPass == 6)
    }
}

@MainActor
private struct DuplicateIDs: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                // The second ForEach has "b" twice.
                ForEach(0..<20, id: \.self) { (i: Int) in Text("row \(i)").frame(height: 20) }
                ForEach(["a", "b", "b", "c"], id: \.self) { s in Text("item \(s)").frame(height: 20) }
            }
        }
    }
}

@MainActor
@Suite("Lazy identity faults")
struct LazyIdentityFaultTests {
    @Test("A duplicate id in a lazy ForEach is reported once, naming the id; layout stays correct")
    func duplicateIDs() {
        let driver = ScrollDriver(DuplicateIDs(), height: 600)
        driver.frame()
        driver.frame()
        let warnings = driver.scene.runtimeWarnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the ID b occurs multiple times") == true, "\(warnings)")
        // Rows keep their places: 24 rows of 20 pt, "c" the last at 23 × 20.
        #expect(driver.texts["item c"]?.y == 460 + (20 - 20.4) / 2)
        #expect(driver.result.validate() == nil)
        #expect(driver.result.contentExtent == 480)
    }
}

@Suite("ForEach finds scrollTo(id:)'s element without walking")
@MainActor
struct ForEachLookupTests {
    @Test("ForEach over a Range and over an IdentifiedArray: one id compared; over an array, a walk")
    func costs() {
        let rows = ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
        #expect(rows.index(ofID: AnyHashable(999_999)) == .init(offset: 999_999, idsCompared: 1))
        struct Item: Identifiable { let id: Int }
        let identified = ForEach(IdentifiedArray((0..<10_000).map { Item(id: $0 * 7) })) { Text("\($0.id)") }
        #expect(identified.index(ofID: AnyHashable(7 * 9_000)) == .init(offset: 9_000, idsCompared: 1))
        let plain = ForEach((0..<10_000).map { Item(id: $0 * 7) }) { Text("\($0.id)") }
        #expect(plain.index(ofID: AnyHashable(7 * 9_000)) == .init(offset: 9_000, idsCompared: 9_001))
    }
}

/// A lazy stack of `rows`, 20 pt each.
@MainActor
private struct LazyRows<Rows: View>: View {
    let rows: Rows
    var body: some View { ScrollView { LazyVStack(spacing: 0) { rows } } }
}

/// A `ForEach` over a range not starting at 0 shows its own elements, however it was made: the
/// range initializer (`ForEach(_:content:)`, whose rows the lazy stack reads through the
/// element-at-offset function it keeps), the key-path one (`ForEach(_:id:content:)`, read with
/// checked casts), and one whose `data` was set after it was made (SwiftUI's `ForEach.data` is a
/// `var`: https://developer.apple.com/documentation/swiftui/foreach/data).
@Suite("ForEach over an offset range")
@MainActor
struct OffsetRangeForEachTests {
    @Test("Rows and ids are the range's elements, from 100, for each way of making the ForEach", arguments: [0, 1, 2])
    func offsetRange(kind: Int) {
        let byRange = ForEach(100..<200) { i in Text("Row \(i)").frame(height: 20) }
        let byKeyPath = ForEach(100..<200, id: \.self) { (i: Int) in Text("Row \(i)").frame(height: 20) }
        var reassigned = ForEach(0..<50) { i in Text("Row \(i)").frame(height: 20) }
        reassigned.data = 100..<200
        let rows = [byRange, byKeyPath, reassigned][kind]
        // Element 3's id is 103 (the id of a range's element is the element).
        #expect(rows.id(at: 3) == AnyHashable(103))
        let driver = ScrollDriver(LazyRows(rows: rows), height: 100)
        // 100 pt viewport of 20 pt rows: rows 100…104 at 0, 20, … 80, each text box 20.4 pt high
        // centred in its row ((20 − 20.4) / 2 = −0.2 from the row's top).
        for i in 0..<5 {
            let y = driver.texts["Row \(100 + i)"]?.y ?? .nan
            #expect(abs(y - (Double(20 * i) + (20 - 20.4) / 2)) < 1e-9, "row \(100 + i) at \(y)")
        }
        #expect(driver.texts["Row 0"] == nil && driver.texts["Row 3"] == nil)
        // 1000 pt down: 50 rows on, row 150 at the top.
        driver.scroll(to: 1000)
        #expect(driver.texts["Row 150"]?.y == (20 - 20.4) / 2)
    }
}
