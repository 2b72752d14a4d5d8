import DisplayList
import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

// The shortcuts the list written as views takes for a row made again (README, "The list written
// as views"): a scroll view finds the rows of its last pass by a cursor over that pass's list,
// unretained; a text of one line is laid out once for every proposal it fits and keeps its
// style when only its string changes; a layout modifier updated with the same layout over the
// same subview keeps its sizes. Each must show exactly what the long way shows.

private typealias ViewColor = LazyScrollViews.Color

/// The benchmark's row shape: a framed colour and a label, each row's own.
private struct BenchRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100_000) { i in
                    HStack(spacing: 8) {
                        ViewColor(rgba: RGBAColor(r8: i % 256, g8: (i / 256) % 256, b8: 90)).frame(width: 24, height: 24)
                        Text("Row \(i) " + String(repeating: "w", count: i % 7))
                    }
                }
            }
        }
    }
}

@Observable @MainActor
private final class Choice {
    var letters = true
}

/// A scroll view whose content is one `ForEach` or another of another view type.
private struct SwitchedContent: View {
    let choice: Choice
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                if choice.letters {
                    ForEach(0..<1_000) { i in Text("A\(i)").frame(height: 20) }
                } else {
                    ForEach(0..<1_000) { i in HStack { Text("B\(i)") }.frame(height: 20) }
                }
            }
        }
    }
}

@Observable @MainActor
private final class Label {
    var string = "abc"
    var size: CGFloat = 10
    var color = ViewColor.red
}

private struct StyledText: View {
    let label: Label
    var body: some View {
        Text(label.string).foregroundStyle(label.color)
            .font(.system(size: label.size))
    }
}

@MainActor
@Suite("Row update shortcuts")
struct RowUpdateShortcutTests {
    @Test("Rows made again from recycled nodes over a long scroll draw what rows made fresh draw")
    func recycledRowsEqualFreshRows() {
        // 400 frames of 13 pt: ~217 rows of 24 pt scroll past, every one made from a recycled row
        // (its frame modifier kept, its label laid out once), found again by the cursor each pass.
        let walked = ScrollDriver(BenchRows())
        for step in 1...400 { walked.frame(offset: Double(step) * 13) }
        let fresh = ScrollDriver(BenchRows())
        fresh.frame(offset: 5200)
        fresh.frame(offset: 5200)
        walked.frame(offset: 5200)
        #expect(walked.list == fresh.list)
        // 5200 / 24 = 216.7: row 216 is the first drawn, partly scrolled off.
        #expect(walked.texts["Row 216 " + String(repeating: "w", count: 216 % 7)] != nil)
        // The walk did make its rows from recycled ones (~217 rows scrolled in past the first screen).
        #expect(walked.scene.host.graph.stats.rowsReused > 150)
    }

    @Test("A scroll view whose content becomes another ForEach places that ForEach's rows, not the last pass's")
    func newContentIsNotFoundInTheLastPass() {
        let choice = Choice()
        let driver = ScrollDriver(SwitchedContent(choice: choice))
        driver.frame(offset: 400)
        driver.frame(offset: 400)
        // 400 / 20: row 20 at the top.
        #expect(driver.texts["A20"] != nil)
        choice.letters = false
        driver.frame(offset: 400)
        #expect(driver.texts["A20"] == nil)
        #expect(driver.texts["B20"] != nil)
        #expect(driver.texts.keys.allSatisfy { $0.hasPrefix("B") })
        choice.letters = true
        driver.frame(offset: 400)
        #expect(driver.texts["A20"] != nil)
        #expect(driver.texts.keys.allSatisfy { $0.hasPrefix("A") })
    }

    @Test("A text keeps its style when only its string changes, and takes a new font or colour")
    func textStyleFollowsItsValues() {
        let label = Label()
        let host = makeHost(StyledText(label: label))
        func drawn() -> (string: String, font: FontSpec, color: RGBAColor, width: Double, height: Double)? {
            let frame = host.graph.root?.soleContributedSubview?.frame ?? .zero
            for command in host.displayList.commands {
                if case .text(let string, _, let font, let color) = command {
                    return (string, font, color, Double(frame.width), Double(frame.height))
                }
            }
            return nil
        }
        // FixedAdvanceTextMeasurer: width = characters × size × 0.6.
        #expect(drawn()?.width == Double(3 * 10) * 0.6)
        label.string = "abcdef"
        host.update(size: host.size, at: 0); host.render(at: 0)
        #expect(drawn()?.string == "abcdef")
        #expect(drawn()?.width == Double(6 * 10) * 0.6)
        #expect(drawn()?.color == RGBAColor.red)
        label.size = 20
        host.update(size: host.size, at: 0); host.render(at: 0)
        #expect(drawn()?.font.sizePoints == 20)
        #expect(drawn()?.width == Double(6 * 20) * 0.6)
        // The line height is the new font's (20 × 1.2), not the one kept for the old style.
        #expect(drawn()?.height == Double(20) * 1.2)
        label.string = "ab"
        label.color = ViewColor.blue
        host.update(size: host.size, at: 0); host.render(at: 0)
        #expect(drawn()?.color == RGBAColor.blue)
        #expect(drawn()?.width == Double(2 * 20) * 0.6)
    }
}
