import Foundation

/// Where every hit registry a frame fills stood at one moment — taps, pointer styles, keyboard
/// focus, secondary clicks (the context's) and swipe rows, reorder rows and handles, drag, press and pinch gestures (the graph's) — so that what a
/// subtree registered can be dropped again: a screen covered by a pushed one or sliding out is
/// seen, not touched; a `.shadow`'s silhouette copy of its content is drawn, not hit. One
/// helper for all of them, so a new registry is dropped with the rest: add it here.
@MainActor
struct HitRegistrations {
    private let taps: Int, secondaries: Int, pointers: Int, focus: Int, swipes: Int, reorderRows: Int, reorderHandles: Int, drags: Int, presses: Int, pinches: Int

    /// The registries' counts now.
    init(_ context: RenderContext, _ graph: ViewGraph) {
        taps = context.tapTargets.count
        secondaries = context.secondaryTargets.count
        pointers = context.pointerRegions.count
        focus = context.focusTargets.count
        swipes = graph.swipeTargets.count
        reorderRows = graph.reorderRows.count
        reorderHandles = graph.reorderHandles.count
        drags = graph.dragGestureTargets.count
        presses = graph.pressGestureTargets.count
        pinches = graph.pinchGestureTargets.count
    }

    /// Drops everything registered so far: what a presentation (a sheet, an alert) covers.
    static func dropAll(from context: inout RenderContext, _ graph: ViewGraph) {
        context.tapTargets.removeAll(keepingCapacity: true)
        context.secondaryTargets.removeAll(keepingCapacity: true)
        context.pointerRegions.removeAll(keepingCapacity: true)
        context.focusTargets.removeAll(keepingCapacity: true)
        graph.swipeTargets.removeAll(keepingCapacity: true)
        graph.reorderRows.removeAll(keepingCapacity: true)
        graph.reorderHandles.removeAll(keepingCapacity: true)
        graph.dragGestureTargets.removeAll(keepingCapacity: true)
        graph.pressGestureTargets.removeAll(keepingCapacity: true)
        graph.pinchGestureTargets.removeAll(keepingCapacity: true)
    }

    /// Drops what was registered since these counts were taken.
    func drop(from context: inout RenderContext, _ graph: ViewGraph) {
        context.tapTargets.removeSubrange(taps...)
        context.secondaryTargets.removeSubrange(secondaries...)
        context.pointerRegions.removeSubrange(pointers...)
        context.focusTargets.removeSubrange(focus...)
        graph.swipeTargets.removeSubrange(swipes...)
        graph.reorderRows.removeSubrange(reorderRows...)
        graph.reorderHandles.removeSubrange(reorderHandles...)
        graph.dragGestureTargets.removeSubrange(drags...)
        graph.pressGestureTargets.removeSubrange(presses...)
        graph.pinchGestureTargets.removeSubrange(pinches...)
    }
}
