@testable import Diagnostics
import Foundation
import DisplayList
import LazyLayout
import ScrollCore
import Testing

/// Issue 36 Must 2: overlays are legible at every window size from 640×480 up — label chips that
/// overlap neither each other nor the text they label, panel text that never runs past its panel,
/// panels opaque enough to read over any scene (WCAG 2.x contrast ≥ 4.5:1 for body text,
/// https://www.w3.org/TR/WCAG21/#contrast-minimum), and panels that leave the scene's own title
/// above its scroll view visible.
@Suite("Overlay legibility")
struct OverlayLegibilityTests {
    static let sizes = [Size(width: 640, height: 480), Size(width: 1280, height: 800), Size(width: 2560, height: 1600)]

    /// A list of 44 pt rows the width of the window, each with a title `Text`, a subtitle `Text`
    /// and an `Image` — a settings list's density — and the view outlines the bounds overlay gets.
    static func denseList(_ size: Size) -> (layout: LayoutResult, views: [(frame: Rect, name: String, depth: Int)]) {
        var layout = LayoutResult(constraints: LayoutConstraints(viewportSize: size, scrollOffset: 0))
        var views: [(frame: Rect, name: String, depth: Int)] = []
        let rows = Int((size.height / 44).rounded(.up))
        for row in 0..<rows {
            let frame = Rect(x: 0, y: Double(row) * 44, width: size.width, height: 44)
            layout.placed.append(PlacedElement(index: row, path: .item(row, in: 0), frame: frame))
            views.append((frame.insetBy(dx: 0, dy: 0), "HStack", 1))
            views.append((Rect(x: 16, y: frame.minY + 4, width: 180, height: 20), "Text", 3))
            views.append((Rect(x: 16, y: frame.minY + 24, width: 120, height: 16), "Text", 3))
            views.append((Rect(x: size.width - 52, y: frame.minY + 6, width: 32, height: 32), "Image", 2))
            views.append((Rect(x: 0, y: frame.minY, width: size.width, height: 44), "padding", 2))
        }
        return (layout, views)
    }

    static func input(_ size: Size, layout: LayoutResult, figures: [SceneFigure] = [], warning: String? = nil,
                      content: Rect? = nil) -> DiagnosticsInput {
        var input = DiagnosticsInput(frame: FrameTime(index: 0, timeSeconds: 0, deltaSeconds: 0),
                                     viewport: Rect(origin: .zero, size: size), sceneName: "legibility", layout: layout,
                                     preset: "ios", activity: .idle, offset: 0, velocity: 0, restingOffset: 0,
                                     physics: .init(), input: .init(), paintedElements: 0, paintCommands: 0)
        input.figures = figures
        input.warning = warning
        input.contentViewport = content
        return input
    }

