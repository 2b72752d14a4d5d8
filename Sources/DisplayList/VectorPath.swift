import Foundation
import ScrollCore

/// An outline made of straight lines and Bézier curves — what SwiftUI's `Path` and Core
/// Graphics' `CGPath` hold, as plain data for the display list: moves, lines, quadratic and
/// cubic curves, and closes. Arcs and ellipses arrive as cubic curves (the view layer converts
/// them, as Core Graphics does: a quarter circle as one cubic with the control-point distance
/// `4/3·tan(θ/4)·r`, 0.027 % off the true circle at most).
///
/// Drawing flattens it: curves become polylines within a tolerance (``polylines(tolerance:)``),
/// which the stroker (`PathStroker`) and the coverage rasteriser (`PathRasterizer`) take.
public struct VectorPath: Sendable, Hashable, CustomStringConvertible {
    /// One drawing instruction of a path.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line from the current point.
        case line(Point)
        /// A quadratic Bézier curve to the first point, pulled toward `control`.
        case quad(Point, control: Point)
        /// A cubic Bézier curve to the first point, with two control points.
        case cubic(Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, which ends the subpath.
        case close
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func addLine(to p: Point) { elements.append(.line(p)) }
    public mutating func addQuadCurve(to p: Point, control: Point) { elements.append(.quad(p, control: control)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }
    /// Appends `other`'s elements.
    public mutating func append(_ other: VectorPath) { elements.append(contentsOf: other.elements) }

    /// Every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> VectorPath {
        VectorPath(elements.map { element in
            switch element {
            case .move(let p): return .move(transform.apply(p))
            case .line(let p): return .line(transform.apply(p))
            case .quad(let p, let c): return .quad(transform.apply(p), control: transform.apply(c))
            case .cubic(let p, let c1, let c2):
                return .cubic(transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .close: return .close
            }
        })
    }

    /// The box around every point and control point (the curves lie inside it); nil when empty.
    public var controlBounds: Rect? {
        // (No nested function capturing the bounds: it would box them on the heap in a debug
        // build, and the renderer asks for this every frame a path is drawn.)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for element in elements {
            let points: (Point, Point?, Point?)
            switch element {
            case .move(let p), .line(let p): points = (p, nil, nil)
            case .quad(let p, let c): points = (p, c, nil)
            case .cubic(let p, let c1, let c2): points = (p, c1, c2)
            case .close: continue
            }
            let a = points.0, b = points.1 ?? points.0, c = points.2 ?? points.0
            minX = min(minX, min(a.x, min(b.x, c.x))); maxX = max(maxX, max(a.x, max(b.x, c.x)))
            minY = min(minY, min(a.y, min(b.y, c.y))); maxY = max(maxY, max(a.y, max(b.y, c.y)))
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .quad(let p, let c): return p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
            case .cubic(let p, let c1, let c2):
                return p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
            case .close: return true
            }
        }
    }

    /// One flattened subpath: its points in order, and whether it is closed (its last point
    /// joins its first).
    public struct Polyline: Sendable, Hashable {
        public var points: [Point]
        public var closed: Bool
        public init(points: [Point], closed: Bool) { self.points = points; self.closed = closed }
    }

    /// The subpaths with their curves cut into straight segments that stray at most
    /// `tolerance` from the curve. A curve is cut into `n` equal parameter steps with
    /// `n = ⌈√(d / (8·tolerance))⌉` for a quadratic and `⌈√(3·d / (4·tolerance))⌉` for a cubic,
    /// `d` the length of the largest second difference of the control points — the classic
    /// bound on a Bézier's distance from its chords (Wang's formula); at most 512 steps.
    public func polylines(tolerance: Double) -> [Polyline] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.25
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point(x: 0, y: 0)
        var last = start
        func finish(closed: Bool) {
            // A lone move draws nothing (Core Graphics); a line to the same point is a dot.
            if current.count >= 2 { result.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        func steps(_ d: Double, _ factor: Double) -> Int {
            guard d.isFinite, d > 0 else { return 1 }
            return min(512, max(1, Int((factor * d / tol).squareRoot().rounded(.up))))
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]; start = p; last = p
            case .line(let p):
                if current.isEmpty { current = [last]; start = last }
                current.append(p); last = p
            case .quad(let p, let c):
                if current.isEmpty { current = [last]; start = last }
                let d = hypot(last.x - 2 * c.x + p.x, last.y - 2 * c.y + p.y)
                let n = steps(d, 1.0 / 8)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(Point(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let p, let c1, let c2):
                if current.isEmpty { current = [last]; start = last }
                let d = max(hypot(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y),
                            hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = steps(d, 3.0 / 4)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    current.append(Point(x: a * last.x + b * c1.x + c * c2.x + e * p.x,
                                         y: a * last.y + b * c1.y + c * c2.y + e * p.y))
                }
                last = p
            case .close:
                if !current.isEmpty {
                    finish(closed: true)
                    last = start
                }
            }
        }
        finish(closed: false)
        return result
    }

    /// The part of the path between fractions `from` and `to` (0…1) of its length, as Core
    /// Graphics' and SwiftUI's `trimmedPath(from:to:)` take it: the length of every subpath in
    /// order (a closed one's closing segment included), the result open polylines (curves
    /// flattened within `tolerance`). Empty when `to ≤ from`.
    public func trimmed(from: Double, to: Double, tolerance: Double = 0.02) -> VectorPath {
        let a = min(max(from, 0), 1), b = min(max(to, 0), 1)
        guard b > a else { return VectorPath() }
        if a == 0 && b == 1 { return self }
        var segments: [(Point, Point)] = []
        for line in polylines(tolerance: tolerance) {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            for i in points.indices.dropLast() { segments.append((points[i], points[i + 1])) }
        }
        let lengths = segments.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return VectorPath() }
        let startLength = a * total, endLength = b * total
        var out = VectorPath()
        var travelled = 0.0
        var lastPoint: Point?
        for (i, segment) in segments.enumerated() {
            let length = lengths[i]
            let s0 = travelled, s1 = travelled + length
            travelled = s1
            guard s1 > startLength, s0 < endLength, length > 0 else { continue }
            func at(_ s: Double) -> Point {
                let t = min(max((s - s0) / length, 0), 1)
                return Point(x: segment.0.x + (segment.1.x - segment.0.x) * t, y: segment.0.y + (segment.1.y - segment.0.y) * t)
            }
            let p = at(max(s0, startLength)), q = at(min(s1, endLength))
            if let lastPoint, lastPoint == p { out.addLine(to: q) } else { out.move(to: p); out.addLine(to: q) }
            lastPoint = q
        }
        return out
    }

    /// A compact, stable text form for goldens: `M x y`, `L x y`, `Q cx cy x y`,
    /// `C c1x c1y c2x c2y x y`, `Z`.
    public var description: String {
        elements.map { element in
            switch element {
            case .move(let p): return "M\(p.x.shortDescription),\(p.y.shortDescription)"
            case .line(let p): return "L\(p.x.shortDescription),\(p.y.shortDescription)"
            case .quad(let p, let c):
                return "Q\(c.x.shortDescription),\(c.y.shortDescription) \(p.x.shortDescription),\(p.y.shortDescription)"
            case .cubic(let p, let c1, let c2):
                return "C\(c1.x.shortDescription),\(c1.y.shortDescription) \(c2.x.shortDescription),\(c2.y.shortDescription) "
                    + "\(p.x.shortDescription),\(p.y.shortDescription)"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
