import Foundation
import ScrollCore

/// Names one image for ``DrawCommand/image(_:_:cornerRadius:)``. The display list carries only
/// the id; a renderer asks its ``ImageProvider`` for the pixels the first time the id is drawn
/// and keeps the texture while the id keeps being drawn (see `SDLRenderer`'s image policy).
///
/// Ids are plain numbers so display lists stay cheap to build, compare and dump. Use
/// ``init(name:)`` to derive a stable id from a string key ("photo-12").
public struct ImageID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// A stable id for `name`: its 64-bit FNV-1a hash over the UTF-8 bytes, identical on every
    /// run and platform (unlike `hashValue`, which is seeded per process).
    public init(name: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.rawValue = hash
    }

    /// `img#<rawValue>`, as it appears in display-list dumps.
    public var description: String { "img#\(rawValue)" }
}

/// The pixels of one image: `width × height` 32-bit pixels in rows from the top, each
/// `0xAARRGGBB` with straight (not premultiplied) alpha — SDL's `ARGB8888`, so a renderer can
/// upload them as they are.
public struct ImagePixels: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Row-major, `width * height` entries.
    public var argb: [UInt32]

    /// - Precondition: `width` and `height` are positive and `argb.count == width * height`.
    public init(width: Int, height: Int, argb: [UInt32]) {
        precondition(width > 0 && height > 0 && argb.count == width * height,
                     "ImagePixels \(width)×\(height) needs \(max(0, width * height)) pixels, got \(argb.count)")
        self.width = width; self.height = height; self.argb = argb
    }

    /// An image with every pixel computed by `pixel(x, y)`.
    public init(width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> UInt32) {
        var argb = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { argb[y * width + x] = pixel(x, y) } }
        self.init(width: width, height: height, argb: argb)
    }

    /// The pixel at (`x`, `y`), `0xAARRGGBB`. Traps outside the image.
    public subscript(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        return argb[y * width + x]
    }

    /// Whether every pixel is fully opaque (renderers may then skip blending).
    public var isOpaque: Bool { argb.allSatisfy { $0 >> 24 == 0xFF } }

    /// Pixel bytes once uploaded as a 32-bit texture.
    public var byteCount: Int { width * height * 4 }
}

/// Where a renderer gets the pixels of an ``ImageID``: decoded files from `assets/`, or
/// procedurally generated pictures (`Scenes.ProceduralPhotos`). Never the network.
///
/// A renderer calls ``pixels(for:)`` on the frame an id is first drawn (and again after it
/// released the texture), on its own thread — or, when it prepares pictures off the frame (a
/// window's `SDLRenderer`), on its one worker thread only; providers need not cache — the renderer owns the
/// textures. Return nil when the id is unknown or the image cannot be made: the renderer draws
/// nothing for it and does not ask again while the id stays on screen.
public protocol ImageProvider: AnyObject {
    func pixels(for id: ImageID) -> ImagePixels?
}

/// The image files behind ids: a view layer registers a file when it makes an id for it, and a
/// renderer's provider decodes the file the first time the id is drawn.
public enum ImageFiles {
    private static let paths = LockedValue<[ImageID: String]>([:])
    /// Records that `id` names the image file at `path`.
    public static func register(_ id: ImageID, path: String) { paths.withLock { $0[id] = path } }
    /// The file behind `id`, if one was registered.
    public static func path(for id: ImageID) -> String? { paths.withLock { $0[id] } }
}

/// Pixels made in memory (a view layer's `ImageBitmap`, UIKit's `UIImage`), by id, for as long
/// as their owner lives: the owner registers them when made and removes them when freed, and a
/// renderer's provider reads them the first time the id is drawn. The registry's live count and
/// bytes are what the app holds in decoded pictures right now (the Lab's image-memory page
/// graphs them).
public enum ImageBitmaps {
    /// Everything the registry holds, behind one lock (`LockedValue`: a renderer's worker
    /// thread reads it while the view layer registers and removes).
    private struct State {
        var pixels: [ImageID: ImagePixels] = [:]
        var encoded: [ImageID: [UInt8]] = [:]
        var bytes = 0
        var nextID: UInt64 = 1

        /// A new id: the top bit set and a serial number below.
        mutating func newID() -> ImageID {
            defer { nextID += 1 }
            return ImageID(rawValue: 1 << 63 | nextID)
        }
    }
    private static let state = LockedValue(State())

    /// Registers `image` under a new id: the top bit set and a serial number below (a named id,
    /// an FNV-1a hash, has that form by chance only — about 2⁻³³ for the first billion bitmaps).
    public static func register(_ image: ImagePixels) -> ImageID {
        state.withLock { state in
            let id = state.newID()
            state.pixels[id] = image
            state.bytes += image.byteCount
            return id
        }
    }

    /// Registers an encoded picture (PNG, JPEG, GIF, BMP, WebP bytes — an `AsyncImage`'s
    /// download) under a new id of the same form: a renderer's provider decodes it the first
    /// time the id is drawn, as it decodes a file (``encodedData(for:)``). Its owner removes it
    /// with ``remove(_:)``. Not counted in ``liveBytes``, which are decoded pixels.
    public static func register(encoded data: [UInt8]) -> ImageID {
        state.withLock { state in
            let id = state.newID()
            state.encoded[id] = data
            return id
        }
    }

    /// Forgets `id`'s pixels or encoded bytes (their owner was freed).
    public static func remove(_ id: ImageID) {
        state.withLock { state in
            if let image = state.pixels.removeValue(forKey: id) { state.bytes -= image.byteCount }
            state.encoded.removeValue(forKey: id)
        }
    }

    /// Whether `id` was made by ``register(_:)`` (its owner may be gone since).
    public static func isBitmapID(_ id: ImageID) -> Bool {
        state.withLock { id.rawValue >> 63 == 1 && id.rawValue & ~(1 << 63) < $0.nextID }
    }

    /// The pixels behind `id`, if its owner is alive.
    public static func pixels(for id: ImageID) -> ImagePixels? { state.withLock { $0.pixels[id] } }
    /// The encoded picture behind `id` (``register(encoded:)``), if its owner is alive.
    public static func encodedData(for id: ImageID) -> [UInt8]? { state.withLock { $0.encoded[id] } }

    /// Bitmaps alive, and their pixel bytes.
    public static var liveCount: Int { state.withLock { $0.pixels.count } }
    public static var liveBytes: Int { state.withLock { $0.bytes } }
}
