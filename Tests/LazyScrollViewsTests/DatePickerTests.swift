import DisplayList
import Foundation
import ScrollCore
import Testing
import TestSupport
@testable import LazyScrollViews

// DatePicker (https://developer.apple.com/documentation/swiftui/datepicker) in its compact
// (https://developer.apple.com/documentation/swiftui/datepickerstyle/compact), graphical
// (https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical) and wheel
// (https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel) styles, with the
// ranges of `init(_:selection:in:displayedComponents:)`
// (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1lsad).
// Every date is fixed and every frame is a virtual frame: no clock is read. The dates are shown
// in the environment's locale, time zone and calendar.

/// 2026-11-18 11:06:40 UTC: Wednesday 18 November 2026, 6:06:40 AM in New York (UTC−5).
private let wednesday = Date(timeIntervalSince1970: 1_795_000_000)
private let newYork = TimeZone(identifier: "America/New_York")!

/// A date in New York, for ranges and expectations.
private func ny(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = newYork
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
}

/// "2026-11-18 06:06:40" in New York: what the view under test shows of its binding.
private func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = newYork
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: date)
}

@MainActor
private struct DateForm: View {
    @State var date = wednesday
    var range: ClosedRange<Date>?
    var style: DatePickerStyleKind = .automatic
    var components: DatePickerComponents = [.date, .hourAndMinute]
    var locale = Locale(identifier: "en_US")
    var timeZone = newYork

    var body: some View {
        VStack(alignment: .leading) {
            Text("Picked \(stamp(date))")
            if let range {
                DatePicker("Due", selection: $date, in: range, displayedComponents: components)
            } else {
                DatePicker("Due", selection: $date, displayedComponents: components)
            }
        }
        .environment(\.datePickerStyleKind, style)
        .environment(\.locale, locale)
        .environment(\.timeZone, timeZone)
        .environment(\.calendar, Calendar(identifier: .gregorian))
    }
}

@MainActor
private func frame(_ host: ViewHost, _ t: Double) {
    host.update(size: host.size, at: t)
    host.render(at: t)
}

@MainActor
private func picked(_ host: ViewHost) -> String? {
    drawnTexts(in: host.displayList).keys.first { $0.hasPrefix("Picked ") }.map { String($0.dropFirst(7)) }
}

/// Clicks inside the first place `text` is drawn (5 pt into its box) and steps a frame.
@MainActor
@discardableResult
private func click(_ host: ViewHost, _ text: String, _ t: Double) throws -> Bool {
    let origin = try #require(drawnOrigin(of: text, in: host.displayList), "“\(text)” is drawn")
    let hit = host.tap(at: CGPoint(x: origin.x + 5, y: origin.y + 5))
    frame(host, t)
    return hit
}

private let chevronLeft = String(UnicodeScalar(0xF053)!)  // fa-chevron-left, SF "chevron.left"
private let chevronRight = String(UnicodeScalar(0xF054)!) // fa-chevron-right

@MainActor
@Suite struct DatePickerTests {
    // MARK: Compact chips

    /// The chips are Foundation's abbreviated date and short time (`Date.FormatStyle(date:
    /// .abbreviated)` and `(time: .shortened)`) in the environment's locale and time zone — pinned
    /// as this toolchain's Foundation writes them (en_US puts U+202F, a narrow no-break space,
    /// before "AM").
    @Test(arguments: [
        ("en_US", "America/New_York", "Nov 18, 2026", "6:06\u{202F}AM"),
        ("en_GB", "America/New_York", "18 Nov 2026", "6:06"),
        ("de_DE", "America/New_York", "18. Nov. 2026", "6:06"),
        ("en_US", "Asia/Tokyo", "Nov 18, 2026", "8:06\u{202F}PM"),   // 11:06 UTC + 9 h
        ("en_US", "Pacific/Kiritimati", "Nov 19, 2026", "1:06\u{202F}AM"), // + 14 h: the next day
    ])
    func compactChipsShowTheDateAndTimeInTheEnvironmentsLocaleAndTimeZone(_ locale: String, _ zone: String, _ date: String, _ time: String) {
        let host = makeHost(DateForm(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!), width: 390, height: 300)
        let texts = drawnTexts(in: host.displayList)
        #expect(texts[date] != nil, "the date chip reads “\(date)”: \(texts.keys.sorted())")
        #expect(texts[time] != nil, "the time chip reads “\(time)”")
        // The label leads, the chips trail: the time chip ends 0 pt from the row's trailing edge
        // minus its 11 pt inset, the date chip 8 pt before the time chip.
        #expect(abs(texts["Due"]?.x ?? 1) < 0.001)
        #expect((texts[date]?.x ?? .infinity) < (texts[time]?.x ?? 0))
    }

