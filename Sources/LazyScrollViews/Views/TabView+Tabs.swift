import Foundation

// How a `TabView` finds its tabs in its content: each view of it (through tuples, `Group`,
// `ForEach`, `if`) is a tab, its `tabItem`, `badge` and `tag` modifiers read off it as a
// `Picker` reads its options' tags (Picker.swift), and iOS 18's `Tab` is one with its value.

/// One tab of a `TabView`: its page (with its tag, as a picker option), and its bar item.
struct TabPage {
    /// The page's view and its tag (`tag(_:)`, a `Tab`'s value, or its `ForEach` element's id).
    var option: PickerOption
    var item: TabBarItemParts
}

/// What a tab's item shows — the `Text` and `Image` of its `tabItem` (iOS: "Tab views only
/// support tab items of type Text, Image, or an image followed by text. Passing any other type
/// of view results in a visible but empty tab item",
/// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)) and its badge.
struct TabBarItemParts {
    var title: AnyView?
    /// The title's characters (tests and the bounds overlay), when it is a `Text`.
    var titleString: String?
    var icon: AnyView?
    var badge: TabBadge?
}

/// A tab item's badge: a count (0 hides it) or a text (nil hides it).
struct TabBadge {
    let text: Text
}

// MARK: Tab modifiers

/// A view with a tab bar item — what `tabItem(_:)` returns. Drawn as its content (the item shows
/// only in a `TabView`'s bar).
public struct _TabItemView<Content: View, Item: View>: View {
    let content: Content
    let item: Item
    public var body: Content { content }
}

/// A view with a badge — what `badge(_:)` returns. In a `TabView` the badge is drawn on the
/// tab's bar item; in a `List` row it is drawn at the row's trailing edge in the secondary
/// colour, as iOS does; elsewhere it shows nothing (iOS: "Badges appear in list rows, tab bars,
/// toolbar items, and menus").
public struct _BadgeView<Content: View>: View {
    let content: Content
    let badge: TabBadge?
    @Environment(\.listStyle) private var listStyle

    public var body: some View {
        if listStyle != nil, let badge {
            HStack {
                content
                Spacer(minLength: 0)
                badge.text.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

extension View {
    /// The item this view has in a `TabView`'s bar — SwiftUI's `tabItem(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/tabitem(_:)): a `Label`, or an
    /// `Image` and a `Text`; any other view makes an empty item, as on iOS.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _TabItemView<Self, V> {
        _TabItemView(content: self, item: label())
    }

    /// A count on the view's tab item or list row — SwiftUI's `badge(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq): "Set the value
    /// to zero to hide the badge."
    public func badge(_ count: Int) -> _BadgeView<Self> {
        _BadgeView(content: self, badge: count == 0 ? nil : TabBadge(text: Text("\(count)")))
    }
    /// A text badge (nil hides it) — SwiftUI's `badge(_:)` with a `Text`.
    public func badge(_ label: Text?) -> _BadgeView<Self> {
        _BadgeView(content: self, badge: label.map(TabBadge.init))
    }
    /// A badge from a localized string key (nil hides it).
    public func badge(_ key: LocalizedStringKey?) -> _BadgeView<Self> {
        _BadgeView(content: self, badge: key.map { TabBadge(text: Text($0)) })
    }
    /// A badge from a string value, shown verbatim (nil hides it).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> _BadgeView<Self> {
        _BadgeView(content: self, badge: label.map { TabBadge(text: Text($0)) })
    }
}

// MARK: iOS 18's Tab

/// A tab of a `TabView` with its item and its selection value — SwiftUI's `Tab` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/tab): `Tab("Inbox", systemImage: "tray",
/// value: .inbox) { InboxView() }`, "a tab that the tab view presents when the tab view's
/// selection matches the tab's value".
///
/// Differs from SwiftUI, where a `Tab` is `TabContent` and only a tab view's builder takes it:
/// here it is a view (outside a tab view it shows its content); a `.search` role gives the tab
/// iOS's Search item but no search field of its own (put a `.searchable` in its content), and
/// it sits where it is declared (iOS 26 sets it apart at the bar's end); there are no
/// `TabSection`s or customisation.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected by `value`, with a label of your own — SwiftUI's `init(value:content:label:)`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// Outside a tab view, the tab's content.
    public var body: Content { content }
}

extension Tab where Label == LazyScrollViews.Label<Text, Image> {
    /// `Tab("Inbox", systemImage: "tray", value: .inbox) { … }` — SwiftUI's
    /// `init(_:systemImage:value:content:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { LazyScrollViews.Label(titleKey, systemImage: systemImage) }
    }
    /// The title a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { LazyScrollViews.Label(title, systemImage: systemImage) }
    }
}

/// What a tab is for — SwiftUI's `TabRole` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/tabrole): `.search`, the tab whose item is
/// iOS's Search (a magnifying glass titled "Search").
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}

