import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// A `ForEach` inside a stack that is a static row of a lazy stack or a `List` belongs to that
// stack: its views are the stack's subviews, laid out with it ("A ForEach ... inside an HStack
// ... creates its views as the stack's children": the list's lazy rows are only those the
// list's own content resolves to — https://developer.apple.com/documentation/swiftui/foreach,
// "ForEach in a lazy container"). Before the fix every one of these rows showed nothing: the
// stack's `ForEach` took itself for the list's lazy rows and made none.
@MainActor
@Suite struct ListNestedForEachTests {
    private func texts<V: View>(_ view: V) -> [String] {
        let host = makeHost(view, width: 390, height: 160)
        host.update(size: host.size, at: 0.1)
        host.render(at: 0.1)
        return host.displayList.description.split(separator: "\n")
            .filter { $0.hasPrefix("text ") }
            .map { String($0.split(separator: "\"")[1]) }
    }

    private static let tags = ["quick", "veggie"]

    @Test func anHStacksForEachInAListRow() {
        #expect(texts(List { HStack { ForEach(Self.tags, id: \.self) { Text($0) } } }) == Self.tags)
    }

    @Test func aVStacksForEachInALazyVStackRowBesideAnotherRow() {
        #expect(texts(ScrollView { LazyVStack { Text("title"); VStack { ForEach(0..<2) { Text("n\($0)") } } } })
                == ["title", "n0", "n1"])
    }

    @Test func aViewThatFitsChoiceInAListSection() {
        // The tags' row fits 390 pt: the first choice shows, its two tags side by side.
        #expect(texts(List { Section { ViewThatFits { HStack { ForEach(Self.tags, id: \.self) { Text($0) } }; Text("fallback") } } })
                == Self.tags)
    }

    @Test func aLazyStacksOwnForEachStillMakesRows() {
        // The list's own `ForEach` (and one in a custom view's body) still gives it lazy rows.
        struct Rows: View {
            var body: some View { ForEach(0..<2) { Text("r\($0)") } }
        }
        let host = makeHost(ScrollView { LazyVStack { ForEach(Self.tags, id: \.self) { Text($0) }; Rows() } }, width: 390, height: 160)
        host.update(size: host.size, at: 0.1)
        let lines = host.displayList.description.split(separator: "\n")
        // One row each, each drawn in its own place (a row is drawn at its origin and moved by
        // a transform; the first, at the list's top, needs none): four texts, three different
        // row transforms. One row of all four would have no transform at all.
        #expect(lines.filter { $0.hasPrefix("text ") }.count == 4)
        #expect(Set(lines.filter { $0.hasPrefix("pushTransform") }).count == 3, "\(lines)")
    }
}
