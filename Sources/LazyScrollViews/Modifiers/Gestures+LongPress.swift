import DisplayList
import Foundation
import ScrollCore

// `LongPressGesture` and `onLongPressGesture`: a press held still for a minimum duration.
//
// - LongPressGesture https://developer.apple.com/documentation/swiftui/longpressgesture
// - init(minimumDuration:maximumDistance:) https://developer.apple.com/documentation/swiftui/longpressgesture/init(minimumduration:maximumdistance:)
//   ("the minimum duration of the long press that must elapse before the gesture succeeds";
//   "the maximum distance that the fingers or cursor performing the long press can move before
//   the gesture fails"; 0.5 s and 10 pt by default)
// - onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
//   https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)
//
// The view registers its frame when drawn (``PressGestureNode``); the window tells the views
// every press as it comes (`WindowContent.observePress`), before the scroll views or a drag
// gesture decide who takes it, and a ``PressTracker`` times it with the frame clock: the press
// succeeds at the first frame (or input event) whose time reaches the press's time plus the
// minimum duration, even with no new input, and takes the press from the scroll views
// (`takePressClaim`: its release is then no tap, and its moves scroll nothing). It fails when
// the pointer moves more than `maximumDistance` from the press, when a scroll view under it
// starts scrolling from the press (a drag past the scroll views' slop: 18 pt, since a view with
// a long press counts as a control), or when the button comes up first (then the release is a
// click as usual: a `Button` or an `onTapGesture` under it runs).

/// A gesture that succeeds when the user holds a press still long enough — SwiftUI's
/// `LongPressGesture` (https://developer.apple.com/documentation/swiftui/longpressgesture).
/// Its value is `true` while pressing: `updating(_:body:)` and `onChanged(_:)` get `true` when
/// the press begins, `onEnded(_:)` gets `true` when the minimum duration has elapsed with the
/// pointer within `maximumDistance` of the press; the gesture then ends, and each
/// `@GestureState` it updates goes back to its initial value (the button may still be down).
/// Time is the frame clock's: replayed traces succeed at the same frame.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// "The minimum duration of the long press that must elapse before the gesture succeeds."
    public var minimumDuration: Double
    /// "The maximum distance that the long press can move before the gesture fails."
    public var maximumDistance: CGFloat

    /// SwiftUI's `init(minimumDuration:maximumDistance:)`
    /// (https://developer.apple.com/documentation/swiftui/longpressgesture/init(minimumduration:maximumdistance:)).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var _spec: GestureSpec {
        GestureSpec(kind: .longPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance))
    }
}

extension View {
    /// Runs `action` when the view is pressed and held still for `minimumDuration` — SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)).
    /// `onPressingChanged` gets `true` when the press begins and `false` when it stops being a
    /// long press: it succeeded (after `action`), the pointer moved more than `maximumDistance`,
    /// a scroll view took the drag, or the button came up first.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> _GestureView<Self> {
        var spec = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)._spec
        spec.onEnded.append { _ in action() }
        if let onPressingChanged { spec.onPressingChanged.append(onPressingChanged) }
        return _GestureView(content: self, spec: spec, priority: .normal)
    }

    /// The older spelling, `pressing` before `perform` — SwiftUI's
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:pressing:perform:)).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: (@MainActor (Bool) -> Void)? = nil,
                                   perform action: @escaping @MainActor () -> Void) -> _GestureView<Self> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// A view registered for long presses when it was last drawn.
struct PressGestureTarget: WindowRect {
    let rect: Rect
    let toWindow: DrawTransform
    let node: PressGestureNode
}

/// `gesture(LongPressGesture()…)`, `onLongPressGesture`, and a long press sequenced before a drag.
struct _PressGestureView<Content: View>: View {
    let content: Content
    let spec: GestureSpec
    let priority: GesturePriority
    var body: Never { fatalError("press gestures are primitive") }
}

extension _PressGestureView: PrimitiveView {
    func makeNode(parent: ViewNode?, environment: EnvironmentValues, graph: ViewGraph) -> ViewNode {
        let node = PressGestureNode(viewType: Self.self, parent: parent, environment: environment, graph: graph)
        node.spec = spec
        node.priority = priority
        node.content = reconcile(nil, with: content, parent: node, environment: environment, graph: graph)
        return node
    }
    func update(_ node: ViewNode) {
        let node = node as! PressGestureNode
        node.spec = spec
        node.priority = priority
        node.content = reconcile(node.content, with: content, parent: node, environment: node.environment, graph: node.graph)
    }
}

/// Registers its frame for presses (before its content, so a view inside is found as the
/// inner one) and runs the gesture's callbacks as the ``PressTracker`` tells it how the press goes.
final class PressGestureNode: SingleChildNode, GestureLocating {
    var spec = LongPressGesture()._spec
    var priority = GesturePriority.normal
    private(set) var toWindow: DrawTransform = .identity

