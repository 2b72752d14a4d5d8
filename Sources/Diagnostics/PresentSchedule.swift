import ScrollCore

/// The window's own refresh timeline, for renderers whose present does not wait for the display
/// (SDL's software renderer, and OpenGL where the driver has no swap interval — Mesa's llvmpipe
/// under Xvfb). The host waits until ``deadline(now:)`` and then presents, so frames leave at the
/// display's rate on a grid of exact refresh periods.
///
/// Why not SDL's own: with vsync asked for and no driver support, SDL 2.26's
/// `SDL_RenderPresent` simulates it (`SDL_SimulateRenderVSync` in `SDL_render.c`): it sleeps with
/// `SDL_Delay` to a timeline of `1000 / refresh_rate` whole milliseconds read from `SDL_GetTicks`
/// — 16 ms at 60 Hz, a 62.5 Hz grid that drifts against a 16.667 ms refresh, with millisecond
/// jitter on every wait. Here the period is the display's own (`1 / refreshHz`) and the clock the
/// host's performance counter.
///
/// ## Rules
/// - The first present, and the first after an idle wait (``restart()``), goes out at once: a
///   gesture's first frame is shown as soon as it is drawn, and the grid starts there.
/// - Otherwise the deadline is the next tick of the grid after the last present's tick.
/// - A frame finished after its tick (it overran) presents at once and the grid keeps its phase:
///   the following frame aims at the first tick after that present, as a display would show it
///   at the next refresh. ``FramePacing`` counts the long interval as dropped frames.
///
/// Times are arguments (the host's clock), so tests drive it with a synthetic clock.
public struct PresentSchedule: Sendable {
    /// The refresh period the grid is spaced by.
    public let periodSeconds: Seconds
    /// The tick the last present was aimed at (nil: the next present starts the grid).
    public private(set) var lastTickSeconds: Seconds?

    public init(periodSeconds: Seconds) {
        self.periodSeconds = periodSeconds.isFinite && periodSeconds > 0 ? periodSeconds : 1.0 / 60
    }

    /// When to present the frame that is ready at `now`: `now` itself when it should go out at
    /// once (first frame, after idle, or late), else a later tick of the grid.
    public func deadline(now: Seconds) -> Seconds {
        guard let last = lastTickSeconds else { return now }
        let next = last + periodSeconds
        return now >= next ? now : next
    }

    /// Notes that the frame was presented at `timeSeconds` (at or after its ``deadline(now:)``):
    /// the grid's tick is the latest tick at or before it (the grid's phase is kept), or the
    /// present itself when the grid starts.
    public mutating func presented(at timeSeconds: Seconds) {
        guard let last = lastTickSeconds else { lastTickSeconds = timeSeconds; return }
        let periods = ((timeSeconds - last) / periodSeconds + 1e-6).rounded(.down)
        lastTickSeconds = last + max(1, periods) * periodSeconds
    }

    /// The loop went idle: the next present goes out at once and starts a new grid.
    public mutating func restart() { lastTickSeconds = nil }
}

/// Whether a driver that took a swap interval really waits for the refresh in its present: Mesa's
/// software GL under Xvfb may accept one and return at once, so frames would go out unpaced. The
/// host feeds it the presents; after ``sampleIntervals`` intervals (idle gaps left out) of which
/// more than half were shorter than half a refresh period, it says ``Verdict/doesNotWait`` (``presented(at:)`` returns true once),
/// and the host paces itself (``PresentSchedule``). A driver that waits gives intervals of a
/// whole period or more, whatever the frame's work.
public struct DriverVsyncCheck: Sendable {
    public enum Verdict: Equatable, Sendable { case undecided, waits, doesNotWait }
    /// Intervals looked at: half a second of frames at 60 Hz.
    public static let sampleIntervals = 30

    public let refreshPeriodSeconds: Seconds
    public private(set) var verdict = Verdict.undecided
    private var lastPresentSeconds: Seconds?
    private var counted = 0
    private var short = 0

    public init(refreshPeriodSeconds: Seconds) { self.refreshPeriodSeconds = refreshPeriodSeconds }

    /// Notes a present at `timeSeconds`; true on the one present that decides the driver does
    /// not wait (the host switches to its own pacing then), false before and after.
    public mutating func presented(at timeSeconds: Seconds) -> Bool {
        defer { lastPresentSeconds = timeSeconds }
        guard verdict == .undecided, let last = lastPresentSeconds else { return false }
        counted += 1
        if timeSeconds - last < refreshPeriodSeconds / 2 { short += 1 }
        guard counted >= Self.sampleIntervals else { return false }
        verdict = short * 2 > counted ? .doesNotWait : .waits
        return verdict == .doesNotWait
    }

    /// The loop waited for events: the next interval is not the driver's.
    public mutating func resumedAfterIdle() { lastPresentSeconds = nil }
}
