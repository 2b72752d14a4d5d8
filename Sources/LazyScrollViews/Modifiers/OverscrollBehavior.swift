import ScrollHosting

private struct OverscrollBehaviorKey: EnvironmentKey { static let defaultValue = OverscrollBehavior.auto }

extension EnvironmentValues {
    /// What the scroll views inside do when a drag or fling reaches their edge
    /// (`.overscrollBehavior(_:)`).
    public var overscrollBehavior: OverscrollBehavior {
        get { self[OverscrollBehaviorKey.self] } set { self[OverscrollBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Whether a nested scroll view hands the rest of a drag or fling to the scroll view around
    /// it when it reaches its edge — CSS `overscroll-behavior`, which SwiftUI has no modifier
    /// for. `.auto` (the default) chains to the nearest enclosing scroll view on the same axis;
    /// `.contain` stops at the edge, so the page behind does not move.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { … } }
    ///     .overscrollBehavior(.contain)
    /// ```
    ///
    /// Like `contentMargins`, it applies to the scroll views it is written around, not to those
    /// inside their content. The window's own scroll view has nothing to chain to.
    public func overscrollBehavior(_ behavior: OverscrollBehavior) -> _EnvironmentWriter<Self, OverscrollBehavior> {
        environment(\.overscrollBehavior, behavior)
    }
}
