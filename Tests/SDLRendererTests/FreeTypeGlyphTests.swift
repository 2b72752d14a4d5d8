import CFreeType
import CSDL2
import DisplayList
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Plain text is measured and drawn from FreeType's glyphs with SDL2_ttf's arithmetic
    /// (`lazyscroll_ft_*`, CFreeType's header), so that a process that shows only such text never
    /// loads SDL2_ttf, HarfBuzz and GLib (Documentation/Memory.md, "This round (rss2)"). Every
    /// number and every coverage byte must be SDL2_ttf 2.20's own: these tests open each face
    /// both ways and compare them, for every code point of Latin-1 and Latin Extended, and a
    /// sample of every other range the atlas draws (`GlyphAtlas.isSimple`).
    @Suite struct FreeTypeGlyphTests {
        /// The code points compared: all of 0x20–0x7E and 0xA0–0x2FF, every 7th of the rest.
        static let codePoints: [UInt32] = {
            var points = Array(UInt32(0x20)...0x7E) + Array(UInt32(0xA0)...0x2FF)
            for range in [UInt32(0x370)...0x482, 0x48A...0x4FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x2BFF] {
                points += stride(from: range.lowerBound, through: range.upperBound, by: 7)
            }
            return points
        }()

        /// Faces × quarter-pixel sizes × SDL2_ttf's synthetic oblique: body (17 pt = 68 quarter
        /// pixels) at 1× and 2×, a caption (12 pt), an odd fractional size (13.25 px), large bold,
        /// mono, serif, and italic drawn by slanting an upright face.
        static let keys: [FontKey] = [
            FontKey(face: .regular, quarterPixels: 68), FontKey(face: .regular, quarterPixels: 136),
            FontKey(face: .regular, quarterPixels: 48), FontKey(face: .regular, quarterPixels: 53),
            FontKey(face: .bold, quarterPixels: 68), FontKey(face: .bold, quarterPixels: 224),
            FontKey(face: .mono, quarterPixels: 52), FontKey(face: .serif, quarterPixels: 68),
            FontKey(face: .regular, quarterPixels: 68, slanted: true), FontKey(face: .bold, quarterPixels: 136, slanted: true),
        ]

        @Test("Ascent, height, glyph metrics and coverage are SDL2_ttf's", arguments: keys)
        func glyphsAreSDLTTFs(key: FontKey) throws {
            let fonts = try FontLibrary()
            let font = try #require(fonts.font(key), "SDL2_ttf opens \(key)")
            let face = try #require(fonts.freeTypeFace(key), "FreeType opens \(key)")
            #expect(face.pointee.ascent == lazyscroll_TTF_FontAscent(font))
            #expect(face.pointee.height == lazyscroll_TTF_FontHeight(font))
            var mismatches: [String] = []
            var inked = 0, shaped = 0
            for scalar in Self.codePoints {
                let (ttf, a) = Self.metrics { lazyscroll_TTF_GlyphMetrics32(font, scalar, &$0, &$1, &$2, &$3, &$4) }
                let (ft, b) = Self.metrics { lazyscroll_ft_glyph_metrics(face, UInt(scalar), &$0, &$1, &$2, &$3, &$4) }
                if ft == LAZYSCROLL_FT_NEEDS_SHAPING { shaped += 1; continue }       // SDL2_ttf draws it (type notes)
                guard (ttf == 0) == (ft == 0), a == b else {
                    mismatches.append("U+\(String(scalar, radix: 16)) metrics \(a) \(b)")
                    continue
                }
                let width = Int(a[1] - a[0]), height = Int(a[3] - a[2])
                guard ttf == 0, width > 0, height > 0 else { continue }
                let reference = Self.sdlTTFCoverage(font, scalar, minX: a[0], maxY: a[3], ascent: face.pointee.ascent,
                                                     width: width, height: height)
                var coverage = [UInt8](repeating: 0xAA, count: width * height)
                let rendered = coverage.withUnsafeMutableBufferPointer {
                    lazyscroll_ft_glyph_coverage(face, UInt(scalar), a[0], a[3], Int32(width), Int32(height), $0.baseAddress)
                }
                if rendered != 0 || coverage != reference { mismatches.append("U+\(String(scalar, radix: 16)) coverage") }
                if reference.contains(where: { $0 > 0 }) { inked += 1 }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
            // The comparison saw ink (a glyph with no coverage in either would compare equal): of
            // the 1,194 code points, 995 glyphs with ink in DejaVu Sans (regular and bold, upright
            // and slanted, at every size), 900 in Serif, 856 in Sans Mono.
            #expect(inked > 850, "\(inked) glyphs with ink")
            // Code points the face has no glyph for (HarfBuzz composes some from a base and a mark)
            // and the soft hyphen are left to SDL2_ttf: of the 1,194, 197 in DejaVu Sans (regular
            // and bold), 292 in Serif, 336 in Sans Mono (most in the symbol blocks).
            #expect(shaped < 400, "\(shaped) left to SDL2_ttf")
        }

        /// A glyph-metrics call's status and its five values (minx, maxx, miny, maxy, advance).
        static func metrics(_ call: (inout Int32, inout Int32, inout Int32, inout Int32, inout Int32) -> Int32) -> (Int32, [Int32]) {
            var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
            let status = call(&minX, &maxX, &minY, &maxY, &advance)
            return (status, [minX, maxX, minY, maxY, advance])
        }

        /// The alpha of `TTF_RenderGlyph32_Blended(font, scalar, white)` in the glyph's box, as
        /// the atlas read it before this round: from column max(minx, 0), row max(ascent − maxy, 0).
        static func sdlTTFCoverage(_ font: OpaquePointer, _ scalar: UInt32, minX: Int32, maxY: Int32, ascent: Int32,
                                   width: Int, height: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: width * height)
            guard let surface = lazyscroll_TTF_RenderGlyph32_Blended(font, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return [] }
            defer { SDL_FreeSurface(surface) }
            let s = surface.pointee
            let sx = Int(max(minX, 0)), sy = Int(max(ascent - maxY, 0))
            for row in 0..<min(height, Int(s.h) - sy) {
                let line = (s.pixels + (sy + row) * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
                for column in 0..<min(width, Int(s.w) - sx) { out[row * width + column] = UInt8(line[sx + column] >> 24) }
            }
            return out
        }

        /// A string of plain text is measured and drawn without SDL2_ttf: no SDL2_ttf font is
        /// opened; a string that needs shaping (a combining acute accent) opens one.
        @Test func plainTextOpensNoSDLTTFFont() throws {
            let fonts = try FontLibrary()
            let size = fonts.measure("Row 12345 — Ωж ✓", font: .body)
            #expect(size.width > 0 && size.height == fonts.lineHeight(.body))
            let atlas = GlyphAtlas()
            let table = try #require(atlas.fontGlyphs(.body, pixelScale: 2, library: fonts))
            #expect(atlas.layout("Row 12345 — Ωж ✓", in: table, library: fonts) != nil)
            #expect(fonts.sdlTTFFontCount == 0)
            #expect(lazyscroll_library_is_loaded(LAZYSCROLL_FREETYPE_SONAME) == 1)
            _ = fonts.measure("e\u{301}", font: .body)
            #expect(fonts.sdlTTFFontCount == 1)
        }

        /// The FreeType functions the library calls are all found in the installed FreeType.
        @Test func theFreeTypeFunctionsWeCallAreFound() {
            #expect(lazyscroll_ft_functions_found() == 1)
        }

        /// A face FreeType cannot open (here: a file that is no font) gives no face, and its
        /// text goes to SDL2_ttf, which fails too: nothing is measured, nothing crashes.
        @Test func aFaceThatCannotBeOpenedGivesNil() throws {
            let fonts = try FontLibrary()
            var error: Int32 = 0
            #expect(lazyscroll_ft_open(fonts.freeType, "/proc/self/status", 68, 18, 18, 0, &error) == nil)
            #expect(error != 0)
            #expect(lazyscroll_ft_open(fonts.freeType, "/nonexistent/font.ttf", 68, 18, 18, 0, &error) == nil)
            #expect(error != 0)
        }
    }
}
