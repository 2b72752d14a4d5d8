import DisplayList
import Foundation
import ScrollCore

/// Deterministic procedural "photos" for the demo's cards: landscapes of layered mountain
/// silhouettes in valley mist under a gradient sky, with a sun or a moon (stars and sometimes an
/// aurora at night), cloud streaks, pine ridges and an occasional lake reflecting it all.
///
/// Everything derives from the ``ImageID``: the same id gives the same pixels on every run and
/// machine (a SplitMix64 generator seeded by the id, no `hashValue`, no clock), different ids
/// give different pictures. No files and no network, so scenes can show thousands of distinct
/// photos.
///
/// The provider caches nothing — the renderer owns the textures and releases them when a card is
/// destroyed (see `SDLRenderer`'s image policy); asking twice generates twice, and ``generated``
/// counts the generations, so tests and the HUD can see how often cards were re-uploaded. A
/// 320×200 picture takes well under 2 ms in a release build, so a few can be made per frame.
///
/// ```swift
/// let photos = ProceduralPhotos()
/// sdlRenderer.imageProvider = photos
/// list.image(ProceduralPhotos.id(7), in: cardFrame, cornerRadius: 12)
/// ```
///
/// Not `Sendable` (it counts); use it on one thread at a time: the renderer's, or the window
/// renderer's picture worker (`SDLRenderer.preparesImagesOffFrame`), which alone calls it then. ``render(_:width:height:)`` is a
/// pure function usable anywhere.
public final class ProceduralPhotos: ImageProvider {
    /// Pixel size of every generated picture.
    public let width: Int
    public let height: Int
    /// Pictures generated so far (one per ``pixels(for:)`` call).
    public private(set) var generated = 0

    /// - Parameters: width, height: the pictures' size in pixels (at least 8 × 8).
    public init(width: Int = 320, height: Int = 200) {
        self.width = max(8, width)
        self.height = max(8, height)
    }

    /// The picture for `id` (never nil: every id has one).
    public func pixels(for id: ImageID) -> ImagePixels? {
        generated += 1
        return Self.render(id, width: width, height: height)
    }

    /// The id of the `index`-th photo, for scenes that number their cards.
    public static func id(_ index: Int) -> ImageID { ImageID(name: "photo-\(index)") }

    /// A short caption for the picture of `id` ("Lake at dusk"), matching what is drawn.
    public static func title(for id: ImageID) -> String {
        let plan = PhotoPlan(id)
        let place = plan.lake ? "Lake" : plan.pines ? "Pine ridge" : plan.jagged > 0.6 ? "High peaks" : "Hills"
        return plan.aurora ? "\(place), aurora" : "\(place) at \(plan.theme.name)"
    }

    /// Generates the picture of `id` at `width` × `height` pixels (opaque, 0xFFRRGGBB).
    public static func render(_ id: ImageID, width: Int, height: Int) -> ImagePixels {
        let w = max(8, width), h = max(8, height)
        var canvas = PhotoCanvas(width: w, height: h)
        let plan = PhotoPlan(id)
        var rng = plan.rng
        canvas.paintSky(plan)
        if plan.theme.isNight { canvas.paintStars(&rng) }
        if plan.aurora { canvas.paintAurora(&rng, plan) }
        canvas.paintCelestial(plan)
        canvas.paintClouds(&rng, plan)
        canvas.paintRidges(&rng, plan)
        if plan.lake { canvas.paintLake(plan) }
        return ImagePixels(width: w, height: h, argb: canvas.finish())
    }
}

// MARK: - PhotoPlan: everything decided up front from the id

/// A colour in linear-ish 0…1 floats (mixing happens in sRGB, as painters do).
private typealias PhotoRGB = SIMD3<Float>

private func rgb(_ hex: UInt32) -> PhotoRGB {
    PhotoRGB(Float((hex >> 16) & 0xFF), Float((hex >> 8) & 0xFF), Float(hex & 0xFF)) / 255
}

private func mix(_ a: PhotoRGB, _ b: PhotoRGB, _ t: Float) -> PhotoRGB { a + (b - a) * t }

private func smoothstep(_ e0: Float, _ e1: Float, _ x: Float) -> Float {
    let t = min(max((x - e0) / (e1 - e0), 0), 1)
    return t * t * (3 - 2 * t)
}

