/* Which positions other search threads are searching right now, so that
 * a thread can put such a child off and search its siblings first
 * (the deferral of simplified ABDADA). Without it, threads sharing only
 * the transposition table walk the same tree in step and save little. */
#ifndef FRONTIER_BUSY_TABLE_H
#define FRONTIER_BUSY_TABLE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define BUSY_TABLE_SLOTS 32768 /* sets of BUSY_TABLE_WAYS positions */
#define BUSY_TABLE_WAYS 4

typedef struct BusyTable {
    _Atomic uint64_t slot[BUSY_TABLE_SLOTS][BUSY_TABLE_WAYS];
} BusyTable;

static inline _Atomic uint64_t *busy_table_set(BusyTable *t, uint64_t hash)
{
    return t->slot[(hash >> 17) & (BUSY_TABLE_SLOTS - 1)];
}

/* Loads a position's set while the caller does other work: a probe of a
 * set not in the cache would otherwise wait on memory. */
static inline void busy_table_prefetch(BusyTable *t, uint64_t hash)
{
    __builtin_prefetch(busy_table_set(t, hash));
}

static inline bool busy_table_has(BusyTable *t, uint64_t hash)
{
    _Atomic uint64_t *set = busy_table_set(t, hash);
    for (int i = 0; i < BUSY_TABLE_WAYS; i++)
        if (atomic_load_explicit(&set[i], memory_order_relaxed) == hash)
            return true;
    return false;
}

/* Marks a position as being searched; a full set forgets its first entry,
 * which at worst lets two threads search the same child. */
static inline void busy_table_enter(BusyTable *t, uint64_t hash)
{
    _Atomic uint64_t *set = busy_table_set(t, hash);
    for (int i = 0; i < BUSY_TABLE_WAYS; i++) {
        uint64_t expected = 0;
        if (atomic_compare_exchange_strong_explicit(&set[i], &expected, hash, memory_order_relaxed,
                                                    memory_order_relaxed)
            || expected == hash)
            return;
    }
    atomic_store_explicit(&set[0], hash, memory_order_relaxed);
}

static inline void busy_table_leave(BusyTable *t, uint64_t hash)
{
    _Atomic uint64_t *set = busy_table_set(t, hash);
    for (int i = 0; i < BUSY_TABLE_WAYS; i++) {
        uint64_t expected = hash;
        if (atomic_compare_exchange_strong_explicit(&set[i], &expected, 0, memory_order_relaxed,
                                                    memory_order_relaxed))
            return;
    }
}

#endif
