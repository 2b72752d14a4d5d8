import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Materials (issue 36 Must 3): `DrawCommand.backdrop` blurs what is drawn under its rect and
    /// tints it, inside its rounded shape only — UIKit's `UIVisualEffectView`, CSS's
    /// `backdrop-filter` (https://www.w3.org/TR/filter-effects-2/#BackdropFilterProperty).
    @Suite struct BackdropTests {
        /// Black and white columns 2 px wide: any blur wider than a pixel turns them grey.
        static func stripes(_ list: inout DisplayList, width: Int, height: Int) {
            for x in stride(from: 0, to: width, by: 4) {
                list.fill(Rect(x: Double(x), y: 0, width: 2, height: Double(height)), .black)
            }
        }

        @Test("Under the material the stripes are blurred to grey; outside it they stay sharp", arguments: [1.0, 2.0])
        func blursWhatIsBehind(scale: Double) throws {
            let side = Int(64 * scale)
            let h = try Harness(width: side, height: side, pixelsPerPoint: scale)
            h.render { list in
                Self.stripes(&list, width: 64, height: 64)
                list.backdrop(Rect(x: 16, y: 16, width: 32, height: 32), blurRadius: 4, tint: Color(red: 1, green: 1, blue: 1, alpha: 0))
            }
            // Inside (away from the edge): every pixel within a few levels of the stripes' mean grey (127.5).
            for y in Int(24 * scale)..<Int(40 * scale) {
                for x in Int(24 * scale)..<Int(40 * scale) {
                    #expect(abs(Int(h.rgb(x, y).g) - 128) <= 6, "(\(x), \(y)) is \(h.rgb(x, y))")
                }
            }
            // Outside: untouched black and white.
            for x in 0..<Int(12 * scale) { #expect(h.rgb(x, Int(4 * scale)) == .black || h.rgb(x, Int(4 * scale)) == .white) }
        }

        @Test("The tint is laid over the blurred pixels, and a rounded material leaves its corners alone")
        func tintAndCorners() throws {
            let h = try Harness()
            h.render { list in
                Self.stripes(&list, width: 64, height: 64)
                list.backdrop(Rect(x: 8, y: 8, width: 48, height: 48), cornerRadius: 12, blurRadius: 4,
                              tint: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
            }
            // Centre: grey 127.5 under 50 % white → 191.
            #expect(abs(Int(h.rgb(32, 32).g) - 191) <= 5, "\(h.rgb(32, 32))")
            // The pixel at the rect's corner (8, 8) lies outside the 12 pt rounding: still a stripe.
            #expect(h.rgb(8, 8) == .black)
            #expect(h.rgb(10, 8) == .white)
        }

        @Test("A material with no blur is its tint; a non-finite one is refused by validate()")
        func degenerate() throws {
            let h = try Harness()
            h.render { list in
                Self.stripes(&list, width: 64, height: 64)
                list.backdrop(Rect(x: 16, y: 16, width: 32, height: 32), blurRadius: 0, tint: .pureRed)
            }
            #expect(h.rgb(32, 32) == .red, "\(h.rgb(32, 32))")
            var bad = DisplayList()
            bad.backdrop(Rect(x: 0, y: 0, width: 10, height: 10), blurRadius: .nan, tint: .black)
            #expect(bad.validate() != nil)
        }
    }
}
