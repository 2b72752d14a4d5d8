import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `List(selection:)` driven by replayed input: clicks (plain, Shift, Ctrl) and the arrow keys,
// as a list on macOS or on an iPad with a keyboard takes them. Apple documents the two
// initializers — "a list with the given content that supports selecting a single row"
// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz) and
// "… multiple rows" (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx)
// — and `List(_:id:selection:rowContent:)`
// (https://developer.apple.com/documentation/swiftui/list/init(_:id:selection:rowcontent:)).

/// The selection, outside the view, so the test reads what the list wrote.
@MainActor
final class SelectionBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A row that counts its body runs (one per row made: nothing in it changes).
private struct CountedListRow: View {
    let index: Int
    let counter: Counter
    var body: some View {
        let _ = counter.hit("row")
        Text("Row \(index)")
    }
}

/// 10⁵ selectable rows in a plain list.
private struct ManyRows: View {
    let selection: Binding<Set<Int>>
    let counter: Counter
    var body: some View {
        List(0..<100_000, id: \.self, selection: selection) { CountedListRow(index: $0, counter: counter) }
            .listStyle(.plain)
    }
}

private struct SingleSelectionRows: View {
    let selection: Binding<Int?>
    var body: some View {
        List(0..<20, id: \.self, selection: selection) { Text("Row \($0)") }
            .listStyle(.plain)
    }
}

/// One step of a replayed trace: a click on a row's text, or a key.
private enum Input {
    case click(String, EventModifiers = [])
    case key(String, shift: Bool = false)
}

@MainActor
private func replay<Root: View>(_ trace: [Input], on driver: ScrollDriver<Root>) {
    for input in trace {
        switch input {
        case .click(let label, let modifiers):
            let p = driver.texts[label]!
            _ = driver.scene.tap(at: Point(x: p.x + 2, y: p.y + 2), modifiers: modifiers)
        case .key(let name, let shift):
            _ = driver.scene.keyCommand(name, shift: shift)
        }
        driver.frame()
    }
}

@MainActor
@Suite struct ListSelectionTests {
    typealias Trace = (trace: [String], expected: Set<Int>)

