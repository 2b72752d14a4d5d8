import Foundation
import Observation

/// A stack of screens with a navigation bar — SwiftUI's `NavigationStack`
/// (https://developer.apple.com/documentation/swiftui/navigationstack): the root view, and on top
/// of it the screens pushed by `NavigationLink`s (a value shown by the `navigationDestination(for:)`
/// for its type, or a destination view) or by changing the bound path. The bar shows the top
/// screen's `navigationTitle` — large below the bar, collapsing into the bar as the screen's list
/// scrolls (`NavigationBarMetrics`) — a back button when a screen is pushed, and the screen's
/// `toolbar` items.
///
/// ```swift
/// NavigationStack {
///     List(mailboxes) { box in NavigationLink(box.name, value: box) }
///         .navigationTitle("Mailboxes")
///         .navigationDestination(for: Mailbox.self) { InboxView(mailbox: $0) }
/// }
/// ```
///
/// Every screen on the path stays alive, as in SwiftUI: a screen you come back to has the
/// `@State` you left it with and scrolls back to where it was left (Escape goes back, as the
/// back button does); a covered screen is not
/// drawn, and its views' `onDisappear` runs when a screen is pushed over it, `onAppear` when it
/// shows again. Pushes and pops slide as on iOS (a third of a second): a popped screen slides
/// out to the trailing edge over the revealed one, which comes back from a third of the way out.
/// Differs from SwiftUI: no swipe-back gesture; a
/// `navigationDestination` is known once a screen declaring it has been shown.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var model = NavigationModel()

    public var body: some View {
        NavigationContainer(root: root, model: model, path: path)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }
    /// A stack showing `path`: change it to push and pop; links push onto it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing a typed path (`[Recipe]`): links push values of that type onto it.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

/// SwiftUI's `NavigationView` in its stack style (the only one on iPhone): a `NavigationStack`.
/// Deprecated in iOS 16 in favour of `NavigationStack`, still in much app code.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A stack whose root is `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// A pushed screen: a value shown by its type's destination, or a destination view.
enum NavigationEntry {
    case value(AnyHashable)
    case view(AnyView)
}

/// What a stack keeps: its own path (when none is bound), the destination views pushed by links,
/// the destinations registered for value types, and each screen's bar contents and offset.
@Observable @MainActor
final class NavigationModel {
    var ownPath: [AnyHashable] = []
    /// Screens pushed by `NavigationLink(destination:)`, above the path's, each with the serial
    /// that tells it from another view pushed at the same depth later.
    var viewScreens: [(serial: Int, view: AnyView)] = []
    @ObservationIgnored private var pushedViews = 0
    /// Each screen's chrome, by depth (0: the root).
    @ObservationIgnored private var chromes: [ScreenChrome] = []
    @ObservationIgnored private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// How many value types have a destination (observed, unlike the table): a path's screen
    /// shown before its type's destination was declared — a stack made with a path already in it
    /// (state restored), whose root declares `navigationDestination` — is made again once it is.
    private(set) var destinationTypes = 0

    /// Declares `destination` for the values of the type `key` names (`navigationDestination(for:)`).
    func setDestination(_ destination: @escaping (AnyHashable) -> AnyView, for key: ObjectIdentifier) {
        if destinations[key] == nil { destinationTypes += 1 }
        destinations[key] = destination
    }
    @ObservationIgnored var path: NavigationPathAccess?
    /// Whether the stack has been shown: from then on, pushes and pops slide.
    @ObservationIgnored var hasShown = false

    nonisolated init() {}

    var values: [AnyHashable] { path?.get() ?? ownPath }
    var depth: Int { values.count + viewScreens.count }

    func chrome(at depth: Int) -> ScreenChrome {
        while chromes.count <= depth { chromes.append(ScreenChrome()) }
        return chromes[depth]
    }

    func push(_ value: AnyHashable) {
        forgetScreens(above: depth)
        if let path {
            if !path.append(value) { warnNoDestination(value) }
        } else {
            ownPath.append(value)
        }
    }

    func push(_ view: AnyView) {
        forgetScreens(above: depth)
        pushedViews += 1
        viewScreens.append((pushedViews, view))
    }

    /// Pops the top screen; the screen below scrolls back to where it was left.
    func pop() {
        guard depth > 0 else { return }
        if !viewScreens.isEmpty {
            viewScreens.removeLast()
        } else if let path {
            path.removeLast()
        } else {
            ownPath.removeLast()
        }
        let revealed = chrome(at: depth)
        revealed.position = ScrollPosition(y: revealed.offset)
        forgetScreens(above: depth)
    }

    /// A screen pushed anew starts with fresh chrome (no title, at the top).
    private func forgetScreens(above depth: Int) {
        if chromes.count > depth + 1 { chromes.removeLast(chromes.count - depth - 1) }
    }

