import DisplayList
import Foundation
import LazyLayout
import ScrollCore
import ScrollHosting
import Testing
@testable import LazyScrollViews

// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)` as Apple documents them
// (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)):
// "If anchor is nil, this method finds the container of the identified view, and scrolls the
// minimum amount to make the identified view wholly visible. If anchor is non-nil, it defines the
// points in the identified view and the scroll view to align."
//
// The window is 300 × 200 with rows of 40 pt and no spacing: row i spans 40·i … 40·i + 40, and at
// offset 0 rows 0–4 are wholly visible.

@MainActor
private final class ProxyBox { var proxy: ScrollViewProxy? }

@MainActor
private struct Reader: View {
    let box: ProxyBox
    var body: some View {
        ScrollViewReader { proxy in
            let _ = (box.proxy = proxy)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100) { Text("Row \($0)").frame(height: 40) }
                }
            }
        }
    }
}

@MainActor
@Suite struct ScrollViewReaderTests {
    private func scroll(_ id: Int, anchor: UnitPoint? = nil, from offset: Double) -> [SceneCommand] {
        let box = ProxyBox()
        let driver = ScrollDriver(Reader(box: box), width: 300, height: 200)
        driver.frame(offset: offset)
        _ = driver.scene.takeScrollRequests()
        box.proxy!.scrollTo(id, anchor: anchor)
        driver.frame()
        return driver.scene.takeScrollRequests()
    }

    @Test func aWhollyVisibleViewDoesNotScroll() {
        #expect(scroll(2, from: 0) == [])
        #expect(scroll(4, from: 0) == [], "row 4 ends at 200, the viewport's end")
    }

    @Test func aViewBelowScrollsUpUntilItsBottomMeetsTheBottom() {
        #expect(scroll(50, from: 0) == [.scrollTo(index: 50, anchor: .bottom, animated: false)])
        // Row 5 (200…240) is partly cut at the bottom at offset 0: the same.
        #expect(scroll(5, from: 0) == [.scrollTo(index: 5, anchor: .bottom, animated: false)])
    }

    @Test func aViewAboveScrollsDownUntilItsTopMeetsTheTop() {
        #expect(scroll(10, from: 2_000) == [.scrollTo(index: 10, anchor: .top, animated: false)])
        // Row 0 (−20…20 at offset 20) is cut at the top: the same.
        #expect(scroll(0, from: 20) == [.scrollTo(index: 0, anchor: .top, animated: false)])
    }

    @Test func anAnchorAlignsThatPointOfTheViewWithTheScrollViews() {
        #expect(scroll(2, anchor: .center, from: 0) == [.scrollTo(index: 2, anchor: .center, animated: false)])
        #expect(scroll(60, anchor: .top, from: 0) == [.scrollTo(index: 60, anchor: .top, animated: false)])
        #expect(scroll(60, anchor: .bottom, from: 0) == [.scrollTo(index: 60, anchor: .bottom, animated: false)])
    }

    @Test func insideWithAnimationTheScrollAnimates() {
        let box = ProxyBox()
        let driver = ScrollDriver(Reader(box: box), width: 300, height: 200)
        _ = driver.scene.takeScrollRequests()
        withAnimation { box.proxy!.scrollTo(70, anchor: .top) }
        driver.frame()
        #expect(driver.scene.takeScrollRequests() == [.scrollTo(index: 70, anchor: .top, animated: true)])
    }
}
