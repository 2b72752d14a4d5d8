#ifndef LAZYSCROLL_FREETYPE_GLYPHS_H
#define LAZYSCROLL_FREETYPE_GLYPHS_H
// Glyph metrics and coverage straight from FreeType, for text whose code points need no shaping
// (Latin, Greek, Cyrillic, punctuation, symbols: `GlyphAtlas.isSimple`), with SDL2_ttf's
// arithmetic (SDL2_ttf 2.20's `TTF_initFontMetrics`, `Load_Glyph`, `TTF_GlyphMetrics32` and
// the one-glyph line of `TTF_RenderGlyph32_Blended`), so that every number and every coverage
// byte is the one SDL2_ttf gives (SDLRendererTests' `FreeTypeGlyphTests` compare them all).
// SDL2_ttf links HarfBuzz, and HarfBuzz GLib, graphite2 and PCRE2: loading them for text that
// HarfBuzz would only pass through cost 1.6–2 MiB of peak RSS (Documentation/Memory.md,
// "This round (rss2)"). SDL2_ttf is still loaded, on first use, for text that needs shaping.
//
// FreeType is loaded on first use too (`dlopen` of libfreetype.so.6, not linked: the engine
// list, which sets no text, does not map it). Nothing here is SDL: errors are FreeType's codes
// (or -1 for "the library could not be loaded", the reason in `lazyscroll_ft_last_error`).
//
// FreeType's public types, declared here as libfreetype.so.6 lays them out (FreeType 2's
// `freetype.h`, `ftimage.h`, `ftsystem.h`; the soname's ABI), only as far as this file reads
// them: the headers' folder (`/usr/include/freetype2`) needs `pkg-config freetype2`, whose
// `-lfreetype` SwiftPM would add to every executable's link — loading FreeType, libpng, zlib and
// Brotli in processes that set no text. `FreeTypeGlyphTests` compare every number and coverage
// byte with SDL2_ttf's, which reads them through the real headers.
typedef long lsft_Pos;
typedef long lsft_Fixed;
typedef int lsft_Error;
typedef struct lsft_Vector { lsft_Pos x, y; } lsft_Vector;
typedef struct lsft_Matrix { lsft_Fixed xx, xy, yx, yy; } lsft_Matrix;
typedef struct lsft_Generic { void *data; void (*finalizer)(void *); } lsft_Generic;
typedef struct lsft_BBox { lsft_Pos xMin, yMin, xMax, yMax; } lsft_BBox;
typedef struct lsft_Glyph_Metrics {
    lsft_Pos width, height, horiBearingX, horiBearingY, horiAdvance, vertBearingX, vertBearingY, vertAdvance;
} lsft_Glyph_Metrics;
typedef struct lsft_Bitmap {
    unsigned int rows, width;
    int pitch;
    unsigned char *buffer;
    unsigned short num_grays;
    unsigned char pixel_mode, palette_mode;
    void *palette;
} lsft_Bitmap;
typedef struct lsft_Outline {
    short n_contours, n_points;
    lsft_Vector *points;
    char *tags;
    short *contours;
    int flags;
} lsft_Outline;
typedef struct lsft_GlyphSlotRec {
    void *library, *face, *next;
    unsigned int glyph_index;
    lsft_Generic generic;
    lsft_Glyph_Metrics metrics;
    lsft_Fixed linearHoriAdvance, linearVertAdvance;
    lsft_Vector advance;
    int format;                         // FT_Glyph_Format, an enum of four-letter tags
    lsft_Bitmap bitmap;
    int bitmap_left, bitmap_top;
    lsft_Outline outline;
    // (more members follow; never read here, never allocated here)
} lsft_GlyphSlotRec;
typedef struct lsft_Size_Metrics {
    unsigned short x_ppem, y_ppem;
    lsft_Fixed x_scale, y_scale;
    lsft_Pos ascender, descender, height, max_advance;
} lsft_Size_Metrics;
typedef struct lsft_SizeRec { void *face; lsft_Generic generic; lsft_Size_Metrics metrics; } lsft_SizeRec;
typedef struct lsft_CharMapRec { void *face; int encoding; unsigned short platform_id, encoding_id; } lsft_CharMapRec;
typedef struct lsft_FaceRec {
    long num_faces, face_index, face_flags, style_flags, num_glyphs;
    char *family_name, *style_name;
    int num_fixed_sizes;
    void *available_sizes;
    int num_charmaps;
    lsft_CharMapRec **charmaps;
    lsft_Generic generic;
    lsft_BBox bbox;
    unsigned short units_per_EM;
    short ascender, descender, height, max_advance_width, max_advance_height, underline_position, underline_thickness;
    lsft_GlyphSlotRec *glyph;
    lsft_SizeRec *size;
    lsft_CharMapRec *charmap;
    // (more members follow; never read here, never allocated here)
} lsft_FaceRec;
typedef struct lsft_StreamRec lsft_StreamRec;
struct lsft_StreamRec {
    unsigned char *base;
    unsigned long size, pos;
    union { long value; void *pointer; } descriptor, pathname;
    unsigned long (*read)(lsft_StreamRec *, unsigned long, unsigned char *, unsigned long);
    void (*close)(lsft_StreamRec *);
    void *memory;
    unsigned char *cursor, *limit;
};
typedef struct lsft_Open_Args {
    unsigned int flags;
    const unsigned char *memory_base;
    long memory_size;
    char *pathname;
    lsft_StreamRec *stream;
    void *driver;
    int num_params;
    void *params;
} lsft_Open_Args;
typedef lsft_FaceRec *lsft_Face;
/// An `FT_Library` (opaque).
typedef struct lsft_LibraryRec *lsft_Library;

