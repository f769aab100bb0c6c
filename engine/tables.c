/* The position tables under one Hash budget (tables.h). */
#include "tables.h"

#include <stdint.h>
#include <string.h>

#define MIB ((size_t)1 << 20)

static size_t power_of_two_within(size_t bytes)
{
    size_t p = 1;
    while (p <= bytes / 2)
        p *= 2;
    return bytes ? p : 0;
}

/* Half for the midgame table (the odd MiB to it) and half for the solver:
 * the split the bench's and the solver's pinned node counts were measured
 * with, so that on one thread every table is the size it always was. The
 * helpers' solvers, 2 MiB each where the solver's half allows, come out of
 * that half (they are solver tables), together never more than half of
 * it; the solver's own table takes the rest, rounded down to a power of
 * two like every table. */
TableShares tables_shares(size_t hash_mb, int helpers)
{
    TableShares s = {0, 0, 0};
    if (hash_mb > SIZE_MAX / MIB)
        return s;
    size_t total = hash_mb * MIB;
    size_t solver = hash_mb >= 2 ? hash_mb / 2 * MIB : total / 2;
    s.tt_bytes = total - solver;
    if (helpers > 0) {
        size_t each = power_of_two_within(solver / 2 / (size_t)helpers);
        s.helper_bytes = each < (size_t)SEARCH_HELPER_TABLE_MB * MIB ? each : (size_t)SEARCH_HELPER_TABLE_MB * MIB;
        solver -= s.helper_bytes * (size_t)helpers;
    }
    s.solver_bytes = solver;
    return s;
}

bool tables_init(Tables *t)
{
    memset(t, 0, sizeof *t);
    t->solver = endgame_new(0);
    return t->solver != NULL;
}

/* Sizes the tables for shares with helpers helpers; remake_all: the
 * tables whose size stays are made again too (emptied). Everything new is
 * made before anything old goes, the solver's table last (it keeps its
 * old one when refused), so that a refusal changes nothing. */
static bool resize(Tables *t, size_t hash_mb, int helpers, bool remake_all)
{
    TableShares s = tables_shares(hash_mb, helpers);
    if (!s.tt_bytes)
        return false;
    TransTable tt = {0};
    bool new_tt = remake_all || power_of_two_within(s.tt_bytes) != tt_bytes(&t->tt);
    if (new_tt && !tt_init_bytes(&tt, s.tt_bytes))
        return false;
    SearchHelperState fresh = {0};
    bool new_helpers = remake_all || helpers != t->helpers.count
                    || (helpers && power_of_two_within(s.helper_bytes) != endgame_table_bytes(t->helpers.endgame[0]));
    if (new_helpers && helpers > 0 && !search_helper_state_init(&fresh, helpers, s.helper_bytes)) {
        tt_free(&tt);
        return false;
    }
    bool new_solver = remake_all || power_of_two_within(s.solver_bytes) != endgame_table_bytes(t->solver);
    if (new_solver && !endgame_set_table_bytes(t->solver, s.solver_bytes)) {
        tt_free(&tt);
        search_helper_state_free(&fresh);
        return false;
    }
    if (new_tt) {
        tt_free(&t->tt);
        t->tt = tt;
    }
    if (new_helpers) {
        search_helper_state_free(&t->helpers);
        t->helpers = fresh;
    }
    t->hash_mb = hash_mb;
    return true;
}

bool tables_set_hash(Tables *t, size_t hash_mb) { return resize(t, hash_mb, t->helpers.count, true); }

bool tables_set_threads(Tables *t, int threads)
{
    return resize(t, t->hash_mb, threads > 1 ? threads - 1 : 0, false);
}

SearchHelperState *tables_helpers(Tables *t) { return t->helpers.count ? &t->helpers : NULL; }

void tables_clear(Tables *t)
{
    tt_clear(&t->tt);
    if (t->solver)
        endgame_clear(t->solver);
    for (int i = 0; i < t->helpers.count; i++)
        endgame_clear(t->helpers.endgame[i]);
}

size_t tables_bytes(const Tables *t)
{
    size_t bytes = tt_bytes(&t->tt) + (t->solver ? endgame_table_bytes(t->solver) : 0);
    for (int i = 0; i < t->helpers.count; i++)
        bytes += endgame_table_bytes(t->helpers.endgame[i]);
    return bytes;
}

void tables_free(Tables *t)
{
    tt_free(&t->tt);
    endgame_delete(t->solver);
    t->solver = NULL;
    search_helper_state_free(&t->helpers);
}
