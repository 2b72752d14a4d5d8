import CSDL2
import ScrollCore
import ScrollInput

/// The platform backend: turns SDL events into ``InputEvent``s and nothing more (no physics,
/// no units beyond points). Dear ImGui's `imgui_impl_sdl2` plays the same role.
///
/// Implemented: mouse wheel (detent and precise), primary-button press/drag/release, key
/// presses with Shift, window resize. Missing: finger events (SDL_FINGER*), the middle-button
/// autoscroll, IME text input.
public struct SDLPlatform {
    /// When the last wheel event with a fractional delta arrived: a touchpad stream stays
    /// "precise" for this long even when one of its deltas happens to be a whole number.
    private var lastPreciseWheelSeconds: Seconds = -.infinity
    private var pointerDown = false
    /// Maps each event's own SDL timestamp onto the host clock (``SDLEventAdapter.swift``).
    var eventClock = SDLEventClock()
    /// Window points per SDL mouse coordinate (1 except on HiDPI backends that report pixels).
    public var pointsPerMouseUnit: Double = 1

    public init() {}

    /// The input event for `event` at `time`, or nil when it is not input LazyScroll uses.
    public mutating func translate(_ event: SDL_Event, at time: Seconds) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = Double(wheel.preciseX * flip), dy = Double(wheel.preciseY * flip)
            // SDL2 cannot say whether a wheel event came from a touchpad. Detents are whole
            // numbers (X11 sends exactly ±1 per click); touchpads on Wayland, macOS and Windows send
            // fractions. A stream that has sent a fraction recently stays precise.
            let fractional = dx != dx.rounded() || dy != dy.rounded()
            if fractional { lastPreciseWheelSeconds = time }
            let precise = fractional || time - lastPreciseWheelSeconds < 0.25
            let at = Point(x: Double(wheel.mouseX) * pointsPerMouseUnit, y: Double(wheel.mouseY) * pointsPerMouseUnit)
            return .wheel(dx: dx, dy: dy, precise: precise, at: at)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerDown = true
            return .pointerDown(point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION where pointerDown:
            return .pointerMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerDown = false
            return .pointerUp(point(event.button.x, event.button.y))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            let shift = (UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue) != 0
            return .key(name: name, shift: shift)
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED:
            return .resize(Size(width: Double(event.window.data1), height: Double(event.window.data2)))
        default:
            return nil
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) * pointsPerMouseUnit, y: Double(y) * pointsPerMouseUnit)
    }
}