#define LSFT_LOAD_DEFAULT 0x0
#define LSFT_LOAD_TARGET_NORMAL 0x0
#define LSFT_LOAD_COLOR (1L << 20)
#define LSFT_RENDER_MODE_NORMAL 0
#define LSFT_PIXEL_MODE_GRAY 2
#define LSFT_GLYPH_FORMAT_OUTLINE 0x6F75746C    // 'outl'
#define LSFT_GLYPH_FORMAT_BITMAP 0x62697473     // 'bits'
#define LSFT_FACE_FLAG_SCALABLE 1L
#define LSFT_STYLE_FLAG_ITALIC 1L
#define LSFT_OPEN_STREAM 0x2
/// Failures of ours (FreeType's own errors are positive).
#define LAZYSCROLL_FT_FAILED (-3)

#include <dlfcn.h>
#include <stddef.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The soname of FreeType 2 (Debian: libfreetype6), opened on first use.
#define LAZYSCROLL_FREETYPE_SONAME "libfreetype.so.6"

/// Why the last `lazyscroll_ft_*` call that returned -1 failed to load FreeType (dlerror's text).
static inline const char *lazyscroll_ft_last_error(void) {
    static __thread char message[512];
    return message;
}

static inline void *lazyscroll_ft_function(void **slot, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    void *library = dlopen(LAZYSCROLL_FREETYPE_SONAME, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        strncpy((char *)lazyscroll_ft_last_error(), why ? why : "unknown error", 511);
        return NULL;
    }
    function = dlsym(library, name);
    if (!function) {
        strncpy((char *)lazyscroll_ft_last_error(), name, 511);
        return NULL;
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

#define LAZYSCROLL_FT(type, name) \
    static void *name##_slot; \
    __typeof__(type) name##_fn = (__typeof__(type))lazyscroll_ft_function(&name##_slot, #name)

/// Whether every FreeType function used here is found (loading FreeType if it is not yet).
static inline int lazyscroll_ft_functions_found(void);

/// `FT_Init_FreeType`: a new FreeType library in `*library`; 0, a FreeType error, or -1 when
/// FreeType cannot be loaded.
static inline int lazyscroll_ft_init(lsft_Library *library) {
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Library *), FT_Init_FreeType);
    if (!FT_Init_FreeType_fn || !lazyscroll_ft_functions_found()) return -1;
    return FT_Init_FreeType_fn(library);
}

/// `FT_Done_FreeType`.
static inline void lazyscroll_ft_done(lsft_Library library) {
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Library), FT_Done_FreeType);
    if (FT_Done_FreeType_fn && library) FT_Done_FreeType_fn(library);
}

