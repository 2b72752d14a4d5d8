import Foundation
import Testing
@testable import LazyScrollViews

// A `ForEach`'s rows read the enclosing view's `@State` in its content closure; a change of that
// state alone must remake the rows, as in SwiftUI ("When the state value changes, the view
// invalidates its appearance and recomputes the body",
// https://developer.apple.com/documentation/swiftui/state). The closure runs after the view's
// body has returned, so its reads were once recorded for no view and the rows stayed stale
// (the corpus' `WorkoutPlanner`: its rows kept "3 sets" after the menu picker chose Hard).

@MainActor
private struct Levels: View {
    @State private var level = 1
    @State private var items = ["a", "b"]
    var body: some View {
        VStack {
            Button("Bump") { level += 1 }
            // Nothing outside the rows reads `level`.
            ForEach(items, id: \.self) { name in Text("\(name) \(level)") }
        }
    }
}

@MainActor
@Suite struct ForEachStateReadTests {
    @Test func aStateReadOnlyInsideAForEachsRowsRemakesThemWhenItChanges() throws {
        let host = makeHost(Levels(), width: 300, height: 200)
        func strings() -> [String] {
            host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        }
        #expect(strings() == ["Bump", "a 1", "b 1"])
        let button = try #require(host.tapTargets.first).rect
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(strings() == ["Bump", "a 2", "b 2"])
    }
}
