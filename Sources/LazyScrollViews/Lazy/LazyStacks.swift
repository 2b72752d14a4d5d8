import Foundation

/// Which section views stay pinned to the scroll view's edges — SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Headers hold at the leading edge until the next section's header pushes them off.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Footers hold at the trailing edge.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that makes its rows only as they come near the viewport — SwiftUI's `LazyVStack`,
/// on LazyScroll's lazy engine (estimated sizes, an anchor that keeps the content still while
/// estimates become measurements, prefetching ahead of the scroll, pinned section views).
/// Put it in a `ScrollView` (alone, or among other views: see `ImplicitStackStyles`); where no
/// scroll view lays its rows out (inside an `HStack`, under a `background`) it makes and lays out
/// every row, like a `VStack` that fills the width.
public struct LazyVStack<Content: View>: View {
    let configuration: LazyStackConfiguration
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        configuration = LazyStackConfiguration(axis: .vertical, crossFraction: alignment.fraction, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }
    public var body: Never { fatalError("LazyVStack is primitive") }
}

/// A row that makes its children only as they come near the viewport — SwiftUI's
/// `LazyHStack` (https://developer.apple.com/documentation/swiftui/lazyhstack); headers pin to
/// the leading edge, footers to the trailing edge. `alignment: .firstTextBaseline` (or
/// `.lastTextBaseline`) puts its children's baselines on one line, as an `HStack` does: the
/// line is below the tallest ascent among the children the last pass made, the aligned block
/// centred across the scroll view. Differs from SwiftUI: children not yet made do not count,
/// so a child made later with a taller ascent moves the line (and the made children with it).
public struct LazyHStack<Content: View>: View {
    let configuration: LazyStackConfiguration
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        var fraction: CGFloat = 0.5, baseline: VerticalAlignment.Guide?
        switch alignment.guide { case .fraction(let f): fraction = f; default: baseline = alignment.guide }
        configuration = LazyStackConfiguration(axis: .horizontal, crossFraction: fraction, spacing: spacing, pinnedViews: pinnedViews,
                                               crossBaseline: baseline)
        self.content = content()
    }
    public var body: Never { fatalError("LazyHStack is primitive") }
}

/// What a lazy stack tells the engine: axis, cross alignment, spacing, pinning.
struct LazyStackConfiguration: Hashable {
    var axis: Axis
    /// Cross-axis alignment as a fraction (0 leading/top, 0.5 centre, 1 trailing/bottom).
    var crossFraction: CGFloat
    /// Between rows; nil: SwiftUI's default 8 pt.
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    /// A `LazyHStack` aligned on its children's first or last text baseline (``crossFraction``
    /// is then 0.5: the aligned block is centred); nil: aligned at ``crossFraction``.
    var crossBaseline: VerticalAlignment.Guide? = nil
    /// The alignment across a horizontal stack, as an `HStackLayout` takes it.
    var verticalAlignment: VerticalAlignment { VerticalAlignment(guide: crossBaseline ?? .fraction(crossFraction)) }
}

/// A lazy stack's node: holds its content (reconciled as a lazy list: `ForEach`es inside make
/// elements on demand). The enclosing ``ScrollViewNode`` drives it through the engine.
final class LazyStackNode: ViewNode {
    var configuration: LazyStackConfiguration
    var content: ViewNode?
    let name: String

    init(configuration: LazyStackConfiguration, name: String, viewType: Any.Type, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.configuration = configuration
        self.name = name
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    override var debugName: String? { name }
    override var children: [ViewNode] { content.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let content { body(content) } }
    override var childEnvironment: EnvironmentValues {
        var env = environment
        env.isLazyListContent = true
        env.stackAxis = configuration.axis
        return env
    }

    func update<C: View>(_ configuration: LazyStackConfiguration, content view: C) {
        self.configuration = configuration
        content = reconcile(content, with: view, parent: self, environment: childEnvironment, graph: graph)
        eagerRows = nil
        invalidateLayout()
    }

    // Where no scroll view lays its rows out (LazyStackNode+Eager.swift): every row, as a stack.
    var eagerRows: [ViewNode]?
    override func childLayoutInvalidated(_ child: ViewNode) { eagerRows = nil }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { eagerSize(proposal) }
    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) { eagerPlace(in: bounds, proposal: proposal) }
    override func render(into context: inout RenderContext) { eagerRender(into: &context) }
}

/// `LazyVStack` and `LazyHStack`: the same node, told apart by their configuration's axis.
protocol LazyStackView: PrimitiveView {
    associatedtype Content: View
    var configuration: LazyStackConfiguration { get }
    var content: Content { get }
}

extension LazyStackView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = LazyStackNode(configuration: configuration, name: configuration.axis == .vertical ? "LazyVStack" : "LazyHStack",
                                 viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.update(configuration, content: content)
        return node
    }
    func update(_ node: ViewNode) { (node as! LazyStackNode).update(configuration, content: content) }
}

extension LazyVStack: LazyStackView {}
extension LazyHStack: LazyStackView {}

/// A scrollable view — SwiftUI's `ScrollView`. When it is a window's content, LazyScroll's
/// physics, wheel, touchpad, keys and diagnostics drive it; its content is laid out by the lazy
/// engine as SwiftUI's: an implicit stack along its axis, in which lazy stacks stay lazy — alone,
/// beside other views, or inside a `VStack` (see `ImplicitStackStyles`). Inside other content it
/// takes what it is offered along its axis and its content's size across (a horizontal one in a
/// `VStack` is as tall as its rows).
/// `ScrollView([.horizontal, .vertical])` scrolls both axes (a canvas): its content is proposed
/// no size on either axis, and it pans freely — wheel (Shift+wheel across), touchpad and drag
/// move both offsets at once, each axis with its own fling and indicator (UIKit's default,
/// `isDirectionalLockEnabled` false;
/// https://developer.apple.com/documentation/swiftui/scrollview).
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    public var body: Never { fatalError("ScrollView is primitive") }
}

extension ScrollView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = ScrollViewNode(axis: axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical,
                                  bothAxes: axes.contains(.horizontal) && axes.contains(.vertical),
                                  viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.showsIndicators = showsIndicators
        node.content = reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)
        node.markContentNeedsRebuild()
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! ScrollViewNode
        node.showsIndicators = showsIndicators
        node.content = reconcile(node.content, with: content, parent: node, environment: node.childEnvironment, graph: node.graph)
        node.markContentNeedsRebuild()
    }
}
