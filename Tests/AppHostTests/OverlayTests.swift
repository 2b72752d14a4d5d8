import AppHost
import Diagnostics
import DisplayList
import Foundation
import LazyLayout
import Scenes
import ScrollCore
import ScrollInput
import Testing

/// Issue 6: the on-screen diagnostics. Overlays show in headless screenshots, outline known
/// elements, never change layout or scrolling, and the stats they and the report show agree
/// with what a recording renderer sees.
@Suite("Diagnostics overlays", .serialized)
@MainActor
struct OverlayTests {
    static let size = Size(width: 1100, height: 760)

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lazyscroll-\(UUID().uuidString)-\(name)").path
    }

    /// A wheel fling's worth of detent clicks, then quiet: content moves, the input log fills.
    func writeWheelTrace() throws -> String {
        let path = temporaryPath("trace.jsonl")
        let lines = (0..<8).map { "{\"t\": \(50 + $0 * 25), \"type\": \"wheel\", \"dx\": 0, \"dy\": -1, \"precise\": false}" }
            + (0..<6).map { "{\"t\": \(400 + $0 * 16), \"type\": \"wheel\", \"dx\": 0, \"dy\": -0.375, \"precise\": true}" }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func headless(_ overlays: OverlaySet, frames: Int = 60, trace: String? = nil) async throws -> HeadlessRunner.Outcome {
        var options = RunOptions()
        options.size = Self.size
        options.frames = frames
        options.replayPath = trace
        options.overlays = overlays
        return try await HeadlessRunner(options: options, scenes: CatalogSceneProvider()).run()
    }

    /// Pixels in `rect` (points = pixels here) that differ between two canvases, as a fraction.
    func changedFraction(_ a: HeadlessRunner.Outcome, _ b: HeadlessRunner.Outcome, in rect: Rect, step: Int = 3) -> Double {
        var changed = 0, total = 0
        for y in stride(from: Int(rect.minY), to: Int(rect.maxY), by: step) {
            for x in stride(from: Int(rect.minX), to: Int(rect.maxX), by: step) {
                let p = a.canvas.pixel(x: x, y: y), q = b.canvas.pixel(x: x, y: y)
                if p.r != q.r || p.g != q.g || p.b != q.b { changed += 1 }
                total += 1
            }
        }
        return total == 0 ? 0 : Double(changed) / Double(total)
    }

    // MARK: - Screenshots

    @Test("Each overlay changes the pixels where it draws, and only the content overlays touch the content elsewhere",
          arguments: [("hud", Rect(x: 20, y: 20, width: 340, height: 400)),
                      ("zones", Rect(x: 900, y: 120, width: 160, height: 500)),
                      ("physics", Rect(x: 20, y: 20, width: 340, height: 300)),
                      ("help", Rect(x: 350, y: 250, width: 400, height: 200)),
                      ("bounds", Rect(x: 0, y: 0, width: 1100, height: 760))])
    func overlayShowsInScreenshot(name: String, area: Rect) async throws {
        let trace = try writeWheelTrace()
        let baseline = try await headless(OverlaySet(), trace: trace)
        let overlay = try await headless(try OverlaySet(parsing: name), trace: trace)
        #expect(baseline.pipeline.lastLayout == overlay.pipeline.lastLayout)
        let fraction = changedFraction(baseline, overlay, in: area)
        // Panels cover their area with a translucent dark fill; outlines are thin, so the bounds
        // overlay changes fewer pixels of the whole window.
        #expect(fraction > (name == "bounds" ? 0.03 : 0.5), "\(name): \(fraction) of the probed pixels changed")
        if name == "hud" || name == "physics" {
            // Far from the top-left panels, the content is untouched.
            #expect(changedFraction(baseline, overlay, in: Rect(x: 700, y: 600, width: 380, height: 140)) == 0)
        }
    }

    @Test("Flash washes elements created in the last frames green; a run without it does not")
    func flashShowsCreatedElements() async throws {
        // End: an eased scroll to the bottom, still running at frame 12, creating rows every frame.
        let trace = temporaryPath("end.jsonl")
        try "{\"t\": 0, \"type\": \"key\", \"key\": \"End\"}".write(toFile: trace, atomically: true, encoding: .utf8)
        let baseline = try await headless(OverlaySet(), frames: 12, trace: trace)
        let flashed = try await headless(OverlaySet([.flash]), frames: 12, trace: trace)
        let layout = flashed.pipeline.lastLayout
        #expect(baseline.pipeline.lastLayout == layout)
        let tracker = flashed.diagnostics.overlays.tracker
        let now = FrameTime.fixedRate(index: 11, framesPerSecond: 60).timeSeconds
        let fresh = try #require(layout.placed.first { $0.isVisible && $0.pinning == .none && $0.path.kind.row != nil
            && tracker.flashStrength(of: $0.index, at: now) > 0.5 }, "a visible row was created in the last frames")
        let x = Int(fresh.frame.midX), y = Int(fresh.frame.midY.rounded())
        let p = flashed.canvas.pixel(x: x, y: y), q = baseline.canvas.pixel(x: x, y: y)
        #expect(p != q, "row \(fresh.index) at \(fresh.frame) is washed green")
        // Greener relative to red and blue (the wash may also darken, depending on the row under it).
        #expect(Int(p.g) - Int(p.r) > Int(q.g) - Int(q.r) && Int(p.g) - Int(p.b) > Int(q.g) - Int(q.b),
                "green goes up under the flash: \(p) vs \(q)")
    }

    @Test("Bounds outline a known row in cyan and the pinned header in orange, and the views inside over them")
    func boundsOutlineKnownElements() async throws {
        let outcome = try await headless(OverlaySet([.bounds]), trace: try writeWheelTrace())
        let layout = outcome.pipeline.lastLayout
        let row = try #require(layout.placed.first { $0.isVisible && $0.pinning == .none && $0.path.kind.row != nil
            && $0.frame.minY > 100 && $0.frame.maxY < Self.size.height - 100 })
        let pinned = try #require(layout.placed.first { $0.pinning == .leading })
        // The elements' outlines, drawn inside their frames: 1 pt cyan for a row, 2 pt orange for
        // the pinned header.
        let commands = outcome.pipeline.displayList.commands
        let rowOutline = try #require(commands.firstIndex(of: .strokeRect(row.frame, OverlayStyle.boundsItem, lineWidth: 1)))
        #expect(commands.contains(.strokeRect(pinned.frame, OverlayStyle.boundsPinned, lineWidth: 2)))
        // `colors` is views: the row's view (`color.brightness(…).frame(height: 20)`) has the
        // row's frame, and its outline, in its tree depth's hue, comes after and covers the cyan.
        let viewOutline = commands.lastIndex {
            if case .strokeRect(let frame, let color, 1) = $0 { return frame == row.frame && color != OverlayStyle.boundsItem }
            return false
        }
        #expect(viewOutline.map { $0 > rowOutline } == true, "the row's view is outlined over the element")
        let right = Int(row.frame.maxX.rounded()) - 1
        let edge = outcome.canvas.pixel(x: right - 20, y: Int(row.frame.minY.rounded()))
        #expect(!(edge.r == 0 && edge.g == 200 && edge.b == 255), "the view's outline is on top: \(edge)")
        // Inside, away from the edges and the chip: the row's own colour, not an outline.
        let inside = outcome.canvas.pixel(x: right - 20, y: Int(row.frame.midY))
        #expect(!(inside.r == 0 && inside.g == 200 && inside.b == 255))
        // The pinned header's outline is 2 pt: the views' 1 pt outlines leave its inner pixel orange.
        let header = outcome.canvas.pixel(x: Int(pinned.frame.maxX.rounded()) - 30, y: Int(max(0, pinned.frame.maxY.rounded() - 2)))
        #expect(header.r == 255 && header.g == 152 && header.b == 0, "pinned header outline is orange: \(header)")
    }

    // MARK: - Overlays never change the pipeline

    @Test("Toggling overlays every few frames leaves every layout result and scroll offset identical")
    func togglingLeavesLayoutAndScrollIdentical() async throws {
        let measurer = FixedAdvanceTextMeasurer()
        func make() -> (ScrollPipeline, DiagnosticsController) {
            let scene = SceneCatalog.make("colors", repeatCount: 8, viewport: Size(width: 800, height: 600), measurer: measurer)!
            return (ScrollPipeline(scene: scene, windowSize: Size(width: 800, height: 600)),
                    DiagnosticsController(enabled: OverlaySet(), measurer: measurer, scene: scene))
        }
        let (plain, _) = make()
        let (decorated, diagnostics) = make()
        var events: [TimedInputEvent] = []
        for i in 0..<10 { events.append(.init(timeSeconds: 0.1 + Double(i) * 0.02, event: .wheel(dx: 0, dy: -1, precise: false, at: .zero))) }
        for i in 0..<12 { events.append(.init(timeSeconds: 0.8 + Double(i) * 0.012, event: .wheel(dx: 0, dy: -2.5, precise: true, at: .zero))) }
        events.append(.init(timeSeconds: 1.6, event: .pointerDown(Point(x: 300, y: 400))))
        for i in 1...8 { events.append(.init(timeSeconds: 1.6 + Double(i) * 0.01, event: .pointerMove(Point(x: 300, y: 400 - Double(i) * 30)))) }
        events.append(.init(timeSeconds: 1.7, event: .pointerUp(Point(x: 300, y: 160))))
        let cycle: [OverlaySet] = [OverlaySet(DiagnosticOverlay.allCases), OverlaySet([.hud]), OverlaySet([.bounds, .flash]),
                                   OverlaySet(), OverlaySet([.zones, .physics]), OverlaySet.allButHelp]
        var next = 0
        for index in 0..<240 {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: 60)
            let start = next
            while next < events.count && events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            let slice = events[start..<next]
            if index % 7 == 0 {
                let wanted = cycle[(index / 7) % cycle.count]
                for overlay in DiagnosticOverlay.allCases where wanted.contains(overlay) != diagnostics.enabled.contains(overlay) {
                    diagnostics.apply(.toggle(overlay))
                }
            }
            let a = plain.step(frame, events: slice, now: { 0 })
            let b = decorated.step(frame, events: slice, now: { 0 })
            _ = diagnostics.decorate(decorated, outcome: b, events: slice, now: { 0 })
            diagnostics.completed(b, overlaySeconds: 0, renderSeconds: 0, render: RenderStats())
            #expect(a.layout == b.layout, "frame \(index): layout differs with overlays \(diagnostics.enabled)")
            #expect(plain.position.offset == decorated.position.offset && plain.position.velocity == decorated.position.velocity,
                    "frame \(index): scroll state differs")
            #expect(decorated.displayList.validate() == nil, "frame \(index): \(decorated.displayList.validate() ?? "")")
            // The tracker's own diff of realized sets agrees with the layout's counters.
            #expect(diagnostics.overlays.tracker.createdThisFrame.count == b.layout.stats.created, "frame \(index)")
            #expect(diagnostics.overlays.tracker.destroyedThisFrame == b.layout.stats.destroyed, "frame \(index)")
            // With every overlay off, only a notice ("physics state, plot and input log: off") draws.
            if diagnostics.enabled.isEmpty && diagnostics.toastMessage == nil { #expect(diagnostics.lastOverlayCommands == 0) }
            else { #expect(diagnostics.lastOverlayCommands > 0) }
        }
        #expect(plain.position.offset > 0, "the script scrolled")
    }

    // MARK: - Stats

    @Test("The report's command counts equal what a recording renderer sees; every stage reports its stats")
    func reportStatsMatchRecordingRenderer() async throws {
        var options = RunOptions()
        options.size = Self.size
        options.frames = 90
        options.replayPath = try writeWheelTrace()
        options.overlays = OverlaySet.allButHelp
        options.reportPath = temporaryPath("report.json")
        let outcome = try await HeadlessRunner(options: options, scenes: CatalogSceneProvider()).run()
        let report = outcome.report

        var recorder = RecordingRenderer()
        let recorded = recorder.render(outcome.pipeline.displayList)
        #expect(recorded.commands == report.render.commands)
        #expect(report.stages.displayList.total == recorded.commands)
        #expect(report.stages.displayList.overlays == outcome.diagnostics.lastOverlayCommands)
        #expect(report.stages.displayList.content + report.stages.displayList.overlays == recorded.commands)
        #expect(report.stages.displayList.overlays > 0 && report.stages.displayList.content > 0)
        #expect(report.stages.paint.commands <= report.stages.displayList.content)
        let texts = recorder.frames[0].commands.filter { if case .text = $0 { return true } else { return false } }.count
        #expect(texts > 20, "the panels draw text")
        #expect(recorder.frames[0].validate() == nil)

        // Every stage's stats are in the report and agree with the pipeline.
        #expect(report.stages.layout == outcome.pipeline.lastLayout.stats)
        #expect(report.stages.input.events == outcome.pipeline.recognizer.stats.events)
        #expect(report.stages.input.events == 14, "the trace has 14 wheel events")
        #expect(report.stages.physics.intentsApplied == outcome.pipeline.position.stats.intentsApplied)
        #expect(report.overlays == ["hud", "bounds", "zones", "physics", "flash"])
        #expect(report.frameTimeMs.overlays.max > 0)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: options.reportPath!))) as! [String: Any]
        let stages = try #require(json["stages"] as? [String: Any])
        for key in ["input", "physics", "layout", "paint", "displayList"] { #expect(stages[key] != nil, "stages lacks \(key)") }
        let times = try #require(json["frameTimeMs"] as? [String: Any])
        #expect(times["overlays"] != nil)
    }

    // MARK: - Keys, CLI values, first run

    @Test("Every overlay has a key, the help panel lists it, and Escape closes help before it quits")
    func keysAndHelpAgree() {
        for overlay in DiagnosticOverlay.allCases {
            #expect(HostKeys.action(forKey: overlay.key, shift: false, helpVisible: false) == .toggle(overlay))
            #expect(HostKeys.helpEntries(sceneNames: CatalogSceneProvider().names).contains { $0.overlay == overlay && $0.keys.contains(overlay.key) })
        }
        #expect(HostKeys.action(forKey: "F1", shift: false, helpVisible: false) == .toggle(.help))
        #expect(HostKeys.action(forKey: "Escape", shift: false, helpVisible: true) == .closeHelp)
        #expect(HostKeys.action(forKey: "Escape", shift: false, helpVisible: false) == .quit)
        #expect(HostKeys.action(forKey: "S", shift: false, helpVisible: false) == .screenshot)
        #expect(HostKeys.action(forKey: "2", shift: false, helpVisible: false) == .switchScene(2))
        #expect(HostKeys.action(forKey: "PageDown", shift: false, helpVisible: false) == nil, "scroll keys go to input")
    }

    @Test("--overlay parses names, all and none, and names an unknown word")
    func overlayOption() async throws {
        #expect(try RunOptions.parseOverlays("hud,zones").names == ["hud", "zones"])
        #expect(try RunOptions.parseOverlays(" hud , Bounds ").names == ["hud", "bounds"])
        #expect(try RunOptions.parseOverlays("all") == OverlaySet.allButHelp)
        #expect(try RunOptions.parseOverlays("none").isEmpty)
        #expect(try RunOptions.parseOverlays("").isEmpty)
        #expect { try RunOptions.parseOverlays("hud,fps") } throws: { "\($0)".contains("\"fps\"") && "\($0)".contains("zones") }
    }

    @Test("Help shows once: the first-run marker lives under $XDG_CONFIG_HOME, or ~/.config")
    func firstRunStore() async throws {
        let config = temporaryPath("config")
        let store = FirstRunStore.userConfig(environment: ["XDG_CONFIG_HOME": config, "HOME": "/nonexistent"])
        #expect(store.markerPath == config + "/lazyscroll/help-seen")
        #expect(!store.helpSeen)
        store.markHelpSeen()
        #expect(store.helpSeen)
        #expect(FirstRunStore.userConfig(environment: ["HOME": "/home/u"]).markerPath == "/home/u/.config/lazyscroll/help-seen")
        #expect(FirstRunStore.disabled.helpSeen, "a disabled store never shows help by itself")
        try? FileManager.default.removeItem(atPath: config)
    }

    @Test("Screenshot names count up and skip existing files")
    func screenshotNames() async throws {
        let directory = temporaryPath("shots")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let measurer = FixedAdvanceTextMeasurer()
        let controller = DiagnosticsController(enabled: OverlaySet(), measurer: measurer,
                                               scene: SceneCatalog.make("colors", repeatCount: 1, viewport: Self.size, measurer: measurer)!)
        try #require(FileManager.default.createFile(atPath: directory + "/lazyscroll-colors-001.png", contents: Data()))
        #expect(controller.nextScreenshotPath(sceneName: "colors", directory: directory) == directory + "/lazyscroll-colors-002.png")
        #expect(controller.nextScreenshotPath(sceneName: "colors", directory: directory) == directory + "/lazyscroll-colors-003.png")
        try? FileManager.default.removeItem(atPath: directory)
    }
}
