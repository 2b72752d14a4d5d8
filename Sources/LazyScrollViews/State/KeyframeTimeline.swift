import Foundation
import ScrollEffects

/// "A description of how a value changes over time, modeled using keyframes" — SwiftUI's
/// `KeyframeTimeline` (https://developer.apple.com/documentation/swiftui/keyframetimeline).
/// "Keyframes values are roughly analogous to video clips; they have a set duration, and you
/// can scrub and evaluate them for any time within the duration":
///
///     let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///         CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///         CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
///     }
///     timeline.duration               // 1.0
///     timeline.value(time: 0.3)       // (0, 100): a cubic curve passes through its keyframes
///
/// `KeyframeAnimator` draws its content with `value(time:)` at each frame, so a test can check
/// an animation here without a window. How each kind of keyframe moves: Keyframes.swift, and
/// Documentation/Animation.md ("Keyframes") with worked numbers.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    /// Each track, planned from the initial value: sets its property at a time.
    private let tracks: [(Double, inout Value) -> Void]
    /// "The duration of the content in seconds": that of the longest track.
    public let duration: TimeInterval

    /// A timeline of `content`'s tracks, starting from `initialValue` — SwiftUI's
    /// `init(initialValue:content:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframetimeline/init(initialvalue:content:)).
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        let recipes = keyframes.trackList.recipes
        tracks = recipes.map { $0.plan(from: initialValue) }
        duration = recipes.map(\.duration).max() ?? 0
    }

    /// "Returns the interpolated value at the given time" — SwiftUI's `value(time:)`
    /// (https://developer.apple.com/documentation/swiftui/keyframetimeline/value(time:)). Each
    /// track sets its property, in the order written (a later track on the same property wins);
    /// before 0 the tracks are at their start, after their end at their last value.
    public func value(time: Double) -> Value {
        var value = initialValue
        let time = time.isNaN ? 0 : time
        for track in tracks { track(time, &value) }
        return value
    }

    /// The value at `progress` × ``duration`` (`progress` clamped to 0…1) — SwiftUI's
    /// `value(progress:)`.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress.isNaN ? 0 : progress, 0), 1) * duration)
    }
}

/// One track's path, worked out once from its start value: where each keyframe's segment starts
/// and ends, and at what velocities (value units per second, on `Value.AnimatableData`).
///
/// Velocities, in order (a forward pass; Keyframes.swift has what Apple documents of them):
/// - linear: (to − from) / duration × the timing curve's slope at its start and its end;
/// - spring: leaves at its `startVelocity`, else at the velocity the track has there; ends at
///   the spring's velocity when its duration is up;
/// - cubic: leaves at its `startVelocity`, else at the velocity the track has there (0 at the
///   track's start); ends at its `endVelocity`, else at the next keyframe's explicit start
///   velocity, else — before a cubic or a spring — the Catmull-Rom velocity
///   (next value − this segment's start) / (the two durations), before a linear keyframe the
///   velocity it starts with, before a move or at the track's end 0;
/// - move: none (the track is at rest after a jump).
struct KeyframeTrackPlan<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Motion {
        case linear(UnitCurve)
        case spring(Spring, velocity: Data)
        case cubic(start: Data, end: Data)
    }
    /// A segment with time: `from` at `start`, along `motion` for `duration`, ending at `end`
    /// (the spring's position when cut short; otherwise the keyframe's value).
    struct Planned {
        var start: Double
        var duration: Double
        var from: Data
        var to: Data
        var end: Data
        var base: Value
        var motion: Motion?     // nil: a move
    }

    let initial: Value
    let planned: [Planned]

    init(initial: Value, segments: [KeyframeSegment<Value>]) {
        self.initial = initial
        var planned: [Planned] = []
        var from = initial.animatableData
        var velocity = Data.zero        // the track's velocity where the next segment starts
        var time = 0.0
        for (index, segment) in segments.enumerated() {
            let to = segment.to.animatableData
            var item = Planned(start: time, duration: segment.duration, from: from, to: to, end: to, base: segment.to, motion: nil)
            switch segment.curve {
            case .move:
                velocity = .zero
            case _ where segment.duration == 0:
                velocity = .zero        // a keyframe of no time is a jump
            case .linear(let curve):
                item.motion = .linear(curve)
                velocity = (to - from).scaled(by: curve.velocity(at: 1) / segment.duration)
            case .spring(let spring, let start):
                let v0 = start?.animatableData ?? velocity
                item.motion = .spring(spring, velocity: v0)
                let end = Spring.motion(spring, from: from, to: to, velocity: v0, at: segment.duration)
                item.end = end.value
                velocity = end.velocity
            case .cubic(let start, let end):
                let v0 = start?.animatableData ?? velocity
                let v1 = end?.animatableData
                    ?? Self.velocityEntering(segments, after: index, from: from, to: to, duration: segment.duration)
                item.motion = .cubic(start: v0, end: v1)
                velocity = v1
            }
            planned.append(item)
            from = item.end
            time += segment.duration
        }
        self.planned = planned
    }

    /// The velocity a cubic segment from `from` to `to` ends with when it does not say: what
    /// the next keyframe starts with.
    private static func velocityEntering(_ segments: [KeyframeSegment<Value>], after index: Int, from: Data, to: Data,
                                         duration: Double) -> Data {
        guard index + 1 < segments.count else { return .zero }      // the track comes to rest
        let next = segments[index + 1]
        guard next.duration > 0 else { return .zero }                // a move
        let catmullRom = (next.to.animatableData - from).scaled(by: 1 / (duration + next.duration))
        switch next.curve {
        case .move: return .zero
        case .linear(let curve): return (next.to.animatableData - to).scaled(by: curve.velocity(at: 0) / next.duration)
        case .spring(_, let start): return start?.animatableData ?? catmullRom
        case .cubic(let start, _): return start?.animatableData ?? catmullRom
        }
    }

    /// The track's value at `time`: the initial value before 0; after the last keyframe, its
    /// value (a spring cut short by its duration ends there on its target: inferred, so that a
    /// track ends on the value it names and a next run does not start off it).
    func value(at time: Double) -> Value {
        for item in planned {
            if time < item.start { return initial }       // before 0
            if item.duration > 0 && time < item.start + item.duration {
                return valued(item.base, sample(item, at: time - item.start))
            }
        }
        return planned.last.map { valued($0.base, $0.to) } ?? initial
    }

    private func valued(_ base: Value, _ data: Data) -> Value {
        var value = base
        value.animatableData = data
        return value
    }

    /// The data `t` seconds into `item` (0 ≤ t < its duration).
    private func sample(_ item: Planned, at t: Double) -> Data {
        guard let motion = item.motion else { return item.to }
        switch motion {
        case .linear(let curve):
            return item.from + (item.to - item.from).scaled(by: curve.value(at: t / item.duration))
        case .spring(let spring, let velocity):
            return Spring.motion(spring, from: item.from, to: item.to, velocity: velocity, at: t).value
        case .cubic(let v0, let v1):
            // Cubic Hermite: h00·p0 + h10·d·m0 + h01·p1 + h11·d·m1, u = t / d.
            let d = item.duration, u = t / d, u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return item.from.scaled(by: h00) + v0.scaled(by: h10 * d) + item.to.scaled(by: h01) + v1.scaled(by: h11 * d)
        }
    }
}
