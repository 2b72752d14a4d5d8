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
        // The action returns: the spinner goes and the rows move back up.
        feed.gateOpen = true
        await finish(feed, driver)
        driver.frame()
        driver.frame()
        #expect(feed.finished == 1)
        #expect(!controller(driver).isRefreshing)
        #expect(spokes(driver) == 0)
        #expect(abs(driver.texts["Item 0"]!.y - restingY) < 1e-9)
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
        driver.frame()
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
