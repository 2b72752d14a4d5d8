import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Text under a scale or a rotation (`scaleEffect`, `rotationEffect`, scroll transitions):
    /// drawn as the line's one texture resampled bilinearly, as Core Animation resamples a
    /// layer's bitmap, not as glyph quads sampled nearest (issue 36: "rotated card titles are
    /// jagged, scaled titles unevenly spaced").
    @Suite struct TransformedTextTests {
        /// Ink weight of a pixel: how far it is from white (0 … 255).
        static func ink(_ h: Harness, _ x: Int, _ y: Int) -> Double { 255 - Double(h.rgb(x, y).r) }

        /// The ink-weighted centre of the canvas, in pixel-centre coordinates.
        static func centroid(_ h: Harness) -> Point {
            var sum = 0.0, sx = 0.0, sy = 0.0
            for y in 0..<h.canvas.heightPixels {
                for x in 0..<h.canvas.widthPixels {
                    let w = ink(h, x, y)
                    sum += w; sx += w * (Double(x) + 0.5); sy += w * (Double(y) + 0.5)
                }
            }
            return Point(x: sx / sum, y: sy / sum)
        }

        /// Eight "l"s scaled by 1.37: each stem's centre lies the same distance from the next.
        /// The font gives every "l" the same whole-pixel advance, so scaled as one image the
        /// stems stay evenly spaced (spread well under a pixel); glyph quads sampled nearest
        /// snap each stem to a whole pixel on its own and the spacing alternates by a pixel.
        @Test func scaledTextKeepsEvenSpacing() throws {
            let h = try Harness(width: 260, height: 60)
            h.render { list in
                list.transformed(by: .scale(1.37, 1.37)) { $0.text("llllllll", at: Point(x: 4, y: 4), .body, .black) }
            }
            let ink = try #require(h.inkBounds())
            // Column sums of ink, then the weighted centre of each run of inked columns (a stem).
            var stems: [Double] = []
            var run: (weight: Double, moment: Double)?
            for x in ink.x0...ink.x1 {
                var column = 0.0
                if x < ink.x1 { for y in ink.y0..<ink.y1 { column += Self.ink(h, x, y) } }
                if column > 40 {
                    run = ((run?.weight ?? 0) + column, (run?.moment ?? 0) + column * (Double(x) + 0.5))
                } else if let r = run {
                    stems.append(r.moment / r.weight); run = nil
                }
            }
            #expect(stems.count == 8, "stems at \(stems)")
            let gaps = zip(stems.dropFirst(), stems).map { $0 - $1 }
            let spread = (gaps.max() ?? 0) - (gaps.min() ?? 0)
            #expect(spread < 0.35, "gaps between stems \(gaps)")
        }

        /// Rotated by 30° about a point, the ink lands where the transform puts the upright
        /// ink: its weighted centre maps through the same transform (within a pixel) — the turn
        /// is clockwise on screen and about the line's own corner, as ``AffineTransform`` says.
        @Test(arguments: [Double.pi / 6, -Double.pi / 4, 2.5])
        func rotatedTextLandsWhereTheTransformPutsIt(radians: Double) throws {
            let origin = Point(x: 50, y: 90)
            let upright = try Harness(width: 200, height: 200)
            upright.render { $0.text("Rotated title", at: origin, .headline, .black) }
            let turn = AffineTransform.about(Point(x: 100, y: 100), .rotation(radians: radians))
            let turned = try Harness(width: 200, height: 200)
            let stats = turned.render { list in
                list.transformed(by: turn) { $0.text("Rotated title", at: origin, .headline, .black) }
            }
            #expect(stats.drawCalls == 1)
            let expected = turn.apply(Self.centroid(upright))
            let found = Self.centroid(turned)
            #expect(abs(found.x - expected.x) < 1 && abs(found.y - expected.y) < 1, "centre \(found), expected \(expected)")
        }
    }
}
