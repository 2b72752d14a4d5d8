import ScrollCore

/// How much prefetch work one pass may do: Compose's `PrefetchScheduler` runs prefetch
/// requests only while the frame has time left (`LazyLayoutPrefetchState`'s `PrefetchMetrics`),
/// RecyclerView's GapWorker until the next frame's deadline. Elements inside the viewport are
/// always created; only elements in the prefetch window beyond it are budgeted. Work that does not
/// fit is deferred to the next pass (counted in ``LayoutStats/prefetchDeferred``).
///
/// Time is an argument: the host passes its clock and the frame's deadline; tests pass a fake
/// clock or a count.
public struct PrefetchBudget {
    /// At most this many prefetch creations per pass.
    public var maxCreations: Int
    /// Stop prefetching once `now()` reaches this time (seconds on the host's clock), if set.
    public var deadlineSeconds: Seconds?
    public var now: (() -> Seconds)?

    public init(maxCreations: Int = .max, deadlineSeconds: Seconds? = nil, now: (() -> Seconds)? = nil) {
        self.maxCreations = maxCreations
        self.deadlineSeconds = deadlineSeconds
        self.now = now
    }

    /// No limit: every element in the prefetch window is created in the pass that first needs it.
    public static var unlimited: PrefetchBudget { PrefetchBudget() }

    /// Takes one creation from the budget; false when it is spent.
    mutating func take() -> Bool {
        guard maxCreations > 0 else { return false }
        if let deadlineSeconds, let now, now() >= deadlineSeconds { return false }
        maxCreations -= 1
        return true
    }
}
