import CSDL2
import DisplayList
import ScrollCore

/// How ``SDLRenderer`` draws `.text` commands.
public enum TextPath: Sendable {
    /// Glyphs from the ``GlyphAtlas`` (the default): blended straight into a software surface,
    /// else batched textured quads. Strings it cannot reproduce go ``perString``.
    case atlas
    /// One SDL2_ttf texture per string (`TTF_RenderUTF8_Blended`), in an LRU cache — the path
    /// before the atlas, kept as the reference the atlas is tested against.
    case perString
}

extension SDLRenderer {
    func text(_ string: String, at origin: Point, _ font: FontSpec, _ color: Color) {
        // SDL2_ttf reads C strings: a NUL would end the line (FontLibrary+ControlCharacters).
        let string = FontLibrary.drawableText(string)
        guard !clippedAway, !string.isEmpty, origin.x.isFinite, origin.y.isFinite,
              font.sizePoints.isFinite, font.sizePoints > 0, let tint = sdlColor(color) else { return }
        if textPath == .atlas, reusesBlendedText, let target = directTarget, blurStack.isEmpty, damageValid,
           drawFromLineCache(string, at: origin, font, tint, into: target) {
            return
        }
        if textPath == .atlas, drawsTextAsOneImage {
            // Scaled or rotated (`scaleEffect`, `rotationEffect`, a scroll transition): the whole
            // line's texture, resampled bilinearly — glyph quads sampled nearest snap each glyph
            // on its own (uneven spacing) and leave rotated edges jagged.
            textPerString(string, at: origin, font, tint)
            return
        }
        if textPath == .atlas, let table = atlas.fontGlyphs(font, pixelScale: scale, library: fonts),
           let box = atlas.layout(string, in: table, library: fonts) {
            if box.rasterised > 0 { stats.textCacheMisses += 1 } else { stats.textCacheHits += 1 }
            drawLine(width: box.width, height: box.height, at: origin, tint)
            return
        }
        textPerString(string, at: origin, font, tint)
    }

    /// Draws ``GlyphAtlas/line`` (a line box of `width × height` pixels) with its top-left at
    /// `origin`, as the per-string path draws the line's texture there.
    private func drawLine(width: Int, height: Int, at origin: Point, _ tint: SDL_Color) {
        let ppp = scale
        noteDamage(Rect(x: origin.x, y: origin.y, width: Double(width) / ppp, height: Double(height) / ppp))
        let t = transform
        let upright = t.isAxisAligned && t.a > 0 && t.d > 0
        let unscaled = upright && abs(t.a - ppp) < 1e-9 && abs(t.d - ppp) < 1e-9
        if unscaled {
            // One texel per pixel on whole pixels, so glyphs stay sharp.
            let x = (t.a * origin.x + t.tx).rounded(), y = (t.d * origin.y + t.ty).rounded()
            guard x + Double(width) > Double(visible.x0), x < Double(visible.x1),
                  y + Double(height) > Double(visible.y0), y < Double(visible.y1),
                  abs(x) < 16_777_216, abs(y) < 16_777_216 else { return }
            if let direct = directTarget, blurStack.isEmpty {
                SDL_RenderFlush(renderer)          // draws SDL may have batched go first
                blendLine(into: direct, x: Int(x), y: Int(y), clip: visible, tint)
                stats.drawCalls += 1
                return
            }
            glyphQuads { batch, g, p in
                let x0 = Float(x) + Float(p.x), y0 = Float(y) + Float(p.y)
                let x1 = x0 + Float(g.width), y1 = y0 + Float(g.height)
                batch.appendQuad(SDL_FPoint(x: x0, y: y0), SDL_FPoint(x: x1, y: y0), SDL_FPoint(x: x1, y: y1),
                                 SDL_FPoint(x: x0, y: y1), color: tint, uv: Self.uv(g))
            }
            return
        }
        // Scaled, rotated, sheared or flipped: each glyph's box in points through the transform.
        glyphQuads { batch, g, p in
            let box = Rect(x: origin.x + Double(p.x) / ppp, y: origin.y + Double(p.y) / ppp,
                           width: Double(g.width) / ppp, height: Double(g.height) / ppp)
            batch.appendRect(box, transform: t, color: tint, uv: Self.uv(g))
        }
    }

    /// Whether the transform scales or rotates text without shearing or flipping it: then the
    /// line is drawn as one texture resampled bilinearly (``textPerString(_:at:_:_:)``), as
    /// Core Animation resamples a layer's bitmap under a transform. Upright text at the pixel
    /// scale stays on the atlas's exact path; sheared and flipped text on glyph quads.
    var drawsTextAsOneImage: Bool {
        let t = transform, ppp = scale
        if t.isAxisAligned && abs(t.a - ppp) < 1e-9 && abs(t.d - ppp) < 1e-9 { return false }
        return t.similarity != nil
    }

