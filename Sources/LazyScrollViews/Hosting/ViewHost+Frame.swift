import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import ScrollPhysics

/// The host's share of each frame, as a ``ViewScene`` calls it: plain main-actor methods (the
/// scene and the host are both main-actor isolated), kept together so a frame's calls read in
/// order.
extension ViewHost {
    func frameUpdate(size: Size, at timeSeconds: Double) {
        graph.frameSerial &+= 1
        update(size: CGSize(size), at: timeSeconds)
    }

    func frameConstraints(window: Size, scrollOffset: Points) -> LayoutConstraints {
        guard let scroll = primaryScrollView else {
            return LayoutConstraints(axis: .vertical, viewportSize: window, scrollOffset: 0)
        }
        // The scroll view's viewport: its frame once placed, else the window.
        let viewport = scroll.frame.isEmpty ? window : Size(width: Double(scroll.frame.width), height: Double(scroll.frame.height))
        return scroll.constraints(viewport: viewport, scrollOffset: scrollOffset)
    }

    /// Lays out the window's scroll view — after the views' update, unlike a nested one, which
    /// is laid out inside it — then settles what its observers' actions changed before the frame
    /// is painted: `onScrollGeometryChange` actions that write state show in the frame whose
    /// geometry they were given, as a nested scroll view's
    /// do (a large title or an app's offset-driven header follows its content in every frame of
    /// a fling, not one frame behind it). When that moved the scroll view's own frame (a header
    /// above it collapsing), it is laid out once more in its new viewport at the same offset.
    func frameLayout(_ constraints: LayoutConstraints, into result: inout LayoutResult) -> Bool {
        guard let scroll = primaryScrollView else { return false }
        scroll.layout(constraints, into: &result)
        guard !graph.geometryActions.isEmpty else { return true }
        let viewport = scroll.frame.size
        // Only the geometry actions run now: the layout's other actions (phase, visibility,
        // refresh, the bound position) keep their next-update timing — a refresh started
        // here would change the insets of a layout already handed to the host.
        // (Moved out and back: see ``ViewGraph/afterUpdate(_:)``.)
        var deferred: [() -> Void] = []
        swap(&deferred, &graph.postUpdateActions)
        settleWindowScrollObservers(at: graph.timeSeconds)
        var added: [() -> Void] = []
        swap(&added, &graph.postUpdateActions)
        deferred.append(contentsOf: added)
        swap(&deferred, &graph.postUpdateActions)
        if let settled = primaryScrollView, settled === scroll, !scroll.isDestroyed,
           !scroll.frame.isEmpty, scroll.frame.size != viewport {
            let size = Size(width: Double(scroll.frame.width), height: Double(scroll.frame.height))
            scroll.layout(scroll.constraints(viewport: size, scrollOffset: result.scrollOffset), into: &result)
        }
        return true
    }

    func framePaint(_ context: PaintContext, into list: inout DisplayList) -> Int? {
        graph.paintContext = context
        defer { graph.paintContext = nil }
        render(at: context.timeSeconds, into: &list)
        return primaryScrollView?.lastPaintStats.elementsPainted
    }

    func framePointer(_ point: Point?, isDown: Bool) {
        setPointer(point.map { CGPoint($0) }, isDown: isDown)
    }
    /// A `pointerStyle(_:)` under the pointer, else the hand over a tap area, else the arrow.
    var frameCursor: PointerCursor { hoveredPointerStyle ?? (hoveredTap == nil ? .arrow : .hand) }
    func frameAnnouncements() -> [String] { AnnouncementQueue.take(for: graph) }
    func frameScrollRequests(primarySerial: inout Int?) -> [SceneCommand] {
        let primary = primaryScrollView
        let last = primarySerial
        primarySerial = primary?.serial
        // The window's scroll view is leaving for another while it stays alive, hidden (a tab
        // not shown, a navigation screen covered): where it was is kept for when it shows again.
        let previous = lastPrimary
        if let previous, previous !== primary, !previous.isDestroyed, previous.isUnderCoveredScreen,
           let offset = previous.lastResult?.scrollOffset {
            // Bounded: entries of scroll views destroyed while hidden are never read again.
            if hiddenScrollOffsets.count >= 256 { hiddenScrollOffsets.removeAll(keepingCapacity: true) }
            hiddenScrollOffsets[previous.serial] = offset
        }
        lastPrimary = primary
        if let command = primary?.takeScrollCommand() { return [command] }
        // Another view's scroll view became the window's (an update replaced the old one, e.g.
        // `if showsList { … } else { … }`): like SwiftUI's, a new scroll view starts at its top,
        // not at the offset the old one was scrolled to. One shown again (its `TabView` tab
        // chosen again) comes back where it was left, as a `UITabBarController`'s tab does.
        if let primary, primary.serial != last {
            if let kept = hiddenScrollOffsets.removeValue(forKey: primary.serial) { return [.scrollToOffset(kept, animated: false)] }
            if last != nil { return [.scrollToOffset(0, animated: false)] }
        }
        return []
    }
    func frameUserDidScroll() { primaryScrollView?.userDidScroll() }
    func frameScrollActivity(_ activity: ScrollActivityKind) { primaryScrollView?.scrollActivity = activity }
    func framePrepareForNext() { primaryScrollView?.prepareForNextFrame() }
    func frameScrollFrame(inWindow window: Rect) -> Rect {
        guard let frame = primaryScrollView?.frame, !frame.isEmpty else { return window }
        return Rect(x: window.minX + Double(frame.minX), y: window.minY + Double(frame.minY),
                    width: Double(frame.width), height: Double(frame.height))
    }
    var frameScrollBehavior: ScrollBehavior {
        guard let scroll = primaryScrollView else { return .automatic }
        return scroll.scrollBehavior
    }
    func frameNestedContent(_ id: ScrollViewID) -> (any ScrollContent)? { graph.liveNestedContent(id) }
}
