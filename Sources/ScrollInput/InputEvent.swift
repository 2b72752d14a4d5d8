import ScrollCore

/// A platform-neutral input event, as the host's SDL adapter or a replayed trace produces it.
/// Positions are window points; wheel deltas are exactly what SDL reports (see ``InputEvent/wheel(dx:dy:precise:at:)``).
public enum InputEvent: Sendable, Hashable {
    /// A mouse wheel or touchpad scroll, in SDL's units: `dy > 0` = wheel rolled away from the
    /// user = scroll toward the start of the content (the offset decreases); `dx > 0` = toward the
    /// right. `precise == false`: whole detents (X11 under SDL2 sends only ±1 per click);
    /// `precise == true`: fractional deltas from a touchpad (Wayland, macOS, Windows).
    case wheel(dx: Double, dy: Double, precise: Bool, at: Point)
    /// The primary button (or a finger) went down, moved while down, or came up.
    case pointerDown(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    /// A key went down. `name` is SDL's key name (`SDL_GetKeyName`): "Up", "Down", "Left",
    /// "Right", "PageUp", "PageDown", "Home", "End", "Space", "Escape", "Q", …
    case key(name: String, shift: Bool)
    /// The window's drawable area changed to `size` points.
    case resize(Size)
}

/// An ``InputEvent`` with the time it happened, in seconds on the host's clock.
public struct TimedInputEvent: Sendable, Hashable {
    public var timeSeconds: Seconds
    public var event: InputEvent
    public init(timeSeconds: Seconds, event: InputEvent) {
        self.timeSeconds = timeSeconds
        self.event = event
    }
}
