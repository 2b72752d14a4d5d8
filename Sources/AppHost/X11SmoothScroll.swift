import ScrollCore
import ScrollInput

/// XInput 2.1 smooth scrolling, the part that is plain arithmetic: turns the scroll valuators of
/// XI_Motion events into wheel events with a device class (``WheelSource``), as GTK's GDK X11
/// backend does (`gdk/x11/gdkdevice-xi2.c`: `_gdk_x11_device_xi2_get_scroll_delta`,
/// `_gdk_device_xi2_reset_scroll_valuators`) and SDL3 since its PR #13625 (the rebase of
/// SDL2's unmerged #5382). SDL2 never reads these valuators, so under X11 a touchpad reaches SDL
/// only as emulated button 4/5 clicks; ``X11SmoothScrollReader`` feeds this type from SDL's
/// SysWM events and drops those emulated clicks.
///
/// The XI2 rules (XI2proto.txt, "Smooth scrolling"):
/// - A device's `XIScrollClass` names a valuator, its axis and its `increment`: the valuator
///   distance of one legacy wheel click (its sign gives the direction: a positive delta on a
///   positive increment is button 5, scrolling down, or button 7, right).
/// - Scroll valuators are absolute counters: the delta is the change since the device's last
///   event. After the pointer re-enters the window or the device changes (a slave switch, a
///   reconfiguration, a hot-plug), the first value only sets the baseline — "the first scroll
///   event after [that] will be discarded … Chrome, GTK, or QT all share this behavior"
///   (SDL PR #5382).
/// - The server also sends emulated core button 4–7 events for the same motion; they must not
///   scroll a second time.
///
/// Units: a touchpad's valuator counts libinput's scroll pixels (xf86-input-libinput(4): "libinput
/// Scroll Pixel Distance", default 15, is the distance of one click, the `increment`), so
/// `delta / increment × 15` is the fingers' travel in pixels = points, 1:1, and it is reported
/// in SDL's precise units (÷ ``ScrollInputConfiguration/pointsPerPreciseUnit``, 10) as a
/// ``WheelSource/touchpad`` event. Other devices (wheels) report `delta / increment` clicks:
/// whole clicks are ``WheelSource/wheel``, fractions (hi-res wheels: increment 120)
/// ``WheelSource/wheelHiRes``.
public struct X11SmoothScroll: Sendable {
    /// One scroll axis of a device.
    public struct ScrollClass: Sendable, Hashable {
        public var number: Int
        public var vertical: Bool
        public var increment: Double
        public init(number: Int, vertical: Bool, increment: Double) {
            self.number = number
            self.vertical = vertical
            self.increment = increment
        }
    }

    /// What is known of one slave device.
    public struct Device: Sendable, Hashable {
        public var scrollClasses: [ScrollClass]
        public var isTouchpad: Bool
        public init(scrollClasses: [ScrollClass], isTouchpad: Bool) {
            self.scrollClasses = scrollClasses
            self.isTouchpad = isTouchpad
        }
    }

    /// Pixels of finger travel per click on a libinput touchpad: xf86-input-libinput's default
    /// "libinput Scroll Pixel Distance" (15).
    public static let touchpadPixelsPerIncrement: Double = 15
    /// Points per SDL precise unit (``ScrollInputConfiguration/pointsPerPreciseUnit``).
    public static let pointsPerPreciseUnit: Double = 10

    /// Devices by id, as queried from the server.
    public private(set) var devices: [Int: Device] = [:]
    /// Last value per (device, valuator); missing = no baseline yet.
    private var baselines: [Int: [Int: Double]] = [:]
    /// Whether any device has scroll classes (smooth scrolling is live).
    public var hasSmoothDevices: Bool { devices.values.contains { !$0.scrollClasses.isEmpty } }

    public init() {}

    /// A device appeared or changed (XI_DeviceChanged, XI_HierarchyChanged): its classes are
    /// new and its baseline is gone.
    public mutating func setDevice(_ id: Int, _ device: Device?) {
        devices[id] = device
        baselines[id] = nil
    }

    /// The pointer re-entered the window: every baseline is stale.
    public mutating func resetBaselines() { baselines.removeAll(keepingCapacity: true) }

    /// Whether an XI_Motion from `sourceid` with these valuators moves a scroll valuator (such
    /// motion is followed by emulated wheel clicks that must be dropped).
    public func touchesScrollValuator(sourceid: Int, valuators: [(number: Int, value: Double)]) -> Bool {
        guard let device = devices[sourceid] else { return false }
        return valuators.contains { v in device.scrollClasses.contains { $0.number == v.number } }
    }

    /// The wheel event for one XI_Motion from `sourceid`, or nil when no scroll valuator moved
    /// (or it only set the baseline). `at` is the pointer in window points.
    /// With `control` (Ctrl held) the event is `InputEvent.controlWheel`, the desktop's pinch.
    public mutating func motion(sourceid: Int, valuators: [(number: Int, value: Double)], at: Point, shift: Bool,
                                control: Bool = false) -> InputEvent? {
        guard let wheel = wheelMotion(sourceid: sourceid, valuators: valuators, at: at, shift: shift) else { return nil }
        guard control, case let .wheel(dx, dy, _, at, shift, source) = wheel else { return wheel }
        return .controlWheel(dx: dx, dy: dy, at: at, shift: shift, source: source)
    }

    private mutating func wheelMotion(sourceid: Int, valuators: [(number: Int, value: Double)], at: Point, shift: Bool) -> InputEvent? {
        guard let device = devices[sourceid], !device.scrollClasses.isEmpty else { return nil }
        var clicksX = 0.0, clicksY = 0.0
        var moved = false
        var known = baselines[sourceid] ?? [:]
        for valuator in valuators {
            guard let scroll = device.scrollClasses.first(where: { $0.number == valuator.number }), scroll.increment != 0,
                  valuator.value.isFinite else { continue }
            defer { known[valuator.number] = valuator.value }
            guard let last = known[valuator.number] else { continue }   // first value: baseline only
            let clicks = (valuator.value - last) / scroll.increment
            guard clicks != 0 else { continue }
            moved = true
            // Button 5 (down) and 7 (right) are positive: SDL's dy is −1 for button 5, dx +1 for 7.
            if scroll.vertical { clicksY -= clicks } else { clicksX += clicks }
        }
        baselines[sourceid] = known
        guard moved else { return nil }
        if device.isTouchpad {
            let scale = Self.touchpadPixelsPerIncrement / Self.pointsPerPreciseUnit
            return .wheel(dx: clicksX * scale, dy: clicksY * scale, precise: true, at: at, shift: shift, source: .touchpad)
        }
        let whole = clicksX == clicksX.rounded() && clicksY == clicksY.rounded()
        return .wheel(dx: clicksX, dy: clicksY, precise: !whole, at: at, shift: shift, source: whole ? .wheel : .wheelHiRes)
    }
}
