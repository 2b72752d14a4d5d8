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
