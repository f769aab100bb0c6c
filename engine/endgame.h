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

/* The solver: its state is private to engine/endgame*.c
 * (endgame_state.h); other files hold a pointer and call the functions
 * below. */
typedef struct EndgameSolver EndgameSolver;
struct IsaPaths;

/* The result of a selective pass (probcut at some confidence) that ended
 * before the exact solve: its move, its score in discs and its confidence
 * in percent (0: no pass ended). */
typedef struct {
    int move, score, confidence;
} EndgamePass;

/* Called about once a second during a solve (pass NULL), and when a
 * selective pass ends (pass set); nodes: those of this solve, nodes_before
 * included. */
typedef void (*EndgameProgressFn)(void *ctx, uint64_t nodes, const EndgamePass *pass);

/* What one solve may spend, and whom it tells; a zeroed struct (or NULL)
 * is a solve without limits, on one thread, telling nobody. */
typedef struct {
    const atomic_bool *stop; /* may be NULL; set by another thread to abort */
    uint64_t node_limit;     /* 0 = none; counts nodes_before too */
    /* A root solve (endgame_solve_pv) counts on from here: the nodes that
     * earlier solves of the same search took against node_limit. The
     * solver reads its limits every 4096 nodes of the count, so a series
     * of solves reads them as one long solve would. */
    uint64_t nodes_before;
    int64_t deadline_ms;     /* 0 = none; compared with clock's time */
    const Clock *clock;      /* NULL: the monotonic clock */
    int threads;             /* threads of endgame_solve_pv; 0 or 1: one */
    /* A clock may stop the solve: the selective passes run before a
     * win/draw/loss proof too (they always run before an exact solve),
     * and the first of them from ENDGAME_CLOCKED_PASS_EMPTIES, so that a
     * stop leaves a pass's move rather than none (or the shallow
     * search's before it). */
    bool on_clock;
    EndgameProgressFn progress; /* may be NULL */
    void *progress_ctx;
    int64_t progress_from_ms; /* the last progress line's time, on clock;
                               * the next comes a second after */
} EndgameLimits;

/* What one solve found. */
typedef struct {
    int score;      /* fail-soft in the window, as the return value */
    uint64_t nodes; /* this solve's, nodes_before not included */
    bool aborted;   /* a limit ended the solve; score and line are void */
    /* The table had been cleared (or resized) since the solve before:
     * this one started from nothing, and its time is that of a whole
     * solve. */
    bool fresh_table;
    EndgamePass pass; /* the last selective pass that ended */
    Move pv[64];      /* endgame_solve_pv's line, passes included */
    int pv_len;
} EndgameResult;

/* From this many empties the root runs selective passes (probcut at
 * growing confidence) before the exact solve; on a clock the first of
 * them from ENDGAME_CLOCKED_PASS_EMPTIES. */
#define ENDGAME_SELECTIVE_EMPTIES 22
#define ENDGAME_CLOCKED_PASS_EMPTIES 18

/* n positions of random games from a fixed seed, each cut at this many
 * empties with a move to play: the same on every machine, for timings. */
void endgame_fixed_positions(Board *out, int n, int empties);

/* The solver's speed on paths where it runs: the time in ms of a fixed
 * set of small solves (the fastest of three rounds), on a solver of its
 * own without a main table (0 when memory is short). The clock
 * (timeman.h) counts its estimates of whole solves in this measure. */
double endgame_speed_ms(const struct IsaPaths *paths);

/* A solver with a table of hash_mb MiB (0: none), the CPU's best
 * instruction-set path and no evaluation; NULL when memory is short.
 * endgame_delete frees it and its tables (NULL: nothing). */
EndgameSolver *endgame_new(size_t hash_mb);
void endgame_delete(EndgameSolver *sv);

/* The main table resized to the largest power of two of bytes within
 * hash_mb MiB (0: none); its bounds are dropped. False when memory is
 * short: the solver keeps the table it had. */
bool endgame_set_hash(EndgameSolver *sv, size_t hash_mb);
/* The same in bytes: below two entries (64 bytes), no table. */
bool endgame_set_table_bytes(EndgameSolver *sv, size_t bytes);
/* The main table's size in bytes (0: none). */
size_t endgame_table_bytes(const EndgameSolver *sv);
bool endgame_has_table(const EndgameSolver *sv);
void endgame_clear(EndgameSolver *sv);

/* The settings a solver keeps: the evaluation that orders its moves far
 * from the end (NULL: none, the solver's own ordering), and the
 * instruction-set path it runs (isa.h; the CPU's best by default). */
void endgame_set_eval(EndgameSolver *sv, const Evaluator *eval);
const Evaluator *endgame_eval(const EndgameSolver *sv);
void endgame_set_paths(EndgameSolver *sv, const struct IsaPaths *paths);
const struct IsaPaths *endgame_paths(const EndgameSolver *sv);

/* Final disc difference for the side to move (empties to the winner),
 * fail-soft within the window (alpha, beta): a result <= alpha is an upper
 * bound, >= beta a lower bound. A WLD solve is the window (-1, 1).
 * limits may be NULL (none); result may be NULL. A solve inside a search's
 * tree: its running count goes on from the solver's last solve, so that
 * many small solves read the limits as one long one would (nodes_before
 * counts against node_limit alone). */
int endgame_solve(EndgameSolver *sv, const Board *b, int alpha, int beta, const EndgameLimits *limits,
                  EndgameResult *result);

/* The exact score and the best line (passes included) to the end of the
 * game, up to 64 moves, in result (not NULL); within (alpha, beta) as
 * endgame_solve. With threads above 1, helper threads search the same
 * position through the shared table (each putting off what another is
 * searching). When a limit stops it (aborted), result->pass holds what
 * the selective passes before the exact one found, if one ended. */
int endgame_solve_pv(EndgameSolver *sv, const Board *b, int alpha, int beta, const EndgameLimits *limits,
                     EndgameResult *result);

#endif
