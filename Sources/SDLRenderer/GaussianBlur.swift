/// The Gaussian blur of `blur(radius:)` on 8-bit four-channel pixels, as the W3C Filter Effects
/// spec lets `feGaussianBlur` approximate it: three successive box blurs per axis.
///
/// SwiftUI's and CSS's blur radius is the Gaussian's standard deviation `s`. Filter Effects
/// Module Level 1, feGaussianBlur (https://www.w3.org/TR/filter-effects-1/#feGaussianBlurElement):
/// "if d is odd, use three box-blurs of size 'd', centered on the output pixel. If d is even, two
/// box-blurs of size 'd' (the first one centered on the pixel boundary between the output pixel
/// and the one to the left, the second one centered on the pixel boundary between the output
/// pixel and the one to the right) and one box blur of size 'd+1' centered on the output pixel",
/// with `d = floor(s · 3 · √(2π) / 4 + 0.5)`. The blur runs on premultiplied colour (so a
/// transparent neighbour does not darken an edge) and treats everything outside the image as
/// transparent black, as the spec's filter region does.
///
/// Channel order does not matter except that the fourth byte of each pixel is alpha: RGBA8 and
/// SDL's ARGB8888 read as bytes on a little-endian machine (B, G, R, A) both qualify.
/// `SDLRenderer` uses it for `DrawCommand.pushBlur`.
public enum GaussianBlur {
    /// How colour relates to alpha in a pixel buffer.
    public enum AlphaForm: Sendable {
        /// Colour independent of alpha (PNG's form).
        case straight
        /// Colour already multiplied by alpha (what SDL's blending leaves in a cleared target).
        case premultiplied
    }

