import LazyLayout
import ScrollCore
import ScrollEffects
import Testing

@Suite("Scroll transitions")
struct ScrollTransitionTests {
    /// The WWDC26 Origami showcase's transition (seed 004, 7:04).
    static let showcase = ScrollTransition { effect, phase in
        effect.rotationEffect(.degrees(phase.value * 20)).scaleEffect(1 + phase.value * 0.2)
    }

    func rotationDegrees(_ e: VisualEffect) -> Double? {
        for case let .rotation(angle, _) in e.operations { return angle.degrees }
        return nil
    }
    func scale(_ e: VisualEffect) -> Double? {
        for case let .scale(x, _, _) in e.operations { return x }
        return nil
    }

    @Test("Interactive: the seed's effect follows the eased phase value", arguments: Axis.allCases)
    func interactiveSeed(axis: Axis) {
        let t = Self.showcase
        let vp = viewport(axis)
        // Entering 25 pt (half of 50): fraction 0.5, ease-in-out(0.5) = 0.5, value +0.5 →
        // rotation +10°, scale 1.1.
        let entering = t.effect(for: frame(175, axis: axis), in: vp, scrollAxis: axis)
        #expect(close(rotationDegrees(entering)!, 10) && close(scale(entering)!, 1.1))
        // Leaving 10 pt left (fraction 0.2): value −(1 − easeInOut(0.2)); the effect equals the
        // closure at that continuous value, because it is linear in phase.value.
        let p = t.progress(of: frame(-40, axis: axis), in: vp, scrollAxis: axis)
        let value = p.value(timingCurve: .easeInOut)
        #expect(value < -0.8 && value > -1)
        let leaving = t.effect(for: frame(-40, axis: axis), in: vp, scrollAxis: axis)
        #expect(close(rotationDegrees(leaving)!, value * 20) && close(scale(leaving)!, 1 + value * 0.2))
        // Fully visible: the identity phase's effect, which is identity.
        #expect(t.effect(for: frame(75, axis: axis), in: vp, scrollAxis: axis).isIdentity)
        // Entirely outside: the edge effects, ±20° and 1 ± 0.2.
        let before = t.effect(for: frame(-60, axis: axis), in: vp, scrollAxis: axis)
        #expect(rotationDegrees(before) == -20 && scale(before) == 0.8)
    }

