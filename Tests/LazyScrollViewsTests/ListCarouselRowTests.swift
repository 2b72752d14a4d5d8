import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// A horizontal `ScrollView` as a `List` row — a carousel in a list, a common app pattern. SwiftUI:
// "The scroll view … sizes itself along the scroll axis to fit the space offered and, across it,
// to its content" (https://developer.apple.com/documentation/swiftui/scrollview): a horizontal
// one is as tall as its content, and `.frame(height:)` sets its height
// (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
//
// A plain list at 300 pt: a row's content is inset 11 pt above and below and 20 pt at the
// sides, and a row is at least 44 pt tall; text is 17 pt × 1.2 = 20.4 pt tall.

@MainActor
private struct CarouselList: View {
    var height: CGFloat?
    var swipes = false
    var body: some View {
        List {
            Text("Above")
            carousel
            Text("Below")
        }
        .listStyle(.plain)
    }
    @ViewBuilder private var carousel: some View {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(0..<10, id: \.self) { i in Color.blue.frame(width: 80, height: 60).overlay(Text("Card \(i)")) }
            }
        }
        if let height { strip.frame(height: height) } else { strip }
    }
}

@MainActor
@Suite struct ListCarouselRowTests {
    /// The carousel row's height is its content's (60) plus the 22 pt of insets, or the frame's
    /// (120) plus them: "Below" starts 11 pt into the row after it. "Above"'s row: 44 pt.
    /// (Headless, the strip is laid out at its start; ListCarouselRowWindowTests drives it
    /// through the window's pipeline, where the host scrolls it.)
    @Test(arguments: [(nil, 60.0), (120.0, 120.0)] as [(CGFloat?, Double)])
    func aHorizontalScrollViewRowIsAsTallAsItsContentOrFrame(height: CGFloat?, expected: Double) throws {
        let driver = ScrollDriver(CarouselList(height: height), width: 300, height: 600)
        let texts = driver.texts
        let above = try #require(texts["Above"]).y, below = try #require(texts["Below"]).y
        // "Above": 20.4 + 22 = 42.4 < 44, centred: (44 − 20.4) / 2 = 11.8 into its row.
        #expect(abs(above - 11.8) < 1e-6)
        // The carousel row starts at 44 and is expected + 22 tall; "Below" is centred likewise in its 44.
        #expect(abs(below - (44 + expected + 22 + 11.8)) < 1e-6)
    }
}

// A row with swipe actions around a horizontal scroll view: on iOS the inner `UIScrollView`'s
// pan wins a horizontal drag that begins over it (a gesture recognizer deeper in the view tree
// gets the touch first), and the row's swipe takes drags that begin elsewhere on the row.

@MainActor
private struct SwipingCarouselRows: View {
    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { row in
                HStack(spacing: 8) {
                    Text("R\(row)")
                    ScrollView(.horizontal) {
                        HStack { ForEach(0..<10, id: \.self) { Text("Card \($0)") } }
                    }
                    .frame(width: 150, height: 30)
                }
                .swipeActions {
                    Button(role: .destructive) {} label: { Text("Delete") }
                }
            }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct SwipeRowInnerScrollViewTests {
    /// Row 0: "R0" (20.4 pt) at x 20…40.4, then 8 pt, then the 150 pt strip at 48.4…198.4; the
    /// row is 300 wide and 44 tall (30 + 22 is 52 → 52 tall; its middle at 26).
    @Test func aDragOverTheInnerScrollViewIsNotTheRows() {
        let driver = ScrollDriver(SwipingCarouselRows(), width: 300, height: 400)
        let host = driver.scene.host
        #expect(host.hasSwipeRow(at: CGPoint(x: 30, y: 26)))          // on the label
        #expect(host.hasSwipeRow(at: CGPoint(x: 260, y: 26)))         // on the row beside the strip
        #expect(!host.hasSwipeRow(at: CGPoint(x: 120, y: 26)))        // on the strip: the strip's
        #expect(!host.beginSwipe(at: CGPoint(x: 120, y: 26)))
        #expect(host.beginSwipe(at: CGPoint(x: 260, y: 26)))
    }
}
