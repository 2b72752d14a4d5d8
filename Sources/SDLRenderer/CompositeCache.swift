import CSDL2
import DisplayList
import ScrollCore

/// What one cached composite shows: a rounded rectangle of `widthPixels × heightPixels` whole
/// pixels with corner radius `radiusQuarterPixels / 4`, filled with a colour (`image == nil`)
/// or with the aspect-filled, linearly resampled picture `image` — or only the part of it in
/// `region` (a picture under a clip smaller than itself: a card's `clipShape` keeps the middle
/// of an aspect-filled photo, so only that part is made and kept).
struct CompositeKey: Hashable {
    var widthPixels: Int32
    var heightPixels: Int32
    var radiusQuarterPixels: Int32
    /// Packed RGBA of a fill (0 for an image).
    var rgba: UInt32
    var image: ImageID?
    /// An outline's width in quarter pixels (0: a fill).
    var lineQuarterPixels: Int32 = 0
    /// The pixels kept, `[regionX, regionX + regionWidth) × [regionY, regionY + regionHeight)`
    /// in the whole shape's pixels: the whole shape unless given.
    var regionX: Int32 = 0, regionY: Int32 = 0
    var regionWidth: Int32 = -1, regionHeight: Int32 = -1

    /// The kept region's size in pixels (the whole shape's when no region was given).
    var keptWidth: Int { regionWidth < 0 ? Int(widthPixels) : Int(regionWidth) }
    var keptHeight: Int { regionHeight < 0 ? Int(heightPixels) : Int(regionHeight) }
}

/// Textures of shapes that look the same from frame to frame — anti-aliased rounded rectangles
/// (panels, buttons, pills, avatars, badges) and rounded photos — drawn once on the CPU and then
/// copied 1:1 with `SDL_RenderCopy` (issue 13's "cached composites").
///
/// Why: SDL's software renderer draws a translucent triangle fan through a temporary surface
/// (zeroed, filled, then blended), and it snaps geometry to whole pixels with no anti-aliasing
/// and samples textured triangles nearest-neighbour. The profile of `bench --scene colors
/// --overlay all` had 66 % of all instructions in `fillRounded` → `SDL_RenderGeometry` (the
/// overlays' translucent rounded panels). A cached composite is one blended blit, and its pixels
/// are exact: coverage from the shape's signed distance (Inigo Quilez's rounded-box SDF,
/// `coverage = clamp(½ − d, 0, 1)`: 1 inside, 0 outside, a one-pixel ramp across the edge) and
/// images resampled bilinearly.
///
/// Lifetime: a shape's entry not drawn for ``keepFrames`` frames is destroyed at the end of a
/// frame, a picture's after ``imageKeepFrames`` (a card scrolling back within that time is
/// copied again, never resampled again, and its picture is not even fetched: see
/// ``existing(_:)``); beyond ``limitBytes`` the least recently drawn go first. Lookups and a
/// frame in which nothing is released allocate nothing.
final class CompositeCache: RendererTextureOwner {
    struct Entry {
        var texture: OpaquePointer?
        /// The texture's pixels, kept for drawing straight into a software target (SurfaceBlend).
        var pixels: [UInt32]
        /// Per row, the run of pixels equal to the row's middle pixel (start, end; end ≤ start
        /// when none): a shape's interior, all one colour, which a direct copy fills or blends
        /// as a constant instead of pixel by pixel; only the anti-aliased edges are per pixel.
        /// For images (`uniform` false), the run of fully opaque pixels, copied with `memcpy`.
        var runs: [Int32]
        var uniform: Bool
        var bytes: Int
        var lastUsedFrame: UInt64
    }

    /// Frames an unused composite survives (shapes blink in and out as overlays toggle).
    var keepFrames: UInt64 = 30
    /// Frames an unused picture's composite survives: 10 s at 60 Hz, long enough for the cards
    /// a scroll back brings again (remaking one is a fetch of the picture and a resampling,
    /// the costliest thing a frame of the gallery does); ``limitBytes`` still bounds them.
    var imageKeepFrames: UInt64 = 600
    /// Pixel bytes kept at most.
    var limitBytes = 64 << 20
    /// The largest composite made, in pixels; bigger shapes are drawn as geometry.
    static let maximumPixels = 2048 * 2048

