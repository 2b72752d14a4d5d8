import CSDL2
@testable import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Sloped lines where there is no software surface to fill them into (SDL's OpenGL renderer,
    /// a blur layer) are feathered across their width, so they are anti-aliased as the software
    /// surface's are (`fillLineDirectly`): the overlays' curves had 0.13–0.15 % of a frame's
    /// pixels off by up to 254 of 255 between the two renderers drawn aliased, 0.009–0.040 % by
    /// up to 159 feathered (Documentation/Performance.md, "The OpenGL renderer, on Mesa's llvmpipe").
    @Suite struct FeatheredLineTests {
        /// Dear ImGui's thick anti-aliased line: an opaque core w − 1 wide between strips a pixel
        /// wide that fade to alpha 0, so the alpha integrated across the line is
        /// (w − 1) + 2 × ½ = w: the line's width, its coverage. Under a pixel wide it is drawn 1
        /// wide (core 0), as the software surface draws hairlines.
        @Test("A feathered line: core w − 1 wide, strips to w + 1, alpha 0 outside; the strips' indices after the core's",
              arguments: [(2.0, 1.0, 3.0), (3.5, 2.5, 4.5), (0.5, 0.0, 2.0)])
        func geometry(width: Double, coreWidth: Double, outerWidth: Double) throws {
            var batch = VertexBatch()
            let colour = SDL_Color(r: 255, g: 128, b: 0, a: 255)
            // A 3-4-5 slope: the unit normal is (−0.8, 0.6).
            let added = batch.appendFeatheredLine(from: SDL_FPoint(x: 10, y: 10), to: SDL_FPoint(x: 40, y: 50),
                                                  widthPixels: width, color: colour)
            #expect(added)
            #expect(batch.vertices.count == 8)
            #expect(batch.indices.count == 18)                    // three quads
            #expect(batch.fringeIndexStart == 6)                  // the core's two triangles first
            let v = batch.vertices
            func distance(_ i: Int, _ j: Int) -> Double {
                let dx = Double(v[i].position.x - v[j].position.x), dy = Double(v[i].position.y - v[j].position.y)
                return (dx * dx + dy * dy).squareRoot()
            }
            #expect(abs(distance(1, 2) - coreWidth) < 1e-4)       // across at the start: the core
            #expect(abs(distance(0, 3) - outerWidth) < 1e-4)      // and the strips' outer edges
            #expect(abs(distance(5, 6) - coreWidth) < 1e-4)       // the same at the end
            #expect([v[0], v[3], v[4], v[7]].allSatisfy { $0.color.a == 0 })
            #expect([v[1], v[2], v[5], v[6]].allSatisfy { $0.color.a == 255 && $0.color.r == 255 && $0.color.g == 128 })
            // The outer + vertex lies on the normal's side: (−0.8, 0.6) × outerWidth / 2 from the start.
            #expect(abs(Double(v[0].position.x) - (10 - 0.8 * outerWidth / 2)) < 1e-4)
            #expect(abs(Double(v[0].position.y) - (10 + 0.6 * outerWidth / 2)) < 1e-4)
        }

        @Test("A zero-length or unreachable feathered line adds nothing")
        func refused() {
            var batch = VertexBatch()
            let colour = SDL_Color(r: 0, g: 0, b: 0, a: 255)
            let zero = batch.appendFeatheredLine(from: SDL_FPoint(x: 5, y: 5), to: SDL_FPoint(x: 5, y: 5), widthPixels: 2, color: colour)
            let far = batch.appendFeatheredLine(from: SDL_FPoint(x: 0, y: 0), to: SDL_FPoint(x: 1e9, y: 1e9), widthPixels: 2, color: colour)
            #expect(!zero && !far)
            #expect(batch.vertices.isEmpty && batch.indices.isEmpty)
        }
    }
}
