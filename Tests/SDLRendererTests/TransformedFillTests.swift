import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// A rect under a rotation is filled by its coverage (drawn as a path), not as a quad whose
    /// corners SDL's software renderer truncates to whole pixels and OpenGL does not: the two
    /// renderers drew the origami scene's 2 pt creases at 45° 3 px and 2 px wide a row
    /// (Documentation/Performance.md, "The OpenGL renderer, on Mesa's llvmpipe").
    @Suite struct TransformedFillTests {
        /// A 2 pt band at 45° crosses each pixel row over 2 / sin 45° = 2√2 pt, so a row's ink —
        /// Σ (255 − red) / 255 over its pixels, black on white — is 2√2 × scale px wherever the
        /// band crosses the row whole (the coverage's horizontal resolution is exact; its 16
        /// samples a row integrate a width that is the same all along the band). The quad
        /// (before) gave 3 px a row at 1×: 0.17 too many.
        @Test("A 2 pt rect at 45° puts 2√2 px of ink in each row it crosses, anti-aliased", arguments: [1.0, 2.0])
        func creaseInkPerRow(scale: Double) throws {
            let h = try Harness(pixelsPerPoint: scale)
            let centre = Point(x: 32 / scale, y: 32 / scale)         // the 64 px canvas's centre
            let length = 40 / scale                                  // ±14 px along each axis
            let crease = Rect(x: centre.x - length / 2, y: centre.y - 1, width: length, height: 2)
            h.render { list in
                list.transformed(by: .about(centre, .rotation(radians: .pi / 4))) { $0.fill(crease, .black) }
            }
            var partial = 0
            for y in 24..<40 {
                var ink = 0.0
                for x in 0..<64 {
                    let r = h.rgb(x, y).r
                    ink += Double(255 - Int(r)) / 255
                    if r > 0 && r < 255 { partial += 1 }
                }
                #expect(abs(ink - 2 * 2.0.squareRoot() * scale) < 0.06, "row \(y): \(ink) px of ink")
            }
            #expect(partial > 0, "the band's edges are anti-aliased")
            // On the band's centre line the pixel is inside the band (its corners are 1/√2 px
            // from the line, the band's edges 1 px); the coverage's 16 scanlines a row make it
            // 0.98 of it (4 of 255 in the first run), not exactly 1.
            #expect(h.rgb(32, 32).r <= 8)
            #expect(h.rgb(40, 24) == .white)                          // off it (the other diagonal)
        }

        /// The path is cached by its size and the transform's linear part: the same rotated rect
        /// drawn again one pixel lower is a copy of the same texture, and lands one row lower.
        @Test("A rotated rect moved by a whole pixel draws the same pixels one row lower")
        func movedByAPixel() throws {
            let h = try Harness()
            func draw(dy: Double) -> [RGB] {
                h.render { list in
                    list.transformed(by: .about(Point(x: 32, y: 32 + dy), .rotation(radians: 0.3))) {
                        $0.fill(Rect(x: 12, y: 22 + dy, width: 40, height: 20), .black)
                    }
                }
                return (0..<64 * 64).map { h.rgb($0 % 64, $0 / 64) }
            }
            let first = draw(dy: 0), moved = draw(dy: 1)
            var differing = 0
            for y in 1..<64 { for x in 0..<64 where moved[y * 64 + x] != first[(y - 1) * 64 + x] { differing += 1 } }
            #expect(differing == 0)
            #expect(first.contains { $0 != .white && $0 != .black }, "anti-aliased edges")
        }
    }
}
