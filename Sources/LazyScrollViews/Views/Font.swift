import DisplayList

/// A font — SwiftUI's `Font`: the text styles at the default Dynamic Type size, or a size you
/// give. Drawn with DejaVu Sans (the renderer's face): `.semibold` and heavier use its bold face,
/// `.ultraLight`, `.thin` and `.light` its ExtraLight face; `design: .serif` draws DejaVu Serif,
/// `.monospaced` DejaVu Sans Mono, `.rounded` the default design (SF Pro Rounded is Apple's;
/// DejaVu has no rounded face).
public struct Font: Hashable, Sendable {
    var spec: FontSpec

    init(spec: FontSpec) { self.spec = spec }

    /// A system font of `size` points.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        var spec = FontSpec(sizePoints: size, weight: weight.fontWeight)
        design.apply(to: &spec)
        return Font(spec: spec)
    }
    /// A text style: `.system(.headline)`.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        if design != .default { design.apply(to: &font.spec) }
        if let weight { font.spec.weight = weight.fontWeight }
        return font
    }

    // iOS text styles at the default ("Large") Dynamic Type size, from Apple's Human Interface
    // Guidelines, Typography → Specifications: size in points, headline semibold.
    public static let largeTitle = Font(spec: FontSpec(sizePoints: 34))
    public static let title = Font(spec: FontSpec(sizePoints: 28))
    public static let title2 = Font(spec: FontSpec(sizePoints: 22))
    public static let title3 = Font(spec: FontSpec(sizePoints: 20))
    public static let headline = Font(spec: FontSpec.headline)
    public static let body = Font(spec: FontSpec.body)
    public static let callout = Font(spec: FontSpec(sizePoints: 16))
    public static let subheadline = Font(spec: FontSpec(sizePoints: 15))
    public static let footnote = Font(spec: FontSpec(sizePoints: 13))
    public static let caption = Font(spec: FontSpec.caption)
    public static let caption2 = Font(spec: FontSpec(sizePoints: 11))

    /// The same font in bold.
    public func bold() -> Font { var f = self; f.spec.weight = .bold; return f }
    /// The same font with `weight` (DejaVu has light, regular and bold: `.ultraLight` to `.light`
    /// draw light, `.medium` regular, `.semibold` and heavier bold).
    public func weight(_ weight: Weight) -> Font { var f = self; f.spec.weight = weight.fontWeight; return f }
    public func monospaced() -> Font { var f = self; f.spec.monospaced = true; return f }
    /// The same font slanted — SwiftUI's `Font.italic()`.
    public func italic() -> Font { var f = self; f.spec.italic = true; return f }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
        var font: Font {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .body: return .body
            case .callout: return .callout
            case .subheadline: return .subheadline
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    public enum Design: Hashable, Sendable { case `default`, rounded, serif, monospaced }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        var fontWeight: FontWeight { value >= 700 ? .bold : value >= 600 ? .semibold : value <= 300 ? .light : .regular }
    }
}
