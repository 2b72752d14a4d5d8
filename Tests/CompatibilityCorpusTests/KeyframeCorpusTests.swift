import AppHost
import CompatibilityCorpus
import DisplayList
import Foundation
import LazyScrollUI
import ScrollCore
import Testing

// The corpus' `LikeablePost` used as a user uses it: a click on the heart, replayed headless
// through the window's pipeline at virtual 60 fps. The heart's `KeyframeAnimator`
// (https://developer.apple.com/documentation/swiftui/keyframeanimator) plays its scale, lift and
// tilt tracks from the click, and the content is drawn with the timeline's value at each frame.
// Set `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` for PNGs of the jump.

@MainActor
@Suite(.serialized) struct KeyframeCorpusTests {
    /// The scale factors of the transforms drawn (√(a² + b²): a rotation does not change it).
    static func scales(_ list: DisplayList) -> [Double] {
        list.commands.compactMap { command in
            guard case .pushTransform(let t) = command else { return nil }
            return (t.a * t.a + t.b * t.b).squareRoot()
        }
    }

    @Test func aClickOnTheHeartLikesThePostAndTheHeartJumps() async throws {
        let start = DrawnTexts(try await CorpusReplay.lastFrame("LikeablePost", "", frames: 3))
        let count = try #require(start.point("128 likes"))
        // The heart is the button left of the count: 16 pt of spacing and a 28 pt symbol.
        let heart = Point(x: count.x - 6 - 16 - 14, y: count.y + 4)
        let click = MenuCorpusTests.click(heart, at: 100)
        // 0.25 s after the click's release (frame 25 at 60 fps): the heart is past full size.
        let jumping = try await CorpusReplay.lastFrame("LikeablePost", click, frames: 25, shot: "jump")
        #expect(DrawnTexts(jumping).has("129 likes"), "the click liked the post")
        #expect(Self.scales(jumping).contains { $0 > 1.05 }, "the heart is drawn scaled up mid-jump: \(Self.scales(jumping))")
        // Long after (the keyframes last under a second), it rests at its size again.
        let settled = try await CorpusReplay.lastFrame("LikeablePost", click, frames: 120)
        #expect(DrawnTexts(settled).has("129 likes"))
        #expect(!Self.scales(settled).contains { abs($0 - 1) > 1e-6 }, "\(Self.scales(settled))")
    }
}