    /// Each trace from an empty selection. Click: the row alone. Ctrl-click: adds or removes
    /// one row. Shift-click: the rows from the last clicked (the anchor) to this one, replacing
    /// the rest. ↓/↑: the next or previous row alone; with Shift, extended from the anchor.
    @Test(arguments: [
        (["click 2"], [2]),
        (["click 2", "click 5"], [5]),
        (["click 2", "ctrl 5"], [2, 5]),
        (["click 2", "ctrl 5", "ctrl 2"], [5]),
        (["click 1", "shift 4"], [1, 2, 3, 4]),
        (["click 1", "shift 4", "shift 0"], [0, 1]),          // the anchor stays at row 1
        (["click 2", "ctrl 4", "shift 1"], [1, 2, 3, 4]),    // Ctrl-click moved the anchor to 4
        (["click 1", "down"], [2]),
        (["click 1", "down", "shift-down", "shift-down"], [2, 3, 4]),
        (["click 3", "up", "shift-up"], [1, 2]),
        (["click 1", "down", "shift-down", "up"], [2]),      // ↑ from the cursor (3), alone
        (["click 0", "up"], [0]),                             // no row above the first: unchanged
    ] as [Trace])
    func clicksAndArrowsSelectAsOnADesktop(trace: [String], expected: Set<Int>) {
        let box = SelectionBox<Set<Int>>([])
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: Counter()), width: 300, height: 400)
        replay(trace.map(Self.input), on: driver)
        #expect(box.value == expected)
    }

    fileprivate static func input(_ step: String) -> Input {
        let parts = step.split(separator: " ")
        switch parts[0] {
        case "click": return .click("Row \(parts[1])")
        case "ctrl": return .click("Row \(parts[1])", .control)
        case "shift": return .click("Row \(parts[1])", .shift)
        case "down": return .key("Down")
        case "up": return .key("Up")
        case "shift-down": return .key("Down", shift: true)
        default: return .key("Up", shift: true)
        }
    }

    @Test("A single selection: a click selects, Ctrl-click deselects, Shift-click selects one row")
    func singleSelection() {
        let box = SelectionBox<Int?>(nil)
        let driver = ScrollDriver(SingleSelectionRows(selection: box.binding), width: 300, height: 400)
        replay([.click("Row 3")], on: driver)
        #expect(box.value == 3)
        replay([.click("Row 5", .shift)], on: driver)
        #expect(box.value == 5)
        replay([.click("Row 5", .control)], on: driver)
        #expect(box.value == nil)
        replay([.click("Row 1", .control), .key("Down")], on: driver)
        #expect(box.value == 2)
    }

    @Test("The arrow keys go to the list under the pointer, else the one clicked last; to none before")
    func arrowKeysGoToTheListUnderThePointerOrClickedLast() {
        let box = SelectionBox<Set<Int>>([])
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: Counter()), width: 300, height: 400)
        // No pointer yet, nothing clicked: the key is the host's (it scrolls), not the list's.
        #expect(driver.scene.keyCommand("Down", shift: false) == nil)
        #expect(box.value.isEmpty)
        // The pointer over the list: ↓ with nothing selected selects the first row.
        driver.scene.pointer(at: Point(x: 150, y: 100), isDown: false)
        driver.frame()
        #expect(driver.scene.keyCommand("Down", shift: false) == .handled)
        #expect(box.value == [0])
        // The pointer gone: the list was not clicked, so keys are the host's again.
        driver.scene.pointer(at: nil, isDown: false)
        driver.frame()
        #expect(driver.scene.keyCommand("Down", shift: false) == nil)
        // Clicked once, it keeps the keys with the pointer elsewhere.
        replay([.click("Row 4")], on: driver)
        driver.scene.pointer(at: nil, isDown: false)
        #expect(driver.scene.keyCommand("Down", shift: false) == .handled)
        #expect(box.value == [5])
        // Other keys are not the list's.
        #expect(driver.scene.keyCommand("PageDown", shift: false) == nil)
    }

    /// Rows of a plain list are 44 pt (the minimum row height, their text shorter), from y = 0:
    /// in a 200 pt window rows 0–3 show whole (0…176) and row 4 is cut at 200. ↓ from row 2 to
    /// row 3 scrolls nothing; ↓ to row 4 asks for the minimum scroll that shows it: its bottom
    /// at the viewport's bottom (`scrollTo(_:anchor: nil)`,
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)).
    @Test func theArrowKeysScrollTheSelectedRowIntoView() {
        let box = SelectionBox<Set<Int>>([])
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: Counter()), width: 300, height: 200)
        #expect(driver.texts["Row 3"]!.y < 176 && driver.texts["Row 4"]!.y > 176)
        replay([.click("Row 2")], on: driver)
        _ = driver.scene.takeScrollRequests()
        replay([.key("Down")], on: driver)
        #expect(box.value == [3])
        #expect(driver.scene.takeScrollRequests().isEmpty)
        replay([.key("Down")], on: driver)
        #expect(box.value == [4])
        #expect(driver.scene.takeScrollRequests() == [.scrollTo(index: 4, anchor: .bottom, animated: false)])
    }

    /// ↑ with nothing selected selects the last row, 10⁵ − 1 rows down, and asks to scroll
    /// there; only rows near the viewport were made on the way (the range walk for Shift reads
    /// ids, not views).
    @Test func aHundredThousandSelectableRowsStayLazy() {
        let box = SelectionBox<Set<Int>>([])
        let counter = Counter()
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: counter), width: 300, height: 400)
        let atTop = counter["row"]
        #expect(atTop >= 9 && atTop <= 30, "rows made for a 400 pt window of 44 pt rows: \(atTop)")
        replay([.click("Row 0"), .click("Row 8", .shift)], on: driver)
        #expect(box.value == Set(0...8))
        driver.scene.pointer(at: Point(x: 150, y: 100), isDown: false)
        replay([.key("Up")], on: driver)   // from the cursor (row 8): row 7
        #expect(box.value == [7])
        replay([.click("Row 0", .control), .click("Row 7", .control)], on: driver)
        #expect(box.value == [0])
        replay([.key("Up")], on: driver)   // nothing above row 0
        #expect(box.value == [0])
        #expect(counter["row"] <= atTop + 4, "rows made after selecting: \(counter["row"])")
    }

    /// The selected row's card is filled with iOS's selection grey (systemGray4, 209/209/214),
    /// across the plain list's full width, from the row's top for its 44 pt.
    @Test func theSelectedRowIsDrawnInTheSelectionGrey() {
        let box = SelectionBox<Set<Int>>([])
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: Counter()), width: 300, height: 400)
        func greys() -> [Rect] {
            driver.list.commands.compactMap {
                if case .fillRect(let r, let c) = $0, c == RGBAColor(r8: 209, g8: 209, b8: 214) { return r }
                return nil
            }
        }
        #expect(greys().isEmpty)
        replay([.click("Row 2")], on: driver)
        #expect(greys() == [Rect(x: 0, y: 88, width: 300, height: 44)])
        replay([.click("Row 3", .shift)], on: driver)
        #expect(greys() == [Rect(x: 0, y: 88, width: 300, height: 44), Rect(x: 0, y: 132, width: 300, height: 44)])
    }

    /// The app host clicks through `WindowContent.tap(at:)` (no modifiers): the scene's own
    /// `tap(at:)` answers it (not the protocol's default, which does nothing), so a click selects.
    @Test func aClickFromTheAppHostSelects() {
        let box = SelectionBox<Set<Int>>([])
        let driver = ScrollDriver(ManyRows(selection: box.binding, counter: Counter()), width: 300, height: 400)
        let window: any WindowContent = driver.scene
        let p = driver.texts["Row 6"]!
        #expect(window.tap(at: Point(x: p.x + 2, y: p.y + 2)) == .handled)
        #expect(box.value == [6])
    }

    /// `List($items, selection:)`: rows get bindings to their elements and select by id.
    @Test func aListOfBindingsSelectsByElementID() {
        struct Item: Identifiable { var id: Int; var title: String }
        struct Screen: View {
            @State var items = [Item(id: 10, title: "Ten"), Item(id: 20, title: "Twenty"), Item(id: 30, title: "Thirty")]
            let selection: Binding<Int?>
            var body: some View {
                List($items, selection: selection) { $item in Text(item.title) }
            }
        }
        let box = SelectionBox<Int?>(nil)
        let driver = ScrollDriver(Screen(selection: box.binding), width: 300, height: 400)
        replay([.click("Twenty")], on: driver)
        #expect(box.value == 20)
        replay([.key("Down")], on: driver)
        #expect(box.value == 30)
    }
}
