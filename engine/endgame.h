/* The exact endgame solver: final disc differences with perfect play. */
#ifndef FRONTIER_ENDGAME_H
#define FRONTIER_ENDGAME_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "board.h"
#include "clock.h"
#include "cpu.h"
#include "eval.h"

/* One transposition table entry: bounds on the exact score, packed into
 * data (see endgame.c), and the position's discs each xored with data, so
 * that an entry torn by two threads writing at once fails its check
 * instead of giving one position's bounds to another. */
typedef struct {
    _Atomic uint64_t player_key, opponent_key, data;
    uint64_t unused; /* 32 bytes: a bucket of two is one cache line */
} EndgameEntry;

struct BusyTable;
struct IsaPaths;

/* An entry of the small table below the main one (see endgame.c). */
typedef struct {
    uint64_t player, opponent;
    int8_t lower, upper; /* exact bounds: nothing selective runs there */
    uint8_t move;
} EndgameLocalEntry;

#define ENDGAME_THREAD_CLASSES 4

typedef struct {
    const atomic_bool *stop; /* may be NULL; set by another thread to abort */
    uint64_t node_limit;     /* 0 = none */
    int64_t deadline_ms;     /* 0 = none; compared with clock's time */
    const Clock *clock;      /* NULL: the monotonic clock */
    uint64_t nodes;          /* counted by the solver */
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
    int threads;             /* threads of endgame_solve_pv (1 or more) */
    /* May be NULL; called about once a second during a solve, and when a
     * selective pass ends (pass_ended, with the pass_* fields below set). */
    void (*progress)(void *ctx, uint64_t nodes, bool pass_ended);
    void *progress_ctx;
    int64_t last_progress_ms;
    struct BusyTable *busy; /* in a parallel solve: the positions being
                              * searched, which a thread puts off */
    EndgameLocalEntry *local; /* owned, one per thread; may be NULL */
    /* The last selective pass that ended before a limit stopped the
     * solve: its move and score, and the confidence of its probcut in
     * percent (0: none ended). Set by endgame_solve_pv. */
    int pass_move, pass_score, pass_confidence;
    /* The selective passes run before a win/draw/loss proof too (they
     * always run before an exact solve): a proof the clock may stop then
     * leaves a pass's move rather than none. */
    bool passes_before_wld;
    double probe_ms;  /* endgame_probe_ms's measure, 0 before it */
    CpuIsa probe_isa; /* the instruction set it was measured on */
    /* How long the clock's solves took against their one-thread estimate,
     * per thread class (1, 2-3, 4-7, 8 or more threads): the sum of the
     * logarithms of time over estimate, and how many. Kept across searches
     * and table clears; search_solve.c learns the threads' speed-up here. */
    struct {
        double log_ratio_sum;
        int count;
    } solve_times[ENDGAME_THREAD_CLASSES];
    bool table_used; /* a solve ran since the table was last cleared: the
                      * next one is not timed as a solve from scratch */
} EndgameSolver;

/* From this many empties the root runs selective passes (probcut at
 * growing confidence) before the exact solve. */
#define ENDGAME_SELECTIVE_EMPTIES 22

/* The solver's speed where it runs: the time in ms of a fixed set of small
 * solves (endgame_speed_ms) on this machine and the solver's instruction
 * set, measured on the first call (three rounds, the fastest kept) and
 * kept. The clock's estimates of whole solves scale with it. */
double endgame_probe_ms(EndgameSolver *sv);
#define ENDGAME_PROBE_MS_MIN 0.4 /* the least it returns, and */
#define ENDGAME_PROBE_MS_MAX 400 /* the most: bounds against a clock that misbehaves */

/* n positions of random games from a fixed seed, each cut at this many
 * empties with a move to play: the same on every machine, for timings. */
void endgame_fixed_positions(Board *out, int n, int empties);

/* The time in ms of the fixed solves of endgame_probe_ms, on probe (a
 * solver without a main table; its local table is cleared). */
double endgame_speed_ms(EndgameSolver *probe);

/* A solver with the default table (32 MiB), or one of hash_mb MiB (0:
 * none); endgame_set_hash changes it. */
void endgame_init(EndgameSolver *sv);
void endgame_init_sized(EndgameSolver *sv, size_t hash_mb);
bool endgame_set_hash(EndgameSolver *sv, size_t hash_mb);
void endgame_clear(EndgameSolver *sv);
void endgame_free(EndgameSolver *sv);

/* Final disc difference for the side to move (empties to the winner),
 * fail-soft within the window (alpha, beta): a result <= alpha is an upper
 * bound, >= beta a lower bound. A WLD solve is the window (-1, 1). */
int endgame_solve(EndgameSolver *sv, const Board *b, int alpha, int beta);

/* The exact score and the best line (passes included) to the end of the
 * game, up to 64 moves; within (alpha, beta) as endgame_solve. With
 * threads above 1, helper threads search the same position through the
 * shared table (each putting off what another is searching). When a limit
 * stops it (aborted), the pass_* fields hold what the selective passes
 * before the exact one found, if one ended. */
int endgame_solve_pv(EndgameSolver *sv, const Board *b, int alpha, int beta, Move *pv, int *pv_len);

#endif
