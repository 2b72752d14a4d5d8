import AppHost
import DisplayList
import Foundation
import HostTestSupport
@testable import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing

// A drag gesture's coordinate spaces, and a simultaneous drag on a scroll view's content,
// replayed as traces through the window's pipeline on virtual 60 fps frames.
// - DragGesture(minimumDistance:coordinateSpace:) https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
// - coordinateSpace(name:) https://developer.apple.com/documentation/swiftui/view/coordinatespace(name:)
// - coordinateSpace(_:) https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
// - simultaneousGesture(_:including:) https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)

@MainActor
final class DragLog {
    var values: [DragGesture.Value] = []
    var ended = 0
}

@MainActor
@Suite("Gesture coordinate spaces, simultaneous drags in scroll views")
struct GestureSpaceTests {
    static let size = Size(width: 300, height: 400)

    enum Spelling: String, CaseIterable { case nameLabel, namedSpace }

    /// A 100 pt red band at the top, then a "board" (named) 200 pt wide, centred (x 50…250,
    /// y 100…260): a 60 pt grey strip over a 200 × 100 blue view with the drag (window
    /// x 50…250, y 160…260).
    struct Board: View {
        let log: DragLog
        let space: CoordinateSpace
        let spelling: Spelling
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                named(VStack(spacing: 0) {
                    Color.gray.frame(width: 200, height: 60)
                    Color.blue.frame(width: 200, height: 100)
                        .gesture(DragGesture(coordinateSpace: space).onChanged { log.values.append($0) })
                })
                Spacer()
            }
        }
        @ViewBuilder func named<V: View>(_ view: V) -> some View {
            switch spelling {
            case .nameLabel: view.coordinateSpace(name: "board")
            case .namedSpace: view.coordinateSpace(.named("board"))
            }
        }
    }

    func drag(_ view: some View, from start: Point, by delta: Vector) throws {
        let scene = ViewScene(name: "space", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        run(pipeline, dragEvents(from: start, by: delta, steps: 4, at: 0.1, releaseDelay: 0.2), from: 2, frames: 40)
    }

    /// Pressed at window (100, 200), dragged by (20, 30): in the board's space the press is
    /// (100 − 50, 200 − 100) = (50, 100); in the blue view's own, (50, 40); in the window's,
    /// (100, 200). The translation is (20, 30) in each.
    @Test("A drag's values in a named coordinate space, the view's own and the window's", arguments: [
        (CoordinateSpace.named("board"), 50.0, 100.0), (.local, 50.0, 40.0), (.global, 100.0, 200.0),
    ], Spelling.allCases)
    func coordinateSpaces(expected: (space: CoordinateSpace, x: Double, y: Double), spelling: Spelling) throws {
        let (space, x, y) = expected
        let log = DragLog()
        try drag(Board(log: log, space: space, spelling: spelling), from: Point(x: 100, y: 200), by: Vector(dx: 20, dy: 30))
        let last = try #require(log.values.last)
        #expect(last.startLocation == CGPoint(x: x, y: y))
        #expect(last.location == CGPoint(x: x + 20, y: y + 30))
        #expect(last.translation == CGSize(width: 20, height: 30))
    }

    /// Rows of 60 pt in the window's scroll view, each with a `simultaneousGesture` drag (or,
    /// to compare, none): the list scrolls from the drag exactly as it does without the
    /// gesture, and the gesture reports it from the press, translation (0, −80) at the end.
    struct Rows: View {
        let log: DragLog
        var withGesture = true
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in
                        if withGesture {
                            Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 60)
                                .simultaneousGesture(DragGesture()
                                    .onChanged { log.values.append($0) }
                                    .onEnded { _ in log.ended += 1 })
                        } else {
                            Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 60)
                        }
                    }
                }
            }
        }
    }

    /// The window's scroll offset after an 80 pt drag up on `view`.
    func offsetAfterDrag(_ view: some View) -> Points {
        let scene = ViewScene(name: "rows", rootView: view, measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        let pipeline = ScrollPipeline(scene: scene, windowSize: Self.size)
        run(pipeline, [], from: 0, frames: 2)
        run(pipeline, dragEvents(from: Point(x: 150, y: 300), by: Vector(dx: 0, dy: -80), steps: 8, at: 0.1, releaseDelay: 0.5),
            from: 2, frames: 80)
        return pipeline.position.offset
    }

    @Test("A simultaneousGesture(DragGesture()) on a scroll view's content: the view scrolls and the drag is reported")
    func simultaneousDragScrolls() throws {
        let log = DragLog()
        let scene = ViewScene(name: "rows", rootView: Rows(log: DragLog()), measurer: FixedAdvanceTextMeasurer(), size: Self.size)
        run(ScrollPipeline(scene: scene, windowSize: Self.size), [], from: 0, frames: 2)
        #expect(scene.contentDrag(at: Point(x: 150, y: 200)) == nil, "the press stays the scroll view's")
        let plain = offsetAfterDrag(Rows(log: DragLog(), withGesture: false))
        let offset = offsetAfterDrag(Rows(log: log))
        #expect(plain > 60, "the plain list scrolled: \(plain)")
        #expect(offset == plain, "as far as without the gesture: \(offset) vs \(plain)")
        let last = try #require(log.values.last)
        #expect(last.translation == CGSize(width: 0, height: -80))
        #expect(log.ended == 1)
    }
}