    private var entries: [CompositeKey: Entry] = [:]
    private var frame: UInt64 = 0
    private(set) var bytes = 0
    /// Composites made so far (misses of ``lookup(_:renderer:make:)``).
    private(set) var made = 0
    private var victims: [CompositeKey] = []
    /// Composites that may go when over ``limitBytes`` (endFrame), kept to reuse the storage.
    private var candidates: [(key: CompositeKey, lastUsedFrame: UInt64, bytes: Int)] = []
    var count: Int { entries.count }

    /// The composites of pictures (not shapes) and their bytes: the images the renderer holds
    /// beside its image textures (the HUD's `textures` line). A walk over the entries — a few
    /// dozen — that allocates nothing.
    var imageTotals: (count: Int, bytes: Int) {
        var count = 0, bytes = 0
        for (key, entry) in entries where key.image != nil && entry.texture != nil {
            count += 1
            bytes += entry.bytes
        }
        return (count, bytes)
    }

    init() { entries.reserveCapacity(64); victims.reserveCapacity(64); candidates.reserveCapacity(64) }
    deinit { removeAll() }

    func beginFrame() { frame &+= 1 }

    /// The composite for `key` if it is cached (and could be made), marked as drawn this frame.
    func existing(_ key: CompositeKey) -> Entry? {
        guard let hit = entries[key] else { return nil }
        if hit.lastUsedFrame != frame { entries[key]!.lastUsedFrame = frame }
        return hit.texture == nil ? nil : hit
    }

    /// The composite for `key`, its pixels made by `make` on a miss and uploaded to `renderer`
    /// (nil if they cannot be made or uploaded; the failure is remembered like a composite).
    func lookup(_ key: CompositeKey, renderer: OpaquePointer, make: () -> [UInt32]?) -> Entry? {
        if let hit = entries[key] {
            if hit.lastUsedFrame != frame { entries[key]!.lastUsedFrame = frame }
            return hit.texture == nil ? nil : hit
        }
        let pixels = make() ?? []
        made += 1
        let width = key.keptWidth, height = key.keptHeight
        let texture = pixels.count == width * height && !pixels.isEmpty
            ? Self.upload(pixels, width: width, height: height, renderer: renderer) : nil
        let size = texture == nil ? 0 : width * height * 8          // the texture and the kept pixels
        let entry = Entry(texture: texture, pixels: texture == nil ? [] : pixels,
                          runs: texture == nil ? [] : Self.runs(pixels, width: width, height: height, uniform: key.image == nil),
                          uniform: key.image == nil,
                          bytes: size, lastUsedFrame: frame)
        entries[key] = entry
        bytes += size
        return texture == nil ? nil : entry
    }

    /// Destroys composites not drawn for ``keepFrames`` frames, then the least recently drawn
    /// while over ``limitBytes``. Returns how many it destroyed.
    @discardableResult
    func endFrame() -> Int {
        let oldestShape = frame > keepFrames ? frame - keepFrames : 0
        let oldestImage = frame > imageKeepFrames ? frame - imageKeepFrames : 0
        func isStale(_ key: CompositeKey, _ entry: Entry) -> Bool {
            entry.lastUsedFrame < (key.image == nil ? oldestShape : oldestImage)
        }
        var stale = false
        for (key, entry) in entries where isStale(key, entry) { stale = true; break }
        guard stale || bytes > limitBytes else { return 0 }
        victims.removeAll(keepingCapacity: true)
        for (key, entry) in entries where isStale(key, entry) { victims.append(key) }
        if bytes > limitBytes {
            // The least recently drawn first, among those not drawn this frame: picked one by one
            // from a reused list rather than sorted into a new array, which allocated at the end of
            // every frame of a scene whose composites in use exceed the limit (`origami` at 2×).
            candidates.removeAll(keepingCapacity: true)
            for (key, entry) in entries where !isStale(key, entry) && entry.lastUsedFrame != frame {
                candidates.append((key, entry.lastUsedFrame, entry.bytes))
            }
            var excess = bytes - limitBytes
            while excess > 0 {
                var oldest = -1
                for i in candidates.indices where candidates[i].lastUsedFrame != .max
                    && (oldest < 0 || candidates[i].lastUsedFrame < candidates[oldest].lastUsedFrame) { oldest = i }
                guard oldest >= 0 else { break }
                victims.append(candidates[oldest].key); excess -= candidates[oldest].bytes
                candidates[oldest].lastUsedFrame = .max
            }
        }
        for key in victims { remove(key) }
        return victims.count
    }

