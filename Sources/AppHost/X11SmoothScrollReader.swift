import CSDL2
import CXInput2
import ScrollCore
import ScrollInput

/// Reads XInput 2.1 smooth-scroll valuators for the window on X11, through SDL: SDL2 hands every
/// X event to the application as an `SDL_SYSWMEVENT` while the event's data is still valid —
/// "the *only* way for an application to access it is to register an event filter/watcher and do
/// all the processing … inside the callback" (SDL 2.26 `SDL_x11events.c`,
/// `X11_HandleGenericEvent`). This reader is that callback (an `SDL_SetEventFilter`, so it can
/// also drop events), and keeps X11 and Xlib inside the host's SDL adapter: the input stage only
/// sees wheel events with a ``WheelSource``.
///
/// What it does with each event:
/// - **XI_Motion** (selected on our window for the master pointer): scroll valuators become wheel
///   events through ``X11SmoothScroll``, stamped with the X server's time. Because a client that
///   selects XI_Motion on a window no longer gets core MotionNotify there (XI2proto: XI2, then
///   XI1, then core — one delivery per client and window), the pointer's motion is handed back
///   to SDL as an `SDL_MOUSEMOTION`, so everything else sees motion as before.
/// - **Emulated clicks**: the server follows scroll-valuator motion with core button 4–7 presses,
///   which SDL turns into `SDL_MOUSEWHEEL`; they arrive right after the motion on the same
///   connection, so a wheel event within ``emulatedClickWindowMilliseconds`` of scroll-valuator
///   motion is dropped. Devices without scroll valuators (Xvfb's pointer, XTEST) send no such
///   motion, and their clicks scroll by detents as before.
/// - **XI_GesturePinchBegin / Update / End** (XI 2.4, when the server has it and accepted the
///   selection: ``readsPinches``): a touchpad's pinch becomes `InputEvent.pinch` through
///   ``X11Pinch``, stamped with the X server's time, for the views' `MagnifyGesture` and
///   `RotateGesture`.
/// - **XI_DeviceChanged / XI_HierarchyChanged** (a slave switch, a reconfigured or hot-plugged
///   device): the devices are queried again and their baselines dropped; **SDL_WINDOWEVENT_ENTER**
///   drops every baseline (the pointer was elsewhere while the valuators moved).
final class X11SmoothScrollReader {
    private let display: UnsafeMutableRawPointer
    private let opcode: Int32
    private let sdlWindow: OpaquePointer
    private var state = X11SmoothScroll()
    /// Touchpad pinches (XI 2.4), as pinch events.
    private var pinch = X11Pinch()
    /// Wheel and pinch events read since the last ``takeEvents(hostNow:)``, with their X server time.
    private var pending: [(xMilliseconds: UInt32, event: InputEvent)] = []
    private var lastScrollValuatorTicks: UInt64?
    private var lastPointer: (x: Int32, y: Int32)?
    /// The X server's clock onto the host's: fixed at the first event.
    private var offsetSeconds: Seconds?
    private var lastX: UInt32 = 0
    private var wraps: Double = 0
    private var lastSeconds: Seconds = -.infinity
    var pointsPerPixel: Double = 1

    /// Emulated clicks follow their motion within one pump of SDL's queue; 100 ms also covers a
    /// frame that read the motion at the end of one pump and the click at the start of the next.
    static let emulatedClickWindowMilliseconds: UInt64 = 100

    /// Whether some pointer device has scroll valuators.
    var hasSmoothDevices: Bool { state.hasSmoothDevices }
    /// Whether touchpad pinches are read (XI 2.4, the pinch events selected).
    var readsPinches: Bool { lsx_xi2_pinches_selected() != 0 }

    /// Starts reading for `window` when SDL runs on X11 with XInput ≥ 2.1; nil otherwise.
    static func start(window: OpaquePointer) -> X11SmoothScrollReader? {
        var display: UnsafeMutableRawPointer?
        var xWindow: UInt = 0
        guard lsx_sdl_x11_window(UnsafeMutableRawPointer(window), &display, &xWindow) == 1, let display else { return nil }
        let opcode = lsx_xi2_opcode(display)
        guard opcode >= 0, lsx_xi2_select(display, xWindow) == 1 else { return nil }
        let reader = X11SmoothScrollReader(display: display, opcode: opcode, window: window)
        reader.refreshDevices()
        SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
        // The filter is removed when the reader goes (SDLEventFilter's deinit): the runner's
        // platform — and with it the reader — may be released after its last use, before the
        // window's deferred close, whose SDL_DestroyWindow/SDL_Quit still send events through
        // the filter (issue 31 I: a use after free, a segfault on about half of all quits).
        reader.eventFilter = SDLEventFilter { [weak reader] event in reader?.filter(event) ?? true }
        return reader
    }

    private init(display: UnsafeMutableRawPointer, opcode: Int32, window: OpaquePointer) {
        self.display = display
        self.opcode = opcode
        sdlWindow = window
    }

    /// SDL's filter into this reader; removed with the reader.
    private var eventFilter: SDLEventFilter?

    /// Removes the filter now (it also goes when the reader is released).
    func stop() { eventFilter = nil }

