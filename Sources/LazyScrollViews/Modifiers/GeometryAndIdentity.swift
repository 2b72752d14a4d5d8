import Foundation

/// A view's geometry as `onGeometryChange` sees it — SwiftUI's `GeometryProxy`, reduced to
/// its size and frame.
public struct GeometryProxy: Sendable {
    /// The view's size.
    public var size: CGSize
    let windowFrame: CGRect
    /// The view's frame in a coordinate space; only `.global` (the window) is known here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { windowFrame }
}

/// SwiftUI's coordinate spaces; all resolve to the window here.
public enum CoordinateSpace: Hashable, Sendable { case global, local, named(String) }

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
    func placed(_ frame: CGRect, graph: ViewGraph) {
        let value = transform(GeometryProxy(size: frame.size, windowFrame: frame))
        guard value != last else { return }
        let old = last
        last = value
        let action = self.action
        graph.postUpdateActions.append { action(old, value) }
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
