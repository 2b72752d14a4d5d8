#ifndef LAZYSCROLL_IMAGE_RESAMPLE_H
#define LAZYSCROLL_IMAGE_RESAMPLE_H
// Bilinear resampling of ARGB8888 pictures for the renderer's cached image composites
// (CompositeCache.roundedImagePixels). In C because the Swift loop (a Double lerp per channel,
// the channel read through a closure) cost about 100 instructions a pixel: a card's picture took
// ~10 ms at 1x, and the gallery's p99 frames were the frames that made them (README,
// "Every scene through the whole pipeline"). Here: two channels per 32-bit multiply
// (R and B in one word, A and G in another), 8-bit weights, about 20 instructions a pixel.
#include <stdint.h>
#include <stddef.h>

/// Linear interpolation of two ARGB8888 pixels with weight `w` (0...256) on `q`, rounded:
/// ((p * (256 - w) + q * w + 128) >> 8) per channel. Each channel's product is at most
/// 255 * 256 + 128 < 2^16, so the two channels sharing a word never carry into each other.
static inline uint32_t lazyscroll_lerp_argb(uint32_t p, uint32_t q, uint32_t w) {
    const uint32_t iw = 256 - w;
    uint32_t rb = ((p & 0x00FF00FFu) * iw + (q & 0x00FF00FFu) * w + 0x00800080u) >> 8;
    uint32_t ag = (((p >> 8) & 0x00FF00FFu) * iw + ((q >> 8) & 0x00FF00FFu) * w + 0x00800080u) >> 8;
    return (rb & 0x00FF00FFu) | ((ag & 0x00FF00FFu) << 8);
}

/// Fills `width` x `height` ARGB8888 pixels (`dst`, rows `dstStride` pixels apart) by bilinear
/// interpolation of `src` (rows `srcStride` pixels apart). Column x of the output reads source
/// columns `columns[3x]` and `columns[3x + 1]` with weight `columns[3x + 2]` (0...256) on the
/// second; row y reads source rows `rows[3y]`, `rows[3y + 1]` with weight `rows[3y + 2]`. The
/// caller computes the taps (clamped to the picture) once per column and row; nearest-texel
/// sampling is weight 0.
static inline void lazyscroll_resample_bilinear(uint32_t *dst, ptrdiff_t dstStride, int width, int height,
                                                const uint32_t *src, ptrdiff_t srcStride,
                                                const int32_t *columns, const int32_t *rows) {
    for (int y = 0; y < height; y++) {
        const uint32_t *top = src + (ptrdiff_t)rows[3 * y] * srcStride;
        const uint32_t *bottom = src + (ptrdiff_t)rows[3 * y + 1] * srcStride;
        const uint32_t wy = (uint32_t)rows[3 * y + 2];
        uint32_t *out = dst + (ptrdiff_t)y * dstStride;
        if (wy == 0) {                           // on a source row: one lerp a pixel
            for (int x = 0; x < width; x++) {
                const int32_t *c = columns + 3 * x;
                out[x] = lazyscroll_lerp_argb(top[c[0]], top[c[1]], (uint32_t)c[2]);
            }
            continue;
        }
        for (int x = 0; x < width; x++) {
            const int32_t *c = columns + 3 * x;
            const uint32_t wx = (uint32_t)c[2];
            uint32_t upper = lazyscroll_lerp_argb(top[c[0]], top[c[1]], wx);
            uint32_t lower = lazyscroll_lerp_argb(bottom[c[0]], bottom[c[1]], wx);
            out[x] = lazyscroll_lerp_argb(upper, lower, wy);
        }
    }
}
/// `lazyscroll_resample_bilinear` with each source row's horizontal interpolation made once
/// and kept while the next output rows read it (`scratch`: room for 2 x `width` pixels): an
/// output row then costs one lerp a pixel instead of three when its two source rows were the
/// last one's (a picture enlarged: most rows). The same lerps of the same values, so the same
/// pixels.
static inline void lazyscroll_resample_bilinear_cached(uint32_t *dst, ptrdiff_t dstStride, int width, int height,
                                                       const uint32_t *src, ptrdiff_t srcStride,
                                                       const int32_t *columns, const int32_t *rows, uint32_t *scratch) {
    uint32_t *cached[2] = { scratch, scratch + width };
    int32_t cachedRow[2] = { -1, -1 };
    int next = 0;                                   // the slot to fill next
    for (int y = 0; y < height; y++) {
        const int32_t need[2] = { rows[3 * y], rows[3 * y + 1] };
        const uint32_t wy = (uint32_t)rows[3 * y + 2];
        const uint32_t *h[2] = { 0, 0 };
        for (int k = 0; k < (wy == 0 ? 1 : 2); k++) {
            int slot = cachedRow[0] == need[k] ? 0 : cachedRow[1] == need[k] ? 1 : -1;
            if (slot < 0) {
                // Keep the other source row of this output row; fill the slot not holding it.
                slot = (k == 1 && h[0] == cached[next]) ? 1 - next : next;
                const uint32_t *line = src + (ptrdiff_t)need[k] * srcStride;
                uint32_t *out = cached[slot];
                for (int x = 0; x < width; x++) {
                    const int32_t *c = columns + 3 * x;
                    out[x] = lazyscroll_lerp_argb(line[c[0]], line[c[1]], (uint32_t)c[2]);
                }
                cachedRow[slot] = need[k];
                next = 1 - slot;
            }
            h[k] = cached[slot];
        }
        uint32_t *out = dst + (ptrdiff_t)y * dstStride;
        if (wy == 0) {
            for (int x = 0; x < width; x++) out[x] = h[0][x];
        } else {
            for (int x = 0; x < width; x++) out[x] = lazyscroll_lerp_argb(h[0][x], h[1][x], wy);
        }
    }
}
#endif
