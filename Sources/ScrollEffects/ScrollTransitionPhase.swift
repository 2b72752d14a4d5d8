import ScrollCore

/// The phase a ``ScrollTransition``'s closure is asked about: SwiftUI's `ScrollTransitionPhase`
/// (https://developer.apple.com/documentation/swiftui/scrolltransitionphase), "the phases that a
/// view transitions between when it scrolls among other views".
///
/// As in SwiftUI the phase is one of three cases and ``value`` is −1, 0 or 1; the continuous
/// position between them is a ``ScrollTransitionProgress``, and the effect in between is the
/// interpolation of the closure's effects at the two phases (see ``ScrollTransition``). For an
/// effect linear in `phase.value` — `rotationEffect(.degrees(phase.value * 20))` — that equals
/// the closure evaluated at the continuous ``ScrollTransitionProgress/value``.
public enum ScrollTransitionPhase: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Apple: "applied to a view that is about to move into the visible area at the top edge of a
    /// vertical scroll view, or the leading edge of a horizontal scroll view" — before the
    /// visible region (or leaving it that way).
    case topLeading
    /// Apple: "applied to a view that is in the visible area"; should show the steady state.
    case identity
    /// Apple: "about to move into the visible area at the bottom edge of a vertical scroll view,
    /// or the trailing edge of a horizontal scroll view" — past the visible region.
    case bottomTrailing

    /// Apple: "Returns -1.0 when in the topLeading phase, zero when in the identity phase, and 1.0
    /// when in the bottomTrailing phase."
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
    /// Whether this is the ``identity`` phase.
    public var isIdentity: Bool { self == .identity }

    public var description: String {
        switch self {
        case .topLeading: return "topLeading"
        case .identity: return "identity"
        case .bottomTrailing: return "bottomTrailing"
        }
    }
}

/// Where an element is in its scroll transition, computed purely from its frame, the viewport,
/// the axis and a threshold (architecture rule 8: a pure function of geometry).
///
/// - ``edge`` is the side the element is on: ``ScrollTransitionPhase/topLeading`` when its centre
///   is before the viewport's centre along the axis, ``ScrollTransitionPhase/bottomTrailing``
///   otherwise.
/// - ``fraction`` runs from 0 (entirely outside, "just hidden") to 1 (the threshold is met) as the
///   element's penetration past that edge grows toward
///   ``ScrollTransitionConfiguration/Threshold/requiredPenetration(elementExtent:viewportExtent:)``.
///
/// Obtain one with ``init(frame:viewport:axis:threshold:)``.
public struct ScrollTransitionProgress: Sendable, Hashable, CustomStringConvertible {
    /// The edge the element is entering or leaving by: `.topLeading` or `.bottomTrailing`.
    public var edge: ScrollTransitionPhase
    /// 0 when entirely outside the viewport, 1 once the threshold is met; linear in the
    /// penetration in between.
    public var fraction: Double

    public init(edge: ScrollTransitionPhase, fraction: Double) {
        self.edge = edge == .identity ? .bottomTrailing : edge
        self.fraction = fraction.finiteOr(1).clamped(to: 0...1)
    }

    /// The progress of an element whose frame is `frame` in a viewport whose visible region is
    /// `viewport` (both in the same coordinates, e.g. `PlacedElement.frame` and a rect at the
    /// origin of the viewport's size), scrolling along `axis`.
    ///
    /// Derivation, along the axis, with the viewport spanning `v0…v1` and the element `f0…f1`:
    /// the penetration past the trailing edge is `v1 − f0`, past the leading edge `f1 − v0`; they
    /// sum to `V + e`, so for thresholds up to the centre at most one is short of `required`.
    /// When `required ≤ 0` (``ScrollTransitionConfiguration/Threshold/hidden``) the fraction steps
    /// from 0 to 1 as soon as the penetration exceeds `required`.
    public init(frame: Rect, viewport: Rect, axis: Axis, threshold: ScrollTransitionConfiguration.Threshold) {
        let f0 = frame.mainMin(axis), f1 = frame.mainMax(axis)
        let v0 = viewport.mainMin(axis), v1 = viewport.mainMax(axis)
        let e = max(0, f1 - f0), vExtent = max(0, v1 - v0)
        let leadingSide = (f0 + f1) / 2 < (v0 + v1) / 2
        let penetration = leadingSide ? f1 - v0 : v1 - f0
        let required = threshold.requiredPenetration(elementExtent: e, viewportExtent: vExtent)
        let fraction: Double
        if required <= 0 {
            fraction = penetration > required ? 1 : 0
        } else {
            fraction = (penetration / required).clamped(to: 0...1)
        }
        self.init(edge: leadingSide ? .topLeading : .bottomTrailing, fraction: fraction)
    }

    /// The discrete phase: ``ScrollTransitionPhase/identity`` once the threshold is met,
    /// otherwise ``edge``. This is what an animated transition animates to.
    public var phase: ScrollTransitionPhase { fraction >= 1 ? .identity : edge }

    /// The continuous phase value in −1…1 with `timingCurve` applied: `edge.value · (1 −
    /// curve(fraction))` — −1 entirely before the leading edge, 0 at or past the threshold, 1
    /// entirely past the trailing edge. The curve runs forward as the element appears (time 0 =
    /// just hidden, 1 = threshold met) and backward as it leaves, as Apple documents for
    /// `interactive(timingCurve:)`.
    public func value(timingCurve: UnitCurve = .linear) -> Double {
        edge.value * (1 - timingCurve.value(at: fraction))
    }

    public var description: String { "\(phase) (\(edge) \(fraction.shortDescription))" }
}
