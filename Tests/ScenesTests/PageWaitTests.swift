import DisplayList
import Foundation
import LazyScrollViews
import ScrollCore
@testable import Scenes
import Testing

// A page requester with no `sleep` waits on the window's FrameClock (PageWait): the page lands
// on the same frame in every run, its frames' times being all that decides it (Isolation.md's
// clock table). Virtual frames; no test waits on wall time.

/// Asks for a page when it appears and shows how many pages are loaded.
@MainActor
private struct PagedList: View {
    let requester: PageRequester
    var body: some View {
        Text("pages \(requester.pagesLoaded)")
            .onAppear { requester.fetchNext {} }
    }
}

@MainActor
@Suite struct PageWaitTests {
    /// `loadDelay` 0.8 s, frames every 0.1 s: the clock passes 0.8 s at the frame of 0.8 s
    /// (floating-point 8 × 0.1 ≥ 0.8), the loader goes on in the drain after it, and the next
    /// frame (0.9 s) draws "pages 2" — in every run.
    @Test(arguments: 0..<3)
    func aPageLandsOnTheSameFrameEveryRun(_ run: Int) async {
        let requester = PageRequester(pagesLoaded: 1, pageCount: 5, failures: .none, loadDelay: .milliseconds(800))
        let scene = ViewScene(name: "paged", rootView: PagedList(requester: requester), measurer: FixedAdvanceTextMeasurer(),
                              size: Size(width: 300, height: 100))
        #expect(requester.isLoading, "the first frame's onAppear asked for page 2")
        var landedAt: Double?
        for frame in 0...12 {
            let t = Double(frame) / 10
            scene.advance(to: t)
            if landedAt == nil, scene.host.render(at: t).description.contains("\"pages 2\"") { landedAt = t }
            await scene.drainMainActor()
        }
        #expect(landedAt == 0.9)
        #expect(requester.requests == 1 && requester.status == .idle)
    }

    /// The delay counts from the request (the first frame's onAppear, frame time 0), not from
    /// when the request's task first runs: here the host draws frames 0.1 and 0.2 before it
    /// lets the main actor run anything (as a loaded machine may), and the page still lands
    /// after the frame of 0.8 s and shows at 0.9 s.
    @Test func theDelayCountsFromTheRequestNotFromWhenItsTaskRuns() async {
        let requester = PageRequester(pagesLoaded: 1, pageCount: 5, failures: .none, loadDelay: .milliseconds(800))
        let scene = ViewScene(name: "paged", rootView: PagedList(requester: requester), measurer: FixedAdvanceTextMeasurer(),
                              size: Size(width: 300, height: 100))
        var landedAt: Double?
        for frame in 0...12 {
            let t = Double(frame) / 10
            scene.advance(to: t)
            if landedAt == nil, scene.host.render(at: t).description.contains("\"pages 2\"") { landedAt = t }
            if frame >= 2 { await scene.drainMainActor() }
        }
        #expect(scene.host.graph.frameClock.sleeperCount == 0)
        #expect(landedAt == 0.9)
    }
}