    @Test func theComponentsChooseTheChips() {
        let dateOnly = drawnTexts(in: makeHost(DateForm(components: .date), width: 390).displayList)
        #expect(dateOnly["Nov 18, 2026"] != nil && dateOnly["6:06\u{202F}AM"] == nil)
        let timeOnly = drawnTexts(in: makeHost(DateForm(components: .hourAndMinute), width: 390).displayList)
        #expect(timeOnly["Nov 18, 2026"] == nil && timeOnly["6:06\u{202F}AM"] != nil)
        let seconds = drawnTexts(in: makeHost(DateForm(components: .hourMinuteAndSecond), width: 390).displayList)
        #expect(seconds["6:06:40\u{202F}AM"] != nil, "\(seconds.keys.sorted())")
    }

    @Test func theDateChipOpensTheCalendarAndTheTimeChipTheWheels() throws {
        let host = makeHost(DateForm(), width: 390, height: 700)
        #expect(drawnOrigin(of: "November 2026", in: host.displayList) == nil, "closed at first")
        try click(host, "Nov 18, 2026", 1)
        #expect(drawnOrigin(of: "November 2026", in: host.displayList) != nil, "the calendar opened under the row")
        // Picking a day in the open calendar sets the binding and keeps the time of day.
        try click(host, "24", 2)
        #expect(picked(host) == "2026-11-24 06:06:40")
        try click(host, "Nov 24, 2026", 3)
        #expect(drawnOrigin(of: "November 2026", in: host.displayList) == nil, "a second click closes it")
        // The time chip: the hour, minute and AM/PM wheels; the row after "6" is "7".
        try click(host, "6:06\u{202F}AM", 4)
        try click(host, "7", 5)
        #expect(picked(host) == "2026-11-24 07:06:40")
        try click(host, "08", 6)
        #expect(picked(host) == "2026-11-24 07:08:40", "the minute row after 06 is 07, then 08")
        try click(host, "PM", 7)
        #expect(picked(host) == "2026-11-24 19:08:40")
    }

    /// Keyboard: ← → choose the field (en_US: month, day, year, hour, minute), ↑ ↓ change it.
    @Test func arrowKeysChangeTheFocusedField() {
        let host = makeHost(DateForm(), width: 390, height: 300)
        #expect(host.graph.focus.move(forward: true))
        #expect(host.graph.focus.keyFocused("Up"))   // the month
        frame(host, 1)
        #expect(picked(host) == "2026-12-18 06:06:40")
        #expect(host.graph.focus.keyFocused("Right"))
        #expect(host.graph.focus.keyFocused("Down")) // the day
        frame(host, 2)
        #expect(picked(host) == "2026-12-17 06:06:40")
        #expect(host.graph.focus.keyFocused("Right"))
        #expect(host.graph.focus.keyFocused("Up"))   // the year
        #expect(host.graph.focus.keyFocused("Right"))
        #expect(host.graph.focus.keyFocused("Down")) // the hour
        #expect(host.graph.focus.keyFocused("Right"))
        #expect(host.graph.focus.keyFocused("Up"))   // the minute
        frame(host, 3)
        #expect(picked(host) == "2027-12-17 05:07:40")
        #expect(!host.graph.focus.keyFocused("Right"), "the minute is the last field")
        // The chip holding the keyboard's field is drawn in the tint.
        let time = host.displayList.commands.compactMap { c -> RGBAColor? in
            if case .text(let s, _, _, let color) = c, s == "5:07\u{202F}AM" { return color } else { return nil }
        }
        #expect(time == [Color.accentColor.rgba])
    }

