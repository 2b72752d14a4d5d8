import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// `imageFetchesPerFrame`: a frame fetches at most that many new pictures, the first ones in
    /// drawing order; the others show a placeholder and come in later frames, so a row of cards
    /// scrolling in costs its pictures over several frames instead of one.
    @Suite struct ImageFetchBudgetTests {
        static let colours: [UInt32] = [TestImages.red, TestImages.green, TestImages.blue,
                                        TestImages.argb(255, 200, 0), TestImages.argb(0, 200, 255)]
        static let ids = (0..<5).map { ImageID(100 + $0) }

        /// Five 20 × 20 pictures in a row, the 2nd and 4th rounded; plus one drawn twice.
        static func row(into list: inout DisplayList) {
            for (i, id) in ids.enumerated() {
                list.image(id, in: Rect(x: 4 + Double(i) * 24, y: 6, width: 20, height: 20), cornerRadius: i % 2 == 1 ? 5 : 0)
            }
            list.image(ids[4], in: Rect(x: 4, y: 34, width: 20, height: 20))
        }

        func harness(budget: Int?) throws -> (Harness, TestImages) {
            let h = try Harness(width: 128, height: 64)
            let images = TestImages()
            for (id, colour) in zip(Self.ids, Self.colours) { images.images[id] = TestImages.solid(colour, width: 8, height: 8) }
            h.renderer.imageProvider = images
            h.renderer.imageFetchesPerFrame = budget
            return (h, images)
        }

        @Test("Two fetches a frame: five pictures arrive over three frames, placeholders meanwhile")
        func picturesArriveOverFrames() throws {
            let (h, images) = try harness(budget: 2)
            let (reference, _) = try harness(budget: nil)
            let placeholder = h.renderer.imagePlaceholderColor
            let grey = RGB(UInt8((placeholder.red * 255).rounded()), UInt8((placeholder.green * 255).rounded()), UInt8((placeholder.blue * 255).rounded()))
            func centre(_ i: Int) -> RGB { h.rgb(14 + i * 24, 16) }
            func colour(_ i: Int) -> RGB {
                let c = Self.colours[i]
                return RGB(UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF))
            }
            // Frame 1: pictures 0 and 1 (drawing order), the rest placeholders.
            var stats = h.render(Self.row)
            #expect(stats.imageUploads == 2)
            #expect((0..<5).map(centre) == [colour(0), colour(1), grey, grey, grey])
            #expect(h.rgb(14, 44) == grey, "the second draw of picture 4 waits too")
            #expect(h.renderer.deferredImageFetches == 4)
            #expect(h.renderer.imagesWaiting == 4)
            // Frame 2: pictures 2 and 3.
            stats = h.render(Self.row)
            #expect(stats.imageUploads == 2)
            #expect((0..<5).map(centre) == [colour(0), colour(1), colour(2), colour(3), grey])
            #expect(h.renderer.imagesWaiting == 2)
            // Frame 3: picture 4, in both places; from then on the frames are those of no budget.
            stats = h.render(Self.row)
            #expect(stats.imageUploads == 1)
            #expect(h.renderer.deferredImageFetches == 4 + 2)
            #expect(h.renderer.imagesWaiting == 0, "nothing left to fetch: a window may rest")
            reference.render(Self.row)
            #expect(GlyphAtlasTests.compare(h, reference).pixels == 0)
            stats = h.render(Self.row)
            #expect(stats.imageUploads == 0)
            #expect(images.requests.values.allSatisfy { $0 == 1 }, "each picture fetched once: \(images.requests)")
        }

        @Test("No budget: every picture in the first frame")
        func noBudgetFetchesAll() throws {
            let (h, images) = try harness(budget: nil)
            let stats = h.render(Self.row)
            #expect(stats.imageUploads == 5 && images.requests.count == 5 && h.renderer.deferredImageFetches == 0)
        }

        @Test("A budget of zero draws placeholders and fetches nothing")
        func zeroBudget() throws {
            let (h, images) = try harness(budget: 0)
            for _ in 0..<3 { h.render(Self.row) }
            #expect(images.requests.isEmpty)
            #expect(h.renderer.deferredImageFetches == 3 * 6)
        }
    }
}
