import DisplayList
import Foundation
import ScrollCore
import Testing

/// The path machinery under every shape: flattening, stroking, trimming, gradient colours and
/// coverage rasterisation, checked with numbers derived by hand (or by an independent
/// integration) in each test.
@Suite struct PathGeometryTests {
    static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }

    @Test("A square with edges on half pixels covers its edge pixels by exactly ½ and its corners by ¼")
    func halfPixelEdges() {
        // Edges at 0.5 and 3.5: horizontally the overlap is exact (0.5 of a pixel); vertically 8 of
        // the 16 sub-rows (centres at (k + ½)/16) lie below 0.5.
        let c = PathRasterizer.coverage(of: [Self.square(0.5, 0.5, 3.5, 3.5)], evenOdd: false, originX: 0, originY: 0, width: 4, height: 4)
        #expect(c[0] == 0.25)             // corner: ½ × ½
        #expect(c[1] == 0.5)              // top edge
        #expect(c[4] == 0.5)              // left edge
        #expect(c[5] == 1)                // inside
        #expect(c[15] == 0.25)            // bottom-right corner
    }

    @Test("Even-odd leaves the inside of a nested square empty; non-zero fills it")
    func fillRules() {
        let outer = Self.square(0, 0, 8, 8), inner = Self.square(2, 2, 6, 6)        // both wound the same way
        let nonZero = PathRasterizer.coverage(of: [outer, inner], evenOdd: false, originX: 0, originY: 0, width: 8, height: 8)
        let evenOdd = PathRasterizer.coverage(of: [outer, inner], evenOdd: true, originX: 0, originY: 0, width: 8, height: 8)
        #expect(nonZero[4 * 8 + 4] == 1)     // winding 2: inside
        #expect(evenOdd[4 * 8 + 4] == 0)     // winding 2: even, outside
        #expect(evenOdd[0] == 1 && nonZero[0] == 1)
    }

    /// The true area of pixel (`px`, `py`) inside the circle, by the midpoint rule over 20 000
    /// columns: an integration independent of the rasteriser.
    static func circleArea(px: Int, py: Int, cx: Double, cy: Double, r: Double) -> Double {
        let n = 20_000
        var area = 0.0
        for i in 0..<n {
            let x = Double(px) + (Double(i) + 0.5) / Double(n)
            let dx = x - cx
            guard abs(dx) < r else { continue }
            let h = (r * r - dx * dx).squareRoot()
            let top = max(Double(py), cy - h), bottom = min(Double(py + 1), cy + h)
            area += max(0, bottom - top) / Double(n)
        }
        return area
    }

    @Test("A 20 × 20 circle: its centre pixels are covered, its corners empty, its edges by their true area", arguments: [
        (9, 9), (10, 10), (0, 9), (0, 10), (19, 9), (2, 2), (3, 3), (0, 0), (6, 0),
    ])
    func circleCoverage(px: Int, py: Int) {
        var path = VectorPath()
        // The ellipse as the view layer builds it: four cubics with control distance 4/3·tan(π/8)·r.
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
        path.move(to: Point(x: 20, y: 10))
        path.addCurve(to: Point(x: 10, y: 20), control1: Point(x: 20, y: 10 + k), control2: Point(x: 10 + k, y: 20))
        path.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 10 - k, y: 20), control2: Point(x: 0, y: 10 + k))
        path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10 - k), control2: Point(x: 10 - k, y: 0))
        path.addCurve(to: Point(x: 20, y: 10), control1: Point(x: 10 + k, y: 0), control2: Point(x: 20, y: 10 - k))
        path.closeSubpath()
        let c = PathRasterizer.coverage(of: path.polylines(tolerance: 0.01).map(\.points), evenOdd: false,
                                        originX: 0, originY: 0, width: 20, height: 20)
        let expected = Self.circleArea(px: px, py: py, cx: 10, cy: 10, r: 10)
        // (0, 9): 1 − ∫₀¹ (10 − √(100 − t²)) dt = 0.98331 (the leftmost point bulges 0.05 px into
        // the pixel's left column). Centre pixels 1, (0, 0) 0. Tolerance: the 1/16 sub-rows and
        // the cubic's 0.027 % radius error.
        #expect(abs(Double(c[py * 20 + px]) - expected) < 0.02, "pixel (\(px), \(py)): \(c[py * 20 + px]) vs \(expected)")
        if px == 0 && py == 9 { #expect(abs(expected - 0.98331) < 0.0005) }
    }

    @Test("A stroke of width 2 covers a band one point either side of the line; caps decide its ends")
    func strokeBands() {
        let line = [VectorPath.Polyline(points: [Point(x: 2, y: 5), Point(x: 10, y: 5)], closed: false)]
        func cover(_ cap: StrokeSpec.Cap) -> [Float] {
            PathRasterizer.coverage(of: PathStroker.stroke(line, StrokeSpec(lineWidth: 2, cap: cap), tolerance: 0.05),
                                    evenOdd: false, originX: 0, originY: 0, width: 12, height: 10)
        }
        let butt = cover(.butt), square = cover(.square), round = cover(.round)
        #expect(butt[4 * 12 + 5] == 1 && butt[5 * 12 + 5] == 1)     // rows 4 and 5: y 4…6
        #expect(butt[3 * 12 + 5] == 0 && butt[6 * 12 + 5] == 0)
        #expect(butt[5 * 12 + 1] == 0 && butt[5 * 12 + 10] == 0)    // butt: ends at x 2 and 10
        #expect(square[5 * 12 + 1] == 1 && square[5 * 12 + 10] == 1)   // square: one more point each end
        // Round: a half disc of radius 1 at each end; pixel (1, 5) holds a quarter of it: π/4 ≈ 0.785.
        #expect(abs(Double(round[5 * 12 + 1]) - Double.pi / 4) < 0.04, "\(round[5 * 12 + 1])")
    }

    @Test("A miter join squares a right-angle corner; a bevel cuts it; the overlap is covered once")
    func joins() {
        let corner = [VectorPath.Polyline(points: [Point(x: 2, y: 8), Point(x: 8, y: 8), Point(x: 8, y: 2)], closed: false)]
        func cover(_ join: StrokeSpec.Join) -> [Float] {
            PathRasterizer.coverage(of: PathStroker.stroke(corner, StrokeSpec(lineWidth: 2, join: join), tolerance: 0.05),
                                    evenOdd: false, originX: 0, originY: 0, width: 12, height: 12)
        }
        let miter = cover(.miter), bevel = cover(.bevel)
        // The outer corner pixel (8, 8) spans x 8…9, y 8…9: the miter fills it; the bevel keeps
        // the half below its diagonal from (9, 8) to (8, 9).
        #expect(miter[8 * 12 + 8] == 1)
        #expect(abs(Double(bevel[8 * 12 + 8]) - 0.5) < 0.04, "\(bevel[8 * 12 + 8])")
        #expect(miter[7 * 12 + 7] == 1)     // inside the corner: covered once, clamped to 1
    }

    @Test("Dashes cut a line into pieces of the pattern's lengths, starting `phase` into it")
    func dashes() {
        let line = [VectorPath.Polyline(points: [Point(x: 0, y: 0), Point(x: 20, y: 0)], closed: false)]
        let pieces = PathStroker.dashed(line, StrokeSpec(dash: [5, 5]))
        func xs(_ lines: [VectorPath.Polyline]) -> [[Double]] { lines.map { $0.points.map { ($0.x * 1e6).rounded() / 1e6 } } }
        #expect(xs(pieces) == [[0, 5], [10, 15]])
        let shifted = PathStroker.dashed(line, StrokeSpec(dash: [5, 5], dashPhase: 2))
        #expect(xs(shifted) == [[0, 3], [8, 13], [18, 20]])
    }

    @Test("Trimming takes fractions of the length: a quarter of a 10-point square is its top side")
    func trim() {
        var square = VectorPath()
        square.move(to: Point(x: 0, y: 0)); square.addLine(to: Point(x: 10, y: 0)); square.addLine(to: Point(x: 10, y: 10))
        square.addLine(to: Point(x: 0, y: 10)); square.closeSubpath()
        #expect(square.trimmed(from: 0, to: 0.25).elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0))])
        // 0.375 … 0.875 of 40 points: from halfway down the right side (15) to halfway up the left (35).
        let middle = square.trimmed(from: 0.375, to: 0.875).polylines(tolerance: 0.1)
        #expect(middle.count == 1)
        #expect(middle.first?.points == [Point(x: 10, y: 5), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 5)])
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test("Gradients interpolate straight sRGB components: red → blue is (128, 0, 128) halfway; white → clear is translucent grey")
    func interpolation() {
        let stops = [GradientStop(color: Color(red: 1, green: 0, blue: 0), location: 0), GradientStop(color: Color(red: 0, green: 0, blue: 1), location: 1)]
        func bytes(_ c: Color) -> [UInt8] { [c.bytes.r, c.bytes.g, c.bytes.b, c.bytes.a] }
        let middle = Paint.interpolate(stops, at: 0.5)
        #expect(bytes(middle) == [128, 0, 128, 255])
        #expect(Paint.interpolate(stops, at: -1).bytes.r == 255 && Paint.interpolate(stops, at: 2).bytes.b == 255)   // padded
        let fade = Paint.interpolate([GradientStop(color: .white, location: 0), GradientStop(color: .clear, location: 1)], at: 0.5)
        #expect(bytes(fade) == [128, 128, 128, 128])
        // Three stops, the middle one at 0.25: t = 0.625 is halfway from it to the last.
        let three = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.25), GradientStop(color: .black, location: 1)]
        #expect(abs(Paint.interpolate(three, at: 0.625).red - 0.5) < 1e-12)
    }

    @Test("Linear, radial and angular locations at chosen points")
    func geometry() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
        let linear = Paint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        #expect(abs(linear.color(at: Point(x: 25, y: 40)).red - 0.25) < 1e-12)      // perpendicular lines share a colour
        let radial = Paint.radialGradient(stops, center: Point(x: 50, y: 50), startRadius: 10, endRadius: 30, aspect: 1)
        #expect(abs(radial.color(at: Point(x: 50, y: 70)).red - 0.5) < 1e-12)       // distance 20: (20 − 10) / 20
        let angular = Paint.angularGradient(stops, center: Point(x: 0, y: 0), startAngle: 0, endAngle: 0)
        #expect(abs(angular.color(at: Point(x: 0, y: 10)).red - 0.25) < 1e-12)      // straight down: a quarter turn clockwise
        // A half-turn sweep: the missing half shows the end colour, then the start colour.
        let half = Paint.angularGradient(stops, center: Point(x: 0, y: 0), startAngle: 0, endAngle: Double.pi)
        #expect(half.color(at: Point(x: -1, y: -0.2)).red == 1)     // just past the end
        #expect(half.color(at: Point(x: 1, y: -0.2)).red == 0)      // just before the start
    }

    @Test("Flattening keeps a curve within its tolerance")
    func flattening() {
        var path = VectorPath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))
        let points = path.polylines(tolerance: 0.1)[0].points
        // The quadratic's apex is at t = ½: (50, 50). Chords are within 0.1 of the curve, so the
        // flattened polyline's highest point is within 0.1 of 50.
        let apex = points.map(\.y).max() ?? 0
        #expect(apex <= 50 && apex > 49.9)
        #expect(points.count >= 3)
        // A lone move draws nothing.
        #expect(VectorPath([.move(Point(x: 1, y: 1))]).polylines(tolerance: 0.1).isEmpty)
    }

    @Test("A path command validates, prints on one line and maps its colours")
    func command() {
        var path = VectorPath()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: 4, y: 0)); path.closeSubpath()
        let drawing = PathDrawing(path: path, origin: Point(x: 1, y: 2), style: .stroke(StrokeSpec(lineWidth: 2, cap: .round)),
                                  paint: .color(.black))
        var list = DisplayList()
        list.path(drawing)
        #expect(list.validate() == nil)
        #expect(list.description == "path stroke w=2 cap=round at (1, 2) #000000 {M0,0 L4,0 Z}")
        var bad = VectorPath(); bad.move(to: Point(x: .nan, y: 0))
        #expect(DisplayList([.path(PathDrawing(path: bad, paint: .color(.black)))]).validate() != nil)
    }
}
