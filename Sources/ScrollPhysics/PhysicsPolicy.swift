import ScrollCore

/// What happens at the edges and after a release: the policy half of Flutter's split
/// (`ScrollPhysics` in `packages/flutter/lib/src/widgets/scroll_physics.dart`), as a value.
///
/// - ``applyUserOffset(_:to:metrics:)``: how a drag or precise-scroll delta moves the offset
///   (rubber band past an edge for iOS, clamped for Android).
/// - ``ballisticSimulation(position:velocity:metrics:)``: what runs after a release (a fling, a
///   spring back, or nothing).
public struct PhysicsPolicy: Sendable, Hashable {
    /// How the edges behave.
    public enum EdgeBehavior: Sendable, Hashable {
        /// iOS: drags past an edge follow the rubber band, flings bounce (``BouncingScrollSimulation``).
        case bounce
        /// Android: drags and flings stop at the edge (``ClampingScrollSimulation``).
        case clamp
    }

    /// iOS 6+ rubber-band constant: `kXNScrollViewElasticConstant = 0.55f` ("iOS 6 introduces a new
    /// formula…", `grp/XNAnimation XNScrollView.m`; write-up gist `originell/6961057`).
    public static let rubberBandCoefficient: Double = 0.55

    /// Flutter `kMaxFlingVelocity = 8000.0` (`gestures/constants.dart`): release speeds are clipped
    /// here too, so a bogus 1e9 pt/s never reaches a simulation.
    public static let defaultMaxFlingVelocity: PointsPerSecond = 8000

    public var edgeBehavior: EdgeBehavior
    /// Friction drag per second for bounce flings (see ``FrictionSimulation``).
    public var frictionDrag: Double
    /// The edge and spring-back spring.
    public var spring: SpringDescription
    public var maxFlingVelocity: PointsPerSecond
    /// Rest thresholds (Flutter `ScrollPhysics.toleranceFor` at dpr 1).
    public var tolerance: Tolerance

    public init(edgeBehavior: EdgeBehavior, frictionDrag: Double, spring: SpringDescription,
                maxFlingVelocity: PointsPerSecond = PhysicsPolicy.defaultMaxFlingVelocity, tolerance: Tolerance = .scroll) {
        self.edgeBehavior = edgeBehavior
        self.frictionDrag = frictionDrag
        self.spring = spring
        self.maxFlingVelocity = maxFlingVelocity
        self.tolerance = tolerance
    }

    public init(preset: PhysicsPreset) {
        switch preset {
        case .ios:
            self.init(edgeBehavior: .bounce, frictionDrag: FrictionSimulation.iosNormalDrag, spring: .bouncing)
        case .iosFast:
            self.init(edgeBehavior: .bounce, frictionDrag: FrictionSimulation.iosFastDrag, spring: .bouncingFast)
        case .android:
            // Flutter `ClampingScrollPhysics` springs back with the default `ScrollPhysics.spring`
            // (mass 0.5, stiffness 100, ratio 1.1) when released out of range.
            self.init(edgeBehavior: .clamp, frictionDrag: FrictionSimulation.iosNormalDrag, spring: .bouncing)
        }
    }

    // MARK: - Rubber band

