import Foundation
import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

@Suite("ScrollPhysicsPosition: activity state machine")
struct ScrollPositionActivityTests {
    @Test("idle → hold → drag → ballistic → idle", arguments: PhysicsPreset.allCases)
    func dragAndFling(preset: PhysicsPreset) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 2000)
        var kinds: [ScrollActivityKind] = [position.activity]
        func record() { if kinds.last != position.activity { kinds.append(position.activity) } }
        for intent in dragScript(distance: 200, releaseVelocity: 1500) {
            position.apply(intent)
            record()
        }
        var t = 0.5
        while t < 10 { position.advance(to: t); record(); t += 1.0 / 60 }
        #expect(kinds == [.idle, .hold, .drag, .ballistic, .idle])
        #expect(position.stats.flingsStarted == 1)
        #expect(position.velocity == 0)
        // 2000 + 200 dragged + the fling's travel (iOS: 1500/k; Android: spline distance).
        #expect(position.offset > 2200 + 100)
    }

    @Test("hold catches a fling where it is", arguments: PhysicsPreset.allCases)
    func holdCatchesFling(preset: PhysicsPreset) {
        // On a page boundary (800 pt pages), so the paging fling has a whole page to travel.
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 3200)
        position.apply(at(1.0, .dragEnded(velocity: Vector(dx: 0, dy: 4000))))
        #expect(position.activity == .ballistic)
        position.advance(to: 1.2)
        let caught = position.offset
        #expect(caught > 3200)
        position.apply(at(1.25, .hold))
        let held = position.offset
        #expect(held > caught)
        #expect(position.activity == .hold)
        #expect(position.velocity == 0)
        position.advance(to: 3)
        #expect(position.offset == held)
        position.apply(at(3.1, .holdReleased))
        if preset == .paging {
            // Paging: letting go between pages eases onto the nearest page boundary (800 pt pages).
            #expect(position.activity == .ballistic)
            position.advance(to: 5)
            #expect(position.offset == (held / 800).rounded() * 800)
        }
        #expect(position.activity == .idle)
    }

    // iOS: a fling toward the end crosses the edge, springs, and settles exactly at maxOffset.
    @Test func flingCrossingTheEdgeSpringsBack() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 8900)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 3000))))
        var kinds: [ScrollActivityKind] = [position.activity]
        var peak = position.offset
        var t = 0.0
        while t < 8 {
            t += 1.0 / 120
            position.advance(to: t)
            peak = max(peak, position.offset)
            if kinds.last != position.activity { kinds.append(position.activity) }
        }
        #expect(kinds == [.ballistic, .spring, .idle])
        #expect(position.offset == tallMetrics.maxOffset)
        #expect(peak > tallMetrics.maxOffset + 10)
        #expect(position.stats.springsStarted == 1)
    }

    // Android: the same fling stops dead at the edge.
    @Test func androidFlingStopsAtTheEdge() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .android, metrics: tallMetrics, offset: 8900)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 3000))))
        var peak = 0.0
        for frame in 1...600 {
            position.advance(to: Double(frame) / 120)
            peak = max(peak, position.offset)
        }
        #expect(peak == tallMetrics.maxOffset)
        #expect(position.offset == tallMetrics.maxOffset)
        #expect(position.activity == .idle)
    }

    // Dragging 300 pt past the top rubber-bands; the release springs back to 0 without crossing
    // it by more than 1 pt (over-damped spring).
    @Test func releaseFromOverscrollSpringsBack() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 0)
        position.apply(at(0, .hold))
        position.apply(at(0, .dragBegan))
        position.apply(at(0.1, .dragChanged(delta: Vector(dx: 0, dy: -300))))
        let expected = -PhysicsPolicy.rubberBand(overscroll: 300, viewport: 800)
        #expect(isClose(position.offset, expected, within: 1e-9))
        position.apply(at(0.2, .dragEnded(velocity: .zero)))
        #expect(position.activity == .spring)
        var maximum = -Double.infinity
        for frame in 1...300 {
            position.advance(to: 0.2 + Double(frame) / 120)
            maximum = max(maximum, position.offset)
        }
        #expect(maximum <= 1)
        #expect(position.offset == 0)
        #expect(position.activity == .idle)
    }

    @Test func animatedScrollsClampTheirTarget() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 9100)
        position.apply(at(0, .animatedScroll(by: Vector(dx: 0, dy: 530))))
        #expect(position.restingOffset == tallMetrics.maxOffset)
        position.apply(at(0.05, .scrollToStart))
        #expect(position.restingOffset == 0)
        position.advance(to: 2)
        #expect(position.offset == 0)
        position.apply(at(2, .animatedScroll(by: Vector(dx: 0, dy: -53))))
        #expect(position.activity == .idle)
        #expect(position.offset == 0)
        position.apply(at(3, .scrollToEnd))
        position.advance(to: 4)
        #expect(position.offset == tallMetrics.maxOffset)
    }

    // Chromium page step: max(0.875·800, 800 − 40) = 760.
    @Test func pageStep() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 1000)
        #expect(position.pageStepPoints == 760)
        position.apply(at(0, .page(2)))
        position.advance(to: 1)
        #expect(position.offset == 1000 + 2 * 760)
        position.apply(at(1, .page(-1)))
        position.advance(to: 2)
        #expect(position.offset == 1000 + 760)
    }

    @Test func otherAxisWheelDoesNotInterrupt() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 3000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 2000))))
        position.apply(at(0.1, .animatedScroll(by: Vector(dx: 53, dy: 0))))
        #expect(position.activity == .ballistic)
    }

    @Test func horizontalAxisUsesDx() {
        var position = ScrollPhysicsPosition(axis: .horizontal, metrics: tallMetrics, offset: 100)
        position.apply(at(0, .dragChanged(delta: Vector(dx: 25, dy: 999))))
        #expect(position.offset == 125)
    }

    // references §1.1 / Chromium: 5 clicks within 100 ms scroll exactly 5 × 53 pt; each click
    // changes neither the offset nor the velocity at its instant, and the motion never reverses.
    @Test("5 wheel clicks in 100 ms coalesce to exactly 5 × 53", arguments: [60.0, 144.0])
    func wheelCoalescing(framesPerSecond: Double) {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 500)
        let clicks = (0..<5).map { at(0.5 + Double($0) * 0.025, .animatedScroll(by: Vector(dx: 0, dy: 53))) }
        var previous = position.offset
        var frame = 0
        var nextClick = 0
        var maxStep = 0.0
        while true {
            let t = Double(frame) / framesPerSecond
            if t > 2 { break }
            while nextClick < clicks.count, clicks[nextClick].timeSeconds <= t {
                position.advance(to: clicks[nextClick].timeSeconds)
                let (x, v) = (position.offset, position.velocity)
                position.apply(clicks[nextClick])
                #expect(position.offset == x)
                #expect(isClose(position.velocity, v, within: 1e-6))
                nextClick += 1
            }
            position.advance(to: t)
            #expect(position.offset >= previous - 1e-9)
            maxStep = max(maxStep, position.offset - previous)
            previous = position.offset
            frame += 1
        }
        #expect(position.offset == 500 + 5 * 53)
        #expect(position.stats.animationsStarted == 1)
        #expect(position.stats.animationRetargets == 4)
        // No frame jumps by more than a fifth of the whole scroll (the curve's peak speed ~2 pt/ms).
        #expect(maxStep < 265 / 5)
    }

    @Test func animationIsInterruptedByDrag() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 500)
        position.apply(at(0, .scrollToEnd))
        position.advance(to: 0.1)
        let x = position.offset
        position.apply(at(0.1, .hold))
        position.advance(to: 1)
        #expect(position.offset == x)
        #expect(position.activity == .hold)
    }

    @Test func updateMetricsSpringsBackWhenIdle() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 9200)
        position.updateMetrics(.content(extent: 5000, viewport: 800), at: 1)
        #expect(position.activity == .spring)
        position.advance(to: 3)
        #expect(position.offset == 4200)
        #expect(position.activity == .idle)
    }

    @Test func updateMetricsRetargetsAnimation() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 0)
        position.apply(at(0, .scrollToEnd))
        position.updateMetrics(.content(extent: 20_000, viewport: 800), at: 0.05)
        #expect(position.restingOffset == 9200, "growing content keeps the old target")
        position.updateMetrics(.content(extent: 3000, viewport: 800), at: 0.1)
        #expect(position.restingOffset == 2200)
        position.advance(to: 2)
        #expect(position.offset == 2200)
    }

    // An anchor correction moves offset and motion together: afterwards the corrected run stays
    // exactly `delta` ahead of an uncorrected twin.
    @Test("correct(by:) shifts the running motion", arguments: [PhysicsPreset.ios, .android])
    func correctionShiftsMotion(preset: PhysicsPreset) {
        var plain = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 3000)
        plain.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 2500))))
        var corrected = plain
        for t in [0.1, 0.2] { plain.advance(to: t); corrected.advance(to: t) }
        corrected.correct(by: -120)
        for t in [0.3, 0.8, 1.5, 6.0] {
            plain.advance(to: t); corrected.advance(to: t)
            #expect(isClose(corrected.offset, plain.offset - 120, within: 1e-6))
        }
        #expect(corrected.stats.correctionsApplied == 1)
    }

    @Test func presetSwitchesLive() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 2000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 3000))))
        position.advance(to: 0.2)
        position.preset = .android
        position.advance(to: 5)
        // Android's spline from the velocity left at 0.2 s goes a shorter way than iOS's 1498.5 pt.
        #expect(position.offset < 2000 + 1300)
        #expect(position.activity == .idle)
        #expect(PhysicsPreset.allCases.map(\.rawValue) == ["ios", "ios-fast", "android", "paging"])
    }

    @Test func jumpAndAnimate() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 0)
        position.jump(to: 50_000, at: 0)
        #expect(position.offset == 9200)
        position.animate(to: 100, at: 1)
        #expect(position.activity == .animating)
        position.advance(to: 1.69)
        #expect(position.activity == .animating)  // √9100 ≈ 95 frames > 42 ⇒ 0.7 s
        position.advance(to: 1.71)
        #expect(position.offset == 100)
    }
}

