import Foundation
@testable import Scenes
import Testing

/// The inbox scene's dates: message n arrives 53 min after message n − 1 (from Monday 1 June
/// 2026, 14:00 UTC), and a row shows its arrival as iOS Mail's list does, as of the newest
/// message's day: the time today, "Yesterday", the weekday within the week, else the short date.
/// Foundation's `Date.FormatStyle` formats (SwiftUI's `Text(_:format:)`,
/// https://developer.apple.com/documentation/swiftui/text/init(_:format:)) with the environment's
/// locale, time zone and calendar (https://developer.apple.com/documentation/swiftui/environmentvalues/timezone).
@Suite("inbox scene: when each message arrived, as Mail shows it")
struct InboxDatesTests {
    static let britain = Locale(identifier: "en_GB")
    static let gregorian = Calendar(identifier: .gregorian)

    static func label(_ n: Int, in zone: String = "UTC", newest: Int = 299) throws -> String {
        let zone = try #require(TimeZone(identifier: zone))
        return mailDateLabel(MailServer.arrival(n), today: MailServer.arrival(newest), locale: britain, timeZone: zone, calendar: gregorian)
    }

    /// Arrivals (UTC): 299 at Fri 12 June 14:07 (299 × 53 min = 11 d 0 h 7 min after the first);
    /// 284 at 00:52 that day, 283 at 23:59 the day before; 256 at 00:08 on Thursday, 255 at 23:15
    /// on Wednesday; 120 at 00:44 on Saturday 6 June (six days before), 119 at 23:07 on Friday
    /// 5 June (a week before: the date, not "Friday" again). en_GB: a 24-hour clock, day/month/year.
    @Test("Today's time, Yesterday, the weekday, then the date", arguments: [
        (299, "14:07"), (298, "13:14"), (284, "00:52"),
        (283, "Yesterday"), (256, "Yesterday"),
        (255, "Wednesday"), (228, "Tuesday"), (147, "Saturday"), (120, "Saturday"),
        (119, "05/06/2026"), (0, "01/06/2026"),
    ])
    func labels(n: Int, expected: String) throws {
        #expect(try Self.label(n) == expected)
    }

    /// Newest first, the labels never go back: today's times fall, then Yesterday, the weekdays
    /// backwards through the week, then the dates.
    @Test("Down the newest-first list the dates only get older")
    func ordered() throws {
        let order = ["Yesterday", "Wednesday", "Tuesday", "Monday", "Sunday", "Saturday"]
        var rank = -1
        var lastTime = "99:99"
        for n in stride(from: 299, through: 0, by: -1) {
            let label = try Self.label(n)
            let r: Int
            if label.contains(":") {
                r = -1
                #expect(label < lastTime, "today's times fall: \(n) \(label)")
                lastTime = label
            } else if let day = order.firstIndex(of: label) {
                r = day
            } else {
                r = order.count
                #expect(label.hasSuffix("/06/2026"), "\(n) \(label)")
            }
            #expect(r >= rank, "\(n) \(label)")
            rank = r
        }
    }

    /// In Los Angeles (UTC−7 in June) the days turn at 07:00 UTC: 299 arrived at 07:07 local,
    /// 291 (07:03 UTC) at 00:03 — still today — and 290 (06:10 UTC) at 23:10 the day before.
    @Test("Days turn in the environment's time zone")
    func timeZone() throws {
        #expect(try Self.label(299, in: "America/Los_Angeles") == "07:07")
        #expect(try Self.label(291, in: "America/Los_Angeles") == "00:03")
        #expect(try Self.label(290, in: "America/Los_Angeles") == "Yesterday")
    }

    /// A refresh brings messages 300 and 301 (15:00 and 15:53 the same Friday): "today" is still
    /// the 12th, so the labels below them stay as they were.
    @Test("The newest message's day is today")
    func refreshKeepsToday() throws {
        #expect(try Self.label(301, newest: 301) == "15:53")
        #expect(try Self.label(284, newest: 301) == "00:52")
        #expect(try Self.label(283, newest: 301) == "Yesterday")
    }
}
