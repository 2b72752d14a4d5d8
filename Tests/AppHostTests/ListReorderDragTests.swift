import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing
import TestSupport

// Dragging a row by its reorder handle in edit mode, through the window's path (traces parsed
// by `InputTrace.parse`, stepped through `ScrollPipeline`). `onMove(perform:)`
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)) gets
// the moved rows' offsets and the destination, the argument of `move(fromOffsets:toOffset:)`
// (https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)):
// the offset before which to insert, in the data as it was. `EditButton`/`editMode`
// (https://developer.apple.com/documentation/swiftui/editbutton) turns the handles on; here the
// mode is bound `.active`.
//
// A plain list at 300 × 400: rows 44 pt tall, row i's middle at 44 i + 22. A row passed by the
// lifted row's middle makes room; the furthest passed decides the destination.

@MainActor
private final class Moves {
    var calls: [(IndexSet, Int)] = []
    var items = Array(0..<30)
}

private struct Reorderable: View {
    let moves: Moves
    var body: some View {
        List {
            ForEach(moves.items, id: \.self) { i in Text("Row \(i)") }
                .onMove { source, destination in
                    moves.calls.append((source, destination))
                    moves.items.move(fromOffsets: source, toOffset: destination)
                }
        }
        .listStyle(.plain)
        .environment(\.editMode, .constant(.active))
    }
}

/// A list under another one: the upper is the window's scroll view (the first vertical one),
/// the lower one (y 100…400) has the handles.
private struct SheetReorder: View {
    let moves: Moves
    var body: some View {
        VStack(spacing: 0) {
            List { ForEach(0..<5, id: \.self) { Text("Main \($0)") } }
                .listStyle(.plain)
                .frame(height: 100)
            List {
                ForEach(moves.items, id: \.self) { i in Text("Row \(i)") }
                    .onMove { source, destination in moves.items.move(fromOffsets: source, toOffset: destination) }
            }
            .listStyle(.plain)
            .environment(\.editMode, .constant(.active))
        }
    }
}

@MainActor
@Suite("Dragging a list row by its handle (onMove) from the window's pointer")
struct ListReorderDragTests {
    static let size = Size(width: 300, height: 400)

    private func list() -> (ScrollPipeline, ViewScene<Reorderable>, Moves) {
        let moves = Moves()
        let (pipeline, scene) = hostedPipeline(Reorderable(moves: moves), size: Self.size, name: "reorder")
        return (pipeline, scene, moves)
    }

    /// A point on row `row`'s handle, found where the last frame drew it (scanning its middle
    /// line from the trailing edge).
    private func handle(_ scene: ViewScene<Reorderable>, row: Int) throws -> Point {
        let y = 44 * Double(row) + 22
        let x = try #require(stride(from: 299.0, to: 150, by: -1).first { scene.host.hasReorderHandle(at: CGPoint(x: $0, y: y)) })
        return Point(x: x, y: y)
    }

