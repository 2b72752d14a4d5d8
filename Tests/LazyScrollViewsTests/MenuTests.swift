import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// Menus as SwiftUI documents them, driven through the window's input entry points (a click, a
// secondary click, keys: what the host calls for each event of a trace), frame by frame:
// - Menu https://developer.apple.com/documentation/swiftui/menu ("A control for presenting a
//   menu of actions"; a nested `Menu` is a submenu)
// - Menu.init(content:label:primaryAction:) https://developer.apple.com/documentation/swiftui/menu/init(content:label:primaryaction:)
// - contextMenu(menuItems:) https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
//   ("Compose the menu by returning controls like Button, Toggle, and Picker … You can
//   deactivate the context menu by returning nothing from the closure.")
// - contextMenu(menuItems:preview:) https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:preview:)
// - menuStyle(_:) https://developer.apple.com/documentation/swiftui/view/menustyle(_:)

@MainActor
final class MenuLog {
    var events: [String] = []
}

@MainActor
private struct ActionsMenu: View {
    let log: MenuLog
    var body: some View {
        VStack(alignment: .leading) {
            Menu("Actions") {
                Button("Duplicate") { log.events.append("duplicate") }
                Button("Rename") { log.events.append("rename") }.disabled(true)
                Button("Delete", role: .destructive) { log.events.append("delete") }
                Divider()
                Menu("Copy") {
                    Button("Copy Path") { log.events.append("copy path") }
                    Button("Copy Link") { log.events.append("copy link") }
                }
            }
            Spacer()
            Button("Behind") { log.events.append("behind") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(20)
    }
}

/// A window driven as the host drives it, with the input a trace would send.
@MainActor
private final class MenuWindow<Root: View> {
    let driver: ScrollDriver<Root>
    init(_ view: Root, width: Double = 390, height: Double = 600) { driver = ScrollDriver(view, width: width, height: height) }

    /// A third of a second of frames: past a menu's 0.2 s fade in or out.
    func settle() { for _ in 0..<20 { driver.frame() } }
    func click(_ point: CGPoint) { _ = driver.scene.tap(at: Point(x: Double(point.x), y: Double(point.y))); settle() }
    func secondaryClick(_ point: CGPoint) { _ = driver.scene.secondaryClick(at: Point(x: Double(point.x), y: Double(point.y))); settle() }
    func key(_ name: String) { _ = driver.scene.keyCommand(name, shift: false, control: false); settle() }

    var graph: ViewGraph { driver.scene.host.graph }
    /// The open menu, if one is shown.
    var menu: PresentationNode? { graph.presentedNodes.first { $0.kind == .menu && $0.isPresenting } }
    var texts: [String: Point] { driver.texts }
    /// The centre of the line `text` was drawn on (FixedAdvanceTextMeasurer: the origin is the
    /// line's top-left; a 4 pt step in from there lands inside the glyph box).
    func at(_ text: String) -> CGPoint {
        let p = texts[text]!
        return CGPoint(x: p.x + 4, y: p.y + 4)
    }
    /// The centre of row `index` of the open menu's card (rows 44 pt; a divider's band 8 pt).
    func row(_ index: Int) -> CGPoint {
        let menu = self.menu!
        let items = menu.menuNavigation.currentItems(menu.menuItems)
        var y = menu.presentedRect.minY + (menu.menuNavigation.path.isEmpty ? 0 : MenuMetrics.rowHeight + MenuMetrics.groupSeparatorHeight)
        for i in 0..<index {
            if case .separator = items[i].kind { y += MenuMetrics.groupSeparatorHeight } else { y += MenuMetrics.rowHeight }
            if i + 1 < items.count, i + 1 <= index { y += hairlineBetween(items[i], items[i + 1]) }
        }
        return CGPoint(x: menu.presentedRect.midX, y: y + MenuMetrics.rowHeight / 2)
    }
    private func hairlineBetween(_ a: MenuItem, _ b: MenuItem) -> CGFloat {
        if case .separator = a.kind { return 0 }
        if case .separator = b.kind { return 0 }
        return MenuMetrics.hairline
    }
}

@MainActor
@Suite struct MenuTests {
    @Test func aClickOpensTheMenuBelowItsControlAndAChoiceRunsItsActionAndClosesIt() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        #expect(window.texts["Duplicate"] == nil, "closed: the items are not drawn")
        window.click(window.at("Actions"))
        let menu = try #require(window.menu, "a click opens the menu")
        // Below the control, 8 pt under it, its leading edge on the control's (20 pt padding).
        let control = menu.contentWindowFrame
        #expect(control.minX == 20 && control.minY == 20)
        #expect(menu.presentedRect.minX == 20)
        #expect(menu.presentedRect.minY == control.maxY + 8)
        // 250 pt wide; rows: Duplicate, Rename, Delete (44 pt each, hairlines between), the
        // divider's 8 pt band, Copy: 4 × 44 + 2 × 0.5 + 8 = 185.
        #expect(menu.presentedRect.width == 250)
        #expect(menu.presentedRect.height == 185)
        for title in ["Duplicate", "Rename", "Delete", "Copy"] { #expect(window.texts[title] != nil, "\(title) is drawn") }
        window.click(window.at("Duplicate"))
        #expect(log.events == ["duplicate"])
        #expect(window.menu == nil, "choosing closes the menu")
        #expect(window.graph.presentedNodes.isEmpty, "and its fade has ended")
        #expect(window.texts["Duplicate"] == nil)
    }

    @Test func aDestructiveRowIsRedAndADisabledOneIsGreyAndTakesNoClick() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        window.click(window.at("Actions"))
        var colors: [String: RGBAColor] = [:]
        for command in window.driver.list.commands {
            if case .text(let text, _, _, let color) = command { colors[text] = color }
        }
        #expect(colors["Delete"] == RGBAColor.red, "role: .destructive is red (iOS's systemRed)")
        #expect(colors["Duplicate"] == LazyScrollViews.Color.primary.rgba)
        #expect(colors["Rename"] == MenuMetrics.disabledColor.rgba)
        window.click(window.at("Rename"))
        #expect(log.events.isEmpty, "a disabled row runs nothing")
        #expect(window.menu != nil, "and the menu stays open")
    }

    @Test func escapeOrAClickOutsideClosesTheMenuAndTheClickReachesNothingUnderIt() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        let behind = window.at("Behind")
        window.click(window.at("Actions"))
        #expect(window.menu != nil)
        window.key("Escape")
        #expect(window.menu == nil, "Escape closes it")
        window.click(window.at("Actions"))
        window.click(behind)
        #expect(window.menu == nil, "a click outside closes it")
        #expect(log.events.isEmpty, "and the button under the click does not run")
        window.click(behind)
        #expect(log.events == ["behind"], "closed, the window takes clicks again")
    }

