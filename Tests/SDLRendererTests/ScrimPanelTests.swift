import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// A translucent fill with a translucent rounded panel right after it (the help overlay's
    /// scrim and panel) is blended in one pass where they overlap (SDLRenderer+Scrim.swift): the
    /// pixels must be those of drawing the two one after the other. The reference draws the
    /// same commands with an empty opacity group between them, which keeps them apart.
    @Suite struct ScrimPanelTests {
        /// Content with every byte value in each channel under the scrim: a grid of colours,
        /// a translucent square and text.
        static func content(into list: inout DisplayList) {
            for i in 0..<16 {
                for j in 0..<12 {
                    let r = (i * 17) & 0xFF, g = (j * 23) & 0xFF, b = (i * j * 7 + 3) & 0xFF
                    list.fill(Rect(x: Double(i) * 20, y: Double(j) * 20, width: 20, height: 20), Color(r8: r, g8: g, b8: b))
                }
            }
            list.fill(Rect(x: 30, y: 40, width: 90, height: 70), Color(r8: 250, g8: 10, b8: 120, a8: 90))
            list.text("under the scrim", at: Point(x: 40, y: 150), .body, .primary)
        }

        struct Case: CustomStringConvertible {
            var scrim: Color
            var panel: Rect
            var radius: Double
            var panelColor: Color
            var clip: Rect?
            var fuses: Bool
            var description: String { "panel \(panel) r=\(radius) clip \(clip.map { "\($0)" } ?? "none")" }
        }

        static let cases: [Case] = [
            // The help overlay's colours: black at 25 %, OverlayStyle.panel.
            Case(scrim: Color.black.opacity(0.25), panel: Rect(x: 40, y: 30, width: 220, height: 170), radius: 8,
                 panelColor: Color(r8: 18, g8: 20, b8: 26, a8: 235), clip: nil, fuses: true),
            Case(scrim: Color(r8: 200, g8: 120, b8: 40, a8: 77), panel: Rect(x: 13.3, y: 21.6, width: 151.2, height: 98.7), radius: 11.5,
                 panelColor: Color(r8: 255, g8: 255, b8: 255, a8: 14), clip: nil, fuses: true),
            Case(scrim: Color.black.opacity(0.5), panel: Rect(x: 60, y: 50, width: 150, height: 120), radius: 20,
                 panelColor: Color(r8: 90, g8: 210, b8: 120, a8: 128), clip: Rect(x: 0, y: 70, width: 140, height: 300), fuses: true),
            // A panel reaching past the fill: drawn apart.
            Case(scrim: Color.black.opacity(0.25), panel: Rect(x: 200, y: 150, width: 140, height: 120), radius: 8,
                 panelColor: Color(r8: 18, g8: 20, b8: 26, a8: 235), clip: nil, fuses: false),
            // Corners too large for an interior (a pill): drawn apart.
            Case(scrim: Color.black.opacity(0.25), panel: Rect(x: 40, y: 40, width: 100, height: 16), radius: 8,
                 panelColor: Color(r8: 18, g8: 20, b8: 26, a8: 235), clip: nil, fuses: false),
        ]

        @Test("A fill and the panel over it, blended in one pass, have the pixels of two passes",
              arguments: [1.0, 2.0], cases.indices)
        func fusedEqualsSeparate(pixelsPerPoint: Double, index: Int) throws {
            let c = Self.cases[index]
            let w = Int(320 * pixelsPerPoint), h = Int(240 * pixelsPerPoint)
            let fused = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let apart = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            func build(separated: Bool) -> DisplayList {
                var list = DisplayList()
                Self.content(into: &list)
                if let clip = c.clip { list.append(.pushClip(clip)) }
                // The scrim reaches past the canvas, as a window-sized fill under a transform may.
                list.fill(Rect(x: -5, y: 0, width: 330, height: 230), c.scrim)
                if separated { list.append(.pushOpacity(1)); list.append(.popOpacity) }
                list.fillRounded(c.panel, radius: c.radius, c.panelColor)
                if c.clip != nil { list.append(.popClip) }
                list.text("over the panel", at: Point(x: 60, y: 60), .body, .white)
                return list
            }
            _ = fused.renderer.render(build(separated: false))
            _ = apart.renderer.render(build(separated: true))
            let d = GlyphAtlasTests.compare(fused, apart)
            #expect(d.pixels == 0, "\(c) at \(pixelsPerPoint)×: \(d)")
            #expect((fused.renderer.fusedPixels > 0) == c.fuses, "fused \(fused.renderer.fusedPixels) pixels")
            #expect(apart.renderer.fusedPixels == 0)
        }

        /// The interior shared with the help overlay's panel at 2×: the panel's box less its
        /// corner squares of ⌈16⌉ + 1 = 17 pixels (radius 8 pt at 2×): 440 × 340 pixels less
        /// four 17 × 17 squares.
        @Test func fusedPixelsAreThePanelInterior() throws {
            let h = try Harness(width: 640, height: 480, pixelsPerPoint: 2)
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color.black.opacity(0.25))
            list.fillRounded(Rect(x: 40, y: 30, width: 220, height: 170), radius: 8, Color(r8: 18, g8: 20, b8: 26, a8: 235))
            _ = h.renderer.render(list)
            #expect(h.renderer.fusedPixels == 440 * 340 - 4 * 17 * 17)
        }
    }
}
