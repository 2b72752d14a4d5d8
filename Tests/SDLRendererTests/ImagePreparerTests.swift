import DisplayList
import ScrollCore
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `preparesImagesOffFrame`: pictures are made on a worker and handed over at the start of a
    /// frame; until then their places show the placeholder. No clock: a test either runs the
    /// queue itself (a preparer without a thread) or waits for the worker to finish its queue
    /// (`finishPreparingImages`), so the frame a picture arrives in is exact.
    @Suite struct ImagePreparerTests {
        typealias Row = ImageFetchBudgetTests

        func harness(offFrame: Bool, threaded: Bool = true) throws -> (Harness, TestImages) {
            let h = try Harness(width: 128, height: 64)
            let images = TestImages()
            for (id, colour) in zip(Row.ids, Row.colours) { images.images[id] = TestImages.solid(colour, width: 8, height: 8) }
            h.renderer.imageProvider = images
            if offFrame {
                if threaded { h.renderer.preparesImagesOffFrame = true } else { h.renderer.prepareImagesWithoutThread() }
            }
            return (h, images)
        }

        static func grey(_ h: Harness) -> RGB {
            let p = h.renderer.imagePlaceholderColor
            return RGB(UInt8((p.red * 255).rounded()), UInt8((p.green * 255).rounded()), UInt8((p.blue * 255).rounded()))
        }

        @Test("On the worker thread: placeholders first, then the very pixels a frame that fetches them itself draws")
        func picturesArriveAfterTheWorker() throws {
            let (h, images) = try harness(offFrame: true)
            let (reference, _) = try harness(offFrame: false)
            #expect(h.renderer.preparesImagesOffFrame)
            // Frame 1 asks for the five pictures (picture 4 is drawn twice at one size: one job)
            // and draws six placeholders without waiting.
            h.render(Row.row)
            let grey = Self.grey(h)
            #expect((0..<5).map { h.rgb(14 + $0 * 24, 16) } == Array(repeating: grey, count: 5))
            #expect(h.rgb(14, 44) == grey)
            #expect(h.renderer.imagesWaiting == 6, "the window keeps drawing frames while pictures are on the way")
            // The worker finishes; frame 2 takes everything over at its start.
            h.renderer.finishPreparingImages()
            #expect(h.renderer.imagesBeingPrepared == 0)
            h.render(Row.row)
            #expect(h.renderer.imagesWaiting == 0)
            reference.render(Row.row)
            #expect(GlyphAtlasTests.compare(h, reference).pixels == 0)
            #expect(images.requests == Dictionary(uniqueKeysWithValues: Row.ids.map { ($0, 1) }), "each picture made once: \(images.requests)")
            // Frame 3: the composites are cached; nothing is asked again.
            h.render(Row.row)
            h.renderer.finishPreparingImages()
            #expect(images.requests.values.allSatisfy { $0 == 1 })
            #expect(h.renderer.handOver.preparer?.made == 5)
        }

        @Test("Pictures that left the screen before their turn are not made")
        func queuedJobsOfPicturesNoLongerDrawnAreDropped() throws {
            let (h, images) = try harness(offFrame: true, threaded: false)
            h.render(Row.row)                                   // five jobs queued, none made
            #expect(h.renderer.imagesBeingPrepared == 5)
            #expect(images.requests.isEmpty)
            // Frame 2 draws only the first two pictures: at its end the other three jobs go.
            h.render { list in
                for id in Row.ids.prefix(2) { list.image(id, in: Rect(x: 4, y: 6, width: 20, height: 20)) }
            }
            #expect(h.renderer.imagesBeingPrepared == 2)
            h.renderer.finishPreparingImages()
            #expect(images.requests == [Row.ids[0]: 1, Row.ids[1]: 1])
            // Frame 3 shows them; frame 4 asks for a dropped one again, which then arrives.
            h.render { list in
                for id in Row.ids.prefix(2) { list.image(id, in: Rect(x: 4, y: 6, width: 20, height: 20)) }
            }
            #expect(h.renderer.imagesWaiting == 0)
            h.render { list in list.image(Row.ids[2], in: Rect(x: 4, y: 6, width: 20, height: 20)) }
            #expect(h.renderer.imagesWaiting == 1)
            h.renderer.finishPreparingImages()
            h.render { list in list.image(Row.ids[2], in: Rect(x: 4, y: 6, width: 20, height: 20)) }
            #expect(h.renderer.imagesWaiting == 0)
            #expect(h.rgb(14, 16) == RGB(0, 0, 255), "picture 2 is blue")
        }

        @Test("A finished picture waits for the next frame's start, however early it finished")
        func handOverOnlyAtFrameStart() throws {
            let (h, _) = try harness(offFrame: true, threaded: false)
            let one: (inout DisplayList) -> Void = { $0.image(Row.ids[1], in: Rect(x: 4, y: 6, width: 20, height: 20)) }
            h.render(one)
            h.renderer.finishPreparingImages()                  // made right after frame 1
            #expect(h.renderer.handOver.preparer?.made == 1)
            #expect(h.rgb(14, 16) == Self.grey(h), "frame 1 stays as drawn")
            h.render(one)
            #expect(h.rgb(14, 16) == RGB(0, 255, 0), "frame 2 has it")
        }

        @Test("A picture the provider does not have is asked for once, then drawn as nothing")
        func missingPictureIsAFailureNotALoop() throws {
            let (h, images) = try harness(offFrame: true, threaded: false)
            let missing = ImageID(999)
            for _ in 0..<4 {
                h.render { $0.image(missing, in: Rect(x: 4, y: 6, width: 20, height: 20), cornerRadius: 4) }
                h.renderer.finishPreparingImages()
            }
            #expect(images.requests == [missing: 1])
            #expect(h.renderer.imagesWaiting == 0)
            #expect(h.renderer.imagesBeingPrepared == 0)
            #expect(h.rgb(14, 16) == h.rgb(100, 50), "nothing drawn: the background")
        }
    }
}
