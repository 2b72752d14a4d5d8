import DisplayList
import Foundation
import LazyLayout
import ScrollHosting
import Testing
@testable import LazyScrollViews

// Lazy grids: SwiftUI's `LazyVGrid` / `LazyHGrid` with `GridItem` sizes
// (https://developer.apple.com/documentation/swiftui/lazyvgrid,
// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:)).
// The column algorithm — fixed items first, then the others in order each proposing
// remaining / itemsLeft, flexible clamped to min…max, adaptive fitting as many columns of at
// least `minimum` as its share holds — is the one objc.io measured and rebuilt (Swift Talk 238,
// https://github.com/objcio/S01E238-swiftui-layout-explained-grids-with-flexible-columns).
// Spacing: 8 pt by default, after every item but the last.

@MainActor
@Suite struct GridColumnAlgorithmTests {
    private func widths(_ items: [GridItem], _ length: CGFloat) -> [CGFloat] { GridTracks.resolve(items, length: length).map(\.length) }
    private func offsets(_ items: [GridItem], _ length: CGFloat) -> [CGFloat] { GridTracks.resolve(items, length: length).map(\.offset) }

    @Test func adaptiveFitsAsManyColumnsOfTheMinimumAsTheWidthHolds() {
        // 390 pt (an iPhone 15's width), minimum 80, spacing 8: ⌊(390 + 8) / (80 + 8)⌋ = ⌊4.52⌋ = 4
        // columns, sharing 390 − 3·8 = 366: 91.5 each, at 0, 99.5, 199, 298.5.
        let items = [GridItem(.adaptive(minimum: 80))]
        #expect(widths(items, 390) == [91.5, 91.5, 91.5, 91.5])
        #expect(offsets(items, 390) == [0, 99.5, 199, 298.5])
    }

    /// ⌊(w + 8) / (80 + 8)⌋ columns, at least one: the fourth column arrives at w = 4·88 − 8 = 344.
    @Test(arguments: [(CGFloat(300), 3), (343, 3), (344, 4), (100, 1), (40, 1), (1_000, 11)])
    func adaptiveColumnCountFollowsTheWidth(width: CGFloat, columns: Int) {
        #expect(GridTracks.count([GridItem(.adaptive(minimum: 80))], length: width) == columns)
    }

    @Test func adaptiveColumnsGrowOnlyToTheirMaximum() {
        // Four columns fit (as above) and would be 91.5 wide; the maximum 90 holds them.
        #expect(widths([GridItem(.adaptive(minimum: 80, maximum: 90))], 390) == [90, 90, 90, 90])
    }

    @Test func anAdaptiveItemNarrowerThanItsMinimumStillMakesOneColumnAtTheMinimum() {
        #expect(widths([GridItem(.adaptive(minimum: 80))], 60) == [80])
    }

    @Test func threeFlexibleColumnsShareTheWidthLessTheSpacing() {
        // (390 − 2·8) / 3 = 124.666…
        let w = widths(Array(repeating: GridItem(.flexible()), count: 3), 390)
        #expect(w.count == 3)
        for width in w { #expect(abs(width - 374.0 / 3) < 1e-9) }
    }

    @Test func fixedColumnsTakeTheirSizeFirstAndFlexibleOnesShareTheRest() {
        // 390 − 2·8 = 374; the fixed column takes 100; the two flexible ones 274 / 2 = 137,
        // at 0, 108, 253 — fixed resolved first though it is written last here too.
        #expect(widths([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], 390) == [100, 137, 137])
        #expect(offsets([GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], 390) == [0, 108, 253])
        #expect(widths([GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(100))], 390) == [137, 137, 100])
    }

    @Test func aFlexibleColumnIsClampedAndTheNextTakesWhatItLeft() {
        // 390 − 8 = 382; the first proposes 191, clamped to 50; the second gets 332.
        #expect(widths([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], 390) == [50, 332])
        // A minimum below the share changes nothing: 191 ≥ 150, so 191 each.
        #expect(widths([GridItem(.flexible(minimum: 150)), GridItem(.flexible())], 390) == [191, 191])
        // 250 > 191: the first takes 250, the second what is left, 132.
        #expect(widths([GridItem(.flexible(minimum: 250)), GridItem(.flexible())], 390) == [250, 132])
    }

    @Test func fixedThenAdaptiveFillsTheRestWithAdaptiveColumns() {
        // 390 − 8 = 382; fixed 100 → 282 left; ⌊(282 + 8) / 58⌋ = 5 columns of (282 − 4·8) / 5 = 50.
        #expect(widths([GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], 390) == [100, 50, 50, 50, 50, 50])
        #expect(offsets([GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], 390) == [0, 108, 166, 224, 282, 340])
    }

    @Test func itemSpacingIsTheGapAfterIt() {
        // Spacing 0 after the first, 20 after the second: 390 − 20 = 370 over three = 123.33…,
        // the third starting at 2·123.33 + 20.
        let items = [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 20), GridItem(.flexible())]
        let o = offsets(items, 390)
        #expect(abs(o[1] - 370.0 / 3) < 1e-9)
        #expect(abs(o[2] - (2 * 370.0 / 3 + 20)) < 1e-9)
    }
}

