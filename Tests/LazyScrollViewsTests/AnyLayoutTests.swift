import Foundation
import Observation
import ScrollCore
import Testing
@testable import LazyScrollViews

// https://developer.apple.com/documentation/swiftui/anylayout — "A type-erased instance of the
// layout protocol … Use an AnyLayout instance to enable dynamically changing the type of a layout
// container without destroying the state of the subviews."

@Observable @MainActor
private final class Orientation {
    var compact = true
}

@MainActor
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Text("taps \(taps)").onTapGesture { taps += 1 }
    }
}

@MainActor
private struct Adaptive: View {
    let orientation: Orientation
    var body: some View {
        let layout = orientation.compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Text("A")
            Spacer()
            TapCounter()
        }
    }
}

@MainActor
@Suite("AnyLayout") struct AnyLayoutTests {
    @Test("Switching the layout keeps the subviews' state; the spacer turns with the axis")
    func switchingKeepsState() throws {
        let orientation = Orientation()
        let driver = ScrollDriver(Adaptive(orientation: orientation))
        driver.frame()
        // Vertical in the 300 × 200 window: A at the top, the counter pushed to the bottom by
        // the spacer (text 20.4 pt tall in the tests' measurer).
        let a = try #require(driver.texts["A"]), counter = try #require(driver.texts["taps 0"])
        #expect(a.y == 0 && abs(counter.y - (200 - 20.4)) < 1e-9, "\(a) \(counter)")
        _ = driver.scene.tap(at: Point(x: counter.x + 2, y: counter.y + 4))
        driver.frame()
        #expect(driver.texts["taps 1"] != nil)
        orientation.compact = false
        driver.frame()
        driver.frame()
        // Horizontal: the counter at the trailing edge (6 characters, 61.2 pt), on A's line,
        // and still counting from 1 — the same view, not a new one.
        let moved = try #require(driver.texts["taps 1"], "the counter kept its state")
        let a2 = try #require(driver.texts["A"])
        #expect(abs(moved.x - (300 - 61.2)) < 1e-9 && moved.y == a2.y, "\(moved) \(a2)")
    }

    @Test("AnyLayout wraps a custom layout as well as the stacks")
    func customLayout() {
        let host = makeHost(AnyLayout(ZStackLayout(alignment: .topLeading)) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10)
        })
        // Both at the top-leading corner of the 40 × 40 stack, which is centred in 300 × 200.
        let fills = host.displayList.commands.compactMap { if case .fillRect(let r, _) = $0 { r } else { nil } }
        #expect(fills.contains(Rect(x: 130, y: 80, width: 40, height: 40)))
        #expect(fills.contains(Rect(x: 130, y: 80, width: 10, height: 10)))
    }
}
