import CSDL2
import DisplayList
import Foundation
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// The mask groups on SDL's OpenGL renderer against the software one: the same render-target
    /// calls, the same pixels (within 4 of 255, the README's parity for every scene). Needs a
    /// display and an OpenGL driver, so it runs only when asked:
    /// `LAZYSCROLL_GL_TESTS=1 xvfb-run -a swift test --filter MaskLayerGLTests` (Mesa's llvmpipe
    /// without a GPU).
    @Suite struct MaskLayerGLTests {
        /// A circle-clipped square, a gradient-masked strip and a mask nested in a mask, over blue.
        static var list: DisplayList {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 100, height: 20), Color(red: 0, green: 0, blue: 1))
            list.masked(by: .path(MaskLayerTests.circle, origin: Point(x: 0, y: 0), evenOdd: false), bounds: MaskLayerTests.square) {
                $0.fill(MaskLayerTests.square, MaskLayerTests.red)
            }
            var ramp = DisplayList()
            ramp.path(PathDrawing(path: VectorPath([.move(Point(x: 55, y: 10)), .line(Point(x: 95, y: 10)), .line(Point(x: 95, y: 50)),
                                                    .line(Point(x: 55, y: 50)), .close]),
                                  paint: .linearGradient([GradientStop(color: .black, location: 0),
                                                          GradientStop(color: Color(red: 0, green: 0, blue: 0, alpha: 0), location: 1)],
                                                         start: Point(x: 55, y: 0), end: Point(x: 95, y: 0))))
            let strip = Rect(x: 55, y: 10, width: 40, height: 40)
            list.withOpacity(0.8) { list in
                list.masked(by: .layer(ramp), bounds: strip) { list in
                    var left = DisplayList()
                    left.fill(Rect(x: 55, y: 10, width: 40, height: 25), .black)
                    list.masked(by: .layer(left), bounds: strip) { $0.fill(strip, MaskLayerTests.red) }
                }
            }
            return list
        }

        @Test(.enabled(if: ProcessInfo.processInfo.environment["LAZYSCROLL_GL_TESTS"] == "1"))
        func openGLDrawsWhatSoftwareDraws() throws {
            let (w, h) = (100, 60)
            let software = try Harness(width: w, height: h)
            let stats = software.render { $0.append(contentsOf: Self.list) }
            #expect(stats.maskLayers == 3)
            try #require(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0)
            defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            let window = try #require(SDL_CreateWindow("masks", 0, 0, Int32(w), Int32(h), SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_OPENGL.rawValue))
            defer { SDL_DestroyWindow(window) }
            var index: Int32 = -1
            for i in 0..<SDL_GetNumRenderDrivers() {
                var info = SDL_RendererInfo()
                if SDL_GetRenderDriverInfo(i, &info) == 0, String(cString: info.name) == "opengl" { index = i }
            }
            try #require(index >= 0, "SDL has no OpenGL renderer")
            let renderer = try #require(SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue))
            defer { SDL_DestroyRenderer(renderer) }
            let target = try #require(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                                        Int32(w), Int32(h)))
            defer { SDL_DestroyTexture(target) }
            try #require(SDL_SetRenderTarget(renderer, target) == 0)
            var pixels = [UInt32](repeating: 0, count: w * h)
            do {
                let gl = SDLRenderer(renderer: renderer, fonts: software.fonts)
                gl.background = .white
                let glStats = gl.render(Self.list)
                #expect(glStats.maskLayers == 3)
                var all = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
                let read = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, &all, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(w * 4)) }
                try #require(read == 0)
                SDLRenderer.rendererWillBeDestroyed(renderer)
            }
            var worst = 0
            for y in 0..<h {
                for x in 0..<w {
                    let p = pixels[y * w + x], s = software.rgb(x, y)
                    let r = Int(p >> 16 & 255), g = Int(p >> 8 & 255), b = Int(p & 255)
                    worst = max(worst, abs(r - Int(s.r)), abs(g - Int(s.g)), abs(b - Int(s.b)))
                }
            }
            #expect(worst <= 4, "largest channel difference: \(worst)")
            // And the pixels are the masks': the circle's corner clear, its centre red.
            #expect(software.rgb(10, 49) == .white && software.rgb(30, 30) == .red)
        }
    }
}
