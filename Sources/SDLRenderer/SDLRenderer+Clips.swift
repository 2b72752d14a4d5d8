import CSDL2
import DisplayList
import ScrollCore

/// Clip rectangles: pushed and popped by the display list, snapped to whole pixels under the
/// current transform, intersected with the enclosing clip.
extension SDLRenderer {

    func pushClip(_ rect: Rect) {
        clipStack.append(clip)
        guard let (bounds, unsnapped) = Self.clipBounds(rect, transform) else { return }   // broken: the enclosing one
        if let unsnapped, transform.isAxisAligned { pushedClip = unsnapped }
        clip = clip.map { $0.intersection(bounds) } ?? bounds
        applyClip()
    }

    /// The pixels a clip of `rect` under `t` keeps — the bounding box of the transformed rect,
    /// snapped — and that box unsnapped; nil for a broken (non-finite) rect, which leaves the
    /// enclosing clip; an empty box for zero or negative sizes, which clip everything.
    static func clipBounds(_ rect: Rect, _ t: AffineTransform)
        -> (PixelRect, (minX: Double, minY: Double, maxX: Double, maxY: Double)?)? {
        guard rect.isFinite else { return nil }
        var bounds = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        guard rect.width > 0 && rect.height > 0 else { return (bounds, nil) }
        let xs = (t.a * rect.minX + t.c * rect.minY, t.a * rect.maxX + t.c * rect.minY,
                  t.a * rect.maxX + t.c * rect.maxY, t.a * rect.minX + t.c * rect.maxY)
        let ys = (t.b * rect.minX + t.d * rect.minY, t.b * rect.maxX + t.d * rect.minY,
                  t.b * rect.maxX + t.d * rect.maxY, t.b * rect.minX + t.d * rect.maxY)
        // Pairwise min/max: the variadic overloads build an array.
        let minX = min(min(xs.0, xs.1), min(xs.2, xs.3)) + t.tx, maxX = max(max(xs.0, xs.1), max(xs.2, xs.3)) + t.tx
        let minY = min(min(ys.0, ys.1), min(ys.2, ys.3)) + t.ty, maxY = max(max(ys.0, ys.1), max(ys.2, ys.3)) + t.ty
        bounds = PixelRect(snapping: minX, minY, maxX, maxY, keepHairline: false) ?? bounds
        return (bounds, (minX, minY, maxX, maxY))
    }

    func popClip() {
        guard let enclosing = clipStack.popLast() else { return }   // unbalanced pop: ignored
        clip = enclosing
        applyClip()
    }

    func applyClip() {
        guard let clip else {
            visible = output
            SDL_RenderSetClipRect(renderer, nil)
            return
        }
        visible = clip.intersection(output)
        guard !visible.isEmpty else { return }                      // nothing will be drawn anyway
        var r = SDL_Rect(x: Int32(visible.x0), y: Int32(visible.y0),
                         w: Int32(visible.x1 - visible.x0), h: Int32(visible.y1 - visible.y0))
        SDL_RenderSetClipRect(renderer, &r)
    }
}

/// A rectangle of whole device pixels, `[x0, x1) × [y0, y1)`.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    /// Each edge rounded to the nearest pixel boundary — the pixels whose centres lie inside.
    /// With `keepHairline`, a rect thinner than a pixel still covers one (as SDL's own fills
    /// do), so 1-point separators never vanish. Nil for non-finite input; coordinates are
    /// clamped to ±2²⁴ so they fit SDL's `int`s.
    init?(snapping minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, keepHairline: Bool) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let limit = Double(1 << 24)
        func snap(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded()) }
        x0 = snap(minX); y0 = snap(minY); x1 = snap(maxX); y1 = snap(maxY)
        if keepHairline {
            if x1 == x0 && maxX > minX { x1 = x0 + 1 }
            if y1 == y0 && maxY > minY { y1 = y0 + 1 }
        }
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? PixelRect(x0: r.x0, y0: r.y0, x1: r.x0, y1: r.y0) : r
    }

    func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }
}
