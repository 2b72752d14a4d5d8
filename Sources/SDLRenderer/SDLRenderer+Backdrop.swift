import CSDL2
import DisplayList
import ScrollCore

// Materials: `DrawCommand.backdrop` blurs what is already drawn under a rect and tints it.
extension SDLRenderer {
    /// Draws a material over `rect`: reads back the pixels drawn so far under it (widened by the
    /// blur's reach, so the edge samples its neighbours), blurs them with the same three-box
    /// Gaussian as `blur(radius:)` (``GaussianBlur``) — on a copy scaled down by a power of two
    /// for radii over 4 pixels (``DownsampledBlur``) —, puts the blurred pixels back inside the
    /// rect's rounded shape, then lays `tint` over them — the recipe of UIKit's
    /// `UIVisualEffectView` and CSS's `backdrop-filter: blur()` under a translucent background.
    ///
    /// It reads the current target with `SDL_RenderReadPixels`, so it works on every renderer (on
    /// a GPU one the read-back stalls the pipeline once per material: fine for a few bars, which
    /// is what materials are for). Under a rotating or skewing transform there is no upright box
    /// to read: the tint alone is drawn.
    func backdrop(_ rect: Rect, cornerRadius: Points, blurRadius: Points, tint: Color) {
        defer { fillRounded(rect, radius: cornerRadius, tint) }
        let t = transform
        guard !clippedAway, rect.isFinite, blurRadius.isFinite, blurRadius > 0, t.isAxisAligned, t.a > 0, t.d > 0 else { return }
        let sigma = blurRadius * linearScale
        let reach = GaussianBlur.reach(sigma: sigma)
        guard reach > 0,
              let snapped = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                      t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: false)
        else { return }
        let box = snapped.intersection(visible)
        guard !box.isEmpty else { return }
        let area = PixelRect(x0: max(output.x0, box.x0 - reach), y0: max(output.y0, box.y0 - reach),
                             x1: min(output.x1, box.x1 + reach), y1: min(output.y1, box.y1 + reach))
        let (w, h) = (area.x1 - area.x0, area.y1 - area.y0)
        let resources = blurResources
        if resources.pixels.count < w * h * 4 { resources.pixels = Array(repeating: 0, count: w * h * 4) }
        var source = SDL_Rect(x: Int32(area.x0), y: Int32(area.y0), w: Int32(w), h: Int32(h))
        let read = resources.pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4))
        }
        guard read == 0 else { return }
        let opaqueTarget = blurStack.isEmpty
        resources.pixels.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!
            if opaqueTarget {
                // A window or canvas is opaque whatever its format says about alpha (XRGB8888 has none).
                let words = base.assumingMemoryBound(to: UInt32.self)
                for i in 0..<(w * h) { words[i] |= 0xFF00_0000 }
            }
            // The window's edge is not a transparent border: un-premultiplying after the blur
            // ("straight" out) gives the edge pixels their own colour rather than a dark fringe.
            // Scaled down for a material's large radius (Skia's way, ``DownsampledBlur``); only the
            // material's own pixels are written back.
            DownsampledBlur.apply(to: base, width: w, height: h, bytesPerRow: w * 4, sigma: sigma,
                                  input: .premultiplied, output: .straight,
                                  rows: (box.y0 - area.y0)..<(box.y1 - area.y0), columns: (box.x0 - area.x0)..<(box.x1 - area.x0),
                                  scratch: &resources.scratch)
            if opaqueTarget {
                // The blur counts what lies past the window's edge as transparent, so within its
                // reach of the edge its alpha falls (to about half at the edge itself): put back
                // like that, the blurred copy let the sharp pixels under it show through — the
                // text of rows scrolled under a pinned header at the top of the window stayed
                // readable. The window is opaque, and the colour is already the average of what
                // lies inside it ("straight" out): put back opaque.
                let words = base.assumingMemoryBound(to: UInt32.self)
                for i in 0..<(w * h) { words[i] |= 0xFF00_0000 }
            }
            maskOutsideRoundedRect(base.assumingMemoryBound(to: UInt32.self), stride: w, area: area, box: box,
                                   shape: snapped, radiusPixels: min(max(0, cornerRadius.isFinite ? cornerRadius : 0) * linearScale,
                                                                     Double(min(snapped.x1 - snapped.x0, snapped.y1 - snapped.y0)) / 2))
        }
        let (bw, bh) = (box.x1 - box.x0, box.y1 - box.y0)
        guard let staging = BlurResources.texture(&resources.staging, renderer: renderer, width: bw, height: bh,
                                                  access: SDL_TEXTUREACCESS_STREAMING) else { return }
        var texels = SDL_Rect(x: 0, y: 0, w: Int32(bw), h: Int32(bh))
        let offset = ((box.y0 - area.y0) * w + (box.x0 - area.x0)) * 4
        let updated = resources.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(staging, &texels, bytes.baseAddress! + offset, Int32(w * 4))
        }
        guard updated == 0 else { return }
        SDL_SetTextureAlphaMod(staging, unitToByte(opacity))
        SDL_SetTextureColorMod(staging, 255, 255, 255)
        var destination = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(bw), h: Int32(bh))
        SDL_RenderCopy(renderer, staging, &texels, &destination)
        stats.drawCalls += 1
        stats.blurLayers += 1
    }

    /// Makes the pixels of `box` (inside `area`'s buffer) whose centres lie outside the rounded
    /// rect `shape` with corners of `radiusPixels` transparent, so only the shape is put back.
    private func maskOutsideRoundedRect(_ pixels: UnsafeMutablePointer<UInt32>, stride: Int, area: PixelRect, box: PixelRect,
                                        shape: PixelRect, radiusPixels r: Double) {
        guard r > 0 else { return }
        let left = Double(shape.x0) + r, right = Double(shape.x1) - r
        let top = Double(shape.y0) + r, bottom = Double(shape.y1) - r
        for y in box.y0..<box.y1 {
            let cy = Double(y) + 0.5
            let dy = cy < top ? top - cy : cy > bottom ? cy - bottom : 0
            guard dy > 0 else { continue }
            let row = pixels + (y - area.y0) * stride - area.x0
            for x in box.x0..<box.x1 {
                let cx = Double(x) + 0.5
                let dx = cx < left ? left - cx : cx > right ? cx - right : 0
                if dx * dx + dy * dy > r * r { row[x] = 0 }
            }
        }
    }
}
