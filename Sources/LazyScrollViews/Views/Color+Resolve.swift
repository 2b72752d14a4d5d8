import DisplayList
import Foundation

extension Color {
    /// A concrete colour value — SwiftUI's `Color.Resolved` (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/color/resolved): what a `Color` is in
    /// one environment, its components in sRGB. Differs from SwiftUI: no colour spaces other
    /// than sRGB (there is no `init(colorSpace:…)` and no `cgColor`).
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The amount of red in the colour in the sRGB colour space.
        public var red: Float
        /// The amount of green in the colour in the sRGB colour space.
        public var green: Float
        /// The amount of blue in the colour in the sRGB colour space.
        public var blue: Float
        /// The opacity, 0…1.
        public var opacity: Float

        /// A colour from sRGB components.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }

        /// The amount of red in the sRGB linear colour space (the sRGB transfer function undone,
        /// IEC 61966-2-1: c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4).
        public var linearRed: Float { get { Self.linear(red) } set { red = Self.encoded(newValue) } }
        public var linearGreen: Float { get { Self.linear(green) } set { green = Self.encoded(newValue) } }
        public var linearBlue: Float { get { Self.linear(blue) } set { blue = Self.encoded(newValue) } }

        static func linear(_ c: Float) -> Float { c <= 0.04045 ? c / 12.92 : Float(pow((Double(c) + 0.055) / 1.055, 2.4)) }
        static func encoded(_ l: Float) -> Float { l <= 0.0031308 ? l * 12.92 : Float(1.055 * pow(Double(l), 1 / 2.4) - 0.055) }

        /// The resolved colour as 8-bit channels, `#RRGGBB` or `#RRGGBBAA` (as `Color.Resolved`
        /// describes itself).
        public var description: String {
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)).description.uppercased()
        }
    }

    /// The colour's value in `environment` — SwiftUI's `resolve(in:)`
    /// (https://developer.apple.com/documentation/swiftui/color/resolve(in:)): a system colour's
    /// light or dark value as the environment's colour scheme says.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let c = resolved(in: environment)
        return Resolved(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), opacity: Float(c.alpha))
    }

    /// A colour that is `resolved` in every environment — SwiftUI's `Color.init(_:)` from a
    /// `Color.Resolved`.
    public init(_ resolved: Resolved) {
        self.init(rgba: RGBAColor(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                                  alpha: Double(resolved.opacity)))
    }
}
