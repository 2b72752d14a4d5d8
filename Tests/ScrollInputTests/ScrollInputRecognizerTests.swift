import Testing
import ScrollCore
@testable import ScrollInput

/// Runs events through a fresh recognizer and returns the intents.
private func intents(_ events: [TimedInputEvent], configuration: ScrollInputConfiguration = .init(), advanceTo: Seconds? = nil) -> (intents: [TimedScrollIntent], stats: ScrollInputStats) {
    var recognizer = ScrollInputRecognizer(configuration: configuration)
    var out: [TimedScrollIntent] = []
    for event in events { recognizer.handle(event, into: &out) }
    if let advanceTo { recognizer.advance(to: advanceTo, into: &out) }
    return (out, recognizer.stats)
}

private func at(_ t: Seconds, _ event: InputEvent) -> TimedInputEvent { TimedInputEvent(timeSeconds: t, event: event) }

@Suite("WheelNormalizer and keys")
struct WheelAndKeyTests {
    // Chromium kWheelScrollAmount = 53; SDL dy > 0 (away from the user) scrolls toward the start.
    @Test("detents are 53 pt per click, animated, with SDL's signs", arguments: [
        (0.0, 1.0, Vector(dx: 0, dy: -53)),
        (0.0, -1.0, Vector(dx: 0, dy: 53)),
        (0.0, -3.0, Vector(dx: 0, dy: 159)),
        (1.0, 0.0, Vector(dx: 53, dy: 0)),
        (-1.0, 0.0, Vector(dx: -53, dy: 0)),
    ])
    func detents(dx: Double, dy: Double, expected: Vector) {
        let result = intents([at(1, .wheel(dx: dx, dy: dy, precise: false, at: .zero))])
        #expect(result.intents == [TimedScrollIntent(timeSeconds: 1, intent: .animatedScroll(by: expected))])
    }

    // SDL's Wayland backend divides logical pixels by 10 (WAYLAND_WHEEL_AXIS_UNIT), so ×10 = points.
    @Test func preciseDeltasAreTenPointsPerUnit() {
        let result = intents([at(1, .wheel(dx: 0.5, dy: 0.25, precise: true, at: .zero))])
        #expect(result.intents == [TimedScrollIntent(timeSeconds: 1, intent: .preciseScroll(delta: Vector(dx: 5, dy: -2.5)))])
    }

    @Test("non-finite or zero wheel deltas produce nothing", arguments: [Double.nan, .infinity, 0])
    func badWheel(value: Double) {
        let result = intents([at(1, .wheel(dx: 0, dy: value, precise: false, at: .zero)),
                              at(1, .wheel(dx: value, dy: 0, precise: true, at: .zero))])
        #expect(result.intents.isEmpty)
        #expect(result.stats.droppedEvents == (value.isFinite ? 0 : 2))
    }

    @Test("keys map to line, page and edge intents", arguments: [
        ("Down", false, ScrollIntent.animatedScroll(by: Vector(dx: 0, dy: 40))),
        ("Up", false, .animatedScroll(by: Vector(dx: 0, dy: -40))),
        ("Right", false, .animatedScroll(by: Vector(dx: 40, dy: 0))),
        ("Left", true, .animatedScroll(by: Vector(dx: -40, dy: 0))),
        ("PageDown", false, .page(1)),
        ("PageUp", false, .page(-1)),
        ("Space", false, .page(1)),
        ("Space", true, .page(-1)),
        ("Home", false, .scrollToStart),
        ("End", true, .scrollToEnd),
    ])
    func keys(name: String, shift: Bool, expected: ScrollIntent) {
        let result = intents([at(2, .key(name: name, shift: shift))])
        #expect(result.intents == [TimedScrollIntent(timeSeconds: 2, intent: expected)])
    }

    @Test("app keys produce nothing", arguments: ["Escape", "Q", "Return", "F1", ""])
    func appKeys(name: String) {
        #expect(intents([at(0, .key(name: name, shift: false)), at(0, .resize(Size(width: 10, height: 10)))]).intents.isEmpty)
    }
}

