import DisplayList
import Foundation

/// A control for selecting an absolute date — SwiftUI's `DatePicker`
/// (https://developer.apple.com/documentation/swiftui/datepicker): "Use a DatePicker when you
/// want to provide a view that allows the user to select a calendar date, and optionally a
/// time. The view binds to a Date instance."
///
/// ```swift
/// DatePicker("Start Date", selection: $date, in: start..., displayedComponents: [.date])
/// DatePicker(selection: $due) { Label("Due", systemImage: "calendar") }
///     .datePickerStyle(.graphical)
/// ```
///
/// Dates are shown and edited in the environment's `\.calendar`, `\.timeZone` and `\.locale`
/// (Foundation's `Date.FormatStyle`); the picker never reads the clock. A range (`in:`, closed or
/// partial, "the inclusive range of selectable dates") clamps every date the user picks, and the
/// days outside it are drawn grey and cannot be picked. Styles (`datePickerStyle(_:)`):
///
/// - `.automatic` and `.compact` (https://developer.apple.com/documentation/swiftui/datepickerstyle/compact):
///   iOS's form row — the label on the leading side, the date and the time as grey rounded chips
///   on the trailing side. A click on a chip opens its editor (the calendar for the date, the
///   wheels for the time); a click on it again closes it. With keyboard focus (`Tab`), ← and →
///   choose a field (month, day, year, hour, minute in the locale's order) and ↑ and ↓ change it;
///   the chip holding the field is drawn in the tint.
/// - `.graphical` (https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical):
///   "an interactive calendar" — the month's title, ‹ › to go to the previous and next month,
///   the weekdays, the days in a grid with the selected one on a circle of the tint, and a time
///   row with its chip. A click on a day selects it, keeping the time. No label, as on iOS.
///   Focused, ← → move the selection by a day and ↑ ↓ by a week.
/// - `.wheel` (https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel): "each
///   component as columns in a scrollable wheel" — here the selected row on a grey band with two
///   rows either side; a click on a row turns its column to it.
///
/// Differs from iOS: a compact chip's editor opens in place under the row, not in a popover
/// over the form; the calendar's title does not open the month-and-year wheel; the wheels do not
/// spin with the wheel or a drag (click a row); there is no "today" mark (no clock is read).
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let bounds: DatePickerBounds
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint
    /// The compact style's open editor.
    @State private var editor: DatePickerEditor?
    /// The field the keyboard changes (an index into the picker's fields).
    @State private var keyField = 0
    /// Whether a key chose or changed a field since the last click (its chip is then tinted).
    @State private var keyActive = false

    /// The components a picker shows — SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    init(selection: Binding<Date>, bounds: DatePickerBounds, components: Components, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    /// SwiftUI's `init(selection:displayedComponents:label:)`: an unbounded range
    /// (https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)).
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: .unbounded, components: displayedComponents, label: label())
    }
    /// SwiftUI's `init(selection:in:displayedComponents:label:)` with a closed range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: label())
    }
    /// SwiftUI's `init(selection:in:displayedComponents:label:)` on or after a date (`start...`).
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: label())
    }
    /// SwiftUI's `init(selection:in:displayedComponents:label:)` on or before a date (`...end`).
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: label())
    }

    var dates: DatePickerCalendar { DatePickerCalendar(calendar: calendar, timeZone: timeZone, locale: locale) }

    public var body: some View {
        let dates = self.dates
        let bounds = self.bounds
        let selection = self.selection
        // A date from the app outside the range is shown at the range's end (UIDatePicker's
        // `minimumDate`/`maximumDate` do the same); the binding is written only by the user.
        let shown = bounds.clamped(selection.wrappedValue)
        let select: @MainActor (Date) -> Void = { date in
            let clamped = bounds.clamped(date)
            if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
        }
        // Keys read the binding when they arrive: several may come between two frames.
        let current: @MainActor () -> Date = { bounds.clamped(selection.wrappedValue) }
        let tint = self.tint ?? .accentColor
        switch style {
        case .graphical:
            GraphicalDatePickerView(date: shown, bounds: bounds, components: components, dates: dates, tint: tint,
                                    current: current, select: select)
        case .wheel:
            HStack(alignment: .center) {
                label
                DatePickerWheels(date: shown, columns: dates.wheelColumns(components), dates: dates, select: select)
            }
            .focusableControl(activate: nil) { key in keyStep(key, date: current(), dates: dates, select: select) }
        case .automatic, .compact:
            CompactDatePickerView(label: label, date: shown, bounds: bounds, components: components, dates: dates, tint: tint,
                                  editor: $editor, keyField: keyFieldShown(dates), select: select, endKeys: { keyActive = false })
                .focusableControl(activate: nil) { key in keyStep(key, date: current(), dates: dates, select: select) }
        }
    }

    /// The keyboard's field while the picker has focus (nil: none drawn).
    private func keyFieldShown(_ dates: DatePickerCalendar) -> DatePickerField? {
        guard keyActive else { return nil }
        let fields = dates.fields(components)
        return fields.indices.contains(keyField) ? fields[keyField] : fields.first
    }

    /// ← → choose the keyboard's field, ↑ ↓ change it; Escape closes an open editor.
    private func keyStep(_ key: String, date: Date, dates: DatePickerCalendar, select: @MainActor (Date) -> Void) -> Bool {
        let fields = dates.fields(components)
        guard !fields.isEmpty else { return false }
        let index = min(max(keyField, 0), fields.count - 1)
        switch key {
        case "Left", "Right":
            let next = index + (key == "Right" ? 1 : -1)
            guard fields.indices.contains(next) else { return false }
            keyField = next
            keyActive = true
            return true
        case "Up", "Down":
            keyField = index
            keyActive = true
            select(dates.stepping(date, fields[index], by: key == "Up" ? 1 : -1))
            return true
        case "Escape":
            guard editor != nil || keyActive else { return false }
            editor = nil
            keyActive = false
            return true
        default:
            return false
        }
    }
}

