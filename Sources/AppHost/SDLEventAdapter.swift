import CSDL2
import ScrollCore
import ScrollInput

/// The window's side of SDL's event queue: drains it once a frame and hands each event, translated
/// by ``SDLPlatform`` and stamped with its own time, to the frame loop. Kept out of
/// ``WindowRunner`` so the frame loop (waiting, pacing) and the input path (translation, event
/// times) change independently.
extension SDLPlatform {
    /// Polls every queued SDL event, translates it and passes the result to `deliver`, stamped
    /// with the event's own time on the host's clock (``SDLEventClock``); `time` is the host
    /// clock's reading when the frame began polling.
    /// - Returns: `quit` when SDL asked to quit (the window was closed; the rest of the queue is
    ///   left for the next call), and whether any event came at all (a window event that is not
    ///   input may still change what is shown, so the idle loop wakes for it).
    /// On X11 the smooth-scroll reader's wheel events (read while SDL pumped, stamped with the X
    /// server's time) are merged in by time.
    mutating func drainEvents(at time: Seconds, _ deliver: (TimedInputEvent) -> Void) -> (quit: Bool, sawEvents: Bool) {
        let sdlNow = SDL_GetTicks64()
        var event = SDL_Event()
        var polled: [TimedInputEvent] = []
        var quit = false
        var sawEvents = false
        while SDL_PollEvent(&event) != 0 {
            sawEvents = true
            if SDL_EventType(event.type) == SDL_QUIT { quit = true; break }
            guard let timed = timedEvent(event, polledAt: time, sdlNowMilliseconds: sdlNow) else { continue }
            polled.append(timed)
        }
        let smooth = x11SmoothScroll?.takeEvents(hostNow: time) ?? []
        // Both lists are in time order: merge them, SDL's first on a tie.
        var i = 0, j = 0
        while i < polled.count || j < smooth.count {
            if j == smooth.count || (i < polled.count && polled[i].timeSeconds <= smooth[j].timeSeconds) {
                deliver(polled[i]); i += 1
            } else {
                deliver(smooth[j]); j += 1
            }
        }
        return (quit, sawEvents || !smooth.isEmpty)
    }

    /// `event` translated and stamped with its own `timestamp` mapped onto the host clock, or nil
    /// when it is not input LazyScroll uses. `polledAt` and `sdlNowMilliseconds` are the host
    /// clock and `SDL_GetTicks64()` read together when polling began.
    public mutating func timedEvent(_ event: SDL_Event, polledAt time: Seconds, sdlNowMilliseconds: UInt64) -> TimedInputEvent? {
        let seconds = eventClock.hostSeconds(sdlTimestampMilliseconds: event.common.timestamp,
                                             sdlNowMilliseconds: sdlNowMilliseconds, hostNowSeconds: time)
        guard let input = translate(event, at: seconds) else { return nil }
        return TimedInputEvent(timeSeconds: seconds, event: input)
    }
}

/// Puts SDL's event times on the host's clock, so a drag's velocity comes from when its events
/// happened, not from which frame polled them (issue 14: stamped with the poll time, a 1000 pt/s
/// drag sampled at 1000 Hz released with no fling at 30 and 60 fps).
///
/// Every SDL event carries `timestamp`, `SDL_GetTicks()` when SDL queued it: milliseconds since
/// `SDL_Init`, 32 bits (it wraps after 49.7 days). The host's ``MonotonicClock`` and SDL's ticks
/// both run on `CLOCK_MONOTONIC`, so the two clocks differ by a constant: it is measured once, at
/// the first mapping, from a pair of readings taken together, and every event time is then
/// `timestamp / 1000 + offset`.
///
/// Two guards keep times usable by the stages: an event is never later than the poll that read
/// it (a millisecond-rounded timestamp can be up to 1 ms ahead of the frame's time), and never
/// earlier than the event before it.
///
/// What the timestamp can say depends on SDL's backend: SDL 2.26 stamps events when it reads them
/// from the display server (`SDL_PumpEvents`, called by `SDL_PollEvent` and `SDL_WaitEvent*`), so
/// events that queued up in the X server while the frame was busy share a time. XI2 events read
/// through the event filter carry the X server's own time instead (`X11SmoothScrollReader`).
public struct SDLEventClock: Sendable {
    /// Host seconds minus SDL seconds, fixed by the first mapping.
    public private(set) var offsetSeconds: Seconds?
    private var lastSeconds: Seconds = -.infinity

    public init() {}

    /// The host-clock time of an event stamped `timestamp` (SDL ms, 32 bits), given SDL's 64-bit
    /// ticks and the host clock read together now.
    public mutating func hostSeconds(sdlTimestampMilliseconds timestamp: UInt32, sdlNowMilliseconds now: UInt64,
                                     hostNowSeconds: Seconds) -> Seconds {
        let offset = offsetSeconds ?? (hostNowSeconds - Double(now) / 1000)
        offsetSeconds = offset
        // The event happened at or before `now`: widen its 32-bit stamp by the ticks since then
        // (wrapping arithmetic handles the 49.7-day roll-over).
        let age = UInt64(UInt32(truncatingIfNeeded: now) &- timestamp)
        let eventTicks = now >= age ? now - age : 0
        let seconds = min(Double(eventTicks) / 1000 + offset, hostNowSeconds)
        lastSeconds = max(lastSeconds, seconds)
        return lastSeconds
    }
}
