import ScrollEffects
import DisplayList
import Foundation
import ScrollCore

// Shapes made from shapes: SwiftUI's `trim(from:to:)`, `rotation(_:anchor:)` and
// `scale(x:y:anchor:)`, each a `Shape` whose `path(in:)` changes its base shape's path — so they
// can still be filled, stroked and trimmed again.

/// A part of a shape's outline — what `trim(from:to:)` returns.
/// Its fractions animate, and its base shape's data (SwiftUI's `_TrimmedShape` is `Animatable`
/// the same way): `Circle().trim(from: 0, to: progress)` draws a ring growing from the old
/// progress to the new under `withAnimation`.
public struct _TrimmedShape<Base: Shape>: Shape {
    var base: Base
    var from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    /// The base shape's data, then (from, to).
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(base.animatableData, AnimatablePair(from, to)) }
        set { base.animatableData = newValue.first; (from, to) = (newValue.second.first, newValue.second.second) }
    }
}

/// A shape rotated about an anchor of its frame — what `rotation(_:anchor:)` returns. Its
/// angle animates, and its base shape's data.
public struct _RotatedShape<Base: Shape>: Shape {
    var base: Base
    var angle: Angle
    let anchor: UnitPoint
    /// The base shape's data, then the angle's radians.
    public var animatableData: AnimatablePair<Base.AnimatableData, Double> {
        get { AnimatablePair(base.animatableData, angle.radians) }
        set { base.animatableData = newValue.first; angle = .radians(newValue.second) }
    }
    public func path(in rect: CGRect) -> Path {
        let a = Point(x: Double(rect.minX + anchor.x * rect.width), y: Double(rect.minY + anchor.y * rect.height))
        return Path(storage: base.path(in: rect).storage.applying(.about(a, .rotation(radians: angle.radians))))
    }
}

/// A shape scaled about an anchor of its frame — what `scale(x:y:anchor:)` returns.
public struct _ScaledShape<Base: Shape>: Shape {
    let base: Base
    let x: CGFloat, y: CGFloat
    let anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let a = Point(x: Double(rect.minX + anchor.x * rect.width), y: Double(rect.minY + anchor.y * rect.height))
        return Path(storage: base.path(in: rect).storage.applying(.about(a, .scale(Double(x), Double(y)))))
    }
}

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length — SwiftUI's
    /// `trim(from:to:)` (https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)):
    /// "trims this shape by a fractional amount based on its representation as a path". A
    /// `Circle` starts at its rightmost point and runs clockwise, so a progress ring is
    /// `Circle().trim(from: 0, to: progress).stroke(…).rotationEffect(.degrees(-90))`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
    /// The shape rotated by `angle` (clockwise on screen) about `anchor` — SwiftUI's
    /// `rotation(_:anchor:)`; its frame does not change.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _RotatedShape<Self> {
        _RotatedShape(base: self, angle: angle, anchor: anchor)
    }
    /// The shape scaled by `x` and `y` about `anchor` — SwiftUI's `scale(x:y:anchor:)`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ScaledShape<Self> {
        _ScaledShape(base: self, x: x, y: y, anchor: anchor)
    }
    /// The shape scaled by `scale` about `anchor` — SwiftUI's `scale(_:anchor:)`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ScaledShape<Self> {
        _ScaledShape(base: self, x: scale, y: scale, anchor: anchor)
    }
}

// So `.stroke(.blue, style: …)` and `.fill(.red, style: …)` find the colours as SwiftUI's
// generic `ShapeStyle` parameters do (an implicit member of the protocol where `Self == Color`),
// and so do the chains that start at one: `.fill(.gray.gradient)`, `.background(.blue.gradient,
// in: Capsule())` (SE-0299: the chain starts at `Color`'s member and ends at an `AnyGradient`,
// the generic parameter's type). The one list of them.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var purple: Color { Color.purple }
    public static var yellow: Color { Color.yellow }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var pink: Color { Color.pink }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
    public static var brown: Color { Color.brown }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}

extension View {
    /// Fills `shape`, sized to the view, with a style (a colour or a gradient) behind the view —
    /// SwiftUI's `background(_:in:fillStyle:)`.
    public func background<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S, fillStyle: FillStyle = FillStyle())
        -> _BackgroundView<Self, _ShapeView<S>> {
        background(shape.fill(style, style: fillStyle), alignment: .center)
    }
}
