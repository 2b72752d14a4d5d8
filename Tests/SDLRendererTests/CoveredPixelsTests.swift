import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// A translucent rounded shape right under an opaque one (a card's drop shadow under the
    /// card: `.background(card).background(shadow.offset(y: 3))`) leaves alone the pixels the
    /// card then overwrites. The frame's pixels are the same as drawing every shadow pixel —
    /// the reference draws the same list with a no-op command between the two, which the look
    /// ahead does not see past.
    @Suite struct CoveredPixelsTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var card: Rect
            var radius: Double
            var shadowOffset: (x: Double, y: Double)
            /// The shadow's corner radius when it differs from the card's.
            var shadowRadius: Double?
            var cardColor = Color(red: 1, green: 1, blue: 1)
            var groupOpacity = 1.0
            var scale = 1.0
            /// Whether any shadow pixel may be skipped.
            var skips = true
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "card 16 pt corners, shadow 3 pt down", card: Rect(x: 6, y: 5, width: 40, height: 44), radius: 16, shadowOffset: (0, 3)),
            Case(name: "fractional position, shadow up and left", card: Rect(x: 7.3, y: 4.6, width: 37.4, height: 41.2), radius: 9.5,
                 shadowOffset: (-2.5, -4.25)),
            Case(name: "at 2x", card: Rect(x: 3.25, y: 6, width: 24, height: 20), radius: 6, shadowOffset: (1, 3), scale: 2),
            Case(name: "square card (a plain fill) on a rounded shadow", card: Rect(x: 10, y: 10, width: 30, height: 30), radius: 0.2,
                 shadowOffset: (0, 2), shadowRadius: 4),
            Case(name: "shadow far off the card", card: Rect(x: 2, y: 2, width: 20, height: 20), radius: 4, shadowOffset: (30, 30), skips: false),
            Case(name: "translucent card", card: Rect(x: 6, y: 5, width: 40, height: 44), radius: 16, shadowOffset: (0, 3),
                 cardColor: Color(red: 1, green: 1, blue: 1, alpha: 0.9), skips: false),
            Case(name: "card under group opacity", card: Rect(x: 6, y: 5, width: 40, height: 44), radius: 16, shadowOffset: (0, 3),
                 groupOpacity: 0.8, skips: false),
        ]

        /// Stripes and a translucent panel under the card, so a skipped pixel that the card did
        /// not overwrite would show.
        func draw(_ c: Case, reference: Bool, into list: inout DisplayList) {
            for i in 0..<8 {
                list.fill(Rect(x: Double(i) * 8, y: 0, width: 4, height: 64), Color(red: 0.1 * Double(i), green: 0.5, blue: 0.9))
            }
            list.fillRounded(Rect(x: 0, y: 30, width: 64, height: 20), radius: 5, Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.6))
            list.withOpacity(c.groupOpacity) { group in
                group.transformed(by: .translation(x: c.shadowOffset.x, y: c.shadowOffset.y)) {
                    $0.fillRounded(c.card, radius: c.shadowRadius ?? c.radius, Color(red: 0, green: 0, blue: 0, alpha: 0.12))
                }
                if reference { group.fill(Rect(x: 0, y: 0, width: 0, height: 0), .white) }
                group.fillRounded(c.card, radius: c.radius, c.cardColor)
            }
        }

        @Test(arguments: cases)
        func shadowUnderAnOpaqueCardDrawsTheSamePixels(_ c: Case) throws {
            let side = Int(64 * c.scale)
            let skipping = try Harness(width: side, height: side, pixelsPerPoint: c.scale)
            let drawingAll = try Harness(width: side, height: side, pixelsPerPoint: c.scale)
            for _ in 0..<2 {                    // the second frame copies the cached composites
                skipping.render { draw(c, reference: false, into: &$0) }
                drawingAll.render { draw(c, reference: true, into: &$0) }
            }
            var differing = 0
            for y in 0..<side { for x in 0..<side where skipping.rgb(x, y) != drawingAll.rgb(x, y) { differing += 1 } }
            #expect(differing == 0)
            #expect(drawingAll.renderer.skippedCoveredPixels == 0)
            if c.skips {
                // The card's box less its corner squares, in both frames, where the shadow meets it.
                #expect(skipping.renderer.skippedCoveredPixels > 0)
            } else {
                #expect(skipping.renderer.skippedCoveredPixels == 0)
            }
        }

        /// The gallery's card at 1×: the shadow (180 × 500 pt, 16 pt corners, 3 pt down) is
        /// blended on its bottom strip and corners only. Covered: rows 3…482 of the shadow
        /// that lie on the card's rows 17…482 (full width, 180 px) and on its corner rows
        /// 3…16 and 483…499 … exactly: the card's box minus its corner squares of 17 px
        /// (16 + 1), intersected with the shadow's box.
        @Test func galleryCardSkipsAllButTheShadowsRim() throws {
            let h = try Harness(width: 200, height: 520)
            let card = Rect(x: 10, y: 5, width: 180, height: 500)
            h.render { list in
                list.transformed(by: .translation(x: 0, y: 3)) {
                    $0.fillRounded(card, radius: 16, Color(red: 0, green: 0, blue: 0, alpha: 0.12))
                }
                list.fillRounded(card, radius: 16, .white)
            }
            // Shadow rows 8..<508, card rows 5..<505; card corner squares 17 px.
            // Rows 8..<22 (card corner rows 5..<22): 180 − 34 = 146 columns; rows 22..<488: 180;
            // rows 488..<505: 146.
            let expected = (22 - 8) * 146 + (488 - 22) * 180 + (505 - 488) * 146
            #expect(h.renderer.skippedCoveredPixels == expected)
        }
    }
}
