import CFreeType
import CSDL2
import DisplayList

/// Glyphs rasterised once per face and pixel size into a few coverage pages, and strings laid
/// out from them the way SDL2_ttf lays out a line — so a label costs a handful of lookups and
/// glyph copies instead of one SDL2_ttf rasterisation and one texture per string.
///
/// ## How the atlas is built
/// Like Dear ImGui's font atlas (`imgui_draw.cpp`, `ImFontAtlas::Build`: glyphs packed into one
/// texture, strings emitted as one textured quad per glyph with `ImDrawList::AddText`) and the
/// SDL text batchers that follow it (SDL3_ttf's `TTF_TextEngine` atlases, `SDL_FontCache`'s
/// per-font glyph cache pages), but filled lazily: a glyph is rasterised the first time a string
/// needs it, by FreeType as `TTF_RenderGlyph32_Blended` rasterises it (SDL2_ttf 2.20 renders a
/// one-character line: the same FreeType bitmap as that glyph inside any string;
/// `lazyscroll_ft_glyph_coverage` gives the alpha of that line's surface, byte for byte, without
/// loading SDL2_ttf and HarfBuzz). Its coverage is copied into a 512×512 byte page by shelf packing (rows of glyphs of
/// similar height, left to right; a new shelf below when a row is full; a new page when the
/// page is). Pages are kept as bytes on the CPU: the software path blends from them straight
/// into the target surface; other renderers get an `SDL_Texture` per page (white, alpha =
/// coverage), uploaded when a page changed, and strings become batched `SDL_RenderGeometry`
/// quads. Past ``maximumPages`` the atlas is emptied at the start of the next frame and refills.
///
/// ## Where glyphs go (matching SDL2_ttf 2.20.1 with HarfBuzz, as Debian ships it)
/// `TTF_Size_Internal` places glyph *g* at pen `x_g = Σ advance` (HarfBuzz's advances through
/// hb-ft: FreeType's hinted advances, whole pixels), drawn at `⌊x_g⌋ + minx_g` and
/// `ascent − maxy_g`; the line's box runs from `min(0, min minx)` to `max(max right, pen)` and
/// from `min(0, min (ascent − maxy))` to `max(height, max bottom)`, and the whole line shifts so
/// the box starts at 0. SDL2_ttf shapes with script `HB_SCRIPT_UNKNOWN` (its default), so
/// HarfBuzz applies no GPOS kerning or ligatures of DejaVu's Latin tables: the advance sums
/// reproduce `TTF_SizeUTF8` exactly (checked on 315 strings × faces × sizes while writing this;
/// `GlyphAtlasTests` pins it; until rss2 each font was also checked at run time on a probe line,
/// which loaded SDL2_ttf and HarfBuzz). A face FreeType cannot open as SDL2_ttf would, and
/// strings with code points outside ``isSimple(_:)`` (combining marks, scripts HarfBuzz
/// reorders or joins, controls), fall back to one SDL2_ttf texture per string.
final class GlyphAtlas: RendererTextureOwner {
    /// One rasterised glyph: where its coverage sits in a page and how it sits on the pen.
    struct Glyph {
        var page: Int32 = -1             // -1: nothing to draw (a space)
        var x: Int32 = 0, y: Int32 = 0   // top-left in the page
        var width: Int32 = 0, height: Int32 = 0
        var minX: Int32 = 0              // TTF_GlyphMetrics32 minx: ink left of the pen
        var maxY: Int32 = 0              // TTF_GlyphMetrics32 maxy: ink top above the baseline
        var advance: Int32 = 0
    }

    /// A glyph placed in a laid-out line: its index in ``glyphs`` and the top-left of its ink,
    /// relative to the line box's top-left, in pixels.
    struct Placed {
        var glyph: Int32
        var x: Int32
        var y: Int32
    }

    /// The glyphs of one face at one pixel size.
    final class FontGlyphs {
        let key: FontKey
        let ascent: Int32
        let height: Int32
        /// Index into ``GlyphAtlas/glyphs`` by code point below 128 (-1: not rasterised yet).
        var ascii = [Int32](repeating: -1, count: 128)
        var others: [UInt32: Int32] = [:]
        /// Whether FreeType opened the face (else its strings go to SDL2_ttf whole).
        var matchesSDLTTF = true

        init(key: FontKey, ascent: Int32, height: Int32) {
            self.key = key; self.ascent = ascent; self.height = height
        }
    }

    static let pageSize = 512
    /// Pages before the atlas starts over (each 256 KiB of coverage, 1 MiB as a texture).
    static let maximumPages = 16

