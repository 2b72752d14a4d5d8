/// A colour that depends on the appearance — iOS's dynamic system colours: one value in the
/// light appearance, another in the dark one (UIKit's "UI element colors": "Except where noted,
/// the color objects adapt automatically to Dark Mode changes",
/// https://developer.apple.com/documentation/uikit/ui-element-colors). The view layer resolves
/// one to a plain ``Color`` when it draws, from its environment's colour scheme; what reaches a
/// display list is always resolved.
public struct DynamicColor: Sendable, Hashable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color
    /// The colour in the dark appearance on an elevated level — a sheet's content, which iOS
    /// draws above the base level (UIKit's `UIUserInterfaceLevel.elevated`: "the content appears
    /// in a layer above the base one"); nil: ``dark``. Only the system backgrounds differ there,
    /// lighter greys so that a sheet stands apart from what it covers. (The light appearance is
    /// the same at both levels.)
    public var darkElevated: Color?

    public init(light: Color, dark: Color, darkElevated: Color? = nil) {
        self.light = light; self.dark = dark; self.darkElevated = darkElevated
    }
    /// The same colour in both appearances.
    public init(_ color: Color) { self.init(light: color, dark: color) }

    /// The colour in the dark appearance when `isDark`, else in the light one (at the base level).
    @inline(__always)
    public func resolved(isDark: Bool) -> Color { isDark ? dark : light }
    /// The colour in the appearance `isDark` at the base or the elevated level.
    @inline(__always)
    public func resolved(isDark: Bool, elevated: Bool) -> Color { isDark ? (elevated ? darkElevated ?? dark : dark) : light }

    /// Every value with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> DynamicColor {
        DynamicColor(light: light.opacity(factor), dark: dark.opacity(factor), darkElevated: darkElevated?.opacity(factor))
    }
}

