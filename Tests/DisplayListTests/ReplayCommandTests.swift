import DisplayList
import ScrollCore
import Testing

/// A recorded list drawn by reference (`append(replaying:transformedBy:)`, one
/// `DrawCommand.replay` stored) is, to everything that reads the list, the same drawing as its
/// commands copied between a `pushTransform` and a `popTransform`
/// (`append(contentsOf:transformedBy:)`): Android's display lists draw a retained `RenderNode`,
/// Flutter's canvas a `Picture`, the same way.
@Suite("Replayed lists")
struct ReplayCommandTests {
    /// A row as a scroll view records it: a square and a label, in the row's own space.
    static func row(_ i: Int) -> DisplayList {
        var row = DisplayList()
        row.fill(Rect(x: 0, y: 0, width: 24, height: 24), Color(r8: i % 256, g8: 40, b8: 90))
        row.text("Row \(i)", at: Point(x: 32, y: 4), FontSpec(sizePoints: 13), .white)
        return row
    }

    /// The same frame built both ways: rows at y = 24 i, the first at the origin (no transform).
    static func frame(replaying: Bool, rows: Range<Int> = 0..<5) -> DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 300, height: 200), .white)
        list.clipped(to: Rect(x: 0, y: 0, width: 300, height: 200)) { inner in
            for i in rows {
                let at = AffineTransform.translation(x: 0, y: Double(24 * i))
                if replaying { inner.append(replaying: row(i), transformedBy: at) } else { inner.append(contentsOf: row(i), transformedBy: at) }
            }
        }
        return list
    }

    @Test("Replayed and copied rows are the same list: commands, count, ==, hash, dump and validation")
    func replayIsTheCopy() {
        let replayed = Self.frame(replaying: true), copied = Self.frame(replaying: false)
        // Stored: the window fill, the clip's push and pop, one command a row.
        #expect(replayed.storedCount == 1 + 2 + 5)
        #expect(copied.storedCount == copied.count)
        // Drawn: each row's two commands, and the four moved rows' push and pop (row 0 is at the origin).
        #expect(replayed.count == 1 + 2 + 5 * 2 + 4 * 2)
        #expect(replayed.commands == copied.commands)
        #expect(replayed.count == copied.count)
        #expect(replayed == copied)
        #expect(replayed.hashValue == copied.hashValue)
        #expect(replayed.description == copied.description)
        #expect(replayed.validate() == nil)
        var walked: [DrawCommand] = []
        replayed.forEachCommand { walked.append($0) }
        #expect(walked == copied.commands)
        // A different row is a different list.
        #expect(Self.frame(replaying: true, rows: 1..<6) != copied)
    }

    @Test("A replay inside a replayed list expands in place, transforms nested")
    func nestedReplays() {
        var card = DisplayList()
        card.append(replaying: Self.row(7), transformedBy: .translation(x: 10, y: 0))
        var list = DisplayList()
        list.append(replaying: card, transformedBy: .translation(x: 0, y: 50))
        var copied = DisplayList()
        copied.transformed(by: .translation(x: 0, y: 50)) { outer in
            outer.transformed(by: .translation(x: 10, y: 0)) { $0.append(contentsOf: Self.row(7)) }
        }
        #expect(list.storedCount == 1)
        #expect(list.count == 6)
        #expect(list.commands == copied.commands)
    }

    @Test("Appending a list carries its replays; emptying forgets them")
    func appendAndEmpty() {
        var list = DisplayList()
        list.append(contentsOf: Self.frame(replaying: true))
        #expect(list == Self.frame(replaying: false))
        #expect(list.storedCount == 8)
        list.removeAll()
        #expect(list.count == 0)
        #expect(list.commands.isEmpty)
        // An empty recording moved draws its transform's push and pop, as its copy would.
        list.append(replaying: DisplayList(), transformedBy: .translation(x: 1, y: 2))
        var copied = DisplayList()
        copied.append(contentsOf: DisplayList(), transformedBy: .translation(x: 1, y: 2))
        #expect(list.commands == copied.commands)
    }

    @Test("Indices are stored ones: a command inserted before a replay keeps the replay whole")
    func insertBeforeAReplay() {
        var list = DisplayList()
        list.append(.pushClip(Rect(x: 0, y: 0, width: 10, height: 10)))
        let start = list.storedCount
        list.append(replaying: Self.row(1), transformedBy: .translation(x: 0, y: 24))
        list.insert(.pushOpacity(0.5), at: start)
        list.append(.popOpacity)
        list.append(.popClip)
        #expect(list.validate() == nil)
        #expect(list.count == 1 + 1 + 4 + 1 + 1)
        #expect(list.commands[1] == .pushOpacity(0.5))
        #expect(list.commands[2] == .pushTransform(.translation(x: 0, y: 24)))
    }
}
