import Foundation
import ScrollCore

/// A 2-D affine transform in points: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
/// (the same layout as CoreGraphics' `CGAffineTransform`). Effects use it to rotate, scale and
/// move what an item paints without touching layout.
public struct AffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    public static func translation(x: Points, y: Points) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation by `radians`, clockwise on screen (y grows downward).
    public static func rotation(radians: Double) -> AffineTransform {
        let cosine = cos(radians), sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    /// `transform` applied about `anchor` instead of the origin (SwiftUI's default anchor for
    /// `rotationEffect` and `scaleEffect` is the view's centre).
    public static func about(_ anchor: Point, _ transform: AffineTransform) -> AffineTransform {
        translation(x: -anchor.x, y: -anchor.y).then(transform).then(translation(x: anchor.x, y: anchor.y))
    }

    /// `self` followed by `next`: a point is mapped by `self` first.
    public func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Whether the transform keeps axis-aligned rects axis-aligned (no rotation or shear).
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The uniform scale factor and the clockwise turn in degrees, when the transform is a
    /// similarity — a rotation and a uniform scale, no shear and no flip (`a = d = s·cos θ`,
    /// `b = −c = s·sin θ`, `s > 0`); nil otherwise. What a renderer needs to draw a bitmap with
    /// SDL's rotate-and-stretch copy.
    public var similarity: (scale: Double, degrees: Double)? {
        let s = (a * a + b * b).squareRoot()
        guard s > 1e-12, s.isFinite, abs(a - d) <= 1e-9 * s, abs(b + c) <= 1e-9 * s else { return nil }
        return (s, atan2(b, a) * 180 / .pi)
    }

    public var description: String {
        "[\(a.shortDescription) \(b.shortDescription) \(c.shortDescription) \(d.shortDescription) \(tx.shortDescription) \(ty.shortDescription)]"
    }
}

/// Another name for ``AffineTransform``, for modules that also see Foundation's type of that name.
public typealias DrawTransform = AffineTransform