extension Tab where Label == LazyScrollViews.Label<Text, Image> {
    /// A tab with a role and the role's item — SwiftUI's `init(value:role:content:)`:
    /// `Tab(value: .search, role: .search) { SearchView() }` shows "Search" with a magnifying
    /// glass. (Without a role the item is empty.)
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) {
            role == .search ? LazyScrollViews.Label("Search", systemImage: "magnifyingglass") : LazyScrollViews.Label { Text("") } icon: { Image(systemName: "") }
        }
    }
    /// A tab with a title, a symbol and a role — SwiftUI's `init(_:systemImage:value:role:content:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { LazyScrollViews.Label(titleKey, systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == LazyScrollViews.Label<Text, Image> {
    /// A tab of a tab view without a selection: `Tab("Inbox", systemImage: "tray") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = LazyScrollViews.Label(titleKey, systemImage: systemImage)
    }
    /// The title a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = LazyScrollViews.Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never {
    /// A tab without a selection value, with a label of your own — SwiftUI's `init(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty item (a page of `tabViewStyle(.page)`) — SwiftUI's `init(content:)`.
    public init(@ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = EmptyView()
    }
}

// MARK: Collecting the tabs

/// Views that describe a tab (the tab modifiers, `Tab`); the structural views around them are
/// walked by `collectDeclaredItems(_:implicitTag:by:into:)` (DeclaredItems.swift).
@MainActor
protocol TabPageSource {
    func collectTabPages(implicitTag: AnyHashable?, into pages: inout [TabPage])
}

/// A tab view's leaf views: each is a tab, tagged by its `tag(_:)` or else by the implicit tag
/// (its `ForEach` element's id); the tab modifiers around it add its bar item and badge.
enum TabPageCollector: DeclaredItemCollector {
    static func collectLeaf<V: View>(_ view: V, implicitTag: AnyHashable?, into pages: inout [TabPage]) {
        if let source = view as? any TabPageSource {
            source.collectTabPages(implicitTag: implicitTag, into: &pages)
        } else {
            pages.append(TabPage(option: PickerOption(tag: implicitTag, view: AnyView(view)), item: TabBarItemParts()))
        }
    }
}

/// Collects the one tab `content` is, then lets `change` add what a modifier around it says.
@MainActor
private func collectModified<V: View>(_ content: V, implicitTag: AnyHashable?, into pages: inout [TabPage],
                                      _ change: (inout TabPage) -> Void) {
    var inner: [TabPage] = []
    collectDeclaredItems(content, implicitTag: implicitTag, by: TabPageCollector.self, into: &inner)
    for var page in inner {
        change(&page)
        pages.append(page)
    }
}

extension _TagView: TabPageSource {
    func collectTabPages(implicitTag: AnyHashable?, into pages: inout [TabPage]) {
        collectModified(content, implicitTag: implicitTag, into: &pages) { page in
            page.option = PickerOption(tag: tag, optionalTag: optionalTag, view: page.option.view)
        }
    }
}

extension _TabItemView: TabPageSource {
    func collectTabPages(implicitTag: AnyHashable?, into pages: inout [TabPage]) {
        var parts = TabBarItemParts()
        collectTabItemParts(item, into: &parts)
        collectModified(content, implicitTag: implicitTag, into: &pages) { page in
            let badge = page.item.badge
            page.item = parts
            page.item.badge = badge
        }
    }
}

extension _BadgeView: TabPageSource {
    func collectTabPages(implicitTag: AnyHashable?, into pages: inout [TabPage]) {
        collectModified(content, implicitTag: implicitTag, into: &pages) { page in page.item.badge = badge }
    }
}

extension Tab: TabPageSource {
    func collectTabPages(implicitTag: AnyHashable?, into pages: inout [TabPage]) {
        var parts = TabBarItemParts()
        collectTabItemParts(label, into: &parts)
        let tag = value.map { AnyHashable($0) } ?? implicitTag
        pages.append(TabPage(option: PickerOption(tag: tag, optionalTag: value.map { AnyHashable(Optional($0)) },
                                                  view: AnyView(content)),
                             item: parts))
    }
}

// MARK: Tab item parts

/// Views a tab item's `Text` and `Image` are read from.
@MainActor
protocol TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts)
}

/// The first `Text` and the first `Image` of `view` (looking into labels, tuples, groups and
/// environment modifiers), as the item's title and icon; other views add nothing.
@MainActor
func collectTabItemParts<V: View>(_ view: V, into parts: inout TabBarItemParts) {
    (view as? any TabItemPartsSource)?.collectTabItemParts(into: &parts)
}

extension Text: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) {
        guard parts.title == nil else { return }
        parts.title = AnyView(self)
        parts.titleString = content
    }
}

extension Image: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) {
        if parts.icon == nil { parts.icon = AnyView(self) }
    }
}

extension Label: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) {
        LazyScrollViews.collectTabItemParts(icon, into: &parts)
        LazyScrollViews.collectTabItemParts(title, into: &parts)
    }
}

extension TupleView: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) {
        func add<Member: View>(_ member: Member) { LazyScrollViews.collectTabItemParts(member, into: &parts) }
        repeat add(each value)
    }
}

extension Group: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) { LazyScrollViews.collectTabItemParts(content, into: &parts) }
}

extension _ConditionalContent: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) {
        switch storage {
        case .trueContent(let view): LazyScrollViews.collectTabItemParts(view, into: &parts)
        case .falseContent(let view): LazyScrollViews.collectTabItemParts(view, into: &parts)
        }
    }
}

extension _EnvironmentWriter: TabItemPartsSource {
    func collectTabItemParts(into parts: inout TabBarItemParts) { LazyScrollViews.collectTabItemParts(content, into: &parts) }
}
