import Diagnostics
import DisplayList
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import Testing

/// The diagnostics' bookkeeping on its own (no SDL): the sliding percentile window, measured
/// runs, the input log's collapsing and the overlays' formatting helpers. (Lives in
/// AppHostTests because Diagnostics has no test target of its own.)
@Suite("Diagnostics state")
struct OverlayStateTests {
    @Test("A frame's phase times are stored inline, one per phase in FramePhase order")
    func phaseTimesInOrder() {
        var times = FramePhaseTimes()
        #expect(times.seconds.count == FramePhase.allCases.count)
        for (i, phase) in FramePhase.allCases.enumerated() { times[phase] = Double(i + 1) / 1000 }
        // Each phase's slot is its place in allCases: 1 ms, 2 ms, … 7 ms; total 28 ms.
        #expect(Array(times.seconds) == FramePhase.allCases.indices.map { Double($0 + 1) / 1000 })
        #expect(abs(times.total - 0.028) < 1e-12)
        #expect(times[.render] == 0.006)
    }

    @Test("Percentiles cover the last window only; the ring keeps the last 240 frames")
    func frameHistoryWindow() {
        var history = FrameHistory(capacity: 240, windowSeconds: 5, sliceSeconds: 0.5)
        func times(ms: Double) -> FramePhaseTimes {
            var t = FramePhaseTimes(); t[.layout] = ms / 1000; return t
        }
        // 10 s at 60 Hz: 20 ms frames for the first 5 s, then 2 ms frames.
        for i in 0..<600 { history.record(times(ms: i < 300 ? 20 : 2), at: Double(i) / 60) }
        #expect(history.count == 240)
        let now = 599.0 / 60
        let total = history.summary(nil, now: now)
        // The window reaches back 5 s plus up to one slice, so a few 20 ms frames may remain: p50 is 2 ms.
        #expect(abs(total.p50 - 2) < 0.05, "p50 \(total.p50)")
        #expect(history.summary(.layout, now: now).p50 == total.p50)
        #expect(history.summary(.render, now: now).max <= 0.001 + 1e-9, "unrecorded phases read as the 1 µs floor")
        #expect(abs((history.framesPerSecond(over: 1) ?? 0) - 60) < 0.5)
        // Long after, nothing is in the window.
        #expect(history.summary(nil, now: now + 60).frames == 0)
    }

    @Test("Measured runs merge neighbours and place elements with the layout's estimate arithmetic")
    func measuredRuns() {
        var runs = MeasuredRuns()
        for i in [5, 7, 6, 6, 0, 1] { runs.insert(i, extent: 10) }
        #expect(runs.runs.map { $0.start..<$0.end } == [0..<2, 5..<8])
        #expect(runs.count == 5 && runs.extentSum == 50)
        #expect(runs.contains(6) && !runs.contains(4))
        // Element 5 starts after 0, 1 (measured, 10 each) and 2…4 (estimated, 20 each), with 1 pt spacing and a 3 pt inset.
        let expected: Double = 3 + 5 * 1 + 2 * 10 + 3 * 20
        #expect(runs.start(of: 5, estimate: 20, spacing: 1, leadingInset: 3) == expected)
    }

    @Test("The input log keeps wheel deltas exactly and collapses pointer moves")
    func inputLog() {
        var log = InputLog(capacity: 4)
        log.append(.init(timeSeconds: 0, event: .wheel(dx: 0, dy: -0.375, precise: true, at: .zero)))
        log.append(.init(timeSeconds: 0.1, event: .pointerDown(Point(x: 10, y: 100))))
        for i in 1...5 { log.append(.init(timeSeconds: 0.1 + Double(i) * 0.01, event: .pointerMove(Point(x: 10, y: 100 - Double(i) * 4)))) }
        #expect(log.entries.count == 3)
        #expect(log.total == 7)
        #expect(InputLog.describe(log.entries[0]) == "wheel  dx  0.0000 dy -0.3750 trace touchpad")
        #expect(log.entries[2].repeats == 5 && log.entries[2].delta == Vector(dx: 0, dy: -20))
    }

    @Test("Formatting: fixed decimals, signs, grouping and padding")
    func formatting() {
        #expect(OverlayFormat.fixed(1.005, 2) == "1.01" || OverlayFormat.fixed(1.005, 2) == "1.00")
        #expect(OverlayFormat.fixed(-0.5, 1) == "-0.5")
        #expect(OverlayFormat.fixed(-0.01, 1) == "0.0")
        #expect(OverlayFormat.fixed(12, 0) == "12")
        #expect(OverlayFormat.signed(4, 1) == "+4.0")
        #expect(OverlayFormat.grouped(1234567) == "1 234 567")
        #expect(OverlayFormat.right("7", 3) == "  7")
        #expect(OverlayFormat.bytes(4300) == "4.2 KB")
    }

    @Test("All overlays on draw balanced commands in points, from the first frame")
    @MainActor func overlaysDrawBalancedLists() {
        let measurer = FixedAdvanceTextMeasurer()
        var overlays = DiagnosticsOverlays(enabled: OverlaySet(DiagnosticOverlay.allCases), measurer: measurer)
        overlays.helpEntries = [HelpEntry(keys: "D", action: "HUD", overlay: .hud)]
        let scene = SceneCatalog.make("colors", repeatCount: 4, viewport: Size(width: 800, height: 600), measurer: measurer)!
        let layout = scene.layout(scene.constraints(viewport: Size(width: 800, height: 600), scrollOffset: 0))
        let input = DiagnosticsInput(frame: FrameTime(index: 0, timeSeconds: 0, deltaSeconds: 0),
                                     viewport: Rect(x: 0, y: 0, width: 800, height: 600), sceneName: "test", layout: layout,
                                     preset: "ios", activity: .idle, offset: 0, velocity: 0, restingOffset: 0,
                                     physics: .init(), input: .init(), paintedElements: 29, paintCommands: 60)
        overlays.observe(input, events: [])
        var list = DisplayList()
        let appended = overlays.draw(into: &list)
        #expect(appended == list.count && appended > 100)
        #expect(list.validate() == nil)
        #expect(overlays.tracker.createdThisFrame.count == layout.stats.created)
        #expect(layout.stats.created == layout.stats.realized, "the first pass creates everything")
    }
}
