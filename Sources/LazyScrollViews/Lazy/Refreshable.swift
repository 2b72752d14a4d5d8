import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollPhysics

/// An action that starts a refresh — SwiftUI's `RefreshAction`
/// (https://developer.apple.com/documentation/swiftui/refreshaction), read from
/// `@Environment(\.refresh)`. `refreshable(action:)` puts one in the environment; a scroll view
/// under it offers pull to refresh, and a custom view may call it:
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Refresh") { Task { await refresh?() } }.disabled(refresh == nil)
/// ```
///
/// Calling it runs the handler and returns when the handler does; the spinner shows only for a
/// refresh the user starts (pull, or F5), as in SwiftUI.
public struct RefreshAction: Sendable {
    let handler: @Sendable () async -> Void
    /// Runs the refresh handler — SwiftUI's `callAsFunction()`
    /// (https://developer.apple.com/documentation/swiftui/refreshaction/callasfunction()).
    public func callAsFunction() async { await handler() }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct RefreshControllerKey: EnvironmentKey { static let defaultValue: RefreshController? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable(action:)` above, or nil — SwiftUI's
    /// `EnvironmentValues.refresh`
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/refresh).
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] } set { self[RefreshKey.self] = newValue }
    }
    /// The pull-to-refresh state the nearest `refreshable` keeps (its scroll view reports pulls
    /// to it).
    var refreshController: RefreshController? {
        get { self[RefreshControllerKey.self] } set { self[RefreshControllerKey.self] = newValue }
    }
}

/// One `refreshable`'s state: whether a refresh runs, the task running the handler, and the
/// scroll view that shows its spinner.
///
/// The metrics are UIKit's `UIRefreshControl`'s as it looks on an iPhone (Apple documents
/// none): the spinner sits centred in a 60 pt band above the first row, and the rows move
/// down by that band while the refresh runs.
@MainActor
final class RefreshController {
    /// The band above the content the spinner sits in while refreshing (points).
    static let bandHeight: CGFloat = 60
    /// How far past the top the content must be pulled for a release to refresh (the band).
    static let pullThreshold: CGFloat = 60
    /// How the band closes when the refresh ends: the rows move back up over SwiftUI's
    /// `easeOut` (0.35 s here, `State/Animation.swift`), as `UIRefreshControl.endRefreshing()`
    /// animates the content back (UIKit documents no duration).
    static let collapse = Animation.easeOut

    var handler: @Sendable () async -> Void
    unowned let graph: ViewGraph
    /// Whether a refresh the user started has not finished (the spinner shows).
    private(set) var isRefreshing = false
    /// Refreshes started since the view was made.
    private(set) var refreshCount = 0
    /// Whether the content was pulled past the threshold in the drag now going on.
    private(set) var isArmed = false
    /// The scroll view that reported last (it gets the band and shows the spinner).
    weak var scrollView: ScrollViewNode?
    /// How far the content is pulled past the top while no refresh runs (points, 0 at rest):
    /// the indicator grows spoke by spoke with it.
    private(set) var pullDistance: CGFloat = 0
    /// The band's height while it closes after a refresh (nil when it is not closing).
    private(set) var closingBand: CGFloat?
    private var task: Task<Void, Never>?

    init(handler: @escaping @Sendable () async -> Void, graph: ViewGraph) {
        self.handler = handler
        self.graph = graph
    }

    /// Starts a refresh unless one runs: the handler runs in a task (drained between frames by
    /// the host); the spinner shows until it returns.
    func begin() {
        guard !isRefreshing else { return }
        isRefreshing = true
        refreshCount += 1
        pullDistance = 0
        closingBand = nil
        graph.stopFrameAnimation(owner: self)
        scrollView?.setRefreshBand(Self.bandHeight)
        graph.needsLayout = true
        let handler = self.handler
        task = graph.startTask(priority: .userInitiated) { [weak self] in
            await handler()
            self?.end()
        }
    }

    /// The handler returned: the spinner fades as the band closes over ``collapse``, the rows
    /// moving back up with it (stepped by the graph's frame animations from the update's time).
    private func end() {
        isRefreshing = false
        task = nil
        let start = graph.timeSeconds, animation = Self.collapse
        closingBand = Self.bandHeight
        graph.startFrameAnimation(owner: self) { [weak self] time in
            guard let self, !self.isRefreshing else { return false }
            let progress = animation.progress((time - start) / animation.durationSeconds)
            let band = Self.bandHeight * CGFloat(1 - progress)
            self.closingBand = progress < 1 ? band : nil
            self.scrollView?.setRefreshBand(band)
            self.graph.needsLayout = true
            return progress < 1
        }
        graph.needsLayout = true
    }

    /// The scroll view's offset after a pass (negative: pulled past the top) and what moves it:
    /// a pull past the threshold during a drag arms; the release (the drag ends) refreshes —
    /// Apple: "When the user drags the list down and releases, the list calls the action's
    /// handler" (https://developer.apple.com/documentation/swiftui/refreshaction).
    func scrolled(offset: CGFloat, activity: ScrollActivityKind, in scrollView: ScrollViewNode) {
        self.scrollView = scrollView
        pullDistance = isRefreshing || closingBand != nil ? 0 : max(0, -offset)
        let dragging = activity == .drag || activity == .hold
        if dragging {
            if -offset >= Self.pullThreshold && !isRefreshing { isArmed = true }
        } else if isArmed {
            isArmed = false
            begin()
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

/// A view with `refreshable(action:)` applied.
public struct _RefreshableView<Content: View>: View {
    let content: Content
    let action: @Sendable () async -> Void
    public var body: Never { fatalError("refreshable is primitive") }
}

extension _RefreshableView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = RefreshableNode(controller: RefreshController(handler: action, graph: graph), viewType: Self.self,
                                   parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! RefreshableNode
        node.controller.handler = action
        node.content = reconcile(node.content, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
    }
}

/// Puts the refresh action and its state in the content's environment; lays out as its
/// content; draws the spinner over the content while a refresh runs.
final class RefreshableNode: SingleChildNode {
    let controller: RefreshController
    private var cached: (parent: EnvironmentValues, child: EnvironmentValues)?

    init(controller: RefreshController, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.controller = controller
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var childEnvironment: EnvironmentValues {
        if let cached, cached.parent.isIdentical(to: environment) { return cached.child }
        var env = environment
        // The action calls the handler of the latest view value (an update replaces it).
        let controller = self.controller
        env.refresh = RefreshAction { [weak controller] in
            guard let handler = await MainActor.run(body: { controller?.handler }) else { return }
            await handler()
        }
        env.refreshController = controller
        cached = (environment, env)
        return env
    }

    override func willDestroy() { controller.cancel() }

    /// Where the spinner's centre is: the middle of the band above the first row, which moves
    /// with the content (the scroll view's top plus half the band, less the scroll offset) —
    /// while a refresh runs or its band closes; while the content is pulled, the middle of the
    /// gap the pull opens above it. Nil when there is no indicator.
    var spinnerCenter: CGPoint? {
        let band = controller.isRefreshing ? RefreshController.bandHeight : controller.closingBand
        guard band != nil || controller.pullDistance > 0 else { return nil }
        let frame = controller.scrollView.map { $0.frame.isEmpty ? self.frame : $0.frame } ?? self.frame
        let offset = CGFloat(controller.scrollView?.lastResult?.scrollOffset ?? 0)
        if let band { return CGPoint(x: frame.midX, y: frame.minY + band / 2 - offset) }
        return CGPoint(x: frame.midX, y: frame.minY + controller.pullDistance / 2)
    }

    /// The spokes the pull shows: one per eighth of the threshold pulled, all 8 from the
    /// threshold on (UIRefreshControl's indicator builds up as the content is pulled).
    var pullSpokes: Int {
        min(8, Int(controller.pullDistance / RefreshController.pullThreshold * 8))
    }

    override func render(into context: inout RenderContext) {
        if let child { renderChild(child, into: &context) }
        guard let center = spinnerCenter else { return }
        if controller.isRefreshing {
            _ProgressSpinner.draw(at: center, into: &context)  // `ProgressView()`'s spinner
        } else if let band = controller.closingBand {
            // Closing: it fades with the band.
            context.withOpacity(Double(band / RefreshController.bandHeight)) { _ProgressSpinner.draw(at: center, into: &$0) }
        } else if pullSpokes > 0 {
            _ProgressSpinner.draw(at: center, visibleSpokes: pullSpokes, into: &context)
        }
    }
}

extension ScrollViewNode {
    /// Reports this pass's offset to the `refreshable` above, if any (vertical scroll views).
    func reportRefreshPull(_ result: LayoutResult) {
        guard axis == .vertical, let controller = passEnvironment.refreshController else { return }
        controller.scrolled(offset: CGFloat(result.scrollOffset), activity: scrollActivity, in: self)
    }

    /// Moves the content down by `height` above its first row (the refresh band), or back.
    func setRefreshBand(_ height: CGFloat) {
        let delta = Double(height - refreshBand)
        guard delta != 0 else { return }
        refreshBand = height
        stack.contentInsets.top += delta
        // Pulled past the top by the band or more (the release that refreshes), the rows stay
        // where the finger left them: the engine keeps its anchor when insets change, the offset
        // takes the band as a correction, and the spring settles with the band showing — UIKit
        // keeps `contentOffset` when `UIRefreshControl` grows the top inset. Nearer the top (a
        // shorter pull, at rest: F5; the band closing) the offset stays and the rows move with
        // the band, a motion in flight undisturbed. (Asking for the top instead moved the rows
        // up by the whole pull at once and turned the spring's speed into a fling into the
        // content: `RefreshInsertTests`.) Scrolled further down, the rows stay where they are
        // (the band is above them, out of sight).
        let band = Double(RefreshController.bandHeight)
        guard let result = lastResult, result.scrollOffset > -band, result.scrollOffset <= band else { return }
        stack.keepOffset(whenLeadingInsetGrowsBy: delta)
    }
}

extension View {
    /// Offers a refresh: pulling a scroll view (`List`, `ScrollView`) inside past its top and
    /// letting go, or pressing F5, runs `action` and shows a spinner above the first row until
    /// it returns — SwiftUI's `refreshable(action:)`
    /// (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)). Also puts
    /// a `RefreshAction` in the environment (`EnvironmentValues.refresh`).
    ///
    /// Pulls count with a mouse drag or a touchpad's two-finger scroll past the top (its
    /// overscroll); the threshold is 60 pt. As on iOS, the indicator grows spoke by spoke as the
    /// content is pulled (all eight at the threshold), spins while the action runs, and fades as
    /// the rows move back up (SwiftUI's `easeOut`) when it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> _RefreshableView<Self> {
        _RefreshableView(content: self, action: action)
    }
}

extension ViewGraph {
    /// Starts the refresh of the first `refreshable` whose scroll view is in the tree (F5),
    /// as a pull would; true when there is one.
    func refreshFromKeyboard() -> Bool {
        guard let root else { return false }
        func find(_ node: ViewNode) -> RefreshableNode? {
            if let node = node as? RefreshableNode { return node }
            var found: RefreshableNode?
            node.forEachChild { child in if found == nil { found = find(child) } }
            return found
        }
        guard let node = find(root) else { return false }
        if node.controller.scrollView == nil { node.controller.scrollView = firstScrollView(in: node) }
        node.controller.begin()
        return true
    }

    private func firstScrollView(in node: ViewNode) -> ScrollViewNode? {
        if let scroll = node as? ScrollViewNode { return scroll }
        var found: ScrollViewNode?
        node.forEachChild { child in if found == nil { found = firstScrollView(in: child) } }
        return found
    }
}
