import DisplayList
import Foundation

/// Why a view's content is shown redacted — SwiftUI's `RedactionReasons`
/// (https://developer.apple.com/documentation/swiftui/redactionreasons). Apply reasons to a
/// subtree with `redacted(reason:)`, lift them with `unredacted()`, and read the reasons that
/// apply with `@Environment(\.redactionReasons)`:
///
/// ```swift
/// AccountSummary(account: account ?? .sample)
///     .redacted(reason: account == nil ? .placeholder : [])
/// ```
///
/// What each reason draws here:
/// - `.placeholder` — "Displayed data should appear as generic placeholders": every `Text`
///   draws each of its laid-out lines as a rounded bar, and every `Image` (pictures and
///   symbols) as a rounded rectangle filling its frame (see `RedactionPlaceholder`). Nothing
///   moves: the views keep the sizes they have unredacted, and controls keep their frames and
///   backgrounds (only the text and images inside them are redacted). Shapes and colours draw
///   as they are, as in SwiftUI.
/// - `.privacy` — "Displayed data should be obscured to protect private information": only the
///   views marked `privacySensitive()` are redacted, drawn as placeholders.
/// - `.invalidated` — "Displayed data should appear as invalidated and pending a new update".
///   Differs from SwiftUI: it is carried in the environment (your views can read it and react),
///   but nothing draws differently for it — SwiftUI shows it only on widgets' content marked
///   `invalidatableContent()`, which has no counterpart here.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders — SwiftUI's `placeholder`
    /// (https://developer.apple.com/documentation/swiftui/redactionreasons/placeholder).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information — SwiftUI's `privacy`
    /// (https://developer.apple.com/documentation/swiftui/redactionreasons/privacy): it redacts
    /// only the views marked `privacySensitive()`.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update — SwiftUI's
    /// `invalidated` (https://developer.apple.com/documentation/swiftui/redactionreasons/invalidated).
    /// Carried in the environment only: nothing draws differently for it here (see
    /// ``RedactionReasons``).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// Whether content with these reasons draws as placeholders: always with `.placeholder`,
    /// with `.privacy` where it is marked privacy-sensitive.
    func redacts(privacySensitive: Bool) -> Bool {
        contains(.placeholder) || (privacySensitive && contains(.privacy))
    }
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The reasons to redact the content here — SwiftUI's `redactionReasons`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/redactionreasons):
    /// empty unless an ancestor applied `redacted(reason:)` (and no nearer one `unredacted()`).
    /// Read it to show a loading state of your own: `@Environment(\.redactionReasons) var reasons`
    /// and `if reasons.contains(.placeholder) { … }`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set {
            self[RedactionReasonsKey.self] = newValue
            noteRedaction(newValue.redacts(privacySensitive: isPrivacySensitive))
        }
    }

    /// Whether the views here are marked `privacySensitive()`: they are redacted for the
    /// `.privacy` reason (SwiftUI keeps this mark to itself; so do we).
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set {
            self[PrivacySensitiveKey.self] = newValue
            noteRedaction(redactionReasons.redacts(privacySensitive: newValue))
        }
    }

    /// What `redacted(reason:)` writes: the reasons given are added to those from above.
    var addedRedactionReasons: RedactionReasons {
        get { redactionReasons }
        set { redactionReasons.formUnion(newValue) }
    }

    /// Whether `Text` and `Image` here draw as placeholders (a byte read, no look-up: they read
    /// it each time they draw).
    var redactsContent: Bool { redactsContentFlag }
}

extension View {
    /// Adds a reason to redact this view hierarchy — SwiftUI's `redacted(reason:)`
    /// (https://developer.apple.com/documentation/swiftui/view/redacted(reason:)): "Adding a
    /// redaction is an additive process: any redaction provided will be added to the reasons
    /// provided by the parent." With `.placeholder`, text and images inside draw as placeholder
    /// shapes of the same size (see ``RedactionReasons``); an empty set (`[]`) adds nothing, so
    /// `.redacted(reason: isLoading ? .placeholder : [])` toggles a loading state.
    public func redacted(reason: RedactionReasons) -> some View {
        environment(\.addedRedactionReasons, reason)
    }

    /// Removes any reason to redact this view hierarchy — SwiftUI's `unredacted()`
    /// (https://developer.apple.com/documentation/swiftui/view/unredacted()): what is inside
    /// draws as it is, and reads empty `redactionReasons`, whatever was applied above.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view as showing sensitive, personal information — SwiftUI's
    /// `privacySensitive(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:)): it (and
    /// what is inside it) is redacted when the `.privacy` reason applies — drawn as
    /// placeholders, as `.placeholder` draws. `privacySensitive(false)` lifts the mark inside a
    /// marked view. Differs from SwiftUI: nothing here applies `.privacy` by itself (iOS does on
    /// the Lock Screen and in the app switcher); apply it yourself with
    /// `redacted(reason: .privacy)`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}

/// How redacted content draws (``RedactionReasons``): the shapes and colour of the placeholders.
/// Apple publishes no figures for them; these follow iOS's look by eye.
@MainActor
enum RedactionPlaceholder {
    /// The placeholder's opacity, as a fraction of the content's colour: a text's bars (and a
    /// symbol's box) are its own foreground colour, faded — black text makes light grey bars
    /// on white, white text dark grey ones on black.
    static let opacity = 0.16
    /// A bar's height, as a fraction of its line's height: about the height of the glyphs.
    static let barHeightFraction = 0.7
    /// A bar's corner radius, as a fraction of its height: rounded, not quite a capsule.
    static let barCornerFraction = 0.3
    /// The corner radius of an image's placeholder, at most half its shorter side.
    static let imageCornerRadius: CGFloat = 4

    /// The bar drawn for a line of text: the line's width, ``barHeightFraction`` of the line's
    /// height, centred in it (`line` is in the text's frame; the bar in the window).
    static func bar(for line: TextLine, lineHeight: CGFloat, in frame: CGRect) -> (rect: CGRect, radius: CGFloat) {
        let height = lineHeight * barHeightFraction
        let rect = CGRect(x: frame.minX + line.origin.x, y: frame.minY + line.origin.y + (lineHeight - height) / 2,
                          width: line.width, height: height)
        return (rect, height * barCornerFraction)
    }

    /// Draws `layout`'s lines as bars in `color` (the text's, before the colour filters) faded to
    /// ``opacity``, the text placed at `frame`.
    static func drawText(_ layout: TextLayoutResult, color: RGBAColor, in frame: CGRect, into context: inout RenderContext) {
        var lines = 0
        layout.forEachLine { _ in lines += 1 }
        guard lines > 0 else { return }
        let lineHeight = layout.size.height / CGFloat(lines)
        let fill = color.opacity(opacity)
        layout.forEachLine { line in
            guard line.width > 0 else { return }  // an empty line (a blank one between paragraphs)
            let (rect, radius) = bar(for: line, lineHeight: lineHeight, in: frame)
            context.fillRounded(rect, radius: radius, fill)
        }
    }

    /// Draws an image's placeholder: its frame filled in `color` faded to ``opacity``, the
    /// corners rounded by ``imageCornerRadius`` (or by the rounded clip it covers: an avatar
    /// clipped to a circle is a grey disc).
    static func drawImage(in frame: CGRect, color: RGBAColor, into context: inout RenderContext) {
        guard frame.width > 0, frame.height > 0 else { return }
        let radius = min(imageCornerRadius, min(frame.width, frame.height) / 2)
        context.fillRounded(frame, radius: radius, color.opacity(opacity))
    }
}
