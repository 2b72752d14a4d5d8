import Foundation
import DisplayList

/// A view's geometry as `onGeometryChange` and `GeometryReader` see it — SwiftUI's
/// `GeometryProxy`, reduced to its size and frames.
public struct GeometryProxy: Sendable, Equatable {
    /// The view's size.
    public var size: CGSize
    /// The view's frame in the window's space — or, for a view inside a scroll view's row, in
    /// the row's own space (see ``frame(in:)``).
    let windowFrame: CGRect
    /// The frames of the named coordinate spaces around the view, in the same space.
    var namedSpaces: [NamedSpaceFrame] = []

    /// The frame in the nearest scroll view's visible bounds, for a view in one of its rows.
    var scrollViewFrame: CGRect?

    init(size: CGSize, windowFrame: CGRect, namedSpaces: [NamedSpaceFrame] = [], scrollViewFrame: CGRect? = nil) {
        self.size = size
        self.windowFrame = windowFrame
        self.namedSpaces = namedSpaces
        self.scrollViewFrame = scrollViewFrame
    }

    /// The view's frame in a coordinate space (Apple, `GeometryProxy.frame(in:)`,
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-1ng6l):
    /// `.local`, its own (origin zero); `.global`, the window's; `.named(name)`, relative to
    /// the nearest enclosing view marked `coordinateSpace(name:)` with that name (the window's,
    /// as SwiftUI does, when there is none).
    ///
    /// `.scrollView`, relative to the nearest scroll view's visible bounds. For a view inside a
    /// scroll view's row, `onGeometryChange` is told these after each pass of the scroll view,
    /// where the row then is, so they follow the scrolling. Differs from iOS: a
    /// `GeometryReader` inside a row sees its frame in the row's own space (its top-leading
    /// corner at 0, 0), not the window's.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return windowFrame
        case .scrollView: return scrollViewFrame ?? windowFrame
        case .named(let name):
            guard let space = namedSpaces.first(where: { $0.name == name }) else { return windowFrame }
            return windowFrame.offsetBy(dx: -space.origin.x, dy: -space.origin.y)
        }
    }
    /// How far the safe area's unsafe bands reach into the view — SwiftUI's `safeAreaInsets`
    /// (https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets): for a
    /// `GeometryReader` that ignores the safe area under a navigation bar, the bar's height.
    /// The bands are the containers' (bars, large titles, `safeAreaInset`, `safeAreaPadding`;
    /// see ``SafeAreaRegions``): a desktop window has no status bar or home indicator, so a
    /// reader in a window without bars reads none. Other proxies (`onGeometryChange`) read none.
    public internal(set) var safeAreaInsets = EdgeInsets()
}

/// A named coordinate space's origin, in the space the view's frame is in.
struct NamedSpaceFrame: Sendable, Equatable {
    var name: String
    var origin: CGPoint
}

/// SwiftUI's coordinate spaces (`.local`, `.global`, `.named(_:)`, `.scrollView`).
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    /// A name given with `coordinateSpace(name:)` (any `Hashable` name is kept as its
    /// description: two names that print alike are one space here).
    case named(String)
    /// The nearest scroll view's (see ``GeometryProxy/frame(in:)`` for how it differs).
    case scrollView
}

extension CoordinateSpace {
    /// SwiftUI's `NamedCoordinateSpace.named(_:)` spelled as `.coordinateSpace(.named("x"))`.
    public static func named<H: Hashable>(_ name: H) -> CoordinateSpace { .named(String(describing: name)) }
}

/// `coordinateSpace(name:)`: marks the view as a named coordinate space; lays out as its content.
public struct CoordinateSpaceLayout: Layout {
    public var name: String
    public init(name: String) { self.name = name }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}

extension View {
    /// Names the view's coordinate space, for `GeometryProxy.frame(in: .named(name))` and a
    /// gesture's `coordinateSpace: .named(name)` below it — SwiftUI's `coordinateSpace(name:)`
    /// (https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)).
    public func coordinateSpace<H: Hashable>(name: H) -> _LayoutModifierView<_NamedCoordinateSpaceView<Self>, CoordinateSpaceLayout> {
        let name = String(describing: name)
        return _LayoutModifierView(content: _NamedCoordinateSpaceView(content: self, name: name),
                                   layout: CoordinateSpaceLayout(name: name), name: "coordinateSpace")
    }
    /// `coordinateSpace(.named(name))`, the iOS 17 spelling
    /// (https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)).
    public func coordinateSpace(_ space: CoordinateSpace) -> _LayoutModifierView<_NamedCoordinateSpaceView<Self>, CoordinateSpaceLayout> {
        guard case .named(let name) = space else { return coordinateSpace(name: "\(space)") }
        return coordinateSpace(name: name)
    }
}

/// The content of a named coordinate space: its node keeps where it was last drawn, so a
/// gesture inside reads points in it (`GestureLocating.gestureLocation(_:in:)`), across the
/// scroll views and transforms between them.
public struct _NamedCoordinateSpaceView<Content: View>: View {
    let content: Content
    let name: String
    public var body: Never { fatalError("named coordinate spaces are primitive") }
}

extension _NamedCoordinateSpaceView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = NamedCoordinateSpaceNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.name = name
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! NamedCoordinateSpaceNode
        node.name = name
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