    private(set) var glyphs: [Glyph] = []
    private var fonts: [FontKey: FontGlyphs] = [:]
    private var lastFont: FontGlyphs?
    /// Coverage pages, `pageSize²` bytes each (owned).
    private(set) var pages: [UnsafeMutablePointer<UInt8>] = []
    private var shelves: [[Shelf]] = []
    private var textures: [OpaquePointer?] = []
    private var dirty: [Bool] = []
    private var needsReset = false
    /// ARGB staging for uploads (one page).
    private var staging: [UInt32] = []
    /// One glyph's coverage as FreeType renders it, before it is packed.
    private var coverage: [UInt8] = []
    /// The line ``layout(_:in:library:)`` laid out last.
    private(set) var line: [Placed] = []

    private struct Shelf { var y: Int; var height: Int; var nextX: Int }

    init() { line.reserveCapacity(64) }

    deinit { removeAll() }

    /// Bytes held: coverage pages plus their textures.
    var bytes: Int { pages.count * Self.pageSize * Self.pageSize + textures.count(where: { $0 != nil }) * Self.pageSize * Self.pageSize * 4 }
    var pageCount: Int { pages.count }

    /// Drops every glyph, page and texture (glyphs are rasterised again on next use).
    func removeAll() {
        for texture in textures { if let texture { SDL_DestroyTexture(texture) } }
        for page in pages { page.deallocate() }
        pages.removeAll(); shelves.removeAll(); textures.removeAll(); dirty.removeAll()
        glyphs.removeAll(keepingCapacity: true)
        fonts.removeAll()
        lastFont = nil
        needsReset = false
    }

    /// Called at the start of a frame: starts over if the last frame overfilled the atlas.
    func beginFrame() {
        if needsReset { removeAll() }
    }

    /// Code points drawn glyph by glyph: Latin, Greek, Cyrillic, general punctuation, letterlike
    /// symbols, arrows, mathematical operators, technical and geometric symbols, dingbats. These
    /// need no reordering, joining or mark positioning; everything else goes through SDL2_ttf
    /// whole.
    @inline(__always)
    static func isSimple(_ v: UInt32) -> Bool {
        (v >= 0x20 && v <= 0x7E) || (v >= 0xA0 && v <= 0x2FF) || (v >= 0x370 && v <= 0x482) || (v >= 0x48A && v <= 0x4FF)
            || (v >= 0x2010 && v <= 0x2027) || (v >= 0x2030 && v <= 0x205E) || (v >= 0x2070 && v <= 0x2BFF)
    }

    // MARK: - Fonts

    /// The glyph table of the face and size SDL2_ttf would draw `spec` with at `pixelScale`, nil
    /// if FreeType cannot open the face as SDL2_ttf would.
    func fontGlyphs(_ spec: FontSpec, pixelScale: Double, library: FontLibrary) -> FontGlyphs? {
        guard let key = library.fontKey(for: spec, pixelScale: pixelScale) else { return nil }
        if let last = lastFont, last.key == key { return last.matchesSDLTTF ? last : nil }
        if let known = fonts[key] { lastFont = known; return known.matchesSDLTTF ? known : nil }
        let face = library.freeTypeFace(key)
        let table = FontGlyphs(key: key, ascent: face?.pointee.ascent ?? 0, height: face?.pointee.height ?? 0)
        table.matchesSDLTTF = face != nil
        fonts[key] = table
        lastFont = table
        return table.matchesSDLTTF ? table : nil
    }

    // MARK: - Layout

