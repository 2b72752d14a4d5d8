import LazyScrollViews
import Observation
import OrderedCollections
import ScrollCore

// Lab page 2 — seed 003, the chapter "Custom RandomAccessCollection": ForEach needs a
// RandomAccessCollection, and an `OrderedDictionary` is not one. The quick way converts it to an
// array in `body` — a copy of every entry each time the body runs, however few rows are on
// screen. The seed's way wraps it in `DictDataSource` (its code, in SeedListsView.swift), which the
// list reads in place. U edits one entry (the model changes, the body runs again); the Lab counts
// the bytes each version copies. The one line that is ours: `recorder.copied(…)`, which measures
// the array the seed's quick way makes.

struct CollectionPage: View {
    enum Mode: Int { case copied, inPlace }
    let mode: Mode
    let model: ResponsesModel
    let recorder: CollectionRecorder

    static let info = LabPageInfo(
        key: "collection",
        title: "A custom RandomAccessCollection",
        source: "seed 003 · wrap an OrderedDictionary in a RandomAccessCollection instead of converting it to an array",
        modes: ["seed's warning: Array(dict) in body", "fix: DictDataSource, read in place"],
        explanation: """
        ForEach takes a RandomAccessCollection; an OrderedDictionary (swift-collections) is not one. Converting it \
        with Array(dict) inside body compiles and looks harmless, but it copies every entry — 100,000 here — each \
        time the body runs: at start and after every change (press U to edit one entry). The lazy stack then reads \
        only the rows it shows, from a copy it did not need. The seed's fix is DictDataSource, a minimal \
        RandomAccessCollection over the dictionary (startIndex, endIndex, subscript): ForEach reads entries in \
        place, and the dictionary's storage is shared, not copied. The HUD counts the bytes copied.
        """)

    var body: some View {
        switch mode {
        case .copied: CopiedResponsesList(model: model, recorder: recorder)
        case .inPlace: WrappedResponsesList(model: model, recorder: recorder)
        }
    }
}

/// The data: status-code-like responses, edited one at a time with U.
@MainActor @Observable final class ResponsesModel {
    var responses: OrderedDictionary<Int, String>
    var edits = 0

    init(count: Int = 100_000) {
        var responses = OrderedDictionary<Int, String>(minimumCapacity: count)
        for code in 0..<count { responses[code] = "Response \(code)" }
        self.responses = responses
    }

    /// Changes one entry's value (the next one each time).
    func editOne() {
        let index = (edits * 7919) % responses.count
        responses.values[index] = "Response \(responses.keys[index]) (edited \(edits + 1)×)"
        edits += 1
    }
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

/// The seed's way: `DictDataSource` over the same dictionary (its storage shared, not copied).
struct WrappedResponsesList: View {
    let model: ResponsesModel
    let recorder: CollectionRecorder
    var body: some View {
        let dataSource = recorder.wrapped(DictDataSource(dict: model.responses))
        List {
            ForEach(dataSource, id: \.key) { element in
                Text("\(element.key) : \(element.value)")
            }
        }
    }
}

/// What the page measures: bodies run and the bytes of the arrays they made.
@MainActor final class CollectionRecorder {
    private(set) var bodies = 0
    private(set) var bytesCopied = 0
    private(set) var lastCopyBytes = 0

    func copied<Element>(_ array: [Element]) -> [Element] {
        bodies += 1
        lastCopyBytes = array.count * MemoryLayout<Element>.stride
        bytesCopied += lastCopyBytes
        return array
    }

    func wrapped<C: RandomAccessCollection>(_ collection: C) -> C {
        bodies += 1
        lastCopyBytes = 0
        return collection
    }

    func reset() {
        bodies = 0
        bytesCopied = 0
        lastCopyBytes = 0
    }

    func figures(prefix: String) -> [SceneFigure] {
        [SceneFigure(key: prefix + "bytes_copied", label: "bytes copied (MB)", value: Double(bytesCopied) / 1_000_000, decimals: 1,
                     isBad: bytesCopied > 0),
         SceneFigure(key: prefix + "last_copy_bytes", label: "last body's copy (MB)", value: Double(lastCopyBytes) / 1_000_000, decimals: 1,
                     isBad: lastCopyBytes > 0),
         SceneFigure(key: prefix + "bodies", label: "list bodies run", value: Double(bodies))]
    }
}
