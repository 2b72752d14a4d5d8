import Foundation

// The date arithmetic of `DatePicker`, apart from any view: the range a selection is kept in,
// the month a graphical picker shows, the fields the keyboard and the wheels change, and the
// strings the chips show. Every value is computed from the dates it is given and the
// environment's calendar, time zone and locale: nothing here reads a clock (a picker has no
// notion of "today" unless the app passes it a date).

/// The dates a picker may select: SwiftUI's `in:` range (closed, `from...`, `...through`), or
/// none. "The inclusive range of selectable dates"
/// (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1lsad).
struct DatePickerBounds: Equatable, Sendable {
    var lower: Date?
    var upper: Date?

    static let unbounded = DatePickerBounds(lower: nil, upper: nil)
    init(lower: Date?, upper: Date?) {
        self.lower = lower
        self.upper = upper
    }
    init(_ range: ClosedRange<Date>) { self.init(lower: range.lowerBound, upper: range.upperBound) }
    init(_ range: PartialRangeFrom<Date>) { self.init(lower: range.lowerBound, upper: nil) }
    init(_ range: PartialRangeThrough<Date>) { self.init(lower: nil, upper: range.upperBound) }

    /// `date` moved into the range: before it, its first date; after it, its last.
    func clamped(_ date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    /// Whether any instant of `interval` (half-open: a day, a month) is selectable.
    func overlaps(_ interval: DateInterval) -> Bool {
        if let lower, interval.end <= lower { return false }
        if let upper, interval.start > upper { return false }
        return true
    }
}

/// A field of a date the keyboard or a wheel column changes.
enum DatePickerField: Hashable, Sendable {
    case month, day, year, hour, minute, second, dayPeriod
    /// The wheel's combined day column of a date-and-time picker ("Wed Nov 18").
    case monthDay
}

/// The environment's calendar set to its time zone and locale, and what a picker computes with it.
struct DatePickerCalendar: Sendable {
    let calendar: Calendar
    let locale: Locale

    init(calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
        self.locale = locale
    }

    private func style() -> Date.FormatStyle {
        Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    }

    // MARK: Chips

    /// The date chip's text: Foundation's abbreviated date ("Nov 18, 2026" in en_US, "18 Nov 2026"
    /// in en_GB) — what UIKit's compact picker shows.
    func dateText(_ date: Date) -> String {
        Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone).format(date)
    }

    /// The time chip's text: the locale's short time ("6:06 AM" with U+202F before AM in en_US,
    /// "06:06" where the day has 24 hours), seconds added for `.hourMinuteAndSecond`.
    func timeText(_ date: Date, seconds: Bool = false) -> String {
        Date.FormatStyle(date: .omitted, time: seconds ? .standard : .shortened, locale: locale, calendar: calendar,
                         timeZone: calendar.timeZone).format(date)
    }

    /// "November 2026": the graphical calendar's title.
    func monthTitle(_ date: Date) -> String { style().month(.wide).year().format(date) }

    // MARK: The month grid

    /// The first instant of the month `date` is in.
    func monthStart(_ date: Date) -> Date { calendar.dateInterval(of: .month, for: date)?.start ?? date }

    /// The month `months` after (or before) the month starting at `start`.
    func month(_ start: Date, adding months: Int) -> Date {
        monthStart(calendar.date(byAdding: .month, value: months, to: start) ?? start)
    }

    /// The month's days in a week grid: blanks (nil) before the first day so that it falls under
    /// its weekday's column (the calendar's first weekday first), then each day's first instant.
    func monthGrid(_ start: Date) -> [Date?] {
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let weekday = calendar.component(.weekday, from: start)
        let blanks = (weekday - calendar.firstWeekday + 7) % 7
        var grid: [Date?] = Array(repeating: nil, count: blanks)
        for day in 0..<days { grid.append(calendar.date(byAdding: .day, value: day, to: start)) }
        return grid
    }

    /// The weekday column titles, uppercased short names from the calendar's first weekday
    /// ("SUN MON … SAT" in en_US, "MON … SUN" in en_GB), as UIKit's calendar heads them.
    var weekdayTitles: [String] {
        let symbols = calendar.shortWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
    }

    func dayNumber(_ date: Date) -> String { style().day().format(date) }

    func isSameDay(_ a: Date, _ b: Date) -> Bool { calendar.isDate(a, inSameDayAs: b) }

    /// The day's interval (a day is not always 24 hours: daylight saving).
    func day(_ date: Date) -> DateInterval {
        calendar.dateInterval(of: .day, for: date) ?? DateInterval(start: date, duration: 86_400)
    }

    func monthInterval(_ start: Date) -> DateInterval {
        calendar.dateInterval(of: .month, for: start) ?? DateInterval(start: start, duration: 30 * 86_400)
    }

