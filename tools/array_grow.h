/* The tools' growing arrays (games, positions, book entries): one way to
 * make room for one more item, doubling the capacity. */
#ifndef FRONTIER_ARRAY_GROW_H
#define FRONTIER_ARRAY_GROW_H

#include <stddef.h>
#include <stdlib.h>

/* The array items of *capacity items, count of them used, with room for
 * one more: items itself when it has room, else a copy of twice the
 * capacity (first items for an empty one), *capacity updated. NULL when
 * memory runs out; items and *capacity are then as they were. */
static inline void *array_grow(void *items, size_t *capacity, size_t count, size_t item_size, size_t first)
{
    if (count < *capacity)
        return items;
    size_t cap = *capacity ? 2 * *capacity : first;
    void *grown = realloc(items, cap * item_size);
    if (grown)
        *capacity = cap;
    return grown;
}

#endif
