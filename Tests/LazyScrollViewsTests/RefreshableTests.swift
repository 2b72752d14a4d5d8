import DisplayList
import Foundation
import ScrollCore
import ScrollPhysics
import Testing
@testable import LazyScrollViews

// `refreshable(action:)` driven by a replayed pull (frames at chosen offsets, with the host's
// scroll activity) and by F5, headless. Apple: "When the user drags the list down and
// releases, the list calls the action's handler"; "The indicator remains visible for the
// duration of the refresh, which runs asynchronously"
// (https://developer.apple.com/documentation/swiftui/refreshaction,
// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)). The handler
// runs in a task the host drains between frames; the tests hold it open with a gate.

@MainActor
final class RefreshFeed {
    var loads = 0
    var finished = 0
    var gateOpen = false
    func reload() async {
        loads += 1
        while !gateOpen { await Task.yield() }
        finished += 1
    }
}

@MainActor
private struct FeedList: View {
    let feed: RefreshFeed
    var body: some View {
        List {
            ForEach(0..<30, id: \.self) { Text("Item \($0)") }
        }
        .listStyle(.plain)
        .refreshable { await feed.reload() }
    }
}

@MainActor
private struct RefreshButton: View {
    @Environment(\.refresh) private var refresh
    var body: some View {
        Text(refresh == nil ? "no refresh" : "can refresh")
            .task { await refresh?() }
    }
}

@MainActor
@Suite struct RefreshableTests {
    private func controller(_ driver: ScrollDriver<FeedList>) -> RefreshController {
        driver.scrollView.environment.refreshController!
    }
    /// The spinner's spokes in the last frame (8 grey lines; nothing else draws lines here).
    private func spokes(_ driver: ScrollDriver<FeedList>) -> Int {
        driver.list.commands.filter { if case .line = $0 { return true }; return false }.count
    }
    /// Drains the main actor until the open-gated action has returned (other suites' main-actor
    /// work shares the queue when tests run in parallel, so one drain may not reach it).
    private func finish(_ feed: RefreshFeed, _ driver: ScrollDriver<FeedList>) async {
        for _ in 0..<1000 where feed.finished == 0 { await driver.scene.drainMainActor() }
    }
    /// Pulls the list to `offset` while dragging, then lets go (the spring brings it back).
    private func pull(_ driver: ScrollDriver<FeedList>, to offset: Double) {
        driver.scene.scrollActivity(.drag)
        var y = 0.0
        while y > offset { y = max(offset, y - 20); driver.frame(offset: y) }
        driver.scene.scrollActivity(.spring)
        driver.frame(offset: y / 2)
        driver.scene.scrollActivity(.idle)
        driver.frame(offset: 0)
    }

