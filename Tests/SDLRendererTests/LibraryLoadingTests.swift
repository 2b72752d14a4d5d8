import CSDL2
#if canImport(Glibc)
import Glibc
#endif
import DisplayList
@testable import SDLRenderer
import Testing

/// SDL2_image and SDL2_ttf are loaded on first use (`lazyscroll_IMG_*`, `lazyscroll_TTF_*` in
/// CSDL2's shim.h), not linked: a process that reads no picture does not load SDL2_image and its
/// nine codec libraries (about 0.8 MiB of peak RSS in `lazyscroll`), one that sets only text that
/// needs no shaping does not load SDL2_ttf, HarfBuzz and GLib (about 1.5 MiB; FreeType alone draws
/// it: `FreeTypeGlyphTests`; Documentation/Memory.md, "This round (rss)" and "This round (rss2)").
extension SDLRendererSuites {
    @Suite struct LibraryLoadingTests {
        /// The test binary links CSDL2 as `lazyscroll` does: SDL2 is among its ELF `DT_NEEDED`
        /// entries, SDL2_image and SDL2_ttf are not (linked, both were).
        @Test func onlySDL2IsAmongTheLinkedSDLLibraries() throws {
            let needed = try ELFNeeded.of(path: "/proc/self/exe")
            #expect(needed.contains { $0.hasPrefix("libSDL2-2.0.so") }, "DT_NEEDED: \(needed)")
            #expect(!needed.contains { $0.hasPrefix("libSDL2_image") }, "DT_NEEDED: \(needed)")
            #expect(!needed.contains { $0.hasPrefix("libSDL2_ttf") }, "DT_NEEDED: \(needed)")
        }

        /// Text measured by SDL2_ttf (text that needs shaping) initialises SDL2_ttf through the
        /// library loaded on first use: "Hello" in DejaVu Sans at body size is wider than it is
        /// tall and as tall as the face's line (its height, `TTF_FontHeight`). (Making a font
        /// library no longer loads it: plain text is FreeType's, `FreeTypeGlyphTests`.)
        @Test func textMeasuredBySDL2TTFLoadsIt() throws {
            let fonts = try FontLibrary()
            #expect(fonts.sdlTTFFontCount == 0)
            let size = fonts.measureBySDLTTF("Hello", font: .body)
            #expect(lazyscroll_library_is_loaded(LAZYSCROLL_SDL_TTF_SONAME) == 1)
            #expect(fonts.sdlTTFFontCount == 1)
            #expect(size.width > size.height && size.height > 0)
            #expect(size.height == fonts.lineHeight(.body))
        }

        /// A function is looked up once and kept: the second call finds it in its slot, even when
        /// asked of a library that cannot be loaded (the slot answers first); a failed look-up
        /// leaves the slot empty.
        @Test func aFunctionFoundIsKeptAndAFailureIsNot() {
            var slot: UnsafeMutableRawPointer?
            #expect(lazyscroll_cached_function(&slot, "libLazyScrollNoSuchLibrary.so.0", "TTF_Init") == nil)
            #expect(slot == nil)
            let found = lazyscroll_cached_function(&slot, LAZYSCROLL_SDL_TTF_SONAME, "TTF_Init")
            #expect(found != nil && slot == found)
            #expect(lazyscroll_cached_function(&slot, "libLazyScrollNoSuchLibrary.so.0", "TTF_Init") == found)
        }

        /// The functions the renderer (text that needs shaping) and the tests call are found in the
        /// installed SDL2_ttf.
        @Test(arguments: ["TTF_Init", "TTF_Quit", "TTF_OpenFontDPI", "TTF_CloseFont", "TTF_SetFontStyle", "TTF_FontHeight",
                          "TTF_FontAscent", "TTF_SizeUTF8", "TTF_GlyphMetrics32", "TTF_RenderUTF8_Blended", "TTF_RenderGlyph32_Blended"])
        func theTTFFunctionsWeCallAreFound(name: String) {
            #expect(lazyscroll_library_function(LAZYSCROLL_SDL_TTF_SONAME, name) != nil)
        }

