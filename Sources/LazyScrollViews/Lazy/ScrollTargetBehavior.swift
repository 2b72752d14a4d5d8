import Foundation

// SwiftUI's scroll target behaviours: where a scroll view's releases come to rest.
// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior

/// Where a scroll view's releases come to rest — SwiftUI's `ScrollTargetBehavior`
/// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior).
///
/// A scroll view works out where a gesture would naturally end with its deceleration rate and
/// hands that to ``updateTarget(_:context:)`` as `target`; the behaviour may move it. The
/// built-ins are ``PagingScrollTargetBehavior`` (`.paging`) and
/// ``ViewAlignedScrollTargetBehavior`` (`.viewAligned`); Apple's own example of a behaviour you
/// write, aligning to every tenth of the container's width:
///
/// ```swift
/// struct BasicScrollTargetBehavior: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let multiple = context.containerSize.width / 10.0
///         target.rect.origin.x = (target.rect.origin.x / multiple).rounded() * multiple
///     }
/// }
/// ```
///
/// When it is called: when a drag or a touchpad stream ends (a release, with its velocity), and
/// — a desktop addition — for each animated step of a mouse wheel or a key (Page Up/Down,
/// arrows), with zero velocity and the step's end as the target. Differs from iOS: it is not
/// called when the scroll view's size changes (the position is kept by its anchor instead).
public protocol ScrollTargetBehavior: Sendable {
    /// The context ``updateTarget(_:context:)`` receives.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target that the scroll view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view should try to scroll to — SwiftUI's `ScrollTarget`
/// (https://developer.apple.com/documentation/swiftui/scrolltarget).
///
/// Coordinates are the scroll view's content coordinates, as `ScrollGeometry.contentOffset`
/// reads them: a target at rest with the content's start at the top of its margins has
/// `rect.origin` = (−leading inset, −top inset) along the scrolled axis.
public struct ScrollTarget: Equatable, Sendable {
    /// The rect the scroll view should try to have contained. As proposed, the visible region
    /// (the container's size) where the gesture would come to rest.
    public var rect: CGRect
    /// The anchor to which ``rect`` is aligned within the visible region (inside the content
    /// margins); nil: the least scroll that contains it (a rect the container's size: its
    /// origin is the content offset).
    public var anchor: UnitPoint?

    /// A target of `rect` aligned at `anchor`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows when it updates a target — SwiftUI's
/// `ScrollTargetBehaviorContext`
/// (https://developer.apple.com/documentation/swiftui/scrolltargetbehaviorcontext).
/// Read the scroll view's environment through it by key path, as on iOS
/// (`context.layoutDirection`, a value of your own `EnvironmentKey`): its dynamic members are
/// the environment's values where the scroll view is.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target when the gesture began (the visible region then).
    public let originalTarget: ScrollTarget
    /// The velocity of the gesture, points per second along the scrolled axis (zero for a
    /// wheel or key step). Apple does not document its unit.
    public let velocity: CGVector
    /// The size of the content (inside the content margins).
    public let contentSize: CGSize
    /// The size of the scroll view's container.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls in.
    public let axes: Axis.Set

    /// The frames of the scroll target layout's views that layout placed, content coordinates
    /// (`.viewAligned` settles on them).
    let layoutTargets: [CGRect]
    /// The content margins and safe area, the visible region's insets.
    let insets: EdgeInsets
    /// Where the content is now (the release point, or a step's start).
    let position: CGFloat
    /// Faster than this, a release is a deliberate flick.
    let velocityThreshold: CGFloat

    /// The scroll view's environment (nil: the default one).
    let environment: ScrollTargetEnvironment?

    init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
         layoutTargets: [CGRect], insets: EdgeInsets, position: CGFloat, velocityThreshold: CGFloat,
         environment: ScrollTargetEnvironment? = nil) {
        self.originalTarget = originalTarget; self.velocity = velocity; self.contentSize = contentSize
        self.containerSize = containerSize; self.axes = axes; self.layoutTargets = layoutTargets
        self.insets = insets; self.position = position; self.velocityThreshold = velocityThreshold
        self.environment = environment
    }

    /// The value at `keyPath` of the scroll view's environment — SwiftUI's
    /// `subscript(dynamicMember:)`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        (environment?.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    var isVertical: Bool { axes.contains(.vertical) }
    func main(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }
    func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    var mainVelocity: CGFloat { isVertical ? velocity.dy : velocity.dx }
    /// The insets before and after the content along the axis.
    var mainInsets: (leading: CGFloat, trailing: CGFloat) {
        isVertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    }
}

