import DisplayList
import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A scroll view records what each row of plain views drew and replays it while the row does
// not change (ScrollViewNode.paintRow). These check that replaying never shows anything a
// fresh paint would not: the same commands whichever frames came before, and a row's change
// of colour alone (no new size) is drawn.

private typealias ViewColor = LazyScrollViews.Color

@Observable @MainActor
private final class Swatch {
    var color = ViewColor.red
}

/// Rows that are bare colours: a new colour changes what a row draws, not its size.
private struct SwatchList: View {
    let swatch: Swatch
    var body: some View {
        let color = swatch.color
        ScrollView {
            LazyVStack(spacing: 0) {
                // Rows of their own (updated in the environment they had) and elements.
                color
                color
                ForEach(0..<200) { _ in color }
            }
        }
    }
}

private struct LabelledRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<10_000) { i in
                    HStack(spacing: 8) {
                        ViewColor(rgba: RGBAColor(r8: i % 256, g8: 40, b8: 90)).frame(width: 24, height: 24)
                        Text("Row \(i)").foregroundStyle(ViewColor.gray)
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("Replayed rows")
struct RowReplayTests {
    @Test("A frame drawn from replayed rows is the frame a fresh paint draws")
    func replayEqualsFreshPaint() {
        // One driver scrolls there a few points a frame (its rows recorded and replayed many
        // times); the other is made at the offset (every row painted for the first time).
        let walked = ScrollDriver(LabelledRows())
        for step in 1...40 { walked.frame(offset: Double(step) * 7) }
        let fresh = ScrollDriver(LabelledRows())
        fresh.frame(offset: 280)
        fresh.frame(offset: 280)
        walked.frame(offset: 280)
        #expect(walked.list == fresh.list)
        #expect(walked.texts["Row 12"] != nil)
    }

    @Test("Replayed rows are drawn by reference: one stored command a row, the same drawing expanded")
    func replayedRowsAreReferences() {
        let driver = ScrollDriver(LabelledRows())
        driver.frame(offset: 100)
        driver.frame(offset: 107)
        let replays = driver.list.storedCommands.filter { if case .replay = $0 { true } else { false } }.count
        // 200 pt of 24 pt rows: 9 or 10 on screen, all but one that scrolled in replayed.
        #expect(replays >= 8)
        // Each replayed row: push, its square and label, pop — three more drawn than stored.
        #expect(driver.list.count == driver.list.storedCount + 3 * replays)
        // What a driver made at that offset draws (its rows painted at most a frame before).
        let fresh = ScrollDriver(LabelledRows())
        fresh.frame(offset: 107)
        #expect(driver.list == fresh.list)
    }

    @Test("A row whose colour changes, and nothing else, is drawn in the new colour")
    func paintOnlyChange() {
        let swatch = Swatch()
        let driver = ScrollDriver(SwatchList(swatch: swatch))
        driver.frame(offset: 20)
        driver.frame(offset: 25)
        let red = RGBAColor.red, blue = RGBAColor.blue
        func fills(_ color: RGBAColor) -> Int {
            driver.list.commands.filter { if case .fillRect(_, color) = $0 { return true } else { return false } }.count
        }
        #expect(fills(red) > 10)
        swatch.color = ViewColor.blue
        driver.frame(offset: 25)
        #expect(fills(red) == 0)
        #expect(fills(blue) > 10)
    }
}
