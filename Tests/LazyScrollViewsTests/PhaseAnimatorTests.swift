import DisplayList
import ScrollCore
import Foundation
import Testing
@testable import LazyScrollViews

// `PhaseAnimator` (https://developer.apple.com/documentation/swiftui/phaseanimator) and the
// `phaseAnimator` modifiers
// (https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:content:animation:),
// https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)),
// stepped on frame time. The blue square is 40 pt, centred in the 300 × 200 window; a scale's
// factor is the drawn transform's `a`, an opacity the drawn product of opacities.

/// A scale cycling 1.0 → 1.2 → 1.0, each move linear over 0.5 s.
@MainActor
private struct PulsingSquare: View {
    var body: some View {
        PhaseAnimator([1.0, 1.2, 1.0]) { scale in
            Color.blue.frame(width: 40, height: 40).scaleEffect(scale)
        } animation: { _ in .linear(duration: 0.5) }
    }
}

/// An opacity between two phases, each move with its own animation: 0.5 s ease-in-out up to
/// 1.0, 1 s linear back down to 0.2 — through the modifier.
@MainActor
private struct BlinkingSquare: View {
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .phaseAnimator([0.2, 1.0]) { square, opacity in
                square.opacity(opacity)
            } animation: { opacity in
                opacity == 1.0 ? .easeInOut(duration: 0.5) : .linear(duration: 1)
            }
    }
}

/// A scale between two phases under a spring.
@MainActor
private struct SpringSquare: View {
    var body: some View {
        PhaseAnimator([1.0, 2.0]) { scale in
            Color.blue.frame(width: 40, height: 40).scaleEffect(scale)
        } animation: { _ in .spring(duration: 0.5, bounce: 0) }
    }
}

/// A square that runs through three scales once per tap of the red button.
@MainActor
private struct TriggeredSquare: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Color.blue.frame(width: 40, height: 40)
                .phaseAnimator([1.0, 1.2, 1.4], trigger: taps) { square, scale in
                    square.scaleEffect(scale)
                } animation: { _ in .linear(duration: 0.5) }
            Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }
        }
    }
}

/// A square whose width is its own `@State` (a tap widens it by 10), pulsing inside an animator.
@MainActor
private struct WideningSquare: View {
    let scale: Double
    @State private var taps = 0
    var body: some View {
        Color.blue.frame(width: 40 + 10 * CGFloat(taps), height: 40).scaleEffect(scale)
            .onTapGesture { taps += 1 }
    }
}

/// The animator inside a screen whose own state (read by the content) changes mid-run.
@MainActor
private struct ScreenAroundAnimator: View {
    @State var taps = 0
    var body: some View {
        VStack {
            PhaseAnimator([1.0, 1.2, 1.0]) { scale in
                Color.blue.frame(width: 40 + 10 * CGFloat(taps), height: 40).scaleEffect(scale)
            } animation: { _ in .linear(duration: 0.5) }
            Color.red.frame(width: 20, height: 20).onTapGesture { taps += 1 }
        }
    }
}

/// An animator shown until the red button is tapped.
@MainActor
private struct RemovableAnimator: View {
    @State var shown = true
    var body: some View {
        VStack {
            if shown { PulsingSquare() }
            Color.red.frame(width: 20, height: 20).onTapGesture { shown = false }
        }
    }
}

/// Frames at `times` (the frames at which moves complete: an animator moves on at the first
/// frame at or after its animation's completion, as a 60 Hz host has one there).
@MainActor
private func frames(_ host: ViewHost, at times: Double...) {
    for time in times { host.update(size: host.size, at: time) }
}

@MainActor
private func scale(_ host: ViewHost, at time: Double) -> Double {
    animatedFill(host, at: time, color: animatedBlue)!.transform.a
}

