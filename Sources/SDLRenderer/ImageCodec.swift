import CSDL2
import DisplayList

/// Pictures to and from bytes with SDL2_image: the one codec behind the renderer's image files,
/// its in-memory screenshots and LazyScrollUI's `UIImage(data:)` / `pngData()` stand-ins.
public enum ImageCodec {
    /// `pixels` as PNG bytes (`IMG_SavePNG_RW` into memory).
    public static func encodePNG(_ pixels: ImagePixels) throws -> [UInt8] {
        var argb = pixels.argb
        return try argb.withUnsafeMutableBytes { raw in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                raw.baseAddress, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.width * 4),
                SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw SDLError.fromSDL("SDL_CreateRGBSurfaceWithFormatFrom \(pixels.width)×\(pixels.height)")
            }
            defer { SDL_FreeSurface(surface) }
            return try pngBytes(of: surface)
        }
    }

    /// Any picture SDL2_image reads (PNG, JPEG, …) as `0xAARRGGBB` pixels; nil if the bytes are
    /// not one.
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> ImagePixels? {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max),
              let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)),
              let loaded = lazyscroll_IMG_Load_RW(stream, 1) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        return pixels(of: loaded)
    }

    /// The picture in the file at `path` as `0xAARRGGBB` pixels; nil if it cannot be read.
    static func load(path: String) -> ImagePixels? {
        guard let loaded = lazyscroll_IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        return pixels(of: loaded)
    }

    /// A loaded surface's pixels, converted to `0xAARRGGBB` row by row (its pitch may pad rows).
    static func pixels(of loaded: UnsafeMutablePointer<SDL_Surface>) -> ImagePixels? {
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard width > 0, height > 0, let base = converted.pointee.pixels else { return nil }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        var argb = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { argb[y * width + x] = row[x] }
        }
        return ImagePixels(width: width, height: height, argb: argb)
    }
}
