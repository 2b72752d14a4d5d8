import CSDL2

// Thick sloped lines drawn straight into a software surface.
extension SDLRenderer {
    /// Fills the quad of a sloped line `widthPixels` wide from `a` to `b` (pixels) straight into
    /// the software surface, anti-aliased (each pixel blended by the share of it the quad covers)
    /// unless ``antialiasing`` is off (then the pixels whose centres lie inside the quad, as SDL's
    /// triangle rasteriser samples them). False when there is no surface to draw into (a
    /// window's GPU renderer, a blur layer): then it goes as geometry, aliased.
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
        SDL_RenderFlush(renderer)          // draws SDL may have batched go first
        let argb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        guard antialiasing else {
            fillLineCentres(corners, top: top, bottom: bottom, target: target, color: c, argb: argb)
            stats.drawCalls += 1
            return true
        }
        // Anti-aliased: each pixel takes the share of its square the quad covers, measured on
        // `subRows` scanlines per pixel row, each crossing the quad in an exact [left, right)
        // span whose overlap with every pixel column is added (a horizontal box filter, exact;
        // vertically a 4-sample one) — the coverage accumulation of font rasterisers such as
        // FreeType's "smooth" renderer and stb_truetype, without their cell bookkeeping.
        let subRows = 4
        let y0 = max(visible.y0, Int(max(top, -1e9).rounded(.down))), y1 = min(visible.y1, ceilClamped(bottom))
        guard y1 > y0 else { return true }
        let left = min(min(corners.0.0, corners.1.0), min(corners.2.0, corners.3.0))
        let right = max(max(corners.0.0, corners.1.0), max(corners.2.0, corners.3.0))
        let x0 = max(visible.x0, Int(max(left, -1e9).rounded(.down))), x1 = min(visible.x1, ceilClamped(right))
        guard x1 > x0 else { return true }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: x1 - x0) { coverage in
            for y in y0..<y1 {
                coverage.initialize(repeating: 0)
                var spanStart = x1, spanEnd = x0
                for k in 0..<subRows {
                    let cy = Double(y) + (Double(k) + 0.5) / Double(subRows)
                    guard let (l, r) = Self.crossings(corners, atY: cy) else { continue }
                    let l0 = max(l, Double(x0)), r0 = min(r, Double(x1))
                    guard r0 > l0 else { continue }
                    let first = Int(l0.rounded(.down)), last = min(x1 - 1, Int(r0.rounded(.up)) - 1)
                    guard last >= first else { continue }
                    spanStart = min(spanStart, first); spanEnd = max(spanEnd, last + 1)
                    for x in first...last {
                        coverage[x - x0] += (min(r0, Double(x + 1)) - max(l0, Double(x))) / Double(subRows)
                    }
                }
                guard spanEnd > spanStart else { continue }
                let row = target.pixels + y * target.stride
                for x in spanStart..<spanEnd {
                    let alpha = UInt32((min(1, coverage[x - x0]) * Double(c.a)).rounded())
                    guard alpha > 0 else { continue }
                    SurfaceTarget.blendSpan(row + x, count: 1, argb: argb, alpha: alpha)
                }
            }
        }
        stats.drawCalls += 1
        return true
    }

    typealias Quad = ((Double, Double), (Double, Double), (Double, Double), (Double, Double))

    /// Where the horizontal line at `y` enters and leaves `quad` (convex, corners in order), or
    /// nil when it misses (half-open in y, so a vertex on the line counts once).
    static func crossings(_ quad: Quad, atY y: Double) -> (left: Double, right: Double)? {
        var left = Double.infinity, right = -Double.infinity
        func cross(_ p: (Double, Double), _ q: (Double, Double)) {
            guard (p.1 <= y && y < q.1) || (q.1 <= y && y < p.1) else { return }
            let x = p.0 + (y - p.1) * (q.0 - p.0) / (q.1 - p.1)
            left = min(left, x); right = max(right, x)
        }
        cross(quad.0, quad.1); cross(quad.1, quad.2); cross(quad.2, quad.3); cross(quad.3, quad.0)
        return right > left ? (left, right) : nil
    }

    /// The aliased fill (``antialiasing`` off): exactly the pixels whose centres lie inside the
    /// quad, as SDL's triangle rasteriser samples them; opaque colours written, translucent ones
    /// blended in SDL's fill arithmetic.
    private func fillLineCentres(_ corners: Quad, top: Double, bottom: Double, target: SurfaceTarget,
                                 color c: SDL_Color, argb: UInt32) {
        /// `v` rounded up, kept within ±10⁹ (far off the surface) so it converts to `Int`.
        func ceilClamped(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9).rounded(.up)) }
        let y0 = max(visible.y0, ceilClamped(top - 0.5)), y1 = min(visible.y1, ceilClamped(bottom - 0.5))
        guard y1 > y0 else { return }
        let value = target.pixelValue(r: c.r, g: c.g, b: c.b, a: 255)
        for y in y0..<y1 {
            guard let (left, right) = Self.crossings(corners, atY: Double(y) + 0.5) else { continue }
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
    }
}
