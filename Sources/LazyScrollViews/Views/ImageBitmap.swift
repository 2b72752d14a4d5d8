import DisplayList
import Foundation

/// A decoded picture in memory — UIKit's `UIImage`, AppKit's `NSImage`: pixels an app made or
/// decoded, drawn with `Image(bitmap:scale:)`.
///
/// A reference type, as `UIImage` is: its pixels live while anything holds it — a view's
/// `@State`, an `Image` in the view tree — and are freed with the last reference. The process's
/// decoded bytes alive are ``liveBytes`` (what Lab page 8 graphs). The renderer uploads a texture
/// the first frame an image is drawn and frees it the first frame it is not (`SDLRenderer`'s
/// image policy), so textures follow what is on screen; the bitmaps follow what the app holds.
public final class ImageBitmap: Equatable, Hashable, Sendable {
    /// How the renderer finds the pixels.
    public let id: ImageID
    public let width: Int
    public let height: Int

    /// An image of `pixels` (`0xAARRGGBB`, rows from the top).
    public init(pixels: ImagePixels) {
        width = pixels.width
        height = pixels.height
        id = ImageBitmaps.register(pixels)
    }

    /// An encoded picture (PNG, JPEG, GIF, BMP or WebP bytes, `width × height` pixels as its
    /// header says: ``ImageHeader``) that the renderer decodes the first frame it is drawn —
    /// what `AsyncImage` made of a download. Its bytes live while this object does.
    init(encoded bytes: [UInt8], width: Int, height: Int) {
        self.width = width
        self.height = height
        id = ImageBitmaps.register(encoded: bytes)
    }

    /// A `width × height` image filled with `color` — what seed 003's `createImage()` draws
    /// with `UIRectFill`.
    /// - Precondition: `width` and `height` are positive.
    public convenience init(width: Int, height: Int, filledWith color: Color) {
        let (r, g, b, a) = color.rgba.bytes
        let argb = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        self.init(pixels: ImagePixels(width: width, height: height, argb: [UInt32](repeating: argb, count: width * height)))
    }

    /// Decodes what ``encodedData()`` wrote; nil for anything else.
    public convenience init?(data: Data) {
        guard data.count >= 12, data.prefix(4).elementsEqual(Self.magic) else { return nil }
        func le32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(data[data.startIndex + at + $1]) << (8 * $1) } }
        let width = le32(4), height = le32(8)
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, data.count == 12 + width * height * 4 else { return nil }
        var argb = [UInt32](repeating: 0, count: width * height)
        argb.withUnsafeMutableBytes { $0.copyBytes(from: data.suffix(from: data.startIndex + 12)) }
        for i in argb.indices { argb[i] = UInt32(littleEndian: argb[i]) }
        self.init(pixels: ImagePixels(width: width, height: height, argb: argb))
    }

    deinit { ImageBitmaps.remove(id) }

    /// The image as bytes: a 12-byte header (`LSBM`, width, height, little-endian) and the
    /// pixels, uncompressed — the stand-in for `UIImage.pngData()` (we have no PNG encoder
    /// outside the renderer; the point of seed 003's fix is what the state holds, not the codec).
    public func encodedData() -> Data {
        guard let pixels = ImageBitmaps.pixels(for: id) else { return Data() }
        var data = Data(Self.magic)
        data.reserveCapacity(12 + pixels.byteCount)
        for value in [UInt32(width), UInt32(height)] { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        pixels.argb.withUnsafeBufferPointer { buffer in
            for pixel in buffer { withUnsafeBytes(of: pixel.littleEndian) { data.append(contentsOf: $0) } }
        }
        return data
    }

    /// Pixel bytes (4 a pixel).
    public var byteCount: Int { width * height * 4 }

    /// Decoded images alive in this process (made in memory and not yet freed), and their bytes.
    public static var liveCount: Int { ImageBitmaps.liveCount }
    public static var liveBytes: Int { ImageBitmaps.liveBytes }

    private static let magic: [UInt8] = Array("LSBM".utf8)

    public static func == (a: ImageBitmap, b: ImageBitmap) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