/// A named coordinate space's content, with its transform to the window as last drawn.
final class NamedCoordinateSpaceNode: SingleChildNode {
    var name = ""
    private(set) var toWindow: DrawTransform = .identity
    override func render(into context: inout RenderContext) {
        toWindow = context.transform
        super.render(into: &context)
    }
}

extension ViewNode {
    /// The scroll view whose row this node is in, and the row's node (the nearest node with a
    /// placement, ``ViewNode/placedRow``); nil outside scroll views' rows.
    var enclosingScrollRow: (ScrollViewNode, ViewNode)? {
        var row: ViewNode?
        var current: ViewNode? = self
        while let node = current {
            if let scroll = node as? ScrollViewNode { return row.map { (scroll, $0) } }
            if row == nil, node.placedRow != nil { row = node }
            current = node.parent
        }
        return nil
    }

    /// The named coordinate spaces around this node, nearest first, up to the scroll view whose
    /// row it is in (beyond it frames are in another space).
    var enclosingNamedSpaces: [NamedSpaceFrame] {
        var spaces: [NamedSpaceFrame] = []
        var current = parent
        while let node = current, !(node is ScrollViewNode) {
            if let space = node as? LayoutNode<CoordinateSpaceLayout>, space.isPlaced {
                spaces.append(NamedSpaceFrame(name: space.layout.name, origin: space.frame.origin))
            }
            current = node.parent
        }
        return spaces
    }
}

/// Watches one value derived from a view's geometry and calls an action when it changes.
@MainActor
final class GeometryObserver {
    private let transform: (GeometryProxy) -> AnyHashable
    private let action: (AnyHashable?, AnyHashable) -> Void
    private var last: AnyHashable?

    init<T: Hashable>(transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void, initial: Bool) {
        self.transform = { AnyHashable(transform($0)) }
        self.action = { old, new in
            let newValue = new.base as! T
            action((old?.base as? T) ?? newValue, newValue)
        }
    }

    /// Keeps the value `previous` last saw: a view's body makes a new observer each time it
    /// runs, and an unchanged geometry must not fire again.
    func adopt(_ previous: GeometryObserver) { last = previous.last }

    /// Called when layout placed the view at `frame`: the action runs after the update when the
    /// derived value differs from the last one (the first placement counts as a change).
    ///
    /// Inside a scroll view's row the frame is in the row's own space: the scroll view reports
    /// the view's frame after each of its passes instead, where the row then is
    /// (``ScrollViewNode/reportRowGeometry(_:)``), so `.global`, `.scrollView` and names given
    /// around the scroll view follow the scrolling, as on iOS.
    func placed(_ frame: CGRect, node: ViewNode, graph: ViewGraph) {
        if let (scroll, row) = node.enclosingScrollRow {
            scroll.watchRowGeometry(of: node, in: row, localFrame: frame)
            return
        }
        update(GeometryProxy(size: frame.size, windowFrame: frame, namedSpaces: node.enclosingNamedSpaces), graph: graph)
    }

    /// Runs the action after the update if `proxy`'s derived value differs from the last one.
    func update(_ proxy: GeometryProxy, graph: ViewGraph) {
        let value = transform(proxy)
        guard value != last else { return }
        let old = last
        last = value
        let action = self.action
        graph.afterUpdate { action(old, value) }
    }
}

extension View {
    /// Calls `action` with the old and new value whenever `transform` of the view's geometry
    /// changes — SwiftUI's `onGeometryChange(for:of:action:)`. The action runs after the layout
    /// pass; a state change it makes lays the view out again in the same frame (the pattern the
    /// WWDC26 session warns about in lazy stacks).
    public func onGeometryChange<T: Hashable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .geometry(GeometryObserver(transform: transform, action: action, initial: true)))
    }
    /// The one-argument form: `onGeometryChange(for: CGFloat.self, of: \.size.height) { value in … }`.
    public func onGeometryChange<T: Hashable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (_ newValue: T) -> Void) -> _EffectView<Self> {
        onGeometryChange(for: type, of: transform) { _, new in action(new) }
    }
}

/// A view with an explicit identity — what `.id(_:)` returns.
/// A view with an explicit identity (`.id(_:)`), as a type a `ForEach` can ask about its content.
protocol ExplicitlyIdentifiedView {}
extension _IDView: ExplicitlyIdentifiedView {}

public struct _IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    public var body: Never { fatalError("_IDView is primitive") }
}

final class IDNode: ViewNode {
    var id: AnyHashable
    var child: ViewNode?
    init(id: AnyHashable, viewType: Any.Type, parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) {
        self.id = id
        super.init(viewType: viewType, parent: parent, environment: environment, graph: graph)
    }
    override var isDisplayable: Bool { false }
    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override func forEachChild(_ body: (ViewNode) -> Void) { if let child { body(child) } }
    override var isPaintReplayable: Bool { true }
}

extension _IDView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = IDNode(id: AnyHashable(id), viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.child = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! IDNode
        if node.id != AnyHashable(id) {
            // A new explicit id is a new identity: the old subtree and its state go.
            node.child?.destroy()
            node.child = nil
            node.id = AnyHashable(id)
            node.invalidateLayout()
        }
        node.child = reconcile(node.child, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is a new one (its state
    /// starts over) — SwiftUI's `id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> _IDView<Self, ID> { _IDView(content: self, id: id) }
}
