import Foundation
import Testing
import ScrollCore
@testable import ScrollPhysics

@Suite("FrictionSimulation (iOS decelerationRate)")
struct FrictionSimulationTests {
    // Travel = v₀/(−1000·ln 0.998) (references §6.1): 1000 → 499.5, 3000 → 1498.5, 8000 → 3996.0.
    // Rest when the remaining distance < 0.5 pt, i.e. t = ln(0.5·k/v₀)/(−k), k = −1000 ln 0.998
    // (the §6.1 row "t until remaining distance < 0.5 px": 3.45 / 4.00 / 4.49 s).
    @Test("0.998/ms fling travel and rest time", arguments: [(1000.0, 499.5, 3.45), (3000.0, 1498.5, 4.00), (8000.0, 3996.0, 4.49)])
    func normal(v0: PointsPerSecond, travel: Points, restSeconds: Seconds) {
        let simulation = FrictionSimulation(drag: FrictionSimulation.iosNormalDrag, position: 0, velocity: v0)
        #expect(isClose(simulation.restPosition, travel, relative: 0.005))
        #expect(isClose(simulation.position(at: 100), travel, relative: 0.005))
        #expect(isClose(simulation.restTime, restSeconds, within: 0.01))
        #expect(!simulation.isDone(at: simulation.restTime - 0.01))
        #expect(simulation.isDone(at: simulation.restTime))
        // The snap at rest is under half a point.
        #expect(abs(simulation.restPosition - simulation.position(at: simulation.restTime - 1e-9)) <= 0.5 + 1e-6)
    }

    // iOS .fast 0.99/ms: v₀/(−1000·ln 0.99) = 99.5 / 298.5 / 796.0.
    @Test("0.99/ms fling travel", arguments: [(1000.0, 99.5), (3000.0, 298.5), (8000.0, 796.0)])
    func fast(v0: PointsPerSecond, travel: Points) {
        let simulation = FrictionSimulation(drag: FrictionSimulation.iosFastDrag, position: 0, velocity: -v0)
        #expect(isClose(simulation.restPosition, -travel, relative: 0.005))
    }

    // The per-ms law: v(t) = v₀·0.998^(t in ms).
    @Test func velocityIsPerMillisecondDecay() {
        let simulation = FrictionSimulation(drag: FrictionSimulation.iosNormalDrag, position: 10, velocity: 2000)
        #expect(simulation.position(at: 0) == 10)
        #expect(isClose(simulation.velocity(at: 0), 2000, within: 1e-9))
        #expect(isClose(simulation.velocity(at: 0.25), 2000 * pow(0.998, 250), within: 1e-6))
        let t = simulation.time(atPosition: 300)
        #expect(isClose(simulation.position(at: t), 300, within: 1e-6))
        #expect(simulation.time(atPosition: 10_000) == .infinity)
    }
}

@Suite("SpringSimulation")
struct SpringSimulationTests {
    @Test func classification() {
        #expect(SpringSimulation(spring: .bouncing, start: 0, end: 1, velocity: 0).type == .overDamped)
        #expect(SpringSimulation(spring: .withDampingRatio(mass: 1, stiffness: 100, ratio: 1), start: 0, end: 1, velocity: 0).type == .criticallyDamped)
        #expect(SpringSimulation(spring: .withDampingRatio(mass: 1, stiffness: 100, ratio: 0.5), start: 0, end: 1, velocity: 0).type == .underDamped)
        // c = 1.1·2·√(0.5·100) = 15.556 (references §6.2)
        #expect(isClose(SpringDescription.bouncing.damping, 15.556, within: 0.001))
    }

