/// The `task` work a graph started, so the host can drain it between frames.
@MainActor
struct TaskRegistry {
    /// Tasks started and not yet finished (or cancelled and returned).
    fileprivate(set) var running = 0
    /// Tasks started since the graph was made.
    private(set) var started = 0
}

extension ViewGraph {
    /// Tasks started by `.task` that have not finished.
    public var runningTasks: Int { tasks.running }

    /// Starts a view's `task` action on the main actor, counted until it returns.
    func startTask(priority: TaskPriority, _ action: @escaping @Sendable @MainActor () async -> Void) -> Task<Void, Never> {
        tasks.running += 1
        return Task(priority: priority) { @MainActor [weak self] in
            await action()
            self?.tasks.running -= 1
        }
    }

    /// Lets main-actor work queued by views (`task`, `Task { … await MainActor.run { … } }`)
    /// run: waits until every sleeper the frame clock woke has run (``FrameClock/wokenSleepersHaveRun()``),
    /// then yields to the main actor until no `task` of this graph is in flight or `maxYields`
    /// is reached (a task sleeping on a real clock keeps running across frames). The host
    /// calls it between frames.
    public func drainMainActor(maxYields: Int = 64) async {
        await frameClock.wokenSleepersHaveRun()
        await Task.yield()
        var yields = 1
        while tasks.running > 0 && yields < maxYields {
            await Task.yield()
            yields += 1
        }
    }
}
