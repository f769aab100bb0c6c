/* Memory for the big hash tables: zeroed, and on Linux in 2 MiB pages where
 * the kernel allows, since random probes into hundreds of MiB otherwise
 * miss the TLB at nearly every access. */
#ifndef FRONTIER_TABLE_MEMORY_H
#define FRONTIER_TABLE_MEMORY_H

#include <stddef.h>

/* count elements of size bytes, zeroed; NULL if out of memory. Free with
 * table_memory_free. */
void *table_memory_alloc(size_t count, size_t size);
void table_memory_free(void *p);

#endif
