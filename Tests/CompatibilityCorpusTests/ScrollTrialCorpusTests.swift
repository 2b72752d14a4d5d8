import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import ScrollHosting
import Testing

// Issue 32's "Done when", checked: the three screens a new user wrote for iOS in a package
// outside the repository (ChatScreen, FeaturedCarousel, ProfileScreen; only `import
// LazyScrollUI`), used as on iOS — a trace of clicks, typed text, drags and wheel clicks
// replayed headless through the window's pipeline with the real font — and what the last frame
// drew compared with what iOS shows.

/// A string the last frame drew: where its layout box's top-left landed (window points,
/// transforms applied), its point size, and the opacity it was drawn with.
struct DrawnText: CustomStringConvertible {
    let text: String
    let x: Double, y: Double
    let size: Double
    let opacity: Double
    var description: String { "\(String(reflecting: text)) at (\(x), \(y)) \(size)pt ×\(opacity)" }

    static func all(_ list: DisplayList) -> [DrawnText] {
        var found: [DrawnText] = []
        var transforms: [DrawTransform] = [.identity]
        var opacities: [Double] = [1]
        for command in list.commands {
            switch command {
            case .pushTransform(let t): transforms.append(t.then(transforms.last!))
            case .popTransform: transforms.removeLast()
            case .pushOpacity(let o): opacities.append(opacities.last! * o)
            case .popOpacity: opacities.removeLast()
            case .text(let text, let origin, let font, let color):
                let p = transforms.last!.apply(origin)
                found.append(DrawnText(text: text, x: p.x, y: p.y, size: font.sizePoints, opacity: opacities.last! * color.alpha))
            default: break
            }
        }
        return found
    }
}

@MainActor
@Suite(.serialized) struct ScrollTrialCorpusTests {
    /// Runs corpus view `name` for `frames` frames with `trace` (JSON Lines, `t` in ms) and
    /// returns the strings its last frame drew.
    static func replay(_ name: String, _ trace: String, frames: Int) async throws -> [DrawnText] {
        DrawnText.all(try await CorpusReplay.lastFrame(name, trace, frames: frames, shot: "\(frames)"))
    }
}

extension ScrollTrialCorpusTests {
    static func first(_ text: String, size: Double? = nil, in drawn: [DrawnText]) -> DrawnText? {
        drawn.first { $0.text == text && (size == nil || $0.size == size) }
    }

    // The chat opens at its newest message, above the input bar
    // (https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:for:),
    // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:));
    // a message typed in the bar and sent with Return joins the thread at the bottom, above the
    // bar — `onChange` + `ScrollViewReader.scrollTo(_:anchor: .bottom)`
    // (https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)) and
    // `.sizeChanges` `.bottom` both keep it in sight — and the field is empty again.
    @Test func theChatSendsAMessageThatShowsAboveTheBar() async throws {
        let before = try await Self.replay("ChatScreen", "", frames: 3)
        let last = try #require(Self.first("Message number 23", in: before))
        let field = try #require(Self.first("Message", in: before))
        #expect(last.y < field.y, "the newest message is above the bar: \(last) / \(field)")
        // The field's placeholder is at (23, 801): click it, type, Return.
        let after = try await Self.replay("ChatScreen", """
            {"t": 100, "type": "down", "x": 150, "y": 811}
            {"t": 150, "type": "up", "x": 150, "y": 811}
            {"t": 300, "type": "text", "text": "On my way"}
            {"t": 400, "type": "key", "key": "Return"}
            """, frames: 90)
        let sent = try #require(Self.first("On my way", in: after), "the message was sent: \(after.map(\.text).suffix(6))")
        let barNow = try #require(Self.first("Message", in: after), "the cleared field shows its placeholder")
        let previous = try #require(Self.first("Message number 23", in: after))
        #expect(previous.y < sent.y, "the new message is below the one before: \(previous) < \(sent)")
        // Found by this trial: `scrollTo(_:anchor: .bottom)` lined the view up with the scroll
        // view's whole height, not the part above the `safeAreaInset` bar, so the sent message
        // landed under the bar (816 > 801); it aligns inside the safe area now, as on iOS
        // (ScrollToVisibleRegionTests pins the offsets).
        #expect(sent.y < barNow.y, "\(sent) above \(barNow)")
    }

