import DisplayList
import ScrollCore

/// A pure display-list builder for the physics overlay's live plot: scroll offset and velocity
/// over the last ``MotionHistory/windowSeconds``, newest on the right.
///
/// The offset is scaled to its own range in the window (so a 2 pt settle is as visible as a
/// 20 000 pt fling); the velocity is scaled symmetrically around a zero line. Samples are
/// thinned to one segment per ``minStepPoints`` of width, so the command count is bounded by the
/// plot's width, not the frame rate.
///
/// (A shared `TrajectoryPlot` was planned for Diagnostics; it was not there when this overlay
/// was written. Swap it in here when it lands.)
public struct MotionPlot: Sendable {
    public var minStepPoints: Points = 2
    public var lineWidth: Points = 1.5
    public init() {}

    /// The ranges the last ``draw(_:in:now:into:)`` used, for axis labels.
    public struct Ranges: Sendable, Hashable {
        public var offset: ClosedRange<Points>
        public var velocityMagnitude: PointsPerSecond
    }

    /// Appends the plot of `history` inside `rect` (a well, a zero line, the two series).
    @discardableResult
    public func draw(_ history: MotionHistory, in rect: Rect, now: Seconds, into list: inout DisplayList) -> Ranges {
        list.fill(rect, OverlayStyle.well)
        let samples = history.samples
        var low = Double.infinity, high = -Double.infinity, vmax: Double = 50
        for s in samples {
            low = min(low, s.offset); high = max(high, s.offset); vmax = max(vmax, abs(s.velocity))
        }
        if !(low.isFinite && high.isFinite) { low = 0; high = 1 }
        if high - low < 1 { let mid = (high + low) / 2; low = mid - 0.5; high = mid + 0.5 }
        let ranges = Ranges(offset: low...high, velocityMagnitude: vmax)
        let inner = rect.insetBy(dx: 0, dy: 4)
        let zeroY = (inner.midY).rounded()
        list.fill(Rect(x: rect.minX, y: zeroY, width: rect.width, height: 1), OverlayStyle.separator)
        guard samples.count >= 2 else { return ranges }

        func x(_ t: Seconds) -> Points { rect.maxX - (now - t) / history.windowSeconds * rect.width }
        func offsetY(_ v: Points) -> Points { inner.maxY - (v - low) / (high - low) * inner.height }
        func velocityY(_ v: PointsPerSecond) -> Points { inner.midY - v / vmax * inner.height / 2 }

        list.append(.pushClip(rect))
        for series in 0..<2 {
            let color = series == 0 ? OverlayStyle.offsetSeries : OverlayStyle.velocitySeries
            var previous: Point?
            for (i, s) in samples.enumerated() {
                let p = Point(x: x(s.timeSeconds), y: series == 0 ? offsetY(s.offset) : velocityY(s.velocity))
                guard let prev = previous else { previous = p; continue }
                if p.x - prev.x < minStepPoints && i != samples.count - 1 { continue }
                list.append(.line(from: prev, to: p, color, lineWidth: lineWidth))
                previous = p
            }
        }
        list.append(.popClip)
        return ranges
    }
}
