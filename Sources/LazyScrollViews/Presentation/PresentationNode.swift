import DisplayList
import Foundation

// Modal presentations — `sheet`, `fullScreenCover`, `alert`, `confirmationDialog` — as SwiftUI
// documents them (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:),
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8):
// the modifier's view is laid out and drawn as it is; what it presents covers the whole window,
// above everything else in it, whatever view the modifier was written on. The presenting
// content stays alive underneath, seen (scaled back and dimmed under a sheet) but not touched:
// taps, pointer styles, focus and keys go to the presented content alone.
//
// How it is built: the modifier's node (``PresentationNode``) holds the content and, while
// something is presented, the presented views as a second child (so environment, state,
// appear/disappear and destruction reach them as any view's). It lays the presented views out
// at the window's size and registers itself with the graph (`ViewGraph.presentedNodes`); the
// host draws the registered layers after the window's content, in the order they were
// presented (`ViewHost.renderWindow(_:into:)`). Presenting and dismissing animate with frame
// time (``PresentationPhase``), so a headless run draws the same frame at the same time.

/// What a presentation modifier shows.
enum PresentationKind: Equatable {
    /// A page sheet from the bottom, over the scaled-back, dimmed window (iOS 15+ on iPhone).
    case sheet
    /// A cover of the whole window, sliding up from the bottom.
    case fullScreenCover
    /// An alert in the middle of the window.
    case alert
    /// An action sheet at the bottom of the window (`confirmationDialog` on iPhone).
    case confirmationDialog
    /// A menu's pop-up, at its control or at the pointer (`Menu`, `contextMenu`: Menu.swift).
    case menu
}

/// The content of what a modifier presents, made only while it is presented.
@MainActor
enum PresentedContent {
    /// A sheet's or a cover's view.
    case view(@MainActor () -> AnyView)
    /// An alert's or a dialog's parts: the title, the actions (buttons), the message, and
    /// whether the title shows.
    case dialog(title: Text, actions: @MainActor () -> AnyView, message: (@MainActor () -> AnyView)?, showsTitle: Bool)
    /// A menu's items (buttons, toggles, pickers, submenus, dividers, sections), made to be read.
    case menu(items: @MainActor () -> AnyView)
}

/// Where a menu stands.
enum MenuAnchor: Equatable {
    /// Below the modifier's content (a `Menu`'s control), as drawn in the last frame.
    case content
    /// At a point of the window (a secondary click: `contextMenu`).
    case point(CGPoint)
}

/// What a presentation modifier asks for at one update.
@MainActor
struct PresentationRequest {
    var kind: PresentationKind
    /// Which presentation is shown; nil: none. A different identity (another item of
    /// `sheet(item:)`) dismisses the shown one and presents a new one.
    var identity: AnyHashable?
    var content: PresentedContent
    /// Writes the binding back (`false`, `nil`): how every dismissal starts.
    var clearBinding: @MainActor () -> Void
    /// Runs once a dismissal has finished (`onDismiss`).
    var onDismiss: (@MainActor () -> Void)?
    /// Where a menu stands (``PresentationKind/menu`` only).
    var menuAnchor: MenuAnchor = .content
}

/// Where a presentation is in its life, in frame time.
enum PresentationPhase: Equatable {
    /// Coming in since `start`.
    case appearing(start: Double)
    /// Going since `start` (its binding was written back).
    case dismissing(start: Double)
}

/// The view a presentation modifier returns: its content, and what it presents.
public struct _PresentationView<Content: View>: View {
    let content: Content
    let request: PresentationRequest
    public var body: Never { fatalError("presentation modifiers are primitive") }
}

extension _PresentationView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = PresentationNode(kind: request.kind, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        node.apply(request)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! PresentationNode
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        node.apply(request)
    }
}