    /// The view for the screen at `depth` (≥ 1).
    func screen(at depth: Int) -> AnyView {
        let values = values
        if depth <= values.count {
            let value = values[depth - 1]
            if let destination = destinations[ObjectIdentifier(type(of: value.base))] { return destination(value) }
            _ = destinationTypes   // read (observed): shown again when a destination is declared
            warnNoDestination(value)
            return AnyView(Text("No destination for \(String(describing: type(of: value.base)))").foregroundStyle(.secondary))
        }
        return viewScreens[depth - values.count - 1].view
    }

    /// Which screen is at `depth` (0: the root), for the screen's identity.
    func identity(at depth: Int) -> ScreenIdentity {
        let values = values
        if depth == 0 { return ScreenIdentity(depth: 0, entry: nil) }
        if depth <= values.count { return ScreenIdentity(depth: depth, entry: values[depth - 1]) }
        return ScreenIdentity(depth: depth, entry: viewScreens[depth - values.count - 1].serial)
    }

    /// The screens the container showed last, and those popped since that are still sliding
    /// out (drawn over the revealed screen until their slide ends).
    @ObservationIgnored private var shown: [StackEntry] = []
    @ObservationIgnored private var leaving: [StackEntry] = []
    /// Counts the slide-outs that have ended: the container reads it, so an ending one shows
    /// the stack without that screen.
    private var slidesOutEnded = 0

    /// The screens popped since the last call that slide out over `screens` (the stack's
    /// screens now): those above the new top, by any pop — the back button, Escape, or the
    /// bound path made shorter — unless the stack is not sliding (`slides` false) or a screen
    /// was pushed since (the pushed one slides in over them instead).
    func leavingScreens(after screens: [StackEntry], slides: Bool) -> [StackEntry] {
        _ = slidesOutEnded
        let top = screens.count - 1
        let current = Set(screens.map(\.identity))
        if slides {
            let popped = shown.filter { $0.identity.depth > top && !current.contains($0.identity) }
            leaving = (leaving.filter { !current.contains($0.identity) } + popped)
                .filter { $0.identity.depth > top }
            var seen = Set<ScreenIdentity>()
            leaving = leaving.filter { seen.insert($0.identity).inserted }.sorted { $0.identity.depth < $1.identity.depth }
        } else {
            leaving = []
        }
        shown = screens
        return leaving
    }

    /// The popped screen at `depth` has slid out: it goes (its views disappear).
    func finishLeaving(depth: Int) {
        guard leaving.contains(where: { $0.identity.depth == depth }) else { return }
        leaving.removeAll { $0.identity.depth == depth }
        slidesOutEnded += 1
    }

    @ObservationIgnored weak var graph: ViewGraph?

    /// The screens' nodes by depth (the newest made at a depth), for a zoom transition to find
    /// its source in the screen under the zooming one (ZoomTransition.swift).
    @ObservationIgnored private var screenNodes: [Int: WeakScreenNode] = [:]
    func register(_ node: StackScreenNode, at depth: Int) { screenNodes[depth] = WeakScreenNode(node: node) }
    func screenNode(at depth: Int) -> StackScreenNode? {
        guard let node = screenNodes[depth]?.node, !node.isDestroyed else { return nil }
        return node
    }

