import DisplayList
import Foundation
import ScrollCore

/// A row with `swipeActions(edge:allowsFullSwipe:content:)` applied.
public struct _SwipeActionsView<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    public var body: Never { fatalError("swipeActions is primitive") }
}

extension View {
    /// Buttons a horizontal swipe on the row reveals from `edge` — SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)).
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions {
    ///         Button(role: .destructive) { delete(message) } label: { Label("Delete", systemImage: "trash") }
    ///         Button { archive(message) } label: { Label("Archive", systemImage: "archivebox") }
    ///             .tint(.blue)
    ///     }
    /// ```
    ///
    /// A horizontal mouse drag or a two-finger touchpad swipe on the row moves it aside and
    /// shows the buttons, the first nearest `edge`. Let go with more than half the buttons'
    /// width shown and they stay open (a tap on one runs it and closes the row; a tap on the
    /// row closes it); less and the row closes. With `allowsFullSwipe`, letting go with more
    /// than 60 % of the row's width shown runs the first button's action. A destructive button
    /// (`Button(role: .destructive)`) is red (iOS's systemRed), another grey (systemGray)
    /// unless `.tint(_:)` on it says otherwise; labels are white.
    ///
    /// Let go, the row settles open or shut with a spring; a full swipe slides it out first, and
    /// a destructive first button's row collapses before the action runs
    /// (SwipeActions+Animation.swift). A drag that begins over a horizontal `ScrollView` inside
    /// the row scrolls that instead, as on iOS.
    ///
    /// Differs from iOS (Apple documents neither the metrics nor the thresholds; these follow
    /// UIKit's look): each button is at least 74 pt wide and its label has 16 pt either side;
    /// the full-swipe threshold (60 %) and the animations' durations are ours; a full swipe's or
    /// destructive button's action runs when the row's slide (and collapse) ends, not at the
    /// release; a `tint` written around the `List` does not colour the buttons.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> _SwipeActionsView<Self, T> {
        _SwipeActionsView(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

/// A view that says which `ButtonRole` it has (a `Button`), so that a swipe action can be
/// coloured by it.
@MainActor protocol SwipeActionRoleCarrying { var swipeActionRole: ButtonRole? { get } }
extension Button: SwipeActionRoleCarrying { var swipeActionRole: ButtonRole? { role } }

/// A node that holds the value of the view it was made for (a composite view's).
@MainActor protocol ViewValueHolding { var heldViewValue: Any { get } }
extension CompositeNode: ViewValueHolding { var heldViewValue: Any { view } }

/// The look of a swipe action button (``View/swipeActions(edge:allowsFullSwipe:content:)``).
enum SwipeActionMetrics {
    /// The narrowest a button is (UIKit's contextual actions, measured on iOS 17).
    static let minimumButtonWidth: CGFloat = 74
    /// Space either side of a button's label.
    static let labelPadding: CGFloat = 16
    /// The share of the row's width a release must show to run the first action (full swipe).
    static let fullSwipeFraction: CGFloat = 0.6
}

extension _SwipeActionsView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = SwipeActionsNode(edge: edge, allowsFullSwipe: allowsFullSwipe, viewType: Self.self,
                                    parent: parent, environment: environment, graph: graph)
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        node.actions = reconcile(nil, with: actions, parent: node, environment: node.actionsEnvironment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! SwipeActionsNode
        node.edge = edge
        node.allowsFullSwipe = allowsFullSwipe
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
        node.actions = reconcile(node.actions, with: actions, parent: node, environment: node.actionsEnvironment, graph: node.graph)
        node.invalidateLayout()
    }
}

/// A row and the buttons a swipe reveals beside it. Lays out as the row; ``offset`` moves the
/// row's drawing aside (negative: to the left, showing trailing buttons) and the buttons fill
/// the space it leaves.
final class SwipeActionsNode: SingleChildNode {
    var edge: HorizontalEdge
    var allowsFullSwipe: Bool
    var actions: ViewNode?
    /// How far the row is moved aside, or is going to once its settle ends (points; negative
    /// to the left). Drawn through ``presentedOffset(at:)`` (SwipeActions+Animation.swift).
    var offset: CGFloat = 0
    /// The offset when the drag now going on began.
    var dragStartOffset: CGFloat = 0
    /// The settle in flight (the row moving to ``offset`` after a release), if any.
    var settle: SwipeSettle?
    /// How much of the row's height is gone (0 … 1): a row whose destructive action runs
    /// collapses before the action deletes it (SwipeActions+Animation.swift).
    var collapsed: CGFloat = 0

    init(edge: HorizontalEdge, allowsFullSwipe: Bool, viewType: Any.Type, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    /// The buttons' environment: plain buttons with white labels (their background is drawn
    /// by this node); a tint from around the list does not reach them (only one written on a
    /// button).
    var actionsEnvironment: EnvironmentValues {
        var env = environment
        env.buttonStyleKind = .plain
        env.foregroundColor = .white
        env.tint = nil
        return env
    }

    /// A button's background: its tint, else red for a destructive role, else grey. `button` is
    /// the subview a `Button`'s body resolves to: its role is the `Button` view's, an ancestor
    /// below this node.
    func color(of button: ViewNode) -> Color {
        if let tint = button.environment.tint { return tint }
        var role: ButtonRole?
        var node: ViewNode? = button
        while let current = node, current !== self {
            if let carrier = (current as? ViewValueHolding)?.heldViewValue as? SwipeActionRoleCarrying {
                role = carrier.swipeActionRole
                break
            }
            node = current.parent
        }
        return role == .destructive ? Color.red : Color.gray
    }

    override var children: [ViewNode] { [content, actions].compactMap { $0 } }
    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
        if let actions { body(actions) }
    }
    /// A new environment from above: the buttons get theirs again (``actionsEnvironment``:
    /// plain, white labels), not the row's.
    override func environmentChanged(_ newEnvironment: EnvironmentValues) {
        // Moved in, as `ViewNode.environmentChanged(_:)` does (an assignment would let the old
        // value go inside the write, and every read of `environment` would be checked).
        var replaced = newEnvironment
        swap(&replaced, &environment)
        content?.environmentChanged(newEnvironment)
        actions?.environmentChanged(actionsEnvironment)
        invalidateLayout()
    }
    /// The buttons, first (nearest the edge) first.
    var buttons: [ViewNode] {
        var list: [ViewNode] = []
        actions?.appendSubviews(to: &list)
        return list
    }

    /// As wide as offered (the row's width: the swipe moves the whole row's content, and the
    /// buttons fill from its edge), as tall as the content — less the part a collapse has taken;
    /// the content sits at the leading edge, as a list row's does.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child?.sizeThatFits(proposal) ?? .zero
        // In a `List` the list shrinks the whole row (ViewListSource.placeListRow); elsewhere the view.
        let height = environment.listStyle == nil ? size.height * (1 - collapsed) : size.height
        guard let width = proposal.width, width.isFinite else { return CGSize(width: size.width, height: height) }
        return CGSize(width: max(size.width, width), height: height)
    }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: proposal.width, height: bounds.height))
        placeButtons(revealed: abs(offset))
    }

    // MARK: The buttons

    /// The area that swipes: in a `List`, the whole row (the content's frame grown by the
    /// row's insets, at least the style's 44 pt tall, as the list lays rows out); elsewhere the
    /// view's frame. A collapsing row's is as much shorter as the list draws it.
    var swipeRect: CGRect {
        let rect = listRowRect
        guard collapsed > 0, environment.listStyle != nil else { return rect }
        // The list shrinks the row and the space above its content alike (placeListRow).
        let above = frame.minY - rect.minY
        return CGRect(x: rect.minX, y: frame.minY - above * (1 - collapsed), width: rect.width,
                      height: rect.height * (1 - collapsed))
    }

    /// Each button's natural width at the row's height: its label's and the padding either
    /// side, rounded up to a whole point, at least the minimum.
    private func buttonWidths() -> [CGFloat] {
        let height = swipeRect.height
        return buttons.map {
            let label = $0.sizeThatFits(ProposedViewSize(width: nil, height: height)).width
            return max(SwipeActionMetrics.minimumButtonWidth, (label + 2 * SwipeActionMetrics.labelPadding).rounded(.up))
        }
    }
    /// Where each button's slot is (its background and tap area), as last laid out.
    private(set) var slots: [CGRect] = []
    /// The width the buttons take fully open.
    var openWidth: CGFloat { buttonWidths().reduce(0, +) }

    /// Lays the buttons out in the space the moved row leaves (`revealed` points): at their
    /// widths scaled to it while it is narrower than they are; past that (a full swipe) the
    /// first button takes the rest.
    func placeButtons(revealed: CGFloat) {
        guard revealed > 0 else { slots = []; return }
        let widths = buttonWidths()
        let total = widths.reduce(0, +)
        guard total > 0 else { return }
        var sizes = widths.map { $0 * min(1, revealed / total) }
        if revealed > total, !sizes.isEmpty { sizes[0] += revealed - total }
        // From the edge inwards: trailing buttons from the right edge leftwards, leading ones
        // from the left edge rightwards.
        let rect = swipeRect
        var x = edge == .trailing ? rect.maxX : rect.minX
        slots = []
        for width in sizes {
            let slot = CGRect(x: edge == .trailing ? x - width : x, y: rect.minY, width: width, height: rect.height)
            slots.append(slot)
            x += edge == .trailing ? -width : width
        }
        // Each label at its natural width, centred in its slot (drawn clipped to it): a partly
        // revealed button shows part of its label, as UIKit's swipe buttons do, rather than the
        // label wrapped a letter a line into a narrow slot.
        for (index, button) in buttons.enumerated() where index < slots.count {
            let slot = slots[index]
            button.place(at: CGPoint(x: slot.midX, y: slot.midY), anchor: .center,
                          proposal: ProposedViewSize(width: max(0, widths[index] - 2 * SwipeActionMetrics.labelPadding), height: rect.height))
        }
    }

    /// The action of the first tap handler in `node`'s subtree (a `Button`'s).
    static func tapAction(in node: ViewNode) -> (@MainActor () -> Void)? {
        if let effect = node as? EffectNode, case .tap(_, let action) = effect.effect { return action }
        var found: (@MainActor () -> Void)?
        node.forEachChild { child in if found == nil { found = tapAction(in: child) } }
        return found
    }

    override func render(into context: inout RenderContext) {
        let rect = swipeRect
        graph.swipeTargets.append(SwipeTarget(rect: rect.core, toWindow: context.transform, node: self,
                                              innerScrollViews: innerHorizontalScrollViews()))
        guard let child else { return }
        let offset = presentedOffset(at: context.timeSeconds)
        guard offset != 0 || collapsed > 0 else { renderChild(child, into: &context); return }
        if settle != nil { placeButtons(revealed: abs(offset)) }
        context.clipped(to: rect) { clipped in
            clipped.transformed(by: .translation(x: Double(offset), y: 0)) { renderChild(child, into: &$0) }
            // A tap on the moved row closes it (it wins over the row's own taps: added last).
            clipped.addTapTarget(rect.offsetBy(dx: offset, dy: 0), node: ObjectIdentifier(self)) { [weak self] in
                guard let self else { return }
                self.close(at: self.graph.timeSeconds)
            }
            for (button, slot) in zip(buttons, slots) {
                clipped.fill(slot, color(of: button).resolved(isDark: clipped.isDark, elevated: clipped.isElevated))
                clipped.clipped(to: slot) { renderChild(button, into: &$0) }
                // A tap anywhere on the slot runs the button's action, then closes the row (as on
                // iOS); added after the label's own area, it wins there too.
                clipped.addTapTarget(slot, node: ObjectIdentifier(button)) { [weak self] in
                    self?.perform(button)
                }
            }
        }
    }
}

