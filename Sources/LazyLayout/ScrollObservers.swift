import ScrollCore

/// The scroll view's geometry as SwiftUI's `ScrollGeometry` reports it to
/// `onScrollGeometryChange(for:of:action:)`: offsets and sizes in points.
public struct ScrollGeometry: Sendable, Hashable, CustomStringConvertible {
    /// The content's offset: (0, offset) for a vertical stack, (offset, 0) for a horizontal one.
    public var contentOffset: Point
    /// The content's estimated size (exact along the axis once the end has been measured).
    public var contentSize: Size
    /// The viewport's size.
    public var containerSize: Size
    public var contentInsets: EdgeInsets
    /// The part of the content in view, in content coordinates.
    public var visibleRect: Rect

    public init(_ result: LayoutResult) {
        let c = result.constraints
        let offset = result.scrollOffset
        contentOffset = Point(main: offset, cross: 0, axis: c.axis)
        contentSize = Size(main: result.contentExtent, cross: c.crossExtent, axis: c.axis)
        containerSize = c.viewportSize
        contentInsets = c.contentInsets
        visibleRect = Rect(mainOrigin: offset, crossOrigin: 0, mainExtent: c.viewportExtent, crossExtent: c.crossExtent, axis: c.axis)
    }

    public var description: String { "offset \(contentOffset) content \(contentSize) container \(containerSize)" }
}

/// `onScrollGeometryChange(for:of:action:)`: transforms each frame's geometry to an `Equatable`
/// value and calls `action(old, new)` only when the value changes — not on the first frame, as
/// SwiftUI calls it on changes.
public struct ScrollGeometryObserver<Value: Equatable> {
    public let transform: (ScrollGeometry) -> Value
    public let action: (Value, Value) -> Void
    public private(set) var current: Value?
    /// How many times `action` ran.
    public private(set) var fired = 0

    public init(for type: Value.Type = Value.self, of transform: @escaping (ScrollGeometry) -> Value,
                action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    public mutating func update(_ result: LayoutResult) {
        let value = transform(ScrollGeometry(result))
        defer { current = value }
        guard let old = current, old != value else { return }
        fired += 1
        action(old, value)
    }
}

/// `onScrollTargetVisibilityChange(idType:threshold:_:)`: the ids of the elements at least
/// `threshold` visible (the fraction of the element's extent along the axis inside the
/// viewport), in order, reported whenever that set changes. SwiftUI's default threshold is 0.5.
public struct ScrollVisibilityObserver<ID: Hashable> {
    public let threshold: Double
    public let id: (PlacedElement) -> ID?
    public let action: ([ID]) -> Void
    public private(set) var current: [ID] = []
    public private(set) var fired = 0
    private var started = false

    /// - Parameter id: the id to report for an element, or nil to ignore it (headers, footers).
    public init(threshold: Double = 0.5, id: @escaping (PlacedElement) -> ID?, action: @escaping ([ID]) -> Void) {
        self.threshold = threshold.finiteOr(0.5).clamped(to: 0...1)
        self.id = id
        self.action = action
    }

    /// The fraction of `element` inside the viewport along the axis, 0…1.
    public static func visibleFraction(_ element: PlacedElement, in constraints: LayoutConstraints) -> Double {
        let axis = constraints.axis
        let extent = element.frame.size.main(axis)
        guard extent > 0 else { return 0 }
        let low = max(0, element.frame.mainMin(axis))
        let high = min(constraints.viewportExtent, element.frame.mainMax(axis))
        return max(0, high - low) / extent
    }

    public mutating func update(_ result: LayoutResult) {
        var ids: [ID] = []
        for element in result.placed where element.isVisible && element.pinning == .none {
            guard Self.visibleFraction(element, in: result.constraints) >= threshold, let id = id(element) else { continue }
            ids.append(id)
        }
        guard !started || ids != current else { return }
        started = true
        current = ids
        fired += 1
        action(ids)
    }
}

/// Per-element state kept by id outside the elements, so it survives an element being
/// destroyed and created again (seed 003's pitfall: SwiftUI keeps only top-level `@State` of
/// lazy children; LazyScroll keeps all of it). Memory grows with the ids that ever stored state.
public struct ElementStateStore<ID: Hashable, State> {
    private var states: [ID: State] = [:]
    public init() {}
    public subscript(id: ID, default value: @autoclosure () -> State) -> State {
        get { states[id] ?? value() }
        set { states[id] = newValue }
    }
    public subscript(id: ID) -> State? {
        get { states[id] }
        set { states[id] = newValue }
    }
    public var count: Int { states.count }
}
