import Foundation

// When the inbox's messages arrived and how a row shows it (the `inbox` scene).

extension MailServer {
    /// When message 0 arrived: Monday 1 June 2026, 14:00 UTC — a constant, so every run shows
    /// the same dates (no clock is read).
    static let firstArrival = Date(timeIntervalSince1970: 1_780_322_400)
    /// Minutes between one message and the next: message 299, the newest of the first 300,
    /// arrives 299 × 53 min later, Friday 12 June 2026, 14:07 UTC — 11 days of mail.
    static let minutesBetweenMessages = 53.0

    /// When message `n` arrived (later `n`, later date).
    static func arrival(_ n: Int) -> Date {
        firstArrival.addingTimeInterval(Double(n) * minutesBetweenMessages * 60)
    }
}

/// How Mail shows when a message arrived in the list, as of `today` (the newest message's
/// arrival: the list has no clock): the time for a message of today's day, "Yesterday" for the
/// day before, the weekday for the five days before that (within the week), else the short date —
/// iOS Mail's message list. Days are calendar days in `timeZone`; the time, weekday and date use
/// Foundation's `Date.FormatStyle` with `locale` (the views' `locale`, `timeZone` and `calendar`
/// from the environment, as SwiftUI's `Text(_:format:)` formats).
///
/// Differs from Mail: "Yesterday" is English whatever the locale (Foundation has no calendar-day
/// "yesterday" format; its relative style counts elapsed time).
func mailDateLabel(_ date: Date, today: Date, locale: Locale, timeZone: TimeZone, calendar: Calendar) -> String {
    var calendar = calendar
    calendar.timeZone = timeZone
    let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: today)).day ?? 0
    var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
    switch days {
    case ...0: style = style.hour().minute()
    case 1: return "Yesterday"
    case 2...6: style = style.weekday(.wide)
    default: style = Date.FormatStyle(date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    }
    return date.formatted(style)
}

/// When a message arrived, in full, for the message's own screen: the short date and time.
func mailDateDetail(_ date: Date, locale: Locale, timeZone: TimeZone, calendar: Calendar) -> String {
    var calendar = calendar
    calendar.timeZone = timeZone
    return date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone))
}
