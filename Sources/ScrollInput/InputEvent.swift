import ScrollCore

/// What produced a wheel event, decided per device by the host (``InputEvent/wheel(dx:dy:precise:at:shift:source:)``).
/// It says how the input stage treats the deltas: their unit and whether the stream flings.
///
/// | source | deltas in | scrolls | flings at the end |
/// |---|---|---|---|
/// | `wheel` | detents (±1 a click) | 53 pt a detent, animated, clicks coalesce | never |
/// | `wheel-hires` | fractions of a detent (Wayland `value120 / 120`) | proportionally, 53 pt a detent, animated | never |
/// | `touchpad` | SDL's precise units (10 pt each) | 1:1 with the fingers | yes, with the tracked velocity |
/// | `os-momentum` | SDL's precise units | 1:1 (the OS's own kinetic tail) | never: the OS already flung |
public enum WheelSource: String, Sendable, Hashable, CaseIterable {
    case wheel
    case wheelHiRes = "wheel-hires"
    case touchpad
    case osMomentum = "os-momentum"

    /// The source of an event that did not say (old traces, tests): SDL's `precise` flag alone,
    /// as before sources existed — fractional deltas were a touchpad, whole ones a wheel.
    public static func inferred(precise: Bool) -> WheelSource { precise ? .touchpad : .wheel }
}

/// A platform-neutral input event, as the host's SDL adapter or a replayed trace produces it.
/// Positions are window points; wheel deltas are exactly what the device delivered (see ``InputEvent/wheel(dx:dy:precise:at:shift:source:)``).
public enum InputEvent: Sendable, Hashable {
    /// A mouse wheel or touchpad scroll: `dy > 0` = wheel rolled away from the user = scroll
    /// toward the start of the content (the offset decreases); `dx > 0` = toward the right.
    /// `precise`: SDL reported fractional deltas. `source` (``WheelSource``) says what the deltas
    /// are — detents, fractions of a detent, or touchpad units — and whether the stream may fling;
    /// `nil` infers it from `precise` (``WheelSource/inferred(precise:)``). `shift`: Shift was held,
    /// so a vertical wheel scrolls horizontally (not for touchpads, which have both axes).
    case wheel(dx: Double, dy: Double, precise: Bool, at: Point, shift: Bool = false, source: WheelSource? = nil)
    /// The primary button (or a finger) went down, moved while down, or came up. `modifiers`:
    /// the modifier keys held as the button went down (Shift- and Ctrl-click; none from a
    /// finger or an older trace). `clicks`: which click of a run of quick clicks in one place
    /// this press is — 1 for a single click, 2 for a double click's second press (SDL's
    /// `SDL_MouseButtonEvent.clicks`, counted with the system's double-click time; what
    /// `onTapGesture(count:perform:)` counts).
    case pointerDown(Point, modifiers: KeyModifiers = [], clicks: Int = 1)
    case pointerMove(Point)
    case pointerUp(Point)
    /// A secondary click — the right mouse button went down (SDL's `SDL_BUTTON_RIGHT`) — at a
    /// point, with the modifier keys held: it opens a context menu. It is not a press of the
    /// primary button: it never scrolls, drags or taps.
    case secondaryClick(Point, modifiers: KeyModifiers = [])
    /// A key went down. `name` is SDL's key name (`SDL_GetKeyName`): "Up", "Down", "Left",
    /// "Right", "PageUp", "PageDown", "Home", "End", "Space", "Escape", "Q", … `control`: Ctrl
    /// was held (a text field's Ctrl+A, Ctrl+← by word; scrolling ignores it).
    case key(name: String, shift: Bool, control: Bool = false)
    /// Text the user typed, committed (`SDL_TEXTINPUT`: a key's character, an input method's
    /// commit; at most 32 bytes an event, so a long commit arrives as several).
    case text(String)
    /// An input method's pre-edit (composition) text, not yet committed (`SDL_TEXTEDITING`),
    /// with its cursor `start` and selection `length`, in characters; "" ends the composition.
    case textEditing(String, start: Int, length: Int)
    /// The window's drawable area changed to `size` points.
    case resize(Size)
    /// A two-finger pinch and turn at `at` (window points): a touchpad's (XInput 2.4's
    /// `XI_GesturePinch*` events) or a touch screen's, or the desktop's Ctrl+wheel stand-in
    /// (``WheelPinch``). `scale` is this event's factor on the fingers' spread since the
    /// gesture's previous event (1: unchanged; the gesture's magnification is the product of its
    /// events' scales since `.began`); `rotation` is the degrees the fingers turned since the
    /// previous event, clockwise positive as seen on the screen (libinput's and XInput's sign;
    /// SwiftUI's `Angle` in `rotationEffect` turns clockwise for positive angles too).
    case pinch(PinchPhase, scale: Double, rotation: Double, at: Point)
    /// A wheel turned with Ctrl held — the desktop's zoom (browsers, image viewers): the view
    /// under `at` with a `MagnifyGesture` magnifies (with Shift, one with a `RotateGesture`
    /// rotates), through ``WheelPinch``; where no such gesture is, it scrolls as
    /// `wheel(dx:dy:precise:at:shift:source:)` with the same values. The deltas are as delivered.
    case controlWheel(dx: Double, dy: Double, at: Point, shift: Bool, source: WheelSource?)
}

extension InputEvent {
    /// The plain wheel event a Ctrl+wheel scrolls as where no magnify or rotate gesture takes it.
    public static func wheel(fromControlWheel dx: Double, dy: Double, at: Point, shift: Bool, source: WheelSource?) -> InputEvent {
        .wheel(dx: dx, dy: dy, precise: source.map { $0 != .wheel } ?? false, at: at, shift: shift, source: source)
    }

    /// What the event is to the scroll views: a Ctrl+wheel no gesture took is a plain wheel
    /// (`wheel(fromControlWheel:dy:at:shift:source:)`); every other event is itself.
    public var scrollingEquivalent: InputEvent {
        guard case let .controlWheel(dx, dy, at, shift, source) = self else { return self }
        return .wheel(fromControlWheel: dx, dy: dy, at: at, shift: shift, source: source)
    }

    /// The pointer position a wheel or pointer event carries, if any.
    public var pointerLocation: Point? {
        switch self {
        case .wheel(_, _, _, let at, _, _), .controlWheel(_, _, let at, _, _), .pinch(_, _, _, let at): return at
        case .pointerDown(let p, _, _), .pointerMove(let p), .pointerUp(let p), .secondaryClick(let p, _): return p
        case .key, .resize, .text, .textEditing: return nil
        }
    }
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
