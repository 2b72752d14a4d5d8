import CSDL2

/// A headless render target: an ARGB8888 `SDL_Surface` with a software `SDL_Renderer` drawing
/// into it. It needs no `SDL_Init` and no display, so pixel tests, `--headless` runs and golden
/// screenshots use it in CI.
///
/// ```swift
/// let canvas = try OffscreenCanvas(widthPixels: 320, heightPixels: 200)
/// let renderer = SDLRenderer(renderer: canvas.renderer, fonts: try FontLibrary())
/// _ = renderer.render(list)
/// let (r, g, b, a) = canvas.pixel(x: 10, y: 10)
/// try canvas.savePNG(to: "/tmp/frame.png")
/// ```
///
/// SDL's software renderer does not batch, so pixels are on the surface as soon as a draw call
/// returns; ``pixel(x:y:)`` still flushes first, in case that changes.
///
/// The canvas may be released before or after an ``SDLRenderer`` drawing on it: its deinit
/// destroys that renderer's text textures first (``SDLRenderer/rendererWillBeDestroyed(_:)``).
/// Do not render with the ``SDLRenderer`` after the canvas is gone. Not `Sendable`: one thread
/// at a time.
public final class OffscreenCanvas {
    /// The software `SDL_Renderer*` (owned by the canvas).
    public let renderer: OpaquePointer
    public let widthPixels: Int
    public let heightPixels: Int
    /// The ARGB8888 surface the renderer draws into (owned by the canvas).
    private let surface: UnsafeMutablePointer<SDL_Surface>

