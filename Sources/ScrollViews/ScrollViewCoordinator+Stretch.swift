import DisplayList
import ScrollCore
import ScrollInput
import ScrollPhysics

/// Android 12's stretch overscroll for scroll views running the `android` preset
/// (``StretchOverscroll``): the part of a drag or touchpad delta that the clamped physics could
/// not take pulls the stretch; a drag back relaxes it first; releasing lets it spring back; a
/// fling that reaches an edge is absorbed into it. The offset never leaves its range — the
/// stretch is drawn, as a scale of the content anchored at the stretched edge.
struct StretchState {
    var stretch = StretchOverscroll()
    var lastOffset: Points = 0
    var lastVelocity: PointsPerSecond = 0
    var wasBallistic = false
}

extension ScrollViewCoordinator {
    /// Whether `model` stretches at its edges (it runs the `android` preset).
    func stretches(_ model: ScrollViewModel) -> Bool { model.position.preset == .android }

    /// Gives `amount` (along the model's axis) to `model` as a drag or touchpad delta: relaxing a
    /// pulled stretch first, then scrolling, then pulling the stretch by whatever the edge
    /// stopped.
    func applyStretching(_ amount: Double, to model: ScrollViewModel, precise: Bool, at time: Seconds) {
        func send(_ value: Double) {
            let delta = Vector(value, along: model.axis)
            model.apply(precise ? .preciseScroll(delta: delta) : .dragChanged(delta: delta), at: time)
        }
        guard stretches(model), amount != 0 else { send(amount); return }
        var state = model.stretchState
        let viewport = max(model.frame.size.main(model.axis), 1)
        var remaining = amount
        if let edge = state.stretch.edge, state.stretch.isPulling,
           (edge == .end && remaining < 0) || (edge == .start && remaining > 0) {
            let used = state.stretch.relax(by: abs(remaining) / viewport) * viewport
            remaining += remaining < 0 ? used : -used
        }
        if remaining != 0 {
            let before = model.position.offset
            send(remaining)
            let lost = remaining - (model.position.offset - before)
            if abs(lost) > 1e-9 { state.stretch.pull(by: abs(lost) / viewport, at: lost > 0 ? .end : .start) }
        }
        model.stretchState = state
    }

    /// The pointer or the touchpad let go: pulled stretches spring back.
    func releaseStretches(at time: Seconds) {
        for model in models.values where model.stretchState.stretch.isActive { model.stretchState.stretch.release(at: time) }
    }

    /// Once a frame after the physics: absorbs flings that reached an edge and moves receding
    /// stretches on their spring.
    func advanceStretches(at time: Seconds) {
        for model in frameViews where stretches(model) {
            var state = model.stretchState
            let p = model.position
            let atStart = p.offset <= p.metrics.minOffset + 0.5, atEnd = p.offset >= p.metrics.maxOffset - 0.5
            // A fling that was moving toward an edge and is now stopped there (Android's
            // `computeScroll`: `onAbsorb(getCurrVelocity())` when the scroller crosses an edge).
            if state.wasBallistic, state.lastOffset != p.offset || p.activity != .ballistic {
                if atEnd, state.lastVelocity > 0, state.lastOffset < p.metrics.maxOffset - 0.5 {
                    state.stretch.absorb(speed: state.lastVelocity, at: .end, time: time)
                } else if atStart, state.lastVelocity < 0, state.lastOffset > p.metrics.minOffset + 0.5 {
                    state.stretch.absorb(speed: -state.lastVelocity, at: .start, time: time)
                }
            }
            state.stretch.advance(to: time, viewportExtent: model.frame.size.main(model.axis))
            state.lastOffset = p.offset
            state.lastVelocity = p.velocity
            state.wasBallistic = p.activity == .ballistic
            model.stretchState = state
        }
    }

    /// The transform that draws `model`'s content stretched, or nil when it is not stretched.
    public func stretchTransform(for model: ScrollViewModel) -> AffineTransform? {
        guard let (anchor, scale) = model.stretchState.stretch.transform(viewportMin: model.frame.mainMin(model.axis),
                                                            viewportMax: model.frame.mainMax(model.axis)) else { return nil }
        let point = model.axis == .vertical ? Point(x: model.frame.minX, y: anchor) : Point(x: anchor, y: model.frame.minY)
        let s = model.axis == .vertical ? AffineTransform.scale(1, scale) : AffineTransform.scale(scale, 1)
        return .about(point, s)
    }

    /// The stretch of the window's scroll view (tests, diagnostics).
    public var windowStretch: StretchOverscroll { window.stretchState.stretch }
}