// The values, per appearance, in 8-bit sRGB.
//
// The twelve system colours and the six greys: Apple's Human Interface Guidelines, "Color",
// "Specifications" → "System colors" (iOS, iPadOS; Default light / Default dark), as the page
// published them for iOS 15 to 18 (https://developer.apple.com/design/human-interface-guidelines/color;
// its June 2025 revision moved them a little for iOS 26, which we do not follow yet: our light
// values have been these since the first release of this project).
//
// The UI element colours (labels, separators, fills, backgrounds): Apple documents their names
// and roles (https://developer.apple.com/documentation/uikit/ui-element-colors) and shows the
// values only as swatches; the numbers are UIKit's as Flutter's `CupertinoColors` copies them,
// one page per colour (e.g. https://api.flutter.dev/flutter/cupertino/CupertinoColors/secondaryLabel-constant.html:
// `color: Color.fromARGB(153, 60, 60, 67), darkColor: Color.fromARGB(153, 235, 235, 245)`).
// Flutter's alpha bytes are UIKit's fractions truncated (0.3 → 76); ours are the fractions
// rounded to the nearest byte, as this project always did (0.3 → 77, 0.29 → 74, 0.18 → 46).
extension DynamicColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Color { Color(r8: r, g8: g, b8: b, a8: a) }
    private static func pair(_ l: (Int, Int, Int, Int), _ d: (Int, Int, Int, Int)) -> DynamicColor {
        DynamicColor(light: rgb(l.0, l.1, l.2, l.3), dark: rgb(d.0, d.1, d.2, d.3))
    }
    /// A background: its light and dark values and its dark value on an elevated level.
    private static func background(_ l: (Int, Int, Int), _ d: (Int, Int, Int), elevated e: (Int, Int, Int)) -> DynamicColor {
        DynamicColor(light: rgb(l.0, l.1, l.2), dark: rgb(d.0, d.1, d.2), darkElevated: rgb(e.0, e.1, e.2))
    }

    // MARK: Labels (https://developer.apple.com/documentation/uikit/uicolor/label, …)

    /// `UIColor.label`, SwiftUI's `Color.primary`: black / white.
    public static let label = pair((0, 0, 0, 255), (255, 255, 255, 255))
    /// `UIColor.secondaryLabel`, SwiftUI's `Color.secondary`: (60, 60, 67) / (235, 235, 245) at 60 %.
    public static let secondaryLabel = pair((60, 60, 67, 153), (235, 235, 245, 153))
    /// `UIColor.tertiaryLabel`: (60, 60, 67) / (235, 235, 245) at 30 %.
    public static let tertiaryLabel = pair((60, 60, 67, 77), (235, 235, 245, 77))
    /// `UIColor.quaternaryLabel`: (60, 60, 67) at 18 % / (235, 235, 245) at 16 %.
    public static let quaternaryLabel = pair((60, 60, 67, 46), (235, 235, 245, 41))
    /// `UIColor.placeholderText`: (60, 60, 67) / (235, 235, 245) at 30 %.
    public static let placeholderText = pair((60, 60, 67, 77), (235, 235, 245, 77))
    /// `UIColor.link`: (0, 122, 255) / (9, 132, 255).
    public static let link = pair((0, 122, 255, 255), (9, 132, 255, 255))

    // MARK: Separators

    /// `UIColor.separator`: (60, 60, 67) at 29 % / (84, 84, 88) at 60 %.
    public static let separator = pair((60, 60, 67, 74), (84, 84, 88, 153))
    /// `UIColor.opaqueSeparator`: (198, 198, 200) / (56, 56, 58).
    public static let opaqueSeparator = pair((198, 198, 200, 255), (56, 56, 58, 255))

    // MARK: Fills (https://developer.apple.com/documentation/uikit/uicolor/systemfill, …)

    /// `UIColor.systemFill`: (120, 120, 128) at 20 % / at 36 %.
    public static let systemFill = pair((120, 120, 128, 51), (120, 120, 128, 92))
    /// `UIColor.secondarySystemFill`: (120, 120, 128) at 16 % / at 32 %.
    public static let secondarySystemFill = pair((120, 120, 128, 41), (120, 120, 128, 82))
    /// `UIColor.tertiarySystemFill`: (118, 118, 128) at 12 % / at 24 %.
    public static let tertiarySystemFill = pair((118, 118, 128, 31), (118, 118, 128, 61))
    /// `UIColor.quaternarySystemFill`: (116, 116, 128) at 8 % / (118, 118, 128) at 18 %.
    public static let quaternarySystemFill = pair((116, 116, 128, 20), (118, 118, 128, 46))

    // MARK: Backgrounds (https://developer.apple.com/documentation/uikit/uicolor/systembackground, …)

    // The dark values on an elevated level (a sheet) are UIKit's as Flutter's `CupertinoColors`
    // copies them, `darkElevatedColor` (e.g.
    // https://api.flutter.dev/flutter/cupertino/CupertinoColors/systemBackground-constant.html:
    // `darkColor: Color.fromARGB(255, 0, 0, 0)`, `darkElevatedColor: Color.fromARGB(255, 28, 28, 30)`).
    /// `UIColor.systemBackground`: white / black; elevated dark (28, 28, 30).
    public static let systemBackground = background((255, 255, 255), (0, 0, 0), elevated: (28, 28, 30))
    /// `UIColor.secondarySystemBackground`: (242, 242, 247) / (28, 28, 30); elevated dark (44, 44, 46).
    public static let secondarySystemBackground = background((242, 242, 247), (28, 28, 30), elevated: (44, 44, 46))
    /// `UIColor.tertiarySystemBackground`: white / (44, 44, 46); elevated dark (58, 58, 60).
    public static let tertiarySystemBackground = background((255, 255, 255), (44, 44, 46), elevated: (58, 58, 60))
    /// `UIColor.systemGroupedBackground`: (242, 242, 247) / black; elevated dark (28, 28, 30).
    public static let systemGroupedBackground = background((242, 242, 247), (0, 0, 0), elevated: (28, 28, 30))
    /// `UIColor.secondarySystemGroupedBackground` (a grouped list's cards): white / (28, 28, 30);
    /// elevated dark (44, 44, 46).
    public static let secondarySystemGroupedBackground = background((255, 255, 255), (28, 28, 30), elevated: (44, 44, 46))
    /// `UIColor.tertiarySystemGroupedBackground`: (242, 242, 247) / (44, 44, 46); elevated dark (58, 58, 60).
    public static let tertiarySystemGroupedBackground = background((242, 242, 247), (44, 44, 46), elevated: (58, 58, 60))

    // MARK: Greys (HIG "Color": iOS, iPadOS system gray colors)

    public static let systemGray = pair((142, 142, 147, 255), (142, 142, 147, 255))
    public static let systemGray2 = pair((174, 174, 178, 255), (99, 99, 102, 255))
    public static let systemGray3 = pair((199, 199, 204, 255), (72, 72, 74, 255))
    public static let systemGray4 = pair((209, 209, 214, 255), (58, 58, 60, 255))
    public static let systemGray5 = pair((229, 229, 234, 255), (44, 44, 46, 255))
    public static let systemGray6 = pair((242, 242, 247, 255), (28, 28, 30, 255))

    // MARK: System colours (HIG "Color": iOS, iPadOS system colors, Default light / dark)

    public static let systemRed = pair((255, 59, 48, 255), (255, 69, 58, 255))
    public static let systemOrange = pair((255, 149, 0, 255), (255, 159, 10, 255))
    public static let systemYellow = pair((255, 204, 0, 255), (255, 214, 10, 255))
    public static let systemGreen = pair((52, 199, 89, 255), (48, 209, 88, 255))
    public static let systemMint = pair((0, 199, 190, 255), (102, 212, 207, 255))
    public static let systemTeal = pair((48, 176, 199, 255), (64, 200, 224, 255))
    public static let systemCyan = pair((50, 173, 230, 255), (100, 210, 255, 255))
    public static let systemBlue = pair((0, 122, 255, 255), (10, 132, 255, 255))
    public static let systemIndigo = pair((88, 86, 214, 255), (94, 92, 230, 255))
    public static let systemPurple = pair((175, 82, 222, 255), (191, 90, 242, 255))
    public static let systemPink = pair((255, 45, 85, 255), (255, 55, 95, 255))
    public static let systemBrown = pair((162, 132, 94, 255), (172, 142, 104, 255))

    /// Every named colour with its UIKit name, for tests and the documentation's table.
    public static let named: [(name: String, color: DynamicColor)] = [
        ("label", label), ("secondaryLabel", secondaryLabel), ("tertiaryLabel", tertiaryLabel),
        ("quaternaryLabel", quaternaryLabel), ("placeholderText", placeholderText), ("link", link),
        ("separator", separator), ("opaqueSeparator", opaqueSeparator),
        ("systemFill", systemFill), ("secondarySystemFill", secondarySystemFill),
        ("tertiarySystemFill", tertiarySystemFill), ("quaternarySystemFill", quaternarySystemFill),
        ("systemBackground", systemBackground), ("secondarySystemBackground", secondarySystemBackground),
        ("tertiarySystemBackground", tertiarySystemBackground), ("systemGroupedBackground", systemGroupedBackground),
        ("secondarySystemGroupedBackground", secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", tertiarySystemGroupedBackground),
        ("systemGray", systemGray), ("systemGray2", systemGray2), ("systemGray3", systemGray3),
        ("systemGray4", systemGray4), ("systemGray5", systemGray5), ("systemGray6", systemGray6),
        ("systemRed", systemRed), ("systemOrange", systemOrange), ("systemYellow", systemYellow),
        ("systemGreen", systemGreen), ("systemMint", systemMint), ("systemTeal", systemTeal),
        ("systemCyan", systemCyan), ("systemBlue", systemBlue), ("systemIndigo", systemIndigo),
        ("systemPurple", systemPurple), ("systemPink", systemPink), ("systemBrown", systemBrown),
    ]
}
