import Foundation
import SDLRenderer
import Testing

/// A material's large blur, computed on a scaled-down copy (Skia's `SkGpuBlurUtils`:
/// `MAX_BLUR_SIGMA 4.0f`, halve until the standard deviation left is at most 4 pixels).
@Suite("Downsampled blur")
struct DownsampledBlurTests {
    @Test("The factor halves until σ ≤ 4: 4 → 1, 4.5 → 2, 8 → 2, 8.5 → 4, 12 (a .bar at 1×) → 4, 24 (at 2×) → 8")
    func factors() {
        #expect(DownsampledBlur.factor(sigma: 0) == 1)
        #expect(DownsampledBlur.factor(sigma: 4) == 1)
        #expect(DownsampledBlur.factor(sigma: 4.5) == 2)
        #expect(DownsampledBlur.factor(sigma: 8) == 2)
        #expect(DownsampledBlur.factor(sigma: 8.5) == 4)
        #expect(DownsampledBlur.factor(sigma: 12) == 4)
        #expect(DownsampledBlur.factor(sigma: 24) == 8)
        #expect(DownsampledBlur.factor(sigma: .infinity) == 1)
    }

    /// A black | white edge at x = 96 in a 192 × 48 opaque image blurred with `sigma`, the middle
    /// row's red channel (0…1), by the full-size blur or the downsampled one.
    static func edgeProfile(sigma: Double, downsampled: Bool) -> [Double] {
        let (w, h) = (192, 48)
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h { for x in 0..<96 { for c in 0..<3 { pixels[(y * w + x) * 4 + c] = 0 } } }
        if downsampled {
            var scratch = DownsampledBlur.Scratch()
            pixels.withUnsafeMutableBytes { bytes in
                DownsampledBlur.apply(to: bytes.baseAddress!, width: w, height: h, bytesPerRow: w * 4, sigma: sigma,
                                      input: .straight, output: .straight, scratch: &scratch)
            }
        } else {
            GaussianBlur.apply(to: &pixels, width: w, height: h, sigma: sigma)
        }
        return (0..<w).map { Double(pixels[(24 * w + $0) * 4]) / 255 }
    }

    @Test("An edge blurred at a quarter (σ 12) or an eighth (σ 24) of the size follows the Gaussian's CDF within 3 %, as the full-size blur does", arguments: [12.0, 24.0])
    func edgeFollowsGaussian(sigma: Double) {
        let small = Self.edgeProfile(sigma: sigma, downsampled: true)
        let full = Self.edgeProfile(sigma: sigma, downsampled: false)
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }
        var worstSmall = 0.0, worstFull = 0.0
        // Away from the image's own left and right edges (the transparent surround darkens them).
        for x in 48..<144 {
            let expected = phi((Double(x) + 0.5 - 96) / sigma)
            worstSmall = max(worstSmall, abs(small[x] - expected))
            worstFull = max(worstFull, abs(full[x] - expected))
        }
        #expect(worstSmall < 0.03, "downsampled: largest difference from the Gaussian CDF \(worstSmall)")
        #expect(worstFull < 0.03, "full size: \(worstFull)")
        #expect(zip(small[48..<144], small[49..<144]).allSatisfy { $0 <= $1 + 1e-9 }, "monotonic across the edge")
    }

    @Test("One colour stays that colour exactly, edges included (straight out of premultiplied in)")
    func flatColourIsKept() {
        let (w, h) = (50, 30)  // not multiples of the factor: partial blocks at the right and bottom
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) { pixels[i * 4] = 30; pixels[i * 4 + 1] = 140; pixels[i * 4 + 2] = 220; pixels[i * 4 + 3] = 255 }
        var scratch = DownsampledBlur.Scratch()
        pixels.withUnsafeMutableBytes { bytes in
            DownsampledBlur.apply(to: bytes.baseAddress!, width: w, height: h, bytesPerRow: w * 4, sigma: 12,
                                  input: .premultiplied, output: .straight, scratch: &scratch)
        }
        for i in 0..<(w * h) {
            #expect(pixels[i * 4] == 30 && pixels[i * 4 + 1] == 140 && pixels[i * 4 + 2] == 220, "pixel \(i)")
        }
    }

    @Test("Only the rows and columns asked for are written back")
    func writesOnlyTheRegion() {
        let (w, h) = (40, 40)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h { for x in 0..<w where (x / 4 + y / 4) % 2 == 0 { pixels[(y * w + x) * 4] = 255 } }
        for i in 0..<(w * h) { pixels[i * 4 + 3] = 255 }
        let original = pixels
        var scratch = DownsampledBlur.Scratch()
        pixels.withUnsafeMutableBytes { bytes in
            DownsampledBlur.apply(to: bytes.baseAddress!, width: w, height: h, bytesPerRow: w * 4, sigma: 10,
                                  input: .premultiplied, output: .straight, rows: 10..<30, columns: 5..<35, scratch: &scratch)
        }
        for y in 0..<h {
            for x in 0..<w where !(10..<30).contains(y) || !(5..<35).contains(x) {
                #expect(pixels[(y * w + x) * 4] == original[(y * w + x) * 4], "(\(x), \(y)) changed")
            }
        }
        // Inside, the 4-pixel checkerboard is a haze of mid red: nowhere near 0 or 255.
        let middle = pixels[(20 * w + 20) * 4]
        #expect(middle > 90 && middle < 165, "\(middle)")
    }
}
