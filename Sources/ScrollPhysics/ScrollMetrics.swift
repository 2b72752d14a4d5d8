import ScrollCore

/// The scrollable range and viewport of one axis, as layout reports it: Flutter's
/// `FixedScrollMetrics` reduced to what physics needs.
///
/// Invariants (enforced by ``sanitized``, which ``ScrollPhysicsPosition`` applies to everything it is
/// given): every field finite, `maxOffset >= minOffset` (content shorter than the viewport has
/// `maxOffset == minOffset`), `viewportExtent >= 0`.
public struct ScrollMetrics: Sendable, Hashable, CustomStringConvertible {
    /// The smallest in-range offset (usually 0). Below it is leading overscroll.
    public var minOffset: Points
    /// The largest in-range offset (content extent − viewport extent, at least `minOffset`).
    public var maxOffset: Points
    /// The viewport's length along the axis, points. The rubber band and page steps scale with it.
    public var viewportExtent: Points

    public init(minOffset: Points, maxOffset: Points, viewportExtent: Points) {
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.viewportExtent = viewportExtent
    }

    /// Metrics for content of `contentExtent` points in a viewport of `viewportExtent` points,
    /// starting at offset 0.
    public static func content(extent contentExtent: Points, viewport viewportExtent: Points) -> ScrollMetrics {
        ScrollMetrics(minOffset: 0, maxOffset: max(contentExtent - viewportExtent, 0), viewportExtent: viewportExtent).sanitized
    }

    /// A copy with the invariants restored: non-finite values become 0 (or `minOffset`), a
    /// `maxOffset` below `minOffset` becomes `minOffset`, a negative viewport becomes 0.
    public var sanitized: ScrollMetrics {
        let low = minOffset.finiteOr(0)
        let high = max(maxOffset.finiteOr(low), low)
        let viewport = max(viewportExtent.finiteOr(0), 0)
        return ScrollMetrics(minOffset: low, maxOffset: high, viewportExtent: viewport)
    }

    /// `minOffset...maxOffset`.
    public var range: ClosedRange<Points> { minOffset...max(maxOffset, minOffset) }
    /// `offset` clamped into ``range``.
    public func clamp(_ offset: Points) -> Points { offset.clamped(to: range) }
    /// Whether `offset` is overscrolled past either edge.
    public func isOutOfRange(_ offset: Points) -> Bool { offset < minOffset || offset > maxOffset }
    /// The nearest in-range offset to `offset` (the edge a spring-back goes to).
    public func nearestEdge(to offset: Points) -> Points { clamp(offset) }

    public var description: String {
        "[\(minOffset.shortDescription)…\(maxOffset.shortDescription)] viewport \(viewportExtent.shortDescription)"
    }
}
