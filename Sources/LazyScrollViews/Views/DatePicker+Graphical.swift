import DisplayList
import Foundation

/// The graphical style (iOS 14's inline `UIDatePicker`): the calendar, then — when the picker
/// shows a time — a "Time" row with the time chip, whose wheels open under it.
struct GraphicalDatePickerView: View {
    let date: Date
    let bounds: DatePickerBounds
    let components: DatePickerComponents
    let dates: DatePickerCalendar
    let tint: Color
    /// The selection when a key arrives (several may come between two frames).
    let current: @MainActor () -> Date
    let select: @MainActor (Date) -> Void
    @State private var editsTime = false

    var body: some View {
        let showsTime = components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond)
        let seconds = components.contains(.hourMinuteAndSecond)
        VStack(alignment: .leading, spacing: 8) {
            if components.contains(.date) {
                DatePickerCalendarGrid(date: date, bounds: bounds, dates: dates, tint: tint, select: select)
            }
            if showsTime {
                HStack {
                    Text("Time").font(.system(size: 17, weight: .semibold))
                    Spacer()
                    DatePickerChip(text: dates.timeText(date, seconds: seconds), isActive: editsTime, tint: tint) { editsTime.toggle() }
                }
                if editsTime {
                    DatePickerWheels(date: date, columns: dates.wheelColumns(seconds ? .hourMinuteAndSecond : .hourAndMinute),
                                     dates: dates, select: select)
                }
            }
        }
        .focusableControl(activate: nil) { key in
            // ← → a day, ↑ ↓ a week (a calendar's arrow keys).
            let days: Int? = switch key {
            case "Left": -1
            case "Right": 1
            case "Up": -7
            case "Down": 7
            default: nil
            }
            guard let days, components.contains(.date),
                  let moved = dates.calendar.date(byAdding: .day, value: days, to: current()) else { return false }
            select(moved)
            return true
        }
    }
}

/// The month calendar: the title and the month arrows, the weekday titles, the days.
/// Metrics measured from iOS 17's inline picker (Apple publishes none): a 17 pt semibold title,
/// 13 pt semibold grey weekday titles, 20 pt days in rows 44 pt tall, the selected day on a
/// 40 pt circle of the tint at 12 % with its number in the tint, semibold.
struct DatePickerCalendarGrid: View {
    let date: Date
    let bounds: DatePickerBounds
    let dates: DatePickerCalendar
    let tint: Color
    let select: @MainActor (Date) -> Void
    /// The month shown when the user went to another one (nil: the selection's).
    @State private var shownMonth: Date?

    static let rowHeight: CGFloat = 44
    static let circle: CGFloat = 40
    /// A day that cannot be picked: iOS's `tertiaryLabel`, (60, 60, 67) at 30 %.
    static let disabled = Color(rgba: RGBAColor(r8: 60, g8: 60, b8: 67, a8: 77))

    var body: some View {
        let month = shownMonth ?? dates.monthStart(date)
        let grid = dates.monthGrid(month)
        let weeks = (grid.count + 6) / 7
        let previous = dates.month(month, adding: -1), next = dates.month(month, adding: 1)
        let canGoBack = bounds.overlaps(dates.monthInterval(previous))
        let canGoOn = bounds.overlaps(dates.monthInterval(next))
        VStack(spacing: 0) {
            HStack {
                Text(dates.monthTitle(month)).font(.system(size: 17, weight: .semibold))
                Spacer()
                arrow("chevron.left", enabled: canGoBack) { shownMonth = previous }
                arrow("chevron.right", enabled: canGoOn) { shownMonth = next }
            }
            .frame(height: Self.rowHeight)
            HStack(spacing: 0) {
                ForEach(0..<7) { column in
                    Text(dates.weekdayTitles[column])
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Self.disabled)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 24)
            ForEach(0..<weeks) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7) { column in
                        dayCell(grid.indices.contains(week * 7 + column) ? grid[week * 7 + column] : nil)
                    }
                }
                .frame(height: Self.rowHeight)
            }
        }
        // Its rows are made at once, also where the picker is a `List` row.
        .environment(\.isLazyListContent, false)
    }

    @ViewBuilder private func arrow(_ symbol: String, enabled: Bool, action: @escaping @MainActor () -> Void) -> some View {
        if enabled {
            Image(systemName: symbol).font(.system(size: 20, weight: .semibold)).foregroundStyle(tint)
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
                .onTapGesture(perform: action)
                .environment(\.showsButtonFeedback, true)
        } else {
            Image(systemName: symbol).font(.system(size: 20, weight: .semibold)).foregroundStyle(Self.disabled)
                .frame(width: 44, height: 44)
        }
    }

    @ViewBuilder private func dayCell(_ day: Date?) -> some View {
        if let day {
            let isSelected = dates.isSameDay(day, date)
            let isEnabled = bounds.overlaps(dates.day(day))
            let number = Text(dates.dayNumber(day))
                .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? tint : isEnabled ? Color.primary : Self.disabled)
            let cell = ZStack {
                if isSelected { Circle().fill(tint.opacity(0.12)).frame(width: Self.circle, height: Self.circle) }
                number
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            if isEnabled {
                cell.onTapGesture {
                    let picked = dates.date(onDayOf: day, timeOf: date)
                    shownMonth = nil
                    select(picked)
                }
            } else {
                cell
            }
        } else {
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
