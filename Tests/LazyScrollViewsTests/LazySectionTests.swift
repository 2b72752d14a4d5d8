import Foundation
import Observation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// Lazy sections (LazySections.swift): a `ForEach` of `Section`s makes a section's views — its
// header, the node of its rows' `ForEach` — only when the engine first needs them, as it makes
// rows; the engine learns every section's shape from the values. SwiftUI: "the stack only
// creates items as needed" (https://developer.apple.com/documentation/swiftui/lazyvstack,
// https://developer.apple.com/documentation/swiftui/lazyvgrid). And a launch rebuilds the
// content's structure once.

/// A photo library's shape: 263 months of 3,800 photos each (999,400 photos), months numbered
/// from 0, photo numbers consecutive — a `RandomAccessCollection` computed by index, as the
/// `photos` scene's `PhotoLibrary`.
struct LazyMonths: RandomAccessCollection {
    struct Month: Identifiable { let id: Int; let photos: Range<Int> }
    static let perMonth = 3_800
    var count: Int { 263 }
    var startIndex: Int { 0 }
    var endIndex: Int { 263 }
    subscript(index: Int) -> Month { Month(id: index, photos: index * Self.perMonth ..< (index + 1) * Self.perMonth) }
}

/// A month's header, counting its body evaluations.
private struct CountedMonthHeader: View {
    let month: Int
    let counter: Counter
    var body: some View {
        counter.hit("header")
        return Text("Month \(month)").frame(maxWidth: .infinity, minHeight: 30, alignment: .leading)
    }
}

/// The `photos` scene's shape: a navigation stack with a large title around a grid (or a lazy
/// stack) of months, headers pinned.
private struct MonthsView: View {
    let grid: Bool
    let counter: Counter
    var body: some View {
        NavigationStack {
            ScrollView {
                if grid {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 2)], spacing: 2, pinnedViews: [.sectionHeaders]) { months }
                } else {
                    LazyVStack(spacing: 2, pinnedViews: [.sectionHeaders]) { months }
                }
            }
            .navigationTitle("Photos")
        }
    }

    private var months: some View {
        ForEach(LazyMonths()) { month in
            Section {
                ForEach(month.photos, id: \.self) { photo in
                    Text("\(photo)").frame(height: 80)
                }
            } header: {
                CountedMonthHeader(month: month.id, counter: counter)
            }
        }
    }
}

@MainActor
@Suite struct LazySectionTests {
    /// 390 pt wide: ⌊(390 + 2) / (80 + 2)⌋ = 4 adaptive columns, so month m is 950 lines of 82 pt
    /// (77,900 pt) under its header; in a lazy stack 3,800 rows of 82 pt. Either way the first
    /// month fills the 600 pt window many times: only its header is needed at launch.
    @Test("At launch only the month on screen has a header made, of 263; the grid knows all of them", arguments: [true, false])
    func onlyTheSectionsNearTheViewportAreMade(grid: Bool) {
        let counter = Counter()
        let driver = ScrollDriver(MonthsView(grid: grid, counter: counter), width: 390, height: 600)
        driver.frame()
        #expect(counter["header"] == 1, "header bodies at launch: \(counter["header"])")
        // Every section is the engine's: 263 headers and their lines (or rows).
        let rows = grid ? 950 : 3_800
        #expect(driver.scrollView.stack.elementCount == 263 * (1 + rows))
        #expect(driver.scrollView.source.pendingSections == 262)
        #expect(driver.texts["Month 0"] != nil && driver.texts["0"] != nil)
    }

    @Test("A jump to the end makes the last month's header, nothing between", arguments: [true, false])
    func aJumpToTheEndMakesOnlyTheLastSections(grid: Bool) {
        let counter = Counter()
        let driver = ScrollDriver(MonthsView(grid: grid, counter: counter), width: 390, height: 600)
        // The extent is estimated: settle it over a few frames.
        for _ in 0..<4 { driver.frame(offset: max(0, driver.result.contentExtent - 600)) }
        #expect(driver.texts[String(263 * LazyMonths.perMonth - 1)] != nil, "the last photo is drawn")
        #expect(driver.texts["Month 262"] != nil, "its month's header pinned")
        // Month 0's, and the last month's (one before it, when the estimate landed there first).
        #expect(counter["header"] >= 2 && counter["header"] <= 3, "header bodies: \(counter["header"])")
        #expect(driver.scrollView.source.pendingSections >= 260)
    }