/// A presentation modifier's node: lays out and draws its content as itself; what it presents
/// (``presented``) is laid out at the window's size and drawn by the host above the window.
final class PresentationNode: ViewNode {
    let kind: PresentationKind
    var content: ViewNode?
    /// The presented views (a sheet's content, an alert's card); nil when nothing is presented.
    private(set) var presented: ViewNode?
    /// An alert's or a dialog's actions and message as written, made (not laid out) to read
    /// their buttons and text from.
    private var probeActions: ViewNode?
    private var probeMessage: ViewNode?
    /// The buttons read from ``probeActions`` at the last update (alerts and dialogs).
    private(set) var buttons: [DialogButton] = []
    /// The identity shown, and where the presentation is in its life (nil: at rest).
    private(set) var shownIdentity: AnyHashable?
    private(set) var phase: PresentationPhase?
    private(set) var request: PresentationRequest?
    /// `onDismiss` of the presentation shown (kept while it goes).
    private var pendingOnDismiss: (@MainActor () -> Void)?
    /// What the presented content asks of its sheet (detents, grabber, interactive dismissal).
    let options = PresentationOptions()
    /// Whether a dismissal has ended and waits for the next update to let the content go.
    private var dismissalEnded = false
    /// A sheet dragged down by the pointer, or springing back (PresentationNode+Drag.swift).
    var sheetDrag = SheetDrag()
    /// A menu's rows as read from its items, the submenu open and the row highlighted
    /// (PresentationNode+Menu.swift).
    var menuItems: [MenuItem] = []
    /// A context menu's preview, drawn above its card.
    var menuPreview: AnyView?
    var menuNavigation = MenuNavigation()
    /// Whether the menu's navigation changed and its card must be made again at the next update.
    var menuNeedsRebuild = false
    /// The content's frame in window points, as drawn in the last frame: where a menu opens.
    var contentWindowFrame: CGRect = .zero
    /// Where the menu's card was laid out (window points), and where it is drawn.
    var menuLaidOutOrigin: CGPoint = .zero
    /// Where the pointer was when it last highlighted a row (PresentationNode+Menu.swift).
    var lastMenuHover: CGPoint?

