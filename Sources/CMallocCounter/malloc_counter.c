// A minimal allocation counter: the same idea as ordo-one/malloc-interposer (which package-
// benchmark uses), without needing LD_PRELOAD. Defining malloc/calloc/realloc in the program
// interposes them for every library in the process (ELF symbol interposition); each forwards to
// glibc's __libc_* implementation, so the heap itself is untouched. free is not replaced.
//
// Not under a sanitizer: AddressSanitizer (and the other sanitizers with their own allocator)
// replaces malloc itself, and its runtime allocates while it starts, before this translation
// unit's thread-local storage and before `main`. An instrumented interposer there forwards
// ASan-owned memory to glibc (a later `free` of it is a "bad free") and touches shadow memory
// that does not exist yet: `swift test --sanitize=address` crashed before main (issue 16). So
// a sanitized build keeps the sanitizer's allocator and reports counting as unavailable.
#include "malloc_counter.h"
#include <stddef.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#    define LAZYSCROLL_SANITIZED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define LAZYSCROLL_SANITIZED 1
#endif

int lazyscroll_sanitized(void) {
#if defined(LAZYSCROLL_SANITIZED)
    return 1;
#else
    return 0;
#endif
}

#if defined(__linux__) && defined(__GLIBC__) && !defined(LAZYSCROLL_SANITIZED)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

// Per thread: only the thread that started counting is counted, so other threads (a test
// runner's parallel tests, SDL's) do not disturb the measurement.
static __thread int counting = 0;
static __thread uint64_t allocations = 0;

static inline void count_one(void) {
    if (counting) allocations += 1;
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }

void lazyscroll_malloc_counter_start(void) {
    allocations = 0;
    counting = 1;
}
uint64_t lazyscroll_malloc_counter_stop(void) {
    counting = 0;
    return allocations;
}
int lazyscroll_malloc_counter_available(void) { return 1; }
const char *lazyscroll_malloc_counter_unavailable_reason(void) { return ""; }
#else
void lazyscroll_malloc_counter_start(void) {}
uint64_t lazyscroll_malloc_counter_stop(void) { return 0; }
int lazyscroll_malloc_counter_available(void) { return 0; }
const char *lazyscroll_malloc_counter_unavailable_reason(void) {
#  if defined(LAZYSCROLL_SANITIZED)
    return "built with a sanitizer: its allocator replaces malloc, so allocations are not counted";
#  else
    return "allocation counting needs Linux with glibc";
#  endif
}
#endif
