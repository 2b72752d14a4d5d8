import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// List styles and row preferences, measured in the display list of a 300 × 400 window with the
// fixed test measurer (0.6 em advance, 1.2 em lines: a 17 pt body line is 20.4 tall, a 13 pt
// footnote line 15.6). A row of one body line is 11 + 20.4 + 11 = 42.4 tall, raised to the
// 44 pt minimum with its text centred: the text's top is 11 + (44 − 42.4) / 2 = 11.8 into the row.
//
// Sources: https://developer.apple.com/documentation/swiftui/view/liststyle(_:),
// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped,
// https://developer.apple.com/documentation/swiftui/view/listrowinsets(_:),
// https://developer.apple.com/documentation/swiftui/view/listrowseparator(_:edges:),
// https://developer.apple.com/documentation/swiftui/view/listsectionseparator(_:edges:),
// https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:).

/// A filled shape in the window's space: its rect, colour and corner radius (0: square).
struct DrawnFill: Equatable, CustomStringConvertible {
    var rect: Rect
    var color: RGBAColor
    var radius: Double
    var description: String { "\(rect) \(color) r=\(radius)" }
}

/// The fills and texts of a display list, pushed translations applied.
@MainActor
func drawnFills(in list: DisplayList) -> [DrawnFill] {
    var found: [DrawnFill] = []
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .fillRect(let r, let c): found.append(DrawnFill(rect: r.applying(stack.last!), color: c, radius: 0))
        case .fillRoundedRect(let r, let radius, let c): found.append(DrawnFill(rect: r.applying(stack.last!), color: c, radius: radius))
        default: break
        }
    }
    return found
}

private let separator = ListStyleMetrics.separator.light
private let grey = ListStyleMetrics.groupedBackground.light

@MainActor
private func host<V: View>(_ view: V) -> ViewHost { makeHost(view, width: 300, height: 400) }

@MainActor
private func separators(_ host: ViewHost, _ color: RGBAColor = separator) -> [Rect] {
    drawnFills(in: host.displayList).filter { $0.color == color && $0.rect.height == 1 }.map(\.rect)
}

