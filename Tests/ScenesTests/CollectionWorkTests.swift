import DisplayList
import LazyLayout
@testable import LazyScrollViews
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// Lab page 2 (issue 36, Must 1): what one `U` edit costs in each version, in counts of work —
/// list bodies run, dictionary entries read, ids hashed, bytes copied — never in timings.
///
/// The profile that found the fix's stall (`perf record` of a debug headless replay of 40 edits,
/// last session's build): 75 % of the run in `ScrollViewNode.structureChanged`, 67 % in
/// `ViewListSource.rowIDs` walking the `ForEach`'s data with its iterator — per element
/// `endIndex`, the subscript and `index(after:)` through `DictDataSource`'s witnesses, each
/// reading the class's dictionary — while the edit itself made `DictDataSource` anew per body
/// over a dictionary the list still shared, so it copied every value first (copy on write).
@Suite("Lab page 2: the work of an edit", .serialized)
@MainActor
struct CollectionWorkTests {
    static let size = Size(width: 1280, height: 700)

    /// Draws one frame of `scene` at rest.
    private func frame<V: View>(_ scene: ViewScene<V>, time: Double) {
        scene.advance(to: time)
        let constraints = scene.constraints(viewport: Self.size, scrollOffset: 0)
        var result = LayoutResult(constraints: constraints)
        scene.layout(constraints, into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: Self.size), context: .plain, into: &list)
    }

    struct EditWork: Equatable {
        var bodies = 0, entriesRead = 0, idsHashed = 0, bytesCopied = 0
        var editedInPlace = true
        /// Rows the list has made (on screen and prefetched).
        var rowsMade = 0
    }

    /// The lazy `ForEach`'s node under `node`.
    private func lazyForEach(in node: ViewNode?) -> LazyForEachNode? {
        guard let node else { return nil }
        if let found = node as? LazyForEachNode { return found }
        for child in node.children { if let found = lazyForEach(in: child) { return found } }
        return nil
    }

    /// The work of each of `edits` edits, the page shown in `mode`.
    private func work(_ mode: CollectionPage.Mode, edits: Int) -> [EditWork] {
        let model = ResponsesModel(count: 100_000), recorder = CollectionRecorder()
        let scene = ViewScene(name: "lab2", rootView: CollectionPage(mode: mode, model: model, recorder: recorder),
                              measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        var time = 0.0
        frame(scene, time: time)
        var result: [EditWork] = []
        for _ in 0..<edits {
            let stats = scene.host.graph.stats
            let bodies = recorder.bodies, copied = recorder.bytesCopied
            let buffer = model.dataSource.dict.values.withUnsafeBufferPointer { $0.baseAddress }
            model.editOne()
            let after = model.dataSource.dict.values.withUnsafeBufferPointer { $0.baseAddress }
            time += 1.0 / 60
            frame(scene, time: time)
            result.append(EditWork(bodies: recorder.bodies - bodies, entriesRead: recorder.entriesRead,
                                   idsHashed: scene.host.graph.stats.idsHashed - stats.idsHashed,
                                   bytesCopied: recorder.bytesCopied - copied, editedInPlace: buffer == after,
                                   rowsMade: lazyForEach(in: scene.host.graph.root)?.madeCount ?? -1))
        }
        return result
    }

    @Test("Each edit runs the list's body once and hashes no id, in both versions; Array(dict) copies 2.4 MB, DictDataSource nothing and the list reads only the edited entry's id",
          arguments: [CollectionPage.Mode.copied, .inPlace])
    func editWork(mode: CollectionPage.Mode) {
        let work = work(mode, edits: 3)
        #expect(work.count == 3)
        for edit in work {
            #expect(edit.bodies == 1)
            // The same 100,000 keys in the same order: the scroll view's diff compares them in
            // place (IdentityDiff trims the common prefix) and hashes none.
            #expect(edit.idsHashed == 0)
            // One value set in the dictionary's own buffer: no copy on write. (Before the data
            // source was made once, the fix's edit copied all 100,000 values first: the list
            // still held the last body's DictDataSource over the same storage.)
            #expect(edit.editedInPlace)
            switch mode {
            case .copied:
                // 100,000 (Int, String) pairs of 24 bytes (8 + 16), every one read by the copy.
                #expect(edit.bytesCopied == 100_000 * 24)
                #expect(edit.entriesRead == 100_000)
            case .inPlace:
                #expect(edit.bytesCopied == 0)
                // The data source reports its edit (`ChangeReportingCollection`): the list reads
                // the edited entry's id (1), finds it unchanged, and reads no other id to diff —
                // where Array(dict) makes it read and compare all 100,000. Then two reads for
                // each row made (its id checked at its index, then its element for the updated
                // view): 22 rows here, the 16 in 700 pt (a 20 pt gap, 44-pt rows) and 6 prefetched.
                #expect(edit.entriesRead == 1 + 2 * edit.rowsMade, "\(edit)")
            }
        }
    }
}
