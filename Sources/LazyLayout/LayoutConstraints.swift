import ScrollCore

/// Everything one measure pass depends on besides the data: Compose's constraints, Flutter's
/// `SliverConstraints`. A value, compared with `==`, printed in failures.
/// Where an element narrower than the stack sits across it.
public enum CrossAlignment: String, Sendable, Hashable {
    /// Left in a vertical stack, top in a horizontal one.
    case leading
    case center
    /// Right in a vertical stack, bottom in a horizontal one.
    case trailing
}

public struct LayoutConstraints: Sendable, Hashable, CustomStringConvertible {
    /// The scroll axis.
    public var axis: Axis
    /// The viewport's size in points.
    public var viewportSize: Size
    /// The scroll offset from physics (sign convention in `ScrollCore.Points`): the distance from
    /// the content's start to the viewport's leading edge, *as last corrected by this engine*.
    public var scrollOffset: Points
    /// How far past each end of the viewport elements are created ahead of need (the prefetch
    /// margin; Flutter's `cacheExtent`, whose default is 250 px).
    public var cacheExtent: Points
    /// Space between adjacent elements (SwiftUI's `spacing:`), headers and footers included.
    public var spacing: Points
    /// Padding around the content, in the viewport's frame (top/leading pad the start).
    public var contentInsets: EdgeInsets
    /// The part of ``contentInsets`` that is not the scroll view's visible region: its safe area
    /// (bars placed with SwiftUI's `safeAreaInset`) and content margins (`contentMargins`), which
    /// content scrolls under but which do not show it. Each is at most the matching content
    /// inset (the rest of that inset is padding: content). A programmatic scroll lines an
    /// element's anchor up with the same anchor of the region inside these
    /// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
    /// ``anchoredStart(ofExtent:at:)``.
    public var visibleRegionInsets: EdgeInsets
    /// Which section views stay pinned.
    public var pinnedViews: PinnedViews
    /// Where elements narrower than the stack sit across it (SwiftUI's `alignment:`).
    public var alignment: CrossAlignment
    /// The scroll velocity physics reports (points per second, offset sign convention): the
    /// prefetch window reaches further ahead in the direction of motion the faster it is.
    public var scrollVelocity: PointsPerSecond
    /// How far ahead the prefetch window looks at the current velocity: the ahead side grows by
    /// `|velocity| × prefetchLookaheadSeconds`, up to `maxPrefetchViewports` viewports.
    public var prefetchLookaheadSeconds: Seconds
    public var maxPrefetchViewports: Double
    /// Elements that leave the prefetch window stay alive (not destroyed) until they are this
    /// far beyond it — RecyclerView's view cache, Flutter's keep-alive — so scrolling back and
    /// forth does not recreate them. Nil: one viewport.
    public var keepAliveExtent: Points?

    public init(axis: Axis = .vertical, viewportSize: Size, scrollOffset: Points, cacheExtent: Points = 250,
                spacing: Points = 0, contentInsets: EdgeInsets = .zero, pinnedViews: PinnedViews = [],
                alignment: CrossAlignment = .center, scrollVelocity: PointsPerSecond = 0,
                prefetchLookaheadSeconds: Seconds = 0.25, maxPrefetchViewports: Double = 1,
                keepAliveExtent: Points? = nil, visibleRegionInsets: EdgeInsets = .zero) {
        self.axis = axis
        self.viewportSize = viewportSize
        self.scrollOffset = scrollOffset
        self.cacheExtent = cacheExtent
        self.spacing = spacing
        self.contentInsets = contentInsets
        self.visibleRegionInsets = visibleRegionInsets
        self.pinnedViews = pinnedViews
        self.alignment = alignment
        self.scrollVelocity = scrollVelocity
        self.prefetchLookaheadSeconds = prefetchLookaheadSeconds
        self.maxPrefetchViewports = maxPrefetchViewports
        self.keepAliveExtent = keepAliveExtent
    }

    /// The prefetch window in viewport coordinates along the main axis: the viewport grown by
    /// `cacheExtent` behind and `cacheExtent` plus the velocity lookahead ahead.
    public var prefetchWindow: Range<Points> {
        let viewport = max(0, viewportExtent.finiteOr(0))
        let base = max(0, cacheExtent.finiteOr(0))
        let velocity = scrollVelocity.finiteOr(0)
        let lookahead = min(abs(velocity) * max(0, prefetchLookaheadSeconds.finiteOr(0)),
                            max(0, maxPrefetchViewports.finiteOr(0)) * viewport)
        let ahead = base + lookahead
        return velocity >= 0 ? (-base)..<(viewport + ahead) : (-ahead)..<(viewport + base)
    }

    /// The keep-alive window: the prefetch window grown by ``keepAliveExtent`` on both sides.
    public var keepAliveWindow: Range<Points> {
        let prefetch = prefetchWindow
        let extra = max(0, (keepAliveExtent ?? viewportExtent).finiteOr(0))
        return (prefetch.lowerBound - extra)..<(prefetch.upperBound + extra)
    }

    public var viewportExtent: Points { viewportSize.main(axis) }
    public var crossExtent: Points { viewportSize.cross(axis) }
    /// Padding before the first element along the scroll axis.
    public var leadingInset: Points { axis == .vertical ? contentInsets.top : contentInsets.leading }
    /// Padding after the last element along the scroll axis.
    public var trailingInset: Points { axis == .vertical ? contentInsets.bottom : contentInsets.trailing }
    /// The visible region's insets along the scroll axis (see ``visibleRegionInsets``): before
    /// (top/leading) and after (bottom/trailing), each finite and ≥ 0.
    public var visibleInsets: (before: Points, after: Points) {
        let i = visibleRegionInsets
        let (before, after) = axis == .vertical ? (i.top, i.bottom) : (i.leading, i.trailing)
        return (max(0, before.finiteOr(0)), max(0, after.finiteOr(0)))
    }

    /// Where, from the viewport's leading edge, an element `extent` long starts when its point
    /// at `anchor` meets the same point of the visible region (the viewport less
    /// ``visibleInsets``): `before + unit · (V − before − after − extent)`. `.top` puts its top
    /// just below a top bar, `.bottom` its bottom just above a bottom bar, `.center` its centre
    /// at the region's centre; an element longer than the region overhangs it equally by `unit`.
    public func anchoredStart(ofExtent extent: Points, at anchor: ScrollAnchorPoint) -> Points {
        let viewport = max(0, viewportExtent.finiteOr(0))
        let (before, after) = visibleInsets
        return before + anchor.unit * (viewport - before - after - extent)
    }

    /// Padding on the cross axis, before and after.
    public var crossInsets: (before: Points, after: Points) {
        axis == .vertical ? (contentInsets.leading, contentInsets.trailing) : (contentInsets.top, contentInsets.bottom)
    }

    public var description: String {
        "\(axis) viewport \(viewportSize) offset \(scrollOffset.shortDescription) cache \(cacheExtent.shortDescription) spacing \(spacing.shortDescription)"
    }
}
