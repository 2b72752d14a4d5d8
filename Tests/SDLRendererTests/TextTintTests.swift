import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// The per-string text textures are white and tinted per draw, except opaque upright text,
    /// whose colour is baked in; opaque *white* baked is the same texture as the tinted one.
    /// A user's photo grid found the bug this pins: `Image(systemName: "heart.fill")
    /// .foregroundStyle(.white).shadow(radius: 2)` drew the heart dark — the shadow's
    /// translucent black tint stayed on the shared texture, and the white draw, baked, did not
    /// set it back — and every white heart after it in the window too.
    @Suite struct TextTintTests {
        @Test("A white label drawn after its translucent shadow (a blur group) is white, in this frame and the next",
              arguments: [TextPath.atlas, .perString], [1, 2])
        func whiteAfterTranslucentShadow(path: TextPath, frames: Int) throws {
            let h = try Harness(width: 100, height: 100, textPath: path)
            var symbol = FontSpec(sizePoints: 17)
            symbol.isSymbol = true
            let green = Color(r8: 0x34, g8: 0xC7, b8: 0x59)
            // What `.shadow(radius: 2)` lowers to (the view layer's display list for the heart).
            func frame(_ list: inout DisplayList) {
                list.append(.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), green))
                list.text("\u{F004}", at: Point(x: 10, y: 10), symbol, .white)
                list.append(.pushBlur(radius: 1, bounds: Rect(x: 60, y: 60, width: 10.2, height: 20.4)))
                list.text("\u{F004}", at: Point(x: 60, y: 60), symbol, Color(r8: 0, g8: 0, b8: 0, a8: 0x54))
                list.append(.popBlur)
                list.text("\u{F004}", at: Point(x: 60, y: 60), symbol, .white)
            }
            for _ in 0..<frames { h.render(frame) }
            // The green's red channel is 0x34 = 52; a white heart's solid middle is 255.
            func brightestRed(_ x0: Int, _ y0: Int) -> Int {
                var brightest = 0
                for y in y0..<(y0 + 30) { for x in x0..<(x0 + 30) { brightest = max(brightest, Int(h.rgb(x, y).r)) } }
                return brightest
            }
            #expect(brightestRed(5, 5) > 240, "the heart before the shadow")
            #expect(brightestRed(55, 55) > 240, "the heart over its shadow")
        }
    }
}
