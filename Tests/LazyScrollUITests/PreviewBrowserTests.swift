@testable import AppHost
import Diagnostics
import DisplayList
import Foundation
import ScrollCore
import ScrollInput
import SDLRenderer
import Testing
@testable import LazyScrollUI

// The preview window (issue 34, Must 2: "previews are the unit"): the picker chosen from with
// replayed keys and clicks, the pinned preview, and the canvas that shows every preview in a
// frame of its own at the size its trait asks for. Run headless through the app's own runner.
//
// The traits, as Apple documents them (https://developer.apple.com/documentation/developertoolssupport/previewtrait):
// - defaultLayout: "Center the preview in a container the size of the device on which the
//   preview is running."
// - fixedLayout(width:height:): "Center the preview in a fixed size container with the given
//   dimensions." (https://developer.apple.com/documentation/developertoolssupport/previewtrait/fixedlayout(width:height:))
// - sizeThatFitsLayout: "Fit the container to the size of the preview when offered the size of
//   the device that the preview is running on." (https://developer.apple.com/documentation/developertoolssupport/previewtrait/sizethatfitslayout)

private func texts(_ list: DisplayList) -> [String] {
    list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
}

private func textOrigins(_ list: DisplayList) -> [String: Point] {
    var origins: [String: Point] = [:]
    for case .text(let s, let origin, _, _) in list.commands where origins[s] == nil { origins[s] = origin }
    return origins
}

private func fills(of color: RGBAColor, in list: DisplayList) -> [Rect] {
    list.commands.compactMap { if case .fillRect(let r, let c) = $0, c == color { return r } else { return nil } }
}

/// A catalog of three previews of plain text, and one fixed-size one.
@MainActor
private func lettersCatalog() -> PreviewCatalog {
    PreviewCatalog(previews: [
        Preview("Alpha") { Text("alpha body") },
        Preview("Beta") { Text("beta body") },
        Preview("Gamma", traits: .fixedLayout(width: 200, height: 100)) { Text("gamma body") },
    ])
}

/// Runs the preview window on `pinned` headless for `frames` frames, replaying `trace` (JSON
/// Lines, `t` in ms; frame n is at n/60 s).
@MainActor
private func runBrowser(_ catalog: PreviewCatalog, pinned: PreviewSelection, size: Size = Size(width: 800, height: 600),
                        device: CGSize = PreviewCatalog.canvasDevice, frames: Int = 10,
                        trace: String? = nil) async throws -> HeadlessRunner.Outcome {
    let provider = WindowGroupProvider(windows: [catalog.browserWindow(pinned: pinned, title: "previews", device: device)],
                                       fallbackName: "previews")
    var options = RunOptions()
    options.sceneName = provider.names[0]
    options.size = size
    options.frames = frames
    if let trace {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID()).jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        options.replayPath = path
    }
    return try await HeadlessRunner(options: options, scenes: provider).run()
}

@MainActor
@Suite(.serialized) struct PreviewBrowserTests {
    // MARK: The picker

    @Test("L opens the picker on the pinned row; ↓ ↓ Return pins the row two below; the picker closes")
    func keyboardChoosesAndPins() async throws {
        // Rows: All previews (0), Alpha (1), Beta (2), Gamma (3). Opened on Alpha (pinned) → ↓ Beta
        // → ↓ Gamma → Return pins Gamma.
        let outcome = try await runBrowser(lettersCatalog(), pinned: .preview("Alpha"), trace: """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "key", "key": "Down"}
            {"t": 60, "type": "key", "key": "Down"}
            {"t": 80, "type": "key", "key": "Return"}
            """)
        #expect(PreviewPin.current == .preview("Gamma"))
        let shown = texts(outcome.pipeline.displayList)
        #expect(shown.contains("gamma body"))
        #expect(!shown.contains("alpha body"))
        #expect(!shown.contains("All previews"))          // the picker closed
        #expect(outcome.diagnostics.toastMessage == "pinned: Gamma")
    }

