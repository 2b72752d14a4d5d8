import DisplayList
import Foundation
import ScrollCore
import SDLRenderer
import Testing
@testable import LazyScrollUI

/// Views clipped and masked, drawn by the software renderer: what `clipShape(_:style:)`
/// (https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)) and
/// `mask(alignment:_:)` (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:))
/// leave of text, colours and gradients. Layout measures with FixedAdvanceTextMeasurer; the
/// pixels come from the fonts.
@MainActor
@Suite(.serialized)
struct ShapeClipPixelTests {
    /// `view` at `width × height` on white: its pixels as (r, g, b).
    static func pixels<V: View>(_ view: V, width: Int, height: Int) throws -> (Int, Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let host = ViewHost(rootView: view, size: CGSize(width: width, height: height), measurer: FixedAdvanceTextMeasurer())
        host.update(size: host.size, at: 0)
        let list = host.render(at: 0)
        #expect(list.validate() == nil)
        let canvas = try OffscreenCanvas(widthPixels: width, heightPixels: height)
        let renderer = SDLRenderer(renderer: canvas.renderer, fonts: try FontLibrary())
        renderer.background = RGBAColor(red: 1, green: 1, blue: 1)
        _ = renderer.render(list)
        return { x, y in let p = canvas.pixel(x: x, y: y); return (p.r, p.g, p.b) }
    }

    /// A 60 × 60 red square with a blue 20 × 20 square in its top-left corner, clipped by a
    /// circle: the blue square's outer corner lies outside the circle (distance from (30, 30) of
    /// pixel (2, 2)'s centre: 38.9 > 30) and is cut — before, it was drawn square; the centre is
    /// red; pixel (15, 15) (20.5 from the centre) is blue.
    @Test func circleCutsWhatDoesNotFillIt() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60)
            .overlay(alignment: .topLeading) { Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20) }
            .clipShape(Circle())
            .frame(width: 60, height: 60)
        let px = try Self.pixels(view, width: 60, height: 60)
        #expect(px(2, 2) == (255, 255, 255))
        #expect(px(30, 30) == (255, 0, 0))
        #expect(px(15, 15) == (0, 0, 255))
        #expect(px(57, 57) == (255, 255, 255) && px(57, 2) == (255, 255, 255))
    }

    /// Text in the top-left corner of a circle-clipped 60 × 60 frame: the 8 × 8 corner square
    /// (its inner corner (8, 8) is 31.1 from the centre (30, 30), past the radius 30) shows no
    /// ink, though the glyphs start there.
    @Test func textIsCutToTheCircle() throws {
        let text = Text("MMMM").font(.system(size: 20)).foregroundColor(.black)
            .frame(width: 60, height: 60, alignment: .topLeading)
        let unclipped = try Self.pixels(text, width: 60, height: 60)
        let clipped = try Self.pixels(text.clipShape(Circle()).frame(width: 60, height: 60), width: 60, height: 60)
        func ink(_ px: (Int, Int) -> (r: UInt8, g: UInt8, b: UInt8)) -> Int {
            var n = 0
            for y in 0..<8 { for x in 0..<8 where px(x, y) != (255, 255, 255) { n += 1 } }
            return n
        }
        #expect(ink(unclipped) > 0, "the glyphs reach the corner unclipped")
        #expect(ink(clipped) == 0)
    }

    /// A custom triangle (the frame's top-left half, inside where x + y < 60) clips a 60 × 60
    /// gradient: (10, 10) kept, (45, 45) cut.
    @Test func customShapeClipsAGradient() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        let view = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                  startPoint: .top, endPoint: .bottom)
            .frame(width: 60, height: 60).clipShape(Triangle())
        let px = try Self.pixels(view, width: 60, height: 60)
        #expect(px(10, 10) != (255, 255, 255))
        #expect(px(45, 45) == (255, 255, 255))
    }

    /// A fading header: a red 100 × 20 band masked by a gradient from black (opaque) at the
    /// leading edge to clear at the trailing one. SwiftUI's `LinearGradient` runs from the
    /// frame's leading edge (x = 0) to its trailing edge (x = 100); at pixel x's centre x + 0.5
    /// the mask's alpha is 1 − (x + 0.5)/100, so red at that alpha over white is
    /// (255, 255 × (x + 0.5)/100, same): x = 0 → 1, 25 → 65, 50 → 129, 75 → 192, 99 → 254
    /// (within 2: the mask's byte, the multiply and the blend each round; red 253 or more, as
    /// SDL's software blend of a translucent copy gives).
    @Test(arguments: [0, 25, 50, 75, 99])
    func gradientMaskFades(x: Int) throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 20)
            .mask { LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing) }
        let px = try Self.pixels(view, width: 100, height: 20)
        let expected = Int((255 * (Double(x) + 0.5) / 100).rounded())
        let p = px(x, 10)
        #expect(p.r >= 253 && abs(Int(p.g) - expected) <= 2 && p.g == p.b, "x = \(x): \(p), expected green \(expected)")
    }
}
