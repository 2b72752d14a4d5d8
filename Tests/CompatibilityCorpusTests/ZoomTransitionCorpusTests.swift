import CompatibilityCorpus
import DisplayList
import Foundation
import ScrollCore
import Testing

// The corpus' `ZoomPhotoGrid` used as a user uses it: a click on a tile pushes its photo with
// `.navigationTransition(.zoom(sourceID:in:))`
// (https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)):
// a few frames in, the detail is drawn small, over the tile it grows from (the grid not sliding
// away); once the zoom is done it fills the window. Replayed headless through the window's
// pipeline (virtual 60 fps frames); `LAZYSCROLL_CORPUS_SCREENSHOTS=DIR` writes the frames as
// `ZoomPhotoGrid-zoom-*.png`.
@MainActor
@Suite(.serialized) struct ZoomTransitionCorpusTests {
    @Test func aTileZoomsIntoItsPhoto() async throws {
        let grid = DrawnTexts(try await CorpusReplay.lastFrame("ZoomPhotoGrid", "", frames: 3))
        let title = try #require(grid.point("Library"))
        // The middle tile of the second row (photo 5): rows of 127⅓ pt and 2 pt apart from y = 96.
        let tile = Point(x: 195, y: 289)
        let click = MenuCorpusTests.click(tile, at: 100)
        // The click ends at 160 ms (frame 10); the zoom takes 0.35 s (21 frames).
        let early = DrawnTexts(try await CorpusReplay.lastFrame("ZoomPhotoGrid", click, frames: 13, shot: "zoom-early"))
        let mid = DrawnTexts(try await CorpusReplay.lastFrame("ZoomPhotoGrid", click, frames: 20, shot: "zoom-mid"))
        let done = DrawnTexts(try await CorpusReplay.lastFrame("ZoomPhotoGrid", click, frames: 45, shot: "zoom-done"))
        #expect(done.has("Shared with you"), "the detail, once the zoom is done")
        let rest = try #require(done.point("Shared with you"))
        for (name, frame) in [("early", early), ("mid", mid)] {
            #expect(frame.point("Library") == title, "\(name): the grid stays where it is under the zoom")
            let shared = try #require(frame.point("Shared with you"), "\(name): the detail is drawn")
            #expect(shared != rest, "\(name): the detail is drawn scaled and moved, not at rest")
        }
    }
}