/// Pages of one container — SwiftUI's `PagingScrollTargetBehavior`
/// (https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior), UIKit's
/// `isPagingEnabled`: a flick turns one page; a slow release goes to the nearest page.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Pages of the container's extent from the content's start: from the page the gesture
    /// began on, one page in the direction of a flick, else the page nearest the target. (A
    /// `.paging` scroll view does this in its physics; this is for behaviours that wrap it.)
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.main(context.containerSize)
        guard page > 0 else { return }
        let leading = -context.mainInsets.leading
        let start = ((context.main(context.originalTarget.rect.origin) - leading) / page).rounded()
        var index = ((context.main(target.rect.origin) - leading) / page).rounded()
        let v = context.mainVelocity
        if v > context.velocityThreshold { index = start + 1 } else if v < -context.velocityThreshold { index = start - 1 }
        index = min(max(index, start - 1), start + 1)
        let origin = leading + index * page
        if context.isVertical { target.rect.origin.y = origin } else { target.rect.origin.x = origin }
        target.anchor = nil
    }
}

/// Settles on the views of the scroll view's `scrollTargetLayout()` — SwiftUI's
/// `ViewAlignedScrollTargetBehavior`
/// (https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior).
///
/// A view is aligned to the visible region inside the content margins and safe area: its
/// leading edge to the region's leading edge by default, or its ``UnitPoint`` `anchor` to the
/// region's (`.center` centres it). Without a `scrollTargetLayout()` there are no views to
/// settle on and the scroll view decelerates freely, as on iOS.
///
/// Only the views layout has placed (the viewport and its prefetch margin) are known; a fling
/// projected beyond them settles on estimated targets spaced at the mean pitch of the placed
/// ones — exact for cards of one size. Differs from iOS: a variable-size list can land between
/// views after a fling longer than the prefetch margin with ``LimitBehavior/never``.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one gesture may scroll — SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`
    /// (https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior).
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind

        /// Limited in a compact horizontal size class, not otherwise (Apple). A desktop window
        /// is the regular size class, so here `.automatic` is ``never``.
        public static var automatic: Self { Self(kind: .automatic) }
        /// "Always limit the amount of views that can be scrolled" — to a few at a time (the
        /// behaviour's overview), as ``alwaysByFew``.
        public static var always: Self { Self(kind: .always) }
        /// Never limit: the view nearest where the fling would coast to.
        public static var never: Self { Self(kind: .never) }
        /// A few views per gesture: here as many as fit whole in the visible region, at least 2.
        public static var alwaysByFew: Self { Self(kind: .alwaysByFew) }
        /// One view per gesture: a flick, however fast, moves to the next view.
        public static var alwaysByOne: Self { Self(kind: .alwaysByOne) }
    }

    let limitBehavior: LimitBehavior
    let anchor: UnitPoint?

    /// A view-aligned behaviour with `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
        anchor = nil
    }

    /// A view-aligned behaviour aligning each view's `anchor` with the visible region's (iOS 26;
    /// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/init(anchor:)).
    public init(anchor: UnitPoint?) {
        limitBehavior = .automatic
        self.anchor = anchor
    }

    /// A view-aligned behaviour with `limitBehavior` and `anchor` (iOS 26).
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    /// How many views from the one the gesture began on a release may go; nil: no limit.
    func limit(context: TargetContext, alignedOffsets: [CGFloat]) -> Int? {
        switch limitBehavior.kind {
        case .automatic, .never: return nil
        case .alwaysByOne: return 1
        case .always, .alwaysByFew:
            let (lead, trail) = context.mainInsets
            let region = context.main(context.containerSize) - lead - trail
            let extents = context.layoutTargets.map { context.isVertical ? $0.height : $0.width }
            let mean = extents.isEmpty ? region : extents.reduce(0, +) / CGFloat(extents.count)
            return max(2, mean > 0 ? Int((region / mean).rounded(.down)) : 2)
        }
    }

    /// The content offsets that align each target view, sorted.
    func alignedOffsets(_ context: TargetContext) -> [CGFloat] {
        let (lead, trail) = context.mainInsets
        let region = context.main(context.containerSize) - lead - trail
        let unit = anchor.map { context.isVertical ? $0.y : $0.x } ?? 0
        return context.layoutTargets.map { rect in
            let (start, extent) = context.isVertical ? (rect.minY, rect.height) : (rect.minX, rect.width)
            return start - lead - unit * (region - extent)
        }.sorted()
    }

    /// Moves `target` to the nearest aligned view (SwiftUI's overview: "the scroll view always
    /// picks an item view to settle on"): the one nearest the projected end, at least the next
    /// one in a flick's direction, and — when limited — within the limit of the view the
    /// gesture began on. No target views: `target` is left as proposed.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let offsets = alignedOffsets(context)
        guard !offsets.isEmpty else { return }
        let line = AlignedLine(offsets: offsets, fallbackPitch: context.main(context.containerSize))
        var index = line.nearestIndex(to: context.main(target.rect.origin))
        let v = context.mainVelocity, position = context.position
        if v > context.velocityThreshold { index = max(index, line.firstIndex(after: position + 0.5)) }
        if v < -context.velocityThreshold { index = min(index, line.lastIndex(before: position - 0.5)) }
        if let limit = limit(context: context, alignedOffsets: offsets) {
            let start = line.nearestIndex(to: context.main(context.originalTarget.rect.origin))
            index = min(max(index, start - limit), start + limit)
        }
        let origin = line.offset(at: index)
        if context.isVertical { target.rect.origin.y = origin } else { target.rect.origin.x = origin }
        target.rect.size = context.containerSize
        target.anchor = nil
    }
}

