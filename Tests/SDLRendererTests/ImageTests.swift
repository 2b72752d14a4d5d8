import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

/// Images from a dictionary, counting how often each is asked for.
final class TestImages: ImageProvider {
    /// The images and the count of requests per id, behind a lock: the renderer's image preparer
    /// asks from its worker thread while the test asks from its own (ThreadSanitizer saw the race;
    /// `LockedValue`, not `Mutex`, whose futex TSan cannot see).
    private let state = LockedValue<(images: [ImageID: ImagePixels], requests: [ImageID: Int])>(([:], [:]))

    var images: [ImageID: ImagePixels] {
        get { state.withLock { $0.images } }
        set { state.withLock { $0.images = newValue } }
    }
    var requests: [ImageID: Int] { state.withLock { $0.requests } }

    func pixels(for id: ImageID) -> ImagePixels? {
        state.withLock { state in
            state.requests[id, default: 0] += 1
            return state.images[id]
        }
    }

    /// 0xFFRRGGBB from bytes.
    static func argb(_ r: UInt32, _ g: UInt32, _ b: UInt32, alpha: UInt32 = 255) -> UInt32 {
        alpha << 24 | r << 16 | g << 8 | b
    }
    static let red = argb(255, 0, 0), green = argb(0, 255, 0), blue = argb(0, 0, 255), black = argb(0, 0, 0)

    /// A 2×2 image: red top-left, green top-right, blue bottom-left, black bottom-right.
    static let quadrants = ImagePixels(width: 2, height: 2, argb: [red, green, blue, black])
    /// The same quadrants at `size` × `size` texels. Textured triangles on SDL's software
    /// renderer may sample up to a texel off, so geometry-path tests use a larger texture.
    static func quadrants(size: Int) -> ImagePixels {
        ImagePixels(width: size, height: size) { x, y in
            x < size / 2 ? (y < size / 2 ? red : blue) : (y < size / 2 ? green : black)
        }
    }
    static func solid(_ colour: UInt32, width: Int = 4, height: Int = 4) -> ImagePixels {
        ImagePixels(width: width, height: height, argb: Array(repeating: colour, count: width * height))
    }
}

extension SDLRendererSuites {
    /// `DrawCommand.image`: pixels, aspect-fill cropping, rounded corners, transforms, opacity,
    /// and the texture lifecycle (uploaded when first drawn, released the first frame it is not).
    @Suite struct ImageTests {
        let checker = ImageID(1), solidBlack = ImageID(2), solidRed = ImageID(3), wide = ImageID(4), missing = ImageID(99)

        /// A harness whose renderer draws from a ``TestImages`` with nearest-texel scaling.
        func harness(width: Int = 64, height: Int = 64) throws -> (Harness, TestImages) {
            let h = try Harness(width: width, height: height)
            let images = TestImages()
            images.images[checker] = TestImages.quadrants
            images.images[solidBlack] = TestImages.solid(TestImages.black)
            images.images[solidRed] = TestImages.solid(TestImages.red)
            // 6×2: green, green, red, blue, green, green — a square rect shows only the middle red|blue.
            let g = TestImages.green, r = TestImages.red, b = TestImages.blue
            images.images[wide] = ImagePixels(width: 6, height: 2, argb: [g, g, r, b, g, g, g, g, r, b, g, g])
            h.renderer.imageProvider = images
            h.renderer.smoothImageScaling = false
            return (h, images)
        }

        @Test func imageDrawsItsPixelsScaledToTheRect() throws {
            let (h, images) = try harness()
            let stats = h.render { $0.image(checker, in: Rect(x: 10, y: 10, width: 20, height: 20)) }
            #expect(h.rgb(10, 10) == .red)
            #expect(h.rgb(19, 19) == .red)
            #expect(h.rgb(20, 10) == RGB(0, 255, 0))
            #expect(h.rgb(29, 19) == RGB(0, 255, 0))
            #expect(h.rgb(10, 20) == .blue)
            #expect(h.rgb(29, 29) == .black)
            #expect(h.rgb(9, 10) == .white && h.rgb(30, 30) == .white && h.rgb(10, 9) == .white)
            #expect(h.inkCount() == 20 * 20)
            #expect(stats.drawCalls == 1)
            #expect(stats.imageUploads == 1 && stats.liveImageTextures == 1 && stats.imageReleases == 0)
            #expect(stats.imageTextureBytes == 2 * 2 * 4)
            #expect(images.requests[checker] == 1)
        }

