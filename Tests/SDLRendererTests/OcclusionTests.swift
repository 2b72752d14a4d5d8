import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Commands before an opaque fill of the whole canvas are left out (SDLRenderer+Occlusion
    /// .swift): every frame must have the pixels of drawing everything (`skipsHiddenDrawing`
    /// off), including what the commands before the fill leave in force after it (a clip, a
    /// transform, an opacity), and fills that only look like covering fills.
    @Suite struct OcclusionTests {
        static let page = Color(r8: 236, g8: 236, b8: 242)

        /// Content drawn before and after the covering fill `cover` (nil: none).
        static func frame(_ i: Int, cover: @Sendable (inout DisplayList) -> Void) -> DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 300, height: 240), .white)               // the window's background
            list.fill(Rect(x: 10 + Double(i) * 5, y: 10, width: 50, height: 50), .red)
            list.text("before \(i)", at: Point(x: 20, y: 80), .body, .primary)
            list.blurred(radius: 2, bounds: Rect(x: 100, y: 100, width: 60, height: 40)) { $0.fill(Rect(x: 110, y: 110, width: 30, height: 20), .blue) }
            list.image(ImageID(1), in: Rect(x: 200, y: 20, width: 40, height: 40))
            cover(&list)
            list.fill(Rect(x: 40 + Double(i) * 3, y: 120, width: 80, height: 30), Color.green.opacity(0.6))
            list.text("after \(i)", at: Point(x: 30, y: 170), .headline, .black)
            return list
        }

        /// (the covering part of the frame, how many drawing commands it hides)
        static let covers: [(String, @Sendable (inout DisplayList) -> Void, Int)] = [
            ("a page fill", { $0.fill(Rect(x: 0, y: 0, width: 300, height: 240), page) }, 7),
            ("a page fill in an open clip and transform", { list in
                list.append(.pushClip(Rect(x: -10, y: -10, width: 400, height: 400)))
                list.append(.pushTransform(.translation(x: 5, y: 0)))
                list.fill(Rect(x: -5, y: 0, width: 300, height: 240), page)
                // left open: what follows is drawn shifted and clipped
            }, 7),
            ("a translucent page fill", { $0.fill(Rect(x: 0, y: 0, width: 300, height: 240), page.opacity(0.9)) }, 0),
            ("a page fill at half opacity", { $0.withOpacity(0.5) { $0.fill(Rect(x: 0, y: 0, width: 300, height: 240), page) } }, 0),
            ("a page fill a pixel short", { $0.fill(Rect(x: 1, y: 0, width: 299, height: 240), page) }, 0),
            ("a page fill under a clip", { $0.clipped(to: Rect(x: 0, y: 0, width: 150, height: 240)) { $0.fill(Rect(x: 0, y: 0, width: 300, height: 240), page) } }, 0),
            ("a page fill in a blur group", { $0.blurred(radius: 1, bounds: Rect(x: 0, y: 0, width: 300, height: 240)) { $0.fill(Rect(x: 0, y: 0, width: 300, height: 240), page) } }, 0),
            ("a rotated page fill", { $0.transformed(by: .about(Point(x: 150, y: 120), .rotation(radians: 0.05))) { $0.fill(Rect(x: -50, y: -50, width: 400, height: 340), page) } }, 0),
        ]

        @Test("Leaving out what a page fill hides changes no pixel", arguments: [1.0, 2.0], covers.indices)
        func hiddenCommandsLeaveThePixels(pixelsPerPoint: Double, index: Int) throws {
            let (name, cover, hides) = Self.covers[index]
            let w = Int(300 * pixelsPerPoint), h = Int(240 * pixelsPerPoint)
            let skipping = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let drawing = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            drawing.renderer.skipsHiddenDrawing = false
            let images = TestImages()
            images.images[ImageID(1)] = TestImages.quadrants(size: 8)
            for r in [skipping.renderer, drawing.renderer] { r.imageProvider = images }
            for i in 0..<3 {
                let before = skipping.renderer.hiddenCommandsSkipped
                _ = skipping.renderer.render(Self.frame(i, cover: cover))
                _ = drawing.renderer.render(Self.frame(i, cover: cover))
                let d = GlyphAtlasTests.compare(skipping, drawing)
                #expect(d.pixels == 0, "\(name), frame \(i): \(d)")
                // The window's fill, the square, the text, the blur group (push, fill, pop), the image.
                #expect(skipping.renderer.hiddenCommandsSkipped - before == hides, "\(name)")
            }
            #expect(drawing.renderer.hiddenCommandsSkipped == 0)
            // A hidden picture is not fetched (as one culled by a clip is not).
            #expect(skipping.renderer.imageTextureStats.textures == (hides > 0 ? 0 : 1))
            #expect(drawing.renderer.imageTextureStats.textures == 1)
        }
    }
}
