import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// `ChangeReportingCollection`: a `ForEach`'s data that says which elements an edit changed lets
/// the list read those elements' ids instead of every id (issue 36, the Lab's page 2). The list
/// still diffs by identity whenever the report cannot vouch for the ids — an element given
/// another id, an insertion, a collection that does not know — so rows stay with their elements
/// exactly as when every id is read. The pattern is UIKit's `reconfigureItems(_:)`
/// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)):
/// the data names the items whose contents changed.
@MainActor
struct ChangeReportingCollectionTests {
    /// Keyed responses, as seed 003's `DictDataSource` over an `OrderedDictionary`: a class read
    /// through its subscript (counted), edited through its methods, which it reports unless
    /// `reports` is false.
    final class Responses: ChangeReportingCollection {
        typealias Index = Int
        private(set) var keys: [Int]
        private(set) var values: [String]
        private(set) var reads = 0
        var reports = true
        /// Offsets changed in place by changes 1…n; nil from a change that inserted.
        private var log: [Int?] = []

        init(count: Int) {
            keys = Array(0..<count)
            values = keys.map { "Response \($0)" }
        }
        var startIndex: Int { 0 }
        var endIndex: Int { keys.count }
        subscript(position: Int) -> (key: Int, value: String) {
            reads += 1
            return (keys[position], values[position])
        }
        var changeCount: Int { log.count }
        func offsetsChanged(since changeCount: Int) -> [Int]? {
            guard reports, changeCount <= log.count else { return nil }
            var offsets: [Int] = []
            for entry in log[changeCount...] {
                guard let entry else { return nil }
                offsets.append(entry)
            }
            return offsets
        }
        func setValue(_ value: String, at offset: Int) { values[offset] = value; log.append(offset) }
        func setKey(_ key: Int, at offset: Int) { keys[offset] = key; log.append(offset) }
        func insert(key: Int, at offset: Int) { keys.insert(key, at: offset); values.insert("new", at: offset); log.append(nil) }
    }

    /// What the list's body reads: `edits`, so each edit runs it again.
    @MainActor @Observable final class Model {
        var edits = 0
        @ObservationIgnored let data: Responses
        init(data: Responses) { self.data = data }
    }

    struct ResponsesList: View {
        let model: Model
        var body: some View {
            let _ = model.edits
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(model.data, id: \.key) { element in Text("\(element.key) : \(element.value)").frame(height: 20) }
                }
            }
        }
    }

    /// The page's data, shown in 300 × 200 (rows 0…9 on screen), and the reads of `edit`'s frame.
    private func readsOfEdit(count: Int, reports: Bool, edit: (Responses) -> Void) -> (reads: Int, driver: ScrollDriver<ResponsesList>, model: Model) {
        let model = Model(data: Responses(count: count))
        model.data.reports = reports
        let driver = ScrollDriver(ResponsesList(model: model), width: 300, height: 200)
        driver.frame()
        let before = model.data.reads
        edit(model.data)
        model.edits += 1
        driver.frame()
        return (model.data.reads - before, driver, model)
    }

    private func forEachNode(_ driver: ScrollDriver<ResponsesList>) -> LazyForEachNode? {
        if case .forEach(let node)? = driver.scrollView.source.sections.first?.runs.first { return node }
        return nil
    }

    @Test("A value edited in place: the list reads the edited element's id, not every id; the rows are the ones they were",
          arguments: [1_000, 100_000], [0, 4, 777])
    func valueEdit(count: Int, offset: Int) throws {
        let edit = { (data: Responses) in data.setValue("edited", at: offset) }
        let reported = readsOfEdit(count: count, reports: true, edit: edit)
        let unreported = readsOfEdit(count: count, reports: false, edit: edit)
        // Unreported, the list reads all `count` ids to diff them; reported, the one id at
        // `offset` (still `offset`). Everything else — the made rows' ids checked at their
        // indices, their elements for the updated views — is the same work in both.
        #expect(unreported.reads - reported.reads == count - 1, "\(reported.reads) \(unreported.reads)")
        #expect(reported.reads < 100)
        // The diff kept every row: no element made again, the ids the same array.
        let node = try #require(forEachNode(reported.driver)), plain = try #require(forEachNode(unreported.driver))
        #expect(node.elementsMade == plain.elementsMade)
        #expect(reported.driver.scrollView.structure[0].rowIDs?.ids.count == count)
        if offset < 10 { #expect(reported.driver.texts.keys.contains("\(offset) : edited")) }
    }

    @Test("An element given another id in place: the list sees it and diffs every id; the row is made for the new id",
          arguments: [0, 4])
    func idChange(offset: Int) throws {
        let count = 1_000
        let result = readsOfEdit(count: count, reports: true) { $0.setKey(-7, at: offset) }
        // The reported id differs, so every id is read (and the reported one first).
        #expect(result.reads >= count + 1)
        #expect(result.driver.scrollView.structure[0].rowIDs?.ids[offset] == AnyHashable(-7))
        // Row `offset` is on screen: the list made it for its new id (a new identity, as SwiftUI).
        let node = try #require(forEachNode(result.driver))
        let row = try #require(node.existingElement(at: offset))
        #expect(node.madeElementID(of: row) == AnyHashable(-7))
        // Shown in place below the top row (row 0 replaced is the scroll anchor's: the list keeps
        // row 1 where it was, as after an insertion above it).
        if offset > 0 { #expect(result.driver.texts.keys.contains("-7 : Response \(offset)")) }
    }

    @Test("An insertion the collection cannot report in place: every id is read and the rows follow their ids")
    func insertion() throws {
        let count = 1_000
        let result = readsOfEdit(count: count, reports: true) { $0.insert(key: -1, at: 0) }
        #expect(result.reads >= count + 1)
        let ids = try #require(result.driver.scrollView.structure[0].rowIDs?.ids)
        #expect(ids.count == count + 1 && ids[0] == AnyHashable(-1) && ids[1] == AnyHashable(0))
    }

    @Test("Several edits between two frames: every reported offset is checked, and only those")
    func severalEdits() {
        let count = 100_000
        let offsets = [3, 50_000, 99_999]
        let reported = readsOfEdit(count: count, reports: true) { data in for o in offsets { data.setValue("x", at: o) } }
        let unreported = readsOfEdit(count: count, reports: false) { data in for o in offsets { data.setValue("x", at: o) } }
        #expect(unreported.reads - reported.reads == count - offsets.count, "\(reported.reads) \(unreported.reads)")
    }
}
