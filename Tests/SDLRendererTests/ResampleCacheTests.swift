import CSDL2
import Testing

extension SDLRendererSuites {
    /// `lazyscroll_resample_bilinear_cached` keeps each source row's horizontal interpolation
    /// for the next output rows: its pixels must equal `lazyscroll_resample_bilinear`'s (three
    /// lerps a pixel) for any taps — enlarging, shrinking, nearest texels, and rows in any order.
    @Suite struct ResampleCacheTests {
        /// A SplitMix64 stream: the same numbers every run.
        struct Numbers {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(bound))
            }
        }

        @Test("The cached rows give the pixels of the plain resampling",
              arguments: [(50, 40, 0), (20, 11, 0), (37, 23, 0), (64, 64, 1), (19, 70, 2)])
        func cachedEqualsPlain(width: Int, height: Int, order: Int) {
            let sw = 37, sh = 23
            var n = Numbers(state: UInt64(width * 1000 + height * 10 + order))
            let source = (0..<(sw * sh)).map { _ in UInt32(truncatingIfNeeded: n.next(1 << 32)) }
            /// Taps along an axis of `count` source texels for `size` outputs: in order (as a
            /// picture is resampled), or (order 1) nearest texels, or (order 2) shuffled.
            func taps(_ size: Int, _ count: Int) -> [Int32] {
                var t: [Int32] = []
                for i in 0..<size {
                    let position = (Double(i) + 0.5) * Double(count) / Double(size) - 0.5
                    let t0 = min(max(Int(position.rounded(.down)), 0), count - 1)
                    let weight = order == 1 ? 0 : Int32(min(max((position - Double(t0)) * 256, 0), 256).rounded())
                    t += [Int32(t0), Int32(min(t0 + 1, count - 1)), weight]
                }
                if order == 2 {
                    for i in stride(from: size - 1, to: 0, by: -1) {
                        let j = n.next(i + 1)
                        for k in 0..<3 { t.swapAt(3 * i + k, 3 * j + k) }
                    }
                }
                return t
            }
            let columns = taps(width, sw), rows = taps(height, sh)
            var plain = [UInt32](repeating: 0, count: width * height), cached = plain
            var scratch = [UInt32](repeating: 0, count: 2 * width)
            lazyscroll_resample_bilinear(&plain, width, Int32(width), Int32(height), source, sw, columns, rows)
            lazyscroll_resample_bilinear_cached(&cached, width, Int32(width), Int32(height), source, sw, columns, rows, &scratch)
            #expect(plain == cached)
        }
    }
}
