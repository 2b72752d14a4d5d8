import DisplayList
import Foundation
import LazyLayout
import Observation
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `NavigationStack`, `NavigationLink`, `navigationDestination(for:)`, `navigationTitle`
// (https://developer.apple.com/documentation/swiftui/navigationstack,
// https://developer.apple.com/documentation/swiftui/navigationlink). iOS metrics used: the
// standard bar is 44 pt tall, a large-title bar 96 (44 + a 52 pt large-title area), the large
// title 34 pt bold, the inline title 17 pt semibold (Apple HIG, "Navigation bars" and
// Typography → Specifications; UIKit's `UINavigationBar`).

private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<60, id: \.self) { i in NavigationLink("Message \(i)", value: i) }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { i in
                Text("Body of \(i)").navigationTitle("Message \(i)")
            }
        }
    }
}

@MainActor
private func drawnTexts(_ list: DisplayList) -> [(text: String, at: Point, size: Double)] {
    var found: [(String, Point, Double)] = []
    var stack: [DrawTransform] = [.identity]
    for command in list.commands {
        switch command {
        case .pushTransform(let t): stack.append(t.then(stack.last!))
        case .popTransform: stack.removeLast()
        case .text(let text, let origin, let font, _): found.append((text, stack.last!.apply(origin), font.sizePoints))
        default: break
        }
    }
    return found
}

@MainActor
@Suite struct NavigationStackTests {
    /// Taps the middle of the first line of text `label`, then lets the change show and the
    /// slide end.
    private func tap<V: View>(_ driver: ScrollDriver<V>, _ label: String) {
        guard let at = driver.texts[label] else { Issue.record("no text \(label)"); return }
        _ = driver.scene.tap(at: Point(x: at.x + 2, y: at.y + 4))
        // Past the push or pop slide (0.35 s): 24 frames at 60 fps.
        for _ in 0..<24 { driver.frame() }
    }

    @Test func aLinkPushesItsValuesDestinationAndTheBackButtonPops() {
        let driver = ScrollDriver(Inbox(), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["Message 3"] != nil)
        tap(driver, "Message 3")
        #expect(driver.texts["Body of 3"] != nil, "the destination for Int shows value 3")
        #expect(driver.texts["Message 0"] == nil, "the root list is gone")
        // The back button says the previous screen's title.
        #expect(driver.texts["Inbox"] != nil)
        tap(driver, "Inbox")
        #expect(driver.texts["Body of 3"] == nil)
        #expect(driver.texts["Message 0"] != nil)
    }

