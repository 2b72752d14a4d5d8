import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A `NavigationStack` keeps every screen on its path alive: "A view that displays a root view
// and enables you to present additional views over the root view"
// (https://developer.apple.com/documentation/swiftui/navigationstack). Screens under the top
// one keep their `@State` and are not drawn; as a `UINavigationController`'s do, their views
// disappear when a screen is pushed over them and appear again when it is popped
// (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).

@MainActor
private final class LifecycleLog {
    var events: [String] = []
}

private struct CounterRoot: View {
    let log: LifecycleLog
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            VStack {
                Button("Count \(taps)") { taps += 1 }
                NavigationLink("Details", value: "details")
            }
            .onAppear { log.events.append("root appeared") }
            .onDisappear { log.events.append("root disappeared") }
            .navigationTitle("Root")
            .navigationDestination(for: String.self) { name in
                DetailScreen(name: name, log: log)
            }
        }
    }
}

private struct DetailScreen: View {
    let name: String
    let log: LifecycleLog
    @State private var likes = 0
    var body: some View {
        Button("Likes \(likes)") { likes += 1 }
            .onAppear { log.events.append("\(name) appeared") }
            .onDisappear { log.events.append("\(name) disappeared") }
            .navigationTitle(name)
    }
}

@MainActor
@Suite struct NavigationStackScreensTests {
    private func tap<V: View>(_ driver: ScrollDriver<V>, _ label: String) {
        guard let at = driver.texts[label] else { Issue.record("no text \(label)"); return }
        _ = driver.scene.tap(at: Point(x: at.x + 2, y: at.y + 4))
        // Past the push or pop slide (0.35 s): 24 frames at 60 fps.
        for _ in 0..<24 { driver.frame() }
    }

    @Test func theRootKeepsItsStateUnderAPushedScreen() {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        tap(driver, "Count 0")
        tap(driver, "Count 1")
        #expect(driver.texts["Count 2"] != nil)
        tap(driver, "Details")
        #expect(driver.texts["Likes 0"] != nil)
        #expect(driver.texts["Count 2"] == nil, "a covered screen is not drawn")
        tap(driver, "Root")              // the back button, titled with the screen below
        #expect(driver.texts["Count 2"] != nil, "the root's @State survived the push: SwiftUI keeps the screens below alive")
        #expect(driver.texts["Likes 0"] == nil)
    }

    @Test func coveredViewsDisappearAndAppearAgainOnPop() {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        #expect(log.events == ["root appeared"])
        // The pushed screen appears as it starts sliding in; the covered one disappears once
        // the slide has ended (UIKit's viewDidDisappear, after the transition).
        tap(driver, "Details")
        #expect(log.events == ["root appeared", "details appeared", "root disappeared"])
        // A pop mirrors it: the revealed screen appears as it starts sliding back, the popped
        // one disappears once it has slid out.
        tap(driver, "Root")
        #expect(log.events == ["root appeared", "details appeared", "root disappeared", "root appeared", "details disappeared"])
    }

    @Test func aCoveredScreenTakesNoTaps() throws {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        let counter = try #require(driver.texts["Count 0"])
        tap(driver, "Details")
        // Where the root's button was, the detail screen shows nothing tappable.
        _ = driver.scene.tap(at: Point(x: counter.x + 2, y: counter.y + 4))
        driver.frame()
        tap(driver, "Root")
        #expect(driver.texts["Count 0"] != nil, "the covered button was not pressed")
    }

    @Test func aPoppedScreenIsMadeAnewWhenPushedAgain() {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        tap(driver, "Details")
        tap(driver, "Likes 0")
        #expect(driver.texts["Likes 1"] != nil)
        tap(driver, "Root")
        tap(driver, "Details")
        #expect(driver.texts["Likes 0"] != nil, "popping removes the screen and its state, as SwiftUI's path does")
    }

