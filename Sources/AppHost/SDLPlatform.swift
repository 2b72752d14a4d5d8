import CSDL2
import Diagnostics
import ScrollCore
import ScrollInput

/// The platform backend: turns SDL events into ``InputEvent``s and nothing more (no physics,
/// no units beyond points). Dear ImGui's `imgui_impl_sdl2` plays the same role.
///
/// Implemented: mouse wheel with its device class (``WheelSourceClassifier``; on X11 the XInput 2
/// smooth-scroll reader, ``X11SmoothScrollReader``) and Shift (with Ctrl: `InputEvent.controlWheel`, the desktop's pinch), primary-button press/drag/release, the secondary button's click (context menus),
/// key presses with Shift and Ctrl, typed text and input-method compositions (`SDL_TEXTINPUT`,
/// `SDL_TEXTEDITING`), the modifier keys held at a click, the mouse's back button and
/// `Alt+←` (as the back key, ``backKeyName``), window resize; each event at its own time (``SDLEventClock``). The
/// video driver is chosen here too (``preferredVideoDrivers(environment:)``). Missing: finger
/// events (SDL_FINGER*), the middle-button autoscroll, `SDL_TEXTEDITING_EXT` (compositions
/// over 31 bytes arrive cut).
public struct SDLPlatform {
    /// Which device class sent each SDL wheel event (SDL2 does not say).
    private var wheelSources = WheelSourceClassifier()
    /// Maps each event's own SDL timestamp onto the host clock (``SDLEventAdapter.swift``).
    var eventClock = SDLEventClock()
    /// X11 only: the XInput 2.1 smooth-scroll reader (``X11SmoothScrollReader``).
    var x11SmoothScroll: X11SmoothScrollReader?
    /// The window's input path, known once ``attach(window:)`` ran.
    public private(set) var inputPlatform = InputPlatform(driver: "none")
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
            // SDL2 cannot say whether a wheel event came from a touchpad: the deltas' shape
            // decides (WheelSourceClassifier). Shift is read when SDL delivers the event: SDL's
            // wheel event carries no modifiers.
            let source = wheelSources.classify(dx: dx, dy: dy, at: time)
            let held = Self.modifiers(UInt32(SDL_GetModState().rawValue))
            let shift = held.contains(.shift)
            let at = Point(x: Double(wheel.mouseX) * pointsPerMouseUnit, y: Double(wheel.mouseY) * pointsPerMouseUnit)
            // Ctrl held: the desktop's pinch (a view's MagnifyGesture; with Shift its
            // RotateGesture), a plain wheel where no such gesture is (ScrollPipeline+Pinch.swift).
            if held.contains(.control) { return .controlWheel(dx: dx, dy: dy, at: at, shift: shift, source: source) }
            return .wheel(dx: dx, dy: dy, precise: source != .wheel, at: at, shift: shift, source: source)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            // SDL's button event carries no modifiers: the keys held now are the click's
            // (Shift- and Ctrl-click extend a List's selection). `clicks` counts a double
            // click's presses (SDL compares them with the system's double-click time and distance):
            // `onTapGesture(count: 2)` fires on the second.
            return .pointerDown(point(event.button.x, event.button.y), modifiers: Self.modifiers(UInt32(SDL_GetModState().rawValue)),
                                clicks: max(1, Int(event.button.clicks)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            // The secondary button: a context menu (macOS opens one on a secondary click).
            return .secondaryClick(point(event.button.x, event.button.y), modifiers: Self.modifiers(UInt32(SDL_GetModState().rawValue)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_X1):
            // The mouse's back button (the fourth, "X1") goes back, as browsers and file managers do.
            return .key(name: Self.backKeyName, shift: false)
        case SDL_MOUSEMOTION:
            // With the button up too: hover states and the cursor follow the pointer (the drag
            // recognizer ignores moves without a press).
            return .pointerMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(point(event.button.x, event.button.y))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            let modifiers = Self.modifiers(UInt32(event.key.keysym.mod))
            // Alt+← goes back (the desktop's back shortcut: GTK, browsers, file managers).
            if name == "Left", modifiers.contains(.option), !modifiers.contains(.control) { return .key(name: Self.backKeyName, shift: false) }
            return .key(name: name, shift: modifiers.contains(.shift), control: modifiers.contains(.control))
        case SDL_TEXTINPUT:
            // Committed text for the focused text field (text input is on only while one has
            // focus: SDLTextInput).
            let text = Self.string(fromBuffer: event.text.text)
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING:
            return .textEditing(Self.string(fromBuffer: event.edit.text), start: Int(max(0, event.edit.start)),
                                length: Int(max(0, event.edit.length)))
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED:
            // Never laid out below the minimum, whatever the window manager allowed (the
            // window is set back to it: SDLWindow.enforceMinimumSize).
            return .resize(WindowGeometry.clampedToMinimum(Size(width: Double(event.window.data1), height: Double(event.window.data2))))
        default:
            return nil
        }
    }

    /// The name of the back key (SDL's for `SDLK_AC_BACK`, "AC Back"): the mouse's back button
    /// and `Alt+←` arrive as it, so a trace records them as that key and a view host pops its
    /// `NavigationStack` on it.
    public static let backKeyName = "AC Back"

    /// SDL's modifier state (`KMOD_*`, either side) as ``KeyModifiers``.
    static func modifiers(_ mod: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) * pointsPerMouseUnit, y: Double(y) * pointsPerMouseUnit)
    }
}

