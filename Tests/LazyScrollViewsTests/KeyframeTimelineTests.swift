import Foundation
import ScrollEffects
import Testing
@testable import LazyScrollViews

// `KeyframeTimeline` (https://developer.apple.com/documentation/swiftui/keyframetimeline), the
// evaluator `KeyframeAnimator` draws with: values at chosen times for each kind of keyframe
// (https://developer.apple.com/documentation/swiftui/linearkeyframe, …/springkeyframe,
// …/cubickeyframe, …/movekeyframe), derived by hand. The WWDC23 session "Wind your way through
// advanced animations in SwiftUI" (https://developer.apple.com/videos/play/wwdc2023/10157/)
// introduces them.

/// Several properties, each a track's.
private struct Pose {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGSize.zero
}

/// Your own `Keyframes` type, built from its `body`.
private struct Wobble: Keyframes {
    var body: some Keyframes<Pose> {
        KeyframeTrack(\.angle) {
            LinearKeyframe(.degrees(10), duration: 0.5)
            LinearKeyframe(.degrees(-10), duration: 1)
        }
    }
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

@Suite struct KeyframeTimelineTests {
    /// "A keyframe that uses simple linear interpolation": 0 → 10 over 1 s, then → 0 over 0.5 s;
    /// before 0 the initial value, after the end the last keyframe's.
    @Test func linearKeyframesInterpolateStraight() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(time: 0) == 0)
        #expect(near(timeline.value(time: 0.25), 2.5))
        #expect(timeline.value(time: 1) == 10)
        #expect(near(timeline.value(time: 1.25), 5))           // 10 − 10 × 0.25 / 0.5
        #expect(timeline.value(time: 2) == 0)
        #expect(near(timeline.value(progress: 0.5), 7.5))     // t = 0.75
    }

    /// "timingCurve: A unit curve that controls the speed of interpolation": `.easeInOut`'s
    /// Bézier (0.42, 0), (0.58, 1) at x = 0.25 is at t = 0.225065, y = 3(1 − t)t² + t³ =
    /// 0.129162 → 1.29162; at x = 0.5, y = 0.5 by symmetry.
    @Test func aTimingCurvePacesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1, timingCurve: .easeInOut)
        }
        #expect(near(timeline.value(time: 0.25), 1.291619, 1e-6))
        #expect(near(timeline.value(time: 0.5), 5, 1e-9))
        #expect(timeline.value(time: 1) == 10)
        // The curve's slope (SwiftUI's `UnitCurve.velocity(at:)`): 0 at both ends of easeInOut;
        // easeOut at 0 is the limit 3·1 / (3·0.58) = 1.724138 (both control points' first
        // derivatives vanish there: the ratio of the second ones).
        #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
        #expect(near(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-9))
    }

    /// The WWDC/Apple example: `CubicKeyframe((0, 100), 0.3)`, `CubicKeyframe((0, 0), 0.7)` from
    /// `.zero`. A cubic curve passes through each keyframe at its time; here the velocity at
    /// 0.3 s is Catmull-Rom's (0 − 0) / 1.0 = 0 and the ends are at rest, so the first segment is
    /// 100 × (3u² − 2u³): 50 at u = ½ (t = 0.15).
    @Test func cubicKeyframesPassThroughEachKeyframe() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
        }
        #expect(abs(timeline.duration - 1.0) < 1e-12)
        #expect(timeline.value(time: 0) == .zero)
        #expect(near(Double(timeline.value(time: 0.3).y), 100))
        #expect(near(Double(timeline.value(time: 0.15).y), 50))
        #expect(timeline.value(time: 1.0) == .zero)
    }

    /// "Adjacent cubic keyframes result in a Catmull-Rom spline": 0 → 10 (1 s) → 30 (1 s). At
    /// the middle keyframe the velocity is (30 − 0) / 2 = 15; Hermite at u = ½ is
    /// ½p₀ + ⅛d·m₀ + ½p₁ − ⅛d·m₁: 5 − 1.875 = 3.125, then 5 + 1.875 + 15 = 21.875. The curve is
    /// smooth there (its slope 15 on both sides), and explicit velocities win:
    /// 0 → 10 leaving at 20 and arriving at 0 is 0.125 × 20 + 5 = 7.5 at u = ½.
    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        #expect(near(timeline.value(time: 0.5), 3.125))
        #expect(timeline.value(time: 1) == 10)
        #expect(near(timeline.value(time: 1.5), 21.875))
        #expect(timeline.value(time: 2) == 30)
        let h = 1e-6
        #expect(near((timeline.value(time: 1) - timeline.value(time: 1 - h)) / h, 15, 1e-4))
        #expect(near((timeline.value(time: 1 + h) - timeline.value(time: 1)) / h, 15, 1e-4))

        let explicit = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 20, endVelocity: 0)
        }
        #expect(near(explicit.value(time: 0.5), 7.5))
    }

    /// "If a cubic keyframe follows a different type of keyframe, such as a linear keyframe, the
    /// end velocity of the segment defined by the previous keyframe will be used as the starting
    /// velocity": after 0 → 10 linear in 1 s (10/s), a cubic to 10 over 1 s that ends at rest is
    /// 10 + ⅛ × 10 = 11.25 at u = ½ — it carries on past 10 before coming back.
    @Test func aCubicKeyframeAfterALinearOneStartsAtItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(near(timeline.value(time: 1.5), 11.25))
    }

    /// "A keyframe that uses a spring function to interpolate to the given value": a critically
    /// damped spring of 0.5 s (ω₀ = 4π) from 0 to 1 is 1 − (1 + ω₀t)e^(−ω₀t): 0.821026 at
    /// 0.25 s. Without a duration it lasts the spring's settling duration, 9.2334 / ω₀ =
    /// 0.734772 s, and ends on 1; `.bouncy` overshoots to 1.045988 at 0.35007 s
    /// (Documentation/Animation.md).
    @Test func aSpringKeyframeSettlesTowardsItsValue() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(near(timeline.duration, 0.734772, 1e-6))
        #expect(near(timeline.value(time: 0.25), 0.821026, 1e-6))
        #expect(timeline.value(time: 0.7) > timeline.value(time: 0.5))
        #expect(abs(timeline.value(time: 0.7) - 1) < 0.002)
        #expect(timeline.value(time: 1) == 1)

        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .bouncy) }
        #expect(near(bouncy.value(time: 0.35007), 1.045988, 1e-6))
    }

    /// A spring's `startVelocity` left nil is the velocity the track has ("to maintain smooth
    /// motion"): after 0 → 1 linear in 1 s (1/s), a spring to 1 from 1 moves by v₀·t·e^(−ω₀t):
    /// 1 + 0.25e^(−π) = 1.010803 at 0.25 s. Cut at 0.5 s, the next keyframe starts where the
    /// spring is: 1 − (1 + 2π)e^(−2π) = 0.986399 from 0, linear to 0 over 1 s: 0.493200 half way.
    @Test func aSpringKeyframeKeepsTheTracksVelocityAndIsCutByItsDuration() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let carried = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(1.0, duration: 0.5, spring: spring)
        }
        #expect(near(carried.value(time: 1.25), 1.010803, 1e-6))
        let cut = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.5, spring: spring)
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(near(cut.value(time: 0.5), 0.986399, 1e-6))
        #expect(near(cut.value(time: 1.0), 0.493200, 1e-6))
    }

    /// "A keyframe that immediately moves to the given value without interpolating": it takes no
    /// time; the next keyframe starts from there.
    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(0.0)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(near(timeline.value(time: 0.5), 5))
        #expect(timeline.value(time: 1) == 0)
        #expect(near(timeline.value(time: 1.5), 2.5))
        let first = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(3.0)
            LinearKeyframe(5.0, duration: 1)
        }
        #expect(first.value(time: 0) == 3)
        #expect(near(first.value(time: 0.5), 4))
    }

    /// Tracks run side by side, each on its property; the timeline lasts as long as the longest
    /// (2 s), a shorter one holding its last value, an untouched property keeping the initial.
    @Test func tracksOfDifferentDurationsRunSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let early = timeline.value(time: 0.25)
        #expect(near(early.scale, 1.5))
        #expect(near(early.angle.degrees, 11.25))
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 1)
        #expect(near(late.angle.degrees, 67.5))
        #expect(late.offset == .zero)
    }

    /// The builders take `for`, `if`/`else` and your own `Keyframes` type; a track's property
    /// starts at the initial value's.
    @Test func theBuildersTakeLoopsConditionsAndYourOwnKeyframes() {
        let steps = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                for step in 1...3 { LinearKeyframe(Double(step), duration: 1) }
            }
        }
        #expect(steps.duration == 3)
        #expect(near(steps.value(time: 2.5).scale, 2.5))
        let whole = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(4.0, duration: 1)
                LinearKeyframe(0.0, duration: 1)
            }
        }
        #expect(near(whole.value(time: 0.5), 2))
        #expect(near(whole.value(time: 1.5), 2))
        for flag in [true, false] {
            let branch = KeyframeTimeline(initialValue: Pose(scale: 2)) {
                if flag {
                    KeyframeTrack(\.scale) { LinearKeyframe(4.0, duration: 1) }
                } else {
                    KeyframeTrack(\.offset) { LinearKeyframe(CGSize(width: 10, height: 20), duration: 2) }
                }
            }
            #expect(branch.duration == (flag ? 1 : 2))
            #expect(near(branch.value(time: 0.5).scale, flag ? 3 : 2))
            #expect(branch.value(time: 1).offset == (flag ? .zero : CGSize(width: 5, height: 10)))
        }
        let wobble = KeyframeTimeline(initialValue: Pose()) { Wobble() }
        #expect(wobble.duration == 1.5)
        #expect(near(wobble.value(time: 1).angle.degrees, 0))
    }

    /// `Spring` as Apple's page gives it: `Spring(duration: 0.5, bounce: 0.3)` has stiffness
    /// (4π)² = 157.91 and damping 2 × 0.7 × 4π = 17.59; `value(target:…)` from 0.
    @Test func springAsAValue() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(near(spring.stiffness, 157.913670, 1e-5))
        #expect(near(spring.damping, 17.592919, 1e-5))
        #expect(near(spring.bounce, 0.3, 1e-12))
        #expect(near(Spring.smooth.value(target: 1.0, time: 0.25), 0.821026, 1e-6))
        #expect(near(Spring(mass: 1, stiffness: 157.913670, damping: 17.592919).bounce, 0.3, 1e-6))
    }
}
