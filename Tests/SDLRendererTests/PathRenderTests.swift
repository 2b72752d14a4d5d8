import CSDL2
import DisplayList
import Foundation
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `DrawCommand.path` on the software renderer: gradient colours at chosen pixels,
    /// anti-aliased coverage at a circle's edge, strokes, the texture cache, transforms and
    /// opacity — each number derived in its test.
    @Suite struct PathRenderTests {
        static func rect(_ w: Double, _ h: Double) -> VectorPath {
            var p = VectorPath()
            p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: w, y: 0)); p.addLine(to: Point(x: w, y: h))
            p.addLine(to: Point(x: 0, y: h)); p.closeSubpath()
            return p
        }

        static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> VectorPath {
            let k = 4.0 / 3.0 * tan(Double.pi / 8) * r
            var p = VectorPath()
            p.move(to: Point(x: cx + r, y: cy))
            p.addCurve(to: Point(x: cx, y: cy + r), control1: Point(x: cx + r, y: cy + k), control2: Point(x: cx + k, y: cy + r))
            p.addCurve(to: Point(x: cx - r, y: cy), control1: Point(x: cx - k, y: cy + r), control2: Point(x: cx - r, y: cy + k))
            p.addCurve(to: Point(x: cx, y: cy - r), control1: Point(x: cx - r, y: cy - k), control2: Point(x: cx - k, y: cy - r))
            p.addCurve(to: Point(x: cx + r, y: cy), control1: Point(x: cx + k, y: cy - r), control2: Point(x: cx + r, y: cy - k))
            p.closeSubpath()
            return p
        }

        static let redToBlue = [GradientStop(color: .pureRed, location: 0), GradientStop(color: .pureBlue, location: 1)]

        @Test("A horizontal red → blue gradient: each column is the colour at its centre")
        func linearGradientColumns() throws {
            let h = try Harness()
            h.render { list in
                list.path(PathDrawing(path: Self.rect(64, 64), paint: .linearGradient(Self.redToBlue, start: Point(x: 0, y: 0),
                                                                                       end: Point(x: 64, y: 0))))
            }
            // Column 31's centre is x = 31.5: t = 31.5 / 64 = 0.4921875, so red (1 − t)·255 = 129.49 → 129
            // and blue t·255 = 125.51 → 126.
            #expect(h.rgb(31, 10) == RGB(129, 0, 126), "\(h.rgb(31, 10))")
            // Column 0: t = 0.5 / 64 → red 253.0 → 253, blue 1.99 → 2.
            #expect(h.rgb(0, 63) == RGB(253, 0, 2), "\(h.rgb(0, 63))")
            #expect(h.rgb(31, 0) == h.rgb(31, 63))          // constant down a column
        }

        @Test("A circle of radius 10: the centre is solid, the leftmost pixel beside the middle row is covered 98.3 %")
        func circleEdge() throws {
            let h = try Harness()
            h.render { $0.path(PathDrawing(path: Self.circle(32, 32, 10), paint: .color(.black))) }
            #expect(h.rgb(32, 32) == .black)
            #expect(h.rgb(31, 31) == .black)
            // Pixel (22, 31) spans x 22…23, y 31…32: the circle leaves out ∫₀¹ (10 − √(100 − t²)) dt = 0.0167
            // of it, so black at 98.3 % over white leaves 255 × 0.0167 = 4.3; the chords of the
            // flattened curve lie up to 0.025 px inside it, 255 × 0.025 = 6.4 more at most.
            let edge = h.rgb(22, 31)
            #expect(edge.r >= 2 && edge.r <= 11 && edge.r == edge.g, "\(edge)")
            // Pixel (24, 24), on the diagonal: only its far corner (25, 25), 9.9 from the centre, is
            // inside; the circle crosses its sides at 32 − √51 = 24.859, a cap of about 0.01 of the pixel:
            // 255 × 0.99 = 252.4.
            let diagonal = h.rgb(24, 24)
            #expect(diagonal.r >= 249 && diagonal.r <= 254, "\(diagonal)")
            #expect(h.rgb(21, 32) == .white && h.rgb(23, 23) == .white)
        }

        @Test("A stroke 2 points wide of a horizontal line covers the two pixel rows around it, at 2× four")
        func strokedLine() throws {
            for scale in [1.0, 2.0] {
                let h = try Harness(width: Int(64 * scale), height: Int(64 * scale), pixelsPerPoint: scale)
                var line = VectorPath()
                line.move(to: Point(x: 10, y: 20)); line.addLine(to: Point(x: 40, y: 20))
                h.render { $0.path(PathDrawing(path: line, style: .stroke(StrokeSpec(lineWidth: 2)), paint: .color(.black))) }
                let x = Int(25 * scale)
                for y in Int(19 * scale)..<Int(21 * scale) { #expect(h.rgb(x, y) == .black, "scale \(scale) y \(y)") }
                #expect(h.rgb(x, Int(19 * scale) - 1) == .white)
                #expect(h.rgb(x, Int(21 * scale)) == .white)
                #expect(h.rgb(Int(10 * scale) - 1, Int(20 * scale)) == .white)     // butt cap: nothing before x = 10
            }
        }

        @Test("A path moved by whole pixels is copied from its cached texture, not rasterised again")
        func cachedAcrossMoves() throws {
            let h = try Harness()
            let circle = Self.circle(10, 10, 10)
            h.render { $0.path(PathDrawing(path: circle, origin: Point(x: 2, y: 2), paint: .color(.black))) }
            #expect(h.renderer.pathTextureStats.made == 1)
            h.render { $0.path(PathDrawing(path: circle, origin: Point(x: 30, y: 12), paint: .color(.black))) }
            #expect(h.renderer.pathTextureStats.made == 1)
            #expect(h.rgb(40, 22) == .black && h.rgb(12, 12) == .white)
            // Another colour is another texture.
            h.render { $0.path(PathDrawing(path: circle, origin: Point(x: 30, y: 12), paint: .color(.pureRed))) }
            #expect(h.renderer.pathTextureStats.made == 2)
            #expect(h.rgb(40, 22) == .red)
        }

        @Test("Under a quarter-turn rotation a wide rectangle becomes a tall one")
        func rotated() throws {
            let h = try Harness()
            h.render { list in
                list.transformed(by: AffineTransform.rotation(radians: Double.pi / 2).then(.translation(x: 40, y: 10))) { list in
                    list.path(PathDrawing(path: Self.rect(30, 10), paint: .color(.black)))
                }
            }
            // (x, y) ↦ (−y, x) + (40, 10): the 30 × 10 rect covers x 30…40, y 10…40.
            #expect(h.rgb(35, 25) == .black)
            #expect(h.rgb(45, 12) == .white && h.rgb(35, 45) == .white)
            let ink = h.inkBounds()
            #expect(ink?.x0 == 30 && ink?.y0 == 10 && ink?.x1 == 40 && ink?.y1 == 40, "\(String(describing: ink))")
        }

        @Test("Opacity applies to the copy; even-odd cuts the hole")
        func opacityAndEvenOdd() throws {
            let h = try Harness()
            var ring = Self.rect(40, 40)
            var hole = VectorPath()
            hole.move(to: Point(x: 10, y: 10)); hole.addLine(to: Point(x: 30, y: 10)); hole.addLine(to: Point(x: 30, y: 30))
            hole.addLine(to: Point(x: 10, y: 30)); hole.closeSubpath()
            ring.append(hole)
            h.render { list in
                list.withOpacity(0.5) { list in
                    list.path(PathDrawing(path: ring, style: .fillEvenOdd, paint: .color(.black)))
                }
            }
            // Black at alpha 128 over white: 255 − 128 = 127.
            #expect(h.rgb(5, 5).isClose(to: RGB(127, 127, 127), tolerance: 1), "\(h.rgb(5, 5))")
            #expect(h.rgb(20, 20) == .white)
        }
    }
}
