import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// Swipe rows move as on iOS when the finger is not moving them
// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:):
// "a full swipe … performs the first action"): a released row settles open or shut with a
// spring, a full swipe slides the row out, and a destructive action's row collapses before the
// action deletes it (SwipeActions+Animation.swift). Frames are 1/60 s apart; every value below
// is pinned at a frame's time, from the curves of `Animation` (Animation.swift):
//
// - settle: a critically damped spring normalised to 0.35 s, p(u) = 1 − (1 + 9.2334u)e^(−9.2334u);
// - slide-out: `.easeOut(duration: 0.25)`, p(u) = 1 − (1 − u)³;
// - collapse: `.easeInOut(duration: 0.25)`, p(u) = 4u³ for u < ½.
//
// Metrics as SwipeActionsTests: "Delete" 94 pt, "Archive" 104 pt, 198 pt open; a plain list's
// rows 300 × 44.

@MainActor
private final class Deletions { var lines: [String] = [] }

@MainActor
private struct DeletingInbox: View {
    let log: Deletions
    @State private var items = Array(0..<8)
    var body: some View {
        List {
            ForEach(items, id: \.self) { i in
                Text("Message \(i)")
                    .swipeActions {
                        Button(role: .destructive) {
                            log.lines.append("delete \(i)")
                            items.removeAll { $0 == i }
                        } label: { Text("Delete") }
                        Button { log.lines.append("archive \(i)") } label: { Text("Archive") }
                    }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct SwipeActionsAnimationTests {
    private func swipe(_ driver: ScrollDriver<DeletingInbox>, row: Int, _ dxs: [CGFloat]) {
        let host = driver.scene.host
        #expect(host.beginSwipe(at: CGPoint(x: 150, y: 44 * CGFloat(row) + 22)))
        for dx in dxs { host.moveSwipe(translation: dx); driver.frame() }
        host.endSwipe()
    }

    @Test func aReleasedRowSettlesOpenWithASpring() throws {
        let driver = ScrollDriver(DeletingInbox(log: Deletions()), width: 300, height: 400)
        let rest = try #require(driver.texts["Message 0"]).x
        // Let go at 110 pt shown (past half of 198): the row settles open at 198.
        swipe(driver, row: 0, [-40, -80, -110])
        var shown: [Double] = []
        for _ in 0..<30 { driver.frame(); shown.append(rest - (try #require(driver.texts["Message 0"]).x)) }
        // A frame after the release it has barely moved on: p(1/21) = 0.0715 → 116.3, not a jump to 198.
        #expect(abs(shown[0] - (110 + 88 * SwipeActionMetrics.settleAnimation.progress((1.0 / 60) / 0.35))) < 1e-6)
        #expect(shown[0] < 120)
        // 0.1 s after: p(0.2857) = 1 − (1 + 2.63812)e^(−2.63812) = 0.739890 → 110 + 88 × 0.739890 = 175.110.
        #expect(abs(shown[5] - 175.11034113) < 1e-6)
        // Never past the open width (a critically damped spring does not overshoot), and there at the end.
        #expect(zip(shown.dropFirst(), shown).allSatisfy { $0 >= $1 - 1e-9 })
        #expect(abs(shown.last! - 198) < 1e-3)
    }

    @Test func aShortReleaseSettlesShut() throws {
        let driver = ScrollDriver(DeletingInbox(log: Deletions()), width: 300, height: 400)
        let rest = try #require(driver.texts["Message 1"]).x
        swipe(driver, row: 1, [-30, -60])
        driver.frame()
        // 60 pt shown, under half: closing from 60 with the same spring, p(1/21) = 0.0715 → 55.7.
        let first = rest - (try #require(driver.texts["Message 1"]).x)
        #expect(abs(first - 60 * (1 - SwipeActionMetrics.settleAnimation.progress((1.0 / 60) / 0.35))) < 1e-6)
        for _ in 0..<25 { driver.frame() }
        #expect(abs((try #require(driver.texts["Message 1"]).x) - rest) < 1e-6)
    }

    @Test func aFullSwipeSlidesTheRowOutCollapsesItThenDeletes() throws {
        let log = Deletions()
        let driver = ScrollDriver(DeletingInbox(log: log), width: 300, height: 400)
        let rest = try #require(driver.texts["Message 2"]).x
        let below = try #require(driver.texts["Message 3"]).y
        // 250 pt shown (> 198 and ≥ 60 % of 300): a full swipe of a destructive first action.
        swipe(driver, row: 2, [-100, -250])
        var xs: [Double] = [], ys: [Double] = []
        #expect(log.lines.isEmpty, "at the release")
        var ranAt: Int?
        for k in 1...40 {
            driver.frame()
            if ranAt == nil, !log.lines.isEmpty { ranAt = k }
            xs.append(driver.texts["Message 2"].map { rest - $0.x } ?? .nan)
            ys.append(try #require(driver.texts["Message 3"]).y)
        }
        // Slide-out, 0.1 s in (frame 6): 250 + 50 × (1 − 0.6³) = 289.2 — the action has not run.
        #expect(abs(xs[5] - 289.2) < 1e-6)
        #expect(abs(ys[5] - below) < 1e-6)                      // the rows below have not moved yet
        // Collapse, 0.1 s into it (0.35 s, frame 21): 4 × 0.4³ = 0.256 of 44 pt gone.
        #expect(abs(ys[20] - (below - 44 * 0.256)) < 1e-6)
        // The action runs at the update whose time reaches the collapse's end, 0.5 s (frame 30).
        #expect(ranAt == 30)
        // The rows below close up without a jump; after 0.5 s the action has deleted the row.
        #expect(zip(ys.dropFirst(), ys).allSatisfy { $0 <= $1 + 1e-9 && $1 - $0 < 44 * 0.3 })
        #expect(log.lines == ["delete 2"])
        #expect(driver.texts["Message 2"] == nil)
        #expect(abs(ys.last! - (below - 44)) < 1e-6)
    }

    @Test func aRowTheActionKeepsComesBack() throws {
        // The destructive button's action does not delete here: the row returns, shut, full height.
        let log = Deletions()
        struct Keeping: View {
            let log: Deletions
            var body: some View {
                List {
                    ForEach(0..<5, id: \.self) { i in
                        Text("Message \(i)").swipeActions {
                            Button(role: .destructive) { log.lines.append("delete \(i)") } label: { Text("Delete") }
                        }
                    }
                }
                .listStyle(.plain)
            }
        }
        let driver = ScrollDriver(Keeping(log: log), width: 300, height: 400)
        let rest = try #require(driver.texts["Message 1"])
        let below = try #require(driver.texts["Message 2"]).y
        #expect(driver.scene.host.beginSwipe(at: CGPoint(x: 150, y: 66)))
        driver.scene.host.moveSwipe(translation: -250)
        driver.frame()
        driver.scene.host.endSwipe()
        for _ in 0..<40 { driver.frame() }
        #expect(log.lines == ["delete 1"])
        #expect(try #require(driver.texts["Message 1"]) == rest)
        #expect(abs(try #require(driver.texts["Message 2"]).y - below) < 1e-6)
    }
}
