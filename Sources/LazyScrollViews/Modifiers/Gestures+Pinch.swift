import DisplayList
import Foundation
import ScrollCore
import ScrollEffects

// A pinch in the window: the views with a `MagnifyGesture` or a `RotateGesture` (and their
// iOS 13 names) register their frames when drawn (``PinchGestureNode``, made by
// `_DragGestureView`, the gestures' one primitive); the window gives them
// the pinches (`ViewScene.pinch(_:scale:rotation:at:kinds:time:)`), each a run of events
// `.began`, `.changed`…, `.ended` carrying the factor on the fingers' spread and the degrees
// they turned since the previous event (`InputEvent.pinch`): a touchpad's XInput 2.4 pinch, or
// the desktop's Ctrl+wheel (magnify) and Ctrl+Shift+wheel (rotate) through `WheelPinch`.
//
// Which views get a pinch: at `.began`, the views under its point whose gesture reads what
// the pinch drives (a touchpad's: both; Ctrl+wheel: magnify; Ctrl+Shift+wheel: rotate), ranked
// as presses are (Gestures+Drag.swift: the innermost `gesture(_:)` wins, a `highPriorityGesture`
// over the views inside it, every `simultaneousGesture` alongside; `simultaneously(with:)`
// attaches its second part as one). They keep the pinch until it ends, wherever it moves.
// A pinch never scrolls: a Ctrl+wheel a gesture took is not given to the scroll views.
//
// Values (MagnifyGesture https://developer.apple.com/documentation/swiftui/magnifygesture/value,
// RotateGesture https://developer.apple.com/documentation/swiftui/rotategesture/value):
// `magnification` is the product of the events' scales since `.began`, `rotation` the sum of
// their turns; velocities are over the last two events, by their own times; `startLocation`
// is the `.began` point in the view's space (top-left corner zero) and `startAnchor` the same as
// a fraction of the view's size. A gesture starts once |magnification − 1| ≥
// `minimumScaleDelta` (|rotation| ≥ `minimumAngleDelta`): before that it reports nothing, and
// a pinch that ends before it ends with no `onEnded`.

/// What a magnify or rotate gesture reads from a pinch, and how it makes its value.
struct PinchGestureKind {
    /// What it follows: the spread (`.magnify`) or the turn (`.rotate`).
    let kinds: PinchKinds
    let minimumScaleDelta: CGFloat
    let minimumAngleDelta: Angle
    /// The gesture's `Value` from a sample (type-erased as the gesture callbacks are).
    let makeValue: @MainActor (PinchSample) -> Any

    /// Whether a pinch with this sample has gone far enough for the gesture to start.
    func hasStarted(_ sample: PinchSample) -> Bool {
        if kinds.contains(.magnify) { return abs(sample.magnification - 1) >= Double(minimumScaleDelta) }
        return abs(sample.rotation.degrees) >= abs(minimumAngleDelta.degrees)
    }

    /// Whether an event with `scale` and `rotation` changes what this gesture reports.
    func isChanged(byScale scale: Double, rotation: Double) -> Bool {
        kinds.contains(.magnify) ? scale != 1 : rotation != 0
    }
}

/// Where a pinch stands after one of its events.
struct PinchSample {
    var time: Date
    /// The product of the events' scales since `.began`.
    var magnification: Double
    /// The change of ``magnification`` a second, over the last two events.
    var magnificationVelocity: Double
    var rotation: Angle
    var rotationVelocity: Angle
    var startAnchor: UnitPoint
    var startLocation: CGPoint
}

/// One pinch as a view follows it.
struct PinchTrack {
    /// Where it began (window points) and when.
    let start: Point
    /// The product of the scales and the sum of the turns (degrees) so far.
    private(set) var magnification = 1.0
    private(set) var degrees = 0.0
    /// The last two events' times and totals, for the velocities.
    private var previous: (time: Double, magnification: Double, degrees: Double)
    private var latest: (time: Double, magnification: Double, degrees: Double)
    /// Whether the gesture has started (its minimum delta reached).
    var started = false

    init(start: Point, time: Double) {
        self.start = start
        previous = (time, 1, 0)
        latest = (time, 1, 0)
    }

