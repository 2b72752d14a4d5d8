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

// A row dragged by its handle moves among its own `ForEach`'s rows: `onMove(perform:)`
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)) gets
// offsets "relative to the dynamic view's underlying collection of data" — its own — so two
// sections' `ForEach`s (here with the same ids, 0…4) never mix. The offsets are those of the data
// when the row is dropped (a refresh may insert rows while it is held).

@MainActor
private final class Log {
    var calls: [(String, IndexSet, Int)] = []
}

private struct Sections: View {
    let log: Log
    @State var a = Array(0..<5)
    @State var b = Array(0..<5)
    var body: some View {
        List {
            Section {
                ForEach(a, id: \.self) { i in Text("A\(i)") }
                    .onMove { source, destination in
                        log.calls.append(("A", source, destination))
                        a.move(fromOffsets: source, toOffset: destination)
                    }
            }
            Section {
                ForEach(b, id: \.self) { i in Text("B\(i)") }
                    .onMove { source, destination in
                        log.calls.append(("B", source, destination))
                        b.move(fromOffsets: source, toOffset: destination)
                    }
            }
            Text("A: \(a.map(String.init).joined(separator: ","))")
        }
        .listStyle(.plain)
        .environment(\.editMode, .constant(.active))
        // A refresh's insertion, while a row is held.
        .onKeyPress("i") {
            a.insert(100, at: 0)
            return .handled
        }
        // A row deleted between frames.
        .onKeyPress("d") {
            a.removeAll { $0 == 2 }
            return .handled
        }
    }
}

@MainActor
@Suite("Dragging list rows: sections, data changing while held")
struct ListReorderSectionsTests {
    static let size = Size(width: 300, height: 700)

    private func sections() -> (ScrollPipeline, ViewScene<Sections>, Log) {
        let log = Log()
        let (pipeline, scene) = hostedPipeline(Sections(log: log), size: Self.size, name: "sections")
        return (pipeline, scene, log)
    }

    /// A point on the handle of the row showing `label` (its text's line, scanned from the trailing edge).
    private func handle(_ scene: ViewScene<Sections>, _ pipeline: ScrollPipeline, _ label: String) throws -> Point {
        let text = try #require(drawnTexts(in: pipeline.displayList)[label])
        let y = text.y + 8
        let x = try #require(stride(from: 299.0, to: 150, by: -1).first { scene.host.hasReorderHandle(at: CGPoint(x: $0, y: y)) })
        return Point(x: x, y: y)
    }

    private func press(_ at: Point, ys: [Double], keys: [(Int, String)] = [], release: Bool = true) throws -> [TimedInputEvent] {
        var lines = [#"{"t": 100, "type": "down", "x": \#(at.x), "y": \#(at.y)}"#]
        var t = 100.0
        for y in ys {
            t += 50
            lines.append(#"{"t": \#(t), "type": "move", "x": \#(at.x), "y": \#(y)}"#)
            for (after, key) in keys where after == lines.count - 1 {
                t += 50
                lines.append(#"{"t": \#(t), "type": "key", "key": "\#(key)"}"#)
            }
        }
        if release { lines.append(#"{"t": \#(t + 200), "type": "up", "x": \#(at.x), "y": \#(ys.last ?? at.y)}"#) }
        return try InputTrace.parse(lines.joined(separator: "\n"))
    }

    /// A3 dragged 50 pt up: its middle passes A2's (44 pt up), not A1's (88) → before 2 in the
    /// first section's data. The second section's rows (B0…B4, below, with the same ids) are
    /// another `ForEach`'s: they neither count as passed nor make room.
    @Test("A row moves among its own section's rows only")
    func twoSections() throws {
        let (pipeline, scene, log) = sections()
        let b0 = try #require(drawnTexts(in: pipeline.displayList)["B0"])
        let start = try handle(scene, pipeline, "A3")
        run(pipeline, try press(start, ys: [start.y - 25, start.y - 50], release: false), from: 2, frames: 20)
        #expect(drawnTexts(in: pipeline.displayList)["B0"] == b0, "another section's row does not make room")
        let up = TimedInputEvent(timeSeconds: 0.5, event: .pointerUp(Point(x: start.x, y: start.y - 50)))
        run(pipeline, [up], from: 22, frames: 20)
        #expect(log.calls.map(\.0) == ["A"])
        #expect(log.calls.map(\.1) == [IndexSet(integer: 3)])
        #expect(log.calls.map(\.2) == [2])
        #expect(drawnTexts(in: pipeline.displayList)["A: 0,1,3,2,4"] != nil)
    }

    /// A3 held 100 pt down (past A4's middle, 44 down), then a row is inserted at the top: the
    /// data is now 100, 0, 1, 2, 3, 4 and A3 is at offset 4. Dropped, `onMove` gets A3's offset
    /// now (4) and the end (6) — not the 3 of the lift, now A2's.
    @Test("Dropped after the data changed, the held row's offsets are the data's now")
    func dataChangesWhileHeld() throws {
        let (pipeline, scene, log) = sections()
        let start = try handle(scene, pipeline, "A3")
        run(pipeline, try press(start, ys: [start.y + 50, start.y + 100], keys: [(2, "I")]), from: 2, frames: 40)
        #expect(log.calls.map(\.0) == ["A"])
        #expect(log.calls.map(\.1) == [IndexSet(integer: 4)])
        #expect(log.calls.map(\.2) == [6])
        #expect(drawnTexts(in: pipeline.displayList)["A: 100,0,1,2,4,3"] != nil)
    }

    /// A row deleted between frames (its node destroyed) and then pressed where its handle was
    /// drawn: the press lifts nothing (the last frame's registry holds the row, destroyed).
    @Test("A press on the handle of a row deleted since the last frame lifts nothing")
    func deletedRowsHandle() throws {
        let (pipeline, scene, _) = sections()
        let start = try handle(scene, pipeline, "A2")
        #expect(scene.keyCommand("D", shift: false) == .handled)
        #expect(!scene.host.beginReorder(at: CGPoint(x: start.x, y: start.y)))
    }
}
