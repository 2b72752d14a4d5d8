import DisplayList
import ScrollCore
import Foundation
import Testing
@testable import LazyScrollViews

// `transition(_:)` (https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0)
// with `AnyTransition`'s built-ins (https://developer.apple.com/documentation/swiftui/anytransition):
// a view an `if` inserts or removes in an animated change animates in and out; a removed view is
// drawn until its removal ends, then destroyed.

@MainActor
private struct Disclosure: View {
    @State var show: Bool
    let transition: AnyTransition
    let animation: Animation?
    var body: some View {
        // A ZStack of fixed size (the grey base): nothing but the blue view changes, so no frame
        // animation mixes in.
        ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 100, height: 60)
                .onTapGesture { withAnimation(animation) { show.toggle() } }
            if show {
                Color.blue.frame(width: 100, height: 40).transition(transition)
            }
        }
    }
}

@MainActor
@Suite struct TransitionTests {
    /// Inserted under a linear second, at 0.25 s the transition is 0.75 of its active state.
    /// The blue view is laid out at x 100…200, y 70…110 (the 100 × 60 ZStack centred in 300 × 200, top-leading).
    @Test(arguments: [
        // .opacity: opacity 1 − 0.75.
        (AnyTransition.opacity, 0.25, Rect(x: 100, y: 70, width: 100, height: 40)),
        // .move(edge: .leading): moved by −100 · 0.75.
        (AnyTransition.move(edge: .leading), 1.0, Rect(x: 25, y: 70, width: 100, height: 40)),
        // .slide inserts from the leading edge too.
        (AnyTransition.slide, 1.0, Rect(x: 25, y: 70, width: 100, height: 40)),
        // .scale: 0.25 of the size about the centre (150, 90).
        (AnyTransition.scale, 1.0, Rect(x: 137.5, y: 85, width: 25, height: 10)),
        // .offset(x: 40, y: -8): 0.75 of it.
        (AnyTransition.offset(x: 40, y: -8), 1.0, Rect(x: 130, y: 64, width: 100, height: 40)),
        // .push(from: .bottom): up from its height below, fading in.
        (AnyTransition.push(from: .bottom), 0.25, Rect(x: 100, y: 100, width: 100, height: 40)),
        // .opacity.combined(with: .move(edge: .top)).
        (AnyTransition.opacity.combined(with: .move(edge: .top)), 0.25, Rect(x: 100, y: 40, width: 100, height: 40)),
        // .asymmetric: the insertion's.
        (AnyTransition.asymmetric(insertion: .scale(scale: 0.5, anchor: .topLeading), removal: .opacity), 1.0,
         Rect(x: 100, y: 70, width: 62.5, height: 25)),
        (AnyTransition.identity, 1.0, Rect(x: 100, y: 70, width: 100, height: 40)),
    ])
    func insertionStartsFromTheActiveState(transition: AnyTransition, opacity: Double, rect: Rect) {
        let host = makeHost(Disclosure(show: false, transition: transition, animation: .linear(duration: 1)))
        #expect(animatedFill(host, at: 0, color: animatedBlue) == nil)
        tapFirstTarget(host, at: 0)
        let fill = animatedFill(host, at: 0.25, color: animatedBlue)!
        #expect(abs(fill.opacity - opacity) < 1e-9)
        #expect(abs(fill.rect.minX - rect.minX) < 1e-9 && abs(fill.rect.minY - rect.minY) < 1e-9)
        #expect(abs(fill.rect.width - rect.width) < 1e-9 && abs(fill.rect.height - rect.height) < 1e-9)
        // Done after the second: as laid out.
        let end = animatedFill(host, at: 1, color: animatedBlue)!
        #expect(end.opacity == 1 && end.rect == Rect(x: 100, y: 70, width: 100, height: 40))
    }

    /// Removal: the view is kept, drawn where it was (already out of the layout),
    /// fading to 0.25 at 0.75 s; after the second it is gone and destroyed — no node leaks.
    @Test func removalDrawsUntilTheEndThenDestroys() {
        let host = makeHost(Disclosure(show: true, transition: .opacity, animation: .linear(duration: 1)))
        var transitionNode: EffectNode?
        func find(_ node: ViewNode) {
            if let e = node as? EffectNode, case .transition = e.effect { transitionNode = e }
            node.forEachChild(find)
        }
        find(host.graph.root!)
        weak let removed = transitionNode
        transitionNode = nil
        #expect(removed != nil)
        let destroyedBefore = host.graph.stats.nodesDestroyed
        tapFirstTarget(host, at: 0)
        let fading = animatedFill(host, at: 0.75, color: animatedBlue)!
        #expect(abs(fading.opacity - 0.25) < 1e-9)
        #expect(fading.rect == Rect(x: 100, y: 70, width: 100, height: 40))
        #expect(removed?.isDestroyed == false)
        #expect(host.isAnimating)
        #expect(animatedFill(host, at: 1, color: animatedBlue) == nil)
        #expect(host.graph.animations.departing.isEmpty)
        #expect(host.graph.stats.nodesDestroyed > destroyedBefore)
        #expect(!host.isAnimating)
        #expect(removed == nil)
    }

    /// Without an animation the view goes at once (and is destroyed at once).
    @Test func anUnanimatedRemovalIsImmediate() {
        let host = makeHost(Disclosure(show: true, transition: .opacity, animation: nil))
        tapFirstTarget(host, at: 0)
        #expect(animatedFill(host, at: 0.01, color: animatedBlue) == nil)
        #expect(host.graph.animations.departing.isEmpty)
    }

    /// `.asymmetric(insertion: .scale, removal: .move(edge: .trailing))` leaves by moving right:
    /// at 0.5 s of a linear second, +50.
    @Test func asymmetricRemovalUsesTheRemovalTransition() {
        let host = makeHost(Disclosure(show: true, transition: .asymmetric(insertion: .scale, removal: .move(edge: .trailing)),
                                       animation: .linear(duration: 1)))
        tapFirstTarget(host, at: 0)
        let fill = animatedFill(host, at: 0.5, color: animatedBlue)!
        #expect(fill.rect.minX == 150 && fill.opacity == 1)
    }
}