    init(kind: PresentationKind, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.kind = kind
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var children: [ViewNode] { [content, probeActions, probeMessage, presented].compactMap { $0 } }

    /// A new environment from above (the window's colour scheme switched): the content gets
    /// it; what is presented gets the presentation's (its dismiss action, its options — see
    /// ``presentedEnvironment``), not the plain one the other nodes pass down.
    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        // Moved in, as `ViewNode.environmentChanged(_:)` does (an assignment would let the old
        // value go inside the write, and every read of `environment` would be checked).
        var replaced = newEnvironment
        swap(&replaced, &environment)
        content?.environmentChanged(newEnvironment)
        let presentedEnv = presentedEnvironment
        if kind == .menu, let probeActions {
            var probeEnvironment = presentedEnv
            probeEnvironment.isMenuContent = true
            probeActions.environmentChanged(probeEnvironment)
        } else {
            probeActions?.environmentChanged(presentedEnv)
        }
        probeMessage?.environmentChanged(presentedEnv)
        presented?.environmentChanged(presentedEnv)
        invalidateLayout()
    }
    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
        if let probeActions { body(probeActions) }
        if let probeMessage { body(probeMessage) }
        if let presented { body(presented) }
    }

    /// Whether something is shown or going (registered with the graph).
    var isActive: Bool { presented != nil }
    /// Whether it takes keys and covers what is under it: shown, not going.
    var isPresenting: Bool { presented != nil && !isDismissing }
    /// Whether it is going (its binding was written back).
    var isDismissing: Bool {
        if case .dismissing? = phase { return true }
        return false
    }

    // MARK: Updates

    /// A new request from the modifier: presents, replaces or dismisses.
    func apply(_ request: PresentationRequest) {
        self.request = request
        if request.identity != nil, isDismissing, presented != nil {
            // Presented again while going: the old one goes at once, the new one comes in.
            finishDismissal()
        }
        if let identity = request.identity {
            if presented != nil, shownIdentity != identity {
                // `sheet(item:)` with another item: "the system dismisses the sheet and replaces it".
                finishDismissal()
            }
            if presented == nil {
                shownIdentity = identity
                options.reset()
                sheetDrag = SheetDrag()
                menuNavigation = MenuNavigation()
                lastMenuHover = nil
                phase = .appearing(start: graph.timeSeconds)
                pendingOnDismiss = request.onDismiss
                graph.addPresentedNode(self)
            } else {
                pendingOnDismiss = request.onDismiss
            }
            updatePresented(request)
        } else if presented != nil {
            if !isDismissing { phase = .dismissing(start: graph.timeSeconds) }
            updatePresented(request)
        }
        invalidateLayout()
    }

    /// The environment the presented content sees: the modifier's, with its own `dismiss`,
    /// `isPresented` true, and no navigation stack (a `NavigationStack` inside starts its own;
    /// a title set inside does not reach the bar of the presenting screen). Made once per
    /// environment of the modifier (a new value would make every reader evaluate again).
    private var presentedEnvironment: EnvironmentValues {
        if let cached = cachedEnvironment, cached.parent.isIdentical(to: environment) { return cached.child }
        var env = environment
        env.presentationDismiss = DismissAction { [weak self] in self?.requestDismiss() }
        env.navigationPop = nil
        env.navigationModel = nil
        env.screenChrome = nil
        env.isLazyListContent = false
        env.presentationOptions = options
        // A sheet is a level above what it covers (UIKit presents its content `.elevated`);
        // a full-screen cover replaces the screen (its level stays the base one).
        if kind == .sheet, !env.isElevated { env.isElevated = true }
        cachedEnvironment = (environment, env)
        return env
    }
    private var cachedEnvironment: (parent: EnvironmentValues, child: EnvironmentValues)?

    private func updatePresented(_ request: PresentationRequest) {
        let env = presentedEnvironment
        switch request.content {
        case .view(let make):
            guard request.identity != nil || presented == nil else { return }
            // A presentation of its own: a `preferredColorScheme` inside recolours the sheet only.
            presented = reconcile(presented, with: make()._colorSchemePresentation(), parent: self, environment: env, graph: graph)
        case .dialog(let title, let actions, let message, let showsTitle):
            // Gone already (the binding was written back): the card keeps what it showed.
            guard request.identity != nil || presented == nil else { return }
            probeActions = reconcile(probeActions, with: actions(), parent: self, environment: env, graph: graph)
            if let message {
                probeMessage = reconcile(probeMessage, with: message(), parent: self, environment: env, graph: graph)
            } else {
                probeMessage?.destroy()
                probeMessage = nil
            }
            buttons = probeActions.map(DialogButton.read(from:)) ?? []
            let messageText = probeMessage.map(DialogButton.texts(in:))?.joined(separator: "\n")
            let card = DialogCard(kind: kind, title: showsTitle ? title.content : nil, message: messageText,
                                  buttons: buttons, measurer: graph.measurer,
                                  run: { [weak self] button in self?.run(button) })
            presented = reconcile(presented, with: card, parent: self, environment: env, graph: graph)
        case .menu(let items):
            guard request.identity != nil || presented == nil else { return }
            var probeEnvironment = env
            probeEnvironment.isMenuContent = true
            probeActions = reconcile(probeActions, with: items(), parent: self, environment: probeEnvironment, graph: graph)
            menuItems = probeActions.map(MenuReader.items(in:)) ?? []
            menuPreview = probeActions.flatMap(MenuReader.preview(in:))
            if menuItems.isEmpty, request.identity != nil {
                // "You can deactivate the context menu by returning nothing from the closure."
                let clear = request.clearBinding
                graph.afterUpdate { clear() }
            }
            presented = reconcile(presented, with: menuCard, parent: self, environment: env, graph: graph)
        }
    }

    /// Runs `button`'s action, then dismisses: "When the user presses or taps one of the
    /// alert's actions, the system sets this value to `false` and dismisses."
    func run(_ button: DialogButton) {
        guard isPresenting else { return }
        button.action()
        requestDismiss()
    }

    /// Dismisses: the binding is written back (the modifier then asks for nothing and the
    /// presentation goes, animated).
    func requestDismiss() {
        guard isPresenting else { return }
        request?.clearBinding()
    }

    /// The dismissal has ended (or another presentation replaces this one): the presented
    /// views go (their `onDisappear` runs), then `onDismiss`.
    private func finishDismissal() {
        dismissalEnded = false
        presented?.destroy()
        presented = nil
        probeActions?.destroy()
        probeActions = nil
        probeMessage?.destroy()
        probeMessage = nil
        buttons = []
        menuItems = []
        menuPreview = nil
        phase = nil
        sheetDrag = SheetDrag()
        shownIdentity = nil
        graph.removePresentedNode(self)
        invalidateLayout()
        if let onDismiss = pendingOnDismiss {
            pendingOnDismiss = nil
            graph.afterUpdate { onDismiss() }
        }
    }

    override func updateInPlace() {
        super.updateInPlace()
        if dismissalEnded { finishDismissal() }
        if menuNeedsRebuild {
            menuNeedsRebuild = false
            if let request, presented != nil, !isDismissing { updatePresented(request); invalidateLayout() }
        }
    }

    override func willDestroy() {
        graph.removePresentedNode(self)
    }

    /// How far the presentation is shown at `time`: 0 (gone) … 1 (in place).
    func shownAmount(at time: Double) -> Double {
        let animation = PresentationMetrics.animation(for: kind)
        switch phase {
        case nil: return presented == nil ? 0 : 1
        case .appearing(let start)?:
            let t = (time - start) / animation.durationSeconds
            if t >= 1 { phase = nil; return 1 }
            return animation.progress(max(t, 0))
        case .dismissing(let start)?:
            let t = (time - start) / animation.durationSeconds
            if t >= 1 {
                // Let go at the next update (never in the middle of drawing).
                if !dismissalEnded { dismissalEnded = true; graph.invalidate(self) }
                return 0
            }
            return 1 - animation.progress(max(t, 0))
        }
    }

    // MARK: Layout

    /// The content as laid out: one view, or several stacked as SwiftUI's implicit `VStack`.
    private var child: (any LayoutChild)? {
        var list: [ViewNode] = []
        content?.appendSubviews(to: &list)
        return list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        layOutPresented()
    }

    /// The window's rectangle, in window points.
    var windowRect: CGRect { CGRect(origin: .zero, size: graph.windowSize) }

    /// Where the presented views stand when fully shown, in window points.
    var presentedRect: CGRect {
        let window = windowRect
        switch kind {
        case .sheet: return PresentationMetrics.sheetRect(in: window, detentHeight: options.smallestDetentHeight(in: window))
        case .fullScreenCover: return window
        case .menu:
            guard let presented else { return .zero }
            var list: [ViewNode] = []
            presented.appendSubviews(to: &list)
            guard let card = list.first else { return .zero }
            let size = card.sizeThatFits(.unspecified)
            return CGRect(origin: MenuMetrics.origin(for: size, anchor: menuAnchorRect, in: window), size: size)
        case .alert, .confirmationDialog:
            guard let presented else { return .zero }
            var list: [ViewNode] = []
            presented.appendSubviews(to: &list)
            guard let card = list.first else { return .zero }
            let size = card.sizeThatFits(dialogProposal)
            if kind == .alert {
                return CGRect(x: (window.width - size.width) / 2, y: (window.height - size.height) / 2, width: size.width, height: size.height)
            }
            return CGRect(x: (window.width - size.width) / 2, y: window.height - PresentationMetrics.dialogMargin - size.height,
                          width: size.width, height: size.height)
        }
    }

    /// What an alert's or an action sheet's card is offered: the window's width less an
    /// action sheet's margins (an alert is 270 pt whatever it is offered).
    private var dialogProposal: ProposedViewSize {
        ProposedViewSize(width: max(0, windowRect.width - 2 * PresentationMetrics.dialogMargin), height: nil)
    }

    /// Lays the presented views out at ``presentedRect``: a sheet's content is offered the
    /// sheet's size and centred in it (as SwiftUI centres a sheet's smaller content).
    private func layOutPresented() {
        guard let presented else { return }
        // A presentation is a layer of its own: the presenter's safe-area bands (its screen's bar,
        // a tab bar) do not reach it (`ignoresSafeArea`, SafeArea+Ignoring.swift).
        graph.placing(within: .none) { layOutPresented(presented) }
    }

    private func layOutPresented(_ presented: ViewNode) {
        let rect = presentedRect
        var list: [ViewNode] = []
        presented.appendSubviews(to: &list)
        guard let child: any LayoutChild = list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list) else { return }
        switch kind {
        case .sheet, .fullScreenCover:
            let proposal = ProposedViewSize(rect.size)
            child.place(at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, proposal: proposal)
        case .alert, .confirmationDialog:
            child.place(at: rect.origin, anchor: .topLeading, proposal: dialogProposal)
        case .menu:
            menuLaidOutOrigin = rect.origin
            child.place(at: rect.origin, anchor: .topLeading, proposal: .unspecified)
        }
    }

    override func render(into context: inout RenderContext) {
        // Where the content is in the window: a menu opens below it.
        if kind == .menu {
            let window = context.transform.isIdentity ? frame.core : frame.core.applying(context.transform)
            contentWindowFrame = CGRect(window)
        }
        if let child { renderChild(child, into: &context) }
    }

    override var debugName: String? { nil }
}

