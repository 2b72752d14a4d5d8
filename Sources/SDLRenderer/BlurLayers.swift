import CSDL2
import DisplayList
import ScrollCore

/// One open `pushBlur` group: the layer its commands are being drawn into, and what to put back
/// when it closes.
///
/// SDL has no filters, so a blur group is drawn offscreen: `pushBlur` points the renderer at a
/// transparent target texture covering the group's pixels (its bounds widened by the blur's
/// reach, cut to what can reach the visible area); `popBlur` reads that layer back, blurs it
/// with ``GaussianBlur`` and copies the result to where the layer lies. Inside the layer the
/// enclosing clip does not apply — content just outside it blurs into view, as a blurred
/// view's does in SwiftUI — and it clips the composite instead.
struct BlurLayer {
    /// Nested blur layers beyond this depth draw their content sharp (no target to draw into).
    static let maximumDepth = 4

    /// The blur's standard deviation in target pixels; 0 for a group drawn straight through
    /// (too small a radius to see, nothing visible, or too deep).
    var sigmaPixels: Double
    /// Where the layer lies on the enclosing target, in its pixels.
    var area: PixelRect
    // What the enclosing target had.
    var savedTarget: OpaquePointer?
    var savedTransform: AffineTransform
    var savedClip: PixelRect?
    var savedOutput: PixelRect
    /// An opaque blur's (`pushBlur(radius:bounds:opaque:)`): the bounds' pixels on the enclosing
    /// target, the only ones it draws, each opaque. Nil: the blur fades out past the bounds.
    var opaqueBox: PixelRect?
    /// A mask group's (`pushMask`, MaskLayers.swift) mask; nil for a blur group.
    var mask: MaskSource?
    /// Whether a mask group draws into a layer (false: drawn straight through).
    var masksLayer = false

    var isLayer: Bool { sigmaPixels > 0 || masksLayer }
}

/// The textures and buffers blur layers use, kept from frame to frame: one target texture per
/// nesting depth and one staging texture for the blurred pixels, each grown to the largest
/// layer seen; the read-back buffer and the blur's scratch. A steady frame allocates nothing.
final class BlurResources: RendererTextureOwner {
    var targets: [(texture: OpaquePointer, width: Int, height: Int)?] = Array(repeating: nil, count: BlurLayer.maximumDepth)
    var staging: (texture: OpaquePointer, width: Int, height: Int)?
    /// The layers a mask group's view mask (`MaskSource.layer`) is drawn into, one per depth.
    var maskTargets: [(texture: OpaquePointer, width: Int, height: Int)?] = Array(repeating: nil, count: BlurLayer.maximumDepth)
    var pixels: [UInt8] = []
    /// A mask group's mask: each pixel's alpha (0…255), row by row.
    var maskAlpha: [UInt8] = []
    /// The blurs' buffers: the full-size ones `GaussianBlur` works in, shared by layers and materials,
    /// and the scaled-down copy a material's `DownsampledBlur` blurs.
    var scratch = DownsampledBlur.Scratch()

    /// A texture of at least `width × height` from `slot`, created (or re-created larger) with
    /// `access`. Nil when SDL refuses.
    static func texture(_ slot: inout (texture: OpaquePointer, width: Int, height: Int)?, renderer: OpaquePointer,
                        width: Int, height: Int, access: SDL_TextureAccess) -> OpaquePointer? {
        if let current = slot, current.width >= width, current.height >= height { return current.texture }
        let w = max(width, slot?.width ?? 0), h = max(height, slot?.height ?? 0)
        if let old = slot?.texture { SDL_DestroyTexture(old) }
        slot = nil
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue),
                                              Int32(w), Int32(h)) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        slot = (texture, w, h)
        return texture
    }

    func removeAll() {
        for i in targets.indices { if let t = targets[i] { SDL_DestroyTexture(t.texture) }; targets[i] = nil }
        for i in maskTargets.indices { if let t = maskTargets[i] { SDL_DestroyTexture(t.texture) }; maskTargets[i] = nil }
        if let s = staging { SDL_DestroyTexture(s.texture) }
        staging = nil
    }

    deinit { removeAll() }
}

