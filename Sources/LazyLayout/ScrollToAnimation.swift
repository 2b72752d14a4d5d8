import Foundation
import ScrollCore

/// An animated `scrollTo(id:anchor:)` that lands exactly even when the target and everything
/// before it were never measured — what Flutter never managed (flutter#12319) and Compose's
/// `animateScrollToItem` does by re-targeting and teleporting.
///
/// The offset follows an ease-in-out curve from the start toward a target that the host
/// re-estimates every frame (estimates sharpen as elements get measured on the way). When the
/// target is more than ``teleportViewports`` viewports away, the first frame jumps to within one
/// viewport of it (Compose's teleport) and the last viewport animates. At the end the host jumps
/// the engine's anchor to the element itself (``LazyStackLayout/jump(toElement:at:constraints:source:)``),
/// so the final frame is exact regardless of any estimate.
///
/// Time is an argument; the animation holds no clock.
public struct ScrollToAnimation: Sendable, Hashable {
    public var targetIndex: Int
    public var anchorPoint: ScrollAnchorPoint
    /// Set for `scrollTo(edge:)`: the animation ends with a jump to that edge instead of to the
    /// element (`targetIndex` is then the first or last element).
    public var edge: ScrollEdge?
    public private(set) var startOffset: Points
    public private(set) var startSeconds: Seconds
    public private(set) var durationSeconds: Seconds
    /// Farther than this many viewports, the animation teleports to one viewport short first.
    public static let teleportViewports: Double = 2

    /// - Parameters:
    ///   - from: the offset now; `estimatedTarget`: the offset the engine estimates for the target.
    public init(targetIndex: Int, anchorPoint: ScrollAnchorPoint, from offset: Points, estimatedTarget: Points,
                viewportExtent: Points, at timeSeconds: Seconds) {
        self.targetIndex = targetIndex
        self.anchorPoint = anchorPoint
        startSeconds = timeSeconds
        let viewport = max(1, viewportExtent.finiteOr(1))
        var start = offset.finiteOr(0)
        let distance = estimatedTarget.finiteOr(start) - start
        if abs(distance) > Self.teleportViewports * viewport {
            start = estimatedTarget - (distance > 0 ? viewport : -viewport)
        }
        startOffset = start
        durationSeconds = Self.duration(forDistance: estimatedTarget - start)
    }

    /// Flutter's programmatic smooth-scroll duration, `min(√|Δ|, 0.7·60) / 60` s (references §1.1,
    /// after Chromium's `ScrollOffsetAnimationCurve`): longer for longer distances, at most 0.7 s,
    /// and at least 0.1 s so short hops still read as motion.
    public static func duration(forDistance distance: Points) -> Seconds {
        max(0.1, min(abs(distance.finiteOr(0)).squareRoot(), 0.7 * 60) / 60)
    }

    /// Moves the start by a layout correction, so the animation keeps describing the same content
    /// positions (the target is re-estimated every frame anyway).
    public mutating func shift(by delta: Points) {
        startOffset += delta.finiteOr(0)
    }

    /// Whether the animation is over at `time` (the host then jumps to the element).
    public func isFinished(at time: Seconds) -> Bool { time - startSeconds >= durationSeconds }

    /// The offset at `time` toward `target`, the target as estimated this frame.
    public func offset(at time: Seconds, target: Points) -> Points {
        let u = ((time - startSeconds) / durationSeconds).finiteOr(1).clamped(to: 0...1)
        return startOffset + (target - startOffset) * Self.easeInOut(u)
    }

    /// The cubic ease-in-out (CSS `ease-in-out` shape, symmetric): 0 → 0, 1 → 1, zero slope at both ends.
    public static func easeInOut(_ u: Double) -> Double {
        u < 0.5 ? 4 * u * u * u : 1 - pow(-2 * u + 2, 3) / 2
    }
}
