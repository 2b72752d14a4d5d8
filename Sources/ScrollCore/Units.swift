/// Units and the one sign convention every LazyScroll module follows.
///
/// - Distances are in **points** (SwiftUI's pt, Flutter's logical pixels, Android's dp). The
///   renderer alone multiplies by the display scale to get device pixels.
/// - Times are in **seconds** since the host's clock started; only the host reads a clock.
/// - Velocities are in **points per second**.
///
/// ## Sign convention (written once, referred to everywhere)
/// A scroll *offset* is the distance from the start of the content to the leading edge of the
/// viewport (top for vertical stacks, left for horizontal ones). It **grows as the content moves
/// toward the leading edge** — scrolling "down" a vertical list increases the offset. A positive
/// velocity means the offset is growing. Offsets below `minOffset` or above `maxOffset` are
/// overscroll.
public typealias Points = Double

/// Seconds; see ``Points`` for the unit conventions.
public typealias Seconds = Double

/// Points per second; positive means the scroll offset grows (see ``Points``).
public typealias PointsPerSecond = Double

extension Double {
    /// `self` clamped into `range`.
    @inlinable
    public func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// `self` if it is finite, otherwise `fallback` — the guard every value crossing a stage
    /// boundary goes through, so a NaN or an infinity never reaches a scroll offset.
    @inlinable
    public func finiteOr(_ fallback: Double) -> Double {
        isFinite ? self : fallback
    }
}
