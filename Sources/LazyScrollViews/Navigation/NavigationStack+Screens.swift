import DisplayList
import Foundation

// Screens under the top one stay alive, as in SwiftUI: a `NavigationStack` keeps the views of
// every screen on its path, so a screen you come back to has the `@State` you left it with
// (https://developer.apple.com/documentation/swiftui/navigationstack — "the stack displays
// the root view and any views pushed on top of it"; pushed screens are removed only when popped).
// A covered screen is neither laid out nor drawn nor hit-tested, and takes no keys: its views'
// `onDisappear` runs when a screen is pushed over it and `onAppear` when it shows again, as
// UIKit's `viewWillDisappear`/`viewWillAppear` do for the screens of a navigation controller.
//
// Pushing and popping slide as a `UINavigationController` does: a pushed screen comes in from
// the trailing edge over the one it covers, which moves a third of the way out to the leading
// edge; popping slides the popped screen out to the trailing edge over the revealed one, which
// comes back from there. The slide is driven by frame time
// (`ScreenSlide`), so a headless run draws the same frame at the same time.

/// Which screen a stack entry is, for identity: a screen keeps its views while its entry stays
/// at its depth; a different value (or a different pushed view) at that depth is a new screen.
struct ScreenIdentity: Hashable {
    let depth: Int
    /// The pushed value, or the serial of the pushed destination view; nil for the root.
    let entry: AnyHashable?
}

/// One screen of a stack, shown when it is the top one and kept (not drawn) when covered.
struct StackScreen<Content: View>: View {
    /// The screen's depth in its stack (0: the root), its stack, and its bar (which says how
    /// it comes in: `navigationTransition`); none for a `TabView`'s tabs.
    var depth = 0
    var model: NavigationModel? = nil
    var chrome: ScreenChrome? = nil
    let content: Content
    let isCovered: Bool
    /// Whether a change to this screen slides (false while the stack shows for the first time:
    /// a path given at launch is shown as it is, not pushed screen by screen).
    let slides: Bool
    /// Set on a screen just popped: it slides out to the trailing edge (seen, not touched),
    /// then this tells the stack to let it go.
    var leaves: (@MainActor @Sendable () -> Void)? = nil
    var body: Never { fatalError("StackScreen is primitive") }
}

extension StackScreen: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = StackScreenNode(isCovered: isCovered, viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.stackDepth = depth
        node.model = model
        node.chrome = chrome
        model?.register(node, at: depth)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        if slides && !isCovered { node.slide = ScreenSlide(kind: .pushIn, startSeconds: graph.timeSeconds) }
        node.leaves = leaves
        return node
    }

    func update(_ node: ViewNode) {
        let node = node as! StackScreenNode
        node.chrome = chrome
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        let wasLeaving = node.leaves != nil
        node.leaves = leaves
        if node.isCovered != isCovered || wasLeaving != (leaves != nil) {
            node.isCovered = isCovered
            let kind: ScreenSlide.Kind = leaves != nil ? .popOut : isCovered ? .coverOut : .revealIn
            node.slide = slides ? ScreenSlide(kind: kind, startSeconds: node.graph.timeSeconds) : nil
            node.invalidateLayout()
            // Not sliding: a popped screen goes at once.
            if node.slide == nil, let leaves { leaves() }
        }
    }
}

/// How a screen slides when the stack changes: UIKit's push and pop, in fractions of the
/// screen's width along x (positive: toward the trailing edge).
struct ScreenSlide {
    enum Kind {
        /// Pushed: in from the trailing edge (1 → 0).
        case pushIn
        /// Covered by a push: a third of the way out to the leading edge (0 → −⅓).
        case coverOut
        /// Revealed by a pop: back from a third of the way out (−⅓ → 0).
        case revealIn
        /// Popped: out to the trailing edge over the revealed screen (0 → 1).
        case popOut
    }
    let kind: Kind
    let startSeconds: Double
    /// UIKit's navigation transition takes about a third of a second (UINavigationController's
    /// push; Apple documents no figure) and eases in and out.
    static let animation = Animation.easeInOut(duration: 0.35)
    /// How far the covered screen moves toward the leading edge, as a share of its width.
    static let coveredShift = -1.0 / 3.0

