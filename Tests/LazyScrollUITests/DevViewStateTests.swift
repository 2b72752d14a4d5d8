@testable import AppHost
import DevLoop
import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollUI

// What the dev loop carries that the host cannot see, through real headless runs of an app's
// window: the `@State` of its views and the pinned preview (Documentation/DevLoop.md).

/// 1,000 rows of 20 pt; a tap marks a row (its `@State`).
private struct TapRows: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { i in TapRow(i: i) }
            }
        }
    }
}

private struct TapRow: View {
    let i: Int
    @State private var mark = "fresh"
    var body: some View {
        Text("row \(i) \(mark)")
            .frame(maxWidth: .infinity, minHeight: 20, maxHeight: 20)
            .contentShape(Rectangle())
            .onTapGesture { mark = "tapped" }
    }
}

private func drawnTexts(_ list: DisplayList) -> [(text: String, y: Double)] {
    list.commands.compactMap { command in
        if case let .text(text, origin, _, _) = command { return (text, origin.y) }
        return nil
    }
}

private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).\(name.hasSuffix("trace") ? "jsonl" : "json")").path
}

@MainActor
@Suite("Dev loop: view state carried between runs")
struct DevViewStateTests {
    /// One headless run of `TapRows`, replaying `trace`, writing its dev snapshot to `snapshot`,
    /// starting from `restore`.
    func run(frames: Int, trace: String? = nil, snapshot: String? = nil, restore: String? = nil) async throws -> HeadlessRunner.Outcome {
        DevViewStateHooks.connectViewLayer()
        let provider = WindowGroupProvider(windows: WindowGroup("Rows") { TapRows() }._windowGroups, fallbackName: "rows")
        var options = RunOptions()
        options.sceneName = provider.names[0]
        options.size = Size(width: 300, height: 200)
        options.frames = frames
        if let trace {
            let path = temporaryPath("dev-trace")
            try trace.write(toFile: path, atomically: true, encoding: .utf8)
            options.replayPath = path
        }
        options.devSnapshotPath = snapshot
        options.restorePath = restore
        return try await HeadlessRunner(options: options, scenes: provider).run()
    }

    @Test("Headless: a run started from the last one's snapshot shows the same rows, the tapped row still tapped")
    func headlessRestore() async throws {
        let snapshot = temporaryPath("dev-snapshot")
        // End (t = 0.2 s) scrolls to the bottom; at 1.5 s, settled, a click 30 pt down marks the
        // second row on screen.
        let first = try await run(frames: 120, trace: """
            {"t": 200, "type": "key", "key": "End"}
            {"t": 1500, "type": "down", "x": 100, "y": 30}
            {"t": 1520, "type": "up", "x": 100, "y": 30}
            """, snapshot: snapshot)
        let firstTexts = drawnTexts(first.pipeline.displayList)
        let tapped = try #require(firstTexts.first { $0.text.hasSuffix("tapped") })
        #expect(!tapped.text.hasPrefix("row 1 "), "the list was scrolled before the tap")

        let written = try DevSnapshot.load(path: snapshot)
        #expect(written.states?.contains { $0.property == "TapRow.mark" && $0.json == "\"tapped\"" } == true)

        // No trace: the second run's rows come from the snapshot alone (frame 0 jumps, frame 1
        // installs the rows' state).
        let second = try await run(frames: 3, restore: snapshot)
        let secondTexts = drawnTexts(second.pipeline.displayList)
        #expect(secondTexts.contains { $0.text == tapped.text && abs($0.y - tapped.y) < 0.5 })
        #expect(secondTexts.first?.text == firstTexts.first?.text)

        // Without the snapshot the run starts at the top, nothing tapped.
        let fresh = try await run(frames: 3)
        #expect(drawnTexts(fresh.pipeline.displayList).first?.text == "row 0 fresh")
    }

    @Test("A snapshot's pinned preview replaces the one the app was started with", arguments: [
        (["--preview", "Gamma"], "Gamma", false), (["--canvas"], nil, true), (["--bogus"], "Alpha", false),
    ] as [([String], String?, Bool)])
    func pinnedPreview(pinned: [String], preview: String?, canvas: Bool) throws {
        let started = try AppArguments.parse(["--preview", "Alpha"])
        let relaunched = started.pinning(pinned)
        #expect(relaunched.preview == preview)
        #expect(relaunched.canvas == canvas)
    }
}

extension PreviewBrowserTests {
    // In PreviewBrowserTests' suite: serialized with the other tests that pin previews.
    @Test("The pinned preview goes into the dev snapshot; the relaunch with --restore opens it")
    func pinnedPreviewCarriedOver() async throws {
        DevViewStateHooks.connectViewLayer()
        let catalog = PreviewCatalog(previews: [
            Preview("Alpha") { Text("alpha body") },
            Preview("Beta") { Text("beta body") },
            Preview("Gamma") { Text("gamma body") },
        ])
        let provider = WindowGroupProvider(windows: [catalog.browserWindow(pinned: .preview("Alpha"), title: "previews")],
                                           fallbackName: "previews")
        var options = RunOptions()
        options.sceneName = provider.names[0]
        options.size = Size(width: 800, height: 600)
        options.frames = 10
        let trace = temporaryPath("dev-pin-trace")
        // Rows: All previews, Alpha (pinned), Beta, Gamma: L, ↓ ↓, Return pins Gamma.
        try """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "key", "key": "Down"}
            {"t": 60, "type": "key", "key": "Down"}
            {"t": 80, "type": "key", "key": "Return"}
            """.write(toFile: trace, atomically: true, encoding: .utf8)
        options.replayPath = trace
        let snapshot = temporaryPath("dev-pin-snapshot")
        options.devSnapshotPath = snapshot
        _ = try await HeadlessRunner(options: options, scenes: provider).run()
        #expect(try DevSnapshot.load(path: snapshot).preview == ["--preview", "Gamma"])
        // The dev loop relaunches with the app's first arguments and --restore.
        let relaunch = try AppArguments.parse(["--preview", "Alpha", "--restore", snapshot]).pinningRestoredPreview()
        #expect(relaunch.preview == "Gamma")
    }
}
