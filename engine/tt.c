/* Transposition table: two-entry buckets. A position's own entry is
 * overwritten unless it is deeper, of this search, and the new bound is
 * not exact; a new position takes the slot of less merit (empty, then of
 * an older search, then shallower). */
#include "tt.h"

#include <stdint.h>
#include <stdlib.h>
#include "table_memory.h"

static uint64_t pack(int depth, int value, int bound, int move, uint8_t age)
{
    return (uint64_t)(uint16_t)(int16_t)value | (uint64_t)(uint8_t)depth << 16 | (uint64_t)(bound & 3) << 24
         | (uint64_t)(move & 127) << 26 | (uint64_t)age << 33;
}

static void unpack(uint64_t d, TTData *out)
{
    out->value = (int16_t)(uint16_t)(d & 0xffff);
    out->depth = (int)((d >> 16) & 0xff);
    out->bound = (int)((d >> 24) & 3);
    out->move = (int)((d >> 26) & 127);
}

static uint8_t age_of(uint64_t d) { return (uint8_t)(d >> 33); }

#define MIB ((size_t)1 << 20)

bool tt_init(TransTable *tt, size_t mb) { return mb <= SIZE_MAX / MIB && tt_init_bytes(tt, mb * MIB); }

bool tt_init_bytes(TransTable *tt, size_t bytes)
{
    size_t buckets = 1;
    while (buckets <= bytes / 4 / sizeof(TTEntry))
        buckets *= 2;
    TTEntry *e = table_memory_alloc(buckets * 2, sizeof *e);
    if (!e)
        return false;
    tt_free(tt);
    tt->entries = e;
    tt->bucket_mask = buckets - 1;
    tt->age = 0;
    return true;
}

size_t tt_bytes(const TransTable *tt) { return tt->entries ? (tt->bucket_mask + 1) * 2 * sizeof(TTEntry) : 0; }

void tt_free(TransTable *tt)
{
    table_memory_free(tt->entries);
    tt->entries = NULL;
    tt->bucket_mask = 0;
}

void tt_clear(TransTable *tt)
{
    if (!tt->entries)
        return;
    for (size_t i = 0; i < (tt->bucket_mask + 1) * 2; i++) {
        atomic_store_explicit(&tt->entries[i].check, 0, memory_order_relaxed);
        atomic_store_explicit(&tt->entries[i].data, 0, memory_order_relaxed);
    }
    tt->age = 0;
}

void tt_new_search(TransTable *tt) { tt->age = (uint8_t)(tt->age + 1); }

bool tt_probe(const TransTable *tt, uint64_t hash, TTData *out)
{
    if (!tt->entries)
        return false;
    TTEntry *b = &tt->entries[(hash & tt->bucket_mask) * 2];
    for (int i = 0; i < 2; i++) {
        uint64_t d = atomic_load_explicit(&b[i].data, memory_order_relaxed);
        uint64_t c = atomic_load_explicit(&b[i].check, memory_order_relaxed);
        if ((c ^ d) == hash && d) {
            unpack(d, out);
            return true;
        }
    }
    return false;
}

void tt_store(TransTable *tt, uint64_t hash, int depth, int value, int bound, int move)
{
    if (!tt->entries)
        return;
    TTEntry *b = &tt->entries[(hash & tt->bucket_mask) * 2];
    int victim = 0, worst = 1 << 30;
    for (int i = 0; i < 2; i++) {
        uint64_t d = atomic_load_explicit(&b[i].data, memory_order_relaxed);
        uint64_t c = atomic_load_explicit(&b[i].check, memory_order_relaxed);
        if ((c ^ d) == hash) {
            victim = i;
            /* Keep a deeper result of the same position unless exact. */
            TTData old;
            unpack(d, &old);
            if (old.depth > depth && bound != BOUND_EXACT && age_of(d) == tt->age)
                return;
            break;
        }
        TTData old;
        unpack(d, &old);
        int merit = d ? old.depth + (age_of(d) == tt->age ? 256 : 0) : -1;
        if (merit < worst) {
            worst = merit;
            victim = i;
        }
    }
    uint64_t d = pack(depth, value, bound, move, tt->age);
    atomic_store_explicit(&b[victim].data, d, memory_order_relaxed);
    atomic_store_explicit(&b[victim].check, hash ^ d, memory_order_relaxed);
}

int tt_hashfull(const TransTable *tt)
{
    if (!tt->entries)
        return 0;
    int used = 0;
    size_t n = (tt->bucket_mask + 1) * 2 < 1000 ? (tt->bucket_mask + 1) * 2 : 1000;
    for (size_t i = 0; i < n; i++) {
        uint64_t d = atomic_load_explicit(&tt->entries[i].data, memory_order_relaxed);
        used += d && age_of(d) == tt->age;
    }
    return (int)(used * 1000 / (int)n);
}
