import LazyScrollViews
import Observation
import OrderedCollections
import ScrollCore

// Lab page 2 — seed 003, the chapter "Custom RandomAccessCollection": ForEach needs a
// RandomAccessCollection, and an `OrderedDictionary` is not one. The quick way converts it to an
// array in `body` — a copy of every entry each time the body runs, however few rows are on
// screen. The seed's way wraps it in `DictDataSource` (its code, in SeedListsView.swift; here
// `EditableDictDataSource`, the same three members plus an edit), made once as the seed's
// `@StateObject` is, which the list reads in place. U edits one entry (the model changes, the
// body runs again); the Lab counts the bytes each version copies and the entries read. Ours:
// `recorder.copied(…)` / `recorder.wrapped(…)`, and the data source's `reads` counter and
// `setValue(_:at:)`.
//
// What an edit costs after the body: a list diffs its ForEach's ids whenever the data may have
// changed, so rows keep their state ("Lists gather all element identifiers eagerly to track data
// changes", The SwiftUI Way, nilcoalescing.com). The copy hands it a new array, so it reads all
// 100,000 ids again and compares them with the last ones. The data source reports its edit
// (`ChangeReportingCollection`, as a UIKit snapshot's `reconfigureItems` or a RecyclerView
// adapter's `notifyItemChanged` do): the list reads the edited entry's id, sees it unchanged,
// and reads nothing more than the rows it shows. SwiftUI has no such protocol — there the fix
// saves the copy and still reads every id.

struct CollectionPage: View {
    enum Mode: Int { case copied, inPlace }
    let mode: Mode
    let model: ResponsesModel
    let recorder: CollectionRecorder

    static let info = LabPageInfo(
        key: "collection",
        title: "A custom RandomAccessCollection",
        source: "seed 003 · wrap an OrderedDictionary in a RandomAccessCollection instead of converting it to an array",
        modes: ["seed's warning: Array(dict) in body", "fix: DictDataSource, read in place, reports its edits"],
        explanation: """
        ForEach takes a RandomAccessCollection; an OrderedDictionary (swift-collections) is not one. Converting it \
        with Array(dict) inside body compiles and looks harmless, but it copies every entry — 100,000 here — each \
        time the body runs: at start and after every change (press U to edit one entry). The lazy stack then reads \
        only the rows it shows, from a copy it did not need. The seed's fix is DictDataSource, a minimal \
        RandomAccessCollection over the dictionary (startIndex, endIndex, subscript): ForEach reads entries in \
        place, and the dictionary's storage is shared, not copied. After an edit a list reads the ids of all \
        its rows to keep each row with its data: the copy makes it read all 100,000 again; the data source \
        reports which entry it changed (ours: ChangeReportingCollection; SwiftUI's List reads every id), so the \
        list reads that one and the rows it shows. The HUD counts the bytes copied and the entries read.
        """)

    var body: some View {
        switch mode {
        case .copied: CopiedResponsesList(model: model, recorder: recorder)
        case .inPlace: WrappedResponsesList(model: model, recorder: recorder)
        }
    }
}

/// The data: status-code-like responses, edited one at a time with U. The dictionary lives in
/// the seed's data source, made once — the seed's `@StateObject var dataSource =
/// DictDataSource(dict: responses)` — and both versions read it from there.
///
/// Why it is not made again in `body` from a dictionary the model keeps: the list holds the
/// last `ForEach` value, so a data source made per body keeps the dictionary's storage shared,
/// and the next edit's `responses.values[i] = …` copies all 100,000 values first (copy on write)
/// — a copy of its own, which the page's figure would not show. Made once and edited through the
/// one owner, the storage is never shared, and an edit changes one value in place
/// (`CollectionWorkTests` checks the buffer's address).
@MainActor @Observable final class ResponsesModel {
    private(set) var edits = 0
    /// The seed's `DictDataSource`, with the one mutation the page needs (U) and a count of its
    /// subscript's reads.
    @ObservationIgnored let dataSource: EditableDictDataSource<Int, String>

    init(count: Int = 100_000) {
        var responses = OrderedDictionary<Int, String>(minimumCapacity: count)
        for code in 0..<count { responses[code] = "Response \(code)" }
        dataSource = EditableDictDataSource(dict: responses)
    }

    /// The dictionary (read by the seed's quick way, `Array(model.responses)`); a body that
    /// reads it runs again after every edit.
    var responses: OrderedDictionary<Int, String> {
        access(keyPath: \.edits)
        return dataSource.dict
    }

    /// Changes one entry's value (the next one each time), in place.
    func editOne() {
        let index = (edits * 7919) % dataSource.count
        dataSource.setValue("Response \(dataSource.dict.keys[index]) (edited \(edits + 1)×)", at: index)
        edits += 1
    }
}