    /// - Throws: ``SDLError`` if a size is not positive or SDL cannot allocate the surface.
    public init(widthPixels: Int, heightPixels: Int) throws {
        guard widthPixels > 0, heightPixels > 0, widthPixels <= 16384, heightPixels <= 16384 else {
            throw SDLError(message: "OffscreenCanvas size \(widthPixels)×\(heightPixels) must be 1…16384 pixels per side")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(widthPixels), Int32(heightPixels), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.fromSDL("SDL_CreateRGBSurfaceWithFormat \(widthPixels)×\(heightPixels)")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.fromSDL("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.surface = surface
        self.renderer = renderer
        SoftwareSurfaceRegistry.register(surface, renderer: renderer)
        self.widthPixels = widthPixels
        self.heightPixels = heightPixels
    }

    deinit {
        SDLRenderer.rendererWillBeDestroyed(renderer)   // text textures go while the renderer lives
        SoftwareSurfaceRegistry.unregister(renderer)
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The pixel at (`x`, `y`), straight from the surface. Traps outside the canvas.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < widthPixels && y >= 0 && y < heightPixels,
                     "pixel (\(x), \(y)) is outside the \(widthPixels)×\(heightPixels) canvas")
        SDL_RenderFlush(renderer)
        let s = surface.pointee
        let row = s.pixels!.advanced(by: y * Int(s.pitch))
        let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)
        return (UInt8(truncatingIfNeeded: argb >> 16), UInt8(truncatingIfNeeded: argb >> 8),
                UInt8(truncatingIfNeeded: argb), UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// Writes the canvas as a PNG (SDL2_image's `IMG_SavePNG`).
    /// - Throws: ``SDLError`` naming the path, e.g. when its directory does not exist.
    public func savePNG(to path: String) throws {
        SDL_RenderFlush(renderer)
        try writePNG(surface, to: path)
    }

    /// The canvas encoded as a PNG in memory (SDL2_image's `IMG_SavePNG_RW` into a growing
    /// buffer): no file is written, so the caller decides where the bytes go and checks the writes.
    public func pngData() throws -> [UInt8] {
        SDL_RenderFlush(renderer)
        return try pngBytes(of: surface)
    }
}

/// Reads back what a window's renderer has drawn and writes it as a PNG — the demo's screenshot
/// key. Call it after drawing and **before** `SDL_RenderPresent`: after a present the back
/// buffer's contents are undefined on the OpenGL renderer.
///
/// - Parameters:
///   - width, height: the size to read, in pixels (`SDL_GetRendererOutputSize`).
/// - Throws: ``SDLError`` if reading the pixels or writing the file fails.
public func savePNG(renderer: OpaquePointer, width: Int, height: Int, to path: String) throws {
    let surface = try readPixels(renderer: renderer, width: width, height: height, for: "savePNG")
    defer { SDL_FreeSurface(surface) }
    try writePNG(surface, to: path)
}

/// What a window's renderer has drawn, encoded as a PNG in memory (as ``savePNG(renderer:width:height:to:)``
/// reads it: after drawing, before `SDL_RenderPresent`).
public func pngData(renderer: OpaquePointer, width: Int, height: Int) throws -> [UInt8] {
    let surface = try readPixels(renderer: renderer, width: width, height: height, for: "pngData")
    defer { SDL_FreeSurface(surface) }
    return try pngBytes(of: surface)
}

/// What `renderer` has drawn, `width` × `height` pixels, read into a new ARGB surface the caller
/// frees; `caller` names the operation in the errors.
private func readPixels(renderer: OpaquePointer, width: Int, height: Int, for caller: String) throws -> UnsafeMutablePointer<SDL_Surface> {
    guard width > 0, height > 0 else { throw SDLError(message: "\(caller): size \(width)×\(height) is empty") }
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                       SDL_PIXELFORMAT_ARGB8888.rawValue) else {
        throw SDLError.fromSDL("SDL_CreateRGBSurfaceWithFormat \(width)×\(height)")
    }
    var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
    guard SDL_RenderReadPixels(renderer, &area, SDL_PIXELFORMAT_ARGB8888.rawValue,
                               surface.pointee.pixels, surface.pointee.pitch) == 0 else {
        SDL_FreeSurface(surface)
        throw SDLError.fromSDL("SDL_RenderReadPixels \(width)×\(height)")
    }
    return surface
}

/// The growing buffer `pngBytes(of:)` writes into (an `SDL_RWops` whose `write` appends).
private final class PNGBuffer { var bytes: [UInt8] = [] }

/// `surface` as PNG bytes: `IMG_SavePNG_RW` into a write-only `SDL_RWops` that appends to memory.
func pngBytes(of surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
    guard let stream = SDL_AllocRW() else { throw SDLError.fromSDL("SDL_AllocRW") }
    defer { SDL_FreeRW(stream) }
    let buffer = PNGBuffer()
    let context = Unmanaged.passRetained(buffer)
    defer { context.release() }
    stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
    stream.pointee.hidden.unknown.data1 = context.toOpaque()
    stream.pointee.size = { stream in
        guard let data = stream?.pointee.hidden.unknown.data1 else { return -1 }
        return Int64(Unmanaged<PNGBuffer>.fromOpaque(data).takeUnretainedValue().bytes.count)
    }
    stream.pointee.seek = { stream, offset, whence in
        // libpng only appends; report the end so SDL_RWtell works, refuse real seeks.
        guard let data = stream?.pointee.hidden.unknown.data1 else { return -1 }
        let count = Int64(Unmanaged<PNGBuffer>.fromOpaque(data).takeUnretainedValue().bytes.count)
        return offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END) ? count : -1
    }
    stream.pointee.read = { _, _, _, _ in 0 }
    stream.pointee.write = { stream, pointer, size, count in
        guard let data = stream?.pointee.hidden.unknown.data1, let pointer else { return 0 }
        let buffer = Unmanaged<PNGBuffer>.fromOpaque(data).takeUnretainedValue()
        buffer.bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
        return count
    }
    stream.pointee.close = { _ in 0 }
    guard lazyscroll_IMG_SavePNG_RW(surface, stream, 0) == 0 else { throw SDLError.fromSDL("IMG_SavePNG_RW") }
    return buffer.bytes
}

private func writePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
    guard !path.isEmpty else { throw SDLError(message: "IMG_SavePNG: the path is empty") }
    guard lazyscroll_IMG_SavePNG(surface, path) == 0 else { throw SDLError.fromSDL("IMG_SavePNG to \(path)") }
}
