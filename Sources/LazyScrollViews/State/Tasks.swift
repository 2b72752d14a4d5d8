/// The `task` work a graph started, so the host can drain it between frames.
@MainActor
struct TaskRegistry {
    /// Tasks started and not yet finished.
    private(set) var running = 0
    /// Tasks started since the graph was made.
    private(set) var started = 0

    /// Starts `action` on the main actor.
    mutating func start(priority: TaskPriority, _ action: @escaping @Sendable @MainActor () async -> Void) -> Task<Void, Never> {
        running += 1
        started += 1
        return Task(priority: priority) { @MainActor in
            await action()
            ViewGraph.finishedTask()
        }
    }

    mutating func finished() { running -= 1 }
}

extension ViewGraph {
    /// Tasks started by `.task` that have not finished.
    public var runningTasks: Int { tasks.running }

    /// A `.task` finished: counted on every live graph (tasks do not know their graph).
    static func finishedTask() {
        for graph in liveGraphs.compactMap(\.graph) where graph.tasks.running > 0 {
            graph.tasks.finished()
            return
        }
    }
    static var liveGraphs: [WeakGraph] = []

    /// Lets main-actor work queued by views (`task`, `Task { … await MainActor.run { … } }`)
    /// run: yields to the main actor until no `task` of this graph is in flight or `maxYields`
    /// is reached (a task sleeping on a real clock keeps running across frames). Called by the
    /// host between frames.
    public func drainMainActor(maxYields: Int = 64) async {
        await Task.yield()
        var yields = 1
        while tasks.running > 0 && yields < maxYields {
            await Task.yield()
            yields += 1
        }
    }
}

struct WeakGraph { weak var graph: ViewGraph? }
