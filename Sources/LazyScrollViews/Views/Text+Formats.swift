import Foundation

extension Text {
    /// A date shown in one of SwiftUI's styles — `Text(_:style:)`
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:style:)): `.date` is the
    /// long date ("June 3, 2019"), `.time` the short time ("11:23 AM"), in the environment's
    /// `locale`, `timeZone` and `calendar` (Foundation's `Date.FormatStyle`). `.relative`
    /// ("2 hours, 23 minutes"), `.offset` ("+2 hours") and `.timer` ("2:32") measure from now
    /// and keep up with it, as SwiftUI's do: the text is written again each frame from the
    /// frame's date, which the host gives (the window: the wall clock at launch plus the frame
    /// time; a headless run or a test: the date it sets — never a clock read in a view).
    ///
    /// Differs from SwiftUI: the relative styles' unit names are English whatever the locale.
    nonisolated public init(_ date: Date, style: DateStyle) {
        storage = .date(date, style)
    }

    /// A value formatted with a Foundation format style — `Text(_:format:)`
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:format:)):
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`,
    /// `Text(date, format: .dateTime.day().month())`.
    ///
    /// The style is given the environment's locale (`FormatStyle.locale(_:)`, "Modifies the
    /// format style to use the specified locale"), as SwiftUI does: `.environment(\.locale,
    /// Locale(identifier: "de_DE"))` shows "3,50 €". Its time zone and calendar are its own
    /// (give a `Date.FormatStyle` a `timeZone` to show another zone's time).
    ///
    /// Differs from SwiftUI: the style and the value must be `Sendable` (the text keeps them to
    /// format in the environment's locale, and views are `Sendable`); Foundation's styles and the
    /// usual values are.
    public init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        storage = .formatted(FormattedValue(input, format: format))
    }

    /// How ``Text/init(_:style:)`` shows a date — SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        /// The long date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The short time: "11:23 AM".
        public static let time = DateStyle(kind: .time)
        /// The time to or since the date, in up to two units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now in the largest unit: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A count of time from now, as a stopwatch shows it: "2:32", "1:02:03".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style, as of `now`, in `environment`'s locale, time zone and calendar.
        func format(_ date: Date, now: Date, environment: EnvironmentValues = EnvironmentValues()) -> String {
            switch kind {
            case .date, .time:
                let style = Date.FormatStyle(date: kind == .date ? .long : .omitted, time: kind == .time ? .shortened : .omitted,
                                             locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
                return date.formatted(style)
            case .relative:
                return Self.components(abs(date.timeIntervalSince(now)), units: 2).joined(separator: ", ")
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + (Self.components(abs(interval), units: 1).first ?? "0 seconds")
            case .timer:
                let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
                return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
            }
        }

        /// The largest `units` non-zero units of `seconds`: ["2 hours", "23 minutes"].
        static func components(_ seconds: TimeInterval, units: Int) -> [String] {
            let table: [(Double, String)] = [(365 * 86_400, "year"), (30 * 86_400, "month"), (7 * 86_400, "week"),
                                             (86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            var left = seconds.rounded(.down), parts: [String] = []
            for (length, name) in table where parts.count < units {
                let count = Int(left / length)
                if count > 0 || (!parts.isEmpty) {
                    if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") }
                    left -= Double(count) * length
                    if !parts.isEmpty && count == 0 { break }
                }
            }
            return parts.isEmpty ? ["0 seconds"] : parts
        }
    }
}

extension Text.Content {
    /// The date a `Text(_:style:)` shows; nil for a string.
    var dateShown: Date? { if case .date(let date, _) = self { date } else { nil } }
}

/// A value and its format style, written when the text is shown, in the environment's locale
/// (`Text(_:format:)`). Equal when both the value and the style are (the text is then not
/// written again). A class, so that `Text.Content` stays the size of its other cases (every
/// `Text` carries one, copied through each modifier of a row's label).
@usableFromInline
final class FormattedValue: Equatable, Sendable {
    private let input: any Sendable
    private let style: any Sendable
    /// The value formatted with the style in a locale.
    let write: @Sendable (Locale) -> String
    private let matches: @Sendable (_ input: any Sendable, _ style: any Sendable) -> Bool

    init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.input = input
        style = format
        write = { locale in format.locale(locale).format(input) }
        matches = { otherInput, otherStyle in
            (otherInput as? F.FormatInput) == input && (otherStyle as? F) == format
        }
    }

    @usableFromInline
    static func == (a: FormattedValue, b: FormattedValue) -> Bool { a.matches(b.input, b.style) }
}
