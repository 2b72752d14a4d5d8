import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing
import TestSupport

// A touchpad's two-finger swipe over a list row, as the window delivers it: each trace is parsed
// by the replay reader (`InputTrace.parse`, the `--replay` format) and stepped through
// `ScrollPipeline` — the touchpad twin of WindowPointerListTests' drags.
//
// `swipeActions(edge:allowsFullSwipe:content:)`
// (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)):
// a horizontal swipe on a row reveals its buttons; a full swipe runs the first. A touchpad
// stream that begins over a row that swipes is held until its total passes Flutter's
// `kTouchSlop` (18 pt) on one axis (ScrollPipeline+TouchpadSwipe.swift); a horizontal one is
// the row's from there (1:1, without jumping by the slop) and settles when the stream has been
// quiet 50 ms (`preciseScrollEndGapSeconds`: SDL2 reports no finger lift).
//
// Units: a touchpad delta of 1 is 10 pt (`pointsPerPreciseUnit`); `dx > 0` scrolls right, so
// the row moves left and reveals its trailing actions. Metrics (SwipeActionsTests): a plain
// list's rows are 300 × 44 at a 300 pt wide window; "Delete" 94 pt and "Archive" 104 pt make
// 198 pt open; letting go with ≥ 99 pt (half) shown keeps it open; > 198 and ≥ 180 (60 % of
// 300) is a full swipe.

@MainActor
private final class Log { var lines: [String] = [] }

private struct Inbox: View {
    let log: Log
    var swipes = true
    var body: some View {
        List {
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

/// A carousel of cards (a horizontal scroll view, no swipe actions) above a list whose rows swipe.
private struct Feed: View {
    let log: Log
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { i in Text("Card \(i)").frame(width: 80, height: 60) }
                }
            }
            .frame(height: 60)
            Inbox(log: log)
        }
    }
}

@MainActor
@Suite("A touchpad's two-finger swipe over a list row in the window")
struct WindowTouchpadSwipeTests {
    static let size = Size(width: 300, height: 400)

    private func inbox(swipes: Bool = true) -> (ScrollPipeline, Log) {
        let log = Log()
        return (hostedPipeline(Inbox(log: log, swipes: swipes), size: Self.size, name: "inbox").pipeline, log)
    }

    /// 12 deltas of 1.25 units (12.5 pt): the second decides (25 > 18), so 150 − 25 = 125 pt
    /// show (≥ 99) when the fingers lift: the row opens to 198 and stays open.
    @Test("A leftward two-finger swipe on a row reveals its buttons and they stay open")
    func swipeOpens() throws {
        let (pipeline, log) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x
        run(pipeline, try InputTrace.parse(touchpadTrace(x: 200, y: 22, dx: 1.25, dy: 0, from: 100)), from: 2, frames: 80)
        #expect(pipeline.position.offset == 0)                        // the list did not scroll
        #expect(abs(try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x - (restX - 198)) < 1e-6)
        #expect(drawnOrigin(of: "Archive", in: pipeline.displayList) != nil)
        #expect(log.lines.isEmpty)
    }

    /// The row follows the fingers 1:1 from where the horizontal axis won: 12 deltas of 115/120
    /// units (9.58 pt) decide at the second (19.2 > 18), so at most 115 − 2 × 9.58 = 95.83 pt
    /// show — under half of 198 — and the row closes on lift. Counted from the first delta
    /// (115 ≥ 99) it would have stayed open.
    @Test("The row follows the fingers from where the swipe won its axis, and closes under half")
    func followsFingers() throws {
        let (pipeline, log) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 1", in: pipeline.displayList)).x
        var shown: [Double] = []
        run(pipeline, try InputTrace.parse(touchpadTrace(x: 200, y: 66, dx: 115.0 / 120, dy: 0, from: 100)), from: 2, frames: 80) { p in
            if let x = drawnOrigin(of: "Message 1", in: p.displayList)?.x { shown.append(restX - x) }
        }
        #expect(abs((shown.max() ?? 0) - (115 - 115.0 * 2 / 12)) < 1e-6)
        #expect(shown.last == 0)
        #expect(log.lines.isEmpty)
    }

