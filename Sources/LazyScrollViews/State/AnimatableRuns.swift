import Foundation

// How a value of yours that conforms to `Animatable` animates: "When an animatable value changes
// inside a `withAnimation(_:_:)` block (or is affected by an `animation(_:value:)` modifier),
// SwiftUI reads the old and new `animatableData` values, then interpolates between them over
// successive frames using `VectorArithmetic` operations. The framework calls the
// `animatableData` setter on each frame" (https://developer.apple.com/documentation/swiftui/animatable).
//
// Two kinds of value do: a `Shape` (its `path(in:)` is drawn each frame from the shape with
// interpolated data: Shape+Animation.swift) and a `View` that conforms to `Animatable` (its
// `body` is evaluated each frame from the view with interpolated data: CompositeNode).
//
// Interruption is additive, as SwiftUI's: each change adds a run that carries the difference
// between the old value and the new one down to zero along its curve, and what is shown is the
// latest value plus every run's remaining difference. WWDC23 "Explore SwiftUI animation"
// (https://developer.apple.com/videos/play/wwdc2023/10156/): an animation that does not merge
// with the running one (`shouldMerge` false, the default: timing curves) runs alongside it,
// their effects combined; springs merge, keeping the running one's velocity. Adding the runs does
// both: the value shown and its velocity carry on unbroken, and two runs of one spring add up to
// that spring retargeted (it is linear) — a different spring differs a little from SwiftUI's
// merge, which moves on with the new spring alone.

/// The animations of one `animatableData` in flight, combined additively (see the note above).
/// Time is the frame time the host passes; nothing here reads a clock.
struct AnimatableDataRuns<Data: VectorArithmetic> {
    /// One change: `offset` (old − new) fades to zero along `animation` from `startSeconds`.
    struct Run {
        let offset: Data
        let startSeconds: Double
        let animation: Animation
    }
    private(set) var runs: [Run] = []

    var isEmpty: Bool { runs.isEmpty }

    /// Adds the change from `old` to `new` at `time` (the value shown does not jump: the new
    /// run starts at the full difference).
    mutating func add(from old: Data, to new: Data, animation: Animation, at time: Double) {
        runs.append(Run(offset: old - new, startSeconds: time, animation: animation))
    }

    /// The value shown at `time` for the latest value `target`: `target` plus each run's
    /// offset × (1 − progress). Runs that ended are dropped (a spring's progress passes 1 as it
    /// overshoots, so the value passes `target`).
    mutating func value(target: Data, at time: Double) -> Data {
        var value = target
        var ended = false
        for run in runs {
            let sample = run.animation.sample(elapsed: time - run.startSeconds)
            if sample.isFinished { ended = true; continue }
            value += run.offset.scaled(by: 1 - sample.progress)
        }
        if ended {
            runs.removeAll { $0.animation.sample(elapsed: time - $0.startSeconds).isFinished }
        }
        return value
    }

    /// The frame time at which the last run ends (infinity for one that repeats forever).
    var endSeconds: Double {
        runs.reduce(-Double.infinity) { max($0, $1.startSeconds + $1.animation.totalDuration) }
    }
}

// MARK: - Views conforming to Animatable

/// The `animatableData` of a view conforming to `Animatable`, in flight — held by its
/// `CompositeNode` while it animates. Non-generic so that the node (generic over its view type,
/// which is not statically `Animatable`) can hold one; ``AnimatedViewDataOf`` is the real one.
@MainActor
class AnimatedViewData {
    /// Whether `old` and `new` (values of the node's view type) have different data.
    func dataDiffers<V>(_ old: V, _ new: V) -> Bool { false }
    /// Adds the change from `old` to `new` (the latest values, not what is shown: runs in
    /// flight go on and add up) as a run of `animation` at `time`.
    func add<V>(from old: V, to new: V, animation: Animation, at time: Double) {}
    /// `view` with its data where the runs have it at `time` (finished runs are dropped).
    func presented<V>(_ view: V, at time: Double) -> V { view }
    var isEmpty: Bool { true }
    var endSeconds: Double { -.infinity }
}

/// ``AnimatedViewData`` for view type `A`. Its methods are called with values of the node's
/// view type, which is `A` (``AnimatableViewTypes``): `as!` turns them into `A` — a cast per
/// call, made only while the view animates.
@MainActor
final class AnimatedViewDataOf<A: Animatable>: AnimatedViewData {
    private var runs = AnimatableDataRuns<A.AnimatableData>()

    override func dataDiffers<V>(_ old: V, _ new: V) -> Bool {
        (old as! A).animatableData != (new as! A).animatableData
    }
    override func add<V>(from old: V, to new: V, animation: Animation, at time: Double) {
        runs.add(from: (old as! A).animatableData, to: (new as! A).animatableData, animation: animation, at: time)
    }
    override func presented<V>(_ view: V, at time: Double) -> V {
        guard !runs.isEmpty else { return view }
        var value = view as! A
        value.animatableData = runs.value(target: value.animatableData, at: time)
        return value as! V
    }
    override var isEmpty: Bool { runs.isEmpty }
    override var endSeconds: Double { runs.endSeconds }
}

/// Which view types animate their `animatableData`, found once per type and asked only under
/// an animated transaction (or while one of the type's nodes animates): a cast of a value to
/// `any Animatable` asks the runtime on every call, and the first time for each type it scans
/// every conformance record of the executable (Documentation/Memory.md, "Launch").
/// `PrimitiveTypes.conformance(of:)` keeps its answers the same way.
@MainActor
enum AnimatableViewTypes {
    /// A type's answer, boxed for the table: how to make its animation, nil when it has none.
    private final class Known {
        let make: (@MainActor () -> AnimatedViewData)?
        init(_ make: (@MainActor () -> AnimatedViewData)?) { self.make = make }
    }
    private static var known = IndexTable<Known>()

    /// A new animation holder for nodes of `V`, or nil when `V` does not animate its data: not
    /// `Animatable`, `EmptyAnimatableData`, or a `Shape` (a shape's data is drawn by its
    /// `ShapeNode`, frame by frame, without evaluating a body: Shape+Animation.swift).
    static func animation<V: View>(for type: V.Type) -> AnimatedViewData? {
        let key = Int(bitPattern: ObjectIdentifier(type))
        if let found = known[key] { return found.make?() }
        var make: (@MainActor () -> AnimatedViewData)?
        if !(type is any Shape.Type), let animatable = type as? any Animatable.Type {
            make = maker(animatable)
        }
        // Added moved out and back, as `PrimitiveTypes` does (no access encloses a release).
        var table = IndexTable<Known>(minimumCapacity: 1)
        swap(&table, &known)
        table[key] = Known(make)
        swap(&table, &known)
        return make?()
    }

    private static func maker<A: Animatable>(_: A.Type) -> (@MainActor () -> AnimatedViewData)? {
        if A.AnimatableData.self == EmptyAnimatableData.self { return nil }
        return { AnimatedViewDataOf<A>() }
    }
}
