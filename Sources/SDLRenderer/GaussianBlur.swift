import Foundation

/// The Gaussian blur of `blur(radius:)` on RGBA pixels, as the W3C Filter Effects spec lets
/// `feGaussianBlur` approximate it: three successive box blurs per axis.
///
/// SwiftUI's and CSS's blur radius is the Gaussian's standard deviation `s`. Filter Effects
/// Module Level 1, §9.18 feGaussianBlur (https://www.w3.org/TR/filter-effects-1/#feGaussianBlurElement):
/// "if d is odd, use three box-blurs of size 'd', centered on the output pixel. If d is even, two
/// box-blurs of size 'd' (the first one centered on the pixel boundary between the output pixel
/// and the one to the left, the second one centered on the pixel boundary between the output
/// pixel and the one to the right) and one box blur of size 'd+1' centered on the output pixel",
/// with `d = floor(s · 3 · √(2π) / 4 + 0.5)`. Pixels are premultiplied (so transparent edges do
/// not darken) and treated as transparent black outside the image, as the spec's filter region is.
/// This is the renderer's half of the blur; the display list and painter do not carry it yet.
public enum GaussianBlur {
    /// The spec's box size `d` for standard deviation `sigma` (in pixels); 0 means no blur.
    public static func boxSize(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// The three boxes (size, and how far the box's centre lies left of the output pixel: 0 for
    /// a centred box; for an even size, 1 puts it on the boundary to the left, 0 to the right).
    static func boxes(sigma: Double) -> [(size: Int, shift: Int)] {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return [] }
        return d % 2 == 1 ? [(d, 0), (d, 0), (d, 0)] : [(d, 1), (d, 0), (d + 1, 0)]
    }

    /// Blurs `pixels` (RGBA8, row-major, `width × height`, premultiplied or straight alpha:
    /// straight alpha is premultiplied for the blur and divided back after) in place with
    /// standard deviation `sigma` pixels.
    public static func apply(to pixels: inout [UInt8], width: Int, height: Int, sigma: Double, premultiplied: Bool = false) {
        let boxes = boxes(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0, pixels.count >= width * height * 4 else { return }
        var buffer = [Float](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = Float(pixels[i * 4 + 3]) / 255
            for c in 0..<3 { buffer[i * 4 + c] = Float(pixels[i * 4 + c]) / 255 * (premultiplied ? 1 : a) }
            buffer[i * 4 + 3] = a
        }
        var line = [Float](), out = [Float]()
        // Horizontal passes, row by row; then vertical passes, column by column.
        for (count, stride, step) in [(height, width * 4, 4), (width, 4, width * 4)] {
            let length = step == 4 ? width : height
            line = [Float](repeating: 0, count: length * 4)
            out = line
            for k in 0..<count {
                let base = k * stride
                for i in 0..<length { for c in 0..<4 { line[i * 4 + c] = buffer[base + i * step + c] } }
                for box in boxes {
                    boxBlur(line, into: &out, length: length, size: box.size, shift: box.shift)
                    swap(&line, &out)
                }
                for i in 0..<length { for c in 0..<4 { buffer[base + i * step + c] = line[i * 4 + c] } }
            }
        }
        for i in 0..<(width * height) {
            let a = buffer[i * 4 + 3]
            for c in 0..<3 {
                let v = premultiplied ? buffer[i * 4 + c] : (a > 0 ? buffer[i * 4 + c] / a : 0)
                pixels[i * 4 + c] = UInt8((min(max(v, 0), 1) * 255).rounded())
            }
            pixels[i * 4 + 3] = UInt8((min(max(a, 0), 1) * 255).rounded())
        }
    }

    /// One box of `size` over a line of RGBA values, with a running sum: output `i` averages the
    /// `size` inputs from `i + lo` (transparent outside the line). Odd: centred, `lo = -size/2`;
    /// even, centred on the boundary left of the pixel (`shift` 1): `lo = -size/2`; on the one
    /// to the right (`shift` 0): `lo = -size/2 + 1`.
    static func boxBlur(_ input: [Float], into output: inout [Float], length: Int, size: Int, shift: Int) {
        let lo = -(size / 2) + (size % 2 == 0 && shift == 0 ? 1 : 0)
        let scale = 1 / Float(size)
        for c in 0..<4 {
            var sum: Float = 0
            for j in lo..<(lo + size) where j >= 0 && j < length { sum += input[j * 4 + c] }
            for i in 0..<length {
                output[i * 4 + c] = sum * scale
                let leaving = i + lo, entering = i + lo + size
                if leaving >= 0 && leaving < length { sum -= input[leaving * 4 + c] }
                if entering >= 0 && entering < length { sum += input[entering * 4 + c] }
            }
        }
    }
}
