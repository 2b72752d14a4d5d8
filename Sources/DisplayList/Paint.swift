import Foundation
import ScrollCore

/// One colour of a gradient at a location along it (0…1) — SwiftUI's `Gradient.Stop`.
public struct GradientStop: Sendable, Hashable {
    public var color: Color
    public var location: Double
    public init(color: Color, location: Double) { self.color = color; self.location = location }
}

/// What a path is painted with: one colour or a gradient. Gradient geometry is in the path's
/// own coordinates (the ones ``PathDrawing/path`` is in), so it moves, scales and rotates with it.
///
/// Colours between stops are interpolated component by component in sRGB with straight
/// (not premultiplied) alpha — Core Graphics' "device" interpolation, which SwiftUI's
/// `Gradient.ColorSpace.device` names and uses by default
/// (https://developer.apple.com/documentation/swiftui/gradient/colorspace). So red → blue is
/// (128, 0, 128) halfway, and white → `Color.clear` (transparent black) passes through a
/// translucent grey, as on iOS (UIKit's well-known "use white at alpha 0, not clearColor").
/// Outside the first and last stop the end colours continue (pad).
public enum Paint: Sendable, Hashable, CustomStringConvertible {
    /// One colour.
    case color(Color)
    /// Colour constant along lines perpendicular to `start → end`: `start` has location 0,
    /// `end` location 1.
    case linearGradient([GradientStop], start: Point, end: Point)
    /// Location 0 at `startRadius` from `center`, 1 at `endRadius`. `aspect` stretches the
    /// circles vertically into ellipses (`EllipticalGradient`): the distance is
    /// `√(dx² + (dy·aspect)²)`; 1 for circles.
    case radialGradient([GradientStop], center: Point, startRadius: Double, endRadius: Double, aspect: Double)
    /// Location by angle around `center`, clockwise on screen from `startAngle` to `endAngle`
    /// (radians, 0 pointing right; equal angles mean one full turn). Past `endAngle`, the
    /// missing sector shows the last colour up to its middle and the first colour after it
    /// (SwiftUI's `AngularGradient` documentation).
    case angularGradient([GradientStop], center: Point, startAngle: Double, endAngle: Double)

