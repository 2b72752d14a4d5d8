// SDLRenderer: Stage 5 — executes a DisplayList through an SDL_Renderer (SDL 2.26).
//
// Implemented
//  [x] fillRect, strokeRect (drawn inside the rect), line (butt caps) — SDL_RenderFillRectsF
//      on whole pixels when the transform is axis-aligned; a fill under a rotation or shear as a
//      path (its coverage, the same pixels on every renderer), a stroke as vertex-coloured quads
//      through SDL_RenderGeometry; sloped lines anti-aliased: on a software surface a span per
//      pixel row (SDLRenderer+Lines), elsewhere a feathered quad (VertexBatch.appendFeatheredLine).
//  [x] fillRoundedRect — upright: a cached anti-aliased composite (CompositeCache, coverage from
//      the rounded box's signed distance) copied 1:1; rotated: a triangle fan with an ImGui-style
//      half-pixel feather (SDL's software rasteriser snaps its vertices to whole pixels).
//  [x] text — glyphs rasterised once per face and size by FreeType, as SDL2_ttf rasterises
//      them, into atlas pages (GlyphAtlas), placed as SDL2_ttf places them; blended straight
//      into a software surface, else batched textured quads (SDL_RenderGeometry). Strings the
//      atlas cannot reproduce (complex scripts, marks, glyphs the face lacks) and
//      `textPath = .perString`: one TTF_RenderUTF8_Blended texture per string (SDL2_ttf and
//      HarfBuzz loaded then) in an LRU cache keyed by (string, FontSpec, pixelsPerPoint, colour).
//  [x] image — pixels from `imageProvider`, uploaded the first frame an id is drawn and
//      destroyed at the end of the first frame it is not (+ `imageTextureGraceFrames`); aspect
//      fill with centre crop; at the display scale a cached composite (resampled bilinearly
//      once, anti-aliased corners); scaled upright: SDL_RenderCopyF; otherwise a textured
//      (rounded-rect) fan through SDL_RenderGeometry; opacity via alpha mod/vertex alpha.
//  [x] On an OffscreenCanvas, translucent fills and composites are blended straight into its
//      surface (SurfaceBlend.swift; fills bit-identical to SDL's).
//  [x] pushClip/popClip — bounding box of the transformed rect, intersected with the enclosing
//      clip (SDL_RenderSetClipRect); an empty clip skips drawing entirely.
//  [x] pushTransform/popTransform — any finite affine transform; the innermost applies first.
//  [x] pushOpacity/popOpacity — multiplies the alpha of each primitive inside.
//  [x] pushBlur/popBlur — the group is drawn into a target texture, read back, blurred on the
//      CPU (GaussianBlur: feGaussianBlur's three box blurs) and composited (BlurLayers.swift).
//  [x] pushMask/popMask — the group is drawn into a target texture as a blur's is, read back,
//      its alpha multiplied by a path's coverage (PathRasterizer) or a command mask's alpha
//      (drawn into a second layer), and composited (MaskLayers.swift).
//  [x] HiDPI — geometry in points × pixelsPerPoint; text rasterised at size × pixelsPerPoint.
//  [x] Robustness — NaN/infinite coordinates, zero or negative sizes and unbalanced pops skip
//      the command (never crash); culling against the clip and the output size.
//  [x] Steady-state frames reuse their buffers (vertex/index arrays, stacks, rect list).
//  [x] imageFetchesPerFrame — at most that many pictures fetched a frame, placeholders for the
//      rest until a later frame (SDLRenderer+Images.swift).
//  [x] What an opaque fill of the whole target hides is not drawn, the clear included
//      (SDLRenderer+Occlusion.swift); a translucent fill and the panel over it in one pass
//      (SDLRenderer+Scrim.swift).
// Missing
//  [ ] Anti-aliasing of rotated rounded shapes is coarse on the software renderer (feathered
//      vertices snapped to whole pixels); rotated rect strokes are not anti-aliased.
//  [ ] Group opacity: overlapping children under pushOpacity blend one by one, not as one
//      layer (SwiftUI's .opacity composites the group offscreen first).
//  [ ] Exact clips under rotation: a rotated clip cuts to its axis-aligned bounding box.
//  [x] path — fills (non-zero, even-odd) and strokes (caps, joins, miter limit, dashes) of any
//      path, painted with a colour or a linear, radial or angular gradient: flattened, stroked
//      into polygons (PathStroker), coverage rasterised on the CPU (PathRasterizer), cached as
//      a texture per drawing and transform (PathTextureCache) and copied (SDLRenderer+Paths).
//  [ ] Shadows, multi-line text, colour emoji; lines and rects have no caps/joins (use a path).
//  [ ] Blur on the GPU: a blur group reads its layer back to the CPU (fine for a few cards).
//  [ ] Rotated/rounded images on the software renderer sample nearest-neighbour
//      (SDL_SW_BlitTriangle has no filtering) and up to one texel off (visible only on tiny
//      textures: a 2×2 image shows mostly texel 0).
//  [ ] Batching across commands: each command is at least one SDL draw call (SDL's own
//      command queue still batches them for the GPU).
//  [ ] Host-set SDL_RenderSetScale/SDL_RenderSetViewport are not accounted for: leave both at
//      their defaults and use `pixelsPerPoint` instead.
import CSDL2
import DisplayList
import ScrollCore