    // x(0) = start and v(0) = velocity for each damping type (Flutter scroll_simulation_test style).
    @Test("initial conditions", arguments: [0.5, 1.0, 1.1, 1.3, 2.0])
    func initialConditions(ratio: Double) {
        for (start, velocity) in [(100.0, 0.0), (-40.0, 3000.0), (0.0, -5000.0), (250.0, 800.0)] {
            let spring = SpringSimulation(spring: .withDampingRatio(mass: 0.5, stiffness: 100, ratio: ratio), start: start, end: 20, velocity: velocity)
            #expect(isClose(spring.position(at: 0), start, within: 1e-9))
            #expect(isClose(spring.velocity(at: 0), velocity, within: 1e-6))
            #expect(isClose(spring.position(at: 10), 20, within: 1e-6))
            // v is the derivative of x (central difference).
            let h = 1e-6, t = 0.137
            #expect(isClose((spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h), spring.velocity(at: t), within: 1e-3))
        }
    }

    // references §6.2: the default spring (m 0.5, k 100, ζ 1.1) releasing 100 pt of overscroll at
    // rest settles (|x| < 1, |v| < 20 at dpr 1) at 0.566 s; over-damped from rest, it never crosses.
    @Test func overscrollSettlesIn566ms() {
        let spring = SpringSimulation(spring: .bouncing, start: 1100, end: 1000, velocity: 0, tolerance: .scroll)
        var settle: Seconds?
        var deepest = Double.infinity
        for step in 0...4000 {
            let t = Double(step) * 0.0005
            deepest = min(deepest, spring.position(at: t))
            if settle == nil, spring.isDone(at: t) { settle = t }
        }
        #expect(isClose(settle ?? -1, 0.566, within: 0.001))
        #expect(deepest >= 1000 - 1)
    }
}

@Suite("BouncingScrollSimulation")
struct BouncingScrollSimulationTests {
    @Test func inRangeIsFriction() {
        let bouncing = BouncingScrollSimulation(position: 0, velocity: 1000, leadingExtent: 0, trailingExtent: 5000)
        let friction = FrictionSimulation(drag: FrictionSimulation.iosNormalDrag, position: 0, velocity: 1000)
        #expect(bouncing.springSimulation == nil)
        for t in [0.0, 0.3, 1.0, 2.5] { #expect(bouncing.position(at: t) == friction.position(at: t)) }
    }

    // A 3000 pt/s fling 1000 pt from the end: friction alone would go 1498.5 pt, so it meets the
    // edge at timeAtX(1000) and hands over to a spring there, continuous in x and v.
    @Test func crossesEdgeIntoSpring() {
        let simulation = BouncingScrollSimulation(position: 0, velocity: 3000, leadingExtent: 0, trailingExtent: 1000)
        let friction = FrictionSimulation(drag: FrictionSimulation.iosNormalDrag, position: 0, velocity: 3000)
        let switchTime = friction.time(atPosition: 1000)
        #expect(isClose(simulation.springStartTime, switchTime, within: 1e-12))
        #expect(isClose(simulation.position(at: switchTime - 1e-6), 1000, within: 0.01))
        #expect(isClose(simulation.position(at: switchTime), 1000, within: 1e-9))
        #expect(isClose(simulation.velocity(at: switchTime), friction.velocity(at: switchTime), within: 1e-6))
        #expect(simulation.isSpring(at: switchTime + 0.01))
        #expect(simulation.position(at: switchTime + 0.05) > 1000)
        #expect(simulation.restPosition == 1000)
        #expect(isClose(simulation.position(at: 10), 1000, within: 1e-6))
    }

    // Flutter maxSpringTransferVelocity = 5000: an 8000 pt/s fling 10 pt from the edge enters the
    // spring at 5000.
    @Test func springTransferIsCapped() {
        for (position, velocity, edge) in [(990.0, 8000.0, 1000.0), (10.0, -8000.0, 0.0)] {
            let simulation = BouncingScrollSimulation(position: position, velocity: velocity, leadingExtent: 0, trailingExtent: 1000)
            #expect(abs(simulation.springSimulation!.startVelocity) == 5000)
            #expect(simulation.springSimulation!.end == edge)
        }
    }

    @Test func startsOutOfRangeAsSpring() {
        let simulation = BouncingScrollSimulation(position: -80, velocity: 0, leadingExtent: 0, trailingExtent: 1000)
        #expect(simulation.isSpring(at: 0))
        #expect(simulation.restPosition == 0)
    }
}

@Suite("ClampingScrollSimulation (Android)")
struct ClampingScrollSimulationTests {
    // references §6.1: distance 194.3 / 1308.9 / 7186.4 pt in 0.458 / 1.029 / 2.118 s.
    @Test("distance and duration", arguments: [(1000.0, 194.3, 0.458), (3000.0, 1308.9, 1.029), (8000.0, 7186.4, 2.118)])
    func table(v0: PointsPerSecond, distance: Points, duration: Seconds) {
        for sign in [1.0, -1.0] {
            let simulation = ClampingScrollSimulation(position: 50, velocity: sign * v0)
            #expect(isClose(simulation.restPosition - 50, sign * distance, relative: 0.01))
            #expect(isClose(simulation.duration, duration, relative: 0.01))
            #expect(simulation.position(at: 0) == 50)
            #expect(isClose(simulation.velocity(at: 0), sign * v0, within: 1e-9))
            #expect(simulation.velocity(at: simulation.duration) == 0)
            #expect(simulation.isDone(at: simulation.duration))
            #expect(!simulation.isDone(at: simulation.duration * 0.99))
            #expect(simulation.position(at: 10) == simulation.restPosition)
        }
    }

