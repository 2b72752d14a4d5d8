import Foundation

// A custom `Shape` with an `animatableData` animates: when its data changes in an animated
// transaction (`withAnimation`, `animation(_:value:)`), its `ShapeNode` keeps the change as a run
// (AnimatableRuns.swift) and draws `path(in:)` each frame from a copy of the shape whose
// `animatableData` was set to the value between — "SwiftUI reads the old and new
// `animatableData` values, then interpolates between them over successive frames … The
// framework calls the `animatableData` setter on each frame"
// (https://developer.apple.com/documentation/swiftui/animatable). No body is evaluated and
// nothing is laid out again: a shape takes the size it is offered whatever its data, so only
// its drawing changes. Frames come while a run goes on (the store's effect runs,
// `ViewHost.isAnimating`); the shape's row is painted, not replayed, meanwhile.
//
// A change without an animation jumps (runs in flight are dropped); the same data (the parent
// evaluated again for another reason) lets them go on.

/// A shape's data in flight, for a `ShapeNode` (which holds its shape as `any Shape`): the runs
/// of ``ShapeDataRuns`` for the shape's own type.
protocol ShapeDataAnimation {
    /// `shape` (the node's latest, of the runs' type) with its data where the runs have it at
    /// `time`; runs that ended are dropped.
    mutating func presented(_ shape: any Shape, at time: Double) -> any Shape
    /// Whether no run is left.
    var isEmpty: Bool { get }
    /// The frame time at which the last run ends.
    var endSeconds: Double { get }
}

/// The runs of a shape of type `S`.
struct ShapeDataRuns<S: Shape>: ShapeDataAnimation {
    var runs = AnimatableDataRuns<S.AnimatableData>()

    mutating func presented(_ shape: any Shape, at time: Double) -> any Shape {
        guard var shape = shape as? S else { return shape }
        shape.animatableData = runs.value(target: shape.animatableData, at: time)
        return shape
    }
    var isEmpty: Bool { runs.isEmpty }
    var endSeconds: Double { runs.endSeconds }
}

extension ShapeNode {
    /// `new` replaces the custom shape drawn now (`_ShapeView.update`, for shapes whose data is
    /// not `EmptyAnimatableData`): an animated change of its data adds a run from the old data
    /// to the new. Costs one check when no animation applies and none runs.
    func animateData<S: Shape>(to new: S) {
        let graph = self.graph
        let animation = graph.animations.effective
        guard animation != nil || animatesData else { return }
        guard let old = shape as? S else { return }
        let (from, to) = (old.animatableData, new.animatableData)
        guard from != to else { return }
        guard let animation else {
            stopAnimatingData()
            return
        }
        let time = graph.timeSeconds
        var runs = dataAnimation as? ShapeDataRuns<S> ?? ShapeDataRuns<S>()
        dataAnimation = nil                       // the runs moved out, changed, and back: no copy
        runs.runs.add(from: from, to: to, animation: animation, at: time)
        let end = runs.endSeconds
        dataAnimation = runs
        graph.animations.effectStarted(self, until: end)
        invalidatePaint()
    }

    /// The shape drawn at `time`: the latest one with the data its runs have then (nil: none).
    /// When the last run has ended the shape is drawn as it is and its frames stop.
    func presentedShape(at time: Double) -> (any Shape)? {
        guard let shape, animatesData else { return shape }
        let shown = dataAnimation!.presented(shape, at: time)
        if dataAnimation!.isEmpty {
            dataAnimation = nil
            graph.animations.effectEnded(self)
        }
        return shown
    }

    /// Drops the runs in flight: the shape draws its latest data.
    func stopAnimatingData() {
        guard animatesData else { return }
        dataAnimation = nil
        graph.animations.effectEnded(self)
        invalidatePaint()
    }
}
