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

    /// Flutter `BouncingScrollPhysics.dragStartDistanceMotionThreshold = 3.5`: "Eyeballed … to
    /// counter … unintended scroll from … lifting the finger" (`scroll_physics.dart`).
    public static let bouncingDragStartMotionThresholdPoints: Points = 3.5

    /// How a snapping policy picks the snap offset a release settles on.
    public enum SnapSelection: Sendable, Hashable {
        /// One snap offset per fling: a release faster than the rest tolerance goes to the next
        /// snap offset in its direction from where it was released, however hard the fling; a
        /// slower one to the nearest. Flutter `PageScrollPhysics._getTargetPixels` (`page ± 0.5`
        /// when `|v| > tolerance.velocity`, then `round`) and UIKit's `isPagingEnabled`, which
        /// turns one page per flick.
        case adjacent
        /// The snap offset nearest the release's projected end point (WWDC18 "Designing Fluid
        /// Interfaces"; CSS `scroll-snap-type: mandatory`, where a hard fling may cross several
        /// snap positions), but at least the next one in the fling's direction.
        case projectedNearest
    }

    /// Flutter `kMinFlingVelocity = 50.0` (`gestures/constants.dart`), which `ScrollPhysics` and so
    /// `ClampingScrollPhysics` (Android) use as `minFlingVelocity`.
    public static let clampingMinFlingVelocity: PointsPerSecond = 50
    /// Flutter `BouncingScrollPhysics.minFlingVelocity = kMinFlingVelocity * 2.0 = 100`: "Bouncing
    /// scroll physics decelerates more slowly than clamping … so we require a more deliberate
    /// input gesture" (`scroll_physics.dart`).
    public static let bouncingMinFlingVelocity: PointsPerSecond = 100

    public var edgeBehavior: EdgeBehavior
    /// Friction drag per second for bounce flings (see ``FrictionSimulation``); also the law a
    /// snapping policy projects a release's end point with.
    public var frictionDrag: Double
    /// The edge and spring-back spring.
    public var spring: SpringDescription
    public var maxFlingVelocity: PointsPerSecond
    /// Rest thresholds (Flutter `ScrollPhysics.toleranceFor` at dpr 1).
    public var tolerance: Tolerance
    /// Whether a drag that catches a fling and flings again in the same direction adds
    /// ``carriedMomentum(_:)`` (iOS momentum build-up; see ``DragMomentumController``).
    public var carriesMomentum: Bool
    /// A pointer drag (not a touchpad stream) moves the content only after this much travel
    /// since it started or last stopped for 50 ms; `nil` for none (Flutter:
    /// `dragStartDistanceMotionThreshold`, set by `BouncingScrollPhysics` only).
    public var dragStartMotionThresholdPoints: Points?
    /// Whether releases settle on snap offsets (``ScrollSnapTargets``) and animated steps move
    /// between them (``PhysicsPreset/paging``).
    public var settlesOnSnapTargets: Bool
    /// Which snap offset a release settles on when ``settlesOnSnapTargets``: one per fling by
    /// default (``SnapSelection/adjacent``), or the one nearest the projected end.
    public var snapSelection: SnapSelection
    /// A release (a drag's or a touchpad stream's end) slower than this — strictly, as Flutter's
    /// `isFlingGesture` compares `|v| > minFlingVelocity` — carries no velocity: the content stops
    /// where it was released, or springs back, or (paging) settles on the nearest snap offset.
    /// 100 pt/s for the iOS presets, 50 for Android (``bouncingMinFlingVelocity``,
    /// ``clampingMinFlingVelocity``).
    public var minFlingVelocity: PointsPerSecond

    public init(edgeBehavior: EdgeBehavior, frictionDrag: Double, spring: SpringDescription,
                maxFlingVelocity: PointsPerSecond = PhysicsPolicy.defaultMaxFlingVelocity, tolerance: Tolerance = .scroll,
                carriesMomentum: Bool = false, dragStartMotionThresholdPoints: Points? = nil, settlesOnSnapTargets: Bool = false,
                snapSelection: SnapSelection = .adjacent, minFlingVelocity: PointsPerSecond? = nil) {
        self.edgeBehavior = edgeBehavior
        self.frictionDrag = frictionDrag
        self.spring = spring
        self.maxFlingVelocity = maxFlingVelocity
        self.tolerance = tolerance
        self.carriesMomentum = carriesMomentum
        self.dragStartMotionThresholdPoints = dragStartMotionThresholdPoints
        self.settlesOnSnapTargets = settlesOnSnapTargets
        self.snapSelection = snapSelection
        self.minFlingVelocity = minFlingVelocity
            ?? (edgeBehavior == .bounce ? Self.bouncingMinFlingVelocity : Self.clampingMinFlingVelocity)
    }

    public init(preset: PhysicsPreset) {
        let threshold = Self.bouncingDragStartMotionThresholdPoints
        switch preset {
        case .ios:
            self.init(edgeBehavior: .bounce, frictionDrag: FrictionSimulation.iosNormalDrag, spring: .bouncing,
                      carriesMomentum: true, dragStartMotionThresholdPoints: threshold)
        case .iosFast:
            self.init(edgeBehavior: .bounce, frictionDrag: FrictionSimulation.iosFastDrag, spring: .bouncingFast,
                      carriesMomentum: true, dragStartMotionThresholdPoints: threshold)
        case .paging:
            // UIScrollView paging bounces at the ends like any iOS scroll view but does not build
            // momentum across flicks (a fling turns pages, it does not race through them).
            self.init(edgeBehavior: .bounce, frictionDrag: FrictionSimulation.iosNormalDrag, spring: .bouncing,
                      dragStartMotionThresholdPoints: threshold, settlesOnSnapTargets: true)
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

    /// What a release at `velocity` flings with: 0 when `|velocity|` is not above
    /// ``minFlingVelocity`` (Flutter's recognizer then reports no fling), else `velocity`.
    public func flingVelocity(forRelease velocity: PointsPerSecond) -> PointsPerSecond {
        guard velocity.isFinite, abs(velocity) > max(0, minFlingVelocity) else { return 0 }
        return velocity
    }

    /// `velocity` made finite and clipped to ``maxFlingVelocity``: what a release may carry.
    public func clampedVelocity(_ velocity: PointsPerSecond) -> PointsPerSecond {
        guard velocity.isFinite else { return 0 }
        let limit = max(maxFlingVelocity, 0)
        return velocity.clamped(to: -limit...limit)
    }

    /// The fastest a ballistic simulation may start: ``maxFlingVelocity``, plus the largest
    /// ``carriedMomentum(_:)`` when momentum builds up (Flutter clips the *release* velocity in
    /// the gesture recognizer and adds the carried momentum after, in `ScrollDragController.end`).
    public var maxBallisticVelocity: PointsPerSecond {
        max(maxFlingVelocity, 0) + (carriesMomentum ? DragMomentumController.maxCarriedMomentum : 0)
    }

    /// Where a release at `position` with `velocity` would coast to under this policy's friction,
    /// ignoring edges: `x₀ − v/ln D` (the running ``FrictionSimulation``'s rest position). For iOS
    /// (0.998/ms) it is `v·0.4995 s`, within 0.1 % of WWDC18's `(v/1000)·d/(1 − d)` projection
    /// (references §1.2). Snapping picks its target nearest this point.
    public func projectedEndOffset(position: Points, velocity: PointsPerSecond) -> Points {
        FrictionSimulation(drag: frictionDrag, position: position, velocity: velocity).restPosition
    }

    /// Flutter `BouncingScrollPhysics.carriedMomentum`: `sign(v)·min(0.000816·|v|^1.967, 40000)`
    /// — what a caught fling of `velocity` adds to the next same-direction fling when
    /// ``carriesMomentum`` (see ``ScrollPhysicsPosition``'s drag handling).
    public static func carriedMomentum(_ velocity: PointsPerSecond) -> PointsPerSecond {
        DragMomentumController.carriedMomentum(velocity)
    }

    /// What runs after a release at `position` with `velocity` (Flutter
    /// `createBallisticSimulation`), or `nil` when the position should simply stop.
    ///
    /// - `.bounce` (Flutter `BouncingScrollPhysics`): a ``BouncingScrollSimulation`` when out of
    ///   range or `|v| ≥ tolerance.velocity`.
    /// - `.bounce` with ``settlesOnSnapTargets``: in range, a ``BallisticSimulation/snap(_:)`` to
    ///   the offset ``snapSelection`` picks from `snapTargets` (pages of one viewport when `nil`):
    ///   the adjacent one in the fling's direction, or the one nearest the projected end
    ///   (``ScrollSnapTargets/settlingOffset(position:velocity:projectedEnd:metrics:velocityThreshold:)``);
    ///   out of range, the bounce spring back to the edge (an edge is always a snap offset).
    /// - `.clamp` (Flutter `ClampingScrollPhysics`): out of range → a spring to the edge (velocity
    ///   kept only if it points back into range); at an edge moving outward, or `|v|` under the
    ///   tolerance → `nil`; else a ``ClampingScrollSimulation`` stopped at the edges.
    ///
    /// `velocity` is clipped to ``maxBallisticVelocity``.
    public func ballisticSimulation(position: Points, velocity: PointsPerSecond, metrics: ScrollMetrics,
                                    snapTargets: (any ScrollSnapTargets)? = nil, gestureStart: Points? = nil) -> BallisticSimulation? {
        let limit = maxBallisticVelocity
        let velocity = velocity.isFinite ? velocity.clamped(to: -limit...limit) : 0
        let outOfRange = metrics.isOutOfRange(position)
        switch edgeBehavior {
        case .bounce:
            if settlesOnSnapTargets, !outOfRange {
                return snapSimulation(position: position, velocity: velocity, metrics: metrics,
                                      targets: snapTargets ?? PageSnapTargets(metrics: metrics), gestureStart: gestureStart ?? position)
            }
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

    // MARK: - Snapping

    /// The ease that carries a release at `position`, `velocity` to its snap offset, or `nil` when
    /// it is already there.
    ///
    /// The curve is ``SmoothScrollSimulation``'s Hermite ease from `(x₀, v₀)` to `(target, 0)`. Its
    /// duration is `T = min(3|Δ|/|v₀|, T_prog(Δ))`: `3|Δ|/|v₀|` makes the initial slope
    /// `m = v₀·T/Δ = 3`, i.e. the ease-out cubic `1 − (1 − s)³`, which starts at exactly the release
    /// velocity and only decelerates; `T_prog = min(√|Δ|, 42)/60 s` is Chromium's programmatic
    /// duration (``SmoothScrollSimulation/DurationBehavior/deltaBased``), the cap for slow
    /// releases (and the whole rule for a release at rest, `m = 0`: ease-in-out).
    func snapSimulation(position: Points, velocity: PointsPerSecond, metrics: ScrollMetrics,
                        targets: any ScrollSnapTargets, gestureStart: Points) -> BallisticSimulation? {
        var target: Points
        let proposal = ScrollSnapProposal(kind: .release, position: position, velocity: velocity,
                                          projectedEnd: projectedEndOffset(position: position, velocity: velocity),
                                          gestureStart: gestureStart, velocityThreshold: tolerance.velocity, metrics: metrics)
        if let resting = targets.restingOffset(for: proposal) {
            target = metrics.clamp(resting.finiteOr(position))
        } else {
        switch snapSelection {
        case .adjacent:
            target = targets.adjacentOffset(position: position, velocity: velocity, metrics: metrics,
                                            velocityThreshold: tolerance.velocity)
        case .projectedNearest:
            let projected = projectedEndOffset(position: position, velocity: velocity)
            target = targets.settlingOffset(position: position, velocity: velocity, projectedEnd: projected,
                                            metrics: metrics, velocityThreshold: tolerance.velocity)
        }
        }
        let delta = target - position
        guard abs(delta) >= SmoothScrollSimulation.epsilon else { return nil }
        var duration = SmoothScrollSimulation.segmentDuration(for: delta, behavior: .deltaBased)
        if velocity * delta > 0 { duration = min(duration, 3 * abs(delta) / abs(velocity)) }
        return .snap(SmoothScrollSimulation(from: position, velocity: velocity, to: target, durationSeconds: duration))
    }
}