@Suite("Touchpad end to end: recognizer → position")
struct TouchpadFlingTests {
    // A 1500 pt/s precise stream stops; the recognizer ends it at lastDelta + 50 ms with ≈1500 pt/s,
    // and the position flings on from there: iOS travel ≈ v/(−1000 ln 0.998) ≈ 750 pt.
    @Test func preciseStreamFlings() throws {
        var recognizer = ScrollInputRecognizer()
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 1000)
        var intents: [TimedScrollIntent] = []
        let dt = 1.0 / 120
        var t = 0.0
        for _ in 0..<36 {
            t += dt
            recognizer.handle(TimedInputEvent(timeSeconds: t, event: .wheel(dx: 0, dy: -1500 * dt / 10, precise: true, at: .zero)), into: &intents)
        }
        let lastDelta = t
        recognizer.advance(to: lastDelta + 0.1, into: &intents)
        for intent in intents { position.apply(intent) }
        #expect(isClose(position.offset, 1000 + 36 * 12.5, within: 1e-6))
        let end = try #require(intents.last)
        #expect(end.timeSeconds == lastDelta + 0.05)
        guard case .preciseScrollEnded(let v) = end.intent else { Issue.record("no end"); return }
        #expect(position.activity == .ballistic)
        position.advance(to: 10)
        #expect(isClose(position.offset, 1450 + v.dy / (-log(FrictionSimulation.iosNormalDrag)), within: 0.5))
        #expect(isClose(position.offset - 1450, 750, relative: 0.1))
    }

    @Test func preciseScrollRubberBandsPastTheEdge() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: ScrollMetrics.content(extent: 5000, viewport: 960), offset: 0)
        for i in 0..<10 { position.apply(at(Double(i) * 0.01, .preciseScroll(delta: Vector(dx: 0, dy: -10)))) }
        #expect(isClose(position.offset, -52.02, within: 0.01))
        #expect(position.activity == .drag)
        position.apply(at(0.15, .preciseScrollEnded(velocity: .zero)))
        #expect(position.activity == .spring)
    }
}

