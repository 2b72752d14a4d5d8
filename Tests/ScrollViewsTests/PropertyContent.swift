import DisplayList
import Foundation
@testable import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import ScrollViews
import TestSupport
import Testing

// The scroll views property test (ScrollViewsPropertyTests.swift describes it): the window's lazy
// stack and its carousels.

// MARK: - The content

/// The window's scroll view content of the property test: a lazy stack over ``PropertySource``
/// with the run's spacing, insets and pinned views, laid out under a random prefetch budget
/// (a frame that may create no element at all, or a few), painting nothing.
@MainActor
final class PropertyContent: ScrollContent {
    let axis: Axis
    var source: PropertySource
    var stack: LazyStackLayout<PropertySource>
    let spacing: Points
    let insets: EdgeInsets
    let pinned: PinnedViews
    let cacheExtent: Points
    let keepAliveExtent: Points?
    /// The budget of the next pass (the harness draws it from the run's generator).
    var nextBudget: () -> PrefetchBudget = { .unlimited }

    init(axis: Axis, source: PropertySource, spacing: Points, insets: EdgeInsets, pinned: PinnedViews,
         cacheExtent: Points, keepAliveExtent: Points?) {
        self.axis = axis
        self.source = source
        stack = LazyStackLayout(source: source)
        // The faulty source's huge and infinite extents are cut to 10⁶ pt, as `usableExtent`
        // expects: at the engine's default bound (10¹² pt) a `Double` offset resolves only
        // 1.2·10⁻⁴ pt, and these invariants are checked to 10⁻⁶ pt (issue 31 F).
        if source.faulty { stack.sourceGuard.measuredExtentLimit = DataSourceGuard.maximumElementExtent }
        self.spacing = spacing
        self.insets = insets
        self.pinned = pinned
        self.cacheExtent = cacheExtent
        self.keepAliveExtent = keepAliveExtent
    }

    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: viewport, scrollOffset: scrollOffset, cacheExtent: cacheExtent,
                          spacing: spacing, contentInsets: insets, pinnedViews: pinned, alignment: .center,
                          keepAliveExtent: keepAliveExtent)
    }
    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        stack.layout(constraints, source: source, budget: nextBudget(), into: &result)
        liveRows.removeAll(keepingCapacity: true)
        for element in result.placed { liveRows.insert(source.id(of: element.path)) }
    }

    // MARK: Carousels

    /// Rows whose id is a multiple of this hold a carousel: a scroll view across the stack's axis
    /// over 1–40 items of 40–100 pt, filling the row (every third one `overscrollBehavior(.contain)`).
    static let carouselEvery: UInt64 = 5
    /// The rows realized by the last pass (placed, on screen or kept alive): a carousel lives as
    /// long as its row, as a view's nested `ScrollView` does.
    private(set) var liveRows = Set<UInt64>()
    private var carousels: [ScrollViewID: LazyStackContent<CarouselSource>] = [:]

    func nestedScrollViews(_ result: LayoutResult, viewport: Rect) -> [NestedScrollView] {
        var views: [NestedScrollView] = []
        for element in result.placed where element.isVisible && element.pinning == .none {
            guard case .item = element.path.kind else { continue }
            let row = source.id(of: element.path)
            guard row % Self.carouselEvery == 0, element.frame.size.width > 0, element.frame.size.height > 0 else { continue }
            let id = ScrollViewID.window.inRow(AnyHashable(row), ordinal: 0)
            if carousels[id] == nil {
                carousels[id] = LazyStackContent(source: CarouselSource(row: row), axis: axis.cross, spacing: 4,
                                                 painter: { _, _, _, _ in })
            }
            views.append(NestedScrollView(id: id, axis: axis.cross, frame: element.frame.offsetBy(dx: viewport.minX, dy: viewport.minY),
                                          overscroll: row % 3 == 0 ? .contain : .auto))
        }
        return views
    }

    func nestedContent(_ id: ScrollViewID) -> (any ScrollContent)? {
        guard case .row(let element, _) = id.steps.last, let row = element.base as? UInt64, liveRows.contains(row) else {
            carousels[id] = nil
            return nil
        }
        return carousels[id]
    }
    func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into list: inout DisplayList) -> PaintStats {
        PaintStats()
    }
    func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) {
        stack.jump(toElement: index, at: anchor, constraints: constraints, source: source)
    }
    func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }
    func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) {
        stack.jump(toEdge: edge, constraints: constraints, source: source)
    }
    func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points {
        stack.estimatedOffset(toEdge: edge, constraints: constraints)
    }
    var elementCount: Int { stack.sectionIndex.elementCount }

    /// Replaces the data after `changes`, as an app's update does.
    func apply(_ changes: [DataChange], source: PropertySource) {
        self.source = source
        stack.apply(changes, source: source)
    }
}

/// A carousel's items: 1–40 of them (from the row's id), 40–100 pt along the carousel.
struct CarouselSource: LazyStackDataSource {
    let row: UInt64
    var sectionCount: Int { 1 }
    func itemCount(inSection section: Int) -> Int { Int(propertyHash(row) % 40) + 1 }
    func hasHeader(inSection section: Int) -> Bool { false }
    func hasFooter(inSection section: Int) -> Bool { false }
    func id(of path: ElementPath) -> Int { path.kind.row ?? -1 }
    func measure(_ path: ElementPath, crossExtent: Points) -> Points {
        40 + Double(propertyHash(row &+ UInt64(path.kind.row ?? 0)) % 61)
    }
}
