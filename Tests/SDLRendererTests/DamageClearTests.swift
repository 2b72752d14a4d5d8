import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Clearing only the last frame's damage boxes (`partialClear`, SDLRenderer+Damage.swift)
    /// leaves every frame with exactly the pixels of a full clear: content that moves, vanishes,
    /// rotates, fades, changes scale or background, blurs, and another renderer on the canvas.
    @Suite struct DamageClearTests {
        /// Frame `i` of a scrolling, changing picture.
        static func frame(_ i: Int) -> DisplayList {
            var list = DisplayList()
            let dy = Double(i) * 7.5
            list.transformed(by: .translation(x: 0, y: -dy)) { moved in
                for row in 0..<30 {
                    let y = Double(row) * 24
                    moved.fill(Rect(x: 8, y: y, width: 20, height: 20), row % 2 == 0 ? .blue : .orange)
                    moved.text("Row \(row) — moving", at: Point(x: 36, y: y + 3), .body, .primary)
                }
            }
            if i % 3 == 0 { list.fillRounded(Rect(x: 180, y: 40, width: 90, height: 50), radius: 12, Color.red.opacity(0.7)) }
            if i % 4 == 1 { list.append(.line(from: Point(x: 10, y: 200), to: Point(x: 290, y: 150 + Double(i)), .green, lineWidth: 3)) }
            if i % 5 == 2 { list.stroke(Rect(x: 200, y: 120, width: 60, height: 40), .black, lineWidth: 2) }
            list.transformed(by: .about(Point(x: 240, y: 200), .rotation(radians: Double(i) * 0.3))) {
                $0.text("spin \(i)", at: Point(x: 220, y: 192), .caption, .black)
            }
            list.withOpacity(0.5) { $0.text("faded \(i % 2 == 0 ? "even" : "odd")", at: Point(x: 150, y: 220), .headline, .black) }
            if i == 6 { list.blurred(radius: 3, bounds: Rect(x: 100, y: 100, width: 80, height: 60)) { $0.fill(Rect(x: 110, y: 110, width: 40, height: 30), .purple) } }
            return list
        }

        @Test("Every frame equals a fully cleared one", arguments: [1.0, 2.0])
        func partialClearMatchesFullClear(pixelsPerPoint: Double) throws {
            let w = Int(300 * pixelsPerPoint), h = Int(240 * pixelsPerPoint)
            let partial = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let full = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            full.renderer.partialClear = false
            for i in 0..<14 {
                let bg: Color = i < 10 ? .white : Color(r8: 240, g8: 240, b8: 245)      // the background changes at 10
                for h in [partial, full] { h.renderer.background = bg; _ = h.renderer.render(Self.frame(i)) }
                let d = GlyphAtlasTests.compare(partial, full)
                #expect(d.pixels == 0, "frame \(i): \(d)")
            }
        }

        /// A frame whose first drawing command is an opaque fill of the whole canvas (a page's
        /// background) is not cleared first; any other first command clears. The reference
        /// renderer always clears (`skipsHiddenDrawing` off).
        @Test("The clear is left out only under an opaque fill of the whole canvas", arguments: [1.0, 2.0])
        func clearSkippedUnderFullOpaqueFill(pixelsPerPoint: Double) throws {
            let w = Int(300 * pixelsPerPoint), h = Int(240 * pixelsPerPoint)
            let skipping = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            let clearing = try Harness(width: w, height: h, pixelsPerPoint: pixelsPerPoint)
            clearing.renderer.skipsHiddenDrawing = false
            let page = Color(r8: 236, g8: 236, b8: 242)
            // (first command, whether it may replace the clear)
            let firsts: [(DrawCommand?, Bool)] = [
                (.fillRect(Rect(x: 0, y: 0, width: 300, height: 240), page), true),
                (.fillRect(Rect(x: -10, y: -10, width: 400, height: 300), page), true),
                (.fillRect(Rect(x: 0, y: 0, width: 300, height: 239), page), false),          // a row short
                (.fillRect(Rect(x: 0, y: 0, width: 300, height: 240), page.opacity(0.5)), false), // translucent
                (.pushClip(Rect(x: 0, y: 0, width: 150, height: 240)), false),                 // clipped fill below
                (.pushTransform(.about(Point(x: 150, y: 120), .rotation(radians: 0.1))), false),
                (nil, false),
            ]
            for (i, (first, skips)) in firsts.enumerated() {
                var list = DisplayList()
                if let first { list.append(first) }
                if case .pushClip? = first { list.fill(Rect(x: 0, y: 0, width: 300, height: 240), page); list.append(.popClip) }
                if case .pushTransform? = first { list.fill(Rect(x: 0, y: 0, width: 300, height: 240), page); list.append(.popTransform) }
                // Content that moves from frame to frame, so a missing clear would show the last one's.
                list.fill(Rect(x: 20 + Double(i) * 9, y: 30, width: 40, height: 40), .blue)
                list.text("frame \(i)", at: Point(x: 20, y: 100 + Double(i) * 6), .body, .primary)
                let before = skipping.renderer.clearsSkipped
                _ = skipping.renderer.render(list)
                _ = clearing.renderer.render(list)
                let d = GlyphAtlasTests.compare(skipping, clearing)
                #expect(d.pixels == 0, "first command \(i): \(d)")
                #expect(skipping.renderer.clearsSkipped - before == (skips ? 1 : 0), "first command \(i)")
            }
            #expect(clearing.renderer.clearsSkipped == 0)
        }

        @Test("Another renderer drawing on the same canvas in between forces a full clear")
        func anotherRendererOnTheCanvas() throws {
            let h = try Harness(width: 120, height: 60)
            let other = SDLRenderer(renderer: h.canvas.renderer, fonts: h.fonts)
            other.background = .white
            h.render { $0.fill(Rect(x: 0, y: 0, width: 20, height: 20), .red) }
            var list = DisplayList()
            list.fill(Rect(x: 60, y: 20, width: 30, height: 30), .blue)
            _ = other.render(list)                    // draws a square our renderer never saw
            h.render { $0.fill(Rect(x: 0, y: 40, width: 10, height: 10), .black) }
            #expect(h.rgb(75, 35) == .white, "the other renderer's square was cleared")
            #expect(h.rgb(5, 5) == .white && h.rgb(5, 45) == RGB(0, 0, 0))
            withExtendedLifetime(other) {}
        }
    }
}
