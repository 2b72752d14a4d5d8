import Testing
import ScrollCore
@testable import ScrollInput

/// ±1 pt jitter, deterministic: a fixed pattern of mixed signs and sizes (no RNG).
private let jitterPattern: [Double] = [1, -1, 0.5, -0.5, 0, 1, -1, 0.25, -0.75, 0.5]

/// Feeds a vertical pointer path `y(t)` sampled every `intervalSeconds` up to `durationSeconds`.
private func tracker(path: (Seconds) -> Points, intervalSeconds: Seconds = 1.0 / 125, durationSeconds: Seconds = 0.2, jitter: Bool = true) -> VelocityTracker {
    var tracker = VelocityTracker()
    var i = 0
    while Double(i) * intervalSeconds <= durationSeconds + 1e-9 {
        let t = Double(i) * intervalSeconds
        let noise = jitter ? jitterPattern[i % jitterPattern.count] : 0
        tracker.addSample(timeSeconds: t, position: Point(x: 100, y: path(t) + noise))
        i += 1
    }
    return tracker
}

@Suite("VelocityTracker (Flutter LSQ degree 2, 20 samples, 100 ms)")
struct VelocityTrackerTests {
    @Test("exact for a noiseless constant drag", arguments: [300.0, 1500.0, 4000.0])
    func constantExact(speed: PointsPerSecond) {
        let t = tracker(path: { speed * $0 }, jitter: false)
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - speed) < 1e-6 * speed)
        #expect(abs(v.dx) < 1e-6)
    }

    // A constant drag with ±1 pt jitter sampled at 125 Hz: 13 samples fall in the 100 ms horizon.
    // The degree-2 slope at the newest sample amplifies noise (~10 pt/s per pt of jitter over a
    // 0.1 s window), so speeds from 1000 pt/s up stay within 5 %.
    @Test("constant drag with ±1 pt jitter within 5 %", arguments: [1000.0, 2000.0, 5000.0])
    func constantWithJitter(speed: PointsPerSecond) {
        let t = tracker(path: { speed * $0 })
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - speed) <= 0.05 * speed, "estimated \(v.dy) for \(speed)")
    }

    // Decelerating drag y(t) = v₀·t − a·t²/2, released at t = 0.2 s: true velocity v₀ − a·0.2.
    // A quadratic is exactly representable by the degree-2 fit, so only the jitter errs.
    @Test("decelerating drag with ±1 pt jitter within 5 %", arguments: [(3000.0, 6000.0), (2000.0, 4000.0), (6000.0, 10000.0)])
    func decelerating(v0: PointsPerSecond, deceleration: Double) {
        let t = tracker(path: { v0 * $0 - deceleration * $0 * $0 / 2 })
        let expected = v0 - deceleration * 0.2
        let v = t.velocity(atSeconds: 0.2)
        #expect(abs(v.dy - expected) <= 0.05 * expected, "estimated \(v.dy), expected \(expected)")
    }

    // Flutter `_sinceLastSample.elapsedMilliseconds > _assumePointerMoveStoppedMilliseconds (40)`:
    // the stopwatch truncates to whole milliseconds, so 41 ms still has stopped…
    @Test("a pause of 41 ms or more before release gives 0", arguments: [0.041, 0.0415, 0.2, 5.0])
    func pauseGivesZero(pauseSeconds: Seconds) {
        let t = tracker(path: { 2000 * $0 })
        #expect(t.velocity(atSeconds: 0.2 + pauseSeconds) == .zero)
    }

    // …and 40.999 ms (elapsedMilliseconds 40, not > 40) is still moving, at any absolute time.
    @Test("a pause up to 40.999 ms is still moving", arguments: [0.039, 0.040, 0.040999])
    func shortPauseStillMoving(pauseSeconds: Seconds) {
        for start in [0.0, 216_690.896, 1e6 + 0.0001234] {
            var t = VelocityTracker()
            for i in 0...25 { t.addSample(timeSeconds: start + Double(i) * 0.008, position: Point(x: 0, y: Double(i) * 16)) }
            #expect(abs(t.velocity(atSeconds: start + 0.2 + pauseSeconds).dy - 2000) < 1e-6, "start \(start)")
        }
    }

    // A sample exactly 100 ms older than the newest is inside Flutter's horizon (`age > 100`
    // drops). Samples at 20, 40, …, 100 ms lie on y = t²/40 (t in ms; slope 5 pt/ms at 100 ms);
    // the one at 0 ms lies 100 pt off that curve, so the fit reports 5000 pt/s only if it was
    // dropped. Kept, it pulls the estimate away — identically at every absolute start time.
    @Test("a sample exactly 100 ms old is kept at any absolute time")
    func horizonBoundaryIsExact() {
        func estimate(start: Seconds, includingOldest: Bool = true) -> Vector {
            var t = VelocityTracker()
            if includingOldest { t.addSample(timeSeconds: start, position: Point(x: 0, y: -100)) }
            for i in 1...5 {
                let ms = Double(i) * 20
                t.addSample(timeSeconds: start + ms / 1000, position: Point(x: 0, y: ms * ms / 40))
            }
            return t.velocity(atSeconds: start + 0.100)
        }
        #expect(abs(estimate(start: 0, includingOldest: false).dy - 5000) < 1e-6)
        let reference = estimate(start: 0)
        #expect(abs(reference.dy - 5000) > 100, "the 100 ms old sample was dropped: \(reference)")
        for start in [0.1, 0.3, 216_690.796, 216_690.896, 86_400.000_000_1, 1e6 + 0.7] {
            #expect(estimate(start: start) == reference, "start \(start)")
        }
    }

    // MARK: - Flutter's recorded gestures

    /// Feeds `gestures` through one tracker as Flutter's test does (downs and moves are samples,
    /// the tracker is not reset between gestures) with the first event at `startSeconds`, and
    /// returns the velocity at each up.
    private func releaseVelocities(_ gestures: [RecordedGesture], startSeconds: Seconds) -> [Vector] {
        var tracker = VelocityTracker()
        let origin = gestures[0].events[0].timeMilliseconds
        var velocities: [Vector] = []
        for gesture in gestures {
            for event in gesture.events {
                // Whole milliseconds since the first event, then onto the chosen clock in seconds.
                let time = startSeconds + Double(event.timeMilliseconds - origin) / 1000
                switch event.kind {
                case .down, .move: tracker.addSample(timeSeconds: time, position: Point(x: event.x, y: event.y))
                case .up: velocities.append(tracker.velocity(atSeconds: time))
                }
            }
        }
        return velocities
    }

    /// Flutter's `_withinTolerance`: each component strictly within 0.1 % of the expected one,
    /// `|actual − expected| / |expected| < 0.001` (flutter/flutter
    /// `packages/flutter/test/gestures/velocity_tracker_test.dart`, `kTolerance = 0.001`, applied
    /// to `dx` and `dy` by `_checkVelocity`).
    private func within(_ actual: Vector, _ expected: Vector) -> Bool {
        abs(actual.dx - expected.dx) < FlutterVelocityData.tolerance * abs(expected.dx)
            && abs(actual.dy - expected.dy) < FlutterVelocityData.tolerance * abs(expected.dy)
    }

    /// The recording's own clock (216 690.896 s), zero, fractions of a microsecond and of a
    /// millisecond, a day, a million seconds: every gesture matches at each.
    static let startTimes: [Seconds] = [216_690.896, 0, 0.000_123_4, 0.0005, 1.2345678, 86_400.001, 1_000_000.0007]

    /// Every recorded gesture at every start time, swept: one test case per pair, so a gesture
    /// that fails at one clock names itself.
    static let gestureCases: [(gesture: Int, start: Seconds)] = (0..<13).flatMap { g in startTimes.map { (g, $0) } }

    @Test("each of Flutter's 13 recorded gestures within 0.1 % per component at any absolute start time", arguments: gestureCases)
    func recordedGesture(gesture index: Int, startSeconds: Seconds) {
        // Fed as Flutter's test feeds them: one tracker through every gesture before this one.
        let velocities = releaseVelocities(FlutterVelocityData.gestures, startSeconds: startSeconds)
        #expect(velocities.count == 13)
        let gesture = FlutterVelocityData.gestures[index]
        #expect(within(velocities[index], gesture.expectedVelocity),
                "\(gesture.name) at \(startSeconds) s: \(velocities[index]), expected \(gesture.expectedVelocity)")
    }

    // Gesture 13 is the one whose small component was once reported as 0: dx ≈ −71.52 pt/s
    // beside dy ≈ 3716.7. Pinned on its own, with its sign, at the recording's clock.
    @Test("gesture 13's small component: dx −71.52 pt/s, not 0")
    func gestureThirteenSmallComponent() {
        let v = releaseVelocities(FlutterVelocityData.gestures, startSeconds: 216_690.896)[12]
        #expect(v.dx < -71.44 && v.dx > -71.60, "\(v)")
    }

    @Test("Flutter's interrupted gesture (a 48 ms pause) within 0.1 % at any absolute start time", arguments: startTimes)
    func interruptedGesture(startSeconds: Seconds) {
        let velocity = releaseVelocities([FlutterVelocityData.interrupted], startSeconds: startSeconds)[0]
        #expect(within(velocity, FlutterVelocityData.interrupted.expectedVelocity), "\(velocity)")
    }

    // The whole input path: each gesture's events through `DragRecognizer` (down, moves, up),
    // as the window delivers them. Its fling is the tracker's estimate negated (an offset
    // velocity: the finger moving up scrolls down), each component within Flutter's 0.1 % —
    // gesture 13's +71.52 pt/s across included, which a two-axis scroll view flings its
    // horizontal axis with — or zero when the speed is under `minFlingVelocity` (50 pt/s,
    // Flutter's `kMinFlingVelocity`) or the finger never left the 2 pt slop.
    @Test("through DragRecognizer each gesture's fling is −(Flutter's velocity), or 0 under the fling gate", arguments: 0..<13)
    func recognizerFling(gesture index: Int) {
        let gesture = FlutterVelocityData.gestures[index]
        var recognizer = DragRecognizer()
        var intents: [TimedScrollIntent] = []
        let origin = gesture.events[0].timeMilliseconds
        var fling: Vector?
        for event in gesture.events {
            let time = 5 + Double(event.timeMilliseconds - origin) / 1000
            let point = Point(x: event.x, y: event.y)
            switch event.kind {
            case .down: recognizer.pointerDown(point, timeSeconds: time, into: &intents)
            case .move: recognizer.pointerMove(point, timeSeconds: time, into: &intents)
            case .up: fling = recognizer.pointerUp(point, timeSeconds: time, into: &intents)
            }
        }
        let expected = gesture.expectedVelocity
        let gated = expected.length < recognizer.configuration.minFlingVelocity
        guard let fling else {
            #expect(gated, "\(gesture.name): no drag, yet Flutter's velocity \(expected) flings")
            return
        }
        if gated {
            #expect(fling == .zero, "\(gesture.name): \(fling)")
        } else {
            #expect(within(fling, Vector(dx: -expected.dx, dy: -expected.dy)), "\(gesture.name): \(fling), expected −\(expected)")
        }
    }

    @Test("one gesture at a time, each from a fresh tracker, gives the same velocities")
    func gesturesOneByOne() {
        let together = releaseVelocities(FlutterVelocityData.gestures, startSeconds: 5)
        for (i, gesture) in FlutterVelocityData.gestures.enumerated() {
            let alone = releaseVelocities([gesture], startSeconds: 17.25)[0]
            #expect(abs(alone.dx - together[i].dx) < 1e-9 && abs(alone.dy - together[i].dy) < 1e-9, "\(gesture.name)")
        }
    }
}
