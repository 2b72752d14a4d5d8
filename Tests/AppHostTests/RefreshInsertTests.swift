import AppHost
import DisplayList
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollInput
import Testing
import TestSupport

// Pull to refresh that fetches new mail, as the `inbox` scene and every mail app does: a
// `NavigationStack` around a plain `List` with `refreshable`, whose action inserts the new
// messages at the top (https://developer.apple.com/documentation/swiftui/view/refreshable(action:):
// "The indicator remains visible for the duration of the refresh"). On iOS the list is a
// `UITableView` with a `UIRefreshControl`: a release past the threshold grows the top inset by the
// control's band while `contentOffset` is kept (the rows stay under the finger and spring back
// to rest with the spinner showing), and rows inserted while the list rests at the top appear
// at the top (the table keeps its content offset, not its first visible row).
//
// Before the fix (`ScrollViewNode.setRefreshBand`), the band's arrival asked the engine for
// the top while the list was pulled 126.8 pt past it: the rows jumped 126.8 pt up in one frame
// and the spring's speed became a fling that carried the list 155 pt into its content; the new
// mail was then inserted above the first visible row, kept in place — the list ended 299 pt
// down with the large title collapsed and the new mail out of sight (the `inbox` scene: 351 pt).

/// Holds the refresh open until the test lets it return.
@MainActor
final class MailDrop {
    var delivered = false
}

private struct RefreshingInbox: View {
    let drop: MailDrop
    @State private var messages: [Int] = Array((0..<40).reversed())
    var body: some View {
        NavigationStack {
            List {
                ForEach(messages, id: \.self) { id in
                    Text("Mail \(id)").frame(height: 80)
                }
            }
            .listStyle(.plain)
            .refreshable {
                await fetchMail()
            }
            .navigationTitle("Inbox")
        }
    }

    private func fetchMail() async {
        while !drop.delivered { await Task.yield() }
        messages.insert(contentsOf: [41, 40], at: 0)
    }
}

@MainActor
@Suite("Pull to refresh keeps the rows under the finger and shows new mail at the top")
struct RefreshInsertTests {
    /// The `inbox` check's pull (`pull3.jsonl`): a press at (350, 200), 15 moves of 20 pt down
    /// 50 ms apart, the release at 1 s (frame 60).
    static let events: [TimedInputEvent] =
        [TimedInputEvent(timeSeconds: 0.1, event: .pointerDown(Point(x: 350, y: 200)))]
        + (1...15).map { i in
            TimedInputEvent(timeSeconds: 0.2 + 0.05 * Double(i), event: .pointerMove(Point(x: 350, y: 200 + 20 * Double(i))))
        }
        + [TimedInputEvent(timeSeconds: 1.0, event: .pointerUp(Point(x: 350, y: 500)))]

    @Test func aRefreshThatInsertsMailAtTheTopShowsIt() async throws {
        let drop = MailDrop()
        let (pipeline, scene) = hostedPipeline(RefreshingInbox(drop: drop), size: Size(width: 700, height: 800))
        let rest = drawnTexts(in: pipeline.displayList)
        let firstRowY = try #require(rest["Mail 39"]).y
        let titleY = try #require(rest["Inbox"]).y
        var ys: [Int: Double] = [:]      // frame → where "Mail 39" is drawn
        var next = 0
        for index in 2..<400 {
            let frame = FrameTime.fixedRate(index: index, framesPerSecond: 60)
            let start = next
            while next < Self.events.count && Self.events[next].timeSeconds <= frame.timeSeconds { next += 1 }
            if index == 150 { drop.delivered = true }   // the server answers at 2.5 s
            pipeline.step(frame, events: Self.events[start..<next], now: { 0 })
            await scene.drainMainActor()
            ys[index] = drawnTexts(in: pipeline.displayList)["Mail 39"]?.y
            if index == 149 {
                // Refreshing, at rest: the list at its top with the 60 pt band (the spinner) above
                // the first row.
                #expect(pipeline.position.offset == 0)
                #expect(ys[149] == firstRowY + 60)
            }
        }
        // From the press to the rest with the band, the rows never jump: each frame moves them by
        // the finger's 20 pt or the spring's step, at most (the fix's jump was 126.8 pt).
        let steps = (3..<150).compactMap { i in ys[i].flatMap { y in ys[i - 1].map { abs(y - $0) } } }
        #expect(steps.count == 147)
        #expect(steps.max()! <= 20, "largest move in one frame \(steps.max()!) pt")
        // At rest after the band closed: at the top, the new mail first, the large title open.
        let end = drawnTexts(in: pipeline.displayList)
        #expect(pipeline.position.offset == 0)
        #expect(end["Mail 41"]?.y == firstRowY)
        #expect(end["Mail 40"].map { $0.y > firstRowY } == true)
        #expect(end["Inbox"]?.y == titleY)
    }
}