@Suite("DragRecognizer: slop, 1:1 drag, fling")
struct DragRecognizerTests {
    // Flutter kPrecisePointerPanSlop = 2: 1.5 pt of travel is not a drag; 3 pt is, and only the
    // 1 pt beyond the slop moves the content (pointer down ⇒ offset delta negative).
    @Test func slopThenOneToOne() {
        let result = intents([
            at(0.000, .pointerDown(Point(x: 50, y: 100))),
            at(0.010, .pointerMove(Point(x: 50, y: 101.5))),
            at(0.020, .pointerMove(Point(x: 50, y: 103))),
            at(0.030, .pointerMove(Point(x: 50, y: 113))),
        ])
        #expect(result.intents.map(\.intent) == [
            .hold, .dragBegan, .dragChanged(delta: Vector(dx: 0, dy: -1)), .dragChanged(delta: Vector(dx: 0, dy: -10)),
        ])
        #expect(result.stats.drags == 1)
    }

    @Test func clickWithoutDragReleasesHold() {
        let result = intents([at(0, .pointerDown(.zero)), at(0.05, .pointerMove(Point(x: 1, y: 1))), at(0.1, .pointerUp(Point(x: 1, y: 1)))])
        #expect(result.intents.map(\.intent) == [.hold, .holdReleased])
    }

    @Test func hoverIsIgnored() {
        #expect(intents([at(0, .pointerMove(.zero)), at(1, .pointerMove(Point(x: 0, y: 500))), at(2, .pointerUp(.zero))]).intents.isEmpty)
    }

    /// A drag moving the pointer up (toward y = 0) at `speed` pt/s, 8 ms samples, released at the
    /// last sample plus `pauseSeconds`.
    private func flick(speed: PointsPerSecond, pauseSeconds: Seconds = 0) -> [TimedScrollIntent] {
        var events = [at(0, .pointerDown(Point(x: 0, y: 1000)))]
        var t = 0.0, y = 1000.0
        for _ in 0..<15 {
            t += 0.008; y -= speed * 0.008
            events.append(at(t, .pointerMove(Point(x: 0, y: y))))
        }
        events.append(at(t + pauseSeconds, .pointerUp(Point(x: 0, y: y))))
        return intents(events).intents
    }

    // Pointer moving up at 1200 pt/s ⇒ content follows ⇒ offset velocity +1200.
    @Test func releaseFlingsWithOffsetVelocity() {
        guard case .dragEnded(let v)? = flick(speed: 1200).last?.intent else { Issue.record("no dragEnded"); return }
        #expect(abs(v.dy - 1200) < 1e-6)
        #expect(v.dx == 0)
    }

    // A release 41 ms after the last move has stopped (Flutter: `elapsedMilliseconds > 40`).
    @Test("slow drags and paused releases do not fling", arguments: [(30.0, 0.0), (1200.0, 0.041), (1200.0, 0.5)])
    func noFling(speed: PointsPerSecond, pause: Seconds) {
        let last = flick(speed: speed, pauseSeconds: pause).last?.intent
        #expect(last == .dragEnded(velocity: .zero))
    }

    // Flutter kMaxFlingVelocity = 8000: a 20000 pt/s flick is clipped to 8000.
    @Test func flingIsClipped() {
        guard case .dragEnded(let v)? = flick(speed: 20000).last?.intent else { Issue.record("no dragEnded"); return }
        #expect(abs(v.length - 8000) < 1e-6)
    }

    @Test func upAtNewPositionMovesContent() {
        let result = intents([at(0, .pointerDown(.zero)), at(0.01, .pointerMove(Point(x: 0, y: 10))), at(0.5, .pointerUp(Point(x: 0, y: 14)))])
        #expect(result.intents.map(\.intent) == [
            .hold, .dragBegan, .dragChanged(delta: Vector(dx: 0, dy: -8)), .dragChanged(delta: Vector(dx: 0, dy: -4)), .dragEnded(velocity: .zero),
        ])
    }
}

