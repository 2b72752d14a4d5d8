import Foundation

/// A container whose content is a function of its own size — SwiftUI's `GeometryReader`.
///
/// As Apple documents it (https://developer.apple.com/documentation/swiftui/geometryreader):
/// "This view returns a flexible preferred size to its parent layout." It takes all it is
/// offered (10 pt where offered nil, SwiftUI's default, so one in a `ScrollView` or a lazy row
/// is 10 pt tall unless framed), and its content is laid out in that size, its views at the
/// top-leading corner (a `ZStack(alignment: .topLeading)`). The content closure runs when the
/// reader is placed, with its size; a new size runs it again.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError("GeometryReader is primitive") }
}

extension GeometryReader: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = GeometryReaderNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        update(node)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! GeometryReaderNode
        let content = self.content
        node.makeContent = { [unowned node] existing, proxy in
            reconcile(existing, with: content(proxy), parent: node, environment: node.environment, graph: node.graph)
        }
        // Evaluated now with the last size (the first time: zero), again when placed at another.
        node.child = node.makeContent(node.child, node.proxy)
        node.invalidateLayout()
    }
}

final class GeometryReaderNode: ViewNode {
    var makeContent: (ViewNode?, GeometryProxy) -> ViewNode = { existing, _ in existing! }
    var child: ViewNode?
    private(set) var proxy = GeometryProxy(size: .zero, windowFrame: .zero)
    private let layout = ZStackLayout(alignment: .topLeading)

    override var debugName: String? { "GeometryReader" }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }

    private var subviews: LayoutSubviews {
        var list: [ViewNode] = []
        child?.appendSubviews(to: &list)
        return LayoutSubviews(list.map(LayoutSubview.init))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        var placed = GeometryProxy(size: bounds.size, windowFrame: bounds, namedSpaces: enclosingNamedSpaces)
        placed.safeAreaInsets = graph.safeAreaBands.insets(of: bounds)
        if placed != proxy {
            proxy = placed
            child = makeContent(child, placed)
        }
        var cache: Void = ()
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
    }

    override func render(into context: inout RenderContext) {
        child?.forEachSubviewIncludingSelf { renderChild($0, into: &context) }
    }
}

extension ViewNode {
    /// Calls `body` with each subview this node contributes (itself when displayable).
    func forEachSubviewIncludingSelf(_ body: (ViewNode) -> Void) {
        if isDisplayable { body(self) } else { forEachSubview(body) }
    }
}

/// The first of its views that fits — SwiftUI's `ViewThatFits`
/// (https://developer.apple.com/documentation/swiftui/viewthatfits): "evaluates its child views
/// in the order you provide them to the initializer. It selects the first child whose ideal
/// size on the constrained axes fits within the proposed size", and the last one when none
/// does. Only the chosen view is placed and drawn.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { fatalError("ViewThatFits is primitive") }
}

/// ``ViewThatFits``'s layout: sizes and places only the chosen child.
public struct ViewThatFitsLayout: Layout {
    var axes: Axis.Set

    @MainActor func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for index in subviews.indices {
            let ideal = subviews[index].sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let index = choice(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let index = choice(proposal, subviews) else { return }
        subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

extension ViewThatFits: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LayoutNode.make(ViewThatFitsLayout(axes: axes), name: "ViewThatFits", viewType: Self.self, content: content, contentAxis: nil,
                        parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LayoutNode<ViewThatFitsLayout>).update(ViewThatFitsLayout(axes: axes), content: content) }
}