/// Seed 003's `DictDataSource` (SeedListsView.swift) — its three members as written — plus what
/// is ours: `setValue(_:at:)`, the edit the seed's class has no way to make (its dictionary is
/// private), which it reports (`ChangeReportingCollection`: the list then reads the ids of the
/// entries edited, not all 100,000), and `reads`, a count of the subscript's calls (the entries
/// the list read).
final class EditableDictDataSource<Key, Value>: RandomAccessCollection, ChangeReportingCollection where Key: Hashable {
    typealias Index = Int

    private(set) var dict: OrderedDictionary<Key, Value>
    /// Subscript calls since the last `resetReads()` (ours).
    private(set) var reads = 0
    /// The offset each change set, in order: change `k` (from 1) set `edited[k - 1]`. Values only
    /// — the class has no way to insert, remove or move a key — so every change is in place.
    private var edited: [Int] = []

    var changeCount: Int { edited.count }

    func offsetsChanged(since changeCount: Int) -> [Int]? {
        guard changeCount >= 0 && changeCount <= edited.count else { return nil }
        return Array(edited[changeCount...])
    }

    init(dict: OrderedDictionary<Key, Value>) {
        self.dict = dict
    }

    var startIndex: Int {
        0
    }

    var endIndex: Int {
        dict.count
    }

    subscript(position: Int) -> (key: Key, value: Value) {
        reads += 1
        return dict.elements[position]
    }

    /// Sets entry `index`'s value in place (ours).
    func setValue(_ value: Value, at index: Int) {
        dict.values[index] = value
        edited.append(index)
    }

    func resetReads() { reads = 0 }
}

/// The quick way: the dictionary converted to an array in `body`.
struct CopiedResponsesList: View {
    let model: ResponsesModel
    let recorder: CollectionRecorder
    var body: some View {
        let elements = recorder.copied(Array(model.responses))
        List {
            ForEach(elements, id: \.key) { element in
                Text("\(element.key) : \(element.value)")
            }
        }
    }
}

/// The seed's way: its `DictDataSource`, made once, over the dictionary (nothing copied).
struct WrappedResponsesList: View {
    let model: ResponsesModel
    let recorder: CollectionRecorder
    var body: some View {
        let dataSource = recorder.wrapped(model.dataSource, edits: model.edits)
        List {
            ForEach(dataSource, id: \.key) { element in
                Text("\(element.key) : \(element.value)")
            }
        }
    }
}

/// What the page measures: bodies run, the bytes of the arrays they made, and the dictionary
/// entries read since the last body (the `Array(dict)` copy reads every one; in the fix, the
/// list's reads through `DictDataSource`'s subscript, counted there).
@MainActor final class CollectionRecorder {
    private(set) var bodies = 0
    private(set) var bytesCopied = 0
    private(set) var lastCopyBytes = 0
    /// Entries the last body's `Array(dict)` read (the copied version).
    private var copiedEntries = 0
    /// The fix's data source, whose subscript counts the list's reads since the last body.
    private var source: EditableDictDataSource<Int, String>?

    func copied<Element>(_ array: [Element]) -> [Element] {
        bodies += 1
        lastCopyBytes = array.count * MemoryLayout<Element>.stride
        bytesCopied += lastCopyBytes
        copiedEntries = array.count
        source = nil
        return array
    }

    /// The fix's body ran (`edits`: read so that each edit runs it again).
    func wrapped(_ dataSource: EditableDictDataSource<Int, String>, edits: Int) -> EditableDictDataSource<Int, String> {
        bodies += 1
        lastCopyBytes = 0
        copiedEntries = 0
        dataSource.resetReads()
        source = dataSource
        return dataSource
    }

    /// Dictionary entries read since the last body ran: by its copy, or by the list.
    var entriesRead: Int { source?.reads ?? copiedEntries }
    /// The dictionary's entries (as many as the copy made, or the data source holds).
    var entriesHeld: Int { source?.count ?? copiedEntries }

    func reset() {
        bodies = 0
        bytesCopied = 0
        lastCopyBytes = 0
        copiedEntries = 0
        source = nil
    }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "bytes_copied", label: "bytes copied (MB)", value: Double(bytesCopied) / 1_000_000, decimals: 1,
                     isBad: bytesCopied > 0),
         SceneFigure(key: prefix + "last_copy_bytes", label: "last body's copy (MB)", value: Double(lastCopyBytes) / 1_000_000, decimals: 1,
                     isBad: lastCopyBytes > 0),
         // In the warning colour when the last edit read every entry (the copy; a list that
         // gathered every id through the data source would too).
         SceneFigure(key: prefix + "entries_read", label: "entries read since the body", value: Double(entriesRead),
                     isBad: entriesRead > 0 && entriesRead >= entriesHeld),
         SceneFigure(key: prefix + "bodies", label: "list bodies run", value: Double(bodies))]
    }
}
