#ifndef LAZYSCROLL_CSDL2_SHIM_H
#define LAZYSCROLL_CSDL2_SHIM_H
// The single include point for SDL2, SDL2_ttf and SDL2_image (Debian: libsdl2-dev,
// libsdl2-ttf-dev, libsdl2-image-dev). Only SDLRenderer and AppHost import this module.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <errno.h>
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
