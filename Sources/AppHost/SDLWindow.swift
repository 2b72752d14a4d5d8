import CSDL2
import Foundation
import ScrollCore
import SDLRenderer

/// An SDL window with its renderer (`--renderer`: the one asked for; `auto`: accelerated where
/// available unless OpenGL is a software rasterizer, else software), and who waits for the
/// display's refresh (``PresentPacing``).
final class SDLWindow {
    /// The smallest window a user can resize to: the help panel and the HUD fit in it.
    static let minimumSize = WindowGeometry.minimumSize
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Who waits for the refresh before a frame is shown (``PresentPacing``).
    private(set) var pacing: PresentPacing

    /// Why `auto` chose SDL's software renderer over OpenGL, if it did (printed at start).
    private(set) var autoChoiceNote: String?

    /// - Parameter position: the window's top-left corner on the screen (a remembered one), or
    ///   nil to centre it; a position that would put the window on no display is centred too.
    init(title: String, size: Size, position: (x: Int, y: Int)? = nil, vsync: Bool = true,
         renderer choice: RendererChoice = .auto) throws {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"]
        if requested == nil && (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Checked before SDL_Init: SDL would fall back to its invisible offscreen driver, and
            // libwayland would print its own complaint first.
            throw LazyScrollError("cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset, so SDL's x11 and wayland drivers cannot start); run with --headless, or under Xvfb")
        }
        // No Wayland session: x11 only (one error line); a Wayland session: wayland, then x11.
        let forced = SDLPlatform.preferredVideoDriver(environment: environment)
        if let forced { SDL_SetHint(SDL_HINT_VIDEODRIVER, forced) } else { SDLPlatform.applyVideoDriverPreference(environment: environment) }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw LazyScrollError(SDLPlatform.videoInitFailure(environment: environment, forcedDriver: forced,
                                                               sdlError: String(cString: SDL_GetError())))
        }
        // With no DISPLAY or WAYLAND_DISPLAY, SDL silently falls back to its offscreen driver:
        // the "window" would be invisible. Refuse unless the user asked for that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if requested == nil && (driver == "offscreen" || driver == "dummy") {
            SDL_Quit()
            throw LazyScrollError("cannot open a window: no display (SDL tried x11 and wayland, fell back to \(driver)); set DISPLAY or run with --headless")
        }
        if let hint = Self.framebufferAccelerationHint(environment: environment) {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, hint)
        }
        // The renderer is made without vsync: SDL would simulate a missing one with its
        // millisecond timeline (PresentSchedule explains); vsync is asked of the driver below.
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0")
        func makeWindow() throws -> OpaquePointer {
            let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
            let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            let place = position.flatMap { Self.isOnSomeDisplay(x: $0.x, y: $0.y, size: size) ? $0 : nil }
            let (x, y) = place.map { (Int32(clamping: $0.x), Int32(clamping: $0.y)) } ?? (centered, centered)
            guard let window = SDL_CreateWindow(title, x, y, Int32(size.width), Int32(size.height), flags) else {
                let message = String(cString: SDL_GetError())
                SDL_Quit()
                throw LazyScrollError("cannot open a window with the \(driver) driver: \(message); run with --headless")
            }
            // Below 640 × 480 the overlays would not fit (they lay out in the compact style from 900 × 640 down).
            SDL_SetWindowMinimumSize(window, Int32(Self.minimumSize.width), Int32(Self.minimumSize.height))
            AppIcon.apply(to: window)
            return window
        }
        var window = try makeWindow()
        var renderer: OpaquePointer?
        if let name = choice.sdlDriverName {
            let available = Self.renderDriverNames()
            guard let index = available.firstIndex(of: name) else {
                SDL_DestroyWindow(window); SDL_Quit()
                throw LazyScrollError("--renderer \(name): this SDL has no such render driver (it has \(available.joined(separator: ", ")))")
            }
            renderer = SDL_CreateRenderer(window, Int32(index), 0)
        } else {
            // SDL_RENDER_DRIVER, when set, is honoured by SDL here.
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
            // OpenGL drawn by a software rasterizer (Mesa's llvmpipe on a machine without a GPU,
            // as under Xvfb) is slower than SDL's software renderer with this project's direct
            // blending and cached composites (README, "Frame pacing in the window"): auto takes
            // software then, as browsers block software GL for their own software compositor.
            if let made = renderer, ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil,
               let glName = Self.softwareRasterizerName(made) {
                SDLRenderer.rendererWillBeDestroyed(made)
                SDL_DestroyRenderer(made)
                SDL_DestroyWindow(window)                   // a window that had GL gets a fresh one
                window = try makeWindow()
                renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
                autoChoiceNote = "auto chose software: OpenGL here is \(glName), a software rasterizer (--renderer opengl uses it anyway)"
            }
            renderer = renderer ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window); SDL_Quit()
            throw LazyScrollError("cannot create \(choice.sdlDriverName.map { "the \($0) renderer" } ?? "a renderer") for the window: \(message)")
        }
        self.window = window
        self.renderer = renderer
        pacing = vsync ? Self.askDriverForVsync(renderer) : .none
    }

    /// SDL's software renderer draws into the window's surface, and SDL 2 shows that surface, by
    /// default, through a texture of an accelerated renderer (`SDL_CreateWindowFramebuffer` in
    /// SDL_video.c: "switch ... to using a GPU texture ... if we think this would be more
    /// efficient", unless `SDL_HINT_FRAMEBUFFER_ACCELERATION` says no). Without a GPU that
    /// renderer is Mesa's llvmpipe: every present uploaded the whole surface and drew it with
    /// llvmpipe — under Xvfb at 1280×800, present p50 9.4 ms, 0.8 ms through X11's shared-memory
    /// image instead (`gallery`, one run each, flinging). So the hint is "0" (the window system's
    /// own framebuffer: XShm on X11, wl_shm on Wayland) unless the user set
    /// `SDL_FRAMEBUFFER_ACCELERATION`; it only concerns window surfaces, so the OpenGL renderer is
    /// unaffected.
    static func framebufferAccelerationHint(environment: [String: String]) -> String? {
        environment["SDL_FRAMEBUFFER_ACCELERATION"] == nil ? "0" : nil
    }

    /// The OpenGL renderer's `GL_RENDERER` string when it names a software rasterizer (Mesa's
    /// llvmpipe, softpipe or swrast), else nil (a GPU, or not OpenGL).
    private static func softwareRasterizerName(_ renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name) == "opengl",
              let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01                     // GL_RENDERER
        guard let text = glGetString(glRenderer) else { return nil }
        let string = String(cString: text)
        return isSoftwareRasterizer(glRenderer: string) ? string : nil
    }

    /// Whether a `GL_RENDERER` string names a CPU rasterizer: Mesa's llvmpipe ("llvmpipe (LLVM
    /// 15.0.6, 256 bits)"), softpipe, swrast ("Software Rasterizer"), or Microsoft's GDI
    /// rasterizer ("GDI Generic"). On such OpenGL SDL's software renderer is faster (llvmpipe: 5–16×
    /// the software renderer's CPU time a frame, Documentation/Performance.md, "The OpenGL renderer,
    /// on Mesa's llvmpipe"), so `--renderer auto` takes software there.
    static func isSoftwareRasterizer(glRenderer: String) -> Bool {
        let lower = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "gdi generic"].contains(where: lower.contains)
    }

    /// SDL's render drivers by name, in SDL's order of preference.
    static func renderDriverNames() -> [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).map { index in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(index, &info) == 0 ? info.name.map { String(cString: $0) } ?? "" : ""
        }
    }

    /// Asks the driver to wait for the refresh in `SDL_RenderPresent`: `.driver` if an OpenGL
    /// driver took a swap interval, else `.host` (SDL's software renderer has none, and Mesa's
    /// llvmpipe under Xvfb may have none): SDL's simulation is turned off again and the window
    /// paces itself (``PresentSchedule``).
    private static func askDriverForVsync(_ renderer: OpaquePointer) -> PresentPacing {
        var info = SDL_RendererInfo()
        let name = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "" : ""
        if name.hasPrefix("opengl") {
            SDL_RenderSetVSync(renderer, 1)
            if SDL_GL_GetSwapInterval() > 0 { return .driver }
        }
        SDL_RenderSetVSync(renderer, 0)
        return .host
    }

    /// The driver's vsync turned out not to wait (presents come faster than the refresh): the
    /// window paces itself from now on.
    func fallBackToHostPacing() {
        SDL_RenderSetVSync(renderer, 0)
        pacing = .host
    }

    /// The refresh rate of the display showing the window (`SDL_GetWindowDisplayMode`), 60 when
    /// SDL does not know it (Xvfb reports 0).
    var refreshRateHz: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Device pixels per window point (2 on a HiDPI display).
    var pixelsPerPoint: Double {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        return w > 0 ? Double(pw) / Double(w) : 1
    }

    /// Whether a window at (`x`, `y`) of `size` would overlap some display by at least 64 × 64
    /// points (a remembered position from a screen that has gone is not used).
    private static func isOnSomeDisplay(x: Int, y: Int, size: Size) -> Bool {
        (0..<max(0, SDL_GetNumVideoDisplays())).contains { index in
            var bounds = SDL_Rect()
            guard SDL_GetDisplayBounds(index, &bounds) == 0 else { return false }
            let overlapW = min(x + Int(size.width), Int(bounds.x + bounds.w)) - max(x, Int(bounds.x))
            let overlapH = min(y + Int(size.height), Int(bounds.y + bounds.h)) - max(y, Int(bounds.y))
            return overlapW >= 64 && overlapH >= 64
        }
    }

    /// The window's position and size now, in SDL's window coordinates (what is remembered).
    var geometry: WindowGeometry {
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &w, &h)
        return WindowGeometry(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    /// The app's own enforcement of the minimum size: a window manager may ignore SDL's hint,
    /// and without one (Xvfb, some kiosks) nothing else enforces it. A size below the minimum
    /// is set back to ``WindowGeometry/clampedToMinimum(_:)``; returns the size to lay out at.
    func enforceMinimumSize(_ size: Size) -> Size {
        let clamped = WindowGeometry.clampedToMinimum(size)
        if clamped != size { SDL_SetWindowSize(window, Int32(clamped.width), Int32(clamped.height)) }
        return clamped
    }

    func close() {
        // Destroying the SDL renderer frees its textures; tell the text caches first so they do
        // not free them a second time when they are released.
        SDLRenderer.rendererWillBeDestroyed(renderer)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }
}

/// Sleeps `seconds` (`nanosleep`: the kernel's timer slack, 50 µs by default, is its error,
/// against `SDL_Delay`'s whole milliseconds).
func sleepPrecisely(_ seconds: Seconds) {
    guard seconds > 0, seconds.isFinite else { return }
    let whole = seconds.rounded(.down)
    var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}

/// Who waits for the display's refresh before a frame is shown.
enum PresentPacing: String {
    /// The driver, inside `SDL_RenderPresent` (a swap interval).
    case driver
    /// The window's own timeline (``PresentSchedule``): the driver cannot wait.
    case host
    /// Nobody: `--vsync off`, frames go out as fast as they are made.
    case none
}
