import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// A `.bar` material on a pinned header, drawn as a scroll view draws it (issue 36 Must 3):
    /// the rows first, each under its translation, in the viewport's clip; the header after them
    /// with its backdrop. What scrolls under the header must come out as a haze, frame after frame
    /// (the second frame clears only the first one's damage boxes).
    @Suite struct BackdropInScrollViewTests {
        /// `.bar`: a 12 pt Gaussian under 78 % of 0.98 white (Views/Material.swift).
        static let barTint = Color(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.78)

        static func frame(_ list: inout DisplayList, rowsOffset: Double) {
            let viewport = Rect(x: 0, y: 0, width: 300, height: 160)
            list.fill(viewport, Color(red: 0.965, green: 0.957, blue: 0.941))            // the page
            list.clipped(to: viewport) { list in
                for row in 0..<6 {
                    list.transformed(by: .translation(x: 16, y: Double(row) * 40 - rowsOffset)) { list in
                        list.fillRounded(Rect(x: 0, y: 0, width: 268, height: 36), radius: 8, .white)
                        list.text("Fold the paper in half again \(row)", at: Point(x: 8, y: 10), .caption, .black)
                    }
                }
                list.transformed(by: .identity) { list in
                    list.backdrop(Rect(x: 0, y: 0, width: 300, height: 56), blurRadius: 12, tint: barTint)
                }
            }
        }

        @Test("Text scrolled under a .bar header is smeared to a haze: the band's greens vary by a few levels", arguments: [1.0, 2.0])
        func textUnderTheBarIsAHaze(scale: Double) throws {
            let h = try Harness(width: Int(300 * scale), height: Int(160 * scale), pixelsPerPoint: scale)
            for (i, offset) in [0.0, 7.0, 13.0].enumerated() {
                h.render { Self.frame(&$0, rowsOffset: offset) }
                // Rows 16 … 40 pt of the 56 pt header (away from its bottom edge, where the rows
                // below bleed in), every column: black 12 pt text on white cards under a σ = 12
                // Gaussian spreads to within a few levels; sharp text under 78 % white would
                // still span ~0.22 × 255 ≈ 56 levels.
                var low = 255, high = 0
                for y in Int(16 * scale)..<Int(40 * scale) {
                    for x in Int(24 * scale)..<Int(276 * scale) {
                        let g = Int(h.rgb(x, y).g)
                        low = min(low, g); high = max(high, g)
                    }
                }
                #expect(high - low <= 12, "frame \(i): greens \(low)…\(high)")
            }
        }

        /// At the window's top edge the blur has nothing above to average (it counts it as
        /// transparent), so its alpha falls toward the edge; the blurred copy is put back opaque,
        /// else the sharp text under it shows through there. Rows scrolled 13 pt up put row 0's
        /// text at −3 … 9 pt, against the edge.
        @Test("Text at the window's edge under a .bar is a haze too: the blurred copy is opaque", arguments: [1.0, 2.0])
        func textAtTheTopEdgeIsAHaze(scale: Double) throws {
            let h = try Harness(width: Int(300 * scale), height: Int(160 * scale), pixelsPerPoint: scale)
            h.render { Self.frame(&$0, rowsOffset: 13) }
            // Rows 0 … 16 pt: neighbouring columns within a glyph's width (2 px at 1×) would
            // differ by up to 0.22 × 255 ≈ 56 levels where the text shows through; blurred
            // horizontally by σ = 12 pt they differ by a level or two.
            var steepest = 0
            for y in 0..<Int(16 * scale) {
                for x in Int(24 * scale)..<Int(276 * scale) {
                    steepest = max(steepest, abs(Int(h.rgb(x, y).g) - Int(h.rgb(x + Int(2 * scale), y).g)))
                }
            }
            #expect(steepest <= 3, "greens change by \(steepest) levels over 2 pt")
        }
    }
}
