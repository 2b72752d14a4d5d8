import Foundation

// `textCase(_:)` (https://developer.apple.com/documentation/swiftui/view/textcase(_:)):
// "Sets a transform for the case of the text contained in this view when displayed." The
// transform applies to every `Text` inside, in the environment's locale
// (https://developer.apple.com/documentation/swiftui/environmentvalues/textcase); nil leaves
// the text as written.

extension Text {
    /// A case transform for displayed text — SwiftUI's `Text.Case`
    /// (https://developer.apple.com/documentation/swiftui/text/case).
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case ("Settings" → "SETTINGS").
        case uppercase
        /// Every letter in lower case ("Settings" → "settings").
        case lowercase

        /// `string` in this case, as the rules of `locale` have it (Turkish "i" → "İ").
        func apply(to string: String, locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The case transform of text inside (`.textCase(_:)`); nil: as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text inside in upper or lower case (nil: as written) — SwiftUI's
    /// `textCase(_:)`. The nearest one to a text wins, so `.textCase(nil)` inside an
    /// upper-cased section header keeps one text as written.
    public func textCase(_ textCase: Text.Case?) -> _EnvironmentWriter<Self, Text.Case?> {
        environment(\.textCase, textCase)
    }
}