/// Draws ``DisplayList``s with an `SDL_Renderer`: a `switch` over ``DrawCommand`` with no layout
/// knowledge (architecture rule 9–10). See the header of this file for what is and is not drawn.
///
/// ## Coordinates
/// Commands are in points. The renderer keeps one points → pixels transform: `scale(pixelsPerPoint)`
/// at the start of a frame, with each `pushTransform` composed in front of it (the command's
/// transform maps a point first, then the enclosing ones, then the display scale). Axis-aligned
/// rectangles are snapped to whole pixels (each edge rounds to the nearest pixel boundary; a
/// rect never shrinks below one pixel), so a fill, a clip and a stroke with the same integer
/// rect cover exactly the same pixels on the software and the OpenGL renderer alike.
///
/// ## Images
/// ``DrawCommand/image(_:_:cornerRadius:)`` names an ``ImageID``; the pixels come from
/// ``imageProvider``. Image textures follow the lazy stack's lifecycle rather than a budget
/// (seed 003's memory pitfall): a texture is uploaded the first frame its id is drawn and
/// destroyed at the end of any frame in which it was not drawn — after
/// ``imageTextureGraceFrames`` further frames, 0 by default — so when a lazy stack destroys a
/// card, the card's texture goes with it in the same frame. ``RenderStats`` reports
/// `liveImageTextures`, `imageUploads` and `imageReleases` every frame.
///
/// ## Ownership
/// The renderer does not own the `SDL_Renderer`, but it owns the text and image textures created on it,
/// and `SDL_DestroyRenderer` frees those textures behind its back. So whoever destroys the
/// `SDL_Renderer` calls ``rendererWillBeDestroyed(_:)`` first (``OffscreenCanvas`` does this
/// itself), or releases this object / calls ``purgeTextCache()`` first. After that the object
/// must not render again.
///
/// ## Frames
/// ``render(_:)`` clears to ``background``, draws, resets the clip, and does **not** present:
/// the host presents. Because every call clears, draw a HUD by appending its commands to the
/// frame's list rather than with a second `render`.
///
/// ## Allocation
/// Buffers (vertex and index arrays, the rect list, the clip/transform/opacity stacks) live as
/// long as the renderer and are emptied keeping their capacity; text-cache hits allocate
/// nothing. A steady-state frame of fills, rounded rects, strokes, lines, rotated quads, clips
/// and cached text was measured at 0 mallocs per frame in release builds (interposed `malloc`
/// over 1 000 frames). Cache misses allocate (SDL2_ttf surface, SDL texture, cache entry).
///
/// Not `Sendable`: SDL renderers belong to the thread that created them.
public final class SDLRenderer: DisplayListRenderer {
    /// The `SDL_Renderer` drawn on (not owned).
    public let renderer: OpaquePointer
    /// The fonts text is drawn with (and layout measures with).
    public let fonts: FontLibrary
    /// The SDL render driver in use (`software`, `opengl`, `opengles2`, …), from SDL_GetRendererInfo.
    public let rendererName: String

