import DisplayList
import Foundation
import Observation
import OpenCombine
import Testing
@testable import LazyScrollViews

// Body-evaluation counts after state changes: a view runs `body` again only when something it
// read changed (SwiftUI's dependency tracking, as the WWDC 2021 "Demystify SwiftUI" talk
// describes it: "SwiftUI only re-evaluates the bodies of views whose dependencies changed").

@MainActor
private struct Parent: View {
    let counter: Counter
    @State var count = 0
    @State var unrelated = 0
    var body: some View {
        let _ = counter.hit("parent")
        VStack {
            Text("count \(count)")
            Child(counter: counter)
            Reader(counter: counter, value: $unrelated)
            Button("inc") { count += 1 }
        }
    }
}

@MainActor
private struct Child: View {
    let counter: Counter
    var body: some View {
        let _ = counter.hit("child")
        Text("child")
    }
}

@MainActor
private struct Reader: View {
    let counter: Counter
    @Binding var value: Int
    var body: some View {
        let _ = counter.hit("reader")
        Text("value \(value)")
    }
}

@MainActor
@Suite struct StateTests {
    @Test func stateWriteReevaluatesOnlyItsReaders() {
        let counter = Counter()
        let host = makeHost(Parent(counter: counter))
        #expect(counter["parent"] == 1 && counter["child"] == 1 && counter["reader"] == 1)
        // Tap the button: `count` changes; Parent read it, so Parent runs again. Child's input
        // (the same counter) is unchanged: it is not evaluated again. Reader's binding points
        // to the same state location: not evaluated again either.
        #expect(host.tap(at: buttonCenter(host)))
        host.update(size: host.size, at: 0.1)
        #expect(counter["parent"] == 2)
        #expect(counter["child"] == 1)
        #expect(counter["reader"] == 1)
        #expect(host.render(at: 0.1).description.contains("count 1"))
    }

    @Test func bindingWriteReevaluatesTheReaderNotTheOwner() {
        let counter = Counter()
        @MainActor struct Owner: View {
            let counter: Counter
            @State var value = 0
            var body: some View {
                let _ = counter.hit("owner")
                Reader(counter: counter, value: $value).onTapGesture { value += 1 }
            }
        }
        let host = makeHost(Owner(counter: counter))
        #expect(host.tap(at: CGPoint(x: 150, y: 100)))
        host.update(size: host.size, at: 0.1)
        // The owner never read `value` in its body (only passed `$value`): only Reader runs.
        #expect(counter["owner"] == 1)
        #expect(counter["reader"] == 2)
        #expect(host.render(at: 0.1).description.contains("value 1"))
    }

    private func buttonCenter(_ host: ViewHost) -> CGPoint {
        let target = host.tapTargets.last!
        return CGPoint(x: target.rect.midX, y: target.rect.midY)
    }
}