    @Test("Bounds chips overlap neither each other nor any Text view's frame, and stay in the window", arguments: sizes)
    @MainActor func chipsDoNotOverlap(size: Size) {
        let (layout, views) = Self.denseList(size)
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.bounds]), measurer: FixedAdvanceTextMeasurer())
        overlays.viewBounds = { views }
        overlays.observe(Self.input(size, layout: layout), events: [])
        var list = DisplayList()
        overlays.draw(into: &list)
        let chips = list.commands.compactMap { command -> Rect? in
            if case let .fillRect(rect, color) = command, color == OverlayStyle.chip { rect } else { nil }
        }
        // Every row and every view outline asks for a chip. Rows are placed first, so each row's id
        // chip finds a place, and some views' too (the test fails if chips vanish); in a list this
        // dense most view names find no free place and are counted as hidden instead of piled up.
        let asked = layout.placed.count + views.count
        #expect(chips.count > layout.placed.count, "\(chips.count) of \(asked) chips placed")
        #expect(chips.count + overlays.chipPlacer.hiddenCount == asked)
        let window = Rect(origin: .zero, size: size)
        let texts = views.filter { $0.name == "Text" }.map(\.frame)
        for (i, chip) in chips.enumerated() {
            #expect(window.encloses(chip), "chip \(chip) leaves the window")
            for other in chips[(i + 1)...] { #expect(!chip.intersects(other), "chips \(chip) and \(other) overlap") }
            for text in texts { #expect(!chip.intersects(text), "chip \(chip) covers text \(text)") }
        }
        // The legend says how many found no place.
        let hidden = overlays.chipPlacer.hiddenCount
        let legend = list.commands.contains { if case let .text(string, _, _, _) = $0 { string.contains("hidden") } else { false } }
        #expect(legend == (hidden > 0))
    }

    @Test("A chip with no free corner moves along its edge and gets a leader line back to the corner it names")
    func displacedChipHasLeader() {
        var placer = ChipPlacer()
        placer.reset(bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let frame = Rect(x: 100, y: 100, width: 60, height: 30)
        // Text fills the rectangle and the bands just above and below it.
        placer.addObstacle(Rect(x: 90, y: 80, width: 80, height: 70))
        let chip = Size(width: 40, height: 12)
        let placed = placer.place(chip, naming: frame)
        // Inside: blocked; just outside above (y 88) and below (y 130): blocked. Steps are a chip
        // height plus 1 (13 pt): step 1 (y 75 up, 143 down, 114 inside) still touches the text's
        // 80…150 band; step 2 up, y 100 − 12 − 26 = 62 (62…74), is free.
        #expect(placed?.rect == Rect(x: 101, y: 62, width: 40, height: 12))
        #expect(placed?.displaced == true)
        // The leader starts at the chip's point nearest the corner (100, 100) it names.
        #expect(ChipPlacer.leaderStart(of: placed!.rect, toward: ChipPlacer.leaderAnchor(for: frame)) == Point(x: 101, y: 74))
        // A second chip for the same rectangle avoids the first: step 2 down, y 130 + 26 = 156.
        #expect(placer.place(chip, naming: frame)?.rect == Rect(x: 101, y: 156, width: 40, height: 12))
        #expect(placer.hiddenCount == 0)
    }

    @Test("Every HUD, zones and physics line stays inside its panel, and every panel inside the window", arguments: sizes)
    @MainActor func panelTextInsidePanels(size: Size) {
        let (layout, _) = Self.denseList(size)
        let measurer = FixedAdvanceTextMeasurer()
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.hud, .zones, .physics]), measurer: measurer)
        // A Lab page's figures with long labels, a graphed one, and a long runtime warning.
        let figures = [SceneFigure(key: "lab.a.mode", label: "mode seed: Array(dict) rebuilt in body on every edit", value: 0),
                       SceneFigure(key: "lab.a.stall", label: "longest stall of an edit, ms (the seed says 170–210)", value: 214.5,
                                   decimals: 1, isBad: true, graphMaximum: 300),
                       SceneFigure(key: "lab.a.rows", label: "rows made again", value: 12)]
        let warning = "ForEach<Array<Int>, Int, Text>: the ID 7 occurs multiple times within the collection, this will give undefined results!"
        overlays.observe(Self.input(size, layout: layout, figures: figures, warning: warning), events: [])
        var list = DisplayList()
        overlays.draw(into: &list)
        let window = Rect(origin: .zero, size: size)
        let panels = list.commands.compactMap { command -> Rect? in
            if case let .fillRoundedRect(rect, _, color) = command, color == OverlayStyle.panel { rect } else { nil }
        }
        #expect(panels.count == 3, "HUD, zones and physics panels: \(panels)")
        for panel in panels { #expect(window.encloses(panel), "panel \(panel) leaves the \(size) window") }
        var texts = 0
        for command in list.commands {
            guard case let .text(string, origin, font, _) = command else { continue }
            let rect = Rect(origin: origin, size: measurer.measure(string, font: font))
            #expect(panels.contains { $0.insetBy(dx: -0.5, dy: -0.5).encloses(rect) }, "\"\(string)\" at \(rect) runs out of its panel \(panels)")
            texts += 1
        }
        #expect(texts > 40)
    }

    @Test("Long values wrap at spaces and end in an ellipsis only past their line budget")
    func wrapping() {
        #expect(TextGrid.wrap("trace · events 12 intents 3 wheel 7/0 drag 2", width: 20)
            == ["trace · events 12", "intents 3 wheel 7/0", "drag 2"])
        #expect(TextGrid.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextGrid.wrap("one two three four five six", width: 10, maximumLines: 2) == ["one two", "three fou…"])
        #expect(TextGrid.wrap("short", width: 10) == ["short"])
        // A counter keeps its name: the break goes before "drag", not between "drag" and "0"
        // (the HUD's input line at 640 × 480 read "… wheel 0/0 drag" / "0").
        #expect(TextGrid.wrap("X11 core · events 1 intents 0 wheel 0/0 drag 0", width: 45)
            == ["X11 core · events 1 intents 0 wheel 0/0", "drag 0"])
        // With no other space in the row's second half, a number may still start a row.
        #expect(TextGrid.wrap("abcdefghij 12", width: 12) == ["abcdefghij", "12"])
    }

    /// The title bands tried in the window: a Lab page at 1280 × 800 (title, source and mode
    /// line: 80 pt) and Lab page 6 at 640 × 480, whose title and mode line wrap (124 pt — more
    /// than a quarter of the window, where panels used to take the whole window and cover it).
    static let titleBands: [(size: Size, band: Points)] = [(Size(width: 1280, height: 800), 80), (Size(width: 640, height: 480), 124)]

    @Test("Panels and the key notice start at the scroll view's top, below the scene's own title band; the HUD still shows the figures",
          arguments: titleBands.indices)
    @MainActor func panelsLeaveTitleVisible(case index: Int) {
        let (size, band) = Self.titleBands[index]
        let content = Rect(x: 0, y: band, width: size.width, height: size.height - band)
        let (layout, _) = Self.denseList(content.size)
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.hud, .zones, .physics]), measurer: FixedAdvanceTextMeasurer())
        let figures = [SceneFigure(key: "lab.geometry.mode", label: "mode session 19:16: onGeometryChange into @State", value: 0),
                       SceneFigure(key: "lab.geometry.relayouts", label: "rows laid out again after appearing", value: 7, isBad: true)]
        overlays.observe(Self.input(size, layout: layout, figures: figures, content: content), events: [])
        overlays.announce("performance HUD and lazy counters: on")       // what D shows
        var list = DisplayList()
        overlays.draw(into: &list)
        let panels = list.commands.compactMap { command -> Rect? in
            if case let .fillRoundedRect(rect, _, color) = command, color == OverlayStyle.panel { rect } else { nil }
        }
        // The zones strip, the HUD (and the physics panel where it fits), and the notice.
        #expect(panels.count >= 3, "\(panels)")
        for panel in panels { #expect(panel.minY >= content.minY, "panel \(panel) covers the title band above \(content.minY)") }
        let texts = list.commands.compactMap { command -> String? in if case let .text(string, _, _, _) = command { string } else { nil } }
        #expect(texts.contains("SCENE") && texts.contains("rows laid out again after appearing"), "the HUD lost the page's figures")
        #expect(!texts.contains { $0.hasPrefix("HUD: no room") })
        #expect(texts.contains("performance HUD and lazy counters: on"))
    }

    @Test("With every overlay on, no two panels overlap: the HUD stops above the bounds legend", arguments: sizes)
    @MainActor func panelsApart(size: Size) {
        let (layout, views) = Self.denseList(size)
        var overlays = DiagnosticsOverlays(enabled: OverlaySet.allButHelp, measurer: FixedAdvanceTextMeasurer())
        overlays.viewBounds = { views }
        overlays.observe(Self.input(size, layout: layout), events: [])
        var list = DisplayList()
        overlays.draw(into: &list)
        let panels = list.commands.compactMap { command -> Rect? in
            if case let .fillRoundedRect(rect, _, color) = command, color == OverlayStyle.panel { rect } else { nil }
        }
        // The bounds legend, the zones strip, the HUD, and the physics panel (or its "no room" line).
        #expect(panels.count >= 3, "\(panels)")
        for (i, a) in panels.enumerated() {
            for b in panels[(i + 1)...] { #expect(!a.intersects(b), "panels \(a) and \(b) overlap at \(size)") }
        }
    }

    @Test("Help: keys wider than their column wrap inside it, and a key's notice goes below the panel, not over its title",
          arguments: sizes)
    @MainActor func helpLegible(size: Size) {
        let measurer = FixedAdvanceTextMeasurer()
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.help]), measurer: measurer)
        // The window's own rows that were too wide for the 14-column keys column (22 and 13 characters).
        overlays.helpEntries = [HelpEntry(keys: "wheel", action: "scroll, 53 pt a click, animated; fast clicks coalesce"),
                                HelpEntry(keys: "Shift+click Ctrl+click", action: "extend a list's selection: to the row / by the row"),
                                HelpEntry(keys: "Tab Shift+Tab", action: "move keyboard focus: buttons, toggles, scroll views (ringed)"),
                                HelpEntry(keys: "D", action: "performance HUD and lazy counters", overlay: .hud)]
        var input = Self.input(size, layout: Self.denseList(size).layout)
        input.explanation = String(repeating: "A Lab page's explanation, long enough to wrap over several lines. ", count: 6)
        overlays.observe(input, events: [])
        overlays.announce("saved /home/user/Pictures/lazyscroll-lab-001.png (640×480 px)")
        var list = DisplayList()
        overlays.draw(into: &list)
        let panels = list.commands.compactMap { command -> Rect? in
            if case let .fillRoundedRect(rect, _, color) = command, color == OverlayStyle.panel { rect } else { nil }
        }
        #expect(panels.count == 2, "the help panel and the notice: \(panels)")
        if panels.count == 2 { #expect(!panels[0].intersects(panels[1]), "the notice \(panels[1]) covers the help panel \(panels[0])") }
        let texts = list.commands.compactMap { command -> (String, Rect)? in
            guard case let .text(string, origin, font, _) = command else { return nil }
            return (string, Rect(origin: origin, size: measurer.measure(string, font: font)))
        }
        #expect(texts.contains { $0.0 == "Shift+click" } && texts.contains { $0.0 == "Ctrl+click" })
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] { #expect(!a.1.intersects(b.1), "\"\(a.0)\" and \"\(b.0)\" overlap") }
        }
    }

    @Test("A panel hides the scene under it: over a white scene and over a black one it is the same colour")
    func panelsAreOpaque() {
        // Tried in the window (issue 36): at 96 % a white scene's black text showed 9 levels
        // darker than the panel in the frame graph's well — readable between the HUD's rows.
        for background in [OverlayStyle.panel, OverlayStyle.chip] {
            let overWhite = Self.over(background, (1, 1, 1)), overBlack = Self.over(background, (0, 0, 0))
            #expect(overWhite.0 == overBlack.0 && overWhite.1 == overBlack.1 && overWhite.2 == overBlack.2,
                    "\(background): \(overWhite) over white, \(overBlack) over black")
        }
    }

    @Test("No two of the HUD's texts touch: a label and a long value keep a column between them", arguments: sizes)
    @MainActor func hudTextsApart(size: Size) {
        let measurer = FixedAdvanceTextMeasurer()
        var overlays = DiagnosticsOverlays(enabled: OverlaySet([.hud]), measurer: measurer)
        // Lab page 8 after three flings, as seen at 640 × 480: the content estimate fell by
        // 29,800 pt, so the value "-29 800 pt 6.2s ago" (19 columns) met "last change" (11
        // columns from column 24) in the 54-column grid: 24 + 11 + 19 = 54, no space between.
        var layout = Self.denseList(size).layout
        for (frame, extent) in [(0, 52_040.0), (1, 52_040.0), (2, 22_240.0)] {
            layout.contentExtent = extent
            var input = Self.input(size, layout: layout)
            input.frame = FrameTime(index: frame, timeSeconds: Double(frame) / 60, deltaSeconds: frame == 0 ? 0 : 1.0 / 60)
            overlays.observe(input, events: [])
        }
        var list = DisplayList()
        overlays.draw(into: &list)
        let texts = list.commands.compactMap { command -> (String, Rect)? in
            guard case let .text(string, origin, font, _) = command else { return nil }
            return (string, Rect(origin: origin, size: measurer.measure(string, font: font)))
        }
        #expect(texts.contains { $0.0.hasPrefix("-29 800 pt") }, "the change is shown")
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] where a.1.minY == b.1.minY {
                // Same line: a character's width apart at least.
                let gap = max(b.1.minX - a.1.maxX, a.1.minX - b.1.maxX)
                #expect(gap >= overlays.style.charWidth - 0.001, "\"\(a.0)\" and \"\(b.0)\" touch (gap \(gap))")
            }
        }
    }

    /// WCAG 2.x relative luminance of an sRGB colour.
    static func luminance(_ c: (Double, Double, Double)) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
    }

    /// `top` composited over `bottom` (opaque).
    static func over(_ top: Color, _ bottom: (Double, Double, Double)) -> (Double, Double, Double) {
        let a = top.alpha
        return (top.red * a + bottom.0 * (1 - a), top.green * a + bottom.1 * (1 - a), top.blue * a + bottom.2 * (1 - a))
    }

    static let textColors: [(String, Color)] = [
        ("text", OverlayStyle.text), ("dim", OverlayStyle.dim), ("title", OverlayStyle.title), ("good", OverlayStyle.good),
        ("warn", OverlayStyle.warn), ("bad", OverlayStyle.bad), ("row", OverlayStyle.boundsItem),
        ("header", OverlayStyle.boundsHeader), ("footer", OverlayStyle.boundsFooter), ("pinned", OverlayStyle.boundsPinned),
        ("flash", OverlayStyle.flash),
    ] + FramePhase.allCases.map { ("\($0)", OverlayStyle.color(of: $0)) }

    @Test("Every overlay text colour has ≥ 4.5:1 contrast on a panel over white and over black (WCAG 1.4.3)",
          arguments: textColors.map(\.0))
    func contrast(name: String) {
        let color = Self.textColors.first { $0.0 == name }!.1
        for scene in [(1.0, 1.0, 1.0), (0.0, 0.0, 0.0)] {
            for background in [OverlayStyle.panel, OverlayStyle.chip] {
                let behind = Self.over(background, scene)
                let fore = Self.luminance(Self.over(color, behind))
                let back = Self.luminance(behind)
                let ratio = (max(fore, back) + 0.05) / (min(fore, back) + 0.05)
                #expect(ratio >= 4.5, "\(name) on \(background) over \(scene): \(ratio)")
            }
        }
    }
}

extension Rect {
    /// Whether `other` lies wholly inside this rectangle (edges included).
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
