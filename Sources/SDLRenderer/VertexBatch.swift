import CSDL2
import DisplayList
import ScrollCore

/// Triangles waiting for one `SDL_RenderGeometry` call: rotated quads, rounded rectangles and
/// thick diagonal lines, all with vertex colours (and texture coordinates for rotated text).
///
/// The renderer keeps one batch for its whole life and empties it with ``removeAll()``, which
/// keeps the arrays' storage, so a steady-state frame does not allocate for geometry.
///
/// Positions arrive in points with the points → pixels transform, and are stored in pixels.
/// A shape is refused (the append returns false) if any vertex is not finite or lies beyond
/// ``guardBand`` pixels: nothing that far out is visible, and SDL's software rasteriser works
/// in fixed point, where such coordinates overflow.
struct VertexBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// The largest |coordinate|, in pixels, a vertex may have.
    static let guardBand: Float = 4_194_304   // 2²²

    init() {
        vertices.reserveCapacity(256)
        indices.reserveCapacity(512)
    }

    var isEmpty: Bool { indices.isEmpty }
    /// Where the last feathered shape's anti-aliasing strip starts in ``indices`` (see
    /// ``appendRoundedRect(_:radius:transform:color:uv:feather:)``); nil when the batch holds
    /// no such strip.
    private(set) var fringeIndexStart: Int?
    /// Added to both coordinates of a feathered shape's vertices, in pixels: where the backend
    /// samples a pixel relative to its centre, negated. SDL's software rasteriser
    /// (SDL_triangle.c) evaluates pixel (x, y) at (x + 1, y + 1), half a pixel right of and below
    /// its centre (measured: a left edge at x = 10 feathered over 9.5…10.5 gives pixel 9 half
    /// coverage), so it needs +0.5; OpenGL samples centres (0).
    var featherOffsetPixels: Float = 0
    /// The alpha of the first vertex: every shape the renderer batches has one colour.
    var firstAlpha: UInt8? { vertices.isEmpty ? nil : vertices[0].color.a }

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        fringeIndexStart = nil
    }

    /// The pixel bounding box of every vertex (min x, min y, max x, max y); infinities when empty.
    func bounds() -> (minX: Float, minY: Float, maxX: Float, maxY: Float) {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        // Index loops over a buffer pointer, not `for v in vertices`: unoptimised (debug) builds
        // run the generic iterator unspecialised, which mallocs per element.
        vertices.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let p = buffer[i].position
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
                i += 1
            }
        }
        return (minX, minY, maxX, maxY)
    }

    /// Submits the batch as one `SDL_RenderGeometry` call (borrowing the arrays' storage, so the
    /// next ``removeAll()`` does not have to copy them).
    func draw(on renderer: OpaquePointer, texture: OpaquePointer?) {
        draw(on: renderer, texture: texture, indexRange: 0..<indices.count)
    }

    /// Submits the triangles of `indexRange` (whole triangles: a multiple of 3 long).
    func draw(on renderer: OpaquePointer, texture: OpaquePointer?, indexRange: Range<Int>) {
        guard !indexRange.isEmpty else { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, texture, v.baseAddress, Int32(v.count),
                                       i.baseAddress! + indexRange.lowerBound, Int32(indexRange.count))
            }
        }
    }

    /// Two triangles covering the quad `p0 p1 p2 p3` (in order around its edge), already in pixels.
    /// `uv` gives the texture coordinates of the four corners (ignored without a texture).
    @discardableResult
    mutating func appendQuad(_ p0: SDL_FPoint, _ p1: SDL_FPoint, _ p2: SDL_FPoint, _ p3: SDL_FPoint,
                             color: SDL_Color,
                             uv: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) = Self.unitSquare) -> Bool {
        guard Self.isDrawable(p0), Self.isDrawable(p1), Self.isDrawable(p2), Self.isDrawable(p3) else { return false }
        let base = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: p0, color: color, tex_coord: uv.0))
        vertices.append(SDL_Vertex(position: p1, color: color, tex_coord: uv.1))
        vertices.append(SDL_Vertex(position: p2, color: color, tex_coord: uv.2))
        vertices.append(SDL_Vertex(position: p3, color: color, tex_coord: uv.3))
        indices.append(base); indices.append(base + 1); indices.append(base + 2)
        indices.append(base); indices.append(base + 2); indices.append(base + 3)
        return true
    }

    /// `rect` (points) mapped through `transform` (points → pixels), as a quad.
    @discardableResult
    mutating func appendRect(_ rect: Rect, transform: AffineTransform, color: SDL_Color,
                             uv: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) = Self.unitSquare) -> Bool {
        appendQuad(Self.pixel(transform, rect.minX, rect.minY), Self.pixel(transform, rect.maxX, rect.minY),
                   Self.pixel(transform, rect.maxX, rect.maxY), Self.pixel(transform, rect.minX, rect.maxY),
                   color: color, uv: uv)
    }

    /// A rounded rectangle as a triangle fan around its centre: each corner is a quarter circle
    /// of ``segmentsPerQuarter(radiusPixels:)`` segments (the shape is convex, so a fan from the
    /// centre covers it exactly). `radius` is in points and must already be clamped to half the
    /// shorter side.
    ///
    /// With `feather`, the edge is anti-aliased the way Dear ImGui's `AddConvexPolyFilled` does
    /// it (imgui_draw.cpp, `ImDrawList::AddConvexPolyFilled` with `ImDrawListFlags_AntiAliasedFill`):
    /// the fan's ring moves half a pixel inward and a second ring half a pixel outward, with
    /// alpha 0, closes it as a one-pixel strip. Interpolating the vertex alpha across the strip
    /// gives each edge pixel roughly the fraction of it the true shape covers (coverage
    /// anti-aliasing). The strip's indices follow the fan's, from ``fringeIndexStart``, so the
    /// renderer can draw the opaque fan without blending and only the strip blended.
    ///
    /// With `uv`, each vertex gets the texture coordinate of its place in `rect`, interpolated
    /// linearly from (`minU`, `minV`) at the top-left corner to (`maxU`, `maxV`) at the
    /// bottom-right, so a texture drawn with the batch is cut to the rounded shape.
    @discardableResult
    mutating func appendRoundedRect(_ rect: Rect, radius: Points, transform: AffineTransform,
                                    color: SDL_Color, uv: TextureRegion? = nil, feather: Bool = false) -> Bool {
        // Texture coordinate of a point (points) inside `rect`; (0, 0) without a texture region.
        func texCoord(_ x: Double, _ y: Double) -> SDL_FPoint {
            guard let uv else { return SDL_FPoint(x: 0, y: 0) }
            let fx = Float(min(max((x - rect.minX) / rect.width, 0), 1))
            let fy = Float(min(max((y - rect.minY) / rect.height, 0), 1))
            return SDL_FPoint(x: uv.minU + (uv.maxU - uv.minU) * fx, y: uv.minV + (uv.maxV - uv.minV) * fy)
        }
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let segments = Self.segmentsPerQuarter(radiusPixels: radius * scale)
        let firstVertex = vertices.count, firstIndex = indices.count
        var centre = Self.pixel(transform, rect.midX, rect.midY)
        if feather { centre.x += featherOffsetPixels; centre.y += featherOffsetPixels }
        guard Self.isDrawable(centre), scale > 0 else { return false }
        let base = Int32(vertices.count)
        vertices.append(SDL_Vertex(position: centre, color: color, tex_coord: texCoord(rect.midX, rect.midY)))
        // Half a pixel, in points, for the feather's inner and outer rings.
        let half = feather ? 0.5 / scale : 0
        var clear = color
        clear.a = 0
        // Corner centres clockwise on screen from the top-right, corner k sweeping 90° from
        // (k − 1)·90° (y grows down, so −90° points straight up). A switch, not an array
        // literal, so nothing is allocated per shape.
        let step = (Double.pi / 2) / Double(segments)
        for k in 0..<4 {
            let cx = (k == 0 || k == 1) ? rect.maxX - radius : rect.minX + radius
            let cy = (k == 1 || k == 2) ? rect.maxY - radius : rect.minY + radius
            let start = Double(k - 1) * (Double.pi / 2)
            var i = 0
            while i <= segments {                // (a while loop: see `bounds()`)
                defer { i += 1 }
                let angle = start + Double(i) * step
                let nx = cos(angle), ny = sin(angle)
                // Inward by half a pixel (never past the corner's centre), then outward.
                let inner = max(radius - half, 0) - radius
                let x = cx + (radius + inner) * nx, y = cy + (radius + inner) * ny
                var p = Self.pixel(transform, x, y)
                var q = p
                if feather {
                    q = Self.pixel(transform, cx + (radius + half) * nx, cy + (radius + half) * ny)
                    p.x += featherOffsetPixels; p.y += featherOffsetPixels
                    q.x += featherOffsetPixels; q.y += featherOffsetPixels
                }
                guard Self.isDrawable(p), Self.isDrawable(q) else {
                    vertices.removeSubrange(firstVertex...); indices.removeSubrange(firstIndex...)
                    return false
                }
                vertices.append(SDL_Vertex(position: p, color: color, tex_coord: texCoord(x, y)))
                if feather {
                    let ex = cx + radius * nx, ey = cy + radius * ny
                    vertices.append(SDL_Vertex(position: q, color: clear, tex_coord: texCoord(ex, ey)))
                }
            }
        }
        let stride: Int32 = feather ? 2 : 1
        let ring = (Int32(vertices.count) - base - 1) / stride
        var i: Int32 = 0
        while i < ring {
            indices.append(base)
            indices.append(base + 1 + i * stride)
            indices.append(base + 1 + ((i + 1) % ring) * stride)
            i += 1
        }
        if feather {
            fringeIndexStart = indices.count
            i = 0
            while i < ring {
                let a = base + 1 + i * stride, b = base + 1 + ((i + 1) % ring) * stride
                indices.append(a); indices.append(a + 1); indices.append(b + 1)
                indices.append(a); indices.append(b + 1); indices.append(b)
                i += 1
            }
        }
        return true
    }

    /// A line `widthPixels` wide from `a` to `b` (pixels), as a quad; false for a zero-length line.
    @discardableResult
    mutating func appendLine(from a: SDL_FPoint, to b: SDL_FPoint, widthPixels: Double, color: SDL_Color) -> Bool {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return false }
        let nx = Float(-dy / length * widthPixels / 2), ny = Float(dx / length * widthPixels / 2)
        return appendQuad(SDL_FPoint(x: a.x + nx, y: a.y + ny), SDL_FPoint(x: b.x + nx, y: b.y + ny),
                          SDL_FPoint(x: b.x - nx, y: b.y - ny), SDL_FPoint(x: a.x - nx, y: a.y - ny), color: color)
    }

    /// A line `widthPixels` wide (1 at least, as a software surface's lines are) from `a` to `b`
    /// (pixels), anti-aliased across its width as Dear ImGui's thick anti-aliased lines are
    /// (imgui_draw.cpp, `ImDrawList::AddPolyline` with `ImDrawListFlags_AntiAliasedLines`): an
    /// opaque core `widthPixels − 1` wide and on each side a one-pixel strip fading to alpha 0, so
    /// a pixel across the line gets about the share of it the line covers. The core's indices come
    /// first, the strips' from ``fringeIndexStart``. The ends stay square and hard (butt caps).
    /// False for a zero-length line or a vertex out of reach.
    @discardableResult
    mutating func appendFeatheredLine(from a: SDL_FPoint, to b: SDL_FPoint, widthPixels: Double, color: SDL_Color) -> Bool {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite, widthPixels.isFinite else { return false }
        let w = max(1, widthPixels)
        let ux = -dy / length, uy = dx / length                // the unit normal
        let core = (w - 1) / 2, outer = (w + 1) / 2
        let o = featherOffsetPixels
        var clear = color
        clear.a = 0
        // Across the line at `a`, then at `b`: outer +, core +, core −, outer − (no arrays
        // made: this runs for every segment of an overlay's curve, every frame).
        let ox = Float(ux * outer), oy = Float(uy * outer), cx = Float(ux * core), cy = Float(uy * core)
        let a0 = SDL_FPoint(x: a.x + ox + o, y: a.y + oy + o), a1 = SDL_FPoint(x: a.x + cx + o, y: a.y + cy + o)
        let a2 = SDL_FPoint(x: a.x - cx + o, y: a.y - cy + o), a3 = SDL_FPoint(x: a.x - ox + o, y: a.y - oy + o)
        let b0 = SDL_FPoint(x: b.x + ox + o, y: b.y + oy + o), b1 = SDL_FPoint(x: b.x + cx + o, y: b.y + cy + o)
        let b2 = SDL_FPoint(x: b.x - cx + o, y: b.y - cy + o), b3 = SDL_FPoint(x: b.x - ox + o, y: b.y - oy + o)
        guard Self.isDrawable(a0), Self.isDrawable(a3), Self.isDrawable(b0), Self.isDrawable(b3) else { return false }
        let base = Int32(vertices.count)
        let none = SDL_FPoint(x: 0, y: 0)
        vertices.append(SDL_Vertex(position: a0, color: clear, tex_coord: none))
        vertices.append(SDL_Vertex(position: a1, color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: a2, color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: a3, color: clear, tex_coord: none))
        vertices.append(SDL_Vertex(position: b0, color: clear, tex_coord: none))
        vertices.append(SDL_Vertex(position: b1, color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: b2, color: color, tex_coord: none))
        vertices.append(SDL_Vertex(position: b3, color: clear, tex_coord: none))
        // The core (a1 b1 b2 a2) first, then the strips on either side (a0 b0 b1 a1, a2 b2 b3 a3).
        for (i, j, k, l) in Self.featheredLineQuads {
            if (i, j, k, l) == (0, 4, 5, 1) { fringeIndexStart = indices.count }
            indices.append(base + i); indices.append(base + j); indices.append(base + k)
            indices.append(base + i); indices.append(base + k); indices.append(base + l)
        }
        return true
    }

    /// ``appendFeatheredLine(from:to:widthPixels:color:)``'s quads, by vertex: the core, then the strips.
    static let featheredLineQuads: [(Int32, Int32, Int32, Int32)] = [(1, 5, 6, 2), (0, 4, 5, 1), (2, 6, 7, 3)]

    /// Segments per quarter circle so the polygon strays at most a quarter pixel inside the
    /// true arc: the sagitta of a chord spanning angle θ is r(1 − cos(θ/2)), so
    /// θ = 2·acos(1 − 0.25/r). That gives 2 segments at r = 2 px, 4 at 10 px, 8 at 50 px;
    /// clamped to 1…32.
    static func segmentsPerQuarter(radiusPixels r: Double) -> Int {
        guard r.isFinite, r > 0.25 else { return 1 }
        let theta = 2 * acos(1 - 0.25 / r)
        let segments = ((Double.pi / 2) / theta).rounded(.up)    // +∞ when r is so big θ rounds to 0
        guard segments.isFinite else { return 32 }
        return min(32, max(1, Int(min(segments, 32))))
    }

    /// The part of a texture a shape shows, in normalised texture coordinates (0…1).
    struct TextureRegion {
        var minU: Float, minV: Float, maxU: Float, maxV: Float
        static let whole = TextureRegion(minU: 0, minV: 0, maxU: 1, maxV: 1)
        /// The four corners in quad order (top-left, top-right, bottom-right, bottom-left).
        var corners: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) {
            (SDL_FPoint(x: minU, y: minV), SDL_FPoint(x: maxU, y: minV),
             SDL_FPoint(x: maxU, y: maxV), SDL_FPoint(x: minU, y: maxV))
        }
    }

    static let unitSquare = (SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1), SDL_FPoint(x: 0, y: 1))

    @inline(__always)
    static func pixel(_ t: AffineTransform, _ x: Double, _ y: Double) -> SDL_FPoint {
        SDL_FPoint(x: Float(t.a * x + t.c * y + t.tx), y: Float(t.b * x + t.d * y + t.ty))
    }

    @inline(__always)
    static func isDrawable(_ p: SDL_FPoint) -> Bool {
        p.x.isFinite && p.y.isFinite && abs(p.x) <= guardBand && abs(p.y) <= guardBand
    }
}