/// A photo's draws: ``SplitMix64`` (tiny, fast and the same everywhere) as floats, chances and
/// integers.
private struct PhotoRandom {
    private var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }
    mutating func next() -> UInt64 { generator.next() }
    /// Uniform in `range`.
    mutating func float(_ range: ClosedRange<Float>) -> Float {
        range.lowerBound + (range.upperBound - range.lowerBound) * Float(next() >> 40) / Float(1 << 24)
    }
    mutating func chance(_ p: Float) -> Bool { float(0...1) < p }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}

/// Hash of an integer lattice point to 0…1, for value noise.
private func lattice(_ i: Int32, _ seed: UInt32) -> Float {
    var x = UInt32(bitPattern: i) &* 0x27d4_eb2d ^ seed
    x = (x ^ (x >> 15)) &* 0x85eb_ca6b
    x = (x ^ (x >> 13)) &* 0xc2b2_ae35
    x ^= x >> 16
    return Float(x >> 8) / Float(1 << 24)
}

/// Smooth 1-D value noise in 0…1.
private func noise(_ x: Float, _ seed: UInt32) -> Float {
    let cell = x.rounded(.down), f = x - cell
    let i = Int32(cell)
    let t = f * f * (3 - 2 * f)
    let a = lattice(i, seed), b = lattice(i &+ 1, seed)
    return a + (b - a) * t
}

/// A time of day: sky, light and land colours.
private struct PhotoTheme {
    var name: String
    var skyTop: PhotoRGB, skyMid: PhotoRGB, horizon: PhotoRGB
    var light: PhotoRGB          // sun or moon
    var land: PhotoRGB           // the nearest ridge
    var cloud: PhotoRGB
    var isNight: Bool

    static let all: [PhotoTheme] = [
        PhotoTheme(name: "dawn", skyTop: rgb(0x3B_4C_8C), skyMid: rgb(0xC8_8F_B5), horizon: rgb(0xFF_D1_A8),
                   light: rgb(0xFF_F4_D6), land: rgb(0x2A_2B_4A), cloud: rgb(0xFF_C4_B8), isNight: false),
        PhotoTheme(name: "noon", skyTop: rgb(0x2E_7F_D9), skyMid: rgb(0x78_B8_EE), horizon: rgb(0xD9_EE_F7),
                   light: rgb(0xFF_FB_EB), land: rgb(0x1F_4D_3A), cloud: rgb(0xFF_FF_FF), isNight: false),
        PhotoTheme(name: "sunset", skyTop: rgb(0x2B_2D_6E), skyMid: rgb(0xE0_5D_5A), horizon: rgb(0xFF_B3_47),
                   light: rgb(0xFF_F0_B0), land: rgb(0x2D_16_2C), cloud: rgb(0xFF_8A_66), isNight: false),
        PhotoTheme(name: "dusk", skyTop: rgb(0x14_1E_4A), skyMid: rgb(0x4E_3F_86), horizon: rgb(0xE3_8A_8A),
                   light: rgb(0xFF_E0_C0), land: rgb(0x14_12_2A), cloud: rgb(0xB0_78_A0), isNight: false),
        PhotoTheme(name: "night", skyTop: rgb(0x05_0A_1E), skyMid: rgb(0x0E_1F_45), horizon: rgb(0x2B_4A_78),
                   light: rgb(0xF2_F0_E0), land: rgb(0x05_08_14), cloud: rgb(0x3A_4A_6A), isNight: true),
        PhotoTheme(name: "first light", skyTop: rgb(0x5B_8E_C9), skyMid: rgb(0xA8_C8_E0), horizon: rgb(0xF6_E6_C8),
                   light: rgb(0xFF_FF_F0), land: rgb(0x33_41_5C), cloud: rgb(0xFF_F2_E6), isNight: false),
    ]
}

/// The random choices for one picture, in a fixed order so pictures are stable.
private struct PhotoPlan {
    var seed: UInt64
    var rng: PhotoRandom              // continues after the choices below
    var theme: PhotoTheme
    var lightX: Float, lightY: Float, lightRadius: Float   // fractions of width / height
    var horizonY: Float               // where the farthest ridge sits (fraction of height)
    var lake: Bool, waterY: Float     // waterline (fraction of height)
    var layers: Int
    var jagged: Float                 // 0 rolling hills … 1 sharp peaks
    var pines: Bool
    var aurora: Bool
    var clouds: Int

