import AppHost
import ScrollCore
import ScrollInput
import Testing

/// XI2 smooth-scroll valuators to wheel events, on synthetic XI_Motion events (issue 12):
/// increment scaling, the baseline after enter and device changes, two axes, and the test that
/// decides whether emulated button clicks follow.
@Suite("X11 XI2 smooth scrolling")
struct X11SmoothScrollTests {
    /// A libinput touchpad: valuators 2 (horizontal) and 3 (vertical), 15 scroll pixels a click
    /// (xf86-input-libinput's default "libinput Scroll Pixel Distance").
    static let touchpad = X11SmoothScroll.Device(scrollClasses: [
        .init(number: 2, vertical: false, increment: 15), .init(number: 3, vertical: true, increment: 15),
    ], isTouchpad: true)
    /// A high-resolution wheel: 120 per click on valuator 3 (libinput's value120).
    static let hiResWheel = X11SmoothScroll.Device(scrollClasses: [.init(number: 3, vertical: true, increment: 120)], isTouchpad: false)

    func make(_ devices: [Int: X11SmoothScroll.Device]) -> X11SmoothScroll {
        var state = X11SmoothScroll()
        for (id, device) in devices { state.setDevice(id, device) }
        return state
    }

    static let at = Point(x: 300, y: 200)

    @Test("the first value only sets the baseline; then a touchpad follows the fingers 1:1")
    func touchpadOneToOne() {
        var state = make([11: Self.touchpad])
        #expect(state.motion(sourceid: 11, valuators: [(3, 1000)], at: Self.at, shift: false) == nil)
        // 30 valuator units down = 2 clicks = 30 scroll pixels: SDL's dy −3 (10 pt a unit), so
        // the offset moves +30 pt, exactly the fingers' travel.
        let event = state.motion(sourceid: 11, valuators: [(3, 1030)], at: Self.at, shift: false)
        #expect(event == .wheel(dx: 0, dy: -3, precise: true, at: Self.at, shift: false, source: .touchpad))
        var recognizer = ScrollInputRecognizer()
        var intents: [TimedScrollIntent] = []
        recognizer.handle(TimedInputEvent(timeSeconds: 0, event: event!), into: &intents)
        #expect(intents.map(\.intent) == [.preciseScroll(delta: Vector(dx: 0, dy: 30))])
    }

    @Test("two axes in one event, each with its sign (button 7 is right, button 4 is up)")
    func twoAxes() {
        var state = make([11: Self.touchpad])
        _ = state.motion(sourceid: 11, valuators: [(2, 0), (3, 0)], at: Self.at, shift: false)
        let event = state.motion(sourceid: 11, valuators: [(2, 7.5), (3, -15)], at: Self.at, shift: false)
        // Right by half a click (+0.75 units), up by one click (dy +1.5 units).
        #expect(event == .wheel(dx: 0.75, dy: 1.5, precise: true, at: Self.at, shift: false, source: .touchpad))
    }

    @Test("a negative increment flips the direction")
    func negativeIncrement() {
        var state = make([5: .init(scrollClasses: [.init(number: 3, vertical: true, increment: -120)], isTouchpad: false)])
        _ = state.motion(sourceid: 5, valuators: [(3, 0)], at: .zero, shift: false)
        #expect(state.motion(sourceid: 5, valuators: [(3, 120)], at: .zero, shift: false)
                == .wheel(dx: 0, dy: 1, precise: false, at: .zero, shift: false, source: .wheel))
    }

    @Test("a hi-res wheel's eighth of a click is a hi-res wheel event; a whole click a plain wheel event", arguments: [1.0, -1.0])
    func hiResWheel(direction: Double) {
        var state = make([7: Self.hiResWheel])
        _ = state.motion(sourceid: 7, valuators: [(3, 0)], at: .zero, shift: true)
        #expect(state.motion(sourceid: 7, valuators: [(3, 15 * direction)], at: .zero, shift: true)
                == .wheel(dx: 0, dy: -0.125 * direction, precise: true, at: .zero, shift: true, source: .wheelHiRes))
        #expect(state.motion(sourceid: 7, valuators: [(3, 135 * direction)], at: .zero, shift: true)
                == .wheel(dx: 0, dy: -1 * direction, precise: false, at: .zero, shift: true, source: .wheel))
    }

    @Test("after the pointer re-enters, the first value is a baseline again (no jump)")
    func baselineResetOnEnter() {
        var state = make([11: Self.touchpad])
        _ = state.motion(sourceid: 11, valuators: [(3, 0)], at: .zero, shift: false)
        #expect(state.motion(sourceid: 11, valuators: [(3, 15)], at: .zero, shift: false) != nil)
        state.resetBaselines()
        // Scrolled elsewhere meanwhile: 5000 units on; the jump is discarded.
        #expect(state.motion(sourceid: 11, valuators: [(3, 5015)], at: .zero, shift: false) == nil)
        #expect(state.motion(sourceid: 11, valuators: [(3, 5030)], at: .zero, shift: false)
                == .wheel(dx: 0, dy: -1.5, precise: true, at: .zero, shift: false, source: .touchpad))
    }

    @Test("a device change (slave switch, hot-plug) resets that device's baseline only")
    func baselineResetOnDeviceChange() {
        var state = make([11: Self.touchpad, 7: Self.hiResWheel])
        _ = state.motion(sourceid: 11, valuators: [(3, 0)], at: .zero, shift: false)
        _ = state.motion(sourceid: 7, valuators: [(3, 0)], at: .zero, shift: false)
        state.setDevice(11, Self.touchpad)
        #expect(state.motion(sourceid: 11, valuators: [(3, 300)], at: .zero, shift: false) == nil)
        #expect(state.motion(sourceid: 7, valuators: [(3, 120)], at: .zero, shift: false) != nil)
        // Unplugged: its events give nothing.
        state.setDevice(7, nil)
        #expect(state.motion(sourceid: 7, valuators: [(3, 240)], at: .zero, shift: false) == nil)
    }

    @Test("only scroll-valuator motion from a smooth device announces emulated clicks to drop")
    func emulatedClickSuppression() {
        let xvfbPointer = X11SmoothScroll.Device(scrollClasses: [], isTouchpad: false)
        let state = make([11: Self.touchpad, 2: xvfbPointer])
        #expect(state.touchesScrollValuator(sourceid: 11, valuators: [(3, 10)]))
        #expect(!state.touchesScrollValuator(sourceid: 11, valuators: [(0, 10), (1, 20)]), "pointer motion only")
        #expect(!state.touchesScrollValuator(sourceid: 2, valuators: [(0, 10)]), "Xvfb's pointer: its clicks are real")
        #expect(!state.touchesScrollValuator(sourceid: 99, valuators: [(3, 10)]), "an unknown device")
        #expect(state.hasSmoothDevices)
        #expect(!make([2: xvfbPointer]).hasSmoothDevices)
    }

    @Test("pointer valuators alone give no wheel event")
    func pointerMotionIgnored() {
        var state = make([11: Self.touchpad])
        #expect(state.motion(sourceid: 11, valuators: [(0, 10), (1, 10)], at: .zero, shift: false) == nil)
        #expect(state.motion(sourceid: 11, valuators: [(0, 20), (1, 30)], at: .zero, shift: false) == nil)
    }
}
