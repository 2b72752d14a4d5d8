import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyLayout
@testable import Scenes
import ScrollCore
import Testing

/// The WWDC26 session's Origami snippets written as views (`origami`, also called
/// `origami-views`), run headless through the real host: taps, keys, drags, physics, nested
/// scroll views, checked in the display list and in pixels.
@Suite("Origami as views", .serialized)
@MainActor
struct OrigamiViewsTests {
    func run(frames: Int, trace: String? = nil, scene: String = "origami") async throws -> HeadlessRunner.Outcome {
        try await runHeadless(scene: scene, frames: frames, trace: trace)
    }

    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 160 }
    /// A point inside the button's capsule, left of its centred text: the button is 220 × 44, centred,
    /// 28 pt above the bottom of the 1000 × 700 window.
    static let buttonProbe = (x: 500 - 110 + 6, y: 650)
    static let threeWheelClicks = (0..<3).map { "{\"t\": \(50 + $0 * 30), \"type\": \"wheel\", \"dx\": 0, \"dy\": -1}" }.joined(separator: "\n")
    static let returnKey = "{\"t\": 50, \"type\": \"key\", \"key\": \"Return\"}"

    static func transforms(_ list: DisplayList) -> [DrawTransform] {
        list.commands.compactMap { if case .pushTransform(let t) = $0 { return t } else { return nil } }
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

    // Issue 15: a press on a control keeps being a click within the touch slop (18 pt, Flutter's
    // kTouchSlop); before, a 3 px wobble passed the 2 pt content slop and became a drag.
    @Test("A click on Scroll to Showcase that wobbles 3 px still scrolls to the showcase")
    func wobblyClick() async throws {
        let outcome = try await run(frames: 120, trace: """
        {"t": 100, "type": "down", "x": 500, "y": 650}
        {"t": 116, "type": "move", "x": 503, "y": 648}
        {"t": 150, "type": "up", "x": 503, "y": 648}
        """)
        let header = try #require(outcome.pipeline.lastLayout.placed.first { $0.path == .header(of: 1) })
        #expect(abs(header.frame.minY) <= 0.5, "showcase header at \(header.frame.minY)")
    }

    @Test("A drag that starts on the button and goes past the touch slop scrolls the page, no click")
    func dragFromButton() async throws {
        let outcome = try await run(frames: 60, trace: """
        {"t": 100, "type": "down", "x": 500, "y": 650}
        {"t": 116, "type": "move", "x": 500, "y": 630}
        {"t": 132, "type": "move", "x": 500, "y": 600}
        {"t": 400, "type": "up", "x": 500, "y": 600}
        """)
        // 50 pt of travel less the 18 pt slop (less the iOS 3.5 pt drag-start threshold, if any):
        // the page moved by a few tens of points, not to the showcase thousands of points down.
        let offset = outcome.pipeline.lastLayout.scrollOffset
        #expect(offset > 20 && offset <= 32, "offset \(offset)")
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

    @Test("The old name origami-views makes the same scene")
    func oldName() async throws {
        let outcome = try await run(frames: 5, scene: "origami-views")
        #expect(Self.drawsText(outcome.pipeline.displayList, "Fold a crane"))
    }

    @Test("The button is drawn at the top and hidden past 100 pt, in pixels (onScrollGeometryChange)")
    func buttonFollowsOffset() async throws {
        let top = try await run(frames: 10)
        #expect(Self.isBlue(top.canvas.pixel(x: Self.buttonProbe.x, y: Self.buttonProbe.y)), "the button is drawn at the bottom")
        // Three wheel clicks: 159 pt > 100 pt.
        let scrolled = try await run(frames: 60, trace: Self.threeWheelClicks)
        #expect(!Self.drawsText(scrolled.pipeline.displayList, "Scroll to Showcase ↓"))
        #expect(!Self.isBlue(scrolled.canvas.pixel(x: Self.buttonProbe.x, y: Self.buttonProbe.y)))
    }

    @Test("O switches the button to onScrollTargetVisibilityChange(threshold: 0.8): shown while step 1 or 2 is 80 % visible")
    func visibilityRule() async throws {
        // 159 pt down, step 2 is still fully visible: the visibility rule keeps the button.
        let trace = "{\"t\": 20, \"type\": \"key\", \"key\": \"O\"}\n" + Self.threeWheelClicks
        let shown = try await run(frames: 60, trace: trace)
        #expect(Self.drawsText(shown.pipeline.displayList, "Scroll to Showcase ↓"))
        #expect(Self.isBlue(shown.canvas.pixel(x: Self.buttonProbe.x, y: Self.buttonProbe.y)))
        // At the showcase no step is in view: hidden under either rule.
        let atShowcase = try await run(frames: 90, trace: "{\"t\": 20, \"type\": \"key\", \"key\": \"O\"}\n" + Self.returnKey)
        #expect(!Self.drawsText(atShowcase.pipeline.displayList, "Scroll to Showcase ↓"))
        // O again: back to the offset rule, at once (both observers keep running).
        let back = try await run(frames: 60, trace: trace + "\n{\"t\": 700, \"type\": \"key\", \"key\": \"O\"}")
        #expect(!Self.drawsText(back.pipeline.displayList, "Scroll to Showcase ↓"))
    }

    @Test("Return scrolls to the showcase exactly: its header is pinned at the top, its title drawn")
    func returnScrollsToShowcase() async throws {
        let outcome = try await run(frames: 90, trace: Self.returnKey)
        let header = try #require(outcome.pipeline.lastLayout.placed.first { $0.path == .header(of: 1) })
        #expect(abs(header.frame.minY) <= 0.5, "header at \(header.frame.minY)")
        // In pixels: the header's bold title is dark ink near the top-left, on the page background.
        var ink = 0
        for x in 20..<160 { for y in 12..<44 where outcome.canvas.pixel(x: x, y: y).r < 80 { ink += 1 } }
        #expect(ink > 40, "the Showcase title is drawn at the top")
    }

    @Test("Cards at the showcase's edge are rotated: a 200 × 260 card's painted box is wider than the card")
    func edgeCardsAreRotated() async throws {
        let outcome = try await run(frames: 90, trace: Self.returnKey)
        let rotation = try #require(Self.transforms(outcome.pipeline.displayList).first { !$0.isAxisAligned }, "a card at the edge is rotated")
        let card = Rect(x: 0, y: 0, width: 200, height: 260)
        let corners = [Point(x: card.minX, y: card.minY), Point(x: card.maxX, y: card.minY),
                       Point(x: card.minX, y: card.maxY), Point(x: card.maxX, y: card.maxY)].map(rotation.apply)
        let width = corners.map(\.x).max()! - corners.map(\.x).min()!
        #expect(width > card.width + 10)
    }

    @Test("V steps the cards to scaleEffect(1 - abs(phase.value) * 0.1) (the edge card shrinks, nothing rotates), then adds a blur, then back")
    func scaleVariant() async throws {
        let outcome = try await run(frames: 90, trace: "{\"t\": 20, \"type\": \"key\", \"key\": \"V\"}\n" + Self.returnKey)
        let transforms = Self.transforms(outcome.pipeline.displayList)
        #expect(!transforms.contains { !$0.isAxisAligned }, "no card is rotated")
        let scaled = try #require(transforms.first { $0.a < 0.999 }, "the edge card is scaled down")
        #expect(scaled.a >= 0.9 && abs(scaled.a - scaled.d) < 1e-9, "uniform, at most 10 % smaller (scale \(scaled.a))")
        #expect(!outcome.pipeline.displayList.commands.contains { if case .pushBlur = $0 { return true } else { return false } })
        // V again: the subtle scale with a blur of abs(phase.value) × 6 pt; the edge card's
        // blur is a group over its frame, and the same card is the scaled one.
        let blurred = try await run(frames: 90, trace: "{\"t\": 20, \"type\": \"key\", \"key\": \"V\"}\n{\"t\": 30, \"type\": \"key\", \"key\": \"V\"}\n" + Self.returnKey)
        let radii = blurred.pipeline.displayList.commands.compactMap { command -> Double? in
            if case .pushBlur(let radius, _, _) = command { return radius } else { return nil }
        }
        #expect(!radii.isEmpty && radii.allSatisfy { $0 > 0 && $0 <= 6 }, "radii \(radii)")
        #expect(!Self.transforms(blurred.pipeline.displayList).contains { !$0.isAxisAligned }, "no card is rotated")
        #expect(blurred.pipeline.displayList.validate() == nil)
        // A third V: rotation is back.
        let back = try await run(frames: 90, trace: (0..<3).map { "{\"t\": \(20 + 10 * $0), \"type\": \"key\", \"key\": \"V\"}\n" }.joined() + Self.returnKey)
        #expect(Self.transforms(back.pipeline.displayList).contains { !$0.isAxisAligned })
    }
    @Test("The pager loads a page at a time after its delay: a second fetchPage while one is on its way does nothing")
    func pagerLoadsOnePageAtATime() async throws {
        let pager = ShowcasePager(loadDelay: .milliseconds(1))
        pager.fetchPage()
        pager.fetchPage()
        #expect(pager.isLoading && pager.photos.count == 12, "nothing lands at once")
        for _ in 0..<1000 where pager.isLoading { try await Task.sleep(for: .milliseconds(1)) }
        // 12 photos to start with, one page of 8: 20; the second call was dropped.
        #expect(!pager.isLoading && pager.photos.count == 20 && pager.pagesLoaded == 1)
        #expect(pager.photos.map(\.id) == Array(0..<20))
    }
}
