import DisplayList
import Foundation

/// The navigation bar's measurements on an iPhone (iOS 17), in points: the standard bar is
/// 44 tall (UIKit's `UINavigationBar` standard height; Apple HIG, "Navigation bars"); a large
/// title adds a 52 pt area below it (a large-title bar is 96 tall) with the title in the
/// "Large Title" text style — 34 pt bold (HIG, Typography → Specifications) — 16 pt from the
/// leading edge (the layout margin); the inline title is the "Headline" style, 17 pt semibold.
///
/// The large title collapses as the screen's content scrolls, as a scroll effect driven by the
/// content offset `y` — how far the content has scrolled from its rest at the top (the scroll
/// geometry's `contentOffset.y + contentInsets.top`), read in the frame it is drawn in (the
/// window's scroll view's geometry actions are settled before paint, `ViewHost.frameLayout`):
/// it moves up with the content, `min(max(y, 0), 52)`, clipped to its area,
/// and once it has gone under the bar (`y ≥ 52`) the inline title shows in the bar and the bar
/// gets its background and hairline (on iOS the bar is transparent at the scroll edge).
enum NavigationBarMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let itemSpacing: CGFloat = 16

    /// How far the large title has moved up at content offset `y`.
    static func largeTitleShift(offset y: CGFloat) -> CGFloat { min(max(y, 0), largeTitleHeight) }

    /// Whether the bar shows the inline title at offset `y`.
    static func showsInlineTitle(large: Bool, offset y: CGFloat) -> Bool { !large || y >= largeTitleHeight }

    /// Whether the bar draws its background and bottom hairline (content is under it).
    static func showsBarBackground(large: Bool, offset y: CGFloat) -> Bool { y > (large ? largeTitleHeight : 0) }

    /// The bar's background: iOS's `systemBackground` at 94% over content (its material, flat):
    /// white, black in the dark appearance.
    static let background = Color(DynamicColor.systemBackground.opacity(0.94))
}

/// Namespace for `TitleDisplayMode` — SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// How a screen's title shows — SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// As the screen before it does; a root screen: large (as a SwiftUI `NavigationStack`).
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic:
        /// "Inherit the display mode from the previous navigation item."
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar, collapsing into it as the content scrolls.
        case large
    }
}

extension NavigationBarItem.TitleDisplayMode {
    /// The mode shown: this one, or for `.automatic` the one below it (`inherited`, itself resolved).
    func resolved(inheriting inherited: NavigationBarItem.TitleDisplayMode) -> NavigationBarItem.TitleDisplayMode {
        self == .automatic ? (inherited == .automatic ? .large : inherited) : self
    }
}

/// What a screen shows and how it goes back. (A class: views holding it compare it by
/// identity — a new screen value is a change — not field by field through the type-erased view.)
final class ScreenContent {
    let content: AnyView
    let backTitle: String?
    let pop: @MainActor () -> Void
    init(content: AnyView, backTitle: String?, pop: @escaping @MainActor () -> Void) {
        self.content = content
        self.backTitle = backTitle
        self.pop = pop
    }
}

/// One screen: its content below the bar, the large title over the content's top, the bar.
struct ScreenView: View {
    let screen: ScreenContent
    let chrome: ScreenChrome
    /// The mode of the screen below, for `.automatic` ("Inherit the display mode from the
    /// previous navigation item"); `.large` for the root, as a `NavigationStack` shows it.
    var inheritedMode: NavigationBarItem.TitleDisplayMode = .large
    /// A `searchable` on the stack itself: the root screen shows its field.
    @Environment(\.outerSearch) private var outerSearch

