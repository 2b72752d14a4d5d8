import CSDL2
import DisplayList
import ScrollCore

// Shapes: fills, strokes, rounded rects and lines, batched into SDL calls; and the SDL state they set.
extension SDLRenderer {
    /// Whether the current clip is empty, so nothing can be drawn.
    var clippedAway: Bool { visible.isEmpty }

    /// `color` with the current opacity applied, as SDL bytes; nil when fully transparent.
    func sdlColor(_ color: Color) -> SDL_Color? {
        let alpha = unitToByte(color.alpha * opacity)
        guard alpha > 0 else { return nil }
        return SDL_Color(r: unitToByte(color.red), g: unitToByte(color.green), b: unitToByte(color.blue), a: alpha)
    }

    /// A plain fill in an SDL colour (an image's placeholder).
    func fillPlaceholderRect(_ rect: Rect, _ c: SDL_Color) {
        addRect(rect, c)
        flushRects(c)
    }

    func fill(_ rect: Rect, _ color: Color) {
        guard !clippedAway, rect.isFinite, rect.width > 0, rect.height > 0, let c = sdlColor(color) else { return }
        if antialiasing, !transform.isAxisAligned {
            fillTransformed(rect, color)
            return
        }
        if c.a < 255, fillUnderPanel(rect, c) { return }
        addRect(rect, c)
        flushRects(c)
    }

    /// A rect under a rotation or shear, drawn as a path (``drawPath(_:)``): its coverage
    /// rasterised by PathRasterizer and copied as a texture, so anti-aliased and the same pixels on
    /// every renderer. As a vertex-coloured quad through SDL_RenderGeometry (what it was), SDL's
    /// software renderer truncated the corners to whole pixels and OpenGL did not: a 2 pt crease at
    /// 45° (the origami scene's) was 3 px a row on one and 2 px on the other, 0.04–0.09 % of that
    /// scene's pixels off by up to 188 of 255 (`bench --scene origami --parity`,
    /// Documentation/Performance.md). The path is the rect at the origin, moved to its place, so
    /// equal rects share a cached texture; the paths are kept by size (``rectPaths``), so a frame
    /// that draws the rects of the last one allocates nothing.
    func fillTransformed(_ rect: Rect, _ color: Color) {
        let size = Size(width: rect.width, height: rect.height)
        let path: VectorPath
        if let known = rectPaths[size] {
            path = known
        } else {
            var made = VectorPath()
            made.move(to: Point(x: 0, y: 0))
            made.addLine(to: Point(x: rect.width, y: 0))
            made.addLine(to: Point(x: rect.width, y: rect.height))
            made.addLine(to: Point(x: 0, y: rect.height))
            made.closeSubpath()
            if rectPaths.count >= 64 { rectPaths.removeAll(keepingCapacity: true) }   // an animated size
            rectPaths[size] = made
            path = made
        }
        drawPath(PathDrawing(path: path, origin: Point(x: rect.minX, y: rect.minY), paint: .color(color)))
    }

