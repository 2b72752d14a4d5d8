import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// `swipeActions(edge:allowsFullSwipe:content:)` driven by replayed horizontal drags and
// touchpad/wheel streams, headless:
// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
// ("the first action … full swipe"; a destructive `Button` role is red:
// https://developer.apple.com/documentation/swiftui/buttonrole/destructive).
//
// Text is measured at 10.2 pt a character (17 pt × 0.6). A button is its label plus 16 pt either
// side rounded up to a whole point, at least 74 pt: "Delete" 6 × 10.2 + 32 = 93.2 → 94,
// "Archive" 7 × 10.2 + 32 = 103.4 → 104; open, the trailing buttons take 198 pt. A plain list's
// row is the whole width (300) and 44 pt tall; its text is inset 20 pt.

private let deleteWidth: CGFloat = 94
private let archiveWidth: CGFloat = 104
private let openWidth: CGFloat = deleteWidth + archiveWidth

@MainActor
private struct Inbox: View {
    let log: Log
    var edge: HorizontalEdge = .trailing
    var allowsFullSwipe = true
    var body: some View {
        List {
            ForEach(0..<5, id: \.self) { i in
                Text("Message \(i)")
                    .swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe) {
                        Button(role: .destructive) { log.lines.append("delete \(i)") } label: { Text("Delete") }
                        Button { log.lines.append("archive \(i)") } label: { Text("Archive") }
                            .tint(.blue)
                    }
                    .swipeActions(edge: .leading) {
                        Button { log.lines.append("pin \(i)") } label: { Text("Pin") }
                    }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct SwipeActionsTests {
    @Test func aShortDragSnapsBackAndAPastHalfDragKeepsTheButtonsOpen() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        let trailing = driver.swipeNode(row: 0, edge: .trailing)
        // 99 is half of 198: 90 pt shown snaps back, 110 pt stays open at 198.
        driver.dragSwipe(row: 0, [-30, -60, -90])
        #expect(trailing.offset == 0)
        driver.dragSwipe(row: 0, [-40, -80, -110])
        #expect(abs(trailing.offset + openWidth) < 1e-9)
        #expect(log.lines.isEmpty)
        // Open, the buttons are drawn from the trailing edge: Delete (the first) outermost.
        let rect = driver.swipeRowRect(0)
        // The swiping area is the whole row: 300 wide, 44 tall (the text's 20.4 + 2 × 11, at
        // least 44).
        #expect(rect.minX == 0 && rect.width == 300 && abs(rect.height - 44) < 1e-9)
        let texts = driver.texts
        // Each label is centred in its button: (94 − 61.2) / 2 = 16.4 and (104 − 71.4) / 2 = 16.3 in.
        #expect(abs(Double(texts["Delete"]!.x) - Double(rect.maxX - deleteWidth + 16.4)) < 1e-6)
        #expect(abs(Double(texts["Archive"]!.x) - Double(rect.maxX - openWidth + 16.3)) < 1e-6)
        // The row's text moved left with the row.
        #expect(abs(Double(texts["Message 0"]!.x) - Double(rect.minX + 20 - openWidth)) < 1e-6)
    }

    @Test func destructiveIsRedAndTintColoursAButton() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        driver.dragSwipe(row: 1, [-150])
        let rect = driver.swipeRowRect(1)
        var fills: [(Rect, RGBAColor)] = []
        for command in driver.list.commands {
            if case .fillRect(let r, let color) = command { fills.append((r, color)) }
        }
        // Delete's background: systemRed over its 93.2 pt at the trailing edge; Archive's: the
        // `.tint(.blue)` it carries.
        #expect(fills.contains { abs($0.0.minX - Double(rect.maxX - deleteWidth)) < 1e-6 && $0.1 == RGBAColor.red
                                 && abs($0.0.height - 44) < 1e-9 && abs($0.0.width - Double(deleteWidth)) < 1e-9 })
        #expect(fills.contains { abs($0.0.minX - Double(rect.maxX - openWidth)) < 1e-6 && $0.1 == RGBAColor.blue })
    }

    @Test func tappingAButtonRunsItAndClosesTheRow() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        driver.dragSwipe(row: 2, [-150])
        let rect = driver.swipeRowRect(2)
        let trailing = driver.swipeNode(row: 2, edge: .trailing)
        #expect(driver.scene.tap(at: Point(x: Double(rect.maxX - openWidth + 10), y: Double(rect.midY))) == .handled)
        #expect(log.lines == ["archive 2"])
        #expect(trailing.offset == 0)
    }

    @Test func aFullSwipeRunsTheFirstAction() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        let width = driver.swipeRowRect(3).width
        // Past 60 % of the row's width (180 of 300) and past the buttons' 198: the first action runs.
        let full = max(openWidth, 0.6 * width) + 1
        driver.dragSwipe(row: 3, [-100, -full])
        #expect(log.lines == ["delete 3"])
        #expect(driver.swipeNode(row: 3, edge: .trailing).offset == 0)
    }

    @Test func withoutFullSwipeTheRowStopsAtTheButtons() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log, allowsFullSwipe: false), width: 300, height: 400)
        let trailing = driver.swipeNode(row: 0, edge: .trailing)
        let rect = driver.swipeRowRect(0)
        #expect(driver.scene.host.beginSwipe(at: CGPoint(x: rect.midX, y: rect.midY)))
        driver.scene.host.moveSwipe(translation: -1000)
        #expect(abs(trailing.offset + openWidth) < 1e-9)
        driver.scene.host.endSwipe()
        #expect(log.lines.isEmpty)
        #expect(abs(trailing.offset + openWidth) < 1e-9)
    }

    @Test func aRightwardDragRevealsTheLeadingActions() {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        let leading = driver.swipeNode(row: 0, edge: .leading)
        // "Pin" is 3 × 10.2 + 32 = 62.6, below the 74 pt minimum: open at 74.
        driver.dragSwipe(row: 0, [20, 50])
        #expect(abs(leading.offset - 74) < 1e-9)
        #expect(driver.swipeNode(row: 0, edge: .trailing).offset == 0)
        // Grey without a tint (systemGray), at the leading edge.
        let rect = driver.swipeRowRect(0)
        let grey = driver.list.commands.contains {
            if case .fillRect(let r, let color) = $0 { return abs(r.minX - Double(rect.minX)) < 1e-6 && color == RGBAColor.gray }
            return false
        }
        #expect(grey)
        // Dragging back left closes it (the open row moves, not the other edge).
        driver.dragSwipe(row: 0, [-60])
        #expect(leading.offset == 0)
    }

    @Test(arguments: [(CGFloat(30), 4, true), (CGFloat(20), 3, false)])
    func aTouchpadSwipeOpensByItsSummedDeltas(_ delta: CGFloat, _ events: Int, _ opens: Bool) {
        let log = Log()
        let driver = ScrollDriver(Inbox(log: log), width: 300, height: 400)
        let rect = driver.swipeRowRect(4)
        let host = driver.scene.host
        // Positive deltaX scrolls right: the row moves left. 4 × 30 = 120 > 99 opens;
        // 3 × 20 = 60 does not.
        for _ in 0..<events {
            #expect(host.horizontalScroll(at: CGPoint(x: rect.midX, y: rect.midY), deltaX: delta))
            driver.frame()
        }
        host.endHorizontalScroll()
        for _ in 0..<40 { driver.frame() }
        let trailing = driver.swipeNode(row: 4, edge: .trailing)
        #expect(opens ? abs(trailing.offset + openWidth) < 1e-9 : trailing.offset == 0)
    }

    @Test func aSwipeOutsideAnyRowIsNotTaken() {
        let driver = ScrollDriver(Inbox(log: Log()), width: 300, height: 400)
        #expect(!driver.scene.host.beginSwipe(at: CGPoint(x: 150, y: 399)))
    }
}
