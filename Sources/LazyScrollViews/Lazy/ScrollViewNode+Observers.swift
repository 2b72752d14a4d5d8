import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollEffects
import ScrollHosting

/// A scroll view's observers (`onScrollGeometryChange`, `onScrollTargetVisibilityChange`), the
/// bound `ScrollPosition` written back as the user scrolls, and its `scrollTo` requests.
extension ScrollViewNode {


    /// The geometry `onScrollGeometryChange` transforms, from a layout result, in SwiftUI's
    /// terms (`UIScrollView`'s): the content is what lies inside the content insets (the
    /// `contentMargins` and the safe area), so at rest at the top `contentOffset.y` is minus the
    /// top inset, and `visibleRect` (the whole container) reaches into the insets.
    func scrollGeometry(_ result: LayoutResult) -> ScrollGeometry {
        let viewport = result.constraints.viewportSize
        let margins = environment.contentMargins, safe = safeAreaInsets
        let insets = EdgeInsets(top: margins.top + safe.top, leading: margins.leading + safe.leading,
                                bottom: margins.bottom + safe.bottom, trailing: margins.trailing + safe.trailing)
        let offset = CGFloat(result.scrollOffset)
        let extent = CGFloat(result.contentExtent)
        let width = CGFloat(viewport.width), height = CGFloat(viewport.height)
        // A two-axis view: the horizontal model's offset and the content's width across.
        let x = scrollsBothAxes ? CGFloat(crossOffset) : 0
        // (The content's own width, narrower than the container or not: a `ScrollGeometry`'s
        // `contentSize` is the content's, https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize .)
        let across = scrollsBothAxes ? CGFloat(crossContentExtent) : width
        return axis == .vertical
            ? ScrollGeometry(contentOffset: CGPoint(x: x - insets.leading, y: offset - insets.top),
                             contentSize: CGSize(width: max(0, across - insets.leading - insets.trailing),
                                                 height: max(0, extent - insets.top - insets.bottom)),
                             contentInsets: insets, containerSize: CGSize(width: width, height: height))
            : ScrollGeometry(contentOffset: CGPoint(x: offset - insets.leading, y: -insets.top),
                             contentSize: CGSize(width: max(0, extent - insets.leading - insets.trailing),
                                                 height: max(0, height - insets.top - insets.bottom)),
                             contentInsets: insets, containerSize: CGSize(width: width, height: height))
    }

    /// Runs the geometry and target-visibility observers on this pass. Geometry actions
    /// (`graph.geometryActions`) run once the pass is over, before the frame is painted (a
    /// nested scroll view's inside the views' update, the window's after its layout,
    /// `ViewHost.frameLayout`), so a state change they make shows in the frame whose geometry
    /// they saw; the others (phase, visibility, refresh, position) run at the next update.
    /// A two-axis view's horizontal model was laid out (after this view's pass): the geometry
    /// observer sees the new horizontal offset in the same frame.
    func reportCrossGeometry() {
        guard hasResult, let result = lastResult else { return }
        reportGeometry(result)
    }

    /// Each `onScrollGeometryChange` observer whose value changed: its action after the layout.
    private func reportGeometry(_ result: LayoutResult) {
        let observers = passEnvironment.geometryObservers
        guard !observers.isEmpty else { return }
        if lastGeometryValues.count != observers.count { lastGeometryValues = Array(repeating: nil, count: observers.count) }
        let geometry = scrollGeometry(result)
        for (i, observer) in observers.enumerated() {
            if let action = observer.changed(geometry, &lastGeometryValues[i]) { graph.afterLayout(action) }
        }
    }

    func reportToObservers(_ result: LayoutResult) {
        reportGeometry(result)
        reportScrollPhase(result)
        reportRefreshPull(result)
        if let observer = passEnvironment.visibilityObserver {
            let extent = result.constraints.viewportExtent
            var ids: [AnyHashable] = []
            for element in result.placed where element.isVisible && !element.isCollapsed && element.path.kind.row != nil {
                let (start, end) = axis == .vertical ? (element.frame.minY, element.frame.maxY) : (element.frame.minX, element.frame.maxX)
                let length = end - start
                guard length > 0 else { continue }
                let shown = max(0, min(end, extent) - max(start, 0)) / length
                let id = source.observedID(of: element.path)
                // An element whose subviews are rows is reported once.
                if shown >= observer.threshold, observer.idMatches(id), ids.last != id { ids.append(id) }
            }
            if ids != lastVisibleTargets {
                lastVisibleTargets = ids
                let action = observer.action
                graph.afterUpdate { action(ids) }
            }
        }
    }

    func userDidScroll() {
        isPositionedByUser = true
        scrollIsProgrammatic = false
    }