    @Test func derivedConstants() {
        #expect(isClose(ClampingScrollSimulation.decelerationRate, 2.358202, within: 1e-6))
        #expect(isClose(ClampingScrollSimulation.physicalCoefficient, 51890.20, within: 0.01))
    }
}

@Suite("SmoothScrollSimulation (Chromium durations)")
struct SmoothScrollSimulationTests {
    // INVERSE_DELTA: clamp(14 − |Δ|/60, 6, 12)/60 s. CONSTANT: 9/60. DELTA_BASED: min(√|Δ|, 42)/60.
    static let durationCases: [(Points, SmoothScrollSimulation.DurationBehavior, Seconds)] = [
        (53, .inverseDelta, 12.0 / 60),
        (300, .inverseDelta, (14 - 300.0 / 60) / 60),
        (2000, .inverseDelta, 6.0 / 60),
        (53, .constant, 9.0 / 60),
        (100, .deltaBased, 10.0 / 60),
        (100_000, .deltaBased, 0.7),
    ]

    @Test("durations", arguments: durationCases)
    func durations(delta: Points, behavior: SmoothScrollSimulation.DurationBehavior, expected: Seconds) {
        #expect(isClose(SmoothScrollSimulation.segmentDuration(for: delta, behavior: behavior), expected, within: 1e-12))
        #expect(isClose(SmoothScrollSimulation.segmentDuration(for: -delta, behavior: behavior), expected, within: 1e-12))
    }

    @Test func easeInOutFromRest() {
        let ease = SmoothScrollSimulation(from: 100, to: 153, behavior: .inverseDelta)
        #expect(ease.velocity(at: 0) == 0)
        #expect(isClose(ease.position(at: ease.duration / 2), 126.5, within: 1e-9))  // symmetric
        #expect(ease.position(at: ease.duration) == 153)
        #expect(ease.velocity(at: ease.duration) == 0)
        #expect(ease.isDone(at: ease.duration))
    }

    // Retargeting keeps position and velocity (Chromium UpdateTarget) and stays monotone when the
    // new target is ahead (velocity bound 2.5·Δ/v ⇒ slope ≤ 2.5).
    @Test func retargetIsContinuous() {
        let first = SmoothScrollSimulation(from: 0, to: 53, behavior: .inverseDelta)
        let t = 0.06
        let second = first.retargeted(to: 106, at: t)
        #expect(isClose(second.position(at: 0), first.position(at: t), within: 1e-9))
        #expect(isClose(second.velocity(at: 0), first.velocity(at: t), within: 1e-6))
        var previous = second.position(at: 0)
        for i in 1...200 {
            let x = second.position(at: Double(i) * second.duration / 200)
            #expect(x >= previous - 1e-9)
            previous = x
        }
        #expect(previous == 106)
    }
}
