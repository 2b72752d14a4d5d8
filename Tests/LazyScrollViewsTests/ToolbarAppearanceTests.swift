import DisplayList
import ScrollCore
import Testing
@testable import LazyScrollViews

// A bar's background and colour scheme, asked by the screen's content:
// - https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:) — "Specifies
//   the preferred shape style of the background of a bar managed by SwiftUI … The preferred style
//   flows up to the nearest container that renders a bar".
// - toolbarBackground(_:for:) with a `Visibility` — "In iOS, a value of automatic makes the
//   visibility of a tab bar or navigation bar background depend on where a List or ScrollView
//   settles".
// - https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:) — "The
//   preferred color scheme of the background of the bar".
// The window is 390 × 844: the navigation bar is y 0…44, a large title's area 44…96, the bottom
// toolbar 800…844, a tab bar 795…844.

private typealias ViewColor = LazyScrollViews.Color
private let indigo = RGBAColor(r8: 40, g8: 30, b8: 120)

@MainActor
private struct ColoredBarScreen: View {
    var visibility: Visibility = .visible
    var scheme: ColorScheme? = .dark
    var large = false
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60) { i in Text("row \(i)").frame(height: 40) }
                }
                .frame(maxWidth: .infinity)
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(large ? .large : .inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
            }
            .toolbarBackground(ViewColor(rgba: indigo), for: .navigationBar)
            .toolbarBackground(visibility, for: .navigationBar)
            .toolbarColorScheme(scheme, for: .navigationBar)
        }
    }
}

@MainActor
private struct BottomBarScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<60) { i in Text("row \(i)").frame(height: 40) } }.frame(maxWidth: .infinity)
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .bottomBar) { Button("Select") {} } }
            .toolbarBackground(ViewColor(rgba: indigo), for: .bottomBar)
            .toolbarBackground(.visible, for: .bottomBar)
            .toolbarColorScheme(.dark, for: .bottomBar)
        }
    }
}

@MainActor
private struct TabsScreen: View {
    var visibility: Visibility = .automatic
    var body: some View {
        TabView {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .toolbarBackground(ViewColor(rgba: indigo), for: .tabBar)
                .toolbarBackground(visibility, for: .tabBar)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

/// A tabbed inbox whose detail screen hides the tab bar and the back button (it has its own "Done").
@MainActor
private struct TabbedInbox: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    ForEach(0..<5) { i in NavigationLink("Message \(i)", value: i) }
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { i in MessageDetail(i: i) }
            }
            .tabItem { Label("Mail", systemImage: "tray") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

@MainActor
private struct MessageDetail: View {
    let i: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Body of \(i)")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Message")
        .navigationBarBackButtonHidden()
        .toolbar(.hidden, for: .tabBar)
    }
}

@MainActor
private struct FullBleedScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30) { i in Text("row \(i)").frame(height: 40) } }.frame(maxWidth: .infinity)
            }
            .navigationTitle("Hidden")
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}

@MainActor
@Suite("Toolbar background and colour scheme") struct ToolbarAppearanceTests {
    private static func fills(_ rect: Rect, with color: RGBAColor, in list: DisplayList) -> Bool {
        list.commands.contains { if case .fillRect(rect, color) = $0 { true } else { false } }
    }
    private static func textColor(_ string: String, in list: DisplayList) -> RGBAColor? {
        for command in list.commands { if case let .text(s, _, _, color) = command, s == string { return color } }
        return nil
    }
    private static let navigationBar = Rect(x: 0, y: 0, width: 390, height: 44)

    @Test("visible: the bar is filled with the style at rest, its title and items drawn for the dark scheme")
    func visibleColoredBar() throws {
        let driver = ScrollDriver(ColoredBarScreen(), width: 390, height: 844)
        driver.frame()
        #expect(Self.fills(Self.navigationBar, with: indigo, in: driver.list))
        #expect(Self.textColor("Inbox", in: driver.list) == .white)
        #expect(Self.textColor("row 0", in: driver.list) != .white, "the content keeps the screen's scheme")
        // The bottom toolbar was asked nothing: transparent at the end, its default colours.
        let compose = try #require(Self.textColor("Compose", in: driver.list))
        #expect(compose != .white)
    }

    @Test("automatic: transparent at the scroll edge, the style once content is under the bar")
    func automaticFollowsTheScrollEdge() {
        let driver = ScrollDriver(ColoredBarScreen(visibility: .automatic), width: 390, height: 844)
        driver.frame()
        #expect(!Self.fills(Self.navigationBar, with: indigo, in: driver.list))
        #expect(Self.textColor("Inbox", in: driver.list) != .white, "the scheme is the background's: none shows")
        driver.scroll(to: 400)
        driver.frame()
        #expect(Self.fills(Self.navigationBar, with: indigo, in: driver.list))
        #expect(Self.textColor("Inbox", in: driver.list) == .white)
    }

