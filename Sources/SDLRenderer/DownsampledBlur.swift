/// A Gaussian blur of large standard deviation computed on a smaller copy of the image, as Skia's
/// GPU blur does it: `SkGpuBlurUtils` halves the image until the standard deviation left is at
/// most `MAX_BLUR_SIGMA` (4 pixels) — "while (sigma > MAX_BLUR_SIGMA) { *scaleFactor *= 2;
/// sigma *= 0.5f; }" — blurs there, and scales the result back up with bilinear filtering.
///
/// Materials need it. A `.bar` header's blur radius is 12 pt: at full resolution its three-box
/// blur ran six float passes over the header and 33 pixels of reach on every side, about 50
/// million instructions a frame for the `nested` scene's three 1280-pixel section headers. At a
/// quarter of the size the blur itself touches one sixteenth of the pixels; what is lost is
/// detail finer than the blur removes anyway (the box averaging and the bilinear filter widen the
/// kernel by under a pixel of the small image). Measured (`lazyscroll bench --scene nested
/// --overlay none`, release, one core): render p50 11.4 → 4.5 ms at 1×, 55 → 15.7 ms at 2×. What
/// is left is reading the pixels back, averaging them down and filtering them up: a few hundred
/// thousand pixels a header.
///
/// Only the standard deviation picks the factor, so a given material always blurs the same way;
/// a blur of at most 4 pixels runs at full resolution through ``GaussianBlur`` unchanged.
public enum DownsampledBlur {
    /// Skia's `MAX_BLUR_SIGMA`: the largest standard deviation blurred without scaling down.
    public static let maximumSigma = 4.0

    /// The power of two the image is scaled down by for a blur of `sigma` pixels: 1 up to
    /// ``maximumSigma``, then doubled until `sigma / factor ≤ maximumSigma` (12 → 4, 8.5 → 4, 4 → 1).
    public static func factor(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > maximumSigma else { return 1 }
        var factor = 1, left = sigma
        while left > maximumSigma { factor *= 2; left /= 2 }
        return factor
    }

    /// Buffers kept between calls, so a renderer's steady frames do not allocate.
    public struct Scratch {
        var small: [UInt8] = []
        var blur = GaussianBlur.Scratch()
        /// The small rows filtered across to the output's columns, and each column's two samples.
        var across: [Float] = []
        var columns: [(Int, Int, Float)] = []
        public init() {}
    }

    /// Blurs `pixels` (4 bytes a pixel, the fourth alpha; `width × height`, rows `bytesPerRow`
    /// apart) in place with standard deviation `sigma`, as
    /// `GaussianBlur.apply(to:width:height:bytesPerRow:sigma:input:output:scratch:)` does, on a
    /// copy scaled down by `factor(sigma:)`. Only the pixels of `rows × columns` (all by default)
    /// are written back: a material needs its own rect, not the reach around it.
    public static func apply(to pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                             sigma: Double, input: GaussianBlur.AlphaForm, output: GaussianBlur.AlphaForm,
                             rows: Range<Int>? = nil, columns: Range<Int>? = nil, scratch: inout Scratch) {
        let k = factor(sigma: sigma)
        guard width > 0, height > 0, bytesPerRow >= width * 4 else { return }
        guard k > 1 else {
            GaussianBlur.apply(to: pixels, width: width, height: height, bytesPerRow: bytesPerRow, sigma: sigma,
                               input: input, output: output, scratch: &scratch.blur)
            return
        }
        let (sw, sh) = ((width + k - 1) / k, (height + k - 1) / k)
        if scratch.small.count < sw * sh * 4 { scratch.small = Array(repeating: 0, count: sw * sh * 4) }
        // Moved out and back (no copy: the array stays uniquely referenced), so the closure can
        // hand `scratch` on while it writes the small image.
        var smallImage = scratch.small
        scratch.small = []
        defer { scratch.small = smallImage }
        smallImage.withUnsafeMutableBytes { smallBytes in
            let small = smallBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            downsample(pixels, width: width, height: height, bytesPerRow: bytesPerRow, premultiply: input == .straight,
                       factor: k, into: small, width: sw, height: sh)
            GaussianBlur.apply(to: smallBytes.baseAddress!, width: sw, height: sh, bytesPerRow: sw * 4, sigma: sigma / Double(k),
                               input: .premultiplied, output: .straight, scratch: &scratch.blur)
            upsample(small, width: sw, height: sh, factor: k, into: pixels, bytesPerRow: bytesPerRow,
                     rows: clamp(rows, to: height), columns: clamp(columns, to: width), straight: output == .straight,
                     scratch: &scratch)
        }
    }

