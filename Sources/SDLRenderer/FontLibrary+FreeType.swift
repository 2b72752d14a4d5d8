import CFreeType
import DisplayList

/// The FreeType side of ``FontLibrary``: the faces plain text is measured and drawn from
/// (``GlyphAdvances``, ``GlyphAtlas``), opened with SDL2_ttf's size and metrics
/// (`lazyscroll_ft_open`, CFreeType's header) — without loading SDL2_ttf, HarfBuzz and GLib.
extension FontLibrary {
    /// A new FreeType instance, FreeType loaded first if it is not yet.
    static func startFreeType() throws -> OpaquePointer {
        var library: OpaquePointer?
        let status = lazyscroll_ft_init(&library)
        if status == -1 {
            throw SDLError(message: "FreeType: \(LAZYSCROLL_FREETYPE_SONAME) could not be loaded: "
                + String(cString: lazyscroll_ft_last_error()))
        }
        guard status == 0, let library else { throw SDLError(message: "FT_Init_FreeType failed: FreeType error \(status)") }
        return library
    }

    /// The FreeType face for `key` — SDL2_ttf's `TTF_OpenFontDPI(path, quarterPixels, 18, 18)`,
    /// slanted as `TTF_STYLE_ITALIC` slants it — opened on first use; nil where FreeType cannot
    /// open it so (then SDL2_ttf measures and draws its text). (Do not keep it across calls: the
    /// tables are emptied when one grows past ``maxOpenFonts``.)
    func freeTypeFace(_ key: FontKey) -> UnsafeMutablePointer<lazyscroll_ft_face>? {
        if let known = freeTypeFaces[key] { return known }
        if freeTypeFaces.count >= Self.maxOpenFonts { closeAllFonts() }
        var error: Int32 = 0
        let face = path(of: key.face).flatMap {
            lazyscroll_ft_open(freeType, $0, Int32(key.quarterPixels), 18, 18, key.slanted ? 1 : 0, &error)
        }
        freeTypeFaces[key] = .some(face)
        return face
    }
}
