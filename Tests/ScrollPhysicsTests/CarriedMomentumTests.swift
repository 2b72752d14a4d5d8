import Foundation
import Testing
import ScrollCore
import ScrollInput
@testable import ScrollPhysics

/// iOS momentum build-up (Flutter `BouncingScrollPhysics.carriedMomentum` + `ScrollDragController`).
@Suite("Carried momentum and the drag start threshold")
struct CarriedMomentumTests {
    // references §6.2: carriedMomentum(v) = sign(v)·min(0.000816·|v|^1.967, 40000).
    @Test("carriedMomentum reference values", arguments: [(500.0, 166.2), (1000.0, 649.7), (2000.0, 2539.9), (4000.0, 9929.8), (8000.0, 38821.1)])
    func referenceValues(velocity: Double, carried: Double) {
        #expect(isClose(PhysicsPolicy.carriedMomentum(velocity), carried, within: 0.05))
        #expect(isClose(PhysicsPolicy.carriedMomentum(-velocity), -carried, within: 0.05))
    }

    @Test func capAndDegenerateValues() {
        #expect(PhysicsPolicy.carriedMomentum(1e6) == 40000)
        #expect(PhysicsPolicy.carriedMomentum(0) == 0)
        #expect(PhysicsPolicy.carriedMomentum(.nan) == 0)
    }

