import Foundation
import ScrollCore

/// A `Clock` whose time is a window's frame time: what a view's simulated network, a page
/// loader's delay or a debounce should sleep on so that a run is a function of its frames. Each
/// ``ViewHost`` owns one (its graph's `frameClock`) and moves it to the frame's time at the start
/// of every update (``advance(toSeconds:)``); a sleeper whose deadline has come is resumed then,
/// earliest deadline first, and its task runs when the host drains the main actor after the
/// frame. A window's frame time follows the wall clock, so a sleep there lasts about as long as
/// `Task.sleep` (an idle window steps at least every 0.25 s, `IdlePolicy.wakeIntervalSeconds`,
/// so a sleeper there wakes at most that late); a headless run's frames are virtual (`--fps`, a replayed trace's times), so the
/// same run wakes its sleepers on the same frames every time.
///
/// ```swift
/// // In a click or an onAppear, on the main actor: the window's clock, and the deadline
/// // counted from this frame (the task may first run a frame later).
/// if let clock = FrameClock.current {
///     let deadline = clock.now.advanced(by: .milliseconds(800))
///     Task { try await clock.wait(until: deadline); loaded = true }
/// }
/// ```
///
/// Time is an argument here, as everywhere in LazyScroll: the clock never reads a system clock.
/// A sleep whose task is cancelled throws `CancellationError` at once. Its instants start at 0
/// (the host's first frame).
public final class FrameClock: Clock, Sendable {
    /// A point in frame time: the duration since frame time 0.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        public var offset: Swift.Duration
        public init(offset: Swift.Duration) { self.offset = offset }
        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let id: UInt64
        /// Resumed with `true` when a frame wakes it, `false` when its deadline had passed.
        let continuation: CheckedContinuation<Bool, any Error>
    }
    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
        /// Sleepers a frame woke whose task has not yet run on the main actor.
        var wokenNotRun = 0
        /// Drains waiting for `wokenNotRun` to reach 0 (``wokenSleepersHaveRun()``).
        var drains: [CheckedContinuation<Void, Never>] = []
    }
    private let state = LockedValue(State())

    public init() {}

    /// The time of the last frame the host advanced the clock to.
    public var now: Instant { state.withLock { $0.now } }
    /// Sleepers wake on frames: any deadline is honoured on the first frame at or after it.
    public var minimumResolution: Swift.Duration { .zero }

    /// Suspends until the host's frame time reaches `deadline` (at once if it has) — `Clock`'s
    /// requirement. It waits on the main actor (``wait(until:)``) and then returns to the caller's
    /// executor; a caller on the main actor should call ``wait(until:)`` itself, whose wake is
    /// exact: the sleeper goes on in the main-actor drain right after the frame that reached it.
    public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await wait(until: deadline)
    }

    /// Suspends, on the main actor, until the host's frame time reaches `deadline` (at once if it
    /// has); throws `CancellationError` when the task is cancelled.
    @MainActor public func wait(until deadline: Instant) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        let wokenByAFrame = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
                let waits = state.withLock { state in
                    guard deadline > state.now, !Task.isCancelled else { return false }
                    state.sleepers.append(Sleeper(deadline: deadline, id: id, continuation: continuation))
                    return true
                }
                if !waits {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume(returning: false) }
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> CheckedContinuation<Bool, any Error>? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index).continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
        // Back on the main actor: the caller's code up to its next suspension runs in this job,
        // before a drain waiting in ``wokenSleepersHaveRun()`` goes on.
        if wokenByAFrame { sleeperRan() }
    }

    /// A sleeper a frame woke is running again: the last one lets the waiting drains go on.
    private func sleeperRan() {
        let drains = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.wokenNotRun -= 1
            guard state.wokenNotRun == 0 else { return [] }
            defer { state.drains = [] }
            return state.drains
        }
        for drain in drains { drain.resume() }
    }

    /// Returns once every sleeper the frames so far woke has run on the main actor (at once if
    /// none is waiting to). The host's drain after a frame (``ViewGraph/drainMainActor(maxYields:)``)
    /// waits here, so a woken sleeper's work lands before the next frame however late the
    /// executor resumes its task — a headless run must not depend on the machine's load.
    @MainActor public func wokenSleepersHaveRun() async {
        await withCheckedContinuation { (drain: CheckedContinuation<Void, Never>) in
            let waits = state.withLock { state in
                guard state.wokenNotRun > 0 else { return false }
                state.drains.append(drain)
                return true
            }
            if !waits { drain.resume() }
        }
    }

    /// ``wait(until:)`` `duration` after the clock's time now — when the waiting task runs,
    /// which for a task started in an event handler may be a frame after the event; count from
    /// the event (`now.advanced(by:)` in the handler) where the frame matters.
    @MainActor public func wait(for duration: Swift.Duration) async throws {
        try await wait(until: now.advanced(by: duration))
    }

    /// Moves the clock to frame time `seconds` (never back) and resumes the sleepers whose
    /// deadline has come, earliest deadline first (then in the order they began to sleep).
    public func advance(toSeconds seconds: Double) {
        guard seconds.isFinite else { return }
        let due = state.withLock { state -> [Sleeper] in
            let now = Instant(offset: .seconds(seconds))
            guard now > state.now else { return [] }
            state.now = now
            let due = state.sleepers.filter { $0.deadline <= now }
            guard !due.isEmpty else { return [] }
            state.sleepers.removeAll { $0.deadline <= now }
            state.wokenNotRun += due.count
            return due.sorted { ($0.deadline.offset, $0.id) < ($1.deadline.offset, $1.id) }
        }
        for sleeper in due { sleeper.continuation.resume(returning: true) }
    }

    /// How many tasks sleep on the clock now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The clock of the window whose views are running now (an update, a click, a key), nil
    /// outside any host's call.
    @MainActor public static var current: FrameClock? {
        (ViewGraph.current ?? AnnouncementQueue.attributedGraph)?.frameClock
    }
}
