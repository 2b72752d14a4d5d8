import AppHost
import CSDL2
import ScrollCore
import ScrollInput
import Testing

/// Synthetic SDL events with known `timestamp`s, polled once per virtual frame: the times the
/// adapter gives them, and the fling the input stage computes from those times (issue 14, item 6).
@Suite("SDL event times reach the velocity tracker")
struct SDLEventTimeTests {
    /// Host clock = SDL ticks + 5.25 s (the host clock starts before SDL_Init in the window).
    static let hostMinusSDLSeconds = 5.25

    static func mouse(_ type: SDL_EventType, x: Int32, y: Int32, at milliseconds: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        switch type {
        case SDL_MOUSEMOTION:
            event.motion.timestamp = milliseconds
            event.motion.x = x; event.motion.y = y
        default:
            event.button.timestamp = milliseconds
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x; event.button.y = y
        }
        return event
    }

    /// A drag upward at 1000 pt/s sampled at 1000 Hz: down at 100 ms, one move per ms (1 pt each)
    /// for 150 ms, up 1 ms after the last move.
    static func drag(startMilliseconds: UInt32 = 100) -> [SDL_Event] {
        var events = [mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 400, at: startMilliseconds)]
        for i in 1...150 {
            events.append(mouse(SDL_MOUSEMOTION, x: 200, y: 400 - Int32(i), at: startMilliseconds + UInt32(i)))
        }
        events.append(mouse(SDL_MOUSEBUTTONUP, x: 200, y: 250, at: startMilliseconds + 151))
        return events
    }

    /// Polls `events` as the window does at `fps`: each frame reads the events queued by its time
    /// (SDL ticks), with the host clock and `SDL_GetTicks64` read together.
    static func poll(_ events: [SDL_Event], fps: Double, useEventTimes: Bool = true) -> [TimedInputEvent] {
        var platform = SDLPlatform()
        var timed: [TimedInputEvent] = []
        var next = 0
        var frame = 0
        while next < events.count {
            let sdlNow = UInt64((Double(frame) / fps * 1000).rounded(.down))
            let hostNow = Double(sdlNow) / 1000 + hostMinusSDLSeconds
            while next < events.count, UInt64(events[next].common.timestamp) <= sdlNow {
                if let event = platform.timedEvent(events[next], polledAt: hostNow, sdlNowMilliseconds: sdlNow) {
                    // The old behaviour, for contrast: every event of a frame at the poll time.
                    timed.append(useEventTimes ? event : TimedInputEvent(timeSeconds: hostNow, event: event.event))
                }
                next += 1
            }
            frame += 1
        }
        return timed
    }

    static func releaseVelocity(_ events: [TimedInputEvent]) -> Vector? {
        var recognizer = ScrollInputRecognizer()
        var intents: [TimedScrollIntent] = []
        for event in events { recognizer.handle(event, into: &intents) }
        for intent in intents.reversed() { if case .dragEnded(let v) = intent.intent { return v } }
        return nil
    }

    @Test("each event keeps its own time, mapped onto the host clock", arguments: [30.0, 60.0, 144.0])
    func eventTimes(fps: Double) {
        let sdl = Self.drag()
        let timed = Self.poll(sdl, fps: fps)
        #expect(timed.count == sdl.count)
        for (event, original) in zip(timed, sdl) {
            let expected = Double(original.common.timestamp) / 1000 + Self.hostMinusSDLSeconds
            #expect(abs(event.timeSeconds - expected) < 1e-9)
        }
    }

    // The pointer moves up 1 pt per ms: the content follows, so the offset velocity is +1000 pt/s
    // (the degree-2 fit of a straight line is exact), whatever the frame rate.
    @Test("a 1000 pt/s drag at 1000 Hz flings at 1000 pt/s at any frame rate", arguments: [30.0, 60.0, 144.0])
    func dragFlingsAtItsSpeed(fps: Double) throws {
        let velocity = try #require(Self.releaseVelocity(Self.poll(Self.drag(), fps: fps)))
        #expect(abs(velocity.dy - 1000) < 1e-6)
        #expect(abs(velocity.dx) < 1e-6)
    }

    // The same stream stamped with each frame's poll time (what the window did before): a frame's
    // moves share one time, so the fit sees steps of 16.7 or 33.3 pt at frame times and the
    // release lands with the last frame's moves; it does not report the drag's 1000 pt/s.
    @Test("stamped with the poll time instead, the same drag does not fling at 1000 pt/s", arguments: [30.0, 60.0])
    func pollTimeLosesTheFling(fps: Double) throws {
        let velocity = Self.releaseVelocity(Self.poll(Self.drag(), fps: fps, useEventTimes: false)) ?? .zero
        #expect(abs(velocity.dy - 1000) > 50)
    }

    @Test("SDL's 32-bit millisecond stamps wrap after 49.7 days; times stay continuous")
    func wrapAround() {
        var clock = SDLEventClock()
        let now: UInt64 = (1 << 32) + 5          // 5 ms after the wrap
        let before = clock.hostSeconds(sdlTimestampMilliseconds: UInt32.max - 4, sdlNowMilliseconds: now, hostNowSeconds: 100)
        let after = clock.hostSeconds(sdlTimestampMilliseconds: 3, sdlNowMilliseconds: now, hostNowSeconds: 100)
        #expect(abs((100 - before) - 0.010) < 1e-9)   // 2³² − 5 is 10 ms before 2³² + 5
        #expect(abs((100 - after) - 0.002) < 1e-9)
    }

    @Test("an event is never later than its poll, nor earlier than the event before it")
    func guards() {
        var clock = SDLEventClock()
        // Offset fixed by the first call: host 10 s ↔ SDL 1000 ms, so host = SDL + 9 s.
        #expect(clock.hostSeconds(sdlTimestampMilliseconds: 990, sdlNowMilliseconds: 1000, hostNowSeconds: 10) == 9.99)
        // A stamp 1 ms ahead of a later poll whose clocks were read a little apart: clamped to it.
        #expect(clock.hostSeconds(sdlTimestampMilliseconds: 1501, sdlNowMilliseconds: 1501, hostNowSeconds: 10.5005) == 10.5005)
        // An event stamped before the previous one keeps the previous time.
        #expect(clock.hostSeconds(sdlTimestampMilliseconds: 1400, sdlNowMilliseconds: 1600, hostNowSeconds: 10.6) == 10.5005)
        #expect(clock.offsetSeconds == 9)
    }
}
