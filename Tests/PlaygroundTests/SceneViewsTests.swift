import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyLayout
import LazyScrollViews
import Painting
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// The playground's scenes written as views (`colors`, `colors-footers`, `feed`, …), checked
/// headless: what they make, where their pinned views stay, what loads when.
@Suite("Scenes as views", .serialized)
@MainActor
struct SceneViewsTests {
    /// 10 pt per character, 20 pt lines: Colors headers are 20 + 2 × 16 = 52 pt tall.
    static let measurer = FixedAdvanceTextMeasurer(advanceFactor: 10.0 / 17, lineHeightFactor: 20.0 / 17)

    /// Lays `scene` out at `offset` in a `size` window and paints it (a frame without the host).
    @discardableResult
    func frame(_ scene: any WindowContent, size: Size, offset: Points, time: Double = 0, result: inout LayoutResult) -> DisplayList {
        scene.advance(to: time)
        scene.layout(scene.constraints(viewport: size, scrollOffset: offset), into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size), context: .plain, into: &list)
        return list
    }

    static func texts(_ list: DisplayList) -> [String] {
        list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    // MARK: - colors, colors-footers

    @Test("colors: sections of a 52 pt header and five 20 pt shades, 1 pt apart; rows keep their data's ids")
    func colorsStructure() throws {
        let size = Size(width: 400, height: 300)
        let scene = try #require(SceneCatalog.make("colors", repeatCount: 2, viewport: size, measurer: Self.measurer))
        var result = LayoutResult(constraints: scene.constraints(viewport: size, scrollOffset: 0))
        let list = frame(scene, size: size, offset: 0, result: &result)
        #expect(scene.elementCount == 2 * 3 * 6, "six sections of a header and five rows, no footers")
        let visible = result.placed.filter(\.isVisible).sorted { $0.index < $1.index }
        #expect(visible.map(\.path) == [.header(of: 0)] + (0..<5).map { .item($0, in: 0) } + [.header(of: 1)] + (0..<5).map { .item($0, in: 1) })
        #expect(visible.map(\.frame.minY) == [0, 53, 74, 95, 116, 137, 158, 211, 232, 253, 274, 295])
        let ids = scene.visibleIDs(result)
        #expect(ids.filter { $0.hasPrefix("reds/") } == ["reds/0", "reds/1", "reds/2", "reds/3", "reds/4"])
        #expect(Self.texts(list) == ["Reds", "Greens"])
        // The last round is named by its number.
        var end = result
        frame(scene, size: size, offset: result.maxOffset, result: &end)
        #expect(scene.visibleIDs(end).contains("blues-2/4"))
    }

    @Test("colors-footers: scrolled mid-section, its header holds the top edge and its footer the bottom edge")
    func colorsFootersPinBothEnds() async throws {
        // Ten wheel clicks: 530 pt down, into the third round of sections.
        let trace = (0..<10).map { "{\"t\": \(100 + $0 * 30), \"type\": \"wheel\", \"dx\": 0, \"dy\": -1, \"precise\": false}" }
        let outcome = try await runHeadless(scene: "colors-footers", size: Size(width: 640, height: 400), frames: 120,
                                            trace: trace.joined(separator: "\n"))
        let layout = outcome.pipeline.lastLayout
        #expect(abs(layout.scrollOffset - 530) < 1e-6)
        let header = try #require(layout.placed.first { $0.pinning == .leading })
        let footer = try #require(layout.placed.first { $0.pinning == .trailing })
        #expect(header.path.kind == .header && header.frame.minY <= 0)
        #expect(footer.path.kind == .footer && abs(footer.frame.maxY - 400) < 1e-6, "footer at \(footer.frame)")
        // Both pinned views belong to sections on screen, and paint after the rows under them.
        let texts = Self.texts(outcome.pipeline.displayList)
        let footerText = try #require(texts.last { $0.contains("shades of") })
        #expect(footerText.hasPrefix("5 shades of "))
        #expect(texts.last == footerText || texts.suffix(2).contains(footerText), "the pinned footer paints last: \(texts.suffix(3))")
    }

    // MARK: - feed

    @Test("feed: twenty posts and a progress row; when the row appears the next page is appended below, nothing on screen moves")
    func feedLoadsPages() async throws {
        let size = Size(width: 800, height: 600)
        let scene = ViewScene(name: "feed", rootView: FeedView(loadDelay: .zero), measurer: Self.measurer, size: size)
        var result = LayoutResult(constraints: scene.constraints(viewport: size, scrollOffset: 0))
        var time = 0.0
        let top = frame(scene, size: size, offset: 0, time: time, result: &result)
        #expect(scene.elementCount == 21)
        #expect(scene.visibleIDs(result).prefix(3) == ["post-0", "post-1", "post-2"])
        #expect(Self.texts(top).prefix(2) == ["folder0", "post 1"])
        #expect(Self.texts(top).contains("folder1"))
        // Scroll to the end, a frame at a time, and let the page land.
        var offset: Points = 0
        for _ in 0..<400 where scene.elementCount == 21 {
            offset = min(offset + 150, result.maxOffset)
            time += 1.0 / 60
            frame(scene, size: size, offset: offset, time: time, result: &result)
            await scene.drainMainActor()
        }
        #expect(scene.elementCount == 41, "a page of twenty was appended before the progress row")
        time += 1.0 / 60
        let after = frame(scene, size: size, offset: offset, time: time, result: &result)
        #expect(abs(result.scrollOffset - offset) < 0.5, "the rows on screen stayed where they were")
        #expect(scene.visibleIDs(result).contains("post-19"))
        #expect(Self.texts(after).contains("post 20"))
    }

    // MARK: - gallery

    @Test("gallery: wheel scrolls it sideways; the album's header holds the leading edge, its footer the trailing edge")
    func galleryPinsLeadingAndTrailing() async throws {
        let size = Size(width: 1000, height: 700)
        let trace = (0..<10).map { "{\"t\": \(100 + $0 * 30), \"type\": \"wheel\", \"dx\": 1, \"dy\": 0, \"precise\": false}" }
        let outcome = try await runHeadless(scene: "gallery", size: size, frames: 120, trace: trace.joined(separator: "\n"))
        #expect(outcome.pipeline.scene.axis == .horizontal)
        let layout = outcome.pipeline.lastLayout
        #expect(abs(layout.scrollOffset - 530) < 1e-6)
        let header = try #require(layout.placed.first { $0.pinning == .leading })
        let footer = try #require(layout.placed.first { $0.pinning == .trailing })
        #expect(header.path.kind == .header && header.frame.minX <= 0 && header.frame.width == 170)
        // The footer holds the trailing edge, but never over its own section's header (issue 15,
        // Must 3: at this offset the next album's footer is pinned while that album's header is
        // on screen, so it sits right after the header, covering only the album's cards).
        #expect(footer.path.kind == .footer && footer.frame.width == 130)
        let ownHeader = try #require(layout.placed.first { $0.path == .header(of: footer.path.section) })
        #expect(footer.frame.minX >= ownHeader.frame.maxX - 1e-6, "the footer never covers its own header")
        #expect(abs(footer.frame.minX - max(size.width - 130, ownHeader.frame.maxX)) < 1e-6)
        // Cards between them: 300 pt for every third photo, else 180; the height of the window
        // less the 150 pt content margins above and below.
        // `visibleIDs` names the visible elements in `placed` order: a card's id is its photo.
        let visible = layout.placed.filter(\.isVisible)
        var cards = 0
        for (card, id) in zip(visible, outcome.pipeline.scene.visibleIDs(layout)) where card.path.kind.row != nil {
            let photo = try #require(Int(id))
            #expect(card.frame.width == (photo % 3 == 0 ? 300 : 180), "photo \(photo) is \(card.frame.width) pt wide")
            #expect(card.frame.minY == 150 && card.frame.height == size.height - 300)
            cards += 1
        }
        #expect(cards >= 3)
        let texts = Self.texts(outcome.pipeline.displayList)
        #expect(texts.contains("Kyoto") && texts.contains("album 1"))
    }

    // MARK: - nested

    @Test("nested: the host is told of every scroll view on screen — carousels, the lists in a carousel's cards, the inner list")
    func nestedReportsScrollViews() async throws {
        let outcome = try await runHeadless(scene: "nested", size: Size(width: 1000, height: 700), frames: 3)
        let views = outcome.pipeline.nestedScrollViews
        // Section 0: a photo carousel, its row at 52…252 (a 44 pt header, 8 pt spacing).
        let carousel = try #require(views.first { $0.axis == .horizontal && $0.frame.minY == 52 })
        #expect(carousel.frame.height == 200 && carousel.frame.width == 1000)
        // Section 1: its header at 260…304, its carousel of lists at 312…612, and inside it a
        // vertical list per visible card (220 pt cards from x = 16, 12 pt apart), each below
        // the carousel's 12 pt inset and the card's 40 pt title.
        let lists = try #require(views.first { $0.axis == .horizontal && $0.frame.minY == 312 })
        #expect(lists.frame.height == 300)
        let cardLists = views.filter { $0.axis == .vertical && $0.frame.width == 220 }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(cardLists.count == 5, "cards at x = 16, 248, 480, 712, 944")
        #expect(cardLists.map(\.frame.minX) == [16, 248, 480, 712, 944])
        #expect(cardLists.allSatisfy { $0.frame.minY == 312 + 12 + 40 && $0.id.parent == lists.id })
        // Section 2's inner list begins near the bottom edge (its row at 672): 24 pt in from
        // each side, 12 pt down.
        let inner = try #require(views.first { $0.axis == .vertical && $0.frame.width == 1000 - 48 })
        #expect(inner.frame.minY == 672 + 12)
    }

    // MARK: - stress

    @Test("stress: J jumps a random row of ten million to the middle, R scrolls to the next one animated; End stays the host's")
    func stressRandomJumps() async throws {
        let size = Size(width: 800, height: 600)
        var random = SplitMix64(seed: 0x5EED)
        let first = Int(random.next() % 10_000_000), second = Int(random.next() % 10_000_000)
        /// The row with id `row` is on screen, centred within half a point.
        func centred(_ row: Int, in outcome: HeadlessRunner.Outcome) throws {
            let layout = outcome.pipeline.lastLayout
            let visible = layout.placed.filter(\.isVisible)
            let index = try #require(outcome.pipeline.scene.visibleIDs(layout).firstIndex(of: "\(row)"), "row \(row) is on screen")
            #expect(abs(visible[index].frame.midY - size.height / 2) <= 0.5, "row \(row) at \(visible[index].frame)")
            #expect(abs(visible[index].frame.height - (24 + Double((UInt64(row) &* 2_654_435_761 >> 7) % 97))) < 1e-6)
        }
        let jumped = try await runHeadless(scene: "stress", size: size, frames: 10, trace: "{\"t\": 50, \"type\": \"key\", \"key\": \"J\"}")
        #expect(jumped.pipeline.lastLayout.stats.elementCount == 10_000_000)
        #expect((jumped.pipeline.scene as? any PlaygroundScene)?.keyHelp.map(\.key) == ["R", "J"], "the help panel lists the scene's keys")
        try centred(first, in: jumped)
        #expect(jumped.pipeline.lastLayout.stats.realized < 40, "only the rows around the target were made")
        let scrolled = try await runHeadless(scene: "stress", size: size, frames: 150, trace: """
        {"t": 50, "type": "key", "key": "J"}
        {"t": 300, "type": "key", "key": "R"}
        """)
        try centred(second, in: scrolled)
        #expect(scrolled.pipeline.position.activity == .idle, "the animated scroll has finished")
        let end = try await runHeadless(scene: "stress", size: size, frames: 60, trace: "{\"t\": 50, \"type\": \"key\", \"key\": \"End\"}")
        #expect(end.pipeline.lastLayout.scrollOffset == end.pipeline.lastLayout.maxOffset)
        #expect(end.pipeline.scene.visibleIDs(end.pipeline.lastLayout).contains("9999999"))
    }
    // MARK: - list, list-variable

    @Test("list and list-variable are views of a million rows; list-variable's rows have the engine list's hashed heights, back to back")
    func benchmarkLists() throws {
        let size = Size(width: 400, height: 300)
        let list = try #require(SceneCatalog.make("list", repeatCount: nil, viewport: size, measurer: Self.measurer))
        let variable = try #require(SceneCatalog.make("list-variable", repeatCount: nil, viewport: size, measurer: Self.measurer))
        #expect(list is ViewScene<DeclarativeListView> && variable is ViewScene<VariableListView>, "the engine-drawn ListScene is the benchmark's, not a scene")
        #expect(SceneCatalog.make("list-views", repeatCount: 3, viewport: size, measurer: Self.measurer)?.name == "list-views")
        var result = LayoutResult(constraints: variable.constraints(viewport: size, scrollOffset: 0))
        let drawn = frame(variable, size: size, offset: 0, result: &result)
        #expect(variable.elementCount == 1_000_000)
        // `12 + (UInt64(i) &* 2_654_435_761 >> 9) % 25`: Swift's `>>` binds tighter than `&*`, so
        // that is 12 + i · 5_184_444 mod 25 = 12 + 19i mod 25 — for i = 0…5: 12, 31, 25, 19, 13,
        // 32 pt, so rows start at the running sums 0, 12, 43, 68, 87, 100, 8 pt in from the edge.
        let rows = result.placed.filter(\.isVisible).sorted { $0.index < $1.index }.prefix(6)
        #expect(rows.map(\.frame.height) == [12, 31, 25, 19, 13, 32])
        #expect(rows.map(\.frame.minY) == [0, 12, 43, 68, 87, 100])
        #expect(rows.allSatisfy { $0.frame.minX == 8 })
        #expect(Self.texts(drawn).prefix(2) == ["Row 0 — alpha bravo charlie", "Row 1 — quick brown fox"])
        // The squares: min(24, height) on a side (each drawn at its row's origin).
        let squares = drawn.commands.compactMap { command -> Rect? in
            if case .fillRect(let rect, _) = command, rect.width < 30 { return rect } else { return nil }
        }
        #expect(squares.prefix(6).map { [$0.width, $0.height] } == [[12, 12], [24, 24], [24, 24], [19, 19], [13, 13], [24, 24]])
    }
}
