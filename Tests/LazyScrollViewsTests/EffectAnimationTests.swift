import DisplayList
import ScrollCore
import Foundation
import Testing
@testable import LazyScrollViews

// Effects animate from their old value to their new one when the change is animated —
// `withAnimation` (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)) or
// `animation(_:value:)` (https://developer.apple.com/documentation/swiftui/view/animation(_:value:):
// "Applies the given animation to this view when the specified value changes"; "If `animation`
// is `nil`, the view doesn't animate").

@MainActor
private struct Card: View {
    @State var on = false
    let animation: Animation?
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .opacity(on ? 1 : 0.2)
            .scaleEffect(on ? 2 : 1)
            .offset(x: on ? 100 : 0)
            .onTapGesture { withAnimation(animation) { on.toggle() } }
    }
}

@MainActor
private struct ImplicitCard: View {
    @State var on = false
    let inner: Animation?
    let outer: Animation?
    let explicit: Animation?
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .opacity(on ? 1 : 0.2)
            .animation(inner, value: on)
            .animation(outer, value: on)
            .onTapGesture { if let explicit { withAnimation(explicit) { on.toggle() } } else { on.toggle() } }
    }
}

@MainActor
@Suite struct EffectAnimationTests {
    /// The blue square of `Card`: 40 pt, centred in the 300 × 200 window at (130, 80).
    @Test func opacityScaleAndOffsetFollowAnEaseInOut() {
        let host = makeHost(Card(animation: .easeInOut))
        #expect(animatedFill(host, at: 0, color: animatedBlue)?.opacity == 0.2)
        tapFirstTarget(host, at: 0)
        // easeInOut, 0.35 s: at t = 0.25 s, u = 0.25 / 0.35 = 0.714286 (past half), so
        // p = 1 − (2 − 2u)³ / 2 = 1 − 0.571429³ / 2 = 0.906706.
        let u = 0.25 / 0.35, p = 1 - pow(2 - 2 * u, 3) / 2
        #expect(abs(p - 0.906706) < 1e-6)
        let fill = animatedFill(host, at: 0.25, color: animatedBlue)!
        #expect(abs(fill.opacity - (0.2 + 0.8 * p)) < 1e-9)            // 0.925364
        #expect(abs(fill.transform.a - (1 + p)) < 1e-9)                  // scale 1 → 2
        #expect(abs(fill.rect.midX - (150 + 100 * p)) < 1e-6)            // offset 0 → 100 (scaled about the centre)
        let end = animatedFill(host, at: 0.35, color: animatedBlue)!
        #expect(end.opacity == 1 && end.transform.a == 2 && end.rect.midX == 250)
        #expect(!host.isAnimating)
    }

    @Test func withoutAnAnimationEffectsChangeAtOnce() {
        let host = makeHost(Card(animation: nil))
        tapFirstTarget(host, at: 0)
        let fill = animatedFill(host, at: 0.01, color: animatedBlue)!
        #expect(fill.opacity == 1 && fill.transform.a == 2)
        #expect(!host.isAnimating)
    }

    /// `.bouncy` scale 1 → 2 passes 2 at the spring's first peak: 1 + 1.045988 (SpringAnimationTests).
    @Test func aBouncyScaleOvershoots() {
        let host = makeHost(Card(animation: .bouncy))
        tapFirstTarget(host, at: 0)
        let peak = Double.pi / (4 * Double.pi * (1 - 0.49).squareRoot())
        let fill = animatedFill(host, at: peak, color: animatedBlue)!
        #expect(abs(fill.transform.a - 2.045988) < 1e-6)
        #expect(host.isAnimating)
        #expect(animatedFill(host, at: 2, color: animatedBlue)!.transform.a == 2)
    }

    /// Interrupted half-way, the animation back starts from the value shown: linear 1 s from
    /// 0.2 to 1 shows 0.6 at 0.5 s; toggled then, it goes 0.6 → 0.2, so 0.4 half a second later.
    @Test func anInterruptedAnimationStartsFromThePresentedValue() {
        let host = makeHost(Card(animation: .linear(duration: 1)))
        tapFirstTarget(host, at: 0)
        #expect(abs(animatedFill(host, at: 0.5, color: animatedBlue)!.opacity - 0.6) < 1e-9)
        tapFirstTarget(host, at: 0.5)
        #expect(abs(animatedFill(host, at: 1.0, color: animatedBlue)!.opacity - 0.4) < 1e-9)
        #expect(abs(animatedFill(host, at: 1.5, color: animatedBlue)!.opacity - 0.2) < 1e-9)
    }

    /// Implicit: no `withAnimation`, the modifier's linear second animates (0.6 at 0.5 s); the
    /// innermost of two wins (1 s, not 2 s); `nil` inside turns even `withAnimation` off.
    @Test(arguments: [
        (Animation?.some(.linear(duration: 1)), Animation?.none, Animation?.none, 0.6),
        (Animation?.some(.linear(duration: 1)), Animation?.some(.linear(duration: 2)), Animation?.none, 0.6),
        (Animation?.none, Animation?.some(.linear(duration: 2)), Animation?.none, 1.0),
        (Animation?.none, Animation?.none, Animation?.some(.linear(duration: 1)), 1.0),
    ])
    func implicitAnimationsScopeToTheirContent(inner: Animation?, outer: Animation?, explicit: Animation?, opacity: Double) {
        let host = makeHost(ImplicitCard(inner: inner, outer: outer, explicit: explicit))
        tapFirstTarget(host, at: 0)
        let shown = animatedFill(host, at: 0.5, color: animatedBlue)!.opacity
        #expect(abs(shown - opacity) < 1e-9)
    }

    /// A view that does not animate does no work: no effect run, nothing keeps frames coming.
    @Test func idleEffectsCostNothing() {
        let host = makeHost(Card(animation: .default))
        #expect(!host.isAnimating)
        #expect(host.graph.animations.effectsRunUntil.isEmpty)
    }

    /// `repeatForever` keeps frames coming, with the value cycling by the frame clock.
    @Test func repeatForeverCycles() {
        let host = makeHost(Card(animation: .linear(duration: 1).repeatForever(autoreverses: true)))
        tapFirstTarget(host, at: 0)
        #expect(abs(animatedFill(host, at: 10.25, color: animatedBlue)!.opacity - (0.2 + 0.8 * 0.25)) < 1e-9)
        #expect(abs(animatedFill(host, at: 11.25, color: animatedBlue)!.opacity - (0.2 + 0.8 * 0.75)) < 1e-9)
        #expect(host.isAnimating)
    }
}
