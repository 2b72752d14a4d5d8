#ifndef LAZYSCROLL_MALLOC_COUNTER_H
#define LAZYSCROLL_MALLOC_COUNTER_H
// Counts heap allocations (malloc, calloc, realloc) made while counting is on, so benchmarks
// and tests can assert that a steady-state frame allocates nothing. On Linux with glibc the
// functions below replace the C library's for the whole process and forward to glibc's
// __libc_* entry points; elsewhere (and in sanitized builds) counting is unavailable and the
// count stays 0.
#include <stdint.h>

/// Starts counting, from zero, the allocations made by the calling thread.
void lazyscroll_malloc_counter_start(void);
/// Stops counting and returns the allocations counted since the start.
uint64_t lazyscroll_malloc_counter_stop(void);
/// 1 when allocations can be counted on this platform and build, else 0 (not on other C
/// libraries, and not under a sanitizer, whose allocator must stay in charge).
int lazyscroll_malloc_counter_available(void);
/// Why counting is unavailable ("" when it is available), for skipped tests and reports.
const char *lazyscroll_malloc_counter_unavailable_reason(void);
/// 1 in a build with AddressSanitizer, ThreadSanitizer or MemorySanitizer (the whole build is:
/// SwiftPM's `--sanitize` compiles C targets with it too), else 0.
int lazyscroll_sanitized(void);
#endif