@MainActor
@Suite struct PhaseAnimatorTests {
    /// "Cycles through a sequence of phases continuously"
    /// (https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:content:animation:)):
    /// the first phase is drawn, the move to 1.2 starts when it appears (t = 0), and each move
    /// waits for the one before to complete (linear, 0.5 s).
    @Test func cyclesThroughThePhasesEachMoveWaitingForTheLast() {
        let host = makeHost(PulsingSquare())
        #expect(scale(host, at: 0) == 1)
        // Linear 0.5 s from 1.0 to 1.2: at t = 0.25, 1.0 + 0.2 × 0.25 / 0.5 = 1.1.
        #expect(abs(scale(host, at: 0.25) - 1.1) < 1e-9)
        #expect(host.isAnimating)
        // Complete at t = 0.5: the move to the third phase (1.0) starts there, from 1.2.
        #expect(abs(scale(host, at: 0.5) - 1.2) < 1e-9)
        #expect(abs(scale(host, at: 0.75) - 1.1) < 1e-9)     // 1.2 − 0.2 × 0.5
        // t = 1.0: to the first phase (1.0 → 1.0, nothing moves); t = 1.5: around again to 1.2.
        #expect(scale(host, at: 1.0) == 1)
        #expect(scale(host, at: 1.25) == 1)
        #expect(abs(scale(host, at: 1.5) - 1) < 1e-9)
        #expect(abs(scale(host, at: 1.75) - 1.1) < 1e-9)
        #expect(host.isAnimating)                              // frames keep coming while shown
    }

    /// "Return the animation to use when transitioning to the next phase" — the closure is given
    /// the phase moved to: 0.2 → 1.0 takes `easeInOut(duration: 0.5)`, 1.0 → 0.2 `linear(duration: 1)`;
    /// after the last phase comes the first (the wrap at t = 1.5).
    @Test func eachMoveTakesTheAnimationOfThePhaseItGoesTo() {
        let host = makeHost(BlinkingSquare())
        #expect(animatedFill(host, at: 0, color: animatedBlue)!.opacity == 0.2)
        // easeInOut at u = 0.125 / 0.5 = 0.25 (first half): p = 4u³ = 0.0625 → 0.2 + 0.8 p = 0.25.
        #expect(abs(animatedFill(host, at: 0.125, color: animatedBlue)!.opacity - 0.25) < 1e-9)
        // u = 0.5: p = 4 × 0.125 = 0.5 → 0.6.
        #expect(abs(animatedFill(host, at: 0.25, color: animatedBlue)!.opacity - 0.6) < 1e-9)
        // Down to 0.2, linear over 1 s from t = 0.5: at t = 1.0, 1.0 − 0.8 × 0.5 = 0.6; at 1.25, 0.4.
        #expect(abs(animatedFill(host, at: 0.5, color: animatedBlue)!.opacity - 1.0) < 1e-9)
        #expect(abs(animatedFill(host, at: 1.0, color: animatedBlue)!.opacity - 0.6) < 1e-9)
        #expect(abs(animatedFill(host, at: 1.25, color: animatedBlue)!.opacity - 0.4) < 1e-9)
        // Complete at t = 1.5: back to the first move, ease-in-out up again.
        #expect(abs(animatedFill(host, at: 1.5, color: animatedBlue)!.opacity - 0.2) < 1e-9)
        #expect(abs(animatedFill(host, at: 1.75, color: animatedBlue)!.opacity - 0.6) < 1e-9)
    }

    /// A spring's move is complete at its perceptual duration (0.5 s), not once it settles
    /// (1.4696 × 0.5 = 0.7348 s for a critically damped one): the move back starts at t = 0.5
    /// from where the spring is, x(0.5) = 1 − (1 + 2π)e^(−2π) = 0.986400 of the way.
    @Test func aSpringMoveCompletesAtItsDuration() {
        let host = makeHost(SpringSquare())
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        #expect(spring.logicalDuration == 0.5)
        let at05 = 1 + spring.springValue(at: 0.5)                     // 1.986400
        #expect(abs(at05 - 1.986400) < 1e-6)
        #expect(abs(scale(host, at: 0.5) - at05) < 1e-9)
        // Back to 1.0 from there: x(0.25) = 1 − (1 + π)e^(−π) = 0.821021 of the way by t = 0.75.
        let back = at05 - (at05 - 1) * spring.springValue(at: 0.25)   // 1.176540
        #expect(abs(back - 1.176540) < 1e-6)
        #expect(abs(scale(host, at: 0.75) - back) < 1e-9)
    }

