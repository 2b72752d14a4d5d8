import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Translucent fills and composites blended straight into the canvas's pixels give the
    /// pixels SDL's software renderer gives (fills exactly; composites within 2 per channel: SDL's blitter divides by 256 where this divides by 255).
    @Suite struct SurfaceBlendTests {
        /// Overlapping translucent fills, strokes and rounded panels at several alphas over a
        /// coloured background, inside a clip.
        func scene(_ list: inout DisplayList) {
            list.fill(Rect(x: 0, y: 0, width: 64, height: 32), Color(red: 0.2, green: 0.6, blue: 0.9))
            list.append(.pushClip(Rect(x: 3, y: 2, width: 57, height: 58)))
            for (i, alpha) in [0.02, 0.25, 0.5, 0.73, 0.99].enumerated() {
                let x = Double(i) * 9
                list.fill(Rect(x: x, y: x / 2, width: 30, height: 40), Color(red: 0.9, green: 0.1 * Double(i), blue: 0.3, alpha: alpha))
                list.stroke(Rect(x: x + 3, y: 5, width: 20, height: 50), Color(red: 0, green: 0, blue: 0, alpha: alpha), lineWidth: 1)
            }
            list.fillRounded(Rect(x: 8, y: 20, width: 44, height: 30), radius: 9, Color(red: 0.07, green: 0.08, blue: 0.1, alpha: 0.92))
            list.fillRounded(Rect(x: 30, y: 30, width: 20, height: 20), radius: 10, Color(red: 1, green: 1, blue: 1, alpha: 0.5))
            list.append(.popClip)
        }

        @Test func directBlendingMatchesSDLsSoftwareRenderer() throws {
            let direct = try Harness(), viaSDL = try Harness()
            viaSDL.renderer.directBlending = false
            direct.render(scene)
            viaSDL.render(scene)
            var largest = 0, differing = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let a = direct.rgb(x, y), b = viaSDL.rgb(x, y)
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    largest = max(largest, d)
                    if d > 0 { differing += 1 }
                }
            }
            #expect(largest <= 2, "largest channel difference \(largest) in \(differing) pixels")
            // The plain translucent fills (away from the rounded panels) are bit-identical.
            for y in 2..<20 { for x in 3..<8 { #expect(direct.rgb(x, y) == viaSDL.rgb(x, y)) } }
        }

        /// Translucent outlines (the bounds overlay's: 1 and 2 px sides, overlapping, partly
        /// clipped) are blended as one batch per outline, sides of one pixel through the
        /// single-pixel lanes: bit-identical to SDL's `SDL_BlendFillRect` on every pixel.
        @Test func translucentOutlinesAreBitIdenticalToSDLs() throws {
            func outlines(_ list: inout DisplayList) {
                for i in 0..<16 {
                    list.fill(Rect(x: Double(i) * 4, y: 0, width: 4, height: 64),
                              Color(red: Double(i) / 15, green: 0.4, blue: 1 - Double(i) / 15))
                }
                list.clipped(to: Rect(x: 2, y: 3, width: 59, height: 57)) { inner in
                    for (i, alpha) in [0.03, 0.31, 0.5, 0.9, 0.97].enumerated() {
                        let d = Double(i) * 5
                        let colour = Color(red: 1 - 0.2 * Double(i), green: 0.2 * Double(i), blue: 0.5, alpha: alpha)
                        inner.stroke(Rect(x: d - 3, y: d + 1, width: 40 + d, height: 33 - d), colour, lineWidth: 1)
                        inner.stroke(Rect(x: d + 4.4, y: d + 2.6, width: 17.3, height: 41), colour, lineWidth: i % 2 == 0 ? 2 : 1)
                    }
                }
            }
            let direct = try Harness(), viaSDL = try Harness()
            viaSDL.renderer.directBlending = false
            direct.render(outlines)
            viaSDL.render(outlines)
            var differing = 0
            for y in 0..<64 { for x in 0..<64 where direct.rgb(x, y) != viaSDL.rgb(x, y) { differing += 1 } }
            #expect(differing == 0)
        }
    }
}
