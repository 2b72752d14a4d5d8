import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `animation(_:value:)` (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)):
// "Applies the given animation to this view when the specified value changes." A state write with
// no `withAnimation` around it moves the knob over the animation when the modifier watches the value
// it changed, and at once when it watches another.

@MainActor
private struct ImplicitSlider: View {
    @State var trailing = false
    @State var unrelated = 0
    let watchesTrailing: Bool
    var body: some View {
        ZStack(alignment: trailing ? .trailing : .leading) {
            Color.gray.frame(width: 200, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .animation(.linear(duration: 1), value: watchesTrailing ? AnyHashable(trailing) : AnyHashable(unrelated))
        .onTapGesture { trailing.toggle() }
    }
}

/// The same slider moved inside `withAnimation(.linear(duration: 4))`, its content watched by
/// `animation(scoped, value: trailing)`: the modifier's animation wins inside it, and nil makes
/// the move immediate — "If `animation` is nil, the view doesn't animate"
/// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)), a transaction
/// with no animation, whatever `withAnimation` said.
@MainActor
private struct ScopedSlider: View {
    @State var trailing = false
    let scoped: Animation?
    var body: some View {
        ZStack(alignment: trailing ? .trailing : .leading) {
            Color.gray.frame(width: 200, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .animation(scoped, value: trailing)
        .onTapGesture { withAnimation(.linear(duration: 4)) { trailing.toggle() } }
    }
}

@MainActor
@Suite struct ImplicitAnimationTests {
    /// The knob goes from x 50 to 230 (180 pt). nil: there at once. linear 1 s inside the 4 s
    /// transaction: halfway (140) at 0.5 s, not an eighth (72.5) as the transaction would have it.
    @Test("animation(_:value:) overrides a withAnimation around the write; nil moves at once",
          arguments: [(nil, 230.0), (Animation.linear(duration: 1), 140.0)] as [(Animation?, Double)])
    func scopedOverridesTransaction(scoped: Animation?, xAtHalfSecond: Double) {
        let host = makeHost(ScopedSlider(scoped: scoped))
        #expect(knobX(host, at: 0) == 50)
        let t = host.tapTargets.last!
        host.tap(at: CGPoint(x: t.rect.midX, y: t.rect.midY))
        host.update(size: host.size, at: 0)
        #expect(abs(knobX(host, at: 0.5) - xAtHalfSecond) < 1e-9)
        #expect(knobX(host, at: 4) == 230)
    }

    private func knobX(_ host: ViewHost, at time: Double) -> Double {
        host.update(size: host.size, at: time)
        var tx = 0.0
        for command in host.render(at: time).commands {
            if case .pushTransform(let t) = command { tx = t.tx }
            if case .popTransform = command { tx = 0 }
            if case .fillRect(let rect, let color) = command, color == RGBAColor(r8: 0, g8: 122, b8: 255) { return rect.minX + tx }
        }
        return .nan
    }

    @Test(arguments: [true, false])
    func aWatchedValueAnimatesTheUpdateThatChangesIt(watchesTrailing: Bool) {
        let host = makeHost(ImplicitSlider(watchesTrailing: watchesTrailing))
        #expect(knobX(host, at: 0) == 50)               // the 200 pt ZStack centred in 300
        let t = host.tapTargets.last!
        host.tap(at: CGPoint(x: t.rect.midX, y: t.rect.midY))
        host.update(size: host.size, at: 0)
        let end = 50.0 + 200 - 20
        if watchesTrailing {
            // Linear over 1 s, as `withAnimation(.linear(duration: 1))` would: halfway at 0.5 s.
            #expect(abs(knobX(host, at: 0.5) - (50 + 0.5 * (end - 50))) < 1e-9)
            #expect(knobX(host, at: 1.0) == end)
        } else {
            #expect(knobX(host, at: 0.5) == end)
        }
    }
}
