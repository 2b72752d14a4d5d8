import CSDL2
import Foundation

/// Translucent fills and composite copies written straight into a software render target's
/// pixels, instead of through SDL's software renderer.
///
/// Why: after the composites (CompositeCache), the profile of `bench --scene colors --overlay
/// all` had 53 % of its instructions in `SDL_RenderFillRectsF` → `SDL_BlendFillRect` and 29 % in
/// `SDL_RenderCopy` → SDL's generic blend blitter: the overlays' translucent panels, bars and
/// outlines blend about 1.7 M pixels a frame at 1280×800, and SDL's loops spend about 32
/// instructions a pixel decoding and re-encoding the format per pixel. These loops work on
/// 32-bit ARGB8888/XRGB8888 rows with the arithmetic hoisted out and no per-pixel branches, so
/// the compiler vectorises them.
///
/// The fill uses SDL's own arithmetic (`SDL_blendfillrect.c`: premultiplied source, `DRAW_MUL`
/// for the inverse alpha), so its pixels are identical to SDL's. The copy is "source over" with
/// straight alpha like SDL's `BLENDMODE_BLEND`, rounded the same way as the fill (SDL's own
/// blitter approximates ÷255 with >>8, so a partly covered pixel may differ by up to 2).
///
/// Used only while drawing straight onto a surface SDL's software renderer draws into (no
/// render target set, no blur layer open), where SDL does not batch, so direct writes land in
/// command order.
struct SurfaceTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    /// Row stride in pixels.
    let stride: Int
    let width: Int
    let height: Int
    /// ARGB8888 (true) or XRGB8888.
    let hasAlpha: Bool

    /// The surface's pixels, if it is a 32-bit (A)RGB8888 surface that needs no locking.
    init?(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let raw = s.pixels, let format = s.format,
              format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
                || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
              s.pitch % 4 == 0, (s.flags & UInt32(SDL_RLEACCEL)) == 0 else { return nil }
        pixels = raw.assumingMemoryBound(to: UInt32.self)
        stride = Int(s.pitch) / 4
        width = Int(s.w); height = Int(s.h)
        hasAlpha = format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// SDL's `DRAW_MUL(a, b)`: a·b/255 rounded, in integers.
    @inline(__always)
    static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let p = a &* b
        return (p &+ 1 &+ (p >> 8)) >> 8
    }

    /// Blends `color` (straight alpha, 1…254) over `count` rects (`rects`: x, y, width, height
    /// each, already inside the target), in order, in one call: an outline's sides or the rects
    /// of one fill command (`lazyscroll_blend_fill_rects`).
    func blendFill(rects: UnsafeBufferPointer<Int32>, count: Int, _ color: SDL_Color) {
        guard count > 0, let base = rects.baseAddress else { return }
        let argb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        lazyscroll_blend_fill_rects(pixels, stride, base, Int32(count), argb, UInt32(color.a))
    }

    /// `count` pixels from `row` blended with one colour (`argb`'s RGB at `alpha`), in SDL's
    /// arithmetic: `lazyscroll_blend_fill` (CSDL2/glyph_blend.h), C with SSE2, four pixels as
    /// sixteen 16-bit lanes per step (every product fits: 255 · 255 + 255 + 1 < 2¹⁶). (It was
    /// Swift SIMD16 code; the conversion between SIMD16<UInt8> and <UInt16> stayed an
    /// out-of-line generic call, and a row of a 1-pixel outline paid the call per row.)
    static func blendSpan(_ row: UnsafeMutablePointer<UInt32>, count: Int, argb: UInt32, alpha a: UInt32) {
        guard count > 0 else { return }
        lazyscroll_blend_fill(row, 0, Int32(count), 1, argb, a)
    }

    /// Copies `source` (ARGB8888, straight alpha, `sourceWidth` pixels a row) with its top-left
    /// pixel at (`originX`, `originY`), blended over the target, only inside `clip` (already
    /// inside the target); `alphaMod` scales the source alpha (SDL_SetTextureAlphaMod).
    /// `runs` (start, end per source row, CompositeCache.runs) are runs of one colour
    /// (`uniformRuns`: filled, or blended as a constant) or of opaque pixels (copied with
    /// `memcpy` when `alphaMod` is 255); only the pixels around them are blended one by one.
    /// `cover`: pixels an opaque shape drawn next will overwrite, left alone (``Cover``).
    func blendCopy(_ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
                   originX: Int, originY: Int, clip: PixelRect, alphaMod: UInt8, runs opaqueRuns: UnsafeBufferPointer<Int32>,
                   uniformRuns: Bool, cover: Cover? = nil) -> Int {
        let x0 = max(clip.x0, originX), x1 = min(clip.x1, originX + sourceWidth)
        let y0 = max(clip.y0, originY), y1 = min(clip.y1, originY + sourceHeight)
        guard x1 > x0, y1 > y0, let base = source.baseAddress else { return 0 }
        let mod = UInt32(alphaMod)
        let useRuns = (uniformRuns || mod == 255) && opaqueRuns.count == 2 * sourceHeight
        var skipped = 0
        for y in y0..<y1 {
            let row = pixels + y * stride
            let src = base + (y - originY) * sourceWidth - originX
            // The run of this row in target columns (empty without runs).
            var runStart = x1, runEnd = x1
            if useRuns {
                let r0 = Int(opaqueRuns[2 * (y - originY)]) + originX, r1 = Int(opaqueRuns[2 * (y - originY) + 1]) + originX
                if r1 > r0 { runStart = min(max(r0, x0), x1); runEnd = min(max(r1, x0), x1) }
            }
            if let covered = cover?.span(row: y), covered.end > x0, covered.start < x1 {
                let a = max(covered.start, x0), b = min(covered.end, x1)
                skipped += b - a
                blendSegment(row, src, from: x0, to: a, run: (runStart, runEnd), mod: mod, uniformRuns: uniformRuns)
                blendSegment(row, src, from: b, to: x1, run: (runStart, runEnd), mod: mod, uniformRuns: uniformRuns)
            } else {
                blendSegment(row, src, from: x0, to: x1, run: (runStart, runEnd), mod: mod, uniformRuns: uniformRuns)
            }
        }
        return skipped
    }

    /// Pixels an opaque upright rounded rectangle (`box`, corner squares of `corner` pixels)
    /// covers for certain: all of its box but the corner squares, where its coverage may be
    /// under 1 (CompositeCache.roundedRectPixels: coverage is exactly 1 elsewhere).
    struct Cover: Equatable {
        var box: PixelRect
        var corner: Int

        /// The columns `[start, end)` covered in target row `y` (empty: start ≥ end).
        @inline(__always)
        func span(row y: Int) -> (start: Int, end: Int) {
            guard y >= box.y0, y < box.y1 else { return (0, 0) }
            let inner = y >= box.y0 + corner && y < box.y1 - corner
            return inner ? (box.x0, box.x1) : (box.x0 + corner, box.x1 - corner)
        }
    }

    /// Blends target columns `[start, end)` of one row: the part of `run` inside them as a run,
    /// the rest pixel by pixel.
    @inline(__always)
    private func blendSegment(_ row: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, from start: Int, to end: Int,
                              run: (start: Int, end: Int), mod: UInt32, uniformRuns: Bool) {
        guard end > start else { return }
        let runStart = min(max(run.start, start), end), runEnd = min(max(run.end, start), end)
        if runEnd > runStart {
            if !uniformRuns {
                (row + runStart).update(from: src + runStart, count: runEnd - runStart)
            } else {
                let value = src[runStart]
                let alpha = mod == 255 ? value >> 24 : Self.mul(value >> 24, mod)
                if alpha == 255 {
                    (row + runStart).update(repeating: value, count: runEnd - runStart)
                } else if alpha > 0 {
                    Self.blendSpan(row + runStart, count: runEnd - runStart, argb: value, alpha: alpha)
                }
            }
        }
        var x = start
        while x < end {
            if x == runStart && runEnd > runStart { x = runEnd; continue }
            let s = src[x]
            var a = s >> 24
            if mod != 255 { a = Self.mul(a, mod) }
            if a == 255 {
                row[x] = s
            } else if a != 0 {
                let d = row[x], inva = 255 - a
                let dr = Self.mul(inva, (d >> 16) & 0xFF) &+ Self.mul((s >> 16) & 0xFF, a)
                let dg = Self.mul(inva, (d >> 8) & 0xFF) &+ Self.mul((s >> 8) & 0xFF, a)
                let db = Self.mul(inva, d & 0xFF) &+ Self.mul(s & 0xFF, a)
                let da = Self.mul(inva, d >> 24) &+ a
                row[x] = da << 24 | dr << 16 | dg << 8 | db
            }
            x += 1
        }
    }
}

/// Which surface each software renderer made by an ``OffscreenCanvas`` draws into, so an
/// ``SDLRenderer`` created on that renderer can blend into its pixels (SDL has no call that
/// returns a software renderer's surface).
enum SoftwareSurfaceRegistry {
    static let lock = NSLock()
    nonisolated(unsafe) static var surfaces: [OpaquePointer: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Frames finished on each canvas (SDLRenderer+Damage.swift).
    nonisolated(unsafe) static var stamps: [OpaquePointer: Int] = [:]

    static func register(_ surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) {
        lock.lock(); surfaces[renderer] = surface; lock.unlock()
    }
    static func unregister(_ renderer: OpaquePointer) {
        lock.lock(); surfaces[renderer] = nil; stamps[renderer] = nil; lock.unlock()
    }
    static func surface(for renderer: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        lock.lock(); defer { lock.unlock() }
        return surfaces[renderer]
    }
}
