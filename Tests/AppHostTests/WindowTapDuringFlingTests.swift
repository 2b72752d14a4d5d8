@testable import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import ScrollPhysics
import Testing

// A click on a list that is still flinging stops it and is not a tap on the row under it, as on
// iOS: "If the user touches the screen while the scroll view is decelerating, it stops"
// (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating) — the touch is
// the scroll view's, and the cell under it is neither selected nor tapped (Flutter's scrollables
// likewise ignore their children's pointers while a ballistic activity runs). A click on a list
// at rest, or during a wheel's eased scroll, taps as usual. Replayed traces through
// `ScrollPipeline`, stepped at 60 fps.

@MainActor
private final class Taps { var rows: [Int] = [] }

private struct TappableList: View {
    let taps: Taps
    /// Rows with swipe actions: a press on one is held back until its axis is known (the
    /// content's catch, `ScrollPipeline+ContentDrag.swift`), then delivered as a click.
    let swipes: Bool
    var body: some View {
        List {
            ForEach(0..<200, id: \.self) { i in
                if swipes {
                    row(i)
                        .swipeActions { Button(role: .destructive) {} label: { Text("Delete") } }
                        .listRowInsets(EdgeInsets())
                } else {
                    row(i).listRowInsets(EdgeInsets())
                }
            }
        }
        .listStyle(.plain)
    }
    /// The whole 44 pt row taps: its content fills it (no row insets). With the default insets
    /// a tap gesture on the content covers only the text's 20.4 pt line in the row's middle, as
    /// in SwiftUI — a click on a row's inset taps nothing. (That is why the click after a caught
    /// fling once seemed lost: the list stopped where the click fell on an inset.)
    private func row(_ i: Int) -> some View {
        Text("Row \(i)")
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { taps.rows.append(i) }
    }
}

@MainActor
@Suite("A click that catches a fling is not a tap")
struct WindowTapDuringFlingTests {
    static let size = Size(width: 300, height: 400)

    private func list(swipes: Bool = false) -> (ScrollPipeline, Taps) {
        let taps = Taps()
        return (hostedPipeline(TappableList(taps: taps, swipes: swipes), size: Self.size, name: "list").pipeline, taps)
    }

    private func click(at time: Seconds) -> [TimedInputEvent] {
        [TimedInputEvent(timeSeconds: time, event: .pointerDown(Point(x: 150, y: 200))),
         TimedInputEvent(timeSeconds: time + 0.05, event: .pointerUp(Point(x: 150, y: 200)))]
    }

    /// A fast upward drag (300 pt in 6 moves from 0.1 s, released 4 ms after the last): a fling.
    private var fling: [TimedInputEvent] {
        dragEvents(from: Point(x: 150, y: 380), by: Vector(dx: 0, dy: -300), steps: 6, at: 0.1, releaseDelay: 0.004)
    }

    @Test("A click on a list at rest taps its row; so does the next one", arguments: [false, true])
    func clicksAtRest(swipes: Bool) {
        let (pipeline, taps) = list(swipes: swipes)
        run(pipeline, click(at: 0.1) + click(at: 1.0), from: 2, frames: 70)
        // Row 4 (44 pt rows: y 200 is in 176…220) under both clicks.
        #expect(taps.rows == [4, 4])
    }

    @Test("A click after the fling has come to rest taps")
    func clickAfterTheFling() {
        let (pipeline, taps) = list()
        run(pipeline, fling, from: 2, frames: 300)
        #expect(pipeline.isSettled)
        run(pipeline, click(at: 5.1), from: 302, frames: 20)
        #expect(taps.rows.count == 1)
    }

    @Test("A click during a fling stops the list and taps nothing; the next click taps", arguments: [false, true])
    func clickDuringFling(swipes: Bool) throws {
        let (pipeline, taps) = list(swipes: swipes)
        // Clicked at 0.5 s (frame 30) while the list still moves, then again at 1.0 s at rest.
        var offsets: [Int: Points] = [:]
        run(pipeline, fling + click(at: 0.5), from: 2, frames: 50) { p in offsets[Int((p.lastFrameTime * 60).rounded())] = p.position.offset }
        let before = try #require(offsets[27]), caught = try #require(offsets[31]), later = try #require(offsets[51])
        #expect(caught > before, "still flinging up to the click")
        #expect(later == caught, "stopped by the click")
        #expect(taps.rows.isEmpty, "the click that stopped the fling tapped no row")
        #expect(pipeline.isSettled, "at rest before the second click: \(pipeline.position.activity)")
        run(pipeline, click(at: 1.0), from: 52, frames: 20)
        #expect(taps.rows.count == 1, "a click on the list at rest taps its row")
    }

    @Test("A drag that catches a fling scrolls, and the click after it taps")
    func dragDuringFlingThenClick() {
        let (pipeline, taps) = list()
        // Caught at 0.5 s by a slow drag (40 pt down over 12 moves, held 200 ms: no fling).
        let drag = dragEvents(from: Point(x: 150, y: 200), by: Vector(dx: 0, dy: 40), steps: 12, at: 0.5, releaseDelay: 0.2)
        run(pipeline, fling + drag, from: 2, frames: 70)
        #expect(taps.rows.isEmpty)
        #expect(pipeline.isSettled)
        run(pipeline, click(at: 1.5), from: 72, frames: 30)
        #expect(taps.rows.count == 1)
    }

    @Test("A row's swipe that catches a fling takes the press; the click after it taps")
    func swipeDuringFlingThenClick() {
        let (pipeline, taps) = list(swipes: true)
        // At 0.5 s a 40 pt leftward drag on a row in 10 pt moves: past the 18 pt slop (at the
        // second move) the row takes it and shows 20 pt, under half of its 94 pt button, so it
        // settles shut (0.35 s) by 1.2 s.
        let swipe = dragEvents(from: Point(x: 200, y: 200), by: Vector(dx: -40, dy: 0), steps: 4, at: 0.5, releaseDelay: 0.2)
        run(pipeline, fling + swipe, from: 2, frames: 80)
        #expect(taps.rows.isEmpty)
        #expect(pipeline.isSettled)
        run(pipeline, click(at: 1.5), from: 82, frames: 20)
        #expect(taps.rows.count == 1, "the caught press ended with the row's swipe")
    }

    @Test("A click during a wheel's eased scroll taps (only a fling or a bounce is caught)")
    func clickDuringWheelScroll() {
        let (pipeline, taps) = list()
        // One wheel detent at 0.1 s eases the list down; the click 33 ms later lands while it
        // still eases (checked at the frame before the press).
        let wheel = TimedInputEvent(timeSeconds: 0.1, event: .wheel(dx: 0, dy: -1, precise: false, at: Point(x: 150, y: 200), source: .wheel))
        var activityBeforeClick: ScrollActivityKind?
        run(pipeline, [wheel] + click(at: 0.133), from: 2, frames: 30) { p in
            if Int((p.lastFrameTime * 60).rounded()) == 7 { activityBeforeClick = p.position.activity }
        }
        #expect(activityBeforeClick == .animating)
        #expect(taps.rows.count == 1)
    }
}



