import CSDL2
import DisplayList
import ScrollCore

/// Labels drawn over a solid colour are copied from ``BlendedLineCache`` instead of blended
/// glyph by glyph, on a software target.
///
/// A line of text drawn upright at the display scale covers a box of whole pixels. If every
/// pixel of that box (cut to the clip) holds one colour when the line is drawn, the finished
/// pixels are a function of the string, font, scale, tint and that colour alone: the same glyph
/// blend (``blendLine(into:x:y:clip:_:)``) run once over a buffer filled with the colour gives
/// them, bit for bit, and the next frames copy its rows. What the box holds is read from the
/// frame's damage bookkeeping (SDLRenderer+Damage.swift), which notes a box for everything drawn
/// so far: the latest box that meets the line decides — an opaque fill that contains the line's
/// box gives its colour (``SolidBox``); anything else (a picture, a translucent panel, other
/// text) sends the line down the glyph-by-glyph path; no box at all means the frame's clear is
/// all there is under it, the background. `TextCacheTests` pins the pixels equal to the
/// glyph-by-glyph path's.
extension SDLRenderer {
    /// How many of this frame's boxes, newest first, a line looks through for what it is drawn
    /// over before giving up (a long frame's early boxes rarely decide it, and the walk is per line).
    static let solidBaseScanLimit = 256

    /// Draws `string` from the line cache if it is upright at the display scale on `target`;
    /// false: draw it the usual way (nothing was drawn or noted).
    func drawFromLineCache(_ string: String, at origin: Point, _ font: FontSpec, _ tint: SDL_Color,
                           into target: SurfaceTarget) -> Bool {
        let ppp = scale, t = transform
        guard t.isAxisAligned, abs(t.a - ppp) < 1e-9, abs(t.d - ppp) < 1e-9 else { return false }
        let x = (t.a * origin.x + t.tx).rounded(), y = (t.d * origin.y + t.ty).rounded()
        guard abs(x) < 16_777_216, abs(y) < 16_777_216 else { return false }
        let key = BlendedLineCache.Key(text: string, font: font, scaleMilli: Int((ppp * 1000).rounded()),
                                       rgba: UInt32(tint.r) << 24 | UInt32(tint.g) << 16 | UInt32(tint.b) << 8 | UInt32(tint.a))
        let known = lines.lookup(key)
        var laidOut = false
        let width: Int, height: Int
        if let known {
            width = known.width; height = known.height
            stats.textCacheHits += 1
        } else {
            guard let box = layOut(string, font) else { return false }
            if box.rasterised > 0 { stats.textCacheMisses += 1 } else { stats.textCacheHits += 1 }
            laidOut = true
            width = box.width; height = box.height
        }
        let ix = Int(x), iy = Int(y)
        let box = PixelRect(x0: ix, y0: iy, x1: ix + width, y1: iy + height)
        let region = box.intersection(visible)
        guard !region.isEmpty else { return true }
        let base = solidBase(under: region)
        noteDamage(box)                                  // exact: a line's glyphs lie inside its box
        SDL_RenderFlush(renderer)                        // draws SDL may have batched go first
        stats.drawCalls += 1
        var line = known
        if let base, line?.base != base {
            if !laidOut, layOut(string, font) == nil { return true }
            laidOut = true
            line = lines.insert(key, width: width, height: height, base: base)
            if let made = line {
                made.pixels.update(repeating: base, count: width * height)
                let buffer = SurfaceTarget(pixels: made.pixels, stride: width, width: width, height: height, hasAlpha: target.hasAlpha)
                blendLine(into: buffer, x: 0, y: 0, clip: PixelRect(x0: 0, y0: 0, x1: width, y1: height), tint)
            }
        }
        guard let line, let base, line.base == base else {
            // Over anything but one colour (or the cache is full): glyph by glyph.
            if !laidOut, layOut(string, font) == nil { return true }
            blendLine(into: target, x: ix, y: iy, clip: visible, tint)
            return true
        }
        let count = region.x1 - region.x0
        var row = region.y0
        while row < region.y1 {
            (target.pixels + row * target.stride + region.x0)
                .update(from: line.pixels + (row - iy) * width + (region.x0 - ix), count: count)
            row += 1
        }
        return true
    }

    /// Lays `string` out in the atlas (``GlyphAtlas/line``); nil if the atlas cannot draw it.
    private func layOut(_ string: String, _ font: FontSpec) -> (width: Int, height: Int, rasterised: Int)? {
        guard let table = atlas.fontGlyphs(font, pixelScale: scale, library: fonts) else { return nil }
        return atlas.layout(string, in: table, library: fonts)
    }

    /// The one colour every pixel of `region` holds now, if the frame's boxes tell: the newest
    /// box that meets it is an opaque fill containing it, or no box meets it and the clear ran.
    func solidBase(under region: PixelRect) -> UInt32? {
        damage.withUnsafeBufferPointer { boxes in
            var i = boxes.count - 1
            let stop = max(0, boxes.count - Self.solidBaseScanLimit)
            while i >= stop {
                let d = boxes[i]
                if d.x0 < region.x1, region.x0 < d.x1, d.y0 < region.y1, region.y0 < d.y1 {
                    let solid = damageSolid[i]
                    return solid.box.contains(region) ? solid.value : nil
                }
                i -= 1
            }
            return i < 0 ? clearedValue : nil
        }
    }
}

extension SurfaceTarget {
    /// A target over plain memory: `pixels`, rows `stride` pixels apart.
    init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int, hasAlpha: Bool) {
        self.pixels = pixels; self.stride = stride; self.width = width; self.height = height; self.hasAlpha = hasAlpha
    }
}
