import Foundation

/// Tabs: several screens, one shown at a time, chosen from a tab bar at the bottom of the
/// window — SwiftUI's `TabView` (https://developer.apple.com/documentation/swiftui/tabview), as
/// an iPhone draws it (iOS 17, `UITabBarController`).
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .badge(unread)
///         .tag(Tab.inbox)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Tab.settings)
/// }
/// ```
///
/// Each view of the content is a tab: its `tabItem(_:)` gives the bar's item, its `tag(_:)` the
/// value `selection` takes when it is chosen (inside a `ForEach`, a tab without a tag is tagged
/// with its element's id, as a `Picker`'s options are), and its `badge(_:)` the red badge on the
/// item. iOS 18's `Tab("Inbox", systemImage: "tray", value: Tab.inbox) { InboxView() }` is a tab
/// too. Without `selection`, the first tab shows first and a click on an item shows its tab.
///
/// **Every tab keeps its views.** A tab that is not shown is neither laid out, drawn nor hit
/// tested, and takes no keys, but its `@State`, its navigation path and its scroll position stay
/// as they were left (a `UITabBarController` keeps the view controllers of all its tabs); its
/// views' `onDisappear` runs when another tab is chosen and `onAppear` when it shows again.
///
/// **The bar** (`TabBarMetrics`): 49 pt tall over the bottom of the content, items in equal
/// columns, the icon over a 10 pt title, the selected item in the tint (`.tint(_:)`, the accent
/// colour by default), the others grey, on the `.bar` material under a hairline. The content is
/// laid out under it with a 49 pt bottom safe-area inset, so a list scrolls under the bar and its
/// last row can scroll above it.
///
/// **Keys** (the desktop's convention for tabs): Ctrl+Tab and Ctrl+Page Down show the next tab,
/// Ctrl+Shift+Tab and Ctrl+Page Up the previous one (GTK's notebook binds Ctrl+PgUp/PgDn:
/// https://docs.gtk.org/gtk4/signal.Notebook.change-current-page.html), Ctrl+1 … Ctrl+9 the
/// first to ninth tab (as browsers and macOS's tabbed windows do).
///
/// **`tabViewStyle(.page)`** makes it a horizontal pager instead: the tabs side by side in a
/// scroll view that snaps page by page (`.scrollTargetBehavior(.paging)`), with the page dots
/// over the bottom (`.page(indexDisplayMode:)`).
///
/// Differs from iOS: no "More" tab (all tabs share the bar, however many), no customisation
/// (`TabSection`, sidebar); the bar always draws its material (iOS 15 makes it transparent while
/// the content's bottom edge is in view); a tab's modifiers must be outside any other modifier
/// of the page (`Page().tabItem { … }.tag(1)`, not `Page().tag(1).padding()`); SF Symbols are
/// drawn with Font Awesome (see `Image(systemName:)`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The shown tab's position, when no `selection` is bound.
    @State private var ownIndex = 0
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.tint) private var tint

    /// A tab view showing the tab whose tag (or `Tab` value) equals `selection` — SwiftUI's
    /// `init(selection:content:)`; choosing a tab writes its tag there.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tabs the content declares, in order.
    var pages: [TabPage] {
        var pages: [TabPage] = []
        collectDeclaredItems(content, implicitTag: nil, by: TabPageCollector.self, into: &pages)
        return pages
    }

    public var body: some View {
        let pages = self.pages
        let selection = self.selection
        let ownIndex = $ownIndex
        let shown: Int = {
            guard !pages.isEmpty else { return 0 }
            if let selection {
                let current = AnyHashable(selection.wrappedValue)
                return pages.firstIndex { $0.option.matches(current) } ?? 0
            }
            return min(max(ownIndex.wrappedValue, 0), pages.count - 1)
        }()
        let select: @MainActor (Int) -> Void = { index in
            guard pages.indices.contains(index) else { return }
            if let selection {
                guard let value = pages[index].option.value(as: SelectionValue.self) else { return }
                selection.wrappedValue = value
            } else {
                ownIndex.wrappedValue = index
            }
        }
        let count = pages.count
        Group {
            switch style {
            case .page(let indexDisplayMode):
                PagedTabs(pages: pages, shown: shown, indexDisplayMode: indexDisplayMode, select: select)
            case .tabBar:
                TabBarContainer(pages: pages, shown: shown, tint: tint ?? .accentColor, select: select)
            }
        }
        .onKeyPress(.nextTab) {
            guard count > 1 else { return .ignored }
            select((shown + 1) % count)
            return .handled
        }
        .onKeyPress(.previousTab) {
            guard count > 1 else { return .ignored }
            select((shown + count - 1) % count)
            return .handled
        }
        .onKeyPress(.tabNumber(1)) { selectNumber(1, count: count, select) }
        .onKeyPress(.tabNumber(2)) { selectNumber(2, count: count, select) }
        .onKeyPress(.tabNumber(3)) { selectNumber(3, count: count, select) }
        .onKeyPress(.tabNumber(4)) { selectNumber(4, count: count, select) }
        .onKeyPress(.tabNumber(5)) { selectNumber(5, count: count, select) }
        .onKeyPress(.tabNumber(6)) { selectNumber(6, count: count, select) }
        .onKeyPress(.tabNumber(7)) { selectNumber(7, count: count, select) }
        .onKeyPress(.tabNumber(8)) { selectNumber(8, count: count, select) }
        .onKeyPress(.tabNumber(9)) { selectNumber(9, count: count, select) }
    }
}

