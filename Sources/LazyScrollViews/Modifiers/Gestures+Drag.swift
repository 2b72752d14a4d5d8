import DisplayList
import Foundation
import ScrollCore

// A `DragGesture` in the window: the view registers its frame when drawn (``DragGestureNode``);
// a press there is held by the host until the pointer has moved the gesture's
// `minimumDistance` in any direction (`ContentDragKind.afterDistance`), and the drag is then
// the gesture's: `onChanged` with each move, `onEnded` at the release, `@GestureState` put back.
// A release before that distance is a click, delivered as any click (a `TapGesture`, a button).
//
// Which gesture gets a press (Apple: "When you add a gesture to a view, the gesture is
// recognised before the gestures of the views it contains" only with `highPriorityGesture`;
// https://developer.apple.com/documentation/swiftui/composing-swiftui-gestures):
// - the innermost view's `gesture(_:)` under the press wins;
// - a `highPriorityGesture(_:)` wins over the gestures of the views inside it (the outermost
//   high-priority one under the press);
// - every `simultaneousGesture(_:)` under the press runs alongside the one that wins (alone
//   when none does).
// In a `ScrollView`, a drag gesture's view takes the press from the scroll view once it has
// moved its minimum distance: the content does not scroll from that press (what iOS 18 does
// with `gesture(DragGesture())` on a scroll view's content); a wheel or a touchpad still scrolls.
// Where every drag gesture under the press is a `simultaneousGesture(_:)` inside a scroll view,
// the scroll view keeps the press and scrolls, and the gestures are reported from the same
// press as it goes (`PressTracker`), as SwiftUI scrolls and reports the drag.

/// A view registered for drags when it was last drawn.
struct DragGestureTarget: WindowRect {
    let rect: Rect
    let toWindow: DrawTransform
    let node: DragGestureNode
    /// The node's depth in the tree (deeper: inner).
    let depth: Int
}

/// `gesture(DragGesture()…)` and its simultaneous and high-priority forms; also a
/// `MagnifyGesture`'s or `RotateGesture`'s, whose node is a ``PinchGestureNode``
/// (Gestures+Pinch.swift).
struct _DragGestureView<Content: View>: View {
    let content: Content
    let spec: GestureSpec
    let priority: GesturePriority
    var body: Never { fatalError("drag gestures are primitive") }
}

extension _DragGestureView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        if case .pinch = spec.kind {
            let node = PinchGestureNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
            node.spec = spec
            node.priority = priority
            node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
            return node
        }
        let node = DragGestureNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.spec = spec
        node.priority = priority
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        if let node = node as? PinchGestureNode {
            // A pinch gesture's node keeps a pinch's spec (a drag's would recognise nothing here).
            if case .pinch = spec.kind { node.spec = spec }
            node.priority = priority
            node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
            return
        }
        let node = node as! DragGestureNode
        // A drag gesture's node keeps a drag's spec.
        if case .drag = spec.kind { node.spec = spec }
        node.priority = priority
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

/// Registers its frame for drags (before its content, so a view inside registers later and is
/// found as the inner one) and runs the gesture's callbacks.
final class DragGestureNode: SingleChildNode {
    var spec = GestureSpec(kind: .drag(minimumDistance: 10, coordinateSpace: .local))
    var priority = GesturePriority.normal
    /// The transform from this node's drawing space to the window, as last drawn.
    private(set) var toWindow: DrawTransform = .identity
    /// The drag running, if one is.
    private var track: DragTrack?

    var minimumDistance: CGFloat {
        if case .drag(let distance, _) = spec.kind { return distance }
        return 0
    }
    private var coordinateSpace: CoordinateSpace {
        if case .drag(_, let space) = spec.kind { return space }
        return .local
    }

    override func render(into context: inout RenderContext) {
        toWindow = context.transform
        if environment.isEnabled {
            graph.dragGestureTargets.append(DragGestureTarget(rect: frame.core, toWindow: context.transform, node: self, depth: depth))
        }
        super.render(into: &context)
    }

    /// Whether the view is inside a `ScrollView` (a simultaneous drag there lets it scroll).
    var isInScrollView: Bool {
        var current = parent
        while let node = current {
            if node is ScrollViewNode { return true }
            current = node.parent
        }
        return false
    }

    /// The drag began at `start` (the press, window points).
    func beginDrag(at start: Point, time: Double) {
        track = DragTrack(start: start, time: time)
    }

    /// The pointer moved to `point`: the gesture's state and `onChanged`.
    func moveDrag(to point: Point, time: Double) {
        guard track != nil else { return }
        track?.add(point, time: time)
        guard let value = track?.value(at: point, time: time, node: self, space: coordinateSpace) else { return }
        for update in spec.updating { update(value) }
        for action in spec.onChanged { action(value) }
    }

