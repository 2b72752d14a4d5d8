import CSDL2
import DisplayList

/// Pixels for image ids made in memory (``ImageBitmaps``: pixels, or encoded bytes decoded here) and for those registered as files
/// (``ImageFiles``), decoded with SDL2_image; every other id goes to `fallback` (the procedural
/// photos).
public final class FileImageProvider: ImageProvider {
    let fallback: (any ImageProvider)?
    public init(fallback: (any ImageProvider)?) { self.fallback = fallback }

    public func pixels(for id: ImageID) -> ImagePixels? {
        if let bitmap = ImageBitmaps.pixels(for: id) { return bitmap }
        if let encoded = ImageBitmaps.encodedData(for: id) { return encoded.withUnsafeBytes(ImageCodec.decode) }
        if ImageBitmaps.isBitmapID(id) { return nil }          // freed: nothing to draw, not a landscape
        guard let path = ImageFiles.path(for: id) else { return fallback?.pixels(for: id) }
        return ImageCodec.load(path: path)
    }
}
