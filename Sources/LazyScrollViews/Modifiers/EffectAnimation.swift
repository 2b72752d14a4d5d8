import DisplayList
import Foundation
import ScrollCore

// Animatable effects: SwiftUI interpolates every `Animatable` modifier's value when it changes
// in an animated transaction — "SwiftUI animates the changes … to the view's opacity, scale,
// offset, rotation …" (https://developer.apple.com/documentation/swiftui/animatable). Here the
// effect node keeps the value it showed and the animation, and draws
// `old + (new − old) · progress(t)` until the animation ends; a node with no run costs one nil
// check a frame.

/// An effect's animation in flight: the values it started from and when.
struct EffectRun {
    var from: SIMD4<Double>
    var startSeconds: Double
    var animation: Animation
}

extension Effect {
    /// The effect's animatable values (opacity; rotation's radians; scale's x, y; offset's x, y;
    /// blur's radius), or nil for effects that do not animate.
    var animatableValues: SIMD4<Double>? {
        switch self {
        case .opacity(let o): return SIMD4(o, 0, 0, 0)
        case .rotation(let angle, _): return SIMD4(angle.radians, 0, 0, 0)
        case .scale(let x, let y, _): return SIMD4(Double(x), Double(y), 0, 0)
        case .offset(let x, let y): return SIMD4(Double(x), Double(y), 0, 0)
        case .blur(let r, _): return SIMD4(r, 0, 0, 0)
        default: return nil
        }
    }

    /// Whether `other` is the same kind of animatable effect (values aside).
    func animatesLike(_ other: Effect) -> Bool {
        switch (self, other) {
        case (.opacity, .opacity), (.rotation, .rotation), (.scale, .scale), (.offset, .offset), (.blur, .blur): return true
        default: return false
        }
    }

    /// This effect with `values` (same kind; anchors are the new effect's).
    func with(_ values: SIMD4<Double>) -> Effect {
        switch self {
        case .opacity: return .opacity(values[0])
        case .rotation(_, let anchor): return .rotation(Angle(radians: values[0]), anchor: anchor)
        case .scale(_, _, let anchor): return .scale(x: CGFloat(values[0]), y: CGFloat(values[1]), anchor: anchor)
        case .offset: return .offset(x: CGFloat(values[0]), y: CGFloat(values[1]))
        case .blur(_, let opaque): return .blur(radius: max(0, values[0]), opaque: opaque)
        default: return self
        }
    }
}

extension EffectNode {
    /// A new value replaces `old`: when it changes an animatable value and an animation applies
    /// (`withAnimation`, or `animation(_:value:)` around this view), the node animates from the
    /// value it shows now — the old one, or where a running animation has got to.
    func animateChange(from old: Effect, to new: Effect) {
        guard let newValues = new.animatableValues, old.animatesLike(new), let oldValues = old.animatableValues else {
            if effectRun != nil { effectRun = nil; graph.animations.effectEnded(self) }
            return
        }
        guard newValues != oldValues else { return }       // unchanged: a run in flight goes on
        let time = graph.timeSeconds
        guard let animation = graph.animations.effective else {
            if effectRun != nil { effectRun = nil; graph.animations.effectEnded(self) }
            return
        }
        let from = presentedValues(of: old, at: time) ?? oldValues
        effectRun = EffectRun(from: from, startSeconds: time, animation: animation)
        graph.animations.effectStarted(self, until: time + animation.totalDuration)
    }

    /// The values `effect` shows at `time` under the running animation (nil when none runs).
    func presentedValues(of effect: Effect, at time: Double) -> SIMD4<Double>? {
        guard let run = effectRun, let to = effect.animatableValues else { return nil }
        let sample = run.animation.sample(elapsed: time - run.startSeconds)
        if sample.isFinished { return to }
        return run.from + (to - run.from) * sample.progress
    }

    /// The effect as drawn at `time`: the running animation's value, or the effect itself once
    /// it ended (the run is dropped then).
    func presentedEffect(at time: Double) -> Effect {
        guard let run = effectRun else { return effect }
        let sample = run.animation.sample(elapsed: time - run.startSeconds)
        if sample.isFinished {
            effectRun = nil
            graph.animations.effectEnded(self)
            return effect
        }
        guard let to = effect.animatableValues else { return effect }
        return effect.with(run.from + (to - run.from) * sample.progress)
    }
}