    private func warnNoDestination(_ value: AnyHashable) {
        // SwiftUI's runtime warning for a pushed value without a destination.
        graph?.warn("A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }
}

/// A screen's node, held weakly by its stack (``NavigationModel/screenNode(at:)``).
struct WeakScreenNode {
    weak var node: StackScreenNode?
}

/// A screen as the container shows it: which one, its view, its bar, its back button's title.
struct StackEntry {
    let identity: ScreenIdentity
    let content: AnyView
    let chrome: ScreenChrome
    let backTitle: String?
}

/// One screen's bar: its title and display mode, its toolbar items, how far its content is
/// scrolled (the large title follows it) and the position it scrolls back to when shown again.
@Observable @MainActor
final class ScreenChrome {
    var title: String = ""
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbar: [ToolbarEntry] = []
    /// Whether ``toolbar`` has items for the bottom toolbar: written only when that changes,
    /// so the screen (which encloses the views writing ``toolbar``) reads it without being
    /// evaluated again at each of their updates.
    var hasBottomBar = false
    /// Whether ``toolbar`` has `.keyboard` items (written as ``hasBottomBar`` is).
    var hasKeyboardItems = false
    /// How far the screen's content has scrolled from its rest at the top, in points (0 at rest,
    /// negative while pulled down past the top).
    var offset: CGFloat = 0
    /// How much of the screen's content lies below its visible region, in points (under the
    /// bottom toolbar and beyond; 0 at the end, and for content that does not scroll): the
    /// bottom toolbar shows its background while there is some (BottomToolbar.swift).
    var contentBelow: CGFloat = 0
    var position = ScrollPosition()
    /// The screen's `searchable` field (Searchable.swift).
    let search = ScreenSearch()
    /// How the content asked the bars to look (`toolbarBackground`, `toolbarColorScheme`):
    /// read by the bars only (ToolbarAppearance.swift).
    var navigationBarAppearance = BarAppearance()
    var bottomBarAppearance = BarAppearance()
    /// `navigationBarBackButtonHidden()`: no back button, and the back keys do not pop the screen.
    var backButtonHidden = false
    /// `navigationTransition(.zoom(sourceID:in:))`: the source the screen zooms from and back
    /// into (nil: `.automatic`, the slide). Read only when the screen is pushed or popped.
    @ObservationIgnored var transition: MatchedGeometryKey?
    nonisolated init() {}
}

private struct NavigationModelKey: EnvironmentKey { static let defaultValue: NavigationModel? = nil }
private struct ScreenChromeKey: EnvironmentKey { static let defaultValue: ScreenChrome? = nil }

extension EnvironmentValues {
    /// The stack the views are in (links push on it, destinations register with it).
    var navigationModel: NavigationModel? {
        get { self[NavigationModelKey.self] } set { self[NavigationModelKey.self] = newValue }
    }
    /// The screen the views are on (titles and toolbars go to its bar).
    var screenChrome: ScreenChrome? {
        get { self[ScreenChromeKey.self] } set { self[ScreenChromeKey.self] = newValue }
    }
}

/// The stack's views: every screen on the path, each under its own bar, the top one shown, and
/// above them the screens just popped while they slide out.
struct NavigationContainer<Root: View>: View {
    let root: Root
    let model: NavigationModel
    let path: NavigationPathAccess?

    /// The title mode each screen inherits for `.automatic`: the mode shown by the screen below
    /// (`.large` under the root), up to one above the top (a screen sliding out).
    private func inheritedTitleModes(top: Int) -> [Int: NavigationBarItem.TitleDisplayMode] {
        var modes: [Int: NavigationBarItem.TitleDisplayMode] = [:]
        var below = NavigationBarItem.TitleDisplayMode.large
        for depth in 0...top {
            modes[depth] = below
            below = model.chrome(at: depth).displayMode.resolved(inheriting: below)
        }
        modes[top + 1] = below
        return modes
    }

    var body: some View {
        let _ = (model.path = path)
        let top = model.depth
        let slides = model.hasShown
        let _ = (model.hasShown = true)
        let screens = (0...top).map { depth in
            let back: String? = depth == 0 ? nil : {
                let title = model.chrome(at: depth - 1).title
                return title.isEmpty ? "Back" : title
            }()
            return StackEntry(identity: model.identity(at: depth), content: depth == 0 ? AnyView(root) : model.screen(at: depth),
                              chrome: model.chrome(at: depth), backTitle: back)
        }
        let shownModes = inheritedTitleModes(top: top)
        let leaving = model.leavingScreens(after: screens, slides: slides)
        ZStack(alignment: .top) {
            ForEach(screens + leaving, id: \.identity) { entry in
                let depth = entry.identity.depth
                let isLeaving = depth > top
                let leaves: (@MainActor @Sendable () -> Void)? = isLeaving ? { @MainActor @Sendable in model.finishLeaving(depth: depth) } : nil
                StackScreen(depth: depth, model: model, chrome: entry.chrome, content: ScreenView(screen: ScreenContent(content: entry.content, backTitle: entry.backTitle,
                                                                      pop: { model.pop() }),
                                                chrome: entry.chrome, inheritedMode: shownModes[depth] ?? .large)
                                .environment(\.screenChrome, entry.chrome)
                                // `dismiss()` on a pushed screen pops it (and any above it).
                                .environment(\.navigationPop, depth == 0 ? nil : DismissAction { @MainActor @Sendable in
                                    while model.depth >= depth { model.pop() }
                                }),
                            isCovered: entry.identity.depth < top || isLeaving, slides: slides,
                            leaves: leaves)
            }
        }
        // Escape goes back, as the back button does (at the root it is left to the host, which
        // quits); so does the desktop's back key (the mouse's back button, Alt+←), which is
        // only the stack's: a user's `onKeyPress(.escape)` does not run on it.
        .onKeyPress(.escape) {
            guard model.depth > 0, !model.chrome(at: model.depth).backButtonHidden else { return .ignored }
            model.pop()
            return .handled
        }
        .onKeyPress(.navigationBack) {
            guard model.depth > 0, !model.chrome(at: model.depth).backButtonHidden else { return .ignored }
            model.pop()
            return .handled
        }
        .environment(\.navigationModel, model)
    }
}
