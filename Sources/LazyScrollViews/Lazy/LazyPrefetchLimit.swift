// How many rows a lazy stack may make ahead of need in one frame.
//
// A lazy stack prefetches: it makes (and so initializes, measures and renders) rows a little
// before they scroll into view, so the frame that shows them has little left to do — the WWDC26
// session's "Prefetching" chapter (seed 004). SwiftUI, Compose (`PrefetchScheduler`) and
// RecyclerView (`GapWorker`) do that work in the idle time left in a frame, a little at a time,
// so a row that is expensive to make is spread over frames instead of landing on one. Our lazy
// stacks make the whole prefetch window in the pass that first reaches it unless this limit says
// otherwise; a count per frame (rather than a deadline) keeps headless replays deterministic.

private struct LazyPrefetchLimitKey: EnvironmentKey { static let defaultValue = Int.max }

extension EnvironmentValues {
    /// At most this many rows beyond the viewport that a scroll view's lazy stack makes per frame
    /// (rows in the viewport are always made). `Int.max`, the default: no limit.
    public var lazyPrefetchLimit: Int {
        get { self[LazyPrefetchLimitKey.self] } set { self[LazyPrefetchLimitKey.self] = newValue }
    }
}

extension View {
    /// Limits the rows scroll views inside make ahead of need to `rowsPerFrame` a frame; the rest
    /// are made on later frames (or, if the viewport reaches them first, on the spot). Not in
    /// SwiftUI, which schedules prefetching itself in the frame's idle time. Lab page 3 uses it so
    /// rows whose `init` does real work spread it over frames as SwiftUI's prefetcher would.
    /// - Precondition: `rowsPerFrame >= 0`.
    public func lazyPrefetchLimit(_ rowsPerFrame: Int) -> _EnvironmentWriter<Self, Int> {
        precondition(rowsPerFrame >= 0, "lazyPrefetchLimit(\(rowsPerFrame)): the limit is a count of rows, 0 or more")
        return environment(\.lazyPrefetchLimit, rowsPerFrame)
    }
}