        @Test func smoothScalingKeepsTheQuadrantColoursAwayFromTheSeams() throws {
            let (h, _) = try harness()
            h.renderer.smoothImageScaling = true
            h.render { $0.image(checker, in: Rect(x: 10, y: 10, width: 20, height: 20)) }
            #expect(h.rgb(11, 11).isClose(to: .red, tolerance: 40), "got \(h.rgb(11, 11))")
            #expect(h.rgb(28, 28).isClose(to: .black, tolerance: 40), "got \(h.rgb(28, 28))")
            let box = try #require(h.inkBounds())
            #expect(box.x0 == 10 && box.y0 == 10 && box.x1 == 30 && box.y1 == 30, "ink \(box)")
        }

        /// Rounded photos are cached composites: resampled bilinearly (as upright copies are) and
        /// cut with anti-aliased corners, the same headless as in the window.
        @Test(arguments: [true, false])
        func roundedImageIsFilteredAndItsCornersAntiAliased(smooth: Bool) throws {
            let (h, _) = try harness()
            h.renderer.smoothImageScaling = smooth
            h.render { $0.image(wide, in: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 10) }
            // The red | blue seam at x = 30: linear filtering blends the two texels across it.
            let seam = (26..<34).map { h.rgb($0, 30) }
            let blended = seam.filter { $0.r > 40 && $0.r < 215 && $0.b > 40 && $0.b < 215 }
            #expect(smooth ? blended.count >= 4 : blended.isEmpty, "seam \(seam)")
            // Corner pixels along the arc are partly covered: red over white is (255, x, x).
            var partial = 0
            for y in 10..<20 { for x in 10..<20 where h.rgb(x, y).g > 30 && h.rgb(x, y).g < 225 { partial += 1 } }
            #expect(partial >= 6)
            #expect(h.rgb(10, 10) == .white && h.rgb(12, 30) == .red)
        }

        @Test func aspectFillCropsTheOverflowEvenly() throws {
            let (h, _) = try harness()
            h.render { $0.image(wide, in: Rect(x: 10, y: 10, width: 20, height: 20)) }
            // Only texels 2 and 3 (red | blue) of the 6×2 image fit a square.
            #expect(h.rgb(10, 15) == .red && h.rgb(19, 25) == .red)
            #expect(h.rgb(20, 15) == .blue && h.rgb(29, 25) == .blue)
            #expect(h.inkCount() == 20 * 20)
        }

        @Test func roundedCornersLeaveTheCornerPixelsToTheBackground() throws {
            let (h, _) = try harness()
            let stats = h.render { $0.image(solidRed, in: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 12) }
            for (x, y) in [(10, 10), (49, 10), (10, 49), (49, 49), (11, 11)] {
                #expect(h.rgb(x, y) == .white, "corner (\(x), \(y)) is \(h.rgb(x, y))")
            }
            for (x, y) in [(30, 30), (10, 30), (30, 10), (49, 30), (30, 49), (16, 16)] {
                #expect(h.rgb(x, y) == .red, "(\(x), \(y)) is \(h.rgb(x, y))")
            }
            #expect(stats.drawCalls == 1)
        }

        @Test func rotatedImageHasAWiderBoundingBox() throws {
            let (h, _) = try harness()
            let card = Rect(x: 22, y: 22, width: 20, height: 20)
            h.render { $0.image(solidBlack, in: card) }
            let upright = try #require(h.inkBounds())
            #expect(upright.x1 - upright.x0 == 20)
            h.render { list in
                list.transformed(by: .about(card.center, .rotation(radians: .pi / 6))) { $0.image(solidBlack, in: card) }
            }
            let rotated = try #require(h.inkBounds())
            let width = rotated.x1 - rotated.x0
            // A 20-wide square turned 30° spans 20·(cos 30° + sin 30°) ≈ 27.3.
            #expect(width >= 26 && width <= 29, "rotated image is \(width) wide")
            #expect(h.rgb(32, 32) == .black)
        }

        @Test func scaledAndRotatedRoundedCardStillShowsItsPixels() throws {
            let (h, images) = try harness()
            let big = ImageID(6)
            images.images[big] = TestImages.quadrants(size: 32)
            let card = Rect(x: 12, y: 12, width: 40, height: 40)
            for radius in [0.0, 6] {
                h.render { list in
                    list.transformed(by: .about(card.center, AffineTransform.scale(0.8, 0.8).then(.rotation(radians: 0.2)))) {
                        $0.image(big, in: card, cornerRadius: radius)
                    }
                }
                #expect(h.rgb(24, 24) == .red, "r=\(radius): top-left quadrant is \(h.rgb(24, 24))")
                #expect(h.rgb(40, 24) == RGB(0, 255, 0), "r=\(radius): top-right quadrant is \(h.rgb(40, 24))")
                #expect(h.rgb(24, 40) == .blue, "r=\(radius): bottom-left quadrant is \(h.rgb(24, 40))")
                #expect(h.rgb(40, 40) == .black, "r=\(radius): bottom-right quadrant is \(h.rgb(40, 40))")
                #expect(h.rgb(12, 12) == .white)
            }
        }