        /// A picture written and read back through the library loaded on first use: 2 × 2 pixels,
        /// one of each channel and a translucent one, come back exactly (PNG is lossless, 8 bits a
        /// channel), and afterwards SDL2_image is loaded in the process.
        @Test func aPNGRoundTripLoadsTheLibraryAndKeepsEveryPixel() throws {
            let pixels = ImagePixels(width: 2, height: 2, argb: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x80_12_34_56])
            let png = try ImageCodec.encodePNG(pixels)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])   // the PNG signature
            let decoded = try #require(png.withUnsafeBytes { ImageCodec.decode($0) })
            #expect(decoded.width == 2 && decoded.height == 2)
            #expect(decoded.argb == pixels.argb)
            #expect(lazyscroll_sdl_image_is_loaded() == 1)
        }

        /// Bytes that are no picture still decode to nil through the lazily loaded library.
        @Test func bytesThatAreNoPictureDecodeToNil() {
            let bytes: [UInt8] = Array("not a picture".utf8)
            #expect(bytes.withUnsafeBytes { ImageCodec.decode($0) } == nil)
        }

        /// Where the library cannot be loaded, the call fails as SDL2_image's own failures do:
        /// nil, and `SDL_GetError()` names the library and the loader's reason.
        @Test func aLibraryThatCannotBeLoadedIsNamedInSDLsError() {
            let soname = "libLazyScrollNoSuchLibrary.so.0"
            #expect(lazyscroll_library_function(soname, "IMG_Load") == nil)
            let message = String(cString: SDL_GetError())
            #expect(message.hasPrefix("\(soname) could not be loaded: "), "message: \(message)")
        }

        /// A function the library does not have: nil, and the error names both.
        @Test func aMissingFunctionIsNamedInSDLsError() {
            #expect(lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, "IMG_NoSuchFunction") == nil)
            #expect(String(cString: SDL_GetError()) == "\(LAZYSCROLL_SDL_IMAGE_SONAME) has no IMG_NoSuchFunction")
        }

        /// The four image functions the renderer calls are found in the installed SDL2_image.
        @Test(arguments: ["IMG_Load", "IMG_Load_RW", "IMG_SavePNG", "IMG_SavePNG_RW"])
        func theImageFunctionsWeCallAreFound(name: String) {
            #expect(lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, name) != nil)
        }
    }
}

/// The `DT_NEEDED` entries of a 64-bit little-endian ELF file: the libraries the loader maps
/// before the program starts (what `readelf -d` lists as NEEDED).
enum ELFNeeded {
    struct Malformed: Error { let what: String }

    static func of(path: String) throws -> [String] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Malformed(what: "cannot open \(path)") }
        defer { close(fd) }
        func read(_ count: Int, at offset: UInt64) throws -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            guard got == count else { throw Malformed(what: "short read at \(offset)") }
            return bytes
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            (0..<size).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
        }
        let header = try read(64, at: 0)
        guard header.prefix(4) == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else {
            throw Malformed(what: "not a 64-bit little-endian ELF file")
        }
        let phoff = integer(header, 0x20, 8), phentsize = Int(integer(header, 0x36, 2)), phnum = Int(integer(header, 0x38, 2))
        // Program headers: PT_LOAD (1) maps addresses to file offsets; PT_DYNAMIC (2) is the table.
        var loads: [(vaddr: UInt64, offset: UInt64, size: UInt64)] = []
        var dynamic: (offset: UInt64, size: UInt64)?
        for i in 0..<phnum {
            let ph = try read(phentsize, at: phoff + UInt64(i * phentsize))
            switch integer(ph, 0, 4) {
            case 1: loads.append((integer(ph, 0x10, 8), integer(ph, 0x08, 8), integer(ph, 0x20, 8)))
            case 2: dynamic = (integer(ph, 0x08, 8), integer(ph, 0x20, 8))
            default: break
            }
        }
        guard let dynamic else { return [] }
        let table = try read(Int(dynamic.size), at: dynamic.offset)
        var neededOffsets: [UInt64] = [], stringTable: UInt64?
        for entry in stride(from: 0, to: table.count - 15, by: 16) {
            let tag = integer(table, entry, 8), value = integer(table, entry + 8, 8)
            if tag == 0 { break }                      // DT_NULL
            if tag == 1 { neededOffsets.append(value) } // DT_NEEDED
            if tag == 5 { stringTable = value }         // DT_STRTAB (an address)
        }
        guard let stringTable,
              let segment = loads.first(where: { stringTable >= $0.vaddr && stringTable < $0.vaddr + $0.size }) else {
            throw Malformed(what: "no string table")
        }
        let strings = stringTable - segment.vaddr + segment.offset
        return try neededOffsets.map { offset in
            var name: [UInt8] = []
            var at = strings + offset
            while true {
                let chunk = try read(1, at: at)
                if chunk[0] == 0 { break }
                name.append(chunk[0]); at += 1
            }
            return String(decoding: name, as: UTF8.self)
        }
    }
}