    @Test("While the picker is open it lists every preview and All previews; Esc closes it and the pinned preview stays")
    func escapeDismisses() async throws {
        let open = try await runBrowser(lettersCatalog(), pinned: .preview("Beta"), trace: """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "key", "key": "Up"}
            """)
        let listed = texts(open.pipeline.displayList)
        for name in ["Previews", "All previews", "Alpha", "Beta", "Gamma", "canvas, 3 previews", "200x100", "window", "•"] {
            #expect(listed.contains(name), "picker shows \(name)")
        }
        // The pinned preview is still what is under the picker.
        #expect(listed.contains("beta body"))
        // ↑ from Beta (row 2) highlights Alpha (row 1): the highlight's band is on Alpha's row.
        // Panel: 460 wide, centred in 800 → x 170; 40 from the top, a 36-pt header, rows 28 tall:
        // row 1 spans y 104…132.
        let bands = open.pipeline.displayList.commands.compactMap {
            if case .fillRect(let r, let c) = $0, r.size == Size(width: 460, height: 28), c.alpha > 0 { return r } else { return nil }
        }
        #expect(bands == [Rect(x: 170, y: 104, width: 460, height: 28)])

        PreviewPin.current = nil
        let closed = try await runBrowser(lettersCatalog(), pinned: .preview("Beta"), trace: """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "key", "key": "Up"}
            {"t": 60, "type": "key", "key": "Escape"}
            """)
        let after = texts(closed.pipeline.displayList)
        #expect(!after.contains("All previews"))
        #expect(after.contains("beta body"))
        #expect(PreviewPin.current == nil)                  // nothing was pinned
    }

    @Test("The arrows stop at the first and the last row", arguments: [
        (["Up", "Up", "Up"], PreviewSelection.canvas),
        (["Down", "Down", "Down", "Down", "Down"], .preview("Gamma")),
    ])
    func highlightStopsAtTheEnds(keys: [String], expected: PreviewSelection) {
        let model = PreviewBrowserModel(keys: ["Alpha", "Beta", "Gamma"], pinned: .preview("Alpha"))
        model.openPicker()
        for key in keys { model.moveHighlight(by: key == "Up" ? -1 : 1) }
        model.chooseHighlighted()
        #expect(model.pinned == expected)
        #expect(!model.isPickerOpen)
    }

    @Test("The panel fits the window: narrower, and fewer rows with the rest counted, in a small one")
    func pickerFitsTheWindow() async throws {
        // 800 × 600: 460 wide, 40 from the top, 12 rows (600 − 40 − 36 − 2 × 20 − 6 = 478 ≥ 12 × 28).
        #expect(PreviewPicker.metrics(in: CGSize(width: 800, height: 600)) == (460, 40, 12))
        // Colour row's 360 × 80 window: 360 − 16 = 344 wide, 8 from the top, room for no full
        // row (80 − 8 − 36 − 40 − 6 < 28) but one is always shown.
        #expect(PreviewPicker.metrics(in: CGSize(width: 360, height: 80)) == (344, 8, 1))
        // 360 × 200: (200 − 8 − 36 − 40 − 6) / 28 = 3.9 → 3 rows.
        #expect(PreviewPicker.metrics(in: CGSize(width: 360, height: 200)) == (344, 8, 3))
        // The run of rows centres the highlight where it can, and stops at the ends.
        #expect(PreviewPicker.visibleRange(highlighted: 10, count: 14, shown: 5) == 8..<13)
        #expect(PreviewPicker.visibleRange(highlighted: 13, count: 14, shown: 5) == 9..<14)
        #expect(PreviewPicker.visibleRange(highlighted: 0, count: 3, shown: 12) == 0..<3)

        // Four rows in three: opened on Alpha (row 1), rows 0…2 show and "↓ 1 more" counts Gamma.
        let small = try await runBrowser(lettersCatalog(), pinned: .preview("Alpha"), size: Size(width: 360, height: 200), trace: """
            {"t": 20, "type": "key", "key": "L"}
            """)
        let shown = texts(small.pipeline.displayList)
        #expect(shown.contains("All previews") && shown.contains("Beta"))
        #expect(!shown.contains("Gamma"))
        #expect(shown.contains("↓ 1 more"))
    }

