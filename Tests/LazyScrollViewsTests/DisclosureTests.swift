import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// DisclosureGroup, OutlineGroup, List(data, children:) and Section(isExpanded:) in a 300 × 400
// inset-grouped List (fixed test measurer; rows 44 pt; the first card at y = 20; a row's text
// 20 + 20 = 40 from the left). Collapsed content is not made; expanded, each view is a row.
// https://developer.apple.com/documentation/swiftui/disclosuregroup
// https://developer.apple.com/documentation/swiftui/outlinegroup
// https://developer.apple.com/documentation/swiftui/list/init(_:children:rowcontent:)
// https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)

@MainActor
private func tapText(_ host: ViewHost, _ text: String, at time: Double) {
    guard let p = drawnTexts(in: host.displayList)[text] else { Issue.record("\(text) is not drawn"); return }
    #expect(host.tap(at: CGPoint(x: p.x + 2, y: p.y + 2)))
    host.update(size: host.size, at: time)
    host.render(at: time)
}

private struct Node: Identifiable {
    let id: String
    var children: [Node]?
}

@MainActor
@Suite struct DisclosureTests {
    @Test func disclosureGroupMakesItsContentOnlyWhenExpanded() {
        let counter = Counter()
        @MainActor struct Screen: View {
            let counter: Counter
            var body: some View {
                List {
                    DisclosureGroup("Advanced") {
                        ForEach(0..<1000, id: \.self) { i in
                            let _ = counter.hit("row")
                            Text("Option \(i)")
                        }
                    }
                    Text("After")
                }
            }
        }
        let host = makeHost(Screen(counter: counter), width: 300, height: 400)
        #expect(counter["row"] == 0)
        // Collapsed: the label row (a chevron pointing right) then "After", 44 pt below it.
        #expect(drawnTexts(in: host.displayList)["Advanced"] == Point(x: 40, y: 31.8))
        #expect(drawnTexts(in: host.displayList)["After"] == Point(x: 40, y: 75.8))
        tapText(host, "Advanced", at: 1)
        // Expanded: each option a row of its own below the label, 44 pt apart; only the rows
        // near the 400 pt viewport are made (at most 400 / 44 + the prefetch margin), not 1,000.
        let texts = drawnTexts(in: host.displayList)
        #expect(texts["Option 0"] == Point(x: 40, y: 75.8))
        #expect(texts["Option 1"] == Point(x: 40, y: 119.8))
        #expect(counter["row"] > 0 && counter["row"] < 30)
        tapText(host, "Advanced", at: 2)
        #expect(drawnTexts(in: host.displayList)["Option 0"] == nil)
        #expect(drawnTexts(in: host.displayList)["After"] == Point(x: 40, y: 75.8))
    }

    @Test func disclosureGroupFollowsItsBinding() {
        @MainActor struct Screen: View {
            @State var open = true
            var body: some View {
                List { DisclosureGroup("Group", isExpanded: $open) { Text("Inside") } }
            }
        }
        let host = makeHost(Screen(), width: 300, height: 400)
        #expect(drawnTexts(in: host.displayList)["Inside"] != nil)
        tapText(host, "Group", at: 1)
        #expect(drawnTexts(in: host.displayList)["Inside"] == nil)
    }

    @Test func outlineListShowsBranchesAsTheyExpand() {
        let counter = Counter()
        let big = (0..<10_000).map { Node(id: "leaf \($0)", children: nil) }
        let tree = [Node(id: "Documents", children: [Node(id: "Work", children: big), Node(id: "Notes", children: nil)]),
                    Node(id: "Music", children: [])]
        @MainActor struct Screen: View {
            let tree: [Node]
            let counter: Counter
            var body: some View {
                List(tree, children: \.children) { node in
                    let _ = counter.hit("row")
                    Text(node.id)
                }
            }
        }
        let host = makeHost(Screen(tree: tree, counter: counter), width: 300, height: 400)
        // Roots only: two rows made.
        #expect(counter["row"] == 2)
        #expect(drawnTexts(in: host.displayList)["Music"] == Point(x: 40, y: 75.8))
        tapText(host, "Documents", at: 1)
        // Its children below it, indented 20 pt; Music after them.
        var texts = drawnTexts(in: host.displayList)
        #expect(texts["Work"] == Point(x: 60, y: 75.8))
        #expect(texts["Notes"] == Point(x: 60, y: 119.8))
        #expect(texts["Music"] == Point(x: 40, y: 163.8))
        tapText(host, "Work", at: 2)
        // Ten thousand leaves two levels down (x = 80): only those near the viewport are made.
        texts = drawnTexts(in: host.displayList)
        #expect(texts["leaf 0"] == Point(x: 80, y: 119.8))
        #expect(counter["row"] < 60)
        // A leaf is not a branch: tapping it changes nothing.
        tapText(host, "leaf 0", at: 3)
        #expect(drawnTexts(in: host.displayList)["leaf 0"] == Point(x: 80, y: 119.8))
    }

    @Test func sectionIsExpandedHidesItsRows() {
        @MainActor struct Screen: View {
            @State var open = false
            var body: some View {
                List {
                    Section("Favorites", isExpanded: $open) { Text("Home"); Text("Work") }
                }
            }
        }
        let host = makeHost(Screen(), width: 300, height: 400)
        #expect(drawnTexts(in: host.displayList)["Favorites"] != nil)
        #expect(drawnTexts(in: host.displayList)["Home"] == nil)
        tapText(host, "Favorites", at: 1)
        // The header (24 + 15.6 + 7 = 46.6) then the rows.
        #expect(drawnTexts(in: host.displayList)["Home"] == Point(x: 40, y: 46.6 + 11.8))
        #expect(drawnTexts(in: host.displayList)["Work"] == Point(x: 40, y: 46.6 + 44 + 11.8))
    }
}
