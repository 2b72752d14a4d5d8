import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension SDLRendererSuites {
    /// The glyph atlas against the per-string path it replaces (one `TTF_RenderUTF8_Blended`
    /// texture per string, kept as `textPath: .perString`): the same list drawn both ways on two
    /// canvases, compared pixel by pixel.
    ///
    /// On a software canvas the atlas blends glyphs itself in the arithmetic of the SDL blitter
    /// the per-string texture goes through, so upright text has exactly the same pixels (0
    /// differing on every line, font, colour and scale below). Documented exceptions, pinned by
    /// the tests: where two glyphs' ink boxes overlap (none do in these lines) SDL2_ttf ORs their
    /// coverage into one surface while the atlas blends one glyph over the other; rotated text is
    /// a quad per glyph instead of one quad, so SDL's triangle rasteriser samples the edges
    /// differently (at most 1 % of the pixels, all inside the label); and without a direct surface
    /// the tint rides on vertex colours, so SDL takes its exact ÷255 modulated blend instead of
    /// the baked texture's >>8 one (every channel within 3).
    @Suite struct GlyphAtlasTests {
        struct Difference: CustomStringConvertible {
            var pixels = 0, total = 0, maxChannel = 0
            /// Where the differing pixels lie (x0, y0, x1, y1), if any.
            var box: (Int, Int, Int, Int)?
            var share: Double { Double(pixels) / Double(max(total, 1)) }
            var description: String { "\(pixels) of \(total) pixels differ (max channel difference \(maxChannel)) in \(box.map { "\($0)" } ?? "nowhere")" }
        }

        static func compare(_ a: Harness, _ b: Harness) -> Difference {
            var d = Difference()
            for y in 0..<a.canvas.heightPixels {
                for x in 0..<a.canvas.widthPixels {
                    let p = a.canvas.pixel(x: x, y: y), q = b.canvas.pixel(x: x, y: y)
                    let m = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                    d.total += 1
                    if m > 0 {
                        d.pixels += 1; d.maxChannel = max(d.maxChannel, m)
                        d.box = d.box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
                    }
                }
            }
            return d
        }

        /// Draws `build` through the atlas and through per-string textures, and compares.
        static func bothPaths(width: Int, height: Int, pixelsPerPoint: Double = 1, background: Color = .white,
                              direct: Bool = true, _ build: (inout DisplayList) -> Void) throws -> (Difference, Harness, RenderStats) {
            let atlas = try Harness(width: width, height: height, pixelsPerPoint: pixelsPerPoint, textPath: .atlas)
            let reference = try Harness(width: width, height: height, pixelsPerPoint: pixelsPerPoint, textPath: .perString)
            for h in [atlas, reference] { h.renderer.background = background; h.renderer.directBlending = direct }
            let stats = atlas.render(build)
            reference.render(build)
            let d = compare(atlas, reference)
            if getenv("LAZYSCROLL_ATLAS_DIFF") != nil { print("atlas vs per-string: \(d)") }
            return (d, atlas, stats)
        }

        static let lines = [
            "Row 12345 — words", "AVATAR Wave, Type To Yo", "Hello, World! (yes) {x} [y]",
            "Photos of the day · 0.91× p50 16.7 ms", "jump ÅÉ ñ ß ø æ — «quoted» ✓ → ≤ ≥",
            "Ωμέγα · Привет", "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
        ]
        static let fonts: [FontSpec] = [.body, .headline, .caption, .debug, FontSpec(sizePoints: 28, weight: .bold), FontSpec(sizePoints: 13.5)]

        @Test("Opaque text through the atlas has the per-string path's pixels", arguments: [1.0, 2.0])
        func opaqueTextMatches(pixelsPerPoint: Double) throws {
            let (d, atlas, stats) = try Self.bothPaths(width: Int(640 * pixelsPerPoint), height: Int(300 * pixelsPerPoint),
                                                       pixelsPerPoint: pixelsPerPoint) { list in
                var y = 2.0
                for (i, font) in Self.fonts.enumerated() {
                    let colour: Color = [.black, .blue, .pureRed, Color(r8: 30, g8: 140, b8: 60)][i % 4]
                    list.text(Self.lines[i % Self.lines.count], at: Point(x: 3, y: y), font, colour)
                    list.text(Self.lines[(i + 3) % Self.lines.count], at: Point(x: 330.4, y: y + 0.3), font, colour)
                    y += 40
                }
            }
            #expect(stats.textCacheHits + stats.textCacheMisses == 2 * Self.fonts.count)
            #expect(atlas.renderer.textCacheStats.textures == 0, "every line went through the atlas")
            #expect(atlas.inkCount() > 5_000)
            #expect(d.pixels == 0, "\(d)")
        }

        @Test("Translucent text and text over colour match too")
        func translucentTextMatches() throws {
            let (d, _, _) = try Self.bothPaths(width: 640, height: 200, background: Color(r8: 40, g8: 90, b8: 200)) { list in
                list.fill(Rect(x: 0, y: 100, width: 640, height: 100), .yellow)
                for (i, line) in Self.lines.prefix(4).enumerated() {
                    list.text(line, at: Point(x: 4, y: 4 + Double(i) * 48), .body, Color.white.opacity(0.6))
                    list.withOpacity(0.5) { $0.text(line, at: Point(x: 320, y: 20 + Double(i) * 48), .headline, .black) }
                }
            }
            #expect(d.pixels == 0, "\(d)")
        }

        @Test("The existing scene test's frame (every command kind, 2×) matches the per-string path")
        func sceneMatches() throws {
            let (d, _, _) = try Self.bothPaths(width: 640, height: 480, pixelsPerPoint: 2,
                                               background: .systemBackground) { $0 = SceneTests.scene() }
            // Only the label rotated by 30° (points 247…287 × 73…113, pixels ×2) may differ.
            let box = d.box ?? (494, 146, 494, 146)
            #expect(box.0 >= 494 && box.1 >= 146 && box.2 <= 574 && box.3 <= 226, "\(d)")
            #expect(d.share <= 0.001, "\(d)")
        }

        @Test("Through SDL_RenderGeometry (no direct surface) the atlas is within SDL's modulated blend of the reference")
        func geometryPathIsClose() throws {
            let (d, atlas, _) = try Self.bothPaths(width: 640, height: 120, direct: false) { list in
                list.text(Self.lines[0], at: Point(x: 4, y: 4), .body, .black)
                list.text(Self.lines[1], at: Point(x: 4, y: 40), .headline, .blue)
                list.text(Self.lines[3], at: Point(x: 4, y: 80), .body, Color.black.opacity(0.5))
            }
            #expect(atlas.inkCount() > 1_000)
            // Colour-modulated quads take SDL's exact ÷255 blend instead of the baked path's >>8.
            #expect(d.maxChannel <= 3, "\(d)")
        }

        @Test("Rotated text takes the per-string texture on both paths: the same pixels")
        func transformedTextLandsWhereTheTextureWould() throws {
            let (d, atlas, _) = try Self.bothPaths(width: 200, height: 200) { list in
                list.transformed(by: .about(Point(x: 100, y: 100), .rotation(radians: .pi / 2))) {
                    $0.text("Rotated", at: Point(x: 60, y: 92), .body, .black)
                }
            }
            let ink = try #require(atlas.inkBounds())
            #expect(ink.y1 - ink.y0 > 2 * (ink.x1 - ink.x0), "ink box \(ink)")
            // Turned text is drawn from the line's texture on either path (TransformedTextTests).
            #expect(d.share <= 0.01, "\(d)")
        }

        @Test("Strings the atlas cannot reproduce fall back to one texture per string")
        func complexScriptsFallBack() throws {
            let h = try Harness(width: 300, height: 60)
            let stats = h.render { list in
                list.text("e\u{301}te\u{301}", at: Point(x: 4, y: 4), .body, .black)   // combining acute accents
                list.text("مرحبا", at: Point(x: 4, y: 30), .body, .black)              // Arabic joins
                list.text("plain", at: Point(x: 150, y: 4), .body, .black)
            }
            #expect(h.renderer.textCacheStats.textures == 2)
            #expect(stats.textCacheMisses == 3)
            #expect(h.inkCount() > 100)
        }

        @Test("Glyphs are rasterised once: a second frame, and other strings of the same glyphs, rasterise nothing")
        func glyphsAreRasterisedOnce() throws {
            let h = try Harness(width: 300, height: 60)
            let first = h.render { $0.text("abc 123", at: Point(x: 4, y: 4), .body, .black) }
            #expect(first.textCacheMisses == 1 && first.liveTextTextures == 1)     // one atlas page
            let second = h.render { list in
                list.text("cab 321", at: Point(x: 4, y: 4), .body, .black)
                list.text("123 abc", at: Point(x: 4, y: 30), .body, .black)
            }
            #expect(second.textCacheMisses == 0 && second.textCacheHits == 2)
            #expect(second.textCacheBytes == first.textCacheBytes)
            let bigger = h.render { $0.text("abc", at: Point(x: 4, y: 4), FontSpec(sizePoints: 28), .black) }
            #expect(bigger.textCacheMisses == 1, "another size is another set of glyphs")
        }

        @Test("A full atlas adds pages, and starts over at the next frame past its limit")
        func atlasAddsPagesAndStartsOver() throws {
            let h = try Harness(width: 200, height: 200)
            // Every printable Latin-1 and Greek/Cyrillic letter at large sizes fills several pages.
            let alphabet = String(String.UnicodeScalarView((0x21...0x7E).compactMap(Unicode.Scalar.init)
                + (0xC0...0x17F).compactMap(Unicode.Scalar.init) + (0x410...0x44F).compactMap(Unicode.Scalar.init)))
            var pages: [Int] = []
            for size in stride(from: 60.0, through: 200, by: 20) {
                let stats = h.render { $0.text(alphabet, at: Point(x: 0, y: 0), FontSpec(sizePoints: size), .black) }
                pages.append(stats.liveTextTextures)
            }
            #expect(pages.first! >= 2, "pages per frame: \(pages)")
            #expect(pages.max()! > 16, "the atlas outgrew its 16 pages within a frame: \(pages)")
            #expect(pages.contains { $0 < pages.max()! && $0 > 0 } , "and started over the next frame: \(pages)")
            #expect(h.renderer.textCacheStats.textures == 0, "all through the atlas")
            let again = h.render { $0.text("abc", at: Point(x: 4, y: 4), .body, .black) }
            #expect(again.textCacheMisses <= 1 && h.inkCount() > 0)
        }

        @Test("Text drawn by the atlas has the width layout measured", arguments: [FontSpec.body, .headline, .debug, .caption])
        func measuredWidthIsDrawnWidth(font: FontSpec) throws {
            let h = try Harness(width: 700, height: 40)
            for line in Self.lines {
                h.render { $0.text(line, at: Point(x: 0, y: 0), font, .black) }
                let ink = try #require(h.inkBounds())
                let measured = h.fonts.measure(line, font: font).width
                // Ink lies inside the advance box: from the first glyph's left bearing to the last one's right.
                #expect(ink.x0 >= 0 && ink.x1 <= Int(measured) + 1, "\(line): ink \(ink.x0)..<\(ink.x1), measured \(measured)")
                #expect(Double(ink.x1 - ink.x0) > measured - 4 * font.sizePoints / 10, "\(line)")
            }
        }
    }
}