extension ViewNode {
    /// The whole list row this view is the content of: its frame grown by the row's insets, at
    /// least the style's minimum row height tall, as the list lays rows out; outside a `List`,
    /// the view's frame.
    var listRowRect: CGRect {
        guard let style = environment.listStyle else { return frame }
        let insets = environment.listRowTraits.insets ?? style.rowInsets
        let height = max(style.minimumRowHeight, frame.height + insets.top + insets.bottom)
        return CGRect(x: frame.minX - insets.leading, y: frame.midY - height / 2,
                      width: frame.width + insets.leading + insets.trailing, height: height)
    }
}

/// A row that swipes, where it was drawn: its frame in its drawing space and the transform to
/// the window.
struct SwipeTarget {
    let rect: Rect
    let toWindow: DrawTransform
    unowned let node: SwipeActionsNode
    /// Where horizontal scroll views inside the row are (the row's drawing space): their own
    /// pan wins there, as a `UIScrollView`'s inside a cell does on iOS, so the row does not take
    /// a drag that begins over one.
    var innerScrollViews: [Rect] = []

    func contains(_ point: Point) -> Bool {
        guard let local = toWindow.inverted?.apply(point) else { return false }
        return rect.contains(local) && !innerScrollViews.contains { $0.contains(local) }
    }
}