    var body: some View {
        // `toolbar(.hidden, for: .navigationBar)`: no bar, no large title, no search field in
        // it; the content starts at the top. (Read here though the content writes it: it is
        // written only when it changes, so this body runs again once.)
        let barHidden = chrome.navigationBarAppearance.isHidden
        let large = chrome.displayMode.resolved(inheriting: inheritedMode) == .large && !chrome.title.isEmpty && !barHidden
        let chrome = chrome
        // The screen's search field (Searchable.swift), under the large title and moving up with it.
        let search: ScreenSearch? = barHidden ? nil : chrome.search.isActive ? chrome.search : screen.backTitle == nil ? outerSearch : nil
        let searchHeight = search == nil ? 0 : SearchBarMetrics.rowHeight
        // (Not `chrome.toolbar`: the content's `toolbar` writes it at each update, and this view
        // encloses the content — reading it here would evaluate this body again at each.)
        // `.keyboard` items while a text field is edited (the graph's, observed), else the
        // bottom toolbar's.
        let keyboard = chrome.hasKeyboardItems && ViewGraph.current?.keyboard.isEditing == true
        let bottomBar = (chrome.hasBottomBar && !chrome.bottomBarAppearance.isHidden) || keyboard ? BottomToolbarMetrics.barHeight : 0
        ZStack(alignment: .top) {
            VStack(spacing: 0) {
                Color.clear.frame(height: barHidden ? 0 : NavigationBarMetrics.barHeight)
                ZStack(alignment: .top) {
                    screen.content
                        .safeAreaPadding(.top, (large ? NavigationBarMetrics.largeTitleHeight : 0) + searchHeight)
                        // How far the content has scrolled from its rest at the top: `contentOffset.y`
                        // is minus the top inset at rest (the large title's area is one), so the inset
                        // is added back — the title moves from the first point scrolled, as on iOS.
                        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { _, y in chrome.offset = y }
                        // The bottom toolbar: in the safe area, so the content ends above it.
                        .safeAreaPadding(.bottom, bottomBar)
                        .onScrollGeometryChange(for: CGFloat.self, of: contentBelowVisibleRegion) { _, below in
                            if bottomBar > 0 { chrome.contentBelow = below }
                        }
                        .scrollPosition(Binding(get: { chrome.position }, set: { chrome.position = $0 }))
                        // The screen fills what the stack is offered, as a navigation controller's
                        // view fills the window; content that does not fill sits in the middle.
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                    if large { LargeTitleView(chrome: chrome) }
                    if let search {
                        SearchBarRow(search: search, covered: chrome.offset > 0)
                            // Laid out (not an offset): the field's clicks follow it.
                            .padding(.top, large ? NavigationBarMetrics.largeTitleHeight - NavigationBarMetrics.largeTitleShift(offset: chrome.offset) : 0)
                    }
                }
                // The bar above is a band of the content's safe area, as on iOS: a background
                // that ignores it reaches under the bar (`ignoresSafeArea`).
                .safeAreaBand(barHidden ? 0 : NavigationBarMetrics.barHeight, outside: .top)
            }
            if !barHidden { NavigationBarView(chrome: chrome, large: large, screen: screen) }
            if bottomBar > 0 {
                BottomToolbarView(chrome: chrome, keyboard: keyboard)
                    .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
    }
}

/// The large title, moving up with the content and clipped to its area.
struct LargeTitleView: View {
    let chrome: ScreenChrome
    var body: some View {
        let appearance = chrome.navigationBarAppearance
        // A large-title bar is the standard bar and the title's area, shrinking as the title
        // goes up (iOS's bar 96 → 44 pt): a background always shown covers what is left of the area.
        let covered = appearance.visibility == .visible
        let shift = NavigationBarMetrics.largeTitleShift(offset: chrome.offset)
        Text(chrome.title)
            .font(.largeTitle.bold())
            .lineLimit(1)
            .padding(.horizontal, NavigationBarMetrics.margin)
            .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight,
                   maxHeight: NavigationBarMetrics.largeTitleHeight, alignment: .leading)
            .offset(y: -shift)
            .barColorScheme(covered ? appearance.colorScheme : nil)
            .frame(height: NavigationBarMetrics.largeTitleHeight, alignment: .top)
            .background(alignment: .top) {
                if covered { appearance.backgroundView(shows: true).frame(height: NavigationBarMetrics.largeTitleHeight - shift) }
            }
            .clipped()
    }
}

/// The bar: back button and leading items, the inline title in the middle, trailing items.
struct NavigationBarView: View {
    let chrome: ScreenChrome
    let large: Bool
    let screen: ScreenContent

