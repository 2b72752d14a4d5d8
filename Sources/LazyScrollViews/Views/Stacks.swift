import ScrollCore
import DisplayList
import Foundation

/// Arranges its children in a row — SwiftUI's `HStack`, laid out by ``HStackLayout``.
public struct HStack<Content: View>: View {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content
    /// Inlinable: a `body` specialized where it is written builds the stack in place (else the
    /// content is made, then copied into the stack, then the stack copied out).
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: Never { fatalError("HStack is primitive") }
}

/// Arranges its children in a column — SwiftUI's `VStack`, laid out by ``VStackLayout``.
public struct VStack<Content: View>: View {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: Never { fatalError("VStack is primitive") }
}

/// Overlays its children, aligned in both axes — SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public var body: Never { fatalError("ZStack is primitive") }
}

extension HStack: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LayoutNode.make(layout, name: "HStack", viewType: Self.self, content: content, contentAxis: .horizontal,
                        parent: parent, environment: environment, graph: graph)
    }
    /// Made by `makeNode` (`reconcile` updates a node only with its own view type): unchecked.
    func update(_ node: ViewNode) { unsafeDowncast(node, to: LayoutNode<HStackLayout>.self).update(layout, content: content) }
}

extension VStack: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LayoutNode.make(layout, name: "VStack", viewType: Self.self, content: content, contentAxis: .vertical,
                        parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LayoutNode<VStackLayout>).update(layout, content: content) }
}

extension ZStack: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        LayoutNode.make(layout, name: "ZStack", viewType: Self.self, content: content, contentAxis: nil,
                        parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) { (node as! LayoutNode<ZStackLayout>).update(layout, content: content) }
}

/// A custom layout used as a container: `StepLayout { StepDiagram(); Title(); Subtitle() }`.
public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    public var body: Never { fatalError("_LayoutView is primitive") }
}

extension Layout {
    /// Uses the layout as a container view of `content` — SwiftUI's `Layout.callAsFunction`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

extension _LayoutView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let name = String(describing: L.self).split(separator: "<").first.map(String.init) ?? "Layout"
        // An `AnyLayout`'s axis is its layout's (spacers point along it).
        let axis = L.self == AnyLayout.self ? (layout as? AnyLayout)?.properties.stackOrientation : L.layoutProperties.stackOrientation
        return LayoutNode.make(layout, name: name, viewType: Self.self, content: content, contentAxis: axis,
                               parent: parent, environment: environment, graph: graph)
    }
    func update(_ node: ViewNode) {
        let node = node as! LayoutNode<L>
        // An `AnyLayout` may hold another kind of layout now: its subviews keep their identity,
        // and the spacers among them turn with the axis.
        // (The type compared first: no dynamic cast for every other layout's update.)
        if L.self == AnyLayout.self, let any = layout as? AnyLayout { node.setContentAxis(any.properties.stackOrientation) }
        node.update(layout, content: content)
    }
}

/// A container node: a ``Layout`` over the subviews of its content.
///
/// Stacks and custom layouts *flatten* their content: every subview it resolves to is a child
/// (`HStack { ForEach … }` lays out each element). Layout modifiers (`padding`, `frame`,
/// `background`, `overlay`) have one child per slot: content that resolves to several views is
/// wrapped in an implicit `VStack`, as SwiftUI does for a modifier on a group of views.
final class LayoutNode<L: Layout>: ViewNode {
    /// (Unchecked, as ``cache``: read by this node's own layout calls, written by its updates.)
    private(set) var layout: L
    let name: String
    /// The structural content slots (one for stacks; primary and secondary for background).
    var slots: [ViewNode] = []
    let flattens: Bool
    /// The axis this container lends its content (spacers and dividers orient by it). Changes
    /// only for an `AnyLayout` that changed layouts (``setContentAxis(_:)``).
    private(set) var contentAxis: Axis?
    /// Subviews drawn first (background: the secondary slot goes behind).
    var drawsSecondaryFirst = false
    /// The secondary slot masks the primary (`mask(alignment:_:)`, Mask.swift).
    var masksBySecondary = false
    /// (Unchecked: only this node's layout calls touch it, never reentrantly — a child cannot
    /// reach its parent's layout; a dynamic check cost ~90 instructions an access, 8 a row.)
    private var cache: L.Cache?
    private var resolved: [any LayoutChild]?

    init(layout: L, name: String, viewType: Any.Type, flattens: Bool, contentAxis: Axis?, parent: ViewNode?,
         environment: EnvironmentValues, graph: ViewGraph) {
        self.layout = layout
        self.name = name
        self.flattens = flattens
        self.contentAxis = contentAxis
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }

    static func make<C: View>(_ layout: L, name: String, viewType: Any.Type, content: C, contentAxis: Axis?,
                              parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> LayoutNode<L> {
        let node = LayoutNode(layout: layout, name: name, viewType: viewType, flattens: true, contentAxis: contentAxis,
                              parent: parent, environment: environment, graph: graph)
        node.slots = [reconcile(nil, with: content, parent: node, environment: node.childEnvironment, graph: graph)]
        return node
    }

    func setLayout(_ layout: L) { self.layout = layout }

    func update<C: View>(_ layout: L, content: C) {
        self.layout = layout
        let existing = slots.first
        let child = reconcile(existing, with: content, parent: self, environment: childEnvironment, graph: graph)
        if child !== existing { slots = [child] }
        structureChanged()
    }

    /// Forget the resolved subviews and the layout cache (the content's structure may differ).
    func structureChanged() {
        resolved = nil
        invalidateLayout()
    }

    override var debugName: String? { name }
    override var children: [ViewNode] { slots }
    /// The slots walked as they are (see ``ContainerOfChildren/forEachChild(_:)``).
    override func forEachChild(_ body: (ViewNode) -> Void) { for child in slots { body(child) } }
    /// A layout only places its children; what it draws is theirs.
    override var isPaintReplayable: Bool { true }

    override var childEnvironment: EnvironmentValues {
        // Kept while the node's own environment is the same value: the children are then
        // reconciled with an identical environment (nothing to compare or pass down), and no
        // environment storage is copied each time the stack is updated. Looked at first: the
        // axis is an environment read (a lookup), once per environment.
        // Compared in place, and only the answer copied (`if let` copied both environments and
        // let them go).
        if cachedChildEnvironment?.parent.isIdentical(to: environment) == true {
            return cachedChildEnvironment!.child
        }
        // A stack that is a static row of a lazy stack or `List` lays its content out itself: a
        // `ForEach` inside it makes its views now, as the stack's subviews, not the list's lazy
        // rows (else it made none, and `List { HStack { ForEach(tags) { … } } }` showed nothing).
        let inLazyList = environment.isLazyListContent
        let newAxis = contentAxis.flatMap { environment.stackAxis != $0 ? $0 : nil }
        guard inLazyList || newAxis != nil else {
            cachedChildEnvironment = (environment, environment)
            return environment
        }
        var env = environment
        if inLazyList { env.isLazyListContent = false }
        if let newAxis { env.stackAxis = newAxis }
        cachedChildEnvironment = (environment, env)
        return env
    }
    private var cachedChildEnvironment: (parent: EnvironmentValues, child: EnvironmentValues)?

    /// Lends the content `axis` from now on (the next reconcile passes the new environment down).
    func setContentAxis(_ axis: Axis?) {
        guard axis != contentAxis else { return }
        contentAxis = axis
        cachedChildEnvironment = nil
    }

    override func invalidateLayout() {
        // A child's change may change how many subviews the content resolves to.
        resolved = nil
        super.invalidateLayout()
    }

    /// The layout's children, resolved from the slots (kept until the structure changes).
    ///
    /// The kept answer is returned before anything that names `L.Cache`: the generic body
    /// below asks the runtime for the metadata of `Optional<L.Cache>` on entry (~440
    /// instructions), even when it then runs a specialization — 9 times a frame of
    /// `bench --declarative`, nearly all of them with the children kept.
    func layoutChildren() -> [any LayoutChild] {
        if let resolved { return resolved }
        return resolveChildren()
    }

    /// Resolves ``layoutChildren()`` from the slots.
    ///
    /// Specialized for the layouts of a list's rows (a row made or reused resolves its stack's
    /// and its frame's children again): the generic version asks the runtime for the metadata
    /// of `Optional<L.Cache>` at each use of ``cache`` (~500 instructions a lookup, 11 a frame of
    /// `bench --declarative`); a specialization knows it. The runtime compares `L` with each
    /// listed type on entry (a pointer comparison) and runs the generic code for the others.
    @_specialize(exported: false, kind: full, where L == HStackLayout)
    @_specialize(exported: false, kind: full, where L == VStackLayout)
    @_specialize(exported: false, kind: full, where L == FixedFrameLayout)
    @inline(never)
    private func resolveChildren() -> [any LayoutChild] {
        // When the slots resolve to the nodes of last time (a row updated with a new value of
        // the same shape), the children and their proxies are kept.
        if let previous = previousResolved, let subviews = resolvedSubviews, resolvesTo(previous) {
            resolved = previous
            refreshCache(subviews)
            return previous
        }
        var result: [any LayoutChild] = []
        if flattens {
            var nodes: [ViewNode] = []
            for slot in slots { slot.appendSubviews(to: &nodes) }
            result = nodes
        } else {
            for slot in slots {
                var list: [ViewNode] = []
                slot.appendSubviews(to: &list)
                if list.count == 1 { result.append(list[0]) } else if !list.isEmpty { result.append(ImplicitStack(list)) }
            }
        }
        resolved = result
        previousResolved = result
        let subviews = LayoutSubviews(result.map(LayoutSubview.init))
        resolvedSubviews = subviews
        refreshCache(subviews)
        return result
    }

    /// Makes the layout's cache for `subviews`, or updates it. Apart from ``resolveChildren()``
    /// so that the latter's generic entry names no `L.Cache`: a generic body that does asks the
    /// runtime for `Optional<L.Cache>`'s metadata on entry, before it jumps to a
    /// specialization (~320 instructions, a row reused). Called from a specialization, this is
    /// specialized with it.
    @inline(never)
    private func refreshCache(_ subviews: LayoutSubviews) {
        if cache == nil { cache = layout.makeCache(subviews: subviews) } else { layout.updateCache(&cache!, subviews: subviews) }
        cacheIsStale = false
    }

    /// Whether the slots resolve to `previous`, one node for one: each slot's subviews
    /// (flattened), or each slot's sole subview. Visited in place, compared as they come — no
    /// array of them made. (Loops, not `zip(…).allSatisfy`: in main-actor code a closure
    /// handed to the standard library checks its isolation at run time, SE-0423.)
    private func resolvesTo(_ previous: [any LayoutChild]) -> Bool {
        var index = 0
        if flattens {
            var same = true
            forEachSubview { node in
                guard same else { return }
                if index < previous.count, previous[index] === node { index += 1 } else { same = false }
            }
            return same && index == previous.count
        }
        for slot in slots {
            guard let sole = slot.soleContributedSubview, index < previous.count, previous[index] === sole else { return false }
            index += 1
        }
        return index == previous.count
    }

    /// The children last resolved (kept when ``resolved`` is forgotten, to be compared).
    private var previousResolved: [any LayoutChild]?

    /// The proxies of ``layoutChildren()``, made with them.
    private var resolvedSubviews: LayoutSubviews?
    private var subviews: LayoutSubviews {
        if resolved != nil, let resolvedSubviews { return resolvedSubviews }
        _ = layoutChildren()
        return resolvedSubviews!
    }

    /// A child's layout changed: the layout's cache is updated before it is used again (a
    /// stack's holds its children's sizes).
    override func childLayoutInvalidated(_ child: ViewNode) { cacheIsStale = true }
    private var cacheIsStale = false

    /// The proxies of the children, with the layout's cache brought up to date.
    private var subviewsWithValidCache: LayoutSubviews {
        let subviews = self.subviews
        if cacheIsStale {
            cacheIsStale = false
            layout.updateCache(&cache!, subviews: subviews)
        }
        return subviews
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviewsWithValidCache
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let subviews = subviewsWithValidCache
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
    }

    override var spacing: ViewSpacing {
        let subviews = subviewsWithValidCache
        return layout.spacing(subviews: subviews, cache: &cache!)
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        var dims = ViewDimensions(size: sizeThatFits(proposal))
        // Baselines come from the first and last children that have text (SwiftUI's default
        // for stacks), approximated from their offsets in the last placement.
        let children = layoutChildren()
        if let first = children.first as? ViewNode, let firstDims = Optional(first.dimensions(in: .unspecified)), let b = firstDims.firstBaseline {
            dims.firstBaseline = (first.isPlaced ? first.frame.minY - frame.minY : 0) + b
        }
        if let last = children.last as? ViewNode, let b = last.dimensions(in: .unspecified).lastBaseline {
            dims.lastBaseline = (last.isPlaced ? last.frame.minY - frame.minY : 0) + b
        }
        return dims
    }

    override func render(into context: inout RenderContext) {
        let children = layoutChildren()
        if masksBySecondary && children.count == 2 {
            renderMasked(children[0], by: children[1], into: &context)
        } else if drawsSecondaryFirst && children.count == 2 {
            renderChild(children[1], into: &context)
            renderChild(children[0], into: &context)
        } else if graph.usesZIndex, let order = zOrder(of: children) {
            for index in order { renderChild(children[index], into: &context) }
        } else {
            for child in children { renderChild(child, into: &context) }
        }
    }

    /// A modifier (padding, frame, background) passes its content's `zIndex` on to the container
    /// above, as SwiftUI's traits pass through modifiers; a stack's own is 0.
    override var zIndex: Double { flattens ? 0 : layoutChildren().first?.zIndex ?? 0 }
}

/// The order to draw `children` in when one has a `zIndex(_:)`: lowest first, ties in their
/// order in the container (later in front) — SwiftUI's `zIndex(_:)`, "Controls the display
/// order of overlapping views. … Views with higher values are placed in front of views with
/// lower values" (https://developer.apple.com/documentation/swiftui/view/zindex(_:)). Nil when
/// none has one (the container's order). Taps follow: the last drawn is hit first.
@MainActor
func zOrder(of children: [any LayoutChild]) -> [Int]? {
    var z: [Double] = []
    z.reserveCapacity(children.count)
    var layered = false
    for child in children {
        let value = child.zIndex
        if value != 0 { layered = true }
        z.append(value)
    }
    guard layered else { return nil }
    return children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }
}

