import DisplayList
import Foundation
import ScrollCore
import Testing
@testable import LazyScrollViews

// https://developer.apple.com/documentation/swiftui/unevenroundedrectangle — "A rectangular shape
// with rounded corners with different values, aligned inside the frame of the view containing it".
// Each corner is a quarter circle drawn as RoundedRectangle draws its corners: a cubic from the
// end of the side to the start of the next, controls k × radius along the sides, k = 0.5523
// (4/3 · (√2 − 1), the quarter-circle's cubic).

@MainActor
@Suite("UnevenRoundedRectangle") struct UnevenRoundedRectangleTests {
    @Test("Only the corners given are rounded; a zero radius is a square corner")
    func cornersOfTheirOwn() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        // Top side from (10, 0) to the square top-trailing corner, down to the bottom-trailing
        // corner's start (100, 40), its quarter circle to (80, 60), along the bottom to the square
        // bottom-leading corner, up to (0, 10), the top-leading quarter circle back to (10, 0).
        let c = { (v: Double) in v.shortDescription }
        let expected = "M10,0 L100,0 L100,40 C100,\(c(40 + k * 20)) \(c(80 + k * 20)),60 80,60 L0,60 L0,10 "
            + "C0,\(c(10 - k * 10)) \(c(10 - k * 10)),0 10,0 Z"
        #expect(path.storage.description == expected)
    }

    @Test("Radii are clamped to half the shorter side, so adjacent corners never overlap")
    func clamped() {
        let big = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 500, bottomLeading: 500, bottomTrailing: 500, topTrailing: 500))
        // A 40 × 40 square with every corner at most 20: a circle's four quarters.
        let path = big.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path.storage.description.hasPrefix("M20,0 L20,0 C"))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("Equal radii draw the RoundedRectangle's path")
    func equalRadiiAreARoundedRectangle() {
        let rect = CGRect(x: 5, y: 5, width: 120, height: 80)
        let uneven = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12))
        #expect(uneven.path(in: rect).storage.description == Path(roundedRect: rect, cornerRadius: 12).storage.description)
    }

    @Test("A chat bubble: filled in its frame, drawn as a path at the frame's origin")
    func bubbleDraws() {
        let host = makeHost(Text("Hi")
                                .padding(10)
                                .background(UnevenRoundedRectangle(topLeadingRadius: 16, bottomLeadingRadius: 4,
                                                                   bottomTrailingRadius: 16, topTrailingRadius: 16)
                                                .fill(Color.blue)))
        let paths = host.displayList.commands.compactMap { if case .path(let d) = $0 { d } else { nil } }
        #expect(paths.count == 1)
        #expect(paths.first?.paint == .color(RGBAColor(r8: 0, g8: 122, b8: 255)))
        #expect(paths.first.map { $0.path.description.hasPrefix("M16,0") } == true)
    }

    @Test("strokeBorder insets each radius with the outline")
    func insetRadii() {
        let inset = UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 3).inset(by: 4)
        let path = inset.path(in: CGRect(x: 0, y: 0, width: 50, height: 30))
        // Inset to (4, 4, 42, 22): top-leading radius 6, top-trailing 0 (3 − 4, at least 0).
        #expect(path.storage.description.hasPrefix("M10,4 L46,4 L46,26"))
    }
}
