import DisplayList
import Foundation
@testable import Scenes
import Testing

// The benchmark list paints the peer's colours (../shared/peers/imgui-list, `row_color`:
// `std::fmod(i * 0.6180339887498949, 1.0)` as the hue). Ours takes the fraction as `h - ⌊h⌋`;
// for h ≥ 0 both are exact — fmod's result is exactly representable (C11 F.10.7.1), and so is
// h − ⌊h⌋ (Sterbenz: ⌊h⌋ ≤ h < ⌊h⌋ + 1 shares h's exponent or is 0) — so they are the same
// number, not merely close. Swept over the rows a 10⁷-row list reaches.
@MainActor
@Suite struct ListSceneColorTests {
    @Test(arguments: [0, 1, 2, 3, 7, 100, 12_345, 999_999, 4_194_303, 4_194_304, 9_999_999, 10_000_000, 1 << 40])
    func theHueIsFmodsExactly(_ row: Int) {
        let h = Double(row) * 0.618_033_988_749_895
        #expect(ListScene.rowColor(row) == Color.hue(fmod(h, 1)))
    }

    /// Every row of the first 10⁵ and a stride through 10⁷: not one colour differs.
    @Test func noRowOfTheListDiffers() {
        let rows = Array(0..<100_000) + Array(stride(from: 100_000, to: 10_000_000, by: 9_973))
        let differing = rows.filter { row in
            let h = Double(row) * 0.618_033_988_749_895
            return ListScene.rowColor(row) != Color.hue(fmod(h, 1))
        }
        #expect(differing.isEmpty)
    }
}
