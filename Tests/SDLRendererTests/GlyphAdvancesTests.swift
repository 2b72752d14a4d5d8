import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `FontLibrary.measure` computes widths from glyph metrics cached per font (the arithmetic
    /// of SDL2_ttf's line layout) instead of shaping each string: it must give `TTF_SizeUTF8`'s
    /// width, to the pixel, or layout would place text where the renderer does not draw it.
    @Suite struct GlyphAdvancesTests {
        /// Every printable ASCII character alone and next to each of a few neighbours (kerning
        /// pairs among them), labels as the lists draw them, and the atlas's test lines.
        static let strings: [String] = {
            let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
            var strings = printable
            for neighbour in ["A", "V", "T", "o", "f", " ", "."] { strings += printable.map { $0 + neighbour } }
            strings += (0..<40).map { i in "Row \(i * 24_691)" + [" — a short one", " · two", ""][i % 3] }
            strings += [
                "Row 12345 — words", "AVATAR Wave, Type To Yo", "Hello, World! (yes) {x} [y]",
                "Photos of the day · 0.91× p50 16.7 ms", "jump ÅÉ ñ ß ø æ — «quoted» ✓ → ≤ ≥",
                "Ωμέγα · Привет", "Lorem ipsum dolor sit amet, consectetur adipiscing elit",
                "   leading and trailing spaces   ", "ffi fl fj office waffle", "Ag", "W", "j",
            ]
            return strings
        }()

        @Test("Widths from cached glyph metrics are TTF_SizeUTF8's, to the pixel",
              arguments: [FontSpec.body, .headline, .caption, .debug, FontSpec(sizePoints: 28, weight: .bold),
                          FontSpec(sizePoints: 13.5), FontSpec(sizePoints: 9, monospaced: true)])
        func matchesSDLTTF(font: FontSpec) throws {
            let fonts = try FontLibrary()
            var differing: [String] = []
            for string in Self.strings {
                let cached = fonts.measure(string, font: font), reference = fonts.measureBySDLTTF(string, font: font)
                if cached != reference { differing.append("\"\(string)\": \(cached.width) vs \(reference.width)") }
            }
            #expect(differing.isEmpty, "\(differing.count) of \(Self.strings.count) differ: \(differing.prefix(8))")
            // Asked again (metrics cached now), the same.
            for string in Self.strings.suffix(12) { #expect(fonts.measure(string, font: font) == fonts.measureBySDLTTF(string, font: font)) }
        }

        @Test("Strings the metrics cannot lay out are measured by SDL2_ttf")
        func complexScriptsFallBack() throws {
            let fonts = try FontLibrary()
            // A combining mark, Arabic (joined, right to left), a control character.
            for string in ["e\u{301}te\u{301}", "مرحبا", "tab\there"] {
                #expect(fonts.measure(string, font: .body) == fonts.measureBySDLTTF(string, font: .body), "\(string)")
            }
            #expect(fonts.measure("", font: .body) == Size(width: 0, height: fonts.lineHeight(.body)))
        }
    }
}
