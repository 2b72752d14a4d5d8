import CSDL2
import DisplayList

/// The textures of the images a renderer is drawing, keyed by ``ImageID``, released as soon as
/// their image leaves the display list.
///
/// ## Policy: a texture lives while its image is drawn
/// Unlike text (an LRU bounded by bytes, because labels recur), images are large and belong to
/// one card each. Seed 003's memory pitfall is a lazy stack that destroys a card's view but
/// keeps its decoded image alive: scroll through a thousand photos and a thousand textures
/// stay resident. So the rule here is tied to the lazy engine's lifecycle, not to a budget:
///
/// - the first frame an id is drawn, its pixels are fetched from the ``ImageProvider`` and
///   uploaded (`SDL_CreateTexture` + `SDL_UpdateTexture`);
/// - every frame that draws the id again (even if the draw is culled by a clip) keeps it;
/// - at the end of a frame, each texture whose id was not drawn in the last
///   `1 + graceFrames` frames is destroyed (`SDL_DestroyTexture`).
///
/// With the default grace of 0 frames, a card the lazy stack destroys (and so stops painting)
/// loses its texture at the end of that very frame; the live-texture count always equals the
/// number of distinct images on screen. A grace of a few frames trades memory for fewer
/// re-uploads when a card flickers at the edge of the viewport.
///
/// A provider that returns nil (or pixels SDL cannot upload) is remembered as a failure — no
/// texture, 0 bytes — under the same policy, so it is not asked again every frame.
///
/// Slots live in a dense array with a dictionary from id to slot; releasing swaps the last slot
/// into the hole. Lookups, marking and a sweep in which nothing is released allocate nothing.
final class ImageTextureCache: RendererTextureOwner {
    struct Entry {
        var id: ImageID
        /// nil: the provider had no pixels for the id, or the upload failed.
        var texture: OpaquePointer?
        var widthPixels: Int
        var heightPixels: Int
        var bytes: Int
        /// Every pixel has alpha 255, so the texture may be copied without blending.
        var isOpaque: Bool
        /// The last frame (``ImageTextureCache/frame``) that drew the id.
        var lastUsedFrame: UInt64
        /// The blend mode last set on the texture, to skip redundant SDL calls.
        var blendMode: SDL_BlendMode
    }

    private(set) var entries: [Entry] = []
    private var index: [ImageID: Int] = [:]
    /// Frames begun so far; entries are stamped with it when used.
    private(set) var frame: UInt64 = 0
    /// Distinct entries used in the current frame (when it equals `entries.count`, the end-of-
    /// frame sweep has nothing to do).
    private var usedThisFrame = 0
    /// Entries holding a texture, and those textures' pixel bytes.
    private(set) var liveTextures = 0
    private(set) var bytes = 0

    init() {
        entries.reserveCapacity(32)
        index.reserveCapacity(32)
    }

    deinit { removeAll() }

    /// Starts a frame: nothing is marked used yet.
    func beginFrame() {
        frame &+= 1
        usedThisFrame = 0
    }

    /// The slot of `id`'s entry, marked used in this frame; nil if it has none (then upload
    /// and ``insert(_:texture:widthPixels:heightPixels:isOpaque:)``).
    func use(_ id: ImageID) -> Int? {
        guard let slot = index[id] else { return nil }
        if entries[slot].lastUsedFrame != frame {
            entries[slot].lastUsedFrame = frame
            usedThisFrame += 1
        }
        return slot
    }

    /// The slot of `id`'s entry if it has one, without marking it (it was inserted this frame).
    func slot(of id: ImageID) -> Int? { index[id] }

    /// Records `id`'s texture (or a failure, `texture == nil`) as used in this frame; returns its slot.
    func insert(_ id: ImageID, texture: OpaquePointer?, widthPixels: Int, heightPixels: Int, isOpaque: Bool) -> Int {
        if let existing = index[id] { release(slot: existing) }
        let entry = Entry(id: id, texture: texture, widthPixels: widthPixels, heightPixels: heightPixels,
                          bytes: texture == nil ? 0 : widthPixels * heightPixels * 4, isOpaque: isOpaque,
                          lastUsedFrame: frame, blendMode: SDL_BLENDMODE_BLEND)
        entries.append(entry)
        index[id] = entries.count - 1
        usedThisFrame += 1
        if texture != nil { liveTextures += 1; bytes += entry.bytes }
        return entries.count - 1
    }

    /// Sets the texture's blend mode if it differs from the last one set.
    func setBlendMode(_ mode: SDL_BlendMode, slot: Int) {
        guard let texture = entries[slot].texture, entries[slot].blendMode != mode else { return }
        SDL_SetTextureBlendMode(texture, mode)
        entries[slot].blendMode = mode
    }

    /// Ends the frame: destroys every texture not used in the last `1 + graceFrames` frames.
    /// - Returns: how many textures were destroyed (failures forgotten are not counted).
    func endFrame(graceFrames: Int) -> Int {
        guard usedThisFrame < entries.count else { return 0 }
        let grace = UInt64(max(0, graceFrames))
        var released = 0
        var slot = 0
        while slot < entries.count {
            if frame &- entries[slot].lastUsedFrame > grace {
                if entries[slot].texture != nil { released += 1 }
                release(slot: slot)                 // the last entry moves into `slot`: look again
            } else {
                slot += 1
            }
        }
        return released
    }

    /// Destroys `id`'s texture now, if it has one (its pixels changed, say).
    func remove(_ id: ImageID) {
        if let slot = index[id] { release(slot: slot) }
    }

    /// Destroys every texture.
    func removeAll() {
        var slot = 0
        while slot < entries.count {
            if let texture = entries[slot].texture { SDL_DestroyTexture(texture) }
            slot += 1
        }
        entries.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        usedThisFrame = 0; liveTextures = 0; bytes = 0
    }

    /// Destroys the entry's texture and fills its slot with the last entry.
    private func release(slot: Int) {
        let entry = entries[slot]
        if let texture = entry.texture {
            SDL_DestroyTexture(texture)
            liveTextures -= 1
            bytes -= entry.bytes
        }
        if entry.lastUsedFrame == frame { usedThisFrame -= 1 }
        index[entry.id] = nil
        let last = entries.count - 1
        if slot != last {
            entries[slot] = entries[last]
            index[entries[slot].id] = slot
        }
        entries.removeLast()
    }
}
