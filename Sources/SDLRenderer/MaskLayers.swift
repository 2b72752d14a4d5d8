import CSDL2
import DisplayList
import ScrollCore

// Mask groups (DrawCommand.pushMask / popMask): SwiftUI's clipShape with any shape and
// mask(alignment:_:).
//
// SDL clips to rectangles only, so a mask group is drawn offscreen, as a blur group is
// (BlurLayers.swift, whose layer stack, target textures and read-back buffer it shares):
// `pushMask` points the renderer at a transparent target texture covering the group's bounds
// (cut to the visible area); `popMask` reads that layer back, multiplies each pixel's alpha by
// the mask's — a path's coverage from PathRasterizer (the same anti-aliased edges as a path
// fill), or the alpha of the mask's commands drawn into a second layer and read back — and
// copies the result to where the layer lies. The same code runs on the software renderer and on
// OpenGL (render targets and SDL_RenderReadPixels on both), so both draw the same pixels.
//
// Cost, per group and frame: a clear, a read-back and an upload of the layer's pixels (four
// bytes each, twice for a view mask), a pass over them, and for a path its coverage (about its
// box's pixels). A 48 pt avatar at 2× is 9 216 pixels; the views draw rounded rectangles,
// circles and capsules without a layer when every drawing inside takes the shape exactly
// (LazyScrollViews' RenderContext.clipped(to:radius:)), and rectangles are `pushClip`s.
extension SDLRenderer {
    /// Opens a mask group: from here to the matching `popMask` everything draws into a layer of
    /// `bounds`' pixels (in the current transform's space) that `mask` is applied to when it closes.
    /// A group that cannot have a layer (nesting past ``BlurLayer/maximumDepth`` with blurs,
    /// SDL refusing a target) is drawn clipped to `bounds`' box instead.
    func pushMask(_ mask: MaskSource, bounds: Rect) {
        var layer = BlurLayer(sigmaPixels: 0, area: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0),
                              savedTarget: SDL_GetRenderTarget(renderer), savedTransform: transform,
                              savedClip: clip, savedOutput: output, mask: mask)
        guard bounds.isFinite, bounds.width > 0, bounds.height > 0, !clippedAway,
              let area = Self.layerArea(bounds, transform: transform, reach: 0, visible: visible)
        else {
            // Nothing of it can show: drawn "through" an empty clip, so nothing is drawn.
            blurStack.append(layer)
            clip = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
            applyClip()
            return
        }
        guard blurStack.count < BlurLayer.maximumDepth,
              let target = BlurResources.texture(&blurResources.targets[blurStack.count], renderer: renderer,
                                                 width: area.x1 - area.x0, height: area.y1 - area.y0,
                                                 access: SDL_TEXTUREACCESS_TARGET),
              SDL_SetRenderTarget(renderer, target) == 0
        else {
            blurStack.append(layer)                               // clipped to the bounds' box
            clip = clip.map { $0.intersection(area) } ?? area
            applyClip()
            return
        }
        layer.masksLayer = true
        layer.area = area
        blurStack.append(layer)
        beginLayer(area)
    }

    /// Points drawing at the layer just made the target: its pixel (0, 0) is `area`'s top-left
    /// corner, cleared to transparent. Blur and mask groups alike.
    func beginLayer(_ area: PixelRect) {
        transform = transform.then(.translation(x: Double(-area.x0), y: Double(-area.y0)))
        output = PixelRect(x0: 0, y0: 0, x1: area.x1 - area.x0, y1: area.y1 - area.y0)
        clip = output
        applyClip()
        setBlendMode(SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var all = SDL_Rect(x: 0, y: 0, w: Int32(output.x1), h: Int32(output.y1))
        SDL_RenderFillRect(renderer, &all)
        stats.drawCalls += 1
    }

    /// Closes the innermost mask group: applies its mask to its layer and draws the layer where
    /// it belongs.
    func popMask() {
        guard let top = blurStack.last else { return }           // unbalanced pop: ignored
        guard top.masksLayer, let mask = top.mask else {
            let layer = blurStack.removeLast()                   // drawn through: the clip back
            clip = layer.savedClip
            applyClip()
            return
        }
        let area = top.area
        let (w, h) = (area.x1 - area.x0, area.y1 - area.y0)
        let resources = blurResources
        if resources.pixels.count < w * h * 4 { resources.pixels = Array(repeating: 0, count: w * h * 4) }
        if resources.maskAlpha.count < w * h { resources.maskAlpha = Array(repeating: 0, count: w * h) }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        var read = resources.pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4))
        }
        // The layer's pixel space: the group's transform, then the layer's offset.
        let toLayer = top.savedTransform.then(.translation(x: Double(-area.x0), y: Double(-area.y0)))
        switch mask {
        case let .path(path, origin, evenOdd):
            Self.pathCoverage(path, origin: origin, evenOdd: evenOdd, toLayer: toLayer, width: w, height: h,
                              into: &resources.maskAlpha)
        case let .layer(list):
            // Drawn while this group is still open (its layer on the stack: nothing blends
            // straight into a software surface), into the depth's mask target.
            let depth = blurStack.count - 1
            if read == 0, let target = BlurResources.texture(&resources.maskTargets[depth], renderer: renderer, width: w, height: h,
                                                             access: SDL_TEXTUREACCESS_TARGET),
               SDL_SetRenderTarget(renderer, target) == 0 {
                drawMaskCommands(list, toLayer: toLayer, width: w, height: h)
                read = Self.readAlpha(renderer, width: w, height: h, pixels: &resources.pixels, offset: w * h * 4,
                                      into: &resources.maskAlpha)
            } else {
                read = -1
            }
        }
        // Back to the enclosing target, transform and clip.
        blurStack.removeLast()
        SDL_SetRenderTarget(renderer, top.savedTarget)
        transform = top.savedTransform
        output = top.savedOutput
        clip = top.savedClip
        applyClip()
        guard read == 0, !clippedAway else { return }
        Self.applyMask(&resources.pixels, resources.maskAlpha, count: w * h)
        guard let staging = BlurResources.texture(&resources.staging, renderer: renderer, width: w, height: h,
                                                  access: SDL_TEXTUREACCESS_STREAMING) else { return }
        let updated = resources.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(staging, &source, bytes.baseAddress, Int32(w * 4))
        }
        guard updated == 0 else { return }
        var destination = SDL_Rect(x: Int32(area.x0), y: Int32(area.y0), w: Int32(w), h: Int32(h))
        SDL_SetTextureAlphaMod(staging, 255)                      // the content has its opacity already
        SDL_SetTextureColorMod(staging, 255, 255, 255)
        SDL_RenderCopy(renderer, staging, &source, &destination)
        stats.drawCalls += 1
        stats.maskLayers += 1
    }

    /// Draws a view mask's commands into the current target (`width × height`, cleared first)
    /// through `toLayer`, at full opacity (the content has the enclosing opacity already).
    private func drawMaskCommands(_ list: DisplayList, toLayer: AffineTransform, width w: Int, height h: Int) {
        let saved = (transform, output, clip, opacity, running, runningIndex)
        transform = toLayer
        output = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        clip = output
        applyClip()
        setBlendMode(SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var all = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        SDL_RenderFillRect(renderer, &all)
        opacity = 1
        running = nil                                            // no look-ahead into another list
        let depth = blurStack.count
        for command in list.storedCommands { execute(command) }
        while blurStack.count > depth { popLayer() }             // an unbalanced mask list
        (transform, output, clip, opacity, running, runningIndex) = saved
    }

    /// Reads the current target's alpha (`width × height`) into `alpha`, through `pixels` from
    /// byte `offset` on (after the content's pixels, which it must not overwrite). SDL's result.
    private static func readAlpha(_ renderer: OpaquePointer, width w: Int, height h: Int, pixels: inout [UInt8],
                                  offset: Int, into alpha: inout [UInt8]) -> Int32 {
        if pixels.count < offset + w * h * 4 { pixels.append(contentsOf: repeatElement(0, count: offset + w * h * 4 - pixels.count)) }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let read = pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress! + offset, Int32(w * 4))
        }
        guard read == 0 else { return read }
        // ARGB8888 in memory on a little-endian machine: B, G, R, A.
        for i in 0..<(w * h) { alpha[i] = pixels[offset + i * 4 + 3] }
        return 0
    }

    /// `path` (relative to `origin`, in the group's space) filled, as each layer pixel's coverage
    /// (0…255) in `alpha`: flattened to a fortieth of a pixel and rasterised as path fills are
    /// (SDLRenderer+Paths.swift), so the clip's edge is the fill's edge.
    static func pathCoverage(_ path: VectorPath, origin: Point, evenOdd: Bool, toLayer: AffineTransform,
                             width w: Int, height h: Int, into alpha: inout [UInt8]) {
        let m = AffineTransform.translation(x: origin.x, y: origin.y).then(toLayer)
        let scale = max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
        guard scale > 1e-9, scale.isFinite, origin.x.isFinite, origin.y.isFinite else {
            for i in 0..<(w * h) { alpha[i] = 0 }
            return
        }
        let polygons = path.polylines(tolerance: 0.025 / scale).map { line in line.points.map { m.apply($0) } }
        let coverage = PathRasterizer.coverage(of: polygons, evenOdd: evenOdd, originX: 0, originY: 0, width: w, height: h)
        for i in 0..<(w * h) { alpha[i] = unitToByte(Double(coverage[i])) }
    }

    /// Multiplies each pixel's alpha by the mask's and hands the colour back straight (the layer
    /// holds premultiplied colour, as SDL's blending into a transparent target leaves it; the
    /// copy blends straight alpha).
    static func applyMask(_ pixels: inout [UInt8], _ mask: [UInt8], count: Int) {
        for i in 0..<count {
            let p = i * 4
            let a = Int(pixels[p + 3]), m = Int(mask[i])
            let alpha = (a * m + 127) / 255
            guard alpha > 0 else { pixels[p] = 0; pixels[p + 1] = 0; pixels[p + 2] = 0; pixels[p + 3] = 0; continue }
            // Premultiplied → straight: c × 255 / a, rounded (B, G, R; never above 255).
            for c in 0..<3 { pixels[p + c] = UInt8(min(255, (Int(pixels[p + c]) * 255 + a / 2) / a)) }
            pixels[p + 3] = UInt8(alpha)
        }
    }
}