    // The carousel pages one card per swipe: `.viewAligned(limitBehavior: .alwaysByOne)`
    // (https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior-swift.struct/alwaysbyone):
    // a short flick and a long fast one each move exactly one card, and the card rests at the
    // content margin (24 pt; its label 16 pt further in, at x = 40): after the long swipe,
    // card 3, not 4.
    @Test func theCarouselMovesOneCardPerSwipe() async throws {
        let start = try await Self.replay("FeaturedCarousel", "", frames: 3)
        #expect(Self.first("1 of 8", in: start) != nil)
        #expect(Self.first("Featured 1", in: start)?.x == 40)
        func swipe(at t: Int, by dx: Int) -> String {
            (0...6).map { i in
                let type = i == 0 ? "down" : "move"
                return "{\"t\": \(t + i * 16), \"type\": \"\(type)\", \"x\": \(300 - dx * i / 6), \"y\": 150}"
            }.joined(separator: "\n") + "\n{\"t\": \(t + 6 * 16 + 8), \"type\": \"up\", \"x\": \(300 - dx), \"y\": 150}"
        }
        let one = try await Self.replay("FeaturedCarousel", swipe(at: 100, by: 120), frames: 90)
        // Found by this trial: `scrollPosition(id:)` reported the card scrolled into the 24 pt
        // leading content margin (its trailing 12 pt still inside the viewport), so the caption
        // stayed "1 of 8"; the id is read inside the margins now, as the visible region is.
        #expect(Self.first("2 of 8", in: one) != nil, "\(one.map(\.text))")
        #expect(Self.first("Featured 2", in: one)?.x == 40, "\(String(describing: Self.first("Featured 2", in: one)))")
        let two = try await Self.replay("FeaturedCarousel", swipe(at: 100, by: 120) + "\n" + swipe(at: 1600, by: 280), frames: 180)
        #expect(Self.first("3 of 8", in: two) != nil, "\(two.map(\.text))")
        #expect(Self.first("Featured 3", in: two)?.x == 40)
    }

    // The header scrolls at half the content's speed (its `visualEffect` offsets it by half
    // the distance scrolled: https://developer.apple.com/documentation/swiftui/view/visualeffect(_:)),
    // the compact title bar shows once `onScrollGeometryChange` reports more than 180 pt
    // scrolled, and the Edit button steps aside while `onScrollPhaseChange` says the view is
    // scrolling (https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling).
    @Test func theHeaderFollowsTheScrollOffsetAndPhase() async throws {
        let rest = try await Self.replay("ProfileScreen", "", frames: 3)
        let title0 = try #require(Self.first("Jane Appleseed", size: 34, in: rest))
        let post0 = try #require(Self.first("Post 1", in: rest))
        #expect(Self.first("Jane Appleseed", size: 17, in: rest).map { $0.opacity == 0 } ?? true, "no title bar at the top")
        #expect(Self.first("Edit", in: rest)?.opacity == 1)
        // A slow drag up by 300 pt, held, then let go without a fling.
        let moves = (0...15).map { i in
            "{\"t\": \(100 + i * 20), \"type\": \"\(i == 0 ? "down" : "move")\", \"x\": 200, \"y\": \(650 - i * 20)}"
        }.joined(separator: "\n")
        let holding = try await Self.replay("ProfileScreen", moves, frames: 40)
        #expect(Self.first("Edit", in: holding).map { $0.opacity < 0.01 } ?? true, "the button steps aside while scrolling")
        let scrolled = try await Self.replay("ProfileScreen", moves + "\n{\"t\": 1200, \"type\": \"up\", \"x\": 200, \"y\": 350}", frames: 120)
        let title1 = try #require(Self.first("Jane Appleseed", size: 34, in: scrolled))
        let post1 = try #require(Self.first("Post 1", in: scrolled))
        let distance = post0.y - post1.y
        #expect(distance > 200, "the drag scrolled: \(distance)")
        #expect(abs((title0.y - title1.y) - distance / 2) < 0.5, "parallax: the title moved \(title0.y - title1.y) for \(distance)")
        #expect(Self.first("Jane Appleseed", size: 17, in: scrolled)?.opacity == 1, "the title bar shows")
        #expect(Self.first("Edit", in: scrolled)?.opacity == 1, "the button is back at rest")
    }
}