    /// "A value whose changes cause the animator to use the next phase"
    /// (https://developer.apple.com/documentation/swiftui/phaseanimator/init(_:trigger:content:animation:)):
    /// at rest on the first phase until the trigger changes; then once through the phases and
    /// back to the first, where it rests (no frames asked for) until the next change.
    @Test func aTriggerRunsThroughThePhasesOncePerChange() {
        let host = makeHost(TriggeredSquare())
        #expect(scale(host, at: 0) == 1)
        #expect(scale(host, at: 1) == 1)
        #expect(!host.isAnimating)
        tapFirstTarget(host, at: 1)
        #expect(abs(scale(host, at: 1.25) - 1.1) < 1e-9)     // 1.0 → 1.2
        frames(host, at: 1.5)
        #expect(abs(scale(host, at: 1.75) - 1.3) < 1e-9)     // 1.2 → 1.4 from t = 1.5
        frames(host, at: 2.0)
        #expect(abs(scale(host, at: 2.25) - 1.2) < 1e-9)     // 1.4 → 1.0 from t = 2.0
        #expect(scale(host, at: 2.5) == 1)
        #expect(scale(host, at: 3) == 1)
        #expect(!host.isAnimating)                             // the run is over
        tapFirstTarget(host, at: 3)
        #expect(abs(scale(host, at: 3.25) - 1.1) < 1e-9)     // and runs again
    }

    /// The content keeps its identity from phase to phase: a view's `@State` inside it (the
    /// square's width, widened by a tap) is the same after two moves.
    @Test func theContentKeepsItsStateFromPhaseToPhase() {
        let host = makeHost(PhaseAnimator([1.0, 1.2, 1.0]) { scale in WideningSquare(scale: scale) }
                            animation: { _ in .linear(duration: 0.5) })
        tapFirstTarget(host, at: 0.1)
        let fill = animatedFill(host, at: 0.25, color: animatedBlue)!
        #expect(abs(fill.rect.width - 50 * 1.1) < 1e-9)
        frames(host, at: 0.5, 1.0)
        let later = animatedFill(host, at: 1.25, color: animatedBlue)!
        #expect(abs(later.rect.width - 50) < 1e-9)                        // still 50 wide, at phase 1.0
        frames(host, at: 1.5)
        let again = animatedFill(host, at: 1.75, color: animatedBlue)!
        #expect(abs(again.rect.width - 50 * 1.1) < 1e-9)
    }

    /// The animator keeps its phase while its identity holds: the screen around it re-evaluated
    /// mid-move (its state, read by the content, widens the square) does not restart the run.
    @Test func aParentUpdateDoesNotRestartTheRun() {
        let host = makeHost(ScreenAroundAnimator())
        _ = scale(host, at: 0)
        tapFirstTarget(host, at: 0.3)
        let fill = animatedFill(host, at: 0.3, color: animatedBlue)!
        #expect(abs(fill.transform.a - 1.12) < 1e-9)          // 1 + 0.2 × 0.3 / 0.5
        #expect(abs(fill.rect.width - 50 * 1.12) < 1e-9)
        frames(host, at: 0.5)
        #expect(abs(scale(host, at: 0.75) - 1.1) < 1e-9)       // second move, as before
    }

    /// A move completing between two frames: the next starts at the first frame after (here
    /// t = 0.6, not 0.5), from where the last left the view — at 0.8 it is 0.2 / 0.5 of the way
    /// back from 1.2: 1.2 − 0.2 × 0.4 = 1.12.
    @Test func theNextMoveStartsAtTheFirstFrameAfterCompletion() {
        let host = makeHost(PulsingSquare())
        #expect(abs(scale(host, at: 0.45) - 1.18) < 1e-9)
        #expect(abs(scale(host, at: 0.6) - 1.2) < 1e-9)
        #expect(abs(scale(host, at: 0.8) - 1.12) < 1e-9)
    }

    /// Removed, the animator stops asking for frames.
    @Test func aRemovedAnimatorStopsStepping() {
        let host = makeHost(RemovableAnimator())
        _ = scale(host, at: 0.25)
        #expect(host.graph.frameAnimations.count == 1)
        tapFirstTarget(host, at: 0.3)
        #expect(host.graph.frameAnimations.isEmpty)
        host.update(size: host.size, at: 1)
        #expect(!host.isAnimating)
    }

    /// "Ensure that the sequence isn't empty": empty, it warns and shows nothing.
    @Test func emptyPhasesWarnAndShowNothing() {
        var warnings: [String] = []
        let host = ViewHost(rootView: PhaseAnimator([Double]()) { Color.blue.opacity($0) }, size: CGSize(width: 300, height: 200),
                            measurer: FixedAdvanceTextMeasurer())
        host.graph.warningSink = { warnings.append($0) }
        #expect(animatedFill(host, at: 0, color: animatedBlue) == nil)
        #expect(warnings.count == 1 && warnings[0].contains("PhaseAnimator"))
        #expect(!host.isAnimating)
    }
}