/// A face at one size, with SDL2_ttf's line metrics.
typedef struct lazyscroll_ft_face {
    lsft_Face face;
    lsft_StreamRec stream;    // read with pread, as SDL2_ttf reads its SDL_RWops (no mmap of the file)
    int fd;
    int ascent;             // TTF_FontAscent
    int height;             // TTF_FontHeight
    int italic;             // TTF_STYLE_ITALIC: SDL2_ttf's synthetic oblique
} lazyscroll_ft_face;

static unsigned long lazyscroll_ft_read(lsft_StreamRec *stream, unsigned long offset, unsigned char *buffer, unsigned long count) {
    if (count == 0) return 0;   // a seek
    ssize_t got = pread((int)stream->descriptor.value, buffer, count, (off_t)offset);
    return got < 0 ? 0 : (unsigned long)got;
}

/// Opens `path` as SDL2_ttf's `TTF_OpenFontDPI(path, ptsize, hdpi, vdpi)` does, with
/// `TTF_SetFontStyle(TTF_STYLE_ITALIC)` when `italic`: the same charmap (UCS-4, else the first
/// Windows Unicode, Windows Symbol, ISO Unicode or Apple Unicode one), `FT_Set_Char_Size(0,
/// ptsize × 64, hdpi, vdpi)`, ascent and height as `TTF_initFontMetrics` rounds them. Scalable
/// faces only (NULL otherwise: SDL2_ttf measures those). NULL with `*error` set on failure.
static inline lazyscroll_ft_face *lazyscroll_ft_open(lsft_Library library, const char *path, int ptsize,
                                                     unsigned int hdpi, unsigned int vdpi, int italic, int *error) {
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Library, const lsft_Open_Args *, long, lsft_Face *), FT_Open_Face);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face), FT_Done_Face);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face, lsft_CharMapRec *), FT_Set_Charmap);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face, long, long, unsigned int, unsigned int), FT_Set_Char_Size);
    LAZYSCROLL_FT(long (*)(long, long), FT_MulFix);
    *error = -1;
    if (!FT_Open_Face_fn || !FT_Done_Face_fn || !FT_Set_Charmap_fn || !FT_Set_Char_Size_fn || !FT_MulFix_fn) return NULL;
    lazyscroll_ft_face *f = (lazyscroll_ft_face *)calloc(1, sizeof *f);
    if (!f) { *error = LAZYSCROLL_FT_FAILED; return NULL; }
    f->fd = open(path, O_RDONLY | O_CLOEXEC);
    off_t size = f->fd >= 0 ? lseek(f->fd, 0, SEEK_END) : -1;
    if (size <= 0) {
        *error = LAZYSCROLL_FT_FAILED;
        if (f->fd >= 0) close(f->fd);
        free(f);
        return NULL;
    }
    f->stream.descriptor.value = f->fd;
    f->stream.size = (unsigned long)size;
    f->stream.read = lazyscroll_ft_read;
    lsft_Open_Args args;
    memset(&args, 0, sizeof args);
    args.flags = LSFT_OPEN_STREAM;
    args.stream = &f->stream;
    *error = FT_Open_Face_fn(library, &args, 0, &f->face);
    if (*error == 0 && !(f->face->face_flags & LSFT_FACE_FLAG_SCALABLE)) *error = LAZYSCROLL_FT_FAILED;
    if (*error == 0) {
        lsft_Face face = f->face;
        lsft_CharMapRec *found = NULL;
        for (int i = 0; i < face->num_charmaps && !found; i++) {
            lsft_CharMapRec *c = face->charmaps[i];
            if (c->platform_id == 3 && c->encoding_id == 10) found = c;        // UCS-4
        }
        for (int i = 0; i < face->num_charmaps && !found; i++) {
            lsft_CharMapRec *c = face->charmaps[i];
            if ((c->platform_id == 3 && (c->encoding_id == 1 || c->encoding_id == 0))
                || (c->platform_id == 2 && c->encoding_id == 1) || c->platform_id == 0) found = c;
        }
        if (found) FT_Set_Charmap_fn(face, found);   // as SDL2_ttf: a failure keeps the default
        *error = FT_Set_Char_Size_fn(face, 0, (long)ptsize * 64, hdpi, vdpi);
    }
    if (*error != 0) {
        if (f->face) FT_Done_Face_fn(f->face);
        close(f->fd);
        free(f);
        return NULL;
    }
    lsft_Fixed scale = f->face->size->metrics.y_scale;
    // FT_CEIL of 26.6 values, as SDL2_ttf rounds them.
    f->ascent = (int)((FT_MulFix_fn(f->face->ascender, scale) + 63) & -64) / 64;
    f->height = (int)((FT_MulFix_fn(f->face->ascender - f->face->descender, scale) + 63) & -64) / 64;
    // SDL2_ttf slants no face that is italic already (`TTF_SetFontStyle`).
    f->italic = italic && !(f->face->style_flags & LSFT_STYLE_FLAG_ITALIC);
    return f;
}

