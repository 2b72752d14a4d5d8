import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// The renderer executes a replayed list (`DrawCommand.replay`, how a scroll view draws the
    /// rows it recorded) in place: every pixel, every count in `RenderStats`, the damage-region
    /// clears of the frames after it and the commands a page fill hides must be those of the
    /// same rows copied into the list.
    @Suite struct ReplayRenderTests {
        /// A row: a card with its drop shadow (the look-ahead pair), a square, a label, a picture
        /// and a blurred dot (a layer group inside the recording).
        static func row(_ i: Int) -> DisplayList {
            var row = DisplayList()
            row.transformed(by: .translation(x: 2, y: 2)) { $0.fillRounded(Rect(x: 4, y: 2, width: 280, height: 36), radius: 8, Color.black.opacity(0.2)) }
            row.fillRounded(Rect(x: 4, y: 2, width: 280, height: 36), radius: 8, .white)
            row.fill(Rect(x: 12, y: 10, width: 20, height: 20), Color(r8: 40 * (i % 6), g8: 120, b8: 200))
            row.text("Row \(i)", at: Point(x: 40, y: 12), FontSpec(sizePoints: 13), .black)
            row.image(ImageID(1), in: Rect(x: 200, y: 8, width: 24, height: 24), cornerRadius: 4)
            row.blurred(radius: 1.5, bounds: Rect(x: 240, y: 12, width: 16, height: 16)) { $0.fill(Rect(x: 244, y: 16, width: 8, height: 8), .red) }
            return row
        }

        /// Frame `f` of a list scrolled by 7 points a frame, its rows replayed or copied;
        /// `coverAfter`: a page fill over the whole canvas after the rows (they are all hidden).
        static func frame(_ f: Int, replaying: Bool, coverAfter: Bool = false) -> DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 300, height: 200), Color(r8: 236, g8: 236, b8: 242))
            list.clipped(to: Rect(x: 0, y: 20, width: 300, height: 160)) { inner in
                let offset = Double(7 * f)
                for i in Int(offset / 40)...Int((offset + 160) / 40) {
                    let at = AffineTransform.translation(x: 0, y: 20 + Double(40 * i) - offset)
                    if replaying { inner.append(replaying: row(i), transformedBy: at) } else { inner.append(contentsOf: row(i), transformedBy: at) }
                }
            }
            if coverAfter { list.fill(Rect(x: 0, y: 0, width: 300, height: 200), .white) }
            list.text("after", at: Point(x: 10, y: 184), FontSpec(sizePoints: 11), .black)
            return list
        }

        @Test("Replayed rows draw the pixels and counts of copied rows, frame after frame", arguments: [1.0, 2.0], [false, true])
        func replayedRowsArePixelExact(pixelsPerPoint: Double, coverAfter: Bool) throws {
            let w = Int(300 * pixelsPerPoint), h = Int(200 * pixelsPerPoint)
            let replaying = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let copying = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let images = TestImages()
            images.images[ImageID(1)] = TestImages.quadrants(size: 8)
            for r in [replaying.renderer, copying.renderer] { r.imageProvider = images }
            for f in 0..<6 {
                let hiddenBefore = (replaying.renderer.hiddenCommandsSkipped, copying.renderer.hiddenCommandsSkipped)
                let a = replaying.renderer.render(Self.frame(f, replaying: true, coverAfter: coverAfter))
                let b = copying.renderer.render(Self.frame(f, replaying: false, coverAfter: coverAfter))
                let d = GlyphAtlasTests.compare(replaying, copying)
                #expect(d.pixels == 0, "frame \(f): \(d)")
                #expect(a == b, "frame \(f)")
                #expect(a.commands == Self.frame(f, replaying: true, coverAfter: coverAfter).count)
                let hidden = (replaying.renderer.hiddenCommandsSkipped - hiddenBefore.0, copying.renderer.hiddenCommandsSkipped - hiddenBefore.1)
                #expect(hidden.0 == hidden.1, "frame \(f): the commands a page fill hides")
                #expect(coverAfter ? hidden.0 > 0 : hidden.0 == 0)
            }
            #expect(replaying.renderer.imageTextureStats.textures == copying.renderer.imageTextureStats.textures)
        }
    }
}