        @Test func opacityHalvesTheImageOnBothPaths() throws {
            let (h, _) = try harness()
            h.render { list in
                list.withOpacity(0.5) { list in
                    list.image(solidBlack, in: Rect(x: 0, y: 0, width: 20, height: 20))                  // copy
                    list.image(solidBlack, in: Rect(x: 30, y: 0, width: 20, height: 20), cornerRadius: 4) // geometry
                }
                list.image(solidBlack, in: Rect(x: 0, y: 30, width: 20, height: 20))                    // opaque again
            }
            #expect(h.rgb(10, 10).isClose(to: RGB(127, 127, 127)), "copy path: \(h.rgb(10, 10))")
            #expect(h.rgb(40, 10).isClose(to: RGB(127, 127, 127)), "geometry path: \(h.rgb(40, 10))")
            #expect(h.rgb(10, 40) == .black)
        }

        @Test func translucentPixelsBlendWithWhatIsBelow() throws {
            let (h, images) = try harness()
            let glass = ImageID(5)
            images.images[glass] = TestImages.solid(TestImages.argb(0, 0, 0, alpha: 128))
            h.render { $0.image(glass, in: Rect(x: 0, y: 0, width: 20, height: 20)) }
            #expect(h.rgb(10, 10).isClose(to: RGB(127, 127, 127)), "got \(h.rgb(10, 10))")
        }

        /// Drawn under a scale (not at the display scale), so through the texture, not a cached
        /// composite: the texture's own lifecycle.
        @Test func textureIsReleasedTheFirstFrameItIsNotDrawnAndUploadedAgainAfter() throws {
            let (h, images) = try harness()
            let frame = Rect(x: 0, y: 0, width: 40, height: 40)
            func draw(_ list: inout DisplayList) { list.transformed(by: .scale(0.5, 0.5)) { $0.image(checker, in: frame) } }
            let first = h.render(draw)
            #expect(first.liveImageTextures == 1 && first.imageUploads == 1 && first.imageReleases == 0)
            let again = h.render(draw)
            #expect(again.liveImageTextures == 1 && again.imageUploads == 0 && again.imageReleases == 0)
            let gone = h.render { _ in }                       // the card was destroyed
            #expect(gone.liveImageTextures == 0 && gone.imageReleases == 1 && gone.imageTextureBytes == 0)
            #expect(h.renderer.imageTextureStats.textures == 0)
            let back = h.render(draw)
            #expect(back.imageUploads == 1 && back.liveImageTextures == 1)
            #expect(images.requests[checker] == 2)
            #expect(h.rgb(5, 5) == .red)
        }

        /// At the display scale a card scrolling back within the composites' lifetime is copied
        /// from its cached composite: its picture is neither fetched nor resampled again.
        @Test func aCompositeDrawnAgainNeedsNoTextureNorPicture() throws {
            let (h, images) = try harness()
            let frame = Rect(x: 0, y: 0, width: 20, height: 20)
            let first = h.render { $0.image(checker, in: frame) }
            #expect(first.imageUploads == 1 && h.renderer.compositeStats.made == 1)
            for _ in 0..<5 { h.render { _ in } }                // scrolled away: the texture goes
            #expect(h.renderer.imageTextureStats.textures == 0 && h.renderer.compositeStats.live == 1)
            let back = h.render { $0.image(checker, in: frame) }
            #expect(back.imageUploads == 0 && back.drawCalls == 1)
            #expect(images.requests[checker] == 1 && h.renderer.compositeStats.made == 1)
            #expect(h.rgb(5, 5) == .red && h.rgb(15, 15) == .black && h.inkCount() == 20 * 20)
        }

        /// The HUD's `textures` line adds these to the image textures: at the display scale a
        /// photo is a composite, not a texture, and the line read "img 0 0 B" over a screen of
        /// photos (issue 36, tried in the window on Lab page 8).
        @Test func picturesKeptAsCompositesAreCountedWithTheirBytes() throws {
            let (h, _) = try harness()
            let stats = h.render { list in
                list.image(checker, in: Rect(x: 0, y: 0, width: 20, height: 20))
                list.image(solidRed, in: Rect(x: 30, y: 0, width: 10, height: 10))
                list.fill(Rect(x: 0, y: 30, width: 10, height: 10), .black)
            }
            // Two pictures, each a texture of its kept pixels and the pixels themselves, 8 bytes
            // a pixel: 20 × 20 × 8 + 10 × 10 × 8 = 4,000 bytes; the fill is no picture.
            #expect(stats.liveImageComposites == 2 && stats.imageCompositeBytes == 4_000, "\(stats)")
            for _ in 0..<5 { h.render { _ in } }                // scrolled away: still kept (600 frames)
            #expect(h.render { _ in }.liveImageComposites == 2)
        }