    @Test("A click on a row pins it; a click beside the panel only closes the picker")
    func clicks() async throws {
        // Row 2 (Beta) spans y 132…160 in the panel at x 170…630 (see escapeDismisses).
        let chosen = try await runBrowser(lettersCatalog(), pinned: .preview("Alpha"), trace: """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "down", "x": 300, "y": 146}
            {"t": 56, "type": "up", "x": 300, "y": 146}
            """)
        #expect(PreviewPin.current == .preview("Beta"))
        #expect(texts(chosen.pipeline.displayList).contains("beta body"))

        PreviewPin.current = nil
        let dismissed = try await runBrowser(lettersCatalog(), pinned: .preview("Alpha"), trace: """
            {"t": 20, "type": "key", "key": "L"}
            {"t": 40, "type": "down", "x": 60, "y": 500}
            {"t": 56, "type": "up", "x": 60, "y": 500}
            """)
        let shown = texts(dismissed.pipeline.displayList)
        #expect(!shown.contains("All previews"))
        #expect(shown.contains("alpha body"))
        #expect(PreviewPin.current == nil)                  // nothing was pinned
    }

    @Test("Esc goes to the open picker before the host quits on it; with the picker closed it quits")
    func escapeBeforeQuit() throws {
        let catalog = lettersCatalog()
        let provider = WindowGroupProvider(windows: [catalog.browserWindow(pinned: .preview("Alpha"), title: "previews")],
                                           fallbackName: "previews")
        let fonts = try FontLibrary()
        let scene = try #require(provider.make("previews", repeatCount: nil, viewport: Size(width: 800, height: 600), measurer: fonts))
        let loop = FrameLoop(scene: scene, windowSize: Size(width: 800, height: 600), preset: .ios, overlays: OverlaySet(),
                             scenes: provider, fonts: fonts)
        #expect(loop.takeHostKey(.key(name: "Escape", shift: false), fromReplay: false).request == .quit)
        #expect(scene.keyCommand("L", shift: false) == .handled)          // opens the picker
        let escape = loop.takeHostKey(.key(name: "Escape", shift: false), fromReplay: false)
        #expect(escape.isHostKey && escape.request == nil)                 // closed it; no quit
        #expect(loop.takeHostKey(.key(name: "Escape", shift: false), fromReplay: false).request == .quit)
    }

    @Test("A relaunch passes the pinned selection back as arguments the app parses")
    func relaunchArguments() throws {
        #expect(PreviewSelection.preview("Colour row").arguments == ["--preview", "Colour row"])
        #expect(PreviewSelection.canvas.arguments == ["--canvas"])
        #expect(try AppArguments.parse(PreviewSelection.preview("Colour row").arguments).preview == "Colour row")
        #expect(try AppArguments.parse(PreviewSelection.canvas.arguments).canvas)
    }

    // MARK: One preview in the window

    @Test("fixedLayout: a container of exactly that size, centred in a larger window, the preview centred in it")
    func fixedInALargerWindow() async throws {
        let catalog = PreviewCatalog(previews: [Preview("Red", traits: .fixedLayout(width: 200, height: 100)) { Color.red }])
        let outcome = try await runBrowser(catalog, pinned: .preview("Red"), size: Size(width: 400, height: 300), frames: 1)
        // (400 − 200) / 2 = 100, (300 − 100) / 2 = 100.
        #expect(fills(of: .red, in: outcome.pipeline.displayList) == [Rect(x: 100, y: 100, width: 200, height: 100)])
    }

    // MARK: The canvas