    /// The button is coming up (every drag gesture of the press is told before any ends): a
    /// simultaneous pair notes its parts' last values, so its `onEnded` runs once with both.
    func noteEnding(at time: Double) {
        guard let current = track else { return }
        let value = current.value(at: current.last, time: time, node: self, space: coordinateSpace)
        for note in spec.willEnd { note(value) }
    }

    /// The button came up: `onEnded` with the last value, then each `@GestureState` goes back.
    func endDrag(at time: Double) {
        guard let current = track else { return }
        let value = current.value(at: current.last, time: time, node: self, space: coordinateSpace)
        track = nil
        for action in spec.onEnded { action(value) }
        for reset in spec.resets { reset() }
    }
}

/// One drag's samples, and its `DragGesture.Value`s (a `DragGesture`, or the drag of a long
/// press sequenced before one).
struct DragTrack {
    /// Where the drag began (window points).
    let start: Point
    /// The last two samples, for the speed.
    private(set) var samples: [(time: Double, point: Point)]

    init(start: Point, time: Double) {
        self.start = start
        samples = [(time, start)]
    }

    var last: Point { samples.last?.point ?? start }

    mutating func add(_ point: Point, time: Double) {
        samples.append((time, point))
        if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }

    /// The value with the pointer at `point`, in `space` as seen from `node` (the view with the
    /// gesture, drawn with `node.toWindow`).
    @MainActor
    func value(at point: Point, time: Double, node: GestureLocating, space: CoordinateSpace) -> DragGesture.Value {
        let location = node.gestureLocation(point, in: space), start = node.gestureLocation(self.start, in: space)
        let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        var velocity = CGSize.zero
        if samples.count == 2 {
            let (a, b) = (samples[0], samples[1])
            let dt = b.time - a.time
            if dt > 0 { velocity = CGSize(width: (b.point.x - a.point.x) / dt, height: (b.point.y - a.point.y) / dt) }
        }
        let ahead = DragGesture.predictionSeconds
        let predicted = CGSize(width: translation.width + velocity.width * ahead, height: translation.height + velocity.height * ahead)
        return DragGesture.Value(time: node.graph.dateAtTimeZero.addingTimeInterval(time), location: location, startLocation: start,
                                 translation: translation, velocity: velocity,
                                 predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
                                 predictedEndTranslation: predicted)
    }
}

/// A view with a gesture, which reads window points in a gesture's coordinate space.
@MainActor protocol GestureLocating: ViewNode {
    /// The transform from the node's drawing space to the window, as last drawn.
    var toWindow: DrawTransform { get }
}

extension DragGestureNode: GestureLocating {}

extension GestureLocating {
    /// `point` (window points) in `space`: `.local` is the view's own (its top-left corner at
    /// zero), `.global` the window's, `.named(name)` the nearest enclosing view's marked
    /// `coordinateSpace(name:)` or `coordinateSpace(.named(_:))` with that name (its top-left
    /// corner at zero; the window's when there is none, as `GeometryProxy` reads it);
    /// `.scrollView` is read as the window's here.
    func gestureLocation(_ point: Point, in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local:
            guard let local = toWindow.inverted?.apply(point) else { return CGPoint(x: point.x, y: point.y) }
            return CGPoint(x: CGFloat(local.x) - frame.minX, y: CGFloat(local.y) - frame.minY)
        case .named(let name):
            guard let space = enclosingNamedSpace(name), let local = space.toWindow.inverted?.apply(point) else {
                return CGPoint(x: point.x, y: point.y)
            }
            return CGPoint(x: CGFloat(local.x) - space.frame.minX, y: CGFloat(local.y) - space.frame.minY)
        case .global, .scrollView:
            return CGPoint(x: point.x, y: point.y)
        }
    }

    /// The nearest enclosing view named `name` with `coordinateSpace(name:)`.
    private func enclosingNamedSpace(_ name: String) -> NamedCoordinateSpaceNode? {
        var current = parent
        while let node = current {
            if let space = node as? NamedCoordinateSpaceNode, space.name == name { return space }
            current = node.parent
        }
        return nil
    }
}

extension ViewHost {
    /// The drag gestures a press at `point` (window points) starts, the one that wins first,
    /// then the simultaneous ones (see the rules above); empty when none is there.
    func dragGestures(at point: CGPoint) -> [DragGestureNode] {
        let p = point.core
        return Self.ranked(graph.dragGestureTargets.filter { $0.contains(p) }.map { ($0.node, $0.node.priority) })
    }

    /// Gestures hit by a press, in drawing order (outer first), ranked: the one that wins (the
    /// outermost high-priority one, else the innermost normal one), then the simultaneous ones.
    static func ranked<Node: AnyObject>(_ hit: [(node: Node, priority: GesturePriority)]) -> [Node] {
        guard !hit.isEmpty else { return [] }
        let winner = hit.first(where: { $0.priority == .high })?.node ?? hit.last(where: { $0.priority == .normal })?.node
        let simultaneous = hit.filter { $0.priority == .simultaneous && $0.node !== winner }.map(\.node)
        return (winner.map { [$0] } ?? []) + simultaneous
    }
}
