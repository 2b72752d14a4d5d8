import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `strikethrough(_:color:)` and `underline(_:color:)`, on a `Text`
// (https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:),
// https://developer.apple.com/documentation/swiftui/text/underline(_:color:)) and on a view for the
// text inside (iOS 16: https://developer.apple.com/documentation/swiftui/view/strikethrough(_:color:)):
// "If color is nil, the strikethrough uses the default foreground color."
//
// The fixed-advance measurer: 0.6 em a character, lines 1.2 em, the baseline at 80 % of a line
// rounded (`TextLayout`) — "Milk" at 17 pt is 40.8 × 20.4, centred in 300 × 200 at (129.6, 89.8),
// its baseline round(16.32) = 16 down.
@MainActor
@Suite struct TextDecorationTests {
    @Test func aStrikethroughCrossesTheTextAtHalfItsXHeight() {
        // 1 pt thick (17 / 17), centred 0.28 em = 4.76 pt above the baseline:
        // 89.8 + 16 − 4.76 − 0.5 = 100.54.
        #expect(lines(makeHost(Text("Milk").strikethrough())) == [
            "text \"Milk\" at (129.6, 89.8) 17pt regular #000000",
            "fill [(129.6, 100.54) 40.8×1] #000000",
        ])
    }

    @Test func anUnderlineSitsUnderTheBaselineInItsColour() {
        // 0.1 em = 1.7 pt under the baseline: 89.8 + 16 + 1.7 = 107.5; the given colour.
        #expect(lines(makeHost(Text("Milk").underline(color: .red))) == [
            "text \"Milk\" at (129.6, 89.8) 17pt regular #000000",
            "fill [(129.6, 107.5) 40.8×1] #ff3b30",
        ])
    }

    @Test func theLineTakesTheTextsColourAndGrowsWithItsSize() {
        // 34 pt: 2 pt thick; "Milk" 81.6 × 40.8 at (109.2, 79.6), baseline round(32.64) = 33
        // down: 79.6 + 33 − 9.52 − 1 = 102.08.
        #expect(lines(makeHost(Text("Milk").font(.system(size: 34)).foregroundStyle(.blue).strikethrough())).last
                == "fill [(109.2, 102.08) 81.6×2] #007aff")
    }

    @Test func aContainersLinesReachItsTextsAndATextsOwnSettingWins() {
        let drawn = lines(makeHost(VStack(spacing: 0) {
            Text("Eggs")
            Text("Milk").strikethrough(false)
            Text("Tea").underline()
        }.strikethrough(color: .gray)))
        // "Eggs" crossed in gray; "Milk" clears it; "Tea" (30.6 wide, centred in the stack's
        // 40.8 from x 129.6: at 134.7) crossed in the container's gray and underlined in its own
        // colour.
        let fills = drawn.filter { $0.hasPrefix("fill ") }
        #expect(fills.count == 3, "\(drawn)")
        #expect(fills[0].hasPrefix("fill [(129.6, ") && fills[0].hasSuffix("#8e8e93"), "\(fills)")
        #expect(fills[1].hasPrefix("fill [(134.7, ") && fills[2].hasPrefix("fill [(134.7, "), "\(fills)")
        #expect(fills.contains { $0.hasSuffix("#000000") } && fills.contains { $0.hasPrefix("fill [(134.7, ") && $0.hasSuffix("#8e8e93") })
    }

    @Test func eachWrappedLineHasItsOwnLine() {
        let drawn = lines(makeHost(Text("one two three four").strikethrough().frame(width: 80)))
        let texts = drawn.filter { $0.hasPrefix("text ") }, fills = drawn.filter { $0.hasPrefix("fill ") }
        #expect(texts.count > 1 && fills.count == texts.count, "\(drawn)")
    }

    @Test func aPlainTextDrawsNoLine() {
        #expect(lines(makeHost(Text("Milk"))) == ["text \"Milk\" at (129.6, 89.8) 17pt regular #000000"])
        #expect(lines(makeHost(Text("Milk").strikethrough(false))) == ["text \"Milk\" at (129.6, 89.8) 17pt regular #000000"])
    }
}
