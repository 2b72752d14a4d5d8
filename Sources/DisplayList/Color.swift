import ScrollCore

/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// A colour from 0…255 components.
    public init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// SwiftUI's `.brightness(amount)`: adds `amount` to each colour channel (clamped to 0…1),
    /// as the seed's Colors example uses for its row variations.
    public func brightness(_ amount: Double) -> Color {
        Color(red: (red + amount).clamped(to: 0...1), green: (green + amount).clamped(to: 0...1),
              blue: (blue + amount).clamped(to: 0...1), alpha: alpha)
    }
    /// The same colour with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: (alpha * factor).clamped(to: 0...1))
    }

    /// Components as bytes (rounded), the form SDL takes.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((v.clamped(to: 0...1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    public var description: String {
        let b = bytes
        func hex(_ v: UInt8) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + hex(b.r) + hex(b.g) + hex(b.b) + (b.a == 255 ? "" : hex(b.a))
    }

    // SwiftUI's system colours in the light appearance (sRGB), as Apple's Human Interface
    // Guidelines list them: red (255, 59, 48), green (52, 199, 89), blue (0, 122, 255).
    public static let red = Color(r8: 255, g8: 59, b8: 48)
    public static let green = Color(r8: 52, g8: 199, b8: 89)
    public static let blue = Color(r8: 0, g8: 122, b8: 255)
    public static let orange = Color(r8: 255, g8: 149, b8: 0)
    public static let purple = Color(r8: 175, g8: 82, b8: 222)
    public static let yellow = Color(r8: 255, g8: 204, b8: 0)
    public static let gray = Color(r8: 142, g8: 142, b8: 147)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// `Color.primary` in the light appearance: black.
    public static let primary = black
    /// iOS's `systemBackground` in the light appearance, white: what a screen (a view
    /// controller's view, a navigation stack's page, a plain list) is drawn on
    /// (https://developer.apple.com/documentation/uikit/uicolor/systembackground).
    public static let systemBackground = white
    /// iOS's `systemGroupedBackground` in the light appearance, (242, 242, 247): what grouped and
    /// inset-grouped lists draw behind their cards
    /// (https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground; the
    /// value as Flutter's `CupertinoColors.systemGroupedBackground` copies it:
    /// https://api.flutter.dev/flutter/cupertino/CupertinoColors/systemGroupedBackground-constant.html).
    public static let systemGroupedBackground = Color(r8: 242, g8: 242, b8: 247)
}

/// Another name for ``Color``, for modules that declare a `Color` of their own (the declarative
/// layer's `Color` is a view; it paints with this one).
public typealias RGBAColor = Color
