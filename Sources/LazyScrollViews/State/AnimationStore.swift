import ScrollCore
import DisplayList
import Foundation

/// Animations in flight. Three kinds, all sampled at the frame time the host passes:
///
/// - *Layout*: after an animated state change, each view that moved or resized is drawn through
///   a transform from its old frame to its new one. Frames are compared relative to the
///   parent, so a view that moved only because its parent did follows the parent's animation.
/// - *Effects*: an `EffectNode` whose value (opacity, scale, offset, rotation, blur) changed in
///   an animated update draws from the old value to the new (it keeps its run itself; the
///   store only knows until when frames must come, ``effectsRunUntil``).
/// - *Transitions*: views removed with a `transition(_:)` are kept here and drawn until their
///   removal animation ends, then destroyed (Transition+Lifecycle.swift).
///
/// An animation interrupted by another starts from the value shown at that moment (at rest:
/// SwiftUI's springs also carry the velocity over; see Documentation/Animation.md).
@MainActor
struct AnimationStore {
    /// The animation of the state change being applied; set by an animated invalidation and
    /// taken by the next layout pass.
    var pending: Animation?
    /// The animation of an `animation(_:value:)` whose value changed in this update: the next
    /// layout pass animates frame changes with it when no `withAnimation` did (``pending`` wins).
    var implicitLayout: Animation?
    /// The animation `animation(_:value:)` gives the subtree being reconciled now, when its
    /// value changed: `.some(nil)` turns animation off there (SwiftUI: "If `animation` is nil,
    /// the view doesn't animate"); nil: no implicit animation applies.
    var implicit: Animation??
    /// The `animation(_:value:)` nodes whose value changed in this update, with their
    /// animation: the next layout pass moves and resizes the views inside one with it — nil:
    /// at once, even inside a `withAnimation` (SwiftUI: a transaction with no animation) — the
    /// innermost winning (``layoutAnimation(for:default:)``).
    var scopedLayout: [ObjectIdentifier: Animation?] = [:]
    /// The animation changes made now animate with: the innermost implicit one, else the
    /// transaction's (`withAnimation`).
    var effective: Animation? {
        if let implicit { return implicit }
        return pending
    }

    struct Running {
        var from: CGRect
        var to: CGRect
        var startSeconds: Double
        var animation: Animation
    }
    private(set) var running: [ObjectIdentifier: Running] = [:]
    /// Effect nodes animating, with the frame time their animation ends (infinity: forever).
    private(set) var effectsRunUntil: [ObjectIdentifier: Double] = [:]
    /// Views removed with a transition, drawn until their removal ends.
    var departing: [DepartingView] = []

    /// Starts animating `node` from `old` to `new` (both relative to the parent's origin). A
    /// frame animation already running starts from where it shows the node now.
    mutating func start(_ node: ViewNode, from old: CGRect, to new: CGRect, animation: Animation, at time: Double) {
        let key = ObjectIdentifier(node)
        var from = old
        if let run = running[key] {
            let p = run.animation.sample(elapsed: time - run.startSeconds)
            if !p.isFinished { from = Self.lerp(run.from, run.to, p.progress) }
        }
        guard from != new else { running[key] = nil; return }
        running[key] = Running(from: from, to: new, startSeconds: time, animation: animation)
    }

    static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(p) }
        return CGRect(x: l(a.minX, b.minX), y: l(a.minY, b.minY), width: l(a.width, b.width), height: l(a.height, b.height))
    }

    /// The animation `node`'s frame change takes: that of the innermost changed
    /// `animation(_:value:)` around it (``scopedLayout``), else `fallback` (the update's).
    func layoutAnimation(for node: ViewNode, default fallback: Animation?) -> Animation? {
        if scopedLayout.isEmpty { return fallback }
        var current: ViewNode? = node
        while let ancestor = current {
            if let scoped = scopedLayout[ObjectIdentifier(ancestor)] { return scoped }
            current = ancestor.parent
        }
        return fallback
    }

    /// Records that `node`'s effect animates until `end`.
    mutating func effectStarted(_ node: ViewNode, until end: Double) { effectsRunUntil[ObjectIdentifier(node)] = end }
    mutating func effectEnded(_ node: ViewNode) {
        if !effectsRunUntil.isEmpty { effectsRunUntil[ObjectIdentifier(node)] = nil }
    }

    /// Whether a frame animation, an effect or a removal runs (frames must keep coming).
    var isAnimating: Bool { !running.isEmpty || !effectsRunUntil.isEmpty || !departing.isEmpty }
    /// Whether a frame animation runs (drawing looks transforms up).
    var animatesLayout: Bool { !running.isEmpty }

    /// Drops finished animations.
    mutating func prune(at time: Double) {
        if !running.isEmpty {
            running = running.filter { !$0.value.animation.sample(elapsed: time - $0.value.startSeconds).isFinished }
        }
        if !effectsRunUntil.isEmpty { effectsRunUntil = effectsRunUntil.filter { $0.value > time } }
    }

    /// The transform that draws `node` (laid out at its new frame) where the animation has it now.
    func transform(for node: ViewNode, at time: Double) -> DrawTransform {
        // Painting asks for every node every frame; nearly always nothing runs.
        guard !running.isEmpty, let run = running[ObjectIdentifier(node)] else { return .identity }
        let sample = run.animation.sample(elapsed: time - run.startSeconds)
        if sample.isFinished { return .identity }
        let p = sample.progress                       // a spring's passes 1: the frame overshoots
        func lerp(_ a: CGFloat, _ b: CGFloat) -> Double { Double(a + (b - a) * p) }
        let w = lerp(run.from.width, run.to.width), h = lerp(run.from.height, run.to.height)
        let x = lerp(run.from.minX, run.to.minX), y = lerp(run.from.minY, run.to.minY)
        let sx = run.to.width > 0 ? w / Double(run.to.width) : 1
        let sy = run.to.height > 0 ? h / Double(run.to.height) : 1
        // Map the new relative frame onto the interpolated one: scale about its origin, then move.
        let origin = ScrollCorePoint(x: Double(node.frame.minX), y: Double(node.frame.minY))
        return DrawTransform.about(origin, .scale(sx, sy))
            .then(.translation(x: x - Double(run.to.minX), y: y - Double(run.to.minY)))
    }
}