    /// Four previews, one of each layout (and a wide one that needs a row of its own), on a
    /// 1000 × 800 window with a 300 × 400 device.
    @MainActor
    private func canvasCatalog() -> PreviewCatalog {
        PreviewCatalog(previews: [
            Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Color.red },
            // Offered the device (300 × 400), it takes 150 of the width and all the height.
            Preview("Fits", traits: .sizeThatFitsLayout) { Color.blue.frame(maxWidth: 150) },
            Preview("Device") { Color.green },
            Preview("Wide", traits: .fixedLayout(width: 600, height: 50)) { Color.orange },
        ])
    }

    @Test("Each preview's frame: at its trait's size, flowed into rows 24 pt apart, named above")
    func canvasLayout() async throws {
        let outcome = try await runBrowser(canvasCatalog(), pinned: .canvas, size: Size(width: 1000, height: 800),
                                           device: CGSize(width: 300, height: 400), frames: 2)
        let list = outcome.pipeline.displayList
        // Padding 24 all round: rows are 1000 − 48 = 952 wide. A cell is its 18-pt name, a 6-pt
        // gap, then its frame, so a frame starts 24 below its cell.
        // Row 1 at y 24: Fixed at x 24 (200 × 100); Fits at 24 + 200 + 24 = 248 (150 × 400, its
        // size for the device's proposal); Device at 248 + 150 + 24 = 422 (the device, 300 × 400).
        // Wide (600) would end at 422 + 300 + 24 + 600 = 1346 > 952: row 2, at y 24 + (24 + 400) + 24 = 472.
        #expect(fills(of: .red, in: list) == [Rect(x: 24, y: 48, width: 200, height: 100)])
        #expect(fills(of: .blue, in: list) == [Rect(x: 248, y: 48, width: 150, height: 400)])
        #expect(fills(of: .green, in: list) == [Rect(x: 422, y: 48, width: 300, height: 400)])
        #expect(fills(of: .orange, in: list) == [Rect(x: 24, y: 496, width: 600, height: 50)])
        // Each name is drawn above its frame, at its leading edge.
        let origins = textOrigins(list)
        for (name, x, frameTop) in [("Fixed", 24.0, 48.0), ("Fits", 248, 48), ("Device", 422, 48), ("Wide", 24, 496)] {
            let origin = try #require(origins[name], "\(name) is named")
            #expect(origin.x == x)
            #expect(origin.y < frameTop && origin.y >= frameTop - 24)
        }
    }

    @Test("The canvas's flow: rows end where the next frame would pass the width")
    func flow() {
        // The flow alone: three cells of 100, 200 and 300 in 450 → rows [100, 200] and [300].
        let flow = PreviewCanvasLayout.arrange([CGSize(width: 100, height: 10), CGSize(width: 200, height: 30),
                                                CGSize(width: 300, height: 20)], width: 450, spacing: 24)
        #expect(flow.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 124, y: 0), CGPoint(x: 0, y: 54)])
        #expect(flow.size == CGSize(width: 324, height: 74))
        // A cell wider than the row gets a row of its own, and no proposal means one row.
        #expect(PreviewCanvasLayout.arrange([CGSize(width: 500, height: 10)], width: 450, spacing: 24).origins == [.zero])
        #expect(PreviewCanvasLayout.arrange([CGSize(width: 500, height: 10), CGSize(width: 500, height: 10)],
                                            width: nil, spacing: 24).size == CGSize(width: 1024, height: 10))
    }

    @Test("Each preview on the canvas scrolls by itself: a wheel over one list moves neither the other nor the canvas")
    func ownScrollState() async throws {
        let catalog = PreviewCatalog(previews: [
            Preview("Left", traits: .fixedLayout(width: 200, height: 400)) {
                List(0..<100, id: \.self) { Text("left \($0)") }
            },
            Preview("Right", traits: .fixedLayout(width: 200, height: 400)) {
                List(0..<100, id: \.self) { Text("right \($0)") }
            },
        ])
        // Left's frame: x 24…224, y 48…448; the canvas (24 + 24 + 400 + 24 = 472 tall) is taller
        // than the 300-pt window, so it could scroll too. Three wheel clicks (53 pt each) over Left.
        let outcome = try await runBrowser(catalog, pinned: .canvas, size: Size(width: 800, height: 300), frames: 60, trace: """
            {"t": 20, "type": "wheel", "dx": 0, "dy": -1, "precise": false, "x": 120, "y": 120}
            {"t": 40, "type": "wheel", "dx": 0, "dy": -1, "precise": false, "x": 120, "y": 120}
            {"t": 60, "type": "wheel", "dx": 0, "dy": -1, "precise": false, "x": 120, "y": 120}
            """)
        let shown = texts(outcome.pipeline.displayList)
        #expect(!shown.contains("left 0"))          // scrolled away
        #expect(shown.contains("right 0"))          // untouched
        let origins = textOrigins(outcome.pipeline.displayList)
        // The canvas did not move: the names are still in their 24-pt band above the frames.
        for name in ["Left", "Right"] {
            let y = try #require(origins[name]?.y)
            #expect(y >= 24 && y < 48)
        }
    }
}
