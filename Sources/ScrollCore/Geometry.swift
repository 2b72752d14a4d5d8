/// A position in points; y grows downward, as in SDL and in SwiftUI's view coordinates.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Points
    public var y: Points
    @inlinable public init(x: Points, y: Points) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

/// A width and height in points.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Points
    public var height: Points
    @inlinable public init(width: Points, height: Points) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width.shortDescription)×\(height.shortDescription)" }
}

/// An axis-aligned rectangle in points: origin at its top-left corner.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Points, y: Points, width: Points, height: Points) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Points { origin.x }
    @inlinable public var minY: Points { origin.y }
    @inlinable public var maxX: Points { origin.x + size.width }
    @inlinable public var maxY: Points { origin.y + size.height }
    @inlinable public var width: Points { size.width }
    @inlinable public var height: Points { size.height }
    @inlinable public var midX: Points { origin.x + size.width / 2 }
    @inlinable public var midY: Points { origin.y + size.height / 2 }
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The overlap of two rects; an empty rect at `self.origin` when they do not meet.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    @inlinable public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }
    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// The rect grown by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable public func insetBy(dx: Points, dy: Points) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    @inlinable public func offsetBy(dx: Points, dy: Points) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public var description: String { "[\(origin) \(size)]" }
}

/// Insets on the four edges, in points.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Points, leading: Points, bottom: Points, trailing: Points
    public init(top: Points = 0, leading: Points = 0, bottom: Points = 0, trailing: Points = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// SwiftUI's default `.padding()`: 16 pt on every edge.
    public static let standard = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    public static let zero = EdgeInsets()
}

extension Double {
    /// A compact rendering for descriptions and golden dumps: integers without ".0", others
    /// rounded to 3 decimals, so dumps are stable across tiny floating-point noise.
    public var shortDescription: String {
        if !isFinite { return "\(self)" }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}

/// Other names for ``EdgeInsets``, ``Axis``, ``Point``, ``Size`` and ``Rect``, for modules that
/// declare SwiftUI-shaped types of the same names (the declarative layer's `EdgeInsets`, `Axis`).
public typealias CoreEdgeInsets = EdgeInsets
public typealias CoreAxis = Axis
public typealias ScrollCorePoint = Point