extension SDLPlatform {
    /// The video driver to ask SDL for when the user did not set `SDL_VIDEODRIVER`, or nil to let
    /// SDL choose. With `DISPLAY` set but no Wayland session (neither `WAYLAND_DISPLAY` nor
    /// `XDG_RUNTIME_DIR`, where a Wayland socket would live) only x11 can work; forcing it keeps
    /// SDL from trying wayland after x11 fails, and libwayland from printing its own
    /// "XDG_RUNTIME_DIR is invalid or not set" line before ours (issue 15, item 11).
    public static func preferredVideoDriver(environment: [String: String]) -> String? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        guard !isSet("SDL_VIDEODRIVER"), isSet("DISPLAY"), !isSet("WAYLAND_DISPLAY"), !isSet("XDG_RUNTIME_DIR") else { return nil }
        return "x11"
    }

    /// The one line for a failed `SDL_Init` of the video subsystem.
    public static func videoInitFailure(environment: [String: String], forcedDriver: String?, sdlError: String) -> String {
        if forcedDriver == "x11" || (environment["SDL_VIDEODRIVER"] == nil && !(environment["DISPLAY"] ?? "").isEmpty
                                     && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty) {
            let display = LazyScrollError.quoted(environment["DISPLAY"] ?? "")
            return "cannot open a window: no X server answers at DISPLAY=\(display) (SDL: \(sdlError)); start one (e.g. Xvfb) or run with --headless"
        }
        let tried = environment["SDL_VIDEODRIVER"] ?? "the default drivers (x11, wayland)"
        return "cannot open a window: SDL video driver \(tried) failed (\(sdlError)); run with --headless to render without a display"
    }
}

// MARK: - Which driver, which input path

extension SDLPlatform {
    /// The value for SDL's video-driver hint, or nil to leave SDL's choice alone.
    ///
    /// SDL 2.26 tries X11 before Wayland, so on a Wayland desktop it runs through XWayland,
    /// where a touchpad arrives as core wheel clicks (SDL2 reads no XI2 scroll valuators: its
    /// PR #5382 was never merged) and cannot fling. SDL's Wayland backend delivers the
    /// compositor's precise axis values. So when `WAYLAND_DISPLAY` is set and the user did not
    /// choose (`SDL_VIDEODRIVER` unset), ask for `wayland,x11`: SDL tries each in turn (a
    /// comma-separated list, SDL ≥ 2.0.22 `SDL_VideoInit`), so a compositor that refuses still
    /// falls back to X11. OpenTTD tells its users to set `SDL_VIDEODRIVER=wayland` for the same reason.
    public static func preferredVideoDrivers(environment: [String: String]) -> String? {
        guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty,
              let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty else { return nil }
        return "wayland,x11"
    }

    /// Sets SDL's video-driver hint from ``preferredVideoDrivers(environment:)``; call before `SDL_Init`.
    static func applyVideoDriverPreference(environment: [String: String]) {
        guard let drivers = preferredVideoDrivers(environment: environment) else { return }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers)
    }

    /// Reads the live driver once the window exists (and on X11 starts reading XI2 smooth-scroll
    /// valuators), so ``inputPlatform`` can name the path.
    public mutating func attach(window: OpaquePointer) {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if driver == "x11", let reader = X11SmoothScrollReader.start(window: window) {
            reader.pointsPerPixel = pointsPerMouseUnit
            x11SmoothScroll = reader
        }
        inputPlatform = InputPlatform(driver: driver, smoothScrolling: x11SmoothScroll?.hasSmoothDevices ?? false)
    }
}
