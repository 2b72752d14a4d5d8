import Foundation
import ScrollCore

/// A stroke as filled polygons: what Core Graphics' `CGPath.copy(strokingWithWidth:…)` gives,
/// built for the non-zero rule. Every piece is a polygon wound the same way — a quad per
/// segment, a join piece at each corner (miter, round or bevel), a cap at each open end (butt,
/// round, square) — so filling them non-zero gives their union: the stroke, with no seams and
/// no double coverage where the pieces overlap.
///
/// Dashes (`StrokeSpec.dash`) cut the polylines first (their lengths in the path's units,
/// starting `dashPhase` into the pattern); each dash is an open piece with its own caps.
public enum PathStroker {
    /// The stroke of `lines` (in the path's coordinates) as polygons in the same coordinates.
    /// `tolerance`: how far a round join or cap may stray from its true arc.
    public static func stroke(_ lines: [VectorPath.Polyline], _ spec: StrokeSpec, tolerance: Double) -> [[Point]] {
        let half = spec.lineWidth / 2
        guard half > 0, half.isFinite else { return [] }
        let pieces = dashed(lines, spec)
        var polygons: [[Point]] = []
        let arcSteps = max(4, min(256, Int((Double.pi / acos(max(-1, 1 - min(tolerance, half) / half))).rounded(.up))))
        for line in pieces {
            // Drop repeated points: a zero-length segment has no direction.
            var points: [Point] = []
            for p in line.points where points.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { points.append(p) }
            if line.closed, points.count > 1, let f = points.first, let l = points.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 {
                points.removeLast()
            }
            if points.count == 1 {
                // A dot: only round and square caps draw it.
                let p = points[0]
                switch spec.cap {
                case .butt: break
                case .round: polygons.append(circle(p, half, arcSteps))
                case .square:
                    polygons.append(oriented([Point(x: p.x - half, y: p.y - half), Point(x: p.x + half, y: p.y - half),
                                              Point(x: p.x + half, y: p.y + half), Point(x: p.x - half, y: p.y + half)]))
                }
                continue
            }
            guard points.count >= 2 else { continue }
            let closed = line.closed && points.count >= 3
            let count = closed ? points.count : points.count - 1
            for i in 0..<count {
                let a = points[i], b = points[(i + 1) % points.count]
                let n = normal(a, b, half)
                polygons.append(oriented([Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
                                          Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y)]))
            }
            // Joins at the inner vertices (every vertex when closed).
            let joins = closed ? Array(points.indices) : Array(1..<(points.count - 1))
            for i in joins {
                let prev = points[(i - 1 + points.count) % points.count], v = points[i], next = points[(i + 1) % points.count]
                if let join = self.join(prev, v, next, half, spec, arcSteps) { polygons.append(join) }
            }
            if !closed {
                cap(points[1], points[0], half, spec.cap, arcSteps, into: &polygons)
                cap(points[points.count - 2], points[points.count - 1], half, spec.cap, arcSteps, into: &polygons)
            }
        }
        return polygons
    }

    /// The left normal of `a → b` (y down: pointing to the segment's right on screen), `half` long.
    static func normal(_ a: Point, _ b: Point, _ half: Double) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        return Point(x: -dy / length * half, y: dx / length * half)
    }

    /// `polygon` wound negatively (clockwise in y-up terms), as the segment quads are.
    static func oriented(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area > 0 ? polygon.reversed() : polygon
    }

    static func circle(_ c: Point, _ r: Double, _ steps: Int) -> [Point] {
        oriented((0..<(2 * steps)).map { i in
            let angle = Double(i) * Double.pi / Double(steps)
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        })
    }

    /// The piece that fills the outside of the corner at `v` between `prev → v` and `v → next`.
    static func join(_ prev: Point, _ v: Point, _ next: Point, _ half: Double, _ spec: StrokeSpec, _ steps: Int) -> [Point]? {
        let n1 = normal(prev, v, half), n2 = normal(v, next, half)
        let d1 = Point(x: v.x - prev.x, y: v.y - prev.y), d2 = Point(x: next.x - v.x, y: next.y - v.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        if abs(cross) < 1e-12 * hypot(d1.x, d1.y) * hypot(d2.x, d2.y), d1.x * d2.x + d1.y * d2.y > 0 { return nil }   // straight on
        if spec.join == .round { return circle(v, half, steps) }
        // The outer side: turning toward +n leaves −n outside.
        let s: Double = cross > 0 ? -1 : 1
        let o1 = Point(x: v.x + s * n1.x, y: v.y + s * n1.y), o2 = Point(x: v.x + s * n2.x, y: v.y + s * n2.y)
        if spec.join == .miter {
            // Miter length over line width = 1 / sin(θ/2), θ the angle between the segments;
            // with φ the angle between the normals (θ = π − φ) that is 1 / cos(φ/2).
            let cosPhi = (n1.x * n2.x + n1.y * n2.y) / (half * half)
            let cosHalf = ((1 + cosPhi) / 2).squareRoot()
            if cosHalf > 1e-9, 1 / cosHalf <= spec.miterLimit {
                let mx = n1.x + n2.x, my = n1.y + n2.y
                let m = hypot(mx, my)
                if m > 1e-12 {
                    let reach = half / cosHalf
                    let tip = Point(x: v.x + s * mx / m * reach, y: v.y + s * my / m * reach)
                    return oriented([v, o1, tip, o2])
                }
            }
        }
        return oriented([v, o1, o2])                                             // bevel
    }

    /// The cap at `end`, the segment arriving from `from`.
    static func cap(_ from: Point, _ end: Point, _ half: Double, _ style: StrokeSpec.Cap, _ steps: Int, into polygons: inout [[Point]]) {
        switch style {
        case .butt: return
        case .round: polygons.append(circle(end, half, steps))
        case .square:
            let n = normal(from, end, half)
            let dx = end.x - from.x, dy = end.y - from.y, length = hypot(dx, dy)
            let ex = dx / length * half, ey = dy / length * half
            polygons.append(oriented([Point(x: end.x + n.x, y: end.y + n.y), Point(x: end.x + n.x + ex, y: end.y + n.y + ey),
                                      Point(x: end.x - n.x + ex, y: end.y - n.y + ey), Point(x: end.x - n.x, y: end.y - n.y)]))
        }
    }

    /// `lines` cut by the dash pattern (unchanged when there is none, or it is all zeros or invalid).
    public static func dashed(_ lines: [VectorPath.Polyline], _ spec: StrokeSpec) -> [VectorPath.Polyline] {
        var pattern = spec.dash.filter { $0.isFinite && $0 >= 0 }
        if pattern.count % 2 == 1 { pattern += pattern }                        // odd counts repeat (CG)
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var result: [VectorPath.Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            guard points.count >= 2 else { result.append(line); continue }
            // Where in the pattern the line starts.
            var phase = spec.dashPhase.isFinite ? spec.dashPhase.truncatingRemainder(dividingBy: period) : 0
            if phase < 0 { phase += period }
            var index = 0
            while phase >= pattern[index] { phase -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - phase
            var on = index % 2 == 0
            var current: [Point] = on ? [points[0]] : []
            for i in 0..<(points.count - 1) {
                var a = points[i]
                let b = points[i + 1]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(p); result.append(VectorPath.Polyline(points: current, closed: false)); current = [] }
                    else { current = [p] }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    length -= remaining
                    a = p
                    remaining = pattern[index]
                }
                remaining -= length
                if on { current.append(b) }
            }
            if on, current.count >= 2 { result.append(VectorPath.Polyline(points: current, closed: false)) }
        }
        return result
    }
}
