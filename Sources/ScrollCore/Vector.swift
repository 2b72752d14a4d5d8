/// A 2-D displacement or velocity: `dx` along x, `dy` along y, in points (or points per second).
/// Scroll deltas and velocities in ``Vector`` follow the offset sign convention in ``Points``:
/// `dy > 0` moves a vertical scroller's offset forward (content toward the top).
public struct Vector: Sendable, Hashable, Codable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double
    @inlinable public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = Vector(dx: 0, dy: 0)
    /// The component along `axis`.
    @inlinable public func main(_ axis: Axis) -> Double { axis == .vertical ? dy : dx }
    /// A vector with `value` along `axis` and 0 across it.
    @inlinable public init(_ value: Double, along axis: Axis) {
        self = axis == .vertical ? Vector(dx: 0, dy: value) : Vector(dx: value, dy: 0)
    }
    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    @inlinable public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    @inlinable public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
    @inlinable public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }
    public var description: String { "(\(dx.shortDescription), \(dy.shortDescription))" }
}
