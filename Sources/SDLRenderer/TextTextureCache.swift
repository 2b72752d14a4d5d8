import CSDL2
import DisplayList
import Foundation

/// What identifies one rasterised line of text. Colour is deliberately absent: textures are
/// rasterised white and tinted per draw (`SDL_SetTextureColorMod`/`AlphaMod`), so a label that
/// changes colour on selection reuses its texture.
struct TextKey: Hashable {
    var text: String
    var font: FontSpec
    /// `pixelsPerPoint` in thousandths, so a Double scale hashes stably.
    var scaleMilli: Int
    /// The colour the glyphs are rasterised in, packed RGBA: an opaque colour is baked into the
    /// texture, which SDL then blits with its fast per-pixel-alpha path (about three times faster
    /// in the software renderer than a colour-modulated blit). Translucent or transformed text
    /// uses white glyphs (`0xFFFFFFFF`) tinted per draw.
    var rgba: UInt32
}

/// A least-recently-used cache of text textures, bounded by pixel bytes and by count.
///
/// Entries live in a slot array threaded on a doubly linked list (most recent at `head`), with a
/// dictionary from key to slot, so lookup, touch, insert and evict are O(1) and a cache hit
/// allocates nothing. Evicting destroys the texture (`SDL_DestroyTexture` first flushes any
/// batched draw that still uses it, so evicting mid-frame is safe).
///
/// A failed rasterisation is cached too (texture nil, 0 bytes), so text that cannot be drawn —
/// wider than the GPU's largest texture, say — is not retried every frame.
///
/// The cache owns its textures but not the `SDL_Renderer` they belong to: it must be emptied
/// before that renderer is destroyed, because `SDL_DestroyRenderer` frees every texture of the
/// renderer and destroying one again is a use-after-free. ``RendererTextureRegistry`` does that
/// on notice (``OffscreenCanvas`` gives notice itself).
final class TextTextureCache: RendererTextureOwner {
    struct Entry {
        var key: TextKey
        var texture: OpaquePointer?
        var widthPixels: Int
        var heightPixels: Int
        var bytes: Int
        var previous: Int = -1   // towards head (more recent)
        var next: Int = -1       // towards tail (less recent)
    }

    var limitBytes: Int
    var limitCount: Int
    private(set) var bytes = 0
    var count: Int { index.count }

    private var slots: [Entry] = []
    private var freeSlots: [Int] = []
    private var index: [TextKey: Int] = [:]
    private var head = -1
    private var tail = -1

    init(limitBytes: Int, limitCount: Int) {
        self.limitBytes = max(0, limitBytes)
        self.limitCount = max(1, limitCount)
    }

    deinit { removeAll() }

    /// The entry for `key`, marked most recently used; nil on a miss.
    func lookup(_ key: TextKey) -> Entry? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return slots[slot]
    }

    /// Adds a texture (or a cached failure, `texture == nil`) as most recently used, then evicts
    /// least recently used entries until both bounds hold. The new entry itself is never evicted,
    /// so a single text larger than `limitBytes` is still drawn (and dropped on the next insert).
    @discardableResult
    func insert(_ key: TextKey, texture: OpaquePointer?, widthPixels: Int, heightPixels: Int) -> Entry {
        if let existing = index[key] { remove(slot: existing) }
        let entry = Entry(key: key, texture: texture, widthPixels: widthPixels, heightPixels: heightPixels,
                          bytes: texture == nil ? 0 : widthPixels * heightPixels * 4)
        let slot: Int
        if let free = freeSlots.popLast() { slots[free] = entry; slot = free } else { slots.append(entry); slot = slots.count - 1 }
        index[key] = slot
        bytes += entry.bytes
        linkAtFront(slot)
        while (bytes > limitBytes || index.count > limitCount), tail != slot, tail >= 0 {
            remove(slot: tail)
        }
        return entry
    }

    /// Destroys every texture.
    func removeAll() {
        for slot in index.values { if let texture = slots[slot].texture { SDL_DestroyTexture(texture) } }
        index.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        head = -1; tail = -1; bytes = 0
    }

    // MARK: - List surgery

    private func remove(slot: Int) {
        unlink(slot)
        let entry = slots[slot]
        if let texture = entry.texture { SDL_DestroyTexture(texture) }
        bytes -= entry.bytes
        index[entry.key] = nil
        slots[slot].texture = nil
        slots[slot].key.text = ""          // drop the string's storage now, not on slot reuse
        freeSlots.append(slot)
    }

    private func moveToFront(_ slot: Int) {
        guard head != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private func linkAtFront(_ slot: Int) {
        slots[slot].previous = -1
        slots[slot].next = head
        if head >= 0 { slots[head].previous = slot }
        head = slot
        if tail < 0 { tail = slot }
    }

    private func unlink(_ slot: Int) {
        let previous = slots[slot].previous, next = slots[slot].next
        if previous >= 0 { slots[previous].next = next } else { head = next }
        if next >= 0 { slots[next].previous = previous } else { tail = previous }
        slots[slot].previous = -1; slots[slot].next = -1
    }
}

/// Something holding textures of one `SDL_Renderer` (the text cache, the image cache), which
/// must destroy them before that renderer is destroyed.
protocol RendererTextureOwner: AnyObject {
    /// Destroys every texture held.
    func removeAll()
}

/// Which texture caches (text and image) hold textures of which `SDL_Renderer`, so the
/// renderer's owner can have them destroyed while the renderer still exists
/// (``SDLRenderer/rendererWillBeDestroyed(_:)``).
///
/// Without this, releasing an ``OffscreenCanvas`` (or calling `SDL_DestroyRenderer`) before the
/// ``SDLRenderer`` that draws on it — easy to do by reassigning a `var canvas` — would make the
/// renderer's deinit destroy textures SDL had already freed.
enum RendererTextureRegistry {
    private final class WeakCache {
        weak var cache: (any RendererTextureOwner)?
        init(_ cache: any RendererTextureOwner) { self.cache = cache }
    }

    /// Guarded by `lock` (hence `nonisolated(unsafe)`): caches may be created and renderers
    /// destroyed on different threads, though each cache is only used on its renderer's thread.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var caches: [OpaquePointer: [WeakCache]] = [:]

    static func register(_ cache: any RendererTextureOwner, renderer: OpaquePointer) {
        lock.lock(); defer { lock.unlock() }
        var list = caches[renderer, default: []]
        list.removeAll { $0.cache == nil }
        list.append(WeakCache(cache))
        caches[renderer] = list
    }

    /// Destroys the textures of every live cache registered for `renderer` and forgets them.
    static func rendererWillBeDestroyed(_ renderer: OpaquePointer) {
        lock.lock()
        let list = caches.removeValue(forKey: renderer) ?? []
        lock.unlock()
        for box in list { box.cache?.removeAll() }
    }
}
