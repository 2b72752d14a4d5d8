import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// A text offered its own width stays on one line: "Text views always use exactly the amount of
// space they need to display their rendered contents" (https://developer.apple.com/documentation/swiftui/text),
// however the offer reached it — through padding, a background, a stack — and wraps only when
// offered less.
//
// The fixed-advance measurer: 0.6 em a character — "pad" at 17 pt is 3 × 10.2 = 30.6 wide, which
// in binary floating point is not what 30.6 + 12 − 12 gives back.
@MainActor
@Suite struct TextWrapTests {
    private func texts<V: View>(_ view: V) -> [String] {
        makeHost(view, width: 390, height: 100).displayList.description.split(separator: "\n")
            .filter { $0.hasPrefix("text ") }.map { String($0.split(separator: "\"")[1]) }
    }

    @Test(arguments: [6.0, 8.0, 10.5])
    func paddingInAStackKeepsTheTextOnOneLine(padding: Double) {
        #expect(texts(HStack { Text("pad").padding(padding) }) == ["pad"])
        #expect(texts(HStack { Text("pad").padding(padding).background(Color.gray, in: Capsule()) }) == ["pad"])
        #expect(texts(List { HStack { Text("pad").padding(padding); Text("x") } }) == ["pad", "x"])
    }

    @Test func lessThanItsWidthStillWraps() {
        // 30.5 < 30.6: the word breaks between characters, "pa" (20.4) then "d".
        #expect(texts(Text("pad").frame(width: 30.5)) == ["pa", "d"])
    }
}