    /// A 2000 pt/s fling from 1000, caught at 0.3 s (velocity 2000·0.998³⁰⁰ ≈ 1097 pt/s), then a
    /// drag of 12 × 20 pt at 120 Hz, moving until `lastMoveSeconds`, released at 0.4 s with
    /// `release` pt/s. Returns the position right after the release and the caught velocity.
    static func flingCatchAndFling(preset: PhysicsPreset = .ios, release: PointsPerSecond,
                                   lastMoveSeconds: Seconds = 0.4) -> (position: ScrollPhysicsPosition, caught: PointsPerSecond) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: preset, metrics: ScrollMetrics.content(extent: 200_000, viewport: 800), offset: 1000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 2000))))
        position.advance(to: 0.3)
        let caught = position.velocity
        position.apply(at(0.3, .hold))
        position.apply(at(0.3, .dragBegan))
        var t = 0.3
        while t + 1.0 / 120 <= lastMoveSeconds + 1e-9 {
            t += 1.0 / 120
            position.apply(at(t, .dragChanged(delta: Vector(dx: 0, dy: 20))))
        }
        position.apply(at(0.4, .dragEnded(velocity: Vector(dx: 0, dy: release))))
        return (position, caught)
    }

    @Test func repeatedFlingAddsCarriedMomentum() {
        let (position, caught) = Self.flingCatchAndFling(release: 2000)
        #expect(isClose(caught, 2000 * pow(0.998, 300), relative: 1e-9))
        // 2000 + 0.000816·1097.1^1.967 ≈ 2000 + 780.
        let expected = 2000 + PhysicsPolicy.carriedMomentum(caught)
        #expect(isClose(position.velocity, expected, within: 1e-6))
        #expect(position.velocity > 2700)
        #expect(position.stats.momentumCarries == 1)
    }

    // Standing still for more than 20 ms before the release loses the momentum (Flutter
    // momentumRetainStationaryDurationThreshold): last move at 0.35 s, release at 0.4 s.
    @Test func pauseLosesMomentum() {
        let (position, _) = Self.flingCatchAndFling(release: 2000, lastMoveSeconds: 0.35)
        #expect(position.velocity == 2000)
        #expect(position.stats.momentumCarries == 0)
    }

    // A pointer reported every 50 ms (an `xdotool` drag, a busy event loop) that flicks again
    // keeps moving between its reports: 20-pt moves after 50 ms gaps do not count as standing
    // still, so the momentum carries (before, every gap over 20 ms lost it). A small move after
    // a pause (the pointer setting off from rest) still loses it.
    @Test("sparse moves keep the momentum; a small move after a pause loses it", arguments: [false, true])
    func sparseMovesKeepMomentum(pause: Bool) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: ScrollMetrics.content(extent: 200_000, viewport: 800), offset: 1000)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 2000))))
        position.advance(to: 0.3)
        let caught = position.velocity
        position.apply(at(0.3, .hold))
        position.apply(at(0.3, .dragBegan))
        if pause {
            position.apply(at(0.31, .dragChanged(delta: Vector(dx: 0, dy: 20))))
            position.apply(at(0.35, .dragChanged(delta: Vector(dx: 0, dy: 1))))   // 40 ms still, then 1 pt
        }
        position.apply(at(0.35, .dragChanged(delta: Vector(dx: 0, dy: 20))))
        position.apply(at(0.40, .dragChanged(delta: Vector(dx: 0, dy: 20))))
        position.apply(at(0.40, .dragEnded(velocity: Vector(dx: 0, dy: 2000))))
        #expect(position.velocity == (pause ? 2000 : 2000 + PhysicsPolicy.carriedMomentum(caught)))
        #expect(position.stats.momentumCarries == (pause ? 0 : 1))
    }

    // Flinging back, or at no more than half the carried velocity (≈ 390 pt/s), adds nothing.
    @Test("opposite or weak releases add nothing", arguments: [-2000.0, 300.0])
    func oppositeOrWeak(release: Double) {
        let (position, caught) = Self.flingCatchAndFling(release: release)
        #expect(release < 0 || release <= 0.5 * PhysicsPolicy.carriedMomentum(caught))
        #expect(position.velocity == release)
    }

    @Test("only the iOS presets build momentum", arguments: [PhysicsPreset.android, .paging])
    func otherPresets(preset: PhysicsPreset) {
        let (position, _) = Self.flingCatchAndFling(preset: preset, release: 2000)
        #expect(position.stats.momentumCarries == 0)
    }

    // A fling past 8000 pt/s: the release is clipped to 8000 and the carried momentum added on
    // top (Flutter clips in the recognizer, adds in ScrollDragController.end): catching a 4000
    // pt/s fling at once (carried 9929.8) and flinging at ≥ 8000 (> ½·9929.8) starts at
    // 8000 + 9929.8 pt/s.
    @Test func momentumGoesPastTheReleaseClip() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: ScrollMetrics.content(extent: 1e6, viewport: 800), offset: 0)
        position.apply(at(0, .dragEnded(velocity: Vector(dx: 0, dy: 4000))))
        position.apply(at(0, .hold))
        position.apply(at(0, .dragBegan))
        position.apply(at(0.01, .dragChanged(delta: Vector(dx: 0, dy: 80))))
        position.apply(at(0.02, .dragEnded(velocity: Vector(dx: 0, dy: 1e9))))
        #expect(isClose(position.velocity, 8000 + 9929.8, within: 0.1))
        #expect(position.velocity <= position.policy.maxBallisticVelocity)
    }

    // Flutter `dragStartDistanceMotionThreshold` 3.5 pt (iOS): 1-pt moves at 120 Hz move nothing
    // until the travel exceeds 3.5 pt (the 4th), which moves min(3.5/3, 1) = 1 pt; then 1:1.
    // After standing still for more than 50 ms the threshold re-arms; a 30-pt move (> 24) breaks
    // it unchanged. Android has no threshold.
    @Test func dragStartThreshold() {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 1000)
        position.apply(at(0, .dragBegan))
        var offsets: [Points] = []
        for i in 1...6 {
            position.apply(at(Double(i) / 120, .dragChanged(delta: Vector(dx: 0, dy: 1))))
            offsets.append(position.offset)
        }
        #expect(offsets == [1000, 1000, 1000, 1001, 1002, 1003])
        // 6/120 + 0.06 s later: re-armed; 2 pt is under the threshold.
        position.apply(at(0.11, .dragChanged(delta: Vector(dx: 0, dy: 2))))
        #expect(position.offset == 1003)
        // 2 + 30 > 3.5 and 30 > 24: passes whole.
        position.apply(at(0.12, .dragChanged(delta: Vector(dx: 0, dy: 30))))
        #expect(position.offset == 1033)

        var android = ScrollPhysicsPosition(axis: .vertical, preset: .android, metrics: tallMetrics, offset: 1000)
        android.apply(at(0, .dragBegan))
        android.apply(at(0.01, .dragChanged(delta: Vector(dx: 0, dy: 1))))
        #expect(android.offset == 1001)
        // Touchpad streams have no threshold either (the content follows the fingers 1:1).
        var touchpad = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 1000)
        touchpad.apply(at(0, .preciseScroll(delta: Vector(dx: 0, dy: 1))))
        #expect(touchpad.offset == 1001)
    }
    // A pointer reported sparsely keeps moving between its reports: 20-pt moves 60 ms apart (an
    // `xdotool` drag) break the threshold once, at the drag's start (eased to 3.5/3 pt), and then
    // follow 1:1 — a gap ending in a move bigger than the threshold does not re-arm it. Before,
    // each gap over 50 ms re-armed it and every move was eased: 6 · 3.5/3 = 7 pt instead of 101.17.
    @Test("sparse moves past the threshold do not re-arm it", arguments: [0.051, 0.06, 0.2])
    func sparseMovesFollow(gap: Seconds) {
        var position = ScrollPhysicsPosition(axis: .vertical, preset: .ios, metrics: tallMetrics, offset: 1000)
        position.apply(at(0, .dragBegan))
        for i in 0..<6 {
            position.apply(at(Double(i) * gap, .dragChanged(delta: Vector(dx: 0, dy: 20))))
        }
        #expect(isClose(position.offset, 1000 + 3.5 / 3 + 5 * 20, within: 1e-9))
    }
}
