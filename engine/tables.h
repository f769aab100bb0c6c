/* The position tables of one engine under one budget, the Hash option:
 * the midgame's transposition table, the solver's table, and the tables of
 * the helper threads' solvers. The engine sizes, clears and frees them
 * here alone; the searches get them from here. */
#ifndef FRONTIER_TABLES_H
#define FRONTIER_TABLES_H

#include <stdbool.h>
#include <stddef.h>
#include "endgame.h"
#include "search.h"
#include "tt.h"

typedef struct {
    TransTable tt;             /* the midgame search's */
    EndgameSolver *solver;     /* the solver, owner of its table */
    SearchHelperState helpers; /* the helper threads' solvers (count 0: none) */
    size_t hash_mb;            /* the budget */
} Tables;

/* What each table may take of a budget of hash_mb MiB with helpers helper
 * threads; each table is then the largest power of two within its share. */
typedef struct {
    size_t tt_bytes, solver_bytes, helper_bytes; /* helper_bytes: each helper's */
} TableShares;

TableShares tables_shares(size_t hash_mb, int helpers);

/* No budget yet and so no tables (tables_set_hash gives them one), the
 * solver made; false when memory is short. tables_free frees what was
 * made either way. */
bool tables_init(Tables *t);

/* A new budget: every table made again, empty. False when memory is short
 * or the budget cannot be had: the tables stay as they were. */
bool tables_set_hash(Tables *t, size_t hash_mb);

/* The budget split again for threads search threads (threads - 1
 * helpers): a table whose size stays keeps its contents. False when memory
 * is short: the tables stay as they were. */
bool tables_set_threads(Tables *t, int threads);

/* The helpers' state for a search, NULL when there are no helpers. */
SearchHelperState *tables_helpers(Tables *t);

/* Every table emptied. */
void tables_clear(Tables *t);

/* The bytes all the tables take together: never above the budget. */
size_t tables_bytes(const Tables *t);

void tables_free(Tables *t);

#endif
