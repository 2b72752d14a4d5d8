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

        static let slopedSegments = [(Point(x: 3.2, y: 40.7), Point(x: 58.9, y: 7.3)), (Point(x: 60, y: 60), Point(x: 10.4, y: 21)),
                                     (Point(x: 5, y: 5), Point(x: 9, y: 58.5))]

        /// With anti-aliasing off, thick sloped lines filled straight into the surface cover
        /// exactly the pixels whose centres lie inside the line's quad (its axis ± half the
        /// width, between its ends), opaque ones in the line's colour, translucent ones blended
        /// as a translucent fill is. (SDL's triangle rasteriser, which drew them before, snaps the
        /// quad's corners to whole pixels first, so its edges differed by up to a pixel.)
        @Test(arguments: [(1.0, 1.5, 1.0), (2.0, 1.5, 1.0), (1.0, 3, 0.5), (2.0, 2.25, 1.0)])
        func thickSlopedLinesCoverThePixelCentresInsideTheirQuad(scale: Double, width: Double, alpha: Double) throws {
            let segments = Self.slopedSegments
            let side = Int(64 * scale)
            for (a, b) in segments {
                let colour = Color(red: 0, green: 0, blue: 0, alpha: alpha)
                let direct = try Harness(width: side, height: side, pixelsPerPoint: scale)
                direct.renderer.antialiasing = false
                direct.render { $0.append(.line(from: a, to: b, colour, lineWidth: width)) }
                let ax = a.x * scale, ay = a.y * scale, bx = b.x * scale, by = b.y * scale
                let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                let ux = (bx - ax) / length, uy = (by - ay) / length, half = width * scale / 2
                let ink = RGB(UInt8(255 - Int((255 * alpha).rounded())), UInt8(255 - Int((255 * alpha).rounded())),
                              UInt8(255 - Int((255 * alpha).rounded())))
                var wrong = 0, inside = 0
                for y in 0..<side {
                    for x in 0..<side {
                        let px = Double(x) + 0.5 - ax, py = Double(y) + 0.5 - ay
                        let along = px * ux + py * uy, across = abs(-px * uy + py * ux)
                        // Centres within 10⁻⁶ of the boundary may go either way.
                        if abs(across - half) < 1e-6 || abs(along) < 1e-6 || abs(along - length) < 1e-6 { continue }
                        let shouldInk = across < half && along > 0 && along < length
                        if shouldInk { inside += 1 }
                        let got = direct.rgb(x, y)
                        if shouldInk ? !got.isClose(to: ink, tolerance: 1) : got != .white { wrong += 1 }
                    }
                }
                #expect(inside > 0 && wrong == 0, "\(wrong) pixels wrong of \(inside) inside, \(a)–\(b)")
                // The area is the quad's, length × width (SDL's snapped corners left thin lines
                // thinner: 56 pixels for the first segment at 1× and 1.5 pt, against 97 here).
                let area = length * width * scale, inked = Double(direct.inkCount())
                #expect(abs(inked - area) <= 0.1 * area, "inked \(inked), area \(area)")
            }
        }

        /// Anti-aliased (the default), a sloped line darkens each pixel by the share of the pixel's
        /// square its quad covers (issue 36: the fold diagrams' diagonals were jagged). The
        /// reference coverage is a 16 × 16 supersample of each pixel; the renderer measures 4
        /// scanlines a row with exact horizontal spans, so a pixel may differ by up to 1/8 where
        /// an edge crosses it steeply — 0.15 allowed — and the ink in total is the quad's area.
        /// The hairline (1 pt at 1×) is drawn as a 1-pixel quad the same way.
        @Test(arguments: [(1.0, 1.5), (2.0, 1.5), (1.0, 3), (1.0, 1), (2.0, 2.25)])
        func antialiasedSlopedLinesInkByCoverage(scale: Double, width: Double) throws {
            let side = Int(64 * scale)
            for (a, b) in Self.slopedSegments {
                let h = try Harness(width: side, height: side, pixelsPerPoint: scale)
                h.render { $0.append(.line(from: a, to: b, .black, lineWidth: width)) }
                let ax = a.x * scale, ay = a.y * scale, bx = b.x * scale, by = b.y * scale
                let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                let ux = (bx - ax) / length, uy = (by - ay) / length, half = max(1, width * scale) / 2
                var worst = 0.0, ink = 0.0, partial = 0
                for y in 0..<side {
                    for x in 0..<side {
                        var covered = 0
                        for sy in 0..<16 {
                            for sx in 0..<16 {
                                let px = Double(x) + (Double(sx) + 0.5) / 16 - ax, py = Double(y) + (Double(sy) + 0.5) / 16 - ay
                                let along = px * ux + py * uy, across = abs(-px * uy + py * ux)
                                if across < half && along > 0 && along < length { covered += 1 }
                            }
                        }
                        let expected = Double(covered) / 256
                        let got = 1 - Double(h.rgb(x, y).g) / 255
                        worst = max(worst, abs(got - expected))
                        ink += got
                        if got > 0.05 && got < 0.95 { partial += 1 }
                    }
                }
                let area = length * max(1, width * scale)
                #expect(worst <= 0.15, "a pixel is off its coverage by \(worst), \(a)–\(b)")
                #expect(abs(ink - area) <= 0.03 * area, "ink \(ink), area \(area)")
                #expect(partial > Int(length), "edges are blended, not stepped: \(partial) partial pixels")
            }
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
