import DisplayList
import Foundation
import LazyScrollUI
import Testing

// `@Entry` (https://developer.apple.com/documentation/swiftui/entry()): "Creates an environment
// values … entry" — the key and accessors an app writes by hand otherwise, here in the shape
// an iOS 18 app declares them.
extension EnvironmentValues {
    @Entry var entryTestServings: Int = 2
    @Entry var entryTestNote: String?
    @Entry var entryTestTags: [String] = ["a", "b"].map { $0.uppercased() }
}

@MainActor
@Suite("@Entry")
struct EntryMacroTests {
    @Test("A declared entry reads its default until written; an optional without one defaults to nil")
    func defaultsAndWrites() {
        var environment = EnvironmentValues()
        #expect(environment.entryTestServings == 2)
        #expect(environment.entryTestNote == nil)
        #expect(environment.entryTestTags == ["A", "B"])
        environment.entryTestServings = 4
        environment.entryTestNote = "spicy"
        #expect(environment.entryTestServings == 4)
        #expect(environment.entryTestNote == "spicy")
    }

    @Test("A view reads the entry its ancestor sets with .environment(_:_:)")
    func viewReadsTheEntry() {
        struct Servings: View {
            @Environment(\.entryTestServings) private var servings
            var body: some View { Text("Serves \(servings)") }
        }
        let plain = ViewHost(rootView: Servings(), size: CGSize(width: 200, height: 100), measurer: FixedAdvanceTextMeasurer())
        plain.update(size: plain.size, at: 0)
        #expect(plain.render(at: 0).description.contains("Serves 2"))
        let set = ViewHost(rootView: Servings().environment(\.entryTestServings, 6), size: CGSize(width: 200, height: 100), measurer: FixedAdvanceTextMeasurer())
        set.update(size: set.size, at: 0)
        #expect(set.render(at: 0).description.contains("Serves 6"))
    }
}
