import AppHost
import Foundation
import HostTestSupport
import ScrollCore
import ScrollHosting
import Testing

/// The Lab (issue 11), run headless as a user would drive it: the figures it reports must differ
/// in the direction the seed describes. Page 1 (seed 003): four Child State toggles and one Top
/// State toggle turned on, the list sent to its end (End) and back (Home).
@Suite("Lab")
@MainActor
struct LabTests {
    static let size = Size(width: 1280, height: 800)

    /// Times in the trace are milliseconds. `T` presses pick the mode first; then clicks on the
    /// Child State toggles of rows 0…3 (rows are 120 pt: the toggle of row r is at y 189 + 120 r,
    /// 66 pt in from the right edge), one on row 0's Top State toggle, End, and Home.
    static func trace(modePresses: Int) -> String {
        var lines: [String] = []
        var t = 100
        for _ in 0..<modePresses { lines.append(#"{"t":\#(t),"type":"key","key":"T"}"#); t += 100 }
        t += 200
        let x = Int(size.width) - 66
        for y in [189, 309, 429, 549, 150] {
            lines.append(#"{"t":\#(t),"type":"down","x":\#(x),"y":\#(y)}"#); t += 50
            lines.append(#"{"t":\#(t),"type":"up","x":\#(x),"y":\#(y)}"#); t += 100
        }
        t += 200
        lines.append(#"{"t":\#(t),"type":"key","key":"End"}"#); t += 1500
        lines.append(#"{"t":\#(t),"type":"key","key":"Home"}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    func figures(modePresses: Int) async throws -> [String: Double] {
        let outcome = try await runHeadless(scene: "lab", size: Self.size, frames: 300, trace: Self.trace(modePresses: modePresses))
        return outcome.report.figures
    }

    @Test("State kept only at the top level: the seed's child @State loses every toggle; the fix and .allByID lose none")
    func stateLoss() async throws {
        let seed = try await figures(modePresses: 0)
        #expect(seed["lab.state.mode"] == 0)
        #expect(seed["lab.state.toggles_lost"] == 4, "\(seed)")          // the rows came back with their child state reset
        #expect(seed["lab.state.child_toggles_on"] == 0, "\(seed)")
        #expect(seed["lab.state.top_toggles_on"] == 1, "\(seed)")        // RootView's own @State survives
        #expect((seed["lab.state.children_recreated"] ?? 0) >= 4, "\(seed)")

        let lifted = try await figures(modePresses: 1)
        #expect(lifted["lab.state.mode"] == 1)
        #expect(lifted["lab.state.toggles_lost"] == 0, "\(lifted)")
        #expect(lifted["lab.state.child_toggles_on"] == 4, "\(lifted)")  // the child views were made again, bound to the row's state
        #expect((lifted["lab.state.children_recreated"] ?? 0) >= 4, "\(lifted)")

        let allByID = try await figures(modePresses: 2)
        #expect(allByID["lab.state.mode"] == 2)
        #expect(allByID["lab.state.toggles_lost"] == 0, "\(allByID)")
        #expect(allByID["lab.state.child_toggles_on"] == 4, "\(allByID)")
        #expect(allByID["lab.state.children_recreated"] == 0, "\(allByID)") // kept whole: nothing made again
    }

    /// Page 2 (`N`), in the mode `modePresses` picks, with three edits (`U`) and a wheel click.
    static func collectionTrace(modePresses: Int) -> String {
        labTrace(page: 2, modePresses: modePresses, then: Array(repeating: "key U", count: 3) + ["wheel -10"], gapMs: 200)
    }

    @Test("A custom RandomAccessCollection: Array(dict) in body copies every entry each time it runs; DictDataSource copies nothing")
    func collectionCopies() async throws {
        let copied = try await runHeadless(scene: "lab", size: Self.size, frames: 90, trace: Self.collectionTrace(modePresses: 0)).report.figures
        // Four bodies (the page appearing, three edits), each copying 100,000 (Int, String) pairs
        // of 24 bytes: 2.4 MB a body, 9.6 MB in all.
        let entry = Double(MemoryLayout<(key: Int, value: String)>.stride)
        #expect(copied["lab.collection.bodies"] == 4, "\(copied)")
        #expect(copied["lab.collection.last_copy_bytes"] == 100_000 * entry / 1_000_000, "\(copied)")
        #expect(copied["lab.collection.bytes_copied"] == 4 * 100_000 * entry / 1_000_000, "\(copied)")
        let inPlace = try await runHeadless(scene: "lab", size: Self.size, frames: 90, trace: Self.collectionTrace(modePresses: 1)).report.figures
        #expect(inPlace["lab.collection.mode"] == 1)
        #expect(inPlace["lab.collection.bodies"] == 4, "\(inPlace)")
        #expect(inPlace["lab.collection.bytes_copied"] == 0, "\(inPlace)")
    }

    /// Page 3 (`N` twice), in the mode `modePresses` picks, then twelve wheel clicks down and
    /// three hard flings.
    static func setupTrace(modePresses: Int) -> String {
        labTrace(page: 3, modePresses: modePresses, then: Array(repeating: "wheel -1", count: 12) + ["fling", "pause 1500", "fling", "pause 1500", "fling"],
                 gapMs: 150)
    }

    func setupFigures(modePresses: Int, workMilliseconds: Double = 3) async throws -> [String: Double] {
        try await runHeadless(scene: "lab", size: Self.size, frames: 420, trace: Self.setupTrace(modePresses: modePresses)) {
            $0.labWorkMilliseconds = workMilliseconds
        }.report.figures
    }

    @Test("Set-up in onAppear: rows are drawn empty and set up on screen as they appear; made ready in init, prefetching sets them up ahead")
    func setupInOnAppear() async throws {
        let onAppear = try await setupFigures(modePresses: 0)
        #expect(onAppear["lab.setup.mode"] == 0)
        let scrolledIn = try #require(onAppear["lab.setup.rows_scrolled_in"])
        #expect(scrolledIn >= 100, "\(onAppear)")                                  // twelve clicks and three flings
        #expect(onAppear["lab.setup.setups_on_screen"] == scrolledIn, "\(onAppear)")   // every row that scrolled in
        #expect(onAppear["lab.setup.rows_drawn_empty"] == scrolledIn, "\(onAppear)")
        #expect(onAppear["lab.setup.prefetch_hits"] == 0, "\(onAppear)")
        let inInit = try await setupFigures(modePresses: 1)
        #expect(inInit["lab.setup.mode"] == 1)
        #expect(inInit["lab.setup.setups_on_screen"] == 0, "\(inInit)")
        #expect(inInit["lab.setup.rows_drawn_empty"] == 0, "\(inInit)")
        #expect((inInit["lab.setup.prefetch_hits"] ?? 0) >= 100, "\(inInit)")
        // The headline (LabFiguresTests sweeps it): set-up ms in frames that already show the row.
        #expect(onAppear["lab.setup.setup_ms_on_screen"] == 3 * scrolledIn, "\(onAppear)")
        #expect(inInit["lab.setup.setup_ms_on_screen"] == 0, "\(inInit)")
    }

    /// Page 8 (`N` seven times), in the mode `modePresses` picks, then three hard flings down.
    static func imageTrace(modePresses: Int) -> String {
        labTrace(page: 8, modePresses: modePresses, then: ["fling", "pause 1200", "fling", "pause 1200", "fling"], gapMs: 100)
    }

    @Test("Images in row state: kept, every picture ever made stays alive; released in onDisappear (Image or Data), only the rows near the screen hold one")
    func imageMemory() async throws {
        // One mode after the other: the decoded bytes alive are the process's, so two runs at once
        // would count each other's pictures.
        for modePresses in 0..<3 {
            let report = try await runHeadless(scene: "lab", size: Self.size, frames: 300, trace: Self.imageTrace(modePresses: modePresses)).report
            let f = report.figures
            #expect(f["lab.images.mode"] == Double(modePresses))
            let loads = f["lab.images.loads"] ?? 0, alive = f["lab.images.images_alive"] ?? 0
            #expect(loads >= 30, "\(f)")                               // three flings pass thirty rows or more
            if modePresses == 0 {
                // Top-level @State outlives the destroyed rows: one picture per row ever made,
                // 300 × 300 pixels of 4 bytes, 0.36 MB each.
                #expect(alive == loads, "\(f)")
                #expect(abs((f["lab.images.decoded_mb"] ?? 0) - loads * 0.36) < 1e-9, "\(f)")
            } else {
                // Only rows still realized (on screen or kept near it) hold a picture.
                #expect(alive <= Double(report.lazy.realized), "\(f) realized \(report.lazy.realized)")
                #expect(alive * 4 < loads, "\(f)")
            }
        }
    }

    @Test("--lab-work-ms is checked: a user error names the range", arguments: ["-1", "101", "nan"])
    nonisolated func labWorkOption(value: String) throws {
        let (status, stderr) = try LazyscrollProcess.run(["--headless", "--scene", "lab", "--lab-work-ms", value])
        #expect(status == 2 && stderr.contains("--lab-work-ms must be between 0 and 100 milliseconds"), "stderr: \(stderr)")
    }

    @Test("--lab-work-ms sets each set-up's charge: with no work nothing is charged, with 9 ms each row on screen costs 9")
    func setupWorkKnob() async throws {
        let none = try await setupFigures(modePresses: 0, workMilliseconds: 0)
        #expect((none["lab.setup.setups_on_screen"] ?? 0) >= 100, "\(none)")   // as many set-ups, none costing anything
        #expect(none["lab.setup.setup_ms_on_screen"] == 0, "\(none)")
        #expect(none["lab.setup.first_screen_setup_ms"] == 0, "\(none)")
        let heavy = try await setupFigures(modePresses: 0, workMilliseconds: 9)
        #expect(heavy["lab.setup.setup_ms_on_screen"] == 9 * (heavy["lab.setup.setups_on_screen"] ?? -1), "\(heavy)")
    }

    /// Page 4 (`N` three times), in the mode `modePresses` picks: `K` (scroll to row 3 past rows
    /// never measured), then fourteen wheel clicks up, to the top.
    static func buttonTrace(modePresses: Int) -> String {
        labTrace(page: 4, modePresses: modePresses, then: ["key K", "pause 250"] + Array(repeating: "wheel 1", count: 14), gapMs: 250)
    }

    @Test("Absolute offset vs visibility: the offset rule disagrees with the first steps' visibility on the way up; the visibility rule never does")
    func buttonRule() async throws {
        let absolute = try await runHeadless(scene: "lab", size: Self.size, frames: 330, trace: Self.buttonTrace(modePresses: 0))
        #expect(absolute.report.figures["lab.button.mode"] == 0)
        #expect((absolute.report.figures["lab.button.wrong_states"] ?? 0) > 0, "\(absolute.report.figures)")
        #expect(absolute.report.lazy.visibleIDs.first == "0")               // it did reach the top
        let visibility = try await runHeadless(scene: "lab", size: Self.size, frames: 330, trace: Self.buttonTrace(modePresses: 1))
        #expect(visibility.report.figures["lab.button.mode"] == 1)
        #expect(visibility.report.figures["lab.button.wrong_states"] == 0, "\(visibility.report.figures)")
        #expect((visibility.report.figures["lab.button.states"] ?? 0) > 5)
    }

    /// Page 5 (`N` four times), in the mode `modePresses` picks: six wheel clicks down, then End.
    static func filterTrace(modePresses: Int) -> String {
        labTrace(page: 5, modePresses: modePresses, then: Array(repeating: "wheel -1", count: 6) + ["pause 150", "key End"], gapMs: 150)
    }

    @Test("Filtering in the leaf view runs about eight step bodies per row shown (one step in eight is shown); filtered data runs one")
    func filterInLeafView() async throws {
        let leaf = try await runHeadless(scene: "lab", size: Self.size, frames: 200, trace: Self.filterTrace(modePresses: 0)).report
        #expect(leaf.figures["lab.filter.mode"] == 0)
        let perRow = try #require(leaf.figures["lab.filter.bodies_per_row"])
        #expect(perRow > 6 && perRow < 9, "\(leaf.figures)")                // 7 hidden steps between shown ones
        #expect(leaf.lazy.visibleIDs.last == "1992")                         // the last expert step (id 1992): End arrived
        let data = try await runHeadless(scene: "lab", size: Self.size, frames: 200, trace: Self.filterTrace(modePresses: 1)).report
        #expect(data.figures["lab.filter.mode"] == 1)
        #expect(data.figures["lab.filter.bodies_per_row"] == 1, "\(data.figures)")
        #expect(data.lazy.elementCount == 250)                               // 2,000 / 8: the ForEach holds only those
        // The jump to the end: a screenful of rows made at once, each costing eight bodies when
        // the filter is in the leaf view, one when it is in the data.
        let leafJump = try #require(leaf.figures["lab.filter.most_bodies_in_a_frame"])
        let dataJump = try #require(data.figures["lab.filter.most_bodies_in_a_frame"])
        #expect(leafJump > 5 * dataJump, "leaf \(leafJump), data \(dataJump)")
    }

    /// Page 6 (`N` five times), in the mode `modePresses` picks, then ten wheel clicks down.
    static func geometryTrace(modePresses: Int, clicks: Int = 10) -> String {
        labTrace(page: 6, modePresses: modePresses, then: Array(repeating: "wheel -1", count: clicks), gapMs: 150)
    }

    /// A trace (times in milliseconds) that turns to Lab page `page` (`N` presses 100 ms apart),
    /// picks the mode (`T` presses), waits 300 ms and then plays `then`, `gapMs` apart: "key K",
    /// "wheel -1" (one click down at the window's middle), "pause 250" (only time passes).
    static func labTrace(page: Int, modePresses: Int, then steps: [String], gapMs: Int) -> String {
        var lines: [String] = []
        var t = 100
        for _ in 1..<page { lines.append(#"{"t":\#(t),"type":"key","key":"N"}"#); t += 100 }
        for _ in 0..<modePresses { lines.append(#"{"t":\#(t),"type":"key","key":"T"}"#); t += 100 }
        t += 300
        for step in steps {
            let parts = step.split(separator: " ")
            switch parts[0] {
            case "key": lines.append(#"{"t":\#(t),"type":"key","key":"\#(parts[1])"}"#)
            case "wheel": lines.append(#"{"t":\#(t),"type":"wheel","dx":0,"dy":\#(parts[1]),"precise":false,"x":600,"y":400}"#)
            case "fling":
                // A mouse drag up at 8000 pt/s (64 pt every 8 ms), released moving: a hard fling.
                var y = 700
                lines.append(#"{"t":\#(t),"type":"down","x":600,"y":\#(y)}"#)
                for _ in 0..<8 { t += 8; y -= 64; lines.append(#"{"t":\#(t),"type":"move","x":600,"y":\#(y)}"#) }
                lines.append(#"{"t":\#(t),"type":"up","x":600,"y":\#(y)}"#)
            default: t += Int(parts[1])!                                   // "pause N"
            }
            t += gapMs
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("Layout changed after appearing: onGeometryChange into @State lays every row out again; StepLayout none")
    func layoutAfterAppearing() async throws {
        let geometry = try await runHeadless(scene: "lab", size: Self.size, frames: 150, trace: Self.geometryTrace(modePresses: 0)).report
        #expect(geometry.figures["lab.geometry.mode"] == 0)
        #expect((geometry.figures["lab.geometry.relayouts"] ?? 0) >= Double(geometry.lazy.realized), "\(geometry.figures)")
        let layout = try await runHeadless(scene: "lab", size: Self.size, frames: 150, trace: Self.geometryTrace(modePresses: 1)).report
        #expect(layout.figures["lab.geometry.mode"] == 1)
        #expect(layout.figures["lab.geometry.relayouts"] == 0, "\(layout.figures)")
    }

    @Test("A page's new scroll view starts at its top, not where the last page's was (page 4 opens at row 200)")
    func newScrollViewStartsAtTop() async throws {
        let report = try await runHeadless(scene: "lab", size: Self.size, frames: 60, trace: Self.geometryTrace(modePresses: 0, clicks: 0)).report
        #expect(report.figures["lab.geometry.mode"] == 0)
        #expect(report.scroll.offset.y == 0)
        #expect(report.lazy.visibleIDs.first == "0")
    }

    @Test(".id() on rows: a List makes all 1,000 row views up front (init) but runs body only for those shown; without .id, or in a LazyVStack, rows are made lazily")
    func idOnRows() async throws {
        func run(_ modePresses: Int) async throws -> [String: Double] {
            let trace = Self.labTrace(page: 7, modePresses: modePresses, then: Array(repeating: "wheel -1", count: 4), gapMs: 150)
            return try await runHeadless(scene: "lab", size: Self.size, frames: 120, trace: trace).report.figures
        }
        let listWithID = try await run(0)
        let bodies = try #require(listWithID["lab.ids.bodies"])
        #expect(listWithID["lab.ids.inits"] == 1_000 + bodies, "\(listWithID)")     // every row up front, then the shown ones made
        #expect(bodies < 100)
        let listWithoutID = try await run(1)
        #expect(listWithoutID["lab.ids.inits"] == listWithoutID["lab.ids.bodies"], "\(listWithoutID)")
        let stackWithID = try await run(2)
        #expect(stackWithID["lab.ids.inits"] == stackWithID["lab.ids.bodies"], "\(stackWithID)")
        #expect((stackWithID["lab.ids.inits"] ?? 0) < 100)
    }

    @Test("The Lab names its page and mode for the help panel; other scenes have no figures")
    func explanationAndFigures() async throws {
        let outcome = try await runHeadless(scene: "lab", size: Self.size, frames: 2)
        let explanation = try #require((outcome.pipeline.scene as? any PlaygroundScene)?.explanation)
        #expect(explanation.hasPrefix("State kept only at the top level (seed 003"))
        #expect(explanation.contains("T switches"))
        let colors = try await runHeadless(scene: "colors", size: Self.size, frames: 2)
        #expect(colors.report.figures.isEmpty)
        #expect((colors.pipeline.scene as? any PlaygroundScene)?.explanation == nil)
    }
}
