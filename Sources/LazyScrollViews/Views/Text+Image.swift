import Foundation
import DisplayList

// Images in text — SwiftUI's `Text(_ image: Image)`
// (https://developer.apple.com/documentation/swiftui/text/init(_:)-7n6z4) and an `Image`
// interpolated into a text's literal (`LocalizedStringKey.StringInterpolation`'s
// `appendInterpolation(_:)`, https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5m52e):
//
//     Text(Image(systemName: "star.fill")) + Text(" 4.8")
//     Text("\(Image(systemName: "heart.fill")) Liked")
//
// The symbol is drawn inline, as a character of the text is: it advances by its glyph's width
// in the text's font (a `.title` text draws a `.title`-sized symbol — SF Symbols scale with the
// font), sits on the text's baseline, takes the text's colour (a piece's own
// `foregroundStyle`, a link's tint) and wraps with the words around it (it is a word of its
// own unless written against one). Symbols are Font Awesome 4.7 glyphs here, as
// `Image(systemName:)` draws them (SystemSymbols.swift).
//
// How it is kept: in the literal's key, as an interpolated value — the symbol's name between
// two private-use characters (``LocalizedStringKey/imageStart`` … ``imageEnd``) — with the
// key's ``LocalizedStringKey/holdsImages`` bit set. `Text(image)` is a key of that one value.
// A key holding an image is always read as runs (``LocalizedStringKey/markdownRuns``, its
// image a run of its own: ``StyledRun/symbol``), laid out and drawn by the run layout
// (``StyledTextLayout``, TextNode+Runs.swift), so neither a text nor a key grows and a plain
// label's path is the one it was (the bit is tested with the test it already made).
//
// Differs from SwiftUI: only symbols are drawn inside a text — a picture (`Image("logo")`, a
// file, a bitmap) is left out with a warning on stderr; an unmapped symbol name draws the name
// in the text's font (`Image(systemName:)` alone draws it outlined); a symbol is its Font
// Awesome glyph (about as wide as it is tall, taller than SF Symbols' cap-height symbols).

extension Text {
    /// A text showing `image` — SwiftUI's `Text(_:)` of an `Image`
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:)-7n6z4). A symbol
    /// (`Image(systemName:)`) is drawn as a character of the text: sized by the text's font,
    /// in its colour, on its baseline — concatenate it with words, `Text(Image(systemName:
    /// "star.fill")) + Text(" 4.8")`, to draw them on one line. Only symbols are drawn here: a
    /// picture is left out (with a warning).
    nonisolated public init(_ image: Image) {
        var key = LocalizedStringKey()
        key.appendImage(image)
        self.init(key)
    }
}

extension LocalizedStringKey {
    /// Private-use characters around an image's symbol name in a value piece (never shown:
    /// the key is read as runs, the image one of its own).
    static let imageStart: Character = "\u{E002}", imageEnd: Character = "\u{E003}"

    /// Appends `image` as a value piece (``imageStart``, the symbol's name, ``imageEnd``) and
    /// marks the key as holding images. A picture is not drawn in a text here: left out, with a
    /// warning; an empty symbol name is no symbol (nothing, as `Image(systemName: "")` draws).
    @usableFromInline mutating func appendImage(_ image: Image) {
        if texts != nil { texts?.append(Text(image)); return }  // a part of its own (Text+Interpolation.swift)
        switch image.placeholder {
        case .symbol(let name, _)?:
            values |= Self.holdsImages
            appendValue(String(Self.imageStart) + name + String(Self.imageEnd))
        case .missingAsset(let name)?:
            AssetCatalog.warnOnce("Text(Image(\"\(name)\")): only symbols (Image(systemName:)) are drawn inside a text here; the image is left out")
        case nil where image.id == ImageID(name: "symbol:"):
            break  // Image(systemName: ""): nothing
        case nil:
            AssetCatalog.warnOnce("Text(Image(…)): only symbols (Image(systemName:)) are drawn inside a text here; the picture is left out")
        }
    }

    /// Removes each image's marks and name from `string` (a key written as a plain string).
    static func removeImages(from string: inout String) {
        var kept = "", inImage = false
        for character in string {
            if character == imageStart { inImage = true } else if character == imageEnd { inImage = false } else if !inImage {
                kept.append(character)
            }
        }
        string = kept
    }

    /// `runs` with each image's marks and name made a run of its own (``StyledRun/symbol``: the
    /// name; its text the symbol's glyph, or the name when it is unmapped), in the style of the
    /// run it was in (an image inside `**…**` is bold, inside a link drawn in the tint).
    static func splittingImages(_ runs: [StyledRun]) -> [StyledRun] {
        var split: [StyledRun] = []
        for run in runs {
            guard run.text.contains(imageStart) else { split.append(run); continue }
            var part = "", name = "", inImage = false
            func flush() {
                if !part.isEmpty { split.append(StyledRun(text: part, style: run.style, piece: run.piece)) }
                part = ""
            }
            for character in run.text {
                if character == imageStart {
                    flush(); inImage = true; name = ""
                } else if character == imageEnd {
                    inImage = false
                    split.append(StyledRun(text: SystemSymbols.glyph(for: name) ?? name, style: run.style,
                                           piece: run.piece, symbol: name))
                } else if inImage {
                    name.append(character)
                } else {
                    part.append(character)
                }
            }
            flush()
        }
        return split
    }
}

extension TextRun {
    /// Font Awesome 4.7's ascent over its line height (`hhea`: ascender 1536, descender −256,
    /// 1792 units an em): where the renderer puts a symbol glyph's baseline below the top of
    /// the box it draws. (DejaVu's text sits at 80 % of its line height, ``TextLayout``.)
    static let symbolAscentShare: CGFloat = 1536.0 / 1792.0

    /// The run for `run`, an image (``StyledRun/symbol``), drawn in `font` — the font the
    /// characters around it have: a mapped symbol in the symbol face at that size, upright
    /// (its own face: no italic, serif or monospaced), moved down so that the symbol face's
    /// baseline is on the run's (``glyphOffset``); an unmapped name as characters in `font`.
    /// `baseline`: the run's baseline below its top (80 % of its line height).
    static func symbol(_ run: StyledRun, font: FontSpec, color: RGBAColor, decoration: _TextDecoration?,
                       lineHeight: CGFloat?, baseline: CGFloat, measurer: any TextMeasurer) -> TextRun {
        guard let name = run.symbol, SystemSymbols.glyph(for: name) != nil else {
            return TextRun(text: run.text, font: font, color: color, decoration: decoration, lineHeight: lineHeight)
        }
        var symbolFont = font
        symbolFont.isSymbol = true
        symbolFont.italic = false; symbolFont.serif = false; symbolFont.monospaced = false
        let ascent = (CGFloat(measurer.measure(run.text, font: symbolFont).height) * symbolAscentShare).rounded()
        return TextRun(text: run.text, font: symbolFont, color: color, decoration: decoration, lineHeight: lineHeight,
                       glyphOffset: baseline - ascent)
    }
}
