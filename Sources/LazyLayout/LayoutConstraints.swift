import ScrollCore

/// Everything one measure pass depends on besides the data: Compose's constraints, Flutter's
/// `SliverConstraints`. A value, compared with `==`, printed in failures.
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
    /// Which section views stay pinned.
    public var pinnedViews: PinnedViews

    public init(axis: Axis = .vertical, viewportSize: Size, scrollOffset: Points, cacheExtent: Points = 250,
                spacing: Points = 0, contentInsets: EdgeInsets = .zero, pinnedViews: PinnedViews = []) {
        self.axis = axis
        self.viewportSize = viewportSize
        self.scrollOffset = scrollOffset
        self.cacheExtent = cacheExtent
        self.spacing = spacing
        self.contentInsets = contentInsets
        self.pinnedViews = pinnedViews
    }

    public var viewportExtent: Points { viewportSize.main(axis) }
    public var crossExtent: Points { viewportSize.cross(axis) }
    /// Padding before the first element along the scroll axis.
    public var leadingInset: Points { axis == .vertical ? contentInsets.top : contentInsets.leading }
    /// Padding after the last element along the scroll axis.
    public var trailingInset: Points { axis == .vertical ? contentInsets.bottom : contentInsets.trailing }
    /// Padding on the cross axis, before and after.
    public var crossInsets: (before: Points, after: Points) {
        axis == .vertical ? (contentInsets.leading, contentInsets.trailing) : (contentInsets.top, contentInsets.bottom)
    }

    public var description: String {
        "\(axis) viewport \(viewportSize) offset \(scrollOffset.shortDescription) cache \(cacheExtent.shortDescription) spacing \(spacing.shortDescription)"
    }
}
