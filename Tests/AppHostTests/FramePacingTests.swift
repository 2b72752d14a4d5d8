import Diagnostics
import ScrollCore
import Testing

/// The window's pacing counters and idle policy, driven by a synthetic clock and a fake event
/// source (no SDL, no real time).
@Suite struct FramePacingTests {
    /// 60 Hz: a 16.7 ms interval is on time; 25 ms (1.5 periods) is still one refresh late at
    /// most and counts nothing; 33.3 ms dropped one frame; 50 ms dropped two.
    @Test func droppedFramesCountRefreshesMissed() {
        var pacing = FramePacing(refreshPeriodSeconds: 1.0 / 60)
        var t = 0.0
        pacing.presented(at: t)                                   // the first present: no interval
        for interval in [1.0 / 60, 1.0 / 60, 0.025, 2.0 / 60, 3.0 / 60, 1.0 / 60] {
            t += interval
            pacing.presented(at: t)
        }
        #expect(pacing.presents == 7)
        #expect(pacing.intervals == 6)
        #expect(pacing.droppedFrames == 0 + 0 + 0 + 1 + 2 + 0)
        #expect(abs(pacing.lastIntervalSeconds - 1.0 / 60) < 1e-12)
        let summary = pacing.intervalSummary
        #expect(abs(summary.p50 - 16.667) < 0.02, "p50 \(summary.p50)")
        #expect(abs(summary.max - 50.0) < 0.05, "max \(summary.max)")
    }

    /// A 120 Hz display halves the threshold: 16.7 ms there is one dropped frame.
    @Test(arguments: [(60.0, 0), (120.0, 1)])
    func thresholdFollowsTheRefreshRate(hz: Double, dropped: Int) {
        var pacing = FramePacing(refreshPeriodSeconds: 1 / hz)
        pacing.presented(at: 1)
        pacing.presented(at: 1 + 1.0 / 60)
        #expect(pacing.droppedFrames == dropped)
    }

    /// Waiting for events at rest is not a long frame: the interval after an idle wait is not
    /// counted, so 3 s of idling drops nothing.
    @Test func idleWaitIsNotADroppedFrame() {
        var pacing = FramePacing()
        pacing.presented(at: 0)
        pacing.presented(at: 1.0 / 60)
        pacing.resumedAfterIdle()
        pacing.presented(at: 3)
        pacing.presented(at: 3 + 1.0 / 60)
        #expect(pacing.presents == 4)
        #expect(pacing.intervals == 2)
        #expect(pacing.droppedFrames == 0)
    }

    /// An event source that reports what the loop asked of it and delivers scripted events.
    struct FakeEvents {
        var arrivals: [Seconds]            // times input arrives
        var waits: [Seconds] = []          // timeouts the loop waited with
        /// Blocks (advancing the fake clock) until the next arrival or the timeout; true if an
        /// event arrived.
        mutating func wait(timeoutSeconds: Seconds, clock: inout Seconds) -> Bool {
            waits.append(timeoutSeconds)
            if let next = arrivals.first, next <= clock + timeoutSeconds {
                clock = max(clock, next)
                return true
            }
            clock += timeoutSeconds
            return false
        }
        mutating func poll(clock: Seconds) -> Bool {
            guard let next = arrivals.first, next <= clock else { return false }
            arrivals.removeFirst()
            return true
        }
    }

    /// The window loop's shape with a fake event source and clock: content moves for 10 frames
    /// after each input (a fling), then rests. After the two resting frames it waits instead of
    /// drawing; an input 2 s later wakes it and it draws again.
    @Test func loopWaitsForEventsWhenNothingMoves() {
        var events = FakeEvents(arrivals: [0, 2.0])
        var idle = IdlePolicy()
        var clock: Seconds = 0
        var presented: [Seconds] = []
        var movingUntil = -1.0
        var idleShown = 0
        while clock < 4 {
            if let wait = idle.waitSeconds(now: clock, nextScheduledSeconds: nil) {
                _ = events.wait(timeoutSeconds: wait, clock: &clock)
            }
            let input = events.poll(clock: clock)
            if input { movingUntil = clock + 10.0 / 60 }
            let atRest = !input && clock > movingUntil
            if idle.frameBuilt(atRest: atRest) {
                presented.append(clock)
                if idle.isIdle { idleShown += 1 }
                clock += 1.0 / 60                 // a drawn frame takes one refresh
            } else {
                clock += 0.0001                   // a silent step costs almost nothing
            }
        }
        // Each input: the input frame, 10 moving frames, and two resting ones (the second says idle).
        let first = presented.filter { $0 < 2 }, second = presented.filter { $0 >= 2 }
        #expect(first.count == 13, "\(first)")
        #expect(second.count == 13, "\(second)")
        #expect(idleShown == 2)
        // Idle between: waits of the wake interval, never busy-looping.
        let idleWaits = events.waits.filter { $0 == IdlePolicy.wakeIntervalSeconds }
        #expect(idleWaits.count >= 14 && idleWaits.count <= 16, "\(events.waits.count) waits")
        #expect(events.waits.allSatisfy { $0 == IdlePolicy.wakeIntervalSeconds })
    }

    /// A replayed trace's next event caps the wait, so it is applied on time.
    @Test func waitEndsAtTheNextScheduledEvent() {
        var idle = IdlePolicy()
        #expect(idle.waitSeconds(now: 0, nextScheduledSeconds: 0.1) == nil)     // not idle: no wait
        idle.frameBuilt(atRest: true)
        idle.frameBuilt(atRest: true)
        #expect(idle.isIdle)
        #expect(abs(idle.waitSeconds(now: 1, nextScheduledSeconds: 1.1)! - 0.1) < 1e-12)
        #expect(idle.waitSeconds(now: 1, nextScheduledSeconds: nil) == IdlePolicy.wakeIntervalSeconds)
        #expect(idle.waitSeconds(now: 1, nextScheduledSeconds: 0.5) == 0)
        let drawnAtRest = idle.frameBuilt(atRest: true)
        #expect(!drawnAtRest)                              // idle and still at rest: nothing drawn
        let drawnOnInput = idle.frameBuilt(atRest: false)
        #expect(drawnOnInput)                              // input: drawn, no longer idle
        #expect(!idle.isIdle)
    }
}