/// A cell that counts how often its body runs (one per cell made, since nothing changes).
private struct CountedCell: View {
    let index: Int
    let counter: Counter
    var body: some View {
        let _ = counter.hit("cell")
        Text("\(index)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50, alignment: .topLeading)
    }
}

private struct CountedGrid: View {
    let cells: Int
    let counter: Counter
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<cells, id: \.self) { CountedCell(index: $0, counter: counter) }
            }
        }
    }
}

@MainActor
@Suite struct LazyGridTests {
    @Test(arguments: [1_000, 1_000_000, 10_000_000])
    func onlyCellsNearTheViewportAreMade(cells: Int) {
        // 300 × 200 viewport, rows 50 pt tall and 8 apart: about four rows show; with the
        // engine's prefetch a few more are made. Whatever the count, the same rows are made.
        let counter = Counter()
        let driver = ScrollDriver(CountedGrid(cells: cells, counter: counter), width: 300, height: 200)
        driver.frame()
        let linesAtTop = driver.scrollView.resolvedElements
        #expect(linesAtTop >= 4 && linesAtTop <= 12, "lines made at the top: \(linesAtTop)")
        #expect(counter["cell"] == linesAtTop * 3, "three cells a line, each made once")
        // Jump to the end (the extent is estimated: settle it over a few frames).
        for _ in 0..<3 { driver.frame(offset: max(0, driver.result.contentExtent - 200)) }
        let madeAfterJump = driver.scrollView.resolvedElements - linesAtTop
        #expect(madeAfterJump <= 14, "lines made for the end: \(madeAfterJump)")
        let last = String(cells - 1)
        #expect(driver.texts[last] != nil, "the last cell, \(last), is drawn: offset \(driver.offset) of \(driver.result.contentExtent), texts \(driver.texts.keys.sorted())")
        #expect(counter["cell"] <= (linesAtTop + madeAfterJump) * 3)
    }

    @Test func aFrameCostsTheSameAtAThousandAndTenMillionCells() {
        func frameWork(_ cells: Int) -> (placed: Int, bodies: Int, made: Int) {
            let counter = Counter()
            let driver = ScrollDriver(CountedGrid(cells: cells, counter: counter), width: 300, height: 200)
            driver.scroll(to: 500)
            let made = driver.scrollView.resolvedElements
            driver.frame(offset: 620)
            return (driver.result.placed.count, driver.bodiesInLastFrame, driver.scrollView.resolvedElements - made)
        }
        let small = frameWork(1_000), large = frameWork(10_000_000)
        #expect(small.placed == large.placed)
        #expect(small.bodies == large.bodies)
        #expect(small.made == large.made)
    }

