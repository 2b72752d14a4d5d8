import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Text through SDL2_ttf: where it lands, the per-string texture cache's hits, misses and LRU
    /// bounds (`textPath: .perString`, the path strings the glyph atlas cannot draw take), and
    /// HiDPI rasterisation.
    @Suite struct TextTests {
        @Test func textDrawsInkInsideItsMeasuredBox() throws {
            let h = try Harness(width: 160, height: 48)
            let origin = Point(x: 10, y: 8)
            let size = h.fonts.measure("Hello", font: .body)
            h.render { $0.text("Hello", at: origin, .body, .black) }
            let ink = try #require(h.inkBounds())
            #expect(ink.x0 >= Int(origin.x) && ink.y0 >= Int(origin.y))
            #expect(ink.x1 <= Int((origin.x + size.width).rounded(.up)) + 1)
            #expect(ink.y1 <= Int((origin.y + size.height).rounded(.up)))
            #expect(ink.x1 - ink.x0 > Int(size.width) / 2, "ink spans most of the advance")
            // Dark, anti-aliased glyph pixels exist.
            var darkest = 255
            for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 { darkest = min(darkest, Int(h.rgb(x, y).r)) } }
            #expect(darkest < 64)
        }

        /// `Image(systemName: "star.fill")` draws Font Awesome's star (U+F005) through the text
        /// path, with the symbol face (atlas and per-string paths alike): solid ink roughly an em
        /// square, where DejaVu (which has no glyph there) would draw a hollow missing-glyph box.
        @Test(arguments: [TextPath.atlas, .perString])
        func symbolGlyphDrawsInk(path: TextPath) throws {
            let h = try Harness(width: 48, height: 48, textPath: path)
            var symbol = FontSpec(sizePoints: 24)
            symbol.isSymbol = true
            h.render { $0.text("\u{F005}", at: Point(x: 8, y: 8), symbol, .black) }
            let ink = try #require(h.inkBounds())
            #expect(ink.x1 - ink.x0 >= 18 && ink.y1 - ink.y0 >= 16, "star ink \(ink)")
            // The star's centre is filled (a missing-glyph box is hollow).
            #expect(h.rgb((ink.x0 + ink.x1) / 2, (ink.y0 + ink.y1) / 2).r < 64)
        }

        @Test func secondRenderOfTheSameListIsACacheHit() throws {
            let h = try Harness(width: 160, height: 48, textPath: .perString)
            var list = DisplayList()
            list.text("Cached", at: Point(x: 4, y: 4), .body, .black)
            let first = h.renderer.render(list)
            #expect(first.textCacheMisses == 1)
            #expect(first.textCacheHits == 0)
            #expect(first.liveTextTextures == 1)
            #expect(first.textCacheBytes > 0)
            let second = h.renderer.render(list)
            #expect(second.textCacheMisses == 0)
            #expect(second.textCacheHits == 1)
            #expect(second.liveTextTextures == 1)
            #expect(second.textCacheBytes == first.textCacheBytes)
            #expect(h.renderer.textCacheStats.textures == 1)
            #expect(h.renderer.textCacheStats.bytes == first.textCacheBytes)
        }

        @Test func opaqueColourIsBakedTranslucentColourIsTinted() throws {
            let h = try Harness(width: 160, height: 48, textPath: .perString)
            // Opaque text is rasterised in its colour (SDL's fast blend path): a new colour is a new entry.
            h.render { $0.text("Tint", at: Point(x: 4, y: 4), .headline, .black) }
            var stats = h.render { $0.text("Tint", at: Point(x: 4, y: 4), .headline, .pureRed) }
            #expect(stats.textCacheHits == 0 && stats.textCacheMisses == 1)
            let ink = try #require(h.inkBounds())
            var reddest = RGB.white
            for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 where h.rgb(x, y).g < reddest.g { reddest = h.rgb(x, y) } }
            #expect(reddest.r == 255 && reddest.g < 64 && reddest.b < 64, "got \(reddest)")
            // Translucent colours share one white texture, tinted per draw.
            h.render { $0.text("Tint", at: Point(x: 4, y: 4), .headline, Color.black.opacity(0.5)) }
            stats = h.render { $0.text("Tint", at: Point(x: 4, y: 4), .headline, Color.pureRed.opacity(0.5)) }
            #expect(stats.textCacheHits == 1 && stats.textCacheMisses == 0)
        }

        @Test func distinctFontsAndScalesAreDistinctEntries() throws {
            let h = try Harness(width: 200, height: 80, textPath: .perString)
            let stats = h.render {
                $0.text("Same", at: Point(x: 0, y: 0), .body, .black)
                $0.text("Same", at: Point(x: 0, y: 20), .headline, .black)
                $0.text("Same", at: Point(x: 0, y: 40), .debug, .black)
                $0.text("Same", at: Point(x: 0, y: 60), .body, .black)         // same font: same entry
            }
            #expect(stats.textCacheMisses == 3)
            #expect(stats.textCacheHits == 1)
            h.renderer.pixelsPerPoint = 2
            let doubled = h.render { $0.text("Same", at: Point(x: 0, y: 0), .body, .black) }
            #expect(doubled.textCacheMisses == 1, "a new scale rasterises anew")
        }

        @Test func leastRecentlyUsedTextureIsEvictedAtTheByteLimit() throws {
            // Measure one texture's bytes, then allow room for two of that size.
            let probe = try Harness(width: 160, height: 48, textPath: .perString)
            let one = probe.render { $0.text("AAAA", at: .zero, .debug, .black) }.textCacheBytes
            #expect(one > 0)

            let h = try Harness(width: 160, height: 48, textCacheLimitBytes: 2 * one, textPath: .perString)
            for s in ["AAAA", "BBBB", "CCCC"] {          // monospaced: equal-sized textures
                let stats = h.render { $0.text(s, at: .zero, .debug, .black) }
                #expect(stats.textCacheMisses == 1)
                #expect(stats.textCacheBytes <= 2 * one)
            }
            #expect(h.renderer.textCacheStats.textures == 2)
            #expect(h.render { $0.text("CCCC", at: .zero, .debug, .black) }.textCacheHits == 1)
            #expect(h.render { $0.text("BBBB", at: .zero, .debug, .black) }.textCacheHits == 1)
            // AAAA was least recently used, so it went first.
            #expect(h.render { $0.text("AAAA", at: .zero, .debug, .black) }.textCacheMisses == 1)
            // …and re-inserting it evicted CCCC (BBBB was touched more recently).
            #expect(h.render { $0.text("BBBB", at: .zero, .debug, .black) }.textCacheHits == 1)
            #expect(h.render { $0.text("CCCC", at: .zero, .debug, .black) }.textCacheMisses == 1)
        }

        @Test func countLimitBoundsTheCacheToo() throws {
            let h = try Harness(width: 160, height: 48, textCacheLimitCount: 3, textPath: .perString)
            let stats = h.render { list in
                for i in 0..<10 { list.text("row \(i)", at: Point(x: 0, y: 0), .caption, .black) }
            }
            #expect(stats.textCacheMisses == 10)
            #expect(stats.liveTextTextures == 3)
            #expect(h.inkCount() > 0)
            h.renderer.purgeTextCache()
            #expect(h.renderer.textCacheStats.textures == 0 && h.renderer.textCacheStats.bytes == 0)
        }

        @Test func releasingTheCanvasFirstEmptiesTheTextCacheSafely() throws {
            // HeadlessRunner-style: a `var canvas` reassigned while the old SDLRenderer lives on.
            let fonts = try FontLibrary()
            var canvas: OffscreenCanvas? = try OffscreenCanvas(widthPixels: 100, heightPixels: 30)
            let renderer = SDLRenderer(renderer: canvas!.renderer, fonts: fonts)
            renderer.textPath = .perString
            var list = DisplayList()
            list.text("Bye", at: .zero, .body, .black)
            _ = renderer.render(list)
            #expect(renderer.textCacheStats.textures == 1)
            canvas = nil                                        // destroys the SDL_Renderer
            #expect(canvas == nil)
            #expect(renderer.textCacheStats.textures == 0)      // textures went first
            // `renderer` is released at the end of the test: with nothing left to destroy.
        }

        @Test func pixelsPerPointTwoRasterisesTextAtTwiceTheSize() throws {
            let h1 = try Harness(width: 200, height: 60, pixelsPerPoint: 1, textPath: .perString)
            let h2 = try Harness(width: 200, height: 60, pixelsPerPoint: 2, textPath: .perString)
            let s1 = h1.render { $0.text("Crisp", at: Point(x: 2, y: 2), .body, .black) }
            let s2 = h2.render { $0.text("Crisp", at: Point(x: 2, y: 2), .body, .black) }
            let ink1 = try #require(h1.inkBounds()), ink2 = try #require(h2.inkBounds())
            let w1 = ink1.x1 - ink1.x0, w2 = ink2.x1 - ink2.x0
            #expect(abs(w2 - 2 * w1) <= 3, "ink widths \(w1) at 1× and \(w2) at 2×")
            // Rasterised (not upscaled) at 2×: about four times the texture bytes.
            let ratio = Double(s2.textCacheBytes) / Double(s1.textCacheBytes)
            #expect(ratio > 3.3 && ratio < 4.7, "byte ratio \(ratio)")
            // Layout measures in points whatever the scale.
            #expect(h1.fonts.measure("Crisp", font: .body) == h2.fonts.measure("Crisp", font: .body))
        }

        @Test func rotatedTextIsDrawnInOneCall() throws {
            let h = try Harness(width: 120, height: 120)
            let stats = h.render { list in
                list.transformed(by: .about(Point(x: 60, y: 60), .rotation(radians: .pi / 2))) {
                    $0.text("Rotated", at: Point(x: 20, y: 52), .body, .black)
                }
            }
            #expect(stats.drawCalls == 1)
            let ink = try #require(h.inkBounds())
            // Turned a quarter: now taller than wide.
            #expect(ink.y1 - ink.y0 > 2 * (ink.x1 - ink.x0), "ink box \(ink)")
        }

        @Test func opacityAppliesToText() throws {
            let h = try Harness(width: 160, height: 48)
            h.render { list in list.withOpacity(0.5) { $0.text("Faint", at: Point(x: 4, y: 4), .headline, .black) } }
            let ink = try #require(h.inkBounds())
            var darkest = 255
            for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 { darkest = min(darkest, Int(h.rgb(x, y).r)) } }
            #expect(darkest >= 120 && darkest <= 135, "darkest glyph pixel \(darkest) ≈ 127 at half opacity")
        }
    }
}
