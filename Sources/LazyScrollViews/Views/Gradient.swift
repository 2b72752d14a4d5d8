import ScrollEffects
import DisplayList
import Foundation
import ScrollCore

/// A colour or pattern to fill or stroke a shape with — SwiftUI's `ShapeStyle`
/// (https://developer.apple.com/documentation/swiftui/shapestyle): `Color`, the gradients
/// (`LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`) and a colour's
/// `.gradient` (`AnyGradient`). Write `some ShapeStyle` parameters as in SwiftUI.
///
/// Differs from SwiftUI: you cannot make your own style (no `resolve(in:)`); a type of your
/// own that conforms paints with the foreground colour. Materials have their own `fill(_:)`.
public protocol ShapeStyle: Sendable {}

/// How a style paints, before it knows the shape's size (internal: the view layer's side of
/// ``ShapeStyle``).
protocol ResolvableShapeStyle {
    var shapeFill: ShapeFill { get }
}

/// What a shape or a style view is filled with: the environment's foreground, a colour, or a
/// gradient laid out in the shape's frame.
enum ShapeFill: Hashable, Sendable {
    case foreground
    case color(Color)
    case gradient(GradientGeometry)
    /// The environment's tint (the accent colour when none is set), at `opacity` (``TintShapeStyle``).
    case tint(opacity: Double)

    /// The fill of any style (the foreground for a style we cannot read).
    static func of<S: ShapeStyle>(_ style: S) -> ShapeFill {
        (style as? any ResolvableShapeStyle)?.shapeFill ?? .foreground
    }
}

/// A gradient and where it lies in a frame, in the frame's unit square or points.
enum GradientGeometry: Hashable, Sendable {
    case linear(Gradient, start: UnitPoint, end: UnitPoint)
    case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical(Gradient, center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)

    /// The display-list paint for a frame of `size` whose origin is the path's origin, its
    /// colours through `resolve` (their appearance and the colour filters).
    func paint(in size: CGSize, _ resolve: (Color) -> RGBAColor) -> Paint {
        let w = Double(size.width), h = Double(size.height)
        func at(_ u: UnitPoint) -> Point { Point(x: Double(u.x) * w, y: Double(u.y) * h) }
        let stops = gradient.stops.sorted { $0.location < $1.location }
            .map { GradientStop(color: resolve($0.color), location: Double($0.location)) }
        switch self {
        case let .linear(_, a, b): return .linearGradient(stops, start: at(a), end: at(b))
        case let .radial(_, c, r0, r1):
            return .radialGradient(stops, center: at(c), startRadius: Double(r0), endRadius: Double(r1), aspect: 1)
        case let .elliptical(_, c, f0, f1):
            // The ellipse fills the frame: radii `fraction × width` and `fraction × height`;
            // distances measured in x units, so y is scaled by width / height.
            return .radialGradient(stops, center: at(c), startRadius: Double(f0) * w, endRadius: Double(f1) * w,
                                   aspect: h > 0 ? w / h : 1)
        case let .angular(_, c, a0, a1):
            return .angularGradient(stops, center: at(c), startAngle: a0.radians, endAngle: a1.radians)
        }
    }

    /// The gradient, wherever it lies.
    var gradient: Gradient {
        switch self {
        case let .linear(g, _, _), let .radial(g, _, _, _), let .elliptical(g, _, _, _), let .angular(g, _, _, _): return g
        }
    }
}

/// A list of colours at locations — SwiftUI's `Gradient`
/// (https://developer.apple.com/documentation/swiftui/gradient). `init(colors:)` spaces the
/// colours evenly ("synthesizes its location values to evenly space the colors").
public struct Gradient: Hashable, Sendable {
    /// One colour at a location (0…1) — SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0) }
    }
}

/// A gradient along the line from `startPoint` to `endPoint` (unit points of the frame) —
/// SwiftUI's `LinearGradient`. A view that fills its frame, and a ``ShapeStyle``.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable, ResolvableShapeStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var shapeFill: ShapeFill { .gradient(.linear(gradient, start: startPoint, end: endPoint)) }
    @MainActor public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// A gradient in circles around `center`, location 0 at `startRadius` points and 1 at
/// `endRadius` — SwiftUI's `RadialGradient`. A view that fills its frame, and a ``ShapeStyle``.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable, ResolvableShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var shapeFill: ShapeFill { .gradient(.radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)) }
    @MainActor public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// A radial gradient stretched to the frame's ellipse: location 0 at `startRadiusFraction` and
/// 1 at `endRadiusFraction` of the frame's size — SwiftUI's `EllipticalGradient` (its default
/// end, 0.5, is the ellipse inscribed in the frame).
nonisolated public struct EllipticalGradient: ShapeStyle, View, Hashable, ResolvableShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    var shapeFill: ShapeFill {
        .gradient(.elliptical(gradient, center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction))
    }
    @MainActor public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

/// A gradient around `center` by angle, clockwise on screen from `startAngle` (0 pointing
/// right) to `endAngle` — SwiftUI's `AngularGradient` (a conic gradient). Equal angles (the
/// default) make one full turn; a shorter sweep fills the rest with the end colour up to its
/// middle and the start colour after it
/// (https://developer.apple.com/documentation/swiftui/angulargradient).
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable, ResolvableShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` — SwiftUI's `init(gradient:center:angle:)`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    var shapeFill: ShapeFill { .gradient(.angular(gradient, center: center, startAngle: startAngle, endAngle: endAngle)) }
    @MainActor public var body: _ShapeView<Rectangle> { Rectangle().fill(self) }
}

// SwiftUI's static spellings: `.fill(.linearGradient(colors: […], startPoint: .top, endPoint: .bottom))`.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient — SwiftUI's `conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    nonisolated var shapeFill: ShapeFill { .color(self) }
}

