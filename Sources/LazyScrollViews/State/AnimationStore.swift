import ScrollCore
import DisplayList
import Foundation

/// Layout animations in flight: after an animated state change, each view that moved or
/// resized is drawn through a transform from its old frame to its new one, easing over the
/// animation's duration. Frames are compared relative to the parent, so a view that moved only
/// because its parent did follows the parent's animation without adding its own.
@MainActor
struct AnimationStore {
    /// The animation of the state change being applied; set by an animated invalidation and
    /// taken by the next layout pass.
    var pending: Animation?
    struct Running {
        var from: CGRect
        var to: CGRect
        var startSeconds: Double
        var animation: Animation
    }
    private(set) var running: [ObjectIdentifier: Running] = [:]

    /// Starts animating `node` from `old` to `new` (both relative to the parent's origin).
    mutating func start(_ node: ViewNode, from old: CGRect, to new: CGRect, animation: Animation, at time: Double) {
        guard old != new else { return }
        running[ObjectIdentifier(node)] = Running(from: old, to: new, startSeconds: time, animation: animation)
    }

    var isAnimating: Bool { !running.isEmpty }

    /// Drops finished animations.
    mutating func prune(at time: Double) {
        guard !running.isEmpty else { return }
        running = running.filter { time - $0.value.startSeconds < $0.value.animation.durationSeconds }
    }

    /// The transform that draws `node` (laid out at its new frame) where the animation has it now.
    func transform(for node: ViewNode, at time: Double) -> DrawTransform {
        // Painting asks for every node every frame; nearly always nothing runs.
        guard !running.isEmpty, let run = running[ObjectIdentifier(node)] else { return .identity }
        let p = run.animation.progress((time - run.startSeconds) / max(run.animation.durationSeconds, 1e-9))
        if p >= 1 { return .identity }
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