    /// A stack fills the space it is offered, as on iOS, where its navigation controller's view
    /// fills the window (https://developer.apple.com/documentation/swiftui/navigationstack):
    /// over a footer in a `VStack` it takes all the height the footer leaves, and a root that
    /// does not fill sits in the middle of the area under the large title.
    /// FixedAdvanceTextMeasurer: 17 pt text is 10.2 pt a character, 20.4 pt tall. The footer:
    /// 844 − 20.4 = 823.6 down, (390 − 61.2) / 2 = 164.4 in. "Hello": (390 − 51) / 2 = 169.5
    /// in; centred in the 96…823.6 area under the bar and large title: (96 + 823.6) / 2 − 10.2 = 449.6.
    @Test func theStackFillsWhatItIsOffered() throws {
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    NavigationStack {
                        Text("Hello").navigationTitle("Title")
                    }
                    Text("Footer")
                }
            }
        }
        let driver = ScrollDriver(Screen(), width: 390, height: 844)
        driver.frame()
        let footer = try #require(driver.texts["Footer"])
        #expect(abs(footer.x - 164.4) < 1e-9 && abs(footer.y - 823.6) < 1e-9)
        let hello = try #require(driver.texts["Hello"])
        #expect(abs(hello.x - 169.5) < 1e-9 && abs(hello.y - 449.6) < 1e-9)
    }

    @Test func theLargeTitleSitsBelowTheBarAndTheListBelowIt() {
        let driver = ScrollDriver(Inbox(), width: 390, height: 844)
        driver.frame()
        let large = drawnTexts(driver.list).first { $0.text == "Inbox" && $0.size == 34 }
        #expect(large != nil, "a 34 pt large title")
        #expect(large.map { $0.at.x } == 16, "16 pt from the leading edge")
        #expect(large.map { $0.at.y >= 44 && $0.at.y < 96 } == true, "in the 52 pt area under the 44 pt bar")
        #expect(!drawnTexts(driver.list).contains { $0.text == "Inbox" && $0.size == 17 }, "no inline title at rest")
    }

    /// The large title moves up with the content until it is under the 44 pt bar (52 pt: its
    /// area), then the 17 pt inline title shows.
    @Test(arguments: [(CGFloat(0), CGFloat(0), false), (20, 20, false), (51, 51, false), (52, 52, true), (300, 52, true)])
    func theLargeTitleCollapsesIntoTheBarAsTheListScrolls(offset: CGFloat, shift: CGFloat, inline: Bool) {
        let computed: CGFloat = NavigationBarMetrics.largeTitleShift(offset: offset)
        #expect(computed == shift)
        #expect(NavigationBarMetrics.showsInlineTitle(large: true, offset: offset) == inline)
        // In the window: the large title moves up by `shift`; the inline title shows when collapsed.
        let driver = ScrollDriver(Inbox(), width: 390, height: 844)
        driver.frame()
        let rest = drawnTexts(driver.list).first { $0.text == "Inbox" && $0.size == 34 }!.at.y
        driver.frame(offset: Double(offset))
        driver.frame(offset: Double(offset))
        let texts = drawnTexts(driver.list)
        let large = texts.first { $0.text == "Inbox" && $0.size == 34 }
        #expect(large.map { rest - $0.at.y } == Double(shift))
        #expect(texts.contains { $0.text == "Inbox" && $0.size == 17 } == inline)
    }

    @Test func aScreenScrollsBackToWhereItWasLeft() throws {
        let driver = ScrollDriver(Inbox(), width: 390, height: 844)
        driver.frame(offset: 300)
        driver.frame(offset: 300)
        _ = driver.scene.takeScrollRequests()
        let row = try #require(driver.texts["Message 13"])
        guard let link = driver.texts["Message 12"] else { return }
        _ = driver.scene.tap(at: Point(x: link.x + 2, y: link.y + 4))
        driver.frame()
        // Sliding out from under the pushed screen, the list stays where it was scrolled to.
        #expect(driver.texts["Message 13"]?.y == row.y)
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Body of 12"] != nil)
        _ = driver.scene.takeScrollRequests()
        tap(driver, "Inbox")
        #expect(driver.scene.takeScrollRequests() == [.scrollToOffset(300, animated: false)])
    }

    @Test func aBoundPathPushesAndPops() {
        let model = PathModel()
        let driver = ScrollDriver(BoundInbox(model: model), width: 390, height: 844)
        model.path = ["b"]
        driver.frame(); driver.frame()
        #expect(driver.texts["Letter b"] != nil)
        model.path = []
        driver.frame(); driver.frame()
        // A shorter path pops as the back button does: the screen slides out (0.35 s), then goes.
        #expect(driver.texts["Letter b"] != nil, "sliding out")
        for _ in 0..<22 { driver.frame() }
        #expect(driver.texts["Letter b"] == nil)
        #expect(driver.texts["a"] != nil)
        tap(driver, "c")
        #expect(model.path == ["c"], "a link pushes onto the bound path")
    }

    @Test func toolbarItemsGoToTheirEndsOfTheBar() {
        let view = NavigationStack {
            Text("Content")
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Add") }
                }
        }
        let driver = ScrollDriver(view, width: 390, height: 844)
        driver.frame()
        let texts = drawnTexts(driver.list)
        #expect(texts.first { $0.text == "Edit" }?.at.x == 16)
        let add = texts.first { $0.text == "Add" }
        #expect(add.map { $0.at.x > 300 } == true)
        #expect(texts.contains { $0.text == "Notes" && $0.size == 17 }, "inline mode: the title in the bar")
        #expect(!texts.contains { $0.text == "Notes" && $0.size == 34 })
    }

    /// `.navigation` (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation):
    /// "navigation items appear in the leading edge of the navigation bar. If a system navigation
    /// item such as a back button is present in a compact width, it instead appears in the
    /// `primaryAction` placement" (trailing).
    @Test func navigationItemsLeadUnlessTheBackButtonIsThere() {
        let path = BrowserPath()
        let driver = ScrollDriver(Browser(path: path), width: 390, height: 844)
        driver.frame()
        #expect(drawnTexts(driver.list).first { $0.text == "Fwd" }?.at.x == 16, "the root: leading")
        path.items = [1]
        for _ in 0..<30 { driver.frame() }
        // Pushed: the back button leads; "Fwd" (3 × 10.2 pt) ends at 390 − 16.
        let fwd = drawnTexts(driver.list).last { $0.text == "Fwd" }
        #expect(fwd.map { abs($0.at.x - 343.4) < 1e-9 } == true, "\(String(describing: fwd))")
    }
}

