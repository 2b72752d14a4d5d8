import ScrollCore

/// The offsets a paging scroll may come to rest at: page boundaries, or the leading edges of the
/// items layout has placed (SwiftUI's `scrollTargetBehavior(.paging)` / `.viewAligned`, CSS
/// `scroll-snap-type: y mandatory` with `scroll-snap-align: start`).
///
/// Layout gives a ``ScrollPhysicsPosition`` one through ``ScrollPhysicsPosition/snapTargets``; without one a
/// ``PhysicsPreset/paging`` position uses ``PageSnapTargets`` (one page = the viewport extent).
/// The content's two ends, `minOffset` and `maxOffset`, are always snap offsets too, so the last
/// (partial) page can be reached.
///
/// A conformer answers one question, cheaply, for any offset (even far outside the content):
/// which snap offsets lie on either side of it. Everything else (nearest, next in a direction,
/// where a fling settles) is built on that in the extension below.
public protocol ScrollSnapTargets: Sendable {
    /// The snap offsets around `offset`: the greatest one `≤ offset` and the least one `> offset`,
    /// `nil` where there is none. `offset` is finite.
    func snapOffsets(around offset: Points) -> (atOrBefore: Points?, after: Points?)

    /// Where a release (or an animated step) comes to rest, decided by the targets themselves
    /// rather than by the policy's ``PhysicsPolicy/SnapSelection`` — SwiftUI's
    /// `ScrollTargetBehavior.updateTarget(_:context:)`, which sees where the gesture began,
    /// where it would coast to and how fast it went. `nil` (the default): the policy picks from
    /// ``snapOffsets(around:)``. The result is clamped into range by the caller.
    func restingOffset(for proposal: ScrollSnapProposal) -> Points?
}

extension ScrollSnapTargets {
    public func restingOffset(for proposal: ScrollSnapProposal) -> Points? { nil }
}

/// What a scroll view knows when a release or a step must come to rest: the question a
/// ``ScrollSnapTargets/restingOffset(for:)`` answers (SwiftUI's `ScrollTargetBehaviorContext`
/// and the proposed `ScrollTarget`, along one axis, in content offsets).
public struct ScrollSnapProposal: Sendable, Hashable {
    /// A release ends a drag or touchpad stream (it may fling); a step is an animated scroll by
    /// a wheel detent or a key (no velocity).
    public enum Kind: Sendable, Hashable { case release, step }
    /// A release or a step.
    public var kind: Kind
    /// Where the content is now (a step: where the step starts from).
    public var position: Points
    /// The release velocity (0 for a step), points per second, positive toward the end.
    public var velocity: PointsPerSecond
    /// Where the motion would come to rest unsnapped: the friction's projection of the release
    /// (``PhysicsPolicy/projectedEndOffset(position:velocity:)``), or the step's end.
    public var projectedEnd: Points
    /// The offset when the gesture began (the pointer went down, the stream started): SwiftUI's
    /// `originalTarget`.
    public var gestureStart: Points
    /// Velocities above this are a deliberate flick (the policy's tolerance).
    public var velocityThreshold: PointsPerSecond
    /// The offset range and viewport.
    public var metrics: ScrollMetrics

    /// A proposal of each value.
    public init(kind: Kind, position: Points, velocity: PointsPerSecond, projectedEnd: Points, gestureStart: Points,
                velocityThreshold: PointsPerSecond, metrics: ScrollMetrics) {
        self.kind = kind; self.position = position; self.velocity = velocity; self.projectedEnd = projectedEnd
        self.gestureStart = gestureStart; self.velocityThreshold = velocityThreshold; self.metrics = metrics
    }
}

/// Snap targets a scroll view's content decided this frame (the view layer's
/// `scrollTargetBehavior(_:)`: `.viewAligned` over its `scrollTargetLayout()`, or a behaviour
/// the app wrote), as a value a `ScrollBehavior` can hold: equal when `identity` is.
public struct ResolvedSnapTargets: Hashable, Sendable {
    /// Equal for targets resolved from the same layout pass of the same scroll view.
    public let identity: Int
    /// The targets the physics settles on.
    public let targets: any ScrollSnapTargets
    /// Targets `targets`, named by `identity`.
    public init(identity: Int, targets: any ScrollSnapTargets) { self.identity = identity; self.targets = targets }
    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// Page boundaries every `pageExtent` points from `origin`: UIScrollView's `isPagingEnabled`
/// (pages are the scroll view's bounds) and Flutter's `PageScrollPhysics` (pages are the viewport).
public struct PageSnapTargets: ScrollSnapTargets, Hashable {
    public var pageExtent: Points
    public var origin: Points

    public init(pageExtent: Points, origin: Points = 0) {
        self.pageExtent = pageExtent
        self.origin = origin.finiteOr(0)
    }

    /// Pages of one viewport starting at the content's start.
    public init(metrics: ScrollMetrics) {
        self.init(pageExtent: metrics.viewportExtent, origin: metrics.minOffset)
    }

    /// No pages (both `nil`) when `pageExtent` is not a positive finite number.
    public func snapOffsets(around offset: Points) -> (atOrBefore: Points?, after: Points?) {
        guard pageExtent > 0, pageExtent.isFinite, offset.isFinite else { return (nil, nil) }
        let index = ((offset - origin) / pageExtent).rounded(.down)
        let before = origin + index * pageExtent
        // Rounding can leave `before` a hair above `offset`; step back one page if so.
        if before > offset { return (before - pageExtent, before) }
        return (before, before + pageExtent)
    }
}

/// An explicit sorted list of snap offsets, e.g. the leading edges of a lazy stack's items as
/// layout reports them. Lookups are binary searches (O(log n)), so a list of 100 000 items is fine.
public struct OffsetSnapTargets: ScrollSnapTargets, Hashable {
    /// Sorted, finite, without duplicates.
    public let offsets: [Points]

