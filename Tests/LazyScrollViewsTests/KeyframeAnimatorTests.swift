import DisplayList
import ScrollCore
import Foundation
import Testing
@testable import LazyScrollViews

// `KeyframeAnimator` (https://developer.apple.com/documentation/swiftui/keyframeanimator) and
// the `keyframeAnimator` modifiers
// (https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:),
// https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:repeating:content:keyframes:)),
// stepped on frame time: "The `content` closure updates every frame while animating". The blue
// square is 40 pt, centred in the 300 × 200 window; its scale is the drawn transform's `a`, its
// opacity the drawn product of opacities.

/// A square that pops to 2× and back (linear, 0.5 s each way) once per tap of the red button.
@MainActor
private struct PoppingSquare: View {
    @State var taps = 0
    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                Color.blue.frame(width: 40, height: 40).scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }
        }
    }
}

/// A square that grows by one each tap: its keyframes start from the value the last run ended on.
@MainActor
private struct GrowingSquare: View {
    @State var taps = 0
    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                Color.blue.frame(width: 40, height: 40).scaleEffect(scale)
            } keyframes: { scale in
                LinearKeyframe(scale + 1, duration: 0.5)
            }
            Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }
        }
    }
}

/// A breathing square through the modifier: scale and opacity tracks of different lengths,
/// looping.
private struct Breath {
    var scale = 1.0
    var opacity = 1.0
}

@MainActor
private struct BreathingSquare: View {
    var repeating = true
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: Breath(), repeating: repeating) { square, breath in
                square.scaleEffect(breath.scale).opacity(breath.opacity)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.5, duration: 1)
                    LinearKeyframe(1.0, duration: 1)
                }
                KeyframeTrack(\.opacity) {
                    MoveKeyframe(0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            }
    }
}

/// A looping animator shown until the red button is tapped.
@MainActor
private struct RemovableBreath: View {
    @State var shown = true
    var body: some View {
        VStack {
            if shown { BreathingSquare() }
            Color.red.frame(width: 20, height: 20).onTapGesture { shown = false }
        }
    }
}

@MainActor
private func scale(_ host: ViewHost, at time: Double) -> Double {
    animatedFill(host, at: time, color: animatedBlue)!.transform.a
}

@MainActor
@Suite struct KeyframeAnimatorTests {
    /// "Plays the given keyframes when the given trigger value changes": at rest on the initial
    /// value (no frames asked for) until the trigger changes; then the content is made at each
    /// frame with `KeyframeTimeline.value(time:)` since the change — 1 → 2 → 1, linear, 0.5 s
    /// each — and rests again when the keyframes end.
    @Test func aTriggerPlaysTheKeyframesOnce() {
        let host = makeHost(PoppingSquare())
        #expect(scale(host, at: 0) == 1)
        #expect(scale(host, at: 1) == 1)
        #expect(!host.isAnimating)
        tapFirstTarget(host, at: 1)
        #expect(host.isAnimating)
        #expect(abs(scale(host, at: 1.25) - 1.5) < 1e-9)
        #expect(abs(scale(host, at: 1.5) - 2) < 1e-9)
        #expect(abs(scale(host, at: 1.8) - 1.4) < 1e-9)      // 2 − (0.3 / 0.5)
        #expect(scale(host, at: 2.0) == 1)
        #expect(!host.isAnimating)                            // the run is over
        #expect(scale(host, at: 3) == 1)
        tapFirstTarget(host, at: 3)
        #expect(abs(scale(host, at: 3.25) - 1.5) < 1e-9)     // and plays again
    }

    /// A trigger change mid-run starts the keyframes again from the value shown (1.5 at
    /// t = 1.25): 1.5 → 2 over 0.5 s is 1.75 at t = 1.5.
    @Test func aTriggerChangeMidRunRestartsFromTheValueShown() {
        let host = makeHost(PoppingSquare())
        _ = scale(host, at: 0)
        tapFirstTarget(host, at: 1)
        #expect(abs(scale(host, at: 1.25) - 1.5) < 1e-9)
        tapFirstTarget(host, at: 1.25)
        #expect(abs(scale(host, at: 1.5) - 1.75) < 1e-9)
        #expect(abs(scale(host, at: 1.75) - 2) < 1e-9)
        #expect(scale(host, at: 2.25) == 1)
    }

    /// "The current value of the animator is the single argument, which is equal to
    /// `initialValue` when the view first appears, then is equal to the end value of the previous
    /// keyframe animation on subsequent calls": each run goes one further, and stays there.
    @Test func theKeyframesStartFromTheLastRunsEnd() {
        let host = makeHost(GrowingSquare())
        _ = scale(host, at: 0)
        tapFirstTarget(host, at: 1)
        #expect(abs(scale(host, at: 1.25) - 1.5) < 1e-9)
        #expect(scale(host, at: 1.5) == 2)
        #expect(scale(host, at: 2) == 2)
        tapFirstTarget(host, at: 2)
        #expect(abs(scale(host, at: 2.25) - 2.5) < 1e-9)
        #expect(scale(host, at: 3) == 3)
    }

    /// "Loops the given keyframes continuously": from when the content appears (t = 0); the
    /// timeline lasts as long as its longest track (2 s); the opacity track jumps to 0.5 at the
    /// start of each loop (`MoveKeyframe`), is back to 1 by 0.5 s and holds it.
    @Test func repeatingKeyframesLoop() {
        let host = makeHost(BreathingSquare())
        let start = animatedFill(host, at: 0, color: animatedBlue)!
        #expect(start.transform.a == 1 && start.opacity == 0.5)
        let quarter = animatedFill(host, at: 0.25, color: animatedBlue)!
        #expect(abs(quarter.transform.a - 1.125) < 1e-9)
        #expect(abs(quarter.opacity - 0.75) < 1e-9)
        let later = animatedFill(host, at: 1.5, color: animatedBlue)!
        #expect(abs(later.transform.a - 1.25) < 1e-9)        // 1.5 − 0.5 × 0.5
        #expect(later.opacity == 1)
        // The second loop, 0.25 s in: as the first.
        let again = animatedFill(host, at: 2.25, color: animatedBlue)!
        #expect(abs(again.transform.a - 1.125) < 1e-9)
        #expect(abs(again.opacity - 0.75) < 1e-9)
        #expect(host.isAnimating)
    }

    /// "If false, the value at the beginning of the keyframe timeline will be provided to the
    /// content closure": the opacity's `MoveKeyframe` (0.5) at time 0, no frames asked for.
    @Test func notRepeatingShowsTheBeginningOfTheTimeline() {
        let host = makeHost(BreathingSquare(repeating: false))
        let fill = animatedFill(host, at: 0, color: animatedBlue)!
        #expect(fill.transform.a == 1 && fill.opacity == 0.5)
        let later = animatedFill(host, at: 1, color: animatedBlue)!
        #expect(later.transform.a == 1 && later.opacity == 0.5)
        #expect(!host.isAnimating)
    }

    /// Removed, a looping animator stops asking for frames.
    @Test func aRemovedAnimatorStopsStepping() {
        let host = makeHost(RemovableBreath())
        _ = scale(host, at: 0.25)
        #expect(host.graph.frameAnimations.count == 1)
        tapFirstTarget(host, at: 0.3)
        #expect(host.graph.frameAnimations.isEmpty)
        host.update(size: host.size, at: 1)
        #expect(!host.isAnimating)
    }
}
