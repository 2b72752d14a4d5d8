import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import Testing

// The corpus' reminder editor used as a user uses it: traces of clicks replayed headless through
// the window's whole pipeline (the real font, the form's scroll view), virtual frames. Where to
// click is read from a first run's drawing. `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` writes PNGs.
// - DatePicker https://developer.apple.com/documentation/swiftui/datepicker
// - .graphical https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical
// - .compact https://developer.apple.com/documentation/swiftui/datepickerstyle/compact
// - @SceneStorage https://developer.apple.com/documentation/swiftui/scenestorage
// The corpus entry pins en_US and New York: due Wednesday 18 November 2026, 6:06 AM.

@MainActor
@Suite(.serialized) struct DatePickerCorpusTests {
    static func replay(_ trace: String, frames: Int = 60, shot: String? = nil) async throws -> DrawnTexts {
        DrawnTexts(try await CorpusReplay.lastFrame("ReminderEditor", trace, frames: frames, shot: shot))
    }
    static func clicks(_ points: [Point]) -> String {
        points.enumerated().map { MenuCorpusTests.click($0.element, at: 100 + 300 * $0.offset) }.joined(separator: "\n")
    }

    @Test func theFormShowsTheCompactChipsAndTheCalendar() async throws {
        let start = try await Self.replay("", frames: 3, shot: "start")
        for text in ["Nov 18, 2026", "6:06\u{202F}AM", "November 2026", "SUN", "SAT", "18", "30", "Due", "All Day"] {
            #expect(start.has(text), "the form shows “\(text)”")
        }
    }

    @Test func clickingADayInTheCalendarMovesTheDueDate() async throws {
        let start = try await Self.replay("", frames: 3)
        let day = try #require(start.point("20"))
        let after = try await Self.replay(Self.clicks([day]), frames: 30, shot: "day-20")
        #expect(after.has("Nov 20, 2026"), "the compact chip follows the binding")
        #expect(!after.has("Nov 18, 2026"))
    }

    @Test func theCalendarGoesToDecemberAndADayThereIsPicked() async throws {
        let start = try await Self.replay("", frames: 3)
        let next = try #require(start.point("\u{F054}"), "the next-month chevron")
        let december = try await Self.replay(Self.clicks([next]), frames: 30)
        #expect(december.has("December 2026"))
        let third = try #require(december.point("3"))
        let picked = try await Self.replay(Self.clicks([next, third]), frames: 40, shot: "december-3")
        #expect(picked.has("Dec 3, 2026"))
    }

    /// The range starts when the reminder was made (Sunday 15 November, 10:33 PM): the 14th is
    /// grey and does nothing; the 15th clamps to 10:33 PM.
    @Test func daysBeforeTheRangeCannotBePicked() async throws {
        let start = try await Self.replay("", frames: 3)
        let fourteenth = try #require(start.point("14"))
        let fifteenth = try #require(start.point("15"))
        let after14 = try await Self.replay(Self.clicks([fourteenth]), frames: 30)
        #expect(after14.has("Nov 18, 2026"))
        let after15 = try await Self.replay(Self.clicks([fifteenth]), frames: 30)
        #expect(after15.has("Nov 15, 2026") && after15.has("10:33\u{202F}PM"))
    }

    @Test func allDayDropsTheTimeChip() async throws {
        let start = try await Self.replay("", frames: 3)
        let toggle = try #require(start.point("All Day"))
        // 90 frames (1.5 s): the switch writes in `withAnimation(.snappy)`, and the reminder's
        // text cross-fades from the time to the date until the animation is over.
        let allDay = try await Self.replay(Self.clicks([toggle]), frames: 90, shot: "all-day")
        #expect(allDay.has("Nov 18, 2026"))
        #expect(!allDay.has("6:06\u{202F}AM"))
    }

    @Test func theDateChipOpensItsCalendarUnderTheRow() async throws {
        let start = try await Self.replay("", frames: 3)
        let chip = try #require(start.point("Nov 18, 2026"))
        let open = try await Self.replay(Self.clicks([chip]), frames: 30, shot: "chip-open")
        #expect(open.items.filter { $0.text == "November 2026" }.count == 2, "the chip's calendar and the graphical one")
    }

    @Test func theTimeChipOpensTheWheelsAndARowSetsTheHour() async throws {
        let start = try await Self.replay("", frames: 3)
        let chip = try #require(start.point("6:06\u{202F}AM"))
        let open = try await Self.replay(Self.clicks([chip]), frames: 30, shot: "time-wheels")
        for text in ["4", "5", "6", "7", "8", "04", "08", "AM", "PM"] {
            #expect(open.has(text), "the wheels show “\(text)”")
        }
        let seven = try #require(open.point("7"))
        let picked = try await Self.replay(Self.clicks([chip, seven]), frames: 40)
        #expect(picked.has("7:06\u{202F}AM"))
    }
}