/// Sorted aligned offsets, extended past both ends at their mean pitch (views layout has not
/// placed yet): index 0 is the first known one; indices below 0 and past the last are estimates.
struct AlignedLine {
    let offsets: [CGFloat]
    let pitch: CGFloat

    init(offsets: [CGFloat], fallbackPitch: CGFloat) {
        self.offsets = offsets
        let mean = offsets.count > 1 ? (offsets[offsets.count - 1] - offsets[0]) / CGFloat(offsets.count - 1) : 0
        pitch = mean > 0 ? mean : max(fallbackPitch, 1)
    }

    func offset(at index: Int) -> CGFloat {
        if index < 0 { return offsets[0] + CGFloat(index) * pitch }
        if index >= offsets.count { return offsets[offsets.count - 1] + CGFloat(index - offsets.count + 1) * pitch }
        return offsets[index]
    }

    /// The index whose offset is nearest `x` (ties: the earlier).
    func nearestIndex(to x: CGFloat) -> Int {
        if x <= offsets[0] { return Int(((x - offsets[0]) / pitch).rounded()) }
        let last = offsets.count - 1
        if x >= offsets[last] { return last + Int(((x - offsets[last]) / pitch).rounded()) }
        var best = 0
        for i in offsets.indices where abs(offsets[i] - x) < abs(offsets[best] - x) { best = i }
        return best
    }

    /// The first index whose offset is above `x`.
    func firstIndex(after x: CGFloat) -> Int {
        var index = nearestIndex(to: x)
        while offset(at: index) <= x { index += 1 }
        while offset(at: index - 1) > x { index -= 1 }
        return index
    }

    /// The last index whose offset is below `x`.
    func lastIndex(before x: CGFloat) -> Int {
        var index = nearestIndex(to: x)
        while offset(at: index) >= x { index -= 1 }
        while offset(at: index + 1) < x { index += 1 }
        return index
    }
}

/// A type-erased scroll target behaviour — SwiftUI's `AnyScrollTargetBehavior` (iOS 18,
/// https://developer.apple.com/documentation/swiftui/anyscrolltargetbehavior), to choose a
/// behaviour at run time.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior
    /// Wraps `base`.
    public init(_ base: some ScrollTargetBehavior) {
        self.base = (base as? AnyScrollTargetBehavior)?.base ?? base
    }
    /// The wrapped behaviour's update.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages of one container (UIKit's `isPagingEnabled`).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the scroll target layout (``ViewAlignedScrollTargetBehavior``).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles on the views of the scroll target layout, `limitBehavior` views per gesture at most.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    /// Settles on the views of the scroll target layout at `anchor` (iOS 26).
    public static func viewAligned(anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(anchor: anchor)
    }
    /// Settles on the views of the scroll target layout at `anchor`, `limitBehavior` views per
    /// gesture at most (iOS 26).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior,
                                   anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

/// A scroll view's environment carried to its behaviour's `updateTarget(_:context:)`.
/// `@unchecked Sendable`: made on the main actor from the scroll view's environment and read
/// only there — the physics asks the behaviour while the host steps the frame, on the main
/// actor — and never changed.
final class ScrollTargetEnvironment: @unchecked Sendable {
    let values: EnvironmentValues
    init(_ values: EnvironmentValues) { self.values = values }
}
