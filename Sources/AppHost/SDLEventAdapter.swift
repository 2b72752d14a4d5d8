import CSDL2
import ScrollCore
import ScrollInput

/// The window's side of SDL's event queue: drains it once a frame and hands each event, translated
/// by ``SDLPlatform``, to the frame loop. Kept out of ``WindowRunner`` so the frame loop (waiting,
/// pacing) and the input path (translation, event times) change independently.
extension SDLPlatform {
    /// Polls every queued SDL event, translates it at `time` and passes the result to `deliver`.
    /// - Returns: `true` when SDL asked to quit (the window was closed); the rest of the queue is
    ///   left for the next call.
    mutating func drainEvents(at time: Seconds, _ deliver: (TimedInputEvent) -> Void) -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if SDL_EventType(event.type) == SDL_QUIT { return true }
            guard let input = translate(event, at: time) else { continue }
            deliver(TimedInputEvent(timeSeconds: time, event: input))
        }
        return false
    }
}
