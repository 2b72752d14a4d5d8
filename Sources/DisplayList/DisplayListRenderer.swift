import ScrollCore

/// What a renderer did with one display list; the HUD and the report read it, and tests
/// compare it with what a ``RecordingRenderer`` saw.
public struct RenderStats: Sendable, Hashable, Codable {
    /// Commands executed.
    public var commands: Int = 0
    /// Calls into the backend that put pixels down (fills, text copies, geometry batches).
    public var drawCalls: Int = 0
    /// Text runs drawn from the cache / rasterized this frame.
    public var textCacheHits: Int = 0
    public var textCacheMisses: Int = 0
    /// Text textures alive after the frame, and their pixel bytes.
    public var liveTextTextures: Int = 0
    public var textCacheBytes: Int = 0
    /// Image textures alive after the frame (each one a card or picture still on screen, or
    /// within the renderer's grace period), and their pixel bytes.
    public var liveImageTextures: Int = 0
    public var imageTextureBytes: Int = 0
    /// Pictures kept as composites after the frame — resampled once at the display scale and
    /// copied 1:1 from then on, the way most photos on screen are drawn, so a window full of
    /// them may hold no image *texture* at all — and their bytes (texture and kept pixels).
    public var liveImageComposites: Int = 0
    public var imageCompositeBytes: Int = 0
    /// Image textures created (pixels fetched from the provider and uploaded) this frame.
    public var imageUploads: Int = 0
    /// Image textures destroyed at the end of this frame because their image was not drawn.
    public var imageReleases: Int = 0
    /// Blur groups (`pushBlur`) drawn through an offscreen layer this frame.
    public var blurLayers: Int = 0
    /// Mask groups (`pushMask`) drawn through an offscreen layer this frame.
    public var maskLayers: Int = 0
    public init() {}
}

/// Executes display lists. Backends: `SDLRenderer` (pixels), ``RecordingRenderer`` (tests),
/// ``NullRenderer`` (benchmarks of everything but rasterizing).
public protocol DisplayListRenderer {
    /// Draws `list` over what is there and reports what it did.
    mutating func render(_ list: DisplayList) -> RenderStats
}

/// Discards every command; counts them (Dear ImGui's null backend).
public struct NullRenderer: DisplayListRenderer, Sendable {
    public init() {}
    public mutating func render(_ list: DisplayList) -> RenderStats {
        var stats = RenderStats()
        stats.commands = list.count
        return stats
    }
}

/// Keeps every list it is given, for tests.
public struct RecordingRenderer: DisplayListRenderer, Sendable {
    public private(set) var frames: [DisplayList] = []
    public init() {}
    public mutating func render(_ list: DisplayList) -> RenderStats {
        frames.append(list)
        var stats = RenderStats()
        stats.commands = list.count
        stats.drawCalls = list.commands.filter {
            switch $0 {
            case .fillRect, .fillRoundedRect, .strokeRect, .line, .text, .image, .path: return true
            default: return false
            }
        }.count
        return stats
    }
}