    /// Where a long press sequenced before a drag is after it succeeded.
    private enum DragStage {
        /// Waiting for the pointer to move the drag's minimum distance from `from`.
        case pending(from: Point, time: Double)
        case dragging(DragTrack)
    }
    private var dragStage: DragStage?

    override func render(into context: inout RenderContext) {
        toWindow = context.transform
        if environment.isEnabled, hold != nil {
            graph.pressGestureTargets.append(PressGestureTarget(rect: frame.core, toWindow: context.transform, node: self))
        }
        super.render(into: &context)
    }

    /// The hold the press must make (a sequence's: its first gesture's); nil for a combination
    /// not read here (a runtime warning says so once).
    var hold: (duration: Double, distance: CGFloat)? {
        switch spec.kind {
        case .longPress(let duration, let distance): return (duration, distance)
        case .sequence(let first, let second, _):
            if case .longPress(let duration, let distance) = first.kind, case .drag = second.kind { return (duration, distance) }
            graph.warn("sequenced(before:) is read only as a LongPressGesture before a DragGesture; this one does nothing")
            return nil
        case .drag, .tap, .pair, .pinch: return nil
        }
    }

    private static func change(_ spec: GestureSpec, _ value: Any) {
        for update in spec.updating { update(value) }
        for action in spec.onChanged { action(value) }
    }
    private static func end(_ spec: GestureSpec, _ value: Any) { for action in spec.onEnded { action(value) } }
    private static func reset(_ spec: GestureSpec) { for reset in spec.resets { reset() } }

    /// The press began on the view: pressing is `true`.
    func pressBegan() {
        dragStage = nil
        switch spec.kind {
        case .sequence(let first, _, let values):
            Self.change(first, true)
            Self.change(spec, values.first(true))
        default:
            for changed in spec.onPressingChanged { changed(true) }
            Self.change(spec, true)
        }
    }

    /// The press stopped being a long press before it succeeded (moved, scrolled, released).
    func pressFailed() {
        switch spec.kind {
        case .sequence(let first, let second, _):
            Self.reset(first)
            Self.reset(second)
            Self.reset(spec)
        default:
            for changed in spec.onPressingChanged { changed(false) }
            Self.reset(spec)
        }
    }

    /// The minimum duration elapsed at `time` with the pointer at `point`: `onEnded(true)`; a
    /// sequence goes on to its drag. - Returns: whether the gesture goes on (a sequence).
    func pressSucceeded(at point: Point, time: Double) -> Bool {
        switch spec.kind {
        case .sequence(let first, let second, let values):
            Self.end(first, true)
            Self.reset(first)
            Self.change(spec, values.second(true, nil))
            if case .drag(let distance, _) = second.kind, distance <= 0 {
                dragStage = .dragging(DragTrack(start: point, time: time))
            } else {
                dragStage = .pending(from: point, time: time)
            }
            return true
        default:
            Self.end(spec, true)
            for changed in spec.onPressingChanged { changed(false) }
            Self.reset(spec)
            return false
        }
    }

    /// After a sequence's long press: the pointer moved to `point`.
    func sequenceMoved(to point: Point, time: Double) {
        guard case .sequence(_, let second, let values) = spec.kind, let stage = dragStage,
              case .drag(let distance, let space) = second.kind else { return }
        var track: DragTrack
        switch stage {
        case .pending(let from, let start):
            let dx = point.x - from.x, dy = point.y - from.y
            guard (dx * dx + dy * dy).squareRoot() >= Double(distance) else { return }
            track = DragTrack(start: from, time: start)
        case .dragging(let current):
            track = current
        }
        track.add(point, time: time)
        dragStage = .dragging(track)
        let value = track.value(at: point, time: time, node: self, space: space)
        Self.change(second, value)
        Self.change(spec, values.second(true, value))
    }

    /// After a sequence's long press: the button came up. `onEnded` runs when the drag began
    /// (a drag that never moved its minimum distance fails, and the sequence with it).
    func sequenceEnded(at time: Double) {
        guard case .sequence(_, let second, let values) = spec.kind, let stage = dragStage else { return }
        dragStage = nil
        if case .dragging(let track) = stage, case .drag(_, let space) = second.kind {
            let value = track.value(at: track.last, time: time, node: self, space: space)
            Self.end(second, value)
            Self.end(spec, values.second(true, value))
        }
        Self.reset(second)
        Self.reset(spec)
    }
}

extension ViewHost {
    /// The long presses a press at `point` (window points) starts: the one that wins, then the
    /// simultaneous ones (the rules of `dragGestures(at:)`).
    func pressGestures(at point: CGPoint) -> [PressGestureNode] {
        let p = point.core
        return Self.ranked(graph.pressGestureTargets.filter { $0.contains(p) }.map { ($0.node, $0.node.priority) })
    }

    /// Whether a view at `point` takes secondary clicks (a `contextMenu`, a `Menu`).
    func hasSecondaryTarget(at point: CGPoint) -> Bool {
        let p = point.core
        return secondaryTargets.contains { $0.contains(p) }
    }
}
