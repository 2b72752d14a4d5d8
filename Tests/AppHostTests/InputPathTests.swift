import AppHost
import Diagnostics
import ScrollCore
import ScrollInput
import Testing

/// Which SDL video driver the window asks for, and how the overlay names each input path (issue 12).
@Suite("Input path: driver choice and names")
struct InputPathTests {
    @Test("Wayland first when a compositor is there and the user did not choose")
    func driverChoice() {
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland,x11")
        // The user's choice stands; an empty choice is no choice.
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": "x11"]) == nil)
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0", "SDL_VIDEODRIVER": ""]) == "wayland,x11")
        // Plain X11 (Xvfb, an X11 session): SDL's own choice.
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["DISPLAY": ":102"]) == nil)
        #expect(SDLPlatform.preferredVideoDrivers(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": ""]) == nil)
    }

    @Test("each path and device class has the name the overlay shows")
    func names() {
        let core = InputPlatform(driver: "x11")
        let xi2 = InputPlatform(driver: "x11", smoothScrolling: true)
        let wayland = InputPlatform(driver: "wayland")
        #expect(core.name(for: .wheel) == "X11 core wheel")
        #expect(xi2.name(for: .touchpad) == "X11 XI2 touchpad")
        #expect(xi2.name(for: .wheelHiRes) == "X11 XI2 hi-res wheel")
        #expect(wayland.name(for: .touchpad) == "Wayland precise")
        #expect(wayland.name(for: .wheelHiRes) == "Wayland hi-res wheel")
        #expect(InputPlatform.trace.name(for: .touchpad) == "trace touchpad")
        #expect(core.summary == "X11 · core wheel only, no XI2 scroll valuators")
        #expect(core.shortName == "X11 core" && xi2.shortName == "X11 XI2" && wayland.shortName == "Wayland")
    }

    @Test("the input log line names the path after the deltas as delivered")
    func logLine() {
        var log = InputLog()
        log.platform = InputPlatform(driver: "x11")
        log.append(TimedInputEvent(timeSeconds: 1, event: .wheel(dx: 0, dy: 1, precise: false, at: .zero, source: .wheel)))
        let line = InputLog.describe(log.entries[0], platform: log.platform)
        #expect(line.hasPrefix("wheel  dx"))
        #expect(line.hasSuffix("dy  1.0000 X11 core wheel"))
    }
}
