// Counts heap allocations for refreshkit-bench by interposing the allocator: this file
// defines malloc and friends, so the executable's definitions win over glibc's for every
// caller (the Swift runtime included), and each one counts, then forwards to glibc's own
// implementation (__libc_malloc and friends, which glibc exports for this purpose).
// The count is per thread, so the bench counts only its own work.

#include "RefreshKitBenchSupport.h"

// Under a sanitizer the sanitizer owns the allocator: a second malloc would fight it, so
// counting is off there (the bench says so) and the sanitizer's allocator serves the bench.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define REFRESHKIT_UNDER_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define REFRESHKIT_UNDER_SANITIZER 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(REFRESHKIT_UNDER_SANITIZER)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread uint64_t allocation_count;

void *malloc(size_t size) {
  allocation_count += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocation_count += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocation_count += 1;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  allocation_count += 1;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocation_count += 1;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocation_count += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) { __libc_free(pointer); }

int refreshkit_allocation_counting_available(void) { return 1; }

uint64_t refreshkit_thread_allocation_count(void) { return allocation_count; }

uint64_t refreshkit_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (uint64_t)(info.uordblks + info.hblkhd);
}

#else

int refreshkit_allocation_counting_available(void) { return 0; }

uint64_t refreshkit_thread_allocation_count(void) { return 0; }

uint64_t refreshkit_heap_bytes_in_use(void) { return 0; }

#endif

// Resident memory and trimming work under any allocator, sanitizers included.
#if defined(__linux__)
#include <stdio.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

uint64_t refreshkit_resident_bytes(void) {
  FILE *file = fopen("/proc/self/statm", "r");
  if (file == NULL) return 0;
  unsigned long long size = 0, resident = 0;
  int read = fscanf(file, "%llu %llu", &size, &resident);
  fclose(file);
  if (read != 2) return 0;
  return (uint64_t)resident * (uint64_t)sysconf(_SC_PAGESIZE);
}

void refreshkit_trim_heap(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

#else

uint64_t refreshkit_resident_bytes(void) { return 0; }

void refreshkit_trim_heap(void) {}

#endif
