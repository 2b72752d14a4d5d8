import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Issue 31 H: a `Text` containing U+0000 was measured and drawn only up to the NUL (SDL2_ttf
    /// reads C strings). Core Text, which draws SwiftUI's `Text`, gives control characters no
    /// glyph and no advance (`Text("ab\u{0}cd")` shows "abcd"); so does the renderer now.
    @Suite struct ControlCharacterTests {
        @Test("Measured as if the control characters were not there",
              arguments: ["ab\u{0}cd", "\u{0}abcd", "abcd\u{0}", "a\u{1}b\u{7F}c\u{85}d", "ab\u{1B}cd"])
        func measure(text: String) throws {
            let fonts = try FontLibrary()
            #expect(fonts.measure(text, font: .body) == fonts.measure("abcd", font: .body))
            #expect(fonts.measureBySDLTTF(text, font: .body) == fonts.measureBySDLTTF("abcd", font: .body))
        }

        @Test("Drawn as the same pixels as the text without them", arguments: [TextPath.atlas, .perString])
        func draw(path: TextPath) throws {
            let plain = try Harness(width: 200, height: 40, textPath: path)
            plain.render { $0.text("Hello world", at: Point(x: 4, y: 8), .body, .black) }
            let withNUL = try Harness(width: 200, height: 40, textPath: path)
            withNUL.render { $0.text("Hello\u{0} world", at: Point(x: 4, y: 8), .body, .black) }
            let ink = try #require(plain.inkBounds())
            let other = try #require(withNUL.inkBounds())
            #expect(other.x0 == ink.x0 && other.x1 == ink.x1 && other.y0 == ink.y0 && other.y1 == ink.y1,
                    "the text after the NUL is drawn: \(other) against \(ink)")
            var differing = 0
            for y in 0..<40 { for x in 0..<200 where withNUL.rgb(x, y) != plain.rgb(x, y) { differing += 1 } }
            #expect(differing == 0)
        }

        @Test func stringsWithoutControlsAreReturnedAsTheyAre() {
            #expect(FontLibrary.drawableText("tab\tline\nend\r") == "tab\tline\nend\r")
            #expect(FontLibrary.drawableText("é ü \u{A0} 日本") == "é ü \u{A0} 日本")
            #expect(FontLibrary.drawableText("\u{0}\u{1}\u{9F}") == "")
        }
    }
}
