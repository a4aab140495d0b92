#ifndef REFRESHKIT_BENCH_SUPPORT_H
#define REFRESHKIT_BENCH_SUPPORT_H

#include <stdint.h>

/// Whether this build counts heap allocations (Linux with glibc: yes).
int refreshkit_allocation_counting_available(void);

/// How many heap allocations (malloc, calloc, realloc, aligned allocations) the calling
/// thread has made since the process started.
uint64_t refreshkit_thread_allocation_count(void);

/// Bytes of heap in use, as glibc's mallinfo2 reports them (0 where unavailable).
uint64_t refreshkit_heap_bytes_in_use(void);

/// The process's resident set size in bytes, from /proc/self/statm (0 where unavailable).
uint64_t refreshkit_resident_bytes(void);

/// Gives free heap memory back to the system where the allocator can (glibc's malloc_trim).
void refreshkit_trim_heap(void);

#endif