    @Test func theMinuteWheelTurnsWithinItsHourAndTheHourWithinItsHalfDay() {
        let dates = DatePickerCalendar(calendar: Calendar(identifier: .gregorian), timeZone: newYork, locale: Locale(identifier: "en_US"))
        let late = ny(2026, 11, 18, 11, 59)
        #expect(dates.stepping(late, .minute, by: 1) == ny(2026, 11, 18, 11, 0))
        #expect(dates.stepping(late, .hour, by: 1) == ny(2026, 11, 18, 0, 59))
        #expect(dates.stepping(late, .dayPeriod, by: 1) == ny(2026, 11, 18, 23, 59))
        #expect(dates.stepping(ny(2026, 1, 31), .day, by: 1) == ny(2026, 1, 1))
        #expect(dates.stepping(ny(2026, 12, 5), .month, by: 1) == ny(2026, 1, 5))
        #expect(dates.stepping(ny(2026, 12, 31), .monthDay, by: 1) == ny(2027, 1, 1))
        let day24 = DatePickerCalendar(calendar: Calendar(identifier: .gregorian), timeZone: newYork, locale: Locale(identifier: "en_GB"))
        #expect(day24.stepping(late, .hour, by: 1) == ny(2026, 11, 18, 12, 59), "a 24-hour wheel turns through the day")
        #expect(day24.wheelColumns([.date, .hourAndMinute]) == [.monthDay, .hour, .minute])
        #expect(dates.wheelColumns([.date, .hourAndMinute]) == [.monthDay, .hour, .minute, .dayPeriod])
        #expect(dates.wheelColumns(.date) == [.month, .day, .year] && day24.wheelColumns(.date) == [.day, .month, .year])
    }

    // MARK: Graphical

    /// 1 November 2026 is a Sunday: en_US weeks start on Sunday (no blank before it), en_GB's on
    /// Monday (six blanks). 30 days either way.
    @Test func theMonthGridStartsOnTheLocalesFirstWeekday() {
        let us = DatePickerCalendar(calendar: Calendar(identifier: .gregorian), timeZone: newYork, locale: Locale(identifier: "en_US"))
        let gb = DatePickerCalendar(calendar: Calendar(identifier: .gregorian), timeZone: newYork, locale: Locale(identifier: "en_GB"))
        let month = us.monthStart(wednesday)
        #expect(month == ny(2026, 11, 1))
        #expect(us.monthGrid(month).prefix { $0 == nil }.count == 0 && us.monthGrid(month).count == 30)
        #expect(gb.monthGrid(month).prefix { $0 == nil }.count == 6 && gb.monthGrid(month).count == 36)
        #expect(us.weekdayTitles == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(gb.weekdayTitles.first == "MON" && gb.weekdayTitles.last == "SUN")
        #expect(us.monthTitle(wednesday) == "November 2026")
    }

    @Test func clickingADayInTheCalendarSetsTheBindingKeepingTheTime() throws {
        let host = makeHost(DateForm(style: .graphical), width: 390, height: 600)
        #expect(drawnOrigin(of: "November 2026", in: host.displayList) != nil)
        #expect(drawnOrigin(of: "Due", in: host.displayList) == nil, "the graphical style draws no label")
        // The selected day sits on a 40 pt circle of the tint at 12 %, its number in the tint.
        let circles = host.displayList.commands.filter {
            if case .fillRoundedRect(let rect, let radius, let color) = $0 {
                return rect.width == 40 && radius == 20 && color == Color.accentColor.opacity(0.12).rgba
            }
            return false
        }
        #expect(circles.count == 1)
        try click(host, "20", 1)
        #expect(picked(host) == "2026-11-20 06:06:40")
        try click(host, "1", 2)
        #expect(picked(host) == "2026-11-01 06:06:40")
    }

