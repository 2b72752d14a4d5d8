import func Foundation.cos
import func Foundation.sin
import struct Foundation.CGFloat
import DisplayList
import ScrollCore

/// A paint-only change to how one element looks — rotation, scale, offset, opacity, brightness
/// and blur — that never changes layout: SwiftUI's `VisualEffect`
/// (https://developer.apple.com/documentation/swiftui/visualeffect), the value a
/// `scrollTransition` closure returns. Architecture rule 8: effects read geometry, never write it.
///
/// Build one like SwiftUI code, starting from ``identity``:
/// ```swift
/// let e = VisualEffect.identity
///     .rotationEffect(.degrees(phase.value * 20))
///     .scaleEffect(1 + phase.value * 0.2)
/// ```
/// Geometric modifiers are kept in the order they were applied: the first one is innermost and
/// maps a point first, as with SwiftUI modifiers. Rotations and scales turn about an anchor of the
/// element's *layout* frame (default ``UnitPoint/center``), which an earlier offset does not
/// move, so `.offset(x: 10).scaleEffect(2)` moves the element by 20 pt, as SwiftUI does.
/// Opacities multiply; brightnesses add; blurs combine as Gaussians do (see ``blur(radius:)``).
///
/// Consumed by Painting (`StackPainter.paint(_:in:background:into:effect:element:)`), which turns
/// it into a `pushTransform` of ``transform(in:)``, a `pushOpacity` of ``opacity`` and a
/// `pushBlur` of ``blurRadius`` around the element's commands.
///
/// See also: ``ScrollTransition``, ``interpolated(to:amount:)``.
public struct VisualEffect: Sendable, Hashable, CustomStringConvertible {
    /// One geometric modifier.
    public enum Operation: Sendable, Hashable, CustomStringConvertible {
        /// `rotationEffect(_:anchor:)`.
        case rotation(Angle, anchor: UnitPoint)
        /// `scaleEffect(x:y:anchor:)`.
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// `offset(x:y:)`, in points.
        case offset(x: Points, y: Points)
        /// `rotation3DEffect(_:axis:anchor:)`: a turn about the axis (`x`, `y`, `z`) through the
        /// anchor, drawn as its orthographic projection onto the screen (see
        /// ``VisualEffect/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``).
        case rotation3D(Angle, x: Double, y: Double, z: Double, anchor: UnitPoint)

        /// This operation resolved for an element whose layout frame is `frame`.
        public func transform(in frame: Rect) -> AffineTransform {
            switch self {
            case let .rotation(angle, anchor):
                return angle.radians == 0 ? .identity : .about(anchor.point(in: frame), .rotation(radians: angle.radians))
            case let .scale(x, y, anchor):
                return x == 1 && y == 1 ? .identity : .about(anchor.point(in: frame), .scale(x, y))
            case let .offset(x, y):
                return x == 0 && y == 0 ? .identity : .translation(x: x, y: y)
            case let .rotation3D(angle, x, y, z, anchor):
                guard angle.radians != 0, let m = Self.projectedRotation(angle.radians, x: x, y: y, z: z) else { return .identity }
                return .about(anchor.point(in: frame), AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0))
            }
        }

        /// The top-left 2 × 2 block of the rotation by `radians` about the unit vector along
        /// (`x`, `y`, `z`) (Rodrigues' formula), as the affine `a b c d` that maps
        /// `(px, py)` to `(a·px + c·py, b·px + d·py)`; nil for a zero axis. Screen y grows
        /// downward, so a positive turn about z is clockwise, as `rotationEffect`.
        static func projectedRotation(_ radians: Double, x: Double, y: Double, z: Double) -> (a: Double, b: Double, c: Double, d: Double)? {
            let length = (x * x + y * y + z * z).squareRoot()
            guard length > 0, length.isFinite else { return nil }
            let (ux, uy, uz) = (x / length, y / length, z / length)
            let cosine = cos(radians), sine = sin(radians), k = 1 - cosine
            // R = cos·I + sin·[u]× + (1 − cos)·u uᵀ, rows (r00 r01 r02) (r10 r11 r12) …
            let r00 = cosine + ux * ux * k, r01 = ux * uy * k - uz * sine
            let r10 = uy * ux * k + uz * sine, r11 = cosine + uy * uy * k
            return (a: r00, b: r10, c: r01, d: r11)
        }

