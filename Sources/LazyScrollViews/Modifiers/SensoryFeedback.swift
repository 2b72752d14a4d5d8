/// A kind of haptic or audio feedback — SwiftUI's `SensoryFeedback`
/// (https://developer.apple.com/documentation/swiftui/sensoryfeedback), played by
/// `sensoryFeedback(_:trigger:)` when its trigger changes.
///
/// Differs from iOS: a desktop has no haptic engine, so nothing is felt — as on the platforms
/// Apple lists for each kind as not playing it ("Only plays feedback on iOS and watchOS"). What
/// would play is handed to ``player``, which an app (or a test) sets to sound or show it; nil,
/// the default, plays nothing. Which feedback fires, and when, is SwiftUI's: once per change of
/// the trigger, after the update that saw it, subject to the condition.
public struct SensoryFeedback: Equatable, Sendable {
    /// The collision weight of an impact — SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
    /// The flexibility of colliding objects — SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }
    let kind: Kind

    /// A task completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task produced an error.
    public static let error = SensoryFeedback(kind: .error)
    /// A UI element's value is changing.
    public static let selection = SensoryFeedback(kind: .selection)
    /// An important value increased above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// An important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item aligned.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical impact, of the default weight and intensity.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))
    /// A physical impact of `weight` — SwiftUI's `impact(weight:intensity:)`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }
    /// A physical impact of objects of `flexibility` — SwiftUI's `impact(flexibility:intensity:)`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// Where played feedback goes (nil: nowhere — no haptic engine here). Set it to sound or show
    /// feedback, or to see in a test which fired.
    @MainActor public static var player: (@MainActor (SensoryFeedback) -> Void)?

    @MainActor static func play(_ feedback: SensoryFeedback) { player?(feedback) }
}

extension View {
    /// Plays `feedback` when `trigger` changes — SwiftUI's `sensoryFeedback(_:trigger:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)); see
    /// ``SensoryFeedback`` for where it plays here.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> _EffectView<Self> {
        onChange(of: trigger) { SensoryFeedback.play(feedback) }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true — SwiftUI's
    /// `sensoryFeedback(_:trigger:condition:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:condition:)).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> _EffectView<Self> {
        onChange(of: trigger) { old, new in if condition(old, new) { SensoryFeedback.play(feedback) } }
    }

    /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes — SwiftUI's
    /// `sensoryFeedback(trigger:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(trigger:_:)).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> _EffectView<Self> {
        onChange(of: trigger) { old, new in if let played = feedback(old, new) { SensoryFeedback.play(played) } }
    }

    /// The form whose closure takes no values.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> _EffectView<Self> {
        onChange(of: trigger) { if let played = feedback() { SensoryFeedback.play(played) } }
    }
}
