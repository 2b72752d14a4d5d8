import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `ForEach($items) { $item in … }` (iOS 15; https://developer.apple.com/documentation/swiftui/foreach):
// each row gets a binding to its element, so a toggle in a row edits the array the parent owns.

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

@MainActor
private struct Chores: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins")]
    var body: some View {
        VStack {
            Text("\(chores.filter(\.done).count) done")
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done).frame(width: 260)
            }
        }
    }
}

@MainActor
@Suite struct ForEachBindingTests {
    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    @Test func aRowWritesItsElementThroughTheBinding() {
        let host = makeHost(Chores(), width: 300, height: 300)
        #expect(texts(host) == ["0 done", "Dishes", "Laundry", "Bins"])
        // The second row's switch: the second tap target (one per toggle, in row order).
        let second = host.tapTargets[1].rect
        host.tap(at: CGPoint(x: second.midX, y: second.midY))
        host.update(size: host.size, at: 1)
        // The switch writes in `withAnimation(.snappy)`: the count cross-fades until it is over.
        host.update(size: host.size, at: 2)
        host.render(at: 2)
        #expect(texts(host).first == "1 done")
    }

    @Test func elementsAreIdentifiedByTheirIDsNotTheirIndices() {
        let chores = [Chore(id: 7, title: "A"), Chore(id: 9, title: "B")]
        var storage = chores
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let each = ForEach(binding) { $chore in Text(chore.title) }
        #expect(each.data.map { each.idOf($0) } == [7, 9])
        // A binding handed out reads and writes the bound array at its index.
        each.data[1].wrappedValue.title = "B2"
        #expect(storage[1].title == "B2")
        // After the element is gone, its binding reads the element as it was and writes nothing.
        let stale = each.data[1]
        storage.removeLast()
        #expect(stale.wrappedValue.title == "B")
        stale.wrappedValue.title = "ignored"
        #expect(storage.count == 1)
    }
}

// `Section("Title")` (iOS 15) makes the header `Section(header: Text("Title"))` makes:
// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
@MainActor
@Suite struct SectionTitleTests {
    @Test func aTitledSectionDrawsWhatAHeaderTextDraws() {
        let name = "Fruit"
        let titled = makeHost(VStack { Section("Network") { Text("Wi-Fi") }; Section(name) { Text("Apple") } })
        let explicit = makeHost(VStack { Section(header: Text("Network")) { Text("Wi-Fi") }; Section(header: Text("Fruit")) { Text("Apple") } })
        #expect(titled.displayList.description == explicit.displayList.description)
        #expect(titled.displayList.description.contains("\"Network\""))
    }
}
