import LazyLayout
import ScrollCore

/// A scroll transition: SwiftUI's `.scrollTransition(_:axis:transition:)`
/// (https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:)),
/// "animating between the phases of the transition as this view appears and disappears within
/// the visible region of the containing scroll view", as a value: configurations for the two
/// edges, an optional axis and the closure that builds the effect for a phase.
///
/// ```swift
/// // The WWDC26 Origami showcase (seed 004, 7:04):
/// let cards = ScrollTransition { effect, phase in
///     effect.rotationEffect(.degrees(phase.value * 20)).scaleEffect(1 + phase.value * 0.2)
/// }
/// let fx = cards.effect(for: element, in: Rect(origin: .zero, size: viewport.size), scrollAxis: .horizontal)
/// ```
///
/// ## How the effect is resolved
/// The closure is only ever called with the three discrete phases, as in SwiftUI, whose phase is
/// a payload-free enum. For a ``ScrollTransitionProgress`` with edge `E` and fraction `p`:
/// - **interactive**: `body(.identity, E).interpolated(to: body(.identity, .identity), amount:
///   curve(p))` — the edge effect at "just hidden", the identity effect once the threshold is met.
///   For an effect linear in `phase.value` this is the closure at the continuous value
///   `E.value · (1 − curve(p))`.
/// - **animated**: `body(.identity, progress.phase)`, and when that phase changes a
///   ``ScrollTransitionAnimator`` animates from the effect shown at that moment to the new one.
/// - **identity**: `body(.identity, .identity)`.
///
/// The effect is paint-only: nothing here can change a `LayoutResult` (architecture rule 8).
///
/// See also: ``VisualEffect``, ``ScrollTransitionConfiguration``, ``ScrollTransitionAnimator``.
public struct ScrollTransition: Sendable {
    /// Builds the effect for a phase from the identity effect, like SwiftUI's closure
    /// `(EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect`.
    public typealias Body = @Sendable (_ effect: VisualEffect, _ phase: ScrollTransitionPhase) -> VisualEffect

    /// The configuration used while the element is on the top/leading side of the viewport.
    public var topLeading: ScrollTransitionConfiguration
    /// The configuration used while the element is on the bottom/trailing side.
    public var bottomTrailing: ScrollTransitionConfiguration
    /// The axis to measure along; nil uses the scroll view's axis (Apple: "The default value of
    /// nil uses the axis of the innermost containing scroll view").
    public var axis: Axis?
    public var body: Body

    /// The same configuration at both edges (Apple: "the transition is symmetrical").
    public init(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                transition body: @escaping Body) {
        self.init(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: body)
    }

    /// A configuration per edge (SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`).
    public init(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                axis: Axis? = nil, transition body: @escaping Body) {
        self.topLeading = topLeading; self.bottomTrailing = bottomTrailing; self.axis = axis; self.body = body
    }

    /// The configuration that applies on `edge`'s side.
    public func configuration(for edge: ScrollTransitionPhase) -> ScrollTransitionConfiguration {
        edge == .topLeading ? topLeading : bottomTrailing
    }

    // MARK: - Geometry → progress

    /// Where an element with `frame` is in the transition, in a viewport whose visible region is
    /// `viewport` (same coordinates as `frame`), for a scroll view along `scrollAxis` (used when
    /// ``axis`` is nil). Each side is measured against its own configuration's threshold.
    public func progress(of frame: Rect, in viewport: Rect, scrollAxis: Axis) -> ScrollTransitionProgress {
        let axis = self.axis ?? scrollAxis
        let side = ScrollTransitionProgress(frame: frame, viewport: viewport, axis: axis, threshold: .hidden).edge
        return ScrollTransitionProgress(frame: frame, viewport: viewport, axis: axis,
                                        threshold: configuration(for: side).threshold)
    }

    // MARK: - Progress → effect (no time)

    /// The closure's effect at a discrete phase.
    public func effect(at phase: ScrollTransitionPhase) -> VisualEffect { body(.identity, phase) }

    /// The effect for `progress` without animation: interactive configurations interpolate,
    /// animated ones jump to the effect of ``ScrollTransitionProgress/phase`` (use
    /// ``effect(for:key:in:scrollAxis:at:animator:)`` to animate them).
    public func effect(for progress: ScrollTransitionProgress) -> VisualEffect {
        switch configuration(for: progress.edge).mode {
        case .identity:
            return effect(at: .identity)
        case .animated:
            return effect(at: progress.phase)
        case let .interactive(curve):
            if progress.fraction >= 1 { return effect(at: .identity) }
            return effect(at: progress.edge).interpolated(to: effect(at: .identity), amount: curve.value(at: progress.fraction))
        }
    }

    /// The effect for an element with `frame`; see ``progress(of:in:scrollAxis:)`` and
    /// ``effect(for:)-(ScrollTransitionProgress)``.
    public func effect(for frame: Rect, in viewport: Rect, scrollAxis: Axis) -> VisualEffect {
        effect(for: progress(of: frame, in: viewport, scrollAxis: scrollAxis))
    }

    /// The effect for a placed element. `viewport` is the visible region in the element's
    /// coordinates: `Rect(origin: .zero, size: result.constraints.viewportSize)` for
    /// `PlacedElement.frame`.
    public func effect(for element: PlacedElement, in viewport: Rect, scrollAxis: Axis) -> VisualEffect {
        effect(for: element.frame, in: viewport, scrollAxis: scrollAxis)
    }

    // MARK: - With time (animated configurations)

    /// The effect for the element identified by `key` at `time` seconds, starting, continuing or
    /// retargeting its animation in `animator` when the configuration is animated. Interactive
    /// and identity configurations do not touch `animator`.
    public func effect<Key: Hashable>(for frame: Rect, key: Key, in viewport: Rect, scrollAxis: Axis,
                                                 at time: Seconds,
                                                 animator: inout ScrollTransitionAnimator<Key>) -> VisualEffect {
        let progress = progress(of: frame, in: viewport, scrollAxis: scrollAxis)
        guard case let .animated(animation) = configuration(for: progress.edge).mode else {
            return effect(for: progress)
        }
        return animator.effect(for: key, phase: progress.phase, at: time, animation: animation, transition: self)
    }

    /// ``effect(for:key:in:scrollAxis:at:animator:)`` keyed by the element's global index — only
    /// for data that never changes: after an insert above, an index names another element, so
    /// hosts whose data changes key by the element's id (`LazyStackContent` does).
    public func effect(for element: PlacedElement, in viewport: Rect, scrollAxis: Axis, at time: Seconds,
                       animator: inout ScrollTransitionAnimator<Int>) -> VisualEffect {
        effect(for: element.frame, key: element.index, in: viewport, scrollAxis: scrollAxis, at: time, animator: &animator)
    }
}