@Suite("Precise (touchpad) streams")
struct PreciseScrollTests {
    /// A touchpad stream moving the offset forward at `speed` pt/s, one event per 1/120 s for
    /// `count` events starting at t = 1 s. SDL units: offset pt/s ÷ 10 per unit, sign flipped.
    private func stream(speed: PointsPerSecond, count: Int = 36) -> (events: [TimedInputEvent], lastTime: Seconds) {
        let dt = 1.0 / 120
        let unitsPerEvent = -speed * dt / 10
        let events = (0..<count).map { at(1 + Double($0) * dt, .wheel(dx: 0, dy: unitsPerEvent, precise: true, at: .zero)) }
        return (events, events.last!.timeSeconds)
    }

    @Test("a 1500 pt/s stream ends at lastDelta + 50 ms with velocity within 10 %")
    func endsAtGap() throws {
        let (events, last) = stream(speed: 1500)
        var recognizer = ScrollInputRecognizer()
        var out: [TimedScrollIntent] = []
        for event in events { recognizer.handle(event, into: &out) }
        #expect(out.count == events.count)
        #expect(out.allSatisfy { if case .preciseScroll(let d) = $0.intent { abs(d.dy - 12.5) < 1e-9 } else { false } })
        recognizer.advance(to: last + 0.049, into: &out)
        #expect(out.count == events.count, "not ended before the gap")
        recognizer.advance(to: last + 0.2, into: &out)
        let end = try #require(out.last)
        #expect(abs(end.timeSeconds - (last + 0.050)) < 1e-12)
        guard case .preciseScrollEnded(let v) = end.intent else { Issue.record("expected preciseScrollEnded, got \(end)"); return }
        #expect(abs(v.dy - 1500) <= 0.10 * 1500)
        #expect(recognizer.stats.flings == 1)
        recognizer.advance(to: last + 1, into: &out)
        #expect(out.last == end, "ends only once")
    }

    @Test func laterEventFlushesTheEndFirst() {
        let (events, last) = stream(speed: 900, count: 12)
        let result = intents(events + [at(last + 0.3, .key(name: "Down", shift: false))])
        let tail = result.intents.suffix(2).map(\.timeSeconds)
        #expect(Array(tail) == [last + 0.050, last + 0.3])
    }

    @Test func pointerDownInterruptsAtRest() {
        let (events, last) = stream(speed: 900, count: 12)
        let result = intents(events + [at(last + 0.01, .pointerDown(.zero))])
        #expect(result.intents.suffix(2).map(\.intent) == [.preciseScrollEnded(velocity: .zero), .hold])
    }

    @Test func deterministic() {
        let (events, last) = stream(speed: 1234, count: 20)
        #expect(intents(events, advanceTo: last + 1).intents == intents(events, advanceTo: last + 1).intents)
    }
}

@Suite("Recognizer robustness")
struct RecognizerRobustnessTests {
    @Test func nonFiniteTimesAndPointsAreDropped() {
        let result = intents([
            at(.nan, .key(name: "Down", shift: false)),
            at(0, .pointerDown(Point(x: .nan, y: 0))),
            at(0, .pointerMove(Point(x: .infinity, y: 0))),
        ])
        #expect(result.intents.isEmpty)
        #expect(result.stats.droppedEvents == 3)
        #expect(result.stats.events == 3)
    }

    @Test func backwardsTimeIsClampedToTheLatest() {
        let result = intents([at(5, .key(name: "Down", shift: false)), at(4, .key(name: "Up", shift: false))])
        #expect(result.intents.map(\.timeSeconds) == [5, 5])
    }

    @Test func appendsWithoutReallocatingWhenCapacitySuffices() {
        var recognizer = ScrollInputRecognizer()
        var out: [TimedScrollIntent] = []
        out.reserveCapacity(64)
        let capacity = out.capacity
        for i in 0..<20 { recognizer.handle(at(Double(i) * 0.01, .wheel(dx: 0, dy: 1, precise: false, at: .zero)), into: &out) }
        #expect(out.count == 20)
        #expect(out.capacity == capacity)
    }
}