    /// Lays `text` out on one line as SDL2_ttf does (see the type's notes) into ``line``,
    /// rasterising glyphs not seen before; returns the line box's size in pixels — the size of
    /// `TTF_RenderUTF8_Blended`'s surface — or nil if a code point is not ``isSimple(_:)`` or a
    /// glyph cannot be rasterised.
    func layout(_ text: String, in table: FontGlyphs, library: FontLibrary) -> (width: Int, height: Int, rasterised: Int)? {
        // Work on a local array (moved out and back: no copy), so the loop pays no exclusivity checks.
        var placed = line
        line = []
        defer { line = placed }
        placed.removeAll(keepingCapacity: true)
        var pen: Int32 = 0
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY = table.height
        let ascent = table.ascent
        var rasterised = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            guard Self.isSimple(v) else { return nil }
            var index: Int32 = v < 128 ? table.ascii[Int(v)] : table.others[v] ?? -1
            if index < 0 {
                guard let made = rasterise(v, table: table, library: library) else { return nil }
                index = made
                if v < 128 { table.ascii[Int(v)] = made } else { table.others[v] = made }
                rasterised += 1
            }
            let g = glyphs.withUnsafeBufferPointer { $0[Int(index)] }
            let x = pen &+ g.minX, y = ascent &- g.maxY
            minX = min(minX, x); maxX = max(maxX, x &+ g.width)
            minY = min(minY, y); maxY = max(maxY, y &+ g.height)
            if g.page >= 0 { placed.append(Placed(glyph: index, x: x, y: y)) }
            pen &+= g.advance
        }
        maxX = max(maxX, pen)
        guard maxX > minX else { return nil }               // SDL2_ttf: "Text has zero width"
        if minX != 0 || minY != 0 {
            placed.withUnsafeMutableBufferPointer { out in
                for i in out.indices { out[i].x -= minX; out[i].y -= minY }
            }
        }
        return (Int(maxX - minX), Int(maxY - minY), rasterised)
    }

    /// Rasterises `scalar` and packs its coverage; the new glyph's index.
    private func rasterise(_ scalar: UInt32, table: FontGlyphs, library: FontLibrary) -> Int32? {
        guard let face = library.freeTypeFace(table.key) else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard lazyscroll_ft_glyph_metrics(face, UInt(scalar), &minX, &maxX, &minY, &maxY, &advance) == 0 else { return nil }
        var glyph = Glyph(minX: minX, maxY: maxY, advance: advance)
        let width = Int(maxX - minX), height = Int(maxY - minY)
        if width > 0 && height > 0 {
            guard width + 2 <= Self.pageSize, height + 2 <= Self.pageSize else { return nil }
            // The ink box of the one-glyph line `TTF_RenderGlyph32_Blended` draws (its surface's
            // alpha from column max(minx, 0) and row max(ascent - maxy, 0), width × height).
            if coverage.count < width * height { coverage = [UInt8](repeating: 0, count: width * height) }
            let rendered = coverage.withUnsafeMutableBufferPointer {
                lazyscroll_ft_glyph_coverage(face, UInt(scalar), minX, maxY, Int32(width), Int32(height), $0.baseAddress)
            }
            guard rendered == 0 else { return nil }
            let (page, x, y) = allocate(width: width, height: height)
            let target = pages[page]
            coverage.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    let out = target + (y + row) * Self.pageSize + x
                    for column in 0..<width { out[column] = source[row * width + column] }
                }
            }
            dirty[page] = true
            glyph.page = Int32(page); glyph.x = Int32(x); glyph.y = Int32(y)
            glyph.width = Int32(width); glyph.height = Int32(height)
        }
        glyphs.append(glyph)
        return Int32(glyphs.count - 1)
    }

    /// A free `width × height` place (with a one-pixel transparent gutter, so filtered quads do
    /// not bleed into neighbours): on a shelf of the last page no more than a third taller than
    /// the glyph, or on a new shelf, or on a new page.
    private func allocate(width: Int, height: Int) -> (page: Int, x: Int, y: Int) {
        let w = width + 1, h = height + 1
        if let page = pages.indices.last {
            for i in shelves[page].indices {
                let shelf = shelves[page][i]
                if shelf.height >= h, shelf.height <= h + h / 3 + 1, shelf.nextX + w <= Self.pageSize {
                    shelves[page][i].nextX += w
                    return (page, shelf.nextX, shelf.y)
                }
            }
            let top = shelves[page].last.map { $0.y + $0.height } ?? 0
            if top + h <= Self.pageSize {
                shelves[page].append(Shelf(y: top, height: h, nextX: w))
                return (page, 0, top)
            }
        }
        let page = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.pageSize * Self.pageSize)
        page.initialize(repeating: 0, count: Self.pageSize * Self.pageSize)
        pages.append(page); shelves.append([Shelf(y: 0, height: h, nextX: w)])
        textures.append(nil); dirty.append(true)
        if pages.count > Self.maximumPages { needsReset = true }
        return (pages.count - 1, 0, 0)
    }

    // MARK: - Textures (renderers other than a software surface)

    /// The texture of `page` (white, alpha = coverage, blended), created or re-uploaded if the
    /// page changed since; nil if SDL cannot create it.
    func texture(page: Int, renderer: OpaquePointer) -> OpaquePointer? {
        if textures[page] == nil {
            let n = Int32(Self.pageSize)
            textures[page] = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                               Int32(SDL_TEXTUREACCESS_STATIC.rawValue), n, n)
            guard let texture = textures[page] else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            dirty[page] = true
        }
        guard let texture = textures[page] else { return nil }
        if dirty[page] {
            let count = Self.pageSize * Self.pageSize
            if staging.count != count { staging = [UInt32](repeating: 0, count: count) }
            let coverage = pages[page]
            staging.withUnsafeMutableBufferPointer { out in
                for i in 0..<count { out[i] = UInt32(coverage[i]) << 24 | 0x00FF_FFFF }
                _ = SDL_UpdateTexture(texture, nil, out.baseAddress, Int32(Self.pageSize * 4))
            }
            dirty[page] = false
        }
        return texture
    }
}
