import ScrollCore
import ScrollInput

/// Decides which device class sent an SDL wheel event that carries no device information — SDL2
/// never says whether a wheel event came from a touchpad (references §1.4). Used for every
/// `SDL_MOUSEWHEEL` that the X11 XInput 2 path (``X11SmoothScroll``) did not already classify
/// from the device itself.
///
/// What SDL 2.26 delivers, by backend (`libsdl-org/SDL src/video/wayland/SDL_waylandevents.c`,
/// `src/video/x11/SDL_x11events.c`):
/// - **X11 core buttons 4–7**: exactly ±1 per click ⇒ ``WheelSource/wheel``.
/// - **Wayland, finger or continuous axis** (touchpads): the compositor's logical pixels / 10
///   (`WAYLAND_WHEEL_AXIS_UNIT`), any fraction ⇒ ``WheelSource/touchpad``.
/// - **Wayland, `axis_value120`** (high-resolution wheels): `value120 / 120` detents, so always a
///   multiple of 1/120 ⇒ ``WheelSource/wheelHiRes``.
///
/// So: whole numbers are detents; a fraction off the 1/120 grid can only be a touchpad; a
/// fraction on the grid is a high-resolution wheel. A stream keeps the class it showed for
/// ``streamSeconds`` (a touchpad delta may happen to be whole or on the grid: 3.5 px is 42/120),
/// which is GTK's rule too: it classifies per device and keeps it, never per event.
struct WheelSourceClassifier {
    /// A stream keeps its class while its events are at most this far apart (ours; long enough
    /// for the slowest 60 Hz finger stream, short next to a user switching devices).
    static let streamSeconds: Seconds = 0.25
    private var lastTouchpadSeconds: Seconds = -.infinity
    private var lastHiResSeconds: Seconds = -.infinity

    /// The source of SDL wheel deltas `dx`, `dy` (SDL's `preciseX`/`preciseY`) at `time`.
    mutating func classify(dx: Double, dy: Double, at time: Seconds) -> WheelSource {
        if time - lastTouchpadSeconds < Self.streamSeconds { lastTouchpadSeconds = time; return .touchpad }
        let whole = dx == dx.rounded() && dy == dy.rounded()
        if whole {
            if time - lastHiResSeconds < Self.streamSeconds { lastHiResSeconds = time; return .wheelHiRes }
            return .wheel
        }
        if Self.onValue120Grid(dx) && Self.onValue120Grid(dy) { lastHiResSeconds = time; return .wheelHiRes }
        lastTouchpadSeconds = time
        return .touchpad
    }

    /// Whether `value` is a whole number of 120ths (within float32 rounding: SDL's `preciseY` is a
    /// `float`, and 1/120 is not exact in binary).
    static func onValue120Grid(_ value: Double) -> Bool {
        let steps = value * 120
        return abs(steps - steps.rounded()) < 1e-3
    }
}
