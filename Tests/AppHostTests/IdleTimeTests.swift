import AppHost
import DisplayList
import Foundation
import LazyLayout
import Painting
import ScrollCore
import ScrollHosting
import Scenes
import Testing

/// The benchmark list, counting the host's idle-time calls (and the frames painted, to compare).
private final class CountingListScene: WindowContent {
    let list = ListScene(rowCount: 100_000, variable: true)
    private(set) var idleCalls = 0
    private(set) var paints = 0
    /// The frames painted when each idle call came (an idle call follows its frame).
    private(set) var paintsAtIdle: [Int] = []
    var name: String { "counting" }
    var axis: Axis { list.axis }
    func constraints(viewport: Size, scrollOffset: Points) -> LayoutConstraints { list.constraints(viewport: viewport, scrollOffset: scrollOffset) }
    func layout(_ constraints: LayoutConstraints, into result: inout LayoutResult) { list.layout(constraints, into: &result) }
    func paint(_ result: LayoutResult, viewport: Rect, context: PaintContext, into displayList: inout DisplayList) -> PaintStats {
        paints += 1
        return list.paint(result, viewport: viewport, context: context, into: &displayList)
    }
    func jump(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) { list.jump(toElement: index, at: anchor, constraints: constraints) }
    func estimatedOffset(toElement index: Int, at anchor: ScrollAnchorPoint, constraints: LayoutConstraints) -> Points {
        list.estimatedOffset(toElement: index, at: anchor, constraints: constraints)
    }
    func jump(toEdge edge: ScrollEdge, constraints: LayoutConstraints) { list.jump(toEdge: edge, constraints: constraints) }
    func estimatedOffset(toEdge edge: ScrollEdge, constraints: LayoutConstraints) -> Points { list.estimatedOffset(toEdge: edge, constraints: constraints) }
    var elementCount: Int { list.elementCount }
    func visibleIDs(_ result: LayoutResult) -> [String] { list.visibleIDs(result) }
    func sectionName(_ section: Int) -> String { list.sectionName(section) }
    func prepareForNextFrame() {
        idleCalls += 1
        paintsAtIdle.append(paints)
        list.prepareForNextFrame()
    }
}

private struct CountingProvider: SceneProvider {
    let scene: CountingListScene
    var names: [String] { ["counting"] }
    @MainActor func make(_ name: String, repeatCount: Int?, viewport: Size, measurer: any TextMeasurer) -> (any WindowContent)? { scene }
}

@MainActor
@Suite("Idle time between frames")
struct IdleTimeTests {
    @Test("The frame loop gives the scene its idle time once after every frame, after it is drawn")
    func frameLoopCallsPrepareAfterEachFrame() async throws {
        let scene = CountingListScene()
        var options = RunOptions()
        options.sceneName = "counting"
        options.size = Size(width: 800, height: 600)
        options.frames = 12
        _ = try await HeadlessRunner(options: options, scenes: CountingProvider(scene: scene)).run()
        #expect(scene.paints >= 12)
        #expect(scene.idleCalls == scene.paints)
        // Each call comes after its frame's paint: after frame k, k frames were painted.
        #expect(scene.paintsAtIdle == Array(1...scene.paints))
    }
}
