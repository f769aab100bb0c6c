/* The searcher: iterative deepening alpha-beta over the board. */
#ifndef FRONTIER_SEARCH_H
#define FRONTIER_SEARCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include "board.h"
#include "clock.h"
#include "endgame.h"
#include "tt.h"
#include "eval.h"
#include "mpc.h"
#include "search_types.h"

struct IsaPaths;

typedef void (*SearchReportFn)(void *ctx, const SearchReport *report);

typedef struct {
    Board root;
    SearchLimits limits;
    const Evaluator *eval;       /* scores the leaves */
    EndgameSolver *endgame;      /* exact solves; may be NULL */
    TransTable *tt;              /* may be NULL: no table */
    const struct IsaPaths *paths; /* the instruction-set path of the search
                                  * (isa.h); NULL: the CPU's best */
    bool plain;                  /* the first searcher: plain alpha-beta */
    int threads;                 /* search threads; 0 or 1: this one alone */
    int selectivity;             /* Multi-ProbCut level, 0 (off) to MPC_LEVELS */
    int multipv;                 /* lines to find, best first; 0 or 1: the best alone */
    int contempt;                /* centi-discs a draw is worth to the side to move
                                  * at the root, SEARCH_MAX_CONTEMPT at most either way */
    const MpcTable *mpc;         /* set by search_run for the evaluation; NULL: no cuts */
    struct BusyTable *busy;     /* shared by the threads of one search; NULL: one thread */
    struct SearchHelperState *helper_state; /* the helpers' tables, kept from one
                                  * search to the next; NULL: made for this one */
    const atomic_bool *stop;     /* set by another thread to end the search */
    const Clock *clock;          /* NULL: the monotonic clock; the solver takes it too */
    struct TimeManager *time;    /* what the clock learnt of the solver (timeman.h),
                                  * kept by the engine; NULL: the search's own */
    int move_overhead_ms;        /* kept back from each move's time for the pipe and
                                  * the front end (the MoveOverhead option) */
    int64_t go_ms;               /* when the go arrived, on the clock: the move's time
                                  * counts from there; 0: from search_run's start */
    SearchReportFn report;       /* may be NULL */
    void *report_ctx;

    /* Filled in by the search. */
    uint64_t nodes;
    int64_t start_ms, soft_deadline_ms, hard_deadline_ms;
    int64_t solve_deadline_ms;   /* a solve that settles the game may run to here */
    int64_t last_report_ms;      /* for the once-a-second progress line */
    bool aborted;
    Bitboard root_excluded;      /* root moves of the lines already found */
    Move pv[SEARCH_MAX_PLY][SEARCH_MAX_PLY];
    int pv_len[SEARCH_MAX_PLY];
} Search;

/* What the helper threads of a search with threads above 1 keep from one
 * search to the next: a solver each (with its small table) and the busy
 * table, so that a search does not allocate and free them every time. */
typedef struct SearchHelperState {
    int count;
    EndgameSolver **endgame;
    struct BusyTable *busy;
} SearchHelperState;

/* The size of a helper's solver table where no Hash budget sets it: a
 * search brought no helper state (tests, tools). */
#define SEARCH_HELPER_TABLE_MB 2

/* Inside the tree, a node with SEARCH_INSIDE_SOLVE_EMPTIES empties or
 * fewer is solved exactly once its search would stop at
 * SEARCH_SOLVE_LEAF_EMPTIES empties or fewer (its depth at least its
 * empties less that): the solver's nodes are cheap enough that the
 * exact value costs about what the evaluation's last plies did, and at
 * 28 empties on a second a move it plays better moves
 * (doc/experiments.md). */
#define SEARCH_INSIDE_SOLVE_EMPTIES 14
#define SEARCH_SOLVE_LEAF_EMPTIES 6

/* Tables for count helpers (threads - 1), each helper's solver with a
 * table of table_bytes (endgame_set_table_bytes); false when memory is
 * short. */
bool search_helper_state_init(SearchHelperState *st, int count, size_t table_bytes);
void search_helper_state_free(SearchHelperState *st);

/* Searches s->root within s->limits; returns the best move (MOVE_PASS when
 * the side to move must pass, MOVE_NONE when the game is over) and leaves
 * the last complete report in *result. With multipv above 1 each depth
 * (and the exact solve) reports that many lines, best first, each the
 * best of the moves the lines before it left; *result is the first.
 * After a forced pass the reports are the opponent's search told from the
 * passing side (on a clock or a move time the pass comes at once, scored
 * by the evaluation). */
Move search_run(Search *s, SearchReport *result);

#endif
