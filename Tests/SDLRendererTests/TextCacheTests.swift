import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Labels copied from the blended-line cache (SDLRenderer+TextCache.swift) have exactly the
    /// pixels of the same labels blended glyph by glyph (`reusesBlendedText = false`), frame after
    /// frame: over the cleared background, over opaque fills, over translucent fills, pictures-like
    /// rounded shapes and other text (which must not be taken for one colour), cut by clips, with a
    /// background that changes, and when the first command fills the whole canvas.
    @Suite struct TextCacheTests {
        /// Frame `i`: rows scrolling by 7.5 pt a frame, labels over the background and over
        /// opaque bars, a translucent panel and a rounded card with labels on them, overlapping
        /// labels, a clipped label, and (every third frame) a page fill over the whole canvas first.
        static func frame(_ i: Int) -> DisplayList {
            var list = DisplayList()
            if i % 3 == 2 { list.fill(Rect(x: 0, y: 0, width: 300, height: 240), Color(r8: 236, g8: 236, b8: 242)) }
            list.transformed(by: .translation(x: 0, y: -Double(i) * 7.5)) { moved in
                for row in 0..<30 {
                    let y = Double(row) * 24
                    moved.fill(Rect(x: 8, y: y, width: 20, height: 20), row % 2 == 0 ? .blue : .orange)
                    if row % 4 == 1 { moved.fill(Rect(x: 34, y: y, width: 200, height: 22), Color(r8: 30, g8: 30, b8: 40)) }
                    moved.text("Row \(row) — moving", at: Point(x: 36, y: y + 3), .body, row % 4 == 1 ? .white : .primary)
                }
            }
            list.fill(Rect(x: 150, y: 20, width: 120, height: 60), Color.red.opacity(0.4))
            list.text("over a panel", at: Point(x: 160, y: 40), .body, .black)
            list.fillRounded(Rect(x: 150, y: 100, width: 120, height: 40), radius: 12, .green)
            list.text("on a card \(i % 2)", at: Point(x: 156, y: 110), .headline, .white)
            list.text("overlap", at: Point(x: 40, y: 60), FontSpec(sizePoints: 28), .black)
            list.text("overlap", at: Point(x: 46, y: 64), FontSpec(sizePoints: 28), Color.purple.opacity(0.8))
            list.clipped(to: Rect(x: 0, y: 200, width: 90, height: 14)) {
                $0.text("clipped label \(i % 3)", at: Point(x: 4, y: 196), .body, .black)
            }
            return list
        }

        @Test("Cached labels equal labels blended glyph by glyph, frame after frame", arguments: [1.0, 2.0])
        func cachedTextMatchesGlyphByGlyph(pixelsPerPoint: Double) throws {
            let w = Int(300 * pixelsPerPoint), h = Int(240 * pixelsPerPoint)
            let cached = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let reference = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            reference.renderer.reusesBlendedText = false
            for i in 0..<14 {
                let bg: Color = i < 10 ? .white : Color(r8: 250, g8: 246, b8: 240)
                for h in [cached, reference] { h.renderer.background = bg; _ = h.renderer.render(Self.frame(i)) }
                let d = GlyphAtlasTests.compare(cached, reference)
                #expect(d.pixels == 0, "frame \(i): \(d)")
            }
            // The labels over the background and the opaque bars were kept and reused; the ones
            // over the panel, over other text and in a clip of text were not all kept.
            let stats = cached.renderer.blendedTextStats
            #expect(stats.live > 0)
            #expect(stats.made < 14 * 34, "made \(stats.made) lines for 14 frames")
        }

        /// A label that stays put is made once and copied afterwards; one over a translucent fill
        /// is never kept.
        @Test("A label over one colour is made once; over a translucent fill, never")
        func madeOnceOverSolidColour() throws {
            let h = try Harness(width: 200, height: 80)
            for _ in 0..<5 {
                h.render { list in
                    list.text("steady label", at: Point(x: 10, y: 10), .body, .black)
                    list.fill(Rect(x: 0, y: 40, width: 200, height: 40), Color.blue.opacity(0.5))
                    list.text("over glass", at: Point(x: 10, y: 50), .body, .black)
                }
            }
            #expect(h.renderer.blendedTextStats.made == 1)
            #expect(h.renderer.blendedTextStats.live == 1)
        }
    }
}
