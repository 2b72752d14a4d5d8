import DisplayList
import Foundation
import ScrollCore
import Testing
import TestSupport
@testable import LazyScrollViews

// FrameClock: a `Clock` (https://developer.apple.com/documentation/swift/clock) whose time is
// the host's frame time, so a view's simulated network (the feed's and the showcase's pages,
// seed 003's DynamicDataSource) sleeps on frames: a headless run is a function of its frames.
// Virtual frames only; no test waits on wall time.

/// Loads "a page" one second (of frame time) after it appears, on the window's frame clock.
@MainActor
private struct SlowPage: View {
    @State private var loaded = false
    var body: some View {
        Text(loaded ? "loaded" : "loading")
            .onAppear {
                let clock = FrameClock.current
                Task { @MainActor in
                    try? await clock?.wait(for: .seconds(1))
                    loaded = true
                }
            }
    }
}

@MainActor
@Suite struct FrameClockTests {
    /// Lets the tasks started so far reach their first suspension (bounded).
    private func settle(_ clock: FrameClock, sleepers: Int) async {
        for _ in 0..<100 where clock.sleeperCount < sleepers { await Task.yield() }
    }

    @Test func sleepersWakeOnTheFirstFrameAtOrAfterTheirDeadlineEarliestFirst() async throws {
        let clock = FrameClock()
        var woke: [String] = []
        let late = Task { @MainActor in try await clock.wait(for: .seconds(2)); woke.append("late") }
        let early = Task { @MainActor in try await clock.wait(until: .init(offset: .milliseconds(500))); woke.append("early") }
        await settle(clock, sleepers: 2)
        #expect(clock.sleeperCount == 2)
        clock.advance(toSeconds: 0.25)
        #expect(clock.sleeperCount == 2, "0.25 s: nobody's deadline")
        clock.advance(toSeconds: 1)
        #expect(clock.sleeperCount == 1, "1 s: the early deadline (0.5 s) is due, the late one (2 s) not")
        try await early.value
        #expect(woke == ["early"])
        clock.advance(toSeconds: 3)
        #expect(clock.sleeperCount == 0, "3 s: the late one is due, resumed in the advance")
        try await late.value
        // (Two sleepers due in one advance are resumed earliest first, but each task then runs
        // when the main actor gets to it: their order of running is the executor's, and a loaded
        // machine showed it reversed once — so the order is pinned one deadline at a time.)
        #expect(woke == ["early", "late"])
        #expect(clock.now == FrameClock.Instant(offset: .seconds(3)))
        clock.advance(toSeconds: 1)
        #expect(clock.now == FrameClock.Instant(offset: .seconds(3)), "the clock never goes back")
    }

    @Test func aPassedDeadlineReturnsAtOnceAndACancelledSleepThrows() async throws {
        let clock = FrameClock()
        clock.advance(toSeconds: 5)
        try await clock.wait(until: .init(offset: .seconds(4)))
        let sleeper = Task { @MainActor in try await clock.wait(for: .seconds(10)) }
        await settle(clock, sleepers: 1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
        // The `Clock` requirement works from any executor.
        let generic = Task.detached { try await clock.sleep(for: .seconds(1)) }
        await settle(clock, sleepers: 1)
        clock.advance(toSeconds: 6)
        try await generic.value
    }

    /// A drain waits for the sleepers a frame woke: `wokenSleepersHaveRun()` returns only after
    /// the woken task has run on the main actor — with no yield of its own, so without the
    /// count it would return first and `woke` would still be empty.
    @Test func theDrainWaitsUntilTheSleepersAFrameWokeHaveRun() async throws {
        let clock = FrameClock()
        var woke: [String] = []
        let sleeper = Task { @MainActor in try await clock.wait(until: .init(offset: .seconds(1))); woke.append("ran") }
        await settle(clock, sleepers: 1)
        await clock.wokenSleepersHaveRun()
        #expect(woke.isEmpty, "nobody woke yet: the drain returns at once")
        clock.advance(toSeconds: 1)
        await clock.wokenSleepersHaveRun()
        #expect(woke == ["ran"])
        try await sleeper.value
        // A deadline already passed returns at once and is not counted: the drain does not wait.
        try await clock.wait(until: .init(offset: .milliseconds(500)))
        await clock.wokenSleepersHaveRun()
    }

    /// The page lands in the drain after the first frame at 1 s, and shows on the next frame —
    /// on the same frame in every run (frames of 1/4 s: 0, 0.25, … 1.0 → shown at 1.25).
    @Test(arguments: 0..<3)
    func aViewsSleepOnTheWindowsClockLandsOnTheSameFrameEveryRun(_ run: Int) async {
        let scene = ViewScene(name: "slow", rootView: SlowPage(), measurer: FixedAdvanceTextMeasurer(), size: Size(width: 300, height: 100))
        #expect(FrameClock.current == nil, "no window's views are running")
        var shownAt: Double?
        for frame in 0...8 {
            let t = Double(frame) / 4
            scene.advance(to: t)
            if shownAt == nil, scene.host.render(at: t).description.contains("\"loaded\"") { shownAt = t }
            await scene.drainMainActor()
        }
        #expect(shownAt == 1.25)
        #expect(scene.host.graph.frameClock.now == FrameClock.Instant(offset: .seconds(2)))
    }
}