@Suite("Driven scroll (programmatic scrollTo)")
struct DrivenScrollTests {
    // From 1000 toward 3000 over 0.5 s: the cubic ease-in-out, x(t) = 1000 + 2000·e(t/0.5), with
    // e(½) = ½ and a slope of e′(½) = 3 there: 2000·3/0.5 = 12,000 pt/s at t = 0.25 s.
    @Test func followsTheCurveAndReportsItsVelocity() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 0)
        position.drive(from: 1000, to: 3000, durationSeconds: 0.5, at: 1)
        #expect(position.offset == 1000)
        #expect(position.activity == .animating)
        #expect(position.isMoving && position.isDriven)
        position.advance(to: 1.25)
        #expect(abs(position.offset - 2000) < 1e-9)
        #expect(abs(position.velocity - 12_000) < 1e-6)
        position.advance(to: 1.5)
        #expect(position.offset == 3000)
        #expect(position.activity == .idle)
        #expect(!position.isDriven)
    }

    // Re-targeting mid-way moves the rest of the path; a correction moves start and target.
    @Test func retargetAndCorrection() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 0)
        position.drive(from: 0, to: 2000, durationSeconds: 0.5, at: 0)
        position.advance(to: 0.25)
        #expect(abs(position.offset - 1000) < 1e-9)
        position.retargetDriven(to: 3000)
        position.advance(to: 0.25 + 1e-9)
        #expect(abs(position.offset - 1500) < 1e-3, "half-way to the new target")
        position.correct(by: 100)
        #expect(position.restingOffset == 3100)
        position.advance(to: 1)
        #expect(position.offset == 3100)
    }

    // Any user intent takes over: a hold stops it where it is.
    @Test func userInputInterrupts() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 0)
        position.drive(from: 0, to: 2000, durationSeconds: 0.5, at: 0)
        position.advance(to: 0.2)
        let held = position.offset
        position.apply(at(0.2, .hold))
        #expect(!position.isDriven)
        #expect(position.activity == .hold)
        position.advance(to: 1)
        #expect(position.offset == held)
    }
}