    @Test func theArrowsGoToTheNextAndPreviousMonth() throws {
        let host = makeHost(DateForm(style: .graphical), width: 390, height: 600)
        try click(host, chevronRight, 1)
        #expect(drawnOrigin(of: "December 2026", in: host.displayList) != nil)
        #expect(picked(host) == "2026-11-18 06:06:40", "browsing does not change the selection")
        try click(host, "31", 2)
        #expect(picked(host) == "2026-12-31 06:06:40")
        try click(host, chevronLeft, 3)
        try click(host, chevronLeft, 4)
        #expect(drawnOrigin(of: "October 2026", in: host.displayList) != nil)
        try click(host, chevronRight, 5)
        try click(host, chevronRight, 6)
        try click(host, chevronRight, 7)
        #expect(drawnOrigin(of: "January 2027", in: host.displayList) != nil, "December to January crosses the year")
    }

    // MARK: Ranges

    /// "The inclusive range of selectable dates": the days outside it are grey and do not
    /// select; the keys stop at its ends; the month arrows stop at the months it reaches.
    @Test func aRangeClampsTheSelection() throws {
        let range = ny(2026, 11, 10, 9, 0)...ny(2026, 11, 25, 18, 0)
        let host = makeHost(DateForm(range: range, style: .graphical), width: 390, height: 600)
        try click(host, "5", 1)
        #expect(picked(host) == "2026-11-18 06:06:40", "the 5th is before the range")
        try click(host, "10", 2)
        #expect(picked(host) == "2026-11-10 09:00:00", "the 10th at 6:06 is before 9:00, the range's start")
        #expect(host.graph.focus.move(forward: true))
        #expect(host.graph.focus.keyFocused("Down")) // a week on: the 17th
        #expect(host.graph.focus.keyFocused("Down")) // the 24th
        #expect(host.graph.focus.keyFocused("Down")) // the 1st of December: the range's end
        frame(host, 3)
        #expect(picked(host) == "2026-11-25 18:00:00")
        try click(host, chevronRight, 4)
        #expect(drawnOrigin(of: "November 2026", in: host.displayList) != nil, "December is outside the range")
        let grey = host.displayList.commands.compactMap { c -> RGBAColor? in
            if case .text(let s, _, _, let color) = c, s == "26" { return color } else { return nil }
        }
        #expect(grey == [DatePickerCalendarGrid.disabled.rgba])
    }

    @Test(arguments: [
        (DatePickerBounds(ny(2026, 11, 20)...), ny(2026, 11, 18), ny(2026, 11, 20)),
        (DatePickerBounds(ny(2026, 11, 20)...), ny(2026, 11, 21), ny(2026, 11, 21)),
        (DatePickerBounds(...ny(2026, 11, 1)), ny(2026, 11, 18), ny(2026, 11, 1)),
        (DatePickerBounds(ny(2026, 1, 1)...ny(2026, 2, 1)), ny(2025, 6, 1), ny(2026, 1, 1)),
        (DatePickerBounds.unbounded, ny(1900, 1, 1), ny(1900, 1, 1)),
    ])
    func partialAndClosedRangesClamp(_ bounds: DatePickerBounds, _ date: Date, _ clamped: Date) {
        #expect(bounds.clamped(date) == clamped)
    }

    @Test func aSelectionOutsideTheRangeIsShownAtItsEndUntilTheUserPicks() throws {
        let range = ny(2026, 12, 1)...ny(2026, 12, 31)
        let host = makeHost(DateForm(range: range), width: 390, height: 300)
        #expect(drawnOrigin(of: "Dec 1, 2026", in: host.displayList) != nil)
        #expect(picked(host) == "2026-11-18 06:06:40", "the binding is written only by the user")
    }

    // MARK: Wheel

    @Test func aClickOnAWheelRowTurnsItsColumn() throws {
        let host = makeHost(DateForm(style: .wheel), width: 390, height: 400)
        // Columns: the day ("Wed, Nov 18"), the hour, the minute, AM/PM.
        #expect(drawnOrigin(of: "Wed, Nov 18", in: host.displayList) != nil)
        try click(host, "Fri, Nov 20", 1)
        #expect(picked(host) == "2026-11-20 06:06:40")
        try click(host, "4", 2)
        #expect(picked(host) == "2026-11-20 04:06:40")
    }
}
