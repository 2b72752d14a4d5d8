import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension SDLRendererSuites {
    /// One frame using every command kind, at 2× — the picture to look at when changing the
    /// renderer. Set `LAZYSCROLL_RENDERER_PNG=/tmp/scene.png` to have it written out.
    @Suite struct SceneTests {
        static func scene() -> DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 320, height: 44), Color(r8: 242, g8: 242, b8: 247))
            list.text("Colors", at: Point(x: 16, y: 12), .headline, .primary)
            list.append(.line(from: Point(x: 0, y: 44), to: Point(x: 320, y: 44), .gray, lineWidth: 0.5))
            let colours: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
            list.clipped(to: Rect(x: 0, y: 45, width: 320, height: 160)) { clip in
                for (i, colour) in colours.enumerated() {
                    let row = Rect(x: 16, y: 52 + Double(i) * 28, width: 200, height: 24)
                    clip.fillRounded(row, radius: 8, colour)
                    clip.text("Row \(i) – äöü ✓", at: Point(x: 26, y: row.minY + 2), .body, .white)
                }
            }
            list.stroke(Rect(x: 230, y: 56, width: 74, height: 74), .black, lineWidth: 2)
            list.transformed(by: .about(Point(x: 267, y: 93), .rotation(radians: .pi / 6))) { rotated in
                rotated.fill(Rect(x: 247, y: 73, width: 40, height: 40), Color.blue.opacity(0.6))
                rotated.text("30°", at: Point(x: 252, y: 84), .caption, .white)
            }
            list.withOpacity(0.5) { $0.fillRounded(Rect(x: 230, y: 140, width: 74, height: 40), radius: 20, .red) }
            list.append(.line(from: Point(x: 230, y: 190), to: Point(x: 304, y: 205), .green, lineWidth: 3))
            list.text("12pt mono debug 60 fps", at: Point(x: 16, y: 214), .debug, .gray)
            return list
        }

        @Test func everyCommandKindDrawsAt2x() throws {
            let h = try Harness(width: 640, height: 480, pixelsPerPoint: 2)
            h.renderer.background = .systemBackground
            let list = Self.scene()
            #expect(list.validate() == nil)
            let first = h.renderer.render(list)
            #expect(first.commands == list.count)
            // The atlas counts a string a miss when it rasterised a new glyph: the first "Row"
            // brings most glyphs of the rows after it.
            #expect(first.textCacheMisses >= 4 && first.textCacheMisses + first.textCacheHits == 9)
            let second = h.renderer.render(list)
            #expect(second.textCacheMisses == 0 && second.textCacheHits == 9)
            #expect(second.drawCalls == first.drawCalls)
            // The first row's rounded rect is red at its centre (point (116, 64) → pixel (232, 128))
            // except where text covers it; check its left padding instead.
            #expect(h.rgb(2 * 20, 2 * 64) == RGB(255, 59, 48))
            #expect(h.rgb(2 * 16, 2 * 52) == .white)                        // rounded-off corner
            if let path = getenv("LAZYSCROLL_RENDERER_PNG").map({ String(cString: $0) }) {
                try h.canvas.savePNG(to: path)
            }
        }
    }
}
