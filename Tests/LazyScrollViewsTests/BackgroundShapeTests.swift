import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

// `background(_:in:)` (iOS 15) fills a shape sized to the view behind it:
// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
@MainActor
@Suite struct BackgroundShapeTests {
    @Test func aBubbleDrawsItsRoundedShapeBehindItsText() {
        let bubble = makeHost(Text("Hi").padding(10).background(Color.blue, in: RoundedRectangle(cornerRadius: 12)))
        let spelled = makeHost(Text("Hi").padding(10).background(RoundedRectangle(cornerRadius: 12).fill(Color.blue)))
        #expect(bubble.displayList.description == spelled.displayList.description)
        // "Hi" is 20.4 × 20.4 with the test measurer (2 × 0.6 × 17; 1.2 × 17): with 10 pt padding the
        // bubble is 40.4 square, centred in 300 × 200 — its first command, under the text.
        #expect(bubble.displayList.description.hasPrefix("fillRounded [(129.8, 79.8) 40.4×40.4] r=12"))
    }

    /// A card's `.background(Color.teal.gradient, in: RoundedRectangle(cornerRadius: 16))` draws
    /// what `RoundedRectangle(cornerRadius: 16).fill(Color.teal.gradient)` behind it draws.
    @Test func aGradientFillsTheShapeAsTheShapesOwnFillWould() {
        let card = makeHost(Text("Hi").padding(10).background(Color.teal.gradient, in: RoundedRectangle(cornerRadius: 16)))
        let spelled = makeHost(Text("Hi").padding(10).background(RoundedRectangle(cornerRadius: 16).fill(Color.teal.gradient)))
        let plain = makeHost(Text("Hi").padding(10).background(Color.teal, in: RoundedRectangle(cornerRadius: 16)))
        #expect(card.displayList.description == spelled.displayList.description)
        #expect(card.displayList.description != plain.displayList.description, "a gradient, not the flat colour")
    }
}
