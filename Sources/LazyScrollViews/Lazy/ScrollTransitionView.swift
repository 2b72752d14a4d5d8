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
/// The effect a `scrollTransition` or `visualEffect` closure returns, built from the `effect` it
/// is given with `rotationEffect`, `rotation3DEffect`, `scaleEffect` (a number, `x:y:` or a
/// `CGSize`), `offset` (`x:y:` or a `CGSize`), `opacity`, `blur`, `brightness`, `contrast`,
/// `saturation`, `grayscale` and `hueRotation`; paint-only (layout is not changed), as SwiftUI's
/// `VisualEffect`. Differs: a struct where Apple's is a protocol; the shader effects
/// (`colorEffect`, `distortionEffect`, `layerEffect`) have no Metal to run on.
public typealias VisualEffect = ScrollEffects.VisualEffect

extension ScrollTransitionConfiguration {
    /// A transition that animates between phases with SwiftUI's `Animation` once the threshold
    /// is crossed — `ScrollTransitionConfiguration.animated(_:)`
    /// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animated(_:)):
    /// `.animated(.bouncy)`, `.animated(.easeInOut(duration: 0.4))`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
        .animated(ScrollTransitionAnimation(animation))
    }
    /// This configuration animating with SwiftUI's `Animation` —
    /// `ScrollTransitionConfiguration.animation(_:)`
    /// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animation(_:)).
    /// Only an animated configuration uses it (see the ScrollEffects method).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        self.animation(ScrollTransitionAnimation(animation))
    }
}

extension ScrollTransitionAnimation {
    /// `animation` over its duration: the eases as SwiftUI's Bézier curves (`UnitCurve`'s
    /// `.easeIn` 0.42, 0, 1, 1 and so on, where the view layer's `Animation.progress` uses
    /// cubic polynomials); a spring, as the critically damped spring of response = its duration
    /// (Apple's `Spring`: ω₀ = 2π / duration), `1 − (1 + ω₀t)e^(−ω₀t)`, the view layer's curve
    /// exactly. Differs: ScrollEffects' springs are critically damped, so a spring's bounce
    /// (`.bouncy`, `.snappy`) does not overshoot here.
    init(_ animation: Animation) {
        let duration = max(0, animation.durationSeconds)
        switch animation.curve {
        case .linear: self = .linear(duration: duration)
        case .easeIn: self = .timingCurve(.easeIn, duration: duration)
        case .easeOut: self = .timingCurve(.easeOut, duration: duration)
        case .easeInOut: self = .easeInOut(duration: duration)
        case .spring: self = .spring(response: duration)
        }
    }
}

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
        _EffectView(content: self, effect: .scrollTransition(ScrollTransition(configuration, axis: axis.map(coreAxis), transition: transition)))
    }

    /// With different configurations at the two edges.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (VisualEffect, ScrollTransitionPhase) -> VisualEffect)
        -> _EffectView<Self> {
        _EffectView(content: self, effect: .scrollTransition(ScrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing,
                                                                              axis: axis.map(coreAxis), transition: transition)))
    }
}

/// The stage's axis for a view axis (a free function: a `View` extension's static, referenced as
/// `Self.coreAxis`, captures the main-actor view's metatype, which cannot be sent to `Optional.map`).
private func coreAxis(_ axis: Axis) -> CoreAxis { axis == .horizontal ? .horizontal : .vertical }

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
        renderEffect(visual, child: child, into: &context)
    }

    /// Reports whether at least the observer's threshold of this view's frame is inside the
    /// enclosing scroll view's viewport, along its axis (outside a scroll view: drawn is visible).
    func observeScrollVisibility(_ observer: ScrollVisibilityObserver, context: RenderContext) {
        guard let scroll = enclosingScrollView, let viewport = scroll.paintingViewport else {
            observer.update(true, graph: graph)
            return
        }
        let local = frame.core
        let window = context.transform.isIdentity ? local : local.applying(context.transform)
        let vertical = scroll.axis == .vertical
        let (start, end) = vertical ? (window.minY, window.maxY) : (window.minX, window.maxX)
        let (low, high) = vertical ? (viewport.minY, viewport.maxY) : (viewport.minX, viewport.maxX)
        let length = end - start
        let shown = length > 0 ? max(0, min(end, high) - max(start, low)) / length : 0
        observer.update(length > 0 && shown >= observer.threshold, graph: graph)
    }

    /// The nearest scroll view around this view.
    var enclosingScrollView: ScrollViewNode? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollViewNode { return scroll }
            node = current.parent
        }
        return nil
    }
}

/// What `onScrollVisibilityChange` installs: the threshold, the action and the last state told.
@MainActor
final class ScrollVisibilityObserver {
    let threshold: Double
    let action: (Bool) -> Void
    private var isVisible = false
    init(threshold: Double, action: @escaping (Bool) -> Void) { self.threshold = threshold; self.action = action }

    /// A new value of the same view carries on from the last state told.
    func adopt(_ old: ScrollVisibilityObserver) { isVisible = old.isVisible }

    /// Queues the action (to run before the next frame's update) when the state changes.
    func update(_ visible: Bool, graph: ViewGraph) {
        guard visible != isVisible else { return }
        isVisible = visible
        let action = action
        graph.afterUpdate { action(visible) }
    }
}

extension View {
    /// Calls `action` with `true` when at least `threshold` of the view (along the scroll axis)
    /// is inside its scroll view's visible region, and with `false` when it no longer is —
    /// SwiftUI's `onScrollVisibilityChange(threshold:_:)`. Checked as the view is drawn, so
    /// scrolling evaluates no `body`; the action runs before the next frame's update.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> _EffectView<Self> {
        _EffectView(content: self, effect: .scrollVisibility(ScrollVisibilityObserver(threshold: threshold, action: action)))
    }
}
