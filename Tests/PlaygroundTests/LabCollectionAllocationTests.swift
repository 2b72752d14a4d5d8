import CMallocCounter
import DisplayList
import LazyLayout
import LazyScrollViews
import Observation
import ScrollCore
import Testing

/// Lab page 2 tried in the window (issue 36): the seed's version (`Array(dict)` in `body`) froze
/// each edit for 96–148 ms, and a profile showed a cost the seed does not have — 22 % of the run in
/// `Array._bridgeToObjectiveC`, under the list asking whether its `ForEach`'s data is a
/// `ChangeReportingCollection`: the value cast to that class-bound existential tried to bridge the
/// 100,000-element array to an `NSArray`, a box per element, before it failed. The question is now
/// asked of the data's type. An edit of an array-backed list costs the diff of its ids
/// (`ChangeReportingCollectionTests`), not an allocation per element.
@MainActor
@Suite("Lab page 2: an array's edit", .serialized,
       .enabled(if: lazyscroll_malloc_counter_available() == 1,
                Comment(rawValue: String(cString: lazyscroll_malloc_counter_unavailable_reason()))))
struct LabCollectionAllocationTests {
    @Observable final class Numbers {
        var values = Array(0..<100_000)
    }

    /// The seed's shape: a `List` over a plain array the body reads, ids by value.
    struct NumbersList: View {
        let model: Numbers
        var body: some View {
            List {
                ForEach(model.values, id: \.self) { value in
                    Text("\(value)")
                }
            }
        }
    }

    @Test("An edit of a 100,000-element array under a List allocates far fewer than one object per element")
    func arrayEditAllocations() {
        let viewport = Size(width: 640, height: 480)
        let model = Numbers()
        let scene = ViewScene(name: "numbers", rootView: NumbersList(model: model), measurer: FixedAdvanceTextMeasurer(), size: viewport)
        var result = LayoutResult(constraints: scene.constraints(viewport: viewport, scrollOffset: 0))
        var list = DisplayList()
        func frame(_ index: Int) {
            scene.advance(to: Double(index + 1) / 60)
            scene.layout(scene.constraints(viewport: viewport, scrollOffset: 0), into: &result)
            list.removeAll()
            _ = scene.paint(result, viewport: Rect(origin: .zero, size: viewport), context: .plain, into: &list)
        }
        for index in 0..<10 { frame(index) }
        var counts: [UInt64] = []
        for edit in 0..<3 {
            model.values[edit * 7] = -1 - edit          // one value changed: the body runs, the ids are diffed
            lazyscroll_malloc_counter_start()
            frame(10 + edit)
            counts.append(lazyscroll_malloc_counter_stop())
        }
        // Bridging boxed each of the 100,000 elements (an `NSNumber` per `Int`, and the
        // `NSArray`): at least 100,000 allocations an edit on top of the edit's own work — the
        // array's copy (the list still held the old one), the ids' arrays and tables, the row
        // whose text changed. An unoptimized build also boxes each id it reads through the key
        // path and `AnyHashable` (2 allocations an element, 201,152–201,206 an edit measured
        // without bridging). So does the release build CI runs (`swift test -c release`:
        // 200,178–200,201 an edit): reading ids through the generic key path boxes them in
        // optimized code too — a cost of its own, not fixed here. The bound, 2.5 an element,
        // fails on bridging (3 an element and more) in both builds.
        #expect(counts.allSatisfy { $0 < 250_000 }, "allocations per edit: \(counts)")
        // The edit was seen (the row's new value was made), so the frame did the edit's work.
        let texts = list.commands.compactMap { command -> String? in if case let .text(string, _, _, _) = command { string } else { nil } }
        #expect(texts.contains("-1") && texts.contains("-2"), "\(texts.prefix(12))")
    }
}