/// A sheet's page as `presentationBackground(_:)` asks for it.
enum PresentationBackground {
    case color(Color)
    case material(Material)
}

/// What the content of a sheet asks of it, written by its modifiers
/// (`presentationDetents`, `presentationDragIndicator`, `interactiveDismissDisabled`).
@MainActor
final class PresentationOptions {
    var detents: Set<PresentationDetent> = [.large]
    var dragIndicator: Visibility = .automatic
    var interactiveDismissDisabled = false
    /// `presentationBackground(_:)`: what the sheet's page is filled with (nil: the page colour).
    var background: PresentationBackground?
    /// `presentationCornerRadius(_:)` (nil: the sheet's own, 10 pt).
    var cornerRadius: CGFloat?

    nonisolated init() {}

    func reset() {
        detents = [.large]
        dragIndicator = .automatic
        interactiveDismissDisabled = false
        background = nil
        cornerRadius = nil
    }

    /// Whether the grabber shows: asked for, or (automatic) when there is more than one detent,
    /// as UIKit's `prefersGrabberVisible` defaults in SwiftUI.
    var showsGrabber: Bool {
        switch dragIndicator {
        case .visible: return true
        case .hidden: return false
        case .automatic: return detents.count > 1
        }
    }

    /// The height of the smallest detent in `window` — where a sheet with several detents
    /// opens (UIKit: "If nil, the sheet displays at the smallest detent").
    func smallestDetentHeight(in window: CGRect) -> CGFloat {
        let large = PresentationMetrics.largeSheetHeight(in: window)
        return detents.map { $0.height(large: large) }.min() ?? large
    }
}

