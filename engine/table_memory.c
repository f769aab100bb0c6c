/* Table memory in huge pages (table_memory.h). */
#include "table_memory.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t)2 << 20)

void *table_memory_alloc(size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size)
        return NULL;
    size_t bytes = count * size;
    if (bytes < HUGE_PAGE)
        return calloc(count, size);
    /* Whole huge pages, aligned to one, so the kernel can back them so. */
    size_t rounded = (bytes + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
    void *p = aligned_alloc(HUGE_PAGE, rounded);
    if (!p)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, rounded, MADV_HUGEPAGE); /* a hint: fine if refused */
#endif
    memset(p, 0, rounded);
    return p;
}

void table_memory_free(void *p) { free(p); }
