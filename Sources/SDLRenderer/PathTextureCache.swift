import CSDL2
import DisplayList
import ScrollCore

/// What one cached path texture shows: a ``PathDrawing`` (its origin left out) under a
/// transform's scale, rotation and shear (`a b c d`, its translation left out: a path moved by
/// whole pixels is the same texture), optionally only the pixels of `region` (a path too large
/// to cache whole, cut to what is visible).
struct PathKey: Hashable {
    var path: VectorPath
    var style: PathDrawing.Style
    var paint: Paint
    var a: Double, b: Double, c: Double, d: Double
    var region: [Int]?
}

/// Paths drawn once on the CPU — flattened, stroked, their coverage rasterised and painted —
/// and copied as textures afterwards (SDLRenderer+Paths.swift). The same lifetime rules as
/// ``CompositeCache``'s shapes: an entry not drawn for ``keepFrames`` frames is destroyed at
/// the end of a frame; beyond ``limitBytes`` the least recently drawn go first.
final class PathTextureCache: RendererTextureOwner {
    struct Entry {
        /// The texture and its pixels (a ``CompositeCache`` entry, so it is copied the same way).
        var composite: CompositeCache.Entry?
        /// Where the texture's top-left pixel lies relative to the path origin's pixel.
        var offsetX: Int, offsetY: Int
        var width: Int, height: Int
        var lastUsedFrame: UInt64
    }

    var keepFrames: UInt64 = 30
    var limitBytes = 32 << 20
    private var entries: [PathKey: Entry] = [:]
    private var frame: UInt64 = 0
    private(set) var bytes = 0
    /// Textures made so far (cache misses).
    private(set) var made = 0
    var count: Int { entries.count }

    deinit { removeAll() }

    func beginFrame() { frame &+= 1 }

    /// The entry for `key`, made by `make` on a miss (pixels, offset and size; nil: nothing to draw).
    func lookup(_ key: PathKey, renderer: OpaquePointer,
                make: () -> (pixels: [UInt32], offsetX: Int, offsetY: Int, width: Int, height: Int, uniform: Bool)?) -> Entry? {
        if let hit = entries[key] {
            if hit.lastUsedFrame != frame { entries[key]!.lastUsedFrame = frame }
            return hit
        }
        made += 1
        var entry = Entry(composite: nil, offsetX: 0, offsetY: 0, width: 0, height: 0, lastUsedFrame: frame)
        if let made = make(), made.width > 0, made.height > 0, made.pixels.count == made.width * made.height,
           let texture = CompositeCache.upload(made.pixels, width: made.width, height: made.height, renderer: renderer) {
            let size = made.width * made.height * 8
            entry = Entry(composite: CompositeCache.Entry(texture: texture, pixels: made.pixels,
                                                          runs: CompositeCache.runs(made.pixels, width: made.width, height: made.height,
                                                                                    uniform: made.uniform),
                                                          uniform: made.uniform, bytes: size, lastUsedFrame: frame),
                          offsetX: made.offsetX, offsetY: made.offsetY, width: made.width, height: made.height, lastUsedFrame: frame)
            bytes += size
        }
        entries[key] = entry
        return entry
    }

    /// Destroys entries not drawn for ``keepFrames`` frames, then the least recently drawn while
    /// over ``limitBytes``.
    func endFrame() {
        let oldest = frame > keepFrames ? frame - keepFrames : 0
        var victims: [PathKey] = []
        for (key, entry) in entries where entry.lastUsedFrame < oldest { victims.append(key) }
        for key in victims { remove(key) }
        while bytes > limitBytes {
            guard let victim = entries.filter({ $0.value.lastUsedFrame != frame })
                .min(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })?.key else { break }
            remove(victim)
        }
    }

    func remove(_ key: PathKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        if let texture = entry.composite?.texture { SDL_DestroyTexture(texture) }
        bytes -= entry.composite?.bytes ?? 0
    }

    func removeAll() {
        for entry in entries.values { if let texture = entry.composite?.texture { SDL_DestroyTexture(texture) } }
        entries.removeAll()
        bytes = 0
    }
}