    private static func clamp(_ range: Range<Int>?, to count: Int) -> Range<Int> {
        guard let range else { return 0..<count }
        return range.clamped(to: 0..<count)
    }

    /// Each small pixel is the mean of its `factor × factor` block (fewer at the right and bottom
    /// edges), premultiplied.
    private static func downsample(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                                   premultiply: Bool, factor k: Int,
                                   into small: UnsafeMutablePointer<UInt8>, width sw: Int, height sh: Int) {
        for j in 0..<sh {
            let y0 = j &* k, y1 = min(y0 &+ k, height)
            for i in 0..<sw {
                let x0 = i &* k, x1 = min(x0 &+ k, width)
                var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
                if premultiply || k > 16 {
                    for y in y0..<y1 {
                        let row = pixels.advanced(by: y &* bytesPerRow).assumingMemoryBound(to: UInt8.self)
                        for x in x0..<x1 {
                            let p = row.advanced(by: x &* 4)
                            let a = UInt32(p[3])
                            if premultiply {
                                s0 &+= (UInt32(p[0]) &* a &+ 127) / 255; s1 &+= (UInt32(p[1]) &* a &+ 127) / 255
                                s2 &+= (UInt32(p[2]) &* a &+ 127) / 255
                            } else {
                                s0 &+= UInt32(p[0]); s1 &+= UInt32(p[1]); s2 &+= UInt32(p[2])
                            }
                            s3 &+= a
                        }
                    }
                } else {
                    // Two channels a word: bytes 0 and 2 in one sum's 16-bit halves, 1 and 3 in the
                    // other's. A block of at most 16 × 16 sums to at most 65,280 per half.
                    var even: UInt32 = 0, odd: UInt32 = 0
                    for y in y0..<y1 {
                        let row = UnsafeRawPointer(pixels.advanced(by: y &* bytesPerRow))
                        for x in x0..<x1 {
                            let word = UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
                            even &+= word & 0x00FF_00FF
                            odd &+= (word >> 8) & 0x00FF_00FF
                        }
                    }
                    s0 = even & 0xFFFF; s2 = even >> 16; s1 = odd & 0xFFFF; s3 = odd >> 16
                }
                let n = UInt32((y1 &- y0) &* (x1 &- x0)), half = n / 2
                let o = small.advanced(by: (j &* sw &+ i) &* 4)
                o[0] = UInt8((s0 &+ half) / n); o[1] = UInt8((s1 &+ half) / n)
                o[2] = UInt8((s2 &+ half) / n); o[3] = UInt8((s3 &+ half) / n)
            }
        }
    }

    /// Bilinear filtering of the small image back to full size: full pixel `x` samples the small
    /// image at `(x + ½) / factor − ½` (pixel centres aligned), clamped at the edges. The small
    /// image holds straight colour (8-bit premultiplied colour would lose most of its precision
    /// where the blur's transparent surround thins the alpha), so the samples are weighted by their
    /// alpha as well — the same as filtering premultiplied colour, without its rounding.
    ///
    /// Separable, as bilinear filtering is: each small row the output needs is first filtered
    /// across to the output's columns (premultiplied floats, `scratch.across`), then each output
    /// row mixes the two rows around it — a few operations a pixel, where filtering the four
    /// samples of every output pixel from bytes was half of a `.bar` frame.
    /// Where full pixel `n` samples the small image: the small pixel at or before it, and the
    /// weight of the one after (not yet clamped to the image).
    @inline(__always) private static func sample(_ n: Int, _ scale: Float) -> (Int, Float) {
        let t = max(0, (Float(n) + 0.5) * scale - 0.5)
        let i = Int(t)
        return (i, t - Float(i))
    }

