/// The time of one frame, made only by the host's frame clock (or a test's virtual clock) and
/// passed down as an argument: no other module reads a clock, so every run can be replayed.
public struct FrameTime: Sendable, Hashable, CustomStringConvertible {
    /// 0 for the first frame.
    public var index: Int
    /// Seconds since the run started.
    public var timeSeconds: Seconds
    /// Seconds since the previous frame (0 on the first frame).
    public var deltaSeconds: Seconds

    public init(index: Int, timeSeconds: Seconds, deltaSeconds: Seconds) {
        self.index = index
        self.timeSeconds = timeSeconds
        self.deltaSeconds = deltaSeconds
    }

    /// Frame `index` of a run at a constant `framesPerSecond`: frame 0 is at t = 0.
    public static func fixedRate(index: Int, framesPerSecond: Double) -> FrameTime {
        let dt = 1 / framesPerSecond
        return FrameTime(index: index, timeSeconds: Double(index) * dt, deltaSeconds: index == 0 ? 0 : dt)
    }

    public var description: String { "frame \(index) @ \(timeSeconds.shortDescription) s" }
}