extension SDLRenderer {
    /// Opens a blur group: from here to the matching ``popBlur()`` everything draws into a layer.
    func pushBlur(radius: Points, bounds: Rect, opaque: Bool = false) {
        let saved = BlurLayer(sigmaPixels: 0, area: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0),
                              savedTarget: SDL_GetRenderTarget(renderer), savedTransform: transform,
                              savedClip: clip, savedOutput: output)
        var layer = saved
        let sigma = radius.isFinite && radius > 0 ? radius * linearScale : 0
        let reach = GaussianBlur.reach(sigma: sigma)
        guard reach > 0, bounds.isFinite, bounds.width > 0, bounds.height > 0, !clippedAway,
              blurStack.count < BlurLayer.maximumDepth,
              let area = Self.layerArea(bounds, transform: transform, reach: reach, visible: visible),
              let target = BlurResources.texture(&blurResources.targets[blurStack.count], renderer: renderer,
                                                 width: area.x1 - area.x0, height: area.y1 - area.y0,
                                                 access: SDL_TEXTUREACCESS_TARGET),
              SDL_SetRenderTarget(renderer, target) == 0
        else {
            blurStack.append(layer)                               // drawn straight through
            return
        }
        layer.sigmaPixels = sigma
        layer.area = area
        if opaque { layer.opaqueBox = Self.layerArea(bounds, transform: transform, reach: 0, visible: visible) }
        blurStack.append(layer)
        beginLayer(area)   // the layer's pixel (0, 0) is the area's top-left corner (MaskLayers.swift)
    }

    /// Closes the innermost layer group — a blur or a mask (MaskLayers.swift), whichever pop
    /// closes it — and draws it where it belongs.
    func popLayer() {
        guard let top = blurStack.last else { return }           // unbalanced pop: ignored
        if top.mask != nil { popMask() } else { popBlur() }
    }

    /// Closes the innermost blur group: blurs its layer and draws it where it belongs.
    func popBlur() {
        guard let layer = blurStack.popLast() else { return }    // unbalanced pop: ignored
        guard layer.isLayer else { return }
        let (w, h) = (layer.area.x1 - layer.area.x0, layer.area.y1 - layer.area.y0)
        let resources = blurResources
        if resources.pixels.count < w * h * 4 { resources.pixels = Array(repeating: 0, count: w * h * 4) }
        var source = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let read = resources.pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &source, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(w * 4))
        }
        // Back to the enclosing target, transform and clip.
        SDL_SetRenderTarget(renderer, layer.savedTarget)
        transform = layer.savedTransform
        output = layer.savedOutput
        clip = layer.savedClip
        applyClip()
        guard read == 0 else { return }
        // SDL's blending into a transparent target leaves premultiplied colour; the copy below
        // blends straight alpha, so the blur hands it back straight.
        resources.pixels.withUnsafeMutableBytes { bytes in
            GaussianBlur.apply(to: bytes.baseAddress!, width: w, height: h, bytesPerRow: w * 4, sigma: layer.sigmaPixels,
                               input: .premultiplied, output: .straight, scratch: &resources.scratch.blur)
        }
        var destination = SDL_Rect(x: Int32(layer.area.x0), y: Int32(layer.area.y0), w: Int32(w), h: Int32(h))
        if let opaque = layer.opaqueBox {
            // Only the bounds' pixels, each opaque: the colours are already divided by alpha
            // (straight), so only the alpha is set; what the blur spread outside is not drawn.
            let box = opaque.intersection(layer.area)
            guard !box.isEmpty else { return }
            Self.makeOpaque(&resources.pixels, width: w, box: box, area: layer.area)
            source = SDL_Rect(x: Int32(box.x0 - layer.area.x0), y: Int32(box.y0 - layer.area.y0),
                              w: Int32(box.x1 - box.x0), h: Int32(box.y1 - box.y0))
            destination = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: source.w, h: source.h)
        }
        guard let staging = BlurResources.texture(&resources.staging, renderer: renderer, width: w, height: h,
                                                  access: SDL_TEXTUREACCESS_STREAMING) else { return }
        var whole = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let updated = resources.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(staging, &whole, bytes.baseAddress, Int32(w * 4))
        }
        guard updated == 0, !clippedAway else { return }
        SDL_SetTextureAlphaMod(staging, 255)
        SDL_SetTextureColorMod(staging, 255, 255, 255)
        SDL_RenderCopy(renderer, staging, &source, &destination)
        stats.drawCalls += 1
        stats.blurLayers += 1
    }

    /// Sets the alpha of every pixel of `box` (target pixels; the layer covers `area`, rows of
    /// `width` ARGB pixels, straight alpha) that the blur reached to opaque.
    static func makeOpaque(_ pixels: inout [UInt8], width: Int, box: PixelRect, area: PixelRect) {
        for y in (box.y0 - area.y0)..<(box.y1 - area.y0) {
            for x in (box.x0 - area.x0)..<(box.x1 - area.x0) {
                // ARGB8888 in memory on a little-endian machine: B, G, R, A.
                let alpha = y * width * 4 + x * 4 + 3
                if pixels[alpha] > 0 { pixels[alpha] = 255 }
            }
        }
    }

    /// The pixels a blur layer needs: `bounds`' transformed box widened by `reach`, cut to what
    /// can reach `visible` (the visible area widened by `reach`). Nil when that is empty.
    static func layerArea(_ bounds: Rect, transform t: AffineTransform, reach: Int, visible: PixelRect) -> PixelRect? {
        // Pairwise min/max over the four corners (no arrays: steady frames allocate nothing).
        let x0 = t.a * bounds.minX + t.tx, x1 = t.a * bounds.maxX + t.tx, cy0 = t.c * bounds.minY, cy1 = t.c * bounds.maxY
        let y0 = t.d * bounds.minY + t.ty, y1 = t.d * bounds.maxY + t.ty, bx0 = t.b * bounds.minX, bx1 = t.b * bounds.maxX
        let minX = min(x0, x1) + min(cy0, cy1), maxX = max(x0, x1) + max(cy0, cy1)
        let minY = min(y0, y1) + min(bx0, bx1), maxY = max(y0, y1) + max(bx0, bx1)
        guard let box = PixelRect(snapping: minX.rounded(.down), minY.rounded(.down), maxX.rounded(.up), maxY.rounded(.up),
                                  keepHairline: true) else { return nil }
        let widened = PixelRect(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
        let reachable = PixelRect(x0: visible.x0 - reach, y0: visible.y0 - reach, x1: visible.x1 + reach, y1: visible.y1 + reach)
        let area = widened.intersection(reachable)
        return area.isEmpty ? nil : area
    }
}
