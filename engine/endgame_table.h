/* The solver's two tables, both probed on its hot path and so inline:
 * the main table (buckets of two entries shared by all threads, written
 * without locks) and each thread's small local table for the nodes below
 * it. Included by the solver's files only. */
#ifndef FRONTIER_ENDGAME_TABLE_H
#define FRONTIER_ENDGAME_TABLE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include "board.h"
#include "endgame_state.h"

/* Nodes of SMALL_EMPTIES up to the main table's keep their bounds in a
 * small table of their own, one per thread, that stays in the level-2
 * cache: their transpositions are mostly near each other in the tree,
 * and the main table's cache misses would cost more than they save. */
#define LOCAL_BITS 13 /* 8192 entries of 24 bytes */
#define LOCAL_ENTRIES ((size_t)1 << LOCAL_BITS)

static inline uint64_t table_index(Bitboard p, Bitboard o)
{
    Board b = {p, o};
    return board_hash(&b);
}

/* The table is in buckets of two entries. */
static inline EndgameEntry *table_bucket(const EndgameSolver *sv, Bitboard p, Bitboard o)
{
    return &sv->table[table_index(p, o) & sv->table_mask & ~(size_t)1];
}

/* An entry's data, unpacked. */
typedef struct {
    int lower, upper; /* bounds on the exact score */
    int move;         /* best move found, 64 if none */
    int cost;         /* bit length of the count of nodes searched below it */
    int level;        /* the selectivity its bounds hold at (0: exact) */
} TableData;

static inline uint64_t table_pack(TableData d)
{
    return (uint64_t)(uint8_t)d.lower | (uint64_t)(uint8_t)d.upper << 8 | (uint64_t)d.move << 16
         | (uint64_t)d.cost << 24 | (uint64_t)d.level << 32;
}

static inline TableData table_unpack(uint64_t v)
{
    TableData d = {(int8_t)(v & 0xff), (int8_t)(v >> 8 & 0xff), (int)(v >> 16 & 0xff), (int)(v >> 24 & 0xff),
                   (int)(v >> 32 & 0xff)};
    return d;
}

/* Relaxed atomics: plain loads and stores on x86-64; the xor check, not
 * ordering, keeps torn entries out. */
static inline bool table_read(EndgameEntry *e, Bitboard p, Bitboard o, TableData *out)
{
    uint64_t data = atomic_load_explicit(&e->data, memory_order_relaxed);
    if ((atomic_load_explicit(&e->player_key, memory_order_relaxed) ^ data) != p
        || (atomic_load_explicit(&e->opponent_key, memory_order_relaxed) ^ data) != o)
        return false;
    *out = table_unpack(data);
    return true;
}

static inline void table_write(EndgameEntry *e, Bitboard p, Bitboard o, TableData d)
{
    uint64_t data = table_pack(d);
    atomic_store_explicit(&e->data, data, memory_order_relaxed);
    atomic_store_explicit(&e->player_key, p ^ data, memory_order_relaxed);
    atomic_store_explicit(&e->opponent_key, o ^ data, memory_order_relaxed);
}

/* The entry of the bucket that holds (p, o), its data in *out; -1 if none. */
static inline int table_probe(EndgameEntry *bucket, Bitboard p, Bitboard o, TableData *out)
{
    if (table_read(&bucket[0], p, o, out))
        return 0;
    if (table_read(&bucket[1], p, o, out))
        return 1;
    return -1;
}

static inline int table_cost(EndgameEntry *e)
{
    return (int)(atomic_load_explicit(&e->data, memory_order_relaxed) >> 24 & 0xff);
}

/* The slot of (p, o) in the local table: the top bits of one multiply,
 * cheaper than table_index's two mixing rounds on these most numerous
 * nodes (#45, #50, #58 two rounds: 71.85 s against 72.45 s with it). */
static inline EndgameLocalEntry *local_entry(const EndgameSolver *sv, Bitboard p, Bitboard o)
{
    uint64_t h = (p ^ (o * 0x9e3779b97f4a7c15ULL)) * 0xbf58476d1ce4e5b9ULL;
    return &sv->local[h >> (64 - LOCAL_BITS)];
}

/* The bounds of (p, o) in its local entry: true with *value when they
 * settle the window, else the window narrowed by them. An entry holding
 * another position is taken over, with open bounds and no move. */
static inline bool local_probe(EndgameLocalEntry *e, Bitboard p, Bitboard o, int *alpha, int *beta, int *value)
{
    if (e->player != p || e->opponent != o) {
        e->player = p;
        e->opponent = o;
        e->lower = -64;
        e->upper = 64;
        e->move = 64;
        return false;
    }
    if (e->lower >= *beta) {
        *value = e->lower;
        return true;
    }
    if (e->upper <= *alpha || e->lower == e->upper) {
        *value = e->upper;
        return true;
    }
    if (e->lower > *alpha)
        *alpha = e->lower;
    if (e->upper < *beta)
        *beta = e->upper;
    return false;
}

/* A fail-soft result searched in (alpha, beta), kept unless another
 * position has taken the entry meanwhile. */
static inline void local_store(EndgameLocalEntry *e, Bitboard p, Bitboard o, int alpha, int beta, int best, int move)
{
    if (e->player != p || e->opponent != o)
        return;
    if (best < beta)
        e->upper = (int8_t)best;
    if (best > alpha)
        e->lower = (int8_t)best;
    e->move = (uint8_t)move;
}

#endif