    /// Press at `from`, move to each y in `ys` 50 ms apart, release 50 ms after the last.
    private func trace(from: Point, ys: [Double], at ms: Double) throws -> [TimedInputEvent] {
        var lines = [#"{"t": \#(ms), "type": "down", "x": \#(from.x), "y": \#(from.y)}"#]
        for (i, y) in ys.enumerated() { lines.append(#"{"t": \#(ms + 50 * Double(i + 1)), "type": "move", "x": \#(from.x), "y": \#(y)}"#) }
        lines.append(#"{"t": \#(ms + 50 * Double(ys.count + 1)), "type": "up", "x": \#(from.x), "y": \#(ys.last ?? from.y)}"#)
        return try InputTrace.parse(lines.joined(separator: "\n"))
    }

    /// Row `row` dragged by `dy`: its middle lands at 44 row + 22 + dy. Down past rows' middles
    /// (44 j + 22 < that) the destination is one past the furthest passed; up, the furthest
    /// passed itself; short of any neighbour's middle, no call.
    @Test("Dropping calls onMove with SwiftUI's destination", arguments: [
        (0, 110.0, 3),      // middle at 132: passes rows 1 (66) and 2 (110), not 3 (154) → before 3
        (0, 20.0, nil),     // middle at 42: short of row 1's 66 → dropped where it was
        (5, -100.0, 3),     // middle at 142: passes rows 4 (198) and 3 (154) up, not 2 (110) → before 3
        (2, 180.0, 7),      // middle at 290: passes rows 3…6 (154…286) → before 7
    ] as [(Int, Double, Int?)])
    func drop(row: Int, dy: Double, destination: Int?) throws {
        let (pipeline, scene, moves) = list()
        let start = try handle(scene, row: row)
        // Four steps, so the rows on the way are drawn (and passed) as the pointer goes.
        let ys = (1...4).map { start.y + dy * Double($0) / 4 }
        run(pipeline, try trace(from: start, ys: ys, at: 100), from: 2, frames: 30)
        #expect(moves.calls.map(\.0) == (destination == nil ? [] : [IndexSet(integer: row)]))
        #expect(moves.calls.map(\.1) == (destination.map { [$0] } ?? []))
        #expect(pipeline.position.offset == 0)                     // the handle's drag did not scroll
    }

    /// UIKit's reorder control is as tall as its cell: a press in the handle's column anywhere
    /// on the row — here 20 pt above and below the three lines, inside row 1's 44…88 — lifts
    /// that row; a press below the row's bottom (row 2) lifts row 2, not row 1.
    @Test("The handle's column over the row's whole height lifts the row", arguments: [-20.0, 20.0])
    func theHandleSpansTheRowHeight(dy: Double) throws {
        let (pipeline, scene, moves) = list()
        let glyph = try handle(scene, row: 1)
        #expect(scene.host.hasReorderHandle(at: CGPoint(x: glyph.x, y: glyph.y + dy)))
        // Row 1 dragged down by 110 from a point 20 pt off the glyph: its middle (66) lands at
        // 176, past rows 2 (110) and 3 (154), not 4 (198) → before 4.
        let start = Point(x: glyph.x, y: glyph.y + dy)
        let ys = (1...4).map { start.y + 110 * Double($0) / 4 }
        run(pipeline, try trace(from: start, ys: ys, at: 100), from: 2, frames: 30)
        #expect(moves.calls.map(\.0) == [IndexSet(integer: 1)])
        #expect(moves.calls.map(\.1) == [4])
        #expect(pipeline.position.offset == 0)
    }

    @Test("While dragged, the row follows the pointer and the rows it passed make room")
    func rowsMakeRoom() throws {
        let (pipeline, scene, _) = list()
        let rest = drawnTexts(in: pipeline.displayList)
        let start = try handle(scene, row: 0)
        // Held at 132 (110 down): rows 1 and 2 moved up a row, row 3 stayed; row 0 drawn 110 lower.
        let events = try trace(from: start, ys: [start.y + 55, start.y + 110], at: 100).dropLast()
        // 30 frames: the rows' 0.25 s slide aside (rowsSlideAside pins it) has ended by then.
        run(pipeline, Array(events), from: 2, frames: 30)
        let now = drawnTexts(in: pipeline.displayList)
        #expect(abs(now["Row 0"]!.y - (rest["Row 0"]!.y + 110)) < 1e-6)
        #expect(abs(now["Row 1"]!.y - (rest["Row 1"]!.y - 44)) < 1e-6)
        #expect(abs(now["Row 2"]!.y - (rest["Row 2"]!.y - 44)) < 1e-6)
        #expect(abs(now["Row 3"]!.y - rest["Row 3"]!.y) < 1e-6)
    }

    /// Autoscroll: held `depth` points into the 44 pt zone at the list's bottom edge, the list
    /// scrolls 1000 × depth / 44 points a second — each 60 fps frame, a sixtieth of that.
    @Test("Held near the bottom edge the list scrolls, faster the deeper", arguments: [11.0, 22.0, 33.0])
    func autoscroll(depth: Double) throws {
        let (pipeline, scene, moves) = list()
        let start = try handle(scene, row: 2)
        let events = try trace(from: start, ys: [400 - 44 + depth], at: 100).dropLast()
        var offsets: [Double] = []
        var frame = run(pipeline, Array(events), from: 2, frames: 20) { offsets.append($0.position.offset) }
        let perFrame = 1000 * depth / 44 / 60
        // The last frames, well after the move (150 ms, frame 9): a steady step.
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }.suffix(6)
        for step in steps { #expect(abs(step - perFrame) < 1e-6, "step \(step), expected \(perFrame)") }
        // Let go: the row is dropped further down the data than it started.
        let release = TimedInputEvent(timeSeconds: FrameTime.fixedRate(index: frame, framesPerSecond: 60).timeSeconds,
                                      event: .pointerUp(Point(x: start.x, y: 400 - 44 + depth)))
        frame = run(pipeline, [release], from: frame, frames: 2)
        #expect(moves.calls.count == 1)
        #expect(moves.calls.first.map { $0.0 == IndexSet(integer: 2) && $0.1 > 9 } == true)
    }

    @Test("Held in the middle, or above the top with nothing above, the list does not scroll")
    func noAutoscrollAway() throws {
        let (pipeline, scene, _) = list()
        let start = try handle(scene, row: 2)
        run(pipeline, Array(try trace(from: start, ys: [200], at: 100).dropLast()), from: 2, frames: 30)
        #expect(pipeline.position.offset == 0)
        run(pipeline, [TimedInputEvent(timeSeconds: 0.6, event: .pointerMove(Point(x: start.x, y: 5)))], from: 32, frames: 30)
        #expect(pipeline.position.offset == 0)
    }

    /// Held 33 pt into the bottom zone (750 pt/s, 12.5 pt a frame) for ~1.6 s the list scrolls to
    /// its end: 30 rows × 44 = 1320 pt of content in 400, 920 pt (20.9 rows). The lifted row 2
    /// (its element 800 pt above the visible rows, far past the prefetch range) is still drawn
    /// under the pointer as "Row 2", and dropped with its middle at 389 + 920 = 1309 in the
    /// content it has passed every row's middle (row 29's is at 1298): before the end, 30.
    @Test("A row carried far by autoscroll stays itself and drops at the end")
    func longAutoscroll() throws {
        let (pipeline, scene, moves) = list()
        let rest = drawnTexts(in: pipeline.displayList)
        let start = try handle(scene, row: 2)
        let events = try trace(from: start, ys: [389], at: 100).dropLast()
        var frame = run(pipeline, Array(events), from: 2, frames: 100)
        #expect(pipeline.position.offset > 20 * 44)
        let lifted = try #require(drawnTexts(in: pipeline.displayList)["Row 2"], "the lifted card is drawn")
        #expect(abs(lifted.y - (rest["Row 2"]!.y + 389 - start.y)) < 1e-6)
        let release = TimedInputEvent(timeSeconds: FrameTime.fixedRate(index: frame, framesPerSecond: 60).timeSeconds,
                                      event: .pointerUp(Point(x: start.x, y: 389)))
        frame = run(pipeline, [release], from: frame, frames: 2)
        #expect(moves.calls.map(\.0) == [IndexSet(integer: 2)])
        #expect(moves.calls.map(\.1) == [30])
        #expect(moves.items.last == 2)
    }

    /// The rows the lifted row passes slide out of its way over 0.25 s (ease in and out)
    /// instead of jumping: held 110 pt down from the move at 140 ms (frame 9, 0.15 s), rows 1
    /// and 2 are 4 × 0.4³ = 0.256 of a row up 0.1 s later (frame 15), all of it by 0.4 s.
    @Test("The rows a lifted row passes slide aside")
    func rowsSlideAside() throws {
        let (pipeline, scene, _) = list()
        let rest = drawnTexts(in: pipeline.displayList)
        let start = try handle(scene, row: 0)
        let events = try trace(from: start, ys: [start.y + 110], at: 90).dropLast()
        var row1: [Int: Double] = [:], row3: [Int: Double] = [:]
        run(pipeline, Array(events), from: 2, frames: 30) { p in
            let frame = Int((p.lastFrameTime * 60).rounded())
            row1[frame] = drawnTexts(in: p.displayList)["Row 1"]?.y
            row3[frame] = drawnTexts(in: p.displayList)["Row 3"]?.y
        }
        let y1 = try #require(rest["Row 1"]).y
        #expect(abs(try #require(row1[9]) - y1) < 1e-6)
        #expect(abs(try #require(row1[15]) - (y1 - 44 * 0.256)) < 1e-6)
        #expect(abs(try #require(row1[24]) - (y1 - 44)) < 1e-6)
        #expect(abs(try #require(row3[15]) - (try #require(rest["Row 3"]).y)) < 1e-6)   // not passed
    }

    /// A list that is not the window's scroll view — under another list, as in a sheet or a
    /// split screen — autoscrolls itself, not the window's: row 2 of the lower list held 22 pt
    /// into its bottom zone scrolls it at 1000 × 22 / 44 = 500 pt/s; the upper list stays.
    @Test("Autoscroll moves the list the row is in")
    func autoscrollsItsOwnList() throws {
        let moves = Moves()
        let (pipeline, scene) = hostedPipeline(SheetReorder(moves: moves), size: Self.size, name: "sheet")
        // The lower list spans y 100…400: row 2's middle at 100 + 44 × 2 + 22 = 210.
        let y = 210.0
        let x = try #require(stride(from: 299.0, to: 150, by: -1).first { scene.host.hasReorderHandle(at: CGPoint(x: $0, y: y)) })
        let events = try trace(from: Point(x: x, y: y), ys: [400 - 22], at: 100).dropLast()
        run(pipeline, Array(events), from: 2, frames: 30)
        let lower = try #require(pipeline.nestedScrollViews.first { abs($0.frame.minY - 100) < 1e-6 })
        #expect(pipeline.position.offset == 0)                       // the window's (upper) list did not move
        #expect(lower.offset > 50)                                   // ~0.3 s at 500 pt/s
    }
}
