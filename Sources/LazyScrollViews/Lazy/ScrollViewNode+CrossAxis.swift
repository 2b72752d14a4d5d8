import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting

// A two-axis scroll view (`ScrollView([.horizontal, .vertical])`, a canvas): the vertical axis is
// this node's own, laid out by the lazy engine as a one-axis scroll view's; the horizontal one is
// a second scroll model the host keeps under ``ScrollViewID/crossAxis`` over the same frame —
// its own physics, fling, wheel latch, keys and indicator, all the host's one-axis machinery —
// whose offset the node reads when it paints (its rows move left by it). The one-axis path is
// unchanged: a node with one axis registers no second model and paints with offset 0.
//
// UIKit's scroll view pans freely in both directions unless `isDirectionalLockEnabled` (default
// false, https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled):
// a drag moves both models (the host pairs them, `ScrollViewCoordinator+Routing.swift`), each
// flung with its own component of the release velocity.
extension ScrollViewNode {
    /// The content's width: the widest row of the last pass and the content insets across.
    var crossContentExtent: Double {
        stack.contentInsets.leading + Double(source.widestRow) + stack.contentInsets.trailing
    }

    /// After a pass: the content's width is the widest of the rows it laid out (their ideal
    /// widths, no viewport slack) — SwiftUI sizes a stack across to its widest subview, and a
    /// lazy one to the widest it has made, so the width shrinks when wide rows are removed or
    /// scrolled far away, and is worked out again after a resize. A row aligned inside another
    /// width (placed before the widest was known, or when it changed) is placed again when it
    /// is painted: its view moves to where the stack's alignment puts it in the new width.
    func updateCrossContentWidth() {
        var widest: CGFloat = 0
        for placed in placedNodes {
            // A retired placement (waiting to be placed again) still has the row's width.
            if let row = placed.node.placedRow { widest = max(widest, row.crossWidth) }
        }
        source.widestRow = widest
        for placed in placedNodes {
            if let row = placed.node.placedRow, row.isCurrent, row.alignedInWidth != widest { source.forgetRow(placed.node) }
        }
    }

    /// After a pass of a horizontal scroll view whose rows align their text baselines
    /// (`LazyHStack(alignment: .firstTextBaseline)`, a spliced `HStack`'s): the line is below the
    /// tallest ascent of the rows the pass placed, the block as deep as their deepest descent,
    /// as an `HStack` aligns its children's guides on one line (`StackLayout.swift`). A row
    /// aligned to other extents (placed before a taller row was made, or when one went away) is
    /// placed again when it is painted.
    func updateBaselineExtent() {
        var ascent: CGFloat = 0, descent: CGFloat = 0
        for placed in placedNodes {
            if let row = placed.node.placedRow, let baseline = row.baseline {
                ascent = max(ascent, baseline.ascent); descent = max(descent, baseline.descent)
            }
        }
        source.baselineExtent = BaselineExtent(ascent: ascent, descent: descent)
        for placed in placedNodes {
            if let row = placed.node.placedRow, row.isCurrent, row.baseline != nil,
               row.alignedInBaselines != source.baselineExtent { source.forgetRow(placed.node) }
        }
    }

    /// How the host scrolls the horizontal axis: the scroll modifiers above the view, read for
    /// the horizontal axis (`scrollDisabled`, `scrollBounceBehavior(_:axes:)`,
    /// `scrollIndicators(_:axes:)`); no scroll targets across (targets are the rows, vertical).
    var crossScrollBehavior: ScrollBehavior {
        var behavior = environment.scrollBehavior(axis: .horizontal)
        behavior.showsIndicators = showsIndicators && !environment.hiddenScrollIndicatorAxes.contains(.horizontal)
        behavior.showsIndicatorOnlyOnHover = showsIndicators && !behavior.showsIndicators
            && !environment.neverScrollIndicatorAxes.contains(.horizontal)
        behavior.flashesIndicatorsOnAppear = environment.scrollIndicatorsFlashOnAppear
        behavior.indicatorFlashCount = environment.scrollIndicatorFlashCount
        let margins = environment.scrollIndicatorMargins
        behavior.indicatorInsets = ScrollCore.EdgeInsets(top: Double(margins.top), leading: Double(margins.leading),
                                                         bottom: Double(margins.bottom), trailing: Double(margins.trailing))
        return behavior
    }

    /// The horizontal model's entry for the host: id ``ScrollViewID/crossAxis`` of this view's,
    /// the same frame. Does not change ``nestedID`` (the view's own, vertical, id).
    func registerCrossAxis(windowFrame: Rect) -> NestedScrollView {
        let id = nestedID.crossAxis
        if let existing = graph.nestedContents[id] { existing.node = self } else {
            graph.nestedContents[id] = NestedScrollContent(node: self, crossAxis: true)
        }
        return NestedScrollView(id: id, axis: .horizontal, frame: windowFrame, overscroll: environment.overscrollBehavior)
    }

    /// The horizontal scroll that puts the view of the row at `path` at `unit` across (0 its
    /// leading edge at the visible region's, 1 its trailing edge at the region's trailing edge, as
    /// `scrollTo(_:anchor:)`'s `UnitPoint.x`), or with `unit` nil the least scroll that shows
    /// all of it (nil when it is wholly visible): the row's view as its last placement put it.
    /// Nil when the row has not been placed yet.
    func crossScroll(toRowAt path: ElementPath, unit: CGFloat?, animated: Bool) -> SceneCommand? {
        guard let row = source.existingNode(at: path), let child = row.placedRow?.childNode else { return nil }
        let minX = stack.contentInsets.leading + Double(child.frame.minX), width = Double(child.frame.width)
        let viewport = hasResult ? lastResult!.constraints.viewportSize.width : Double(frame.width)
        // Inside the visible region across: the viewport less the safe area and content margins.
        let before = max(0, stack.visibleRegionInsets.leading), after = max(0, stack.visibleRegionInsets.trailing)
        let region = max(0, viewport - before - after)
        let offset: Double
        if let unit {
            offset = minX - before - Double(unit) * (region - width)
        } else {
            let shownFrom = crossOffset + before
            if minX >= shownFrom - 0.5 && minX + width <= shownFrom + region + 0.5 { return nil }
            offset = minX < shownFrom || width > region ? minX - before : minX + width - region - before
        }
        return .scrollToOffset(offset, animated: animated)
    }

    /// A horizontal scroll asked for since the last frame, for the cross-axis model.
    func takeCrossScrollCommand() -> SceneCommand? {
        defer { crossScrollCommand = nil }
        return crossScrollCommand
    }
}

/// The horizontal model's layout: no elements (the node's vertical pass places the rows), the
/// content's width as the extent, and the offset kept for painting.
extension NestedScrollContent {
    func crossLayout(_ constraints: LayoutConstraints, into result: inout LayoutResult) {
        result = LayoutResult(constraints: constraints)
        guard let node else { return }
        let extent = max(node.crossContentExtent, constraints.viewportExtent)
        result.contentExtent = extent
        result.reachesStart = true
        result.reachesEnd = true
        var offset = constraints.scrollOffset
        if let edge = pendingCrossEdge {
            pendingCrossEdge = nil
            offset = edge == .start ? 0 : max(0, extent - constraints.viewportExtent)
            result.correction = offset - constraints.scrollOffset
        }
        result.scrollOffset = offset
        guard node.crossOffset != offset || node.crossExtentReported != extent else { return }
        node.crossOffset = offset
        node.crossExtentReported = extent
        node.reportCrossGeometry()
    }
}