    /// Device pixels per point (2 on a HiDPI screen). Geometry is multiplied by it; text is
    /// rasterised at `size × pixelsPerPoint` so it stays crisp. Non-finite or non-positive
    /// values are treated as 1.
    public var pixelsPerPoint: Double
    /// The colour ``render(_:)`` clears to (SwiftUI's light window background by default).
    public var background: Color = .systemBackground

    /// Bounds of the text texture cache; lowering them takes effect at the next insert.
    public var textCacheLimitBytes: Int {
        get { cache.limitBytes }
        set { cache.limitBytes = max(0, newValue) }
    }
    public var textCacheLimitCount: Int {
        get { cache.limitCount }
        set { cache.limitCount = max(1, newValue) }
    }
    /// Live text textures and their pixel bytes (width × height × 4).
    public var textCacheStats: (textures: Int, bytes: Int) { (cache.count, cache.bytes) }

    /// Where image pixels come from. Setting a different provider destroys every image texture
    /// (they belonged to the old provider's pictures). Without one, images draw nothing.
    public var imageProvider: ImageProvider? {
        didSet {
            guard imageProvider !== oldValue else { return }
            images.removeAll(); composites.removeAll()
            handOver.configure(provider: imageProvider, enabled: handOver.preparer != nil)
        }
    }
    /// Extra frames an image texture survives without being drawn before it is destroyed.
    /// 0 (the default): released at the end of the first frame that does not draw it. Negative
    /// values count as 0.
    public var imageTextureGraceFrames: Int = 0
    /// Filter image textures linearly when scaled (true, the default, for photos) or take the
    /// nearest texel (crisp pixel art, exact pixel tests). Applies to textures uploaded after
    /// the change; SDL's software renderer filters only upright copies.
    public var smoothImageScaling: Bool = true
    /// Anti-alias the edges of rounded rectangles, circles, pills and rounded images with a
    /// half-pixel feather (true, the default); false draws hard-edged geometry, as before.
    public var antialiasing = true
    /// How many pictures a frame may fetch from ``imageProvider`` (decode, generate, upload);
    /// nil, the default: all it draws. Past the budget an image not fetched before draws a
    /// placeholder in ``imagePlaceholderColor`` and is fetched in a later frame — the first ones
    /// in drawing order first — as an image loader does, but driven by frames rather than by a
    /// clock, so a run is the same every time. A picture whose composite is cached needs no fetch.
    /// Why: a row of eight photo cards scrolling in at once made eight 11 M-instruction pictures
    /// in one frame (`bench --scene nested`), the worst frames of that scene.
    public var imageFetchesPerFrame: Int?
    /// The colour of a picture not fetched yet (``imageFetchesPerFrame``): a light grey
    /// (``imagePlaceholder``'s light value; the host sets the dark one for a dark window).
    public var imagePlaceholderColor = Color(r8: 226, g8: 228, b8: 234)
    /// The placeholder grey in each appearance: (226, 228, 234); in the dark one (44, 44, 46),
    /// `systemGray5`'s dark value (our choice: as far from the black page as the light grey is
    /// from white).
    public static let imagePlaceholder = DynamicColor(light: Color(r8: 226, g8: 228, b8: 234), dark: Color(r8: 44, g8: 44, b8: 46))
    /// Images drawn as placeholders because their frame's fetch budget was spent, over the renderer's life.
    public internal(set) var deferredImageFetches = 0
    /// Images the last frame drew as placeholders: a host that stops drawing when nothing moves
    /// (the window at rest) must keep drawing frames while this is above 0, or they never arrive.
    public private(set) var imagesWaiting = 0
    private var deferredAtFrameStart = 0
    /// Pictures fetched in the current frame.
    var imageFetchesThisFrame = 0
    /// Live image textures and their pixel bytes (width × height × 4).
    public var imageTextureStats: (textures: Int, bytes: Int) { (images.liveTextures, images.bytes) }
    /// Cached composites alive (CompositeCache), their pixel bytes, and how many were made so far.
    public var compositeStats: (live: Int, bytes: Int, made: Int) { (composites.count, composites.bytes, composites.made) }
    /// Cached path textures alive, their pixel bytes, and how many were made so far
    /// (SDLRenderer+Paths.swift).
    public var pathTextureStats: (live: Int, bytes: Int, made: Int) { (paths.count, paths.bytes, paths.made) }
    /// The bytes of composites kept before the least recently drawn go (64 MiB by default;
    /// those drawn in the current frame always stay).
    public var compositeCacheLimitBytes: Int {
        get { composites.limitBytes }
        set { composites.limitBytes = max(0, newValue) }
    }

