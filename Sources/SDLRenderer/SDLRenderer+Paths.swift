import CSDL2
import DisplayList
import ScrollCore

// Paths (DrawCommand.path): fills and strokes of any outline with a colour or a gradient.
//
// Drawn through a texture, not through SDL_RenderGeometry: SDL's software rasteriser snaps
// triangle vertices to whole pixels and has no anti-aliasing, and a gradient needs a colour
// per pixel anyway. So the path is flattened (VectorPath.polylines), stroked into polygons
// (PathStroker), its coverage rasterised with exact horizontal and 1/16-pixel vertical
// resolution (PathRasterizer), painted (Paint.color(at:), at each pixel's centre mapped back
// into the path's coordinates), and copied like a cached composite — blended straight into a
// software surface, SDL_RenderCopy on OpenGL: the same pixels on both renderers.
//
// The texture is cached (PathTextureCache) by the drawing and the transform's linear part;
// the translation is rounded to whole pixels (as fills snap their edges), so a path scrolled
// or moved by whole pixels is one copy. A path that rotates or scales every frame (an
// animation) is rasterised again every frame: its cost is about the pixels of its box.
extension SDLRenderer {
    /// The largest texture a path gets, in pixels; past it only the visible part is made.
    static let maximumPathPixels = 2048 * 2048

    func drawPath(_ drawing: PathDrawing) {
        guard !clippedAway, !drawing.path.isEmpty, drawing.origin.x.isFinite, drawing.origin.y.isFinite else { return }
        let alpha = unitToByte(opacity)
        guard alpha > 0 else { return }
        let m = AffineTransform.translation(x: drawing.origin.x, y: drawing.origin.y).then(transform)
        guard m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              abs(m.tx) < Double(1 << 24), abs(m.ty) < Double(1 << 24) else { return }
        let originX = Int(m.tx.rounded()), originY = Int(m.ty.rounded())
        var key = PathKey(path: drawing.path, style: drawing.style, paint: drawing.paint, a: m.a, b: m.b, c: m.c, d: m.d, region: nil)
        // The size of the whole texture, from the control points (cheap) before any flattening.
        guard let bounds = devicePathBounds(drawing, m) else { return }
        let whole = PixelRect(x0: bounds.x0, y0: bounds.y0, x1: bounds.x1, y1: bounds.y1)
        if (whole.x1 - whole.x0) * (whole.y1 - whole.y0) > Self.maximumPathPixels {
            // Too big to keep whole: only what is visible now (in the texture's own pixels).
            let seen = PixelRect(x0: visible.x0 - originX, y0: visible.y0 - originY,
                                 x1: visible.x1 - originX, y1: visible.y1 - originY).intersection(whole)
            guard !seen.isEmpty else { return }
            key.region = [seen.x0, seen.y0, seen.x1, seen.y1]
        }
        let limit = key.region.map { PixelRect(x0: $0[0], y0: $0[1], x1: $0[2], y1: $0[3]) }
        // Culled: nothing visible (the texture is not made).
        let reach = limit ?? whole
        guard PixelRect(x0: reach.x0 + originX, y0: reach.y0 + originY, x1: reach.x1 + originX, y1: reach.y1 + originY)
            .intersects(visible) else { return }
        guard let entry = paths.lookup(key, renderer: renderer, make: { Self.rasterize(drawing, linear: m, within: limit) }),
              let composite = entry.composite else { return }
        let box = PixelRect(x0: originX + entry.offsetX, y0: originY + entry.offsetY,
                            x1: originX + entry.offsetX + entry.width, y1: originY + entry.offsetY + entry.height)
        blit(composite, at: box, alphaMod: alpha)
    }

