import DisplayList
import Foundation
import ScrollCore

/// The outline of a 2D shape — SwiftUI's `Path`
/// (https://developer.apple.com/documentation/swiftui/path): lines, quadratic and cubic curves,
/// arcs, rectangles, rounded rectangles and ellipses, built with the same calls:
///
/// ```swift
/// Path { p in
///     p.move(to: CGPoint(x: 0, y: 40))
///     p.addLine(to: CGPoint(x: 30, y: 10))
///     p.addQuadCurve(to: CGPoint(x: 90, y: 25), control: CGPoint(x: 60, y: -5))
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// A path is a ``Shape`` (its `path(in:)` is itself, drawn from its view's top-left corner),
/// and what custom shapes return from `path(in:)`. Arcs and ellipses are stored as cubic
/// Béziers, as Core Graphics stores them (a quarter turn per curve, control points at
/// `4/3·tan(θ/4)·r`): within 0.03 % of the radius of the true circle.
///
/// Differs from SwiftUI: no `CGPath`/`cgPath` (there is no Core Graphics on Linux), no
/// `contains(_:)` hit testing, no `applying(CGAffineTransform)` (use `offsetBy(dx:dy:)`, or the
/// shape modifiers `rotation(_:anchor:)` and `scale(_:anchor:)`).
nonisolated public struct Path: Shape, Hashable, Sendable {
    var storage: VectorPath

    /// An empty path.
    public init() { storage = VectorPath() }
    init(storage: VectorPath) { self.storage = storage }
    /// A path built by `callback`: `Path { p in p.move(to: …); p.addLine(to: …) }`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }
    /// A rectangle (clockwise on screen from its top-left corner).
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }

    public var isEmpty: Bool { storage.isEmpty }

    /// The box around every point and control point of the path (Core Graphics'
    /// `boundingBoxOfPath`); `.null` when empty. Differs from SwiftUI: SwiftUI's box is tight
    /// around curves, this one includes their control points.
    public var boundingRect: CGRect { storage.controlBounds.map { CGRect($0) } ?? .null }

    /// The last point added (nil when empty; after `closeSubpath()`, the subpath's start).
    public var currentPoint: CGPoint? {
        var start: Point?
        var last: Point?
        for element in storage.elements {
            switch element {
            case .move(let p): start = p; last = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): last = p
            case .close: last = start
            }
        }
        return last.map { CGPoint($0) }
    }

    // MARK: Building

    public mutating func move(to p: CGPoint) { storage.move(to: p.core) }
    public mutating func addLine(to p: CGPoint) { ensureStart(p); storage.addLine(to: p.core) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { ensureStart(control); storage.addQuadCurve(to: p.core, control: control.core) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureStart(control1)
        storage.addCurve(to: p.core, control1: control1.core, control2: control2.core)
    }
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// A line or curve needs a current point: Core Graphics starts the subpath at the
    /// element's first point when there is none.
    private mutating func ensureStart(_ p: CGPoint) { if storage.isEmpty { storage.move(to: p.core) } }

    /// A closed rectangle subpath: top-left, top-right, bottom-right, bottom-left.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        storage.move(to: Point(x: r.minX, y: r.minY))
        storage.addLine(to: Point(x: r.maxX, y: r.minY))
        storage.addLine(to: Point(x: r.maxX, y: r.maxY))
        storage.addLine(to: Point(x: r.minX, y: r.maxY))
        storage.closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }

    /// A closed rounded rectangle, clockwise on screen from the end of its top-left corner;
    /// corners are quarter ellipses of `cornerSize` (clamped to half the sides). `style`:
    /// both styles draw circular (elliptical) corners — SwiftUI's `.continuous` squircle is not
    /// reproduced.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = min(max(0, Double(cornerSize.width)), Double(r.width) / 2)
        let ry = min(max(0, Double(cornerSize.height)), Double(r.height) / 2)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        let k = Self.quarterKappa
        let minX = Double(r.minX), minY = Double(r.minY), maxX = Double(r.maxX), maxY = Double(r.maxY)
        storage.move(to: Point(x: minX + rx, y: minY))
        storage.addLine(to: Point(x: maxX - rx, y: minY))
        storage.addCurve(to: Point(x: maxX, y: minY + ry), control1: Point(x: maxX - rx + k * rx, y: minY),
                         control2: Point(x: maxX, y: minY + ry - k * ry))
        storage.addLine(to: Point(x: maxX, y: maxY - ry))
        storage.addCurve(to: Point(x: maxX - rx, y: maxY), control1: Point(x: maxX, y: maxY - ry + k * ry),
                         control2: Point(x: maxX - rx + k * rx, y: maxY))
        storage.addLine(to: Point(x: minX + rx, y: maxY))
        storage.addCurve(to: Point(x: minX, y: maxY - ry), control1: Point(x: minX + rx - k * rx, y: maxY),
                         control2: Point(x: minX, y: maxY - ry + k * ry))
        storage.addLine(to: Point(x: minX, y: minY + ry))
        storage.addCurve(to: Point(x: minX + rx, y: minY), control1: Point(x: minX, y: minY + ry - k * ry),
                         control2: Point(x: minX + rx - k * rx, y: minY))
        storage.closeSubpath()
    }

    /// The ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at its
    /// rightmost point and turning clockwise on screen (down first) — where SwiftUI's `Circle`
    /// and `Ellipse` start, so `trim(from: 0, to: 0.25)` is the lower-right quarter.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let cx = Double(r.midX), cy = Double(r.midY), rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let k = Self.quarterKappa
        storage.move(to: Point(x: cx + rx, y: cy))
        storage.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        storage.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        storage.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        storage.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        storage.closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (0 pointing right,
    /// angles growing clockwise on screen since y grows down), preceded by a line from the
    /// current point to the arc's start (or a move when the path is empty).
    ///
    /// `clockwise` is Core Graphics' flag in its y-up terms, as SwiftUI passes it: `false`
    /// (the usual progress-ring call) sweeps with growing angles — clockwise on screen — and
    /// `true` with shrinking ones, counterclockwise on screen
    /// (https://developer.apple.com/documentation/swiftui/path/addarc(center:radius:startangle:endangle:clockwise:transform:)).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let r = Double(radius), a0 = startAngle.radians
        var a1 = endAngle.radians
        guard r.isFinite, a0.isFinite, a1.isFinite else { return }
        let turn = 2 * Double.pi
        if clockwise {
            while a1 > a0 { a1 -= turn }
        } else {
            while a1 < a0 { a1 += turn }
        }
        let c = center.core
        let start = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if storage.isEmpty { storage.move(to: start) } else { storage.addLine(to: start) }
        let pieces = max(1, Int((abs(a1 - a0) / (Double.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(x: c.x + r * cos(a), y: c.y + r * sin(a)), p3 = Point(x: c.x + r * cos(b), y: c.y + r * sin(b))
            storage.addCurve(to: p3, control1: Point(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a)),
                             control2: Point(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b)))
            a = b
        }
    }

    /// Appends `path`'s subpaths.
    public mutating func addPath(_ path: Path) { storage.append(path.storage) }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        Path(storage: storage.applying(.translation(x: Double(dx), y: Double(dy))))
    }

    /// The part of the path between fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)`, what `trim(from:to:)` draws); curves come back flattened to
    /// within 0.02 points.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage: storage.trimmed(from: Double(from), to: Double(to)))
    }

    /// A path is its own shape, in the coordinates of its view (not fitted to `rect`).
    public func path(in rect: CGRect) -> Path { self }

    @MainActor public var body: _ShapeView<Path> { _ShapeView(shape: self, fill: .foreground, mode: .fill(FillStyle())) }

    /// The control-point distance of a quarter-circle cubic, as a fraction of the radius:
    /// 4/3·tan(π/8) ≈ 0.5523.
    static let quarterKappa = 4.0 / 3.0 * tan(Double.pi / 8)
}
