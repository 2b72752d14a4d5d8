import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyScrollViews
import ScrollCore
import ScrollHosting
import ScrollInput
import Testing
import TestSupport

// A horizontal `ScrollView` as a `List` row through the window's pipeline, where the host drives
// the strip as a nested scroll view: "ScrollView … sizes itself to fit its content across the
// scroll axis" (https://developer.apple.com/documentation/swiftui/scrollview), and
// `.frame(height:)` sets it (https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
// A plain list at 300 pt: rows inset 11 pt above and below, 20 at the sides, at least 44 tall;
// text 20.4 pt tall, 10.2 pt a character.

private struct CarouselList: View {
    var height: CGFloat?
    var body: some View {
        List {
            Text("Above")
            if let height { strip.frame(height: height) } else { strip }
            Text("Below")
        }
        .listStyle(.plain)
    }
    private var strip: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                ForEach(0..<10, id: \.self) { i in Color.blue.frame(width: 80, height: 60).overlay(Text("Card \(i)")) }
            }
        }
    }
}

@MainActor
@Suite("A carousel row in a List, in the window")
struct ListCarouselRowWindowTests {
    static let size = Size(width: 300, height: 600)

    /// The strip's row is its content's 60 pt (or the frame's 120) plus 22 of insets: "Below"
    /// is 11.8 pt into the 44 pt row after it. (Before, a static row's strip inherited the list's
    /// lazy-content flag: its `ForEach` made no cards and the strip was 0 pt tall.)
    @Test(arguments: [(nil, 60.0), (120.0, 120.0)] as [(CGFloat?, Double)])
    func aCarouselRowIsAsTallAsItsContentOrFrame(height: CGFloat?, expected: Double) throws {
        let pipeline = hostedPipeline(CarouselList(height: height), size: Self.size, name: "carousel").pipeline
        run(pipeline, [], from: 2, frames: 1)
        let texts = drawnTexts(in: pipeline.displayList)
        let below = try #require(texts["Below"]).y
        #expect(abs(below - (44 + expected + 22 + 11.8)) < 1e-6)
        // The strip itself is as tall as its cards (60), as SwiftUI's scroll view fits its
        // content across its axis; in the 120 pt frame it is centred: (120 − 60) / 2 = 30 down.
        let strip = try #require(pipeline.nestedScrollViews.first { $0.axis == .horizontal })
        #expect(abs(strip.frame.height - 60) < 1e-6)
        #expect(abs(strip.frame.minY - (44 + 11 + (expected - 60) / 2)) < 1e-6)
        // Its cards are made and drawn: "Card 0" centred in the first 80 × 60 card.
        let card = try #require(texts["Card 0"])
        #expect(abs(card.x - (20 + (80 - 6 * 10.2) / 2)) < 1e-6)
        #expect(abs(card.y - (strip.frame.minY + (60 - 20.4) / 2)) < 1e-6)
    }
}
