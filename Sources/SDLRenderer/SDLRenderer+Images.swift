import CSDL2
import DisplayList
import ScrollCore

// Pictures prepared off the frame (a window's renderer): ImagePreparer.swift.
extension SDLRenderer {
    /// Prepare pictures on a worker thread (true) — the provider's pixels and cards' composites
    /// made there, handed over at the start of a frame, a placeholder drawn until then — or fetch
    /// them inside the frame that first draws them (false, the default: headless runs, the
    /// bench and tests stay the same every run). A window turns it on: a picture is 6–12 M
    /// instructions, which a frame of a fling has no room for. With it on, the provider is
    /// called on the worker thread only, and ``imageFetchesPerFrame`` does not apply.
    public var preparesImagesOffFrame: Bool {
        get { handOver.preparer != nil }
        set { if newValue != preparesImagesOffFrame { handOver.configure(provider: imageProvider, enabled: newValue) } }
    }

    /// Tests: prepare pictures without a thread; ``runImagePreparer()`` makes what is queued.
    func prepareImagesWithoutThread() { handOver.configure(provider: imageProvider, enabled: true, threaded: false) }

    /// Blocks until the worker has made every picture asked for so far (no clock: tests use it to
    /// know which frame a picture arrives in). What is made is handed over at the next frame's start.
    public func finishPreparingImages() {
        guard let preparer = handOver.preparer else { return }
        preparer.runQueued()
        preparer.waitUntilIdle()
    }

    /// Pictures the preparer is making or has queued (0 without one).
    public var imagesBeingPrepared: Int { handOver.preparer?.outstanding ?? 0 }
}