    /// The pixel box (relative to the path origin's pixel) the drawing can touch under `m`'s
    /// linear part: its control points' box, widened by a stroke's reach, rounded outward.
    func devicePathBounds(_ drawing: PathDrawing, _ m: AffineTransform) -> PixelRect? {
        guard let b = drawing.path.controlBounds else { return nil }
        var grow = 0.0
        if case .stroke(let spec) = drawing.style {
            let half = max(0, spec.lineWidth.isFinite ? spec.lineWidth : 0) / 2
            let miter = spec.join == .miter ? max(1, min(spec.miterLimit, 1e3)) : 1
            grow = half * max(miter, spec.cap == .square ? 1.5 : 1)
        }
        // The four corners mapped (no arrays: this runs for every path drawn, every frame).
        let x0 = b.minX - grow, y0 = b.minY - grow, x1 = b.maxX + grow, y1 = b.maxY + grow
        let ax = m.a * x0 + m.c * y0, bx = m.a * x1 + m.c * y0, cx = m.a * x1 + m.c * y1, dx = m.a * x0 + m.c * y1
        let ay = m.b * x0 + m.d * y0, by = m.b * x1 + m.d * y0, cy = m.b * x1 + m.d * y1, dy = m.b * x0 + m.d * y1
        let minX = min(min(ax, bx), min(cx, dx)), maxX = max(max(ax, bx), max(cx, dx))
        let minY = min(min(ay, by), min(cy, dy)), maxY = max(max(ay, by), max(cy, dy))
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
              abs(minX) < Double(1 << 24), abs(maxX) < Double(1 << 24), abs(minY) < Double(1 << 24), abs(maxY) < Double(1 << 24) else { return nil }
        let box = PixelRect(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)),
                            x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up)))
        return box.isEmpty ? nil : box
    }

    /// The damage of a path command in points (its origin and stroke reach included), for SDLRenderer+Damage.
    func pathDamageBox(_ drawing: PathDrawing) -> Rect? {
        guard let b = drawing.path.controlBounds, drawing.origin.x.isFinite, drawing.origin.y.isFinite else { return nil }
        var grow = 1.0
        if case .stroke(let spec) = drawing.style {
            let half = max(0, spec.lineWidth.isFinite ? spec.lineWidth : 0) / 2
            grow += half * max(spec.join == .miter ? max(1, min(spec.miterLimit, 1e3)) : 1, 1.5)
        }
        return Rect(x: drawing.origin.x + b.minX - grow, y: drawing.origin.y + b.minY - grow,
                    width: b.width + 2 * grow, height: b.height + 2 * grow)
    }

    /// ARGB pixels (straight alpha) of `drawing` under `m`'s linear part, in the box the
    /// geometry covers (or `within` it), with the box's offset from the origin's pixel.
    static func rasterize(_ drawing: PathDrawing, linear m: AffineTransform, within limit: PixelRect?)
        -> (pixels: [UInt32], offsetX: Int, offsetY: Int, width: Int, height: Int, uniform: Bool)? {
        let local = AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        let sx: Double = (m.a * m.a + m.b * m.b).squareRoot(), sy: Double = (m.c * m.c + m.d * m.d).squareRoot()
        let scale = max(sx, sy)
        guard scale > 1e-9, scale.isFinite else { return nil }
        // A fortieth of a pixel, in the path's units: chords lie inside convex curves, so an edge
        // pixel loses up to this much coverage (a tenth of a pixel showed: 93 % instead of 98 %).
        let tolerance = 0.025 / scale
        let lines = drawing.path.polylines(tolerance: tolerance)
        var polygons: [[Point]]
        var evenOdd = false
        switch drawing.style {
        case .fillNonZero: polygons = lines.map { $0.points }
        case .fillEvenOdd: polygons = lines.map { $0.points }; evenOdd = true
        case .stroke(let spec): polygons = PathStroker.stroke(lines, spec, tolerance: tolerance)
        }
        polygons = polygons.map { polygon in polygon.map { local.apply($0) } }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons { for p in polygon { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        guard minX < maxX, minY < maxY, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        var box = PixelRect(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up)))
        if let limit { box = box.intersection(limit) }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard width > 0, height > 0, width * height <= maximumPathPixels else { return nil }
        let coverage = PathRasterizer.coverage(of: polygons, evenOdd: evenOdd, originX: box.x0, originY: box.y0,
                                               width: width, height: height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let det = m.a * m.d - m.b * m.c
        guard abs(det) > 1e-12 else { return nil }
        // Device → path coordinates (the inverse of the linear part).
        let ia = m.d / det, ib = -m.b / det, ic = -m.c / det, id = m.a / det
        var solid: (rgb: UInt32, alpha: Double)?
        if case .color(let c) = drawing.paint {
            solid = (UInt32(unitToByte(c.red)) << 16 | UInt32(unitToByte(c.green)) << 8 | UInt32(unitToByte(c.blue)), c.alpha)
        }
        for y in 0..<height {
            let py = Double(box.y0 + y) + 0.5
            for x in 0..<width {
                let cover = Double(coverage[y * width + x])
                guard cover > 0 else { continue }
                let rgb: UInt32, alpha: Double
                if let solid {
                    rgb = solid.rgb
                    alpha = solid.alpha
                } else {
                    let px = Double(box.x0 + x) + 0.5
                    let c = drawing.paint.color(at: Point(x: ia * px + ic * py, y: ib * px + id * py))
                    rgb = UInt32(unitToByte(c.red)) << 16 | UInt32(unitToByte(c.green)) << 8 | UInt32(unitToByte(c.blue))
                    alpha = c.alpha
                }
                let a = UInt32(unitToByte(cover * alpha))
                if a > 0 { pixels[y * width + x] = a << 24 | rgb }
            }
        }
        return (pixels, box.x0, box.y0, width, height, solid != nil)
    }
}
