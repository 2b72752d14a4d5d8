import AppHost
import DisplayList
import Foundation
import LazyLayout
import Scenes
import ScrollCore
import Testing

/// The WWDC26 session's Origami snippets written as views (`origami-views`), run headless
/// through the real host: taps, drags, physics, nested scroll views.
@Suite("Origami as views", .serialized)
@MainActor
struct OrigamiViewsTests {
    func run(frames: Int, trace: String? = nil) async throws -> HeadlessRunner.Outcome {
        try await runHeadless(scene: "origami-views", frames: frames, trace: trace)
    }

    static func drawsText(_ list: DisplayList, _ text: String) -> Bool {
        list.commands.contains { if case .text(let s, _, _, _) = $0 { return s == text } else { return false } }
    }

    /// The button sits centred at the bottom: 28 pt above the edge, 44 pt tall.
    static let tapButton = """
    {"t": 100, "type": "down", "x": 500, "y": 650}
    {"t": 150, "type": "up", "x": 500, "y": 650}
    """

    @Test("onScrollGeometryChange shows the button at the top; scrollTo(id: \"showcase-header\") lands the header within 0.5 pt")
    func scrollToShowcase() async throws {
        let top = try await run(frames: 5)
        #expect(Self.drawsText(top.pipeline.displayList, "Scroll to Showcase ↓"), "the button shows while contentOffset.y <= 100")
        let outcome = try await run(frames: 120, trace: Self.tapButton)
        let layout = outcome.pipeline.lastLayout
        // Section 1 is the Showcase; its header holds the top edge.
        let header = try #require(layout.placed.first { $0.path == .header(of: 1) })
        #expect(abs(header.frame.minY) <= 0.5, "showcase header at \(header.frame.minY)")
        #expect(layout.scrollOffset > 1000, "the page scrolled past the steps (offset \(layout.scrollOffset))")
        #expect(!Self.drawsText(outcome.pipeline.displayList, "Scroll to Showcase ↓"), "the button hides past 100 pt")
        #expect(Self.drawsText(outcome.pipeline.displayList, "Showcase"))
    }

    @Test("A click whose press and release arrive in one frame (a real window's quick click) still scrolls")
    func quickClick() async throws {
        let outcome = try await run(frames: 120, trace: """
        {"t": 1000, "type": "down", "x": 500, "y": 650}
        {"t": 1000, "type": "up", "x": 500, "y": 650}
        """)
        let header = try #require(outcome.pipeline.lastLayout.placed.first { $0.path == .header(of: 1) })
        #expect(abs(header.frame.minY) <= 0.5, "the button's own press did not interrupt its scroll (header at \(header.frame.minY))")
    }

    @Test("A drag on the carousel scrolls it, not the page; cards at its edge are rotated by the scroll transition")
    func carouselScrolls() async throws {
        var trace = Self.tapButton + "\n"
        trace += "{\"t\": 1500, \"type\": \"down\", \"x\": 800, \"y\": 200}\n"
        for i in 1...15 { trace += "{\"t\": \(1500 + i * 16), \"type\": \"move\", \"x\": \(800 - i * 40), \"y\": 200}\n" }
        trace += "{\"t\": 1756, \"type\": \"up\", \"x\": 200, \"y\": 200}\n"
        let before = try await run(frames: 90, trace: Self.tapButton)
        let after = try await run(frames: 240, trace: trace)
        // The page did not move: the drag locked onto the horizontal scroll view.
        #expect(abs(after.pipeline.lastLayout.scrollOffset - before.pipeline.lastLayout.scrollOffset) < 0.5)
        let nested = try #require(after.pipeline.nestedScrollViews.first)
        #expect(nested.axis == .horizontal)
        #expect(nested.offset > 400, "the carousel scrolled (offset \(nested.offset))")
        let rotated = after.pipeline.displayList.commands.contains {
            if case .pushTransform(let t) = $0 { return !t.isAxisAligned } else { return false }
        }
        #expect(rotated, "a card at the carousel's edge is drawn rotated")
    }
}
