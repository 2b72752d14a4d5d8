import AppHost
import Diagnostics
import DisplayList
import Foundation
import Scenes
import Testing

/// The keys are documented from one table (`HostKeys.helpEntries(sceneNames:)` and the scenes' `keyHelp`): the
/// help panel, `--help` and the README's Controls table must say the same.
@Suite struct KeyTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func readmeControlsTableIsTheGeneratedOne() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = "<!-- keys:begin (generated from HostKeys; KeyTableTests checks it) -->\n", end = "\n<!-- keys:end -->"
        let start = try #require(text.range(of: begin), "README has no generated key table")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let expected = HostKeys.markdownTable(sceneNames: CatalogSceneProvider().names, sceneKeys: HostKeys.sceneKeys(of: CatalogSceneProvider()))
        let found = String(text[start.upperBound..<stop.lowerBound])
        // On a difference the message carries the table to paste, between the markers.
        #expect(found == expected, "README's Controls table differs from HostKeys; paste this:\n\(expected)\n")
    }

    @Test func everyInputTheIssueNamesIsListed() {
        let keys = HostKeys.helpEntries(sceneNames: CatalogSceneProvider().names).map(\.keys)
        for needed in ["↑ ↓ ← →", "Shift+wheel", "wheel", "1 … 9  0", "PgUp PgDn", "Home End", "S  F12", "Esc  Q"] {
            #expect(keys.contains(needed), "\(needed) missing from the key table")
        }
        #expect(HostKeys.helpEntries(sceneNames: CatalogSceneProvider().names).first { $0.keys == "Shift+wheel" }?.action.contains("horizontal wheel") == true)
    }

    @Test func helpTextListsEveryRowAndTheScenesKeys() {
        let text = HostKeys.plainText(sceneNames: CatalogSceneProvider().names, sceneKeys: HostKeys.sceneKeys(of: CatalogSceneProvider()))
        for entry in HostKeys.helpEntries(sceneNames: CatalogSceneProvider().names) { #expect(text.contains(entry.keys) && text.contains(entry.action)) }
        for (scene, keys) in HostKeys.sceneKeys(of: CatalogSceneProvider()) {
            #expect(text.contains("\(scene):"))
            for key in keys { #expect(text.contains(key.action)) }
        }
        #expect(HostKeys.sceneKeys(of: CatalogSceneProvider()).map(\.scene) == ["origami", "stress", "lab", "photos", "inbox"])
    }

    /// The help panel shows the host's rows and then the scene's own.
    @Test @MainActor func helpPanelRowsAreTheTableAndTheScenesKeys() throws {
        let scene = try #require(CatalogSceneProvider().make("stress", repeatCount: 100, viewport: .init(width: 800, height: 600),
                                                              measurer: FixedAdvanceTextMeasurer()))
        let names = CatalogSceneProvider().names
        let controller = DiagnosticsController(enabled: OverlaySet(), measurer: FixedAdvanceTextMeasurer(), scene: scene, sceneNames: names)
        let rows = controller.overlays.helpEntries
        let host = HostKeys.helpEntries(sceneNames: names)
        #expect(Array(rows.prefix(host.count)) == host)
        #expect(rows.dropFirst(host.count).map(\.keys) == ["R", "J"])
    }
}
