import LazyLayout
import ScrollCore
import Testing

/// Issue 16, item 4: whatever numbers a data source returns, a pass stays bounded, its content
/// size and offsets finite, and each kind of bad value is reported once, naming where it came from.
@Suite("Guarded data sources")
struct DataSourceGuardTests {
    /// Counts and a uniform extent as given, with no sanity of their own.
    struct RawSource: LazyStackDataSource {
        var counts: [Int]
        var sections: Int? = nil
        var uniform: Points? = nil
        var extent: (ElementPath) -> Points = { _ in 20 }
        var estimate: Points? = nil
        var sectionCount: Int { sections ?? counts.count }
        func itemCount(inSection section: Int) -> Int { counts[section] }
        func hasHeader(inSection section: Int) -> Bool { false }
        func id(of path: ElementPath) -> ElementPath { path }
        func measure(_ path: ElementPath, crossExtent: Points) -> Points { extent(path) }
        func estimatedExtent(of kind: ElementKind, inSection section: Int) -> Points? { estimate }
        var uniformItemExtent: Points? { uniform }
    }

    func constraints(offset: Points = 0, axis: Axis = .vertical) -> LayoutConstraints {
        LayoutConstraints(axis: axis, viewportSize: Size(width: 400, height: 600), scrollOffset: offset)
    }

    /// Lays out `passes` passes scrolling by `step`, checking every result; returns the faults.
    func run<S: LazyStackDataSource>(_ source: S, passes: Int = 20, step: Points = 250, axis: Axis = .vertical)
        -> (faults: [DataSourceFault], maxRealized: Int, stack: LazyStackLayout<S>) {
        var stack = LazyStackLayout(source: source)
        var faults: [DataSourceFault] = []
        var offset: Points = 0
        var maxRealized = 0
        for _ in 0..<passes {
            let result = stack.layout(constraints(offset: offset, axis: axis), source: source)
            #expect(result.contentExtent.isFinite && result.scrollOffset.isFinite && result.correction.isFinite,
                    "content \(result.contentExtent), offset \(result.scrollOffset)")
            #expect(result.placed.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.size.height.isFinite })
            faults += result.stats.dataSourceFaults
            maxRealized = max(maxRealized, result.placed.count)
            offset = result.scrollOffset + step
        }
        return (faults, maxRealized, stack)
    }

    @Test("Measured NaN, ±∞, negative and huge extents become 0 or 10¹² pt, reported once with the element", arguments: Axis.allCases)
    func badMeasurements(axis: Axis) {
        // Rows 3 and 4 in the first screen; row 5 after them, as tall as the guard allows.
        for huge in [Points.infinity, 1e300] {
            let bad: [Int: Points] = [3: .nan, 4: -7, 5: huge, 13: .nan]
            let source = RawSource(counts: [1000]) { bad[$0.kind.row!] ?? 20 }
            let (faults, _, stack) = run(source, axis: axis)
            #expect(faults.count == 1, "reported once: \(faults)")
            #expect(faults.first?.description == "measured extent NaN of item 3 of section 0 is not a size; using 0 pt")
            #expect(stack.sourceGuard.occurrences[.measuredExtent, default: 0] == 3)
            #expect(stack.extents.extent(at: 3) == 0)
            #expect(stack.extents.extent(at: 4) == 0)
            #expect(stack.extents.extent(at: 5) == DataSourceGuard.maximumMeasuredExtent)
        }
    }

    @Test("A collapsed item (−∞) is no fault; a collapsed header is")
    func collapsed() {
        let items = RawSource(counts: [50]) { $0.kind.row! == 2 ? LazyStackCollapsedExtent : 20 }
        #expect(run(items, passes: 2).faults.isEmpty)
        let headers = FakeSource(sections: [5, 5], headerExtent: -.infinity)
        let faults = run(headers, passes: 2).faults
        #expect(faults.map(\.description) == ["measured extent -inf of the header of section 0 is not a size; using 0 pt"])
    }

    @Test("Bad estimates fall back to the running average", arguments: [Points.nan, .infinity, -.infinity, 0, -3, 1e9])
    func badEstimates(estimate: Points) {
        let (faults, _, stack) = run(RawSource(counts: [100_000], estimate: estimate))
        #expect(faults.map(\.kind) == [.estimatedExtent], "\(faults)")
        #expect(faults.first?.replacement == "the average of measured extents")
        #expect(stack.extents.providedEstimates == [nil, nil, nil])
    }

    @Test("A zero or negative uniform row size is refused: items are measured; 100,001 zero-height rows realize at most 10⁴ per pass",
          arguments: [Points(0), -24, .nan, .infinity])
    func badUniformExtent(uniform: Points) {
        let source = RawSource(counts: [100_001], uniform: uniform, extent: { _ in 0 })
        let (faults, maxRealized, _) = run(source, passes: 5)
        #expect(faults.contains { $0.kind == .uniformItemExtent }, "\(faults)")
        #expect(faults.contains { $0.kind == .realizeLimit }, "\(faults)")
        #expect(maxRealized <= DataSourceGuard.maximumRealizedPerPass)
        #expect(maxRealized > 0)
    }

    @Test("Negative item and section counts count as 0, naming the section")
    func negativeCounts() {
        let (faults, _, stack) = run(RawSource(counts: [5, -3, 7]), passes: 2)
        #expect(stack.sectionIndex.elementCount == 12)
        #expect(faults.map(\.description) == ["section 1's item count is -3; using 0"])
        let none = run(RawSource(counts: [], sections: -2), passes: 2)
        #expect(none.stack.sectionIndex.elementCount == 0)
        #expect(none.faults.map(\.description) == ["section count is -2; using 0"])
    }

    @Test("Counts that overflow Int are cut at 2⁴⁸ elements; offsets stay finite")
    func overflowingCounts() {
        let (faults, _, stack) = run(RawSource(counts: [Int.max, Int.max, 5]), passes: 3, step: 1e12)
        #expect(stack.sectionIndex.elementCount == DataSourceGuard.maximumElementCount)
        #expect(faults.map(\.kind) == [.tooManyElements])
        #expect(faults.first?.description.contains("section 0") == true)
    }
}