    /// Batches the line's glyphs as quads (`append` adds one), one SDL_RenderGeometry per atlas page.
    private func glyphQuads(_ append: (inout VertexBatch, GlyphAtlas.Glyph, GlyphAtlas.Placed) -> Void) {
        let line = atlas.line
        var page: Int32 = -1
        var i = 0
        batch.removeAll()
        while i < line.count {
            let p = line[i]
            let g = atlas.glyphs[Int(p.glyph)]
            if g.page != page { flushGlyphs(page: page); page = g.page }
            append(&batch, g, p)
            i += 1
        }
        flushGlyphs(page: page)
    }

    private func flushGlyphs(page: Int32) {
        guard page >= 0, !batch.isEmpty else { batch.removeAll(); return }
        guard let texture = atlas.texture(page: Int(page), renderer: renderer) else { batch.removeAll(); return }
        flushGeometry(texture: texture)
    }

    /// The texture coordinates of a glyph's corners in its page (top-left, top-right,
    /// bottom-right, bottom-left; exact binary fractions of the 512-pixel page).
    private static func uv(_ g: GlyphAtlas.Glyph) -> (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) {
        let size = Float(GlyphAtlas.pageSize)
        let u0 = Float(g.x) / size, v0 = Float(g.y) / size
        let u1 = Float(g.x + g.width) / size, v1 = Float(g.y + g.height) / size
        return (SDL_FPoint(x: u0, y: v0), SDL_FPoint(x: u1, y: v0), SDL_FPoint(x: u1, y: v1), SDL_FPoint(x: u0, y: v1))
    }

    /// Blends the laid-out line's glyphs into `target` with the line box's top-left at pixel
    /// (`x`, `y`), cut to `clip`, in the arithmetic of the SDL blitter the per-string
    /// path would use (see ``SurfaceTarget/blendGlyph``).
    func blendLine(into target: SurfaceTarget, x: Int, y: Int, clip: PixelRect, _ tint: SDL_Color) {
        let pages = atlas.pages
        atlas.line.withUnsafeBufferPointer { line in
            atlas.glyphs.withUnsafeBufferPointer { glyphs in
                var i = 0
                while i < line.count {
                    let p = line[i]
                    let g = glyphs[Int(p.glyph)]
                    target.blendGlyph(pages[Int(g.page)], pagePitch: GlyphAtlas.pageSize, sourceX: Int(g.x), sourceY: Int(g.y),
                                      width: Int(g.width), height: Int(g.height),
                                      originX: x + Int(p.x), originY: y + Int(p.y), clip: clip, tint)
                    i += 1
                }
            }
        }
    }

    // MARK: - One texture per string

    private func textPerString(_ string: String, at origin: Point, _ font: FontSpec, _ tint: SDL_Color) {
        let ppp = scale
        let t = transform
        let direct = t.isAxisAligned && t.a > 0 && t.d > 0
        // Opaque text drawn upright gets its colour baked in (no per-draw modulation).
        let baked = direct && tint.a == 255
        let rgba = baked ? UInt32(tint.r) << 24 | UInt32(tint.g) << 16 | UInt32(tint.b) << 8 | 0xFF : 0xFFFF_FFFF
        let key = TextKey(text: string, font: font, scaleMilli: Int((ppp * 1000).rounded()), rgba: rgba)
        let entry: TextTextureCache.Entry
        if let hit = cache.lookup(key) {
            stats.textCacheHits += 1
            entry = hit
        } else {
            stats.textCacheMisses += 1
            entry = rasterize(key, pixelScale: ppp)
        }
        guard let texture = entry.texture else { return }
        noteDamage(Rect(x: origin.x, y: origin.y, width: Double(entry.widthPixels) / ppp, height: Double(entry.heightPixels) / ppp))
        if direct {
            var x = t.a * origin.x + t.tx, y = t.d * origin.y + t.ty
            var w = Double(entry.widthPixels) * t.a / ppp, h = Double(entry.heightPixels) * t.d / ppp
            if abs(t.a - ppp) < 1e-9 && abs(t.d - ppp) < 1e-9 {
                // Unscaled: one texel per pixel on whole pixels, so glyphs stay sharp.
                x = x.rounded(); y = y.rounded(); w = Double(entry.widthPixels); h = Double(entry.heightPixels)
            }
            guard x + w > Double(visible.x0), x < Double(visible.x1), y + h > Double(visible.y0), y < Double(visible.y1),
                  VertexBatch.isDrawable(SDL_FPoint(x: Float(x), y: Float(y))),
                  VertexBatch.isDrawable(SDL_FPoint(x: Float(x + w), y: Float(y + h))) else { return }
            // Opaque white is baked as the tinted texture is (white, key `0xFFFFFFFF`): the two
            // are one texture, so that draw sets the modulation back to none — a translucent
            // tint left on it (a shadow's) drew the next white label dark.
            if !baked || rgba == 0xFFFF_FFFF {
                SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
                SDL_SetTextureAlphaMod(texture, tint.a)
            }
            var dst = SDL_FRect(x: Float(x), y: Float(y), w: Float(w), h: Float(h))
            SDL_RenderCopyF(renderer, texture, nil, &dst)
            stats.drawCalls += 1
        } else if let (factor, degrees) = t.similarity {
            // Rotated (and maybe scaled): the texture turned about its top-left corner, which
            // the transform puts at `corner`; resampled bilinearly (the texture's scale mode).
            let corner = t.apply(origin)
            let k = factor / ppp
            let w = Double(entry.widthPixels) * k, h = Double(entry.heightPixels) * k
            let reach = w + h   // the turned box lies within this distance of its corner
            guard corner.x + reach > Double(visible.x0), corner.x - reach < Double(visible.x1),
                  corner.y + reach > Double(visible.y0), corner.y - reach < Double(visible.y1),
                  VertexBatch.isDrawable(SDL_FPoint(x: Float(corner.x), y: Float(corner.y))) else { return }
            SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
            SDL_SetTextureAlphaMod(texture, tint.a)
            var dst = SDL_FRect(x: Float(corner.x), y: Float(corner.y), w: Float(w), h: Float(h))
            var pivot = SDL_FPoint(x: 0, y: 0)
            SDL_RenderCopyExF(renderer, texture, nil, &dst, degrees, &pivot, SDL_FLIP_NONE)
            stats.drawCalls += 1
        } else {
            // Sheared or flipped: a textured quad; the tint rides on the vertex colours.
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            let box = Rect(x: origin.x, y: origin.y,
                           width: Double(entry.widthPixels) / ppp, height: Double(entry.heightPixels) / ppp)
            batch.removeAll()
            if batch.appendRect(box, transform: t, color: tint) { flushGeometry(texture: texture) }
        }
    }

