import DisplayList
import Foundation
@testable import LazyScrollViews
import ScrollCore
import Testing

// `LazyHStack(alignment: .firstTextBaseline)` puts its children's first baselines on one line,
// as `HStack` does (https://developer.apple.com/documentation/swiftui/lazyhstack,
// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline: "A
// guide that marks the top-most text baseline in a view"); it bottom-aligned them. Same numbers
// as `LayoutTests.firstTextBaselineAlignsTextsAndAViewWithoutTextByItsBottom`: `.body` lines are
// 20.4 pt with the baseline at 16, 34 pt text 40.8 with it at 33, a 10 × 10 square's bottom (10)
// stands in for its baseline. On the line at 33: the small text 17 below the big one's top, the
// square 23; the 40.8 pt block centred in the 200 pt height: the big text's top at 79.6.

enum BaselineHolder: String, CaseIterable, Sendable {
    case lazyInScrollView, hstackInScrollView, lazyAlone
}

@ViewBuilder @MainActor
private func children() -> some View {
    Text("small")
    Color.red.frame(width: 10, height: 10)
    Text("BIG").font(.system(size: 34))
}

@MainActor
@Suite("LazyHStack aligns text baselines")
struct LazyHStackBaselineTests {
    @Test("First baselines on one line, in a scroll view and alone", arguments: BaselineHolder.allCases)
    func firstBaselines(holder: BaselineHolder) throws {
        let list: DisplayList
        switch holder {
        case .lazyInScrollView:
            list = ScrollDriver(ScrollView(.horizontal) { LazyHStack(alignment: .firstTextBaseline, spacing: 0) { children() } },
                                width: 300, height: 200).list
        case .hstackInScrollView:
            list = ScrollDriver(ScrollView(.horizontal) { HStack(alignment: .firstTextBaseline, spacing: 0) { children() } },
                                width: 300, height: 200).list
        case .lazyAlone:
            list = makeHost(LazyHStack(alignment: .firstTextBaseline, spacing: 0) { children() }, width: 300, height: 200).displayList
        }
        let texts = drawnTexts(in: list)
        let big = try #require(texts["BIG"]).y, small = try #require(texts["small"]).y
        #expect(abs(big - 79.6) < 1e-9, "\(texts)")
        #expect(abs(small - (big + 17)) < 1e-9, "\(texts)")
        let square = try #require(drawnFills(in: list).first { $0.color == RGBAColor.red })
        #expect(abs(square.rect.minY - (big + 23)) < 1e-9)
    }
}
