import DisplayList
import Foundation
import Observation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `TabView`, `tabItem(_:)`, `badge(_:)`, `Tab`, `tabViewStyle(_:)`
// (https://developer.apple.com/documentation/swiftui/tabview,
// https://developer.apple.com/documentation/swiftui/view/tabitem(_:),
// https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq,
// https://developer.apple.com/documentation/swiftui/tab,
// https://developer.apple.com/documentation/swiftui/pagetabviewstyle). Window 390 × 844 (an
// iPhone 15 in points). FixedAdvanceTextMeasurer: a character is 0.6 × the font size wide and
// a line 1.2 × tall. The bar (`TabBarMetrics`): 49 pt at the bottom, so its top is
// 844 − 49 = 795; three items share 390 pt, 130 each; an item's icon slot starts 5 pt below the
// bar's top (800) and is 25 tall, its 10 pt title 2 pt under it: y = 800 + 25 + 2 = 827.

@Observable @MainActor
private final class TabModel {
    var tab = "inbox"
    var count = 0
    var events: [String] = []
}

private struct MailTabs: View {
    let model: TabModel

    var body: some View {
        TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
            List(0..<100, id: \.self) { Text("Message \($0)") }
                .onAppear { model.events.append("inbox appears") }
                .onDisappear { model.events.append("inbox disappears") }
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)
                .tag("inbox")
            CounterPage(model: model)
                .onAppear { model.events.append("sent appears") }
                .onDisappear { model.events.append("sent disappears") }
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag("sent")
            Text("Settings page")
                .tabItem { Text("Settings") }
                .tag("settings")
        }
    }
}

/// A tab whose `@State` must survive being hidden.
private struct CounterPage: View {
    let model: TabModel
    @State private var taps = 0
    var body: some View {
        ScrollView {
            Button("Tapped \(taps)") { taps += 1 }
            ForEach(0..<60, id: \.self) { Text("Sent \($0)") }
        }
    }
}

/// Where each string is drawn (its box's top-left, window points) with its font size.
@MainActor
private func drawnTextsWithSizes(_ list: DisplayList) -> [String: (at: Point, size: Double)] {
    var found: [String: (at: Point, size: Double)] = [:]
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .text(let text, let origin, let font, _): found[text] = (stack.last!.apply(origin), font.sizePoints)
        default: break
        }
    }
    return found
}

@MainActor
@Suite struct TabViewTests {
    /// Clicks the middle of item `index` of a three-item bar, then lets the change show.
    private func clickItem<V: View>(_ driver: ScrollDriver<V>, _ index: Int) {
        _ = driver.scene.tap(at: Point(x: 130 * Double(index) + 65, y: 795 + 24))
        driver.frame()
    }

    /// Each item: the title centred in its 130 pt column at y 827, in 10 pt type. "Inbox" is
    /// 5 × 6 = 30 wide: x = (130 − 30) / 2 = 50; "Sent" 24: 130 + 53 = 183; "Settings" 48:
    /// 260 + 41 = 301 — also the title-only item, whose title stays under the empty icon slot
    /// (iOS keeps the image's space).
    @Test func theBarShowsEachTabsItemUnderTheContent() throws {
        let driver = ScrollDriver(MailTabs(model: TabModel()), width: 390, height: 844)
        driver.frame()
        let texts = drawnTextsWithSizes(driver.list)
        for (title, x) in [("Inbox", 50.0), ("Sent", 183.0), ("Settings", 301.0)] {
            let drawn = try #require(texts[title], "\(title)'s item")
            #expect(abs(drawn.at.x - x) < 1e-9 && abs(drawn.at.y - 827) < 1e-9, "\(title) at \(drawn.at)")
            #expect(drawn.size == 10)
        }
        // The first tab's page shows; the others' do not.
        #expect(texts["Message 0"] != nil)
        #expect(texts["Tapped 0"] == nil && texts["Settings page"] == nil)
    }

    /// The badge (`.badge(3)`): a capsule at least 18 × 18 whose leading edge is 6 pt right of the
    /// icon's centre (the column's, 65) and whose top is 3 pt above the icon slot (800 − 3 =
    /// 797). "3" at 13 pt is 7.8 × 15.6, centred in it: x = 71 + (18 − 7.8) / 2 = 76.1,
    /// y = 797 + (18 − 15.6) / 2 = 798.2.
    @Test func theBadgeSitsOverTheIconsTopTrailingSide() throws {
        let driver = ScrollDriver(MailTabs(model: TabModel()), width: 390, height: 844)
        driver.frame()
        let badge = try #require(drawnTextsWithSizes(driver.list)["3"])
        #expect(abs(badge.at.x - 76.1) < 1e-9 && abs(badge.at.y - 798.2) < 1e-9, "badge text at \(badge.at)")
        #expect(badge.size == 13)
    }

