import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// https://developer.apple.com/documentation/swiftui/timelineview — "A view that updates according
// to a schedule that you provide." TimelineView.Context.date — "The date from the schedule that
// triggered the current view update. The first time a TimelineView closure receives this date, it
// might be in the past. For example, if you create an everyMinute schedule at 10:09:55, the
// schedule creates entries 10:09:00, 10:10:00 … the context.date value is 10:09:00."
// The tests' window date is the reference date at time zero; a frame is 1/60 s.

/// Shows the context's date as whole seconds since the reference date.
private func seconds(_ date: Date) -> String { "t=\(Int(date.timeIntervalSinceReferenceDate.rounded(.down)))" }

@MainActor
private struct Clock<S: TimelineSchedule>: View {
    let schedule: S
    var body: some View {
        TimelineView(schedule) { context in
            Text(seconds(context.date))
        }
    }
}

@MainActor
@Suite("TimelineView") struct TimelineViewTests {
    private func shown<V: View>(_ driver: ScrollDriver<V>) -> String? {
        driver.texts.keys.first { $0.hasPrefix("t=") }
    }

    @Test("periodic: the content is made again at each entry, given the entry's date")
    func periodic() {
        let driver = ScrollDriver(Clock(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)))
        #expect(shown(driver) == "t=0")
        for _ in 0..<30 { driver.frame() }                       // 0.52 s
        #expect(shown(driver) == "t=0")
        for _ in 0..<35 { driver.frame() }                       // 1.1 s
        #expect(shown(driver) == "t=1")
        for _ in 0..<90 { driver.frame() }                       // 2.6 s
        #expect(shown(driver) == "t=2")
        #expect(!driver.scene.host.isAnimating, "a periodic schedule does not keep frames coming")
    }

    @Test("everyMinute at 10:09:55 is given 10:09:00 first, then 10:10:00")
    func everyMinuteStartsAtTheMinute() {
        let driver = ScrollDriver(Clock(schedule: .everyMinute))
        driver.scene.host.graph.dateAtTimeZero = Date(timeIntervalSinceReferenceDate: 595)   // 0:09:55 past the reference
        driver.frame()
        #expect(shown(driver) == "t=540")
        for _ in 0..<240 { driver.frame() }                      // 4 s: still the same minute
        #expect(shown(driver) == "t=540")
        for _ in 0..<70 { driver.frame() }                       // past 10:10:00
        #expect(shown(driver) == "t=600")
    }

    @Test("explicit: updates at the dates given, none after the last")
    func explicitDates() {
        let dates = [1.0, 3.0].map { Date(timeIntervalSinceReferenceDate: $0) }
        let driver = ScrollDriver(Clock(schedule: .explicit(dates)))
        #expect(shown(driver) == "t=0", "before the first entry: the date it was made at")
        for _ in 0..<70 { driver.frame() }
        #expect(shown(driver) == "t=1")
        for _ in 0..<130 { driver.frame() }
        #expect(shown(driver) == "t=3")
        for _ in 0..<200 { driver.frame() }
        #expect(shown(driver) == "t=3")
    }

    @Test("animation: every frame, frames kept coming; paused, neither")
    func animationSchedule() {
        let driver = ScrollDriver(Clock(schedule: .animation))
        #expect(driver.scene.host.isAnimating)
        let bodies = driver.scene.host.graph.stats.bodyEvaluations
        for _ in 0..<10 { driver.frame() }
        #expect(driver.scene.host.graph.stats.bodyEvaluations == bodies, "the content is a closure: no body runs")
        for _ in 0..<60 { driver.frame() }
        #expect(shown(driver) == "t=1")
        let paused = ScrollDriver(Clock(schedule: .animation(paused: true)))
        #expect(!paused.scene.host.isAnimating)
    }
}