/// Closes a face opened by `lazyscroll_ft_open`.
static inline void lazyscroll_ft_close(lazyscroll_ft_face *f) {
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face), FT_Done_Face);
    if (!f) return;
    if (FT_Done_Face_fn) FT_Done_Face_fn(f->face);
    close(f->fd);
    free(f);
}

/// What the glyph functions answer for a code point SDL2_ttf would not draw from its own glyph:
/// one the face has no glyph for (HarfBuzz composes it from a base and marks where the face has
/// them, else draws the missing-glyph box) or the soft hyphen U+00AD (HarfBuzz hides it, a
/// default-ignorable code point). The string goes to SDL2_ttf whole.
#define LAZYSCROLL_FT_NEEDS_SHAPING (-2)

/// SDL2_ttf's shear for its synthetic oblique (`GLYPH_ITALICS`, 16.16: tan 12°, as FT_GlyphSlot_Oblique).
#define LAZYSCROLL_FT_ITALICS 0x0366AL

/// `TTF_GlyphMetrics32(font, ch, minx, maxx, miny, maxy, advance)`: the glyph's box as FreeType
/// presets it on loading (`LSFT_LOAD_DEFAULT`, hinted), widened for the synthetic oblique, and its
/// advance rounded up to whole pixels. 0, `LAZYSCROLL_FT_NEEDS_SHAPING`, or a FreeType error.
static inline int lazyscroll_ft_glyph_metrics(lazyscroll_ft_face *f, unsigned long ch, int *minx, int *maxx, int *miny, int *maxy, int *advance) {
    LAZYSCROLL_FT(unsigned int (*)(lsft_Face, unsigned long), FT_Get_Char_Index);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face, unsigned int, int), FT_Load_Glyph);
    if (!FT_Get_Char_Index_fn || !FT_Load_Glyph_fn) return -1;
    unsigned int index = FT_Get_Char_Index_fn(f->face, ch);
    if (index == 0 || ch == 0xAD) return LAZYSCROLL_FT_NEEDS_SHAPING;
    lsft_Error error = FT_Load_Glyph_fn(f->face, index, LSFT_LOAD_DEFAULT | LSFT_LOAD_TARGET_NORMAL);
    if (error) return error;
    lsft_GlyphSlotRec *slot = f->face->glyph;
    int left = slot->bitmap_left, top = slot->bitmap_top, rows = (int)slot->bitmap.rows, width = (int)slot->bitmap.width;
    if (left == 0 && top == 0 && rows == 0 && width == 0) {
        // No preset box (a glyph with no outline): from the metrics, as SDL2_ttf does.
        lsft_Glyph_Metrics *m = &slot->metrics;
        int x0 = (int)((m->horiBearingX & -64) / 64);
        int x1 = (int)(((m->horiBearingX + m->width + 63) & -64) / 64);
        int y1 = (int)((m->horiBearingY & -64) / 64);
        int y0 = y1 - (int)(((m->height + 63) & -64) / 64);
        left = x0; top = y1; rows = y1 - y0; width = x1 - x0;
    }
    if (f->italic && slot->format == LSFT_GLYPH_FORMAT_OUTLINE) width += (int)((LAZYSCROLL_FT_ITALICS * f->height) >> 16);
    *minx = left;
    *maxx = left + width;
    *miny = top - rows;
    *maxy = top;
    *advance = (int)((slot->metrics.horiAdvance + 63) & -64) / 64;
    return 0;
}