    init(_ id: ImageID) {
        seed = id.rawValue ^ 0x5EED_F070_0000_0003
        var r = PhotoRandom(seed: seed)
        _ = r.next()
        var theme = PhotoTheme.all[Int(r.next() % UInt64(PhotoTheme.all.count))]
        // A small hue/brightness drift so two "sunsets" are not twins.
        let drift = PhotoRGB(r.float(-0.06...0.06), r.float(-0.06...0.06), r.float(-0.06...0.06))
        theme.skyMid = simd_clamp01(theme.skyMid + drift)
        theme.horizon = simd_clamp01(theme.horizon + drift * 0.5)
        self.theme = theme
        lightX = r.float(0.18...0.82)
        horizonY = r.float(0.50...0.62)
        lightY = r.float(0.16...(horizonY - 0.08))
        lightRadius = theme.isNight ? r.float(0.045...0.07) : r.float(0.05...0.09)
        lake = r.chance(0.4)
        waterY = r.float(0.70...0.80)
        layers = r.int(3...5)
        jagged = r.float(0...1)
        pines = !lake && r.chance(0.45)
        aurora = theme.isNight && r.chance(0.5)
        clouds = theme.isNight ? r.int(0...1) : r.int(1...4)
        rng = r
    }
}

private func simd_clamp01(_ c: PhotoRGB) -> PhotoRGB {
    PhotoRGB(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1))
}

// MARK: - PhotoCanvas: the passes

