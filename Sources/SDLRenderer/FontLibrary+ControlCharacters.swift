/// Control characters in text, as Core Text treats them: no glyph, no advance.
///
/// SDL2_ttf takes text as a C string, so a U+0000 in a `Text` ended the string there — the rest
/// of the label was neither measured nor drawn (issue 31 H). SwiftUI's `Text` hands the whole
/// Swift string to Core Text, which shapes the other characters and gives control characters
/// (the Unicode general category Cc) no visible glyph and no width: `Text("a\u{0}b")` shows "ab".
/// So every string is passed through ``FontLibrary/drawableText(_:)`` where it enters SDL2_ttf —
/// measuring (``FontLibrary/measure(_:font:)``) and drawing (`SDLRenderer.text`) alike, so a
/// label's box and its ink agree. Tab, line feed and carriage return are kept as they were:
/// text layout handles line breaks before a line reaches the font.
extension FontLibrary {
    /// `text` without the control characters Core Text does not draw (C0 but tab, LF and CR;
    /// DEL; C1). Returns `text` itself, without allocating, when it has none (nearly always).
    public static func drawableText(_ text: String) -> String {
        guard hasUndrawnControl(text) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isUndrawnControl(scalar) { kept.append(scalar) }
        return String(kept)
    }

    /// Whether `text` holds a control character drawn as nothing, read from its UTF-8 bytes
    /// where they are (as ``GlyphAdvances`` reads them): ~5 instructions a byte, where
    /// iterating `text.utf8` took ~40 (the view's iterator) — 1.3 k instructions for each label
    /// of `bench --declarative` measured or drawn (Performance.md, *This round (perfrow)*).
    /// (`utf8.span` would do the same without a pointer; it needs macOS 26.)
    static func hasUndrawnControl(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(hasUndrawnControl) { return found }
        return hasUndrawnControl(text.utf8)
    }

    private static func hasUndrawnControl<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            // C0 and DEL are single bytes; C1 (U+0080…U+009F) is 0xC2 0x80…0x9F in UTF-8.
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
                || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
            previous = byte
        }
        return false
    }

    /// Whether `scalar` is a control character drawn as nothing.
    static func isUndrawnControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
