import DisplayList
import Foundation
import Testing
@testable import LazyScrollViews

/// `ImageBitmap` (UIKit's `UIImage`) and `Image(bitmap:)`: pixels in memory, found by the
/// renderer through `ImageBitmaps`, freed with the last reference.
@Suite("ImageBitmap")
@MainActor
struct ImageBitmapTests {
    @Test("A filled bitmap registers its pixels under a fresh id; they go when the bitmap does")
    func lifetime() throws {
        var bitmap: ImageBitmap? = ImageBitmap(width: 3, height: 2, filledWith: Color(red: 1, green: 0.5, blue: 0))
        let id = try #require(bitmap?.id)
        let pixels = try #require(ImageBitmaps.pixels(for: id))
        #expect(pixels.width == 3 && pixels.height == 2)
        #expect(pixels.argb.allSatisfy { $0 == 0xFFFF_8000 })     // 0.5 × 255 = 127.5 rounds to 128 (0x80)
        #expect(bitmap?.byteCount == 24)
        #expect(ImageBitmap(width: 1, height: 1, filledWith: .black).id != id)
        bitmap = nil
        #expect(ImageBitmaps.pixels(for: id) == nil)
        // Still known as a bitmap's id (a renderer draws nothing for it, not a fallback picture);
        // a named image's id is not one.
        #expect(ImageBitmaps.isBitmapID(id))
        #expect(!ImageBitmaps.isBitmapID(ImageID(name: "photo-3")))
        #expect(!ImageBitmaps.isBitmapID(ImageID(rawValue: 1 << 63 | 1 << 62)))
    }

    @Test("An Image made from a bitmap keeps it alive, and its size is the bitmap's in points")
    func imageHoldsBitmap() throws {
        var image: Image?
        var id: ImageID?
        do {
            let bitmap = ImageBitmap(width: 30, height: 20, filledWith: .blue)
            id = bitmap.id
            image = Image(bitmap: bitmap)
        }
        let held = try #require(id)
        #expect(ImageBitmaps.pixels(for: held) != nil)
        #expect(image?.intrinsicSize == CGSize(width: 30, height: 20))
        image = nil
        #expect(ImageBitmaps.pixels(for: held) == nil)
    }

    @Test("encodedData round-trips through init(data:); anything else decodes to nil")
    func encoding() throws {
        let argb: [UInt32] = [0xFF00_0000, 0x80FF_0000, 0x0000_FF00, 0xFFFF_FFFF, 0x1234_5678, 0x9ABC_DEF0]
        let bitmap = ImageBitmap(pixels: ImagePixels(width: 2, height: 3, argb: argb))
        let data = bitmap.encodedData()
        #expect(data.count == 12 + 6 * 4)
        let decoded = try #require(ImageBitmap(data: data))
        #expect(decoded.id != bitmap.id)
        #expect(ImageBitmaps.pixels(for: decoded.id)?.argb == argb)
        #expect(ImageBitmap(data: Data()) == nil)
        #expect(ImageBitmap(data: Data("LSBM".utf8) + Data(count: 8)) == nil)              // 0 × 0
        #expect(ImageBitmap(data: data.dropLast()) == nil)                               // short
        #expect(ImageBitmap(data: Data("PNG!".utf8) + data.dropFirst(4)) == nil)         // not ours
    }
}
