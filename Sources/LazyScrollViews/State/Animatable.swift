import Foundation
import ScrollEffects

// The value vocabulary of SwiftUI's animations: `VectorArithmetic` (what can be added, subtracted
// and scaled — the space an interpolation moves in) and `Animatable` (a type that exposes such a
// vector as its `animatableData`).
//
// What uses them here: keyframes (`KeyframeTimeline`, `KeyframeAnimator`, `LinearKeyframe`,
// `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`) interpolate any `Animatable` value, and
// `Spring.value(target:initialVelocity:time:)` moves any `VectorArithmetic` one. A `Shape` of
// yours with an `animatableData`, or a `View` that conforms to `Animatable`, is interpolated when
// its data changes under `withAnimation`/`animation(_:value:)`: the shape's path drawn, the
// view's body evaluated, each frame with the data between (AnimatableRuns.swift;
// Documentation/Animation.md, "Your Animatable types").

/// A type whose values can be added, subtracted and scaled — SwiftUI's `VectorArithmetic`
/// (https://developer.apple.com/documentation/swiftui/vectorarithmetic): "A type that can serve as
/// the animatable data of an animatable type". An interpolation from `a` to `b` at progress `p`
/// is `a + (b − a).scaled(by: p)`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs` — SwiftUI's `scaled(by:)` (iOS 17).
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
    /// `from + (to − from) × amount` (SwiftUI's `interpolated(towards:amount:)`, iOS 17).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

/// A type whose values an animation can move between — SwiftUI's `Animatable`
/// (https://developer.apple.com/documentation/swiftui/animatable): it exposes the vector an
/// interpolation works on as ``animatableData``. Numbers are their own data; `CGPoint`, `CGSize`,
/// `CGRect`, `UnitPoint` pair their coordinates (`AnimatablePair`); `Angle` is its radians.
///
/// Keyframes interpolate it, and so does a change of a shape's or a view's data in an animated
/// transaction (see this file's note). Swift 6: a `View` is main-actor isolated and this
/// protocol is not, so a view's `animatableData` is written `nonisolated var animatableData` (or
/// the conformance `@MainActor Animatable`), as with Apple's SDK; a `Shape` needs neither.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A pair of animatable values, itself a vector — SwiftUI's `AnimatablePair`
/// (https://developer.apple.com/documentation/swiftui/animatablepair).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The data of a type with nothing to animate — SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (a: Self, b: Self) -> Self { Self() }
    public static func - (a: Self, b: Self) -> Self { Self() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

// MARK: - Numbers

extension Double: VectorArithmetic, Animatable {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic, Animatable {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic, Animatable {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

// MARK: - Geometry

extension CGPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// ((x, y), (width, height)).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

/// Its radians (`Angle.animatableData`, ScrollEffects/Angle.swift).
extension ScrollEffects.Angle: Animatable {}

extension ScrollEffects.UnitPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