        @Test func liveTexturesCountDistinctImagesOnScreen() throws {
            let (h, _) = try harness()
            let both = h.render { list in
                list.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10))
                list.image(checker, in: Rect(x: 20, y: 0, width: 10, height: 10))   // same id: one texture
                list.image(solidRed, in: Rect(x: 40, y: 0, width: 10, height: 10))
            }
            #expect(both.liveImageTextures == 2 && both.imageUploads == 2)
            let one = h.render { $0.image(solidRed, in: Rect(x: 40, y: 0, width: 10, height: 10)) }
            #expect(one.liveImageTextures == 1 && one.imageReleases == 1 && one.imageUploads == 0)
        }

        @Test func gracePeriodKeepsATextureForThatManyFrames() throws {
            let (h, images) = try harness()
            h.renderer.imageTextureGraceFrames = 2
            func draw(_ list: inout DisplayList) {
                list.transformed(by: .scale(0.5, 0.5)) { $0.image(checker, in: Rect(x: 0, y: 0, width: 20, height: 20)) }
            }
            h.render(draw)
            #expect(h.render { _ in }.liveImageTextures == 1)
            #expect(h.render { _ in }.liveImageTextures == 1)
            let third = h.render { _ in }
            #expect(third.liveImageTextures == 0 && third.imageReleases == 1)
            h.render(draw)
            #expect(images.requests[checker] == 2)
        }

        @Test func culledImageKeepsItsTextureButIsNeverUploadedOffScreen() throws {
            let (h, images) = try harness()
            let offScreen = h.render { $0.image(checker, in: Rect(x: 100, y: 0, width: 10, height: 10)) }
            #expect(offScreen.imageUploads == 0 && offScreen.liveImageTextures == 0 && images.requests[checker] == nil)
            h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            // Scrolled out of view but still in the list (a prefetched card): the texture stays.
            let clipped = h.render { list in
                list.clipped(to: Rect(x: 40, y: 40, width: 10, height: 10)) { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            }
            #expect(clipped.liveImageTextures == 1 && clipped.imageReleases == 0 && clipped.drawCalls == 0)
        }

        @Test func missingImageDrawsNothingAndIsNotAskedForEveryFrame() throws {
            let (h, images) = try harness()
            let first = h.render { $0.image(missing, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            let second = h.render { $0.image(missing, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            #expect(h.inkCount() == 0)
            #expect(first.liveImageTextures == 0 && first.imageUploads == 0 && second.drawCalls == 0)
            #expect(images.requests[missing] == 1)
        }

        @Test func brokenGeometryAndNoProviderDrawNothing() throws {
            let (h, _) = try harness()
            h.render { list in
                list.image(checker, in: Rect(x: .nan, y: 0, width: 10, height: 10))
                list.image(checker, in: Rect(x: 0, y: 0, width: 0, height: 10))
                list.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity)
            }
            #expect(h.inkCount() == 0)
            h.renderer.imageProvider = nil
            let stats = h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            #expect(h.inkCount() == 0 && stats.liveImageTextures == 0)
        }

        @Test func changingTheProviderOrPurgingDropsEveryTexture() throws {
            let (h, _) = try harness()
            h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            #expect(h.renderer.imageTextureStats.textures == 1)
            h.renderer.purgeImageTextures()
            #expect(h.renderer.imageTextureStats.textures == 0)
            h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            let other = TestImages()
            other.images[checker] = TestImages.solid(TestImages.blue)
            h.renderer.imageProvider = other
            #expect(h.renderer.imageTextureStats.textures == 0 && h.renderer.imageTextureStats.bytes == 0)
            h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            #expect(h.rgb(5, 5) == .blue)
            h.renderer.invalidateImage(checker)
            #expect(h.renderer.imageTextureStats.textures == 0)
        }

        @Test func hiDPIDrawsAtThePixelScale() throws {
            let h = try Harness(pixelsPerPoint: 2)
            let images = TestImages()
            images.images[checker] = TestImages.quadrants
            h.renderer.imageProvider = images
            h.renderer.smoothImageScaling = false
            h.render { $0.image(checker, in: Rect(x: 5, y: 5, width: 10, height: 10)) }
            let box = try #require(h.inkBounds())
            #expect(box.x0 == 10 && box.y0 == 10 && box.x1 == 30 && box.y1 == 30, "ink \(box)")
            #expect(h.rgb(29, 29) == .black)
        }

        @Test func rendererWillBeDestroyedReleasesImageTextures() throws {
            let (h, _) = try harness()
            h.render { $0.image(checker, in: Rect(x: 0, y: 0, width: 10, height: 10)) }
            #expect(h.renderer.imageTextureStats.textures == 1)
            SDLRenderer.rendererWillBeDestroyed(h.canvas.renderer)
            #expect(h.renderer.imageTextureStats.textures == 0 && h.renderer.imageTextureStats.bytes == 0)
        }
    }
}
