import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Images in text: `Text(_ image: Image)` (https://developer.apple.com/documentation/swiftui/text/init(_:)-7n6z4)
// and an `Image` interpolated into a literal (`appendInterpolation(_:)`,
// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5m52e).
// A symbol is drawn as a character of the text: its glyph (Font Awesome's, SystemSymbols.swift)
// in the text's font size and colour, on the text's baseline.
//
// The fixed-advance measurer: every character — a symbol's glyph too — 0.6 em wide (10.2 pt at
// 17 pt), every line 1.2 em (20.4 pt), in either face. The text's baseline is round(0.8 × 20.4)
// = 16 below its top; the symbol face puts its baseline 1536/1792 of its line down (Font
// Awesome's ascent), round(20.4 × 6/7) = round(17.49) = 17: the glyph is drawn 17 − 16 = 1 pt
// above the line's top to sit on the text's baseline. A one-line 17 pt text is centred in the
// 300 × 200 host: x = (300 − width) / 2, y = (200 − 20.4) / 2 = 89.8 (the glyph at 88.8).
@MainActor
@Suite struct TextImageTests {
    private func drawn<V: View>(_ view: V) -> [String] { lines(makeHost(view)) }
    private let star = "\u{F005}", heart = "\u{F004}"

    @Test func aSymbolAloneIsOneGlyph() {
        // One glyph, 10.2 wide: x = (300 − 10.2) / 2 = 144.9.
        #expect(drawn(Text(Image(systemName: "star.fill"))) == ["text \"\(star)\" at (144.9, 88.8) 17pt regular symbol #000000"])
    }

    @Test func aSymbolConcatenatedAdvancesByItsWidth() {
        // "★ 4.8": the glyph (10.2) then " 4.8" (40.8), 51 wide from x 124.5: the words after the
        // glyph start 10.2 further, at 134.7, on the line's top (89.8).
        #expect(drawn(Text(Image(systemName: "star.fill")) + Text(" 4.8")) == [
            "text \"\(star)\" at (124.5, 88.8) 17pt regular symbol #000000",
            "text \" 4.8\" at (134.7, 89.8) 17pt regular #000000",
        ])
    }

    @Test func aSymbolTakesItsPiecesColourOrTheWholes() {
        // The symbol's own `foregroundStyle` (red); the words keep the text's black.
        #expect(drawn(Text(Image(systemName: "star.fill")).foregroundStyle(.red) + Text(" 4.8")) == [
            "text \"\(star)\" at (124.5, 88.8) 17pt regular symbol #ff3b30",
            "text \" 4.8\" at (134.7, 89.8) 17pt regular #000000",
        ])
        // A colour on the whole, or around it, reaches the symbol as it reaches the words.
        let expected = [
            "text \"\(star)\" at (124.5, 88.8) 17pt regular symbol #007aff",
            "text \" 4.8\" at (134.7, 89.8) 17pt regular #007aff",
        ]
        #expect(drawn((Text(Image(systemName: "star.fill")) + Text(" 4.8")).foregroundStyle(.blue)) == expected)
        #expect(drawn(VStack { Text(Image(systemName: "star.fill")) + Text(" 4.8") }.foregroundStyle(.blue)) == expected)
    }

    @Test func anInterpolatedSymbolIsDrawnInline() {
        // "♥ Liked": the glyph then " Liked" (61.2), 71.4 wide from x 114.3; words at 124.5.
        #expect(drawn(Text("\(Image(systemName: "heart.fill")) Liked")) == [
            "text \"\(heart)\" at (114.3, 88.8) 17pt regular symbol #000000",
            "text \" Liked\" at (124.5, 89.8) 17pt regular #000000",
        ])
        // In the text's colour.
        #expect(drawn(Text("\(Image(systemName: "heart.fill")) Liked").foregroundStyle(.red)).first
            == "text \"\(heart)\" at (114.3, 88.8) 17pt regular symbol #ff3b30")
    }

    @Test func aSymbolScalesWithTheFont() {
        // `.title`, 28 pt: the glyph 16.8 wide, lines 33.6; the text's baseline round(26.88) = 27,
        // the symbol face's round(33.6 × 6/7) = round(28.8) = 29: the glyph 2 pt above the top.
        // "★ Top": 5 characters, 84 wide, from x 108; y = (200 − 33.6) / 2 = 83.2.
        let expected = [
            "text \"\(star)\" at (108, 81.2) 28pt regular symbol #000000",
            "text \" Top\" at (124.8, 83.2) 28pt regular #000000",
        ]
        #expect(drawn(Text("\(Image(systemName: "star.fill")) Top").font(.title)) == expected)
        #expect(drawn((Text(Image(systemName: "star.fill")) + Text(" Top")).font(.title)) == expected)
    }

    @Test func aSmallerSymbolSitsOnTheLargerTextsBaseline() {
        // A caption (12 pt) symbol before 17 pt words: the line is the words' (20.4 tall, baseline
        // 16). The symbol's piece is 14.4 tall, its baseline round(11.52) = 12: its top 4 below
        // the line's; its face's baseline round(14.4 × 6/7) = round(12.34) = 12, so no further
        // move: at 89.8 + 4 = 93.8. "★ 4.8": 7.2 + 40.8 = 48 wide from x 126.
        #expect(drawn(Text(Image(systemName: "star.fill")).font(.caption) + Text(" 4.8")) == [
            "text \"\(star)\" at (126, 93.8) 12pt regular symbol #000000",
            "text \" 4.8\" at (133.2, 89.8) 17pt regular #000000",
        ])
    }

    @Test func aSymbolInsideEmphasisKeepsItsOwnUprightFace() {
        // `*…*` around it: the words italic, the symbol upright in its own face (as
        // `Image(systemName:)` keeps it). "♥ Top": 51 wide from x 124.5.
        #expect(drawn(Text("*\(Image(systemName: "heart.fill")) Top*")) == [
            "text \"\(heart)\" at (124.5, 88.8) 17pt regular symbol #000000",
            "text \" Top\" at (134.7, 89.8) 17pt regular italic #000000",
        ])
    }

    @Test func anUnmappedSymbolDrawsItsNameAndNothingDrawsNothing() {
        // No Font Awesome glyph for the name: the name in the text's font, never nothing.
        // "no.such x": 9 characters, 91.8 wide, from x 104.1.
        #expect(drawn(Text("\(Image(systemName: "no.such")) x")) == [
            "text \"no.such\" at (104.1, 89.8) 17pt regular #000000",
            "text \" x\" at (175.5, 89.8) 17pt regular #000000",
        ])
        // `Image(systemName: "")` is no symbol (iOS draws nothing): the words alone, "x" at 144.9.
        #expect(drawn(Text("\(Image(systemName: ""))x")) == ["text \"x\" at (144.9, 89.8) 17pt regular #000000"])
    }

    @Test func aSymbolWrapsAsAWord() {
        // 40 wide: "♥ ab" (40.8) does not fit, so the symbol is a line of its own, then "ab cd"
        // (51) breaks at its space. Three lines, 61.2 tall from y (200 − 61.2) / 2 = 69.4; the
        // text as wide as "ab" (20.4), centred in the 40-wide frame (from x 130) at 139.8.
        #expect(drawn(Text("\(Image(systemName: "heart.fill")) ab cd").frame(width: 40)) == [
            "text \"\(heart)\" at (139.8, 68.4) 17pt regular symbol #000000",
            "text \"ab\" at (139.8, 89.8) 17pt regular #000000",
            "text \"cd\" at (139.8, 110.2) 17pt regular #000000",
        ])
    }

    @Test func aTextsStringLeavesTheSymbolOut() {
        // What a plain string shows of it (a navigation title): the words only.
        #expect(Text("\(Image(systemName: "heart.fill")) Liked").content == " Liked")
        #expect((Text(Image(systemName: "star.fill")) + Text(" 4.8")).content == " 4.8")
        let key: LocalizedStringKey = "\(Image(systemName: "heart.fill")) Liked"
        #expect(key.string == " Liked")
    }

    @Test func neitherAKeyNorATextGrows() {
        // Measured on 64-bit Linux before images: a row's label is copied with every row made.
        // The key is 104 since a `Text` can be interpolated (its `texts`, one reference; its
        // piece count a byte: 98 before, 112 with the reference and an `Int` count); a text is
        // still 250 (its other cases are larger).
        #expect(MemoryLayout<LocalizedStringKey>.size == 104)
        #expect(MemoryLayout<Text>.size == 250)
        // A plain literal is not marked: it stays on the plain path.
        let plain: LocalizedStringKey = "Row \(7) words"
        #expect(!plain.mayHoldMarkdown)
    }
}
