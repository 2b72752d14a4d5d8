import DisplayList
import Foundation
import Observation

/// A bar SwiftUI manages — SwiftUI's `ToolbarPlacement`, the `for:` of
/// `toolbarBackground(_:for:)`, `toolbarBackgroundVisibility(_:for:)` and
/// `toolbarColorScheme(_:for:)`. Ours: a `NavigationStack` screen's navigation bar and its
/// bottom toolbar (`ToolbarItemPlacement.bottomBar`). `automatic` is the navigation bar, the bar
/// an iPhone screen's content sets (Apple: "The bars to use the style for or `automatic` if
/// empty"). `tabBar` is the bar of the `TabView` around the screen.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, bottomBar, tabBar }
    let bars: [Bar]
    /// The bar the context implies: a screen's navigation bar.
    public static let automatic = ToolbarPlacement(bars: [.navigationBar])
    /// The navigation bar of the `NavigationStack` screen the view is on.
    public static let navigationBar = ToolbarPlacement(bars: [.navigationBar])
    /// The screen's bottom toolbar (`ToolbarItemPlacement.bottomBar` items).
    public static let bottomBar = ToolbarPlacement(bars: [.bottomBar])
    /// The tab bar of the `TabView` the view is in.
    public static let tabBar = ToolbarPlacement(bars: [.tabBar])

    /// The bars `placements` name; none: the automatic one.
    static func bars(_ placements: [ToolbarPlacement]) -> [Bar] {
        placements.isEmpty ? automatic.bars : placements.flatMap(\.bars)
    }
}

/// What a bar's background is filled with: a colour or gradient, or a material.
enum BarBackground: Hashable, Sendable {
    case fill(ShapeFill)
    case material(Material)

    /// The background as a view filling the bar.
    @MainActor var view: AnyView {
        switch self {
        case .fill(let fill): AnyView(_ShapeView(shape: Rectangle(), fill: fill, mode: .fill(FillStyle())))
        case .material(let material): AnyView(Rectangle().fill(material))
        }
    }
}

/// How a screen's content asked a bar to look (`toolbarBackground`, `toolbarColorScheme`):
/// written into the screen's ``ScreenChrome`` only when it changes, and read by the bars alone
/// (which do not enclose the content writing it).
struct BarAppearance: Hashable, Sendable {
    /// The style of the background when it shows; nil: the bar's own (iOS's bar material:
    /// ``NavigationBarMetrics/background``).
    var background: BarBackground?
    /// `.automatic`: the background shows while content is under the bar (transparent at the
    /// scroll edge, as iOS); `.visible`: always; `.hidden`: never.
    var visibility: Visibility = .automatic
    /// The colour scheme of the bar's background — its title and items drawn for it (white on
    /// a dark one) — while the background shows; nil: the screen's.
    var colorScheme: ColorScheme?
    /// Whether the bar itself shows (`toolbar(_:for:)`): `.hidden` takes it away and gives its
    /// space to the content; `.automatic` and `.visible` show it.
    var presence: Visibility = .automatic
    var isHidden: Bool { presence == .hidden }

    /// Whether the background shows when the bar's automatic rule says `automatic`.
    func showsBackground(automatically automatic: Bool) -> Bool {
        switch visibility {
        case .automatic: automatic
        case .visible: true
        case .hidden: false
        }
    }

    /// The background view, when it shows.
    @MainActor func backgroundView(shows: Bool) -> AnyView {
        guard shows else { return AnyView(Color.clear) }
        return background?.view ?? AnyView(NavigationBarMetrics.background)
    }
}

extension ScreenChrome {
    /// Applies `change` to the appearance of each of `bars` (the tab bar's goes to the enclosing
    /// `TabView`), writing only what changes.
    func changeAppearance(of bars: [ToolbarPlacement.Bar], tabBar: TabBarAppearanceBox?, _ change: (inout BarAppearance) -> Void) {
        for bar in bars {
            switch bar {
            case .navigationBar:
                var appearance = navigationBarAppearance
                change(&appearance)
                if appearance != navigationBarAppearance { navigationBarAppearance = appearance }
            case .bottomBar:
                var appearance = bottomBarAppearance
                change(&appearance)
                if appearance != bottomBarAppearance { bottomBarAppearance = appearance }
            case .tabBar:
                tabBar?.change(change)
            }
        }
    }
}

/// The appearance a `TabView`'s tab bar was asked for by the views of its tabs, observed by the
/// bar (and only by it: the tabs' content writes it).
@Observable @MainActor
final class TabBarAppearanceBox {
    private(set) var appearance = BarAppearance()
    nonisolated init() {}
    func change(_ change: (inout BarAppearance) -> Void) {
        var new = appearance
        change(&new)
        if new != appearance { appearance = new }
    }
}

/// One ``TabBarAppearanceBox`` a tab, made as a tab first asks (a `TabView`'s, kept in its state).
@MainActor
final class TabBarAppearances {
    private var boxes: [Int: TabBarAppearanceBox] = [:]
    nonisolated init() {}
    func box(for tab: Int) -> TabBarAppearanceBox {
        if let box = boxes[tab] { return box }
        let box = TabBarAppearanceBox()
        boxes[tab] = box
        return box
    }
}

private struct TabBarAppearanceKey: EnvironmentKey { static let defaultValue: TabBarAppearanceBox? = nil }

extension EnvironmentValues {
    /// The tab bar appearance of the `TabView` the view is in (nil outside one).
    var tabBarAppearance: TabBarAppearanceBox? {
        get { self[TabBarAppearanceKey.self] }
        set { self[TabBarAppearanceKey.self] = newValue }
    }
}

