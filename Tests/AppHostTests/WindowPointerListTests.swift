import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing
import TestSupport

// A list's pointer input as the window delivers it: each trace below is parsed by the replay
// reader (`InputTrace.parse`, the `--replay` format) and stepped through `ScrollPipeline`, the
// path every window and headless run takes — not the view host's swipe calls.
//
// `swipeActions(edge:allowsFullSwipe:content:)`
// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)):
// a horizontal drag on a row reveals its buttons; a full swipe runs the first. The press on a
// row that swipes is held until the pointer has moved Flutter's `kTouchSlop` (18 pt); then the
// axis that got past it first wins (ScrollPipeline+ContentDrag.swift), and the row follows the
// pointer from there (`DragStartBehavior.start`: it does not jump by the slop).
//
// Metrics (SwipeActionsTests): a plain list's rows are 300 × 44 at a 300 pt wide window; text is
// 10.2 pt a character, so "Delete" is 94 pt and "Archive" 104 pt, 198 pt open, Archive's slot
// 102…206. Letting go with ≥ 99 pt (half) shown keeps it open; > 198 and ≥ 180 (60 % of 300) is
// a full swipe.

@MainActor
private final class Log { var lines: [String] = [] }

@MainActor
private final class Selection {
    var ids: Set<Int> = []
    var binding: Binding<Set<Int>> { Binding(get: { self.ids }, set: { self.ids = $0 }) }
}