    @Test("hidden: no background, even with content under the bar")
    func hiddenNeverShows() {
        let driver = ScrollDriver(ColoredBarScreen(visibility: .hidden), width: 390, height: 844)
        driver.scroll(to: 400)
        driver.frame()
        driver.frame()
        let barFills = driver.list.commands.filter { if case .fillRect(Self.navigationBar, let color) = $0 { color.alpha > 0 } else { false } }
        #expect(barFills.isEmpty, "\(barFills)")
        #expect(Self.textColor("Inbox", in: driver.list) != .white)
    }

    @Test("a large title under a visible background: the bar's style covers the title's area, the title drawn for its scheme")
    func largeTitleArea() {
        let driver = ScrollDriver(ColoredBarScreen(large: true), width: 390, height: 844)
        driver.frame()
        #expect(Self.fills(Self.navigationBar, with: indigo, in: driver.list))
        #expect(Self.fills(Rect(x: 0, y: 44, width: 390, height: 52), with: indigo, in: driver.list))
        #expect(Self.textColor("Inbox", in: driver.list) == .white)
        // Scrolled 20 pt: the area is 32 pt tall (iOS's bar shrinking from 96 pt).
        driver.scroll(to: 20)
        driver.frame()
        #expect(Self.fills(Rect(x: 0, y: 44, width: 390, height: 32), with: indigo, in: driver.list))
    }

    @Test("the bottom toolbar takes its own style and scheme")
    func bottomBar() {
        let driver = ScrollDriver(BottomBarScreen(), width: 390, height: 844)
        driver.scroll(to: 1644)                                  // the end: iOS's bar would be transparent
        driver.frame()
        driver.frame()
        #expect(Self.fills(Rect(x: 0, y: 800, width: 390, height: 44), with: indigo, in: driver.list))
        // A button is drawn in the tint: systemBlue's dark value (10, 132, 255) on the dark bar.
        #expect(Self.textColor("Select", in: driver.list) == RGBAColor(r8: 10, g8: 132, b8: 255))
        #expect(!Self.fills(Self.navigationBar, with: indigo, in: driver.list), "the navigation bar was asked nothing")
    }

    @Test("the tab bar takes the shown tab's style; hidden, it has no background")
    func tabBar() {
        let styled = ScrollDriver(TabsScreen(), width: 390, height: 844)
        styled.frame()
        styled.frame()
        #expect(Self.fills(Rect(x: 0, y: 795, width: 390, height: 49), with: indigo, in: styled.list))
        let hidden = ScrollDriver(TabsScreen(visibility: .hidden), width: 390, height: 844)
        hidden.frame()
        hidden.frame()
        let backdrops = hidden.list.commands.filter { if case .backdrop = $0 { true } else { false } }
        #expect(backdrops.isEmpty, "no bar material: \(backdrops)")
        #expect(!Self.fills(Rect(x: 0, y: 795, width: 390, height: 49), with: indigo, in: hidden.list))
    }

    private func tap<V: View>(_ driver: ScrollDriver<V>, _ label: String) {
        guard let at = driver.texts[label] else { Issue.record("no text \(label)"); return }
        _ = driver.scene.tap(at: Point(x: at.x + 2, y: at.y + 4))
        for _ in 0..<24 { driver.frame() }                       // past the slide (0.35 s)
    }

    // https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:) — "Specifies the
    // visibility of a bar managed by SwiftUI".
    @Test("a hidden navigation bar gives its space to the content: no bar, no title, the first row at the top")
    func hiddenNavigationBar() throws {
        let driver = ScrollDriver(FullBleedScreen(), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["Hidden"] == nil)
        // Row 0's label, 20.4 pt tall in its 40 pt row at the window's top.
        let first = try #require(driver.texts["row 0"])
        #expect(abs(first.y - 9.8) < 1e-9, "\(first)")
    }

    @Test("a detail screen hides the tab bar and its back button; popped by its own button, the tab bar is back")
    func detailHidesTheTabBar() throws {
        let driver = ScrollDriver(TabbedInbox(), width: 390, height: 844)
        driver.frame()
        driver.frame()
        #expect(driver.texts["Mail"] != nil, "the tab bar at the root")
        tap(driver, "Message 2")
        #expect(driver.texts["Body of 2"] != nil)
        #expect(driver.texts["Mail"] == nil && driver.texts["Settings"] == nil, "no tab bar on the detail")
        #expect(driver.texts["Inbox"] == nil, "no back button")
        // Escape does not go back past a hidden back button.
        #expect(driver.scene.keyCommand("Escape", shift: false) != .handled)
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Body of 2"] != nil)
        tap(driver, "Done")
        #expect(driver.texts["Body of 2"] == nil)
        #expect(driver.texts["Mail"] != nil, "the tab bar is back")
    }
}
