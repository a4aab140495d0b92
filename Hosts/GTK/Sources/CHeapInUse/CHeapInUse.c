#include "CHeapInUse.h"

#include <malloc.h>

// Swift's Glibc module leaves out malloc.h, so mallinfo2 is reached through here.
size_t refreshkit_heap_in_use(void) { return mallinfo2().uordblks; }
