import Foundation
import Observation
import Testing
@testable import LazyScrollViews

// A `ForEach`'s rows read an `@Observable` model's property in its content closure, and nothing
// else reads it: a change of it alone must remake the rows, as SwiftUI tracks "any observable
// properties that a view's body reads" — the rows' content is part of the body that declares
// the `ForEach` (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
// The closure runs after the body has returned (eagerly for a stack, at layout for a lazy
// stack's rows), so its reads must still be recorded for the view.

@Observable
final class LevelModel {
    var level = 1
    var items = ["a", "b"]
}

@MainActor
private struct ObservedLevels: View {
    let model: LevelModel
    let lazy: Bool
    var body: some View {
        VStack {
            Button("Bump") { model.level += 1 }
            if lazy {
                List {
                    ForEach(model.items, id: \.self) { name in Text("\(name) \(model.level)") }
                }
            } else {
                ForEach(model.items, id: \.self) { name in Text("\(name) \(model.level)") }
            }
        }
    }
}

@MainActor
@Suite struct ForEachObservableReadTests {
    @Test(arguments: [false, true])
    func anObservablePropertyReadOnlyInsideAForEachsRowsRemakesThem(lazy: Bool) throws {
        let model = LevelModel()
        let host = makeHost(ObservedLevels(model: model, lazy: lazy), width: 300, height: 300)
        func strings() -> [String] {
            host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        }
        #expect(strings().filter { $0 != "Bump" } == ["a 1", "b 1"])
        model.level = 2
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(strings().filter { $0 != "Bump" } == ["a 2", "b 2"])
    }
}