    // Per-frame state. All arrays are emptied with keepingCapacity, so steady frames do not allocate.
    let cache: TextTextureCache
    /// Glyphs rasterised once per face and size; strings drawn glyph by glyph (GlyphAtlas.swift).
    let atlas = GlyphAtlas()
    let images = ImageTextureCache()
    /// Pictures prepared on a worker thread, handed over at frame start (ImagePreparer.swift).
    let handOver = ImageHandOver()
    /// Anti-aliased rounded shapes and rounded photos drawn once and blitted (CompositeCache.swift).
    let composites = CompositeCache()
    /// Paths rasterised once and copied (PathTextureCache.swift, SDLRenderer+Paths.swift).
    let paths = PathTextureCache()
    /// The outlines of rotated or sheared rect fills, by size (``fillTransformed(_:_:)``).
    var rectPaths: [Size: VectorPath] = [:]
    var batch = VertexBatch()
    var rects: [SDL_FRect] = []
    /// The rects of a translucent batch cut to the visible area (x, y, width, height each).
    var directRects: [Int32] = []
    // (Internal rather than private where BlurLayers.swift redirects drawing into a layer.)
    var transform: AffineTransform = .identity               // points → pixels
    var transformStack: [AffineTransform] = []
    var clip: PixelRect?                                     // nil: no clip
    var clipStack: [PixelRect?] = []
    /// The list being executed and the index of the command executing (to look ahead: a shadow
    /// skips what the opaque card drawn next covers, SDLRenderer+Composites.swift).
    var running: UnsafeBufferPointer<DrawCommand>?
    var runningIndex = 0
    /// Pixels a translucent composite left alone because an opaque shape drawn next covers
    /// them (``opaqueCoverAhead()``), counted over the renderer's life.
    public internal(set) var skippedCoveredPixels = 0
    /// The panel a translucent fill was blended together with (SDLRenderer+Scrim.swift): its
    /// command index and the pixels its copy leaves alone.
    var fusedCover: (index: Int, cover: SurfaceTarget.Cover)?
    /// Pixels blended once for a fill and the panel over it, over the renderer's life.
    public internal(set) var fusedPixels = 0
    /// The unsnapped pixel bounds of the clip pushed just before the command being executed
    /// (only transforms and opacity between them), nil otherwise: a clip of one picture, as
    /// `clipShape` on an image gives (SDLRenderer+Images.swift keeps only that part of it).
    var ownClip: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    var pushedClip: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    /// (Set by MaskLayers.swift too: a view mask is drawn at full opacity.)
    var opacity: Double = 1
    private var opacityStack: [Double] = []
    var output = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)       // the render target's size
    var visible = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)      // output ∩ clip: for culling
    var blendMode: SDL_BlendMode?                    // last set draw blend mode
    var stats = RenderStats()
    /// The pixels of the software surface this renderer draws into, when it draws into one
    /// (an ``OffscreenCanvas``): translucent fills and composites are blended there directly.
    /// The pixels ``upload(_:)`` fetched for the image being drawn, handed to its composite.
    var justFetched: (id: ImageID, pixels: ImagePixels)?
    var directTarget: SurfaceTarget? { directBlending ? surfaceTarget : nil }
    private var surfaceTarget: SurfaceTarget?
    /// Blend translucent fills and composites straight into an ``OffscreenCanvas``'s pixels
    /// (true, the default; see SurfaceBlend.swift) rather than through SDL's software renderer.
    /// The fills' pixels are identical either way; composites' partly covered pixels may differ by up to 2 per channel.
    public var directBlending = true
    /// How text is drawn: glyphs from the atlas (the default) or one texture per string.
    public var textPath: TextPath = .atlas
    /// On a software target, keep labels drawn over one colour as finished pixels and copy them
    /// the next time (true, the default; SDLRenderer+TextCache.swift); the pixels are the same.
    public var reusesBlendedText = true
    /// Lines of text kept as finished pixels (BlendedLineCache): alive, their slots' bytes, made so far.
    public var blendedTextStats: (live: Int, bytes: Int, made: Int) { (lines.count, lines.bytes, lines.made) }
    /// On an ``OffscreenCanvas``, clear only the boxes the last frame drew in (true, the default;
    /// SDLRenderer+Damage.swift) instead of the whole canvas; the pixels are the same.
    public var partialClear = true
    // Damage: this frame's boxes, the last frame's, and what they are valid for.
    var damage: [PixelRect] = []
    /// For each of this frame's boxes, the opaque colour it was filled with, if it was one
    /// (SDLRenderer+TextCache.swift reads it to know what a label is drawn over).
    var damageSolid: [SolidBox] = []
    /// The pixel value this frame's clear left everywhere outside its boxes, once it cleared.
    var clearedValue: UInt32?
    /// Labels already blended over a solid colour (BlendedLineCache, SDLRenderer+TextCache.swift).
    let lines = BlendedLineCache()
    var previousDamage: [PixelRect] = []
    var damageArea = 0
    var damageValid = false
    var damageStamp: Int?
    var damageBackground: Color?
    var damageOutput: PixelRect?
    /// The clear the frame still owes before its first drawing command (SDLRenderer+Damage.swift).
    var pendingClear: PendingClear?
    /// Frames whose clear was left out because their first command filled the whole target opaquely.
    public internal(set) var clearsSkipped = 0
    /// Leave out what an opaque fill of the whole target hides: the clear before it, and every
    /// drawing command before it (true, the default; SDLRenderer+Occlusion.swift). The pixels are the same.
    public var skipsHiddenDrawing = true
    /// Drawing commands left out because an opaque fill of the whole target came after them.
    public internal(set) var hiddenCommandsSkipped = 0
    /// The pre-scan's stacks (SDLRenderer+Occlusion.swift), kept to reuse their storage.
    var scanTransforms: [AffineTransform] = []
    var scanClips: [PixelRect?] = []
    var scanOpacities: [Double] = []
    /// Open blur groups, innermost last, and the textures and buffers they draw through.
    var blurStack: [BlurLayer] = []
    let blurResources = BlurResources()

    /// - Parameters:
    ///   - renderer: an `SDL_Renderer*` from `SDL_CreateRenderer` or `SDL_CreateSoftwareRenderer`.
    ///   - fonts: the font library text is rasterised with.
    ///   - pixelsPerPoint: the display scale (`SDL_GetRendererOutputSize` ÷ window size).
    ///   - textCacheLimitBytes: the text cache's bound in texture pixel bytes. A short 17 pt
    ///     label ("Row 12") is about 16 KB at 2×, so 32 MiB holds about 2 000 of them.
    ///   - textCacheLimitCount: the text cache's bound in textures.
    public init(renderer: OpaquePointer, fonts: FontLibrary, pixelsPerPoint: Double = 1,
                textCacheLimitBytes: Int = 32 << 20, textCacheLimitCount: Int = 4096) {
        self.renderer = renderer
        self.fonts = fonts
        self.pixelsPerPoint = pixelsPerPoint
        self.cache = TextTextureCache(limitBytes: textCacheLimitBytes, limitCount: textCacheLimitCount)
        RendererTextureRegistry.register(cache, renderer: renderer)
        RendererTextureRegistry.register(atlas, renderer: renderer)
        RendererTextureRegistry.register(images, renderer: renderer)
        RendererTextureRegistry.register(composites, renderer: renderer)
        RendererTextureRegistry.register(paths, renderer: renderer)
        surfaceTarget = SoftwareSurfaceRegistry.surface(for: renderer).flatMap(SurfaceTarget.init)
        RendererTextureRegistry.register(blurResources, renderer: renderer)
        rects.reserveCapacity(8); directRects.reserveCapacity(32)
        damageSolid.reserveCapacity(Self.maximumDamageBoxes)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            rendererName = String(cString: name)
        } else {
            rendererName = "unknown"
        }
        batch.featherOffsetPixels = rendererName == "software" ? 0.5 : 0
        transformStack.reserveCapacity(16); clipStack.reserveCapacity(16); opacityStack.reserveCapacity(16)
        scanTransforms.reserveCapacity(16); scanClips.reserveCapacity(16); scanOpacities.reserveCapacity(16)
        blurStack.reserveCapacity(BlurLayer.maximumDepth)
    }

    /// Blend translucent fills and composites straight into `surface`, the surface SDL's software
    /// renderer draws into (a window's `SDL_GetWindowSurface` when ``rendererName`` is
    /// `software`); nil stops. Call it again when the window's surface changes (a resize).
    /// ``OffscreenCanvas`` renderers do this by themselves.
    public func drawDirectly(into surface: UnsafeMutablePointer<SDL_Surface>?) {
        surfaceTarget = rendererName == "software" ? surface.flatMap(SurfaceTarget.init) : nil
    }

    /// Destroys every cached text texture (they are re-rasterised on next use).
    public func purgeTextCache() { cache.removeAll(); atlas.removeAll(); lines.removeAll() }

    /// Destroys every image texture (images still drawn are uploaded again on next use).
    public func purgeImageTextures() { images.removeAll(); composites.removeAll() }

    /// Destroys `id`'s texture, so its pixels are fetched from the provider again the next time
    /// it is drawn (call it when the picture behind an id changes).
    public func invalidateImage(_ id: ImageID) { images.remove(id); composites.removeImage(id) }

    /// Destroys the text and image textures every live ``SDLRenderer`` created on `renderer`. Call it just
    /// before `SDL_DestroyRenderer(renderer)`; otherwise an ``SDLRenderer`` released later would
    /// destroy textures SDL has already freed. (``OffscreenCanvas`` calls it for its renderer.)
    public static func rendererWillBeDestroyed(_ renderer: OpaquePointer) {
        RendererTextureRegistry.rendererWillBeDestroyed(renderer)
    }

    // MARK: - Frame

    /// Clears to ``background`` and executes `list` in order. Does not present.
    public func render(_ list: DisplayList) -> RenderStats {
        beginFrame()
        list.storedCommands.withUnsafeBufferPointer { commands in
            running = commands
            defer { running = nil }
            // Commands before an opaque fill of the whole target draw nothing that stays
            // (SDLRenderer+Occlusion.swift): only their clips, transforms and opacities are kept.
            let hidden = skipsHiddenDrawing ? hiddenPrefix(commands) : 0
            var i = 0                                   // (an index loop: see VertexBatch.bounds())
            while i < hidden { runningIndex = i; skip(commands[i]); i += 1 }
            while i < commands.count { runningIndex = i; execute(commands[i]); i += 1 }
        }
        endFrame()
        return stats
    }

    var scale: Double { pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1 }

    private func beginFrame() {
        stats = RenderStats()
        imageFetchesThisFrame = 0
        deferredAtFrameStart = deferredImageFetches
        handOver.beginFrame()
        images.beginFrame()
        composites.beginFrame()
        paths.beginFrame()
        atlas.beginFrame()
        transform = .scale(scale, scale)
        transformStack.removeAll(keepingCapacity: true)
        clipStack.removeAll(keepingCapacity: true)
        opacityStack.removeAll(keepingCapacity: true)
        blurStack.removeAll(keepingCapacity: true)
        opacity = 1
        clip = nil
        ownClip = nil; pushedClip = nil
        fusedCover = nil
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        output = PixelRect(x0: 0, y0: 0, x1: Int(w), y1: Int(h))
        visible = output
        SDL_RenderSetClipRect(renderer, nil)
        blendMode = nil
        beginClear()
    }

    private func endFrame() {
        clearTarget()                                          // a frame that drew nothing
        imagesWaiting = deferredImageFetches - deferredAtFrameStart
        while !blurStack.isEmpty { popLayer() }                // unbalanced pushes still composite
        if clip != nil { SDL_RenderSetClipRect(renderer, nil) }
        stats.liveTextTextures = cache.count + atlas.pageCount
        stats.textCacheBytes = cache.bytes + atlas.bytes
        stats.imageReleases = images.endFrame(graceFrames: imageTextureGraceFrames)
        handOver.endFrame()
        composites.endFrame()
        paths.endFrame()
        lines.endFrame()
        finishDamage()
        stats.liveImageTextures = images.liveTextures
        stats.imageTextureBytes = images.bytes
        (stats.liveImageComposites, stats.imageCompositeBytes) = composites.imageTotals
    }

    func execute(_ command: DrawCommand) {
        if case let .replay(list, transform) = command { replay(list, transform: transform); return }
        stats.commands += 1
        if damageValid { noteDamage(of: command) }
        if pendingClear != nil, command.touchesPixels { clearBeforeDrawing(command) }
        ownClip = pushedClip
        pushedClip = nil
        switch command {
        case let .fillRect(rect, color): fill(rect, color)
        case let .fillRoundedRect(rect, radius, color): fillRounded(rect, radius: radius, color)
        case let .strokeRect(rect, color, lineWidth): stroke(rect, color, lineWidth: lineWidth)
        case let .line(from, to, color, lineWidth): line(from: from, to: to, color, lineWidth: lineWidth)
        case let .text(string, origin, font, color): text(string, at: origin, font, color)
        case let .image(id, rect, radius): image(id, in: rect, cornerRadius: radius)
        case let .pushClip(rect): pushClip(rect)
        case .popClip: popClip()
        case let .pushTransform(t):
            pushedClip = ownClip
            transformStack.append(transform)
            // A broken transform acts as the identity. (Checked field by field: DisplayList's
            // `isFinite` builds an array.)
            if t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite {
                transform = t.then(transform)
            }
        case .popTransform:
            if let enclosing = transformStack.popLast() { transform = enclosing }
        case let .pushOpacity(o):
            pushedClip = ownClip
            opacityStack.append(opacity)
            if !o.isNaN { opacity *= min(max(o, 0), 1) }
        case .popOpacity:
            if let enclosing = opacityStack.popLast() { opacity = enclosing }
        case let .pushBlur(radius, bounds, opaque): pushBlur(radius: radius, bounds: bounds, opaque: opaque)
        case .popBlur: popLayer()
        case let .strokeRoundedRect(rect, radius, color, lineWidth): strokeRounded(rect, radius: radius, color, lineWidth: lineWidth)
        case let .backdrop(rect, radius, blur, tint): backdrop(rect, cornerRadius: radius, blurRadius: blur, tint: tint)
        case let .path(drawing): drawPath(drawing)
        case let .pushMask(mask, bounds): pushMask(mask, bounds: bounds)
        case .popMask: popLayer()
        case .replay: break                                    // executed above
        }
    }

    /// Executes a recorded list in place, through `transform`: the commands
    /// ``DisplayList/commands`` shows for it, in order. Look-ahead (``opaqueCoverAhead()``, a
    /// scrim's panel) stays inside the recorded list, where the commands it pairs are recorded
    /// together.
    private func replay(_ list: DisplayList, transform: AffineTransform) {
        let identity = transform.isIdentity
        if !identity { execute(.pushTransform(transform)) }
        let saved = (running, runningIndex)
        list.storedCommands.withUnsafeBufferPointer { commands in
            running = commands
            var i = 0
            while i < commands.count { runningIndex = i; execute(commands[i]); i += 1 }
        }
        (running, runningIndex) = saved
        if !identity { execute(.popTransform) }
    }
}
