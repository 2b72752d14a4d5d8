/// The direction a lazy stack lays its items out in and scrolls along.
///
/// Code that works on both axes talks about the *main* axis (the scroll axis) and the *cross*
/// axis; ``Point``, ``Size`` and ``Rect`` have accessors for both so vertical and horizontal
/// stacks share one implementation.
public enum Axis: String, Sendable, Hashable, CaseIterable, Codable {
    /// Items stack top to bottom; the offset is measured along y.
    case vertical
    /// Items stack leading to trailing (left to right); the offset is measured along x.
    case horizontal

    /// The other axis.
    public var cross: Axis { self == .vertical ? .horizontal : .vertical }
}

extension Point {
    /// The coordinate along `axis`.
    @inlinable public func main(_ axis: Axis) -> Points { axis == .vertical ? y : x }
    /// The coordinate across `axis`.
    @inlinable public func cross(_ axis: Axis) -> Points { axis == .vertical ? x : y }
    /// A point from main- and cross-axis coordinates.
    @inlinable public init(main: Points, cross: Points, axis: Axis) {
        self = axis == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
}

extension Size {
    /// The extent along `axis`.
    @inlinable public func main(_ axis: Axis) -> Points { axis == .vertical ? height : width }
    /// The extent across `axis`.
    @inlinable public func cross(_ axis: Axis) -> Points { axis == .vertical ? width : height }
    /// A size from main- and cross-axis extents.
    @inlinable public init(main: Points, cross: Points, axis: Axis) {
        self = axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}

extension Rect {
    /// A rect from main/cross origin and extents.
    @inlinable public init(mainOrigin: Points, crossOrigin: Points, mainExtent: Points, crossExtent: Points, axis: Axis) {
        self.init(origin: Point(main: mainOrigin, cross: crossOrigin, axis: axis),
                  size: Size(main: mainExtent, cross: crossExtent, axis: axis))
    }
    /// The leading edge along `axis` (minY for vertical).
    @inlinable public func mainMin(_ axis: Axis) -> Points { axis == .vertical ? minY : minX }
    /// The trailing edge along `axis` (maxY for vertical).
    @inlinable public func mainMax(_ axis: Axis) -> Points { axis == .vertical ? maxY : maxX }
}
