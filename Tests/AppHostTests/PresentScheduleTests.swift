import AppHost
import Diagnostics
import ScrollCore
import Testing

/// The window's own refresh timeline (``PresentSchedule``), the driver check that decides when
/// it is needed (``DriverVsyncCheck``), and the pacing counters over idle gaps and gesture
/// starts — all on a synthetic clock.
@Suite struct PresentScheduleTests {
    static let period = 1.0 / 60

    @Test("The first present goes at once; then one tick of the grid after another")
    func gridOfExactPeriods() {
        var schedule = PresentSchedule(periodSeconds: Self.period)
        #expect(schedule.deadline(now: 5) == 5)
        schedule.presented(at: 5)
        // A frame ready 4 ms later waits for the next tick, 5 + 1/60 (not 5 + 16 ms as SDL's).
        #expect(schedule.deadline(now: 5.004) == 5 + Self.period)
        schedule.presented(at: 5 + Self.period + 0.0001)     // the sleep overshot by 0.1 ms
        #expect(abs(schedule.deadline(now: 5.02) - (5 + 2 * Self.period)) < 1e-12, "the overshoot does not shift the grid")
    }

    @Test("A late frame goes at once and the grid keeps its phase")
    func lateFrameKeepsPhase() {
        var schedule = PresentSchedule(periodSeconds: Self.period)
        schedule.presented(at: 0)
        // Ready at 40 ms: past the ticks at 16.7 and 33.3 ms: presented at once.
        #expect(schedule.deadline(now: 0.040) == 0.040)
        schedule.presented(at: 0.040)
        #expect(schedule.lastTickSeconds.map { abs($0 - 2 * Self.period) < 1e-12 } == true)
        #expect(abs(schedule.deadline(now: 0.041) - 3 * Self.period) < 1e-12, "the next tick of the old grid, at 50 ms")
    }

    @Test("After an idle wait the first frame goes at once and starts a new grid")
    func restartAfterIdle() {
        var schedule = PresentSchedule(periodSeconds: Self.period)
        schedule.presented(at: 0)
        schedule.restart()
        #expect(schedule.deadline(now: 2.5) == 2.5)
        schedule.presented(at: 2.5)
        #expect(abs(schedule.deadline(now: 2.51) - (2.5 + Self.period)) < 1e-12)
    }

    /// The window loop's shape: frames of `work` seconds (build, render, present) presented on
    /// the host's timeline, idle gaps between gestures. Returns the pacing counters.
    static func run(gestures: [(start: Seconds, works: [Seconds])], presentSeconds: Seconds = 0.001) -> FramePacing {
        var pacing = FramePacing(refreshPeriodSeconds: period)
        var schedule = PresentSchedule(periodSeconds: period)
        var clock: Seconds = 0
        for gesture in gestures {
            // Idle until the gesture's first event.
            pacing.resumedAfterIdle()
            schedule.restart()
            clock = max(clock, gesture.start)
            for work in gesture.works {
                clock += work - presentSeconds                     // events, layout, paint, render
                let deadline = schedule.deadline(now: clock)
                let waited = max(0, deadline - clock)
                pacing.waited(seconds: waited)
                clock += waited
                schedule.presented(at: clock)
                clock += presentSeconds                            // the hand-over
                pacing.presented(at: clock)
            }
        }
        return pacing
    }

    @Test("Idle gaps between gestures drop nothing; nor does a gesture's heavy first frame")
    func idleGapsAndGestureStarts() {
        // Three flings 2 s apart, 60 frames of 5 ms each, the first of each 30 ms (rows made,
        // pictures asked for): it follows an idle wait, so it has no interval to miss.
        let works = [0.030] + Array(repeating: 0.005, count: 59)
        let pacing = Self.run(gestures: [(0, works), (2, works), (4, works)])
        #expect(pacing.presents == 180)
        #expect(pacing.intervals == 3 * 59)
        #expect(pacing.droppedFrames == 0)
        let intervals = pacing.intervalSummary
        // Every interval is one period: 16.667 ms (HdrHistogram's 3 digits: within 0.02 ms).
        #expect(abs(intervals.p50 - 16.667) < 0.02 && abs(intervals.max - 16.667) < 0.02, "\(intervals)")
        // The waits: 16.667 − 5 = 11.667 ms; the first frame of each gesture waits 0.
        #expect(abs(pacing.waitSummary.p50 - 11.667) < 0.02)
    }

    @Test("A heavy second frame of a gesture does count: it truly misses")
    func heavySecondFrameCounts() {
        // Second frame 40 ms (its work and its hand-over): late for the grid, presented at once,
        // 40 ms after the first: 2.4 periods → round − 1 = 1 dropped.
        let pacing = Self.run(gestures: [(0, [0.005, 0.040] + Array(repeating: 0.005, count: 10))])
        #expect(pacing.droppedFrames == 1)
        #expect(abs(pacing.intervalSummary.max - 40.0) < 0.05, "\(pacing.intervalSummary)")
    }

    @Test("A driver whose present does not wait is found out after 30 intervals; one that waits is kept")
    func driverVsyncCheck() {
        var unpaced = DriverVsyncCheck(refreshPeriodSeconds: Self.period)
        var decided: [Int] = []
        for i in 0...40 where unpaced.presented(at: Double(i) * 0.003) { decided.append(i) }
        #expect(decided == [DriverVsyncCheck.sampleIntervals], "decided once, on the 30th interval")
        #expect(unpaced.verdict == .doesNotWait)

        var paced = DriverVsyncCheck(refreshPeriodSeconds: Self.period)
        var t = 0.0
        for i in 0...40 {
            // Idle gaps every 10 frames: the short first interval after one is not the driver's.
            if i % 10 == 0 { paced.resumedAfterIdle(); t += 1 }
            let decided = paced.presented(at: t)
            #expect(!decided)
            t += Self.period
        }
        #expect(paced.verdict == .waits)
    }

    @Test("Whether the last present's interval was counted (the frame log leaves the others blank)")
    func lastPresentWasCounted() {
        var pacing = FramePacing()
        pacing.presented(at: 0)
        #expect(!pacing.lastPresentWasCounted)
        pacing.presented(at: Self.period)
        #expect(pacing.lastPresentWasCounted)
        pacing.resumedAfterIdle()
        pacing.presented(at: 3)
        #expect(!pacing.lastPresentWasCounted)
    }
}


/// `--renderer`: the three names (any case), and a sentence for anything else.
@Suite struct RendererChoiceTests {
    @Test func parsesTheThreeNames() throws {
        #expect(try RendererChoice.parse("auto") == .auto)
        #expect(try RendererChoice.parse("Software") == .software)
        #expect(try RendererChoice.parse("opengl") == .opengl)
        #expect(RendererChoice.auto.sdlDriverName == nil)
        #expect(RendererChoice.software.sdlDriverName == "software")
    }

    @Test func refusesOtherNames() {
        #expect(throws: LazyScrollError.self) { try RendererChoice.parse("metal") }
    }
}
