#ifndef LAZYSCROLL_CSDL2_SHIM_H
#define LAZYSCROLL_CSDL2_SHIM_H
// The single include point for SDL2, SDL2_ttf and SDL2_image (Debian: libsdl2-dev,
// libsdl2-ttf-dev, libsdl2-image-dev). Only SDLRenderer and AppHost import this module.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
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
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        SDL_SetError("%s could not be loaded: %s", soname, why ? why : "unknown error");
        return NULL;
    }
    void *function = dlsym(library, name);
    if (!function) SDL_SetError("%s has no %s", soname, name);
    return function;
}

/// Whether SDL2_image is loaded in this process (`dlopen` with `RTLD_NOLOAD`: nothing is loaded).
static inline int lazyscroll_sdl_image_is_loaded(void) {
    void *library = dlopen(LAZYSCROLL_SDL_IMAGE_SONAME, RTLD_NOW | RTLD_NOLOAD);
    if (!library) return 0;
    dlclose(library);                   // drops only the reference RTLD_NOLOAD took
    return 1;
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
