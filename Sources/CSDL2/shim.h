#ifndef LAZYSCROLL_CSDL2_SHIM_H
#define LAZYSCROLL_CSDL2_SHIM_H
// The single include point for SDL2, SDL2_ttf and SDL2_image (Debian: libsdl2-dev,
// libsdl2-ttf-dev, libsdl2-image-dev). Only SDLRenderer and AppHost import this module.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>               // for TTF_Font and TTF_STYLE_*; the functions: lazyscroll_TTF_*
#include <stdio.h>
#include <errno.h>
#include <dlfcn.h>

// SDL2_image is loaded the first time a picture is read or written, not linked: linked, every
// process loaded it and its codecs (TIFF, LERC, WebP, JPEG, JBIG, deflate — 9 libraries, C++
// among them) at start, about 1.5 MiB of peak RSS and their relocations and initialisers in the
// launch, while the benches and most scenes never read a picture (Documentation/Memory.md,
// "This round (rss)"). The four functions we use are called through `lazyscroll_IMG_*`, with
// SDL2_image's own signatures and results; where the library cannot be loaded they fail as
// SDL2_image fails — NULL or -1 with the reason in `SDL_GetError()` — and free the stream they
// were told to free. SDL_image.h is not included, so a direct `IMG_` call does not compile.

/// The soname of SDL2_image 2.x (Debian: libsdl2-image-2.0-0), opened on first use.
#define LAZYSCROLL_SDL_IMAGE_SONAME "libSDL2_image-2.0.so.0"

/// `name` in the library `soname`, loaded now if it is not yet (`dlopen` finds a loaded library
/// by name and returns it; the library is never closed); NULL with `SDL_GetError()` saying why.
static inline void *lazyscroll_library_function(const char *soname, const char *name) {
    void *library = dlopen(soname, RTLD_LAZY | RTLD_LOCAL);   // bound lazily, as a linked library is
    if (!library) {
        const char *why = dlerror();
        SDL_SetError("%s could not be loaded: %s", soname, why ? why : "unknown error");
        return NULL;
    }
    void *function = dlsym(library, name);
    if (!function) SDL_SetError("%s has no %s", soname, name);
    return function;
}

/// `name` in `soname` as `lazyscroll_library_function` finds it, kept in `slot` after the first
/// success (an atomic pointer: threads that race both find the same function and store it).
static inline void *lazyscroll_cached_function(void **slot, const char *soname, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function) return function;
    function = lazyscroll_library_function(soname, name);
    if (function) __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

/// Whether the library `soname` is loaded in this process (`dlopen` with `RTLD_NOLOAD`).
static inline int lazyscroll_library_is_loaded(const char *soname) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_NOLOAD);
    if (!library) return 0;
    dlclose(library);                   // drops only the reference RTLD_NOLOAD took
    return 1;
}

/// Whether SDL2_image is loaded in this process (`dlopen` with `RTLD_NOLOAD`: nothing is loaded).
static inline int lazyscroll_sdl_image_is_loaded(void) {
    return lazyscroll_library_is_loaded(LAZYSCROLL_SDL_IMAGE_SONAME);
}

/// `IMG_Load_RW(src, freesrc)` (SDL_image.h), SDL2_image loaded on first use.
static inline SDL_Surface *lazyscroll_IMG_Load_RW(SDL_RWops *src, int freesrc) {
    SDL_Surface *(*load)(SDL_RWops *, int) =
        (SDL_Surface *(*)(SDL_RWops *, int))lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, "IMG_Load_RW");
    if (!load) {
        if (freesrc && src) SDL_RWclose(src);
        return NULL;
    }
    return load(src, freesrc);
}

/// `IMG_Load(file)` (SDL_image.h), SDL2_image loaded on first use.
static inline SDL_Surface *lazyscroll_IMG_Load(const char *file) {
    SDL_Surface *(*load)(const char *) =
        (SDL_Surface *(*)(const char *))lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, "IMG_Load");
    return load ? load(file) : NULL;
}

/// `IMG_SavePNG_RW(surface, dst, freedst)` (SDL_image.h), SDL2_image loaded on first use.
static inline int lazyscroll_IMG_SavePNG_RW(SDL_Surface *surface, SDL_RWops *dst, int freedst) {
    int (*save)(SDL_Surface *, SDL_RWops *, int) =
        (int (*)(SDL_Surface *, SDL_RWops *, int))lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, "IMG_SavePNG_RW");
    if (!save) {
        if (freedst && dst) SDL_RWclose(dst);
        return -1;
    }
    return save(surface, dst, freedst);
}

/// `IMG_SavePNG(surface, file)` (SDL_image.h), SDL2_image loaded on first use.
static inline int lazyscroll_IMG_SavePNG(SDL_Surface *surface, const char *file) {
    int (*save)(SDL_Surface *, const char *) =
        (int (*)(SDL_Surface *, const char *))lazyscroll_library_function(LAZYSCROLL_SDL_IMAGE_SONAME, "IMG_SavePNG");
    return save ? save(surface, file) : -1;
}
#include "glyph_blend.h"
#include "image_resample.h"

// SDL2_ttf, loaded by the first `lazyscroll_TTF_Init` (FontLibrary's), not linked: with it come
// FreeType, HarfBuzz, GLib, graphite2, PCRE2, libpng and Brotli — about 2.6 MiB of peak RSS and
// their relocations and initialisers in every launch, where the engine list's bench draws no
// text (Documentation/Memory.md, "This round (rss)"). Each function is looked up once and kept;
// where the library cannot be loaded, `lazyscroll_TTF_Init` fails as `TTF_Init` fails (-1, the
// reason in `SDL_GetError()`), and the others — reachable only after it succeeded — return
// SDL2_ttf's own failure values. SDL_ttf.h stays included for its types and constants: a direct
// `TTF_` call compiles but does not link.