    /// Whether every colour it can produce is fully opaque.
    public var isOpaque: Bool {
        switch self {
        case .color(let c): return c.alpha >= 1
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _, _), .angularGradient(let s, _, _, _):
            return s.allSatisfy { $0.color.alpha >= 1 }
        }
    }

    /// The paint with every colour passed through `transform` (colour filters).
    public func mappingColors(_ transform: (Color) -> Color) -> Paint {
        func map(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: transform($0.color), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(transform(c))
        case let .linearGradient(s, a, b): return .linearGradient(map(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1, k): return .radialGradient(map(s), center: c, startRadius: r0, endRadius: r1, aspect: k)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(map(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The colour at `p` (the path's coordinates).
    public func color(at p: Point) -> Color {
        switch self {
        case .color(let c):
            return c
        case let .linearGradient(stops, a, b):
            let dx = b.x - a.x, dy = b.y - a.y
            let length2 = dx * dx + dy * dy
            let t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0
            return Self.interpolate(stops, at: t)
        case let .radialGradient(stops, c, r0, r1, aspect):
            let dx = p.x - c.x, dy = (p.y - c.y) * aspect
            let d = (dx * dx + dy * dy).squareRoot()
            let t = r1 != r0 ? (d - r0) / (r1 - r0) : (d >= r1 ? 1 : 0)
            return Self.interpolate(stops, at: t)
        case let .angularGradient(stops, c, a0, a1):
            let turn = 2 * Double.pi
            var span = a1 - a0
            if span == 0 || !span.isFinite { span = turn }
            if span > turn { span = turn }             // only the last full turn shows
            var angle = atan2(p.y - c.y, p.x - c.x) - a0
            angle = angle - turn * (angle / turn).rounded(.down)     // 0 ..< 2π from the start
            if angle <= span { return Self.interpolate(stops, at: angle / span) }
            // The missing sector: the end colour for its first half, the start colour after.
            let missing = turn - span
            return Self.interpolate(stops, at: angle - span < missing / 2 ? 1 : 0)
        }
    }

    /// The colour at location `t` of `stops` (sorted by location): straight sRGB components
    /// interpolated linearly between the two stops around `t`; the end colours beyond them.
    public static func interpolate(_ stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard t.isFinite else { return first.color }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count && stops[i].location < t { i += 1 }
        let s0 = stops[i - 1], s1 = stops[min(i, stops.count - 1)]
        let span = s1.location - s0.location
        let f = span > 0 ? (t - s0.location) / span : 1
        let a = s0.color, b = s1.color
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    public var description: String {
        func list(_ stops: [GradientStop]) -> String {
            stops.map { "\($0.color)@\($0.location.shortDescription)" }.joined(separator: ",")
        }
        switch self {
        case .color(let c): return "\(c)"
        case let .linearGradient(s, a, b): return "linear[\(list(s))] \(a)->\(b)"
        case let .radialGradient(s, c, r0, r1, k):
            return "radial[\(list(s))] c=\(c) r=\(r0.shortDescription)…\(r1.shortDescription)"
                + (k == 1 ? "" : " aspect=\(k.shortDescription)")
        case let .angularGradient(s, c, a0, a1):
            return "angular[\(list(s))] c=\(c) \(a0.shortDescription)…\(a1.shortDescription)rad"
        }
    }
}

/// How a path is stroked — SwiftUI's `StrokeStyle` in the display list's terms.
public struct StrokeSpec: Sendable, Hashable, CustomStringConvertible {
    public enum Cap: Sendable, Hashable { case butt, round, square }
    public enum Join: Sendable, Hashable { case miter, round, bevel }
    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    /// The longest miter, in line widths, before a join is bevelled instead (Core Graphics': 10).
    public var miterLimit: Double
    /// Lengths of painted and unpainted stretches, alternating; empty: a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    public init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }

    public var description: String {
        var s = "w=\(lineWidth.shortDescription)"
        if cap != .butt { s += " cap=\(cap)" }
        if join != .miter { s += " join=\(join)" }
        if miterLimit != 10 { s += " miter=\(miterLimit.shortDescription)" }
        if !dash.isEmpty { s += " dash=\(dash.map(\.shortDescription).joined(separator: ","))" }
        if dashPhase != 0 { s += " phase=\(dashPhase.shortDescription)" }
        return s
    }
}

/// A path and how to draw it: the payload of ``DrawCommand/path(_:)``.
public struct PathDrawing: Sendable, Hashable, CustomStringConvertible {
    /// Which points a filled path covers where its subpaths overlap.
    public enum Style: Sendable, Hashable {
        /// Inside where the winding number is not zero (Core Graphics' default).
        case fillNonZero
        /// Inside where the winding number is odd (`FillStyle(eoFill: true)`).
        case fillEvenOdd
        /// The outline, centred on the path.
        case stroke(StrokeSpec)
    }

    /// The path in its own coordinates; its (0, 0) is drawn at ``origin``.
    public var path: VectorPath
    /// Where the path's origin goes, in the current transform's space (a view's frame origin).
    public var origin: Point
    public var style: Style
    public var paint: Paint

    public init(path: VectorPath, origin: Point = Point(x: 0, y: 0), style: Style = .fillNonZero, paint: Paint) {
        self.path = path; self.origin = origin; self.style = style; self.paint = paint
    }

    public var description: String {
        let how: String
        switch style {
        case .fillNonZero: how = "fill"
        case .fillEvenOdd: how = "eofill"
        case .stroke(let s): how = "stroke \(s)"
        }
        return "path \(how) at \(origin) \(paint) {\(path)}"
    }
}
