import CSDL2
import Foundation
import SDLRenderer

/// Where `lazyscroll bench --scene` draws (`--renderer software|opengl`).
///
/// - `software`: SDL's software renderer into an ARGB8888 surface (``OffscreenCanvas``): no
///   display, no `SDL_Init` — the path headless runs, screenshots and every other bench use.
/// - `opengl`: SDL's OpenGL renderer drawing into a target texture of a hidden window as large as
///   the surface. It needs a display (`DISPLAY`, e.g. Xvfb) and an OpenGL driver: on a machine
///   without a GPU that is Mesa's llvmpipe, which rasterizes on the CPU — ``glRendererName``
///   says which (`GL_RENDERER`). A frame is finished with `glFinish` after `SDL_RenderFlush`, so
///   its time includes the rasterization, not just the queueing of commands.
///
/// Both read their pixels back with `SDL_RenderReadPixels` (``pixels()``), so the parity check
/// (``SceneBenchmark/Parity``) compares the two the same way.
final class SceneBenchSurface {
    let renderer: OpaquePointer
    /// `software` or `opengl`: what SDL says it made (`SDL_GetRendererInfo`).
    let driverName: String
    /// `GL_RENDERER` for the OpenGL renderer (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"), else nil.
    let glRendererName: String?
    let widthPixels: Int
    let heightPixels: Int
    private let canvas: OffscreenCanvas?
    private let window: OpaquePointer?
    private let target: OpaquePointer?
    private let glFinish: (@convention(c) () -> Void)?

    init(choice: RendererChoice, widthPixels: Int, heightPixels: Int) throws {
        self.widthPixels = widthPixels
        self.heightPixels = heightPixels
        switch choice {
        case .software:
            let canvas = try OffscreenCanvas(widthPixels: widthPixels, heightPixels: heightPixels)
            self.canvas = canvas
            renderer = canvas.renderer
            driverName = "software"
            glRendererName = nil
            window = nil; target = nil; glFinish = nil
        case .opengl:
            canvas = nil
            let environment = ProcessInfo.processInfo.environment
            if environment["SDL_VIDEODRIVER"] == nil && (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
                throw LazyScrollError("bench --renderer opengl needs a display for its OpenGL context (DISPLAY is unset); run it under Xvfb (xvfb-run -s '-screen 0 2560x1600x24')")
            }
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
                throw LazyScrollError("bench --renderer opengl: SDL_Init(video) failed: \(String(cString: SDL_GetError()))")
            }
            SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0")
            let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue
            guard let window = SDL_CreateWindow("lazyscroll bench", 0, 0, Int32(widthPixels), Int32(heightPixels), flags) else {
                let message = String(cString: SDL_GetError())
                SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw LazyScrollError("bench --renderer opengl: cannot open a hidden \(widthPixels)×\(heightPixels) window: \(message)")
            }
            let names = SDLWindow.renderDriverNames()
            guard let index = names.firstIndex(of: "opengl"),
                  let renderer = SDL_CreateRenderer(window, Int32(index), SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) else {
                let message = String(cString: SDL_GetError())
                SDL_DestroyWindow(window); SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw LazyScrollError("bench --renderer opengl: no OpenGL renderer (SDL has \(names.joined(separator: ", "))): \(message)")
            }
            // The renderer's output size is the window's drawable (SDL_GetRendererOutputSize),
            // which SDLRenderer reads each frame: the target texture has the same size.
            guard let target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                                 Int32(widthPixels), Int32(heightPixels)),
                  SDL_SetRenderTarget(renderer, target) == 0 else {
                let message = String(cString: SDL_GetError())
                SDL_DestroyRenderer(renderer); SDL_DestroyWindow(window); SDL_QuitSubSystem(SDL_INIT_VIDEO)
                throw LazyScrollError("bench --renderer opengl: cannot draw into a \(widthPixels)×\(heightPixels) target texture: \(message)")
            }
            self.window = window
            self.renderer = renderer
            self.target = target
            driverName = "opengl"
            typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
            glRendererName = SDL_GL_GetProcAddress("glGetString").flatMap { address in
                unsafeBitCast(address, to: GetString.self)(0x1F01).map { String(cString: $0) }   // GL_RENDERER
            }
            glFinish = SDL_GL_GetProcAddress("glFinish").map { unsafeBitCast($0, to: (@convention(c) () -> Void).self) }
        case .auto:
            throw LazyScrollError("bench --renderer must be software or opengl (auto is the window's choice)")
        }
    }

    deinit {
        guard canvas == nil else { return }                 // the canvas tears its renderer down
        SDLRenderer.rendererWillBeDestroyed(renderer)
        if let target { SDL_DestroyTexture(target) }
        SDL_DestroyRenderer(renderer)
        if let window { SDL_DestroyWindow(window) }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// The frame's end: SDL's queued drawing flushed, and on OpenGL every command executed
    /// (`glFinish`), as a present would have to wait for.
    func finishFrame() {
        SDL_RenderFlush(renderer)
        glFinish?()
    }

    /// The drawn pixels, row by row, as ARGB8888 words.
    func pixels() throws -> [UInt32] {
        finishFrame()
        var result = [UInt32](repeating: 0, count: widthPixels * heightPixels)
        var area = SDL_Rect(x: 0, y: 0, w: Int32(widthPixels), h: Int32(heightPixels))
        let status = result.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(widthPixels * 4))
        }
        guard status == 0 else { throw LazyScrollError("SDL_RenderReadPixels (\(driverName)): \(String(cString: SDL_GetError()))") }
        return result
    }

    /// The drawn frame as PNG bytes.
    func pngData() throws -> [UInt8] {
        finishFrame()
        if let canvas { return try canvas.pngData() }
        return try windowPNG(renderer, widthPixels, heightPixels)
    }
}

