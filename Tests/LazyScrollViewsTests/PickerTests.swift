import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// Picker (https://developer.apple.com/documentation/swiftui/picker) with `.tag` and the
// `.segmented` (https://developer.apple.com/documentation/swiftui/pickerstyle/segmented),
// `.inline` and `.menu` styles. FixedAdvanceTextMeasurer: a character is 0.6 × the font size wide.

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

@MainActor
private struct FlavorPicker: View {
    @State var flavor: Flavor = .chocolate
    let style: PickerStyleKind
    var body: some View {
        VStack {
            Text("Picked \(flavor.rawValue)")
            switch style {
            case .segmented:
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Strawberry").tag(Flavor.strawberry)
                }
                .pickerStyle(.segmented)
            case .inline:
                Picker("Flavor", selection: $flavor) {
                    // Untagged: a ForEach tags each option with its element's id.
                    ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized) }
                }
                .pickerStyle(.inline)
            case .menu, .automatic:
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized).tag(flavor) }
                }
            case .navigationLink:
                NavigationStack {
                    Form {
                        Picker("Flavor", selection: $flavor) {
                            ForEach(Flavor.allCases) { flavor in Text(flavor.rawValue.capitalized).tag(flavor) }
                        }
                        .pickerStyle(.navigationLink)
                    }
                }
            }
        }
    }
}

@MainActor
private func strings(_ host: ViewHost) -> [String] {
    host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
}

@MainActor
private func frame(_ host: ViewHost, _ t: Double) {
    host.update(size: host.size, at: t)
    host.render(at: t)
}

@MainActor
@Suite struct PickerTests {
    /// `.navigationLink` (https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle):
    /// "a navigation link that presents the options by pushing a List-style picker view". The
    /// row shows the label and the selection; a tap pushes the options, the selected one
    /// checked; choosing one writes it and pops back.
    @Test func navigationLinkStylePushesTheOptionsAndPopsOnAChoice() throws {
        let host = makeHost(FlavorPicker(style: .navigationLink), width: 390, height: 800)
        frame(host, 0)
        #expect(strings(host).contains("Flavor") && strings(host).contains("Chocolate"))
        #expect(!strings(host).contains("Vanilla"))
        // The row is the window's one tap target: a tap pushes the options.
        let row = try #require(host.tapTargets.map { $0.rect.applying($0.toWindow) }.first { $0.width > 300 })
        #expect(host.tap(at: CGPoint(x: row.midX, y: row.midY)))
        frame(host, 0.1)
        frame(host, 1)
        #expect(["Chocolate", "Vanilla", "Strawberry"].allSatisfy(strings(host).contains))
        // The options' rows, top to bottom; the selected one's checkmark is drawn.
        // Inset grouped: 20 pt margins, the rows' content 20 pt further in (330 wide).
        let rows = host.tapTargets.map { $0.rect.applying($0.toWindow) }.filter { $0.width >= 300 }.sorted { $0.minY < $1.minY }
        try #require(rows.count == 3)
        #expect(host.tap(at: CGPoint(x: rows[1].midX, y: rows[1].midY)))     // Vanilla
        frame(host, 1.1)
        frame(host, 2)
        frame(host, 2.1)
        #expect(strings(host).contains("Picked vanilla"))
        #expect(strings(host).contains("Vanilla") && !strings(host).contains("Strawberry"))   // back on the form
    }

