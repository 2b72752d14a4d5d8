import Foundation

/// A node around one content view that lays out as that content: the content's size, its
/// dimensions (alignment guides), its layout priority and spacing; placed at the node's origin
/// with the node's proposal; drawn as it is. Content that resolves to several views is stacked
/// as SwiftUI's implicit `VStack` (``ImplicitStack``).
///
/// The base of the pass-through nodes that add one thing around their content — a grid cell's
/// trait (`GridCellTraitNode`), a refresh action (`RefreshableNode`), a row's swipe buttons
/// (`SwipeActionsNode`), a reorder row and its handle (`ReorderRowNode`, `ReorderHandleNode`), a
/// navigation screen (`StackScreenNode`) — so that the single-child layout is written once.
/// Subclasses override what they add (drawing, hit targets, the environment) and, where they
/// differ, the layout itself. (`EffectNode` keeps its own copy: it caches the resolved child
/// on a hot path.)
class SingleChildNode: ViewNode {
    /// The content's node (a view resolving to none, one or several subviews).
    var content: ViewNode?

    override var debugName: String? { nil }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }

    /// The content as one layout child: its one subview, or several stacked; nil when empty.
    var child: (any LayoutChild)? {
        var list: [ViewNode] = []
        content?.appendSubviews(to: &list)
        return list.count == 1 ? list[0] : list.isEmpty ? nil : ImplicitStack(list)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child?.sizeThatFits(proposal) ?? .zero }
    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        child?.dimensions(in: proposal) ?? ViewDimensions(size: .zero)
    }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
    override var layoutPriority: Double { child?.layoutPriority ?? 0 }
    override var zIndex: Double { child?.zIndex ?? 0 }
    override var spacing: ViewSpacing { child?.spacing ?? ViewSpacing() }
    override func render(into context: inout RenderContext) {
        if let child { renderChild(child, into: &context) }
    }
}