/// Several views where a modifier expects one: stacked vertically (SwiftUI's implicit `VStack`),
/// or, for a lazy stack's element that resolved to several subviews, along the stack's axis with
/// its spacing and alignment.
final class ImplicitStack: LayoutChild {
    let nodes: [ViewNode]
    private let vertical: VStackLayout?
    private let horizontal: HStackLayout?
    private var placed = false

    init(_ nodes: [ViewNode], axis: Axis = .vertical, spacing: CGFloat? = nil, crossFraction: CGFloat = 0.5) {
        self.nodes = nodes
        if axis == .vertical {
            vertical = VStackLayout(alignment: HorizontalAlignment(fraction: crossFraction), spacing: spacing)
            horizontal = nil
        } else {
            vertical = nil
            horizontal = HStackLayout(alignment: VerticalAlignment(guide: .fraction(crossFraction)), spacing: spacing)
        }
    }
    private var subviews: LayoutSubviews { LayoutSubviews(nodes.map(LayoutSubview.init)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        var cache = StackLayoutCache()
        if let vertical { return vertical.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
        return horizontal!.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let bounds = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
        var cache = StackLayoutCache()
        if let vertical { vertical.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
        else { horizontal!.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    }
    var layoutPriority: Double { nodes.map(\.layoutPriority).max() ?? 0 }
    var spacing: ViewSpacing { ViewSpacing() }
}

/// Draws one laid-out child: nodes not placed in the last pass draw nothing; the bounds overlay
/// collects each view's frame; running layout animations move the node from its old frame.
@MainActor
func renderChild(_ child: any LayoutChild, into context: inout RenderContext) {
    if let stack = child as? ImplicitStack {
        for node in stack.nodes { renderChild(node, into: &context) }
        return
    }
    guard let node = child as? ViewNode, node.isPlaced else { return }
    if context.collectsDebugBounds, let name = node.debugName {
        let frame = context.transform.isIdentity ? node.frame.core : node.frame.core.applying(context.transform)
        context.debugBounds.append((frame, name, node.depth))
    }
    // The view's appearance (its environment's colour scheme) for the system colours it draws.
    let outer = (isDark: context.isDark, isElevated: context.isElevated)
    context.isDark = node.environment.isDarkAppearance
    context.isElevated = node.environment.isElevatedAppearance
    defer { (context.isDark, context.isElevated) = outer }
    guard context.animatesLayout else { node.render(into: &context); return }
    let animation = node.graph.animations.transform(for: node, at: context.timeSeconds)
    context.transformed(by: animation) { context in node.render(into: &context) }
}

extension Rect {
    /// The bounding box of the rect mapped through `transform`.
    func applying(_ transform: DrawTransform) -> Rect {
        // The four corners by hand: this runs for every outlined view of every frame with the
        // bounds overlay on, and arrays of corners cost three heap allocations a call.
        let a = transform.apply(Point(x: minX, y: minY)), b = transform.apply(Point(x: maxX, y: minY))
        let c = transform.apply(Point(x: minX, y: maxY)), d = transform.apply(Point(x: maxX, y: maxY))
        let x0 = Swift.min(a.x, b.x, c.x, d.x), x1 = Swift.max(a.x, b.x, c.x, d.x)
        let y0 = Swift.min(a.y, b.y, c.y, d.y), y1 = Swift.max(a.y, b.y, c.y, d.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
