import Foundation
import ScrollEffects

/// A size proposal from a parent to a child — SwiftUI's `ProposedViewSize`. A nil dimension
/// asks for the child's ideal size; 0 for its minimum; `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions 0: the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (SwiftUI's default: 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and its alignment guides, as a parent sees them while placing it — SwiftUI's
/// `ViewDimensions`.
public struct ViewDimensions: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// The first and last text baselines from the top, when the view holds text (nil: the
    /// view's bottom edge stands in, as SwiftUI does for views without text).
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?

    init(width: CGFloat, height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        self.width = width; self.height = height; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }
    init(size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The guide's offset from the view's leading edge. The leading edge is at 0 whatever the
    /// width — also for the infinite one a stack measures flexibility with (0 × ∞ would be NaN).
    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.fraction == 0 ? 0 : guide.fraction * width }
    /// The guide's offset from the view's top edge (the top is at 0 whatever the height).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.guide {
        case .fraction(let f): return f == 0 ? 0 : f * height
        case .firstTextBaseline: return firstBaseline ?? height
        case .lastTextBaseline: return lastBaseline ?? height
        }
    }
}

/// The spacing a view prefers around it — SwiftUI's `ViewSpacing`, simplified to one value per
/// edge: the distance between two neighbours is the larger of their facing preferences.
public struct ViewSpacing: Hashable, Sendable {
    /// Preferred space before the top, leading, bottom and trailing edges.
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// SwiftUI's platform default between two views: 8 points on every edge.
    public init() { self.init(top: 8, leading: 8, bottom: 8, trailing: 8) }
    /// No preference (a `Spacer`'s, as in SwiftUI: a spacer sits flush against its neighbours).
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
    /// Keeps the larger preference of the two on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self; copy.formUnion(other, edges: edges); return copy
    }
}

/// Properties of a layout container — SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis a stack arranges along, or nil (ZStack, custom layouts).
    public var stackOrientation: Axis?
    public init() {}
}

/// What a layout container sees of one child: it can ask its size for a proposal and place it
/// — SwiftUI's `LayoutSubview` proxy. It never exposes the child's view value.
public struct LayoutSubview {
    let child: any LayoutChild

    init(_ child: any LayoutChild) { self.child = child }

    /// The child's size for `proposal` (asking is cheap and has no side effects; answers are cached).
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    /// The child's length along `axis` for `proposal` (``LayoutChild/length(along:for:)``).
    @MainActor func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat { child.length(along: axis, for: proposal) }
    /// The child's size and alignment guides for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { child.dimensions(in: proposal) }
    /// ``dimensions(in:)`` where only `guide` (and the size) will be read. A guide at a
    /// fraction of the height reads only the size, which ``sizeThatFits(_:)`` gives from the
    /// child's cache (``LayoutChild/dimensions(in:)``'s size is its `sizeThatFits`); a stack's
    /// `dimensions` would also lay out its first and last children for their text baselines.
    @MainActor func dimensions(in proposal: ProposedViewSize, reading guide: VerticalAlignment) -> ViewDimensions {
        if case .fraction = guide.guide { return ViewDimensions(size: child.sizeThatFits(proposal)) }
        return child.dimensions(in: proposal)
    }
    /// Places the child: its `anchor` point at `position` (in the container's coordinate space,
    /// which is the window's), sized for `proposal`. A child never placed is not drawn.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        child.place(at: position, anchor: anchor, proposal: proposal)
    }
    /// `layoutPriority(_:)`: stacks offer space to higher priorities first (default 0).
    @MainActor public var priority: Double { child.layoutPriority }
    /// The spacing the child prefers around it.
    @MainActor public var spacing: ViewSpacing { child.spacing }
    /// Whether the child is a `Spacer` (stacks give spacers what the others leave).
    @MainActor var isSpacer: Bool { child.isSpacer }
}

/// A container's children, in order — SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let storage: [LayoutSubview]
    init(_ storage: [LayoutSubview]) { self.storage = storage }
    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(position: Int) -> LayoutSubview { storage[position] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(storage[bounds])) }
}

/// A type that sizes and places its children — SwiftUI's `Layout` protocol, for custom
/// containers such as seed 004's `StepLayout`. Call a layout like a view to use it:
/// `StepLayout { StepDiagram(); Title(); Subtitle() }`.
///
/// Our stacks (`HStack`, `VStack`, `ZStack`) and the layout modifiers (`padding`, `frame`) are
/// layouts too, so custom containers and built-in ones follow the same proposal protocol.
/// Differs from SwiftUI: no `Animatable` requirement, no `explicitAlignment` (custom alignment
/// guides), no `LayoutValueKey`.
@MainActor @preconcurrency
public protocol Layout {
    /// Per-container storage kept between passes (e.g. children's sizes); `Void` when unused.
    associatedtype Cache = Void
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing this container prefers around itself (default: the union of its children's).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every child within `bounds` (window points), which has the size this layout
    /// returned for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    public typealias Subviews = LayoutSubviews
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// What a layout needs of a child: implemented by the view graph's nodes, and by test doubles.
@MainActor
protocol LayoutChild: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The child's size for `proposal` — the same as ``sizeThatFits(_:)``'s — and its guides.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    var layoutPriority: Double { get }
    var spacing: ViewSpacing { get }
    /// Where the child draws among its overlapping siblings: `zIndex(_:)`'s value, 0 without one
    /// (its container draws higher values in front, ``zOrder(of:)``).
    var zIndex: Double { get }
    /// The child's length along `axis` for `proposal`: its size's, which a stack asks for each
    /// child's minimum and maximum. A child may know it without laying itself out (a text's
    /// minimum width, ``TextNode``).
    func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat
    /// Whether the child is a `Spacer` (``StackAlgorithm`` offers spacers space last).
    var isSpacer: Bool { get }
}

extension LayoutChild {
    var isSpacer: Bool { false }
    var zIndex: Double { 0 }
    func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
        let size = sizeThatFits(proposal)
        return axis == .horizontal ? size.width : size.height
    }
}
