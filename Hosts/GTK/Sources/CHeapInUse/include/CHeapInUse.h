#ifndef CHEAPINUSE_H
#define CHEAPINUSE_H

#include <stddef.h>

/// The bytes glibc's heap has allocated and not freed (mallinfo2's uordblks): what
/// refreshkit-gtk-lottie-render --speed reads to show allocation growth across frames.
size_t refreshkit_heap_in_use(void);

#endif
