import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Pictures at the display scale are cached composites resampled by
    /// `lazyscroll_resample_bilinear` (C, 8-bit weights, integer lerps). These pin its pixels
    /// against the Swift loop it replaced (kept here as the reference), and the two ways a
    /// composite is spared: only the part of a picture its own clip shows is made, and a
    /// composite drawn again is copied without fetching or resampling the picture.
    @Suite struct ImageCompositeTests {
        /// The resampling loop the renderer used before (CompositeCache.roundedImagePixels as of
        /// the `atlas` branch), verbatim but for names: Double lerps per channel, each channel
        /// rounded once, coverage from the rounded box's signed distance on every pixel.
        static func reference(_ source: ImagePixels, cropX: Double, cropY: Double, cropWidth: Double, cropHeight: Double,
                              width: Int, height: Int, radius: Double, smooth: Bool) -> [UInt32] {
            func coverage(x: Int, y: Int, width: Double, height: Double, radius: Double) -> Double {
                let px = Double(x) + 0.5 - width / 2, py = Double(y) + 0.5 - height / 2
                let qx = abs(px) - (width / 2 - radius), qy = abs(py) - (height / 2 - radius)
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let d = outside + min(max(qx, qy), 0) - radius
                return min(max(0.5 - d, 0), 1)
            }
            var pixels = [UInt32](repeating: 0, count: width * height)
            let w = Double(width), h = Double(height), r = min(radius, min(w, h) / 2)
            let sx = cropWidth / w, sy = cropHeight / h
            let sw = source.width, sh = source.height
            let uMin = max(0, cropX.rounded(.down)), uMax = max(uMin, min(Double(sw - 1), (cropX + cropWidth).rounded(.up) - 1))
            let vMin = max(0, cropY.rounded(.down)), vMax = max(vMin, min(Double(sh - 1), (cropY + cropHeight).rounded(.up) - 1))
            let src = source.argb
            for y in 0..<height {
                let v = min(max(cropY + (Double(y) + 0.5) * sy - (smooth ? 0.5 : 0), vMin), vMax)
                let y0 = Int(v), y1 = min(y0 + 1, sh - 1), fy = smooth ? v - Double(y0) : 0
                for x in 0..<width {
                    let c = coverage(x: x, y: y, width: w, height: h, radius: r)
                    guard c > 0 else { continue }
                    let u = min(max(cropX + (Double(x) + 0.5) * sx - (smooth ? 0.5 : 0), uMin), uMax)
                    let x0 = Int(u), x1 = min(x0 + 1, sw - 1), fx = smooth ? u - Double(x0) : 0
                    let p00 = src[y0 * sw + x0], p10 = src[y0 * sw + x1], p01 = src[y1 * sw + x0], p11 = src[y1 * sw + x1]
                    var result: UInt32 = 0
                    for shift: UInt32 in [0, 8, 16, 24] {
                        func channel(_ p: UInt32) -> Double { Double((p >> shift) & 0xFF) }
                        let top = channel(p00) + (channel(p10) - channel(p00)) * fx
                        let bottom = channel(p01) + (channel(p11) - channel(p01)) * fx
                        var value = top + (bottom - top) * fy
                        if shift == 24 { value *= c }
                        result |= UInt32(min(max(value, 0) + 0.5, 255)) << shift
                    }
                    pixels[y * width + x] = result
                }
            }
            return pixels
        }

        /// An opaque picture of deterministic noise with smooth gradients in it (a linear
        /// congruential generator: the same pixels on every run).
        static func picture(width: Int, height: Int) -> ImagePixels {
            var state: UInt32 = 12345
            return ImagePixels(width: width, height: height) { x, y in
                state = state &* 1_103_515_245 &+ 12345
                let noise = (state >> 16) & 0x3F
                let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
                return 0xFF00_0000 | r << 16 | (g ^ noise) << 8 | (noise * 4)
            }
        }

        /// `source` drawn aspect-filled into `rect` (whole points at 1×) as the reference loop
        /// makes it, blended over white as the renderer's copy blends it.
        static func expected(_ source: ImagePixels, rect: Rect, radius: Double, smooth: Bool) -> [RGB] {
            let iw = Double(source.width), ih = Double(source.height)
            var cropX = 0.0, cropY = 0.0, cropW = iw, cropH = ih
            if iw * rect.height > ih * rect.width {
                cropW = ih * rect.width / rect.height; cropX = (iw - cropW) / 2
            } else if iw * rect.height < ih * rect.width {
                cropH = iw * rect.height / rect.width; cropY = (ih - cropH) / 2
            }
            let pixels = reference(source, cropX: cropX, cropY: cropY, cropWidth: cropW, cropHeight: cropH,
                                   width: Int(rect.width), height: Int(rect.height), radius: radius, smooth: smooth)
            return pixels.map { p in
                let a = p >> 24
                func over(_ c: UInt32) -> UInt8 { UInt8((c * a + 255 * (255 - a) + 127) / 255) }
                return RGB(over((p >> 16) & 0xFF), over((p >> 8) & 0xFF), over(p & 0xFF))
            }
        }

        /// Up- and downscaled, cropped wide and tall, square and rounded: every pixel within 1 per
        /// channel of the reference where the picture is opaque (the resampling's rounding), 2
        /// on the anti-aliased corners (the coverage multiplies an alpha already rounded to a
        /// byte, and the blend over the background rounds once more); exact with nearest texels.
        @Test(arguments: [
            (37, 23, Rect(x: 5, y: 7, width: 50, height: 41), 0.0),
            (37, 23, Rect(x: 5, y: 7, width: 50, height: 41), 9.0),
            (64, 40, Rect(x: 3, y: 2, width: 20, height: 30), 6.0),
            (9, 9, Rect(x: 1, y: 40, width: 57, height: 13), 3.0),
            (120, 7, Rect(x: 0, y: 0, width: 64, height: 64), 0.0),
        ])
        func resamplingMatchesTheSwiftLoopItReplaced(sourceWidth: Int, sourceHeight: Int, rect: Rect, radius: Double) throws {
            for smooth in [true, false] {
                let h = try Harness()
                let images = TestImages(), id = ImageID(7)
                let source = Self.picture(width: sourceWidth, height: sourceHeight)
                images.images[id] = source
                h.renderer.imageProvider = images
                h.renderer.smoothImageScaling = smooth
                h.render { $0.image(id, in: rect, cornerRadius: radius) }
                let want = Self.expected(source, rect: rect, radius: radius, smooth: smooth)
                let width = Int(rect.width), x0 = Int(rect.minX), y0 = Int(rect.minY)
                var worstInside = 0, worstCorner = 0
                for y in 0..<Int(rect.height) {
                    for x in 0..<width {
                        let got = h.rgb(x0 + x, y0 + y), ref = want[y * width + x]
                        let diff = max(abs(Int(got.r) - Int(ref.r)), abs(Int(got.g) - Int(ref.g)), abs(Int(got.b) - Int(ref.b)))
                        let inCorner = radius > 0 && (x < Int(radius) + 1 || x >= width - Int(radius) - 1)
                            && (y < Int(radius) + 1 || y >= Int(rect.height) - Int(radius) - 1)
                        if inCorner { worstCorner = max(worstCorner, diff) } else { worstInside = max(worstInside, diff) }
                    }
                }
                #expect(worstInside <= (smooth ? 1 : 0), "smooth \(smooth): \(worstInside) off inside")
                #expect(worstCorner <= (smooth ? 2 : 1), "smooth \(smooth): \(worstCorner) off on the corners")
            }
        }

        /// A wide picture under its own narrower clip (`clipShape` on an aspect-filled photo):
        /// only the part the clip shows is made, and it has exactly the pixels of the whole
        /// composite (drawn with a command between the clip and the picture, so the clip is not
        /// taken as the picture's own).
        @Test(arguments: [1.0, 2.0])
        func aPictureUnderItsOwnClipMakesOnlyThePartShown(scale: Double) throws {
            let images = TestImages(), id = ImageID(8)
            images.images[id] = Self.picture(width: 80, height: 20)
            let clip = Rect(x: 10.2, y: 4, width: 30, height: 40), picture = Rect(x: -44.2, y: 4, width: 140, height: 40)
            func draw(own: Bool) throws -> (pixels: [RGB], bytes: Int) {
                let h = try Harness(width: Int(64 * scale), height: Int(64 * scale), pixelsPerPoint: scale)
                h.renderer.imageProvider = images
                h.render { list in
                    list.clipped(to: clip) { inner in
                        if !own { inner.fill(Rect(x: 0, y: 0, width: 0, height: 0), .white) }
                        inner.image(id, in: picture, cornerRadius: 6)
                    }
                }
                let side = Int(64 * scale)
                return ((0..<side * side).map { h.rgb($0 % side, $0 / side) }, h.renderer.compositeStats.bytes)
            }
            let whole = try draw(own: false), part = try draw(own: true)
            #expect(part.pixels == whole.pixels)
            // 140 × 40 points made whole; the 30 × 40 the clip shows as the part, with a spare
            // pixel at each side and one more where the clip's edges fall between pixels.
            #expect(whole.bytes == Int(140 * scale) * Int(40 * scale) * 8)
            #expect(part.bytes <= (Int(30 * scale) + 3) * Int(40 * scale) * 8, "part \(part.bytes) B")
        }

        /// A card scrolling by fractions of a pixel (its picture and clip move together): one
        /// composite, made in the first frame, however the two round to pixels.
        @Test func aScrollingCardKeepsOneComposite() throws {
            let h = try Harness()
            let images = TestImages(), id = ImageID(9)
            images.images[id] = Self.picture(width: 80, height: 20)
            h.renderer.imageProvider = images
            for step in 0..<24 {
                let dx = Double(step) * 0.37
                h.render { list in
                    list.clipped(to: Rect(x: 20.5 + dx, y: 4, width: 30, height: 40)) {
                        $0.image(id, in: Rect(x: 2.5 + dx, y: 4, width: 140, height: 40), cornerRadius: 6)
                    }
                }
            }
            #expect(h.renderer.compositeStats.made == 1 && h.renderer.compositeStats.live == 1)
            #expect(images.requests[id] == 1)
        }

        /// A picture of a fractional length (40.6 pt) scrolling by fractions: its snapped box is
        /// 40 or 41 pixels tall depending on where it falls, but one composite (41 rows) serves
        /// both, drawn cut to the box — the ink is always exactly the snapped box.
        @Test func aFractionalLengthKeepsOneCompositeAndItsSnappedBox() throws {
            let h = try Harness()
            let images = TestImages(), id = ImageID(10)
            images.images[id] = TestImages.solid(TestImages.red, width: 8, height: 8)
            h.renderer.imageProvider = images
            var heights = Set<Int>()
            for step in 0..<12 {
                let y = 3 + Double(step) * 0.29
                h.render { $0.image(id, in: Rect(x: 5, y: y, width: 30, height: 40.6), cornerRadius: 4) }
                let ink = try #require(h.inkBounds())
                let top = Int(y.rounded()), bottom = Int((y + 40.6).rounded())
                #expect(ink.x0 == 5 && ink.x1 == 35 && ink.y0 == top && ink.y1 == bottom, "step \(step): ink \(ink)")
                heights.insert(bottom - top)
            }
            #expect(heights == [40, 41])
            #expect(h.renderer.compositeStats.made == 1 && images.requests[id] == 1)
        }
    }
}
