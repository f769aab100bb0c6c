/* What the solver's two files share: endgame.c (limits, the root, the
 * principal variation) and endgame_search.c (the recursion, compiled once
 * per instruction-set path, isa.h). */
#ifndef FRONTIER_ENDGAME_INTERNAL_H
#define FRONTIER_ENDGAME_INTERNAL_H

#include "endgame.h"
#include "endgame_state.h"
#include "eval_pattern.h"
#include "score.h"

#define SMALL_EMPTIES 5     /* up to this, no move list and no main table */
#define STABILITY_EMPTIES 6 /* stability cutoffs from this many empties, */
#define STABILITY_SLACK 8   /* tried when alpha is this far above what all the
                             * opponent's discs, were they stable, would cap:
                             * below, the cut almost never comes and the
                             * stable discs are counted for nothing */
#define SHALLOW1_EMPTIES 14 /* move ordering by a one-ply search from here */
#define SHALLOW2_EMPTIES 18 /* and by a two-ply search from here */
#define EVAL_ORDER_EMPTIES 14    /* move ordering by the evaluation from here */
#define EVAL_DEPTH1_EMPTIES 16   /* through a one-ply search from here */
#define EVAL_DEPTH2_EMPTIES 19   /* a two-ply search from here */
#define EVAL_DEPTH3_EMPTIES 22   /* and a three-ply search from here */
#define EVAL_MOBILITY_WEIGHT 200 /* centi-discs a reply left to the opponent */
#define EVAL_POTENTIAL_WEIGHT 50 /* and an empty square next to his discs */
#define ETC_EMPTIES 12           /* enhanced transposition cutoffs from here */
#define TABLE_EMPTIES 11         /* positions with this many empties use the table */
#define ASPIRATION_EMPTIES 18    /* a wide window probed from an estimate from here */
#define ASPIRATION_DEPTH 6       /* the estimate: a search of this depth on the evaluation */
#define ASPIRATION_PROBES 2      /* null-window probes before the rest of the window */
#define ORDER_PARITY_WEIGHT 4    /* fastest-first bonus of a move in an odd quadrant */
/* Near the root, where nodes are few and their trees large, a five-ply
 * search orders the moves; four plies order worse than three or five. */
#define EVAL_DEPTH5_EMPTIES 24
/* The evaluation ordering's key also holds back moves that give the
 * opponent a corner, take an X-square (diagonally next to a corner) or
 * take a C-square next to an empty corner: the shallow searches behind it
 * undervalue all three. */
#define EVAL_CORNER_REPLY_WEIGHT 200 /* centi-discs a corner reply costs */
#define EVAL_X_SQUARE_WEIGHT 200     /* a move on an X-square */
#define EVAL_C_SQUARE_WEIGHT 200     /* and one on a C-square, its corner empty */
#define LEAN_URGENT_KEY 24 /* a lean node's moves keyed below this are searched at once */
#define LEAN_MAX_EMPTIES 16 /* the most empties (and so moves) search_lean takes */
#define EVAL_SORT_DEPTH 2   /* evaluation searches this deep order their moves */
#define SORT_MARGIN 800          /* centi-discs below alpha, or below the best move so far, where the
                                  * ordering stops telling moves apart */

/* The selective passes before an exact solve from this many empties:
 * probcut at nodes with PROBCUT_EMPTIES or more, the probe searching the
 * evaluation 2, 3 or 4 plies deep. */
#define SELECTIVE_EMPTIES ENDGAME_SELECTIVE_EMPTIES
#define PROBCUT_EMPTIES 11
#define PROBCUT_DEPTH3_EMPTIES 18
#define PROBCUT_DEPTH4_EMPTIES 22
#define SELECTIVE_LEVELS 2

/* In a parallel solve, nodes with this many empties or more tell the
 * other threads they are being searched. */
#define DEFER_EMPTIES 12
#define ENDGAME_MAX_THREADS 64

/* The margin of a level in centi-discs: sigmas of the error of the probe
 * (the exact score against a shallow search on the evaluation) times a
 * width that grows as the passes go towards the exact solve. Narrow
 * passes (1.2 then 2.0 sigmas) leave the exact solve less to do than
 * wider ones cost. */
static const int PASS_WIDTH_X10[SELECTIVE_LEVELS + 1] = {0, 20, 12};

static inline int probcut_margin(int level, int depth)
{
    int sigma = depth >= 4 ? 500 : depth == 3 ? 550 : 600;
    return sigma * PASS_WIDTH_X10[level] / 10;
}

static const Bitboard QUADRANTS[4] = {0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL, 0x0f0f0f0f00000000ULL,
                                      0xf0f0f0f000000000ULL};

/* Sets sv->aborted when a limit is reached, and calls the progress
 * report; called every few thousand nodes. */
void endgame_check_limits(EndgameSolver *sv);

static inline int final_score(Bitboard p, Bitboard o)
{
    Board b = {p, o};
    return board_final_score(&b);
}

/* The pattern indices of (p, o) in *st when the solver's evaluation is the
 * pattern one, for eval_search to carry down; else NULL. */
static inline const PatternState *pattern_state_of(const EndgameSolver *sv, Bitboard p, Bitboard o, PatternState *st)
{
    const PatternWeights *w = sv->eval->patterns;
    if (!w)
        return NULL;
    pattern_state_set(&w->coefficients, p, o, st);
    return st;
}

#endif
