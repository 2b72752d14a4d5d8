import Scenes
import AppHost
import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import SDLRenderer
import Testing

/// The headless twin end to end: a replayed trace, SDL's software renderer, the PNG and the
/// report. Serialized: SDL_ttf's global state is shared.
@Suite("Headless runs", .serialized)
@MainActor
struct HeadlessRunTests {
    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lazyscroll-\(UUID().uuidString)-\(name)").path
    }

    /// The report lists the window's accessibility elements after the last frame (Report.md):
    /// the list written as views reads its visible rows, top to bottom, with their window frames.
    @Test func theReportListsTheAccessibilityElementsOnScreen() async throws {
        var options = RunOptions()
        options.size = Size(width: 640, height: 400)
        options.frames = 10
        options.reportPath = temporaryPath("report.json")
        options.sceneName = "list-views"
        let outcome = try await HeadlessRunner(options: options, scenes: CatalogSceneProvider()).run()
        let elements = outcome.report.accessibility
        #expect(elements.first?.label.hasPrefix("Row 0") == true, "\(elements.prefix(3))")
        #expect(elements.count >= 16)   // 400 pt of 24 pt rows, each its label
        #expect(zip(elements, elements.dropFirst()).allSatisfy { $0.frame[1] < $1.frame[1] })
        #expect(elements.allSatisfy { $0.traits == ["staticText"] })
    }

    @Test("A replayed wheel trace scrolls, pins the section's header, and the PNG shows its 75 % white band")
    func replayColors() async throws {
        let trace = temporaryPath("trace.jsonl")
        // Ten wheel clicks toward the user, 30 ms apart: 10 × 53 = 530 pt.
        let lines = (0..<10).map { "{\"t\": \(100 + $0 * 30), \"type\": \"wheel\", \"dx\": 0, \"dy\": -1, \"precise\": false}" }
        try lines.joined(separator: "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.size = Size(width: 640, height: 400)
        options.repeatCount = 20
        options.frames = 120
        options.replayPath = trace
        options.screenshotPath = temporaryPath("shot.png")
        options.reportPath = temporaryPath("report.json")
        let outcome = try await HeadlessRunner(options: options, scenes: CatalogSceneProvider()).run()

        let report = outcome.report
        #expect(abs(report.scroll.offset.y - 530) < 1e-6)
        #expect(report.scroll.phase == "idle")
        #expect(report.frames == 120)
        let layout = outcome.pipeline.lastLayout
        let pinned = try #require(layout.pinnedHeaderSection)
        #expect(report.lazy.pinnedHeader == outcome.pipeline.scene.sectionName(pinned))
        // Named as the window shows it: the header's text (Apple's `SectionHeaderView`), not the scene.
        // (`repeatCount` 20 repeats Apple's three groups as "Reds 2", "Greens 2", …)
        let pinnedName = report.lazy.pinnedHeader ?? ""
        #expect(["Reds", "Greens", "Blues"].contains { pinnedName.hasPrefix($0) }, "\(pinnedName)")
        #expect(report.lazy.realized == layout.stats.realized)
        #expect(report.lazy.visibleIDs.count == layout.stats.visible)
        #expect(report.lazy.realized < report.lazy.elementCount / 2)

        // The pinned band at the top: 75 % white over whatever row scrolled under it.
        let header = try #require(layout.placed.first { $0.pinning == .leading })
        #expect(header.frame.minY <= 0)
        let probeY = header.frame.maxY - 3
        let under = try #require(layout.placed.first { $0.pinning == .none && $0.path.kind.row != nil && $0.frame.minY <= probeY && probeY < $0.frame.maxY },
                                 "a row is under the header band at y = \(probeY)")
        // Section s is Reds, Greens or Blues (s mod 3); row r is that colour at brightness r / 10.
        let rowColor = [Color.red, .green, .blue][under.path.section % 3].brightness(Double(under.path.kind.row ?? 0) / 10)
        let pixel = outcome.canvas.pixel(x: 600, y: Int(probeY))
        let expected = rowColor.bytes
        func blend(_ c: UInt8) -> Double { 0.75 * 255 + 0.25 * Double(c) }
        #expect(abs(Double(pixel.r) - blend(expected.r)) <= 2 && abs(Double(pixel.g) - blend(expected.g)) <= 2
                && abs(Double(pixel.b) - blend(expected.b)) <= 2, "pixel \(pixel) vs 75 % white over \(rowColor)")

        // The PNG and the report were written.
        #expect(FileManager.default.fileExists(atPath: options.screenshotPath!))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: options.reportPath!))) as! [String: Any]
        for key in ["scene", "frames", "size", "frameTimeMs", "scroll", "lazy"] { #expect(json[key] != nil, "report lacks \(key)") }
        let frameTimes = json["frameTimeMs"] as! [String: Any]
        for phase in ["total", "events", "simulation", "layout", "render"] {
            let summary = frameTimes[phase] as! [String: Double]
            #expect(Set(summary.keys).isSuperset(of: ["p50", "p95", "p99", "max"]))
        }
        let lazy = json["lazy"] as! [String: Any]
        for key in ["realized", "created", "destroyed", "visibleIDs", "pinnedHeader"] { #expect(lazy[key] != nil, "lazy lacks \(key)") }
    }

    @Test("An unknown scene is a clear error")
    func unknownScene() async {
        var options = RunOptions()
        options.sceneName = "nope"
        do {
            _ = try await HeadlessRunner(options: options, scenes: CatalogSceneProvider()).run()
            Issue.record("an unknown scene ran")
        } catch {
            #expect((error as? LazyScrollError)?.message.contains("available: colors") == true)
        }
    }
}
