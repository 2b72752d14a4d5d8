import DisplayList
import Foundation

/// The compact style's row (iOS 14's `UIDatePicker` `.compact` in a form): the label, then the
/// date and time chips on the trailing side; the open chip's editor under the row.
struct CompactDatePickerView<Label: View>: View {
    let label: Label
    let date: Date
    let bounds: DatePickerBounds
    let components: DatePickerComponents
    let dates: DatePickerCalendar
    let tint: Color
    @Binding var editor: DatePickerEditor?
    /// The keyboard's field once a key changed it (nil before): its chip is drawn in the tint.
    let keyField: DatePickerField?
    let select: @MainActor (Date) -> Void
    /// A click on a chip hands the row back to the pointer (the keyboard's field is not drawn).
    let endKeys: @MainActor () -> Void

    var body: some View {
        let showsDate = components.contains(.date)
        let showsTime = components.contains(.hourAndMinute) || components.contains(.hourMinuteAndSecond)
        let seconds = components.contains(.hourMinuteAndSecond)
        let keyChip: DatePickerEditor? = keyField.map { [.hour, .minute, .second].contains($0) ? .time : .date }
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: DatePickerChip.spacing) {
                label
                Spacer()
                if showsDate {
                    DatePickerChip(text: dates.dateText(date), isActive: editor == .date || keyChip == .date, tint: tint) { toggle(.date) }
                }
                if showsTime {
                    DatePickerChip(text: dates.timeText(date, seconds: seconds), isActive: editor == .time || keyChip == .time, tint: tint) { toggle(.time) }
                }
            }
            if editor == .date && showsDate {
                DatePickerCalendarGrid(date: date, bounds: bounds, dates: dates, tint: tint, select: select)
            } else if editor == .time && showsTime {
                DatePickerWheels(date: date, columns: dates.wheelColumns(seconds ? .hourMinuteAndSecond : .hourAndMinute), dates: dates, select: select)
            }
        }
    }

    private func toggle(_ chip: DatePickerEditor) {
        endKeys()
        editor = editor == chip ? nil : chip
    }
}

/// One chip: the text on UIKit's grey rounded rectangle (`tertiarySystemFill`), in the tint
/// while its editor is open. Metrics measured from iOS 17's compact picker (17 pt text, 11 pt
/// side insets, 6 pt top and bottom, 6 pt corners); Apple publishes none.
struct DatePickerChip: View {
    let text: String
    let isActive: Bool
    let tint: Color
    let action: @MainActor () -> Void

    static let spacing: CGFloat = 8
    static let horizontalInset: CGFloat = 11
    static let verticalInset: CGFloat = 6
    static let cornerRadius: CGFloat = 6
    /// iOS's `tertiarySystemFill`, (118, 118, 128) at 12 %.
    static let fill = Color(rgba: RGBAColor(r8: 118, g8: 118, b8: 128, a8: 31))

    var body: some View {
        Text(text)
            .font(.system(size: 17))
            .foregroundStyle(isActive ? tint : Color.primary)
            .lineLimit(1)
            .padding(.horizontal, Self.horizontalInset)
            .padding(.vertical, Self.verticalInset)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.fill))
            // A chip keeps its text whole (UIKit's is its intrinsic size); the label gives way.
            .fixedSize()
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .environment(\.showsButtonFeedback, true)
    }
}

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