/// Ctrl+`number`: the tab at that position, if there is one.
@MainActor
private func selectNumber(_ number: Int, count: Int, _ select: @MainActor (Int) -> Void) -> KeyPress.Result {
    guard number <= count else { return .ignored }
    select(number - 1)
    return .handled
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, showing the first tab first — SwiftUI's
    /// `init(content:)`.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tab bar and the tabs above it: every tab's page kept (a covered `StackScreen`, as a
/// navigation stack keeps the screens under its top one), the shown one laid out and drawn.
struct TabBarContainer: View {
    let pages: [TabPage]
    let shown: Int
    let tint: Color
    let select: @MainActor (Int) -> Void
    /// What each tab's views asked of the bar (`toolbarBackground(_:for: .tabBar)`): the shown
    /// tab's applies, as each tab's view controller sets its own tab bar appearance on iOS.
    @State private var appearances = TabBarAppearances()

    var body: some View {
        // `toolbar(.hidden, for: .tabBar)` in the shown tab: no bar, its space the tab's.
        let barHidden = appearances.box(for: shown).appearance.isHidden
        ZStack(alignment: .bottom) {
            ForEach(pages.indices, id: \.self) { index in
                StackScreen(content: pages[index].option.view
                                .environment(\.tabBarAppearance, appearances.box(for: index))
                                .safeAreaPadding(.bottom, barHidden ? 0 : TabBarMetrics.barHeight)
                                // A tab fills the tab view, as a tab's view controller fills
                                // the window; content that does not fill sits in the middle.
                                .frame(maxWidth: .infinity, maxHeight: .infinity),
                            isCovered: index != shown, slides: false)
            }
            if !barHidden {
                TabBar(items: pages.map(\.item), shown: shown, tint: tint, appearance: appearances.box(for: shown), select: select)
            }
        }
    }
}

// MARK: Keys

extension KeyEquivalent {
    /// Ctrl+Tab, Ctrl+Page Down: the next tab of a `TabView`. Like `navigationBack`, a
    /// private-use character no keyboard types, so only a tab view sees it.
    static let nextTab = KeyEquivalent("\u{F8FD}")
    /// Ctrl+Shift+Tab, Ctrl+Page Up: the previous tab.
    static let previousTab = KeyEquivalent("\u{F8FC}")
    /// Ctrl+`number` (1 … 9): the tab at that position.
    static func tabNumber(_ number: Int) -> KeyEquivalent {
        KeyEquivalent(Character(Unicode.Scalar(0xF8E0 + UInt32(number))!))
    }

    /// The tab key a Ctrl+key press is (the host's key names, SDL's), or nil.
    init?(tabSwitchKeyName name: String, shift: Bool) {
        switch name {
        case "Tab": self = shift ? .previousTab : .nextTab
        case "PageDown": self = .nextTab
        case "PageUp": self = .previousTab
        default:
            guard let number = Self.digit(name), number >= 1 else { return nil }
            self = .tabNumber(number)
        }
    }

    /// The digit a key name is ("1" … "9", "0"), or nil.
    static func digit(_ name: String) -> Int? {
        guard name.count == 1, let value = Int(name) else { return nil }
        return value
    }
}
