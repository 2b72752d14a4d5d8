import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// The everyday views and modifiers real files use around their lists (issue 29, Must 3), drawn
// in a 300 × 200 window with the fixed test measurer (0.6 em advance, 1.2 em lines: a 17 pt
// character is 10.2 × 20.4 pt).

@MainActor
@Suite("Everyday views: Label, symbols, buttons, dividers, fonts")
struct EverydayViewsTests {
    /// https://developer.apple.com/documentation/swiftui/label — "a label with an icon and a
    /// title"; https://developer.apple.com/documentation/swiftui/image/init(systemname:).
    /// The star is Font Awesome's outlined star (U+F006) in the symbol face at the body size,
    /// one 10.2 × 20.4 character; the title 9 × 10.2 = 91.8 wide; 8 pt between them (the stack's
    /// standard spacing): 110 wide, centred at x = (300 − 110) / 2 = 95, y = (200 − 20.4) / 2 = 89.8.
    @Test func labelWithSystemImage() {
        let host = makeHost(Label("Favorites", systemImage: "star"))
        #expect(host.displayList.description == """
            text "\u{F006}" at (95, 89.8) 17pt regular symbol #000000
            text "Favorites" at (113.2, 89.8) 17pt regular #000000
            """)
        // .iconOnly / .titleOnly show one part (SwiftUI's built-in label styles).
        #expect(makeHost(Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly)).displayList.description
                == "text \"\u{F005}\" at (144.9, 89.8) 17pt regular symbol #000000")
        #expect(makeHost(Label("Favorites", systemImage: "star").labelStyle(.titleOnly)).displayList.description
                == "text \"Favorites\" at (104.1, 89.8) 17pt regular #000000")
    }

    /// `Label { Text } icon: { … }`, any views; a symbol follows `.font` and `.foregroundStyle`
    /// as text does (SF Symbols scale with the font they sit in).
    @Test func labelWithViewsAndStyledSymbol() {
        let host = makeHost(Label { Text("Inbox") } icon: { Image(systemName: "tray").foregroundStyle(.red) }
            .font(.system(size: 20)))
        // 20 pt: the glyph 12 × 24, "Inbox" 5 × 12 = 60; 12 + 8 + 60 = 80 → x = 110, y = 88.
        #expect(host.displayList.description == """
            text "\u{F01C}" at (110, 88) 20pt regular symbol #ff3b30
            text "Inbox" at (130, 88) 20pt regular #000000
            """)
    }

    /// Names with no Font Awesome counterpart draw their name in an outline — never nothing.
    /// The name in 10 pt (0.6 × 17, rounded): 14 × 6 = 84 wide, 12 tall, 3 pt inside the outline
    /// on each side: a 90 × 18 box centred at (105, 91).
    @Test func unmappedSymbolDrawsItsName() {
        let host = makeHost(Image(systemName: "no.such.symbol"))
        #expect(host.displayList.description == """
            stroke [(105, 91) 90×18] #00000099 w=1
            text "no.such.symbol" at (108, 94) 10pt regular #000000
            """)
    }

    @Test(arguments: ["star", "star.fill", "heart.fill", "gear", "trash", "chevron.right", "magnifyingglass", "plus", "xmark",
                      "person.circle", "house", "square.and.arrow.up", "bell", "envelope", "photo", "checkmark.circle.fill"])
    func commonSymbolsAreMapped(name: String) {
        let glyph = SystemSymbols.glyph(for: name)
        // Font Awesome 4.7's glyphs are in the private use area U+F000…U+F2E0.
        #expect(glyph.map { $0.unicodeScalars.first!.value >= 0xF000 && $0.unicodeScalars.first!.value <= 0xF2E0 } == true)
    }

    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive — a destructive
    /// button is drawn in red (iOS systemRed 255, 59, 48); https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    /// tints the others.
    @Test func buttonRoleAndTint() {
        let delete = makeHost(Button("Delete", role: .destructive) {})
        #expect(delete.displayList.description.hasSuffix("#ff3b30"))
        let plain = makeHost(Button("Go") {})
        #expect(plain.displayList.description.hasSuffix("#007aff"), "the accent colour")
        let tinted = makeHost(Button("Go") {}.tint(.green))
        #expect(tinted.displayList.description.hasSuffix(Color.green.rgba.description))
    }

    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle — `.plain` keeps
    /// the surrounding foreground; `.bordered` a 15 % tint rounded rectangle behind the tinted
    /// label; `.borderedProminent` the tint behind a white label. "Go" is 20.4 × 20.4; inset 12
    /// at the sides and 7 above and below: 44.4 × 34.4, centred at (127.8, 82.8); corners 6 pt.
    @Test func buttonStyles() {
        #expect(makeHost(Button("Go") {}.buttonStyle(.plain)).displayList.description
                == "text \"Go\" at (139.8, 89.8) 17pt regular #000000")
        #expect(makeHost(Button("Go") {}.buttonStyle(.borderless)).displayList.description
                == "text \"Go\" at (139.8, 89.8) 17pt regular #007aff")
        #expect(makeHost(Button("Go") {}.buttonStyle(.bordered)).displayList.description == """
            fillRounded [(127.8, 82.8) 44.4×34.4] r=6 #007aff26
            text "Go" at (139.8, 89.8) 17pt regular #007aff
            """)
        #expect(makeHost(Button("Go") {}.buttonStyle(.borderedProminent)).displayList.description == """
            fillRounded [(127.8, 82.8) 44.4×34.4] r=6 #007aff
            text "Go" at (139.8, 89.8) 17pt regular #ffffff
            """)
    }

    /// https://developer.apple.com/documentation/swiftui/divider — "a visual element that can be
    /// used to separate other content": across a `VStack`, 1 pt tall, the full width.
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:) —
    /// 20 pt semibold text (DejaVu has no semibold: the renderer draws it bold).
    @Test func dividerAndSystemFont() {
        let host = makeHost(VStack(spacing: 0) {
            Text("Title").font(.system(size: 20, weight: .semibold))
            Divider()
            Text("Body")
        }.frame(width: 200))
        // 24 + 1 + 20.4 = 45.4 tall: top at (200 − 45.4) / 2 = 77.3.
        #expect(host.displayList.description == """
            text "Title" at (120, 77.3) 20pt semibold #000000
            fill [(50, 101.3) 200×1] #3c3c434a
            text "Body" at (129.6, 102.3) 17pt regular #000000
            """)
    }
}
