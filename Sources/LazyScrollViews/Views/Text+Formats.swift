import Foundation

extension Text {
    /// A date shown in one of SwiftUI's styles — `Text(_:style:)`
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:style:)): `.date` is the
    /// long date ("June 3, 2019"), `.time` the short time ("11:23 AM"), in the current locale
    /// and time zone (Foundation's `Date.FormatStyle`). `.relative` ("2 hours, 23 minutes"),
    /// `.offset` ("+2 hours") and `.timer` ("2:32") measure from now.
    ///
    /// Differs from SwiftUI: the relative styles are computed when the view's body runs and do
    /// not tick on their own (a view that shows a running timer updates it from its own state,
    /// e.g. a `TimelineView`-like `@State` the app advances).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: Date()))
    }

    /// A value formatted with a Foundation format style — `Text(_:format:)`
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:format:)):
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`,
    /// `Text(date, format: .dateTime.day().month())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
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

        func format(_ date: Date, now: Date) -> String {
            switch kind {
            case .date: return date.formatted(Date.FormatStyle(date: .long, time: .omitted))
            case .time: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))
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