    /// The screen's offset along x as a share of its width at `time`, or nil once it has ended.
    func shift(at time: Double) -> Double? {
        let t = (time - startSeconds) / Self.animation.durationSeconds
        guard t < 1 else { return nil }
        let p = Self.animation.progress(max(t, 0))
        switch kind {
        case .pushIn: return 1 - p
        case .coverOut: return Self.coveredShift * p
        case .revealIn: return Self.coveredShift * (1 - p)
        case .popOut: return p
        }
    }
}

/// A screen's node: passes layout and drawing through to its content while it is the top
/// screen; covered, it fills what it is offered without placing its content (so the content
/// counts as off screen) and draws nothing — once the slide that covered it has ended.
final class StackScreenNode: SingleChildNode {
    var isCovered: Bool
    /// The slide in progress, if any.
    var slide: ScreenSlide?
    /// A popped screen's: tells the stack it has slid out.
    var leaves: (@MainActor @Sendable () -> Void)?
    /// The screen's depth, its stack (held weakly: the stack's model holds its nodes weakly
    /// too) and its bar, for zoom transitions (ZoomTransition.swift).
    var stackDepth = 0
    weak var model: NavigationModel?
    var chrome: ScreenChrome?
    /// Whether this screen's push or pop zooms, decided once per slide (ZoomTransition.swift).
    var zoomDecision: ZoomDecision?

    /// Whether the content is laid out and drawn: the top screen, a covered one still sliding
    /// out from under the screen pushed over it, or a popped one still sliding out.
    private var isShown: Bool {
        !isCovered || (slide.map { $0.kind != .revealIn && $0.kind != .pushIn && $0.shift(at: graph.timeSeconds) != nil } ?? false)
    }

    /// The page a sliding screen is drawn on: iOS's `systemBackground` (a grouped list on it
    /// draws its own `systemGroupedBackground`).
    static let pageColor = DynamicColor.systemBackground

    /// The stack's area, which a screen's page covers even when its content is smaller: the
    /// frame of the nearest enclosing view that has one (the stack's `ZStack`).
    var pageRect: CGRect {
        var node = parent
        while let current = node {
            if current.frame.width > 0 && current.frame.height > 0 { return current.frame }
            node = current.parent
        }
        return frame
    }

    init(isCovered: Bool, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.isCovered = isCovered
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if !isShown { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return child?.sizeThatFits(proposal) ?? .zero
    }

    // A screen is a page of its own: its content's alignment guides, priority and spacing do
    // not reach the stack around it.
    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }
    override var layoutPriority: Double { 0 }
    override var spacing: ViewSpacing { ViewSpacing() }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        guard isShown else { return }
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    override func render(into context: inout RenderContext) {
        guard let child else { return }
        guard let slide, let shift = slide.shift(at: context.timeSeconds) else {
            if slide != nil {
                // The slide has ended: a screen it covered is laid out no more (its views
                // disappear) from the next frame's layout on.
                let ended = self.slide
                self.slide = nil
                if isCovered { graph.needsLayout = true }
                // A popped screen has slid out: the stack lets it go on the next update.
                if ended?.kind == .popOut, let leaves { leaves() }
            }
            if !isCovered { renderChild(child, into: &context) }
            return
        }
        let registered = HitRegistrations(context, graph)
        if renderZooming(slide, child: child, into: &context) {
            if isCovered { registered.drop(from: &context, graph) }
            return
        }
        context.transformed(by: .translation(x: shift * Double(frame.width), y: 0)) {
            // While it slides a screen is an opaque page, as a UIKit view controller's view on
            // the system background: the screen under it does not show through its content.
            $0.fill(pageRect, $0.appearance(Self.pageColor))
            renderChild(child, into: &$0)
        }
        // A covered or popped screen sliding out is seen, not touched (no tap, swipe, reorder
        // or pointer style) nor focused.
        if isCovered { registered.drop(from: &context, graph) }
    }
}

extension ViewNode {
    /// Whether this node is a navigation screen with another pushed over it: its subtree is
    /// kept but takes no part in what the window shows (no window scroll view, no keys).
    var isCoveredScreen: Bool { (self as? StackScreenNode)?.isCovered == true }

    /// Whether a navigation screen with another pushed over it contains this node, or the
    /// content of a view presenting a sheet or an alert does.
    var isUnderCoveredScreen: Bool {
        var child: ViewNode = self
        var current: ViewNode? = parent
        while let node = current {
            if node.isCoveredScreen { return true }
            if let presenting = node as? PresentationNode, presenting.isPresenting, presenting.content === child { return true }
            child = node
            current = node.parent
        }
        return false
    }
}
