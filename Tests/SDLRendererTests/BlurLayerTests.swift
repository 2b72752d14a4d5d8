import DisplayList
import Foundation
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `pushBlur`/`popBlur` through the software renderer: a sharp edge drawn in a blur group
    /// comes out as the Gaussian's CDF, reaches exactly as far as feGaussianBlur's boxes do, and
    /// composites straight alpha over what is below.
    @Suite struct BlurLayerTests {
        /// The standard normal CDF.
        static func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }

        /// The black square [40, 120) × [20, 80) of these tests, drawn on a 160 × 100 canvas.
        static let square = Rect(x: 40, y: 20, width: 80, height: 60)

        /// The largest difference, on row 50 from x = 20 to 139, between what `h` shows and the
        /// square blurred by a Gaussian of `sigma`. Pixel x's centre is x + 0.5, so it is black by
        /// Φ((c − 40)/σ) − Φ((c − 120)/σ) and its value is 255 × (1 − that).
        static func profileError(_ h: Harness, sigma: Double) -> Double {
            (20..<140).map { x in
                let c = Double(x) + 0.5
                let coverage = phi((c - 40) / sigma) - phi((c - 120) / sigma)
                return abs(Double(h.rgb(x, 50).r) / 255 - (1 - coverage))
            }.max()!
        }

        @Test("A black square blurred by radius 4 on white: each edge's profile is the Gaussian CDF within 3 %; the ink ends 10 px out")
        func edgeProfileIsGaussian() throws {
            let h = try Harness(width: 160, height: 100)
            let square = Self.square
            let stats = h.render { list in
                list.blurred(radius: 4, bounds: square) { $0.fill(square, .black) }
            }
            #expect(stats.blurLayers == 1)
            let worst = Self.profileError(h, sigma: 4)
            #expect(worst < 0.03, "largest difference from the Gaussian: \(worst)")
            // d = floor(4 · 3√(2π)/4 + 0.5) = 8 (even): boxes 8, 8, 9 reach 4 + 3 + 4 = 11 px. The
            // pixel 11 px out gets 1/(8 · 8 · 9) of the edge, 0.44 of a byte, so rounds to white;
            // 10 px out gets 4/576 of it, 1.8 of a byte: the ink ends 10 px outside the square.
            #expect(GaussianBlur.reach(sigma: 4) == 11)
            #expect(h.rgb(40 - 11, 50) == .white && h.rgb(40 - 10, 50) != .white)
            #expect(h.rgb(119 + 11, 50) == .white && h.rgb(119 + 10, 50) != .white)
            #expect(h.inkBounds() ?? (0, 0, 0, 0) == (30, 10, 130, 90))
            // The middle stays black: 3σ inside the edge is beyond the blur's reach too.
            #expect(h.rgb(80, 50) == .black)
        }

        @Test("Translucent colour in a blur group composites as it would sharp: no dark fringe from the transparent layer")
        func translucentColourKeepsItsValue() throws {
            let h = try Harness(width: 100, height: 100)
            let rect = Rect(x: 10, y: 10, width: 80, height: 80)
            h.render { list in
                list.blurred(radius: 2, bounds: rect) { $0.fill(rect, Color(red: 1, green: 0, blue: 0, alpha: 0.5)) }
            }
            // Red at alpha 128/255 over white: (255, 127, 127), as in the sharp case.
            #expect(h.rgb(50, 50).isClose(to: RGB(255, 127, 127)), "got \(h.rgb(50, 50))")
            // The rect's first column: d = 4, boxes 4, 4, 5 leave 0.5875 of the coverage, so alpha
            // 0.5875 × 128 ≈ 75 and green and blue 255 × (1 − 75/255) = 180; red stays 255 (no
            // black from the layer's transparent surround).
            let edge = h.rgb(10, 50)
            // (SDL's software blending loses up to 2 of 255 on the way, as in the sharp case.)
            #expect(edge.r >= 253 && edge.g == edge.b && abs(Int(edge.g) - 180) <= 2, "got \(edge)")
        }

        @Test("The enclosing clip cuts the composite, not the content: a square just outside the clip blurs into it")
        func clipAppliesToTheComposite() throws {
            let h = try Harness(width: 100, height: 40)
            let square = Rect(x: 60, y: 0, width: 40, height: 40)
            h.render { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 60, height: 40)) { list in
                    list.blurred(radius: 3, bounds: square) { $0.fill(square, .black) }
                }
            }
            // σ = 3: d = 6, boxes 6, 6, 7 carry 0.440 of the square to the last pixel inside the
            // clip: 255 × (1 − 0.440) = 143 (the Gaussian: Φ(−0.5/3) = 0.434).
            let inside = h.rgb(59, 20)
            #expect(inside.r > 130 && inside.r < 160, "got \(inside)")
            #expect(h.rgb(60, 20) == .white && h.rgb(99, 20) == .white, "clipped away")
        }

        @Test("The radius is in points: at 2 px per point radius 2 blurs by σ = 4 px; radii under half a pixel draw sharp, without a layer")
        func radiusScalesWithThePixelDensity() throws {
            let h = try Harness(width: 120, height: 60, pixelsPerPoint: 2)
            let square = Rect(x: 20, y: 5, width: 20, height: 20)          // pixels 40..<80 × 10..<50
            let stats = h.render { list in list.blurred(radius: 2, bounds: square) { $0.fill(square, .black) } }
            #expect(stats.blurLayers == 1)
            #expect(h.inkBounds() ?? (0, 0, 0, 0) == (30, 0, 90, 60), "ink 10 px out, as for σ = 4 px (cut by the canvas)")
            let sharp = try Harness(width: 64, height: 64)
            let small = sharp.render { list in
                list.blurred(radius: 0.2, bounds: Rect(x: 10, y: 10, width: 20, height: 20)) { $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), .black) }
            }
            #expect(small.blurLayers == 0)
            #expect(sharp.inkBounds() ?? (0, 0, 0, 0) == (10, 10, 30, 30))
        }

        @Test("Blur groups nest: a square blurred by 3 inside a group blurred by 4 has the profile of one blur by 5 (variances add)")
        func nestedGroupsCompose() throws {
            let h = try Harness(width: 160, height: 100)
            let square = Self.square
            let stats = h.render { list in
                list.blurred(radius: 4, bounds: square) { list in
                    list.blurred(radius: 3, bounds: square) { $0.fill(square, .black) }
                }
            }
            #expect(stats.blurLayers == 2)
            let worst = Self.profileError(h, sigma: 5)
            #expect(worst < 0.03, "largest difference from a Gaussian of σ = 5: \(worst)")
        }

        /// SwiftUI's `blur(radius:opaque:)` with `true`
        /// (https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)): "the blur
        /// renderer permits [no] transparency in the blur output" — each pixel divided by its
        /// alpha (`GraphicsContext.BlurOptions.opaque`), drawn only inside the bounds. The black
        /// square's edge pixels stay black and nothing is drawn outside it; not opaque, the edge
        /// column fades and the ink reaches 10 px out (edgeProfileIsGaussian).
        @Test("An opaque blur keeps full colour to its bounds and draws nothing outside", arguments: [false, true])
        func opaqueBlur(opaque: Bool) throws {
            let h = try Harness(width: 160, height: 100)
            let square = Self.square
            h.render { list in
                list.blurred(radius: 4, bounds: square, opaque: opaque) { $0.fill(square, .black) }
            }
            if opaque {
                #expect(h.rgb(40, 50) == .black && h.rgb(119, 50) == .black && h.rgb(40, 20) == .black && h.rgb(119, 79) == .black)
                #expect(h.rgb(39, 50) == .white && h.rgb(120, 50) == .white && h.rgb(80, 19) == .white && h.rgb(80, 80) == .white)
                #expect(h.inkBounds() ?? (0, 0, 0, 0) == (40, 20, 120, 80))
            } else {
                #expect(h.rgb(40, 50) != .black && h.rgb(39, 50) != .white)
                #expect(h.inkBounds() ?? (0, 0, 0, 0) == (30, 10, 130, 90))
            }
        }

        @Test("A blur group that is never closed still composites at the end of the frame; a stray popBlur is ignored")
        func unbalancedGroups() throws {
            let h = try Harness(width: 64, height: 64)
            let rect = Rect(x: 20, y: 20, width: 20, height: 20)
            let stats = h.render { list in
                list.append(.popBlur)
                list.append(.pushBlur(radius: 2, bounds: rect))
                list.fill(rect, .black)
            }
            #expect(stats.blurLayers == 1)
            #expect(h.rgb(30, 30) == .black && h.rgb(20, 30) != .black && h.rgb(20, 30) != .white)
        }
    }
}