// Images: aspect-filled, culled before upload, copied onto whole pixels when upright and square,
// drawn as textured triangles when rotated, scaled unevenly or rounded.
extension SDLRenderer {
    func image(_ id: ImageID, in rect: Rect, cornerRadius: Points) {
        guard rect.isFinite, rect.width > 0, rect.height > 0, cornerRadius.isFinite else { return }
        // Drawn, even if culled below: the image is still on the list, so its texture stays.
        let known = images.use(id)
        guard !clippedAway else { return }
        let alpha = unitToByte(opacity)
        guard alpha > 0 else { return }
        let t = transform
        // Cull before uploading: an image scrolled just out of view costs nothing.
        let p0 = VertexBatch.pixel(t, rect.minX, rect.minY), p1 = VertexBatch.pixel(t, rect.maxX, rect.minY)
        let p2 = VertexBatch.pixel(t, rect.maxX, rect.maxY), p3 = VertexBatch.pixel(t, rect.minX, rect.maxY)
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x)), maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y)), maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        guard Double(maxX) > Double(visible.x0), Double(minX) < Double(visible.x1),
              Double(maxY) > Double(visible.y0), Double(minY) < Double(visible.y1) else { return }
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        let rounded = radius * linearScale >= 0.5
        // At the display scale (no scale effect), square or rounded: a cached composite, resampled once.
        let composite = (antialiasing || !rounded) && t.isAxisAligned && abs(t.a - scale) < 1e-9 && abs(t.d - scale) < 1e-9
        let plan = composite ? compositePlan(id, in: rect, radius: rounded ? radius : 0) : nil
        if let plan, plan.region == nil {
            return                                          // its clip shows none of it
        }
        // A composite made before (a card scrolling back): copied again without fetching the picture.
        if let plan, let region = plan.region, let entry = composites.existing(plan.key) {
            blit(entry, at: region, alphaMod: alpha, within: plan.box)
            return
        }
        if known == nil, handOver.preparer != nil,
           drawPrepared(id, in: rect, plan: plan, radius: rounded ? radius : 0, alpha: alpha) {
            return                                          // from the worker's pixels, or a placeholder
        }
        if known == nil, handOver.preparer == nil, let limit = imageFetchesPerFrame, imageFetchesThisFrame >= max(0, limit) {
            // Over this frame's budget of pictures: a placeholder now, the picture in a later frame.
            deferredImageFetches += 1
            drawImagePlaceholder(rect, radius: rounded ? radius : 0)
            return
        }
        let slot = known ?? images.slot(of: id) ?? upload(id)
        let entry = images.entries[slot]
        guard let texture = entry.texture else { return }

        // Aspect fill: the centred part of the texture with the rect's aspect ratio.
        let iw = Double(entry.widthPixels), ih = Double(entry.heightPixels)
        let (cropX, cropY, cropW, cropH) = Self.aspectFillCrop(imageWidth: entry.widthPixels, imageHeight: entry.heightPixels,
                                                               rectWidth: rect.width, rectHeight: rect.height)

        if let plan, drawCachedRoundedImage(id, plan: plan, crop: (cropX, cropY, cropW, cropH), alpha: alpha) {
            return
        }
        if t.isAxisAligned && t.a > 0 && t.d > 0 && !rounded {
            // Upright and square: one copy onto whole pixels (the same pixels a fill of `rect` covers).
            guard let dst = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                      t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true)
            else { return }
            images.setBlendMode(entry.isOpaque && alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND, slot: slot)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, alpha)
            let sx = Int32(cropX.rounded()), sy = Int32(cropY.rounded())
            var src = SDL_Rect(x: sx, y: sy, w: max(1, Int32((cropX + cropW).rounded()) - sx),
                               h: max(1, Int32((cropY + cropH).rounded()) - sy))
            var dstRect = SDL_FRect(x: Float(dst.x0), y: Float(dst.y0), w: Float(dst.x1 - dst.x0), h: Float(dst.y1 - dst.y0))
            SDL_RenderCopyF(renderer, texture, &src, &dstRect)
            stats.drawCalls += 1
        } else {
            // Rotated, scaled unevenly, flipped or rounded: textured triangles; opacity rides on
            // the vertex alpha.
            images.setBlendMode(SDL_BLENDMODE_BLEND, slot: slot)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            let region = VertexBatch.TextureRegion(minU: Float(cropX / iw), minV: Float(cropY / ih),
                                                   maxU: Float((cropX + cropW) / iw), maxV: Float((cropY + cropH) / ih))
            let tint = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
            batch.removeAll()
            let added = rounded
                ? batch.appendRoundedRect(rect, radius: radius, transform: t, color: tint, uv: region, feather: antialiasing)
                : batch.appendRect(rect, transform: t, color: tint, uv: region.corners)
            if added { flushGeometry(texture: texture) }
        }
    }

    /// Aspect fill: the centred part of an `imageWidth × imageHeight` picture with the aspect
    /// ratio of a `rectWidth × rectHeight` rect, in the picture's pixels.
    static func aspectFillCrop(imageWidth: Int, imageHeight: Int, rectWidth: Double, rectHeight: Double)
        -> (x: Double, y: Double, width: Double, height: Double) {
        let iw = Double(imageWidth), ih = Double(imageHeight)
        var cropX = 0.0, cropY = 0.0, cropW = iw, cropH = ih
        if iw * rectHeight > ih * rectWidth {              // image wider than the rect: crop the sides
            cropW = ih * rectWidth / rectHeight; cropX = (iw - cropW) / 2
        } else if iw * rectHeight < ih * rectWidth {       // taller: crop top and bottom
            cropH = iw * rectHeight / rectWidth; cropY = (ih - cropH) / 2
        }
        return (cropX, cropY, cropW, cropH)
    }

    /// With a worker preparing pictures (``preparesImagesOffFrame``), an image whose texture is
    /// not known: drawn from what was handed over at this frame's start, else a placeholder while
    /// the worker makes it. True when done; false when the picture's own pixels were just
    /// uploaded and it is drawn the usual way (rotated, scaled, too large to cache, or its
    /// composite could not be made) — or the provider had none (a failure, drawn as nothing).
    private func drawPrepared(_ id: ImageID, in rect: Rect, plan: CompositePlan?, radius: Points, alpha: UInt8) -> Bool {
        if case .some(let pixels) = handOver.takePixels(id) {
            _ = upload(id, pixels: pixels)
            return false
        }
        if let plan, let region = plan.region, !handOver.compositeFailed(plan.key) {
            if let made = handOver.takeComposite(plan.key) {
                if let entry = composites.lookup(plan.key, renderer: renderer, make: { made }) {
                    blit(entry, at: region, alphaMod: alpha, within: plan.box)
                    return true
                }
                handOver.noteCompositeFailed(plan.key)      // drawn from the picture itself from now on
            } else {
                handOver.request(.init(id: id, composite: .init(key: plan.key, aspectWidth: rect.width,
                                                                aspectHeight: rect.height, smooth: smoothImageScaling)))
                deferredImageFetches += 1
                drawImagePlaceholder(rect, radius: radius)
                return true
            }
        }
        handOver.request(.init(id: id, composite: nil))
        deferredImageFetches += 1
        drawImagePlaceholder(rect, radius: radius)
        return true
    }

    /// Where an image at the display scale goes as a cached composite, and its key: `region`
    /// is the part of the snapped `box` that is made and copied (nil: its clip hides all of it).
    struct CompositePlan {
        var key: CompositeKey
        var box: PixelRect
        var region: PixelRect?
    }

    /// The composite of image `id` drawn in `rect` (points) at the display scale: snapped to
    /// whole pixels like a fill. When the image's own clip (pushed just before it, as
    /// `clipShape` on an aspect-filled picture gives) cuts it on both sides of an axis, only the
    /// part inside that clip is made, with a pixel to spare at each side: the clip moves with the
    /// picture, so the part is the same from frame to frame, and its pixels are those of the
    /// whole composite (each pixel is resampled on its own). In the gallery a card shows 164 of
    /// its photo's 711 pixel columns at 1×. Nil when too large to cache; `region` nil when
    /// nothing of it is left to draw.
    private func compositePlan(_ id: ImageID, in rect: Rect, radius: Points) -> CompositePlan? {
        let t = transform
        let minX = t.a * rect.minX + t.tx, minY = t.d * rect.minY + t.ty
        let maxX = t.a * rect.maxX + t.tx, maxY = t.d * rect.maxY + t.ty
        guard let box = PixelRect(snapping: minX, minY, maxX, maxY, keepHairline: true) else { return nil }
        // The composite's size: the picture's length rounded up, not the snapped box's: a
        // fractional length snaps to ⌊length⌋ or ⌈length⌉ pixels depending on where it falls
        // on the pixel grid, so a scrolling picture would be made again (and fetched again)
        // whenever that flips. Drawn cut to the snapped box: at ⌊length⌋ its last pixel row or
        // column is left out.
        func length(_ l: Double) -> Int { max(1, Int((l - 1e-6).rounded(.up))) }
        let width = length(maxX - minX), height = length(maxY - minY)
        var keep = (x0: 0, y0: 0, x1: width, y1: height)
        if let clip = ownClip {
            /// The clip's span along one axis in the composite's pixels, one spare pixel a side
            /// (the snapped clip and box round separately), when it cuts both ends.
            func cut(_ clipMin: Double, _ clipMax: Double, _ imageMin: Double, _ imageMax: Double, size: Int) -> (Int, Int)? {
                guard clipMin > imageMin, clipMax < imageMax else { return nil }
                let lower = Int(max(0, min(Double(size), (clipMin - imageMin + 1e-6).rounded(.down) - 1)))
                let upper = Int(max(0, min(Double(size), (clipMax - imageMin - 1e-6).rounded(.up) + 1)))
                return (lower, max(lower, upper))
            }
            if let (x0, x1) = cut(clip.minX, clip.maxX, minX, maxX, size: width) { keep.x0 = x0; keep.x1 = x1 }
            if let (y0, y1) = cut(clip.minY, clip.maxY, minY, maxY, size: height) { keep.y0 = y0; keep.y1 = y1 }
        }
        var key = CompositeKey(widthPixels: Int32(width), heightPixels: Int32(height),
                               radiusQuarterPixels: Int32((min(radius * t.a, Double(min(width, height)) / 2) * 4).rounded()),
                               rgba: smoothImageScaling ? 1 : 0, image: id)
        guard (keep.x1 - keep.x0) * (keep.y1 - keep.y0) <= CompositeCache.maximumPixels else { return nil }
        guard keep.x1 > keep.x0, keep.y1 > keep.y0 else { return CompositePlan(key: key, box: box, region: nil) }
        if keep.x0 != 0 || keep.y0 != 0 || keep.x1 != width || keep.y1 != height {
            key.regionX = Int32(keep.x0); key.regionY = Int32(keep.y0)
            key.regionWidth = Int32(keep.x1 - keep.x0); key.regionHeight = Int32(keep.y1 - keep.y0)
        }
        let region = PixelRect(x0: box.x0 + keep.x0, y0: box.y0 + keep.y0, x1: box.x0 + keep.x1, y1: box.y0 + keep.y1)
        guard region.intersects(box) else { return CompositePlan(key: key, box: box, region: nil) }
        return CompositePlan(key: key, box: box, region: region)
    }

    /// An image at the display scale as a cached composite (CompositeCache): the crop resampled
    /// bilinearly (or nearest, with `smoothImageScaling` off) to the snapped pixel size, cut with
    /// anti-aliased corners when rounded, then one copy per frame — the same pixels headless and in the window. Images under a
    /// scaling, rotating or flipping transform (changing every frame in transitions) stay
    /// textured geometry. False when it cannot be made (no pixels).
    private func drawCachedRoundedImage(_ id: ImageID, plan: CompositePlan,
                                        crop: (x: Double, y: Double, width: Double, height: Double), alpha: UInt8) -> Bool {
        guard let region = plan.region else { return true }
        let key = plan.key
        let provider = imageProvider, smooth = smoothImageScaling
        // The pixels the upload just fetched, if it did (the provider is asked once per upload).
        let fetched = justFetched?.id == id ? justFetched?.pixels : nil
        defer { justFetched = nil }
        let width = Int(key.widthPixels), height = Int(key.heightPixels)
        let kept = (x: region.x0 - plan.box.x0, y: region.y0 - plan.box.y0, width: key.keptWidth, height: key.keptHeight)
        guard let entry = composites.lookup(key, renderer: renderer, make: {
            guard let pixels = fetched ?? provider?.pixels(for: id), pixels.width > 0, pixels.height > 0,
                  pixels.argb.count == pixels.width * pixels.height else { return nil }
            // Crop measured on the texture the entry holds; the provider's picture is that size.
            return CompositeCache.roundedImagePixels(pixels, cropX: crop.x, cropY: crop.y, cropWidth: crop.width,
                                                     cropHeight: crop.height, width: width, height: height,
                                                     radius: Double(key.radiusQuarterPixels) / 4, smooth: smooth,
                                                     region: kept)
        }) else { return false }
        blit(entry, at: region, alphaMod: alpha, within: plan.box)
        return true
    }

    /// What stands in for a picture not fetched yet (``imageFetchesPerFrame``): its shape in
    /// ``imagePlaceholderColor``, as an image loader shows before the picture arrives.
    private func drawImagePlaceholder(_ rect: Rect, radius: Points) {
        guard let c = sdlColor(imagePlaceholderColor) else { return }
        if radius * linearScale >= 0.5, antialiasing, drawCachedRoundedRect(rect, radius: radius, c) { return }
        fillPlaceholderRect(rect, c)
    }

    /// Fetches `id`'s pixels from the provider (in the frame: counted against
    /// ``imageFetchesPerFrame``) and uploads them.
    private func upload(_ id: ImageID) -> Int {
        imageFetchesThisFrame += 1
        return upload(id, pixels: imageProvider?.pixels(for: id))
    }

    /// Uploads `pixels` as `id`'s ARGB8888 texture; records a failure (no texture) when there is
    /// no picture or SDL refuses.
    private func upload(_ id: ImageID, pixels: ImagePixels?) -> Int {
        func failed() -> Int { images.insert(id, texture: nil, widthPixels: 0, heightPixels: 0, isOpaque: false) }
        guard let pixels, pixels.width > 0, pixels.height > 0,
              pixels.width <= Int(Int32.max) / 4, pixels.argb.count == pixels.width * pixels.height,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(clamping: pixels.width), Int32(clamping: pixels.height))
        else { return failed() }
        let status = pixels.argb.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(pixels.width * 4))
        }
        guard status == 0 else { SDL_DestroyTexture(texture); return failed() }
        justFetched = (id, pixels)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, smoothImageScaling ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
        stats.imageUploads += 1
        return images.insert(id, texture: texture, widthPixels: pixels.width, heightPixels: pixels.height,
                             isOpaque: pixels.isOpaque)
    }
}
