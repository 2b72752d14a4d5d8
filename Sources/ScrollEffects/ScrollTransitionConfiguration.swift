import ScrollCore

/// How a ``ScrollTransition`` is applied as an element scrolls through the visible region:
/// SwiftUI's `ScrollTransitionConfiguration`
/// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration) — a mode
/// (interactive, animated or identity) plus the ``Threshold`` at which the element counts as
/// visible.
///
/// ```swift
/// ScrollTransition(.interactive) { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0.3) }
/// ScrollTransition(.animated.threshold(.visible(0.9))) { effect, phase in effect.scaleEffect(phase.isIdentity ? 1 : 0.75) }
/// ```
public struct ScrollTransitionConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// How the effect moves between phases.
    public enum Mode: Sendable, Hashable {
        /// The effect follows the scroll position continuously: the amount of the way from the
        /// edge phase's effect to the identity effect is `timingCurve` applied to the element's
        /// progress from just hidden (0) to the threshold (1).
        case interactive(timingCurve: UnitCurve)
        /// The phase changes only when the threshold is crossed; the effect then animates to the
        /// new phase's effect with `animation`.
        case animated(ScrollTransitionAnimation)
        /// The effect stays at the identity phase's.
        case identity
    }

    public var mode: Mode
    /// When the element counts as visible (reaches the identity phase). Default ``Threshold/visible``.
    public var threshold: Threshold

    public init(mode: Mode, threshold: Threshold = .visible) {
        self.mode = mode; self.threshold = threshold
    }

    /// Apple: "interactively interpolates the transition's effect as the view is scrolled into
    /// the visible region of the container", with the default `.easeInOut` curve
    /// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/interactive(timingcurve:)).
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(timingCurve: .easeInOut))
    /// `interactive` with another curve. Apple: "time zero corresponds to the view being just
    /// hidden, and time 1.0 corresponds to the point at which the view reaches the configuration
    /// threshold"; the curve runs backwards as the view leaves.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve: timingCurve))
    }
    /// Apple: "discretely animates the transition when the view becomes visible … the
    /// transition phase only changes once the threshold has been reached, at which time the given
    /// animation is used to animate to the new phase", with `Animation.default`
    /// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/animated(_:)).
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
    /// `animated` with another animation. (Disfavoured: the view layer offers the same names
    /// taking SwiftUI's `Animation`, which view code should pick.)
    @_disfavoredOverload
    public static func animated(_ animation: ScrollTransitionAnimation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }
    /// Apple: "does not change the appearance of the view".
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// A copy with the threshold set (Apple's `threshold(_:)`: "how much of the view must
    /// intersect with the container before it is treated as visible").
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self; copy.threshold = threshold; return copy
    }
    /// A copy that animates with `animation`. Only the animated mode uses it: SwiftUI also lets
    /// an interactive transition lag behind the scroll position with an animation, which
    /// LazyScroll does not implement.
    @_disfavoredOverload
    public func animation(_ animation: ScrollTransitionAnimation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .animated = mode { copy.mode = .animated(animation) }
        return copy
    }

    public var description: String {
        switch mode {
        case let .interactive(curve): return "interactive(\(curve)) threshold \(threshold)"
        case let .animated(animation): return "animated(\(animation)) threshold \(threshold)"
        case .identity: return "identity"
        }
    }

    /// A point in an element's progress through the container, from hidden (entirely outside) to
    /// visible: SwiftUI's `ScrollTransitionConfiguration.Threshold`
    /// (https://developer.apple.com/documentation/swiftui/scrolltransitionconfiguration/threshold),
    /// "a specific point in the progression of a target view within a container from hidden
    /// (fully outside the container) to visible".
    ///
    /// LazyScroll measures that progression as the element's *penetration*: how far, along the
    /// scroll axis, its far edge has moved into the viewport past the edge it enters (or leaves)
    /// by. With `e` the element's extent and `V` the viewport's, a threshold is met at
    /// penetration
    ///
    ///     required = visibleAmount · min(e, V) + centeredWeight · (V + e) / 2 + inset
    ///
    /// - ``visible(_:)`` with amount `a`: `a · e` — the fraction `a` of the element is inside
    ///   (Apple: "zero is fully hidden, and one is fully visible"). For an element longer than the
    ///   viewport "fully visible" means "fills the viewport" (`min(e, V)`), so it can still reach
    ///   its identity phase — a LazyScroll choice; Apple does not say.
    /// - ``hidden``: 0 — identity as soon as any of it is inside.
    /// - ``centered``: `(V + e) / 2` — the element's centre is at the viewport's centre.
    /// - ``inset(by:)`` adds to `required`: Apple: "met when the target view is closer to the
    ///   center of the container by `distance`".
    /// - ``interpolated(towards:amount:)`` blends the two terms linearly.
    public struct Threshold: Sendable, Hashable, CustomStringConvertible {
        /// Weight of `min(e, V)`.
        public private(set) var visibleAmount: Double
        /// Weight of `(V + e) / 2`.
        public private(set) var centeredWeight: Double
        /// Points added to the required penetration.
        public private(set) var inset: Points

        init(visibleAmount: Double, centeredWeight: Double, inset: Points) {
            self.visibleAmount = visibleAmount; self.centeredWeight = centeredWeight; self.inset = inset
        }

        /// Apple: "visible by the given amount, where zero is fully hidden, and one is fully
        /// visible … Values less than zero or greater than one are clamped."
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visibleAmount: amount.finiteOr(1).clamped(to: 0...1), centeredWeight: 0, inset: 0)
        }
        /// Fully visible: `visible(1)`. The default.
        public static let visible = Threshold.visible(1)
        /// Fully hidden: `visible(0)`; the element is at identity whenever any of it is inside.
        public static let hidden = Threshold.visible(0)
        /// Apple: "The target view is centered within the container." Identity only at the centre.
        public static let centered = Threshold(visibleAmount: 0, centeredWeight: 1, inset: 0)

        /// Apple: "met when the target view is closer to the center of the container by
        /// `distance`. Use negative values to move the threshold away from the center."
        public func inset(by distance: Points) -> Threshold {
            Threshold(visibleAmount: visibleAmount, centeredWeight: centeredWeight, inset: inset + distance.finiteOr(0))
        }
        /// Apple: "combines this threshold value with another threshold, interpolated by the given
        /// amount … zero is equal to this threshold, 1.0 is equal to `other`".
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.finiteOr(0)
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Threshold(visibleAmount: mix(visibleAmount, other.visibleAmount),
                             centeredWeight: mix(centeredWeight, other.centeredWeight), inset: mix(inset, other.inset))
        }

        /// The penetration, in points, at which an element of `elementExtent` in a viewport of
        /// `viewportExtent` meets the threshold (see the type's formula).
        public func requiredPenetration(elementExtent e: Points, viewportExtent v: Points) -> Points {
            visibleAmount * min(e, v) + centeredWeight * (v + e) / 2 + inset
        }

        public var description: String {
            var terms: [String] = []
            if visibleAmount != 0 || centeredWeight == 0 { terms.append(visibleAmount == 1 ? "visible" : visibleAmount == 0 ? "hidden" : "visible(\(visibleAmount.shortDescription))") }
            if centeredWeight != 0 { terms.append(centeredWeight == 1 ? "centered" : "centered×\(centeredWeight.shortDescription)") }
            if inset != 0 { terms.append("inset \(inset.shortDescription)") }
            return terms.joined(separator: " + ")
        }
    }
}