    /// A push slides the new screen in from the trailing edge over ~0.35 s while the covered
    /// one moves a third of the way out (UINavigationController's push); each frame's offset is
    /// the ease-in-out curve's at the frame's time since the push. A pop brings the revealed
    /// screen back from a third of the way out.
    @Test func pushAndPopSlideWithFrameTime() {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        let restCount = try! #require(driver.texts["Count 0"])
        guard let link = driver.texts["Details"] else { Issue.record("no link"); return }
        _ = driver.scene.tap(at: Point(x: link.x + 2, y: link.y + 4))
        // The tap's update made the screen at the tap's frame time; every later frame moves it.
        var restLikes: Point?
        var pushed: [(likes: Double, count: Double?)] = []
        for _ in 0..<24 {
            driver.frame()
            pushed.append((driver.texts["Likes 0"]?.x ?? .nan, driver.texts["Count 0"]?.x))
        }
        restLikes = driver.texts["Likes 0"]
        let rest = try! #require(restLikes)
        let curve = ScreenSlide.animation
        for (k, frame) in pushed.enumerated() {
            let t = Double(k + 1) / 60 / curve.durationSeconds
            guard t < 1 else {
                #expect(frame.likes == rest.x, "at rest once the slide has ended (frame \(k + 1))")
                continue
            }
            let p = curve.progress(t)
            #expect(abs(frame.likes - (rest.x + 390 * (1 - p))) < 1e-6, "frame \(k + 1): in from the trailing edge")
            #expect(frame.count.map { abs($0 - (restCount.x - 130 * p)) < 1e-6 } == true, "frame \(k + 1): the covered screen moves a third out")
        }
        #expect(driver.texts["Count 0"] == nil, "covered and no longer drawn once the slide ends")
        // Pop: the root comes back from a third of the way out.
        guard let back = driver.texts["Root"] else { Issue.record("no back button"); return }
        _ = driver.scene.tap(at: Point(x: back.x + 2, y: back.y + 4))
        driver.frame()
        let first = try! #require(driver.texts["Count 0"])
        let p1 = curve.progress(1.0 / 60 / curve.durationSeconds)
        #expect(abs(first.x - (restCount.x - 130 * (1 - p1))) < 1e-6)
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Count 0"]?.x == restCount.x)
    }

    /// A popped screen slides out to the trailing edge over the revealed one, as
    /// UINavigationController's pop does (the push run backwards): each frame it is
    /// `width × p(t)` right of where it rested, p the same ease-in-out over 0.35 s; it takes no
    /// taps while it goes, its views disappear once it is out, and Escape pops the same way.
    @Test(arguments: ["back button", "Escape"])
    func aPoppedScreenSlidesOut(by way: String) throws {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        tap(driver, "Details")
        let rest = try #require(driver.texts["Likes 0"])
        if way == "Escape" {
            #expect(driver.scene.keyCommand("Escape", shift: false) == .handled)
        } else {
            let back = try #require(driver.texts["Root"])
            _ = driver.scene.tap(at: Point(x: back.x + 2, y: back.y + 4))
        }
        let curve = ScreenSlide.animation
        var tappedDuringSlide = false
        for k in 1...24 {
            driver.frame()
            let t = Double(k) / 60 / curve.durationSeconds
            let likes = driver.texts["Likes 0"]
            if t < 1 {
                let p = curve.progress(t)
                // 390 pt wide: the popped screen's text is 390·p to the right of its rest.
                #expect(likes.map { abs($0.x - (rest.x + 390 * p)) < 1e-6 } == true, "frame \(k): out to the trailing edge")
                #expect(!log.events.contains("details disappeared"), "frame \(k): still on screen")
                // Each sliding screen is drawn on an opaque white page over the stack's area —
                // the whole 390 × 844 window, which the stack fills — so the revealed one does
                // not show through the leaving one; with the window's own white background, three.
                let pages = driver.list.commands.filter {
                    if case .fillRect(let rect, let color) = $0 {
                        return color == StackScreenNode.pageColor.light && rect.size == Size(width: 390, height: 844)
                    }
                    return false
                }
                #expect(pages.count == 3, "frame \(k): the window's background, the leaving screen's page and the revealed one's")
                if k == 3, let likes {
                    // Where its button is drawn now, a tap does nothing: it is leaving.
                    _ = driver.scene.tap(at: Point(x: likes.x + 2, y: likes.y + 4))
                    tappedDuringSlide = true
                }
            } else {
                #expect(likes == nil, "frame \(k): gone once the slide has ended")
            }
        }
        driver.frame()
        #expect(tappedDuringSlide)
        #expect(driver.texts["Likes 1"] == nil, "the leaving screen took no tap")
        #expect(log.events.last == "details disappeared")
        #expect(driver.texts["Count 0"] != nil)
    }

    /// Escape goes back like the back button; at the root nobody handles it (the host quits).
    @Test func escapeGoesBack() {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        tap(driver, "Details")
        #expect(driver.texts["Likes 0"] != nil)
        #expect(driver.scene.keyCommand("Escape", shift: false) == .handled)
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Likes 0"] == nil)
        #expect(driver.texts["Count 0"] != nil)
        #expect(driver.scene.keyCommand("Escape", shift: false) == nil, "at the root Escape is the host's")
    }
}