    @Test func optionsComeFromTagsAndForEachIDs() {
        let tagged = Picker("N", selection: .constant(2)) { Text("One").tag(1); Text("Two").tag(2); Text("None") }
        #expect(tagged.options.map(\.tag) == [AnyHashable(1), AnyHashable(2), nil])
        let each = Picker("F", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
        #expect(each.options.map(\.tag) == Flavor.allCases.map { AnyHashable($0) })
        let conditional = Picker("C", selection: .constant(0)) {
            if Bool.random() { Text("A").tag(0) } else { Text("B").tag(0) }
            Group { Text("G").tag(5) }
        }
        #expect(conditional.options.map(\.tag) == [AnyHashable(0), AnyHashable(5)])
    }

    @Test func segmentsShareTheWidthAndAClickSelectsOne() {
        let host = makeHost(FlavorPicker(style: .segmented), width: 300, height: 200)
        // Three segments of 300 / 3 = 100 pt, 32 pt tall (UISegmentedControl).
        let segments = host.tapTargets.map(\.rect)
        #expect(segments.map(\.width) == [100, 100, 100])
        #expect(segments.map(\.height) == [32, 32, 32])
        host.tap(at: CGPoint(x: segments[2].midX, y: segments[2].midY))
        frame(host, 1)
        #expect(strings(host).first == "Picked strawberry")
    }

    @Test func theSelectedSegmentSitsOnAWhiteThumb() throws {
        let host = makeHost(FlavorPicker(flavor: .vanilla, style: .segmented), width: 300, height: 200)
        let white = host.displayList.commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, _, let color) = command, color == .white { return rect }
            return nil
        }
        // The middle segment, inset 2 pt: x 102…198.
        let thumb = try #require(white.first)
        #expect(thumb.minX == 102 && thumb.maxX == 198)
    }

    @Test func aFocusedSegmentedPickerMovesWithLeftAndRight() {
        let host = makeHost(FlavorPicker(style: .segmented), width: 300, height: 200)
        #expect(host.graph.focus.move(forward: true))
        #expect(host.graph.focus.keyFocused("Right"))
        frame(host, 1)
        #expect(strings(host).first == "Picked vanilla")
        #expect(host.graph.focus.keyFocused("Left"))
        frame(host, 2)
        #expect(!host.graph.focus.keyFocused("Left"), "the first option is the end")
        #expect(strings(host).first == "Picked chocolate")
    }

    @Test func inlineRowsCheckTheSelectedOneAndAClickSelects() throws {
        let host = makeHost(FlavorPicker(style: .inline), width: 300, height: 300)
        let check = String(UnicodeScalar(0xF00C)!) // fa-check, the checkmark
        // The checkmark is drawn in the row of "Chocolate" (the selection), in the tint.
        let drawn = host.displayList.commands.compactMap { c -> (String, Point, RGBAColor)? in
            if case .text(let s, let o, _, let color) = c { return (s, o, color) } else { return nil }
        }
        let mark = try #require(drawn.first { $0.0 == check })
        let chocolate = try #require(drawn.first { $0.0 == "Chocolate" })
        #expect(abs(mark.1.y - chocolate.1.y) < 4)
        #expect(mark.2 == Color.accentColor.rgba)
        // Rows are 44 pt tall (the minimum row height); a click on the third selects it.
        let rows = host.tapTargets.map(\.rect)
        #expect(rows.map(\.height) == [44, 44, 44])
        host.tap(at: CGPoint(x: rows[2].midX, y: rows[2].midY))
        frame(host, 1)
        #expect(strings(host).first == "Picked strawberry")
    }

    /// `.automatic` is the menu style on iOS 16 and later
    /// (https://developer.apple.com/documentation/swiftui/menupickerstyle: "presents the options
    /// as a menu when the user presses a button"): a click opens a menu of the options with the
    /// selected one checked, and changes nothing until an option is chosen.
    @Test func theMenuStyleShowsTheSelectionAndAClickOpensAMenuOfTheOptions() throws {
        let host = makeHost(FlavorPicker(flavor: .vanilla, style: .automatic), width: 300, height: 200)
        // Outside a `Form` or `List`, iOS draws a menu picker as a borderless button of its
        // value: the label is not drawn.
        #expect(!strings(host).contains("Flavor"))
        #expect(strings(host).contains("Vanilla"))
        let target = try #require(host.tapTargets.first)
        host.tap(at: CGPoint(x: target.rect.midX, y: target.rect.midY))
        frame(host, 1)
        #expect(strings(host).first == "Picked vanilla", "opening the menu selects nothing")
        let menu = try #require(host.graph.presentedNodes.first { $0.kind == .menu && $0.isPresenting })
        #expect(menu.menuItems.map(\.isChecked) == [false, true, false], "Chocolate, Vanilla (checked), Strawberry")
    }
}

// An optional selection: "tag(_:includeOptional:) … will write the tag value for the type V, as
// well as Optional<V> if includeOptional is enabled" (the default)
// (https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)) — so
// `Text("A").tag(Flavor.vanilla)` is the selected option of a `Flavor?` selection holding it.
@MainActor
private struct OptionalFlavorPicker: View {
    @State var flavor: Flavor? = .vanilla
    var includeOptional = true
    var body: some View {
        VStack {
            Text("Picked \(flavor?.rawValue ?? "none")")
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag(Flavor.chocolate, includeOptional: includeOptional)
                Text("Vanilla").tag(Flavor.vanilla, includeOptional: includeOptional)
                Text("Strawberry").tag(Flavor.strawberry, includeOptional: includeOptional)
            }
            .pickerStyle(.segmented)
        }
    }
}

@MainActor
@Suite struct OptionalSelectionPickerTests {
    private func thumbs(_ host: ViewHost) -> [Rect] {
        host.displayList.commands.compactMap { command -> Rect? in
            if case .fillRoundedRect(let rect, _, let color) = command, color == .white { return rect }
            return nil
        }
    }

    @Test func aTagMatchesAnOptionalSelectionOfItsType() throws {
        let host = makeHost(OptionalFlavorPicker(), width: 300, height: 200)
        // `.vanilla` selected: the thumb on the middle segment, inset 2 pt: x 102…198.
        let thumb = try #require(thumbs(host).first)
        #expect(thumb.minX == 102 && thumb.maxX == 198)
        // A click on the third segment writes `Optional(.strawberry)`, and the thumb follows.
        let segments = host.tapTargets.map(\.rect)
        host.tap(at: CGPoint(x: segments[2].midX, y: segments[2].midY))
        frame(host, 1)
        #expect(strings(host).first == "Picked strawberry")
        let moved = try #require(thumbs(host).first)
        #expect(moved.minX == 202 && moved.maxX == 298)
    }

    @Test func withoutIncludeOptionalATagDoesNotMatchAnOptionalSelection() {
        let host = makeHost(OptionalFlavorPicker(includeOptional: false), width: 300, height: 200)
        // Only `Flavor` is written: no option equals the `Flavor?` selection, none is selected,
        // and a click cannot write a `Flavor` into it.
        #expect(thumbs(host).isEmpty)
        let segments = host.tapTargets.map(\.rect)
        host.tap(at: CGPoint(x: segments[0].midX, y: segments[0].midY))
        frame(host, 1)
        #expect(strings(host).first == "Picked vanilla")
    }
}

// In a `Form` (a lazy list) the segments and inline rows are drawn too: the picker's own
// `ForEach` is not the list's lazy content.
@MainActor
@Suite struct PickerInFormTests {
    @Test(arguments: [PickerStyleKind.segmented, .inline])
    func optionsAreDrawnInsideAForm(style: PickerStyleKind) {
        @MainActor struct InForm: View {
            @State var n = 1
            let style: PickerStyleKind
            var body: some View {
                Form {
                    if style == .segmented {
                        Picker("N", selection: $n) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
                    } else {
                        Picker("N", selection: $n) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.inline)
                    }
                }
            }
        }
        let host = makeHost(InForm(style: style), width: 390, height: 400)
        #expect(strings(host).contains("One"))
        #expect(strings(host).contains("Two"))
    }
}