    /// `badge(0)` hides the badge ("Set the value to zero to hide the badge").
    @Test(arguments: [0, 7])
    func aZeroCountHidesTheBadge(count: Int) {
        struct Tabs: View {
            let count: Int
            var body: some View {
                TabView {
                    Text("A").tabItem { Label("One", systemImage: "tray") }.badge(count)
                    Text("B").tabItem { Label("Two", systemImage: "gear") }
                }
            }
        }
        let driver = ScrollDriver(Tabs(count: count), width: 390, height: 844)
        driver.frame()
        #expect((driver.texts["7"] != nil) == (count == 7))
    }

    /// A click on an item shows its tab and writes its tag to `selection`; the tab shown
    /// before is hidden.
    @Test func aClickOnAnItemShowsItsTabAndWritesItsTag() {
        let model = TabModel()
        let driver = ScrollDriver(MailTabs(model: model), width: 390, height: 844)
        driver.frame()
        clickItem(driver, 1)
        #expect(model.tab == "sent")
        #expect(driver.texts["Tapped 0"] != nil)
        #expect(driver.texts["Message 0"] == nil)
        clickItem(driver, 2)
        #expect(model.tab == "settings")
        #expect(driver.texts["Settings page"] != nil)
        // Setting the selection from code shows that tab.
        model.tab = "inbox"
        driver.frame()
        #expect(driver.texts["Message 0"] != nil && driver.texts["Settings page"] == nil)
    }

    /// Every tab keeps its views while another shows, as a `UITabBarController` keeps its tabs'
    /// view controllers: the counter's `@State` survives a trip to another tab, and the inbox
    /// comes back scrolled where it was left (the window's scroll view is scrolled back there).
    /// Hidden tabs' views disappear and appear again, as UIKit's `viewWillDisappear` /
    /// `viewWillAppear` run on a tab switch.
    @Test func eachTabKeepsItsStateAndItsScrollPosition() throws {
        let model = TabModel()
        let driver = ScrollDriver(MailTabs(model: model), width: 390, height: 844)
        driver.frame(offset: 300)
        driver.frame(offset: 300)
        _ = driver.scene.takeScrollRequests()
        #expect(model.events == ["inbox appears"])
        clickItem(driver, 1)
        #expect(driver.scene.takeScrollRequests() == [.scrollToOffset(0, animated: false)], "the sent list starts at its top")
        driver.frame(offset: 0)
        #expect(model.events.count == 3 && Set(model.events.suffix(2)) == ["inbox disappears", "sent appears"])
        let button = try #require(driver.texts["Tapped 0"])
        _ = driver.scene.tap(at: Point(x: button.x + 2, y: button.y + 4))
        driver.frame(offset: 0)
        #expect(driver.texts["Tapped 1"] != nil)
        clickItem(driver, 0)
        #expect(driver.scene.takeScrollRequests() == [.scrollToOffset(300, animated: false)], "the inbox where it was left")
        driver.frame(offset: 300)
        // Both run in the same update, in the order the views stand in the tab view (Apple
        // documents no order between one tab's disappearing and another's appearing).
        #expect(Set(model.events.suffix(2)) == ["sent disappears", "inbox appears"])
        clickItem(driver, 1)
        #expect(driver.scene.takeScrollRequests() == [.scrollToOffset(0, animated: false)])
        driver.frame(offset: 0)
        #expect(driver.texts["Tapped 1"] != nil, "the counter kept its state")
    }

    /// The desktop's keys for tabs: Ctrl+Tab and Ctrl+Page Down the next tab (after the last,
    /// the first), Ctrl+Shift+Tab and Ctrl+Page Up the previous one, Ctrl+n the n-th (GTK's
    /// notebook: https://docs.gtk.org/gtk4/signal.Notebook.change-current-page.html). Ctrl+4 in
    /// a three-tab view is not taken.
    @Test(arguments: [
        ("Tab", false, "inbox", "sent"), ("Tab", false, "settings", "inbox"), ("Tab", true, "inbox", "settings"),
        ("PageDown", false, "sent", "settings"), ("PageUp", false, "sent", "inbox"),
        ("1", false, "settings", "inbox"), ("3", false, "inbox", "settings"), ("4", false, "sent", "sent"),
    ])
    func ctrlKeysSwitchTabs(key: String, shift: Bool, from: String, to: String) {
        let model = TabModel()
        model.tab = from
        let driver = ScrollDriver(MailTabs(model: model), width: 390, height: 844)
        driver.frame()
        let command = driver.scene.keyCommand(key, shift: shift, control: true)
        #expect(model.tab == to)
        #expect((command != nil) == (from != to), "a key that switches nothing is not taken")
    }