/// The window renderer's frame as PNG (SDLRenderer's `pngData(renderer:width:height:)`, which
/// `SceneBenchSurface.pngData()` shadows).
private func windowPNG(_ renderer: OpaquePointer, _ width: Int, _ height: Int) throws -> [UInt8] {
    try pngData(renderer: renderer, width: width, height: height)
}

extension SceneBenchmark {
    /// How far one renderer's frame is from another's, pixel by pixel (`bench --scene … --parity`).
    ///
    /// A pixel's difference is the largest of its red, green and blue differences (0…255; alpha
    /// is not compared: both surfaces are opaque once cleared). ``tolerance`` is the difference a
    /// pixel may have and still count as equal — antialiased edges and blending rounded
    /// differently by two rasterizers; the pixels over it are the ones to look at.
    public struct Parity: Encodable, Sendable, Equatable {
        /// The timed frame compared (0 is the first after the warm-up).
        public var frame: Int
        public var pixels: Int
        /// Pixels whose difference is not 0.
        public var differing: Int
        /// Pixels whose difference is over ``tolerance``.
        public var over_tolerance: Int
        public var tolerance: Int
        /// The largest difference of any pixel.
        public var max_difference: Int

        public init(frame: Int, pixels: Int, differing: Int, over_tolerance: Int, tolerance: Int, max_difference: Int) {
            self.frame = frame
            self.pixels = pixels
            self.differing = differing
            self.over_tolerance = over_tolerance
            self.tolerance = tolerance
            self.max_difference = max_difference
        }

        /// The tolerance `--parity` uses unless `--tolerance` says otherwise: 8 of 255 (3 %), about
        /// what two rasterizers' rounding of an antialiased edge or a blend differs by.
        public static let defaultTolerance = 8

        /// The parity table's header (``SceneBenchmark/ParityRow/markdownRow``).
        public static let markdownHeader = """
            | scene | scale | frame | pixels differing % | over tolerance % | largest difference |
            |---|---|---|---|---|---|
            """

        /// Compares two ARGB8888 frames of the same size.
        public static func compare(_ a: [UInt32], _ b: [UInt32], frame: Int, tolerance: Int) -> Parity {
            precondition(a.count == b.count, "frames of different sizes")
            var differing = 0, over = 0, largest = 0
            for i in a.indices where a[i] & 0xFF_FFFF != b[i] & 0xFF_FFFF {
                let x = a[i], y = b[i]
                func channel(_ shift: UInt32) -> Int { abs(Int((x >> shift) & 0xFF) - Int((y >> shift) & 0xFF)) }
                let d = max(channel(16), channel(8), channel(0))
                differing += 1
                if d > tolerance { over += 1 }
                largest = max(largest, d)
            }
            return Parity(frame: frame, pixels: a.count, differing: differing, over_tolerance: over,
                          tolerance: tolerance, max_difference: largest)
        }
    }

    /// The timed frames the parity check compares: the first (at rest at the top, after the
    /// warm-up), one during the wheel clicks down, one in the fling, one during the clicks back
    /// up, and the last (at rest) — those inside `frames`.
    public static func parityFrames(frames: Int) -> [Int] {
        Array(Set([0, 60, 150, 300, frames - 1].filter { $0 >= 0 && $0 < frames })).sorted()
    }
}
