import DisplayList
import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// A view of yours that conforms to `Animatable`: SwiftUI "calls the `animatableData` setter on
// each frame" (https://developer.apple.com/documentation/swiftui/animatable) and evaluates the
// view's body again with it — "SwiftUI builds an animatable attribute for any view conforming to
// the Animatable protocol … [it] has to run the body of your view for every frame of the
// animation" (WWDC23 "Explore SwiftUI animation", https://developer.apple.com/videos/play/wwdc2023/10156/).

/// A number counting to its value: the text shows the interpolated value, rounded down.
/// (`nonisolated`: `Animatable`'s requirement is not main-actor isolated, as in SwiftUI; the
/// view's other members are.)
private struct CountingText: View, Animatable {
    var value: Double
    let counter: Counter?
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        counter?.hit("body")
        return Text("\(Int(value))")
    }
}

/// The same, with the conformance isolated to the main actor (SE-0470), as Xcode's
/// "approachable concurrency" settings infer it.
private struct Score: View {
    var value: Double
    var body: some View { Text("score \(Int(value))") }
}
extension Score: @MainActor Animatable {
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
}

@MainActor @Observable
private final class CountModel {
    var value = 0.0
}

@MainActor
private struct Counting: View {
    let model: CountModel
    let counter: Counter?
    var body: some View {
        VStack {
            CountingText(value: model.value, counter: counter)
            Score(value: model.value)
        }
    }
}

/// The strings the host draws at `time`.
@MainActor
private func texts(_ host: ViewHost, at time: Double) -> [String] {
    host.update(size: host.size, at: time)
    return host.render(at: time).commands.compactMap { command in
        if case .text(let string, _, _, _) = command { return string }
        return nil
    }
}

@MainActor
@Suite struct AnimatableViewTests {
    /// Linear 1 s, 0 → 100: the body is evaluated each frame with the value between — 25 at
    /// 0.25 s, 50 at 0.5 s — and frames stop at the end, on 100.
    @Test func theBodyIsEvaluatedEachFrameWithTheValueBetween() {
        let model = CountModel(), counter = Counter()
        let host = makeHost(Counting(model: model, counter: counter))
        #expect(texts(host, at: 0) == ["0", "score 0"])
        withAnimation(.linear(duration: 1)) { model.value = 100 }
        #expect(texts(host, at: 0) == ["0", "score 0"])
        #expect(host.isAnimating)
        let before = counter["body"]
        #expect(texts(host, at: 0.25) == ["25", "score 25"])
        #expect(texts(host, at: 0.5) == ["50", "score 50"])
        #expect(counter["body"] == before + 2)                       // once a frame
        #expect(texts(host, at: 1) == ["100", "score 100"])
        #expect(!host.isAnimating)
        #expect(host.graph.frameAnimations.isEmpty)
        let after = counter["body"]
        _ = texts(host, at: 1.1)
        #expect(counter["body"] == after)                            // at rest: not evaluated
    }

    /// Without `withAnimation` the value jumps: one evaluation, no frames.
    @Test func withoutAnAnimationTheValueJumps() {
        let model = CountModel()
        let host = makeHost(Counting(model: model, counter: nil))
        model.value = 100
        #expect(texts(host, at: 0.01) == ["100", "score 100"])
        #expect(!host.isAnimating)
    }

    /// A spring passes its target: `.bouncy` 0 → 100 shows 104 at its first peak (progress
    /// 1.045988 at 0.35007 s).
    @Test func aSpringOvershoots() {
        let model = CountModel()
        let host = makeHost(Counting(model: model, counter: nil))
        withAnimation(.bouncy) { model.value = 100 }
        _ = texts(host, at: 0)
        #expect(texts(host, at: 0.35007) == ["104", "score 104"])
    }

    /// Interrupted, the runs add up as a shape's do: linear 1 s 0 → 100, then at 0.5 s (50)
    /// linear 1 s to 0: at 1 s, 0 + 0 + 100 × ½ = 50; at 1.25 s, 25.
    @Test func anInterruptedCountCarriesOn() {
        let model = CountModel()
        let host = makeHost(Counting(model: model, counter: nil))
        withAnimation(.linear(duration: 1)) { model.value = 100 }
        _ = texts(host, at: 0)
        #expect(texts(host, at: 0.5) == ["50", "score 50"])
        withAnimation(.linear(duration: 1)) { model.value = 0 }
        #expect(texts(host, at: 0.5) == ["50", "score 50"])
        #expect(texts(host, at: 1) == ["50", "score 50"])
        #expect(texts(host, at: 1.25) == ["25", "score 25"])
        #expect(texts(host, at: 1.5) == ["0", "score 0"])
        #expect(!host.isAnimating)
    }
}