    @Test func aPullPastTheThresholdRefreshesUntilTheActionReturns() async {
        let feed = RefreshFeed()
        let driver = ScrollDriver(FeedList(feed: feed), width: 300, height: 400)
        let restingY = driver.texts["Item 0"]!.y
        #expect(spokes(driver) == 0)
        // 80 pt past the top (the threshold is 60), then released.
        pull(driver, to: -80)
        #expect(controller(driver).isRefreshing)
        for _ in 0..<1000 where feed.loads == 0 { await driver.scene.drainMainActor() }
        #expect(feed.loads == 1)
        // The handler is suspended: the spinner stays, in a 60 pt band that pushes the rows down.
        for _ in 0..<3 {
            driver.frame()
            await driver.scene.drainMainActor()
        }
        #expect(spokes(driver) == 8)
        #expect(abs(driver.texts["Item 0"]!.y - (restingY + 60)) < 1e-9)
        #expect(feed.finished == 0)
        // The action returns: the band closes over `easeOut` (0.35 s: 21 frames at 60 fps), the
        // rows moving back up with it and the spinner fading. After 7 frames (a third of the
        // time) the band is 60 · (1 − easeOut(1/3)) = 60 · (2/3)³ = 160/9 pt.
        feed.gateOpen = true
        await finish(feed, driver)
        #expect(feed.finished == 1)
        #expect(!controller(driver).isRefreshing)
        var ys: [Double] = []
        for _ in 0..<7 { driver.frame(); ys.append(driver.texts["Item 0"]!.y) }
        #expect(abs(ys[6] - (restingY + 160.0 / 9)) < 1e-6, "a third of the way: \(ys[6] - restingY)")
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 < $0 }, "the rows move up every frame: \(ys)")
        #expect(spokes(driver) == 8, "the spinner shows while the band closes (fading)")
        for _ in 0..<16 { driver.frame() }
        #expect(spokes(driver) == 0)
        #expect(abs(driver.texts["Item 0"]!.y - restingY) < 1e-9)
    }

    // UIRefreshControl's indicator builds up as the content is pulled: one spoke per eighth of
    // the 60 pt threshold — 30 pt shows 4, 45 pt 6, 60 pt all 8 — centred in the gap the pull
    // opens; at rest, none.
    @Test(arguments: [(-30.0, 4), (-45, 6), (-60, 8), (-7, 0)])
    func theIndicatorGrowsAsTheContentIsPulled(_ offset: Double, _ expected: Int) async {
        let feed = RefreshFeed()
        let driver = ScrollDriver(FeedList(feed: feed), width: 300, height: 400)
        driver.scene.scrollActivity(.drag)
        driver.frame(offset: offset)
        driver.frame(offset: offset)
        #expect(spokes(driver) == expected)
        #expect(!controller(driver).isRefreshing)
    }

    @Test(arguments: [-40.0, -59.0])
    func aPullShortOfTheThresholdDoesNothing(_ offset: Double) async {
        let feed = RefreshFeed()
        let driver = ScrollDriver(FeedList(feed: feed), width: 300, height: 400)
        pull(driver, to: offset)
        await driver.scene.drainMainActor()
        #expect(!controller(driver).isRefreshing)
        #expect(feed.loads == 0)
    }

    @Test func holdingPastTheThresholdWaitsForTheRelease() async {
        let feed = RefreshFeed()
        let driver = ScrollDriver(FeedList(feed: feed), width: 300, height: 400)
        driver.scene.scrollActivity(.drag)
        driver.frame(offset: -30)
        driver.frame(offset: -70)
        driver.frame(offset: -70)
        #expect(!controller(driver).isRefreshing)
        driver.scene.scrollActivity(.spring)
        driver.frame(offset: -50)
        #expect(controller(driver).isRefreshing)
        feed.gateOpen = true
        await finish(feed, driver)
        #expect(feed.finished == 1)
    }

    @Test func f5Refreshes() async {
        let feed = RefreshFeed()
        let driver = ScrollDriver(FeedList(feed: feed), width: 300, height: 400)
        #expect(driver.scene.keyCommand("F5", shift: false) == .handled)
        driver.frame()
        #expect(spokes(driver) == 8)
        for _ in 0..<1000 where feed.loads == 0 { await driver.scene.drainMainActor() }
        #expect(feed.loads == 1)
        // A second F5 while it runs starts nothing.
        _ = driver.scene.keyCommand("F5", shift: false)
        await driver.scene.drainMainActor()
        #expect(feed.loads == 1)
        feed.gateOpen = true
        await finish(feed, driver)
        // The band closes over `easeOut`'s 0.35 s (21 frames), the spinner fading with it.
        for _ in 0..<22 { driver.frame() }
        #expect(spokes(driver) == 0)
        #expect(feed.finished == 1)
    }

    @Test func f5WithoutRefreshableIsNotHandled() {
        let driver = ScrollDriver(List { Text("a") }, width: 300, height: 400)
        #expect(driver.scene.keyCommand("F5", shift: false) == nil)
    }

    @Test func theEnvironmentOffersTheActionToCustomViews() async {
        let feed = RefreshFeed()
        feed.gateOpen = true
        let host = makeHost(RefreshButton().refreshable { await feed.reload() })
        #expect(drawnTexts(in: host.displayList)["can refresh"] != nil)
        for _ in 0..<1000 where feed.finished == 0 { await host.graph.drainMainActor() }
        #expect(feed.finished == 1)
        let plain = makeHost(RefreshButton())
        #expect(drawnTexts(in: plain.displayList)["no refresh"] != nil)
    }
}
