#ifndef LAZYSCROLL_GLYPH_BLEND_H
#define LAZYSCROLL_GLYPH_BLEND_H
// The software path's two hottest loops, blending into 32-bit ARGB8888 rows: glyph coverage
// for SDLRenderer's glyph atlas (SDLRenderer+Text.swift, `SurfaceTarget.blendGlyph`) and
// translucent colour fills (SurfaceBlend.swift, `blendFill`/`blendSpan`), each in the arithmetic
// of the SDL 2.26 routine it replaces, so the pixels are SDL's. In C with SSE2 because Swift's
// SIMD types compiled the glyph loop to ~47 instructions a pixel (callgrind), this to a few.
#include <stdint.h>
#include <stddef.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define LAZYSCROLL_HAS_AVX2_PATH 1
#endif

/// x / 255 truncated for x <= 255 * 255 (SDL's DIVIDE_BY_255 form).
static inline uint32_t lazyscroll_div255(uint32_t x) { return (x + 1 + (x >> 8)) >> 8; }

static inline uint32_t lazyscroll_blend_glyph_pixel(uint32_t d, uint32_t a, uint32_t r, uint32_t g, uint32_t b, uint32_t mod) {
    if (mod == 255) {               // BlitRGBtoRGBPixelAlphaMMX on a texel (r, g, b, a)
        if (a == 255) return 0xFF000000u | r << 16 | g << 8 | b;
        uint32_t inva = 255 - a;
        uint32_t dr = ((r * a) >> 8) + ((((d >> 16) & 0xFF) * inva) >> 8);
        uint32_t dg = ((g * a) >> 8) + ((((d >> 8) & 0xFF) * inva) >> 8);
        uint32_t db = ((b * a) >> 8) + (((d & 0xFF) * inva) >> 8);
        uint32_t da = ((a * 255) >> 8) + (((d >> 24) * inva) >> 8);
        return da << 24 | dr << 16 | dg << 8 | db;
    }
    // SDL_Blit_ARGB8888_ARGB8888_Modulate_Blend on a white texel of alpha a
    a = a * mod / 255;
    uint32_t inva = 255 - a;
    uint32_t dr = r * a / 255 + inva * ((d >> 16) & 0xFF) / 255;
    uint32_t dg = g * a / 255 + inva * ((d >> 8) & 0xFF) / 255;
    uint32_t db = b * a / 255 + inva * (d & 0xFF) / 255;
    uint32_t da = a + inva * (d >> 24) / 255;
    return da << 24 | dr << 16 | dg << 8 | db;
}