    /// The spec's box size `d` for standard deviation `sigma` (in pixels); 0 means no blur.
    public static func boxSize(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// One box of the three: its size, and `lo`, the first input of output pixel `i`'s window
    /// relative to `i` (the window is `i + lo ..< i + lo + size`).
    struct Box: Equatable {
        var size: Int
        var lo: Int
    }

    /// The three boxes, held inline: an array of them was a heap allocation on every `reach` and
    /// every `apply` — twice a frame for a material at rest (`RasterAllocationTests`,
    /// `BackdropAllocationTests`).
    struct Boxes: Equatable {
        var first: Box, second: Box, third: Box

        static let count = 3
        subscript(index: Int) -> Box { index == 0 ? first : index == 1 ? second : third }
    }

    /// The three boxes. Odd `d`: three centred boxes (`lo = -(d-1)/2`). Even: one centred on the
    /// boundary to the left (`lo = -d/2`), one on the boundary to the right (`lo = -d/2 + 1`),
    /// then a centred `d + 1`. Nil when `d ≤ 1` (a box of one pixel changes nothing).
    static func boxes(sigma: Double) -> Boxes? {
        let d = boxSize(sigma: sigma)
        guard d > 1 else { return nil }
        return d % 2 == 1 ? Boxes(first: Box(size: d, lo: -(d / 2)), second: Box(size: d, lo: -(d / 2)), third: Box(size: d, lo: -(d / 2)))
                          : Boxes(first: Box(size: d, lo: -(d / 2)), second: Box(size: d, lo: -(d / 2) + 1), third: Box(size: d + 1, lo: -(d / 2)))
    }

    /// How many pixels past its input the blur can reach: a pixel this far outside what was drawn
    /// may turn non-zero, one farther may not. Odd `d`: `3(d−1)/2`; even: `3d/2 − 1` per side.
    public static func reach(sigma: Double) -> Int {
        // Input j reaches outputs j − (size − 1 + lo) … j − lo through one box; the boxes add up.
        guard let boxes = boxes(sigma: sigma) else { return 0 }
        var right = 0, left = 0
        for i in 0..<Boxes.count {
            right += boxes[i].size - 1 + boxes[i].lo
            left -= boxes[i].lo
        }
        return max(right, left)
    }

    /// Blurs `pixels` (4 bytes a pixel, row-major, `width × height`, rows `bytesPerRow` apart) in
    /// place with standard deviation `sigma` pixels. `input` says how the bytes hold colour;
    /// `output` how to write them back (premultiplied colour is divided by alpha for `.straight`).
    ///
    /// - Complexity: O(width × height) whatever `sigma` (running sums). About 1.2 ms for a
    ///   240 × 300 layer (a showcase card and its blur's reach) in a release build on this
    ///   2-core machine, 26 ms in a debug build. The loops are scalar `Float`s through pointers
    ///   with wrapping index maths: overflow checks and (in debug) `SIMD4`'s unspecialised
    ///   generics each cost more than the blur itself.
    public static func apply(to pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                             sigma: Double, input: AlphaForm, output: AlphaForm, scratch: inout Scratch) {
        let boxes = boxes(sigma: sigma)
        guard width > 0, height > 0, bytesPerRow >= width * 4 else { return }
        if boxes == nil && input == output { return }
        let count = width * height
        scratch.reserve(floats: count * 4, line: max(width, height) * 4)
        let image = scratch.image.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let other = scratch.other.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let a = scratch.a.withUnsafeMutableBufferPointer { $0.baseAddress! }
        let b = scratch.b.withUnsafeMutableBufferPointer { $0.baseAddress! }
        // (The scratch arrays are uniquely owned and not resized until the next `reserve`, so
        // their storage stays put while these pointers are used.)
        withExtendedLifetime(scratch) {
            // Bytes → premultiplied floats, 0…255, four a pixel.
            let premultiply = input == .straight
            for y in 0..<height {
                let p = pixels.advanced(by: y &* bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let v = image.advanced(by: y &* width &* 4)
                for i in stride(from: 0, to: width &* 4, by: 4) {
                    let alpha = Float(p[i &+ 3])
                    let k: Float = premultiply ? alpha / 255 : 1
                    v[i] = Float(p[i]) * k; v[i &+ 1] = Float(p[i &+ 1]) * k; v[i &+ 2] = Float(p[i &+ 2]) * k; v[i &+ 3] = alpha
                }
            }
            if let boxes {
                // Rows: each is blurred three times through the two line buffers and put back.
                for y in 0..<height {
                    let row = image.advanced(by: y &* width &* 4)
                    var (source, target) = (row, a)
                    for i in 0..<Boxes.count {
                        let box = boxes[i]
                        boxBlur(source, into: target, length: width, size: box.size, lo: box.lo)
                        (source, target) = (target, source == row ? b : source)
                    }
                    if source != row { row.update(from: source, count: width &* 4) }
                }
                // Columns, a whole row of running sums at a time (rows are contiguous, columns
                // are not): image → other → image → other, then copied back.
                var (source, target) = (image, other)
                for i in 0..<Boxes.count {
                    let box = boxes[i]
                    boxBlurColumns(source, into: target, width: width, height: height, size: box.size, lo: box.lo, sums: a)
                    swap(&source, &target)
                }
                if source != image { image.update(from: source, count: count &* 4) }
            }
            // Floats → bytes, rounded half up.
            let unpremultiply = output == .straight
            for y in 0..<height {
                let p = pixels.advanced(by: y &* bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let v = image.advanced(by: y &* width &* 4)
                for i in stride(from: 0, to: width &* 4, by: 4) {
                    let alpha = v[i &+ 3]
                    let k: Float = unpremultiply ? (alpha > 0.5 ? 255 / alpha : 0) : 1
                    p[i] = byte(v[i] * k); p[i &+ 1] = byte(v[i &+ 1] * k); p[i &+ 2] = byte(v[i &+ 2] * k); p[i &+ 3] = byte(alpha)
                }
            }
        }
    }

    /// `apply(to:width:height:bytesPerRow:sigma:input:output:scratch:)` on an array of tightly
    /// packed rows, straight alpha in and out unless told otherwise.
    public static func apply(to pixels: inout [UInt8], width: Int, height: Int, sigma: Double,
                             input: AlphaForm = .straight, output: AlphaForm = .straight) {
        guard width > 0, height > 0, pixels.count >= width * height * 4 else { return }
        var scratch = Scratch()
        pixels.withUnsafeMutableBytes { bytes in
            apply(to: bytes.baseAddress!, width: width, height: height, bytesPerRow: width * 4,
                  sigma: sigma, input: input, output: output, scratch: &scratch)
        }
    }

    /// Buffers a blur works in, kept between calls so a renderer's steady frames do not allocate.
    public struct Scratch {
        var image: [Float] = []
        var other: [Float] = []
        var a: [Float] = []
        var b: [Float] = []
        public init() {}

        mutating func reserve(floats: Int, line: Int) {
            if image.count < floats { image = Array(repeating: 0, count: floats); other = image }
            if a.count < line { a = Array(repeating: 0, count: line); b = a }
        }
    }

    /// `value` clamped to 0…255 and rounded half up (NaN gives 0).
    @inline(__always) static func byte(_ value: Float) -> UInt8 {
        value >= 254.5 ? 255 : value > 0 ? UInt8(value + 0.5) : 0
    }

    /// One box of `size` down every column of a `width × height` image (four floats a pixel)
    /// at once: output row `i` averages input rows `i + lo ..< i + lo + size`, with a running
    /// sum per column and channel in `sums`.
    static func boxBlurColumns(_ input: UnsafeMutablePointer<Float>, into output: UnsafeMutablePointer<Float>,
                               width: Int, height: Int, size: Int, lo: Int, sums: UnsafeMutablePointer<Float>) {
        let scale = 1 / Float(size)
        let n = width &* 4
        sums.update(repeating: 0, count: n)
        for j in max(0, lo)..<min(height, lo &+ size) {
            let r = input.advanced(by: j &* n)
            for x in 0..<n { sums[x] += r[x] }
        }
        for i in 0..<height {
            let out = output.advanced(by: i &* n)
            for x in 0..<n { out[x] = sums[x] * scale }
            let leaving = i &+ lo, entering = i &+ lo &+ size
            if leaving >= 0 && leaving < height {
                let r = input.advanced(by: leaving &* n)
                for x in 0..<n { sums[x] -= r[x] }
            }
            if entering >= 0 && entering < height {
                let r = input.advanced(by: entering &* n)
                for x in 0..<n { sums[x] += r[x] }
            }
        }
    }

    /// One box of `size` over a line of `length` pixels (four floats each), with running sums:
    /// output `i` averages the `size` inputs from `i + lo` (transparent outside the line).
    static func boxBlur(_ input: UnsafeMutablePointer<Float>, into output: UnsafeMutablePointer<Float>,
                        length: Int, size: Int, lo: Int) {
        let scale = 1 / Float(size)
        var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
        for j in max(0, lo)..<min(length, lo &+ size) {
            let p = input.advanced(by: j &* 4)
            s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3]
        }
        for i in 0..<length {
            let o = output.advanced(by: i &* 4)
            o[0] = s0 * scale; o[1] = s1 * scale; o[2] = s2 * scale; o[3] = s3 * scale
            let leaving = i &+ lo, entering = i &+ lo &+ size
            if leaving >= 0 && leaving < length {
                let p = input.advanced(by: leaving &* 4)
                s0 -= p[0]; s1 -= p[1]; s2 -= p[2]; s3 -= p[3]
            }
            if entering >= 0 && entering < length {
                let p = input.advanced(by: entering &* 4)
                s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3]
            }
        }
    }
}
