import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// A visible row whose view changes type (`if mode { A() } else { B() }`) shows a new view: in
/// SwiftUI the branch that stops being taken is a view that disappears and the one taken a view
/// that appears — `onDisappear` of the old, `onAppear` of the new, while the row stays on screen
/// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:): "the action to
/// perform when this view appears"; a conditional's branches are distinct identities,
/// https://developer.apple.com/videos/play/wwdc2021/10022/ "Demystify SwiftUI", structural
/// identity). Rows on screen are only re-walked for appear/disappear when the engine reports
/// them changing visibility, so a row whose new branch is placed in the scroll view's pass
/// (after the host's lifecycle walk) must be reported too.
@MainActor
struct RowTypeChangeLifecycleTests {
    @MainActor @Observable final class Mode { var alternate = false }
    @MainActor final class Log { var events: [String] = [] }

    /// A row whose body takes one branch or the other (its body reads the mode, so it runs
    /// again when the mode changes).
    struct Row: View {
        let i: Int
        let mode: Mode
        let log: Log
        var body: some View {
            Group {
                if mode.alternate {
                    Text("B \(i)").onAppear { log.events.append("appear B \(i)") }.onDisappear { log.events.append("disappear B \(i)") }
                } else {
                    Text("A \(i)").onAppear { log.events.append("appear A \(i)") }.onDisappear { log.events.append("disappear A \(i)") }
                }
            }
            .frame(height: 20)
        }
    }

    struct Rows: View {
        let mode: Mode
        let log: Log
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100) { i in Row(i: i, mode: mode, log: log) }
                }
            }
        }
    }

    @Test("Every visible row's new branch appears and its old one disappears, rows 0 and 1 included",
          arguments: [2, 4])
    func branchSwitchInVisibleRows(framesAfter: Int) {
        let mode = Mode(), log = Log()
        let driver = ScrollDriver(Rows(mode: mode, log: log), width: 300, height: 200)
        driver.frame()
        // 200 pt of 20 pt rows: rows 0…9 on screen (row 10 starts at 200, outside).
        let visible = 0..<10
        #expect(Set(log.events.filter { $0.hasPrefix("appear A") }) == Set(visible.map { "appear A \($0)" }))
        log.events.removeAll()
        mode.alternate = true
        for _ in 0..<framesAfter { driver.frame() }
        for i in visible {
            #expect(log.events.contains("disappear A \(i)"), "row \(i): \(log.events)")
            #expect(log.events.contains("appear B \(i)"), "row \(i): \(log.events)")
        }
        #expect(!log.events.contains { $0.hasPrefix("appear A") })
        // Once each: later frames report nothing more.
        #expect(log.events.filter { $0.hasPrefix("appear B") }.count == visible.count, "\(log.events)")
        #expect(driver.texts.keys.contains("B 0"))
    }
}
