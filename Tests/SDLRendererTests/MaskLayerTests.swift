import DisplayList
import Foundation
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `pushMask`/`popMask` through the software renderer: what SwiftUI's `clipShape(_:style:)`
    /// (https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)) and
    /// `mask(alignment:_:)` (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:):
    /// "the alpha channel of the given view") draw with. A red square [10, 50)² on white.
    @Suite struct MaskLayerTests {
        static let square = Rect(x: 10, y: 10, width: 40, height: 40)
        static let red = Color(red: 1, green: 0, blue: 0)

        /// The circle inscribed in the square, as `Circle().path(in:)` gives it: four cubics.
        static var circle: VectorPath {
            // The quarter-circle cubic's control distance 4/3·tan(π/8)·r (VectorPath's doc).
            let k = 4.0 / 3 * tan(Double.pi / 8), r = 20.0, cx = 30.0, cy = 30.0
            var p = VectorPath()
            p.move(to: Point(x: cx + r, y: cy))
            p.addCurve(to: Point(x: cx, y: cy + r), control1: Point(x: cx + r, y: cy + k * r), control2: Point(x: cx + k * r, y: cy + r))
            p.addCurve(to: Point(x: cx - r, y: cy), control1: Point(x: cx - k * r, y: cy + r), control2: Point(x: cx - r, y: cy + k * r))
            p.addCurve(to: Point(x: cx, y: cy - r), control1: Point(x: cx - r, y: cy - k * r), control2: Point(x: cx - k * r, y: cy - r))
            p.addCurve(to: Point(x: cx + r, y: cy), control1: Point(x: cx + k * r, y: cy - r), control2: Point(x: cx + r, y: cy - k * r))
            p.closeSubpath()
            return p
        }

        @Test("A red square clipped by a circle: the corners are clear, the centre red, the edge anti-aliased exactly as the circle's fill")
        func circleClip() throws {
            let h = try Harness(width: 60, height: 60)
            let stats = h.render { list in
                list.masked(by: .path(Self.circle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.square) {
                    $0.fill(Self.square, Self.red)
                }
            }
            #expect(stats.maskLayers == 1)
            // The square's corner pixels lie 28.3 px from the centre (20 px radius): outside.
            for (x, y) in [(10, 10), (49, 10), (10, 49), (49, 49)] { #expect(h.rgb(x, y) == .white, "(\(x), \(y))") }
            #expect(h.rgb(30, 30) == .red)
            // Pixel (15, 15) straddles the edge: its corner (16, 16) is 19.8 px from the centre
            // (inside), its corner (15, 15) 21.2 px (outside).
            // (SDL's software blend of a translucent copy loses up to 2 of 255: red 253.)
            let edge = h.rgb(15, 15)
            #expect(edge.r >= 253 && edge.g > 0 && edge.g < 253 && edge.g == edge.b, "got \(edge)")
            // The same circle filled red as a path: the clip's edge is the fill's edge (a mask
            // byte and SDL's blend round once more: within 2 of 255).
            let fill = try Harness(width: 60, height: 60)
            fill.render { $0.path(PathDrawing(path: Self.circle, paint: .color(Self.red))) }
            for y in 0..<60 { for x in 0..<60 { #expect(h.rgb(x, y).isClose(to: fill.rgb(x, y)), "(\(x), \(y))") } }
        }

        @Test("An ellipse clip is the ellipse, not its rectangle nor a circle")
        func ellipseClip() throws {
            let h = try Harness(width: 100, height: 60)
            let rect = Rect(x: 10, y: 10, width: 80, height: 40)
            var ellipse = VectorPath()
            // The ellipse inscribed in rect: centre (50, 30), semi-axes 40 and 20 (as polygon of
            // 720 sides; the coverage rasteriser takes any path).
            for i in 0..<720 {
                let a = Double(i) / 720 * 2 * Double.pi, p = Point(x: 50 + 40 * cos(a), y: 30 + 20 * sin(a))
                i == 0 ? ellipse.move(to: p) : ellipse.addLine(to: p)
            }
            ellipse.closeSubpath()
            h.render { list in
                list.masked(by: .path(ellipse, origin: Point(x: 0, y: 0), evenOdd: false), bounds: rect) { $0.fill(rect, Self.red) }
            }
            // Pixel centres (x + 0.5, y + 0.5) against (dx/40)² + (dy/20)²:
            // (15, 30): 0.744 + 0.0006 < 1, well inside (the edge is at x = 10.01): red.
            #expect(h.rgb(15, 30) == .red)
            // (15, 15): 0.744 + 0.526 = 1.27 > 1: outside, though inside the rect.
            #expect(h.rgb(15, 15) == .white)
            // (50, 12): 0.0002 + 0.766 < 1 inside (the edge is at y = 10.002); (25, 12): 0.375 +
            // 0.766 = 1.14 outside (on that pixel row the edge runs from x = 32.6 to 28.9) — a
            // circle of the rect's height (radius 20 about (50, 30)) would keep (25, 12)'s
            // neighbour (35, 20) alike but cut (85, 30), which the ellipse keeps.
            #expect(h.rgb(50, 12) == .red)
            #expect(h.rgb(25, 12) == .white)
            #expect(h.rgb(85, 30) == .red)
            #expect(h.inkBounds() ?? (0, 0, 0, 0) == (10, 10, 90, 50))
        }

        @Test("A custom triangle clip keeps only the triangle")
        func triangleClip() throws {
            let h = try Harness(width: 60, height: 60)
            // The right triangle (10, 10), (50, 10), (10, 50): inside where x + y < 60.
            var triangle = VectorPath()
            triangle.move(to: Point(x: 10, y: 10))
            triangle.addLine(to: Point(x: 50, y: 10))
            triangle.addLine(to: Point(x: 10, y: 50))
            triangle.closeSubpath()
            h.render { list in
                list.masked(by: .path(triangle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.square) {
                    $0.fill(Self.square, Self.red)
                }
            }
            // Pixel centres: (12.5, 12.5) and (20.5, 35.5) sum to 25 and 56 (< 60): red;
            // (45.5, 45.5) and (30.5, 35.5) sum to 91 and 66: clear.
            #expect(h.rgb(12, 12) == .red && h.rgb(20, 35) == .red)
            #expect(h.rgb(45, 45) == .white && h.rgb(30, 35) == .white)
            // On the hypotenuse, pixel (29, 30) is cut in half by x + y = 60 (it runs through
            // its corners (30, 30) and (29, 31)): alpha ½, so green 255 × ½ ≈ 128 (±3; red 253
            // or more: SDL's blend of a translucent copy).
            let half = h.rgb(29, 30)
            #expect(half.r >= 253 && abs(Int(half.g) - 128) <= 3, "got \(half)")
        }

        @Test("A gradient mask: the content's alpha follows the mask's ramp", arguments: [0, 25, 50, 75, 99])
        func gradientMaskRamp(x: Int) throws {
            let h = try Harness(width: 100, height: 10)
            let strip = Rect(x: 0, y: 0, width: 100, height: 10)
            // Mask: black opaque at x = 0 to clear at x = 100 (a linear gradient's colour at a
            // pixel's centre x + 0.5: alpha 1 − (x + 0.5)/100). Its colour does not matter.
            var rect = VectorPath()
            rect.move(to: Point(x: 0, y: 0)); rect.addLine(to: Point(x: 100, y: 0))
            rect.addLine(to: Point(x: 100, y: 10)); rect.addLine(to: Point(x: 0, y: 10)); rect.closeSubpath()
            let ramp = Paint.linearGradient([GradientStop(color: .black, location: 0),
                                             GradientStop(color: Color(red: 0, green: 0, blue: 0, alpha: 0), location: 1)],
                                            start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
            var mask = DisplayList()
            mask.path(PathDrawing(path: rect, paint: ramp))
            h.render { list in
                list.masked(by: .layer(mask), bounds: strip) { $0.fill(strip, Self.red) }
            }
            // Red at alpha a over white: (255, 255 × (1 − a), 255 × (1 − a)); the mask's byte,
            // the multiply and SDL's blend each round: within 2.
            let alpha = 1 - (Double(x) + 0.5) / 100
            let expected = UInt8((255 * (1 - alpha)).rounded())
            #expect(h.rgb(x, 5).isClose(to: RGB(255, expected, expected)), "x = \(x): got \(h.rgb(x, 5)), expected green \(expected)")
        }

        @Test("The enclosing opacity applies to the content once; the mask is drawn at full opacity")
        func opacityAppliesOnce() throws {
            let h = try Harness(width: 40, height: 40)
            let rect = Rect(x: 0, y: 0, width: 40, height: 40)
            var mask = DisplayList()
            mask.fill(rect, .black)
            h.render { list in
                list.withOpacity(0.5) { list in
                    list.masked(by: .layer(mask), bounds: rect) { $0.fill(rect, Self.red) }
                }
            }
            // Red at alpha 128/255 over white: (255, 127, 127) — not 25 % (the opacity twice).
            #expect(h.rgb(20, 20).isClose(to: RGB(255, 127, 127)), "got \(h.rgb(20, 20))")
        }

        @Test("Content outside the group's bounds is cut; nested masks multiply; what lies under shows through")
        func boundsAndNesting() throws {
            let h = try Harness(width: 60, height: 60)
            h.render { list in
                list.fill(Rect(x: 0, y: 0, width: 60, height: 30), Color(red: 0, green: 0, blue: 1))
                list.masked(by: .path(Self.circle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.square) { list in
                    // A left half mask inside the circle one: only the circle's left half stays.
                    var left = DisplayList()
                    left.fill(Rect(x: 0, y: 0, width: 30, height: 60), .black)
                    list.masked(by: .layer(left), bounds: Rect(x: 0, y: 0, width: 60, height: 60)) {
                        $0.fill(Rect(x: 0, y: 0, width: 60, height: 60), Self.red)
                    }
                }
            }
            #expect(h.rgb(20, 40) == .red)                       // left half, inside the circle
            #expect(h.rgb(40, 40) == .white)                     // right half: cut by the inner mask
            #expect(h.rgb(5, 40) == .white)                      // outside the bounds
            #expect(h.rgb(40, 20) == RGB(0, 0, 255))             // the blue below shows through
            #expect(h.rgb(20, 20) == .red)                       // over the blue, inside both
        }

        @Test("An unbalanced mask group still composites at the end of the frame; a stray popMask is ignored")
        func unbalanced() throws {
            let h = try Harness(width: 60, height: 60)
            h.render { list in
                list.append(.popMask)
                list.append(.pushMask(.path(Self.circle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: Self.square))
                list.fill(Self.square, Self.red)
            }
            #expect(h.rgb(30, 30) == .red && h.rgb(10, 10) == .white)
        }
    }
}
