import CSDL2
import DisplayList

/// Lines of text already blended over a solid colour: the finished pixels of a label drawn on a
/// plain background, kept and copied row by row the next time the same label lands on the same
/// colour (SDLRenderer+TextCache.swift decides when that is).
///
/// Why: after the glyph atlas, blending glyphs was 61 % of a raster frame of the benchmark's list
/// (`lazyscroll bench --mode raster`, callgrind: ~970 k instructions a frame in `blendLine`, about
/// 1,000 a glyph — glyphs are 5–9 pixels wide, so most of each row went through the scalar tail).
/// A label's pixels over a known colour are a function of (string, font, scale, tint, that colour)
/// only, so a label seen before is a copy of its box: ~1 k instructions instead of ~25 k. The
/// same idea as the cached composites (CompositeCache), for text.
///
/// Storage: each line takes a slot of 2ᵏ pixels (k ≥ 10) from free lists by size class, so a
/// steady state of labels coming and going reuses slots and allocates nothing. A line unused for
/// ``keepFrames`` frames gives its slot back; past ``limitBytes`` of slots a new line is not
/// kept (drawn glyph by glyph instead).
final class BlendedLineCache {
    struct Key: Hashable {
        var text: String
        var font: FontSpec
        /// `pixelsPerPoint` in thousandths, so a Double scale hashes stably.
        var scaleMilli: Int
        /// The tint, packed RGBA.
        var rgba: UInt32
    }

    struct Entry {
        /// The line's pixels, `width × height`, rows `width` apart (a slot of `1 << sizeClass`).
        var pixels: UnsafeMutablePointer<UInt32>
        var sizeClass: Int
        var width: Int
        var height: Int
        /// The colour the line is blended over (a pixel value of the target's format).
        var base: UInt32
        var lastUsedFrame: Int
    }

    /// The smallest and largest slot, as powers of two of pixels (4 KiB … 1 MiB).
    static let smallestClass = 10
    static let largestClass = 18
    /// Frames a line survives unused (as CompositeCache keeps composites for 30).
    static let keepFrames = 30

    var limitBytes = 16 << 20
    private(set) var bytes = 0
    private(set) var made = 0
    private var entries: [Key: Entry] = [:]
    private var free: [[UnsafeMutablePointer<UInt32>]]
    private var expired: [Key] = []
    private var frame = 0

    init() {
        free = Array(repeating: [], count: Self.largestClass + 1)
        for k in Self.smallestClass...Self.largestClass { free[k].reserveCapacity(64) }
        entries.reserveCapacity(512)
        expired.reserveCapacity(64)
    }

    deinit { removeAll(); releaseFree() }

    var count: Int { entries.count }

    /// The line for `key`, marked used this frame.
    @inline(__always)
    func lookup(_ key: Key) -> Entry? {
        guard var entry = entries[key] else { return nil }
        if entry.lastUsedFrame != frame {
            entry.lastUsedFrame = frame
            entries[key] = entry
        }
        return entry
    }

    /// A slot for a `width × height` line under `key` (replacing the key's line, if any), its
    /// pixels to be written by the caller; nil if it is too large or the cache is full.
    func insert(_ key: Key, width: Int, height: Int, base: UInt32) -> Entry? {
        let count = width * height
        guard count > 0, count <= 1 << Self.largestClass else { return nil }
        var k = Self.smallestClass
        while 1 << k < count { k += 1 }
        if let old = entries[key], old.sizeClass == k {
            let entry = Entry(pixels: old.pixels, sizeClass: k, width: width, height: height, base: base, lastUsedFrame: frame)
            entries[key] = entry
            return entry
        }
        if let old = entries.removeValue(forKey: key) { free[old.sizeClass].append(old.pixels) }
        let pixels: UnsafeMutablePointer<UInt32>
        if let reused = free[k].popLast() {
            pixels = reused
        } else {
            guard bytes + 4 << k <= limitBytes else { return nil }
            pixels = .allocate(capacity: 1 << k)
            bytes += 4 << k
        }
        made += 1
        let entry = Entry(pixels: pixels, sizeClass: k, width: width, height: height, base: base, lastUsedFrame: frame)
        entries[key] = entry
        return entry
    }

    /// Called at the end of a frame: lines unused for ``keepFrames`` frames give their slots back.
    func endFrame() {
        frame += 1
        // Looked at every 8th frame: the walk is over every line.
        guard frame & 7 == 0 else { return }
        expired.removeAll(keepingCapacity: true)
        for (key, entry) in entries where frame - entry.lastUsedFrame > Self.keepFrames {
            expired.append(key)
            if expired.count == expired.capacity { break }
        }
        for key in expired {
            if let old = entries.removeValue(forKey: key) { free[old.sizeClass].append(old.pixels) }
        }
        expired.removeAll(keepingCapacity: true)
    }

    /// Forgets every line (their slots stay for reuse).
    func removeAll() {
        for entry in entries.values { free[entry.sizeClass].append(entry.pixels) }
        entries.removeAll(keepingCapacity: true)
    }

    private func releaseFree() {
        for k in free.indices {
            for pixels in free[k] { pixels.deallocate() }
            free[k].removeAll()
        }
        bytes = 0
    }
}
