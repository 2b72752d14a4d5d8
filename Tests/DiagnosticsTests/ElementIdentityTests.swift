import Diagnostics
import DisplayList
import LazyLayout
import ScrollCore
import Testing

/// Issue 14 item 5: what the diagnostics keep per element across frames — the flash overlay's
/// creation times, the minimap's measured regions, the bounds overlay's labels, the tracker's
/// realized list — is kept by global index, which names another element after an insert or
/// remove above. The layout says how indices moved (`LayoutResult.indexEdits`); these follow it.
@Suite("Diagnostics stay on their elements across data changes")
struct ElementIdentityTests {
    /// Rows whose ids are the array's values (20 pt each), scrolled by a real engine.
    final class Rows {
        var ids = Array(0..<300)
        var source: CollectionDataSource<[Int], Int> { CollectionDataSource(ids, id: { $0 }, extent: { _, _ in 20 }) }
        lazy var stack = LazyStackLayout(source: source)
        func constraints(_ offset: Points, axis: Axis) -> LayoutConstraints {
            LayoutConstraints(axis: axis, viewportSize: Size(main: 300, cross: 200, axis: axis), scrollOffset: offset, cacheExtent: 40)
        }
        func layout(_ offset: Points, axis: Axis) -> LayoutResult { stack.layout(constraints(offset, axis: axis), source: source) }
        /// Inserts `count` new rows (ids 1000…) at `at`, or removes them when `count` is negative.
        func edit(at: Int, count: Int) {
            if count > 0 {
                ids.insert(contentsOf: (1000 + at)..<(1000 + at + count), at: at)
                stack.apply([.insertItems(section: 0, rows: at..<(at + count))], source: source)
            } else {
                ids.removeSubrange(at..<(at - count))
                stack.apply([.removeItems(section: 0, rows: at..<(at - count))], source: source)
            }
        }
    }

    static let edits: [(at: Int, count: Int)] = [(10, 3), (10, -4)]

    @Test("A created row keeps its flash after an insert or remove above; the rows that took its index do not flash, and nothing counts as created",
          arguments: Axis.allCases, [0, 1])
    func flashFollowsItsRow(axis: Axis, editIndex: Int) {
        let (at, count) = Self.edits[editIndex]
        let rows = Rows()
        var tracker = LazyActivityTracker()
        var offset: Points = 0, time: Seconds = 0
        tracker.observe(rows.layout(0, axis: axis), at: 0)
        // Scroll 1,000 pt, one row a frame: the last frame creates the row entering at the end.
        var result = rows.layout(0, axis: axis)
        while offset < 1_000 { offset += 20; time += 1.0 / 60; result = rows.layout(offset, axis: axis); tracker.observe(result, at: time) }
        // The rows still flashing at the next frame's time (the oldest ones fade out by then anyway).
        let next = time + 1.0 / 60
        let flashing = Set(result.placed.filter { tracker.flashStrength(of: $0.index, at: next) > 0 }.map { rows.ids[$0.index] })
        #expect(!flashing.isEmpty && flashing.count < result.placed.count)

        rows.edit(at: at, count: count)
        time = next
        result = rows.layout(result.scrollOffset, axis: axis)     // physics has not moved yet
        #expect(result.indexEdits == [count > 0 ? .insert(at: at, count: count) : .remove(at..<(at - count))])
        tracker.observe(result, at: time)
        #expect(tracker.createdThisFrame.isEmpty, "an edit above creates nothing on screen")
        #expect(tracker.destroyedThisFrame == 0)
        #expect(result.stats.created == 0)
        for element in result.placed {
            let id = rows.ids[element.index]
            #expect((tracker.flashStrength(of: element.index, at: time) > 0) == flashing.contains(id), "row id \(id) at #\(element.index)")
        }
        // The next frame sees no edits.
        result = rows.layout(result.scrollOffset, axis: axis)
        #expect(result.indexEdits.isEmpty && !result.dataReloaded)
    }

    @Test("The minimap's measured regions move with their rows: new rows above are unmeasured, removed ones gone")
    func measuredRunsFollow() {
        let rows = Rows()
        var tracker = LazyActivityTracker()
        var offset: Points = 0
        var result = rows.layout(0, axis: .vertical)
        tracker.observe(result, at: 0)
        while offset < 2_000 { offset += 100; result = rows.layout(offset, axis: .vertical); tracker.observe(result, at: offset / 6_000) }
        let measured = tracker.measured.count
        #expect(tracker.measured.runs.count == 1 && tracker.measured.runs[0].start == 0)

        rows.edit(at: 10, count: 3)
        result = rows.layout(result.scrollOffset, axis: .vertical)
        tracker.observe(result, at: 1)
        #expect(tracker.measured.runs.map { $0.start..<$0.end } == [0..<10, 13..<(measured + 3)])
        #expect(tracker.measured.count == measured && tracker.measured.extentSum == Double(measured) * 20)

        rows.edit(at: 5, count: -10)                // rows 5…14: five old rows, the three new ones, two old ones
        result = rows.layout(result.scrollOffset, axis: .vertical)
        tracker.observe(result, at: 2)
        #expect(tracker.measured.runs.map { $0.start..<$0.end } == [0..<(measured - 7)])
        #expect(tracker.measured.count == measured - 7)
    }

    @Test("The bounds overlay labels each row with its current index and id after an insert above")
    @MainActor func boundsLabelsFollow() {
        let rows = Rows()
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.bounds]), measurer: FixedAdvanceTextMeasurer())
        overlays.elementLabel = { [rows] _, element in String(rows.ids[element.index]) }
        func frame(_ layout: LayoutResult) -> [String] {
            overlays.observe(DiagnosticsInput(frame: FrameTime(index: 0, timeSeconds: 0, deltaSeconds: 0),
                                              viewport: Rect(x: 0, y: 0, width: 200, height: 300), sceneName: "rows", layout: layout,
                                              preset: "ios", activity: .idle, offset: layout.scrollOffset, velocity: 0, restingOffset: 0,
                                              physics: .init(), input: .init(), paintedElements: 0, paintCommands: 0), events: [])
            var list = DisplayList()
            _ = overlays.draw(into: &list)
            return list.commands.compactMap { if case .text(let text, _, _, _) = $0, text.hasPrefix("#") { text } else { nil } }
        }
        var result = rows.layout(400, axis: .vertical)
        _ = frame(result)
        rows.edit(at: 3, count: 2)
        result = rows.layout(result.scrollOffset, axis: .vertical)
        let labels = frame(result)
        #expect(labels.count >= 10)
        for label in labels {
            // "#index id": the id is the one now at that index (cached labels named the old one).
            let parts = label.dropFirst().split(separator: " ")
            let index = Int(parts[0])!, id = Int(parts[1])!
            #expect(rows.ids[index] == id, "label \(label)")
        }
    }
}
