import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// Editing a list: the index math of `onDelete`/`onMove` and the collection methods apps hand it
// to, `EditButton` and `editMode`, and the delete control rows show in edit mode.

@MainActor
@Suite struct ListEditingIndexMathTests {
    /// `move(fromOffsets:toOffset:)`: "`destination`: the offset of the element before which to
    /// insert the moved elements … Of the elements that are not represented by the offsets in
    /// `source`, those before `destination` are moved toward the beginning … those at or after
    /// `destination` are moved toward the end"
    /// (https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).
    @Test(arguments: [
        ([1], 3, "acbd"),      // b before d: [a, c, b, d]
        ([1], 1, "abcd"),      // before itself: nothing moves
        ([1], 2, "abcd"),      // before the element after it: nothing moves either
        ([0], 4, "bcda"),      // to the end
        ([3], 0, "dabc"),      // to the start
        ([0, 2], 4, "bdac"),   // several, kept in order
        ([1, 3], 0, "bdac"),
    ] as [([Int], Int, String)])
    func moveInsertsBeforeTheDestination(source: [Int], destination: Int, expected: String) {
        var letters = Array("abcd")
        letters.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(String(letters) == expected)
    }

    /// Apple's own example on that page: the lower-case letters of "ABcDefgHIJKlmNO" moved to
    /// offset 2 and to offset 15.
    @Test func applesMoveExample() {
        let lowercase = IndexSet([2, 4, 5, 6, 11, 12])
        var letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
    }

    /// `remove(atOffsets:)`, what `onDelete`'s index set is passed to.
    @Test func removeAtOffsets() {
        var letters = Array("abcdef")
        letters.remove(atOffsets: IndexSet([0, 3, 5]))
        #expect(String(letters) == "bce")
        letters.remove(atOffsets: IndexSet())
        #expect(String(letters) == "bce")
    }
}

/// Fruits as Apple's `EditButton` page writes them
/// (https://developer.apple.com/documentation/swiftui/editbutton): a `ForEach` with `onDelete`
/// and `onMove`, an edit button, and a line that shows the edit mode (`editMode`,
/// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode).
private struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Papaya", "Mango"]
    let deleted: SelectionBox<[IndexSet]>
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
                Spacer()
                EditButton()
            }
            .frame(height: 44)
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in
                    deleted.value.append(offsets)
                    fruits.remove(atOffsets: offsets)
                }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
        }
    }
}

@MainActor
@Suite struct ListEditModeTests {
    /// Taps `label` and draws the frame at 1 s; `settled`: also the frame 2 s after the tap's —
    /// edit mode changes in `withAnimation`, and the button's label cross-fades ("Edit" →
    /// "Done", `contentTransition`) until the animation is over.
    private func tap(_ host: ViewHost, _ label: String, settled: Bool = false) throws {
        let texts = drawnTexts(in: host.displayList)
        let p = try #require(texts[label], "no \(label) among \(texts.keys.sorted())")
        host.tap(at: CGPoint(x: p.x + 2, y: p.y + 2))
        let t = max(1, host.graph.timeSeconds)
        host.update(size: host.size, at: t)
        host.render(at: t)
        if settled {
            host.update(size: host.size, at: t + 2)
            host.render(at: t + 2)
        }
    }

