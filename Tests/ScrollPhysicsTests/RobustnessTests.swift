import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

/// No NaN or infinity can reach `offset` or `velocity`, whatever arrives.
@Suite("ScrollPhysicsPosition robustness")
struct RobustnessTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, 0]

    private func expectFinite(_ position: ScrollPhysicsPosition, _ comment: Comment? = nil) {
        #expect(position.offset.isFinite, comment)
        #expect(position.velocity.isFinite, comment)
    }

    @Test("hostile values in every intent", arguments: PhysicsPreset.allCases, hostile)
    func hostileIntents(preset: PhysicsPreset, value: Double) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 500)
        let vector = Vector(dx: value, dy: value)
        let intents: [ScrollIntent] = [
            .hold, .dragBegan, .dragChanged(delta: vector), .dragEnded(velocity: vector),
            .preciseScroll(delta: vector), .preciseScrollEnded(velocity: vector),
            .animatedScroll(by: vector), .page(Int.max), .page(Int.min), .scrollToEnd,
        ]
        var t = 0.0
        for intent in intents {
            t += 0.05
            position.apply(at(t, intent))
            expectFinite(position, "\(intent)")
            for _ in 0..<5 { t += 0.01; position.advance(to: t); expectFinite(position, "\(intent)") }
        }
        position.correct(by: value)
        expectFinite(position)
        position.jump(to: value, at: t)
        position.animate(to: value, at: t)
        position.updateMetrics(ScrollMetrics(minOffset: value, maxOffset: -value, viewportExtent: value), at: t + 1)
        position.advance(to: t + 20)
        expectFinite(position)
        #expect(position.metrics.maxOffset >= position.metrics.minOffset)
        #expect(position.metrics.viewportExtent >= 0)
    }

    @Test func nanIntentsChangeNothing() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 500)
        position.apply(at(0, .dragChanged(delta: Vector(dx: 0, dy: .nan))))
        position.apply(at(0, .animatedScroll(by: Vector(dx: 0, dy: .infinity))))
        position.apply(at(.nan, .scrollToEnd))
        position.correct(by: .nan)
        position.advance(to: .infinity)
        #expect(position.offset == 500)
        #expect(position.activity == .idle || position.activity == .drag)
        #expect(position.stats.nonFiniteInputs >= 4)
    }

    // Time going backwards is ignored by advance, and intents stamped in the past act "now".
    @Test func timeGoingBackwards() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: tallMetrics, offset: 500)
        position.apply(at(1, .dragEnded(velocity: Vector(dx: 0, dy: 2000))))
        position.advance(to: 1.5)
        let x = position.offset
        position.advance(to: 1.2)
        position.advance(to: 1.5)  // zero dt
        #expect(position.offset == x)
        position.apply(at(0.3, .hold))
        #expect(position.offset == x)
        #expect(position.activity == .hold)
        #expect(position.stats.timeReversals == 2)
    }

    // kMaxFlingVelocity: 1e9 pt/s is clipped to 8000 ⇒ iOS travel 8000/(−1000 ln 0.998) = 3996.
    @Test func hugeVelocityIsClipped() {
        var position = ScrollPhysicsPosition(axis: .vertical, metrics: ScrollMetrics.content(extent: 100_000, viewport: 800), offset: 0)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 1e9))))
        #expect(position.velocity == 8000)
        position.advance(to: 10)
        #expect(isClose(position.offset, 3996, relative: 0.005))
    }

    @Test("huge drags stay bounded", arguments: PhysicsPreset.allCases)
    func hugeDrag(preset: PhysicsPreset) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: tallMetrics, offset: 500)
        position.apply(at(0, .dragChanged(delta: Vector(dx: 0, dy: 1e300))))
        #expect(position.offset <= tallMetrics.maxOffset + tallMetrics.viewportExtent)
        position.apply(at(0, .dragChanged(delta: Vector(dx: 0, dy: -1e300))))
        #expect(position.offset >= -tallMetrics.viewportExtent)
        // ±1e300 are clipped to ±1e9 pt and cancel: iOS comes back to ~500 through the inverse
        // rubber band (within float error at b ≈ d), Android was clamped at the end then at 0.
        #expect(preset == .android ? position.offset == 0 : isClose(position.offset, 500, within: 5))
        position.apply(at(0, .dragEnded(velocity: .zero)))
        position.advance(to: 5)
        #expect(position.activity == .idle)
        #expect(!position.metrics.isOutOfRange(position.offset))
    }

    // A zero viewport has no rubber band (b = 0): drags stop at the edge, nothing divides by zero.
    @Test("viewport 0", arguments: PhysicsPreset.allCases)
    func zeroViewport(preset: PhysicsPreset) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: ScrollMetrics(minOffset: 0, maxOffset: 500, viewportExtent: 0), offset: 10)
        position.apply(at(0, .dragChanged(delta: Vector(dx: 0, dy: -100))))
        #expect(position.offset == 0)
        position.apply(at(0, .page(1)))
        position.advance(to: 1)
        #expect(position.offset == 0)
        // 8000 pt/s travels ≥ 796 pt under every preset, so each fling ends at the 500 pt end.
        position.apply(at(1, .dragEnded(velocity: Vector(dx: 0, dy: 8000))))
        position.advance(to: 10)
        #expect(position.offset == 500)
    }

    // Content shorter than the viewport: maxOffset == minOffset; a fling bounces back to 0 (iOS)
    // or does nothing (Android).
    @Test("content shorter than the viewport", arguments: PhysicsPreset.allCases)
    func shortContent(preset: PhysicsPreset) {
        let metrics = ScrollMetrics.content(extent: 300, viewport: 800)
        #expect(metrics.maxOffset == metrics.minOffset)
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: metrics)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 5000))))
        position.apply(at(0.1, .scrollToEnd))
        position.apply(at(0.2, .page(3)))
        position.advance(to: 5)
        #expect(position.offset == 0)
        #expect(position.activity == .idle)
    }

    @Test func nonFiniteConstruction() {
        let position = ScrollPhysicsPosition(axis: .vertical, metrics: ScrollMetrics(minOffset: .nan, maxOffset: .nan, viewportExtent: -5), offset: .nan)
        #expect(position.offset == 0)
        #expect(position.metrics == ScrollMetrics(minOffset: 0, maxOffset: 0, viewportExtent: 0))
    }
}
