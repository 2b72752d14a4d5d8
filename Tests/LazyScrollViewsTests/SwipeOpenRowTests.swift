import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A row whose swipe actions are open, as UIKit's table view treats it (SwiftUI's `List` on iOS):
// a touch anywhere else ends the swipe and does nothing more — tapping another row closes the
// open one and does not select or open the tapped row
// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:);
// UIKit: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration). And a
// partly revealed button shows its label at its own width, clipped, not wrapped into the slot.
//
// Text is measured at 10.2 pt a character: "Delete" is 61.2 pt, its button 94 pt (61.2 + 2 × 16,
// rounded up); "Archive" 71.4 pt, its button 104 pt; open, the buttons take 198 pt.

@MainActor
private final class Taps { var lines: [String] = [] }

@MainActor
private struct Mailbox: View {
    let taps: Taps
    var body: some View {
        List {
            ForEach(0..<5, id: \.self) { i in
                Text("Message \(i)")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
                    .onTapGesture { taps.lines.append("open \(i)") }
                    .swipeActions {
                        Button(role: .destructive) { taps.lines.append("delete \(i)") } label: { Text("Delete") }
                        Button { taps.lines.append("archive \(i)") } label: { Text("Archive") }
                    }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct SwipeOpenRowTests {
    private func tap(_ driver: ScrollDriver<Mailbox>, row index: Int) {
        let rect = driver.swipeRowRect(index)
        _ = driver.scene.tap(at: Point(x: Double(rect.minX + 40), y: Double(rect.midY)))
        for _ in 0..<40 { driver.frame() }
    }

    @Test func aTapOnAnotherRowOnlyClosesTheOpenOne() {
        let taps = Taps()
        let driver = ScrollDriver(Mailbox(taps: taps), width: 300, height: 400)
        tap(driver, row: 2)
        #expect(taps.lines == ["open 2"], "closed rows take taps as usual")
        driver.dragSwipe(row: 0, [-50, -100, -150])
        #expect(abs(driver.swipeNode(row: 0).offset + 198) < 1e-9, "open at the buttons' 198 pt")
        tap(driver, row: 2)
        #expect(taps.lines == ["open 2"], "the tap closed row 0 and did not open row 2")
        #expect(driver.swipeNode(row: 0).offset == 0)
        tap(driver, row: 2)
        #expect(taps.lines == ["open 2", "open 2"], "with no row open, a tap opens again")
    }

    @Test func aTapOnTheOpenRowsButtonStillRunsIt() {
        let taps = Taps()
        let driver = ScrollDriver(Mailbox(taps: taps), width: 300, height: 400)
        driver.dragSwipe(row: 1, [-50, -100, -150])
        let rect = driver.swipeRowRect(1)
        // Archive's slot: 104 pt left of Delete's 94 at the trailing edge.
        _ = driver.scene.tap(at: Point(x: Double(rect.maxX - 198 + 10), y: Double(rect.midY)))
        for _ in 0..<40 { driver.frame() }
        #expect(taps.lines == ["archive 1"])
        #expect(driver.swipeNode(row: 1).offset == 0)
    }

    /// 60 pt revealed of the buttons' 198: the slots are scaled to 60/198 of 94 and 104 (28.5 and
    /// 31.5 pt), narrower than the labels, which are still drawn whole (one text each) and centred.
    @Test func aPartlyRevealedButtonKeepsItsLabelOnOneLine() {
        let driver = ScrollDriver(Mailbox(taps: Taps()), width: 300, height: 400)
        let rect = driver.swipeRowRect(0)
        let host = driver.scene.host
        #expect(host.beginSwipe(at: CGPoint(x: rect.midX, y: rect.midY)))
        host.moveSwipe(translation: -60)
        driver.frame()
        let texts = driver.texts
        let deleteSlotMid = Double(rect.maxX) - 94 * 60 / 198 / 2
        #expect(texts["Delete"].map { abs($0.x - (deleteSlotMid - 30.6)) < 1e-6 } == true, "\"Delete\" whole, centred on its slot")
        #expect(texts["Archive"] != nil)
        host.endSwipe()
    }
}