    /// Asks the server for every slave pointer's scroll classes and kind.
    private func refreshDevices() {
        var ids = [Int32](repeating: 0, count: 64)
        let count = Int(lsx_xi2_slave_pointers(display, &ids, Int32(ids.count)))
        var classes = [lsx_scroll_class](repeating: lsx_scroll_class(), count: Int(LSX_MAX_CLASSES))
        let listed = Set(ids.prefix(count).map(Int.init))
        for gone in state.devices.keys where !listed.contains(gone) { state.setDevice(gone, nil) }   // unplugged
        for id in ids.prefix(count) {
            var touchpad: Int32 = 0
            let n = Int(lsx_xi2_device(display, id, &classes, &touchpad))
            guard n >= 0 else { state.setDevice(Int(id), nil); continue }                         // gone meanwhile
            let scroll = classes.prefix(n).map { X11SmoothScroll.ScrollClass(number: Int($0.number), vertical: $0.vertical != 0, increment: $0.increment) }
            state.setDevice(Int(id), X11SmoothScroll.Device(scrollClasses: scroll, isTouchpad: touchpad != 0))
        }
    }

    /// SDL's event filter: returns whether SDL should queue `event`.
    private func filter(_ event: UnsafeMutablePointer<SDL_Event>) -> Bool {
        switch SDL_EventType(event.pointee.type) {
        case SDL_SYSWMEVENT:
            var xi = lsx_xi2_event()
            if let message = event.pointee.syswm.msg, lsx_xi2_read_syswm(UnsafeRawPointer(message), opcode, &xi) == 1 {
                handle(xi)
            }
            return false                                   // its data is gone after this call
        case SDL_MOUSEWHEEL:
            if let last = lastScrollValuatorTicks, SDL_GetTicks64() - last <= Self.emulatedClickWindowMilliseconds {
                return false                               // the emulated click of a smooth scroll
            }
            return true
        case SDL_WINDOWEVENT where SDL_WindowEventID(UInt32(event.pointee.window.event)) == SDL_WINDOWEVENT_ENTER:
            state.resetBaselines()
            return true
        default:
            return true
        }
    }

    private func handle(_ xi: lsx_xi2_event) {
        switch xi.kind {
        case 1:
            let valuators = withUnsafeBytes(of: xi.numbers) { numbers in
                withUnsafeBytes(of: xi.values) { values in
                    (0..<Int(xi.valuator_count)).map {
                        (number: Int(numbers.load(fromByteOffset: $0 * 4, as: Int32.self)),
                         value: values.load(fromByteOffset: $0 * 8, as: Double.self))
                    }
                }
            }
            let source = Int(xi.sourceid)
            if state.touchesScrollValuator(sourceid: source, valuators: valuators) { lastScrollValuatorTicks = SDL_GetTicks64() }
            let at = Point(x: xi.x * pointsPerPixel, y: xi.y * pointsPerPixel)
            if let wheel = state.motion(sourceid: source, valuators: valuators, at: at, shift: xi.shift != 0, control: xi.control != 0) {
                pending.append((xi.time, wheel))
            }
            forwardMotion(x: Int32(xi.x.rounded(.down)), y: Int32(xi.y.rounded(.down)))
        case 2, 3:
            refreshDevices()
        case 4, 5, 6:
            // A touchpad pinch (XI 2.4): MagnifyGesture and RotateGesture (X11Pinch.swift).
            let phase: PinchPhase = xi.kind == 4 ? .began : xi.kind == 5 ? .changed : .ended
            let at = Point(x: xi.x * pointsPerPixel, y: xi.y * pointsPerPixel)
            pending.append((xi.time, pinch.event(phase, scale: xi.scale, angleDelta: xi.angle_delta, at: at)))
        default:
            break
        }
    }

    /// Hands the pointer's motion back to SDL (see the type's doc), once per new position.
    private func forwardMotion(x: Int32, y: Int32) {
        let previous = lastPointer
        guard previous.map({ $0.x != x || $0.y != y }) ?? true else { return }
        lastPointer = (x, y)
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = SDL_GetWindowID(sdlWindow)
        motion.motion.state = SDL_GetMouseState(nil, nil)
        motion.motion.x = x
        motion.motion.y = y
        motion.motion.xrel = previous.map { x - $0.x } ?? 0
        motion.motion.yrel = previous.map { y - $0.y } ?? 0
        _ = SDL_PushEvent(&motion)
    }

    /// The wheel events read since the last call, on the host clock: the X server's millisecond
    /// clock (32 bits, wrapping) mapped by one offset fixed at the first event, never after
    /// `hostNow` (the poll) nor before the previous event.
    func takeEvents(hostNow: Seconds) -> [TimedInputEvent] {
        guard !pending.isEmpty else { return [] }
        defer { pending.removeAll(keepingCapacity: true) }
        return pending.map { item in
            if item.xMilliseconds < lastX, lastX - item.xMilliseconds > UInt32.max / 2 { wraps += 1 }
            lastX = item.xMilliseconds
            let serverSeconds = (Double(item.xMilliseconds) + wraps * 4_294_967_296) / 1000
            let offset = offsetSeconds ?? (hostNow - serverSeconds)
            offsetSeconds = offset
            lastSeconds = max(lastSeconds, min(serverSeconds + offset, hostNow))
            return TimedInputEvent(timeSeconds: lastSeconds, event: item.event)
        }
    }
}
