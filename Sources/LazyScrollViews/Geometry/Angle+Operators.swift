import ScrollEffects

// `Angle`'s arithmetic for code that imports only LazyScrollUI.
//
// `Angle` is ScrollEffects' type under the view layer's typealias, and Swift looks operators up
// in the modules a file imports: a user's `angle + gestureAngle` (the rotate idiom,
// `.rotationEffect(angle + gestureAngle)`, https://developer.apple.com/documentation/swiftui/rotategesture)
// found no `+` with `import LazyScrollUI` alone — "referencing operator function '+' on
// 'FloatingPoint' requires that 'Angle' conform to 'FloatingPoint'". These forward to
// ScrollEffects' (SwiftUI's `Angle` arithmetic, https://developer.apple.com/documentation/swiftui/angle);
// they are disfavoured, so modules that import ScrollEffects too keep using its own.

extension Angle {
    /// The sum of two angles.
    @_disfavoredOverload public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    @_disfavoredOverload public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    @_disfavoredOverload public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// Adds `b` to `a`.
    @_disfavoredOverload public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    @_disfavoredOverload public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    /// The angle scaled by `factor`.
    @_disfavoredOverload public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    /// The angle scaled by `factor`.
    @_disfavoredOverload public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: factor * a.radians) }
    /// The angle divided by `divisor`.
    @_disfavoredOverload public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }
    /// Scales `a` by `factor`.
    @_disfavoredOverload public static func *= (a: inout Angle, factor: Double) { a.radians *= factor }
    /// Divides `a` by `divisor`.
    @_disfavoredOverload public static func /= (a: inout Angle, divisor: Double) { a.radians /= divisor }
}
