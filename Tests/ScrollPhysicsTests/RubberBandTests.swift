import Testing
import ScrollCore
@testable import ScrollPhysics

@Suite("PhysicsPolicy: rubber band and clamping drags")
struct RubberBandTests {
    // references §6.2 (gist originell/6961057 table, d = 960): b = (1 − 1/(x·0.55/d + 1))·d.
    @Test("iOS rubber band at d = 960", arguments: [(5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65), (2000.0, 512.62)])
    func table(x: Points, expected: Points) {
        #expect(isClose(PhysicsPolicy.rubberBand(overscroll: x, viewport: 960), expected, within: 0.005))
        #expect(isClose(PhysicsPolicy.inverseRubberBand(displayed: expected, viewport: 960), x, relative: 1e-3))
    }

    @Test func monotoneAndBounded() {
        var previous = 0.0
        for x in stride(from: 1.0, through: 100_000, by: 97) {
            let b = PhysicsPolicy.rubberBand(overscroll: x, viewport: 800)
            #expect(b > previous && b < 800)
            previous = b
        }
        #expect(PhysicsPolicy.rubberBand(overscroll: 100, viewport: 0) == 0)
        #expect(PhysicsPolicy.rubberBand(overscroll: .nan, viewport: 800) == 0)
        #expect(PhysicsPolicy.inverseRubberBand(displayed: 800, viewport: 800).isFinite)
    }

    // A drag applied in 1-pt steps gives the same overscroll as one 100-pt step: the incremental
    // mapping reproduces the cumulative formula (x = 100 → 52.02 at d = 960).
    @Test("incremental drag past an edge equals the cumulative formula", arguments: [PhysicsPreset.ios, .iosFast])
    func incremental(preset: PhysicsPreset) {
        let metrics = ScrollMetrics(minOffset: 0, maxOffset: 5000, viewportExtent: 960)
        let policy = PhysicsPolicy(preset: preset)
        var offset = 10.0
        for _ in 0..<110 { offset = policy.applyUserOffset(-1, to: offset, metrics: metrics) }
        #expect(isClose(offset, -52.02, within: 0.01))
        // Dragging back 100 pt of finger travel returns exactly to the edge; 10 more is in range.
        for _ in 0..<110 { offset = policy.applyUserOffset(1, to: offset, metrics: metrics) }
        #expect(isClose(offset, 10, within: 1e-6))
        let end = policy.applyUserOffset(5400, to: 4000, metrics: metrics)
        #expect(isClose(end, 5000 + PhysicsPolicy.rubberBand(overscroll: 4400, viewport: 960), within: 1e-6))
    }

    @Test func androidClampsDrags() {
        let policy = PhysicsPolicy(preset: .android)
        let metrics = ScrollMetrics(minOffset: 0, maxOffset: 1000, viewportExtent: 800)
        #expect(policy.applyUserOffset(-50, to: 20, metrics: metrics) == 0)
        #expect(policy.applyUserOffset(500, to: 900, metrics: metrics) == 1000)
        // Already outside (content shrank): may move back toward range, never further out.
        #expect(policy.applyUserOffset(30, to: 1200, metrics: metrics) == 1200)
        #expect(policy.applyUserOffset(-30, to: 1200, metrics: metrics) == 1170)
    }

    // Flutter createBallisticSimulation: iOS in range under 20 pt/s → nil; out of range → spring.
    @Test func ballisticChoices() {
        let metrics = ScrollMetrics(minOffset: 0, maxOffset: 1000, viewportExtent: 800)
        let ios = PhysicsPolicy(preset: .ios), android = PhysicsPolicy(preset: .android)
        #expect(ios.ballisticSimulation(position: 500, velocity: 19, metrics: metrics) == nil)
        #expect(ios.ballisticSimulation(position: 1050, velocity: 0, metrics: metrics)?.isSpring(at: 0) == true)
        #expect(android.ballisticSimulation(position: 1000, velocity: 3000, metrics: metrics) == nil)
        #expect(android.ballisticSimulation(position: -30, velocity: 0, metrics: metrics)?.restPosition == 0)
        if case .clamped(let simulation, _, _)? = android.ballisticSimulation(position: 500, velocity: 1e9, metrics: metrics) {
            #expect(simulation.startVelocity == 8000)
        } else {
            Issue.record("expected a clamped fling")
        }
    }
}
