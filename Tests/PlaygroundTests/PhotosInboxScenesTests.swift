import AppHost
import DisplayList
import Foundation
import HostTestSupport
import LazyLayout
import LazyScrollViews
import ScrollCore
import ScrollHosting
@testable import Scenes
import Testing

/// Issue 33 Must 5 and its Done-when: the `photos` grid and the `inbox` list, written in plain
/// SwiftUI, headless — what the photo grid makes at a million photos, and the inbox pushing a
/// message, going back and refreshing.
@Suite("photos and inbox scenes", .serialized)
@MainActor
struct PhotosInboxScenesTests {
    /// A 900 pt window holds 11 columns: `.adaptive(minimum: 80)` with 2 pt spacing fits
    /// ⌊(900 + 2) / (80 + 2)⌋ = 11 (SwiftUI's adaptive rule), so a month of n photos is ⌈n / 11⌉
    /// lines under its header — the grid's elements.
    static func gridElements(_ library: PhotoLibrary, columns: Int) -> Int {
        library.reduce(0) { $0 + 1 + ($1.photos.count + columns - 1) / columns }
    }

    @Test("photos: a million photos, only the lines near the viewport made — at the top and after End")
    func photosAreLazyAtAMillion() async throws {
        let size = Size(width: 900, height: 600)
        let top = try await runHeadless(scene: "photos", size: size, frames: 3)
        let expected = Self.gridElements(PhotoLibrary(photoCount: 1_000_000), columns: 11)
        #expect(top.report.lazy.elementCount == expected, "263 month headers and their lines")
        // 504 pt under the bar and large title (600 − 44 − 52) hold the header and 6 lines of
        // 83.8 pt (81.8 pt cells + 2): with the prefetch a few more — never thousands.
        #expect(top.report.lazy.realizedMax <= 16, "\(top.report.lazy)")
        #expect(top.report.lazy.created <= 16)
        #expect(top.report.lazy.visibleIDs.first == #"[AnyHashable("header"), AnyHashable(0)]"#)
        // End: to the last line of January 2005, 7.5 M points down; still only the lines there.
        let end = try await runHeadless(scene: "photos", size: size, frames: 30,
                                        trace: #"{"t": 50, "type": "key", "key": "End"}"#)
        let lazy = end.report.lazy
        #expect(lazy.pinnedHeader == "January 2005")
        // The last line: photos 999,992 … 999,999 (the month's 3,000 photos are 272 lines of 11
        // and one of 8); a line's id is its first photo.
        #expect(lazy.visibleIDs.contains("999992"))
        #expect(lazy.realizedMax <= 24, "\(lazy)")
        #expect(lazy.created <= 40, "the top's lines and the end's, nothing between: \(lazy.created)")
    }

    // MARK: - inbox

    /// One frame of `scene` (the host's order: advance, layout, paint) and the texts drawn, where
    /// (window points), top to bottom.
    static func frame(_ scene: any WindowContent, time: Double, size: Size, offset: Points? = nil,
                      result: inout LayoutResult) -> [(text: String, at: Point)] {
        scene.advance(to: time)
        scene.layout(scene.constraints(viewport: size, scrollOffset: offset ?? result.scrollOffset), into: &result)
        var list = DisplayList()
        _ = scene.paint(result, viewport: Rect(origin: .zero, size: size), context: PaintContext(timeSeconds: time, paintNested: { _, _, _ in }), into: &list)
        var found: [(text: String, at: Point)] = []
        var stack: [DrawTransform] = [.identity]
        for command in list.commands {
            switch command {
            case .pushTransform(let t): stack.append(t.then(stack.last!))
            case .popTransform: stack.removeLast()
            case .text(let text, let origin, _, _): found.append((text, stack.last!.apply(origin)))
            default: break
            }
        }
        return found.sorted { $0.at.y < $1.at.y }
    }

    @Test("inbox: newest first; a tap pushes the message, Esc goes back to the list; F5 fetches two new messages to the top")
    func inboxPushesPopsAndRefreshes() async throws {
        let size = Size(width: 600, height: 800)
        let scene = try #require(SceneCatalog.make("inbox", repeatCount: nil, viewport: size, measurer: FixedAdvanceTextMeasurer()))
        var result = LayoutResult(constraints: scene.constraints(viewport: size, scrollOffset: 0))
        var time = 0.0
        func frames(_ n: Int) -> [(text: String, at: Point)] {
            var texts: [(text: String, at: Point)] = []
            for _ in 0..<n {
                time += 1.0 / 60
                texts = Self.frame(scene, time: time, size: size, result: &result)
            }
            return texts
        }
        /// The senders drawn, top to bottom.
        func senders(_ texts: [(text: String, at: Point)]) -> [String] {
            texts.map(\.text).filter { MailServer.senders.contains($0) }
        }
        var texts = frames(2)
        #expect(texts.contains { $0.text == "Inbox" } && texts.contains { $0.text == "Edit" })
        // Messages 299, 298, 297 first: sender n × 3 mod 7 — 1, 5, 2.
        #expect(senders(texts).prefix(3) == ["Noah Patel", "Sam Rivera", "Mia Okafor"])
        // A tap on the first row (its subject, 299 mod 8 = 3) pushes the message: the list is
        // covered, the screen shows its sender and subject. (0.35 s of slide: 24 frames.)
        let subject = try #require(texts.first { $0.text == "Your order has shipped" })
        _ = scene.tap(at: Point(x: subject.at.x + 4, y: subject.at.y + 4))
        texts = frames(24)
        #expect(texts.contains { $0.text == "Your order has shipped" })
        #expect(!texts.contains { $0.text == "Design review notes" }, "the list is covered")
        #expect(senders(texts) == ["Noah Patel"])
        #expect(scene.keyCommand("Escape", shift: false) == .handled)
        texts = frames(24)
        #expect(texts.contains { $0.text == "Design review notes" }, "back on the list")
        // F5: the refresh awaits the mail server (an actor), then the two new messages lead:
        // 301 (301 × 3 mod 7 = 0: Ava Chen) above 300 (900 mod 7 = 4: Zoe Kowalski).
        #expect(scene.keyCommand("F5", shift: false) == .handled)
        for _ in 0..<200 where scene.elementCount == 300 {
            await scene.drainMainActor()
            try await Task.sleep(for: .milliseconds(5))
            texts = frames(1)
        }
        #expect(scene.elementCount == 302)
        // The rows on screen kept their place (the engine anchors them: the new ones went in
        // above); at the top, the new messages lead.
        time += 1.0 / 60
        texts = Self.frame(scene, time: time, size: size, offset: 0, result: &result)
        #expect(senders(texts).prefix(4) == ["Ava Chen", "Zoe Kowalski", "Noah Patel", "Sam Rivera"])
    }
}
