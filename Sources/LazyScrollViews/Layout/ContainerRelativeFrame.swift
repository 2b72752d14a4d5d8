import Foundation

/// `containerRelativeFrame`: a frame whose size along `axes` is a part of the nearest
/// container's — the enclosing `ScrollView`'s visible size, else the window's (Apple,
/// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:):
/// "a size for a view's width, height, or both that is dependent on the size of the nearest
/// container … a scrollable view like ScrollView or List"; "the window presenting a view").
///
/// With `count`, `span` and `spacing` (https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)),
/// the container's length is divided into `count` columns `spacing` apart and the view is
/// `span` of them: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)` —
/// so `count: 2, spacing: 10` in a 300 pt wide scroll view is 145 pt wide. The view is offered
/// that length on those axes (the proposal it was given on the others) and aligned in the frame.
/// Differs from iOS: no navigation or tab containers here, and no safe area to subtract.
public struct _ContainerRelativeFrameView<Content: View>: View {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (CGFloat, Axis) -> CGFloat
    public var body: Never { fatalError("containerRelativeFrame is primitive") }
}

extension View {
    /// A frame that is the nearest container's size along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> _ContainerRelativeFrameView<Self> {
        _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: { length, _ in length })
    }
    /// A frame that is `span` of `count` columns of the nearest container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> _ContainerRelativeFrameView<Self> {
        let count = max(1, count), span = max(1, span)
        return _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: { length, _ in
            (length - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }
    /// A frame whose length on each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat) -> _ContainerRelativeFrameView<Self> {
        _ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }
}

extension _ContainerRelativeFrameView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ContainerRelativeFrameNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ContainerRelativeFrameNode
        node.axes = axes
        node.alignment = alignment
        node.length = length
        node.child = reconcile(node.child, with: content, parent: node, environment: node.environment, graph: node.graph)
        node.invalidateLayout()
    }
}

final class ContainerRelativeFrameNode: ViewNode {
    var axes: Axis.Set = []
    var alignment: Alignment = .center
    var length: @MainActor (CGFloat, Axis) -> CGFloat = { length, _ in length }
    var child: ViewNode?

    override var debugName: String? { "containerRelativeFrame" }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }

    /// The nearest container's size: the enclosing scroll view's frame (its viewport), else
    /// the window.
    var containerSize: CGSize {
        var current = parent
        while let node = current {
            if let scroll = node as? ScrollViewNode {
                var size = scroll.frame.size
                if size.width <= 0 && size.height <= 0 {
                    // Not placed yet — its first pass is measuring these rows: the size it is
                    // being fitted to, else the window's. (Measured at the window's size and
                    // placed at its own, a row would keep the first size: a carousel's cards
                    // drawn narrower than the slots the stack had measured.)
                    let window = graph.windowSize
                    size = CGSize(width: scroll.sizingProposal?.width ?? window.width,
                                  height: scroll.sizingProposal?.height ?? window.height)
                }
                let margins = scroll.environment.contentMargins
                return CGSize(width: max(0, size.width - margins.leading - margins.trailing),
                              height: max(0, size.height - margins.top - margins.bottom))
            }
            current = node.parent
        }
        return graph.windowSize
    }

    private var subview: (any LayoutChild)? {
        guard let child else { return nil }
        var list: [ViewNode] = []
        child.appendSubviews(to: &list)
        if list.count == 1 { return list[0] }
        return list.isEmpty ? nil : ImplicitStack(list)
    }

    private func frameProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let container = containerSize
        return ProposedViewSize(width: axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : proposal.width,
                                height: axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let p = frameProposal(proposal)
        let size = subview?.sizeThatFits(p) ?? .zero
        return CGSize(width: axes.contains(.horizontal) ? p.width! : size.width,
                      height: axes.contains(.vertical) ? p.height! : size.height)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        guard let subview else { return }
        let p = frameProposal(proposal)
        subview.place(at: aligned(subview.dimensions(in: p), in: bounds, alignment: alignment), anchor: .topLeading, proposal: p)
    }

    override func render(into context: inout RenderContext) {
        child?.forEachSubviewIncludingSelf { renderChild($0, into: &context) }
    }
}