    /// `day` at the time of day of `time`: clicking a day keeps the hour and minute chosen.
    func date(onDayOf day: Date, timeOf time: Date) -> Date {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: time)
        return calendar.date(bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0, of: day) ?? day
    }

    // MARK: Fields

    /// Whether the locale writes the hour on a 12-hour clock with AM/PM (the "j" skeleton).
    var uses12HourClock: Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "").contains("a")
    }

    /// The date fields in the locale's order (en_US: month, day, year; en_GB: day, month, year),
    /// read from the locale's pattern for the abbreviated date.
    var dateFieldOrder: [DatePickerField] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d y"
        var fields: [DatePickerField] = []
        for character in pattern {
            let field: DatePickerField? = switch character {
            case "M", "L": .month
            case "d": .day
            case "y": .year
            default: nil
            }
            if let field, !fields.contains(field) { fields.append(field) }
        }
        return fields.count == 3 ? fields : [.month, .day, .year]
    }

    /// The fields a picker with `components` edits, in order: the date's, then hour and minute
    /// (and second).
    func fields(_ components: DatePickerComponents) -> [DatePickerField] {
        var fields: [DatePickerField] = []
        if components.contains(.date) { fields += dateFieldOrder }
        if components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond) { fields += [.hour, .minute] }
        if components.contains(.hourMinuteAndSecond) { fields.append(.second) }
        return fields
    }

    /// `date` with `field` stepped by `steps`. The time fields and a date-only picker's month
    /// and day wrap inside the larger field, as a wheel turns (23 → 0 keeps the day, 31 → 1 keeps
    /// the month); the year, and the combined day of a date-and-time wheel, move on and on.
    func stepping(_ date: Date, _ field: DatePickerField, by steps: Int) -> Date {
        guard steps != 0 else { return date }
        func wrapped(_ component: Calendar.Component, in larger: Calendar.Component, by unit: Calendar.Component) -> Date {
            let value = calendar.component(component, from: date)
            let range = calendar.range(of: component, in: larger, for: date) ?? value..<(value + 1)
            let count = range.count
            let position = value - range.lowerBound
            let target = ((position + steps) % count + count) % count
            return calendar.date(byAdding: unit, value: target - position, to: date) ?? date
        }
        switch field {
        case .year: return calendar.date(byAdding: .year, value: steps, to: date) ?? date
        case .monthDay: return calendar.date(byAdding: .day, value: steps, to: date) ?? date
        case .month: return wrapped(.month, in: .year, by: .month)
        case .day: return wrapped(.day, in: .month, by: .day)
        case .minute: return wrapped(.minute, in: .hour, by: .minute)
        case .second: return wrapped(.second, in: .minute, by: .second)
        case .hour:
            guard uses12HourClock else { return wrapped(.hour, in: .day, by: .hour) }
            // On a 12-hour wheel the hour turns 1…12 inside its half of the day.
            let hour = calendar.component(.hour, from: date)
            let half = hour >= 12 ? 12 : 0
            let target = ((hour - half + steps) % 12 + 12) % 12 + half
            return calendar.date(byAdding: .hour, value: target - hour, to: date) ?? date
        case .dayPeriod:
            guard steps % 2 != 0 else { return date }
            let hour = calendar.component(.hour, from: date)
            return calendar.date(byAdding: .hour, value: hour >= 12 ? -12 : 12, to: date) ?? date
        }
    }

    /// How a wheel row of `field` reads for `date`.
    func text(_ field: DatePickerField, _ date: Date) -> String {
        switch field {
        case .month: return style().month(.wide).format(date)
        case .day: return style().day().format(date)
        case .year: return style().year().format(date)
        case .monthDay: return style().weekday(.abbreviated).month(.abbreviated).day().format(date)
        case .hour:
            let hour = calendar.component(.hour, from: date)
            return uses12HourClock ? String(hour % 12 == 0 ? 12 : hour % 12) : String(format: "%02d", hour)
        case .minute: return String(format: "%02d", calendar.component(.minute, from: date))
        case .second: return String(format: "%02d", calendar.component(.second, from: date))
        case .dayPeriod: return calendar.component(.hour, from: date) >= 12 ? calendar.pmSymbol : calendar.amSymbol
        }
    }

    /// The wheel's columns for `components` (UIKit's: month, day, year for a date; the combined
    /// day, hour, minute and AM/PM for a date and time; hour, minute and AM/PM for a time).
    func wheelColumns(_ components: DatePickerComponents) -> [DatePickerField] {
        let time = components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond)
        var columns: [DatePickerField] = []
        if components.contains(.date) { columns += time ? [.monthDay] : dateFieldOrder }
        if time {
            columns += [.hour, .minute]
            if components.contains(.hourMinuteAndSecond) { columns.append(.second) }
            if uses12HourClock { columns.append(.dayPeriod) }
        }
        return columns
    }
}
