import CSDL2

// Thick sloped lines drawn straight into a software surface.
extension SDLRenderer {
    /// Fills the quad of a sloped line `widthPixels` wide from `a` to `b` (pixels) straight into
    /// the software surface, a span per pixel row: the pixels whose centres lie inside the quad
    /// (SDL's triangle rasteriser samples pixel centres too), opaque colours written, translucent
    /// ones blended in SDL's fill arithmetic (SurfaceTarget.blendSpan). False when there is no
    /// surface to draw into (a window's renderer, a blur layer): then it goes as geometry.
    ///
    /// Why: `SDL_RenderGeometry` on the software renderer set up about 48 k instructions a segment
    /// (callgrind, `gallery` at 2× with overlays: 9 % of the frame for the physics overlay's 1.5 pt
    /// curves, a few hundred segments); this is a few per pixel row.
    func fillLineDirectly(from a: SDL_FPoint, to b: SDL_FPoint, widthPixels: Double, color c: SDL_Color) -> Bool {
        guard let target = directTarget, blurStack.isEmpty else { return false }
        let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
        let dx = bx - ax, dy = by - ay
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite, widthPixels.isFinite else { return true }
        let nx = -dy / length * widthPixels / 2, ny = dx / length * widthPixels / 2
        // The quad's corners in order around it (as VertexBatch.appendLine makes them).
        let corners = ((ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny))
        let top = min(min(corners.0.1, corners.1.1), min(corners.2.1, corners.3.1))
        let bottom = max(max(corners.0.1, corners.1.1), max(corners.2.1, corners.3.1))
        guard top.isFinite, bottom.isFinite, nx.isFinite, ny.isFinite else { return true }
        /// `v` rounded up, kept within ±10⁹ (far off the surface) so it converts to `Int`.
        func ceilClamped(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9).rounded(.up)) }
        let y0 = max(visible.y0, ceilClamped(top - 0.5)), y1 = min(visible.y1, ceilClamped(bottom - 0.5))
        guard y1 > y0 else { return true }
        SDL_RenderFlush(renderer)          // draws SDL may have batched go first
        let value = target.pixelValue(r: c.r, g: c.g, b: c.b, a: 255)
        let argb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        for y in y0..<y1 {
            let cy = Double(y) + 0.5
            var left = Double.infinity, right = -Double.infinity
            /// Where edge p–q crosses the row's centre line (half-open in y, so a vertex on it counts once).
            func cross(_ p: (Double, Double), _ q: (Double, Double)) {
                guard (p.1 <= cy && cy < q.1) || (q.1 <= cy && cy < p.1) else { return }
                let x = p.0 + (cy - p.1) * (q.0 - p.0) / (q.1 - p.1)
                left = min(left, x); right = max(right, x)
            }
            cross(corners.0, corners.1); cross(corners.1, corners.2); cross(corners.2, corners.3); cross(corners.3, corners.0)
            guard right > left else { continue }
            // Pixels x with centre x + ½ in [left, right).
            let x0 = max(visible.x0, ceilClamped(left - 0.5)), x1 = min(visible.x1, ceilClamped(right - 0.5))
            guard x1 > x0 else { continue }
            let row = target.pixels + y * target.stride + x0
            if c.a == 255 {
                row.update(repeating: value, count: x1 - x0)
            } else {
                SurfaceTarget.blendSpan(row, count: x1 - x0, argb: argb, alpha: UInt32(c.a))
            }
        }
        stats.drawCalls += 1
        return true
    }
}
