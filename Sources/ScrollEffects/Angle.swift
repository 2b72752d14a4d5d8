import ScrollCore

/// A geometric angle whose value you read in radians or degrees — SwiftUI's `Angle`
/// (https://developer.apple.com/documentation/swiftui/angle), the one type the whole library
/// uses: the view layer's `rotationEffect(_:anchor:)` and `hueRotation(_:)`, and the
/// ``VisualEffect`` a `scrollTransition` or `visualEffect` closure builds (the view layer
/// names this type with a public typealias, so `import LazyScrollUI` code writes `Angle` with no
/// module prefix).
///
/// Stored in radians. Positive angles turn clockwise on screen, because y grows downward (as
/// SwiftUI's `rotationEffect` turns).
///
/// Arithmetic is SwiftUI's (its `Angle` is a vector for animation): angles add and subtract
/// (`.degrees(90) + .degrees(45)`), negate, and scale by a `Double` (`angle * 2`, `angle / 4`).
public struct Angle: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees (360° = 2π radians); setting it sets ``radians``.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `value` radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle of `value` degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// The zero angle.
    public static let zero = Angle()

    /// The value an animation interpolates: the angle in radians (SwiftUI's
    /// `Angle.animatableData`).
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// Adds `b` to `a`.
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    /// The angle scaled by `factor`.
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    /// The angle scaled by `factor`.
    public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: factor * a.radians) }
    /// The angle divided by `divisor`.
    public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }
    /// Scales `a` by `factor`.
    public static func *= (a: inout Angle, factor: Double) { a.radians *= factor }
    /// Divides `a` by `divisor`.
    public static func /= (a: inout Angle, divisor: Double) { a.radians /= divisor }

    public var description: String { "\(degrees.shortDescription)°" }
}
