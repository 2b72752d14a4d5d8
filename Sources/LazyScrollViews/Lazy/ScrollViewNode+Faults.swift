import LazyLayout

// Issue 31, Must 3 — no silent limits. The engine under a scroll view checks every number its
// content gives it (`DataSourceGuard` in LazyLayout: a NaN or negative row, a row over
// `DataSourceGuard.maximumMeasuredExtent`, a pass that meets ten thousand zero-height rows …)
// and replaces a bad one with a safe one, reporting each kind of fault once per scroll view in
// the pass's `dataSourceFaults`. The app host prints those for its scenes; a view tree's scroll
// views put them in the graph's warning log here, so a user sees which view is cut and why
// (stderr and `ViewScene.runtimeWarnings`, as SwiftUI's runtime warnings go to the console).

extension ScrollViewNode {
    /// One warning per fault, naming this scroll view's axis and the nearest enclosing view
    /// with a name (the user's view whose body holds it): "ScrollView (vertical) in FeedView:
    /// measured extent 2000000000000 (over the largest, 1000000000000 pt) of item 0 of section 0 is not a size; using 1000000000000 pt".
    func warnDataSourceFaults(_ faults: [DataSourceFault]) {
        var owner: String?
        var node = parent
        while let current = node, owner == nil {
            if current is CompositeNodeBase { owner = current.debugName }
            node = current.parent
        }
        let name = "ScrollView (\(axis == .vertical ? "vertical" : "horizontal"))" + (owner.map { " in \($0)" } ?? "")
        for fault in faults { graph.warn("\(name): \(fault)") }
    }
}
