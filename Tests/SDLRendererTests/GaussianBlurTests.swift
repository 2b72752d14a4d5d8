import Foundation
import SDLRenderer
import Testing

/// The renderer's blur kernel (W3C feGaussianBlur's three box blurs), checked on an edge's profile.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test("Box size d = floor(s · 3 · √(2π) / 4 + 0.5), as the Filter Effects spec gives it")
    func boxSizes() {
        #expect(GaussianBlur.boxSize(sigma: 0) == 0)
        #expect(GaussianBlur.boxSize(sigma: 1) == 2)
        #expect(GaussianBlur.boxSize(sigma: 4) == 8)
        #expect(GaussianBlur.boxSize(sigma: 10) == 19)
    }

    /// A black | white edge at x = 64 in a 128 × 40 opaque image, blurred with `sigma`; the
    /// middle row's red channel, 0…1.
    static func edgeProfile(sigma: Double) -> [Double] {
        let (w, h) = (128, 40)
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h { for x in 0..<64 { for c in 0..<3 { pixels[(y * w + x) * 4 + c] = 0 } } }
        GaussianBlur.apply(to: &pixels, width: w, height: h, sigma: sigma)
        return (0..<w).map { Double(pixels[(20 * w + $0) * 4]) / 255 }
    }

    @Test("An edge blurred with radius σ follows the Gaussian's CDF within 3 %, symmetric, monotonic", arguments: [2.0, 4.0, 8.0])
    func edgeFollowsGaussian(sigma: Double) {
        let profile = Self.edgeProfile(sigma: sigma)
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }
        var worst = 0.0
        for x in 16..<112 {
            let expected = phi((Double(x) + 0.5 - 64) / sigma)
            worst = max(worst, abs(profile[x] - expected))
        }
        #expect(worst < 0.03, "largest difference from the Gaussian CDF: \(worst)")
        #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "monotonic across the edge")
        // Symmetric about the edge: pixel 63 - k mirrors 64 + k.
        for k in 0..<Int(3 * sigma) { #expect(abs(profile[63 - k] + profile[64 + k] - 1) < 2.5 / 255) }
        // Far from the edge, untouched.
        #expect(profile[10] == 0 && profile[117] == 1)
    }

    @Test("Radius 0 and radii under a pixel leave the image alone; a blur keeps opaque colour opaque")
    func noBlurAndAlpha() {
        var pixels: [UInt8] = (0..<(8 * 8)).flatMap { i in [UInt8(i * 3), 40, 200, 255] }
        let original = pixels
        GaussianBlur.apply(to: &pixels, width: 8, height: 8, sigma: 0)
        #expect(pixels == original)
        GaussianBlur.apply(to: &pixels, width: 8, height: 8, sigma: 0.2)
        #expect(pixels == original)
        // A transparent border spreads into the image's edge, as the spec's transparent surround does,
        // but never changes a straight-alpha colour that is the same everywhere.
        GaussianBlur.apply(to: &pixels, width: 8, height: 8, sigma: 2)
        #expect(pixels[3] < 255)
        #expect(pixels[(4 * 8 + 4) * 4 + 1] == 40 && pixels[(4 * 8 + 4) * 4 + 2] == 200)
    }
}