/// Blends `width` x `height` coverage bytes (`src`, rows `srcStride` bytes apart) in colour
/// `rgb` (0xRRGGBB) at alpha `mod` over ARGB8888 pixels (`dst`, rows `dstStride` pixels apart).
static inline void lazyscroll_blend_glyph(uint32_t *dst, ptrdiff_t dstStride, const uint8_t *src, ptrdiff_t srcStride,
                                          int width, int height, uint32_t rgb, uint32_t mod) {
    const uint32_t r = (rgb >> 16) & 0xFF, g = (rgb >> 8) & 0xFF, b = rgb & 0xFF;
    const uint32_t solid = 0xFF000000u | rgb;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i full = _mm_set1_epi16(255);
    const __m128i one = _mm_set1_epi16(1);
    // B, G, R, A lanes of two pixels (memory order of ARGB8888 on little-endian).
    const __m128i colour = _mm_set_epi16(255, (short)r, (short)g, (short)b, 255, (short)r, (short)g, (short)b);
    const __m128i modulate = _mm_set1_epi16((short)mod);
#endif
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * dstStride;
        const uint8_t *cov = src + y * srcStride;
        int x = 0;
#if defined(__SSE2__)
        for (; x + 4 <= width; x += 4) {
            uint32_t c4;
            __builtin_memcpy(&c4, cov + x, 4);
            if (c4 == 0) continue;
            if (mod == 255 && c4 == 0xFFFFFFFFu) {
                row[x] = solid; row[x + 1] = solid; row[x + 2] = solid; row[x + 3] = solid;
                continue;
            }
            __m128i c = _mm_cvtsi32_si128((int)c4);
            c = _mm_unpacklo_epi8(c, c);                 // c0 c0 c1 c1 c2 c2 c3 c3
            c = _mm_unpacklo_epi16(c, c);                // each coverage byte four times
            __m128i alo = _mm_unpacklo_epi8(c, zero);    // pixels 0, 1 as 16-bit lanes
            __m128i ahi = _mm_unpackhi_epi8(c, zero);    // pixels 2, 3
            __m128i d = _mm_loadu_si128((const __m128i *)(row + x));
            __m128i dlo = _mm_unpacklo_epi8(d, zero), dhi = _mm_unpackhi_epi8(d, zero);
            __m128i olo, ohi;
            if (mod == 255) {
                olo = _mm_add_epi16(_mm_srli_epi16(_mm_mullo_epi16(colour, alo), 8),
                                    _mm_srli_epi16(_mm_mullo_epi16(dlo, _mm_sub_epi16(full, alo)), 8));
                ohi = _mm_add_epi16(_mm_srli_epi16(_mm_mullo_epi16(colour, ahi), 8),
                                    _mm_srli_epi16(_mm_mullo_epi16(dhi, _mm_sub_epi16(full, ahi)), 8));
                // coverage 255: the texel; coverage 0: the pixel as it was
                __m128i flo = _mm_cmpeq_epi16(alo, full), fhi = _mm_cmpeq_epi16(ahi, full);
                olo = _mm_or_si128(_mm_and_si128(flo, colour), _mm_andnot_si128(flo, olo));
                ohi = _mm_or_si128(_mm_and_si128(fhi, colour), _mm_andnot_si128(fhi, ohi));
                __m128i zlo = _mm_cmpeq_epi16(alo, zero), zhi = _mm_cmpeq_epi16(ahi, zero);
                olo = _mm_or_si128(_mm_and_si128(zlo, dlo), _mm_andnot_si128(zlo, olo));
                ohi = _mm_or_si128(_mm_and_si128(zhi, dhi), _mm_andnot_si128(zhi, ohi));
            } else {
#define LAZYSCROLL_DIV255(v) _mm_srli_epi16(_mm_add_epi16(_mm_add_epi16((v), one), _mm_srli_epi16((v), 8)), 8)
                alo = LAZYSCROLL_DIV255(_mm_mullo_epi16(alo, modulate));
                ahi = LAZYSCROLL_DIV255(_mm_mullo_epi16(ahi, modulate));
                olo = _mm_add_epi16(LAZYSCROLL_DIV255(_mm_mullo_epi16(colour, alo)),
                                    LAZYSCROLL_DIV255(_mm_mullo_epi16(_mm_sub_epi16(full, alo), dlo)));
                ohi = _mm_add_epi16(LAZYSCROLL_DIV255(_mm_mullo_epi16(colour, ahi)),
                                    LAZYSCROLL_DIV255(_mm_mullo_epi16(_mm_sub_epi16(full, ahi), dhi)));
#undef LAZYSCROLL_DIV255
            }
            _mm_storeu_si128((__m128i *)(row + x), _mm_packus_epi16(olo, ohi));
        }
#endif
        for (; x < width; x++) {
            uint32_t a = cov[x];
            if (a) row[x] = lazyscroll_blend_glyph_pixel(row[x], a, r, g, b, mod);
        }
    }
}
/// SDL's DRAW_MUL(a, b) (SDL_blendfillrect.c): a * b / 255 rounded.
static inline uint32_t lazyscroll_draw_mul(uint32_t a, uint32_t b) { uint32_t p = a * b; return (p + 1 + (p >> 8)) >> 8; }

