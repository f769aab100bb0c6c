/* Which positions other search threads are searching right now, so that
 * a thread can put such a child off and search its siblings first
 * (the deferral of simplified ABDADA). Without it, threads sharing only
 * the transposition table walk the same tree in step and save little. */
#ifndef FRONTIER_SEARCH_BUSY_H
#define FRONTIER_SEARCH_BUSY_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define SEARCH_BUSY_SLOTS 32768 /* sets of SEARCH_BUSY_WAYS positions */
#define SEARCH_BUSY_WAYS 4

typedef struct SearchBusy {
    _Atomic uint64_t slot[SEARCH_BUSY_SLOTS][SEARCH_BUSY_WAYS];
} SearchBusy;

static inline _Atomic uint64_t *search_busy_set(SearchBusy *t, uint64_t hash)
{
    return t->slot[(hash >> 17) & (SEARCH_BUSY_SLOTS - 1)];
}

static inline bool search_busy_has(SearchBusy *t, uint64_t hash)
{
    _Atomic uint64_t *set = search_busy_set(t, hash);
    for (int i = 0; i < SEARCH_BUSY_WAYS; i++)
        if (atomic_load_explicit(&set[i], memory_order_relaxed) == hash)
            return true;
    return false;
}

/* Marks a position as being searched; a full set forgets its first entry,
 * which at worst lets two threads search the same child. */
static inline void search_busy_enter(SearchBusy *t, uint64_t hash)
{
    _Atomic uint64_t *set = search_busy_set(t, hash);
    for (int i = 0; i < SEARCH_BUSY_WAYS; i++) {
        uint64_t expected = 0;
        if (atomic_compare_exchange_strong_explicit(&set[i], &expected, hash, memory_order_relaxed,
                                                    memory_order_relaxed)
            || expected == hash)
            return;
    }
    atomic_store_explicit(&set[0], hash, memory_order_relaxed);
}

static inline void search_busy_leave(SearchBusy *t, uint64_t hash)
{
    _Atomic uint64_t *set = search_busy_set(t, hash);
    for (int i = 0; i < SEARCH_BUSY_WAYS; i++) {
        uint64_t expected = hash;
        if (atomic_compare_exchange_strong_explicit(&set[i], &expected, 0, memory_order_relaxed,
                                                    memory_order_relaxed))
            return;
    }
}

#endif
