import DisplayList
import Foundation

/// The wheel style, and the time editor of the compact and graphical styles: one column per
/// field (`DatePickerCalendar.wheelColumns(_:)`), each showing its selected row on a grey band
/// across the columns, with the two rows before and after it fading out. A click on a row turns
/// its column there (`DatePickerCalendar.stepping(_:_:by:)`: the hour of a 12-hour clock turns
/// within its half of the day, the minute within its hour, as UIKit's wheels do).
///
/// Differs from iOS's `UIDatePicker` `.wheels`: the rows are flat (no cylinder), and the wheel
/// does not spin under a drag, a flick or the mouse wheel — a click moves it; 216 pt tall as
/// UIKit's, rows 36 pt.
struct DatePickerWheels: View {
    let date: Date
    let columns: [DatePickerField]
    let dates: DatePickerCalendar
    let select: @MainActor (Date) -> Void

    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 36
    /// Rows shown either side of the selected one.
    static let reach = 2
    /// The width of a number's or AM/PM's column (the day's and the month's take the rest).
    static let narrowColumn: CGFloat = 56
    static let band = Color(rgba: RGBAColor(r8: 118, g8: 118, b8: 128, a8: 31))

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Self.band).frame(height: Self.rowHeight)
            HStack(spacing: 0) {
                ForEach(0..<columns.count) { index in
                    column(columns[index])
                }
            }
        }
        .frame(height: Self.height)
        // Its rows are made at once, also where the picker is a `List` row.
        .environment(\.isLazyListContent, false)
    }

    private func column(_ field: DatePickerField) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<(2 * Self.reach + 1)) { index in
                row(field, offset: index - Self.reach)
            }
        }
        .frame(maxWidth: field == .monthDay || field == .month ? .infinity : Self.narrowColumn)
    }

    @ViewBuilder private func row(_ field: DatePickerField, offset: Int) -> some View {
        let shifted = dates.stepping(date, field, by: offset)
        // AM/PM has two rows: the other period sits on the side it is on (PM after AM).
        let isPM = dates.calendar.component(.hour, from: date) >= 12
        let hidden = field == .dayPeriod && (abs(offset) > 1 || offset == (isPM ? 1 : -1))
        let distance = abs(offset)
        let color: Color = distance == 0 ? .primary : distance == 1 ? .secondary : DatePickerCalendarGrid.disabled
        if hidden || offset != 0 && shifted == date {
            Color.clear.frame(height: Self.rowHeight)
        } else if offset == 0 {
            Text(dates.text(field, shifted)).font(.system(size: 21)).foregroundStyle(color)
                .lineLimit(1)
                .frame(maxWidth: .infinity).frame(height: Self.rowHeight)
        } else {
            Text(dates.text(field, shifted)).font(.system(size: 21)).foregroundStyle(color)
                .lineLimit(1)
                .frame(maxWidth: .infinity).frame(height: Self.rowHeight)
                .contentShape(Rectangle())
                .onTapGesture { select(shifted) }
        }
    }
}