/// Blends one colour (`argb`'s RGB at `alpha`, 1...254) over `width` x `height` ARGB8888 pixels
/// (`dst`, rows `stride` pixels apart) in SDL_BlendFillRect's arithmetic (premultiplied source,
/// DRAW_MUL for the inverse alpha), so the pixels equal SDL's; SurfaceBlend.swift's
/// `SurfaceTarget.blendSpan` and `blendFill` call it (sixteen 16-bit lanes per step).
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
/// The middle of `lazyscroll_blend_fill` with AVX2 (eight pixels a step, the same arithmetic
/// lane for lane; the SSE2 loop takes the rest): returns how many pixels of each row it did.
/// Chosen at run time (`__builtin_cpu_supports`), so the binary still runs without AVX2.
__attribute__((target("avx2")))
static inline int lazyscroll_blend_fill_avx2(uint32_t *dst, ptrdiff_t stride, int width, int height,
                                             uint32_t r, uint32_t g, uint32_t b, uint32_t alpha) {
    const int done = width & ~7;
    if (done == 0) return 0;
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi16(1);
    const __m256i source = _mm256_set_epi16((short)alpha, (short)r, (short)g, (short)b, (short)alpha, (short)r, (short)g, (short)b,
                                            (short)alpha, (short)r, (short)g, (short)b, (short)alpha, (short)r, (short)g, (short)b);
    const __m256i inverse = _mm256_set1_epi16((short)(255 - alpha));
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        for (int x = 0; x < done; x += 8) {
            // unpack/pack work within each 128-bit half, so pixels keep their order.
            __m256i d = _mm256_loadu_si256((const __m256i *)(row + x));
            __m256i lo = _mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), inverse);
            __m256i hi = _mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), inverse);
            lo = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(lo, one), _mm256_srli_epi16(lo, 8)), 8), source);
            hi = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(hi, one), _mm256_srli_epi16(hi, 8)), 8), source);
            _mm256_storeu_si256((__m256i *)(row + x), _mm256_packus_epi16(lo, hi));
        }
    }
    return done;
}
#endif

static inline void lazyscroll_blend_fill(uint32_t *dst, ptrdiff_t stride, int width, int height, uint32_t argb, uint32_t alpha) {
    const uint32_t inva = 255 - alpha;
    const uint32_t r = lazyscroll_draw_mul((argb >> 16) & 0xFF, alpha);
    const uint32_t g = lazyscroll_draw_mul((argb >> 8) & 0xFF, alpha);
    const uint32_t b = lazyscroll_draw_mul(argb & 0xFF, alpha);
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi16(1);
    const __m128i source = _mm_set_epi16((short)alpha, (short)r, (short)g, (short)b, (short)alpha, (short)r, (short)g, (short)b);
    const __m128i inverse = _mm_set1_epi16((short)inva);
#endif
    int start = 0;                        // columns every row has done already
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
    if (width >= 8 && __builtin_cpu_supports("avx2")) start = lazyscroll_blend_fill_avx2(dst, stride, width, height, r, g, b, alpha);
#endif
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        int x = start;
#if defined(__SSE2__)
        for (; x + 4 <= width; x += 4) {
            __m128i d = _mm_loadu_si128((const __m128i *)(row + x));
            __m128i lo = _mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), inverse);
            __m128i hi = _mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), inverse);
            lo = _mm_add_epi16(_mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(lo, one), _mm_srli_epi16(lo, 8)), 8), source);
            hi = _mm_add_epi16(_mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(hi, one), _mm_srli_epi16(hi, 8)), 8), source);
            _mm_storeu_si128((__m128i *)(row + x), _mm_packus_epi16(lo, hi));
        }
#endif
#if defined(__SSE2__)
        // Two pixels in one step (all of a 2-pixel column: an outline's side at 2x), then the
        // last one alone, in the same lanes: about a third of the scalar arithmetic's instructions.
        if (x + 2 <= width) {
            __m128i p = _mm_mullo_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(row + x)), zero), inverse);
            p = _mm_add_epi16(_mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(p, one), _mm_srli_epi16(p, 8)), 8), source);
            _mm_storel_epi64((__m128i *)(row + x), _mm_packus_epi16(p, p));
            x += 2;
        }
        for (; x < width; x++) {
            __m128i p = _mm_mullo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)row[x]), zero), inverse);
            p = _mm_add_epi16(_mm_srli_epi16(_mm_add_epi16(_mm_add_epi16(p, one), _mm_srli_epi16(p, 8)), 8), source);
            row[x] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(p, p));
        }
#else
        for (; x < width; x++) {
            uint32_t d = row[x];
            uint32_t dr = lazyscroll_draw_mul(inva, (d >> 16) & 0xFF) + r;
            uint32_t dg = lazyscroll_draw_mul(inva, (d >> 8) & 0xFF) + g;
            uint32_t db = lazyscroll_draw_mul(inva, d & 0xFF) + b;
            uint32_t da = lazyscroll_draw_mul(inva, d >> 24) + alpha;
            row[x] = da << 24 | dr << 16 | dg << 8 | db;
        }
