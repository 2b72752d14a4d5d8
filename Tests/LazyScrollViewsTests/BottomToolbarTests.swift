import DisplayList
import ScrollCore
import Testing
@testable import LazyScrollViews

// The bottom toolbar of a navigation stack's screen:
// - https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar — "A
//   placement for items in the bottom toolbar".
// - https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status — "In iOS and
//   iPadOS, the system places status items in the center of the bottom toolbar".
// Measurements (BottomToolbar.swift): 44 pt tall, 16 pt margins. Text in the tests' measurer is
// 0.6 × 17 = 10.2 pt a character and 1.2 × 17 = 20.4 pt tall, so a label in the bar (the window's
// last 44 pt: 800…844 of 844) is drawn at y = 800 + (44 − 20.4) / 2 = 811.8.

@MainActor
private struct PhotoScreen: View {
    var status = false
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60) { i in Text("row \(i)").frame(height: 40) }
                }
                .frame(maxWidth: .infinity)
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("A") {}
                    Spacer()
                    Button("B") {}
                }
                if status {
                    ToolbarItem(placement: .status) { Text("61 photos") }
                }
            }
        }
    }
}

/// A form with a text field and a keyboard bar whose Done button is pushed to the trailing edge.
@MainActor
private struct KeyboardBarScreen: View {
    @State private var name = ""
    var body: some View {
        NavigationStack {
            VStack {
                TextField("Name", text: $name)
                Spacer()
            }
            .navigationTitle("Edit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {}
                }
            }
        }
    }
}

@MainActor
@Suite("Bottom toolbar") struct BottomToolbarTests {
    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard: "keyboard
    // items are … at the bottom of the screen when a hardware keyboard is attached" — always, on a
    // desktop — while a text field is edited.
    @Test("keyboard items show at the bottom while a text field is edited, and go when editing ends")
    func keyboardItemsWhileEditing() throws {
        let driver = ScrollDriver(KeyboardBarScreen(), width: 390, height: 844)
        driver.frame()
        #expect(driver.texts["Done"] == nil, "not editing: no keyboard bar")
        _ = driver.scene.keyCommand("Tab", shift: false, control: false)   // focus the field
        driver.frame()
        driver.frame()
        let done = try #require(driver.texts["Done"])
        // "Done", 4 × 10.2 pt, its trailing edge at 390 − 16; the bar's label line at 811.8.
        #expect(abs(done.x - 333.2) < 1e-9 && done.y == 811.8, "\(done)")
        driver.scene.host.graph.focus.focus(nil)                              // editing ends
        driver.frame()
        driver.frame()
        #expect(driver.texts["Done"] == nil, "editing ended: the bar went")
    }

    private static let barRect = Rect(x: 0, y: 800, width: 390, height: 44)

    private func barBackgroundDrawn(_ driver: ScrollDriver<PhotoScreen>) -> Bool {
        driver.list.commands.contains { if case .fillRect(let rect, let color) = $0 { rect == Self.barRect && color.alpha > 0 } else { false } }
    }

    @Test("a group's items sit at the bar's margins, pushed apart by its Spacer, in the window's last 44 pt")
    func groupItemsAtTheMargins() throws {
        let driver = ScrollDriver(PhotoScreen(), width: 390, height: 844)
        driver.frame()
        let a = try #require(driver.texts["A"]), b = try #require(driver.texts["B"])
        #expect(a.x == 16 && a.y == 811.8, "\(a)")
        // B's trailing edge at 390 − 16: 374 − 10.2.
        #expect(abs(b.x - 363.8) < 1e-9 && b.y == 811.8, "\(b)")
        // Not in the navigation bar.
        #expect(driver.texts["Photos"].map { $0.y < 44 } == true)
    }

    @Test("a status item sits in the middle of the bottom bar")
    func statusInTheMiddle() throws {
        let driver = ScrollDriver(PhotoScreen(status: true), width: 390, height: 844)
        driver.frame()
        let status = try #require(driver.texts["61 photos"])
        // 9 characters, 91.8 pt: (390 − 91.8) / 2.
        #expect(abs(status.x - 149.1) < 1e-9 && status.y == 811.8, "\(status)")
    }

    @Test("the content ends above the bar, and the bar is transparent there; scrolled under it, it has its background")
    func contentInsetAndScrollEdge() throws {
        let driver = ScrollDriver(PhotoScreen(), width: 390, height: 844)
        driver.frame()
        // 60 rows of 40 pt between the 44 pt navigation bar and the 44 pt bottom bar:
        // 2,400 − (844 − 44 − 44) = 1,644 to the end.
        #expect(driver.result.maxOffset == 1644, "\(driver.result.maxOffset)")
        #expect(barBackgroundDrawn(driver), "content is under the bar at the top")
        driver.scroll(to: 1644)
        driver.frame()
        // The last row's bottom at the bar's top edge (800): its label at 760 + (40 − 20.4) / 2.
        let last = try #require(driver.texts["row 59"])
        #expect(abs(last.y - 769.8) < 1e-9, "\(last)")
        #expect(!barBackgroundDrawn(driver), "at the end the bar is transparent (iOS's scroll-edge appearance)")
        driver.scroll(to: 1000)
        driver.frame()
        #expect(barBackgroundDrawn(driver))
    }
}