extension AnyGradient: ShapeStyle, ResolvableShapeStyle {
    var shapeFill: ShapeFill { .gradient(.linear(gradient, start: .top, end: .bottom)) }
}

// MARK: - Gradients as the foreground style

/// A gradient set by `foregroundStyle(_:)`, with the colour set beside it for what cannot draw
/// a gradient (text, control labels). Shapes filled with the foreground draw the gradient while
/// that colour is still the foreground colour — an inner `foregroundStyle(.red)` replaces it.
public struct _ForegroundGradient: Hashable, Sendable {
    let geometry: GradientGeometry
    let stand: Color
}

private struct ForegroundGradientKey: EnvironmentKey { static let defaultValue: _ForegroundGradient? = nil }

extension EnvironmentValues {
    /// The gradient of the innermost `foregroundStyle(_:)` given one (see `_ForegroundGradient`).
    var foregroundGradient: _ForegroundGradient? {
        get { self[ForegroundGradientKey.self] } set { self[ForegroundGradientKey.self] = newValue }
    }

    /// The foreground gradient if it is the one in force (its colour is still the foreground colour).
    var activeForegroundGradient: GradientGeometry? {
        guard let g = foregroundGradient, g.stand == foregroundColor else { return nil }
        return g.geometry
    }
}

extension GradientGeometry {
    /// The colour halfway along the gradient: what text shows for a gradient foreground.
    var middleColor: Color {
        let sorted = gradient.stops.sorted { $0.location < $1.location }
        let light = sorted.map { GradientStop(color: $0.color.resolved(isDark: false), location: Double($0.location)) }
        let dark = sorted.map { GradientStop(color: $0.color.resolved(isDark: true), location: Double($0.location)) }
        return Color(DynamicColor(light: Paint.interpolate(light, at: 0.5), dark: Paint.interpolate(dark, at: 0.5)))
    }
}

extension View {
    /// The foreground style inside — SwiftUI's `foregroundStyle(_:)` with any ``ShapeStyle``
    /// (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)). Shapes
    /// inside filled or stroked with the foreground draw a gradient as a gradient, laid out in
    /// each shape's own frame. Differs from SwiftUI: text (and control labels) cannot be
    /// painted with a gradient here; they draw in the gradient's colour halfway along it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _EnvironmentWriter<_EnvironmentWriter<Self, _ForegroundGradient?>, _ForegroundPaint> {
        switch ShapeFill.of(style) {
        case .gradient(let g):
            let stand = g.middleColor
            return environment(\.foregroundGradient, _ForegroundGradient(geometry: g, stand: stand))
                .environment(\.userForegroundPaint, _ForegroundPaint(.color(stand)))
        case .color(let c):
            return environment(\.foregroundGradient, nil).environment(\.userForegroundPaint, _ForegroundPaint(.color(c)))
        case .tint(let opacity):
            return environment(\.foregroundGradient, nil).environment(\.userForegroundPaint, _ForegroundPaint(.tint(opacity: opacity)))
        case .foreground:
            return environment(\.foregroundGradient, nil).environment(\.userForegroundPaint, _ForegroundPaint(.color(nil)))
        }
    }
}

/// The environment's tint as a style — SwiftUI's `TintShapeStyle`
/// (https://developer.apple.com/documentation/swiftui/tintshapestyle): `.foregroundStyle(.tint)`,
/// `.background(.tint.opacity(0.15), in: Capsule())`, `Circle().fill(.tint)` paint in the
/// `tint(_:)` set above, or the accent colour when none is. Differs from SwiftUI in one case:
/// `.foregroundStyle(.tint)` takes the tint where it is written, so a `.tint(_:)` applied
/// *inside* it does not change it (SwiftUI resolves it where each view draws); fills and
/// backgrounds resolve it where they draw, as SwiftUI does.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    var opacityFactor: Double = 1
    public init() {}
    var shapeFill: ShapeFill { .tint(opacity: opacityFactor) }
    /// The tint at `opacity` times this style's — SwiftUI's `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> TintShapeStyle {
        var style = self
        style.opacityFactor *= min(max(opacity, 0), 1)
        return style
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (``TintShapeStyle``).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// What `foregroundStyle(_:)` writes: a colour, or the tint where it is written (resolved then,
/// against the `tint(_:)` above it).
public struct _ForegroundPaint: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case color(Color?)
        case tint(opacity: Double)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
}

extension EnvironmentValues {
    /// Written by ``View/foregroundStyle(_:)`` with any style: sets ``userForegroundColor``, a
    /// tint resolved against this environment's. (Write-only in use: reading gives the colour.)
    var userForegroundPaint: _ForegroundPaint {
        get { _ForegroundPaint(.color(userForegroundColor)) }
        set {
            switch newValue.kind {
            case .color(let color): userForegroundColor = color
            case .tint(let opacity): userForegroundColor = (tint ?? .accentColor).opacity(opacity)
            }
        }
    }
}
