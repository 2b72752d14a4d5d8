import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }

extension EnvironmentValues {
    /// The locale views format with — SwiftUI's `EnvironmentValues.locale`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/locale): the
    /// process's current locale unless an ancestor sets `.environment(\.locale, …)`. Read by
    /// `Text(_:style:)` for its date and time styles.
    public var locale: Locale {
        get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in — SwiftUI's `EnvironmentValues.timeZone`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/timezone).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in — SwiftUI's `EnvironmentValues.calendar`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/calendar).
    public var calendar: Calendar {
        get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue }
    }
}