#endif
    }
}

/// Two `lazyscroll_blend_fill`s in one pass: `argb1` at `alpha1`, then `argb2` at `alpha2`,
/// each pixel read and written once (a translucent panel over a translucent scrim: the help
/// overlay's). The same arithmetic lane for lane as the two calls one after the other, so the
/// same pixels: the first blend's result is at most 255 in every lane (DRAW_MUL(255 - a, d) + 
/// DRAW_MUL(c, a) <= 255), so keeping it in 16-bit lanes instead of packing it to bytes and
/// unpacking it again changes nothing.
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
__attribute__((target("avx2")))
static inline int lazyscroll_blend_fill2_avx2(uint32_t *dst, ptrdiff_t stride, int width, int height,
                                              __m128i source1, uint32_t inva1, __m128i source2, uint32_t inva2) {
    const int done = width & ~7;
    if (done == 0) return 0;
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi16(1);
    const __m256i s1 = _mm256_broadcastsi128_si256(source1), s2 = _mm256_broadcastsi128_si256(source2);
    const __m256i i1 = _mm256_set1_epi16((short)inva1), i2 = _mm256_set1_epi16((short)inva2);
#define LAZYSCROLL_BLEND256(v, inv, src) \
    (v) = _mm256_mullo_epi16((v), (inv)); \
    (v) = _mm256_add_epi16(_mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16((v), one), _mm256_srli_epi16((v), 8)), 8), (src))
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        for (int x = 0; x < done; x += 8) {
            __m256i d = _mm256_loadu_si256((const __m256i *)(row + x));
            __m256i lo = _mm256_unpacklo_epi8(d, zero), hi = _mm256_unpackhi_epi8(d, zero);
            LAZYSCROLL_BLEND256(lo, i1, s1);
            LAZYSCROLL_BLEND256(hi, i1, s1);
            LAZYSCROLL_BLEND256(lo, i2, s2);
            LAZYSCROLL_BLEND256(hi, i2, s2);
            _mm256_storeu_si256((__m256i *)(row + x), _mm256_packus_epi16(lo, hi));
        }
    }
#undef LAZYSCROLL_BLEND256
    return done;
}
#endif

static inline void lazyscroll_blend_fill2(uint32_t *dst, ptrdiff_t stride, int width, int height,
                                          uint32_t argb1, uint32_t alpha1, uint32_t argb2, uint32_t alpha2) {
    if (width <= 0 || height <= 0) return;
#if defined(__SSE2__)
    const uint32_t inva1 = 255 - alpha1, inva2 = 255 - alpha2;
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi16(1);
    const __m128i s1 = _mm_set_epi16((short)alpha1, (short)lazyscroll_draw_mul((argb1 >> 16) & 0xFF, alpha1),
                                     (short)lazyscroll_draw_mul((argb1 >> 8) & 0xFF, alpha1), (short)lazyscroll_draw_mul(argb1 & 0xFF, alpha1),
                                     (short)alpha1, (short)lazyscroll_draw_mul((argb1 >> 16) & 0xFF, alpha1),
                                     (short)lazyscroll_draw_mul((argb1 >> 8) & 0xFF, alpha1), (short)lazyscroll_draw_mul(argb1 & 0xFF, alpha1));
    const __m128i s2 = _mm_set_epi16((short)alpha2, (short)lazyscroll_draw_mul((argb2 >> 16) & 0xFF, alpha2),
                                     (short)lazyscroll_draw_mul((argb2 >> 8) & 0xFF, alpha2), (short)lazyscroll_draw_mul(argb2 & 0xFF, alpha2),
                                     (short)alpha2, (short)lazyscroll_draw_mul((argb2 >> 16) & 0xFF, alpha2),
                                     (short)lazyscroll_draw_mul((argb2 >> 8) & 0xFF, alpha2), (short)lazyscroll_draw_mul(argb2 & 0xFF, alpha2));
    const __m128i i1 = _mm_set1_epi16((short)inva1), i2 = _mm_set1_epi16((short)inva2);
    int start = 0;
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
    if (width >= 8 && __builtin_cpu_supports("avx2")) start = lazyscroll_blend_fill2_avx2(dst, stride, width, height, s1, inva1, s2, inva2);
#endif
#define LAZYSCROLL_BLEND128(v, inv, src) \
    (v) = _mm_mullo_epi16((v), (inv)); \
    (v) = _mm_add_epi16(_mm_srli_epi16(_mm_add_epi16(_mm_add_epi16((v), one), _mm_srli_epi16((v), 8)), 8), (src))
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        int x = start;
        for (; x + 4 <= width; x += 4) {
            __m128i d = _mm_loadu_si128((const __m128i *)(row + x));
            __m128i lo = _mm_unpacklo_epi8(d, zero), hi = _mm_unpackhi_epi8(d, zero);
            LAZYSCROLL_BLEND128(lo, i1, s1);
            LAZYSCROLL_BLEND128(hi, i1, s1);
            LAZYSCROLL_BLEND128(lo, i2, s2);
            LAZYSCROLL_BLEND128(hi, i2, s2);
            _mm_storeu_si128((__m128i *)(row + x), _mm_packus_epi16(lo, hi));
        }
        for (; x < width; x++) {
            __m128i p = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)row[x]), zero);
            LAZYSCROLL_BLEND128(p, i1, s1);
            LAZYSCROLL_BLEND128(p, i2, s2);
            row[x] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(p, p));
        }
    }