    @Test func arrowKeysHighlightSkippingDisabledRowsAndReturnChooses() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        window.click(window.at("Actions"))
        window.key("Down")
        #expect(window.menu?.menuNavigation.highlighted == 0, "Duplicate")
        window.key("Down")
        #expect(window.menu?.menuNavigation.highlighted == 2, "Rename is disabled: Delete")
        window.key("Down")
        #expect(window.menu?.menuNavigation.highlighted == 4, "the divider is skipped: Copy")
        window.key("Down")
        #expect(window.menu?.menuNavigation.highlighted == 4, "the last row stays highlighted")
        window.key("Up")
        window.key("Return")
        #expect(log.events == ["delete"])
        #expect(window.menu == nil)
    }

    @Test func thePointerOverARowHighlightsItAndAStillPointerLeavesTheKeysHighlightAlone() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        window.click(window.at("Actions"))
        func hover(_ point: CGPoint) {
            window.driver.scene.pointer(at: Point(x: Double(point.x), y: Double(point.y)), isDown: false)
            window.settle()
        }
        hover(window.row(2))
        #expect(window.menu?.menuNavigation.highlighted == 2, "Delete, under the pointer")
        let fill = MenuMetrics.highlightColor.rgba
        let drawn = window.driver.list.commands.contains { command in
            if case .fillRect(let rect, let color) = command { return color == fill && rect.height == 44 && rect.width == 250 }
            return false
        }
        #expect(drawn, "the highlighted row is drawn on the highlight grey, the card's width")
        hover(window.row(1))
        #expect(window.menu?.menuNavigation.highlighted == nil, "Rename is disabled: nothing highlighted")
        window.key("Down")
        #expect(window.menu?.menuNavigation.highlighted == 0, "from none, ↓ highlights the first row")
        window.driver.scene.pointer(at: Point(x: Double(window.row(1).x), y: Double(window.row(1).y)), isDown: false)
        window.settle()
        #expect(window.menu?.menuNavigation.highlighted == 0, "a pointer that did not move leaves the keys' highlight")
        hover(CGPoint(x: 380, y: 590))
        #expect(window.menu?.menuNavigation.highlighted == nil, "off the card, no row")
    }

    @Test func aSubmenuOpensInPlaceWithAHeaderThatGoesBack() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        window.click(window.at("Actions"))
        window.click(window.row(4))
        let menu = try #require(window.menu)
        #expect(menu.menuNavigation.path == [4])
        #expect(window.texts["Copy Path"] != nil && window.texts["Duplicate"] == nil, "the submenu's items replace the menu's")
        // The header (44) and its 8 pt band, then two rows and a hairline.
        let expected: CGFloat = 44 + 8 + 2 * 44 + 0.5
        #expect(menu.presentedRect.height == expected)
        window.key("Left")
        #expect(window.menu?.menuNavigation.path == [], "← goes back")
        #expect(window.menu?.menuNavigation.highlighted == 4, "to the submenu's row")
        window.key("Right")
        #expect(window.menu?.menuNavigation.path == [4], "→ opens it again")
        #expect(window.menu?.menuNavigation.highlighted == 0, "its first row highlighted")
        window.key("Down")
        window.key("Return")
        #expect(log.events == ["copy link"])
        #expect(window.menu == nil)
    }

    @Test func aMenuNearTheBottomRightOpensAboveItsControlWithTrailingEdgesAligned() throws {
        struct Corner: View {
            var body: some View {
                Menu("More") { Button("One") {}; Button("Two") {} }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                    .padding(20)
            }
        }
        let window = MenuWindow(Corner())
        window.click(window.at("More"))
        let menu = try #require(window.menu)
        let control = menu.contentWindowFrame
        #expect(control.maxX == 370 && control.maxY == 580)
        // 2 × 44 + 0.5 = 88.5 tall: no room below (580 + 8 + 88.5 > 592), so above the control.
        #expect(menu.presentedRect.maxY == control.minY - 8)
        #expect(menu.presentedRect.maxX == control.maxX, "250 pt from the control's leading edge would leave the window")
    }

    @Test func aToggleShowsACheckmarkAndAPickerItsOptionsInlineWithTheSelectionChecked() throws {
        struct Options: View {
            @State var pinnedOnly = true
            @State var sort = "Title"
            var body: some View {
                VStack {
                    Menu("View") {
                        Toggle("Pinned Only", isOn: $pinnedOnly)
                        Picker("Sort", selection: $sort) {
                            Text("Date").tag("Date")
                            Text("Title").tag("Title")
                        }
                    }
                    Text("sort \(sort) pinned \(pinnedOnly ? "yes" : "no")")
                }
            }
        }
        let window = MenuWindow(Options())
        window.click(window.at("View"))
        let menu = try #require(window.menu)
        // The toggle, the picker's band, its two options.
        #expect(menu.menuItems.map(\.isChecked) == [true, false, false, true])
        #expect(menu.menuItems.map(\.isSelectable) == [true, false, true, true])
        window.click(window.at("Date"))
        #expect(window.texts["sort Date pinned yes"] != nil, "choosing an option writes the picker's selection")
        window.click(window.at("View"))
        window.click(window.at("Pinned Only"))
        #expect(window.texts["sort Date pinned no"] != nil, "choosing the toggle flips it")
    }

    /// A menu `Picker` (https://developer.apple.com/documentation/swiftui/menupickerstyle) — and
    /// the default style in a `Form`, a menu since iOS 16 — opens this same menu: its options, the
    /// selected one checked; choosing one writes it. From the keyboard: Tab to the picker, Return
    /// opens the menu, ↓ highlights the first option, Return chooses it.
    @Test(arguments: [false, true])
    func aMenuPickerOpensTheMenuOfItsOptionsByClickAndByKeyboard(inForm: Bool) throws {
        struct Flavors: View {
            let inForm: Bool
            @State var flavor = "Vanilla"
            var body: some View {
                VStack {
                    Text("picked \(flavor)")
                    if inForm {
                        Form { picker }
                    } else {
                        picker.pickerStyle(.menu)
                    }
                }
            }
            var picker: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                }
            }
        }
        let window = MenuWindow(Flavors(inForm: inForm))
        // In a `Form` the row shows the label and the value; elsewhere only the value.
        #expect((window.texts["Flavor"] != nil) == inForm)
        window.click(window.at("Vanilla"))
        let menu = try #require(window.menu)
        #expect(menu.menuItems.map(\.isChecked) == [false, true, false])
        window.click(window.at("Strawberry"))
        #expect(window.texts["picked Strawberry"] != nil)
        #expect(window.menu == nil, "choosing closes the menu")
        window.key("Tab")
        window.key("Return")
        #expect(window.menu != nil, "Return on the focused picker opens its menu")
        window.key("Down")
        window.key("Return")
        #expect(window.texts["picked Chocolate"] != nil)
        #expect(window.menu == nil)
    }

    @Test func aPrimaryActionRunsOnClickAndTheMenuOpensOnASecondaryClick() throws {
        struct Bookmarks: View {
            let log: MenuLog
            var body: some View {
                Menu {
                    Button("Add to Reading List") { log.events.append("reading list") }
                } label: {
                    Label("Add Bookmark", systemImage: "book")
                } primaryAction: {
                    log.events.append("primary")
                }
            }
        }
        let log = MenuLog()
        let window = MenuWindow(Bookmarks(log: log))
        let control = window.at("Add Bookmark")
        window.click(control)
        #expect(log.events == ["primary"])
        #expect(window.menu == nil, "a click runs the primary action, no menu")
        window.secondaryClick(control)
        #expect(window.menu != nil, "a secondary click opens the menu")
        window.click(window.at("Add to Reading List"))
        #expect(log.events == ["primary", "reading list"])
    }

    @Test func aContextMenuOpensAtThePointerAndHighlightsItsViewWhileOpen() throws {
        struct Rows: View {
            let log: MenuLog
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(["Alpha", "Beta"], id: \.self) { name in
                        Text(name)
                            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                            .contextMenu {
                                Button("Open \(name)") { log.events.append("open \(name)") }
                                Button("Delete \(name)", role: .destructive) { log.events.append("delete \(name)") }
                            }
                    }
                    Text("Plain").frame(height: 44).contextMenu { }
                    Spacer()
                }
            }
        }
        let log = MenuLog()
        let window = MenuWindow(Rows(log: log))
        let beta = window.at("Beta")
        window.click(beta)
        #expect(window.menu == nil, "a primary click does not open a context menu")
        let point = CGPoint(x: 100, y: beta.y)
        window.secondaryClick(point)
        let menu = try #require(window.menu)
        #expect(menu.presentedRect.origin == point, "its top-left corner at the pointer")
        #expect(window.texts["Open Beta"] != nil && window.texts["Open Alpha"] == nil, "the menu of the view clicked")
        let highlight = _ContextMenuView<Text>.highlight.rgba
        let highlighted = window.driver.list.commands.contains { command in
            if case .fillRect(let rect, let color) = command { return color == highlight && rect.height == 44 && rect.width == 390 }
            return false
        }
        #expect(highlighted, "the row is highlighted while its menu is open")
        window.click(window.at("Delete Beta"))
        #expect(log.events == ["delete Beta"])
        let stillHighlighted = window.driver.list.commands.contains { command in
            if case .fillRect(_, let color) = command { return color == highlight }
            return false
        }
        #expect(!stillHighlighted, "closed, the highlight goes")
        window.secondaryClick(window.at("Plain"))
        #expect(window.menu == nil, "a context menu with no items does not open")
        #expect(window.graph.presentedNodes.isEmpty)
    }

    @Test func aContextMenuOnALazyListRowOpensFromItsRow() throws {
        struct Inbox: View {
            let log: MenuLog
            var body: some View {
                List {
                    ForEach(["Ava", "Noah", "Mia"], id: \.self) { name in
                        Text(name).contextMenu {
                            Button("Reply to \(name)") { log.events.append("reply \(name)") }
                        }
                    }
                }
            }
        }
        let log = MenuLog()
        let window = MenuWindow(Inbox(log: log))
        window.secondaryClick(window.at("Noah"))
        #expect(window.menu != nil, "the row's context menu opens (its secondary target comes out of the list's rows)")
        window.click(window.at("Reply to Noah"))
        #expect(log.events == ["reply Noah"])
    }

    @Test func sectionsGroupRowsUnderAHeaderAndLabelsPutTheirIconOnTheTrailingSide() throws {
        struct Grouped: View {
            var body: some View {
                Menu("Share") {
                    Section("Send") {
                        Button { } label: { Label("Mail", systemImage: "envelope") }
                        Button("Messages") { }
                    }
                    Section {
                        Button("Copy Link") { }
                    }
                }
            }
        }
        let window = MenuWindow(Grouped())
        window.click(window.at("Share"))
        let menu = try #require(window.menu)
        // A section is a group between bands (none before the first one): its header, its rows.
        let kinds = menu.menuItems.map { item -> String in
            switch item.kind {
            case .separator: return "band"
            case .header: return "header"
            case .action: return "row"
            case .submenu: return "submenu"
            }
        }
        #expect(kinds == ["header", "row", "row", "band", "row"])
        #expect(menu.menuItems[1].icon != nil && menu.menuItems[2].icon == nil, "a Label's icon is read apart from its title")
        // 32 (header) + 44 + 0.5 + 44 + 8 + 44.
        #expect(menu.presentedRect.height == 172.5)
        let mail = try #require(window.texts["Mail"])
        let inset = mail.x - Double(menu.presentedRect.minX)
        #expect(abs(inset - 16) < 1e-9, "the title starts 16 pt in: the icon is not before it")
    }

    @Test func aContextMenuGivenNilOpensNothingAndAPreviewIsDrawnAboveTheMenu() throws {
        struct Previewed: View {
            let showsMenu: Bool
            var body: some View {
                VStack(spacing: 0) {
                    Text("Photo").frame(width: 200, height: 44)
                        .contextMenu {
                            Button("Save") { }
                        } preview: {
                            Text("Big preview").frame(width: 120, height: 80)
                        }
                    Text("Other").frame(width: 200, height: 44)
                        .contextMenu(showsMenu ? ContextMenu { Button("Open") { } } : nil)
                    Spacer()
                }
            }
        }
        let window = MenuWindow(Previewed(showsMenu: false))
        window.secondaryClick(window.at("Other"))
        #expect(window.menu == nil, "contextMenu(nil) has no menu")
        let point = CGPoint(x: 100, y: 20)
        window.secondaryClick(point)
        let menu = try #require(window.menu)
        let preview = try #require(window.texts["Big preview"], "the preview is drawn")
        let save = try #require(window.texts["Save"])
        #expect(preview.y < save.y, "above the menu's rows")
        // The preview (80) and the 8 pt gap above the one-row card (44).
        let height = Double(menu.presentedRect.height)
        #expect(abs(height - (80 + 8 + 44)) < 1e-9)
        #expect(menu.presentedRect.origin == point)
        let withMenu = MenuWindow(Previewed(showsMenu: true))
        withMenu.secondaryClick(withMenu.at("Other"))
        #expect(withMenu.texts["Open"] != nil, "a ContextMenu value opens")
    }

    @Test func aSecondaryClickOverAnOpenMenuClosesIt() throws {
        let log = MenuLog()
        let window = MenuWindow(ActionsMenu(log: log))
        window.click(window.at("Actions"))
        window.secondaryClick(CGPoint(x: 300, y: 500))
        #expect(window.menu == nil)
        #expect(log.events.isEmpty)
    }

    @Test(arguments: [MenuStyleKind.automatic, .button, .borderlessButton])
    func everyMenuStyleOpensTheMenu(_ kind: MenuStyleKind) throws {
        struct Styled: View {
            let kind: MenuStyleKind
            var body: some View {
                switch kind {
                case .automatic: Menu("Styled") { Button("Item") {} }.menuStyle(.automatic)
                case .button: Menu("Styled") { Button("Item") {} }.menuStyle(.button).buttonStyle(.bordered)
                case .borderlessButton: Menu("Styled") { Button("Item") {} }.menuStyle(.borderlessButton).buttonStyle(.bordered)
                }
            }
        }
        let window = MenuWindow(Styled(kind: kind))
        let bordered = window.driver.list.commands.contains { command in
            if case .fillRoundedRect = command { return true }
            return false
        }
        // `.button` keeps the `buttonStyle` above (bordered: a rounded fill); `.borderlessButton` drops it.
        #expect(bordered == (kind == .button))
        window.click(window.at("Styled"))
        #expect(window.menu != nil)
        #expect(window.texts["Item"] != nil)
    }

    @Test func aMenuInAToolbarOpensBelowTheBarInsideTheWindow() throws {
        struct Toolbar: View {
            @State var choice = "none"
            var body: some View {
                NavigationStack {
                    Text("chose \(choice)")
                        .navigationTitle("Notes")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu("Sort") { Button("By Title") { choice = "title" } }
                            }
                        }
                }
            }
        }
        let window = MenuWindow(Toolbar())
        window.click(window.at("Sort"))
        let menu = try #require(window.menu, "the toolbar's menu opens")
        #expect(menu.presentedRect.maxX <= 390 - 8, "kept inside the window")
        #expect(menu.presentedRect.minY == menu.contentWindowFrame.maxY + 8)
        window.click(window.at("By Title"))
        #expect(window.texts["chose title"] != nil)
    }
}