/// The look of presentations on iOS 17 (iPhone), measured from the simulator where UIKit
/// publishes no figure.
enum PresentationMetrics {
    /// The scale the window's content is drawn at under a page sheet (iOS scales the presenting
    /// screen back to about 92 %: 358 of 390 pt on an iPhone 14).
    static let backScale: CGFloat = 0.92
    /// The presenting screen's and the sheet's corner radius.
    static let sheetCornerRadius: CGFloat = 10
    /// The gap between the top of the scaled-back screen and the top of the sheet.
    static let sheetTopGap: CGFloat = 10
    /// The black drawn over the window under a sheet (UIKit's dimming view), at full presentation.
    static let sheetDimming = 0.4
    /// The dimming under an alert or an action sheet.
    static let alertDimming = 0.2
    /// The grabber (`presentationDragIndicator(.visible)`): 36 × 5 pt, 5 pt below the sheet's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// Its colour: (0.24, 0.24, 0.26) at 30 % — `tertiaryLabel` — and `tertiaryLabel`'s
    /// (235, 235, 245) at 30 % in the dark appearance.
    static let grabberColor = DynamicColor(light: RGBAColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3),
                                           dark: DynamicColor.tertiaryLabel.dark)
    /// An action sheet's distance from the window's sides and bottom, and between its groups.
    static let dialogMargin: CGFloat = 8
    /// UIKit's modal transitions take about half a second (a critically damped spring); an
    /// alert fades and settles in a quarter of a second.
    static func animation(for kind: PresentationKind) -> Animation {
        switch kind {
        case .sheet, .fullScreenCover, .confirmationDialog: return .spring(duration: 0.5)
        case .alert: return .easeOut(duration: 0.25)
        case .menu: return MenuMetrics.animation
        }
    }

    /// The top of a page sheet at its large detent: below the scaled-back screen's top edge,
    /// by ``sheetTopGap``.
    static func largeSheetTop(in window: CGRect) -> CGFloat {
        window.minY + window.height * (1 - backScale) / 2 + sheetTopGap
    }
    static func largeSheetHeight(in window: CGRect) -> CGFloat { window.maxY - largeSheetTop(in: window) }
    /// A sheet `detentHeight` tall standing on the window's bottom edge.
    static func sheetRect(in window: CGRect, detentHeight: CGFloat) -> CGRect {
        CGRect(x: window.minX, y: window.maxY - detentHeight, width: window.width, height: detentHeight)
    }
}