/// A float RGB image the passes paint into, back to front.
private struct PhotoCanvas {
    let width: Int, height: Int
    /// The size as floats (stored, so closures over the pixel buffer may read them).
    let w: Float, h: Float
    var pixels: [PhotoRGB]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        w = Float(width); h = Float(height)
        pixels = [PhotoRGB](repeating: .zero, count: width * height)
    }

    /// Three-stop vertical gradient: top → mid (at 55% of the horizon) → horizon, then held.
    mutating func paintSky(_ plan: PhotoPlan) {
        let t = plan.theme, horizon = plan.horizonY * h
        pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<height {
                let f = Float(y) / horizon
                let c = f < 0.55 ? mix(t.skyTop, t.skyMid, smoothstep(0, 0.55, f))
                                 : mix(t.skyMid, t.horizon, smoothstep(0.55, 1.05, f))
                let row = y * width
                for x in 0..<width { px[row + x] = c }
            }
        }
    }

    mutating func paintStars(_ rng: inout PhotoRandom) {
        let count = width * height / 400
        for _ in 0..<count {
            let x = rng.int(0...(width - 1)), y = rng.int(0...(height * 2 / 3))
            let fade = 1 - Float(y) / (h * 0.66)
            let bright = rng.float(0.25...1) * fade
            let i = y * width + x
            pixels[i] = simd_clamp01(pixels[i] + PhotoRGB(repeating: bright * 0.9))
        }
    }

    /// Green-to-violet curtains swaying across the upper sky, added to it.
    mutating func paintAurora(_ rng: inout PhotoRandom, _ plan: PhotoPlan) {
        let seed = UInt32(truncatingIfNeeded: rng.next())
        let green = rgb(0x3C_F0_A0), violet = rgb(0x8A_4C_E0)
        let base = h * rng.float(0.22...0.34), sway = h * 0.08
        pixels.withUnsafeMutableBufferPointer { px in
            for x in 0..<width {
                let fx = Float(x) / w
                let edge = base + sway * (noise(fx * 3.5, seed) * 2 - 1) + sway * 0.5 * sin(fx * 9)
                let strength = 0.35 + 0.65 * noise(fx * 11, seed &+ 7)
                let top = max(0, Int(edge - h * 0.22)), bottom = min(height - 1, Int(edge + 4))
                guard top < bottom else { continue }
                for y in top...bottom {
                    let d = (edge - Float(y)) / (h * 0.22)          // 0 at the lower edge, 1 at the top
                    let a = d < 0 ? max(0, 1 + d * 0.25 * h / 4) : (1 - d) * (1 - d)
                    px[y * width + x] += mix(green, violet, max(0, d)) * (a * strength * 0.55)
                }
            }
        }
    }

    /// The sun (a disc in a wide glow) or the moon (a pale disc with maria and a small halo).
    mutating func paintCelestial(_ plan: PhotoPlan) {
        let t = plan.theme
        let cx = plan.lightX * w, cy = plan.lightY * h, r = plan.lightRadius * h
        let glowR = t.isNight ? r * 3.5 : r * 6, glowR2 = glowR * glowR, edge2 = (r + 1) * (r + 1)
        let glowStrength: Float = t.isNight ? 0.2 : 0.42
        let x0 = max(0, Int(cx - glowR)), x1 = min(width - 1, Int(cx + glowR))
        let y0 = max(0, Int(cy - glowR)), y1 = min(height - 1, Int(cy + glowR))
        guard x0 <= x1, y0 <= y1 else { return }
        pixels.withUnsafeMutableBufferPointer { px in
            for y in y0...y1 {
                for x in x0...x1 {
                    let dx = Float(x) + 0.5 - cx, dy = Float(y) + 0.5 - cy
                    let d2 = dx * dx + dy * dy
                    guard d2 < glowR2 else { continue }
                    let i = y * width + x
                    let g = 1 - d2 / glowR2                      // (1 − d²/R²)⁴: a soft bell, no square root
                    let g2 = g * g
                    var c = px[i] + t.light * (g2 * g2 * glowStrength)
                    guard d2 < edge2 else { px[i] = simd_clamp01(c); continue }
                    let d = d2.squareRoot()
                    let coverage = min(max(r - d + 0.5, 0), 1)
                    if coverage > 0 {
                        var disc = t.light
                        if t.isNight {            // maria: two soft grey blotches
                            let m1 = smoothstep(r * 0.45, r * 0.1, hypot(dx + r * 0.3, dy + r * 0.2))
                            let m2 = smoothstep(r * 0.35, r * 0.05, hypot(dx - r * 0.35, dy - r * 0.3))
                            disc = disc * (1 - 0.12 * (m1 + m2))
                        }
                        c = mix(c, disc, coverage)
                    }
                    px[i] = simd_clamp01(c)
                }
            }
        }
    }

    /// Long thin streaks lit from the light's side.
    mutating func paintClouds(_ rng: inout PhotoRandom, _ plan: PhotoPlan) {
        let t = plan.theme
        for _ in 0..<plan.clouds {
            let seed = UInt32(truncatingIfNeeded: rng.next())
            let cy = rng.float(0.08...(plan.horizonY - 0.12)) * h
            let thickness = rng.float(0.012...0.03) * h
            let cx = rng.float(0.1...0.9) * w, halfLength = rng.float(0.15...0.4) * w
            let opacity = rng.float(0.35...0.7)
            let y0 = max(0, Int(cy - thickness * 2.5)), y1 = min(height - 1, Int(cy + thickness * 2.5))
            let x0 = max(0, Int(cx - halfLength)), x1 = min(width - 1, Int(cx + halfLength))
            guard x0 < x1, y0 < y1 else { continue }
            pixels.withUnsafeMutableBufferPointer { px in
                for x in x0...x1 {
                    let along = (Float(x) - cx) / halfLength
                    let taper = max(0, 1 - along * along)
                    let puff = 0.55 + 0.45 * noise(Float(x) * 0.06, seed)
                    let wobble = (noise(Float(x) * 0.03, seed &+ 1) - 0.5) * thickness * 2
                    for y in y0...y1 {
                        let dy = (Float(y) - cy - wobble) / (thickness * puff)
                        let a = exp(-dy * dy) * taper * puff * opacity
                        guard a > 0.003 else { continue }
                        let lit = 1 - min(1, abs(Float(x) - plan.lightX * w) / w)    // brighter near the light
                        let i = y * width + x
                        px[i] = mix(px[i], mix(t.cloud * 0.85, t.cloud, lit), a)
                    }
                }
            }
        }
    }

    /// Ridges from far (hazy, high, jagged) to near (dark, low, rounder), each fading into
    /// valley mist at its foot; pines along the nearest ridge when the plan asks.
    mutating func paintRidges(_ rng: inout PhotoRandom, _ plan: PhotoPlan) {
        let t = plan.theme
        let haze = mix(t.horizon, t.skyMid, 0.25)
        let bottom = plan.lake ? Int(plan.waterY * h) : height
        var ridge = [Float](repeating: 0, count: width)
        var shades = [PhotoRGB](repeating: .zero, count: 2 * height + 1)
        for layer in 0..<plan.layers {
            let depth = Float(layer) / Float(max(1, plan.layers - 1))       // 0 far … 1 near
            let seed = UInt32(truncatingIfNeeded: rng.next())
            let colour = mix(mix(haze, t.land, 0.35), t.land, depth * depth * 0.85 + depth * 0.15)
            let base = h * (plan.horizonY + (plan.lake ? plan.waterY - 0.04 - plan.horizonY : 0.3) * depth * 0.85)
            let amplitude = h * (0.30 - 0.18 * depth) * (0.6 + 0.4 * plan.jagged)
            let frequency = (2.2 + 3.0 * (1 - depth)) / w
            let sharp = plan.jagged * (1 - depth * 0.7)
            for x in 0..<width {
                var n: Float = 0, a: Float = 0.55, f = Float(x) * frequency
                for octave in 0..<5 {
                    let v = noise(f, seed &+ UInt32(octave))
                    let ridged = 1 - abs(v * 2 - 1)                         // peaks instead of bumps
                    n += a * (v + (ridged - v) * sharp)
                    a *= 0.5; f *= 2.1
                }
                ridge[x] = base - amplitude * n
            }
            if plan.pines && layer == plan.layers - 1 { addPines(&ridge, &rng) }
            // The colour n rows below the ridge: the layer's own colour fading into valley mist.
            let mistDepth = h * (0.10 + 0.06 * (1 - depth))
            let mist: Float = 0.55 * (1 - depth * 0.6)
            for n in 0..<height {
                shades[n] = mix(colour, haze, mist * smoothstep(mistDepth * 0.2, mistDepth, Float(n) + 0.5))
            }
            shades.withUnsafeBufferPointer { shade in
                pixels.withUnsafeMutableBufferPointer { px in
                    for x in 0..<width {
                        let top = ridge[x]
                        let y0 = max(0, Int(top.rounded(.down)))
                        guard y0 < bottom else { continue }
                        let skip = min(height, y0 - Int(top.rounded(.down)))  // rows above the image
                        // The ridge's own pixel is only partly covered: a soft edge.
                        px[y0 * width + x] = mix(px[y0 * width + x], shade[skip], min(1, Float(y0) + 1 - top))
                        var y = y0 + 1, i = y * width + x
                        while y < bottom { px[i] = shade[y - y0 + skip]; y += 1; i += width }
                    }
                }
            }
        }
    }

    /// Raises `ridge` into rows of pine silhouettes (narrow triangles of varied height).
    private func addPines(_ ridge: inout [Float], _ rng: inout PhotoRandom) {
        var x = Float(rng.int(0...6))
        while x < w {
            let treeHeight = h * rng.float(0.05...0.12), halfWidth = treeHeight * rng.float(0.16...0.24)
            let cx = Int(x)
            let lo = max(0, Int(x - halfWidth)), hi = min(width - 1, Int(x + halfWidth))
            if lo <= hi, cx >= 0, cx < width {
                let foot = ridge[cx] + treeHeight * 0.15
                for i in lo...hi {
                    let slope = 1 - abs(Float(i) - x) / halfWidth
                    ridge[i] = min(ridge[i], foot - treeHeight * max(0, slope))
                }
            }
            x += halfWidth * rng.float(0.9...2.2)
        }
    }

    /// Everything above the waterline mirrored below it, rippled, darkened and tinted by the sky.
    mutating func paintLake(_ plan: PhotoPlan) {
        let waterline = Int(plan.waterY * h)
        guard waterline > 1, waterline < height else { return }
        let tint = mix(plan.theme.skyMid, plan.theme.skyTop, 0.5)
        let depthRange = Float(height - waterline)
        pixels.withUnsafeMutableBufferPointer { px in
            for y in waterline..<height {
                let d = Float(y - waterline)
                let source = max(0, 2 * waterline - y - 1)
                let ripple = Int((sin(d * 0.9 + Float(y % 7)) * (0.6 + d * 0.06)).rounded())
                let murk = 0.22 + 0.38 * d / depthRange
                for x in 0..<width {
                    let sx = min(width - 1, max(0, x + ripple))
                    let c = px[source * width + sx]
                    px[y * width + x] = mix(c, tint, murk) * 0.86
                }
            }
            // The light's path on the water: broken horizontal glints under the sun or moon,
            // widening towards the viewer.
            let lightX = plan.lightX * w, light = plan.theme.light
            let seed = UInt32(truncatingIfNeeded: plan.seed)
            let strength: Float = plan.theme.isNight ? 0.35 : 0.5
            for y in waterline..<height {
                let d = Float(y - waterline) / depthRange
                let halfWidth = w * (0.03 + 0.07 * d)
                let x0 = max(0, Int(lightX - halfWidth)), x1 = min(width - 1, Int(lightX + halfWidth))
                guard x0 < x1 else { continue }
                for x in x0...x1 {
                    let across = (Float(x) - lightX) / halfWidth
                    let glint = noise(Float(x) * 0.25 + Float(y) * 7.3, seed)
                    let a = (1 - across * across) * smoothstep(0.45, 0.9, glint) * strength * (1 - d * 0.5)
                    let i = y * width + x
                    px[i] = simd_clamp01(px[i] + light * a)
                }
            }
            // A faint line where the shore meets the water.
            for x in 0..<width {
                let i = waterline * width + x
                px[i] = px[i] * 0.85 + plan.theme.horizon * 0.1
            }
        }
    }

    /// Vignette, ordered dithering (so slow sky gradients do not band into stripes) and packing
    /// to 0xFFRRGGBB.
    ///
    /// Every pixel gets `channel × (1 − (dx² + dy²) · norm) · 255 + bayer + ½`, clamped to
    /// 0…255 and truncated. This loop was 46 % of a picture's ~11 M instructions (about 80 a
    /// pixel, most of them the three float-to-integer conversions' range checks); it now reads
    /// the floats in place, takes dx² per column, dy² per row and bayer + ½ per cell from small
    /// tables, and truncates without checks — the same operations on the same values in the
    /// same order, so the same pixels (`PhotoPixelsTests`).
    func finish() -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        // 4×4 Bayer thresholds, centred on 0, in 0…255 units, with the ½ that rounds added.
        let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 - 0.5 + 0.5 }
        let cx = w / 2, cy = h / 2, norm = 0.28 / (cx * cx + cy * cy)
        var dx2 = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let dx = Float(x) + 0.5 - cx
            dx2[x] = dx * dx
        }
        /// `v` clamped to 0…255 and truncated, as `Int32(min(max(v, 0), 255))` (no NaN here),
        /// without the conversion's range checks: adding 2²³ rounds a value in 0…255 to the
        /// nearest integer exactly (the sum's last bit is 1), which is then its floor, less one
        /// when rounding went up.
        @inline(__always) func byte(_ v: Float) -> UInt32 {
            let clamped = v > 0 ? (v < 255 ? v : 255) : 0
            let shifted = clamped + 8_388_608
            let nearest = shifted.bitPattern & 0x7F_FFFF
            return shifted - 8_388_608 > clamped ? nearest - 1 : nearest
        }
        pixels.withUnsafeBufferPointer { px in
            // SIMD3<Float> is laid out as four floats (x, y, z, padding).
            let floats = UnsafeRawPointer(px.baseAddress!).assumingMemoryBound(to: Float.self)
            bayer.withUnsafeBufferPointer { bayer in
                dx2.withUnsafeBufferPointer { dx2 in
                    out.withUnsafeMutableBufferPointer { dst in
                        for y in 0..<height {
                            let dy = Float(y) + 0.5 - cy
                            let dy2 = dy * dy
                            let row = y * width, dither = (y & 3) * 4
                            var p = floats + 4 * row
                            for x in 0..<width {
                                let scale = (1 - (dx2[x] + dy2) * norm) * 255
                                let offset = bayer[dither + (x & 3)]
                                let r = byte(p[0] * scale + offset), g = byte(p[1] * scale + offset), b = byte(p[2] * scale + offset)
                                dst[row + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                                p += 4
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
