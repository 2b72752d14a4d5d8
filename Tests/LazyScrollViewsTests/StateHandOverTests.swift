import Foundation
import LazyLayout
import ScrollCore
import Testing
@testable import LazyScrollViews

// The dev loop's `@State` hand-over (Documentation/DevLoop.md): one build's view graph is
// captured, the values go through JSON as they do between processes, and the next build's
// graph — made from the edited views, in the same process here — takes them back by view
// identity, property and type.
//
// Only `Codable` values are carried, as SwiftUI's own state restoration keeps only values it
// can write down (`@SceneStorage`: https://developer.apple.com/documentation/swiftui/scenestorage).

/// Bindings to the states of the views, set by the test as a user's taps would.
@MainActor
private final class Probe {
    var count: Binding<Int>?
    var title: Binding<String>?
    var note: Binding<String?>?
    var nested: Binding<Bool>?
    var taps: [Int: Binding<Int>] = [:]
}

/// The first build.
private enum Build1 {
    struct Card: View {
        let probe: Probe
        @State private var count = 0
        @State private var title = "untitled"
        @State private var note: String? = "start"
        /// Not `Codable`: not carried.
        @State private var action: (() -> Void)? = nil
        var body: some View {
            let _ = probe.count = $count
            let _ = probe.title = $title
            let _ = probe.note = $note
            VStack {
                Text("count \(count)")
                Text("title \(title)")
                Text("note \(note ?? "nil")")
                Switch(probe: probe)
            }
        }
    }
}

/// The next build: `Card.count` became a `Double` (its value is skipped), the rest is as it was
/// (the texts changed: an edit of `body` keeps the identities).
private enum Build2 {
    struct Card: View {
        let probe: Probe
        @State private var count = 0.5
        @State private var title = "untitled"
        @State private var note: String? = "start"
        var body: some View {
            VStack {
                Text("count is \(count)")
                Text("title is \(title)")
                Text("note is \(note ?? "nil")")
                Switch(probe: probe)
            }
        }
    }
}

/// A thousand rows of `Row` in a lazy stack: the same in both builds (the edit was in `Card`).
private struct Rows: View {
    let probe: Probe
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { i in Row(i: i, probe: probe) }
            }
        }
    }
}

private struct Switch: View {
    let probe: Probe
    @State private var isOn = false
    var body: some View {
        let _ = probe.nested = $isOn
        Text("on \(isOn)")
    }
}

/// A row of 20 pt with a tap count.
private struct Row: View {
    let i: Int
    let probe: Probe
    @State private var taps = 0
    var body: some View {
        let _ = probe.taps[i] = $taps
        Text("row \(i) taps \(taps)").frame(height: 20)
    }
}

@MainActor
@Suite("Dev loop: @State hand-over by view identity")
struct StateHandOverTests {
    /// The values through JSON, as the dev snapshot carries them from one process to the next.
    func throughJSON(_ values: [StateHandOverValue]) throws -> [StateHandOverValue] {
        try JSONDecoder().decode([StateHandOverValue].self, from: JSONEncoder().encode(values))
    }

    func texts(_ host: ViewHost) -> Set<String> {
        host.render(at: 0)
        var found: Set<String> = []
        for command in host.displayList.commands {
            if case let .text(text, _, _, _) = command { found.insert(text) }
        }
        return found
    }

    @Test("Codable state comes back where path, property and type match; a changed type is skipped and counted")
    func roundTrip() throws {
        let probe = Probe()
        let first = makeHost(Build1.Card(probe: probe))
        probe.count!.wrappedValue = 3
        probe.title!.wrappedValue = "Inbox"
        probe.note!.wrappedValue = nil            // an optional's nil is a value too
        probe.nested!.wrappedValue = true
        first.update(size: first.size, at: 0)
        #expect(texts(first).isSuperset(of: ["count 3", "title Inbox", "note nil", "on true"]))

        let values = try throughJSON(StateHandOver.capture(first.graph))
        // Four Codable states (the closure is not written): Card's count, title and note, and
        // the Switch inside the VStack.
        #expect(values.map(\.property).sorted() == ["Card.count", "Card.note", "Card.title", "Switch.isOn"])
        #expect(values.first { $0.property == "Card.count" }?.type == "Swift.Int")
        #expect(values.first { $0.property == "Card.note" }?.json == "null")

        let next = makeHost(Build2.Card(probe: Probe()))
        let counts = StateHandOver.restore(values, into: next.graph)
        next.update(size: next.size, at: 1.0 / 60)
        // count: Int → Double, skipped (the new build's 0.5 stays); the other three restored.
        #expect(counts == StateHandOverCounts(restored: 3, skipped: 1, waiting: 0))
        #expect(texts(next).isSuperset(of: ["count is 0.5", "title is Inbox", "note is nil", "on true"]))
        #expect(StateHandOver.counts(for: next.graph) == counts)
    }

    @Test("A lazy row's state waits for the row: restored when the next build makes it")
    func lazyRow() throws {
        let probe = Probe()
        let first = ScrollDriver(Rows(probe: probe))
        probe.taps[3]!.wrappedValue = 7
        // 20 pt rows in a 200 pt viewport: at 4000 pt rows 200…209 are on screen, row 3 is
        // out of the keep-alive window (LazyStateTests).
        first.scroll(to: 4000)
        probe.taps[205]!.wrappedValue = 4
        first.frame()
        #expect(first.texts["row 205 taps 4"] != nil)
        let values = try throughJSON(StateHandOver.capture(first.scene.host.graph))
        // Row 205 is made now and named by its data id under the ForEach; row 3 was scrolled
        // away (its state kept by the ForEach, not walked: not carried).
        let row205 = try #require(values.first { $0.path.last == "#i:205" })
        #expect(row205.property == "Row.taps" && row205.json == "4")
        #expect(!values.contains { $0.path.last == "#i:3" })

        let next = ScrollDriver(Rows(probe: Probe()))
        let counts = StateHandOver.restore(values, into: next.scene.host.graph)
        // Every carried row is below the screen (rows 0…9 are made): all wait, none installed.
        #expect(counts.restored == 0 && counts.waiting == values.count)
        next.scroll(to: 4000)
        // The row was made in the scroll's layout; its value is installed before the next
        // update, which evaluates it again.
        next.frame()
        #expect(next.texts["row 205 taps 4"] != nil)
        #expect(next.texts["row 206 taps 0"] != nil)
        #expect((StateHandOver.counts(for: next.scene.host.graph)?.restored ?? 0) == values.count)
        StateHandOver.finish(next.scene.host.graph)
    }

    @Test("Path steps name data ids by type and value, as the next process makes them again")
    func keys() {
        #expect(StateHandOver.key(AnyHashable(42)) == "i:42")
        #expect(StateHandOver.key(AnyHashable("inbox")) == "s:inbox")
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(StateHandOver.key(AnyHashable(uuid)) == "u:E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }
}