    @Test func adaptiveColumnsPlaceCellsWhereTheAlgorithmSays() {
        // 390 wide: four adaptive columns of 91.5 at 0, 99.5, 199, 298.5 (see the algorithm
        // tests); rows 50 tall, 8 apart: cell 5 is row 1, column 1 → (99.5, 58).
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<100, id: \.self) { Text("\($0)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50, alignment: .topLeading) }
            }
        }
        let driver = ScrollDriver(view, width: 390, height: 400)
        driver.frame()
        let texts = driver.texts
        #expect(texts["0"]?.x == 0 && texts["0"]?.y == 0)
        #expect(texts["3"]?.x == 298.5)
        #expect(texts["4"]?.x == 0 && texts["4"]?.y == 58)
        #expect(texts["5"]?.x == 99.5 && texts["5"]?.y == 58)
        #expect(texts["10"]?.x == 199 && texts["10"]?.y == 116)
    }

    @Test func fixedColumnsNarrowerThanTheGridAreCentredByDefaultAndLeadingWhenAsked() {
        // Two fixed 100 pt columns, 8 apart, span 208 of 300: centred, they start at 46.
        func x(_ alignment: HorizontalAlignment) -> Double? {
            let view = ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], alignment: alignment) {
                    ForEach(0..<10, id: \.self) { Text("\($0)").frame(maxWidth: .infinity, alignment: .leading) }
                }
            }
            let driver = ScrollDriver(view, width: 300, height: 200)
            return driver.texts["1"]?.x
        }
        #expect(abs(x(.center)! - (46 + 108)) < 1e-9)
        #expect(abs(x(.leading)! - 108) < 1e-9)
        #expect(abs(x(.trailing)! - (92 + 108)) < 1e-9)
    }

    @Test func sectionHeadersPinInAGrid() {
        // 12 sections of 30 cells (10 rows of 3, 50 tall, 8 apart); headers pinned.
        let view = ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), pinnedViews: [.sectionHeaders]) {
                ForEach(0..<12, id: \.self) { month in
                    Section {
                        ForEach(0..<30, id: \.self) { i in
                            Text("\(month)-\(i)").frame(maxWidth: .infinity, minHeight: 50, maxHeight: 50)
                        }
                    } header: {
                        Text("Month \(month)").frame(maxWidth: .infinity, minHeight: 20, alignment: .leading)
                    }
                }
            }
        }
        let driver = ScrollDriver(view, width: 300, height: 200)
        driver.scroll(to: 300)
        // Deep in section 0: its header holds at the top.
        #expect(driver.texts["Month 0"]?.y == 0)
        #expect(driver.texts["0-0"] == nil, "row 0 scrolled away")
    }

    @Test func scrollToACellGoesToItsLine() {
        let box = GridProxyBox()
        let driver = ScrollDriver(GridReader(box: box), width: 300, height: 200)
        _ = driver.scene.takeScrollRequests()
        box.proxy!.scrollTo(5_000_000, anchor: .top)
        driver.frame()
        // Cell 5,000,000 of three columns is in line 1,666,666.
        #expect(driver.scene.takeScrollRequests() == [.scrollTo(index: 1_666_666, anchor: .top, animated: false)])
    }

    @Test func aHorizontalGridFillsItsRowsTopToBottom() {
        // Two fixed rows of 40, 8 apart, span 88 of 200: centred from 56. Cell 1 is in row 1 of
        // column 0, cell 2 in row 0 of column 1.
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
                ForEach(0..<1_000, id: \.self) { Text("\($0)").frame(width: 60, height: 40, alignment: .topLeading) }
            }
        }
        let driver = ScrollDriver(view, width: 300, height: 200)
        driver.frame()
        #expect(driver.texts["0"]?.x == 0 && driver.texts["0"]?.y == 56)
        #expect(driver.texts["1"]?.x == 0 && driver.texts["1"]?.y == 104)
        #expect(driver.texts["2"]?.x == 68 && driver.texts["2"]?.y == 56)
    }

    @Test func cellsWrittenOneByOneAreCutIntoRowsToo() {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                Text("a").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30, alignment: .leading)
                Text("b").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30, alignment: .leading)
                Text("c").frame(maxWidth: .infinity, minHeight: 30, maxHeight: 30, alignment: .leading)
            }
        }
        let driver = ScrollDriver(view, width: 300, height: 200)
        // (300 − 8) / 2 = 146: b at 154; c starts the second row, 30 below the first (each text
        // centred the same way in its 30 pt frame).
        let a = driver.texts["a"], b = driver.texts["b"], c = driver.texts["c"]
        #expect(a?.x == 0 && b?.x == 154 && b?.y == a?.y)
        #expect(c?.x == 0 && c.map { abs($0.y - a!.y - 30) < 1e-9 } == true, "\(driver.texts)")
    }

    @Test func theContentIsCutOnceWhenTheEstimateWasRight() {
        let counter = Counter()
        let driver = ScrollDriver(CountedGrid(cells: 1_000, counter: counter), width: 300, height: 200)
        driver.scroll(to: 400)
        let grid = findGrid(driver.scene.host.graph.root)
        #expect(grid?.loweringCount == 1)
    }

    private func findGrid(_ node: ViewNode?) -> LazyGridNode? {
        guard let node else { return nil }
        if let grid = node as? LazyGridNode { return grid }
        for child in node.children { if let found = findGrid(child) { return found } }
        return nil
    }
}

@MainActor
private final class GridProxyBox { var proxy: ScrollViewProxy? }

private struct GridReader: View {
    let box: GridProxyBox
    var body: some View {
        ScrollViewReader { proxy in
            let _ = (box.proxy = proxy)
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(0..<10_000_000, id: \.self) { Text("\($0)").frame(height: 40) }
                }
            }
        }
    }
}