private struct Inbox: View {
    let log: Log
    let selection: Selection
    var swipes = true
    var body: some View {
        List(selection: selection.binding) {
            ForEach(0..<30, id: \.self) { i in
                if swipes {
                    Text("Message \(i)")
                        .swipeActions {
                            Button(role: .destructive) { log.lines.append("delete \(i)") } label: { Text("Delete") }
                            Button { log.lines.append("archive \(i)") } label: { Text("Archive") }
                        }
                } else {
                    Text("Message \(i)")
                }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite("A list under the window's pointer: swipes, scrolls and modifier clicks")
struct WindowPointerListTests {
    static let size = Size(width: 300, height: 400)

    private func inbox() -> (ScrollPipeline, Log, Selection) {
        let log = Log(), selection = Selection()
        return (hostedPipeline(Inbox(log: log, selection: selection), size: Self.size, name: "inbox").pipeline, log, selection)
    }

    @Test("A leftward drag on a row reveals its buttons and they stay open; a click on one runs it")
    func dragOpens() throws {
        let (pipeline, log, selection) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x
        // 150 pt in 12.5 pt moves: the second (25 > 18) decides, so 125 pt show (≥ 99): open.
        var next = run(pipeline, try InputTrace.parse(dragTrace(x: 200, y: 22, dx: -150, dy: 0, from: 100)), from: 2, frames: 60)
        #expect(pipeline.position.offset == 0)                        // the list did not scroll
        #expect(abs(try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x - (restX - 198)) < 1e-6)
        #expect(drawnOrigin(of: "Archive", in: pipeline.displayList) != nil)
        // A click on Archive's slot (102…206) runs it and closes the row.
        next = run(pipeline, try InputTrace.parse(clickTrace(x: 150, y: 22, at: 1100)), from: next, frames: 30)
        #expect(selection.ids.isEmpty)                                 // the button took the click, not the row
        #expect(log.lines == ["archive 0"])
        #expect(abs(try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x - restX) < 1e-6)
        _ = next
    }

    /// The row follows the pointer from where the horizontal drag won, not from the press:
    /// 115 pt in 9.58 pt moves decides at the second (19.2 > 18), so 95.8 pt show — under half of
    /// 198 — and the row closes. Measured from the press (115 ≥ 99) it would have stayed open.
    @Test("The row moves from where the drag won its axis, not by the slop")
    func noJumpBySlop() throws {
        let (pipeline, log, _) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 1", in: pipeline.displayList)).x
        var shown: [Double] = []
        run(pipeline, try InputTrace.parse(dragTrace(x: 200, y: 66, dx: -115, dy: 0, from: 100)), from: 2, frames: 80) { p in
            if let x = drawnOrigin(of: "Message 1", in: p.displayList)?.x { shown.append(restX - x) }
        }
        // The most the row moved: 115 − 115 × 2/12 = 95.83.
        #expect(abs((shown.max() ?? 0) - (115 - 115.0 * 2 / 12)) < 1e-6)
        #expect(shown.last == 0)
        #expect(log.lines.isEmpty)
    }

    /// The row slides out and collapses first (SwipeActionsAnimationTests): 80 frames see it run.
    @Test("A full swipe through the pointer runs the first action")
    func fullSwipe() throws {
        let (pipeline, log, _) = inbox()
        // 240 pt in 20 pt moves: decided at the first, 220 pt show (> 198, ≥ 180).
        run(pipeline, try InputTrace.parse(dragTrace(x: 250, y: 110, dx: -240, dy: 0, from: 100)), from: 2, frames: 80)
        #expect(log.lines == ["delete 2"])
    }

    /// A drag that starts mostly vertical on a row that swipes scrolls the list, and no row opens;
    /// the held press reaches the scroll view with its own times, so it scrolls exactly as the
    /// same drag scrolls a list whose rows do not swipe.
    @Test("A vertical drag begun on a swiping row scrolls the list", arguments: [0.0, 15.0])
    func verticalScrolls(dx: Double) throws {
        let (pipeline, log, _) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 8", in: pipeline.displayList)).x
        run(pipeline, try InputTrace.parse(dragTrace(x: 200, y: 350, dx: dx, dy: -200, from: 100)), from: 2, frames: 40)
        // 200 pt dragged less the 2 pt slop (precisely: the travel beyond it along the drag).
        // Exactly as far as the same drag scrolls the same list without swipe actions.
        let plain = hostedPipeline(Inbox(log: log, selection: Selection(), swipes: false), size: Self.size, name: "plain").pipeline
        run(plain, try InputTrace.parse(dragTrace(x: 200, y: 350, dx: dx, dy: -200, from: 100)), from: 2, frames: 40)
        #expect(plain.position.offset > 150)
        #expect(abs(pipeline.position.offset - plain.position.offset) < 1e-6)
        #expect(abs(try #require(drawnOrigin(of: "Message 8", in: pipeline.displayList)).x - restX) < 1e-6)
        #expect(log.lines.isEmpty)
    }

    /// `List(selection:)` with a `Set`
    /// (https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx):
    /// the window's clicks carry the modifier keys held (trace `down` fields `shift`/`ctrl`),
    /// so Shift-click selects the range from the last clicked row and Ctrl-click toggles one —
    /// through the held press of a row that swipes, too.
    @Test("Shift- and Ctrl-clicks from the trace extend the selection")
    func modifierClicks() throws {
        let (pipeline, _, selection) = inbox()
        let trace = [clickTrace(x: 150, y: 22, at: 100),                                 // row 0
                     clickTrace(x: 150, y: 3 * 44 + 22, at: 300, extra: #", "shift": true"#),   // rows 0…3
                     clickTrace(x: 150, y: 5 * 44 + 22, at: 500, extra: #", "ctrl": true"#),    // + row 5
                     clickTrace(x: 150, y: 1 * 44 + 22, at: 700, extra: #", "ctrl": true"#)]    // − row 1
        var frame = 2
        var seen: [Set<Int>] = []
        for (i, line) in trace.enumerated() {
            frame = run(pipeline, try InputTrace.parse(line),
                        from: frame, frames: i == 0 ? 10 : 12)
            seen.append(selection.ids)
        }
        #expect(seen == [[0], [0, 1, 2, 3], [0, 1, 2, 3, 5], [0, 2, 3, 5]])
    }
}
