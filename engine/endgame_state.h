/* The solver's state, private to engine/endgame*.c: endgame.h names the
 * type alone, so that the search, the engine and the tools drive a solver
 * through its calls and never its fields. */
#ifndef FRONTIER_ENDGAME_STATE_H
#define FRONTIER_ENDGAME_STATE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include "endgame.h"

struct BusyTable;

/* One main-table entry: bounds on the exact score, packed into data
 * (endgame_table.h), and the position's discs each xored with data, so
 * that an entry torn by two threads writing at once fails its check
 * instead of giving one position's bounds to another. */
typedef struct {
    _Atomic uint64_t player_key, opponent_key, data;
    uint64_t unused; /* 32 bytes: a bucket of two is one cache line */
} EndgameEntry;

/* An entry of the small table below the main one (endgame_table.h). */
typedef struct {
    uint64_t player, opponent;
    int8_t lower, upper; /* exact bounds: nothing selective runs there */
    uint8_t move;
} EndgameLocalEntry;

/* The solver. (The order is the one measured for speed: the fields the
 * recursion reads most come first.) */
struct EndgameSolver {
    /* The limits of the solve under way, from its EndgameLimits. */
    const atomic_bool *stop;
    uint64_t node_limit;
    int64_t deadline_ms;
    const Clock *clock;
    uint64_t nodes;          /* the running count: the limits are read
                              * every 4096 of it */
    bool aborted;            /* a limit ended the solve; the result is void */

    EndgameEntry *table;     /* owned; size a power of two; shared with
                              * the helper threads of a parallel solve */
    size_t table_mask;
    const struct IsaPaths *paths; /* the instruction-set path that runs
                              * (isa.h): the CPU's best, or one set by hand
                              * to compare the paths */
    const Evaluator *eval;   /* may be NULL; orders moves far from the end */
    int selectivity;         /* 0: exact; above, the probcut passes that fill
                              * the table before an exact solve */
    uint64_t selective_uses; /* probcut cuts and selective table bounds
                              * taken so far: a node whose subtree took
                              * none holds its bounds exactly */
    int threads;
    EndgameProgressFn progress;
    void *progress_ctx;
    int64_t last_progress_ms;
    struct BusyTable *busy; /* in a parallel solve: the positions being
                              * searched, which a thread puts off */
    EndgameLocalEntry *local; /* owned, one per thread; may be NULL */
    EndgamePass pass;        /* the last selective pass that ended */
    bool on_clock;
    bool table_used; /* a solve ran since the table was last cleared: the
                      * next one is not timed as a solve from scratch */
};

#endif