    /// iOS 18's `Tab(_:systemImage:value:content:)`: "a tab that the tab view presents when the
    /// tab view's selection matches the tab's value".
    @Test func iOS18TabsAreSelectedByTheirValue() {
        struct Tabs: View {
            @Binding var selection: Int
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: 0) { Text("Home page") }
                    Tab("Search", systemImage: "magnifyingglass", value: 1) { Text("Search page") }
                        .badge("New")
                }
            }
        }
        let box = TabSelectionBox()
        box.value = 1
        let driver = ScrollDriver(Tabs(selection: Binding(get: { box.value }, set: { box.value = $0 })), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["Search page"] != nil && driver.texts["Home page"] == nil)
        #expect(driver.texts["New"] != nil, "a text badge on the tab")
        // Two items of 195: the first's middle.
        _ = driver.scene.tap(at: Point(x: 97.5, y: 795 + 24))
        driver.frame()
        #expect(box.value == 0)
        #expect(driver.texts["Home page"] != nil)
    }

    /// In a `List` row a badge sits at the trailing edge (iOS: "Badges appear in list rows, tab
    /// bars, toolbar items, and menus"); outside both it draws nothing.
    @Test func aBadgeInAListRowSitsAtTheTrailingEdge() throws {
        struct Rows: View {
            var body: some View {
                VStack {
                    List { Text("Recents").badge(5) }.frame(height: 200)
                    Text("Loose").badge(9)
                }
            }
        }
        let driver = ScrollDriver(Rows(), width: 390, height: 844)
        driver.frame()
        let recents = try #require(driver.texts["Recents"])
        let count = try #require(driver.texts["5"])
        #expect(count.y == recents.y)
        #expect(count.x > 300, "trailing: \(count.x)")
        #expect(driver.texts["9"] == nil)
    }

    /// `tabViewStyle(.page)`: the pages side by side, each the tab view's width, in a
    /// horizontal scroll view that pages; setting the selection scrolls to its page, paging
    /// writes it back.
    @Test func thePageStyleIsAHorizontalPager() throws {
        struct Pager: View {
            @Binding var page: Int
            var body: some View {
                TabView(selection: $page) {
                    ForEach(0..<3, id: \.self) { Text("Page \($0)") }
                }
                .tabViewStyle(.page)
            }
        }
        let box = TabSelectionBox()
        let driver = ScrollDriver(Pager(page: Binding(get: { box.value }, set: { box.value = $0 })), width: 390, height: 844)
        driver.frame()
        let axis: LazyScrollViews.Axis = driver.scrollView.axis
        #expect(axis == .horizontal, "the pager is the window's scroll view, horizontal")
        // "Page 0" (6 × 10.2 = 61.2 wide) in the middle of the first 390 pt page.
        let first = try #require(driver.texts["Page 0"])
        #expect(abs(first.x - (390 - 61.2) / 2) < 1e-9)
        _ = driver.scene.takeScrollRequests()
        box.value = 2
        driver.frame()
        let requests = driver.scene.takeScrollRequests()
        #expect(requests.count == 1, "a scroll to the third page: \(requests)")
        driver.frame(offset: 780)
        driver.frame(offset: 780)
        let third = try #require(driver.texts["Page 2"])
        #expect(abs(third.x - (390 - 61.2) / 2) < 1e-9)
    }

    /// The page dots: shown with more than one page (`.automatic`), always (`.always`), never
    /// (`.never`) — one 8 pt circle per page.
    @Test(arguments: [(PageTabViewStyle.IndexDisplayMode.automatic, 1, false), (.automatic, 3, true),
                      (.always, 1, true), (.never, 3, false)])
    func thePageDotsShowAsTheModeSays(mode: PageTabViewStyle.IndexDisplayMode, pages: Int, shows: Bool) {
        #expect(mode.showsDots(pages: pages) == shows)
    }
}

/// A selection the tests read back (observed, so a write shows in the next frame).
@Observable @MainActor
private final class TabSelectionBox {
    var value = 0
}
