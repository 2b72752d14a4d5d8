import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

/// A data change costs what changed, not what the list holds: ids equal in order are compared,
/// never hashed (``IdentityDiff`` trims the common prefix and suffix first, as Android's
/// `DiffUtil` and Compose's lazy lists do), so a value edited in place in 100,000 rows hashes no
/// id, and an insertion hashes only the window between the first and last difference. (The Lab's
/// page 2: every `U` edit of seed 003's `DictDataSource` used to hash all 100,000 ids twice.)
@MainActor
struct DataEditDiffTests {
    @MainActor @Observable final class Rows {
        var items: [(key: Int, value: String)]
        init(count: Int) { items = (0..<count).map { (key: $0, value: "Response \($0)") } }
    }

    struct RowsList: View {
        let rows: Rows
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(rows.items, id: \.key) { item in Text("\(item.key) : \(item.value)").frame(height: 20) }
                }
            }
        }
    }

    static let count = 100_000

    @Test("A value edited in place hashes no id; the row shows the new value", arguments: [0, 3, 99_999])
    func inPlaceEdit(index: Int) {
        let rows = Rows(count: Self.count)
        let driver = ScrollDriver(RowsList(rows: rows), width: 300, height: 200)
        let graph = driver.scene.host.graph
        let before = graph.stats.idsHashed
        rows.items[index].value = "edited"
        driver.frame()
        // The same 100,000 keys in the same order: compared, none hashed — by the scroll view's
        // diff or by the ForEach finding its made rows (each still at its index).
        #expect(graph.stats.idsHashed - before == 0)
        #expect(graph.stats.bodyEvaluations > 0)
        if index < 10 {
            // Rows 0…9 are on screen (200 pt of 20 pt rows): the edited one shows its new value.
            #expect(driver.texts.keys.contains("\(index) : edited"))
        }
    }

    @Test("An insertion in the middle hashes only the window between the first and last difference",
          arguments: [1, 50])
    func middleInsertion(inserted: Int) {
        // 90,000 rows: with the insertion still within `ScrollViewNode.diffedRowLimit` (100,000).
        let rows = Rows(count: 90_000)
        let driver = ScrollDriver(RowsList(rows: rows), width: 300, height: 200)
        let graph = driver.scene.host.graph
        let before = graph.stats.idsHashed
        rows.items.insert(contentsOf: (0..<inserted).map { (key: -1 - $0, value: "new") }, at: 45_000)
        driver.frame()
        // Old ids 0…89,999; new ones the same with `inserted` new keys at 45,000: the common
        // prefix is 45,000 ids, the suffix 45,000, so the window is 0 old ids and `inserted` new
        // ones — all the diff hashes. The ForEach's made rows (0…~10) keep their indices.
        #expect(graph.stats.idsHashed - before == inserted)
        #expect(driver.scrollView.source.itemCount(inSection: 0) == 90_000 + inserted)
    }

    @Test("IdentityDiff trims: equal sequences hash nothing; a change hashes its window only")
    func trimmedDiff() throws {
        let old = Array(0..<1_000)
        let same = try #require(IdentityDiff(from: old, to: old))
        #expect(same.isEmpty && same.idsHashed == 0)
        var moved = old
        moved.swapAt(400, 410)
        // Prefix 0…399 and suffix 411…999 equal: the window is old[400…410] and new[400…410],
        // 11 ids each; 410 moved before 401 (one removal, one insertion).
        let diff = try #require(IdentityDiff(from: old, to: moved))
        #expect(diff.idsHashed == 22)
        #expect(IdentityDiffTests.apply(diff, to: old, new: moved) == moved)
        var removed = old
        removed.removeSubrange(10..<20)
        let removal = try #require(IdentityDiff(from: old, to: removed))
        #expect(removal == IdentityDiff(removals: [10..<20], insertions: []))
        #expect(removal.idsHashed == 10)
    }
}