    /// Every place `string` is drawn (window points, the enclosing transforms applied).
    private static func places(of string: String, in list: DisplayList) -> [Point] {
        var found: [Point] = []
        var stack: [DrawTransform] = [.identity]
        for command in list.commands {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case .text(let text, let origin, _, _) where text == string: found.append(stack.last!.apply(origin))
            default: break
            }
        }
        return found
    }

    private static let minus = SystemSymbols.glyph(for: "minus.circle")!
    private static let handle = SystemSymbols.glyph(for: "line.3.horizontal")!

    /// "An edit button toggles the environment's editMode value … the Edit button displays the
    /// title "Done" while edit mode is active"; the editable list then "displays the delete and
    /// move UI".
    @Test func editButtonTogglesEditModeAndTheRowsShowTheirControls() throws {
        let host = makeHost(Fruits(deleted: SelectionBox([])), width: 300, height: 400)
        var texts = drawnTexts(in: host.displayList)
        #expect(texts["browsing"] != nil && texts["Edit"] != nil && texts["Done"] == nil)
        #expect(texts[Self.minus] == nil && texts[Self.handle] == nil)
        let appleOutsideEditing = try #require(texts["Apple"], "\(texts.keys.sorted())")
        try tap(host, "Edit", settled: true)
        texts = drawnTexts(in: host.displayList)
        #expect(texts["editing"] != nil && texts["Done"] != nil && texts["Edit"] == nil)
        // Four rows, each with the red minus at the leading side and the handle at the trailing.
        let minuses = host.displayList.commands.filter { if case .text(Self.minus, _, _, _) = $0 { return true } else { return false } }
        let handles = host.displayList.commands.filter { if case .text(Self.handle, _, _, _) = $0 { return true } else { return false } }
        #expect(minuses.count == 4 && handles.count == 4)
        // The row's text moved right of its delete control, the handle is at the trailing edge.
        #expect(texts["Apple"]!.x > appleOutsideEditing.x)
        #expect(texts[Self.minus]!.x < texts["Apple"]!.x && texts[Self.handle]!.x > 250)
        try tap(host, "Done", settled: true)
        texts = drawnTexts(in: host.displayList)
        #expect(texts["browsing"] != nil && texts[Self.minus] == nil)
        #expect(texts["Apple"]! == appleOutsideEditing)
    }

    /// In edit mode the minus shows the row's Delete button; tapping it calls `onDelete` with the
    /// row's offset in the data, "relative to the dynamic view's underlying collection"
    /// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)).
    @Test func deletingARowPassesItsOffset() throws {
        let deleted = SelectionBox<[IndexSet]>([])
        let host = makeHost(Fruits(deleted: deleted), width: 300, height: 400)
        try tap(host, "Edit")
        // The third row's minus (rows in order, top to bottom).
        let minuses = Self.places(of: Self.minus, in: host.displayList)
        #expect(minuses.count == 4)
        let papaya = try #require(drawnTexts(in: host.displayList)["Papaya"], "\(drawnTexts(in: host.displayList).keys.sorted())")
        let third = minuses.min { abs($0.y - papaya.y) < abs($1.y - papaya.y) }!
        host.tap(at: CGPoint(x: third.x + 4, y: third.y + 4))
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        #expect(drawnTexts(in: host.displayList)["Delete"] != nil)
        #expect(deleted.value.isEmpty)
        let before = drawnTexts(in: host.displayList)
        // Papaya's row, showing its "Delete" (20.4 pt text + 2 × 6 padding), is 32.4 + 2 × 11 = 54.4 pt tall.
        let mango = try #require(before["Mango"]).y, rowHeight = 54.4
        try tap(host, "Delete")
        // The row collapses first, as a `UITableView` row deleted with animation shrinks away
        // (List+DeleteCollapse.swift): ease in and out over 0.25 s from the tap (t = 1); 0.1 s
        // in, 4 × 0.4³ = 0.256 of the row is gone and the row below has come up as much.
        #expect(deleted.value.isEmpty)
        host.update(size: host.size, at: 1.1)
        host.render(at: 1.1)
        let midway = try #require(drawnTexts(in: host.displayList)["Mango"]).y
        #expect(abs(midway - (mango - rowHeight * 0.256)) < 1e-6, "mango \(mango) row \(rowHeight) now \(midway)")
        #expect(deleted.value.isEmpty)
        // At 0.25 s it is gone and `onDelete` runs: the row below is where the deletion puts it.
        host.update(size: host.size, at: 1.25)
        host.render(at: 1.25)
        #expect(deleted.value == [IndexSet(integer: 2)])
        host.update(size: host.size, at: 1.3)
        host.render(at: 1.3)
        let texts = drawnTexts(in: host.displayList)
        #expect(texts["Papaya"] == nil && texts["Delete"] == nil)
        let final = try #require(texts["Mango"]).y
        #expect(abs(final - (mango - rowHeight)) < 1e-6, "mango \(mango) row \(rowHeight) now \(final)")
    }

    /// `.environment(\.editMode, .constant(.active))` puts a list in edit mode without a button
    /// (as Apple's forums answer suggests for an always-editing list).
    @Test func anEditModeFromTheEnvironment() {
        struct AlwaysEditing: View {
            var body: some View {
                List {
                    ForEach(["One", "Two"], id: \.self) { Text($0) }.onDelete { _ in }
                }
                .environment(\.editMode, .constant(.active))
            }
        }
        let host = makeHost(AlwaysEditing(), width: 300, height: 300)
        let minuses = host.displayList.commands.filter { if case .text(Self.minus, _, _, _) = $0 { return true } else { return false } }
        #expect(minuses.count == 2)
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