    var body: some View {
        let offset = chrome.offset
        // `.navigation` items lead, unless the back button is there (then they are primary actions).
        let hasBack = screen.backTitle != nil
        let leading = chrome.toolbar.filter { $0.placement.isLeading || ($0.placement == .navigation && !hasBack) }
        let trailing = chrome.toolbar.filter {
            !$0.placement.isLeading && $0.placement != .principal && !$0.placement.isInBottomBar
                && !($0.placement == .navigation && !hasBack)
        }
        let principal = chrome.toolbar.first { $0.placement == .principal }
        let appearance = chrome.navigationBarAppearance
        let shows = appearance.showsBackground(automatically: NavigationBarMetrics.showsBarBackground(large: large, offset: offset))
        ZStack {
            if let principal {
                principal.view
            } else if NavigationBarMetrics.showsInlineTitle(large: large, offset: offset), !chrome.title.isEmpty {
                Text(chrome.title).font(.headline).lineLimit(1)
            }
            HStack(spacing: NavigationBarMetrics.itemSpacing) {
                if let backTitle = screen.backTitle, !chrome.backButtonHidden {
                    Button(action: screen.pop) {
                        HStack(spacing: 4) {
                            // Read as its title ("Back, button"), as iOS's back button is.
                            Image(decorativeSystemName: "chevron.left")
                            Text(backTitle)
                        }
                    }
                }
                ForEach(leading.indices, id: \.self) { leading[$0].view }
                Spacer(minLength: 0)
                ForEach(trailing.indices, id: \.self) { trailing[$0].view }
            }
            .padding(.horizontal, NavigationBarMetrics.margin)
        }
        // Toolbar items: labels show their icon, toggles are buttons (see `Label`, `Toggle`).
        .environment(\.isInNavigationBar, true)
        .barColorScheme(shows ? appearance.colorScheme : nil)
        .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.barHeight, maxHeight: NavigationBarMetrics.barHeight)
        .background(appearance.backgroundView(shows: shows))
        .overlay(alignment: .bottom) {
            // The hairline where content is under the bar (not on a bar always shown at the top).
            if shows && NavigationBarMetrics.showsBarBackground(large: large, offset: offset) {
                Rectangle().fill(Color(ListStyleMetrics.separator)).frame(height: 0.5)
            }
        }
    }
}

// MARK: - Title and display mode

extension View {
    /// The title of the screen this view is on — SwiftUI's `navigationTitle(_:)`: large below
    /// the bar (collapsing into it as the content scrolls) or inline in the bar.
    public func navigationTitle(_ title: String) -> _ScreenChromeWriter<Self> {
        _ScreenChromeWriter(content: self, write: { chrome, _ in if chrome.title != title { chrome.title = title } })
    }
    /// `navigationTitle("Inbox")` with a string literal (a localized string key).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> _ScreenChromeWriter<Self> {
        navigationTitle(Text(titleKey).content)
    }
    /// A text title.
    public func navigationTitle(_ title: Text) -> _ScreenChromeWriter<Self> { navigationTitle(title.content) }

    /// How the screen's title shows — SwiftUI's `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> _ScreenChromeWriter<Self> {
        _ScreenChromeWriter(content: self, write: { chrome, _ in if chrome.displayMode != mode { chrome.displayMode = mode } })
    }
}

/// A view that tells the screen it is on (its bar) or the stack it is in something — what
/// `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` and `navigationDestination`
/// return. Transparent: it lends its content's subviews. Outside a `NavigationStack` it does
/// nothing (as SwiftUI's, which has no bar to show it in).
public struct _ScreenChromeWriter<Content: View>: View {
    let content: Content
    let write: @MainActor (ScreenChrome, NavigationModel?) -> Void
    var toModel: (@MainActor (NavigationModel, ViewGraph) -> Void)?
    /// A bar appearance (ToolbarAppearance.swift): given the screen's chrome, if on one, and the
    /// enclosing `TabView`'s bar, if in one; returns what undoes it when the writer goes (a
    /// tab's bar outlives the screens pushed in the tab).
    var toAppearance: (@MainActor (ScreenChrome?, TabBarAppearanceBox?) -> (@MainActor () -> Void)?)?

    init(content: Content, write: @escaping @MainActor (ScreenChrome, NavigationModel?) -> Void) {
        self.content = content
        self.write = write
    }
    init(content: Content, model: @escaping @MainActor (NavigationModel, ViewGraph) -> Void) {
        self.content = content
        write = { _, _ in }
        toModel = model
    }
    init(content: Content, appearance: @escaping @MainActor (ScreenChrome?, TabBarAppearanceBox?) -> (@MainActor () -> Void)?) {
        self.content = content
        write = { _, _ in }
        toAppearance = appearance
    }
    public var body: Never { fatalError("_ScreenChromeWriter is primitive") }
}

final class ScreenChromeWriterNode: ViewNode {
    var content: ViewNode?
    /// Undoes what the writer asked of a bar that outlives it (``_ScreenChromeWriter/toAppearance``).
    var undo: (@MainActor () -> Void)?
    override func willDestroy() { undo?() }
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }
}

extension _ScreenChromeWriter: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ScreenChromeWriterNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ScreenChromeWriterNode
        if let chrome = node.environment.screenChrome { write(chrome, node.environment.navigationModel) }
        if let toModel, let model = node.environment.navigationModel { toModel(model, node.graph) }
        if let toAppearance { node.undo = toAppearance(node.environment.screenChrome, node.environment.tabBarAppearance) }
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}
