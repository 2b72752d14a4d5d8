import AppHost
import Diagnostics
import DisplayList
import HostTestSupport
import Scenes
import ScrollCore
import Testing

/// Issue 15: every key says what it changed (a notice at the top of the window), and a
/// scroll-to marks the row it landed on for a second, so "lands exactly" can be seen.
@Suite("Key feedback", .serialized)
@MainActor
struct FeedbackTests {
    /// The landing outline is at full strength for 0.65 s, fades linearly to 0 at 1 s.
    @Test func landingMarkTiming() {
        #expect(LandingMark.opacity(age: 0) == 1)
        #expect(LandingMark.opacity(age: 0.65) == 1)
        #expect(abs(LandingMark.opacity(age: 0.825) - 0.5) < 1e-9)
        #expect(LandingMark.opacity(age: 1) == 0)
        #expect(LandingMark.opacity(age: -0.1) == 0)
    }

    /// A notice shows from the frame after it was posted for 1.6 s, the last 0.3 s fading.
    @Test func toastTiming() {
        var toast = ToastOverlay()
        toast.post("physics preset: android")
        #expect(toast.opacity(at: 0) == 1, "the clock starts at the first frame drawn")
        #expect(toast.opacity(at: 1.25) == 1)
        #expect(abs(toast.opacity(at: 1.45) - 0.5) < 1e-9)
        #expect(toast.opacity(at: 1.6) == 0 && toast.message == nil)
        toast.post("a"); _ = toast.opacity(at: 20); toast.post("b")
        #expect(toast.message == "b" && toast.opacity(at: 21) == 1, "a newer notice replaces the old one and starts over")
    }

    /// `J` in `stress` with an overlay on: the scene announces the row; the outline sits exactly
    /// on that row, whose centre is the viewport's (the jump's anchor), and is gone a second later.
    @Test func jumpAnnouncesAndMarksTheRow() async throws {
        let size = Size(width: 1000, height: 700)
        let trace = #"{"t": 100, "type": "key", "key": "J"}"#
        let soon = try await runHeadless(scene: "stress", scenes: CatalogSceneProvider(), size: size, frames: 20, trace: trace) { $0.overlays = OverlaySet([.hud]) }
        let message = try #require(soon.diagnostics.toastMessage)
        #expect(message.hasPrefix("jumped to row "))
        let landing = try #require(soon.pipeline.latestLanding)
        #expect(abs(landing.frame.midY - size.height / 2) < 0.5, "the row is centred: \(landing.frame)")
        let outline = soon.pipeline.displayList.commands.contains {
            if case let .strokeRect(rect, color, _) = $0 { return color.alpha > 0.99 && abs(rect.midY - landing.frame.midY) < 0.01 }
            return false
        }
        #expect(outline, "the landed row is outlined")
        let later = try await runHeadless(scene: "stress", scenes: CatalogSceneProvider(), size: size, frames: 120, trace: trace) { $0.overlays = OverlaySet([.hud]) }
        let stillOutlined = later.pipeline.displayList.commands.contains {
            if case let .strokeRect(_, color, _) = $0 { return color.red == LandingMark.color.red && color.blue == LandingMark.color.blue }
            return false
        }
        #expect(!stillOutlined && later.diagnostics.toastMessage == nil, "both are gone 1.9 s later")
    }

    /// With every overlay off — a user's app — the landing outline is a diagnostic and not drawn
    /// (issue 29: the blue outline around a `scrollTo` target appeared in users' apps).
    @Test func noLandingOutlineWithOverlaysOff() async throws {
        let trace = #"{"t": 100, "type": "key", "key": "J"}"#
        let soon = try await runHeadless(scene: "stress", scenes: CatalogSceneProvider(), frames: 20, trace: trace) { $0.overlays = OverlaySet() }
        #expect(soon.pipeline.latestLanding != nil, "the jump landed")
        let outline = soon.pipeline.displayList.commands.contains {
            if case let .strokeRect(_, color, _) = $0 { return color.red == LandingMark.color.red && color.blue == LandingMark.color.blue }
            return false
        }
        #expect(!outline)
    }

    /// The preset key (in a replay, as in the window), overlay keys and scene keys each post a notice.
    @Test("Keys post notices", arguments: [("`", "origami", "physics preset: ios-fast"), ("D", "colors", "performance HUD and lazy counters: on"),
                                           ("V", "origami", "card transition: subtle scale, 1 − |phase| × 0.1"),
                                           ("O", "origami", "button rule: onScrollTargetVisibilityChange, first steps 80 % visible")])
    func keysPostNotices(key: String, scene: String, expected: String) async throws {
        let outcome = try await runHeadless(scene: scene, scenes: CatalogSceneProvider(), frames: 20, trace: #"{"t": 100, "type": "key", "key": "\#(key)"}"#)
        #expect(outcome.diagnostics.toastMessage == expected)
    }
}