    /// The displayed overscroll for an unconstrained overscroll `x ≥ 0` in a viewport of `d`:
    /// `b = (1 − 1/(x·c/d + 1))·d` (iOS 6+, `XNScrollView _elasticDistanceForDistance`).
    /// At d = 960: 100 → 52.02, 400 → 178.98 (references §6.2). `b < d` always; 0 when `d ≤ 0`.
    public static func rubberBand(overscroll x: Points, viewport d: Points, coefficient c: Double = rubberBandCoefficient) -> Points {
        guard d > 0, x > 0, x.isFinite else { return x.isInfinite && x > 0 && d > 0 ? d : 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// The inverse of ``rubberBand(overscroll:viewport:coefficient:)``: `x = b·d/(c·(d − b))`, with
    /// `b` capped just under `d` so the answer stays finite.
    public static func inverseRubberBand(displayed b: Points, viewport d: Points, coefficient c: Double = rubberBandCoefficient) -> Points {
        guard d > 0, b > 0, b.isFinite else { return 0 }
        let capped = min(b, d * (1 - 1e-9))
        return capped * d / (c * (d - capped))
    }

    // MARK: - User offsets

    /// The offset after a drag or precise-scroll `delta` from `offset`.
    ///
    /// `.bounce`: the offset is mapped back to its unconstrained value (the inverse rubber band past
    /// an edge), the delta is added, and the result is mapped forward again — so a continuous drag
    /// reproduces `b(x)` exactly, and a drag that starts in overscroll (a caught bounce) continues
    /// smoothly. `.clamp`: the offset stays in range; one already outside may only move toward it.
    public func applyUserOffset(_ delta: Points, to offset: Points, metrics: ScrollMetrics) -> Points {
        guard delta.isFinite, delta != 0 else { return offset }
        switch edgeBehavior {
        case .clamp:
            let low = min(metrics.minOffset, offset), high = max(metrics.maxOffset, offset)
            return (offset + delta).clamped(to: low...high)
        case .bounce:
            let d = metrics.viewportExtent
            let unconstrained: Points
            if offset < metrics.minOffset {
                unconstrained = metrics.minOffset - Self.inverseRubberBand(displayed: metrics.minOffset - offset, viewport: d)
            } else if offset > metrics.maxOffset {
                unconstrained = metrics.maxOffset + Self.inverseRubberBand(displayed: offset - metrics.maxOffset, viewport: d)
            } else {
                unconstrained = offset
            }
            let moved = unconstrained + delta
            if moved < metrics.minOffset {
                return metrics.minOffset - Self.rubberBand(overscroll: metrics.minOffset - moved, viewport: d)
            } else if moved > metrics.maxOffset {
                return metrics.maxOffset + Self.rubberBand(overscroll: moved - metrics.maxOffset, viewport: d)
            }
            return moved
        }
    }

    // MARK: - Ballistics

    /// `velocity` made finite and clipped to ``maxFlingVelocity``.
    public func clampedVelocity(_ velocity: PointsPerSecond) -> PointsPerSecond {
        guard velocity.isFinite else { return 0 }
        let limit = max(maxFlingVelocity, 0)
        return velocity.clamped(to: -limit...limit)
    }

    /// What runs after a release at `position` with `velocity` (Flutter
    /// `createBallisticSimulation`), or `nil` when the position should simply stop.
    ///
    /// - `.bounce` (Flutter `BouncingScrollPhysics`): a ``BouncingScrollSimulation`` when out of
    ///   range or `|v| ≥ tolerance.velocity`.
    /// - `.clamp` (Flutter `ClampingScrollPhysics`): out of range → a spring to the edge (velocity
    ///   kept only if it points back into range); at an edge moving outward, or `|v|` under the
    ///   tolerance → `nil`; else a ``ClampingScrollSimulation`` stopped at the edges.
    public func ballisticSimulation(position: Points, velocity: PointsPerSecond, metrics: ScrollMetrics) -> BallisticSimulation? {
        let velocity = clampedVelocity(velocity)
        let outOfRange = metrics.isOutOfRange(position)
        switch edgeBehavior {
        case .bounce:
            guard outOfRange || abs(velocity) >= tolerance.velocity else { return nil }
            return .bouncing(BouncingScrollSimulation(
                position: position, velocity: velocity,
                leadingExtent: metrics.minOffset, trailingExtent: metrics.maxOffset,
                spring: spring, drag: frictionDrag, tolerance: tolerance))
        case .clamp:
            if outOfRange {
                let edge = metrics.nearestEdge(to: position)
                let inward = (edge - position) * velocity > 0 ? velocity : 0
                return .spring(SpringSimulation(spring: spring, start: position, end: edge, velocity: inward, tolerance: tolerance))
            }
            if abs(velocity) < tolerance.velocity { return nil }
            if velocity > 0 && position >= metrics.maxOffset { return nil }
            if velocity < 0 && position <= metrics.minOffset { return nil }
            return .clamped(ClampingScrollSimulation(position: position, velocity: velocity),
                            leading: metrics.minOffset, trailing: metrics.maxOffset)
        }
    }
}