#undef LAZYSCROLL_BLEND128
#else
    lazyscroll_blend_fill(dst, stride, width, height, argb1, alpha1);
    lazyscroll_blend_fill(dst, stride, width, height, argb2, alpha2);
#endif
}

/// Sets `width` x `height` pixels (`dst`, rows `stride` pixels apart) to `value`: the damage
/// clear and opaque fills on a software target (SurfaceTarget.fill). With AVX2, 32 pixels (four
/// 32-byte stores) a step, chosen at run time; else 16 bytes a store. (Swift's
/// `update(repeating:)` per row took about 1.4x the instructions of SDL_FillRect's SSE loop.)
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
__attribute__((target("avx2")))
static inline int lazyscroll_fill_avx2(uint32_t *dst, ptrdiff_t stride, int width, int height, uint32_t value) {
    const int done = width & ~7;
    if (done == 0) return 0;
    const __m256i v = _mm256_set1_epi32((int)value);
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        int x = 0;
        for (; x + 32 <= done; x += 32) {
            _mm256_storeu_si256((__m256i *)(row + x), v);
            _mm256_storeu_si256((__m256i *)(row + x + 8), v);
            _mm256_storeu_si256((__m256i *)(row + x + 16), v);
            _mm256_storeu_si256((__m256i *)(row + x + 24), v);
        }
        for (; x < done; x += 8) _mm256_storeu_si256((__m256i *)(row + x), v);
    }
    return done;
}
#endif

static inline void lazyscroll_fill(uint32_t *dst, ptrdiff_t stride, int width, int height, uint32_t value) {
    int start = 0;                        // columns every row has done already
#if defined(LAZYSCROLL_HAS_AVX2_PATH)
    if (width >= 8 && __builtin_cpu_supports("avx2")) start = lazyscroll_fill_avx2(dst, stride, width, height, value);
#endif
#if defined(__SSE2__)
    const __m128i v = _mm_set1_epi32((int)value);
#endif
    for (int y = 0; y < height; y++) {
        uint32_t *row = dst + y * stride;
        int x = start;
#if defined(__SSE2__)
        for (; x + 4 <= width; x += 4) _mm_storeu_si128((__m128i *)(row + x), v);
#endif
        for (; x < width; x++) row[x] = value;
    }
}

/// `lazyscroll_blend_fill` over `count` rectangles in order (`rects`: x, y, width, height each,
/// inside the target): a translucent outline's four sides, or a run of rects of one colour, in
/// one call (SurfaceBlend.swift's `blendFill(rects:)`).
static inline void lazyscroll_blend_fill_rects(uint32_t *pixels, ptrdiff_t stride, const int32_t *rects, int count,
                                               uint32_t argb, uint32_t alpha) {
    for (int i = 0; i < count; i++) {
        const int32_t *r = rects + 4 * i;
        lazyscroll_blend_fill(pixels + (ptrdiff_t)r[1] * stride + r[0], stride, r[2], r[3], argb, alpha);
    }
}
#endif