/// A horizontal swipe going on: the rows under where it began (a row may have leading and
/// trailing actions), and the one it moves once its direction is known.
struct SwipeSession {
    var candidates: [SwipeActionsNode]
    var active: SwipeActionsNode?
    /// The translation so far (wheel and touchpad deltas add up).
    var translation: CGFloat = 0
}

extension ViewHost {
    /// While a row's swipe actions are open, a tap anywhere but on that row's buttons only closes
    /// it (UIKit ends a table's swipe on any touch outside its actions, and the touch selects
    /// nothing): a tap on another row does not open it, a tap on a control does not press it.
    /// `target` is the tap area the tap fell in, if any.
    /// - Returns: whether open rows were closed (the tap is then used up).
    func closeOpenSwipeRows(unlessTapOn target: ObjectIdentifier?) -> Bool {
        var open: [SwipeActionsNode] = []
        for row in graph.swipeTargets where row.node.offset != 0 && !open.contains(where: { $0 === row.node }) {
            open.append(row.node)
        }
        guard !open.isEmpty else { return false }
        if let target, open.contains(where: { row in
            ObjectIdentifier(row) == target || row.buttons.contains { ObjectIdentifier($0) == target }
        }) { return false }
        for row in open { row.close(at: graph.timeSeconds) }
        return true
    }

