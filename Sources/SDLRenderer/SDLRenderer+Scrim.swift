import CSDL2
import DisplayList
import ScrollCore

/// A translucent fill with a translucent rounded panel drawn right over it — a modal's scrim and
/// its panel, as the help overlay draws them — blended in one pass where they overlap.
///
/// Why: at 2560×1600 the help overlay's scrim blends all 4.1 M pixels of the canvas, and its
/// panel (about 1340 × 1240 pixels) blends a third of them again. Both are constant colours in
/// SDL's fill arithmetic (a cached rounded rect's pixels are its colour but in the corner
/// squares, and its copy blends those in the fill's arithmetic too: SurfaceBlend.swift), so
/// inside the panel's interior each pixel is read once and gets the scrim's blend and then the
/// panel's (`lazyscroll_blend_fill2`, the same lanes as two passes: the same pixels). The scrim
/// is blended alone around the interior, and the panel's copy skips the interior, as it skips
/// what an opaque card covers (``SurfaceTarget/Cover``). `ScrimPanelTests` pin the pixels
/// equal to drawing the two one after the other.
extension SDLRenderer {
    /// Whether the translucent fill of `rect` in `c` was drawn together with the rounded panel
    /// that is the next command (then that panel's copy skips ``fusedCover``); false when the
    /// next command is not such a panel, or the fill is not drawn straight into a surface.
    func fillUnderPanel(_ rect: Rect, _ c: SDL_Color) -> Bool {
        guard c.a < 255, let target = directTarget, blurStack.isEmpty, antialiasing, let list = running,
              runningIndex + 1 < list.count,
              case let .fillRoundedRect(panelRect, radius, panelColor) = list[runningIndex + 1],
              panelRect.isFinite, panelRect.width > 0, panelRect.height > 0, radius.isFinite,
              let p = sdlColor(panelColor), p.a < 255 else { return false }
        let t = transform
        let r = min(max(radius, 0), min(panelRect.width, panelRect.height) / 2)
        guard t.isAxisAligned, t.a > 0, t.d > 0, r * linearScale >= 0.5,
              let fillBox = PixelRect(snapping: t.a * rect.minX + t.tx, t.d * rect.minY + t.ty,
                                      t.a * rect.maxX + t.tx, t.d * rect.maxY + t.ty, keepHairline: true),
              let (made, box) = cachedRoundedRect(panelRect, radius: r, p), made != nil,
              fillBox.x0 <= box.x0, fillBox.y0 <= box.y0, box.x1 <= fillBox.x1, box.y1 <= fillBox.y1
        else { return false }
        // The panel's pixels are its colour exactly outside its corner squares (as CompositeCache
        // .roundedRectPixels draws it and drawCachedRoundedRect keys it).
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let radiusPixels = (min(r * min(t.a, t.d), Double(min(width, height)) / 2) * 4).rounded() / 4
        let corner = Int(min(radiusPixels, Double(min(width, height)) / 2).rounded(.up)) + 1
        guard 2 * corner <= width, 2 * corner <= height else { return false }     // no interior to share
        let cover = SurfaceTarget.Cover(box: box, corner: corner)
        let area = fillBox.intersection(visible)
        guard !area.isEmpty else { return true }
        SDL_RenderFlush(renderer)
        let fill = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), panel = UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
        // Bands of rows: above the panel, its top corner rows, its middle, its bottom corner
        // rows, below it; in each, the columns the cover takes get both blends.
        let bands = [(area.y0, box.y0), (box.y0, box.y0 + corner), (box.y0 + corner, box.y1 - corner),
                     (box.y1 - corner, box.y1), (box.y1, area.y1)]
        for (top, bottom) in bands {
            let y0 = max(top, area.y0), y1 = min(bottom, area.y1)
            guard y1 > y0 else { continue }
            let span = cover.span(row: y0)                 // the same for every row of the band
            let a = min(max(span.start, area.x0), area.x1), b = min(max(span.end, area.x0), area.x1)
            if b > a {
                target.blendFill(PixelRect(x0: area.x0, y0: y0, x1: a, y1: y1), argb: fill, alpha: c.a)
                lazyscroll_blend_fill2(target.pixels + y0 * target.stride + a, target.stride, Int32(b - a), Int32(y1 - y0),
                                       fill, UInt32(c.a), panel, UInt32(p.a))
                target.blendFill(PixelRect(x0: b, y0: y0, x1: area.x1, y1: y1), argb: fill, alpha: c.a)
            } else {
                target.blendFill(PixelRect(x0: area.x0, y0: y0, x1: area.x1, y1: y1), argb: fill, alpha: c.a)
            }
        }
        fusedCover = (runningIndex + 1, cover)
        fusedPixels += cover.area(within: area)
        stats.drawCalls += 1
        return true
    }

    /// The cover a fill under a panel (``fillUnderPanel(_:_:)``) left for the command being
    /// executed, if it is that panel; cleared once taken.
    func takeFusedCover() -> SurfaceTarget.Cover? {
        guard let fused = fusedCover else { return nil }
        fusedCover = nil
        return fused.index == runningIndex ? fused.cover : nil
    }
}

extension SurfaceTarget {
    /// Blends `color` (0xRRGGBB at `alpha`) over `box` (inside the target; empty: nothing).
    func blendFill(_ box: PixelRect, argb: UInt32, alpha: UInt8) {
        guard !box.isEmpty else { return }
        lazyscroll_blend_fill(pixels + box.y0 * stride + box.x0, stride, Int32(box.x1 - box.x0), Int32(box.y1 - box.y0),
                              argb, UInt32(alpha))
    }
}

extension SurfaceTarget.Cover {
    /// The pixels of the cover inside `area`.
    func area(within area: PixelRect) -> Int {
        var total = 0
        for (top, bottom) in [(box.y0, box.y0 + corner), (box.y0 + corner, box.y1 - corner), (box.y1 - corner, box.y1)] {
            let y0 = max(top, area.y0), y1 = min(bottom, area.y1)
            guard y1 > y0 else { continue }
            let s = span(row: y0)
            total += max(0, min(s.end, area.x1) - max(s.start, area.x0)) * (y1 - y0)
        }
        return total
    }
}
