import ScrollCore

/// Which face of the bundled font family a run of text uses.
public enum FontWeight: String, Sendable, Hashable, Codable {
    /// SwiftUI's `.ultraLight`, `.thin` and `.light`: DejaVu Sans ExtraLight (Debian's
    /// `fonts-dejavu-extra`; the regular face where it is not installed). DejaVu has one light
    /// weight, so the three draw alike.
    case light
    case regular
    /// SwiftUI's `.headline` is 17 pt semibold; DejaVu has no semibold face, so the renderer
    /// draws it with DejaVu Sans Bold.
    case semibold
    case bold
}

/// A font request: size in points and weight; the renderer maps it to a face of DejaVu Sans.
public struct FontSpec: Sendable, Hashable, Codable, CustomStringConvertible {
    public var sizePoints: Points
    public var weight: FontWeight
    public var monospaced: Bool
    /// Drawn with the symbol font instead of DejaVu: Font Awesome 4.7 (Debian's
    /// `fonts-font-awesome`), whose glyphs `Image(systemName:)` maps SF Symbols names to.
    public var isSymbol: Bool
    /// Slanted: DejaVu's oblique faces (`fonts-dejavu-extra`), else the upright face slanted by
    /// SDL2_ttf (FreeType's synthetic oblique) — SwiftUI's `italic()`.
    public var italic: Bool
    /// DejaVu Serif (SwiftUI's `Font.Design.serif`, New York on Apple platforms); ignored for
    /// monospaced text.
    public var serif: Bool

    public init(sizePoints: Points, weight: FontWeight = .regular, monospaced: Bool = false, isSymbol: Bool = false,
                italic: Bool = false, serif: Bool = false) {
        self.sizePoints = sizePoints; self.weight = weight; self.monospaced = monospaced; self.isSymbol = isSymbol
        self.italic = italic; self.serif = serif
    }

    /// SwiftUI's `.headline`: 17 pt semibold.
    public static let headline = FontSpec(sizePoints: 17, weight: .semibold)
    /// SwiftUI's `.body`: 17 pt regular.
    public static let body = FontSpec(sizePoints: 17)
    /// SwiftUI's `.caption`: 12 pt regular.
    public static let caption = FontSpec(sizePoints: 12)
    /// The diagnostics overlays' font.
    public static let debug = FontSpec(sizePoints: 12, monospaced: true)

    public var description: String {
        "\(sizePoints.shortDescription)pt \(weight.rawValue)\(monospaced ? " mono" : "")\(isSymbol ? " symbol" : "")"
            + "\(serif ? " serif" : "")\(italic ? " italic" : "")"
    }
}

/// Measures text the way the renderer will draw it. Layout asks it for the size of views made
/// of text (a section header's label) when they are created; the SDL renderer implements it
/// with SDL2_ttf, tests with ``FixedAdvanceTextMeasurer``.
public protocol TextMeasurer {
    /// The size of `text` set on one line in `font`, in points.
    func measure(_ text: String, font: FontSpec) -> Size
}

/// A deterministic measurer for tests and headless layout checks: every character advances
/// `advanceFactor × size` and a line is `lineHeightFactor × size` tall.
public struct FixedAdvanceTextMeasurer: TextMeasurer, Sendable {
    public var advanceFactor: Double
    public var lineHeightFactor: Double
    public init(advanceFactor: Double = 0.6, lineHeightFactor: Double = 1.2) {
        self.advanceFactor = advanceFactor; self.lineHeightFactor = lineHeightFactor
    }
    public func measure(_ text: String, font: FontSpec) -> Size {
        Size(width: Double(text.count) * font.sizePoints * advanceFactor, height: font.sizePoints * lineHeightFactor)
    }
}