    /// 12 deltas of 2 units (20 pt): the first decides (20 > 18), 220 pt show (> 198, ≥ 180):
    /// a full swipe runs the first action, Delete.
    @Test("A full two-finger swipe runs the first action")
    func fullSwipe() throws {
        let (pipeline, log) = inbox()
        run(pipeline, try InputTrace.parse(touchpadTrace(x: 250, y: 110, dx: 2, dy: 0, from: 100)), from: 2, frames: 80)
        #expect(log.lines == ["delete 2"])
    }

    /// Where the OS animates its own fling after the fingers lift, the tail (`os-momentum`
    /// deltas) ends the row's swipe instead of moving it on: the row settles as at the lift.
    /// 8 deltas of 2 units decide at the first (20 > 18), so 140 pt show (≥ 99): open. Had the
    /// tail's 10 × 3 units = 300 pt moved the row, 440 pt would have been a full swipe.
    @Test("The OS's momentum after the fingers lift does not carry a row into a full swipe")
    func momentumEndsSwipe() throws {
        let (pipeline, log) = inbox()
        let restX = try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x
        let fingers = touchpadTrace(x: 200, y: 22, dx: 2, dy: 0, steps: 8, from: 100)
        let tail = (0..<10).map { i in
            #"{"t": \#(100 + 16 * Double(8 + i)), "type": "wheel", "dx": 3, "dy": 0, "x": 200, "y": 22, "source": "os-momentum"}"#
        }.joined(separator: "\n")
        run(pipeline, try InputTrace.parse(fingers + "\n" + tail), from: 2, frames: 80)
        #expect(log.lines.isEmpty)
        #expect(abs(try #require(drawnOrigin(of: "Message 0", in: pipeline.displayList)).x - (restX - 198)) < 1e-6)
        #expect(pipeline.position.offset == 0)
    }

    /// A stream mostly vertical over a row that swipes scrolls the list, and no row opens; the
    /// held deltas reach the scroll view with their own times, so it scrolls (and flings) exactly
    /// as the same stream scrolls a list whose rows do not swipe.
    @Test("A vertical two-finger scroll begun on a swiping row scrolls the list", arguments: [0.0, 0.5])
    func verticalScrolls(dx: Double) throws {
        let (pipeline, log) = inbox()
        let trace = touchpadTrace(x: 200, y: 350, dx: dx, dy: -1.5, from: 100)
        run(pipeline, try InputTrace.parse(trace), from: 2, frames: 40)
        let (plain, _) = inbox(swipes: false)
        run(plain, try InputTrace.parse(trace), from: 2, frames: 40)
        #expect(plain.position.offset > 150)                          // 12 × 15 pt, and a fling
        #expect(abs(pipeline.position.offset - plain.position.offset) < 1e-6)
        #expect(drawnOrigin(of: "Archive", in: pipeline.displayList) == nil)            // no row opened
        #expect(log.lines.isEmpty)
    }

    /// A horizontal stream over a carousel (no swipe actions under the fingers) scrolls the
    /// carousel, as before: 12 × 12.5 pt, then the stream's fling. The same stream on a row
    /// below, which swipes, opens that row and leaves the carousel where it was.
    @Test("A horizontal carousel under the fingers still scrolls")
    func carouselScrolls() throws {
        let log = Log()
        let pipeline = hostedPipeline(Feed(log: log), size: Self.size, name: "feed").pipeline
        let carousel = try #require(pipeline.nestedScrollViews.first)
        #expect(carousel.axis == .horizontal)
        #expect(carousel.frame.height == 60)
        var next = run(pipeline, try InputTrace.parse(touchpadTrace(x: 150, y: 30, dx: 1.25, dy: 0, from: 100)), from: 2, frames: 360)
        #expect(pipeline.isSettled)
        let scrolled = try #require(pipeline.nestedOffset(carousel.id))
        #expect(scrolled >= 150)
        #expect(drawnOrigin(of: "Archive", in: pipeline.displayList) == nil)
        // Message 0's row is 60…104. (40 frames: the row has settled open, 0.35 s.)
        next = run(pipeline, try InputTrace.parse(touchpadTrace(x: 150, y: 82, dx: 1.25, dy: 0, from: 6100)), from: next, frames: 40)
        #expect(drawnOrigin(of: "Archive", in: pipeline.displayList) != nil)
        #expect(pipeline.nestedOffset(carousel.id) == scrolled)
        #expect(pipeline.position.offset == 0)
        #expect(log.lines.isEmpty)
        _ = next
    }
}
