import CFreeType

/// The glyph metrics of one measuring font (a face at one size), fetched once per code point
/// from FreeType as `TTF_GlyphMetrics32` gives them (`lazyscroll_ft_glyph_metrics`), and the
/// width SDL2_ttf gives a line of them — so measuring a label costs a few table reads per
/// character instead of a HarfBuzz shaping of the string, and needs neither SDL2_ttf nor HarfBuzz.
///
/// ## The arithmetic (SDL2_ttf 2.20.1's `TTF_Size_Internal`, as Debian builds it)
/// Each glyph *g* sits at pen `x_g = Σ advance` of the glyphs before it; its ink runs from
/// `x_g + minx_g` to `x_g + minx_g + width_g` (`minx` is FreeType's left bearing, `sz_left`;
/// `width` the bitmap width, `maxx − minx`). The line is `max(max ink right, final pen) −
/// min(0, min ink left)` wide. HarfBuzz's advances through hb-ft are FreeType's hinted advances,
/// whole pixels, and SDL2_ttf shapes with `HB_SCRIPT_UNKNOWN`, so no GPOS kerning or ligature of
/// DejaVu's Latin tables applies: the sums are `TTF_SizeUTF8`'s width exactly. It is the same
/// arithmetic the renderer's ``GlyphAtlas`` lays glyphs out with (its type notes say more).
///
/// ## When SDL2_ttf measures instead
/// A code point outside ``GlyphAtlas/isSimple(_:)`` (combining marks, scripts HarfBuzz reorders
/// or joins, controls), or one the font cannot give metrics for, sends the string to SDL2_ttf.
/// Until rss2 each font was also checked at run time on a probe line against `TTF_SizeUTF8`,
/// which loaded SDL2_ttf and HarfBuzz in every process that set text; the tests check it now
/// (`GlyphAdvancesTests`: the probe line and a few hundred strings × faces × sizes come out at
/// `TTF_SizeUTF8`'s size).
final class GlyphAdvances {
    /// One glyph's horizontal metrics in pixels at the font's size.
    struct Metrics {
        var minX: Int32
        var width: Int32
        var advance: Int32
        /// Not fetched yet (`advance` is never negative for a real glyph).
        static let unknown = Metrics(minX: 0, width: 0, advance: -1)
        var isKnown: Bool { advance >= 0 }
    }

    let key: FontKey
    /// Metrics by code point below 128.
    private var ascii = [Metrics](repeating: .unknown, count: 128)
    private var others: [UInt32: Metrics] = [:]

    init(key: FontKey) { self.key = key }

    /// A line of kerning pairs (AV, Ty, Yo, LT), f-ligature candidates, symbols, Greek and
    /// Cyrillic: the tests check that it measures as `TTF_SizeUTF8` measures it.
    static let probeLine = "AVATAR Wave, Type To Yo LT — ffi fl fj 0.91× ✓ Ωж"

    /// The width of `text` on one line in pixels, as `TTF_SizeUTF8` gives it; nil if a code
    /// point is not ``GlyphAtlas/isSimple(_:)`` or has no metrics.
    func width(of text: String, library: FontLibrary) -> Int? {
        if let known = text.utf8.withContiguousStorageIfAvailable({ knownWidth(ofUTF8: $0) }), let known { return known }
        var pen: Int32 = 0, left: Int32 = 0, right: Int32 = 0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            guard GlyphAtlas.isSimple(v) else { return nil }
            var m = v < 128 ? ascii.withUnsafeBufferPointer { $0[Int(v)] } : others[v] ?? .unknown
            if !m.isKnown {
                guard let fetched = fetch(v, library: library) else { return nil }
                m = fetched
            }
            let x = pen &+ m.minX
            left = min(left, x)
            right = max(right, x &+ m.width)
            pen &+= m.advance
        }
        return Int(max(right, pen) &- left)
    }

    /// ``width(of:library:)`` when every code point's metrics are known already — nearly every
    /// label after the first few — read from the string's UTF-8 bytes in place, ASCII straight
    /// from the table (~10 instructions a character, where iterating `unicodeScalars` and
    /// reading the table through its array took ~60). Nil when a code point is not simple or
    /// not fetched yet: the caller's loop fetches it.
    private func knownWidth(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        ascii.withUnsafeBufferPointer { table -> Int? in
            var pen: Int32 = 0, left: Int32 = 0, right: Int32 = 0
            var i = 0
            let count = bytes.count
            while i < count {
                let lead = UInt32(bytes[i])
                // Swift strings hold valid UTF-8: a lead byte and its continuation bytes.
                var v = lead
                if lead >= 0x80 {
                    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                    guard i + length <= count else { return nil }
                    v = lead & (0xFF >> UInt32(length + 1))
                    for k in 1..<length { v = v << 6 | UInt32(bytes[i + k] & 0x3F) }
                    i += length
                } else {
                    i += 1
                }
                // An ASCII entry is known only if its code point is simple (``fetch(_:library:)``
                // runs after that check): known implies simple there.
                let m: Metrics
                if v < 128 {
                    m = table[Int(v)]
                } else {
                    guard GlyphAtlas.isSimple(v) else { return nil }
                    m = others[v] ?? .unknown
                }
                guard m.isKnown else { return nil }
                let x = pen &+ m.minX
                left = min(left, x)
                right = max(right, x &+ m.width)
                pen &+= m.advance
            }
            return Int(max(right, pen) &- left)
        }
    }

    /// Asks FreeType for `scalar`'s metrics (as `TTF_GlyphMetrics32` gives them) and keeps them.
    private func fetch(_ scalar: UInt32, library: FontLibrary) -> Metrics? {
        guard let face = library.freeTypeFace(key) else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        guard lazyscroll_ft_glyph_metrics(face, UInt(scalar), &minX, &maxX, &minY, &maxY, &advance) == 0, advance >= 0 else { return nil }
        let m = Metrics(minX: minX, width: max(0, maxX - minX), advance: advance)
        // Changed on locals moved out and back: an insertion that grows the table lets the old
        // storage go inside the write, and then every read of the property (two a label
        // measured) is checked at run time (Performance.md, "Exclusivity checks and testable
        // builds").
        if scalar < 128 {
            var table: [Metrics] = []
            swap(&table, &ascii)
            table[Int(scalar)] = m
            swap(&table, &ascii)
        } else {
            var table: [UInt32: Metrics] = [:]
            swap(&table, &others)
            table[scalar] = m
            swap(&table, &others)
        }
        return m
    }
}