    mutating func apply(scale: Double, rotation: Double, time: Double) {
        if scale.isFinite, scale > 0 { magnification *= scale }
        if rotation.isFinite { degrees += rotation }
        previous = latest
        latest = (time, magnification, degrees)
    }

    @MainActor
    func sample(node: PinchGestureNode) -> PinchSample {
        let dt = latest.time - previous.time
        let magnificationVelocity = dt > 0 ? (latest.magnification - previous.magnification) / dt : 0
        let degreesVelocity = dt > 0 ? (latest.degrees - previous.degrees) / dt : 0
        let location = node.gestureLocation(start, in: .local)
        let size = node.frame.size
        let anchor = UnitPoint(x: size.width > 0 ? location.x / size.width : 0, y: size.height > 0 ? location.y / size.height : 0)
        return PinchSample(time: node.graph.dateAtTimeZero.addingTimeInterval(latest.time), magnification: magnification,
                           magnificationVelocity: magnificationVelocity, rotation: .degrees(degrees),
                           rotationVelocity: .degrees(degreesVelocity), startAnchor: anchor, startLocation: location)
    }
}

/// A view registered for pinches when it was last drawn.
struct PinchGestureTarget: WindowRect {
    let rect: Rect
    let toWindow: DrawTransform
    let node: PinchGestureNode
}

/// Registers its frame for pinches (before its content, so a view inside registers later and is
/// found as the inner one) and runs the gesture's callbacks.
final class PinchGestureNode: SingleChildNode, GestureLocating {
    var spec = MagnifyGesture()._spec
    var priority = GesturePriority.normal
    private(set) var toWindow: DrawTransform = .identity
    /// The pinch running, if one is.
    private(set) var track: PinchTrack?

    var kind: PinchGestureKind? {
        if case .pinch(let kind) = spec.kind { return kind }
        return nil
    }

    override func render(into context: inout RenderContext) {
        toWindow = context.transform
        if environment.isEnabled {
            graph.pinchGestureTargets.append(PinchGestureTarget(rect: frame.core, toWindow: context.transform, node: self))
        }
        super.render(into: &context)
    }

    /// A pinch began at `point` (window points).
    func beginPinch(at point: Point, time: Double) {
        track = PinchTrack(start: point, time: time)
    }

    /// A pinch event: its scale and turn apply; once the gesture has started, its state and
    /// `onChanged` get the value.
    func changePinch(scale: Double, rotation: Double, time: Double) {
        guard var current = track, let kind else { return }
        current.apply(scale: scale, rotation: rotation, time: time)
        let sample = current.sample(node: self)
        let starts = !current.started && kind.hasStarted(sample)
        if starts { current.started = true }
        track = current
        guard starts || (current.started && kind.isChanged(byScale: scale, rotation: rotation)) else { return }
        let value = kind.makeValue(sample)
        for update in spec.updating { update(value) }
        for action in spec.onChanged { action(value) }
    }

    /// The pinch is about to end (every view it went to is told before any ends): a
    /// simultaneous pair notes its parts' last values, so its `onEnded` runs once with both.
    func noteEnding() {
        guard let current = track, current.started, let kind else { return }
        let value = kind.makeValue(current.sample(node: self))
        for note in spec.willEnd { note(value) }
    }

    /// The pinch ended: `onEnded` with the last value if the gesture started, then each
    /// `@GestureState` goes back.
    func endPinch() {
        guard let current = track else { return }
        track = nil
        if current.started, let kind {
            let value = kind.makeValue(current.sample(node: self))
            for action in spec.onEnded { action(value) }
        }
        for reset in spec.resets { reset() }
    }
}

extension ViewHost {
    /// The magnify and rotate gestures a pinch at `point` (window points) driving `kinds` goes
    /// to: the one that wins first, then the simultaneous ones (Gestures+Drag.swift's rules);
    /// empty when none is there.
    func pinchGestures(at point: CGPoint, kinds: PinchKinds) -> [PinchGestureNode] {
        let p = point.core
        let hit = graph.pinchGestureTargets.filter { target in
            guard let kind = target.node.kind, !kind.kinds.isDisjoint(with: kinds) else { return false }
            return target.contains(p)
        }
        return Self.ranked(hit.map { ($0.node, $0.node.priority) })
    }
}
