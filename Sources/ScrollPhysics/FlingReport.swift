import Foundation
import ScrollCore

/// One point of a scroll trajectory: the offset and velocity at a time (seconds since the motion
/// started). What `lazyscroll physics` prints and what a trajectory plot draws.
public struct TrajectorySample: Sendable, Hashable {
    public var t: Seconds
    public var offset: Points
    public var velocity: PointsPerSecond

    public init(t: Seconds, offset: Points, velocity: PointsPerSecond) {
        self.t = t
        self.offset = offset
        self.velocity = velocity
    }
}

/// A release simulated in isolation under one preset, sampled on a frame grid: the numbers behind
/// `lazyscroll physics` and its comparison plot.
///
/// - **Fling** (`overscrollPoints == nil`): a release at offset 0 with `velocity`, in content that
///   reaches 10⁷ pt either way (no edge is hit). Paging presets snap to pages of
///   `viewportPoints` starting at 0.
/// - **Spring-back** (`overscrollPoints = x`): a release `x` points past the leading edge (offset
///   `−x`) with `velocity`, in content starting at 0: the edge spring (iOS, paging) or the clamped
///   spring (Android, which keeps only an inward velocity) brings it back.
///
/// The release velocity is clipped as a drag's would be (``PhysicsPolicy/clampedVelocity(_:)``,
/// 8000 pt/s); ``velocity`` reports the clipped value. ``durationSeconds`` is when the
/// simulation says it is done (found to 1 µs), ``distance`` its rest position minus its start.
/// Samples are at `i / framesPerSecond` from 0 through the first frame at or after the end, so
/// the last sample shows the rest.
public struct FlingReport: Sendable, Hashable {
    /// Content reaching this far on both sides of the start never stops a fling (Android's
    /// fastest, 8000 pt/s, travels 7186.4 pt).
    public static let unboundedExtentPoints: Points = 1e7
    /// A simulation still running after this long is cut here (none of ours comes close: iOS
    /// 8000 pt/s rests at 4.49 s).
    public static let maxDurationSeconds: Seconds = 60

    public let preset: PhysicsPreset
    public let velocity: PointsPerSecond
    public let framesPerSecond: Double
    public let viewportPoints: Points
    public let overscrollPoints: Points?
    public let distance: Points
    public let durationSeconds: Seconds
    public let samples: [TrajectorySample]

    /// Simulates and samples one release. Non-finite or out-of-range arguments are repaired
    /// (velocity 0, fps clamped to 1…1000, viewport ≥ 0, overscroll ≥ 0); the command validates
    /// them first and reports bad ones to the user.
    public init(preset: PhysicsPreset, velocity: PointsPerSecond, framesPerSecond: Double = 60,
                viewportPoints: Points = 800, overscrollPoints: Points? = nil) {
        let policy = PhysicsPolicy(preset: preset)
        let velocity = policy.clampedVelocity(velocity.finiteOr(0))
        let fps = framesPerSecond.isFinite ? framesPerSecond.clamped(to: 1...1000) : 60
        let viewport = max(viewportPoints.finiteOr(800), 0)
        let overscroll = overscrollPoints.map { max($0.finiteOr(0), 0) }
        self.preset = preset
        self.velocity = velocity
        self.framesPerSecond = fps
        self.viewportPoints = viewport
        self.overscrollPoints = overscroll

        let start: Points
        let metrics: ScrollMetrics
        if let overscroll {
            start = -overscroll
            metrics = ScrollMetrics(minOffset: 0, maxOffset: Self.unboundedExtentPoints, viewportExtent: viewport)
        } else {
            start = 0
            metrics = ScrollMetrics(minOffset: -Self.unboundedExtentPoints, maxOffset: Self.unboundedExtentPoints, viewportExtent: viewport)
        }
        let simulation = policy.ballisticSimulation(position: start, velocity: velocity, metrics: metrics,
                                                    snapTargets: PageSnapTargets(pageExtent: viewport, origin: 0))
        guard let simulation else {
            distance = 0
            durationSeconds = 0
            samples = [TrajectorySample(t: 0, offset: start, velocity: 0)]
            return
        }
        let duration = Self.doneTime(of: simulation)
        durationSeconds = duration
        distance = simulation.restPosition - start
        var samples: [TrajectorySample] = []
        var frame = 0
        while true {
            let t = Double(frame) / fps
            if t >= duration {
                samples.append(TrajectorySample(t: t, offset: simulation.restPosition, velocity: 0))
                break
            }
            samples.append(TrajectorySample(t: t, offset: simulation.position(at: t), velocity: simulation.velocity(at: t)))
            frame += 1
        }
        self.samples = samples
    }

    /// The first time `simulation` is done: 1 ms steps, then bisection to 1 µs.
    static func doneTime(of simulation: BallisticSimulation) -> Seconds {
        if simulation.isDone(at: 0) { return 0 }
        let step = 0.001
        var previous = 0.0
        var t = step
        while t < maxDurationSeconds, !simulation.isDone(at: t) {
            previous = t
            t += step
        }
        guard t < maxDurationSeconds else { return maxDurationSeconds }
        var low = previous, high = t
        while high - low > 1e-6 {
            let mid = (low + high) / 2
            if simulation.isDone(at: mid) { high = mid } else { low = mid }
        }
        return high
    }

    /// The report as one JSON object (keys in a fixed order; numbers with up to 4 decimals):
    /// `{"preset","velocity","distance","durationSeconds","framesPerSecond","viewport","overscroll","samples":[{"t","offset","velocity"}…]}`.
    public func json() -> String {
        var out = "{\"preset\":\"\(preset.rawValue)\",\"velocity\":\(Self.number(velocity))"
        out += ",\"distance\":\(Self.number(distance)),\"durationSeconds\":\(Self.number(durationSeconds))"
        out += ",\"framesPerSecond\":\(Self.number(framesPerSecond)),\"viewport\":\(Self.number(viewportPoints))"
        out += ",\"overscroll\":\(overscrollPoints.map(Self.number) ?? "null"),\"samples\":["
        for (i, sample) in samples.enumerated() {
            if i > 0 { out += "," }
            out += "{\"t\":\(Self.number(sample.t)),\"offset\":\(Self.number(sample.offset)),\"velocity\":\(Self.number(sample.velocity))}"
        }
        return out + "]}"
    }

    /// A JSON number with at most 4 decimals and no trailing zeros ("1498.4992", "0", "-12.5").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
