import DisplayList
import Foundation

/// The tab bar's measurements on an iPhone (iOS 17, portrait), in points. The bar is 49 tall
/// (`UITabBar`'s standard height; the home indicator's 34 pt below it is the device's safe area,
/// which a desktop window does not have). Items share its width equally. An item's icon sits in
/// a 25 pt slot 5 pt below the bar's top — the HIG's tab bar glyph is 25 × 25 pt (Apple HIG,
/// "Tab bars", glyph sizes) — and its title, 10 pt medium, 2 pt under the slot. Selected items
/// are in the tint; the others in iOS's `systemGray` (142, 142, 147). The badge is a red
/// (`systemRed`, 255, 59, 48) capsule at least 18 pt tall and wide with white 13 pt text, its
/// leading edge 6 pt right of the icon's centre and its top 3 pt above the icon slot. Apple
/// publishes the bar's height and the glyph size; the rest is measured off iOS screenshots.
enum TabBarMetrics {
    static let barHeight: CGFloat = 49
    static let iconTop: CGFloat = 5
    static let iconSlotHeight: CGFloat = 25
    /// The icon's font size: a Font Awesome glyph about as tall as the HIG's 25 pt SF Symbol.
    static let iconPointSize: Double = 22
    static let titleSpacing: CGFloat = 2
    static let titlePointSize: Double = 10
    static let badgeMinSize: CGFloat = 18
    static let badgePointSize: Double = 13
    static let badgeHorizontalPadding: CGFloat = 5
    static let badgeLeadingFromIconCenter: CGFloat = 6
    static let badgeRise: CGFloat = 3
    /// An unselected item: `systemGray`, (142, 142, 147) in both appearances.
    static let unselected = Color(DynamicColor.systemGray)
    /// The badge: `systemRed`, (255, 59, 48); (255, 69, 58) dark.
    static let badgeRed = Color(DynamicColor.systemRed)
}

/// The bar: one item per tab in equal columns on the `.bar` material, a hairline on top.
struct TabBar: View {
    let items: [TabBarItemParts]
    let shown: Int
    let tint: Color
    /// What the shown tab asked of the bar (ToolbarAppearance.swift): its background's style,
    /// whether it shows (iOS's tab bar shows it here always but for `.hidden`) and its scheme.
    let appearance: TabBarAppearanceBox
    let select: @MainActor (Int) -> Void

    var body: some View {
        let asked = appearance.appearance
        let shows = asked.showsBackground(automatically: true)
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                TabBarItemView(parts: items[index], color: index == shown ? tint : TabBarMetrics.unselected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .barColorScheme(shows ? asked.colorScheme : nil)
        .frame(maxWidth: .infinity, minHeight: TabBarMetrics.barHeight, maxHeight: TabBarMetrics.barHeight)
        .background(shows ? asked.background?.view ?? AnyView(Rectangle().fill(Material.bar)) : AnyView(Color.clear))
        .overlay(alignment: .top) {
            if shows { Rectangle().fill(Color(ListStyleMetrics.separator)).frame(height: 0.5) }
        }
    }
}

/// One item: the icon (with its badge) in its slot over the title, in `color`.
struct TabBarItemView: View {
    let parts: TabBarItemParts
    let color: Color

    var body: some View {
        VStack(spacing: TabBarMetrics.titleSpacing) {
            TabItemIconLayout {
                Group {
                    if let icon = parts.icon {
                        icon.font(.system(size: TabBarMetrics.iconPointSize))
                    } else {
                        // A title alone keeps the icon's space empty, as on iOS.
                        Color.clear.frame(width: 0)
                    }
                }
                .frame(height: TabBarMetrics.iconSlotHeight)
                if let badge = parts.badge {
                    // The framework's font and colour: a badge `Text` styled by the app keeps its own.
                    badge.text
                        .environment(\.font, .system(size: TabBarMetrics.badgePointSize))
                        .environment(\.foregroundColor, Color.white)
                        .lineLimit(1)
                        .padding(.horizontal, TabBarMetrics.badgeHorizontalPadding)
                        .frame(minWidth: TabBarMetrics.badgeMinSize, minHeight: TabBarMetrics.badgeMinSize)
                        .background(TabBarMetrics.badgeRed, in: Capsule())
                }
            }
            if let title = parts.title {
                title.font(.system(size: TabBarMetrics.titlePointSize, weight: .medium)).lineLimit(1)
            }
        }
        // The item's colour as the framework's (not a user's `foregroundStyle`), under any the
        // app gave the item's `Text` or `Image`.
        .environment(\.foregroundColor, color)
        .padding(.top, TabBarMetrics.iconTop)
    }
}

/// The icon slot, with the badge (its second subview, if any) over the icon's top-trailing
/// side: its leading edge `badgeLeadingFromIconCenter` right of the icon's centre, its top
/// `badgeRise` above the slot. The layout is the icon's size: the badge does not push the title.
struct TabItemIconLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let icon = subviews.first else { return }
        icon.place(at: bounds.origin, proposal: .unspecified)
        guard subviews.count > 1 else { return }
        subviews[1].place(at: CGPoint(x: bounds.midX + TabBarMetrics.badgeLeadingFromIconCenter,
                                      y: bounds.minY - TabBarMetrics.badgeRise),
                          proposal: .unspecified)
    }
}

// MARK: Style

/// What a `TabView` is, as its style says: a tab bar, or a horizontal pager with its page dots.
public enum TabViewStyleKind: Hashable, Sendable {
    /// Tabs chosen from a bar at the bottom.
    case tabBar
    /// Pages side by side, scrolled page by page, with dots shown as the mode says.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// A tab view style — SwiftUI's `TabViewStyle`: `.automatic` (the tab bar), `.page`,
/// `.page(indexDisplayMode:)`; iOS 18's `.tabBarOnly` and `.sidebarAdaptable` are the tab bar,
/// as on an iPhone. Differs from SwiftUI: only these built-in styles.
public protocol TabViewStyle {
    /// Which built-in style this is.
    var _kind: TabViewStyleKind { get }
}

/// The tab bar — SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// iOS 18's `TabBarOnlyTabViewStyle`: the tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// iOS 18's `SidebarAdaptableTabViewStyle`: on an iPhone (and here), the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A paged scrolling tab view — SwiftUI's `PageTabViewStyle`
/// (https://developer.apple.com/documentation/swiftui/pagetabviewstyle).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show — SwiftUI's `PageTabViewStyle.IndexDisplayMode`
    /// (https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode).
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind
        /// "Displays an index view when there are more than one page".
        public static let automatic = IndexDisplayMode(kind: .automatic)
        /// "Always display an index view regardless of page count".
        public static let always = IndexDisplayMode(kind: .always)
        /// "Never display an index view".
        public static let never = IndexDisplayMode(kind: .never)

        /// Whether the dots show for `pages` pages.
        func showsDots(pages: Int) -> Bool {
            switch kind {
            case .automatic: return pages > 1
            case .always: return true
            case .never: return false
            }
        }
    }
    let indexDisplayMode: IndexDisplayMode
    /// SwiftUI's `init(indexDisplayMode:)`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar (iOS 18).
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// On an iPhone, the tab bar (iOS 18).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// A pager with its dots when there is more than one page.
    public static var page: PageTabViewStyle { .init() }
    /// A pager whose dots show as `indexDisplayMode` says — SwiftUI's `page(indexDisplayMode:)`.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] } set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the tab views inside — SwiftUI's `tabViewStyle(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> _EnvironmentWriter<Self, TabViewStyleKind> {
        environment(\.tabViewStyleKind, style._kind)
    }
}