    @Test("scrollTo(id:) into a month not made finds the photo's line from the values, making only that month")
    func scrollToIntoAPendingSection() {
        let counter = Counter()
        let driver = ScrollDriver(MonthsView(grid: true, counter: counter), width: 390, height: 600)
        driver.frame()
        let source = driver.scrollView.source
        // Photo 760,001 is month 200's photo 1: line 0 of 950 (4 a line).
        #expect(source.path(ofID: AnyHashable(760_001)) == .item(0, in: 200))
        // Month 200's own id is its header's place.
        #expect(source.isPending(200))
        #expect(counter["header"] == 1, "found without making a header")
    }

    @Test("Launch rebuilds the content's structure once, and a frame that changes nothing none", arguments: [true, false])
    func launchIsOneStructurePass(grid: Bool) {
        let driver = ScrollDriver(MonthsView(grid: grid, counter: Counter()), width: 390, height: 600)
        driver.frame()
        #expect(driver.scrollView.structurePasses == 1)
        driver.frame(offset: 300)
        driver.frame(offset: 600)
        #expect(driver.scrollView.structurePasses == 1)
    }

    @Test("The bar's safe area reaches the content as insets, without a rebuild")
    func theSafeAreaIsInsetsNotStructure() {
        let driver = ScrollDriver(MonthsView(grid: false, counter: Counter()), width: 390, height: 600)
        // Under the bar and the large title the first header starts below the window's top.
        let header = driver.texts["Month 0"]
        #expect(header.map { $0.y > 40 } == true, "\(String(describing: header))")
        #expect(driver.scrollView.stack.contentInsets.top > 40)
    }
}

/// Rows identified by a range of integers: their ids are the range's bounds, diffed
/// arithmetically (IntegerIDs.swift), never read one by one.
@MainActor
@Suite struct IntegerIDsTests {
    /// `IdentityDiff` over two progressions, from their bounds, is the diff of the ids read one
    /// by one: same strides, starts in and out of step, overlapping, disjoint, empty.
    @Test(arguments: [
        (0, 10, 0, 10), (0, 10, 5, 10), (5, 10, 0, 10), (0, 10, 3, 4), (3, 4, 0, 10), (0, 10, 20, 5),
        (0, 0, 0, 5), (0, 5, 0, 0), (0, 10, 0, 12), (2, 10, 0, 8), (-4, 6, 0, 3),
    ])
    func arithmeticDiffIsTheDiffOfTheIDs(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int) throws {
        for stride in [1, 4] {
            let old = IntegerIDs(start: oldStart * stride, count: oldCount, stride: stride)
            let new = IntegerIDs(start: newStart * stride, count: newCount, stride: stride)
            let arithmetic = try #require(IdentityDiff(from: old, to: new))
            let read = try #require(IdentityDiff(from: old.all, to: new.all))
            #expect(arithmetic == read, "\(old) → \(new)")
            #expect(arithmetic.idsHashed == 0)
        }
        // Starts off each other's steps share no id.
        let off = try #require(IdentityDiff(from: IntegerIDs(start: 0, count: 5, stride: 4), to: IntegerIDs(start: 1, count: 5, stride: 4)))
        #expect(off == IdentityDiff(removals: [0..<5], insertions: [0..<5]))
        // Other strides: the ids are read.
        #expect(IdentityDiff(from: IntegerIDs(start: 0, count: 5, stride: 4), to: IntegerIDs(start: 0, count: 5, stride: 3)) == nil)
    }

    @Test("A range identified by itself shifted by one: no id read or hashed, the row on screen kept", arguments: [true, false])
    func aShiftedRangeIsDiffedFromItsBounds(keyPath: Bool) {
        let model = RangeModel()
        let driver = ScrollDriver(ShiftedRange(model: model, keyPath: keyPath), width: 300, height: 200)
        driver.scroll(to: 1_000)
        let graph = driver.scene.host.graph
        let hashed = graph.stats.idsHashed
        #expect(driver.scrollView.structure[0].rowIDs.map { if case .integers = $0 { true } else { false } } == true)
        let row = driver.texts.filter { $0.value.y >= 0 }.min { $0.value.y < $1.value.y }!
        // Row 0 goes, row 50,000 comes: the rows on screen keep their places.
        model.range = 1 ..< 50_001
        driver.frame()
        #expect(graph.stats.idsHashed == hashed, "ids hashed: \(graph.stats.idsHashed - hashed)")
        #expect(driver.texts[row.key] == row.value)
    }
}

@MainActor @Observable
private final class RangeModel { var range = 0 ..< 50_000 }

private struct ShiftedRange: View {
    let model: RangeModel
    let keyPath: Bool
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                if keyPath {
                    ForEach(model.range, id: \.self) { Text("\($0)").frame(height: 20) }
                } else {
                    ForEach(model.range) { Text("\($0)").frame(height: 20) }
                }
            }
        }
    }
}
