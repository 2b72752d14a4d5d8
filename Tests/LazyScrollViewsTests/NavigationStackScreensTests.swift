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
        driver.frame()
        driver.frame()
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
        tap(driver, "Details")
        #expect(log.events == ["root appeared", "root disappeared", "details appeared"])
        tap(driver, "Root")
        #expect(log.events == ["root appeared", "root disappeared", "details appeared", "details disappeared", "root appeared"])
    }

    @Test func aCoveredScreenTakesNoTaps() throws {
        let log = LifecycleLog()
        let driver = ScrollDriver(CounterRoot(log: log), width: 390, height: 844)
        driver.frame()
        let counter = try #require(driver.texts["Count 0"])
        tap(driver, "Details")
        // Where the root's button was, the detail screen shows nothing tappable.
        _ = driver.scene.tap(at: Point(x: counter.x + 2, y: counter.y + 4))
        driver.frame(); driver.frame()
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
}
