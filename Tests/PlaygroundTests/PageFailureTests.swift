import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyLayout
import LazyScrollViews
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// Issue 16, item 5: page loads fail and time out, deterministically (`--fail-pages RATE`, a
/// seeded hash of page and attempt), and the feed and the Origami pager show why with a Retry row.
@Suite("Page loads that fail", .serialized)
@MainActor
struct PageFailureTests {
    /// A sleep that returns at once but notes how long it was asked to wait: a main-actor log
    /// (the requests sleep from main-actor tasks, and the test reads it there), so its sleep is
    /// a main-actor closure — sendable, and checked, with no lock and no `@unchecked`.
    @MainActor final class Waits {
        var durations: [Duration] = []
        var sleep: @Sendable (Duration) async -> Void { { @MainActor [self] in durations.append($0) } }
    }

    /// Lets the loads' tasks run (the host drains the main actor between frames the same way).
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test("Outcomes are a pure function of seed, page and attempt; the failing share matches the rate")
    func deterministic() {
        let failures = PageFailures(rate: 0.3, seed: 42)
        let first = (1...2000).map { failures.outcome(page: $0, attempt: 1) }
        #expect(first == (1...2000).map { PageFailures(rate: 0.3, seed: 42).outcome(page: $0, attempt: 1) })
        let failed = first.filter { $0 != .success }.count
        // 2000 draws at p = 0.3: mean 600, standard deviation √(2000·0.3·0.7) ≈ 20.5; ±4σ.
        #expect(abs(failed - 600) < 82, "\(failed) of 2000 failed")
        #expect(first.contains(.failure) && first.contains(.timeout))
        // A retry is a new draw: not every page that failed once fails again.
        let pages = (1...2000).filter { first[$0 - 1] != .success }
        #expect(pages.contains { failures.outcome(page: $0, attempt: 2) == .success })
        #expect((1...100).allSatisfy { PageFailures.none.outcome(page: $0, attempt: 1) == .success })
        #expect((1...100).allSatisfy { PageFailures(rate: 1).outcome(page: $0, attempt: 1) != .success })
        #expect(PageFailures(rate: .nan).rate == 0 && PageFailures(rate: 7).rate == 1)
    }

    @Test("A failed page waits for Retry; the retry is the next attempt; a timeout waits the timeout, a failure the load delay")
    func requesterStates() async {
        let waits = Waits()
        var landed = 0
        let requester = PageRequester(pagesLoaded: 1, pageCount: 3, failures: PageFailures(rate: 1), loadDelay: .milliseconds(800),
                                      timeout: .seconds(3), sleep: waits.sleep)
        requester.fetchNext { landed += 1 }
        #expect(requester.status == .loading(page: 2, attempt: 1))
        await settle()
        guard case let .failed(page, attempt, outcome) = requester.status else {
            Issue.record("expected a failure, got \(requester.status)"); return
        }
        #expect(page == 2 && attempt == 1 && landed == 0)
        #expect(waits.durations == [outcome == .timeout ? .seconds(3) : .milliseconds(800)])
        #expect(requester.status.message == (outcome == .timeout ? "Page 2 timed out." : "Page 2 failed to load."))
        // Scrolling past the row again does not ask again.
        requester.fetchNext { landed += 1 }
        #expect(requester.isFailed && requester.requests == 1)
        // Retry, now with a network that works.
        requester.failures = .none
        requester.retry { landed += 1 }
        #expect(requester.status == .loading(page: 2, attempt: 2))
        #expect(requester.status.message == "Loading page 2 (try 2)…")
        await settle()
        #expect(requester.status == .idle && landed == 1 && requester.pagesLoaded == 2)
        requester.fetchNext { landed += 1 }
        await settle()
        #expect(requester.status == .atEnd && requester.pagesLoaded == 3 && requester.status.message == "You're all caught up")
    }

    static let measurer = FixedAdvanceTextMeasurer(advanceFactor: 10.0 / 17, lineHeightFactor: 20.0 / 17)

    func frame(_ scene: any WindowContent, size: Size, offset: Points, time: Double, result: inout LayoutResult) -> DisplayList {
        scene.advance(to: time)
        scene.layout(scene.constraints(viewport: size, scrollOffset: offset), into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size), context: .plain, into: &list)
        return list
    }

    func texts(_ list: DisplayList) -> [(String, Point)] {
        list.commands.compactMap { if case let .text(s, origin, _, _) = $0 { return (s, origin) } else { return nil } }
    }

    @Test("feed with every page failing: the last row says why and offers Retry; no posts are added and the page is not asked for again by itself")
    func feedShowsRetry() async {
        let size = Size(width: 800, height: 600)
        let scene = ViewScene(name: "feed", rootView: FeedView(loadDelay: .zero, failures: PageFailures(rate: 1), timeout: .zero),
                              measurer: Self.measurer, size: size)
        var result = LayoutResult(constraints: scene.constraints(viewport: size, scrollOffset: 0))
        var time = 0.0, offset: Points = 0
        var list = frame(scene, size: size, offset: 0, time: time, result: &result)
        for _ in 0..<200 where !texts(list).contains(where: { $0.0 == "Retry" }) {
            offset = min(offset + 150, result.maxOffset)
            time += 1.0 / 60
            list = frame(scene, size: size, offset: offset, time: time, result: &result)
            await scene.drainMainActor()
        }
        let words = texts(list).map(\.0)
        #expect(words.contains("Retry"), "texts: \(words.suffix(4))")
        #expect(words.contains("Page 2 failed to load.") || words.contains("Page 2 timed out."), "texts: \(words.suffix(4))")
        #expect(scene.elementCount == 21, "twenty posts and the row: the failed page added nothing")
        // Frames go on; the failed page is not asked for again by itself.
        for _ in 0..<30 {
            time += 1.0 / 60
            list = frame(scene, size: size, offset: offset, time: time, result: &result)
            await scene.drainMainActor()
        }
        #expect(scene.elementCount == 21)
        #expect(texts(list).contains { $0.0 == "Retry" })
    }

    @Test("The Origami pager: a failed page leaves the photos as they were and retries on request")
    func pagerRetries() async {
        let pager = ShowcasePager(loadDelay: .zero, failures: PageFailures(rate: 1), timeout: .zero)
        pager.fetchPage()
        for _ in 0..<1000 where pager.isLoading { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(pager.requester.isFailed && pager.photos.count == 12 && pager.pagesLoaded == 0)
        pager.fetchPage()
        #expect(pager.requester.isFailed, "only Retry asks again")
        pager.requester.failures = .none
        pager.retry()
        for _ in 0..<1000 where pager.isLoading { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(pager.photos.count == 20 && pager.pagesLoaded == 1 && pager.requester.status == .idle)
    }

    @Test("--fail-pages is checked and reaches the scenes", arguments: [
        (["--headless", "--fail-pages", "1.5"], "--fail-pages must be a share between 0 and 1"),
        (["--headless", "--fail-pages", "-0.1"], "--fail-pages must be a share between 0 and 1"),
    ])
    nonisolated func failPagesOption(arguments: [String], expected: String) throws {
        let (status, stderr) = try LazyscrollProcess.run(arguments)
        #expect(status == 2 && stderr.contains(expected), "stderr: \(stderr)")
    }
}
