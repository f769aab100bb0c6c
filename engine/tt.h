/* The transposition table of the midgame search: bounds on values of
 * positions already searched, shared by all search threads. */
#ifndef FRONTIER_TT_H
#define FRONTIER_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

/* Threads write entries without locks: the key is stored xor the data, so
 * a torn entry fails its check and reads as a miss. */
typedef struct {
    _Atomic uint64_t check;
    _Atomic uint64_t data;
} TTEntry;

typedef struct {
    TTEntry *entries; /* buckets of two entries */
    size_t bucket_mask;
    uint8_t age;      /* bumped for every new search, so old entries go first */
} TransTable;

typedef struct {
    int value;  /* centi-discs, side to move */
    int depth;
    int bound;
    int move;   /* 0..63, or 64 for none */
} TTData;

/* The table resized to the largest power of two of bytes within mb MiB
 * (or bytes; one bucket at least), emptied; false when memory is short,
 * the table then as it was. */
bool tt_init(TransTable *tt, size_t mb);
bool tt_init_bytes(TransTable *tt, size_t bytes);
/* Its size in bytes (0: none). */
size_t tt_bytes(const TransTable *tt);
void tt_free(TransTable *tt);
void tt_clear(TransTable *tt);
void tt_new_search(TransTable *tt);
bool tt_probe(const TransTable *tt, uint64_t hash, TTData *out);

/* Starts loading hash's bucket into the cache, for a probe soon after. */
static inline void tt_prefetch(const TransTable *tt, uint64_t hash)
{
    if (tt->entries)
        __builtin_prefetch(&tt->entries[(hash & tt->bucket_mask) * 2]);
}
void tt_store(TransTable *tt, uint64_t hash, int depth, int value, int bound, int move);

/* Permille of a sample of entries written during the current search. */
int tt_hashfull(const TransTable *tt);

#endif