@MainActor
@Suite struct ListStyleTests {
    @Test func insetGroupedIsTheDefaultAndDrawsRoundedCards() {
        let h = host(List { Text("A"); Text("B") })
        // The grey page, the scroll view's clips, then row A: its piece of the card from y = 20 (the gap above a
        // header-less first section), 20 pt in from each side, rounded on top and squared off
        // below; the separator from the text's leading edge (20 + 20) to the card's trailing
        // edge at the row's last pixel line; row B rounded below.
        #expect(h.displayList.description == """
            fill [(0, 0) 300×400] #f2f2f7
            pushClip [(0, 0) 300×400]
            pushClip [(0, 0) 300×400]
            fillRounded [(20, 20) 260×44] r=10 #ffffff
            fill [(20, 30) 260×34] #ffffff
            fill [(40, 63) 240×1] #3c3c434a
            pushTransform [1 0 0 1 0 20]
            text "A" at (40, 11.8) 17pt regular #000000
            popTransform
            fillRounded [(20, 64) 260×44] r=10 #ffffff
            fill [(20, 64) 260×34] #ffffff
            pushTransform [1 0 0 1 0 64]
            text "B" at (40, 11.8) 17pt regular #000000
            popTransform
            popClip
            popClip
            """)
        #expect(host(List { Text("A"); Text("B") }.listStyle(.automatic)).displayList == h.displayList)
        #expect(host(List { Text("A"); Text("B") }.listStyle(InsetGroupedListStyle())).displayList == h.displayList)
    }

    /// Each style's first card (x, width, corner radius), page colour and top gap.
    @Test(arguments: [
        ("plain", 0.0, 300.0, 0.0, RGBAColor.white, 0.0),
        ("grouped", 0, 300, 0, grey, 35),
        ("inset", 20, 260, 0, RGBAColor.white, 0),
        ("insetGrouped", 20, 260, 10, grey, 20),
        ("sidebar", 20, 260, 10, grey, 20),
    ])
    func stylesPlaceTheirCards(style: String, x: Double, width: Double, radius: Double, page: RGBAColor, top: Double) {
        let list = List { Text("A"); Text("B") }
        let h: ViewHost
        switch style {
        case "plain": h = host(list.listStyle(.plain))
        case "grouped": h = host(list.listStyle(.grouped))
        case "inset": h = host(list.listStyle(.inset))
        case "sidebar": h = host(list.listStyle(.sidebar))
        default: h = host(list.listStyle(.insetGrouped))
        }
        let fills = drawnFills(in: h.displayList)
        #expect(fills.first == DrawnFill(rect: Rect(x: 0, y: 0, width: 300, height: 400), color: page, radius: 0))
        let card = fills.first { $0.color == RGBAColor.white && $0.rect.height == 44 }
        #expect(card == DrawnFill(rect: Rect(x: x, y: top, width: width, height: 44), color: RGBAColor.white, radius: radius))
        // Row A's text 20 pt inside its card, 11.8 below its top.
        #expect(drawnTexts(in: h.displayList)["A"] == Point(x: x + 20, y: top + 11.8))
    }

    @Test func groupedSectionsHaveFullWidthHairlinesAndPlainSectionsABottomOne() {
        // Grouped: a hairline across the top of the section (y = 35) and the bottom
        // (35 + 88 − 1), the one between the rows inset to the text (x = 20).
        let grouped = host(List { Section { Text("A"); Text("B") } }.listStyle(.grouped))
        #expect(separators(grouped) == [Rect(x: 0, y: 35, width: 300, height: 1), Rect(x: 20, y: 78, width: 280, height: 1),
                                        Rect(x: 0, y: 122, width: 300, height: 1)])
        // Plain: between the rows and below the last, inset to the text, none on top.
        let plain = host(List { Text("A"); Text("B") }.listStyle(.plain))
        #expect(separators(plain) == [Rect(x: 20, y: 43, width: 280, height: 1), Rect(x: 20, y: 87, width: 280, height: 1)])
        // Inset grouped: only between rows.
        #expect(separators(host(List { Text("A"); Text("B") })).count == 1)
        // listSectionSeparator overrides the style either way.
        let hidden = host(List { Section { Text("A"); Text("B") }.listSectionSeparator(.hidden) }.listStyle(.grouped))
        #expect(separators(hidden) == [Rect(x: 20, y: 78, width: 280, height: 1)])
        let bottomOnly = host(List { Section { Text("A"); Text("B") }.listSectionSeparator(.hidden, edges: .top) }.listStyle(.grouped))
        #expect(separators(bottomOnly).count == 2)
        // A row's tint is the row's: the grouped section's full-width hairline below it keeps
        // the separator colour unless the section is tinted.
        let rowTint = host(List { Section { Text("A"); Text("B").listRowSeparatorTint(.red) } }.listStyle(.grouped))
        // (B's tint covers its top edge too: the separator between A and B is red.)
        #expect(separators(rowTint, RGBAColor.red) == [Rect(x: 20, y: 78, width: 280, height: 1)])
        #expect(separators(rowTint) == [Rect(x: 0, y: 35, width: 300, height: 1), Rect(x: 0, y: 122, width: 300, height: 1)])
        let sectionTint = host(List { Section { Text("A"); Text("B") }.listSectionSeparatorTint(.red, edges: .bottom) }.listStyle(.grouped))
        #expect(separators(sectionTint, RGBAColor.red) == [Rect(x: 0, y: 122, width: 300, height: 1)])
        // Each edge is its own (https://developer.apple.com/documentation/swiftui/view/listsectionseparatortint(_:edges:)):
        // the top tint colours only the hairline above the first row.
        let topTint = host(List { Section { Text("A"); Text("B") }.listSectionSeparatorTint(.red, edges: .top) }.listStyle(.grouped))
        #expect(separators(topTint, RGBAColor.red) == [Rect(x: 0, y: 35, width: 300, height: 1)])
        #expect(separators(topTint).contains(Rect(x: 0, y: 122, width: 300, height: 1)))
        let shown = host(List { Section { Text("A") }.listSectionSeparator(.visible, edges: .bottom) })
        // Inset grouped has none; asked for, below the last row, inset to the text (x = 40).
        #expect(separators(shown) == [Rect(x: 40, y: 63, width: 240, height: 1)])
    }

    @Test func headerlessSectionsAreSeparatedByTheSectionGap() {
        let h = host(List { Section { Text("A") }; Section { Text("B") } })
        let cards = drawnFills(in: h.displayList).filter { $0.radius == 10 }.map(\.rect.minY)
        // A's card at 20…64; B's 35 pt lower (iOS's gap between header-less sections).
        #expect(cards == [20, 99])
        let custom = host(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(12))
        #expect(drawnFills(in: custom.displayList).filter { $0.radius == 10 }.map(\.rect.minY) == [20, 76])
        let compact = host(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.compact))
        #expect(drawnFills(in: compact.displayList).filter { $0.radius == 10 }.map(\.rect.minY) == [20, 84])
    }

    @Test func headersFollowTheStyle() {
        // Inset grouped: footnote (13 pt) grey text 24 pt down, 20 pt in from the card; the
        // card 7 pt below the text's 15.6 pt line: 24 + 15.6 + 7 = 46.6.
        let grouped = host(List { Section("Network") { Text("Wi-Fi") } })
        #expect(grouped.displayList.description.contains("text \"Network\" at (40, 24) 13pt regular #3c3c4399"))
        #expect(drawnFills(in: grouped.displayList).contains { $0.radius == 10 && $0.rect.minY == 46.6 })
        // Plain: a white bar across the list, 6 pt above and below a 17 pt semibold primary
        // line (20.4): 32.4 tall; the row below it.
        let plain = host(List { Section("Network") { Text("Wi-Fi") } }.listStyle(.plain))
        #expect(plain.displayList.description.contains("text \"Network\" at (20, 6) 17pt semibold #000000"))
        #expect(drawnFills(in: plain.displayList).contains(DrawnFill(rect: Rect(x: 0, y: 0, width: 300, height: 32.4), color: RGBAColor.white, radius: 0)))
        #expect(drawnTexts(in: plain.displayList)["Wi-Fi"] == Point(x: 20, y: 32.4 + 11.8))
    }

    @Test func listRowInsetsMoveTheContent() {
        let h = host(List { Text("A").listRowInsets(EdgeInsets(top: 30, leading: 4, bottom: 30, trailing: 0)) })
        // 4 pt into the card (x = 24); 30 + 20.4 + 30 = 80.4 tall, above the 44 pt minimum.
        #expect(drawnTexts(in: h.displayList)["A"] == Point(x: 24, y: 50))
        #expect(drawnFills(in: h.displayList).contains(DrawnFill(rect: Rect(x: 20, y: 20, width: 260, height: 80.4), color: RGBAColor.white, radius: 10)))
        // Zero insets: the content at the card's edge, the row still 44 tall, text centred.
        let zero = host(List { Text("A").listRowInsets(EdgeInsets()) })
        #expect(drawnTexts(in: zero.displayList)["A"] == Point(x: 20, y: 20 + (44 - 20.4) / 2))
        // Written on the ForEach, every row takes it.
        let all = host(List { ForEach(["A", "B"], id: \.self) { Text($0) }.listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)) })
        #expect(drawnTexts(in: all.displayList)["B"]?.x == 70)
    }

    @Test func listRowBackgroundReplacesTheCard() {
        let h = host(List { Text("A").listRowBackground(Color.yellow); Text("B") })
        let fills = drawnFills(in: h.displayList)
        #expect(fills.contains(DrawnFill(rect: Rect(x: 20, y: 20, width: 260, height: 44), color: RGBAColor.yellow, radius: 10)))
        #expect(fills.contains(DrawnFill(rect: Rect(x: 20, y: 64, width: 260, height: 44), color: RGBAColor.white, radius: 10)))
        // A view: laid out at the card, clipped to it, no white card under it.
        let view = host(List { Text("A").listRowBackground(Rectangle().fill(Color.red)) })
        #expect(view.displayList.commands.contains(.pushClip(Rect(x: 20, y: 20, width: 260, height: 44))), "\(view.displayList)")
        #expect(drawnFills(in: view.displayList).contains { $0.color == RGBAColor.red && $0.rect == Rect(x: 20, y: 20, width: 260, height: 44) }, "\(view.displayList)")
        #expect(!drawnFills(in: view.displayList).contains { $0.color == RGBAColor.white })
    }

    /// `listRowBackground(_:)` (https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:))
    /// with a view, in an inset-grouped card of three 44 pt rows at y 20, 64, 108: the first
    /// row's background rounds its top corners (radius 10: the rounded shape runs 10 pt past
    /// the row's bottom, which the row's clip cuts), the middle one is square, the last rounds
    /// its bottom corners (starting 10 pt above the row) — as the colour backgrounds and the card do.
    @Test func listRowBackgroundViewsFollowTheCardsCorners() {
        let red = AnyView(Rectangle().fill(Color.red))
        let h = host(List { Text("A").listRowBackground(red); Text("B").listRowBackground(red); Text("C").listRowBackground(red) })
        let fills = drawnFills(in: h.displayList).filter { $0.color == RGBAColor.red }
        #expect(fills == [
            DrawnFill(rect: Rect(x: 20, y: 20, width: 260, height: 54), color: RGBAColor.red, radius: 10),
            DrawnFill(rect: Rect(x: 20, y: 64, width: 260, height: 44), color: RGBAColor.red, radius: 0),
            DrawnFill(rect: Rect(x: 20, y: 98, width: 260, height: 54), color: RGBAColor.red, radius: 10),
        ], "\(h.displayList)")
        for y in [20.0, 64, 108] {
            #expect(h.displayList.commands.contains(.pushClip(Rect(x: 20, y: y, width: 260, height: 44))))
        }
    }

    @Test func listRowSeparatorAndTint() {
        let rows = { (a: AnyView, b: AnyView) in host(List { a; b; Text("C") }) }
        // Three rows: separators below A (y = 63) and B (y = 107).
        #expect(separators(rows(AnyView(Text("A")), AnyView(Text("B")))).map(\.minY) == [63, 107])
        #expect(separators(rows(AnyView(Text("A").listRowSeparator(.hidden)), AnyView(Text("B")))).map(\.minY) == [107])
        // B hiding its top edge hides the separator between A and B; its bottom one stays.
        #expect(separators(rows(AnyView(Text("A")), AnyView(Text("B").listRowSeparator(.hidden, edges: .top)))).map(\.minY) == [107])
        #expect(separators(rows(AnyView(Text("A")), AnyView(Text("B").listRowSeparator(.hidden, edges: .bottom)))).map(\.minY) == [63])
        let tinted = rows(AnyView(Text("A").listRowSeparatorTint(.red)), AnyView(Text("B")))
        #expect(separators(tinted, RGBAColor.red).map(\.minY) == [63])
        #expect(separators(tinted).map(\.minY) == [107])
    }

    @Test func separatorsStartAtTheRowsText() {
        // An icon before the text: the separator starts where the text does, as on iOS:
        // 20 (card) + 20 (inset) + 29 (icon) + 8 (spacing) = 77. The row is 11 + 29 + 11 = 51
        // tall: the separator on its last pixel line, y = 20 + 51 − 1.
        let h = host(List {
            HStack { Color.blue.frame(width: 29, height: 29); Text("Wi-Fi") }
            Text("B")
        })
        #expect(separators(h) == [Rect(x: 77, y: 70, width: 203, height: 1)])
    }

    @Test func listRowSpacingMakesEachRowACard() {
        let h = host(List { Text("A"); Text("B") }.listRowSpacing(10))
        let cards = drawnFills(in: h.displayList).filter { $0.radius == 10 }.map(\.rect)
        // Both rows fully rounded, B 10 pt below A's bottom (64), no separators.
        #expect(cards == [Rect(x: 20, y: 20, width: 260, height: 44), Rect(x: 20, y: 74, width: 260, height: 44)])
        #expect(separators(h).isEmpty)
    }

    @Test func scrollContentBackgroundHiddenTakesAwayThePage() {
        let shown = host(List { Text("A") })
        #expect(drawnFills(in: shown.displayList).contains { $0.color == grey })
        let hidden = host(List { Text("A") }.scrollContentBackground(.hidden))
        #expect(!drawnFills(in: hidden.displayList).contains { $0.color == grey })
        // The cards stay.
        #expect(drawnFills(in: hidden.displayList).contains { $0.color == RGBAColor.white && $0.radius == 10 })
    }
}

// A segmented control's titles are the control's own drawing: the row's separator starts at the
// row's inset (20 pt into the card, at x 40), not under the first segment's title.
@MainActor
@Suite struct SegmentedRowSeparatorTests {
    @Test func aSegmentedPickerRowsSeparatorStartsAtTheRowInset() {
        struct Settings: View {
            @State var theme = 0
            var body: some View {
                Form {
                    Picker("Theme", selection: $theme) {
                        Text("Paper").tag(0)
                        Text("Sepia").tag(1)
                        Text("Night").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Text("Justify Text")
                }
            }
        }
        let h = host(Settings())
        let lines = separators(h)
        #expect(lines.count == 1)
        #expect(lines.first?.origin.x == 40)
    }
}
