import DisplayList
import Foundation
import ScrollHosting
import ScrollCore
import Testing
@testable import LazyScrollViews

// The desktop's back inputs (the mouse's back button, Alt+←; the host names them "AC Back")
// pop a `NavigationStack` (https://developer.apple.com/documentation/swiftui/navigationstack)
// but are not the Escape key: an `onKeyPress(.escape)`
// (https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)) never sees them.

@MainActor
private final class Presses {
    var escapes = 0
}

private struct EscapeWatcher: View {
    let presses: Presses
    var body: some View {
        NavigationStack {
            VStack {
                Text("Root")
                NavigationLink("Details", value: 1)
            }
            .navigationDestination(for: Int.self) { _ in Text("Detail") }
        }
        .onKeyPress(.escape) {
            presses.escapes += 1
            return .handled
        }
    }
}

@MainActor
@Suite struct BackKeyTests {
    @Test func theBackKeyPopsWithoutRunningAnEscapeHandler() throws {
        let presses = Presses()
        let driver = ScrollDriver(EscapeWatcher(presses: presses), width: 390, height: 700)
        let link = try #require(driver.texts["Details"])
        _ = driver.scene.tap(at: Point(x: link.x + 2, y: link.y + 4))
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Detail"] != nil)
        // The back key: the stack pops; the user's Escape action does not run.
        #expect(driver.scene.keyCommand("AC Back", shift: false) == .handled)
        for _ in 0..<24 { driver.frame() }
        #expect(driver.texts["Detail"] == nil)
        #expect(driver.texts["Root"] != nil)
        #expect(presses.escapes == 0)
        // At the root nobody takes it, and still no Escape.
        #expect(driver.scene.keyCommand("AC Back", shift: false) == nil)
        #expect(presses.escapes == 0)
        // Escape itself goes to the user's action (outermost, offered first).
        #expect(driver.scene.keyCommand("Escape", shift: false) == .handled)
        #expect(presses.escapes == 1)
    }
}