    /// Whether a row with swipe actions was drawn under `point` (window points) in the last
    /// frame: a press there may start a swipe (the window holds it until the drag's axis is known).
    public func hasSwipeRow(at point: CGPoint) -> Bool {
        let p = point.core
        return graph.swipeTargets.contains { $0.contains(p) }
    }

    /// A horizontal drag (mouse, or a touchpad's two fingers) began at `point` (window points).
    /// - Returns: whether a row with swipe actions is there (the drag is then the row's, not
    ///   the scroll view's).
    @discardableResult
    public func beginSwipe(at point: CGPoint) -> Bool {
        let p = point.core
        // The row drawn last under the point is on top; the same row's two edges come together.
        guard let top = graph.swipeTargets.last(where: { $0.contains(p) }) else {
            graph.swipeSession = nil
            return false
        }
        let rect = top.rect
        let candidates = graph.swipeTargets.filter { $0.rect == rect && $0.contains(p) }.map(\.node)
        graph.swipeSession = SwipeSession(candidates: candidates)
        // Another row left open closes (one open row at a time, as on iOS).
        for target in graph.swipeTargets where !candidates.contains(where: { $0 === target.node }) && target.node.offset != 0 {
            target.node.close(at: graph.timeSeconds)
        }
        return true
    }

    /// The drag has moved `translation` points horizontally since ``beginSwipe(at:)``
    /// (negative: to the left, revealing trailing actions).
    public func moveSwipe(translation: CGFloat) {
        guard var session = graph.swipeSession else { return }
        session.translation = translation
        if session.active == nil, translation != 0 {
            // An open row moves from where it is; a closed one reveals the edge the drag uncovers.
            let open = session.candidates.first { $0.offset != 0 }
            let wanted: HorizontalEdge = translation < 0 ? .trailing : .leading
            session.active = open ?? session.candidates.first { $0.edge == wanted }
            session.active?.beginDrag(at: graph.timeSeconds)
        }
        session.active?.drag(translation: translation)
        graph.swipeSession = session
    }

    /// The drag ended: the row settles open or closed, or slides out and runs its first action
    /// (a full swipe), animated from the time of the last update.
    public func endSwipe() {
        graph.swipeSession?.active?.endDrag(at: graph.timeSeconds)
        graph.swipeSession = nil
        update(size: size, at: graph.timeSeconds)
    }

    /// A horizontal wheel or touchpad scroll of `deltaX` points at `point` (positive: scrolls
    /// right, so the row moves left, as a two-finger swipe to the left does). Deltas add up
    /// until ``endHorizontalScroll()`` (the touchpad's fingers lift).
    /// - Returns: whether a row with swipe actions took it.
    @discardableResult
    public func horizontalScroll(at point: CGPoint, deltaX: CGFloat) -> Bool {
        if graph.swipeSession == nil, !beginSwipe(at: point) { return false }
        moveSwipe(translation: (graph.swipeSession?.translation ?? 0) - deltaX)
        return true
    }

    /// The touchpad's horizontal scroll ended (or a wheel went quiet): as ``endSwipe()``.
    public func endHorizontalScroll() { endSwipe() }
}
