import DisplayList
import Foundation

// `contentTransition(_:)` (https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)):
// how a view's *content* animates when it changes in place — a `Text` whose string, colour or
// font changes — as opposed to a `transition`, which animates a view's insertion or removal.
// "Content transitions only take effect within transactions that apply an Animation"
// (https://developer.apple.com/documentation/swiftui/contenttransition): without one the new
// content shows at once.

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view — SwiftUI's `ContentTransition`. Set it with
/// ``View/contentTransition(_:)``; it takes effect only when the change is animated
/// (`withAnimation`, `animation(_:value:)`).
///
/// What each does to a `Text` here:
/// - ``identity``: no animation, the new content shows at once.
/// - ``opacity``: the old content fades out where it was while the new fades in where it is.
/// - ``interpolate``: "Text views can interpolate transitions when the text views have identical
///   strings" — the same string in the same font changes colour smoothly; any other change uses
///   the opacity transition, as Apple's does when it cannot interpolate. (Glyph shapes do not
///   morph between weights or sizes here: those changes cross-fade.)
/// - ``numericText(countsDown:)`` / ``numericText(value:)``: each character that changed rolls —
///   the old one moves up and fades out as the new one comes in from below (counting down:
///   the other way); characters that stay, matched from the trailing end as digits of a number
///   are, slide to their new places. A text over several lines cross-fades.
///
/// Where we differ: Apple does not document the default (``EnvironmentValues/contentTransition``
/// when nothing sets it); SwiftUI cross-fades a `Text` whose string changes in an animation, so
/// the default here is ``opacity``. The numeric roll moves a character half a line and fades it;
/// Apple's also blurs it.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numeric(countsDown: Bool)
        case numericValue(Double)
        /// `.symbolEffect(.replace)`: a symbol image's replacement (a text cross-fades).
        case symbolReplace(ReplaceSymbolEffect.Style)

        var isNumeric: Bool {
            switch self {
            case .numeric, .numericValue: true
            default: false
            }
        }
    }
    let kind: Kind

    /// No animation: the new content replaces the old at once
    /// (https://developer.apple.com/documentation/swiftui/contenttransition/identity).
    public static let identity = ContentTransition(kind: .identity)
    /// "Content fades from transparent to opaque on insertion, and from opaque to transparent
    /// on removal" (https://developer.apple.com/documentation/swiftui/contenttransition/opacity).
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates the content where it can — a text of the same string changes colour
    /// smoothly — else cross-fades
    /// (https://developer.apple.com/documentation/swiftui/contenttransition/interpolate).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// For a `Text` showing a number: the characters that changed roll up (down when
    /// `countsDown`) — https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(countsdown:).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// For a `Text` showing `value`: "The difference between the old and new values when the
    /// text changes will be used to determine the animation direction" — up when it grows,
    /// down when it shrinks (https://developer.apple.com/documentation/swiftui/contenttransition/numerictext(value:)).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }

extension EnvironmentValues {
    /// "The current method of animating the contents of views"
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/contenttransition);
    /// ``ContentTransition/opacity`` unless a ``View/contentTransition(_:)`` above sets it.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] } set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// "Modifies the view to use a given transition as its method of animating changes to the
    /// contents of its views" — every `Text` inside, when the change is animated
    /// (https://developer.apple.com/documentation/swiftui/view/contenttransition(_:)).
    public func contentTransition(_ transition: ContentTransition) -> _EnvironmentWriter<Self, ContentTransition> {
        environment(\.contentTransition, transition)
    }
}

/// A text's content transition in flight: what it showed before the change, and the animation.
struct TextContentRun {
    /// A character of a one-line text and its x from the line's leading edge.
    struct PlacedCharacter {
        var character: String
        var x: CGFloat
    }

    var kind: ContentTransition.Kind
    var oldString: String
    var oldLayout: TextLayoutResult
    /// The old frame, in the parent's space (where the old content stays as it fades).
    var oldFrame: CGRect
    var oldFont: FontSpec
    /// The old colour as the text's style had it (resolved against the context when drawn).
    var oldColor: RGBAColor
    var startSeconds: Double
    var animation: Animation
    /// A numeric roll's characters, old (placed when the change came) and new (when first drawn).
    var oldCharacters: [PlacedCharacter]?
    var newCharacters: [PlacedCharacter]?
    /// A numeric roll's direction: the old characters move up and the new come from below.
    var rollsUp = true

    init(kind: ContentTransition.Kind, oldString: String, oldLayout: TextLayoutResult, oldFrame: CGRect,
         oldFont: FontSpec, oldColor: RGBAColor, startSeconds: Double, animation: Animation) {
        self.kind = kind
        self.oldString = oldString
        self.oldLayout = oldLayout
        self.oldFrame = oldFrame
        self.oldFont = oldFont
        self.oldColor = oldColor
        self.startSeconds = startSeconds
        self.animation = animation
    }

    /// The characters of `string` set on one line in `font` and where each starts: the width
    /// of the string before it (kerning with the character before included).
    static func place(_ string: String, font: FontSpec, measurer: any TextMeasurer) -> [PlacedCharacter] {
        var placed: [PlacedCharacter] = []
        var prefix = ""
        for character in string {
            let x = prefix.isEmpty ? 0 : CGFloat(measurer.measure(prefix, font: font).width)
            placed.append(PlacedCharacter(character: String(character), x: x))
            prefix.append(character)
        }
        return placed
    }

    /// The direction a number's roll takes: `numericText(value:)` compares the values (the
    /// node's last one, else the numbers the strings show), `numericText(countsDown:)` says it.
    static func rollsUp(_ kind: ContentTransition.Kind, previousValue: Double?, oldString: String, newString: String) -> Bool {
        switch kind {
        case .numeric(let countsDown): return !countsDown
        case .numericValue(let value):
            if let previousValue { return value >= previousValue }
            if let old = number(in: oldString), let new = number(in: newString) { return new >= old }
            return true
        default: return true
        }
    }

    /// The number a string shows (its digits, sign and decimal point), if any.
    static func number(in string: String) -> Double? {
        Double(String(string.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }))
    }
}

extension ViewNode {
    /// What an animated change of this view's content animates with — the transaction's
    /// animation and the environment's content transition — or nil: no animation applies (one
    /// check, no environment look-up), the view was never placed, or the transition is `.identity`.
    /// Shared by `Text` and `Image`.
    func contentTransitionForChange() -> (animation: Animation, kind: ContentTransition.Kind)? {
        guard let animation = graph.animations.effective else { return nil }
        guard frame.width > 0 || frame.height > 0 else { return nil }
        let kind = environment.contentTransition.kind
        return kind == .identity ? nil : (animation, kind)
    }

    /// A content run started at `startSeconds`: frames keep coming until it ends.
    func contentRunStarted(at startSeconds: Double, animation: Animation) {
        graph.animations.effectStarted(self, until: startSeconds + animation.totalDuration)
        invalidatePaint()
    }

    /// A content run's progress (0…1) at `time`, or nil once it is over (its frames released).
    func contentRunProgress(startSeconds: Double, animation: Animation, at time: Double) -> Double? {
        let sample = animation.sample(elapsed: time - startSeconds)
        if sample.isFinished {
            graph.animations.effectEnded(self)
            return nil
        }
        return min(max(sample.progress, 0), 1)
    }
}

/// Linear interpolation between two colours, component by component.
func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
    RGBAColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
}
