import DisplayList
import Foundation
import ScrollCore
import ScrollEffects

/// The phase a `scrollTransition` closure gets: `.topLeading` entering or leaving at the start,
/// `.identity` fully in view, `.bottomTrailing` at the end; `value` runs −1 … 0 … 1.
public typealias ScrollTransitionPhase = ScrollEffects.ScrollTransitionPhase
/// How a `scrollTransition` follows the scroll: `.interactive` (with the position), `.animated`
/// (animating between phases), `.identity`; thresholds such as `.visible(0.9)`.
public typealias ScrollTransitionConfiguration = ScrollEffects.ScrollTransitionConfiguration
/// The effect a `scrollTransition` closure returns, built from the `effect` it is given with
/// `rotationEffect`, `scaleEffect`, `offset`, `opacity` and `brightness`; paint-only (layout is
/// not changed), as SwiftUI's `VisualEffect`.
public typealias VisualEffect = ScrollEffects.VisualEffect

extension View {
    /// Changes how the view looks as it scrolls into and out of its scroll view's visible region
    /// — SwiftUI's `scrollTransition(_:axis:transition:)`. The closure gets the identity effect
    /// and the phase; it runs at paint time only, so scrolling never re-evaluates a `body`.
    ///
    /// ```swift
    /// PhotoView(photo: photo)
    ///     .scrollTransition { effect, phase in
    ///         effect
    ///             .rotationEffect(.degrees(phase.value * 20))
    ///             .scaleEffect(1 + phase.value * 0.2)
    ///     }
    /// ```
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (VisualEffect, ScrollTransitionPhase) -> VisualEffect)
        -> _EffectView<Self> {
        _EffectView(content: self, effect: .scrollTransition(ScrollTransition(configuration, axis: axis.map(Self.coreAxis), transition: transition)))
    }

    /// With different configurations at the two edges.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (VisualEffect, ScrollTransitionPhase) -> VisualEffect)
        -> _EffectView<Self> {
        _EffectView(content: self, effect: .scrollTransition(ScrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing,
                                                                              axis: axis.map(Self.coreAxis), transition: transition)))
    }

    private static func coreAxis(_ axis: Axis) -> CoreAxis { axis == .horizontal ? .horizontal : .vertical }
}

extension EffectNode {
    /// Draws `child` through `transition`'s effect for where this view's frame is in the
    /// enclosing scroll view's viewport (both in window points); outside a scroll view, plainly.
    func renderScrollTransition(_ transition: ScrollTransition, child: any LayoutChild, into context: inout RenderContext) {
        guard let scroll = enclosingScrollView, let viewport = scroll.paintingViewport else {
            renderChild(child, into: &context)
            return
        }
        let local = frame.core
        let window = context.transform.isIdentity ? local : local.applying(context.transform)
        let key = UInt(bitPattern: ObjectIdentifier(self).hashValue)
        let visual = transition.effect(for: window, key: key, in: viewport,
                                       scrollAxis: scroll.axis == .horizontal ? .horizontal : .vertical,
                                       at: context.timeSeconds, animator: &scroll.transitionAnimator)
        guard !visual.isIdentity else {
            renderChild(child, into: &context)
            return
        }
        context.transformed(by: visual.transform(in: local)) { context in
            context.withOpacity(visual.opacity) { context in
                if visual.brightness != 0 {
                    context.filtered(by: .brightness(visual.brightness)) { renderChild(child, into: &$0) }
                } else {
                    renderChild(child, into: &context)
                }
            }
        }
    }

    private var enclosingScrollView: ScrollViewNode? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollViewNode { return scroll }
            node = current.parent
        }
        return nil
    }
}
