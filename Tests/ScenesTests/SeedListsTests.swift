import DisplayList
import LazyLayout
import LazyScrollViews
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// Seed 003's `List` examples, as written, on the lazy engine.
@Suite("Seed 003 lists", .serialized)
@MainActor
struct SeedListsTests {
    /// Drives a view scene's window scroll view to `offset` for one frame.
    private func frame<V: View>(_ scene: ViewScene<V>, offset: Points, time: Double, result: inout LayoutResult) {
        scene.advance(to: time)
        let size = Size(width: 400, height: 700)
        let constraints = scene.constraints(viewport: size, scrollOffset: offset)
        scene.layout(constraints, into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size), context: .plain, into: &list)
    }

    @Test("DictDataSource: the OrderedDictionary's entries in order, as inset-grouped rows of 44 pt")
    func dictDataSource() {
        let scene = ViewScene(name: "dict", rootView: OrderedCollectionsDemo(), measurer: FixedAdvanceTextMeasurer(),
                              size: Size(width: 400, height: 700))
        var result = LayoutResult(constraints: LayoutConstraints(viewportSize: Size(width: 400, height: 700), scrollOffset: 0))
        frame(scene, offset: 0, time: 0, result: &result)
        #expect(scene.visibleIDs(result) == ["200", "403", "404", "500"])
        // No header: a 20 pt gap, then four rows of 44 pt (20.4 pt text + 2 × 11 pt < 44).
        #expect(result.placed.map(\.frame.minY) == [20, 64, 108, 152])
        #expect(result.contentExtent == 20 + 4 * 44 + 20)
    }

    /// A sleep that returns at once and notes how long it was asked to wait: a main-actor log
    /// (the requests sleep from main-actor tasks, and the test reads it there), so its sleep is
    /// a main-actor closure — sendable, and checked, with no lock and no `@unchecked`.
    @MainActor final class Waits {
        var durations: [Duration] = []
        var sleep: @Sendable (Duration) async -> Void { { @MainActor [self] in durations.append($0) } }
    }

    @Test("DynamicDataSource: walking near the end calls formIndex(after:), which loads the next page")
    func dynamicDataSource() async throws {
        let waits = Waits()
        let scene = ViewScene(name: "dynamic", rootView: DynamicDataLoader(sleep: waits.sleep), measurer: FixedAdvanceTextMeasurer(),
                              size: Size(width: 400, height: 700))
        var result = LayoutResult(constraints: LayoutConstraints(viewportSize: Size(width: 400, height: 700), scrollOffset: 0))
        var time = 0.0
        frame(scene, offset: 0, time: time, result: &result)
        #expect(scene.elementCount == 50)
        #expect(waits.durations.isEmpty, "no page is asked for while the list is far from its end")
        // Scroll to the end of the first 50 rows, a frame at a time.
        var offset: Points = 0
        while offset < result.maxOffset {
            offset = min(offset + 200, result.maxOffset)
            time += 1.0 / 60
            frame(scene, offset: offset, time: time, result: &result)
        }
        // The seed's page arrives after its 1.5 s load (here slept at once) on the main actor:
        // a few frames, each draining the main actor as the host does, take it in.
        for _ in 0..<10 where scene.elementCount == 50 {
            await scene.drainMainActor()
            time += 1.0 / 60
            frame(scene, offset: offset, time: time, result: &result)
        }
        #expect(waits.durations == [.seconds(1.5)], "one page asked for, with the seed's delay")
        #expect(scene.elementCount == 80, "the page of 30 was appended")
        // The rows on screen stayed where they were: the new rows went in below.
        #expect(abs(result.scrollOffset - offset) < 0.5)
    }

    /// The numbers the seed draws with `Int.random(in: 0..<1000)` come from a generator each data
    /// source owns: a `seed-lists` window shows the same rows however many were made before it
    /// in the process. (One generator for the process gave the second window other numbers, so a
    /// headless run's pixels depended on what else the process had run.)
    @Test("Two DynamicDataLoaders made one after the other show the same numbers")
    func numbersDoNotDependOnWhatCameBefore() {
        func texts() -> [String] {
            let scene = ViewScene(name: "dynamic", rootView: DynamicDataLoader(), measurer: FixedAdvanceTextMeasurer(),
                                  size: Size(width: 400, height: 700))
            var result = LayoutResult(constraints: LayoutConstraints(viewportSize: Size(width: 400, height: 700), scrollOffset: 0))
            scene.advance(to: 0)
            scene.layout(scene.constraints(viewport: Size(width: 400, height: 700), scrollOffset: 0), into: &result)
            var list = DisplayList()
            _ = scene.paint(result, viewport: Rect(x: 0, y: 0, width: 400, height: 700), context: .plain, into: &list)
            return list.commands.compactMap { if case .text(let string, _, _, _) = $0 { string } else { nil } }
        }
        let first = texts(), second = texts()
        #expect(first.count >= 10, "rows on screen: \(first.count)")
        #expect(first == second)
    }
}