@MainActor @Observable
private final class PathModel { var path: [String] = [] }

@MainActor @Observable
private final class BrowserPath { var items: [Int] = [] }

/// Two pages with a `.navigation` item ("Fwd"), the second pushed over the first.
private struct Browser: View {
    @Bindable var path: BrowserPath
    var body: some View {
        NavigationStack(path: $path.items) {
            page("Home")
                .navigationDestination(for: Int.self) { _ in page("Page") }
        }
    }
    func page(_ title: String) -> some View {
        Text(title)
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .navigation) { Text("Fwd") } }
    }
}

private struct BoundInbox: View {
    @Bindable var model: PathModel
    var body: some View {
        NavigationStack(path: $model.path) {
            List(["a", "b", "c"], id: \.self) { NavigationLink($0, value: $0) }
                .navigationDestination(for: String.self) { Text("Letter \($0)") }
        }
    }
}

/// `.automatic` inherits the display mode of the screen below
/// (https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic:
/// "Inherit the display mode from the previous navigation item").
@MainActor @Observable
private final class ModePath { var path: [Int] = [1] }

private struct ModeStack: View {
    @Bindable var model: ModePath
    let rootMode: NavigationBarItem.TitleDisplayMode
    let pushedMode: NavigationBarItem.TitleDisplayMode
    var body: some View {
        NavigationStack(path: $model.path) {
            List(0..<3, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Root")
                .navigationBarTitleDisplayMode(rootMode)
                .navigationDestination(for: Int.self) { i in
                    List(0..<3, id: \.self) { Text("Detail row \($0)") }
                        .navigationTitle("Detail")
                        .navigationBarTitleDisplayMode(pushedMode)
                }
        }
    }
}

@MainActor @Suite struct TitleDisplayModeInheritanceTests {
    @Test(arguments: [
        (NavigationBarItem.TitleDisplayMode.inline, NavigationBarItem.TitleDisplayMode.automatic, false),
        (.automatic, .automatic, true),
        (.large, .automatic, true),
        (.inline, .large, true),
        (.large, .inline, false),
    ])
    func pushedScreenTitle(root: NavigationBarItem.TitleDisplayMode, pushed: NavigationBarItem.TitleDisplayMode, large: Bool) {
        let driver = ScrollDriver(ModeStack(model: ModePath(), rootMode: root, pushedMode: pushed), width: 390, height: 844)
        for _ in 0..<40 { driver.frame() }   // the push's slide settles
        let texts = drawnTexts(driver.list)
        #expect(texts.contains { $0.text == "Detail" && $0.size == 34 } == large, "\(texts.filter { $0.text == "Detail" })")
        #expect(texts.contains { $0.text == "Detail" && $0.size == 17 } == !large)
    }
}

/// A stack made with a path already in it (state restored) whose root declares the destination:
/// the pushed screen shows it, whatever else the root does. (It showed "No destination for Int"
/// when nothing else made the stack look again after the root declared it — a root with a title
/// did, one without did not.)
@MainActor @Suite struct RestoredPathTests {
    struct Restored: View {
        @State var path = [7]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationDestination(for: Int.self) { Text("Item \($0)") }
            }
        }
    }

    @Test func theDestinationDeclaredAfterThePathIsShown() {
        let host = makeHost(Restored(), width: 320, height: 480)
        host.update(size: host.size, at: 1)
        host.render(at: 1)
        let texts = host.displayList.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts.contains("Item 7"))
        #expect(!texts.contains { $0.hasPrefix("No destination") })
    }
}