    func remove(_ key: CompositeKey) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        if let texture = entry.texture { SDL_DestroyTexture(texture) }
        bytes -= entry.bytes
    }

    /// Destroys every composite of image `id` (its picture changed).
    func removeImage(_ id: ImageID) {
        for key in entries.keys where key.image == id { remove(key) }
    }

    func removeAll() {
        for entry in entries.values { if let texture = entry.texture { SDL_DestroyTexture(texture) } }
        entries.removeAll(keepingCapacity: true)
        bytes = 0
    }

    // MARK: - Making composites

    /// The coverage of pixel (`x`, `y`) by a `width × height` rounded rectangle with corner
    /// radius `radius` whose top-left corner is the origin, all in pixels: the rounded box's
    /// signed distance `d` at the pixel's centre, mapped to `clamp(½ − d, 0, 1)`.
    static func coverage(x: Int, y: Int, width: Double, height: Double, radius: Double) -> Double {
        let px = Double(x) + 0.5 - width / 2, py = Double(y) + 0.5 - height / 2
        let qx = abs(px) - (width / 2 - radius), qy = abs(py) - (height / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let d = outside + min(max(qx, qy), 0) - radius
        return min(max(0.5 - d, 0), 1)
    }

    /// ARGB8888 pixels of a rounded rectangle's outline `lineWidth` pixels wide, inside the
    /// rectangle: the fill's coverage less that of the rectangle inset by `lineWidth` with corners
    /// of `radius − lineWidth` (concentric, as a stroked border's inner edge is).
    static func roundedRingPixels(width: Int, height: Int, radius: Double, lineWidth: Double, color: SDL_Color) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let w = Double(width), h = Double(height), r = min(radius, min(w, h) / 2)
        let l = min(max(lineWidth, 0), min(w, h) / 2)
        let iw = w - 2 * l, ih = h - 2 * l, ir = max(0, r - l)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    var c = coverage(x: x, y: y, width: w, height: h, radius: r)
                    if iw > 0, ih > 0 {
                        // The inner shape is centred like the outer one: the same pixel grid.
                        c -= coverage(x: x, y: y, width: w, height: h, innerWidth: iw, innerHeight: ih, radius: ir)
                    }
                    let a = UInt32((max(0, c) * Double(color.a)).rounded())
                    out[y * width + x] = a << 24 | rgb
                }
            }
        }
        return pixels
    }

    /// Coverage of pixel (x, y) by a rounded rectangle `innerWidth × innerHeight` centred in a
    /// `width × height` grid (``coverage(x:y:width:height:radius:)`` with the same centre).
    static func coverage(x: Int, y: Int, width: Double, height: Double, innerWidth: Double,
                         innerHeight: Double, radius: Double) -> Double {
        let px = Double(x) + 0.5 - width / 2, py = Double(y) + 0.5 - height / 2
        let qx = abs(px) - (innerWidth / 2 - radius), qy = abs(py) - (innerHeight / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let d = outside + min(max(qx, qy), 0) - radius
        return min(max(0.5 - d, 0), 1)
    }

    /// ARGB8888 pixels of a rounded rectangle filled with `color` (straight alpha). Coverage is
    /// below 1 only in the four corner squares of ⌈radius⌉ + 1 pixels (elsewhere the signed
    /// distance at a pixel centre is at most −½: straight edges lie on pixel boundaries), so
    /// only those are computed and the rest is filled with the one colour.
    static func roundedRectPixels(width: Int, height: Int, radius: Double, color: SDL_Color) -> [UInt32] {
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        var pixels = [UInt32](repeating: UInt32(color.a) << 24 | rgb, count: width * height)
        let w = Double(width), h = Double(height), r = min(radius, min(w, h) / 2)
        let corner = Int(r.rounded(.up)) + 1           // rows and columns that may be partly covered
        let cornerWidth = min(corner, width), cornerHeight = min(corner, height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height where y < cornerHeight || y >= height - cornerHeight {
                var x = 0
                while x < width {
                    if x == cornerWidth && width - cornerWidth > x { x = width - cornerWidth }   // the straight part
                    let c = coverage(x: x, y: y, width: w, height: h, radius: r)
                    let a = UInt32((c * Double(color.a)).rounded())
                    out[y * width + x] = a << 24 | rgb
                    x += 1
                }
            }
        }
        return pixels
    }

    /// ARGB8888 pixels of the crop (`cropX`, `cropY`, `cropWidth`, `cropHeight`, in source
    /// pixels) of `source` resampled bilinearly to `width × height` and cut to a rounded
    /// rectangle of `radius` pixels (coverage multiplies the picture's alpha) — only the pixels
    /// of `region` (x, y, width, height in those `width × height` pixels; all of them when nil),
    /// each the same as in the whole picture. `smooth: false` takes the nearest texel instead
    /// (pixel art, exact tests).
    ///
    /// The taps (two texels and a weight per column and per row) are the ones the Swift loop
    /// this replaces computed per pixel — texel centres, clamped to the crop's own texels so no
    /// colour bleeds in from outside it — with the weight rounded to 1/256; the interpolation
    /// is `lazyscroll_resample_bilinear` (CSDL2/image_resample.h) in integers, each channel
    /// rounded after each of its two lerps: within 1 per channel of that loop's Double
    /// arithmetic (`ImageCompositeTests` pins it), exact for nearest texels and for opaque
    /// alpha. Coverage is computed only in the corner squares; elsewhere it is 1.
    static func roundedImagePixels(_ source: ImagePixels, cropX: Double, cropY: Double, cropWidth: Double,
                                   cropHeight: Double, width: Int, height: Int, radius: Double,
                                   smooth: Bool = true, region: (x: Int, y: Int, width: Int, height: Int)? = nil) -> [UInt32] {
        let rx = region?.x ?? 0, ry = region?.y ?? 0
        let rw = region?.width ?? width, rh = region?.height ?? height
        guard rw > 0, rh > 0, rx >= 0, ry >= 0, rx + rw <= width, ry + rh <= height,
              source.width > 0, source.height > 0, source.argb.count == source.width * source.height else { return [] }
        var pixels = [UInt32](repeating: 0, count: rw * rh)
        let w = Double(width), h = Double(height), r = min(radius, min(w, h) / 2)
        let sx = cropWidth / w, sy = cropHeight / h
        let sw = source.width, sh = source.height
        let uMin = max(0, cropX.rounded(.down)), uMax = max(uMin, min(Double(sw - 1), (cropX + cropWidth).rounded(.up) - 1))
        let vMin = max(0, cropY.rounded(.down)), vMax = max(vMin, min(Double(sh - 1), (cropY + cropHeight).rounded(.up) - 1))
        /// Two texels and the weight (0…256) on the second, for output pixel centre `i + ½`.
        func taps(_ i: Int, origin: Double, step: Double, lower: Double, upper: Double, count: Int) -> (Int32, Int32, Int32) {
            let t = min(max(origin + (Double(i) + 0.5) * step - (smooth ? 0.5 : 0), lower), upper)
            let t0 = Int(t), t1 = min(t0 + 1, count - 1)
            let weight = smooth ? Int32(((t - Double(t0)) * 256).rounded()) : 0
            return (Int32(t0), Int32(t1), weight)
        }
        var columns = [Int32](repeating: 0, count: 3 * rw), rows = [Int32](repeating: 0, count: 3 * rh)
        for x in 0..<rw {
            (columns[3 * x], columns[3 * x + 1], columns[3 * x + 2]) =
                taps(rx + x, origin: cropX, step: sx, lower: uMin, upper: uMax, count: sw)
        }
        for y in 0..<rh {
            (rows[3 * y], rows[3 * y + 1], rows[3 * y + 2]) =
                taps(ry + y, origin: cropY, step: sy, lower: vMin, upper: vMax, count: sh)
        }
        source.argb.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { out in
                columns.withUnsafeBufferPointer { c in
                    rows.withUnsafeBufferPointer { v in
                        // Each source row interpolated across once, kept while the next rows read it.
                        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * rw) { scratch in
                            lazyscroll_resample_bilinear_cached(out.baseAddress, rw, Int32(rw), Int32(rh), src.baseAddress, sw,
                                                                c.baseAddress, v.baseAddress, scratch.baseAddress)
                        }
                    }
                }
                // Coverage below 1 only in the corner squares (see roundedRectPixels).
                let corner = Int(r.rounded(.up)) + 1
                func cornerRanges(_ size: Int) -> [Range<Int>] {
                    let c = min(corner, size)
                    return c >= size - c ? [0..<size] : [0..<c, (size - c)..<size]
                }
                /// `range` cut to `start..<start + count` (empty when they do not meet).
                func cut(_ range: Range<Int>, _ start: Int, _ count: Int) -> Range<Int> {
                    let lower = max(range.lowerBound, start)
                    return lower..<max(lower, min(range.upperBound, start + count))
                }
                for ys in cornerRanges(height) {
                    for y in cut(ys, ry, rh) {
                        for xs in cornerRanges(width) {
                            for x in cut(xs, rx, rw) {
                                let c = coverage(x: x, y: y, width: w, height: h, radius: r)
                                let i = (y - ry) * rw + (x - rx)
                                if c <= 0 { out[i] = 0; continue }
                                if c >= 1 { continue }
                                let p = out[i]
                                let alpha = UInt32(min(Double(p >> 24) * c + 0.5, 255))
                                out[i] = alpha << 24 | (p & 0xFF_FFFF)
                            }
                        }
                    }
                }
            }
        }
        return pixels
    }

    /// For each row, the run around the row's middle of pixels equal to the middle one
    /// (`uniform`) or fully opaque: start and end column, 0 0 when there is none.
    static func runs(_ pixels: [UInt32], width: Int, height: Int, uniform: Bool) -> [Int32] {
        var runs = [Int32](repeating: 0, count: 2 * height)
        guard width > 0, pixels.count >= width * height else { return runs }
        // A comparison per pixel, no closure (it was ~20 instructions a pixel: 1.3 M for a
        // card's picture at 2x, made in the frame its card scrolls in).
        pixels.withUnsafeBufferPointer { all in
            runs.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = all.baseAddress! + y * width
                    let middle = row[width / 2]
                    guard middle >> 24 != 0, uniform || middle >> 24 == 0xFF else { continue }
                    var start = width / 2, end = start + 1
                    if uniform {
                        while start > 0 && row[start - 1] == middle { start -= 1 }
                        while end < width && row[end] == middle { end += 1 }
                    } else {
                        while start > 0 && row[start - 1] >= 0xFF00_0000 { start -= 1 }
                        while end < width && row[end] >= 0xFF00_0000 { end += 1 }
                    }
                    out[2 * y] = Int32(start); out[2 * y + 1] = Int32(end)
                }
            }
        }
        return runs
    }

    /// Uploads ARGB8888 `pixels` as a blended, nearest-sampled static texture.
    static func upload(_ pixels: [UInt32], width: Int, height: Int, renderer: OpaquePointer) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { return nil }
        let status = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        guard status == 0 else { SDL_DestroyTexture(texture); return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}