extension DatePicker where Label == Text {
    /// `DatePicker("Start", selection: $date)` — SwiftUI's `init(_:selection:displayedComponents:)`
    /// (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: .unbounded, components: displayedComponents, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: .unbounded, components: displayedComponents, label: Text(title))
    }
    /// SwiftUI's `init(_:selection:in:displayedComponents:)` with a closed range
    /// (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1lsad).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(title))
    }
    /// On or after a date (`start...`).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(title))
    }
    /// On or before a date (`...end`)
    /// (https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1666o).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, bounds: DatePickerBounds(range), components: displayedComponents, label: Text(title))
    }
}

/// The parts of a date a picker shows — SwiftUI's `DatePickerComponents`
/// (https://developer.apple.com/documentation/swiftui/datepickercomponents): `.date` ("day,
/// month, and year based on the locale"), `.hourAndMinute`, `.hourMinuteAndSecond`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

/// Which editor of a compact picker is open.
enum DatePickerEditor: Hashable, Sendable { case date, time }

// MARK: Styles

/// The built-in date picker styles (https://developer.apple.com/documentation/swiftui/datepickerstyle).
public enum DatePickerStyleKind: Hashable, Sendable { case automatic, compact, graphical, wheel }

/// SwiftUI's `DatePickerStyle`: the built-in styles as `.datePickerStyle(.graphical)` names them.
public protocol DatePickerStyle { var _kind: DatePickerStyleKind { get } }
/// The platform's default: on iOS, the compact style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: DatePickerStyleKind { .automatic } }
/// Chips that open an editor (https://developer.apple.com/documentation/swiftui/compactdatepickerstyle).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: DatePickerStyleKind { .compact } }
/// An interactive calendar (https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: DatePickerStyleKind { .graphical } }
/// Columns in a wheel (https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: DatePickerStyleKind { .wheel } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.automatic }

extension EnvironmentValues {
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] } set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the date pickers inside — SwiftUI's `datePickerStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:)).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> _EnvironmentWriter<Self, DatePickerStyleKind> {
        environment(\.datePickerStyleKind, style._kind)
    }
}