    func stroke(_ rect: Rect, _ color: Color, lineWidth w: Points) {
        guard !clippedAway, rect.isFinite, rect.width > 0, rect.height > 0, w.isFinite, w > 0,
              let c = sdlColor(color) else { return }
        if 2 * w >= rect.width || 2 * w >= rect.height {
            addRect(rect, c)                         // the outline covers the whole rect
        } else {
            addRect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), c)
            addRect(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), c)
            addRect(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), c)
            addRect(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), c)
        }
        flushRects(c)
    }

    /// A rounded outline: an anti-aliased ring from the composite cache when drawn upright, else
    /// (rotated, or corners under half a pixel) the square outline.
    func strokeRounded(_ rect: Rect, radius: Points, _ color: Color, lineWidth w: Points) {
        guard !clippedAway, rect.isFinite, rect.width > 0, rect.height > 0, radius.isFinite, w.isFinite, w > 0,
              let c = sdlColor(color) else { return }
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        if r * linearScale >= 0.5, antialiasing, drawCachedRoundedRect(rect, radius: r, c, lineWidth: w) { return }
        stroke(rect, color, lineWidth: w)
    }

    func fillRounded(_ rect: Rect, radius: Points, _ color: Color) {
        guard !clippedAway, rect.isFinite, rect.width > 0, rect.height > 0, radius.isFinite,
              let c = sdlColor(color) else { return }
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        if r * linearScale < 0.5 {                    // corners smaller than half a pixel: a plain rect
            addRect(rect, c); flushRects(c); return
        }
        let cover = c.a < 255 ? takeFusedCover() ?? opaqueCoverAhead() : nil
        if antialiasing, drawCachedRoundedRect(rect, radius: r, c, cover: cover) { return }
        batch.removeAll()
        if batch.appendRoundedRect(rect, radius: r, transform: transform, color: c, feather: antialiasing) {
            flushGeometry(texture: nil)
        }
    }

    func line(from a: Point, to b: Point, _ color: Color, lineWidth w: Points) {
        guard !clippedAway, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, w.isFinite, w > 0,
              let c = sdlColor(color) else { return }
        let pa = VertexBatch.pixel(transform, a.x, a.y), pb = VertexBatch.pixel(transform, b.x, b.y)
        let widthPixels = w * linearScale
        let dx = Double(pb.x - pa.x), dy = Double(pb.y - pa.y)
        let half = widthPixels / 2
        if abs(dx) < 1e-4 && abs(dy) < 1e-4 { return }                 // zero length
        if abs(dy) < 1e-4 {                                            // horizontal on screen
            addPixelRect(x0: Double(min(pa.x, pb.x)), y0: Double(pa.y) - half,
                         x1: Double(max(pa.x, pb.x)), y1: Double(pa.y) + half, c)
            flushRects(c)
        } else if abs(dx) < 1e-4 {                                     // vertical on screen
            addPixelRect(x0: Double(pa.x) - half, y0: Double(min(pa.y, pb.y)),
                         x1: Double(pa.x) + half, y1: Double(max(pa.y, pb.y)), c)
            flushRects(c)
        } else if antialiasing, fillLineDirectly(from: pa, to: pb, widthPixels: max(1, widthPixels), color: c) {
            // sloped, anti-aliased into the software surface (a hairline at least a pixel wide)
        } else if antialiasing {
            // Sloped, on OpenGL or into a blur layer: feathered across its width, so that it is
            // anti-aliased as on a software surface. Drawn aliased (a quad, SDL_RenderDrawLineF),
            // the overlays' curves had 0.13–0.15 % of a frame's pixels off by up to 254 of 255
            // between the renderers (`bench --parity --overlay bounds,zones,physics,flash`).
            batch.removeAll()
            if batch.appendFeatheredLine(from: pa, to: pb, widthPixels: widthPixels, color: c) { flushGeometry(texture: nil) }
        } else if widthPixels <= 1 {                                   // diagonal hairline
            guard VertexBatch.isDrawable(pa), VertexBatch.isDrawable(pb) else { return }
            setDrawColor(c)
            SDL_RenderDrawLineF(renderer, pa.x, pa.y, pb.x, pb.y)
            stats.drawCalls += 1
        } else if !fillLineDirectly(from: pa, to: pb, widthPixels: widthPixels, color: c) {
            batch.removeAll()
            if batch.appendLine(from: pa, to: pb, widthPixels: widthPixels, color: c) { flushGeometry(texture: nil) }
        }
    }

    /// How much the current transform scales lengths (√|det|; exact for uniform scales).
    var linearScale: Double {
        let t = transform
        return abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    /// Queues `rect` (points) for ``flushRects(_:)``: snapped pixels when the transform is
    /// axis-aligned, a quad in the vertex batch otherwise.
    func addRect(_ rect: Rect, _ c: SDL_Color) {
        let t = transform
        if t.isAxisAligned {
            addPixelRect(x0: t.a * rect.minX + t.tx, y0: t.d * rect.minY + t.ty,
                         x1: t.a * rect.maxX + t.tx, y1: t.d * rect.maxY + t.ty, c)
        } else {
            batch.appendRect(rect, transform: t, color: c)
        }
    }

    /// Queues a pixel-space rect (corners in any order), snapped to whole pixels and cut to the
    /// visible area.
    func addPixelRect(x0: Double, y0: Double, x1: Double, y1: Double, _ c: SDL_Color) {
        guard let snapped = PixelRect(snapping: min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1), keepHairline: true)
        else { return }
        let cut = snapped.intersection(output)        // keeps coordinates small for SDL's int maths
        guard !cut.isEmpty, cut.intersects(visible) else { return }
        rects.append(SDL_FRect(x: Float(cut.x0), y: Float(cut.y0), w: Float(cut.x1 - cut.x0), h: Float(cut.y1 - cut.y0)))
    }

    /// Draws what ``addRect(_:_:)`` queued: one SDL_RenderFillRectsF and/or one SDL_RenderGeometry.
    func flushRects(_ c: SDL_Color) {
        if !rects.isEmpty, c.a < 255, let direct = directTarget, blurStack.isEmpty {
            SDL_RenderFlush(renderer)          // draws SDL may have batched go first (a window's renderer batches)
            // Translucent: blended straight into the software target (SurfaceBlend), same pixels
            // as SDL's, every rect of the batch (an outline's four sides) in one call.
            directRects.removeAll(keepingCapacity: true)
            rects.withUnsafeBufferPointer { list in
                var i = 0
                while i < list.count {
                    let r = list[i]
                    let box = PixelRect(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x + r.w), y1: Int(r.y + r.h)).intersection(visible)
                    if !box.isEmpty {
                        directRects.append(Int32(box.x0)); directRects.append(Int32(box.y0))
                        directRects.append(Int32(box.x1 - box.x0)); directRects.append(Int32(box.y1 - box.y0))
                    }
                    i += 1
                }
            }
            directRects.withUnsafeBufferPointer { direct.blendFill(rects: $0, count: $0.count / 4, c) }
            stats.drawCalls += 1
            rects.removeAll(keepingCapacity: true)
        }
        if !rects.isEmpty, c.a == 255, let direct = directTarget, blurStack.isEmpty {
            // Opaque: written straight into the software target, the value SDL_RenderFillRects
            // writes with BLENDMODE_NONE (SDL_MapRGBA), without its ~3 k instructions of set-up a call.
            SDL_RenderFlush(renderer)
            let value = direct.pixelValue(r: c.r, g: c.g, b: c.b, a: 255)
            var i = 0
            while i < rects.count {
                let r = rects[i]
                direct.fill(PixelRect(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x + r.w), y1: Int(r.y + r.h)).intersection(visible), value)
                i += 1
            }
            stats.drawCalls += 1
            rects.removeAll(keepingCapacity: true)
        }
        if !rects.isEmpty {
            setDrawColor(c)
            SDL_RenderFillRectsF(renderer, rects, Int32(rects.count))
            stats.drawCalls += 1
            rects.removeAll(keepingCapacity: true)
        }
        if !batch.isEmpty { flushGeometry(texture: nil) }
    }

    /// Sends the vertex batch as one SDL_RenderGeometry call (skipped when it lies wholly outside
    /// the visible area), then empties it.
    func flushGeometry(texture: OpaquePointer?) {
        defer { batch.removeAll() }
        guard !batch.isEmpty else { return }
        let box = batch.bounds()
        guard Double(box.maxX) > Double(visible.x0), Double(box.minX) < Double(visible.x1),
              Double(box.maxY) > Double(visible.y0), Double(box.minY) < Double(visible.y1) else { return }
        if texture == nil, let alpha = batch.firstAlpha {
            setBlendMode(alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        }
        if let fringe = batch.fringeIndexStart {
            // An anti-aliased shape: the opaque interior without blending, the edge strip blended.
            batch.draw(on: renderer, texture: texture, indexRange: 0..<fringe)
            if texture == nil { setBlendMode(SDL_BLENDMODE_BLEND) }
            batch.draw(on: renderer, texture: texture, indexRange: fringe..<batch.indices.count)
            stats.drawCalls += 2
            return
        }
        batch.draw(on: renderer, texture: texture)
        stats.drawCalls += 1
    }

    /// Sets the draw colour, with blending only when it is translucent (opaque fills skip the
    /// per-pixel blend on the software renderer).
    func setDrawColor(_ c: SDL_Color) {
        setBlendMode(c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    }

    func setBlendMode(_ mode: SDL_BlendMode) {
        guard blendMode != mode else { return }
        SDL_SetRenderDrawBlendMode(renderer, mode)
        blendMode = mode
    }
}
