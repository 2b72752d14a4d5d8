import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

/// Every SDLRenderer suite nests in this one so that `.serialized` (a recursive trait) keeps
/// them all off each other's toes: FontLibrary shares SDL2_ttf's one global FreeType library.
@Suite(.serialized) enum SDLRendererSuites {}

/// A canvas, a font library and a renderer drawing on the canvas. Fields are declared so the
/// renderer is released before the canvas that owns its SDL_Renderer.
final class Harness {
    let canvas: OffscreenCanvas
    let fonts: FontLibrary
    let renderer: SDLRenderer

    init(width: Int = 64, height: Int = 64, pixelsPerPoint: Double = 1,
         textCacheLimitBytes: Int = 32 << 20, textCacheLimitCount: Int = 4096, textPath: TextPath = .atlas) throws {
        canvas = try OffscreenCanvas(widthPixels: width, heightPixels: height)
        fonts = try FontLibrary()
        renderer = SDLRenderer(renderer: canvas.renderer, fonts: fonts, pixelsPerPoint: pixelsPerPoint,
                               textCacheLimitBytes: textCacheLimitBytes, textCacheLimitCount: textCacheLimitCount)
        renderer.background = .white
        renderer.textPath = textPath
    }

    @discardableResult
    func render(_ build: (inout DisplayList) -> Void) -> RenderStats {
        var list = DisplayList()
        build(&list)
        return renderer.render(list)
    }

    func rgb(_ x: Int, _ y: Int) -> RGB {
        let p = canvas.pixel(x: x, y: y)
        return RGB(p.r, p.g, p.b)
    }

    /// The bounding box (x0, y0, x1, y1; max exclusive) of pixels that differ from white, or
    /// nil if every pixel is white. `region` limits the scan.
    func inkBounds(in region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let r = region ?? (0, 0, canvas.widthPixels, canvas.heightPixels)
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 where rgb(x, y) != .white {
                if let b = box { box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1)) }
                else { box = (x, y, x + 1, y + 1) }
            }
        }
        return box
    }

    /// How many pixels differ from white.
    func inkCount() -> Int {
        var n = 0
        for y in 0..<canvas.heightPixels { for x in 0..<canvas.widthPixels where rgb(x, y) != .white { n += 1 } }
        return n
    }
}

/// An opaque pixel colour, compared exactly or within a tolerance.
struct RGB: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    static let white = RGB(255, 255, 255)
    static let black = RGB(0, 0, 0)
    static let red = RGB(255, 0, 0)
    static let blue = RGB(0, 0, 255)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance
    }
    var description: String { "(\(r), \(g), \(b))" }
}

extension Color {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 1)
}