    /// Non-finite offsets are dropped; the rest are sorted and de-duplicated.
    public init(_ offsets: some Sequence<Points>) {
        var sorted = offsets.filter(\.isFinite).sorted()
        var unique = 0
        for value in sorted where unique == 0 || sorted[unique - 1] != value {
            sorted[unique] = value
            unique += 1
        }
        sorted.removeLast(sorted.count - unique)
        self.offsets = sorted
    }

    public func snapOffsets(around offset: Points) -> (atOrBefore: Points?, after: Points?) {
        guard offset.isFinite, !offsets.isEmpty else { return (nil, nil) }
        // The first index whose offset is > `offset`.
        var low = 0, high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] > offset { high = mid } else { low = mid + 1 }
        }
        return (low > 0 ? offsets[low - 1] : nil, low < offsets.count ? offsets[low] : nil)
    }
}

extension ScrollSnapTargets {
    /// Points within which an offset counts as already *on* a snap offset when looking for the
    /// next one (ours: a rest snaps sub-point, see ``FrictionSimulation/restDistancePoints``).
    public static var onTargetSlackPoints: Points { 0.5 }

    /// The snap offset nearest `offset`, in range (the content's ends count as snap offsets).
    /// Ties go to the earlier offset.
    public func nearest(to offset: Points, in metrics: ScrollMetrics) -> Points {
        let point = metrics.clamp(offset.finiteOr(metrics.minOffset))
        let around = snapOffsets(around: point)
        var best = metrics.minOffset
        for candidate in [around.atOrBefore, around.after, metrics.maxOffset] {
            guard let candidate else { continue }
            let clamped = metrics.clamp(candidate)
            if abs(clamped - point) < abs(best - point) { best = clamped }
        }
        return best
    }

    /// The first snap offset beyond `offset` in `direction` (`> 0` forward, `< 0` backward) by more
    /// than ``onTargetSlackPoints``, in range; the content's end in that direction if none is.
    public func next(after offset: Points, direction: Double, in metrics: ScrollMetrics) -> Points {
        let offset = offset.finiteOr(metrics.minOffset)
        let slack = Self.onTargetSlackPoints
        if direction > 0 {
            let candidate = snapOffsets(around: offset + slack).after.map(metrics.clamp) ?? metrics.maxOffset
            return candidate > offset ? candidate : metrics.maxOffset
        } else {
            let candidate = snapOffsets(around: offset - slack).atOrBefore.map(metrics.clamp) ?? metrics.minOffset
            return candidate < offset ? candidate : metrics.minOffset
        }
    }

    /// Where a release at `position` moving at `velocity` comes to rest: the snap offset nearest
    /// the **projected end point** `projectedEnd` (WWDC18 "Designing Fluid Interfaces": project
    /// where the momentum would carry the content, then pick the target nearest that). A release
    /// faster than `velocityThreshold` always leaves the current snap offset in its direction
    /// (Flutter `PageScrollPhysics._getTargetPixels`: `page ± 0.5` when `|v| > tolerance.velocity`),
    /// so a short deliberate flick turns the page even when its projection falls short of halfway.
    public func settlingOffset(position: Points, velocity: PointsPerSecond, projectedEnd: Points,
                               metrics: ScrollMetrics, velocityThreshold: PointsPerSecond) -> Points {
        var target = nearest(to: projectedEnd, in: metrics)
        if velocity > velocityThreshold {
            target = max(target, next(after: position, direction: 1, in: metrics))
        } else if velocity < -velocityThreshold {
            target = min(target, next(after: position, direction: -1, in: metrics))
        }
        return target
    }

    /// Where a release at `position` comes to rest when a fling turns one page (or item) at a
    /// time: faster than `velocityThreshold`, the next snap offset in the fling's direction from
    /// `position` (more than ``onTargetSlackPoints`` away); slower, the nearest one. For pages of
    /// equal size this is Flutter's `PageScrollPhysics._getTargetPixels` — `round(page ± 0.5)` —
    /// and UIKit's paging: a flick at 3000 or at 8000 pt/s turns exactly one page.
    public func adjacentOffset(position: Points, velocity: PointsPerSecond, metrics: ScrollMetrics,
                               velocityThreshold: PointsPerSecond) -> Points {
        if velocity > velocityThreshold { return next(after: position, direction: 1, in: metrics) }
        if velocity < -velocityThreshold { return next(after: position, direction: -1, in: metrics) }
        return nearest(to: position, in: metrics)
    }

    /// Where an animated step of `delta` from `base` (a wheel detent, an arrow or page key) lands
    /// in a snapping scroller: the snap offset nearest `base + delta`, but at least the next one
    /// in the step's direction (CSS scroll snap, mandatory: a scroll that would end between snap
    /// positions goes on to one, in its direction).
    public func steppedOffset(from base: Points, by delta: Points, in metrics: ScrollMetrics) -> Points {
        guard delta != 0, delta.isFinite else { return metrics.clamp(base) }
        let nearestToRequest = nearest(to: base + delta, in: metrics)
        let next = next(after: base, direction: delta, in: metrics)
        return delta > 0 ? max(nearestToRequest, next) : min(nearestToRequest, next)
    }
}
