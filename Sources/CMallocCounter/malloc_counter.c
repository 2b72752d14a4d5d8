// A minimal allocation counter: the same idea as ordo-one/malloc-interposer (which package-
// benchmark uses), without needing LD_PRELOAD. Defining malloc/calloc/realloc in the program
// interposes them for every library in the process (ELF symbol interposition); each forwards to
// glibc's __libc_* implementation, so the heap itself is untouched. free is not replaced.
#include "malloc_counter.h"
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
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
#else
void lazyscroll_malloc_counter_start(void) {}
uint64_t lazyscroll_malloc_counter_stop(void) { return 0; }
int lazyscroll_malloc_counter_available(void) { return 0; }
#endif
