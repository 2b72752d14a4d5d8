import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A user's foreground style wins over a button's tint; a colour the framework gives its own
// containers (a list section header's) does not recolour a user's button; a list's labels keep
// their titles in one column.

/// Each drawn string with where (window points, transforms applied) and in what colour.
private func drawnStyledTexts(_ list: DisplayList) -> [String: (at: Point, color: RGBAColor)] {
    var found: [String: (at: Point, color: RGBAColor)] = [:]
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .text(let text, let origin, _, let color): found[text] = (stack.last!.apply(origin), color)
        default: break
        }
    }
    return found
}

private struct HeaderWithButton: View {
    var body: some View {
        List {
            Section {
                Text("Row")
            } header: {
                HStack {
                    Text("Recent")
                    Button("Clear") {}
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

private struct IconColumnList: View {
    var body: some View {
        List {
            Label { Text("Narrow") } icon: { Color.red.frame(width: 10, height: 10) }
            Label { Text("Wide") } icon: { Color.red.frame(width: 22, height: 10) }
            Label("Star", systemImage: "star")
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite("Button colours and list labels")
struct ButtonLabelStyleTests {
    static let red = Color.red.rgba, green = Color.green.rgba, accent = Color.accentColor.rgba

    /// "Sets a view's foreground elements to use a given style"
    /// (https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)): on a button
    /// its label takes the style in place of the tint — on the button, or on a container
    /// around it — and `.foregroundColor(nil)` removes it so "the system or the container"
    /// colours it again (https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)).
    @Test func aUsersForegroundStyleWinsOverTheTint() {
        #expect(makeHost(Button("Delete") {}.foregroundStyle(.red)).displayList.description.hasSuffix(Self.red.description))
        #expect(makeHost(Button("Go") {}.foregroundColor(.green)).displayList.description.hasSuffix(Self.green.description))
        #expect(makeHost(Button("Go") {}.tint(.green).foregroundStyle(.red)).displayList.description.hasSuffix(Self.red.description))
        #expect(makeHost(VStack { Button("Go") {} }.foregroundStyle(.red)).displayList.description.hasSuffix(Self.red.description))
        #expect(makeHost(VStack { Button("Go") {}.foregroundColor(nil) }.foregroundStyle(.red)).displayList.description
                .hasSuffix(Self.accent.description))
        // Bordered styles: the label takes the style, the fill keeps the tint.
        #expect(makeHost(Button("Go") {}.buttonStyle(.bordered).foregroundStyle(.red)).displayList.description == """
            fillRounded [(127.8, 82.8) 44.4×34.4] r=6 #007aff26
            text "Go" at (139.8, 89.8) 17pt regular #ff3b30
            """)
        // A label's inner style still wins over the user's outer one.
        let inner = makeHost(Button {} label: { Text("Go").foregroundStyle(.green) }.foregroundStyle(.red))
        #expect(inner.displayList.description.hasSuffix(Self.green.description))
    }

    /// The section header's grey is the list's own styling (UIKit's grouped header), not the
    /// user's: the header's text is grey, its button keeps the accent blue.
    @Test func aContainersStyleDoesNotRecolourAUsersButton() throws {
        let driver = ScrollDriver(HeaderWithButton(), width: 390, height: 400)
        driver.frame()
        let texts = drawnStyledTexts(driver.list)
        let header = try #require(texts["Recent"])
        let button = try #require(texts["Clear"])
        #expect(header.color == Color.secondary.rgba)
        #expect(button.color == Self.accent)
    }

    /// In a list, a label's icon sits centred in a 28 pt column (at the 17 pt body size), so the
    /// titles line up however wide the icons are (UIKit list cells' reserved image size,
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize).
    /// Outside a list the icon takes its own width.
    @Test func listLabelsAlignTheirTitles() throws {
        let driver = ScrollDriver(IconColumnList(), width: 390, height: 400)
        driver.frame()
        let texts = drawnStyledTexts(driver.list)
        let narrow = try #require(texts["Narrow"]).at.x, wide = try #require(texts["Wide"]).at.x, star = try #require(texts["Star"]).at.x
        #expect(narrow == wide)
        #expect(narrow == star)
        // The list's 20 pt row inset + the 28 pt column + the stack's 8 pt spacing.
        #expect(narrow == 20 + 28 + 8)
        #expect(Label<Text, Image>.iconColumnWidth(fontSize: 17) == 28)
        #expect(Label<Text, Image>.iconColumnWidth(fontSize: 13) == 21, "13 × 28 / 17 = 21.4, rounded")
        // Outside a list: the title follows the icon's own width (10 or 22 pt, + 8).
        let a = makeHost(Label { Text("Narrow") } icon: { Color.red.frame(width: 10, height: 10) }, width: 300)
        let b = makeHost(Label { Text("Narrow") } icon: { Color.red.frame(width: 22, height: 10) }, width: 300)
        let ax = try #require(drawnStyledTexts(a.displayList)["Narrow"]).at.x
        let bx = try #require(drawnStyledTexts(b.displayList)["Narrow"]).at.x
        #expect(abs((bx - ax) - 6) < 1e-9, "centred: the 12 pt wider icon moves the title 6 pt right")
    }
}
