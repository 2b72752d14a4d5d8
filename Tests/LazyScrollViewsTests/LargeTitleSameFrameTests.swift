import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// The large title collapses with the content it heads: on iOS the navigation bar follows the
// scroll view's `contentOffset` as it changes (UIKit's `UINavigationController` observes its
// top scroll view), so the title and the rows move together in every frame
// (https://developer.apple.com/design/human-interface-guidelines/navigation-bars: "a large title
// … transitions to a standard title as people begin scrolling the content"). Here the title's
// shift comes from the screen's `onScrollGeometryChange`; the window's scroll view is laid out
// after the views' update, so its geometry actions — and the state they write — must be settled
// before that frame is painted, or a fast fling draws the title at the last frame's offset: at
// 50 pt a frame back to the top, "Photos" at full size over the pinned month header.

/// A month list under a large title, headers pinned (the `photos` scene's shape, as a stack).
private struct PinnedMonths: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<6, id: \.self) { month in
                        Section {
                            ForEach(0..<40, id: \.self) { row in
                                Text("Photo \(month)-\(row)").frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
                            }
                        } header: {
                            Text("Month \(month)").frame(maxWidth: .infinity, minHeight: 30, alignment: .leading)
                        }
                    }
                }
            }
            .navigationTitle("Photos")
        }
    }
}

/// Scroll geometry written back by an app (`onScrollGeometryChange` into `@State`) reaches the
/// frame it was measured in: a header that fades with the offset, as app code writes it.
private struct OffsetLabel: View {
    @State private var offset: CGFloat = 0
    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { Text("Row \($0)").frame(height: 40) }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, y in offset = y }
            Text("at \(Int(offset))")
        }
    }
}

@MainActor
@Suite struct LargeTitleSameFrameTests {
    /// A fling down then back up at up to 300 pt a frame: every frame draws what a frame at
    /// rest at the same offset draws (the same frame rendered twice, its geometry settled).
    @Test func theTitleFollowsTheOffsetOfTheFrameItIsDrawnIn() {
        let flinging = ScrollDriver(PinnedMonths(), width: 390, height: 700)
        let resting = ScrollDriver(PinnedMonths(), width: 390, height: 700)
        let offsets: [Points] = [0, 30, 80, 200, 500, 800, 1_100, 1_400, 1_600, 1_650, 1_660,
                                 1_610, 1_500, 1_300, 1_000, 700, 400, 150, 100, 50, 20, 0]
        for offset in offsets {
            flinging.frame(offset: offset)
            resting.frame(offset: offset)
            resting.frame(offset: offset)
            #expect(flinging.offset == resting.offset)
            #expect(flinging.texts["Photos"] == resting.texts["Photos"], "title at offset \(offset)")
            #expect(flinging.texts["Month 0"] == resting.texts["Month 0"], "first header at offset \(offset)")
        }
    }

    /// What the user saw: the large title's visible bottom never reaches the first month's
    /// header, on a fling down and back up at 50 pt a frame. The title's line is 1.2 × 34 pt =
    /// 40.8 pt (the test measurer), centred in its 52 pt area under the 44 pt bar: at rest its
    /// top is 44 + 5.6 = 49.6 and its bottom 90.4, the header's text 4.8 into its 30 pt row at
    /// 96 + 4.8 = 100.8. Both move up by the offset until the title has gone (52 pt), when the
    /// header pins at the scroll view's top (44 + 4.8) and the bar shows the inline title.
    @Test func theTitleNeverCoversTheHeaderBelowIt() {
        let driver = ScrollDriver(PinnedMonths(), width: 390, height: 700)
        let down = (0...12).map { Points($0) * 50 }
        for offset in down + down.reversed() {
            driver.frame(offset: offset)
            guard let title = driver.texts["Photos"], let header = driver.texts["Month 0"] else {
                Issue.record("title or header not drawn at offset \(offset)"); continue
            }
            let shift = min(max(offset, 0), 52)
            if offset < 52 {
                #expect(title == Point(x: 16, y: 49.6 - shift), "the large title at offset \(offset)")
                #expect(header.y == 100.8 - offset)
                #expect(title.y + 40.8 < header.y, "offset \(offset): title bottom \(title.y + 40.8), header top \(header.y)")
            } else {
                #expect(title.y + 20.4 <= NavigationBarMetrics.barHeight, "the inline title in the bar at offset \(offset)")
                #expect(header.y == 48.8, "the header pinned under the bar at offset \(offset)")
            }
        }
    }

    /// `onScrollGeometryChange` writing `@State` of the window's scroll view: the label shows the
    /// offset of the frame it is drawn in. `contentOffset.y` is the offset itself (no insets).
    @Test(arguments: [0.0, 120.0, 400.0, 37.0])
    func stateWrittenFromScrollGeometryShowsInTheSameFrame(offset: Double) {
        let driver = ScrollDriver(OffsetLabel(), width: 300, height: 400)
        driver.frame(offset: 900)
        driver.frame(offset: offset)
        #expect(driver.texts["at \(Int(offset))"] != nil, "drawn: \(driver.texts.keys.filter { $0.hasPrefix("at ") })")
    }
}
