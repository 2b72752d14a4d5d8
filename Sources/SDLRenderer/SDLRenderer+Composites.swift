import CSDL2
import DisplayList
import ScrollCore

// Cached composites (CompositeCache.swift): upright anti-aliased rounded rectangles, and the copy
// of any composite to the target — blended straight into a software surface when there is one.
extension SDLRenderer {
    /// An upright rounded rect as a cached anti-aliased composite (CompositeCache): snapped to
    /// whole pixels like a fill, then one blended copy. False when the transform rotates, shears
    /// or flips, or the shape is too large to cache: then it is drawn as geometry.
    /// `lineWidth`: 0 fills; above 0, an outline that wide inside the rect (a ring).
    /// `cover`: pixels an opaque shape drawn next overwrites, which a direct copy skips.
    func drawCachedRoundedRect(_ rect: Rect, radius: Points, _ c: SDL_Color, lineWidth: Points = 0,
                               cover: SurfaceTarget.Cover? = nil) -> Bool {
        guard let (entry, box) = cachedRoundedRect(rect, radius: radius, c, lineWidth: lineWidth) else { return false }
        if let entry { blit(entry, at: box, alphaMod: 255, cover: cover) }
        return true
    }

    /// The cached composite of an upright rounded rect under the current transform and the
    /// pixels it goes to; `entry` nil when it lies outside the visible area (nothing to draw).
    /// Nil when it cannot be a composite (rotated, sheared, flipped, too large, not made).
    func cachedRoundedRect(_ rect: Rect, radius: Points, _ c: SDL_Color, lineWidth: Points = 0)
        -> (entry: CompositeCache.Entry?, box: PixelRect)? {
        let t = transform
        guard t.isAxisAligned, t.a > 0, t.d > 0,
              let box = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                  t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true)
        else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard width * height <= CompositeCache.maximumPixels else { return nil }
        guard box.intersects(visible) else { return (nil, box) }          // culled: nothing to draw
        let radiusPixels = min(radius * min(t.a, t.d), Double(min(width, height)) / 2)
        let key = CompositeKey(widthPixels: Int32(width), heightPixels: Int32(height),
                               radiusQuarterPixels: Int32((radiusPixels * 4).rounded()),
                               rgba: UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a), image: nil,
                               lineQuarterPixels: Int32((lineWidth * min(t.a, t.d) * 4).rounded()))
        guard let entry = composites.lookup(key, renderer: renderer, make: {
            key.lineQuarterPixels > 0
                ? CompositeCache.roundedRingPixels(width: width, height: height, radius: Double(key.radiusQuarterPixels) / 4,
                                                   lineWidth: Double(key.lineQuarterPixels) / 4, color: c)
                : CompositeCache.roundedRectPixels(width: width, height: height, radius: Double(key.radiusQuarterPixels) / 4, color: c)
        }) else { return nil }
        return (entry, box)
    }

    /// What an opaque upright rounded rectangle drawn right after the current command covers
    /// for certain (``SurfaceTarget/Cover``), if the next command is one — after at most a
    /// `popTransform`, as `.background(shape.offset(…))` under `.background(shape)` gives: a
    /// card's drop shadow under the card. Only the pixels that card overwrites with coverage 1
    /// (its cached composite's interior, or a plain fill when its corners are under half a
    /// pixel) count, and only while they are drawn straight into the surface in command order.
    func opaqueCoverAhead() -> SurfaceTarget.Cover? {
        guard let list = running, antialiasing, directTarget != nil, blurStack.isEmpty else { return nil }
        var next = runningIndex + 1
        var t = transform
        if next < list.count, case .popTransform = list[next] {
            guard let enclosing = transformStack.last else { return nil }
            t = enclosing
            next += 1
        }
        guard next < list.count, case let .fillRoundedRect(rect, radius, color) = list[next],
              rect.isFinite, rect.width > 0, rect.height > 0, radius.isFinite,
              unitToByte(color.alpha * opacity) == 255, t.isAxisAligned, t.a > 0, t.d > 0,
              let box = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                  t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true)
        else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        let scale = abs(t.a * t.d).squareRoot()
        if r * scale < 0.5 { return SurfaceTarget.Cover(box: box, corner: 0) }        // drawn as a plain fill
        guard width * height <= CompositeCache.maximumPixels else { return nil }       // drawn as geometry
        // As drawCachedRoundedRect keys and CompositeCache.roundedRectPixels draws it.
        let radiusPixels = (min(r * min(t.a, t.d), Double(min(width, height)) / 2) * 4).rounded() / 4
        let drawnRadius = min(radiusPixels, Double(min(width, height)) / 2)
        return SurfaceTarget.Cover(box: box, corner: Int(drawnRadius.rounded(.up)) + 1)
    }

    /// Copies a composite 1:1 to `box`: straight into the surface when drawing on a software
    /// target (SurfaceBlend), else with SDL_RenderCopy.
    /// `within`: only the pixels inside it (an image composite a pixel larger than its snapped box).
    func blit(_ entry: CompositeCache.Entry, at box: PixelRect, alphaMod: UInt8, cover: SurfaceTarget.Cover? = nil,
              within limit: PixelRect? = nil) {
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        if let limit, !(limit.x0 <= box.x0 && limit.y0 <= box.y0 && box.x1 <= limit.x1 && box.y1 <= limit.y1) {
            blitCut(entry, at: box, alphaMod: alphaMod, within: limit)
            return
        }
        if let direct = directTarget, blurStack.isEmpty {
            SDL_RenderFlush(renderer)          // draws SDL may have batched go first
            entry.pixels.withUnsafeBufferPointer { pixels in
                entry.runs.withUnsafeBufferPointer { runs in
                    skippedCoveredPixels += direct.blendCopy(pixels, sourceWidth: width, sourceHeight: height,
                                                             originX: box.x0, originY: box.y0, clip: visible, alphaMod: alphaMod,
                                                             runs: runs, uniformRuns: entry.uniform, cover: cover)
                }
            }
        } else if let texture = entry.texture {
            SDL_SetTextureAlphaMod(texture, alphaMod)
            var dst = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(width), h: Int32(height))
            SDL_RenderCopy(renderer, texture, nil, &dst)
        }
        stats.drawCalls += 1
    }

    /// ``blit(_:at:alphaMod:cover:within:)`` of only the part of `box` inside `limit`.
    private func blitCut(_ entry: CompositeCache.Entry, at box: PixelRect, alphaMod: UInt8, within limit: PixelRect) {
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let part = box.intersection(limit)
        guard !part.isEmpty else { return }
        if let direct = directTarget, blurStack.isEmpty {
            SDL_RenderFlush(renderer)
            entry.pixels.withUnsafeBufferPointer { pixels in
                entry.runs.withUnsafeBufferPointer { runs in
                    _ = direct.blendCopy(pixels, sourceWidth: width, sourceHeight: height, originX: box.x0, originY: box.y0,
                                         clip: visible.intersection(part), alphaMod: alphaMod, runs: runs, uniformRuns: entry.uniform)
                }
            }
        } else if let texture = entry.texture {
            SDL_SetTextureAlphaMod(texture, alphaMod)
            var src = SDL_Rect(x: Int32(part.x0 - box.x0), y: Int32(part.y0 - box.y0),
                               w: Int32(part.x1 - part.x0), h: Int32(part.y1 - part.y0))
            var dst = SDL_Rect(x: Int32(part.x0), y: Int32(part.y0), w: src.w, h: src.h)
            SDL_RenderCopy(renderer, texture, &src, &dst)
        }
        stats.drawCalls += 1
    }
}
