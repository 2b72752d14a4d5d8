import Foundation
import ScrollCore

/// Coverage of pixels by filled polygons: what fraction (0…1) of each pixel lies inside, by the
/// non-zero or even-odd rule — the anti-aliased edges of every path, circle, ellipse, stroke
/// and trimmed arc the renderer draws. Pure Swift, so both renderers (software and OpenGL) get
/// the same pixels: they copy the mask, tinted, as a texture.
///
/// Method: a scanline rasteriser with ``subrows`` sub-scanlines per pixel row (sampled at
/// their centres) and exact horizontal coverage on each: on a sub-scanline, the spans where the
/// winding rule says "inside" add their exact overlap with each pixel, times 1/``subrows``.
/// So a vertical edge at x = 10.5 covers pixel 10 by exactly ½, a horizontal one at
/// y = 10.25 by exactly ¼ (4 of 16 sub-rows), and a slanted edge within 1/32 of its true area.
/// Full pixels inside a span are added through a difference array, so a row costs the number
/// of edge crossings plus one pass over its pixels.
public enum PathRasterizer {
    /// Sub-scanlines per pixel row.
    public static let subrows = 16

    /// Coverage of the `width × height` pixels whose top-left corner is (`originX`, `originY`)
    /// by `polygons` (each implicitly closed), row by row, top to bottom.
    public static func coverage(of polygons: [[Point]], evenOdd: Bool, originX: Int, originY: Int,
                                width: Int, height: Int) -> [Float] {
        guard width > 0, height > 0 else { return [] }
        struct Edge { var x0: Double; var y0: Double; var y1: Double; var slope: Double; var dir: Int }
        var edges: [Edge] = []
        for polygon in polygons where polygon.count >= 3 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let ax = a.x - Double(originX), ay = a.y - Double(originY)
                let bx = b.x - Double(originX), by = b.y - Double(originY)
                guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { continue }
                if ay < by {
                    edges.append(Edge(x0: ax, y0: ay, y1: by, slope: (bx - ax) / (by - ay), dir: 1))
                } else {
                    edges.append(Edge(x0: bx, y0: by, y1: ay, slope: (ax - bx) / (ay - by), dir: -1))
                }
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        var out = [Float](repeating: 0, count: width * height)
        var partial = [Double](repeating: 0, count: width + 1)
        var full = [Double](repeating: 0, count: width + 2)
        var active: [Int] = []
        var crossings: [(x: Double, dir: Int)] = []
        var next = 0
        let weight = 1 / Double(subrows)
        for row in 0..<height {
            for i in 0..<partial.count { partial[i] = 0 }
            for i in 0..<full.count { full[i] = 0 }
            var touched = false
            for k in 0..<subrows {
                let y = Double(row) + (Double(k) + 0.5) * weight
                while next < edges.count && edges[next].y0 <= y { active.append(next); next += 1 }
                active.removeAll { edges[$0].y1 <= y }
                guard !active.isEmpty else { continue }
                crossings.removeAll(keepingCapacity: true)
                for e in active where edges[e].y0 <= y {
                    let edge = edges[e]
                    crossings.append((edge.x0 + (y - edge.y0) * edge.slope, edge.dir))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].dir
                    let inside = evenOdd ? winding & 1 != 0 : winding != 0
                    guard inside else { continue }
                    touched = true
                    addSpan(crossings[i].x, crossings[i + 1].x, weight, width: width, partial: &partial, full: &full)
                }
            }
            guard touched else { continue }
            var running = 0.0
            let base = row * width
            for x in 0..<width {
                running += full[x]
                out[base + x] = Float(min(max(running + partial[x], 0), 1))
            }
        }
        return out
    }

    /// Adds `weight` × the overlap of `[xa, xb)` with each pixel of the row.
    private static func addSpan(_ xa: Double, _ xb: Double, _ weight: Double, width: Int,
                                partial: inout [Double], full: inout [Double]) {
        let a = min(max(xa, 0), Double(width)), b = min(max(xb, 0), Double(width))
        guard b > a else { return }
        let ia = Int(a.rounded(.down)), ib = Int(b.rounded(.down))
        if ia == ib {
            partial[ia] += (b - a) * weight
            return
        }
        partial[ia] += (Double(ia + 1) - a) * weight
        if ib > ia + 1 {
            full[ia + 1] += weight
            full[ib] -= weight
        }
        if ib < width { partial[ib] += (b - Double(ib)) * weight }
    }
}