/// The view that writes a bar appearance — what `toolbarBackground` and `toolbarColorScheme`
/// return: into the screen's bars (a `NavigationStack` screen) and the enclosing `TabView`'s
/// bar. Transparent: it lends its content's subviews. Outside both it changes nothing: there is
/// no bar to draw (as in SwiftUI, where the preference "flows up to the nearest container that
/// renders a bar").
extension View {
    /// The style of the background of `bars` — SwiftUI's `toolbarBackground(_:for:)`: a colour
    /// or gradient filling the bar where its background shows (by default, while content
    /// scrolls under it; see `toolbarBackground(_:for:)` with a `Visibility`).
    /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
    /// ("Specifies the preferred shape style of the background of a bar managed by SwiftUI").
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        let fill = ShapeFill.of(style)
        return appearanceWriter(bars, { $0.background = .fill(fill) }, undo: { $0.background = nil })
    }

    /// A material as the background of `bars` (`.toolbarBackground(.ultraThinMaterial, for: .navigationBar)`).
    public func toolbarBackground(_ material: Material, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        appearanceWriter(bars, { $0.background = .material(material) }, undo: { $0.background = nil })
    }

    /// Whether the background of `bars` shows — SwiftUI's `toolbarBackground(_:for:)` with a
    /// `Visibility`: `.automatic` while content scrolls under the bar (iOS: "depend on where a
    /// List or ScrollView settles"), `.visible` always, `.hidden` never.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        appearanceWriter(bars, { $0.visibility = visibility }, undo: { $0.visibility = .automatic })
    }

    /// Whether `bars` show — SwiftUI's `toolbar(_:for:)`
    /// (https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:): "Specifies the
    /// visibility of a bar managed by SwiftUI"): `.hidden` takes the bar away and its space goes
    /// to the content (a screen without its navigation bar starts at the window's top; a tab
    /// without the tab bar reaches the bottom), `.visible` and `.automatic` show it. Commonly
    /// `.toolbar(.hidden, for: .tabBar)` on a pushed detail screen.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        appearanceWriter(bars, { $0.presence = visibility }, undo: { $0.presence = .automatic })
    }

    /// Hides the navigation bar — SwiftUI's deprecated `navigationBarHidden(_:)`, which
    /// `toolbar(.hidden, for: .navigationBar)` replaces.
    public func navigationBarHidden(_ hidden: Bool) -> _ScreenChromeWriter<Self> {
        appearanceWriter([.navigationBar], { $0.presence = hidden ? .hidden : .automatic }, undo: { $0.presence = .automatic })
    }

    /// Hides the back button of the screen this view is on — SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)):
    /// the screen then goes back only as its own views say (a button calling `dismiss()`);
    /// Escape and the back key do not pop it, as iOS's swipe back is off there.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> _ScreenChromeWriter<Self> {
        _ScreenChromeWriter(content: self, write: { chrome, _ in
            if chrome.backButtonHidden != hidesBackButton { chrome.backButtonHidden = hidesBackButton }
        })
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a `Visibility` — SwiftUI's `toolbarBackgroundVisibility(_:for:)`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        appearanceWriter(bars, { $0.visibility = visibility }, undo: { $0.visibility = .automatic })
    }

    /// The colour scheme of the background of `bars` — SwiftUI's `toolbarColorScheme(_:for:)`
    /// ("The preferred color scheme of the background of the bar"; nil: the system's): the
    /// bar's title and items are drawn for it while the background shows (white on `.dark`), as
    /// on iOS, where it is used with `toolbarBackground(.visible, for:)`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> _ScreenChromeWriter<Self> {
        appearanceWriter(bars, { $0.colorScheme = colorScheme }, undo: { $0.colorScheme = nil })
    }

    /// The writer of `change` to the appearance of the bars `placements` name. What it asks of
    /// a tab bar is undone when the writer goes — a detail screen's `toolbar(.hidden, for:
    /// .tabBar)` popped, the bar comes back — by `undo`, which puts back the defaults of what
    /// `change` set (a screen's own bars go with the screen).
    private func appearanceWriter(_ placements: [ToolbarPlacement], _ change: @escaping (inout BarAppearance) -> Void,
                                  undo: @escaping (inout BarAppearance) -> Void) -> _ScreenChromeWriter<Self> {
        let bars = ToolbarPlacement.bars(placements)
        return _ScreenChromeWriter(content: self, appearance: { chrome, tabBar in
            if let chrome {
                chrome.changeAppearance(of: bars, tabBar: tabBar, change)
            } else if bars.contains(.tabBar) {
                tabBar?.change(change)
            }
            guard bars.contains(.tabBar), let tabBar else { return nil }
            return { [weak tabBar] in tabBar?.change(undo) }
        })
    }
}

extension EnvironmentValues {
    /// Sets ``colorScheme`` to a scheme; nil leaves it as it was (a bar whose background does
    /// not show keeps the screen's). Read, nil.
    var barColorScheme: ColorScheme? {
        get { nil }
        set { if let newValue { colorScheme = newValue } }
    }
}

extension View {
    /// The bar's content drawn for `scheme` (nil: the screen's): one writer either way, so the
    /// items keep their identity (and state) as the bar's background comes and goes.
    func barColorScheme(_ scheme: ColorScheme?) -> _EnvironmentWriter<Self, ColorScheme?> {
        environment(\.barColorScheme, scheme)
    }
}
