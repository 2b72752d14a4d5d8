import AppHost
import DisplayList
import Foundation
import LazyLayout
import Scenes
import ScrollCore
import ScrollEffects
import SDLRenderer
import Testing

/// The Origami scene headless, checked in pixels (issue 5, item 5).
@Suite("Origami scene", .serialized)
@MainActor
struct OrigamiSceneTests {
    func run(frames: Int, trace: String? = nil) async throws -> HeadlessRunner.Outcome {
        try await runHeadless(scene: "origami", frames: frames, trace: trace)
    }

    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 160 }

    @Test("The Scroll to Showcase button shows at the top and hides past 100 pt (onScrollGeometryChange)")
    func buttonFollowsOffset() async throws {
        let top = try await run(frames: 10)
        let scene = try #require(top.pipeline.scene as? OrigamiScene)
        let button = scene.buttonFrame
        #expect(Self.isBlue(top.canvas.pixel(x: Int(button.minX + 12), y: Int(button.midY))), "the button is drawn at the bottom")
        // Three wheel clicks: 159 pt > 100 pt.
        let wheel = (0..<3).map { "{\"t\": \(50 + $0 * 30), \"type\": \"wheel\", \"dx\": 0, \"dy\": -1}" }.joined(separator: "\n")
        let scrolled = try await run(frames: 60, trace: wheel)
        let hidden = try #require(scrolled.pipeline.scene as? OrigamiScene)
        #expect(!hidden.isButtonVisible)
        #expect(!Self.isBlue(scrolled.canvas.pixel(x: Int(button.minX + 12), y: Int(button.midY))))
    }

    @Test("Return scrolls to the showcase exactly: its header is pinned at the top")
    func scrollToShowcase() async throws {
        let outcome = try await run(frames: 90, trace: "{\"t\": 50, \"type\": \"key\", \"key\": \"Return\"}")
        let scene = try #require(outcome.pipeline.scene as? OrigamiScene)
        let layout = outcome.pipeline.lastLayout
        let header = try #require(layout.placed.first { $0.index == scene.showcaseHeaderIndex })
        #expect(abs(header.frame.minY) <= 0.5, "header at \(header.frame.minY)")
        // In pixels: the header's bold title is dark ink near the top-left, on the page background.
        var ink = 0
        for x in 20..<160 { for y in 12..<44 where outcome.canvas.pixel(x: x, y: y).r < 80 { ink += 1 } }
        #expect(ink > 40, "the Showcase title is drawn at the top")
    }

    @Test("Cards at the showcase's edge are rotated: their painted box is wider than the card")
    func edgeCardsAreRotated() async throws {
        let outcome = try await run(frames: 90, trace: "{\"t\": 50, \"type\": \"key\", \"key\": \"Return\"}")
        let scene = try #require(outcome.pipeline.scene as? OrigamiScene)
        // The display list wraps transformed cards in pushTransform: find a rotated one.
        let transforms = outcome.pipeline.displayList.commands.compactMap { command -> DrawTransform? in
            if case .pushTransform(let t) = command, !t.isAxisAligned { return t } else { return nil }
        }
        let rotation = try #require(transforms.first, "a card at the edge is rotated")
        // A 200 × 244 card (300 pt row less 2 × 20 pt insets, less 16) turned by the transform:
        // its bounding box is wider than 200 pt.
        let card = Rect(x: 0, y: 0, width: 200, height: 244)
        let corners = [Point(x: card.minX, y: card.minY), Point(x: card.maxX, y: card.minY),
                       Point(x: card.minX, y: card.maxY), Point(x: card.maxX, y: card.maxY)].map(rotation.apply)
        let width = corners.map(\.x).max()! - corners.map(\.x).min()!
        #expect(width > card.width + 10)
        _ = scene
    }
}
