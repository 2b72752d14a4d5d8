import Histogram
import ScrollCore

/// What reaches the screen: the interval between consecutive presents and the frames that missed
/// their refresh, for the window's report and the HUD.
///
/// A present that follows the previous one by more than ``dropThreshold`` refresh periods
/// (1.5, as Android's frame metrics and Chrome's `DroppedFrames` count a frame that missed its
/// vsync: the display showed the old frame for at least one more refresh) counts
/// `round(interval / period) − 1` dropped frames. An interval that starts at the end of an idle
/// wait (``resumedAfterIdle()``) is not counted: a window at rest is not dropping frames.
///
/// Times come from the host's clock as arguments, so tests drive it with a synthetic clock.
public struct FramePacing: Sendable {
    /// Intervals longer than this many refresh periods dropped frames.
    public static let dropThreshold = 1.5

    /// The display's refresh period (1/60 s unless the host knows better, e.g. from
    /// `SDL_GetCurrentDisplayMode`'s `refresh_rate`).
    public var refreshPeriodSeconds: Seconds
    /// Who waits for the refresh (`driver`, `host`, `none`), as the host says; the HUD shows it.
    public var pacedBy: String?
    /// Presents recorded.
    public private(set) var presents = 0
    /// Frames the display showed twice (or more) because no new frame was ready.
    public private(set) var droppedFrames = 0
    /// Present-to-present intervals counted (not the first present, nor one after an idle wait).
    public private(set) var intervals = 0
    /// The last interval, in seconds (0 before two presents).
    public private(set) var lastIntervalSeconds: Seconds = 0
    /// Whether the last present's interval was counted (false for the first present and the
    /// first after an idle wait).
    public private(set) var lastPresentWasCounted = false
    private var lastPresentSeconds: Seconds?
    private var histogram = Histogram<UInt64>(lowestDiscernibleValue: 1, highestTrackableValue: 10_000_000,
                                              numberOfSignificantValueDigits: .three)
    /// The host's waits for its refresh timeline (``PresentSchedule``), one per present it paced.
    private var waits = Histogram<UInt64>(lowestDiscernibleValue: 1, highestTrackableValue: 10_000_000,
                                          numberOfSignificantValueDigits: .three)

    public init(refreshPeriodSeconds: Seconds = 1.0 / 60) {
        self.refreshPeriodSeconds = refreshPeriodSeconds.isFinite && refreshPeriodSeconds > 0 ? refreshPeriodSeconds : 1.0 / 60
    }

    /// Records a present that finished at `timeSeconds`.
    public mutating func presented(at timeSeconds: Seconds) {
        presents += 1
        lastPresentWasCounted = false
        defer { lastPresentSeconds = timeSeconds }
        guard let last = lastPresentSeconds, timeSeconds.isFinite else { return }
        lastPresentWasCounted = true
        let interval = max(0, timeSeconds - last)
        lastIntervalSeconds = interval
        intervals += 1
        _ = histogram.record(UInt64(max(1, min(interval * 1_000_000, 10_000_000)).rounded()))
        if interval > Self.dropThreshold * refreshPeriodSeconds {
            droppedFrames += max(1, Int((interval / refreshPeriodSeconds).rounded()) - 1)
        }
    }

    /// The loop waited for events with nothing to draw: the next present starts a new run of
    /// intervals instead of counting the wait as one long frame.
    public mutating func resumedAfterIdle() { lastPresentSeconds = nil }

    /// Records how long the host waited for its refresh timeline before a present (0: the frame
    /// was late, or the first of a run). Not part of any frame phase: the CPU was free.
    public mutating func waited(seconds: Seconds) {
        guard seconds.isFinite else { return }
        _ = waits.record(UInt64(max(0, min(seconds * 1_000_000, 10_000_000)).rounded()))
    }

    /// The present intervals' percentiles in milliseconds (zeros before two presents).
    public var intervalSummary: PercentileSummary { Self.summary(histogram) }

    /// The host's waits before presents in milliseconds (zeros when the driver paces, or vsync is off).
    public var waitSummary: PercentileSummary { Self.summary(waits) }

    private static func summary(_ histogram: Histogram<UInt64>) -> PercentileSummary {
        guard histogram.totalCount > 0 else { return PercentileSummary(p50: 0, p95: 0, p99: 0, max: 0, mean: 0) }
        func ms(_ us: UInt64) -> Double { (Double(us)).rounded() / 1000 }
        return PercentileSummary(p50: ms(histogram.valueAtPercentile(50)), p95: ms(histogram.valueAtPercentile(95)),
                                 p99: ms(histogram.valueAtPercentile(99)), max: ms(histogram.max),
                                 mean: (histogram.mean).rounded() / 1000)
    }
}

/// Whether the window's loop may stop drawing (issue "no work when nothing moves"): after
/// ``restFramesBeforeIdle`` consecutive frames with no input, no scroll view moving and the
/// scene's content unchanged, the loop is idle — it presents nothing and blocks in
/// `SDL_WaitEventTimeout` until input arrives (or ``wakeIntervalSeconds`` passes, to let a
/// scene's sleeping task or a replayed event in).
///
/// The host tells it about each frame it built; the policy itself reads no clock and no SDL, so
/// tests drive it with fake events and a synthetic clock.
public struct IdlePolicy: Sendable {
    /// Frames at rest before the loop goes idle: the first resting frame is drawn (it shows the
    /// final position), the second is drawn with the HUD saying "idle", then nothing.
    public static let restFramesBeforeIdle = 2
    /// The longest wait without an event: a `task` sleeping on the real clock is noticed within
    /// this (its content change wakes the loop), at the cost of one silent pipeline step.
    public static let wakeIntervalSeconds: Seconds = 0.25

    public private(set) var restFrames = 0
    /// Whether the loop waits for events instead of drawing.
    public var isIdle: Bool { restFrames >= Self.restFramesBeforeIdle }
    /// Whether the frame just built should be drawn and presented (false once idle and at rest).
    public private(set) var shouldPresent = true

    public init() {}

    /// Notes a built frame. `atRest`: no input this frame, no scroll view moving, and the scene's
    /// content identical to the last frame's. Returns whether to draw and present it.
    @discardableResult
    public mutating func frameBuilt(atRest: Bool) -> Bool {
        let wasIdle = isIdle
        restFrames = atRest ? restFrames + 1 : 0
        shouldPresent = !(wasIdle && atRest)
        return shouldPresent
    }

    /// How long to wait for an event before the next frame: nil when not idle (do not wait),
    /// else until the next scheduled event (a replayed trace line) or the wake interval.
    public func waitSeconds(now: Seconds, nextScheduledSeconds: Seconds?) -> Seconds? {
        guard isIdle else { return nil }
        let untilScheduled = nextScheduledSeconds.map { max(0, $0 - now) } ?? .infinity
        return min(Self.wakeIntervalSeconds, untilScheduled)
    }
}
