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

/// A view registered for drags when it was last drawn.
struct DragGestureTarget {
    let rect: Rect
    let toWindow: DrawTransform
    let node: DragGestureNode
    /// The node's depth in the tree (deeper: inner).
    let depth: Int

    func contains(_ point: Point) -> Bool {
        guard let local = toWindow.inverted?.apply(point) else { return false }
        return rect.contains(local)
    }
}

/// `gesture(DragGesture()…)` and its simultaneous and high-priority forms.
struct _DragGestureView<Content: View>: View {
    let content: Content
    let spec: GestureSpec
    let priority: GesturePriority
    var body: Never { fatalError("drag gestures are primitive") }
}

extension _DragGestureView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = DragGestureNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.spec = spec
        node.priority = priority
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! DragGestureNode
        node.spec = spec
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
    private var toWindow: DrawTransform = .identity
    /// The drag running: where it began (window points), the last two samples for the speed.
    private var session: (start: Point, samples: [(time: Double, point: Point)])?

    var minimumDistance: CGFloat {
        if case .drag(let distance, _) = spec.kind { return distance }
        return 0
    }

    override func render(into context: inout RenderContext) {
        toWindow = context.transform
        if environment.isEnabled {
            graph.dragGestureTargets.append(DragGestureTarget(rect: frame.core, toWindow: context.transform, node: self, depth: depth))
        }
        super.render(into: &context)
    }

    /// `point` (window points) in the gesture's coordinate space: `.local` is the view's own
    /// (its top-left corner at zero), `.global` the window's; a named space or `.scrollView` is
    /// read as the window's here.
    private func located(_ point: Point) -> CGPoint {
        guard case .drag(_, let space) = spec.kind, space == .local, let local = toWindow.inverted?.apply(point) else {
            return CGPoint(x: point.x, y: point.y)
        }
        return CGPoint(x: CGFloat(local.x) - frame.minX, y: CGFloat(local.y) - frame.minY)
    }

    private func value(at point: Point, time: Double) -> DragGesture.Value? {
        guard let session else { return nil }
        let location = located(point), start = located(session.start)
        let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        var velocity = CGSize.zero
        if session.samples.count == 2 {
            let (a, b) = (session.samples[0], session.samples[1])
            let dt = b.time - a.time
            if dt > 0 { velocity = CGSize(width: (b.point.x - a.point.x) / dt, height: (b.point.y - a.point.y) / dt) }
        }
        let ahead = DragGesture.predictionSeconds
        let predicted = CGSize(width: translation.width + velocity.width * ahead, height: translation.height + velocity.height * ahead)
        return DragGesture.Value(time: graph.dateAtTimeZero.addingTimeInterval(time), location: location, startLocation: start,
                                 translation: translation, velocity: velocity,
                                 predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
                                 predictedEndTranslation: predicted)
    }

    /// The drag began at `start` (the press, window points).
    func beginDrag(at start: Point, time: Double) {
        session = (start, [(time, start)])
    }

    /// The pointer moved to `point`: the gesture's state and `onChanged`.
    func moveDrag(to point: Point, time: Double) {
        guard var current = session else { return }
        current.samples.append((time, point))
        if current.samples.count > 2 { current.samples.removeFirst(current.samples.count - 2) }
        session = current
        guard let value = value(at: point, time: time) else { return }
        for update in spec.updating { update(value) }
        for action in spec.onChanged { action(value) }
    }

    /// The button came up: `onEnded` with the last value, then each `@GestureState` goes back.
    func endDrag(at time: Double) {
        guard let current = session else { return }
        let last = current.samples.last?.point ?? current.start
        let value = self.value(at: last, time: time)
        session = nil
        if let value { for action in spec.onEnded { action(value) } }
        for reset in spec.resets { reset() }
    }
}

extension ViewHost {
    /// The drag gestures a press at `point` (window points) starts, the one that wins first,
    /// then the simultaneous ones (see the rules above); empty when none is there.
    func dragGestures(at point: CGPoint) -> [DragGestureNode] {
        let p = point.core
        let hit = graph.dragGestureTargets.filter { $0.contains(p) }
        guard !hit.isEmpty else { return [] }
        let winner = hit.first(where: { $0.node.priority == .high })?.node
            ?? hit.last(where: { $0.node.priority == .normal })?.node
        let simultaneous = hit.filter { $0.node.priority == .simultaneous && $0.node !== winner }.map(\.node)
        return (winner.map { [$0] } ?? []) + simultaneous
    }
}