        /// The same kind of operation that changes nothing (same anchor).
        var neutral: Operation {
            switch self {
            case let .rotation(_, anchor): return .rotation(.zero, anchor: anchor)
            case let .scale(_, _, anchor): return .scale(x: 1, y: 1, anchor: anchor)
            case .offset: return .offset(x: 0, y: 0)
            case let .rotation3D(_, x, y, z, anchor): return .rotation3D(.zero, x: x, y: y, z: z, anchor: anchor)
            }
        }

        var isNeutral: Bool { self == neutral }

        func sameKind(as other: Operation) -> Bool {
            switch (self, other) {
            case (.rotation, .rotation), (.scale, .scale), (.offset, .offset): return true
            case let (.rotation3D(_, ax, ay, az, _), .rotation3D(_, bx, by, bz, _)): return ax == bx && ay == by && az == bz
            default: return false
            }
        }

        /// Component-wise linear interpolation; nil when the kinds differ.
        func interpolated(to other: Operation, amount t: Double) -> Operation? {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: CGFloat(mix(Double(a.x), Double(b.x))), y: CGFloat(mix(Double(a.y), Double(b.y)))) }
            switch (self, other) {
            case let (.rotation(a, p), .rotation(b, q)):
                return .rotation(.radians(mix(a.radians, b.radians)), anchor: mix(p, q))
            case let (.scale(ax, ay, p), .scale(bx, by, q)):
                return .scale(x: mix(ax, bx), y: mix(ay, by), anchor: mix(p, q))
            case let (.offset(ax, ay), .offset(bx, by)):
                return .offset(x: mix(ax, bx), y: mix(ay, by))
            case let (.rotation3D(a, x, y, z, p), .rotation3D(b, _, _, _, q)):
                return .rotation3D(.radians(mix(a.radians, b.radians)), x: x, y: y, z: z, anchor: mix(p, q))
            default:
                return nil
            }
        }

        public var description: String {
            switch self {
            case let .rotation(a, anchor): return "rotate \(a)" + (anchor == .center ? "" : " @\(anchor)")
            case let .scale(x, y, anchor):
                return (x == y ? "scale \(x.shortDescription)" : "scale \(x.shortDescription)×\(y.shortDescription)")
                    + (anchor == .center ? "" : " @\(anchor)")
            case let .offset(x, y): return "offset (\(x.shortDescription), \(y.shortDescription))"
            case let .rotation3D(a, x, y, z, anchor):
                return "rotate3D \(a) about (\(x.shortDescription), \(y.shortDescription), \(z.shortDescription))" + (anchor == .center ? "" : " @\(anchor)")
            }
        }
    }

    /// The geometric modifiers, innermost (applied to points first) first.
    public private(set) var operations: [Operation] = []
    /// The colour adjustments (`hueRotation`, `saturation`, `contrast`, `grayscale`), innermost
    /// (applied to a colour first) first; ``brightness`` applies after them.
    public private(set) var colorOperations: [ColorOperation] = []
    /// Multiplies the alpha of everything the element paints, 0…1.
    public private(set) var opacity: Double = 1
    /// Added to each colour channel of what the element paints (`Color.brightness`), −1…1.
    public private(set) var brightness: Double = 0
    /// The standard deviation, in points, of the Gaussian blur over what the element paints
    /// (0: sharp). See ``blur(radius:)``.
    public private(set) var blurRadius: Double = 0
    /// Whether the blur is opaque (``blur(radius:opaque:)`` with `true`): drawn without
    /// transparency, only inside the element's frame.
    public private(set) var blurIsOpaque = false

    /// The effect that changes nothing; painting it adds no commands.
    public static let identity = VisualEffect()
    public init() {}

    /// Whether the effect changes nothing: no operation moves a point, opacity is 1,
    /// brightness 0 and the blur radius 0.
    public var isIdentity: Bool {
        opacity == 1 && brightness == 0 && blurRadius == 0 && operations.allSatisfy(\.isNeutral) && colorOperations.allSatisfy(\.isNeutral)
    }

    // MARK: - Builders (SwiftUI's names)

    /// Rotates the element by `angle` about `anchor` of its frame (SwiftUI's
    /// `rotationEffect(_:anchor:)`).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffect {
        appending(.rotation(angle, anchor: anchor))
    }
    /// Scales the element by `scale` on both axes about `anchor` (SwiftUI's `scaleEffect(_:anchor:)`).
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> VisualEffect {
        appending(.scale(x: scale, y: scale, anchor: anchor))
    }
    /// Scales the element by `x` and `y` about `anchor` (SwiftUI's `scaleEffect(x:y:anchor:)`).
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> VisualEffect {
        appending(.scale(x: x, y: y, anchor: anchor))
    }
    /// Moves what the element paints by (`x`, `y`) points (SwiftUI's `offset(x:y:)`).
    public func offset(x: Points = 0, y: Points = 0) -> VisualEffect {
        appending(.offset(x: x, y: y))
    }
    /// Moves what the element paints by `vector` points.
    public func offset(_ vector: Vector) -> VisualEffect { offset(x: vector.dx, y: vector.dy) }
    /// Multiplies the element's alpha by `opacity`, clamped to 0…1 (SwiftUI's `opacity(_:)`).
    public func opacity(_ opacity: Double) -> VisualEffect {
        var copy = self
        copy.opacity = (copy.opacity * opacity.finiteOr(1)).clamped(to: 0...1)
        return copy
    }
    /// Adds `amount` to each colour channel of what the element paints (SwiftUI's
    /// `brightness(_:)`, as `Color.brightness` implements it); amounts add up.
    public func brightness(_ amount: Double) -> VisualEffect {
        var copy = self
        copy.brightness = (copy.brightness + amount.finiteOr(0)).clamped(to: -1...1)
        return copy
    }

    /// Blurs what the element paints with a Gaussian of standard deviation `radius` points —
    /// SwiftUI's `VisualEffect.blur(radius:opaque:)` (seed 004 lists it among the scroll
    /// transition effects), whose radius is, as CSS's `filter: blur()`, the Gaussian's standard
    /// deviation (Filter Effects Module Level 1, the `blur()` filter function,
    /// https://www.w3.org/TR/filter-effects-1/#funcdef-filter-blur: "the passed parameter
    /// defines the value of the standard deviation to the Gaussian function").
    ///
    /// Negative and non-finite radii count as 0. Two blurs make one: a Gaussian convolved with
    /// a Gaussian is a Gaussian whose variance is the sum, so radii combine as
    /// `√(r₁² + r₂²)` — `.blur(radius: 3).blur(radius: 4)` is `.blur(radius: 5)`.
    ///
    /// `opaque` (https://developer.apple.com/documentation/swiftui/visualeffect/blur(radius:opaque:):
    /// "whether the blur renderer permits transparency in the blur output"): `true` draws the
    /// blurred element opaque — each pixel's colour divided by its alpha — and only inside its
    /// frame, so its edges do not fade (`DrawCommand.pushBlur(radius:bounds:opaque:)`); one
    /// opaque blur makes the combined blur opaque.
    public func blur(radius: Double, opaque: Bool = false) -> VisualEffect {
        var copy = self
        copy.blurRadius = Self.combinedBlur(blurRadius, radius)
        copy.blurIsOpaque = blurIsOpaque || opaque
        return copy
    }

    /// The radius of two successive Gaussian blurs: variances add.
    static func combinedBlur(_ a: Double, _ b: Double) -> Double {
        let b = b.isFinite ? max(0, b) : 0
        return a == 0 ? b : b == 0 ? a : (a * a + b * b).squareRoot()
    }

    /// Turns the element by `angle` about `axis` through `anchor` — SwiftUI's
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    ///
    /// Differs from iOS: display lists hold affine transforms, so the turned element is drawn
    /// as its orthographic projection (SwiftUI's `perspective: 0`): a card turned 60° about the
    /// y axis is drawn half as wide, both edges the same height, where SwiftUI's default
    /// perspective of 1 also makes its near edge taller. `anchorZ` and `perspective` are
    /// accepted for SwiftUI's signature; an orthographic projection has no depth to use them.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> VisualEffect {
        appending(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor: anchor))
    }

    /// Rotates the hue of every colour the element paints by `angle` — SwiftUI's
    /// `hueRotation(_:)`; see ``ColorOperation/hueRotation(_:)``.
    public func hueRotation(_ angle: Angle) -> VisualEffect { appendingColor(.hueRotation(angle)) }
    /// Scales the saturation of every colour the element paints (0: grey, 1: unchanged) —
    /// SwiftUI's `saturation(_:)`; see ``ColorOperation/saturation(_:)``.
    public func saturation(_ amount: Double) -> VisualEffect { appendingColor(.saturation(amount.finiteOr(1))) }
    /// Scales the contrast of every colour the element paints about mid-grey (0: grey, 1:
    /// unchanged) — SwiftUI's `contrast(_:)`; see ``ColorOperation/contrast(_:)``.
    public func contrast(_ amount: Double) -> VisualEffect { appendingColor(.contrast(amount.finiteOr(1))) }
    /// Moves every colour the element paints toward its grey (0: unchanged, 1: grey) —
    /// SwiftUI's `grayscale(_:)`; see ``ColorOperation/grayscale(_:)``.
    public func grayscale(_ amount: Double) -> VisualEffect { appendingColor(.grayscale(amount.finiteOr(0).clamped(to: 0...1))) }

    private func appendingColor(_ operation: ColorOperation) -> VisualEffect {
        var copy = self
        copy.colorOperations.append(operation)
        return copy
    }

    // Short forms.

    /// `rotationEffect(.degrees(degrees))`.
    public func rotation(degrees: Double, anchor: UnitPoint = .center) -> VisualEffect { rotationEffect(.degrees(degrees), anchor: anchor) }
    /// `rotationEffect(.radians(radians))`.
    public func rotation(radians: Double, anchor: UnitPoint = .center) -> VisualEffect { rotationEffect(.radians(radians), anchor: anchor) }
    /// `scaleEffect(scale)`.
    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> VisualEffect { scaleEffect(scale, anchor: anchor) }

    private func appending(_ operation: Operation) -> VisualEffect {
        var copy = self
        copy.operations.append(operation)
        return copy
    }

    // MARK: - Composition

    /// `self` with `outer`'s modifiers applied after (outside) it: opacities multiply,
    /// brightnesses add, operations concatenate with `self`'s first.
    public func then(_ outer: VisualEffect) -> VisualEffect {
        var copy = self
        copy.operations += outer.operations
        copy.colorOperations += outer.colorOperations
        copy.opacity = (opacity * outer.opacity).clamped(to: 0...1)
        copy.brightness = (brightness + outer.brightness).clamped(to: -1...1)
        copy.blurRadius = Self.combinedBlur(blurRadius, outer.blurRadius)
        copy.blurIsOpaque = blurIsOpaque || outer.blurIsOpaque
        return copy
    }

    // MARK: - Resolving colours

    /// Whether the effect changes colours: a colour adjustment or a brightness.
    public var adjustsColors: Bool { brightness != 0 || !colorOperations.allSatisfy(\.isNeutral) }

    /// `color` through the ``colorOperations`` in order, then the ``brightness``; alpha
    /// unchanged. What the painters apply to the colours of the element's draw commands.
    public func adjustingColor(_ color: Color) -> Color {
        var result = color
        for operation in colorOperations where !operation.isNeutral {
            let (red, green, blue) = operation.apply(red: result.red, green: result.green, blue: result.blue)
            result = Color(red: red, green: green, blue: blue, alpha: result.alpha)
        }
        return brightness == 0 ? result : result.brightness(brightness)
    }

    // MARK: - Resolving against a frame

    /// The affine transform that maps what the element paints, for an element whose frame is
    /// `frame` (in the coordinates it is painted in). Identity when no operation moves a point.
    public func transform(in frame: Rect) -> AffineTransform {
        var result = AffineTransform.identity
        for operation in operations where !operation.isNeutral {
            result = result.then(operation.transform(in: frame))
        }
        return result
    }

    /// The axis-aligned bounds of `frame` after ``transform(in:)``: where the element's pixels
    /// can land. A rotated card's bounds are wider than the card.
    public func paintedBounds(of frame: Rect) -> Rect {
        let t = transform(in: frame)
        let corners = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                       Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    // MARK: - Interpolation

    /// The effect `amount` of the way from `self` to `other` (0 gives `self`, 1 gives `other`
    /// exactly), component by component: SwiftUI's `VisualEffect` is `Animatable` the same way.
    ///
    /// Operations pair up by position when both effects list the same kinds in the same order
    /// (the usual case: one closure evaluated at two phases). When one list's kinds are a
    /// subsequence of the other's, the missing ones are treated as neutral (a closure that only
    /// rotates outside the identity phase). Otherwise `self`'s operations fade to neutral while
    /// `other`'s grow from neutral.
    public func interpolated(to other: VisualEffect, amount: Double) -> VisualEffect {
        let t = amount.finiteOr(0)
        if t == 0 { return self }
        if t == 1 { return other }
        var result = VisualEffect()
        result.opacity = (opacity + (other.opacity - opacity) * t).clamped(to: 0...1)
        result.brightness = (brightness + (other.brightness - brightness) * t).clamped(to: -1...1)
        result.blurRadius = max(0, blurRadius + (other.blurRadius - blurRadius) * t)
        result.blurIsOpaque = t < 0.5 ? blurIsOpaque : other.blurIsOpaque
        let (from, to) = Self.align(operations, other.operations)
        result.operations = zip(from, to).map { $0.interpolated(to: $1, amount: t)! }
        result.colorOperations = ColorOperation.interpolate(colorOperations, other.colorOperations, amount: t)
        return result
    }

    /// Two lists of equal length whose operations pair up kind by kind; see
    /// ``interpolated(to:amount:)``.
    static func align(_ a: [Operation], _ b: [Operation]) -> ([Operation], [Operation]) {
        if a.count == b.count, zip(a, b).allSatisfy({ $0.sameKind(as: $1) }) { return (a, b) }
        if let padded = padToSupersequence(a, b) { return (padded, b) }
        if let padded = padToSupersequence(b, a) { return (a, padded) }
        return (a + b.map(\.neutral), a.map(\.neutral) + b)
    }

    /// `short` with neutral operations inserted so its kinds match `long`'s, or nil when `short`'s
    /// kinds are not a subsequence of `long`'s.
    private static func padToSupersequence(_ short: [Operation], _ long: [Operation]) -> [Operation]? {
        guard short.count <= long.count else { return nil }
        var result: [Operation] = []
        result.reserveCapacity(long.count)
        var i = short.startIndex
        for op in long {
            if i < short.endIndex, short[i].sameKind(as: op) { result.append(short[i]); i += 1 } else { result.append(op.neutral) }
        }
        return i == short.endIndex ? result : nil
    }

    public var description: String {
        var parts = operations.map(\.description) + colorOperations.map(\.description)
        if opacity != 1 { parts.append("opacity \(opacity.shortDescription)") }
        if brightness != 0 { parts.append("brightness \(brightness.shortDescription)") }
        if blurRadius != 0 { parts.append("blur \(blurRadius.shortDescription)\(blurIsOpaque ? " opaque" : "")") }
        return parts.isEmpty ? "identity" : parts.joined(separator: ", ")
    }
}
