import ScrollInput

/// Which path the window's input takes — SDL's video driver, and on X11 whether our XInput 2
/// smooth-scroll reader found devices with scroll valuators — so the physics overlay can name
/// what the system delivers (`X11 XI2 touchpad`, `Wayland precise`, `X11 core wheel`).
public struct InputPlatform: Sendable, Hashable {
    /// SDL's live video driver (`x11`, `wayland`, …), or `trace` for headless and replayed input.
    public var driver: String
    /// X11 only: XI2 smooth scrolling is on (some pointer device has scroll valuators).
    public var smoothScrolling: Bool

    public init(driver: String, smoothScrolling: Bool = false) {
        self.driver = driver
        self.smoothScrolling = smoothScrolling
    }

    /// Headless runs and replays: events come from a trace.
    public static let trace = InputPlatform(driver: "trace")

    private var displayName: String {
        switch driver {
        case "x11": return "X11"
        case "wayland": return "Wayland"
        default: return driver
        }
    }

    /// The path in a word or two, for the HUD's input row: `X11 core`, `X11 XI2`, `Wayland`, `trace`.
    public var shortName: String {
        driver == "x11" ? (smoothScrolling ? "X11 XI2" : "X11 core") : displayName
    }

    /// One line for the overlay's header: the driver and what it can deliver.
    public var summary: String {
        switch driver {
        case "x11":
            return smoothScrolling ? "X11 · XI2 smooth scrolling, touchpads fling" : "X11 · core wheel only, no XI2 scroll valuators"
        case "wayland": return "Wayland · precise deltas, touchpads fling"
        case "trace": return "trace · deltas as recorded"
        default: return "\(displayName) · SDL wheel events"
        }
    }

    /// The path and device class of a wheel event from `source`, e.g. `X11 XI2 touchpad`.
    public func name(for source: WheelSource) -> String {
        switch (driver, source) {
        case ("x11", .touchpad): return "X11 XI2 touchpad"
        case ("x11", .wheelHiRes): return "X11 XI2 hi-res wheel"
        case ("x11", .wheel): return smoothScrolling ? "X11 wheel" : "X11 core wheel"
        case ("wayland", .touchpad): return "Wayland precise"
        case ("wayland", .wheelHiRes): return "Wayland hi-res wheel"
        case (_, .osMomentum): return "\(displayName) OS momentum"
        default: return "\(displayName) \(source.rawValue)"
        }
    }
}
