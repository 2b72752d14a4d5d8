import CSDL2
import DisplayList
import ScrollCore

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
        let slot = known ?? upload(id)
        let entry = images.entries[slot]
        guard let texture = entry.texture else { return }

        // Aspect fill: the centred part of the texture with the rect's aspect ratio.
        let iw = Double(entry.widthPixels), ih = Double(entry.heightPixels)
        var cropX = 0.0, cropY = 0.0, cropW = iw, cropH = ih
        if iw * rect.height > ih * rect.width {            // image wider than the rect: crop the sides
            cropW = ih * rect.width / rect.height; cropX = (iw - cropW) / 2
        } else if iw * rect.height < ih * rect.width {     // taller: crop top and bottom
            cropH = iw * rect.height / rect.width; cropY = (ih - cropH) / 2
        }
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        let rounded = radius * linearScale >= 0.5

        // At the display scale (no scale effect), square or rounded: a cached composite, resampled once.
        if (antialiasing || !rounded) && t.isAxisAligned && abs(t.a - scale) < 1e-9 && abs(t.d - scale) < 1e-9,
           drawCachedRoundedImage(id, in: rect, radius: rounded ? radius : 0, crop: (cropX, cropY, cropW, cropH), alpha: alpha) {
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

    /// An image at the display scale as a cached composite (CompositeCache): the crop resampled
    /// bilinearly (or nearest, with `smoothImageScaling` off) to the snapped pixel size, cut with
    /// anti-aliased corners when rounded, then one copy per frame — the same pixels headless and in the window. Images under a
    /// scaling, rotating or flipping transform (changing every frame in transitions) stay
    /// textured geometry. False when it cannot be made (too large, no pixels).
    private func drawCachedRoundedImage(_ id: ImageID, in rect: Rect, radius: Points,
                                        crop: (x: Double, y: Double, width: Double, height: Double), alpha: UInt8) -> Bool {
        let t = transform
        guard let box = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                  t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true) else { return false }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard width * height <= CompositeCache.maximumPixels else { return false }
        let radiusPixels = min(radius * t.a, Double(min(width, height)) / 2)
        let key = CompositeKey(widthPixels: Int32(width), heightPixels: Int32(height),
                               radiusQuarterPixels: Int32((radiusPixels * 4).rounded()),
                               rgba: smoothImageScaling ? 1 : 0, image: id)
        let provider = imageProvider, smooth = smoothImageScaling
        // The pixels the upload just fetched, if it did (the provider is asked once per upload).
        let fetched = justFetched?.id == id ? justFetched?.pixels : nil
        defer { justFetched = nil }
        guard let entry = composites.lookup(key, renderer: renderer, make: {
            guard let pixels = fetched ?? provider?.pixels(for: id), pixels.width > 0, pixels.height > 0,
                  pixels.argb.count == pixels.width * pixels.height else { return nil }
            // Crop measured on the texture the entry holds; the provider's picture is that size.
            return CompositeCache.roundedImagePixels(pixels, cropX: crop.x, cropY: crop.y, cropWidth: crop.width,
                                                     cropHeight: crop.height, width: width, height: height,
                                                     radius: Double(key.radiusQuarterPixels) / 4, smooth: smooth)
        }) else { return false }
        blit(entry, at: box, alphaMod: alpha)
        return true
    }

    /// Fetches `id`'s pixels from the provider and uploads them as an ARGB8888 texture; records
    /// a failure (no texture) when there is no provider, no picture or SDL refuses.
    private func upload(_ id: ImageID) -> Int {
        func failed() -> Int { images.insert(id, texture: nil, widthPixels: 0, heightPixels: 0, isOpaque: false) }
        guard let pixels = imageProvider?.pixels(for: id), pixels.width > 0, pixels.height > 0,
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