    /// Writes the user's position back to the bound ``ScrollPosition``: positioned by the user,
    /// and the top-most view of the scroll target layout whose id has the position's id type —
    /// none without a `scrollTargetLayout()`, as Apple documents: "SwiftUI will use that along
    /// with the views in the scroll view's scroll target layout to … update the `viewID`
    /// property as the user scrolls" (https://developer.apple.com/documentation/swiftui/scrollposition).
    /// Only when that changes, after the pass (as observers' actions run).
    func writeBackPosition(_ result: LayoutResult) {
        guard isPositionedByUser, let binding = environment.scrollPositionBinding else { return }
        let current = binding.wrappedValue
        var top: AnyHashable?
        let lazyMarked = lazyStack.map { $0.stack.isMarkedScrollTargetLayout }
        if current.idType != nil, lazyMarked != false {
            // The visible region: the viewport less the safe area and content margins (a card
            // scrolled into the leading margin of a carousel is not the one showing).
            let (before, after) = result.constraints.visibleInsets
            let extent = max(before, result.constraints.viewportExtent - after)
            // The point along the axis the position is read at (`scrollPosition(_:anchor:)`):
            // the first element not scrolled past it, in content order — at the start (no
            // anchor, `.top`), the top-most element; at the end, the last one showing.
            let unit = environment.scrollPositionAnchor.map { Double(axis == .vertical ? $0.y : $0.x) } ?? 0
            let point = before + min(max(unit, 0), 1) * (extent - before)
            var last: AnyHashable?
            for element in result.placed where element.isVisible && !element.isCollapsed && element.path.kind.row != nil {
                guard isScrollTarget(element, lazyMarked: lazyMarked) else { continue }
                let (start, end) = axis == .vertical ? (element.frame.minY, element.frame.maxY) : (element.frame.minX, element.frame.maxX)
                let id = source.observedID(of: element.path)
                guard end > before, start < extent, current.reports(id) else { continue }
                last = id
                if end > point || (unit >= 1 && end >= point) {
                    top = id
                    break
                }
            }
            if top == nil { top = last }
        }
        guard !current.isPositionedByUser || current.viewID != top else { return }
        let updated = current.positionedByUser(at: top)
        graph.afterUpdate {
            // Unless the app asked for a new scroll in the meantime.
            if binding.wrappedValue.serial == current.serial { binding.wrappedValue = updated }
        }
    }

    /// A `scrollTo` on the bound ``ScrollPosition`` not carried out yet, as the host's command
    /// (element paths resolved to the engine's indices); nil if there is none.
    func takeScrollCommand() -> SceneCommand? {
        guard let (request, animated) = takeScrollRequest() else { return nil }
        switch request {
        case let .element(path, anchor):
            return .scrollTo(index: stack.index(of: path), anchor: ScrollAnchorPoint(anchor), animated: animated)
        case let .edge(atEnd):
            return .scrollToEdge(atEnd ? .end : .start, animated: animated)
        case let .offset(offset):
            return .scrollToOffset(offset, animated: animated)
        }
    }

    /// A `scrollTo` on the bound ``ScrollPosition`` not carried out yet, resolved to what the
    /// host understands; nil if there is none.
    func takeScrollRequest() -> (target: ScrollRequest, animated: Bool)? {
        guard let binding = environment.scrollPositionBinding else { return nil }
        let position = binding.wrappedValue
        guard position.serial != 0, position.serial != handledScrollRequest else { return nil }
        updateContentIfNeeded()
        handledScrollRequest = position.serial
        isPositionedByUser = false
        scrollIsProgrammatic = true
        switch position.target {
        case .none:
            return nil
        case .id(let id, let anchor):
            guard let path = source.path(ofID: id) else {
                graph.warn("ScrollPosition.scrollTo(id: \(id.base)): no view with this id in the scroll view")
                return nil
            }
            // Two axes: the anchor's x (or the least scroll) goes to the horizontal model.
            if scrollsBothAxes {
                crossScrollCommand = crossScroll(toRowAt: path, unit: anchor?.x, animated: position.animated)
            }
            if anchor == nil, position.scrollsMinimally {
                guard let unit = minimalScrollAnchor(toElement: stack.index(of: path)) else { return nil }
                return (.element(path, anchor: unit), position.animated)
            }
            // No anchor of its own: the one `scrollPosition(_:anchor:)` names, else the top.
            let unit = (anchor ?? environment.scrollPositionAnchor).map { axis == .vertical ? $0.y : $0.x } ?? 0
            return (.element(path, anchor: Double(unit)), position.animated)
        case .edge(let edge):
            if scrollsBothAxes, edge == .leading || edge == .trailing {
                crossScrollCommand = .scrollToEdge(edge == .trailing ? .end : .start, animated: position.animated)
                return nil
            }
            return (.edge(atEnd: edge == .bottom || edge == .trailing), position.animated)
        case .point(let x, let y):
            if scrollsBothAxes, let x { crossScrollCommand = .scrollToOffset(Double(x), animated: position.animated) }
            // A component not given leaves this axis where it is.
            guard let value = axis == .vertical ? y : x else { return nil }
            return (.offset(Double(value)), position.animated)
        }
    }
}

extension ScrollViewNode {
    /// Where element `index` must go for the smallest scroll that shows all of it, as
    /// `ScrollViewProxy.scrollTo(_:anchor: nil)` does: nil when it is wholly visible already
    /// (no scroll); 0 (its start at the visible region's start) when it starts before the region
    /// or is longer than it; 1 (its end at the region's end) when it ends after it. The region is
    /// the viewport less the safe area and content margins (a row under a `safeAreaInset` bar is
    /// not visible). An element the last pass did not place is before or after by its index.
    func minimalScrollAnchor(toElement index: Int) -> Double? {
        guard let result = lastResult else { return 0 }
        let (before, after) = result.constraints.visibleInsets
        let regionEnd = max(before, result.constraints.viewportExtent - after)
        if let placed = result.placed.first(where: { $0.index == index && $0.pinning == .none }) {
            let start = axis == .vertical ? placed.frame.minY : placed.frame.minX
            let end = axis == .vertical ? placed.frame.maxY : placed.frame.maxX
            if start >= before - 0.5 && end <= regionEnd + 0.5 { return nil }
            return start < before || end - start > regionEnd - before ? 0 : 1
        }
        return index < result.anchor.index ? 0 : 1
    }
}
