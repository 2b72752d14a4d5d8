import CSDL2
import DisplayList

/// Pixels for image ids made in memory (``ImageBitmaps``) and for those registered as files
/// (``ImageFiles``), decoded with SDL2_image; every other id goes to `fallback` (the procedural
/// photos).
public final class FileImageProvider: ImageProvider {
    let fallback: (any ImageProvider)?
    public init(fallback: (any ImageProvider)?) { self.fallback = fallback }

    public func pixels(for id: ImageID) -> ImagePixels? {
        if let bitmap = ImageBitmaps.pixels(for: id) { return bitmap }
        if ImageBitmaps.isBitmapID(id) { return nil }          // freed: nothing to draw, not a landscape
        guard let path = ImageFiles.path(for: id) else { return fallback?.pixels(for: id) }
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
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
