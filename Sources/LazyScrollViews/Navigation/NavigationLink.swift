import Foundation

/// A view that pushes a screen when tapped — SwiftUI's `NavigationLink`
/// (https://developer.apple.com/documentation/swiftui/navigationlink): a value (shown by the
/// `navigationDestination(for:)` for its type) or a destination view. In a `List` it is a row
/// with a disclosure chevron at its trailing edge, as on iOS; elsewhere its label is a button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget
    @Environment(\.navigationModel) private var model
    @Environment(\.listStyle) private var listStyle
    @Environment(\.userForegroundColor) private var userForegroundColor

    public var body: some View {
        Button {
            guard let model else { return }
            if let destination = target.destination { model.push(destination) } else if let value = target.value { model.push(value) }
        } label: {
            if listStyle != nil {
                HStack(spacing: 8) {
                    // The row's own colours (a list row's link is not tinted): the framework's,
                    // so a user's button inside the label keeps its tint.
                    label.environment(\.foregroundColor, userForegroundColor ?? Color.primary)
                    Spacer(minLength: 0)
                    // A decoration (no element): the row is read by its label.
                    Image(decorativeSystemName: "chevron.right").font(.footnote).environment(\.foregroundColor, Color.secondary)
                }
            } else {
                label
            }
        }
    }
}

/// Where a link goes: a value or a view. (A class: a link compares it by identity.)
final class NavigationLinkTarget {
    let value: AnyHashable?
    let destination: AnyView?
    init(value: AnyHashable?, destination: AnyView?) {
        self.value = value
        self.destination = destination
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes `value` (nil: a disabled link) — shown by its type's `navigationDestination`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = NavigationLinkTarget(value: value.map { AnyHashable($0) }, destination: nil)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// `NavigationLink("Inbox", value: mailbox)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// A title from a string (`NavigationLink(box.name, value: box)`), shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Pushes `destination` — SwiftUI's `init(destination:label:)`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = NavigationLinkTarget(value: nil, destination: AnyView(destination))
    }
    /// Pushes the view `destination` makes (iOS 16's `init(destination:label:)` with a builder).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// `NavigationLink("Settings", destination: SettingsView())`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    /// `NavigationLink("Settings") { SettingsView() }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension View {
    /// Shows a pushed value of type `data` with `destination` — SwiftUI's
    /// `navigationDestination(for:destination:)`. Declare it on a view inside the stack (the
    /// root's list, usually); it is known to the stack from when that view is first shown.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
        -> _ScreenChromeWriter<Self> {
        _ScreenChromeWriter(content: self, model: { model, graph in
            model.graph = graph
            model.setDestination({ AnyView(destination($0.base as! D)) }, for: ObjectIdentifier(D.self))
        })
    }
}

// MARK: - Toolbar

/// Where a toolbar item goes — SwiftUI's `ToolbarItemPlacement`: in the bar's leading or
/// trailing end, or its middle (`principal`). Differs from iOS: no bottom bar or keyboard bar;
/// those placements show in the trailing end.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, principal, navigation, bottom, status, keyboard }
    let kind: Kind
    var isLeading: Bool { kind == .leading }
    /// In the bottom toolbar (``bottomBar``, ``status``, ``keyboard``), not the navigation bar.
    var isInBottomBar: Bool { kind == .bottom || kind == .status || kind == .keyboard }

    /// Where the system puts it: the bar's trailing end on iOS.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The middle of the bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// The bar's leading end (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The bar's trailing end (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The bar's leading end (the name before iOS 17).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The bar's trailing end (the name before iOS 17).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The primary action: trailing on iOS.
    public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
    /// Confirm (Done, Save): trailing on iOS.
    public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)
    /// Navigation actions (a browser's back and forward) — SwiftUI's `navigation`
    /// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation): "In
    /// iOS … navigation items appear in the leading edge of the navigation bar. If a system
    /// navigation item such as a back button is present in a compact width, it instead appears
    /// in the `primaryAction` placement" — trailing, on a pushed screen (ours are all compact).
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// Cancel: leading on iOS.
    public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
    /// Destructive actions: trailing.
    public static let destructiveAction = ToolbarItemPlacement(kind: .trailing)
    /// The bottom toolbar: "A placement for items in the bottom toolbar"
    /// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar).
    /// The items sit side by side from the leading edge, as a `UIToolbar`'s without flexible
    /// space; a `Spacer()` in a `ToolbarItemGroup` pushes them apart (see `BottomToolbarView`).
    public static let bottomBar = ToolbarItemPlacement(kind: .bottom)
    /// Informational items (a "last updated" line): "In iOS and iPadOS, the system places status
    /// items in the center of the bottom toolbar"
    /// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status).
    public static let status = ToolbarItemPlacement(kind: .status)
    /// The keyboard's bar: "On iOS, keyboard items are above the software keyboard when present,
    /// or at the bottom of the screen when a hardware keyboard is attached"
    /// (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard). A
    /// desktop always has a hardware keyboard: the items show at the bottom of the screen while
    /// a text field on it is being edited, in place of the screen's bottom toolbar (the keyboard's
    /// bar covers that one on iOS). Inside a `NavigationStack`'s screen only, as our other
    /// toolbar items.
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
}

/// One item of a screen's toolbar, where it goes and its view.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// An item of a toolbar — SwiftUI's `ToolbarItem`: `ToolbarItem(placement: .topBarTrailing) { EditButton() }`.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: some View { content }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement — SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Items showing `content`, side by side, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: some View { HStack(spacing: NavigationBarMetrics.itemSpacing) { content } }
}

/// Toolbar content that says where its items go.
@MainActor
protocol ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry]
}
extension ToolbarItem: ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}
extension ToolbarItemGroup: ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(self))] }
}
extension TupleView: ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        for part in repeat each value { entries += toolbarEntriesOf(part) }
        return entries
    }
}
extension Group: ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry] { toolbarEntriesOf(content) }
}
extension Optional: ToolbarEntrySource where Wrapped: View {
    func toolbarEntries() -> [ToolbarEntry] { map { toolbarEntriesOf($0) } ?? [] }
}
extension _ConditionalContent: ToolbarEntrySource {
    func toolbarEntries() -> [ToolbarEntry] {
        switch storage {
        case .trueContent(let view): return toolbarEntriesOf(view)
        case .falseContent(let view): return toolbarEntriesOf(view)
        }
    }
}
/// A view's toolbar items: its own if it says where they go, else itself, trailing.
@MainActor
func toolbarEntriesOf<V: View>(_ view: V) -> [ToolbarEntry] {
    if let source = view as? any ToolbarEntrySource { return source.toolbarEntries() }
    if view is EmptyView { return [] }
    return [ToolbarEntry(placement: .automatic, view: AnyView(view))]
}

extension View {
    /// Items for the bar of the screen this view is on — SwiftUI's `toolbar(content:)`:
    /// `ToolbarItem`s at their placements, other views at the trailing end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> _ScreenChromeWriter<Self> {
        let items = content()
        return _ScreenChromeWriter(content: self, write: { chrome, _ in
            let entries = toolbarEntriesOf(items)
            chrome.toolbar = entries
            let bottom = entries.contains { $0.placement.isInBottomBar && $0.placement != .keyboard }
            let keyboard = entries.contains { $0.placement == .keyboard }
            if chrome.hasBottomBar != bottom { chrome.hasBottomBar = bottom }
            if chrome.hasKeyboardItems != keyboard { chrome.hasKeyboardItems = keyboard }
        })
    }
}
