import Foundation

// The on-screen keyboard's traits that iOS apps set on their fields. They compile and are kept
// in the environment (readable there, as `EnvironmentValues.keyboardType` and the others), but
// on the desktop they change nothing about typing: there is no on-screen keyboard to choose or
// label, no autofill to suggest, and no autocorrection or automatic capitalisation here to turn
// off — the keyboard types what it types, as a hardware keyboard does on an iPad.

/// The kind of on-screen keyboard a field asks iOS for — UIKit's `UIKeyboardType`, which
/// SwiftUI's `keyboardType(_:)` takes (https://developer.apple.com/documentation/uikit/uikeyboardtype).
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a field's text is, for iOS's autofill — UIKit's `UITextContentType`, which SwiftUI's
/// `textContentType(_:)` takes (https://developer.apple.com/documentation/uikit/uitextcontenttype).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
}

/// When iOS's on-screen keyboard switches to capitals — SwiftUI's `TextInputAutocapitalization`
/// (https://developer.apple.com/documentation/swiftui/textinputautocapitalization).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
private struct TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }
private struct AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The keyboard `keyboardType(_:)` asked for (`.default` unless set).
    public var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] } set { self[KeyboardTypeKey.self] = newValue }
    }
    /// The content type `textContentType(_:)` set, if any.
    public var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] } set { self[TextContentTypeKey.self] = newValue }
    }
    /// The capitalisation `textInputAutocapitalization(_:)` set, if any.
    public var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] } set { self[AutocapitalizationKey.self] = newValue }
    }
    /// Whether autocorrection is off here — SwiftUI's `EnvironmentValues.autocorrectionDisabled`.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] } set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// The on-screen keyboard for the fields inside — SwiftUI's `keyboardType(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)). Kept in the
    /// environment; the desktop has no on-screen keyboard to choose, and typing is not limited
    /// (a `.numberPad` field takes letters from a hardware keyboard on iOS too).
    public func keyboardType(_ type: UIKeyboardType) -> _EnvironmentWriter<Self, UIKeyboardType> {
        environment(\.keyboardType, type)
    }

    /// What the fields inside hold, for autofill — SwiftUI's `textContentType(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv). Kept
    /// in the environment; there is no autofill here.
    public func textContentType(_ textContentType: UITextContentType?) -> _EnvironmentWriter<Self, UITextContentType?> {
        environment(\.textContentType, textContentType)
    }

    /// When the on-screen keyboard capitalises — SwiftUI's `textInputAutocapitalization(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)).
    /// Kept in the environment; the desktop's keyboard is never shifted for the user.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> _EnvironmentWriter<Self, TextInputAutocapitalization?> {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Turns autocorrection off for the fields inside — SwiftUI's `autocorrectionDisabled(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)).
    /// Kept in the environment; nothing autocorrects here.
    public func autocorrectionDisabled(_ disable: Bool = true) -> _EnvironmentWriter<Self, Bool> {
        environment(\.autocorrectionDisabled, disable)
    }

    /// SwiftUI's older `disableAutocorrection(_:)`: the same as `autocorrectionDisabled(_:)`
    /// (nil: the default, on).
    public func disableAutocorrection(_ disable: Bool?) -> _EnvironmentWriter<Self, Bool> {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
}
