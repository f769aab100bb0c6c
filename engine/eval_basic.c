/* Square weights plus mobility, scaled to centi-discs. */
#include "eval.h"

/* Rings of squares with one weight each: corners, the squares touching
 * them (C and X), the rest of the edge, the inner ring, the centre. */
static const Bitboard EDGES = 0x3c0081818181003cULL;

static int weighted(Bitboard discs)
{
    return 100 * bb_count(discs & BB_CORNERS) - 50 * bb_count(discs & BB_X_SQUARES)
         - 20 * bb_count(discs & BB_C_SQUARES) + 10 * bb_count(discs & EDGES);
}

int eval_basic(const Board *b, EvalBreakdown *why)
{
    int squares = weighted(b->player) - weighted(b->opponent);
    int mobility = 20 * (bb_count(board_moves(b->player, b->opponent))
                         - bb_count(board_moves(b->opponent, b->player)));
    int empties = board_empty_count(b);
    /* Disc count matters only near the end, where it is the score. */
    int discs = empties < 12 ? (12 - empties) * 10 * (bb_count(b->player) - bb_count(b->opponent)) / 12 : 0;
    if (why) {
        eval_breakdown_add(why, "squares", squares);
        eval_breakdown_add(why, "mobility", mobility);
        eval_breakdown_add(why, "discs", discs);
    }
    return squares + mobility + discs;
}

static int eval_basic_fn(const void *data, const Board *b, EvalBreakdown *why)
{
    (void)data;
    return eval_basic(b, why);
}

Evaluator evaluator_basic(void) { return (Evaluator){"basic", eval_basic_fn, NULL, NULL}; }