    @Test("Interactive interpolates the effects, so a non-linear closure still moves smoothly")
    func interactiveNonLinear() {
        // SwiftUI's common `phase.isIdentity ? 1 : 0.3`: halfway in (fraction 0.5, eased 0.5) the
        // opacity is 0.3 + 0.7·0.5 = 0.65, not a jump.
        let t = ScrollTransition { e, phase in e.opacity(phase.isIdentity ? 1 : 0.3) }
        let e = t.effect(for: frame(175, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical)
        #expect(close(e.opacity, 0.65))
        // The seed's second variant, 1 − |value|·0.1, is symmetric at both edges.
        let v = ScrollTransition { e, phase in e.scaleEffect(1 - abs(phase.value) * 0.1) }
        let top = v.effect(for: frame(-60, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical)
        let bottom = v.effect(for: frame(210, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical)
        #expect(top == bottom && scale(top) == 0.9)
    }

    @Test("Identity configuration: always the identity phase's effect")
    func identityConfiguration() {
        let t = ScrollTransition(.identity) { e, phase in e.opacity(phase.isIdentity ? 1 : 0) }
        #expect(t.effect(for: frame(-60, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical).isIdentity)
    }

    @Test("Animated: crossing the threshold at t0 animates old → new over the duration")
    func animatedCrossing() {
        let t = ScrollTransition(.animated(.easeInOut(duration: 0.4))) { e, phase in e.opacity(phase.isIdentity ? 1 : 0.2) }
        var animator = ScrollTransitionAnimator<Int>()
        let vp = viewport(.vertical)
        func opacity(_ f0: Points, at time: Seconds) -> Double {
            t.effect(for: frame(f0, axis: .vertical), key: 7, in: vp, scrollAxis: .vertical, at: time, animator: &animator).opacity
        }
        // First seen 20 pt in (bottomTrailing): shown at once, no animation.
        #expect(opacity(180, at: 0) == 0.2)
        #expect(!animator.isAnimating(at: 0))
        // 40 pt in: still short of the 50 pt threshold, no change (not interpolated by scrolling).
        #expect(opacity(160, at: 0.1) == 0.2)
        // t0 = 0.5: 60 pt in, threshold crossed → animation starts from 0.2.
        #expect(opacity(140, at: 0.5) == 0.2)
        #expect(animator.isAnimating(at: 0.6))
        // Halfway through the 0.4 s: easeInOut(0.5) = 0.5 → 0.2 + 0.8·0.5 = 0.6.
        #expect(close(opacity(120, at: 0.7), 0.6))
        // Done at t0 + 0.4.
        #expect(opacity(120, at: 0.9) == 1)
        #expect(!animator.isAnimating(at: 0.9))
    }

    @Test("Animated: deterministic in time, whatever the frames in between")
    func animatedDeterministic() {
        let t = ScrollTransition(.animated(.default)) { e, phase in e.scaleEffect(phase.isIdentity ? 1 : 0.5) }
        let vp = viewport(.horizontal)
        func run(sampleTimes: [Seconds]) -> VisualEffect {
            var animator = ScrollTransitionAnimator<String>()
            _ = t.effect(for: frame(180, axis: .horizontal), key: "card", in: vp, scrollAxis: .horizontal, at: 0, animator: &animator)
            _ = t.effect(for: frame(100, axis: .horizontal), key: "card", in: vp, scrollAxis: .horizontal, at: 0.25, animator: &animator)
            var last = VisualEffect.identity
            for time in sampleTimes {
                last = t.effect(for: frame(100, axis: .horizontal), key: "card", in: vp, scrollAxis: .horizontal, at: time, animator: &animator)
            }
            return last
        }
        // 120 Hz, 30 Hz and a single sample all agree at t = 0.5 (0.25 s into the spring).
        let a = run(sampleTimes: stride(from: 0.25, through: 0.5, by: 1.0 / 120).map { $0 } + [0.5])
        let b = run(sampleTimes: stride(from: 0.25, through: 0.5, by: 1.0 / 30).map { $0 } + [0.5])
        let c = run(sampleTimes: [0.5])
        #expect(a == b && b == c)
        // Its value is the spring's progress after 0.25 s: 0.5 + 0.5·progress.
        #expect(close(scale(c)!, 0.5 + 0.5 * ScrollTransitionAnimation.default.progress(afterSeconds: 0.25)))
    }

    @Test("Animated: crossing back mid-animation retargets from the shown effect without a jump")
    func animatedRetarget() {
        let t = ScrollTransition(.animated(.easeInOut(duration: 0.4))) { e, phase in e.opacity(phase.isIdentity ? 1 : 0.2) }
        var animator = ScrollTransitionAnimator<Int>()
        let vp = viewport(.vertical)
        func opacity(_ f0: Points, at time: Seconds) -> Double {
            t.effect(for: frame(f0, axis: .vertical), key: 1, in: vp, scrollAxis: .vertical, at: time, animator: &animator).opacity
        }
        _ = opacity(180, at: 0)
        _ = opacity(140, at: 0.5)                        // → identity, from 0.2
        #expect(close(opacity(140, at: 0.7), 0.6))       // halfway
        #expect(close(opacity(180, at: 0.7), 0.6))       // back below the threshold: starts from 0.6
        #expect(close(opacity(180, at: 0.9), 0.4))       // halfway from 0.6 to 0.2
        #expect(close(opacity(180, at: 1.1), 0.2))
    }

    @Test("Animated: forgotten elements reappear without animating")
    func animatedRetain() {
        let t = ScrollTransition(.animated(.easeInOut(duration: 0.4))) { e, phase in e.opacity(phase.isIdentity ? 1 : 0.2) }
        var animator = ScrollTransitionAnimator<Int>()
        let vp = viewport(.vertical)
        _ = t.effect(for: frame(180, axis: .vertical), key: 3, in: vp, scrollAxis: .vertical, at: 0, animator: &animator)
        _ = t.effect(for: frame(100, axis: .vertical), key: 4, in: vp, scrollAxis: .vertical, at: 0, animator: &animator)
        animator.retain([4])
        #expect(animator.entries.keys.sorted() == [4])
        // Key 3 comes back fully visible: identity at once.
        #expect(t.effect(for: frame(100, axis: .vertical), key: 3, in: vp, scrollAxis: .vertical, at: 1, animator: &animator).isIdentity)
    }

    @Test("Interactive transitions leave the animator alone")
    func interactiveIgnoresAnimator() {
        var animator = ScrollTransitionAnimator<Int>()
        let e = Self.showcase.effect(for: frame(175, axis: .vertical), key: 1, in: viewport(.vertical), scrollAxis: .vertical,
                                     at: 3, animator: &animator)
        #expect(animator.entries.isEmpty)
        #expect(e == Self.showcase.effect(for: frame(175, axis: .vertical), in: viewport(.vertical), scrollAxis: .vertical))
    }

    @Test("Effects are paint-only: layout is identical with and without them", arguments: Axis.allCases)
    func layoutUnchanged(axis: Axis) {
        let source = CardSource()
        var withEffects = LazyStackLayout(source: source)
        var without = LazyStackLayout(source: source)
        var animator = ScrollTransitionAnimator<Int>()
        let animated = ScrollTransition(.animated) { e, phase in e.opacity(phase.isIdentity ? 1 : 0) }
        let size = Size(main: 200, cross: 120, axis: axis)
        var nonIdentity = 0
        for (frameIndex, offset) in [0.0, 37, 120, 400, 250, 999, 5, 0].enumerated() {
            let constraints = LayoutConstraints(axis: axis, viewportSize: size, scrollOffset: offset, cacheExtent: 60,
                                                spacing: 4, pinnedViews: [.sectionHeaders])
            let a = withEffects.layout(constraints, source: source)
            let time = Double(frameIndex) / 60
            let visibleRegion = Rect(origin: .zero, size: size)
            for element in a.placed {
                let fx = Self.showcase.effect(for: element, in: visibleRegion, scrollAxis: axis)
                    .then(animated.effect(for: element, in: visibleRegion, scrollAxis: axis, at: time, animator: &animator))
                if !fx.isIdentity { nonIdentity += 1 }
            }
            animator.retain(Set(withEffects.realizedIndices))
            let b = without.layout(constraints, source: source)
            #expect(a == b, "frame \(frameIndex) at offset \(offset)")
            #expect(a.validate() == nil)
        }
        #expect(nonIdentity > 0, "the effects were exercised")
    }
}
