import struct Foundation.CGFloat
import ScrollCore

/// A point in a view's own unit square: `(0, 0)` its top-leading corner, `(1, 1)` its
/// bottom-trailing one — SwiftUI's `UnitPoint`
/// (https://developer.apple.com/documentation/swiftui/unitpoint), the one type the whole
/// library uses: the view layer's anchors (placement, `scaleEffect`, `rotationEffect`,
/// `scrollTo(_:anchor:)`, `defaultScrollAnchor`, `ScrollTarget`), the anchors of a
/// ``VisualEffect``'s rotations and scales, and a ``UnitCurve``'s control points. The view layer
/// names this type with a public typealias, so `import LazyScrollUI` code writes `UnitPoint`
/// with no module prefix.
///
/// Coordinates are `CGFloat`, as SwiftUI's, and may lie outside 0…1 (a point beyond the edge).
/// Left-to-right layout only: leading is left.
public struct UnitPoint: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal position, as a fraction of the width (0: leading, 1: trailing).
    public var x: CGFloat
    /// The vertical position, as a fraction of the height (0: top, 1: bottom).
    public var y: CGFloat
    /// The point (`x`, `y`) of the unit square.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading point, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    func point(in rect: Rect) -> Point {
        Point(x: rect.minX + Double(x) * rect.width, y: rect.minY + Double(y) * rect.height)
    }

    public var description: String { "(\(Double(x).shortDescription), \(Double(y).shortDescription))" }
}