/// The glyph's coverage as `TTF_RenderGlyph32_Blended(font, ch, white)` leaves it in its surface's
/// alpha, cut to the glyph's box (`lazyscroll_ft_glyph_metrics`' `maxx − minx` by `maxy − miny`,
/// one byte a pixel, `width` bytes a row, into `out`, which holds `width × rows` bytes): the glyph
/// loaded again with `LSFT_LOAD_COLOR`, slanted for the synthetic oblique, rendered in
/// `LSFT_RENDER_MODE_NORMAL` and placed by its rendered bitmap's left and top against the box
/// (SDL2_ttf's `Render_Line`), what falls outside it cut off. 0, `LAZYSCROLL_FT_NEEDS_SHAPING`,
/// or a FreeType error.
static inline int lazyscroll_ft_glyph_coverage(lazyscroll_ft_face *f, unsigned long ch, int minx, int maxy,
                                               int width, int rows, unsigned char *out) {
    LAZYSCROLL_FT(unsigned int (*)(lsft_Face, unsigned long), FT_Get_Char_Index);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_Face, unsigned int, int), FT_Load_Glyph);
    LAZYSCROLL_FT(void (*)(const lsft_Outline *, const lsft_Matrix *), FT_Outline_Transform);
    LAZYSCROLL_FT(lsft_Error (*)(lsft_GlyphSlotRec *, int), FT_Render_Glyph);
    if (!FT_Get_Char_Index_fn || !FT_Load_Glyph_fn || !FT_Outline_Transform_fn || !FT_Render_Glyph_fn) return -1;
    memset(out, 0, (size_t)width * (size_t)rows);
    unsigned int index = FT_Get_Char_Index_fn(f->face, ch);
    if (index == 0 || ch == 0xAD) return LAZYSCROLL_FT_NEEDS_SHAPING;
    lsft_Error error = FT_Load_Glyph_fn(f->face, index, LSFT_LOAD_DEFAULT | LSFT_LOAD_TARGET_NORMAL | LSFT_LOAD_COLOR);
    if (error) return error;
    lsft_GlyphSlotRec *slot = f->face->glyph;
    if (f->italic && slot->format == LSFT_GLYPH_FORMAT_OUTLINE) {
        lsft_Matrix shear = { 1 << 16, LAZYSCROLL_FT_ITALICS, 0, 1 << 16 };
        FT_Outline_Transform_fn(&slot->outline, &shear);
    }
    if (slot->format != LSFT_GLYPH_FORMAT_BITMAP) {
        error = FT_Render_Glyph_fn(slot, LSFT_RENDER_MODE_NORMAL);
        if (error) return error;
    }
    const lsft_Bitmap *b = &slot->bitmap;
    if (b->pixel_mode != LSFT_PIXEL_MODE_GRAY) return LAZYSCROLL_FT_FAILED;   // DejaVu and Font Awesome render gray
    // The bitmap's top-left against the box's: x by its left against minx, y by maxy against its top.
    int dx = slot->bitmap_left - minx, dy = maxy - slot->bitmap_top;
    int bw = b->width == 0 ? 0 : (int)b->width, br = b->width == 0 ? 0 : (int)b->rows;
    for (int row = 0; row < br; row++) {
        int y = dy + row;
        if (y < 0 || y >= rows) continue;
        const unsigned char *src = b->buffer + (ptrdiff_t)row * b->pitch;
        for (int col = 0; col < bw; col++) {
            int x = dx + col;
            if (x >= 0 && x < width) out[(size_t)y * width + x] = src[col];
        }
    }
    return 0;
}

static inline int lazyscroll_ft_functions_found(void) {
    static const char *const names[] = { "FT_Init_FreeType", "FT_Done_FreeType", "FT_Open_Face", "FT_Done_Face",
        "FT_Set_Charmap", "FT_Set_Char_Size", "FT_MulFix", "FT_Get_Char_Index", "FT_Load_Glyph",
        "FT_Outline_Transform", "FT_Render_Glyph" };
    void *library = dlopen(LAZYSCROLL_FREETYPE_SONAME, RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        strncpy((char *)lazyscroll_ft_last_error(), why ? why : "unknown error", 511);
        return 0;
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (!dlsym(library, names[i])) {
            strncpy((char *)lazyscroll_ft_last_error(), names[i], 511);
            return 0;
        }
    }
    return 1;
}
#undef LAZYSCROLL_FT
#endif
