import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// Symbol effects on the symbol images inside a view — "Added effects will be applied to the
// Image views contained by the child view":
// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:isactive:) and
// https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:);
// the discrete one plays "each time the value changes". Curves are ours (Apple publishes none):
// bounce ±20 % as a half sine over 0.5 s a play, pulse down to 30 % over 1 s, scale ±20 % eased
// in 0.25 s. Frames stepped by hand.

@MainActor
private struct Bell: View {
    let effect: BounceSymbolEffect
    var options: SymbolEffectOptions = .default
    var removed = false
    @State private var rings = 0
    var body: some View {
        VStack {
            Image(systemName: "bell").symbolEffectsRemoved(removed)
            Text("Rings \(rings)")
        }
        .symbolEffect(effect, options: options, value: rings)
        .onTapGesture { rings += 1 }
    }
}

@MainActor
private struct Wifi: View {
    let active: Bool
    var scale = false
    var body: some View {
        if scale {
            Image(systemName: "wifi").symbolEffect(.scale.up, isActive: active)
        } else {
            Image(systemName: "wifi").symbolEffect(.pulse, isActive: active)
        }
    }
}

/// How each text command was drawn: its string, its x scale (transforms applied) and opacity.
@MainActor
private func drawnSymbols(_ host: ViewHost, at time: Double) -> [(string: String, scale: Double, opacity: Double)] {
    host.update(size: host.size, at: time)
    var transforms: [DrawTransform] = [.identity]
    var opacities: [Double] = [1]
    var drawn: [(String, Double, Double)] = []
    for command in host.render(at: time).commands {
        switch command {
        case .pushTransform(let t): transforms.append(t.then(transforms.last!))
        case .popTransform: transforms.removeLast()
        case .pushOpacity(let o): opacities.append(o * opacities.last!)
        case .popOpacity: opacities.removeLast()
        case .text(let s, _, _, _): drawn.append((s, transforms.last!.a, opacities.last!))
        default: break
        }
    }
    return drawn
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// A star that fills when tapped, in `withAnimation(.linear(duration: 1))` when `animated`.
@MainActor
private struct Star: View {
    let transition: ContentTransition?
    var animated = true
    @State private var filled = false
    var body: some View {
        Group {
            if let transition {
                Image(systemName: filled ? "star.fill" : "star").contentTransition(transition)
            } else {
                Image(systemName: filled ? "star.fill" : "star")
            }
        }
        .onTapGesture { if animated { withAnimation(.linear(duration: 1)) { filled = true } } else { filled = true } }
    }
}

@MainActor
@Suite struct SymbolEffectTests {
    /// The bell's glyph (Font Awesome's, not "Rings …").
    private func bell(_ host: ViewHost, at t: Double) -> (scale: Double, opacity: Double) {
        let glyph = drawnSymbols(host, at: t).first { !$0.string.hasPrefix("Rings") }!
        return (glyph.scale, glyph.opacity)
    }

    /// Nothing plays until the value changes; then a bounce up peaks at 1.2 half-way through its
    /// 0.5 s (sin(π · 0.5) = 1) and is over at 0.5 s — the text beside it is not scaled.
    @Test func aBouncePlaysEachTimeTheValueChanges() {
        let host = makeHost(Bell(effect: .bounce))
        #expect(close(bell(host, at: 0.1).scale, 1))
        #expect(!host.isAnimating)
        tapFirstTarget(host, at: 1)
        #expect(host.isAnimating)
        #expect(close(bell(host, at: 1.25).scale, 1.2))
        #expect(drawnSymbols(host, at: 1.25).first { $0.string.hasPrefix("Rings") }!.scale == 1)
        // A quarter in: 1 + 0.2 · sin(π/4).
        #expect(close(bell(host, at: 1.125).scale, 1 + 0.2 * sin(Double.pi / 4)))
        #expect(close(bell(host, at: 1.6).scale, 1))
        #expect(!host.isAnimating)
        tapFirstTarget(host, at: 2)
        #expect(close(bell(host, at: 2.25).scale, 1.2), "again on the next change")
    }

    @Test(arguments: [(BounceSymbolEffect.bounce.down, SymbolEffectOptions.default, 1.25, 0.8),
                      (.bounce, .speed(2), 1.125, 1.2),                 // twice as fast: the peak at 0.125 s
                      (.bounce.up, .repeat(2), 1.75, 1.2)])             // the second play's peak
    func bounceDirectionSpeedAndRepeats(_ effect: BounceSymbolEffect, _ options: SymbolEffectOptions, _ t: Double, _ scale: Double) {
        let host = makeHost(Bell(effect: effect, options: options))
        tapFirstTarget(host, at: 1)
        #expect(close(bell(host, at: t).scale, scale))
    }

    /// "Returns a new view with its inherited symbol image effects either removed or left
    /// unchanged" (https://developer.apple.com/documentation/swiftui/view/symboleffectsremoved(_:)):
    /// the effect on the stack does not reach the image that removes it.
    @Test func symbolEffectsRemovedDropsTheInheritedEffects() {
        let host = makeHost(Bell(effect: .bounce, removed: true))
        tapFirstTarget(host, at: 1)
        #expect(close(bell(host, at: 1.25).scale, 1))
    }

    /// An active pulse repeats while active: 30 % at the middle of each 1 s play (1 − 0.7 ·
    /// sin(π/2)), opaque at the ends; frames keep coming. Inactive, nothing.
    @Test func anActivePulseRepeats() {
        let host = makeHost(Wifi(active: true))
        host.update(size: host.size, at: 0)
        let glyph = { (t: Double) in drawnSymbols(host, at: t)[0].opacity }
        #expect(close(glyph(0.5), 0.3))
        #expect(close(glyph(2.5), 0.3), "still pulsing in its third play")
        #expect(close(glyph(3.25), 1 - 0.7 * sin(Double.pi / 4)))
        #expect(host.isAnimating)
        let off = makeHost(Wifi(active: false))
        #expect(drawnSymbols(off, at: 0.5)[0].opacity == 1)
        #expect(!off.isAnimating)
    }

    /// `.scale.up` while active: 1.2 once eased in (0.25 s), and it stays there without frames.
    @Test func scaleHoldsWhileActive() {
        let host = makeHost(Wifi(active: true, scale: true))
        #expect(close(drawnSymbols(host, at: 0.5)[0].scale, 1.2))
        #expect(!host.isAnimating)
    }

    /// A symbol that changes in an animation cross-fades by default (Apple: symbol images "work
    /// the same way as text"; "When interpolation is unavailable, the system uses an opacity
    /// transition instead") — half-way, each at 50 % — and changes at once without one.
    @Test func aSymbolChangeCrossFadesInAnAnimation() {
        let host = makeHost(Star(transition: nil))
        tapFirstTarget(host, at: 0)
        let drawn = drawnSymbols(host, at: 0.5)
        #expect(drawn.count == 2 && drawn.allSatisfy { close($0.opacity, 0.5) && $0.scale == 1 })
        #expect(drawnSymbols(host, at: 1.5).count == 1)
        let still = makeHost(Star(transition: nil, animated: false))
        tapFirstTarget(still, at: 0)
        #expect(drawnSymbols(still, at: 0.5).map(\.opacity) == [1])
    }

    /// `.contentTransition(.symbolEffect(.replace))` (down-up): half-way the old symbol is at
    /// 1 − 0.4 · 0.5 = 0.8 of its size and 50 % opaque, the new one at 0.6 + 0.4 · 0.5 = 0.8 and
    /// 50 %; `.offUp` draws only the new one.
    @Test func replaceScalesTheOldSymbolDownAndTheNewUp() {
        let host = makeHost(Star(transition: .symbolEffect(.replace)))
        tapFirstTarget(host, at: 0)
        let drawn = drawnSymbols(host, at: 0.5)
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { close($0.scale, 0.8) && close($0.opacity, 0.5) })
        let off = makeHost(Star(transition: .symbolEffect(.replace.offUp)))
        tapFirstTarget(off, at: 0)
        #expect(drawnSymbols(off, at: 0.5).count == 1)
    }
}