    private static func upsample(_ small: UnsafeMutablePointer<UInt8>, width sw: Int, height sh: Int, factor k: Int,
                                 into pixels: UnsafeMutableRawPointer, bytesPerRow: Int,
                                 rows: Range<Int>, columns: Range<Int>, straight: Bool, scratch: inout Scratch) {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let scale = 1 / Float(k)
        let firstRow = min(sample(rows.lowerBound, scale).0, sh - 1), lastRow = min(sample(rows.upperBound - 1, scale).0 + 1, sh - 1)
        let width = columns.count, across = (lastRow - firstRow + 1) * width * 4
        if scratch.across.count < across { scratch.across = Array(repeating: 0, count: across) }
        if scratch.columns.count < width { scratch.columns = Array(repeating: (0, 0, 0), count: width) }
        scratch.columns.withUnsafeMutableBufferPointer { taps in
            for n in 0..<width {
                let (i, f) = sample(columns.lowerBound &+ n, scale)
                let i0 = min(i, sw - 1)
                taps[n] = (i0, min(i0 + 1, sw - 1), i0 == sw - 1 ? 0 : min(1, f))
            }
            scratch.across.withUnsafeMutableBufferPointer { buffer in
                let h = buffer.baseAddress!
                // Across: premultiplied, 0…255 · 255.
                for j in firstRow...lastRow {
                    let row = small.advanced(by: j &* sw &* 4)
                    let out = h.advanced(by: (j &- firstRow) &* width &* 4)
                    for n in 0..<width {
                        let (i0, i1, f) = taps[n]
                        let a = row.advanced(by: i0 &* 4), b = row.advanced(by: i1 &* 4)
                        let wa = (1 - f) * Float(a[3]), wb = f * Float(b[3])
                        let o = out.advanced(by: n &* 4)
                        o[0] = Float(a[0]) * wa + Float(b[0]) * wb
                        o[1] = Float(a[1]) * wa + Float(b[1]) * wb
                        o[2] = Float(a[2]) * wa + Float(b[2]) * wb
                        o[3] = wa + wb
                    }
                }
                // Down: two filtered rows mixed, then straight (÷ alpha) or premultiplied (÷ 255) bytes.
                for y in rows {
                    let (j, f) = sample(y, scale)
                    let j0 = min(j, sh - 1), j1 = min(j0 + 1, sh - 1), fy = j0 == sh - 1 ? 0 : min(1, f)
                    let top = h.advanced(by: (j0 &- firstRow) &* width &* 4)
                    let bottom = h.advanced(by: (j1 &- firstRow) &* width &* 4)
                    let out = pixels.advanced(by: y &* bytesPerRow + columns.lowerBound &* 4).assumingMemoryBound(to: UInt8.self)
                    let (wt, wb) = (1 - fy, fy)
                    for n in 0..<width {
                        let t = top.advanced(by: n &* 4), b = bottom.advanced(by: n &* 4)
                        let alpha = t[3] * wt + b[3] * wb
                        let toColour: Float = alpha > 0 ? (straight ? 1 / alpha : 1 / 255) : 0
                        let p = out.advanced(by: n &* 4)
                        p[0] = GaussianBlur.byte((t[0] * wt + b[0] * wb) * toColour)
                        p[1] = GaussianBlur.byte((t[1] * wt + b[1] * wb) * toColour)
                        p[2] = GaussianBlur.byte((t[2] * wt + b[2] * wb) * toColour)
                        p[3] = GaussianBlur.byte(alpha)
                    }
                }
            }
        }
    }
}
