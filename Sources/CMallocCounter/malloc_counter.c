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

static volatile int counting = 0;
static uint64_t allocations = 0;

static inline void count_one(void) {
    if (counting) __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }

void lazyscroll_malloc_counter_start(void) {
    __atomic_store_n(&allocations, 0, __ATOMIC_RELAXED);
    counting = 1;
}
uint64_t lazyscroll_malloc_counter_stop(void) {
    counting = 0;
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
int lazyscroll_malloc_counter_available(void) { return 1; }
#else
void lazyscroll_malloc_counter_start(void) {}
uint64_t lazyscroll_malloc_counter_stop(void) { return 0; }
int lazyscroll_malloc_counter_available(void) { return 0; }
#endif
