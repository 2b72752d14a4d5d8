import AppHost
import Diagnostics
import DisplayList
import Scenes
import ScrollCore
import Testing

/// Issue 15: overlays in small windows (here, not in DiagnosticsTests: the help rows come from
/// the host's key table).
@Suite("Overlays in small windows")
struct SmallWindowOverlayTests {
    /// Issue 15: the help panel and the HUD lay out inside small windows. Every line of text the
    /// panel draws ends inside the window (the measurer's advance is exact, so this is the
    /// renderer's extent too), and the compact style takes over below 900 × 640.
    /// 640 × 480 is the window's minimum size; headless runs may be smaller, where help still fits.
    @Test("Help and HUD stay inside small windows", arguments: [(640.0, 480.0, [DiagnosticOverlay.help, .hud]),
                                                                 (480, 360, [.help]), (1280, 800, [.help, .hud])])
    @MainActor func overlaysFitSmallWindows(width: Double, height: Double, panels: [DiagnosticOverlay]) throws {
        let measurer = FixedAdvanceTextMeasurer()
        let viewport = Rect(x: 0, y: 0, width: width, height: height)
        let scene = SceneCatalog.make("colors", repeatCount: 4, viewport: viewport.size, measurer: measurer)!
        let layout = scene.layout(scene.constraints(viewport: viewport.size, scrollOffset: 0))
        let input = DiagnosticsInput(frame: FrameTime(index: 0, timeSeconds: 0, deltaSeconds: 0), viewport: viewport,
                                     sceneName: "colors", layout: layout, preset: "ios", activity: .idle, offset: 0, velocity: 0,
                                     restingOffset: 0, physics: .init(), input: .init(), paintedElements: 0, paintCommands: 0)
        for overlay in panels {
            var overlays = DiagnosticsOverlays(enabled: OverlaySet([overlay]), measurer: measurer)
            overlays.helpEntries = HostKeys.helpEntries(sceneNames: SceneCatalog.names) + SceneCatalog.keyHelp(for: "origami").map { HelpEntry(keys: $0.key, action: $0.action) }
            overlays.observe(input, events: [])
            var list = DisplayList()
            overlays.draw(into: &list)
            #expect(overlays.style.font.sizePoints == (OverlayStyle.isCompact(viewport.size) ? 10 : 12))
            var texts = 0
            for case let .text(string, origin, font, _) in list.commands {
                let size = measurer.measure(string, font: font)
                #expect(origin.x >= 0 && origin.x + size.width <= width + 0.5 && origin.y >= 0 && origin.y + size.height <= height + 0.5,
                        "\(overlay) text \"\(string)\" at \(origin) leaves the \(width)×\(height) window")
                texts += 1
            }
            #expect(texts > 10)
        }
    }
}
