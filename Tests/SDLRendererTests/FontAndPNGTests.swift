import CSDL2
#if canImport(Glibc)
import Glibc
#endif
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    @Suite struct FontLibraryTests {
        @Test func missingFontDirectoryNamesTheDebianPackage() {
            do {
                _ = try FontLibrary(fontDirectory: "/nonexistent/fonts")
                Issue.record("expected an error")
            } catch let error as SDLError {
                #expect(error.message.contains("fonts-dejavu-core"), "message: \(error.message)")
                #expect(error.message.contains("DejaVuSans.ttf"))
                #expect(error.description == error.message)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func findsDejaVuInTheDebianDirectory() throws {
            let fonts = try FontLibrary(fontDirectory: "/usr/share/fonts/truetype/dejavu")
            #expect(fonts.regularPath.hasSuffix("DejaVuSans.ttf"))
            #expect(fonts.boldPath.hasSuffix("DejaVuSans-Bold.ttf"))
            #expect(fonts.monoPath.hasSuffix("DejaVuSansMono.ttf"))
        }

        @Test func measuresInPoints() throws {
            let fonts = try FontLibrary()
            let short = fonts.measure("Row", font: .body), long = fonts.measure("Row 1234567", font: .body)
            #expect(short.width > 0 && long.width > short.width)
            #expect(short.height == fonts.lineHeight(.body))
            // DejaVu Sans at 17 px: ascent + descent is 20 px (FreeType metrics, ceil'd).
            #expect(fonts.lineHeight(.body) >= 17 && fonts.lineHeight(.body) <= 22)
            #expect(fonts.measure("Row", font: .headline).width > short.width, "bold is wider")
            // Monospaced: every character advances the same. (SDL2_ttf's width also covers the
            // last glyph's ink, so a wide W may overhang its advance by a pixel.)
            let mono = FontSpec.debug
            #expect(abs(fonts.measure("iiii", font: mono).width - fonts.measure("WWWW", font: mono).width) <= 1)
            #expect(fonts.measure("iiiiiiii", font: mono).width > fonts.measure("WWWW", font: mono).width + 10)
            #expect(fonts.measure("", font: .body) == Size(width: 0, height: fonts.lineHeight(.body)))
            // Fractional sizes are honoured (to a quarter pixel), not rounded to whole points.
            let big = fonts.measure(String(repeating: "M", count: 20), font: FontSpec(sizePoints: 17.5))
            let small = fonts.measure(String(repeating: "M", count: 20), font: .body)
            #expect(big.width > small.width)
        }

        /// `Image(systemName:)`'s glyphs: Font Awesome 4.7 from Debian's `fonts-font-awesome`
        /// (scripts/install-deps.sh installs it). The star (U+F005) is a real glyph there, about
        /// an em wide; in DejaVu that private-use codepoint has none.
        @Test func symbolFaceIsFontAwesome() throws {
            let fonts = try FontLibrary()
            let path = try #require(fonts.symbolPath, "install \(FontLibrary.symbolDebianPackage)")
            #expect(path.hasSuffix("fontawesome-webfont.ttf"))
            let star = "\u{F005}"
            var symbol = FontSpec.body
            symbol.isSymbol = true
            let width = fonts.measure(star, font: symbol).width
            // Font Awesome's star advances 1664/1792 em: 15.8 pt at 17 pt.
            #expect(width >= 14 && width <= 18, "star \(width) pt")
            #expect(fonts.measure(star, font: symbol) != fonts.measure(star, font: .body))
        }

        @Test func librariesShareTTFInitSafely() throws {
            var first: FontLibrary? = try FontLibrary()
            let second = try FontLibrary()
            let before = second.measure("abc", font: .body)
            first = nil                                  // must not TTF_Quit under `second`
            #expect(first == nil)
            #expect(second.measure("abc", font: .body) == before)
            #expect(second.measure("abc", font: FontSpec(sizePoints: 30)).width > before.width)
        }
    }

    @Suite struct PNGTests {
        @Test func savedPNGReadsBackWithTheSamePixels() throws {
            let h = try Harness(width: 32, height: 16)
            h.render {
                $0.fill(Rect(x: 0, y: 0, width: 16, height: 16), Color(r8: 12, g8: 200, b8: 99))
                $0.fill(Rect(x: 16, y: 0, width: 16, height: 16), .pureBlue)
            }
            let path = "/tmp/lazyscroll-sdlrenderer-test-\(getpid()).png"
            defer { unlink(path) }
            try h.canvas.savePNG(to: path)
            let image: UnsafeMutablePointer<SDL_Surface>? = lazyscroll_IMG_Load(path)
            let loaded = try #require(image, "IMG_Load: \(String(cString: SDL_GetError()))")
            defer { SDL_FreeSurface(loaded) }
            let converted: UnsafeMutablePointer<SDL_Surface>? = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
            let argb = try #require(converted)
            defer { SDL_FreeSurface(argb) }
            #expect(argb.pointee.w == 32 && argb.pointee.h == 16)
            func pixel(_ x: Int, _ y: Int) -> UInt32 {
                argb.pointee.pixels!.load(fromByteOffset: y * Int(argb.pointee.pitch) + x * 4, as: UInt32.self)
            }
            let p = h.canvas.pixel(x: 5, y: 5)
            #expect((p.r, p.g, p.b, p.a) == (12, 200, 99, 255))
            #expect(pixel(5, 5) == 0xFF0C_C863)
            #expect(pixel(20, 5) == 0xFF00_00FF)
        }

        @Test func saveFromARendererReadsItsPixels() throws {
            let h = try Harness(width: 8, height: 8)
            h.render { $0.fill(Rect(x: 0, y: 0, width: 4, height: 8), .pureRed) }
            let path = "/tmp/lazyscroll-sdlrenderer-readback-\(getpid()).png"
            defer { unlink(path) }
            try savePNG(renderer: h.canvas.renderer, width: 8, height: 8, to: path)
            let image: UnsafeMutablePointer<SDL_Surface>? = lazyscroll_IMG_Load(path)
            let loaded = try #require(image)
            defer { SDL_FreeSurface(loaded) }
            #expect(loaded.pointee.w == 8 && loaded.pointee.h == 8)
        }

        @Test func unwritablePathThrowsAnErrorNamingIt() throws {
            let canvas = try OffscreenCanvas(widthPixels: 4, heightPixels: 4)
            #expect {
                try canvas.savePNG(to: "/nonexistent-dir/out.png")
            } throws: { error in
                (error as? SDLError)?.message.contains("/nonexistent-dir/out.png") == true
            }
        }

        @Test func canvasRejectsEmptySizes() {
            #expect(throws: SDLError.self) { try OffscreenCanvas(widthPixels: 0, heightPixels: 10) }
        }
    }
}