/// The soname of SDL2_ttf 2.x (Debian: libsdl2-ttf-2.0-0), opened on first use.
#define LAZYSCROLL_SDL_TTF_SONAME "libSDL2_ttf-2.0.so.0"

#define LAZYSCROLL_TTF_FUNCTION(type, name) \
    static void *slot; \
    __typeof__(type) function = (__typeof__(type))lazyscroll_cached_function(&slot, LAZYSCROLL_SDL_TTF_SONAME, name)

/// `TTF_Init()`, SDL2_ttf loaded by its first call.
static inline int lazyscroll_TTF_Init(void) {
    LAZYSCROLL_TTF_FUNCTION(int (*)(void), "TTF_Init");
    return function ? function() : -1;
}
/// `TTF_Quit()`.
static inline void lazyscroll_TTF_Quit(void) {
    LAZYSCROLL_TTF_FUNCTION(void (*)(void), "TTF_Quit");
    if (function) function();
}
/// `TTF_OpenFontDPI(file, ptsize, hdpi, vdpi)`.
static inline TTF_Font *lazyscroll_TTF_OpenFontDPI(const char *file, int ptsize, unsigned int hdpi, unsigned int vdpi) {
    LAZYSCROLL_TTF_FUNCTION(TTF_Font *(*)(const char *, int, unsigned int, unsigned int), "TTF_OpenFontDPI");
    return function ? function(file, ptsize, hdpi, vdpi) : NULL;
}
/// `TTF_CloseFont(font)`.
static inline void lazyscroll_TTF_CloseFont(TTF_Font *font) {
    LAZYSCROLL_TTF_FUNCTION(void (*)(TTF_Font *), "TTF_CloseFont");
    if (function) function(font);
}
/// `TTF_SetFontStyle(font, style)`.
static inline void lazyscroll_TTF_SetFontStyle(TTF_Font *font, int style) {
    LAZYSCROLL_TTF_FUNCTION(void (*)(TTF_Font *, int), "TTF_SetFontStyle");
    if (function) function(font, style);
}
/// `TTF_FontHeight(font)`.
static inline int lazyscroll_TTF_FontHeight(const TTF_Font *font) {
    LAZYSCROLL_TTF_FUNCTION(int (*)(const TTF_Font *), "TTF_FontHeight");
    return function ? function(font) : 0;
}
/// `TTF_FontAscent(font)`.
static inline int lazyscroll_TTF_FontAscent(const TTF_Font *font) {
    LAZYSCROLL_TTF_FUNCTION(int (*)(const TTF_Font *), "TTF_FontAscent");
    return function ? function(font) : 0;
}
/// `TTF_SizeUTF8(font, text, w, h)`.
static inline int lazyscroll_TTF_SizeUTF8(TTF_Font *font, const char *text, int *w, int *h) {
    LAZYSCROLL_TTF_FUNCTION(int (*)(TTF_Font *, const char *, int *, int *), "TTF_SizeUTF8");
    return function ? function(font, text, w, h) : -1;
}
/// `TTF_GlyphMetrics32(font, ch, minx, maxx, miny, maxy, advance)`.
static inline int lazyscroll_TTF_GlyphMetrics32(TTF_Font *font, Uint32 ch, int *minx, int *maxx, int *miny, int *maxy, int *advance) {
    LAZYSCROLL_TTF_FUNCTION(int (*)(TTF_Font *, Uint32, int *, int *, int *, int *, int *), "TTF_GlyphMetrics32");
    return function ? function(font, ch, minx, maxx, miny, maxy, advance) : -1;
}
/// `TTF_RenderUTF8_Blended(font, text, fg)`.
static inline SDL_Surface *lazyscroll_TTF_RenderUTF8_Blended(TTF_Font *font, const char *text, SDL_Color fg) {
    LAZYSCROLL_TTF_FUNCTION(SDL_Surface *(*)(TTF_Font *, const char *, SDL_Color), "TTF_RenderUTF8_Blended");
    return function ? function(font, text, fg) : NULL;
}
/// `TTF_RenderGlyph32_Blended(font, ch, fg)`.
static inline SDL_Surface *lazyscroll_TTF_RenderGlyph32_Blended(TTF_Font *font, Uint32 ch, SDL_Color fg) {
    LAZYSCROLL_TTF_FUNCTION(SDL_Surface *(*)(TTF_Font *, Uint32, SDL_Color), "TTF_RenderGlyph32_Blended");
    return function ? function(font, ch, fg) : NULL;
}
#undef LAZYSCROLL_TTF_FUNCTION

/// Line-buffers stdout so our lines and SDL's stderr lines keep their order in a log
/// (Swift 6 cannot touch the C global `stdout`; see platform-notes.md §7).
static inline void lazyscroll_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

/// Writes one line to stderr (Swift 6 cannot reference the C global `stderr`).
static inline void lazyscroll_write_stderr(const char *text) { fputs(text, stderr); fflush(stderr); }
/// Flushes stdout and reports whether any write to it failed since the start (`ferror`):
/// 0 when all went out, else the `errno` of the failed flush (or EIO when an earlier write failed).
static inline int lazyscroll_flush_stdout(void) {
    errno = 0;
    int flushed = fflush(stdout);
    if (flushed == 0 && !ferror(stdout)) return 0;
    return errno != 0 ? errno : EIO;
}
#endif
