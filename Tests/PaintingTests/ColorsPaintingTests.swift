import DisplayList
import LazyLayout
import Painting
import Scenes
import ScrollCore
import Testing

/// Golden display lists of the Colors scene (`ColorsView` through `ViewScene`): painting is
/// checked as data, without pixels. Rows are laid out at their own origin and drawn translated
/// to their frames; the window's background fill comes first, then the window's and the scroll
/// view's clips.
@Suite("Colors scene painting")
@MainActor
struct ColorsPaintingTests {
    /// 10 pt per character, 20 pt lines: headers are 20 + 2 × 16 = 52 pt tall.
    let measurer = FixedAdvanceTextMeasurer(advanceFactor: 10.0 / 17, lineHeightFactor: 20.0 / 17)

    func frame(at offsets: [Points], viewport: Size = Size(width: 200, height: 120)) -> (LayoutResult, DisplayList) {
        let scene = SceneCatalog.make("colors", repeatCount: 1, viewport: viewport, measurer: measurer)!
        var result = scene.layout(scene.constraints(viewport: viewport, scrollOffset: 0))
        for offset in offsets { result = scene.layout(scene.constraints(viewport: viewport, scrollOffset: offset)) }
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: viewport), into: &list)
        return (result, list)
    }

    @Test("At the top: the Reds header, then rows at brightness 0 … 0.3 one point apart")
    func top() {
        let (_, list) = frame(at: [])
        #expect(list.validate() == nil)
        // Row colours: SwiftUI red (255, 59, 48) plus b·255 per channel, clamped and rounded
        // (b = 0.1: 59 + 25.5 = 84.5 → 0x55). At the top the header is in its natural place, so
        // it paints in index order, not as a pinned view: 52 pt, then rows every 21 pt.
        #expect(list.description == """
        fill [(0, 0) 200×120] #ffffff
        pushClip [(0, 0) 200×120]
        pushClip [(0, 0) 200×120]
        fill [(0, 0) 200×52] #ffffffbf
        text "Reds" at (16, 16) 17pt semibold #ff3b30
        pushTransform [1 0 0 1 0 53]
        fill [(0, 0) 200×20] #ff3b30
        popTransform
        pushTransform [1 0 0 1 0 74]
        fill [(0, 0) 200×20] #ff554a
        popTransform
        pushTransform [1 0 0 1 0 95]
        fill [(0, 0) 200×20] #ff6e63
        popTransform
        pushTransform [1 0 0 1 0 116]
        fill [(0, 0) 200×20] #ff887d
        popTransform
        popClip
        popClip
        """)
    }

    @Test("Mid-section: the pinned header paints last, over the rows scrolled under it")
    func pinned() throws {
        let (result, list) = frame(at: [30])
        #expect(result.pinnedHeaderSection == 0)
        let commands = list.commands
        // The header's 75 % white band and its label are the last two commands inside the clips.
        #expect(commands[commands.count - 4] == .fillRect(Rect(x: 0, y: 0, width: 200, height: 52), Color.white.opacity(0.75)))
        #expect(commands[commands.count - 3] == .text("Reds", origin: Point(x: 16, y: 16), .headline, .red))
        // Row 0 (content 53…73) is at 23…43 under the band.
        let row0 = try #require(commands.firstIndex(of: .pushTransform(.translation(x: 0, y: 23))))
        #expect(commands[row0 + 1] == .fillRect(Rect(x: 0, y: 0, width: 200, height: 20), Color.red))
        #expect(row0 < commands.count - 4)
    }
}