    /// Rasterises `key` in its colour with TTF_RenderUTF8_Blended and caches the texture (or the failure).
    private func rasterize(_ key: TextKey, pixelScale: Double) -> TextTextureCache.Entry {
        guard let font = fonts.font(for: key.font, pixelScale: pixelScale),
              let surface = lazyscroll_TTF_RenderUTF8_Blended(font, key.text, SDL_Color(r: UInt8(key.rgba >> 24), g: UInt8((key.rgba >> 16) & 0xFF),
                                                                            b: UInt8((key.rgba >> 8) & 0xFF), a: 255)) else {
            return cache.insert(key, texture: nil, widthPixels: 0, heightPixels: 0)
        }
        defer { SDL_FreeSurface(surface) }
        let texture = SDL_CreateTextureFromSurface(renderer, surface)
        if let texture {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            // Bilinear where a transform scales or turns it; a copy at its own size is exact either way.
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        }
        return cache.insert(key, texture: texture, widthPixels: Int(surface.pointee.w), heightPixels: Int(surface.pointee.h))
    }
}

extension SurfaceTarget {
    /// Blends a glyph's coverage (`width × height` bytes at (`sourceX`, `sourceY`) of a page
    /// `pagePitch` bytes wide) in colour `tint` over the target with its top-left at
    /// (`originX`, `originY`), inside `clip`.
    ///
    /// The arithmetic is that of the SDL 2.26 blitter the per-string path ends in, so both paths
    /// give the same pixels (GlyphAtlasTests):
    /// - opaque tint: the per-string texture has the colour baked in and is copied with
    ///   `BlitRGBtoRGBPixelAlphaMMX` (SDL_blit_A.c): each channel `(s·a >> 8) + (d·(255 − a) >> 8)`,
    ///   the alpha lane `(255·a >> 8) + (d·(255 − a) >> 8)`; coverage 0 leaves the pixel, 255
    ///   copies the texel;
    /// - translucent tint: a white texture with colour and alpha modulation goes through
    ///   `SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend` (SDL_blit_auto.c): `a = cov·A/255`,
    ///   `s = C·a/255`, `d' = s + (255 − a)·d/255`, all truncating (÷255 computed as
    ///   `(x + 1 + (x >> 8)) >> 8`, exact for x ≤ 255²).
    ///
    /// The loop is C with SSE2 (`lazyscroll_blend_glyph` in CSDL2's glyph_blend.h): four pixels
    /// at a time as 16-bit lanes, four transparent pixels skipped and four covered ones stored.
    func blendGlyph(_ page: UnsafeMutablePointer<UInt8>, pagePitch: Int, sourceX: Int, sourceY: Int,
                    width: Int, height: Int, originX: Int, originY: Int, clip: PixelRect, _ tint: SDL_Color) {
        let x0 = max(max(clip.x0, 0), originX), x1 = min(min(clip.x1, self.width), originX + width)
        let y0 = max(max(clip.y0, 0), originY), y1 = min(min(clip.y1, self.height), originY + height)
        guard x1 > x0, y1 > y0 else { return }
        let rgb = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
        lazyscroll_blend_glyph(pixels + y0 * stride + x0, stride,
                               page + (sourceY + y0 - originY) * pagePitch + sourceX + x0 - originX, pagePitch,
                               Int32(x1 - x0), Int32(y1 - y0), rgb, UInt32(tint.a))
    }
}
